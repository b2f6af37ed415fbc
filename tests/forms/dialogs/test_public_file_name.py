"""Issue 29 items 1 and 5 in the window: ファイル → 公開用に書き出す… proposes the public name
(a hidden Servant's class, never its true name: the file name is what the other players see
first) for all five systems, and never writes over a file the window read (the partner)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import forms.common.filedialogs as filedialogs
import forms.dialogs.publicexport as publicexport

ROOT = Path(__file__).resolve().parents[3]
SERVANTS = {"fate-roll-dice": ("saber.json", "セイバー"), "eiyuten": ("eiyuten/servant.json", "バーサーカー"),
            "chuseihai": ("chuseihai/saber.json", "セイバー"),
            "senya-tsukihime-plus": ("senya-tsukihime-plus/servant.json", "セイバー"),
            "grail-tactics": ("grail-tactics/servant.json", None)}


@pytest.mark.parametrize("system", sorted(SERVANTS))
def test_public_export_proposes_the_class_not_the_true_name(qtbot, shared_window, errors, tmp_path,
                                                            monkeypatch, system):
    window = shared_window
    source, class_name = SERVANTS[system]
    data = json.loads((ROOT / "examples" / source).read_text("utf-8"))
    data["name"] = "白百合の騎士"
    data.pop("true_name_revealed", None)
    folder = tmp_path / "chars"
    folder.mkdir()
    (folder / "c.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert window.open_file(folder / "c.json")
    shown: list[str] = []

    def save_dialog(parent, title, start, file_filter, *rest):
        shown.append(start)
        return start, file_filter.split(";;")[0]  # the user presses 保存 on the name proposed
    monkeypatch.setattr(filedialogs.QFileDialog, "getSaveFileName", staticmethod(save_dialog))
    window.act_public.trigger()
    assert errors == []
    proposed = Path(shown[0])
    assert "百合" not in proposed.name and proposed.suffix == ".pdf"
    if class_name:
        assert proposed.name == f"{class_name}.pdf"
    assert proposed.is_file() and proposed.read_bytes().startswith(b"%PDF")  # written under that name


def test_public_export_never_writes_over_the_partner(qtbot, shared_window, errors, tmp_path, monkeypatch):
    window = shared_window
    folder = tmp_path / "chars"
    folder.mkdir()
    shutil.copy(ROOT / "examples" / "master.json", folder / "master.json")
    data = json.loads((ROOT / "examples" / "saber.json").read_text("utf-8"))
    data["partner"] = "master.json"
    (folder / "saber.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    before = (folder / "master.json").read_bytes()
    assert window.open_file(folder / "saber.json")
    monkeypatch.setattr(publicexport, "ask_path", lambda w: (str(folder / "master.json"), ""))
    window.act_public.trigger()
    assert (folder / "master.json").read_bytes() == before
    assert errors and str(folder / "master.json") in errors[-1][1] and "読み込んだファイル" in errors[-1][1]
    assert window.isVisible()


def test_save_as_never_writes_over_the_partner(qtbot, shared_window, errors, tmp_path, monkeypatch):
    """名前を付けて保存 onto the character's own partner file (a file it reads) is refused with a
    message; the partner is untouched and the character stays unsaved (issue 29 item 5)."""
    window = shared_window
    folder = tmp_path / "chars"
    folder.mkdir()
    shutil.copy(ROOT / "examples" / "master.json", folder / "master.json")
    data = json.loads((ROOT / "examples" / "saber.json").read_text("utf-8"))
    data["partner"] = "master.json"
    (folder / "saber.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    before = (folder / "master.json").read_bytes()
    assert window.open_file(folder / "saber.json")
    monkeypatch.setattr(filedialogs.QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(folder / "master.json"), "")))
    assert window.save_as() is False
    assert (folder / "master.json").read_bytes() == before
    assert errors and "master.json" in errors[-1][1] and "パートナー" in errors[-1][1]
    # another name is saved as usual
    monkeypatch.setattr(filedialogs.QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(folder / "saber2.json"), "")))
    assert window.save_as() is True and json.loads((folder / "saber2.json").read_text("utf-8"))["name"]
    assert window.isVisible()
