"""Every page of the window reads the Sheet's typed sections, never its figures dicts (issue 25 item 1).

Two checks. An ast walk of forms/ fails on any ``.stats``, ``.skills`` or ``.items`` read off a
sheet: a name ``sheet`` (or ending in ``sheet``), an attribute ``.sheet`` (``self.session.sheet``,
``linked.sheet``), or a local name bound to one (``s = self.session.sheet``). And the pages a user
sees are drawn with those dicts emptied: each page's cells are blanked, the dicts cleared, the
page refreshed, and the figures come back (from the sections), as worked out by hand below.

Hand-worked (seed 000_8acb8ad758a0196c.txt, examples/saber.json):
- セイバー's base stats 筋力A 耐久B (L668); a level reads as 1–5 (E–A) and rolls level×2 dice
  (L864–865): 筋力 A = 5 → 10 dice, with the one 「+」 the file writes after the level: 「A+  10D」;
  耐久 B = 4 → 8 dice: 「B  8D」.
- 対魔力 is a セイバー class skill at E (L670); raised to B it costs D 1 + C 3 + B 3 = 7 FP
  (L1138–1139: E 1, D 1, C 3, B 3, A 4).
- 誓約の光剣 is a 単発 宝具 of rank B = 4 (L864): rank level × 2 = 8 dice (L1064), 判定値 4, and
  MP 4×2 = 8, times 1.5 for 対城 (L1093): 12. Its one plus effect is cancelled by its one minus,
  so it rolls all 8 (消費レベル 4, +枠 1 / −枠 1).
- A Servant's stats are 筋力、耐久、敏捷、魔力、幸運、宝具 (L862), in that order.
Seed 004_52394247ffe7dd97.txt: a set-up roll (生命ロール(S), L81) is a 1d20 under the pack's
recommended reading of the set-up die (1d20: a roll over 20 is refused, L94).
Seed 002_cb7697588777ea44.txt: examples/chuseihai/master.json, the 中聖杯 Saber's partner, writes
【筋】10 and 【魔】45; a Master has no class correction, so its sheet shows them as written; its Lv
(the level group) is no stat the partner line lists.
"""
from __future__ import annotations

import ast
import random
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QSpinBox, QTableWidget

from tests.conftest import EXAMPLES, ROOT
from tests.forms.helpers import child, go

FIGURES = {"stats", "skills", "items"}


def _is_sheet(node: ast.AST, aliases: set[str]) -> bool:
    """Whether ``node`` is a sheet: ``sheet``/``…sheet``, ``<anything>.sheet``, or a name bound to one."""
    if isinstance(node, ast.Name):
        return node.id.lower().endswith("sheet") or node.id in aliases
    return isinstance(node, ast.Attribute) and node.attr.lower().endswith("sheet")


def _aliases(scope: ast.AST) -> set[str]:
    """Names a scope binds to a sheet (``s = self.session.sheet``, ``b, s = self.build, self.session.sheet``)."""
    found: set[str] = set()
    for node in ast.walk(scope):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                pairs = (zip(target.elts, node.value.elts)
                         if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple)
                         else [(target, node.value)])
                found |= {t.id for t, v in pairs if isinstance(t, ast.Name) and _is_sheet(v, set())}
    return found


def figure_reads(source: str, filename: str = "<source>") -> list[str]:
    """Every read of a sheet's ``stats``/``skills``/``items`` in ``source``: 「file:line: text」."""
    tree = ast.parse(source, filename)
    found = set()
    # Each scope (the module, every function and lambda) with the names it binds to a sheet
    # would find a subset of what the module scope finds: the module's tree holds every scope's
    # nodes and every scope's bindings, and a read flagged with fewer aliases is flagged with
    # more. So one walk with the module's aliases finds the same reads as one walk per scope
    # (which walked a nested function's body once per enclosing scope).
    aliases = _aliases(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in FIGURES and _is_sheet(node.value, aliases):
            found.add((node.lineno, node.col_offset, ast.unparse(node)))
    return [f"{filename}:{line}: {text}" for line, _col, text in sorted(found)]


def test_no_window_module_reads_the_sheets_figures_dicts():
    found = []
    for path in sorted((ROOT / "forms").rglob("*.py")):
        found += figure_reads(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert found == [], "pages must read sheet.sections:\n" + "\n".join(found)


def test_the_walk_finds_every_way_a_page_reads_a_sheets_dicts():
    reads = figure_reads("\n".join([
        "def a(self, sheet, linked):",
        "    x = sheet.stats",
        "    y = self.session.sheet.items",
        "    z = linked.sheet.stats",
        "def b(self):",
        "    s = self.session.sheet",
        "    return s.skills",
        "def c(self):",
        "    b, s = self.build, self.session.sheet",
        "    return [r for r in s.items]",
        "def d(self, partner_sheet):",
        "    return partner_sheet.stats.values()",
    ]))
    assert [r.split(": ", 1)[1] for r in reads] == [
        "sheet.stats", "self.session.sheet.items", "linked.sheet.stats", "s.skills", "s.items", "partner_sheet.stats"]
    # what is no sheet is left alone: the build's choices, a page's own items, a pack's stats
    assert figure_reads("def e(self, build, pack):\n    return build.stats, self.items, pack.stats, build.skills") == []


def _empty_figures(sheet) -> None:
    """Clear the sheet's figures dicts: a page that still reads them finds nothing. The sections
    are made first, from the figures as evaluated (a sheet is read-only by convention: its
    sections, made when first read, are those of the figures it was evaluated with)."""
    assert sheet.sections
    sheet.stats.clear()
    sheet.skills.clear()
    sheet.items.clear()


def test_fate_pages_draw_from_the_sections(qtbot, shared_window):
    window = shared_window
    assert window.open_file(EXAMPLES / "saber.json")
    stats, skills, equipment = (go(qtbot, window, p) for p in ("stats", "skills", "equipment"))
    _empty_figures(window.session.sheet)
    for row in stats.rows.values():
        row["base"].setText("")
        row["dice"].setText("")
    stats.refresh()
    strength, endurance = stats.rows["strength"], stats.rows["endurance"]
    assert (strength["base"].text(), strength["dice"].text()) == ("A", "A+  10D")  # L668, L864: 5×2
    assert (endurance["base"].text(), endurance["dice"].text()) == ("B", "B  8D")  # L865: 4×2

    skills.refresh()
    held = child(skills, QListWidget, "heldSkills")
    assert held.item(0).text().startswith("対魔力") and held.item(0).text().endswith("  B  7 FP")  # 1+3+3, L1139
    # the combo editor binds the sheet's stats, in the sheet's order (L862)
    assert [label for label, _ in skills.combo_editor.choices()][:6] == ["筋力", "耐久", "敏捷", "魔力", "幸運", "宝具"]

    equipment.refresh()
    np_editor = equipment.np_editor
    assert np_editor.items.item(0).text() == "誓約の光剣  B"
    summary = np_editor.summary.text()
    for figure in ("消費レベル 4", "ダイス 8D", "判定値 4", "MP 12", "+枠 1 / −枠 1"):  # L864, L1064, L1093
        assert figure in summary, (figure, summary)

    page = go(qtbot, window, "sheet")
    page.refresh()
    text = page.view.toPlainText()
    assert "対魔力 B — 7 FP" in text
    assert "誓約の光剣 B 武器/単発/対城 8D MP 12" in text
    stats.grab().save("/tmp/shots/pages_sections_fate_stats.png")
    window.session.undo_stack.setClean()


def test_a_set_up_roll_reads_its_die_from_the_sections(qtbot, shared_window):
    window = shared_window
    assert window.open_file(EXAMPLES / "grail-tactics" / "servant.json")
    page = go(qtbot, window, "rolls")
    _empty_figures(window.session.sheet)
    button = child(page, QPushButton, "roll_life_roll_s")
    button.setEnabled(False)
    page.refresh()
    assert button.isEnabled() and "1d20" in button.toolTip()  # L81, L94: the set-up die 1d20
    window.rng = random.Random(7)
    qtbot.mouseClick(button, Qt.LeftButton)
    rolled = re.fullmatch(r"1d20 → (\d+)", child(page, QLabel, "rolled_life_roll_s").text())
    assert rolled and 1 <= int(rolled[1]) <= 20
    assert child(page, QSpinBox, "stat_life_roll_s").value() == int(rolled[1])
    assert window.session.build.stats["life_roll_s"] == int(rolled[1])
    window.session.undo_stack.setClean()


def test_data_pages_draw_from_the_sections(qtbot, shared_window):
    window = shared_window
    assert window.open_file(EXAMPLES / "chuseihai" / "saber.json")
    stats, skills, profile = (go(qtbot, window, p) for p in ("stats", "skills", "profile"))
    shown = {sid: [c.text() for c in cells[1:5]] for sid, cells in stats.cells.items()}
    table = child(skills, QTableWidget, "list_skills")
    rows = [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]
    assert shown["STR"][3] and rows  # (a Saber's stats and skills are on the pages)
    _empty_figures(window.session.sheet)
    _empty_figures(window.session.links["partner"].sheet)
    for cells in stats.cells.values():
        for cell in cells[1:5]:
            cell.setText("")
    stats.refresh()
    assert {sid: [c.text() for c in cells[1:5]] for sid, cells in stats.cells.items()} == shown
    table.setRowCount(0)
    skills.refresh()
    assert [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())] == rows
    profile.partner_state.setText("")
    profile.refresh()
    partner = profile.partner_state.text()
    assert "【筋】 10" in partner and "【魔】 45" in partner and "Lv" not in partner and "レベル" not in partner
    window.session.undo_stack.setClean()
