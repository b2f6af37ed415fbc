"""Thousands of random edits, undos and redos through the real widgets (issue 9).

A hypothesis state machine drives one window the way a user does (choose levels in the stat
combos, tick ranks, add and remove skills, type a name, Ctrl+Z, Ctrl+Shift+Z, save), and
tries edits the model must refuse. After
every step:
- each pool's total and spent are the sums of their ledger lines (the engine's own contract);
- the widgets show the build (the stat combos, when the ステータス page is on screen, show the
  levels in the file; a hidden page is repainted when shown);
- undoing every step gives back exactly the build the example started with, and
  save-then-load returns an identical build.
With the default budget (CI) it makes about 20 × 60 = 1,200 steps; bench/fuzz.py makes more.
"""
from __future__ import annotations

import pytest
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLineEdit, QListWidget, QMessageBox, QPushButton, QTableView

from builder.core.documents import load_build, save_build
from builder.kit.edits import SetText
from builder.systems.fate_roll_dice.edits import AddEntry, SetStatLevel
from tests.forms.conftest import fresh_default_character
from tests.fuzzbudget import FUZZ_EXAMPLES, fuzz_settings

STEPS = 60


class WindowMachine(RuleBasedStateMachine):
    """One window serves every example (``shared_window``, made by the test): creating one per
    example cost more than its 60 steps; each example starts it on a fresh default character."""
    shared_window = None

    def __init__(self):
        super().__init__()
        self.window = WindowMachine.shared_window
        fresh_default_character(self.window)
        self.errors: list = []
        self.window.show_error = lambda title, text: self.errors.append((title, text))
        self.window.ask_save_changes = lambda: QMessageBox.Discard
        self.start = self.window.session.build
        self.edits = 0

    @property
    def session(self):
        return self.window.session

    # ---------------------------------------------------------------- edits a user makes
    @rule(stat=st.integers(0, 5), step=st.integers(1, 7))
    def choose_stat_level(self, stat, step):
        page = self.window.show_page("stats")
        combos = [c for c in page.findChildren(QComboBox) if c.objectName().startswith("stat_")]
        combo = combos[stat % len(combos)]
        combo.setFocus()
        combo.setCurrentIndex((combo.currentIndex() + step) % combo.count())
        self.edits += 1

    @rule(row=st.integers(0, 68))
    def toggle_rank(self, row):
        page = self.window.show_page("ranks")
        view = page.view
        model = view.model()
        index = model.index(row % model.rowCount(), 0)
        view.setCurrentIndex(index)
        state = model.data(index, Qt.CheckStateRole)
        checked = state == Qt.Checked or state == Qt.Checked.value
        model.setData(index, Qt.Unchecked if checked else Qt.Checked, Qt.CheckStateRole)
        self.edits += 1

    @rule(row=st.integers(0, 200))
    def add_skill(self, row):
        page = self.window.show_page("skills")
        table = page.findChild(QTableView, "skillCatalogue")
        model = table.model()
        if model.rowCount() == 0:
            return
        table.setCurrentIndex(model.index(row % model.rowCount(), 0))
        QTest.mouseClick(page.findChild(QPushButton, "addSkill"), Qt.LeftButton)
        self.edits += 1

    @precondition(lambda self: len(self.session.build.skills) > 0)
    @rule(row=st.integers(0, 50), level=st.integers(0, 6))
    def set_or_remove_skill(self, row, level):
        page = self.window.show_page("skills")
        held = page.findChild(QListWidget, "heldSkills")
        held.setCurrentRow(row % held.count())
        if level == 6:
            QTest.mouseClick(page.findChild(QPushButton, "removeSkill"), Qt.LeftButton)
        else:
            combo = page.findChild(QComboBox, "skillLevel")
            combo.setCurrentIndex(level % combo.count())
        self.edits += 1

    @rule(text=st.text(alphabet="abcアイウ剣 ", min_size=1, max_size=4))
    def type_name(self, text):
        edit = self.window.show_page("profile").findChild(QLineEdit, "nameEdit")
        edit.setFocus()
        for ch in text:
            if ch.isascii():
                QTest.keyClick(edit, ch)
            else:
                edit.insert(ch)
        self.edits += 1

    @rule(kind=st.sampled_from(["level", "name", "points"]))
    def illegal_edit(self, kind):
        """An edit the character model refuses (a level that does not exist, a name past its
        limit, points past their bound): the build stays exactly as it was, and the status
        bar says why instead of the edit vanishing silently."""
        page = self.window.show_page("stats")
        before, steps = self.session.build, self.session.undo_stack.count()

        edit = {"level": SetStatLevel("strength", "Z"), "name": SetText("name", "名" * 201),
                "points": AddEntry("gear", {"name": "x", "kind": "melee_weapon", "points": 10**6})}[kind]
        assert not page.send(edit, "illegal")
        assert self.session.build is before and self.session.undo_stack.count() == steps
        assert self.window.statusBar().currentMessage()

    @rule()
    def undo(self):
        self.window.act_undo.trigger()

    @rule()
    def redo(self):
        self.window.act_redo.trigger()

    @rule()
    def save_and_reload(self):
        import tempfile
        from pathlib import Path
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "c.json"
            save_build(self.session.build, path)
            assert load_build(path) == self.session.build

    # ---------------------------------------------------------------- what must always hold
    @invariant()
    def pools_are_their_ledgers(self):
        sheet = self.session.sheet
        for pid, pool in sheet.pools.items():
            assert pool.spent == sum(line.amount for line in sheet.ledger if line.pool == pid), pid
            assert pool.total == sum(g.amount for g in sheet.pool_totals if g.pool == pid), pid
            assert pool.remaining == pool.total - pool.spent

    @invariant()
    def widgets_show_the_build(self):
        # the ステータス page when it is on screen: the page an edit repaints at once (a hidden
        # page is repainted when shown, PageSet; looking it up here would repaint it after
        # every step, and a missed repaint shows here once a step shows the page)
        page = self.window.stack.currentWidget()
        if getattr(page, "page_id", None) != "stats":
            return
        for sid, row in page.rows.items():
            choice = self.session.build.stats.get(sid)
            assert row["combo"].currentData() == (choice.level if choice else "-"), sid

    @invariant()
    def no_error_dialog(self):
        assert not self.errors

    def teardown(self):
        # every step undone, the window repainted once after them (the rule ``undo`` repaints
        # after each, through the window's action): what this checks is the build
        stack = self.session.undo_stack
        with QSignalBlocker(self.session):
            while stack.canUndo():
                stack.undo()
        self.window.refresh_all()
        assert self.session.build == self.start, "undoing every step must give back the start"
        stack.setClean()


WindowMachine.TestCase.settings = fuzz_settings.__class__(
    fuzz_settings, max_examples=max(5, FUZZ_EXAMPLES // 10), stateful_step_count=STEPS)


@pytest.mark.stateful
def test_random_edits_undos_and_redos_through_the_window(qtbot):
    from forms.app.main import create_window
    window = create_window([])
    qtbot.addWidget(window)
    window.show()
    WindowMachine.shared_window = window
    try:
        WindowMachine.TestCase().runTest()
    finally:
        WindowMachine.shared_window = None
        window.session.undo_stack.setClean()
