"""Sheet preview: the character as the engine derives it — pools, derived values, stats,
skills, items, findings and the FP ledger (every point with its rule).

Contract: read-only; built from ``session.sheet`` as HTML. The PDF is the exports package's job.
"""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QTextBrowser, QVBoxLayout

from builder.messages import DERIVED_LABELS, POOL_LABELS, SEVERITY_LABELS, render

from ...pages.base import Page
from ...text import name_of


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
        out = [f"<h2>{escape(b.name or self.tr('無名'))} — {escape(name_of(t, lang) or b.type)}</h2>",
               f"<p>" + self.tr("ランク") + f": {escape('・'.join(name_of(pack.ranks.get(r.id), lang) or r.id for r in b.ranks))}"
               f"　" + self.tr("性格属性") + f": {escape(name_of(goal, lang) or '—')}/{escape(name_of(action, lang) or '—')}</p>"]
        out.append("<p>" + "　".join(f"<b>{escape(POOL_LABELS[lang].get(pid, pid))}</b> {p.spent}/{p.total}"
                                     for pid, p in s.pools.items()) + "</p>")
        out.append("<p>" + "　".join(f"{escape(DERIVED_LABELS[lang].get(k, k))} {v}" for k, v in s.derived.items()) + "</p>")
        out.append("<table border='1' cellspacing='0' cellpadding='3'><tr>"
                   + "".join(f"<th>{escape(row['name'])}</th>" for row in s.stats.values()) + "</tr><tr>"
                   + "".join(f"<td align='center'>{escape(row['label'])}</td>" for row in s.stats.values())
                   + "</tr></table>")
        out.append(f"<h3>" + self.tr("スキル") + f"</h3><ul>")
        for row in s.skills:
            extra = f"({escape(row['choice'])})" if row["choice"] else ""
            opts = f" [{escape('・'.join(row['options']))}]" if row["options"] else ""
            out.append(f"<li>{escape(row['name'])}{extra} {escape(row['label'])}{opts} — {row['fp']} FP</li>")
        out.append("</ul>")
        if s.items:
            out.append(f"<h3>" + self.tr("宝具・礼装") + f"</h3><ul>")
            for row in s.items:
                dice = f"{row['dice']}D" if row.get("dice") is not None else "—"
                cats = "/".join(escape(str(row.get(k) or "")) for k in ("kind", "activation", "target"))
                out.append(f"<li>{escape(row.get('name') or '—')} {escape(str(row.get('label', '')))} {cats}"
                           f" {dice} MP {row.get('mp') or '—'} {escape('・'.join(row.get('effects', [])))}</li>")
            out.append("</ul>")
        out.append(f"<h3>" + self.tr("指摘") + f"</h3><ul>")
        for f in s.findings:
            out.append(f"<li>[{SEVERITY_LABELS[lang][f.severity]}] {escape(render(f.code, f.params, lang))}"
                       f" <small>{escape(f.path)} {f.rule.cite()}</small></li>")
        out.append(f"</ul><h3>" + self.tr("FPの内訳") + f"</h3><table cellpadding='2'>")
        for g in s.pool_totals:
            if g.pool == "fp":
                out.append(f"<tr><td align='right'>+{g.amount}</td><td>{escape(render(g.code, g.params, lang))}</td>"
                           f"<td><small>{g.rule.cite()}</small></td></tr>")
        for line in s.ledger:
            if line.pool == "fp" and line.amount:
                out.append(f"<tr><td align='right'>{-line.amount:+d}</td><td>{escape(render(line.code, line.params, lang))}</td>"
                           f"<td><small>{line.rule.cite()}</small></td></tr>")
        out.append("</table>")
        return "".join(out)
