"""The rule a finding cites, shown in the app: a click on 「L750」 in the findings table.

Contract: :class:`RuleTextDialog` shows :func:`builder.core.ruletext.rule_texts` for one seed line of
one pack (entries with their names, then the seed's own words), or says the pack holds no text
for it. Non-modal, one per window (a new citation replaces the text), closed with 閉じる or Esc.
:meth:`html` is the text it shows (tests read ``view``).
"""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from builder.words.messages import citation
from builder.core.ruletext import rule_texts
from builder.core.sheet import Rule

from forms.session.text import esc


class RuleTextDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("ruleTextDialog")
        self.setWindowTitle(self.tr("ルールの本文"))
        self.view = QTextBrowser()
        self.view.setObjectName("ruleTextView")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        from forms.common.screenfit import fit_size
        fit_size(self, 560, 380)  # or less: on the screen (forms.common.screenfit)

    def html(self, pack, line: int | None, lang: str) -> str:
        texts = rule_texts(pack, line, lang)
        head = f"<h3>{esc(citation(pack, Rule(pack.id, line), lang, book=True))}</h3>" if line else ""
        if not texts:
            return head + "<p>" + esc(self.tr("このルールの本文はパックにありません。")) + "</p>"
        parts, seed = [head], self.tr("ルールブックの本文")
        for t in texts:
            title = f"<b>{esc(t.title)}</b><br>" if t.title else ""
            label = f"<small>{esc(seed)}</small><br>" if t.quote else ""
            parts.append(f"<p>{label}{title}{esc(t.text).replace(chr(10), '<br>')}</p>")
        return "".join(parts)

    def show_rule(self, pack, line: int | None, lang: str) -> None:
        self.view.setHtml(self.html(pack, line, lang))
        self.show()
        self.raise_()
