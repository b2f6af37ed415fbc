"""What an edit and an undo cost the window (issue 25 item 8), and that the savings show the
user nothing stale.

- An edit refreshes the page the user sees; another page the window has built is refreshed when
  it is shown again (a click in the step list, an undo that goes to it) or looked up, and then
  shows the character as it is now.
- An undo or a redo back to a recent step takes the sheet the session kept for it instead of
  evaluating the character again; the kept sheets are bounded (``KEPT_SHEETS``), and a step
  further back is evaluated again. Either way the sheet is the engine's for that build.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLineEdit

import forms.session.state as state
from builder.core.engine import evaluate


def _count_refreshes(page) -> list:
    calls: list = []
    original = page.refresh
    page.refresh = lambda: (calls.append(1), original())[1]
    return calls


def _choose(combo: QComboBox, level: str) -> None:
    combo.setFocus()
    combo.setCurrentIndex(combo.findData(level))


def _click_step(window, page_id: str) -> None:
    """Click the page's row in the step list, as a user does."""
    item = window.steps.item(window.page_order.index(page_id))
    QTest.mouseClick(window.steps.viewport(), Qt.LeftButton, pos=window.steps.visualItemRect(item).center())


def test_an_edit_refreshes_the_shown_page_and_another_when_it_is_shown(shared_window):
    window = shared_window
    stats = window.show_page("stats")
    profile = window.show_page("profile")
    stats_calls, profile_calls = _count_refreshes(stats), _count_refreshes(profile)
    name = profile.findChild(QLineEdit, "nameEdit")
    name.setFocus()
    QTest.keyClicks(name, "ab")  # two edits on the shown page (one merged undo step)
    assert window.session.build.name == "ab"
    assert len(profile_calls) == 2 and stats_calls == []  # the hidden page waits

    _click_step(window, "stats")
    assert window.stack.currentWidget() is stats and len(stats_calls) == 1
    combo = stats.findChild(QComboBox, "stat_strength")
    level = "C" if combo.currentData() != "C" else "B"
    _choose(combo, level)  # 筋力 another level, on the page the user sees
    assert window.session.build.stats["strength"].level == level
    assert len(stats_calls) == 2 and len(profile_calls) == 2

    # taken back from another page: the undo goes to the stats page, which shows the level as it was
    _click_step(window, "profile")
    window.act_undo.trigger()
    before = window.session.build.stats.get("strength")
    assert before is None or before.level != level
    assert window.stack.currentWidget() is stats
    assert combo.currentData() == (before.level if before else "-")
    # a page looked up by id (window.pages, as a finding's click does) is refreshed first
    window.act_redo.trigger()
    _click_step(window, "profile")
    window.session.undo_stack.undo()  # no page shown for it: the stats page is stale now
    assert combo.currentData() == level  # stale until asked: nobody sees it
    assert window.pages["stats"] is stats
    assert combo.currentData() == (before.level if before else "-")


def test_undo_and_redo_of_recent_steps_take_the_kept_sheets(shared_window, monkeypatch):
    window = shared_window
    session = window.session
    stats = window.show_page("stats")
    combo = stats.findChild(QComboBox, "stat_agility")
    levels = ["E", "D", "C", "B"]
    for level in levels:  # four steps, each evaluated once
        _choose(combo, level)
    builds = [window.session.undo_stack.command(i).after for i in range(4)]
    assert [b.stats["agility"].level for b in builds] == levels

    evaluated: list = []
    real = state.evaluate
    monkeypatch.setattr(state, "evaluate", lambda *a, **k: (evaluated.append(a[1]), real(*a, **k))[1])
    for _ in levels:
        window.act_undo.trigger()
        assert session.sheet == real(session.pack, session.build)
    for _ in levels:
        window.act_redo.trigger()
        assert session.sheet == real(session.pack, session.build)
    assert evaluated == []  # every one of those sheets was kept
    assert session.build is builds[-1] and combo.currentData() == "B"


def test_the_kept_sheets_are_bounded_and_an_older_step_is_evaluated_again(shared_window, monkeypatch):
    window = shared_window
    session = window.session
    combo = window.show_page("stats").findChild(QComboBox, "stat_luck")
    cycle = ["E", "D", "C", "B", "A", "EX"]
    for i in range(state.KEPT_SHEETS + 2):  # more steps than sheets kept
        _choose(combo, cycle[i % len(cycle)])
    steps = session.undo_stack.count()
    assert steps == state.KEPT_SHEETS + 2

    evaluated: list = []
    real = state.evaluate
    monkeypatch.setattr(state, "evaluate", lambda *a, **k: (evaluated.append(a[1]), real(*a, **k))[1])
    while session.undo_stack.canUndo():
        session.undo_stack.undo()
        assert session.sheet == real(session.pack, session.build)
    # builds S0 (the start) .. S10 (KEPT_SHEETS + 2 = 10 steps), each evaluated once when made;
    # the newest KEPT_SHEETS = 8 are kept: S3..S10. Undoing to S9..S3 evaluates nothing; S2, S1
    # and S0 are evaluated again, in that order (command i goes from S(i) to S(i+1))
    commands = [session.undo_stack.command(i) for i in range(steps)]
    assert evaluated == [commands[1].after, commands[0].after, commands[0].before]
    assert [b is c for b, c in zip(evaluated, [commands[1].after, commands[0].after, commands[0].before])] == [True] * 3
