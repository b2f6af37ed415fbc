"""The selected entry's description beside the list, never below the fold (issue 28 item 3), on
the generic list page of the four data systems, at 1024×600: click a row of the list, and its
text stands to the right of the table, inside the window; pick an entry in Grail Tactics' 令呪命令
catalogue and its rule text and seed line stand there before it is added."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QTableWidget

from builder.core.packs import load_pack
from tests.conftest import EXAMPLES

from tests.forms.helpers import child, click_row, go

# (example, the list page, the list, the row's own text as the example file gives it)
CASES = [
    ("eiyuten/servant.json", "skills", "skills", "lists.skills.0"),
    ("chuseihai/saber.json", "skills", "skills", "lists.skills.0"),
    ("senya-tsukihime-plus/pc.json", "skills", "skills", "lists.skills.0"),
    ("grail-tactics/master.json", "commands", "commands", "lists.commands.0"),
]


def _from_file(data, dotted: str) -> str:
    node = data
    for step in dotted.split("."):
        node = node[int(step)] if step.isdigit() else node[step]
    return node["text"]


def _inside(widget, window) -> bool:
    """The widget is shown and its top-left corner is within the window: reached without scrolling."""
    corner = widget.mapTo(window, QPoint(0, 0))
    return (not widget.visibleRegion().isEmpty()) and 0 <= corner.y() < window.height() and 0 <= corner.x() < window.width()


@pytest.mark.parametrize("example, page_id, list_id, where", CASES)
def test_a_selected_entrys_description_is_beside_the_list(qtbot, shared_window, errors, tmp_path, example,
                                                          page_id, list_id,
                                                          where):
    window = shared_window
    data = json.loads((EXAMPLES / example).read_text(encoding="utf-8"))
    assert window.open_file(EXAMPLES / example)
    window.resize(1024, 600)
    page = go(qtbot, window, page_id)
    section = page.sections[list_id]
    table = child(page, QTableWidget, f"list_{list_id}")
    about = child(page, QLabel, f"listText_{list_id}")
    row = section.own_rows.index(0)  # the player's first entry
    section.table.scrollTo(table.model().index(row, 0))
    click_row(qtbot, table, table.model().index(row, 0))
    QApplication.processEvents()  # the layout after the resize, as a shown window has it
    text = _from_file(data, where)
    assert text in about.text()
    ref = data["lists"][list_id][0].get("ref")
    if ref:  # a catalogue pick (呼びかける, L245): the rule text under the player's note
        lst = next(lst for lst in load_pack(data["system"]).content.lists if lst.id == list_id)
        rule = next(c for c in lst.catalogue if c.id == ref)
        assert rule.text in about.text() and f"L{rule.line}" in about.text()
    assert about.mapTo(page, QPoint(0, 0)).x() >= table.mapTo(page, QPoint(table.width(), 0)).x()  # beside
    assert _inside(about, window) and _inside(table, window)
    window.grab().save(str(tmp_path / f"{example.replace('/', '_')}.png"))
    assert errors == []


def test_the_catalogue_entry_being_picked_is_described_beside_the_list(qtbot, shared_window, errors):
    window = shared_window
    assert window.open_file(EXAMPLES / "grail-tactics" / "master.json")
    window.resize(1024, 600)
    page = go(qtbot, window, "commands")
    combo = child(page, QComboBox, "catalogue_commands")
    about = child(page, QLabel, "listText_commands")
    catalogue = next(lst for lst in load_pack("grail-tactics").content.lists if lst.id == "commands").catalogue
    combo.setCurrentIndex(1)  # as the arrow keys on the closed combo move it
    QApplication.processEvents()
    second = catalogue[1]
    assert second.name in about.text() and second.text in about.text() and f"L{second.line}" in about.text()
    assert _inside(about, window)
    assert errors == []
