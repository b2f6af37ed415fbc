"""Sheet preview: the character as the engine derives it — pools, derived values, stats,
skills, items, findings and the FP ledger (every point with its rule).

Contract: read-only; built from ``session.sheet`` as HTML. The stat table reads the sheet's typed
``stats`` section (:mod:`builder.core.sections`), the one every export prints. The skill and
宝具・礼装 lists still read ``Sheet.skills``/``items``: their sections carry no English name of a
skill with its ○○ slot, no option list and no effect names one by one yet, which this page
shows in English. The PDF is the exports package's job.
"""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QTextBrowser, QVBoxLayout

from builder.core.sections import StatSection, label as stat_label, name as row_name
from builder.words.messages import DERIVED_LABELS, POOL_LABELS, SEVERITY_LABELS
from builder.words.places import entry_name, finding_text, line_text, place, skill_display_name

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
        b, s, lang, pack = self.build, self.session.sheet, self.lang, self.pack
        t = pack.find_type(b.type)
        goal, action = pack.alignment.get(b.alignment.goal or ""), pack.alignment.get(b.alignment.action or "")
        unnamed = self.tr("無名")  # outside the f-string, where lupdate finds it
        sep = ", " if lang == "en" else "・"  # a list of names: 「A・B」, "A, B"
        out = [f"<h2>{escape(b.name or unnamed)} — {escape(name_of(t, lang) or b.type)}</h2>",
               f"<p>" + self.tr("ランク") + f": {escape(sep.join(name_of(pack.ranks.get(r.id), lang) or r.id for r in b.ranks))}"
               f"　" + self.tr("性格属性") + f": {escape(name_of(goal, lang) or '—')}/{escape(name_of(action, lang) or '—')}</p>"]
        out.append("<p>" + "　".join(f"<b>{escape(POOL_LABELS[lang].get(pid, pid))}</b> {p.spent}/{p.total}"
                                     for pid, p in s.pools.items()) + "</p>")
        # a Servant has no 令呪 (only a Master's kind carries them): no 「令呪 0」 on its sheet
        derived = {k: v for k, v in s.derived.items() if not (k == "command_spells" and not v)}
        out.append("<p>" + "　".join(f"{escape(DERIVED_LABELS[lang].get(k, k))} {v}" for k, v in derived.items()) + "</p>")
        # the stat table is the sheet's typed section (builder.systems.fate_roll_dice.sheetsections), as
        # every export prints it: names and labels in the window's language
        stats = next((sec.rows for sec in s.sections if sec.id == "stats" and isinstance(sec, StatSection)), ())
        out.append("<table border='1' cellspacing='0' cellpadding='3'><tr>"
                   + "".join(f"<th>{escape(row_name(row, lang))}</th>" for row in stats)
                   + "</tr><tr>"
                   + "".join(f"<td align='center'>{escape(stat_label(row, lang))}</td>" for row in stats)
                   + "</tr></table>")
        out.append(f"<h3>" + self.tr("スキル") + f"</h3><ul>")
        for row in s.skills:
            sdef = pack.skills.get(row.get("id", ""))
            name = skill_display_name(name_of(sdef, lang) if sdef else row["name"], row["choice"] or "")
            opts = sep.join(entry_name(pack, o, lang) for o in row["options"])
            opts = f" [{escape(opts)}]" if opts else ""
            out.append(f"<li>{escape(name)} {escape(row['label'])}{opts} — {row['fp']} FP</li>")
        out.append("</ul>")
        if s.items:
            out.append(f"<h3>" + self.tr("宝具・礼装") + f"</h3><ul>")
            for row in s.items:
                dice = f"{row['dice']}D" if row.get("dice") is not None else "—"
                cats = "/".join(escape(entry_name(pack, str(row[k]), lang))
                                for k in ("kind", "activation", "target") if row.get(k))
                effects = sep.join(entry_name(pack, e, lang) for e in row.get("effects", []))
                out.append(f"<li>{escape(row.get('name') or '—')} {escape(str(row.get('label', '')))} {cats}"
                           f" {dice} MP {row.get('mp') or '—'} {escape(effects)}</li>")
            out.append("</ul>")
        out.append(f"<h3>" + self.tr("指摘") + f"</h3><ul>")
        for f in s.findings:
            cite = f" L{f.rule.line}" if f.rule.line else ""
            out.append(f"<li>[{SEVERITY_LABELS[lang][f.severity]}] {escape(finding_text(pack, b, f, lang))}"
                       f" <small>{escape(place(pack, b, f.path, lang))}{cite}</small></li>")
        out.append(f"</ul><h3>" + self.tr("FPの内訳") + f"</h3><table cellpadding='2'>")
        for g in s.pool_totals:
            if g.pool == "fp":
                out.append(f"<tr><td align='right'>+{g.amount}</td><td>{escape(line_text(pack, g, lang))}</td>"
                           f"<td><small>{_cite(g.rule)}</small></td></tr>")
        for line in s.ledger:
            if line.pool == "fp" and line.amount:
                out.append(f"<tr><td align='right'>{-line.amount:+d}</td><td>{escape(line_text(pack, line, lang))}</td>"
                           f"<td><small>{_cite(line.rule)}</small></td></tr>")
        out.append("</table>")
        return "".join(out)


def _cite(rule) -> str:
    """「L750」: the seed line (the pack's id is no word for a player)."""
    return f"L{rule.line}" if rule.line else ""
