"""Start-up never dies on a file or a user pack (issue 9, item 3), and --safe-mode."""
from __future__ import annotations

import json
import os
from pathlib import Path

from builder.core.documents import new_build, save_build
from builder.core.packs import user_pack_dir
from forms.app.mainwindow import add_recent, recent_files

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def start(qtbot, files=(), safe_mode=False):
    from forms.app.main import create_window
    window = create_window(list(files), safe_mode=safe_mode)
    qtbot.addWidget(window)
    return window


def broken_user_pack() -> Path:
    folder = user_pack_dir() / "fate-roll-dice"
    folder.mkdir(parents=True)
    path = folder / "house.json"
    path.write_text('{"skills": [ {"id": "x", ', encoding="utf-8")  # cut off mid-write
    return path


def test_a_last_file_that_breaks_the_engine_is_set_aside(qtbot, tmp_path):
    # a GM-entered type with nonsense base skills once crashed every start (issue 9)
    path = tmp_path / "irregular.json"
    path.write_text(json.dumps({"system": "fate-roll-dice", "type": "irregular",
                                "type_override": {"skills": [{"skill": ["x"], "level": {}}]}}), encoding="utf-8")
    add_recent(str(path))
    window = start(qtbot)
    assert window.session.path is None and window.session.build.type == "saber"  # the default
    assert str(path) in window.startup_error
    assert str(path) not in recent_files()  # the next start does not try it again
    assert start(qtbot).startup_error is None


def test_a_last_file_that_is_not_json_is_set_aside(qtbot, tmp_path):
    path = tmp_path / "half.json"
    path.write_bytes(b'{"system": "fate-roll-dice", "type": "sab')
    add_recent(str(path))
    window = start(qtbot)
    assert window.session.build.type == "saber" and str(path) in window.startup_error
    assert path.read_bytes() == b'{"system": "fate-roll-dice", "type": "sab'  # untouched


def test_a_broken_user_pack_is_set_aside_and_named(qtbot, pack):
    bad = broken_user_pack()
    window = start(qtbot)
    assert str(bad) in window.startup_error
    assert str(bad) not in window.session.pack.layers
    assert window.session.sheet.pools["fp"].total == 36  # the bundled pack works: Saber 6 × 6 FP


def test_safe_mode_reads_no_user_pack_and_no_last_file(qtbot, pack, tmp_path):
    broken_user_pack()
    good = tmp_path / "good.json"
    save_build(new_build(pack, "archer", "弓兵"), good, backup=False)
    add_recent(str(good))
    window = start(qtbot, safe_mode=True)
    assert window.startup_error is None
    assert window.session.path is None and window.session.build.type == "saber"
    assert not any("rulepacks" in layer and str(user_pack_dir()) in layer for layer in window.session.pack.layers)
    assert window.safe_mode and recent_files() == [str(good)]  # nothing forgotten in safe mode
    normal = start(qtbot)
    assert normal.session.path == good  # the next normal start reopens it
def test_safe_mode_from_the_command_line(qtbot, monkeypatch):
    import forms.app.main as app_module
    seen = {}
    monkeypatch.setattr(app_module, "create_window", lambda files, safe_mode=False, **_start: seen.update(files=files, safe=safe_mode) or (_ for _ in ()).throw(SystemExit(0)))
    from builder.cli.main import main
    try:
        main(["--safe-mode"])
    except SystemExit:
        pass
    assert seen == {"files": [], "safe": True}
