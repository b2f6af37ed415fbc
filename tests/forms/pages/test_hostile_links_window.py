"""Issue 29 items 4 and 9 in the window: a character whose partner link holds a NUL, leads out
of its folder or names a FIFO opens (no 予期しないエラー), the link is not followed, and the
roster of its folder lists it."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from tests.forms.gm.test_roster import open_from_menu, rows

ROOT = Path(__file__).resolve().parents[3]
LINKS = {"nul": "master.json\0x", "absolute": None, "dotdot": "../outside/master.json",
         "symlink": "out.json", "fifo": "fifo.json"}


@pytest.mark.parametrize("kind", sorted(LINKS))
def test_a_hostile_partner_link_opens_without_following_it(qtbot, window, errors, monkeypatch, tmp_path, kind):
    folder, outside = tmp_path / "chars", tmp_path / "outside"
    folder.mkdir()
    outside.mkdir()
    shutil.copy(ROOT / "examples" / "chuseihai" / "master.json", outside / "master.json")
    (folder / "out.json").symlink_to(outside / "master.json")
    os.mkfifo(folder / "fifo.json")
    data = json.loads((ROOT / "examples" / "chuseihai" / "saber.json").read_text("utf-8"))
    data["partner"] = LINKS[kind] or str(outside / "master.json")
    (folder / "saber.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")

    assert window.open_file(folder / "saber.json")
    assert errors == []
    links = window.session.links
    assert links["partner"] is None and "not read" in links["partner_error_en"]
    # 貯蔵魔力 = 100 + the Master's 【魔】 × 2 (002 L170): without a partner read it waits
    roster = open_from_menu(qtbot, window, monkeypatch, folder)
    shown = rows(roster)
    assert shown["saber.json"]["警告"] == "1" and errors == []
    assert not roster.missing  # the link out and the FIFO beside it are left out; the folder is there
    if os.environ.get("GRAIL_SCREENSHOTS"):  # for a look: GRAIL_SCREENSHOTS=DIR
        roster.grab().save(os.path.join(os.environ["GRAIL_SCREENSHOTS"], f"roster-link-{kind}.png"))
