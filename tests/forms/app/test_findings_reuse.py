"""Opening another file in the same window (ファイル → 開く…) shows its findings in the same
指摘 panel (MainWindow keeps the panel while the language stays; a language switch builds a
new one in the new words): the new character's findings and counts, no row of the old one
selected, and a finding's row still takes the user to its field."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.conftest import EXAMPLES


def counts_text(findings) -> str:
    """The summary's first words as the user reads them (forms/widgets/findings_panel.py)."""
    errors = sum(1 for f in findings if f.severity == "error")
    warnings = sum(1 for f in findings if f.severity == "warning")
    return f"エラー {errors} / 警告 {warnings} / "


def test_another_file_shows_its_findings_in_the_same_panel(qtbot, shared_window, errors):
    window = shared_window
    panel = window.findings
    assert window.findings_dock.widget() is panel
    first = window.session.sheet.findings
    assert first, "the default character has findings to select"
    panel.view.selectRow(0)
    assert panel.selected() is not None
    for path in (EXAMPLES / "chuseihai" / "saber.json", EXAMPLES / "saber.json"):
        assert window.open_file(path), errors
        assert window.findings is panel and window.findings_dock.widget() is panel
        findings = window.session.sheet.findings
        assert panel.session is window.session and panel.model.findings == list(findings)
        assert panel.model.rowCount() == len(findings)
        assert panel.summary.text().startswith(counts_text(findings)), panel.summary.text()
        assert panel.view.selectionModel().selectedRows() == []  # nothing of the old character selected
    window.show_page(window.page_order[0])
    assert window.open_file(EXAMPLES / "master.json"), errors
    findings = window.session.sheet.findings
    row = next((i for i, f in enumerate(findings) if f.path not in ("", "/")), None)
    assert row is not None, [f.path for f in findings]
    panel.view.setFocus()
    panel.view.setCurrentIndex(panel.model.index(row, 0))
    qtbot.keyClick(panel.view, Qt.Key_Return)  # as a user jumps to a finding's field
    from forms.pages import path_page
    shown = window.stack.currentWidget()
    assert shown is window.pages[path_page(window.session.pack, findings[row].path)]
    assert shown.isAncestorOf(QApplication.focusWidget())
    assert errors == []
