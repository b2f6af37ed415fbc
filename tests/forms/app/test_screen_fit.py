"""The window on the player's screen (issue 28 item 2): the first window fits the available
screen of a 1366×768 and a 1280×720 laptop with a 40-pixel task bar, status bar included; every
page of every system has every widget inside the window there; new windows cascade inside the
screen; every dialog and the war board fit a 1024×600 screen with every widget inside.

The screen is limited through :func:`forms.common.screenfit.limit_to` (the offscreen test platform has
one 800×800 screen); a window's frame is what Qt knows of it (``frameGeometry``)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDialog, QPushButton, QWidget

from forms.common import screenfit
from tests.conftest import EXAMPLES

TASK_BAR = 40  # a desktop's panel at the bottom of the screen
LAPTOPS = ((1366, 768), (1280, 720))
SMALL = QRect(0, 0, 1024, 600)  # a netbook: dialogs and the war board must work there
EXAMPLE_FILES = (EXAMPLES / "saber.json", EXAMPLES / "master.json",
                 EXAMPLES / "chuseihai" / "saber.json", EXAMPLES / "eiyuten" / "servant.json",
                 EXAMPLES / "grail-tactics" / "servant.json", EXAMPLES / "senya-tsukihime-plus" / "servant.json")


@pytest.fixture
def screen():
    """Set the available screen for one test; the real one comes back after it."""
    yield lambda rect: screenfit.limit_to(rect)
    screenfit.limit_to(None)


def outside(top: QWidget) -> list[str]:
    """Every shown widget under ``top`` whose rectangle, mapped to ``top``, leaves ``top``; one
    inside a scroll area's viewport is reachable by scrolling, so not "outside". A hidden
    widget's insides are not walked (none of them is shown: the pages the window built and
    does not show, which ``findChildren`` would all list), nor another window's."""
    bad: list[str] = []
    _walk(top, top, False, bad)
    return bad


def _walk(top: QWidget, parent: QWidget, clipped: bool, bad: list[str]) -> None:
    """:func:`outside` under ``parent``; ``clipped``: inside a scroll area's viewport. (A
    function of its own, not a closure: a closure calling itself is a cycle that would keep
    ``top``, a dialog the test closed, alive until the next garbage collection.)"""
    for w in parent.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
        if w.isWindow() or w.isHidden():
            continue
        if not clipped and not w.rect().isEmpty():
            rect = QRect(w.mapTo(top, w.rect().topLeft()), w.size())
            if not top.rect().contains(rect):
                bad.append(f"{type(w).__name__}#{w.objectName() or '?'} at {rect.getRect()} in {top.rect().getRect()}")
        _walk(top, w, clipped or (isinstance(parent, QAbstractScrollArea) and w is parent.viewport()), bad)


def on_screen(top: QWidget, area: QRect) -> bool:
    """The whole window, frame included (as far as Qt knows it), inside the area."""
    return area.contains(top.frameGeometry())


@pytest.mark.parametrize("width,height", LAPTOPS)
def test_the_first_window_fits_a_laptop_screen_with_its_status_bar(qtbot, screen, width, height):
    from forms.app.main import create_window
    area = QRect(0, 0, width, height - TASK_BAR)
    screen(area)
    window = create_window([])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    # 1366×728 less the frame (16×40) = 1350×688: the window asks 1280×820, so 1280×688;
    # 1280×680 less the frame = 1264×640: the window is 1264×640
    assert window.size() == QSize(min(1280, width - 16), min(820, height - TASK_BAR - 40))
    assert on_screen(window, area)
    status = window.statusBar()
    assert status.isVisible() and window.rect().contains(QRect(status.mapTo(window, status.rect().topLeft()),
                                                               status.size()))
    window.session.undo_stack.setClean()


@pytest.mark.parametrize("example", EXAMPLE_FILES, ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_every_page_of_every_system_has_every_widget_inside_a_1280x720_window(qtbot, screen, example):
    from forms.app.main import create_window
    area = QRect(0, 0, 1280, 720 - TASK_BAR)
    screen(area)
    window = create_window([str(example)])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(area.size())  # as large as the user may drag it: fitted to the room there is
    screenfit.fit(window)
    # painting off for the walk: it reads the frame and the widgets' rectangles, which the
    # layouts set whether or not Qt paints (each page's turn of the event loop painted it:
    # about a third of the test's CPU)
    window.setUpdatesEnabled(False)
    for lang in ("ja", "en"):
        window.set_language(lang)
        for page_id in window.page_order:
            window.show_page(page_id)
            QApplication.processEvents()
            assert on_screen(window, area), (lang, page_id, window.frameGeometry().getRect())
            assert outside(window) == [], (lang, page_id)
    window.set_language("ja")
    window.session.undo_stack.setClean()


def test_new_windows_cascade_inside_the_screen(qtbot, screen, window, closes_all):
    from builder.core.documents import new_build
    from forms.app.windows import open_new
    area = QRect(0, 0, 1366, 768 - TASK_BAR)
    screen(area)
    window.move(0, 0)
    window.resize(1000, 600)
    window.session.undo_stack.push(_Mark())  # touched: File → New opens a window of its own
    pack = window.session.pack
    made, origin = [], window
    for _ in range(6):
        new = open_new(origin, pack, new_build(pack, "saber"))
        new.session.undo_stack.push(_Mark())
        made.append(new)
        origin = new
    frame = window.frameGeometry().height() - window.height()  # the offscreen frame: 2 + 2 pixels
    # each step 32 px down while the frame stays inside 728 px: 600 + 4 + 32·k ≤ 728 holds for
    # k ≤ 3 (700), not for 4 (732): the fourth starts again at the corner, then 32, 64
    assert frame == 4
    assert [w.pos().y() for w in made] == [32, 64, 96, 0, 32, 64]
    assert [w.pos().x() for w in made] == [32, 64, 96, 0, 32, 64]
    for w in [window, *made]:
        assert on_screen(w, area), w.frameGeometry().getRect()
        assert w.size() == window.size()
    for w in [window, *made]:
        w.session.undo_stack.setClean()


class _Mark:
    """A do-nothing undo step (the window counts as touched)."""

    def __new__(cls):
        from PySide6.QtGui import QUndoCommand
        return QUndoCommand("mark")


def _check_dialog(dialog: QWidget, area: QRect) -> None:
    dialog.show()
    QApplication.processEvents()
    assert on_screen(dialog, area), dialog.geometry().getRect()
    assert outside(dialog) == [], type(dialog).__name__


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_every_dialog_fits_a_1024x600_screen(qtbot, screen, window, lang, tmp_path):
    from forms.app import about
    from forms.dialogs import compare, readings, ruledata
    from forms.widgets import ruletext_view
    from forms.dialogs.common import NewCharacterDialog
    screen(SMALL)
    window.set_language(lang)
    screenfit.fit(window)
    try:
        made = [NewCharacterDialog(lang, window.packs, window), about.AboutDialog(lang, window),
                readings.ReadingsDialog(window), ruledata.RuleDataDialog(window),
                compare.DiffDialog(window, "a\nb", "a\nb", "x.json"), ruletext_view.RuleTextDialog(window)]
        for dialog in made:
            qtbot.addWidget(dialog)
            _check_dialog(dialog, SMALL)
            dialog.reject() if isinstance(dialog, QDialog) else dialog.close()
        import shutil

        from forms.gm.roster import open_roster
        shutil.copy(EXAMPLES / "saber.json", tmp_path / "saber.json")
        roster = open_roster(window, tmp_path)  # ファイル → 名簿…, on a folder with a character
        qtbot.addWidget(roster)
        qtbot.waitUntil(lambda: roster.model.rowCount() == 1, timeout=10000)
        _check_dialog(roster, SMALL)
        roster.close()
    finally:
        window.set_language("ja")


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_the_war_board_and_its_reload_button_fit_a_1024x600_screen(qtbot, screen, window, errors, monkeypatch,
                                                                   tmp_path, lang):
    import forms.gm.warboard as warboard
    screen(SMALL)
    window.set_language(lang)
    folder = tmp_path.joinpath(*["キャンペーンの聖杯戦争フォルダー"] * 6)  # a long path in the heading: not wider
    folder.mkdir(parents=True)
    war = folder / "war.json"
    monkeypatch.setattr(warboard, "ask_new_war", lambda main: (str(war), "fate-roll-dice"))
    try:
        window.act_new_war.trigger()
        (board,) = window.war_boards
        qtbot.addWidget(board)
        qtbot.waitExposed(board)
        _check_dialog(board, SMALL)
        reload = board.findChild(QPushButton, "sideReload")
        assert reload.isVisible() and board.rect().contains(QRect(reload.mapTo(board, reload.rect().topLeft()),
                                                                  reload.size()))
        from forms.gm import warsetup
        report = board.war
        pack = window.pack_for("fate-roll-dice")
        summon = warsetup.SummonDialog(board, report, pack, lang)
        qtbot.addWidget(summon)
        _check_dialog(summon, SMALL)
        summon.reject()
        nine = warsetup.NineDialog(board, "fate-roll-dice", lang)
        qtbot.addWidget(nine)
        _check_dialog(nine, SMALL)
        nine.reject()
    finally:
        window.set_language("ja")
    assert errors == []
