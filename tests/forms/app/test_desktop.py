"""Files and the desktop (issue 14): several characters at once, recent files by name, drop a
character on the window, ヘルプ → バージョン情報, the Linux launcher, and the message naming the
libraries Qt's xcb plug-in cannot find."""
from __future__ import annotations

import json
import sys
import tomllib
from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from forms.app.mainwindow import add_recent, recent_files
from forms.app.windows import windows

from tests.forms.helpers import go, type_into

ROOT = Path(__file__).resolve().parents[3]


def _character(folder: Path, name: str, type_id: str = "lancer") -> Path:
    path = folder / f"{name}.json"
    path.write_text(json.dumps({"system": "fate-roll-dice", "type": type_id, "name": name}), encoding="utf-8")
    return path


def _saber_and_cu(qtbot, window, tmp_path):
    """This window's character named Saber, and Cu opened (ファイル → 開く) in a window of its own."""
    type_into(qtbot, go(qtbot, window, "profile").name, "Saber")
    window.ask_open_paths = lambda: [str(_character(tmp_path, "Cu"))]
    window.act_open.trigger()
    return next(w for w in windows() if w.session.build.name == "Cu")


def _names() -> set[str]:
    return {w.session.build.name for w in windows()}


def test_gui_with_two_files_opens_two_windows(qtbot, tmp_path, monkeypatch, closes_all):
    """``grail-builder gui a.json b.json``: the CLI's own path to the window, event loop left out."""
    from builder.cli import main as cli
    a, b = _character(tmp_path, "Cu", "lancer"), _character(tmp_path, "Emiya", "archer")
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # crash.install sets it
    assert cli.main(["gui", str(a), str(b)]) == 0
    # the first window paints its frame, then loads its character and opens the next file
    # (forms.app.startup): what the event loop does in the first moments after start
    qtbot.waitUntil(lambda: len(windows()) == 2 and all(w.session is not None for w in windows()), timeout=20000)
    shown = windows()
    assert [w.session.build.name for w in shown] == ["Cu", "Emiya"]
    assert [Path(w.session.path).name for w in shown] == ["Cu.json", "Emiya.json"]
    first, second = shown
    assert first.session.undo_stack is not second.session.undo_stack
    assert first.windowTitle() == "Cu — Grail Builder" and second.windowTitle() == "Emiya — Grail Builder"


def test_open_dialog_takes_two_files_each_in_its_window_with_its_own_undo(qtbot, shared_window, tmp_path,
                                                                          closes_all):
    window = shared_window
    type_into(qtbot, go(qtbot, window, "profile").name, "Saber")  # the start window is in use
    a, b = _character(tmp_path, "Cu", "lancer"), _character(tmp_path, "Emiya", "archer")
    window.ask_open_paths = lambda: [str(a), str(b)]
    window.act_open.trigger()
    assert window.session.build.name == "Saber" and window.windowTitle() == "Saber* — Grail Builder"
    assert _names() == {"Saber", "Cu", "Emiya"}
    cu = next(w for w in windows() if w.session.build.name == "Cu")
    type_into(qtbot, go(qtbot, cu, "profile").name, "X")
    assert cu.windowTitle() == "CuX* — Grail Builder"
    window.act_undo.trigger()  # ファイル → 元に戻す of the first window
    assert window.session.build.name == "" and cu.session.build.name == "CuX"  # each its own undo
    assert recent_files()[:2] == [str(b.resolve()), str(a.resolve())]


def test_an_untouched_new_character_gives_its_window_to_the_first_file(qtbot, shared_window, tmp_path,
                                                                       closes_all):
    window = shared_window
    a = _character(tmp_path, "Cu")
    window.ask_open_paths = lambda: [str(a)]
    window.act_open.trigger()
    assert window.session.build.name == "Cu" and len(windows()) == 1


def test_opening_a_file_already_open_raises_its_window(qtbot, shared_window, tmp_path, closes_all):
    window = shared_window
    type_into(qtbot, go(qtbot, window, "profile").name, "Saber")
    a = _character(tmp_path, "Cu")
    window.ask_open_paths = lambda: [str(a)]
    window.act_open.trigger()
    assert len(windows()) == 2
    cu = next(w for w in windows() if w.session.build.name == "Cu")
    raised = []
    cu.raise_ = lambda: raised.append(cu)
    window.act_open.trigger()  # the same file again, written another way round
    window.ask_open_paths = lambda: [str(tmp_path / "." / "Cu.json")]
    window.act_open.trigger()
    assert len(windows()) == 2 and raised == [cu, cu]


def test_recent_files_show_names_and_a_deleted_file_is_dropped_with_a_message(qtbot, shared_window, errors,
                                                                              tmp_path, closes_all):
    window = shared_window
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    keep = _character(tmp_path, "Cu")
    same1, same2 = _character(tmp_path / "one", "Arash"), _character(tmp_path / "two", "Arash")
    gone = _character(tmp_path, "Gone")
    for path in (gone, same1, same2, keep):
        add_recent(str(path.resolve()))
    gone.unlink()
    window.recent_menu.aboutToShow.emit()
    actions = [a for a in window.recent_menu.actions()]
    assert [a.text() for a in actions] == ["&1 Cu.json", "&2 Arash.json — two", "&3 Arash.json — one"]
    assert [a.toolTip() for a in actions] == [str(keep.resolve()), str(same2.resolve()), str(same1.resolve())]
    assert str(gone.resolve()) not in recent_files()  # dropped when the menu opened
    # a file that vanishes after the menu opened: a Japanese message naming it, and the entry goes
    keep.unlink()
    actions[0].trigger()
    title, text = errors[-1]
    assert title == "ファイルが見つかりません"
    assert "「Cu.json」が見つかりません" in text and str(keep.resolve()) in text
    assert "No such file" not in text
    assert str(keep.resolve()) not in recent_files()
    window.ask_open_paths = lambda: [str(tmp_path / "one")]  # a folder is not "missing": it says what it is
    window.act_open.trigger()
    assert "ファイルではありません(フォルダ)" in errors[-1][1] and str(tmp_path / "one") in errors[-1][1]
    actions[1].trigger()  # a present one opens (in the untouched start window)
    assert window.session.build.name == "Arash" and Path(window.session.path) == same2.resolve()


def test_about_dialog_shows_version_packs_and_licences(qtbot, shared_window):
    window = shared_window
    from builder import __version__
    window.act_about.trigger()
    dialog = window.about_dialog
    qtbot.waitExposed(dialog)
    assert f"Grail Builder {__version__}" in dialog.version.text()
    packs = [dialog.packs.item(i).text() for i in range(dialog.packs.count())]
    # manifest.json's name and version, no id (issue 28 item 1)
    assert "新伝奇タッグバトルTRPG「Fate/roll dice」 1.0.0" in packs and not any("fate-roll-dice" in p for p in packs)
    rows = [dialog.licences.item(i).text() for i in range(dialog.licences.count())]
    assert any(r.startswith("IPAexゴシック") and "IPA Font License" in r for r in rows)
    assert any(r.startswith("Qt / PySide6") and "LGPL-3.0" in r for r in rows)
    for name, licence in (("pydantic", "MIT"), ("jsonschema", "MIT"), ("ReportLab", "BSD")):
        assert any(r.startswith(name + " ") and licence in r for r in rows), name
    font_row = next(i for i, r in enumerate(rows) if r.startswith("IPAexゴシック"))
    dialog.licences.setCurrentRow(font_row)
    assert "IPA" in dialog.text.toPlainText() and "License" in dialog.text.toPlainText()
    dialog.licences.setCurrentRow(next(i for i, r in enumerate(rows) if r.startswith("Qt / PySide6")))
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()
    dialog.reject()


def _drop(widget, path: Path) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(QPoint(5, 5), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(widget, QDropEvent(QPoint(5, 5), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier))


def test_a_dropped_character_file_opens(qtbot, shared_window, tmp_path, closes_all):
    window = shared_window
    type_into(qtbot, go(qtbot, window, "profile").name, "Saber")
    a = _character(tmp_path, "Cu")
    _drop(window, a)
    assert _names() == {"Saber", "Cu"}
    assert window.session.build.name == "Saber"  # the character in the window stays


def test_quit_asks_each_window_and_cancel_keeps_the_rest(qtbot, window, tmp_path, closes_all):
    cu = _saber_and_cu(qtbot, window, tmp_path)
    type_into(qtbot, go(qtbot, cu, "profile").name, "X")
    asked = []
    window.ask_save_changes = lambda: asked.append("Saber") or QMessageBox.Discard
    cu.ask_save_changes = lambda: asked.append("CuX") or QMessageBox.Cancel
    from forms.app.windows import quit_all
    assert not quit_all()
    assert asked == ["Saber", "CuX"] and windows() == [cu]


def test_missing_xcb_library_is_named_before_qt_starts(monkeypatch, capsys):
    """``grail-builder gui`` on a desktop without libxcb-cursor0: the message and the package,
    exit code 2, no Qt abort and no traceback (the loader is replaced: this machine may have it)."""
    import forms.app.main
    import forms.app.xcbcheck
    from builder.cli import main as cli

    class NoApplication:  # Qt must not be started at all
        @staticmethod
        def instance():
            return None

        def __init__(self, *args):
            raise AssertionError("QApplication created despite the missing library")

    def loader(name):
        if name in ("libxcb-cursor.so.0", "libxcb-keysyms.so.1"):
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")
        return object()

    monkeypatch.setattr(forms.app.main, "QApplication", NoApplication)
    monkeypatch.setattr(forms.app.xcbcheck, "_ctypes_loader", lambda: loader)
    monkeypatch.setattr(forms.app.xcbcheck.sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert cli.main(["gui"]) == 2
    err = capsys.readouterr().err
    assert "libxcb-cursor.so.0, libxcb-keysyms.so.1" in err
    assert "sudo apt install libxcb-cursor0 libxcb-keysyms1" in err
    assert "Traceback" not in err
    monkeypatch.setenv("QT_QPA_PLATFORM", "wayland")  # another platform: no xcb library asked for
    assert forms.app.xcbcheck.startup_problem() is None


def test_no_display_is_said_before_qt_starts(monkeypatch, capsys):
    """``grail-builder saber.json`` in a terminal without a desktop (DISPLAY unset, xcb): Qt
    would abort ("could not connect to display", core dumped); instead one message, exit 2,
    no Qt started (every library loads: the loader is replaced)."""
    import forms.app.main
    import forms.app.xcbcheck
    from builder.cli import main as cli

    class NoApplication:
        @staticmethod
        def instance():
            return None

        def __init__(self, *args):
            raise AssertionError("QApplication created without a display")

    monkeypatch.setattr(forms.app.main, "QApplication", NoApplication)
    monkeypatch.setattr(forms.app.xcbcheck, "_ctypes_loader", lambda: (lambda name: object()))
    monkeypatch.setattr(forms.app.xcbcheck.sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.delenv("DISPLAY", raising=False)
    assert cli.main([str(ROOT / "examples" / "saber.json")]) == 2
    err = capsys.readouterr().err
    assert "no X display (DISPLAY is not set" in err and "grail-builder check FILE" in err
    assert "Traceback" not in err
    monkeypatch.setenv("DISPLAY", ":0")  # a desktop: nothing to say
    assert forms.app.xcbcheck.startup_problem() is None


def _with_worktree_commands(monkeypatch):
    """The ``grail_builder.commands`` entry points as pyproject.toml declares them (the install
    that runs the tests may predate a new one)."""
    import builder.core.registry as registry
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["entry-points"]
    installed = [e for e in registry._installed_entry_points() if e.group != "grail_builder.commands"]
    ours = [registry.InstalledEntry(name, value, "grail_builder.commands")
            for name, value in declared["grail_builder.commands"].items()]
    monkeypatch.setattr(registry, "_installed_entry_points", lambda: tuple(installed + ours))


def test_desktop_install_writes_the_launcher_and_never_overwrites_without_force(monkeypatch, tmp_path, capsys):
    from builder.cli import main as cli
    _with_worktree_commands(monkeypatch)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert cli.main(["desktop-install"]) == 0
    desktop = tmp_path / "share" / "applications" / "grail-builder.desktop"
    icon = tmp_path / "share" / "icons" / "hicolor" / "scalable" / "apps" / "grail-builder.svg"
    text = desktop.read_text(encoding="utf-8")
    assert "[Desktop Entry]" in text and "Icon=grail-builder" in text and "Type=Application" in text
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    assert exec_line.endswith(" gui %F")
    assert icon.read_bytes() == (ROOT / "forms" / "icons" / "grail-builder.svg").read_bytes()
    desktop.write_text("mine", encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["desktop-install"]) == 2
    assert "exists; not replaced (give --force" in capsys.readouterr().err
    assert desktop.read_text(encoding="utf-8") == "mine"
    assert cli.main(["desktop-install", "--force"]) == 0
    assert desktop.read_text(encoding="utf-8") == text


def test_launcher_exec_quotes_a_path_with_spaces():
    from forms.app.launcher import entry_text
    text = entry_text(["/home/a b/venv/bin/grail-builder", "gui"])
    assert 'Exec="/home/a b/venv/bin/grail-builder" gui %F' in text


def test_a_crash_with_two_characters_open_brings_both_back(qtbot, pack, closes_all):
    """Two windows' autosave copies left by a crash (no window holds their locks): the next
    start offers both and restores each into a window of its own."""
    from builder.core.documents import new_build
    from forms.app.main import create_window
    from forms.app.recovery import RecoveryStore
    from forms.app.windows import offer_recovery_all
    store = RecoveryStore()
    store.write("aaaa", new_build(pack, "lancer", "槍の人"), None)
    store.write("bbbb", new_build(pack, "archer", "弓の人"), None)
    window = create_window([])
    qtbot.addWidget(window)
    window.show()
    asked = []
    window.ask_restore = lambda copy: asked.append(copy.name) or "restore"
    restored = offer_recovery_all(window)
    assert sorted(asked) == ["弓の人", "槍の人"]
    assert restored[0] is window and len(restored) == 2
    assert _names() == {"弓の人", "槍の人"}
    assert all(w.session.is_dirty for w in restored)  # unsaved until the user saves
    assert RecoveryStore().orphans() == []  # each now held by its window's own autosave
    for w in restored:
        w.session.undo_stack.setClean()  # closing after the test must not ask


def test_the_language_switches_in_every_window(qtbot, window, tmp_path, closes_all):
    # a new window: test_quit_asks_each_window_and_cancel_keeps_the_rest closed every window,
    # the module's shared one too
    cu = _saber_and_cu(qtbot, window, tmp_path)
    cu.act_en.trigger()
    assert [a.text() for a in window.menuBar().actions()][0] == "&File" and window.act_en.isChecked()
    window.act_ja.trigger()
    assert [a.text() for a in cu.menuBar().actions()][0] == "ファイル(&F)" and cu.act_ja.isChecked()
