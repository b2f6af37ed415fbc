"""tests/forms/visible.py's top-down walk reads exactly what the walk it replaced read: the old
function (each widget of ``findChildren`` asked whether an ancestor hides it) is kept as the
reference (tests/forms/pagewalk.py ``visible_texts_reference``, beside the page walk that keeps
both readings of its :data:`~tests.forms.pagewalk.REFERENCE` files' pages), and both are run on
real windows, pages and dialogs in both languages."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication, QGroupBox, QLabel, QStackedWidget, QVBoxLayout, QWidget

from tests.conftest import EXAMPLES
from tests.forms.pagewalk import REFERENCE, both_readings, in_language, visible_texts_reference, walk
from tests.forms.visible import visible_texts


def test_a_hidden_branch_and_a_stacks_other_page_are_not_read(qtbot):
    """By hand: a shown label, a hidden one, a label under a hidden box and the two pages of a
    stack (the second current) give the shown label and the current page only, in tree order."""
    root = QWidget()
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    for name in ("shown", "hidden"):
        label = QLabel(name, objectName=name)
        layout.addWidget(label)
    root.findChild(QLabel, "hidden").hide()
    box = QGroupBox("", objectName="box")  # an empty title is no text
    QVBoxLayout(box).addWidget(QLabel("under hidden box", objectName="under"))
    layout.addWidget(box)
    box.hide()
    stack = QStackedWidget(objectName="stack")
    for name in ("page1", "page2"):
        stack.addWidget(QLabel(name, objectName=name))
    stack.setCurrentIndex(1)
    layout.addWidget(stack)
    root.show()
    QApplication.processEvents()
    expected = [("QLabel#shown", "shown", False), ("QLabel#page2", "page2", False)]
    assert visible_texts(root) == expected
    assert visible_texts_reference(root) == expected


def test_a_table_is_read_once_without_its_hidden_row_and_column(qtbot):
    """By hand: a 2×3 table (header 名前/種類/メモ) with its second row and its メモ column
    hidden gives the header's labels (a hidden column's too, as before) and the shown row's two
    shown cells, once each: its header views are not read as views of its cells. An editable
    cell is the user's own."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem
    table = QTableWidget(2, 3, objectName="table")
    qtbot.addWidget(table)
    table.setHorizontalHeaderLabels(["名前", "種類", "メモ"])
    for row, texts in enumerate((("セイバー", "剣", "a"), ("アーチャー", "弓", "b"))):
        for col, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if col == 0:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            table.setItem(row, col, item)
    table.setRowHidden(1, True)
    table.setColumnHidden(2, True)
    table.show()
    QApplication.processEvents()
    expected = [("QTableWidget#table", text, own) for text, own in
                (("名前", False), ("種類", False), ("メモ", False), ("セイバー", False), ("剣", True))]
    assert visible_texts(table) == expected
    assert visible_texts_reference(table) == expected


def _compare(root) -> int:
    new, old = both_readings(root)  # (no collection between the two: tests/forms/pagewalk.py)
    assert new == old
    return len(new)


def test_the_walk_reads_what_the_old_walk_read_on_every_page_in_both_languages(qtbot, window, errors):
    """Every page of two systems' examples (Fate/roll dice's Saber with its findings and partner,
    英雄点's Servant on the generic pages) and the readings, about and new-character dialogs, in
    Japanese and English: the two lists are equal, item for item and in order."""
    from forms.app.about import show_about
    from forms.dialogs.common import NewCharacterDialog
    from forms.dialogs.readings import open_readings
    read = 0
    try:
        for example in ("saber.json", "eiyuten/servant.json"):
            for lang in ("ja", "en"):
                # each page as the word walks show it: their one walk of the file keeps both
                # readings of every page (tests/forms/pagewalk.py REFERENCE)
                path = EXAMPLES / example
                assert path.resolve() in REFERENCE
                walked = walk(window, errors, path, lang)
                assert walked.errors == ()
                for page in walked.pages:
                    assert page.reference is not None and page.texts == page.reference, page.page_id
                    read += len(page.texts)
                in_language(window, lang)  # the dialogs of the file, in that language
                if window.session.path is None or window.session.path.resolve() != path.resolve():
                    assert window.open_file(path)  # (a walk made now left it open)
                readings = open_readings(window)
                QApplication.processEvents()
                read += _compare(readings)
                readings.reject()
                about = show_about(window)
                QApplication.processEvents()
                read += _compare(about)
                about.close()
                dialog = NewCharacterDialog(lang, window.packs, window)
                qtbot.addWidget(dialog)
                dialog.show()
                QApplication.processEvents()
                read += _compare(dialog)
                dialog.reject()
            window.session.undo_stack.setClean()
    finally:
        in_language(window, "ja")
    assert read > 1000  # the walks read real pages (a page shows tens of texts, 30-odd roots)
    assert errors == []
