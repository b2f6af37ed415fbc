"""The window from the keyboard (issue 14): Tab reaches every page in the order the eye reads
it, a table is one stop, Enter and Space do what a click does, the menus open with Alt and a
letter, and the shortcuts the README lists work.

The visual order here is worked out independently of :mod:`forms.common.focuschain` (which follows
the layouts): from the stops' rectangles on screen, by recursive cuts (a gap across the whole
group splits it into top and bottom, else a gap splits it into left and right; a group with no
gap, a table and the widgets in its cells, reads top to bottom, then left to right).
"""
from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QComboBox, QLineEdit, QListView, QRadioButton, QSplitter,
                               QScrollArea, QTabWidget, QTableView, QWidget)

from builder.core.packs import load_pack
from forms.session.models import ID_ROLE
from builder.core.registry import plugin_for, systems

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"
LIMIT = 400  # more key presses than any page has stops: a walk that does not come back is a trap


@functools.cache
def _kinds_of_types(system: str) -> dict[str, str]:
    """The kind of each of ``system``'s types, as its plug-in lists them (a data system's types
    are its kinds). Once per system: every process that collects this module pays for it, and
    there are several examples per system."""
    pack = load_pack(system, user_layer=False)
    return {t["id"]: t.get("kind", t["id"]) for t in plugin_for(system).types(pack)}


def example_files() -> list[tuple[str, Path]]:
    """One shipped legal example per system and kind of character (サーヴァント, マスター …):
    the richest characters there are (items, marks, table rows)."""
    chosen: dict[tuple[str, str], Path] = {}
    for path in sorted(EXAMPLES.rglob("*.json")):
        if path.name.startswith(("bad_", "illegal_")):
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or not data.get("type"):
            continue  # a side or a unit list, not a character
        kinds = _kinds_of_types(data["system"])
        chosen.setdefault((data["system"], kinds.get(data["type"], data["type"])), path)
    return [(f"{system}:{kind}", path) for (system, kind), path in sorted(chosen.items())]


CHARACTERS = example_files()


def test_every_system_has_a_character_to_walk():
    assert {name.split(":")[0] for name, _ in CHARACTERS} == set(systems())


# ---------------------------------------------------------------------- the walk
def rect(window, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def _split(items, start, end):
    """Groups of ``items`` separated by gaps along one axis (``start``/``end`` of a rect)."""
    items = sorted(items, key=lambda it: start(it[1]))
    groups, reach = [], None
    for it in items:
        if reach is None or start(it[1]) >= reach:
            groups.append([])
            reach = end(it[1])
        groups[-1].append(it)
        reach = max(reach, end(it[1]))
    return groups


def reading_order(items: list[tuple[QWidget, QRect]]) -> list[QWidget]:
    """Rows top to bottom, unless a tall field stands beside several rows of another column (a
    list beside a form): then each column in turn. A grid or a table's cells are rows."""
    if len(items) <= 1:
        return [w for w, _ in items]
    rows = _split(items, QRect.top, lambda r: r.top() + r.height())
    columns = _split(items, QRect.left, lambda r: r.left() + r.width())
    column_of = {id(w): i for i, group in enumerate(columns) for w, _ in group}

    def stacked_beside(tall: QRect, col: int) -> bool:
        """Whether fields of other columns stand one above another within ``tall``'s height."""
        inside = sorted((r.top(), r.top() + r.height()) for w, r in items if column_of[id(w)] != col
                        and r.top() >= tall.top() and r.top() + r.height() <= tall.top() + tall.height())
        return any(lower[0] >= upper[1] for upper, lower in zip(inside, inside[1:]))
    panes = any(stacked_beside(r, column_of[id(w)]) for w, r in items)  # a list beside a form's rows
    if len(columns) > 1 and (len(rows) == 1 or panes):
        return [w for g in columns for w in reading_order(g)]
    if len(rows) > 1:
        return [w for g in rows for w in reading_order(g)]
    return [w for w, _ in sorted(items, key=lambda it: (it[1].top(), it[1].left()))]


def pane_of(holder: QWidget, widget: QWidget) -> tuple[int, ...]:
    """Which side-by-side pane (a QSplitter's child, at each splitter level) a widget is in: the
    eye reads one pane to its end before the next, whatever the heights inside them; in a tab
    widget, the tabs come before the page."""
    key, child, parent = [], widget, widget.parentWidget()
    while parent is not None and parent is not holder:
        if isinstance(parent, QSplitter):
            key.append(parent.indexOf(child))
        elif isinstance(parent, QTabWidget):  # its tab bar is read before the page under it
            key.append(0 if child is parent.tabBar() else 1)
        child, parent = parent, parent.parentWidget()
    return tuple(reversed(key))


def panes_in_reading_order(window, holder: QWidget, shown: list[QWidget]) -> list[QWidget]:
    panes: dict[tuple[int, ...], list[QWidget]] = {}
    for w in shown:
        panes.setdefault(pane_of(holder, w), []).append(w)
    return [w for key in sorted(panes) for w in reading_order([(w, rect(window, w)) for w in panes[key]])]


def candidates(window, page: QWidget) -> list[QWidget]:
    """The fields on screen that take Tab focus, enabled or not (a scroll area holding
    fields is their frame, not a field)."""
    tab = Qt.FocusPolicy.TabFocus.value
    return [w for w in page.findChildren(QWidget)
            if w.isVisibleTo(window) and not w.isWindow() and w.focusPolicy().value & tab
            and w.focusProxy() is None
            and not (isinstance(w, (QScrollArea, QAbstractItemView)) and holds_field(w))]


def holds_field(area) -> bool:
    """Whether a scroll area or a table has fields inside (a table whose cells are fields)."""
    tab = Qt.FocusPolicy.TabFocus.value
    return any(w.isEnabled() and w.isVisibleTo(area) and w.focusPolicy().value & tab
               and w.focusProxy() is None
               for w in area.viewport().findChildren(QWidget))


def focus() -> QWidget:
    return QApplication.focusWidget()


def walk(qtbot, window, key) -> list[QWidget]:
    """Press ``key`` from the step list until the focus is back on it; the widgets visited."""
    window.steps.setFocus()
    seen: list[QWidget] = []
    for _ in range(LIMIT):
        qtbot.keyClick(focus(), key)
        if focus() is window.steps:
            return seen
        seen.append(focus())
    names = [f"{type(w).__name__}:{w.objectName()}" for w in seen[-12:]]
    raise AssertionError(f"Tab never comes back to the step list (a trap): last stops {names}")


def region(window, widget: QWidget) -> str:
    for name, holder in (("page", window.stack.currentWidget()), ("findings", window.findings_dock),
                         ("budget", window.budget)):
        if holder.isAncestorOf(widget):
            return name
    return "other"


def check_page(qtbot, window, where: str) -> list[QWidget]:
    forward = walk(qtbot, window, Qt.Key_Tab)
    names = [f"{type(w).__name__}:{w.objectName()}" for w in forward]
    assert len(set(map(id, forward))) == len(forward), f"{where}: a widget takes Tab twice (a trap): {names}"
    regions = [region(window, w) for w in forward]
    assert "other" not in regions, f"{where}: {names}"
    assert regions and regions[0] == "page", f"{where}: Tab from the step list misses the page: {names}"
    order = ["page", "findings", "budget"]
    assert regions == sorted(regions, key=order.index), f"{where}: regions out of order: {regions}"
    assert "findings" in regions, f"{where}: Tab never reaches the findings: {names}"
    for name, holder in (("page", window.stack.currentWidget()), ("findings", window.findings_dock)):
        visited = [w for w, r in zip(forward, regions) if r == name]
        shown = candidates(window, holder)
        enabled = [w for w in shown if w.isEnabled()]
        missed = [f"{type(w).__name__}:{w.objectName()}" for w in enabled if w not in visited]
        assert not missed and len(visited) == len(enabled), \
            f"{where}: fields Tab never reaches: {missed} (it visits {names})"
        # disabled fields are on screen too: they shape the columns the eye follows
        expected = [w for w in panes_in_reading_order(window, holder, shown) if w.isEnabled()]
        assert visited == expected, (f"{where}: Tab order is not the visual order in the {name}:\n  tab:    "
                                     f"{[w.objectName() or type(w).__name__ for w in visited]}\n  visual: "
                                     f"{[w.objectName() or type(w).__name__ for w in expected]}")
    backward = walk(qtbot, window, Qt.Key_Backtab)
    assert backward == forward[::-1], f"{where}: Shift+Tab is not Tab backwards"
    return forward


@pytest.fixture
def tab_window(walk_window):
    """tests/forms/conftest.py's ``walk_window`` (reset and checked: the test opens its own
    file; not painted, which the walks need not: they read which widget has the focus and where
    the fields are, never their pixels): one window for every walk, as creating one per
    example cost about 0.1 s of CPU each."""
    assert not walk_window.updatesEnabled()
    return walk_window


@pytest.mark.parametrize("name,path", CHARACTERS, ids=[n for n, _ in CHARACTERS])
def test_tab_walks_every_page_in_visual_order(qtbot, tab_window, errors, name, path):
    window = tab_window
    assert window.open_file(path), errors
    window.resize(1280, 820)
    for key in window.page_order:
        page = window.show_page(key)
        qtbot.wait(1)  # the page's layout settles
        tabs = [t for t in page.findChildren(QTabWidget) if t.isVisibleTo(page)]
        for tab_widget in tabs or [None]:
            for i in range(tab_widget.count() if tab_widget else 1):
                if tab_widget is not None:
                    tab_widget.setCurrentIndex(i)
                    qtbot.wait(1)
                stops = check_page(qtbot, window, f"{name} {key}" + (f" tab {i}" if tab_widget else ""))
                views = [w for w in stops if isinstance(w, QAbstractItemView)]
                assert all(not v.tabKeyNavigation() for v in views)  # a table is one stop
    assert errors == []


# ---------------------------------------------------------------------- keyboard alone
def press(qtbot, key, modifier=Qt.NoModifier) -> None:
    qtbot.keyClick(focus(), key, modifier)


def tab_to(qtbot, name: str) -> QWidget:
    """Press Tab until the field named ``name`` has the focus (as a user does, looking)."""
    for _ in range(LIMIT):
        if focus() is not None and focus().objectName() == name:
            return focus()
        press(qtbot, Qt.Key_Tab)
    raise AssertionError(f"Tab never reaches {name}")


def type_text(qtbot, text: str) -> None:
    """Typing: ASCII as key presses, Japanese as an input method commits it."""
    from tests.forms.helpers import type_into
    type_into(qtbot, focus(), text)


def test_a_legal_servant_built_with_the_keyboard_alone(qtbot, window, errors, tmp_path):
    """A Fate/roll dice ランサー from the default セイバー, by keys only. FP by hand from the seed:
    L887 one stat level costs 6 FP (幸運 E→D: 6); L1132 怪力 costs 3 FP per level (Lv E = 1: 3);
    the type's base stats and class skills cost nothing (L884), so 6 + 3 = 9 FP are spent."""
    qtbot.keyClick(window, Qt.Key_Tab)
    tab_to(qtbot, "stepList")
    assert window.stack.currentWidget() is window.pages["type"]
    combo = tab_to(qtbot, "typeCombo")
    assert combo.currentData() == "saber"
    press(qtbot, Qt.Key_Down)  # セイバー → ランサー, the next entry
    assert window.session.build.type == "lancer"

    press(qtbot, Qt.Key_PageDown, Qt.ControlModifier)  # 次の手順: ランク, focus in its first field
    assert window.stack.currentWidget() is window.pages["ranks"] and focus().objectName() == "rankSearch"
    tab_to(qtbot, "rankList")  # the first rank is current: 知名度 (L799)
    press(qtbot, Qt.Key_Space)
    assert [r.id for r in window.session.build.ranks] == ["chimeido"]

    press(qtbot, Qt.Key_PageDown, Qt.ControlModifier)  # 性格属性
    assert focus().objectName() == "align_lawful"
    press(qtbot, Qt.Key_Space)
    press(qtbot, Qt.Key_Right)  # the arrows choose within the group
    assert window.session.build.alignment.goal == "neutral"
    press(qtbot, Qt.Key_Left)
    tab_to(qtbot, "align_good")  # Tab leaves the 目的基準 group for the 行動基準 group
    press(qtbot, Qt.Key_Space)
    assert (window.session.build.alignment.goal, window.session.build.alignment.action) == ("lawful", "good")

    press(qtbot, Qt.Key_PageDown, Qt.ControlModifier)  # ステータス
    tab_to(qtbot, "stat_luck")
    press(qtbot, Qt.Key_Down)  # E → D
    assert window.session.build.stats["luck"].level == "D"

    press(qtbot, Qt.Key_PageDown, Qt.ControlModifier)  # スキル: the search field first
    assert focus().objectName() == "skillSearch"
    type_text(qtbot, "怪力")
    tab_to(qtbot, "skillCatalogue")  # the first match is current
    press(qtbot, Qt.Key_Return)
    assert [s.id for s in window.session.build.skills][-1] == "kairiki"
    assert window.session.sheet.pools["fp"].spent == 9  # 6 + 3, see the docstring

    for _ in range(2):  # on past 宝具・装備 to 設定, one back and forth again
        press(qtbot, Qt.Key_PageDown, Qt.ControlModifier)
    assert window.stack.currentWidget() is window.pages["profile"]
    press(qtbot, Qt.Key_PageUp, Qt.ControlModifier)
    assert window.stack.currentWidget() is window.pages["equipment"]
    press(qtbot, Qt.Key_PageDown, Qt.ControlModifier)
    assert window.stack.currentWidget() is window.pages["profile"] and focus().objectName() == "nameEdit"
    type_text(qtbot, "Cu")
    assert window.session.build.name == "Cu"

    assert [f.code for f in window.session.sheet.findings if f.severity == "error"] == []
    assert window.findings.summary.text().startswith("エラー 0 ")
    saved = tmp_path / "lancer.json"
    window.ask_save_path = lambda: str(saved)  # the file dialog stands in for typing a name
    press(qtbot, Qt.Key_S, Qt.ControlModifier)
    assert json.loads(saved.read_text(encoding="utf-8"))["type"] == "lancer"
    assert errors == []


# ---------------------------------------------------------------------- Enter, Space, Ctrl+Tab
def test_enter_or_space_on_a_finding_jumps_to_its_field(qtbot, window):
    """The new セイバー has findings for /ranks (L748) and /alignment/goal (L833)."""
    view = window.findings.view
    paths = [f.path for f in window.findings.model.findings]
    for key, path, page, field in ((Qt.Key_Return, "/alignment/goal", "alignment", QRadioButton),
                                   (Qt.Key_Space, "/ranks", "ranks", QListView),
                                   (Qt.Key_Enter, "/alignment/goal", "alignment", QRadioButton)):
        window.show_page("type")
        view.setFocus()
        press(qtbot, Qt.Key_Home, Qt.ControlModifier)  # to the first row, then down to the finding
        for _ in range(paths.index(path)):
            press(qtbot, Qt.Key_Down)
        assert window.findings.model.findings[view.currentIndex().row()].path == path
        press(qtbot, key)
        assert window.stack.currentWidget() is window.pages[page]
        assert isinstance(focus(), field) and window.pages[page].isAncestorOf(focus())


def test_enter_on_a_catalogue_row_adds_it(qtbot, window):
    page = window.show_page("skills")
    before = len(window.session.build.skills)
    page.search.setFocus()
    type_text(qtbot, "怪力")
    tab_to(qtbot, "skillCatalogue")
    press(qtbot, Qt.Key_Return)
    assert [s.id for s in window.session.build.skills][before:] == ["kairiki"]
    # the 宝具 effects: Enter adds the current effect to the current 宝具, as its double-click does
    page = window.show_page("equipment")
    editor = page.np_editor
    editor.items.setFocus()
    tab_to(qtbot, "noble_phantasms_add")
    press(qtbot, Qt.Key_Space)
    assert len(window.session.build.noble_phantasms) == 1
    tab_to(qtbot, "noble_phantasms_effects")
    row = editor.effect_table.currentIndex()
    enabled = editor.effect_proxy.flags(row) & Qt.ItemFlag.ItemIsEnabled
    while not enabled:  # an effect this 宝具 may take (the others say why not)
        press(qtbot, Qt.Key_Down)
        row = editor.effect_table.currentIndex()
        enabled = editor.effect_proxy.flags(row) & Qt.ItemFlag.ItemIsEnabled
    wanted = editor.effect_proxy.data(row, ID_ROLE)
    press(qtbot, Qt.Key_Return)
    assert [e.id for e in window.session.build.noble_phantasms[0].effects] == [wanted]


def test_a_table_is_one_tab_stop_and_ctrl_tab_leaves_it(qtbot, window):
    view = window.findings.view
    assert view.model().rowCount() >= 2  # cells to get stuck in
    view.setFocus()
    press(qtbot, Qt.Key_Tab)
    assert focus() is not view and not view.isAncestorOf(focus())
    for modifier in (Qt.ControlModifier, Qt.ControlModifier | Qt.ShiftModifier):
        view.setFocus()
        press(qtbot, Qt.Key_Tab, modifier)
        assert focus() is not view and not view.isAncestorOf(focus())
    view.setFocus()
    press(qtbot, Qt.Key_Tab, Qt.ControlModifier | Qt.ShiftModifier)  # backwards: into the page
    assert window.stack.currentWidget().isAncestorOf(focus())
    # the skill catalogue too
    page = window.show_page("skills")
    page.table.setFocus()
    press(qtbot, Qt.Key_Tab)
    assert focus() is page.add_button
    page.table.setFocus()
    press(qtbot, Qt.Key_Tab, Qt.ControlModifier)
    assert focus() is page.add_button
    # a text box lets Tab leave
    page = window.show_page("profile")
    notes = page.findChild(QWidget, "notesEdit")
    for modifier in (Qt.NoModifier, Qt.ControlModifier):
        notes.setFocus()
        press(qtbot, Qt.Key_Tab, modifier)
        assert focus() is not notes and notes.toPlainText() == ""


def test_a_table_in_another_window_is_one_stop_too(qtbot, window):
    """The side table (ファイル → 陣営表を開く…): Tab leaves its table as in the main window."""
    side = window.open_side(EXAMPLES / "grail-tactics" / "side.json")
    qtbot.waitExposed(side)
    side.activateWindow()
    side.table.setFocus()
    qtbot.waitUntil(lambda: focus() is side.table)
    assert side.table.model().rowCount() >= 2 and not side.table.tabKeyNavigation()
    press(qtbot, Qt.Key_Tab)
    assert focus() is not side.table
    side.close()


# ---------------------------------------------------------------------- menus and shortcuts
def test_alt_f_opens_the_file_menu(qtbot, window):
    assert [a.text() for a in window.menuBar().actions()][:3] == ["ファイル(&F)", "編集(&E)", "表示(&V)"]
    qtbot.keyClick(window, Qt.Key_F, Qt.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    menu = QApplication.activePopupWidget()
    assert menu is window.menuBar().actions()[0].menu()
    qtbot.keyClick(menu, Qt.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def test_the_shortcuts_the_readme_lists(qtbot, window, errors):
    from forms.common import keys
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    for key in (keys.PDF_KEY, keys.CCFOLIA_KEY, keys.NEXT_STEP_KEY, keys.PREVIOUS_STEP_KEY):
        assert key in readme
    window.steps.setFocus()
    press(qtbot, Qt.Key_PageDown, Qt.ControlModifier)
    assert window.stack.currentWidget() is window.pages[window.page_order[1]]
    press(qtbot, Qt.Key_PageUp, Qt.ControlModifier)
    assert window.stack.currentWidget() is window.pages[window.page_order[0]]
    press(qtbot, Qt.Key_PageUp, Qt.ControlModifier)  # the first step stays
    assert window.steps.currentRow() == 0
    # from inside fields that use PgDown themselves: a text box, a line, a table
    for page_id, field in (("profile", "notesEdit"), ("profile", "nameEdit"), ("skills", "skillCatalogue")):
        page = window.show_page(page_id)
        page.findChild(QWidget, field).setFocus()
        press(qtbot, Qt.Key_PageDown, Qt.ControlModifier)
        row = window.page_order.index(page_id) + 1
        assert window.stack.currentWidget() is window.pages[window.page_order[row]], field
    asked = []
    window.ask_pdf_path = lambda: asked.append("pdf") or ""  # the dialog, cancelled
    press(qtbot, Qt.Key_P, Qt.ControlModifier)
    assert asked == ["pdf"]
    QApplication.clipboard().clear()
    press(qtbot, Qt.Key_C, Qt.ControlModifier | Qt.ShiftModifier)
    assert '"kind": "character"' in QApplication.clipboard().text()
    assert window.act_pdf.shortcut().toString() == keys.PDF_KEY  # shown in the menu beside it
    assert errors == []


def test_english_menus_keep_their_letters(qtbot, window):
    window.act_en.trigger()
    try:
        assert [a.text() for a in window.menuBar().actions()][:3] == ["&File", "&Edit", "&View"]
        assert window.act_next_step.text() == "&Next step" and window.act_pdf.text() == "Export &PDF…"
        qtbot.keyClick(window, Qt.Key_E, Qt.AltModifier)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.menuBar().actions()[1].menu())
        qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key_Escape)
    finally:
        window.act_ja.trigger()


# ---------------------------------------------------------------------- the kept order follows the page
def test_tab_reaches_a_row_just_added_and_skips_a_hidden_or_disabled_field(qtbot, window, errors):
    """The window keeps its Tab order between presses (forms/common/focuschain.py); a row the
    page adds, a field it hides or disables must still be in (or out of) the walk at once."""
    window.resize(1280, 820)
    page = window.show_page("stats")
    qtbot.wait(1)
    before = check_page(qtbot, window, "stats")
    assert window.focus_chain.stops() is window.focus_chain.stops()  # kept while nothing changes
    marks = next(w for w in page.findChildren(QWidget)
                 if w.objectName().startswith("marks_") and w.isVisible())  # the first stat
    add = marks.findChild(QWidget, "add_plus")
    add.setFocus()
    press(qtbot, Qt.Key_Space)  # 「+」: a mark row (sign, pattern, condition, remove) under this stat
    qtbot.wait(1)  # Qt shows a widget added to a shown layout at the next event-loop turn
    new_row = [w for w in marks.findChildren(QWidget) if w.objectName() == "mark_pattern_0"]
    assert len(new_row) == 1
    press(qtbot, Qt.Key_Tab)  # from 「+」: 「−」, then the new row's sign and its pattern
    press(qtbot, Qt.Key_Tab)
    press(qtbot, Qt.Key_Tab)
    assert focus() is new_row[0]
    after = check_page(qtbot, window, "stats after +")
    assert len(after) == len(before) + 4  # the row's sign, pattern, condition and remove button
    hidden, disabled = new_row[0], marks.findChild(QWidget, "mark_condition_0")
    disabled.setEnabled(False)
    walked = check_page(qtbot, window, "stats, a field disabled")
    assert disabled not in walked and len(walked) == len(after) - 1
    hidden.hide()
    walked = check_page(qtbot, window, "stats, a field hidden and one disabled")
    assert hidden not in walked and disabled not in walked and len(walked) == len(after) - 2
    hidden.show()
    disabled.setEnabled(True)
    assert check_page(qtbot, window, "stats, both back") == after
    assert errors == []


def test_the_price_of_the_next_step_follows_the_character_as_tab_comes_back(qtbot, window):
    """The budget bar's price of the focused field is kept while the character is the same
    (forms/app/mainwindow.py) and follows every change. The new セイバー's 幸運 is D: one level
    costs 6 FP (L885), a 「+」 half of that, 6 / 2 = 3 FP (L910)."""
    window.show_page("stats")
    window.steps.setFocus()
    luck = tab_to(qtbot, "stat_luck")
    assert window.session.build.stats["luck"].level == "D"
    assert "D→C: 6 FP" in window.budget.hint_label.text() and "+: 3 FP" in window.budget.hint_label.text()
    press(qtbot, Qt.Key_Tab)
    assert focus().objectName() == "add_plus"  # 幸運's 「+」: the same stat, the same price
    assert "D→C: 6 FP" in window.budget.hint_label.text()
    press(qtbot, Qt.Key_Backtab)
    assert focus() is luck and "D→C: 6 FP" in window.budget.hint_label.text()
    press(qtbot, Qt.Key_Down)  # D → C: the next step is C→B, still 6 FP (L885)
    assert window.session.build.stats["luck"].level == "C"
    assert "C→B: 6 FP" in window.budget.hint_label.text()
    press(qtbot, Qt.Key_Z, Qt.ControlModifier)  # undone: D again
    assert window.session.build.stats["luck"].level == "D"
    assert "D→C: 6 FP" in window.budget.hint_label.text()
