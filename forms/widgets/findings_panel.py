"""The findings panel: every error, warning and GM flag with its message and seed line, and the
GM's approvals.

Contract: :meth:`refresh` reads ``session.sheet.findings``; activating a row (a click, Enter or
Space) emits ``navigate(path)`` with the finding's JSON pointer, which the main window turns
into a page and a focused field. A GM approves the selected GM flag (or waivable error) with 承認… (button or
context menu): :meth:`ask_reason` asks the reason, and the approval, pinned to what stands at
that place today (:func:`builder.core.approvals.approve`), goes in through ``session.apply_edit``
(the named edits :class:`~builder.kit.edits.Approve` and :class:`~builder.kit.edits.WithdrawApproval`) as one
undo step, so undo, autosave and the unsaved mark work as for any edit. 承認を取り消す
withdraws the approval of an approved row or of an approval notice (lapsed, unneeded …); on a
notice 承認… approves the finding again where it now stands.
"""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QInputDialog, QLineEdit, QMenu,
                               QPushButton, QTableView, QVBoxLayout, QWidget)

from builder.core.approvals import LAPSED, approvable, find_approval
from builder.kit.edits import Approve, WithdrawApproval
from builder.words.places import finding_text, place

from forms.session.models import PATH_ROLE, FindingsModel
from .plain import PlainLabel

# who the window writes as the approver
APPROVER = "GM"


class FindingsPanel(QWidget):
    navigate = Signal(str)

    def __init__(self, session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.lang = session.lang  # the language of its buttons' words (Qt's translator when built)
        self.model = FindingsModel(self)
        self.view = QTableView()
        self.view.setObjectName("findingsView")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        # per column, not globally: a change to the message column alone (the FP left, after
        # most edits) then re-measures no column
        for column in range(self.model.COLUMNS):
            mode = QHeaderView.ResizeMode.Stretch if column == 1 else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)
        self.view.clicked.connect(self._clicked)
        from forms.common.keys import activate_on_keys
        activate_on_keys(self.view, self._clicked, space=True)  # Enter or Space jumps, as the click does
        self.view.setContextMenuPolicy(Qt.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        self.summary = PlainLabel()
        self.summary.setObjectName("findingsSummary")
        self.summary.setWordWrap(True)  # the GM's missing tables are named: a long line wraps
        self.approve_button = QPushButton(self.tr("承認…"))
        self.approve_button.setObjectName("approveButton")
        self.approve_button.setToolTip(self.tr("選んだGM確認の指摘を、理由を付けて承認します(今の内容に固定)"))
        self.approve_button.clicked.connect(self.approve_selected)
        self.withdraw_button = QPushButton(self.tr("承認を取り消す"))
        self.withdraw_button.setObjectName("withdrawButton")
        self.withdraw_button.clicked.connect(self.withdraw_selected)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.summary, 1)
        top.addWidget(self.approve_button)
        top.addWidget(self.withdraw_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.view)
        self.refresh()

    def set_session(self, session) -> None:
        """Show ``session``'s findings instead (another file opened in the same window, in the
        panel's language :attr:`lang`): no row selected, the buttons as for a fresh panel."""
        self.session = session
        self.view.clearSelection()
        self.refresh()

    def refresh(self) -> None:
        findings = self.session.sheet.findings
        lang, pack, build = self.session.lang, self.session.pack, self.session.build
        self.model.pack = pack
        self.model.set_findings(findings, lang, [place(pack, build, f.path, lang) for f in findings],
                                [finding_text(pack, build, f, lang) for f in findings])
        counts = {s: sum(1 for f in findings if f.severity == s) for s in ("error", "warning", "gm", "approved")}
        lapsed = sum(1 for f in findings if f.code in LAPSED)
        counted = (self.tr("エラー %1 / 警告 %2 / GM確認 %3 / 承認済 %4 / 承認失効 %5")
                   .replace("%1", str(counts["error"])).replace("%2", str(counts["warning"]))
                   .replace("%3", str(counts["gm"])).replace("%4", str(counts["approved"]))
                   .replace("%5", str(lapsed)))
        from forms.common.gmwaits import waiting_text
        waiting = waiting_text(findings, lang)  # never "エラー 0" while figures wait for the GM
        self.summary.setText(waiting or counted)
        self.summary.setStyleSheet("color: #805000; font-weight: bold;" if waiting else "")
        self._update_buttons()

    # ------------------------------------------------------------------ what a row allows
    def selected(self):
        rows = self.view.selectionModel().selectedRows() if self.view.selectionModel() else []
        if not rows or not (0 <= rows[0].row() < len(self.model.findings)):
            return None
        return self.model.findings[rows[0].row()]

    def approval_target(self, f):
        """The finding 承認… approves for row ``f``: the row itself when a GM may approve it
        (or it is approved: approving again pins it anew); for an approval notice, the
        finding it concerns where it now stands."""
        if f is None:
            return None
        if approvable(f) or f.severity == "approved":
            return f
        if f.code.startswith("approval."):
            code = f.params.get("code")
            where = f.params.get("moved") or f.params.get("path")
            return next((g for g in self.session.sheet.findings if g.code == code and g.path == where
                         and (approvable(g) or g.severity == "approved")), None)
        return None

    def approval_index(self, f):
        """The approval 承認を取り消す withdraws for row ``f`` (its index in the build), if any."""
        if f is None:
            return None
        if f.severity == "approved":
            return find_approval(self.session.build, f)
        index = f.params.get("index") if f.code.startswith("approval.") else None
        return index if isinstance(index, int) and index < len(self.session.build.approvals) else None

    def _update_buttons(self, *_args) -> None:
        f = self.selected()
        self.approve_button.setEnabled(self.approval_target(f) is not None)
        self.withdraw_button.setEnabled(self.approval_index(f) is not None)

    # ------------------------------------------------------------------ actions
    def ask_reason(self, default: str) -> tuple[str, bool]:
        """The GM's reason (a dialog; tests replace it)."""
        return QInputDialog.getText(self, self.tr("GM承認"), self.tr("承認の理由:"), QLineEdit.Normal, default)

    def approve_selected(self) -> bool:
        target = self.approval_target(self.selected())
        if target is None:
            return False
        build = self.session.build
        index = find_approval(build, target)
        default = build.approvals[index].reason if index is not None else ""
        reason, ok = self.ask_reason(default)
        if not ok:
            return False
        # a snapshot longer than a file may hold is refused, the reason in the status bar
        return self.session.apply_edit(Approve(target, reason.strip(), APPROVER, date.today().isoformat()),
                                       name=self.tr("GM承認: %1").replace(
                                           "%1", place(self.session.pack, build, target.path, self.session.lang)))

    def withdraw_selected(self) -> bool:
        index = self.approval_index(self.selected())
        if index is None:
            return False
        approval = self.session.build.approvals[index]
        return self.session.apply_edit(WithdrawApproval(index), name=self.tr("GM承認の取り消し: %1").replace(
            "%1", place(self.session.pack, self.session.build, approval.path, self.session.lang)))

    def _context_menu(self, pos) -> None:
        index = self.view.indexAt(pos)
        if not index.isValid():
            return
        self.view.selectRow(index.row())
        menu = self.context_menu()
        if not menu.isEmpty():
            menu.exec(self.view.viewport().mapToGlobal(pos))

    def context_menu(self) -> QMenu:
        """The menu of the selected row (approve / withdraw, as the buttons)."""
        menu = QMenu(self)
        f = self.selected()
        if self.approval_target(f) is not None:
            menu.addAction(self.tr("承認…"), self.approve_selected).setObjectName("approveAction")
        if self.approval_index(f) is not None:
            menu.addAction(self.tr("承認を取り消す"), self.withdraw_selected).setObjectName("withdrawAction")
        if f is not None and f.rule.line:
            row = self.model.findings.index(f)
            menu.addAction(self.tr("ルールの本文を表示"), lambda: self.show_rule(row)).setObjectName("ruleAction")
        return menu

    def _clicked(self, index) -> None:
        if index.column() == self.model.RULE_COLUMN:  # the citation: the rule's text, in the app
            self.show_rule(index.row())
            return
        self.navigate.emit(self.model.data(index, PATH_ROLE) or "/")

    def show_rule(self, row: int):
        """The rule finding ``row`` cites, in the rule-text window (forms.widgets.ruletext_view)."""
        if not 0 <= row < len(self.model.findings):
            return None
        from forms.widgets.ruletext_view import RuleTextDialog
        if getattr(self, "rule_dialog", None) is None:
            self.rule_dialog = RuleTextDialog(self.window())
        self.rule_dialog.show_rule(self.session.pack, self.model.findings[row].rule.line, self.session.lang)
        return self.rule_dialog
