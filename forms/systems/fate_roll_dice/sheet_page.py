"""Sheet preview: the character as the engine derives it — pools, derived values, stats,
skills, items, findings and the FP ledger (every point with its rule).

Contract: read-only; built from ``session.sheet`` as HTML. The stat table, the skills (with
their ○○ slot and the options chosen), the 宝具・礼装, the 通常装備 and the 常備化 read the
sheet's typed sections (:mod:`builder.core.sections`), the ones every export prints, in the
window's language. The PDF is the exports package's job.
"""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QTextBrowser, QVBoxLayout

from builder.core.sections import (ListSection, StatSection, find, label as stat_label, name as row_name,
                                   title as section_title, value)
from builder.systems.fate_roll_dice.sheetwords import DASH
from builder.words.messages import DERIVED_LABELS, POOL_LABELS, SEVERITY_LABELS
from builder.words.places import finding_text, line_text, place

from ...pages.base import Page
from forms.session.text import name_of


class SheetPage(Page):
    page_id = "sheet"

    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        self.view = QTextBrowser()
        self.view.setObjectName("sheetView")
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        self.refresh()

    def refresh(self) -> None:
        self.view.setHtml(self.html())

    def html(self) -> str:
        b, sheet, lang, pack = self.build, self.session.sheet, self.lang, self.pack
        t = pack.find_type(b.type)
        goal, action = pack.alignment.get(b.alignment.goal or ""), pack.alignment.get(b.alignment.action or "")
        unnamed = self.tr("無名")  # outside the f-string, where lupdate finds it
        sep = ", " if lang == "en" else "・"  # a list of names: 「A・B」, "A, B"
        out = [f"<h2>{escape(b.name or unnamed)} — {escape(name_of(t, lang) or b.type)}</h2>",
               f"<p>" + self.tr("ランク") + f": {escape(sep.join(name_of(pack.ranks.get(r.id), lang) or r.id for r in b.ranks))}"
               f"　" + self.tr("性格属性") + f": {escape(name_of(goal, lang) or '—')}/{escape(name_of(action, lang) or '—')}</p>"]
        out.append("<p>" + "　".join(f"<b>{escape(POOL_LABELS[lang].get(pid, pid))}</b> {p.spent}/{p.total}"
                                     for pid, p in sheet.pools.items()) + "</p>")
        # a Servant has no 令呪 (only a Master's kind carries them): no 「令呪 0」 on its sheet
        derived = {k: v for k, v in sheet.derived.items() if not (k == "command_spells" and not v)}
        out.append("<p>" + "　".join(f"{escape(DERIVED_LABELS[lang].get(k, k))} {v}" for k, v in derived.items()) + "</p>")
        # the stat table is the sheet's typed section (builder.systems.fate_roll_dice.sheetsections), as
        # every export prints it: names and labels in the window's language
        stats = next((sec.rows for sec in sheet.sections if sec.id == "stats" and isinstance(sec, StatSection)), ())
        out.append("<table border='1' cellspacing='0' cellpadding='3'><tr>"
                   + "".join(f"<th>{escape(row_name(row, lang))}</th>" for row in stats)
                   + "</tr><tr>"
                   + "".join(f"<td align='center'>{escape(stat_label(row, lang))}</td>" for row in stats)
                   + "</tr></table>")
        out.append(f"<h3>" + self.tr("スキル") + f"</h3><ul>")
        for row in _rows(sheet, "skills"):  # the name carries its ○○ slot (skill_display_name)
            opts = sep.join(row.options_en if lang == "en" else row.options)
            opts = f" [{escape(opts)}]" if opts else ""
            out.append(f"<li>{escape(row_name(row, lang))} {escape(row.level)}{opts} — {escape(row.cost)} FP</li>")
        out.append("</ul>")
        items = _rows(sheet, "noble_phantasms") + _rows(sheet, "mystic_codes")
        if items:
            out.append(f"<h3>" + self.tr("宝具・礼装") + f"</h3><ul>")
            for row in items:  # the 区分 line's figures (L1575–1581), as the sheet prints them
                cats = "/".join(escape(x) for x in (_detail(row, k, lang) for k in ("kind", "activation", "target"))
                                if x and x != DASH)
                effects, dice = _detail(row, "effects", lang), _detail(row, "dice_count", lang)
                dice = f"{dice}D" if dice and dice != DASH else DASH
                out.append(f"<li>{escape(row.name or DASH)} {escape(row.level)} {cats} {escape(dice)}"
                           f" MP {escape(_detail(row, 'mp', lang))} {escape('' if effects == DASH else effects)}</li>")
            out.append("</ul>")
        for sid in ("gear", "upkeep"):  # 通常装備 (L983 ff.) and 常備化 (L970–974), by the sections' own titles
            rows = _rows(sheet, sid)
            if rows:
                out.append(f"<h3>{escape(section_title(find(sheet.sections, sid), lang))}</h3><ul>")
                for row in rows:
                    what = sep.join(x for x in (_in(lang, row.type, row.type_en), _detail(row, "effect", lang))
                                    if x and x != DASH)
                    out.append(f"<li>{escape(row_name(row, lang))}" + (f" ({escape(what)})" if what else "") + "</li>")
                out.append("</ul>")
        out.append(f"<h3>" + self.tr("指摘") + f"</h3><ul>")
        for f in sheet.findings:
            cite = f" L{f.rule.line}" if f.rule.line else ""
            out.append(f"<li>[{SEVERITY_LABELS[lang][f.severity]}] {escape(finding_text(pack, b, f, lang))}"
                       f" <small>{escape(place(pack, b, f.path, lang))}{cite}</small></li>")
        out.append(f"</ul><h3>" + self.tr("FPの内訳") + f"</h3><table cellpadding='2'>")
        for g in sheet.pool_totals:
            if g.pool == "fp":
                out.append(f"<tr><td align='right'>+{g.amount}</td><td>{escape(line_text(pack, g, lang))}</td>"
                           f"<td><small>{_cite(g.rule)}</small></td></tr>")
        for line in sheet.ledger:
            if line.pool == "fp" and line.amount:
                out.append(f"<tr><td align='right'>{-line.amount:+d}</td><td>{escape(line_text(pack, line, lang))}</td>"
                           f"<td><small>{_cite(line.rule)}</small></td></tr>")
        out.append("</table>")
        return "".join(out)


def _rows(sheet, sid: str) -> list:
    """The rows of the sheet's typed list section ``sid`` (none when it has no such list)."""
    section = find(sheet.sections, sid)
    return list(section.rows) if isinstance(section, ListSection) else []


def _detail(row, id: str, lang: str) -> str:
    """A list row's labelled figure ``id`` in ``lang`` (empty: it has none)."""
    return next((value(d, lang) for d in row.details if d.id == id), "")


def _in(lang: str, ja: str, en: str) -> str:
    return en if lang == "en" and en else ja


def _cite(rule) -> str:
    """「L750」: the seed line (the pack's id is no word for a player)."""
    return f"L{rule.line}" if rule.line else ""
