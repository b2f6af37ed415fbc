"""No id on screen, ever, in either language (issue 28 item 1): every page of every system's
example character with its findings, File → New, 新しい聖杯戦争's system dialog, the
rule-data editor's tables, ヘルプ → バージョン情報, the GM's 解釈の切り替え and ファイルと比較… are walked in Japanese and English, and any text that is an id fails:
a lower-case ASCII word joined by ``_`` (``base_health``, ``mad_alignment``), a word joined by
``-`` that is a system's or a pack entry's id (``fate-roll-dice``; English compounds such as
"player-specified" are words), a JSON pointer (``/stats/strength/level``) or a Python repr.

The character's own data is not ours to rename: a value the character file itself holds (Grail
Tactics' example names a unit ``ex_lancer`` the GM has not entered yet; the finding says whose page
it is, サーヴァント(ランサー), but a combo box may still hold the value) and the text of editable
fields are left out. An unknown system's file is refused naming the systems by their titles."""
from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QLabel

from builder.core.packs import bundled_systems, load_pack
from tests.conftest import EXAMPLES

from tests.forms.helpers import child
from tests.forms.pagewalk import in_language, walk
from tests.forms.visible import visible_texts

UNDERSCORED = re.compile(r"(?<![\w./\\-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w./\\-])")
HYPHENATED = re.compile(r"(?<![\w./\\-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w./\\-])")
POINTER = re.compile(r"(?<![\w.~:/])/[a-z_]+/[a-z0-9_/]+")
REPR = re.compile(r" object at 0x|\{'[a-z_]+': |\['[a-z_]+', ")
EXAMPLE_FILES = ("saber.json", "master.json", "chuseihai/saber.json", "eiyuten/servant.json",
                 "grail-tactics/servant.json", "senya-tsukihime-plus/servant.json")


def _ids_of(value, out: set) -> set:
    if isinstance(value, dict):
        if isinstance(value.get("id"), str):
            out.add(value["id"])
        for v in value.values():
            _ids_of(v, out)
    elif isinstance(value, list):
        for v in value:
            _ids_of(v, out)
    return out


@pytest.fixture(scope="module")
def known_ids() -> set:
    """Every system's id and every id its bundled pack gives an entry."""
    found = set(bundled_systems())
    for system in bundled_systems():
        _ids_of(load_pack(system, user_layer=False).content.model_dump(), found)
    return found


def _strings(value, out: set) -> set:
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            out.add(k)
            _strings(v, out)
    elif isinstance(value, list):
        for v in value:
            _strings(v, out)
    return out


def ids_in(texts, known: set, own_values: set = frozenset()) -> list[str]:
    bad = []
    for where, text, own in texts:
        if own:
            continue
        hits = [m.group(0) for m in UNDERSCORED.finditer(text)]
        hits += [m.group(0) for m in HYPHENATED.finditer(text) if m.group(0) in known]
        hits += [m.group(0) for m in POINTER.finditer(text)]
        hits += [m.group(0) for m in REPR.finditer(text)]
        bad += [f"{where}: {h!r} in {text[:90]!r}" for h in hits if h not in own_values]
    return bad


@pytest.mark.parametrize("example", EXAMPLE_FILES)
def test_every_page_and_finding_of_every_system_shows_no_id(qtbot, walk_window, errors, known_ids, example):
    window = walk_window  # the module's shared window (tests/forms/conftest.py), reset and checked
    path = EXAMPLES / example
    own_values = _strings(json.loads(path.read_text(encoding="utf-8")), set())
    bad = []
    try:
        for lang in ("ja", "en"):  # every page in both languages, walked once for every check
            walked = walk(window, errors, path, lang)  # (tests/forms/pagewalk.py)
            assert walked.errors == ()
            for page in walked.pages:
                bad += [f"{lang} {page.page_id} {b}" for b in ids_in(page.texts, known_ids, own_values)]
    finally:
        in_language(window, "ja")
    assert bad == []
    assert errors == []


def test_the_page_walk_finds_an_id_planted_on_a_page(qtbot, walk_window, errors, known_ids, monkeypatch):
    """The check reads what the walk read: a label showing an id (and one showing a pack
    entry's id joined by ``-``), planted on Saber's ステータス page as it is built, is found on
    that page in the walk's texts, and only there."""
    from forms.app.mainwindow import PageSet
    from tests.forms.pagewalk import walk_now
    build = PageSet.__getitem__

    def planted(pages, page_id):
        page = build(pages, page_id)
        if page_id == "stats" and page.findChild(QLabel, "planted") is None:
            page.layout().addWidget(QLabel("base_health / fate-roll-dice / セイバー", objectName="planted"))
        return page
    monkeypatch.setattr(PageSet, "__getitem__", planted)
    walked = walk_now(walk_window, errors, EXAMPLES / "saber.json", "ja")  # not kept: no other check reads it
    monkeypatch.undo()
    found = {page.page_id: ids_in(page.texts, known_ids) for page in walked.pages}
    assert found.pop("stats") == ["QLabel#planted: 'base_health' in 'base_health / fate-roll-dice / セイバー'",
                                  "QLabel#planted: 'fate-roll-dice' in 'base_health / fate-roll-dice / セイバー'"]
    assert all(hits == [] for hits in found.values()), found
    assert walked.errors == () and errors == []


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_file_new_and_the_war_systems_show_no_id(qtbot, walk_window, known_ids, lang):
    window = walk_window  # the module's shared window (tests/forms/conftest.py), reset and checked
    from forms.dialogs.common import NewCharacterDialog
    window.set_language(lang)
    try:
        bad = []
        dialog = NewCharacterDialog(lang, window.packs, window)
        qtbot.addWidget(dialog)
        combo = child(dialog, QComboBox, "newSystem")
        for i in range(combo.count()):  # each system chosen: its types and what it waits for
            combo.setCurrentIndex(i)
            dialog.show()
            QApplication.processEvents()
            bad += ids_in(visible_texts(dialog), known_ids)
            bad += ids_in([("newSystem", combo.itemText(j), False) for j in range(combo.count())], known_ids)
        dialog.reject()
        seen = []

        def answer():
            box = QApplication.activeModalWidget()
            seen.extend(visible_texts(box))
            box.findChild(QDialogButtonBox).button(QDialogButtonBox.Cancel).click()
        QTimer.singleShot(0, answer)
        from forms.dialogs.systemchoice import ask_system
        ask_system(window, "x", lang, window.pack_for)
        assert seen
        bad += ids_in(seen, known_ids)
        assert bad == []
    finally:
        window.set_language("ja")


@pytest.mark.parametrize("system,example", (("senya-tsukihime-plus", "senya-tsukihime-plus/servant.json"),
                                            ("grail-tactics", "grail-tactics/servant.json"),
                                            ("eiyuten", "eiyuten/servant.json")))
def test_the_rule_data_editors_columns_show_no_id(qtbot, walk_window, known_ids, system, example):
    window = walk_window  # the module's shared window (tests/forms/conftest.py), reset and checked
    from forms.dialogs.ruledata import open_editor
    assert window.open_file(EXAMPLES / example)
    for lang in ("ja", "en"):
        window.set_language(lang)
        try:
            editor = open_editor(window)
            qtbot.waitExposed(editor)
            bad = []
            for row in range(editor.place_list.count()):
                editor.place_list.setCurrentRow(row)
                QApplication.processEvents()
                model = editor.view.model()
                heads = [("header", str(model.headerData(c, Qt.Orientation.Horizontal)), False)
                         for c in range(model.columnCount())]  # (the cells are the GM's own entries)
                heads.append(("place", editor.place_list.item(row).text(), False))
                bad += ids_in(heads, known_ids)
            editor.reject()
        finally:
            window.set_language("ja")
        assert bad == [], lang
    window.session.undo_stack.setClean()


def test_the_rosters_system_column_names_the_rulebook(qtbot, walk_window, known_ids, tmp_path):
    window = walk_window  # the module's shared window (tests/forms/conftest.py), reset and checked
    import shutil

    from forms.gm.roster import open_roster
    shutil.copy(EXAMPLES / "saber.json", tmp_path / "saber.json")
    shutil.copy(EXAMPLES / "eiyuten" / "servant.json", tmp_path / "eiyuten.json")
    roster = open_roster(window, tmp_path)
    qtbot.addWidget(roster)
    qtbot.waitUntil(lambda: roster.model.rowCount() == 2, timeout=10000)
    systems = sorted(roster.model.index(r, 2).data() for r in range(2))
    # the manifests' names (builder/systems/fate_roll_dice/pack, builder/systems/eiyuten/pack)
    assert systems == ["新伝奇タッグバトルTRPG「Fate/roll dice」", "英雄点システム(キャラクリエイト共通編)"]
    shown = [t for t in visible_texts(roster) if not t[0].startswith("QLabel#rosterHeading")]  # (the folder)
    assert ids_in(shown, known_ids) == []
    roster.close()


# (the character opened, another character of its system to compare it with)
COMPARED = (("saber.json", "master.json"), ("chuseihai/saber.json", "chuseihai/archer.json"),
            ("eiyuten/servant.json", "eiyuten/master.json"), ("grail-tactics/servant.json", "grail-tactics/master.json"),
            ("senya-tsukihime-plus/servant.json", "senya-tsukihime-plus/pc.json"))


@pytest.mark.parametrize("example,other", COMPARED)
def test_about_readings_and_compare_show_no_id(qtbot, walk_window, errors, known_ids, monkeypatch, example,
                                               other):
    """ヘルプ → バージョン情報, ツール → 解釈(読み方)の切り替え and ファイル → ファイルと比較… (another
    character of the same system: every section of the diff) in both languages (issue 28 item 1)."""
    window = walk_window  # the module's shared window (tests/forms/conftest.py), reset and checked
    import forms.dialogs.compare as compare
    from forms.app.about import show_about
    from forms.dialogs.readings import open_readings
    assert window.open_file(EXAMPLES / example)
    own_values = _strings(json.loads((EXAMPLES / example).read_text(encoding="utf-8")), set())
    own_values |= _strings(json.loads((EXAMPLES / other).read_text(encoding="utf-8")), set())
    bad = []
    try:
        for lang in ("ja", "en"):
            window.set_language(lang)
            about = show_about(window)
            QApplication.processEvents()
            bad += [f"{lang} about {b}" for b in ids_in(visible_texts(about), known_ids)]
            about.close()
            readings = open_readings(window)
            QApplication.processEvents()
            seen = visible_texts(readings)
            assert len(seen) > 5  # the readings' summaries and choices were read
            bad += [f"{lang} readings {b}" for b in ids_in(seen, known_ids)]
            readings.reject()
            monkeypatch.setattr(compare, "ask_path", lambda _window: str(EXAMPLES / other))
            window.act_compare_file.trigger()
            dialog = window.compare_dialog
            seen = visible_texts(dialog)
            assert any("→" in text for _, text, _ in seen)  # the diff's changes were read
            bad += [f"{lang} compare {b}" for b in ids_in(seen, known_ids, own_values)]
            dialog.close()
    finally:
        window.set_language("ja")
    assert bad == []
    assert errors == []


@pytest.mark.parametrize("lang, title", [("ja", "中聖杯(男爵様ルール)"), ("en", "Senya Tsukihime Plus")])
def test_opening_a_file_of_an_unknown_system_lists_the_systems_by_title(qtbot, walk_window, errors,
                                                                        tmp_path, lang, title):
    window = walk_window  # the module's shared window (tests/forms/conftest.py), reset and checked
    path = tmp_path / "other.json"
    text = '{"system": "no-such-system", "type": "servant", "name": "x"}'
    path.write_text(text, encoding="utf-8")
    window.set_language(lang)
    try:
        assert not window.open_file(path)
    finally:
        window.set_language("ja")
    (shown,) = [message for _title, message in errors]
    assert title in shown and str(path) in shown, shown
    assert [s for s in bundled_systems() if re.search(rf"(?<![\w/-]){re.escape(s)}(?![\w-])", shown)] == [], shown
    assert path.read_text(encoding="utf-8") == text  # the file on disk untouched
    errors.clear()
