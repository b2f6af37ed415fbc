"""Issue 29 item 13: a pack's sizes have limits checked when it loads. A user pack adding 5,000
stats to a data system (a character file keeps at most 50 stat values: DataBuild.stats'
max_length) is set aside when installed, named with its place; given with --pack it is one
clear message (exit 2), not a ValidationError after the work."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from builder.cli.main import main
from builder.core.packs import load_pack, user_pack_dir

ROOT = Path(__file__).resolve().parents[3]


def _big(system_dir: str, count: int) -> dict:
    core = json.loads((ROOT / "builder" / "systems" / system_dir / "pack" / "content" / "core.json")
                      .read_text(encoding="utf-8"))
    stat = core["stats"][0]
    return {"stats": [{**stat, "id": f"s{i}", "name": f"S{i}"} for i in range(count)]}


@pytest.mark.parametrize("system,folder", [("eiyuten", "eiyuten"), ("chuseihai", "chuseihai")])
def test_generate_with_a_huge_pack_is_one_message(tmp_path, capsys, system, folder):
    pack = tmp_path / "big.json"
    pack.write_text(json.dumps(_big(folder, 5000), ensure_ascii=False), encoding="utf-8")
    out = tmp_path / "c.json"
    assert main(["generate", "--system", system, "--pack", str(pack), "--seed", "1", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    # the bundled stats plus 5,000 new ids: more than the 50 a character file holds
    assert f"{pack}: /stats:" in err and "at most 50" in err and "ValidationError" not in err
    assert not out.exists()


def test_an_installed_huge_pack_is_set_aside_and_named(capsys):
    folder = user_pack_dir() / "eiyuten"
    folder.mkdir(parents=True)
    (folder / "big.json").write_text(json.dumps(_big("eiyuten", 5000), ensure_ascii=False), encoding="utf-8")
    pack = load_pack("eiyuten")
    assert len(pack.index.content.stats) <= 50
    assert [(p.file, p.path) for p in pack.problems] == [(str(folder / "big.json"), "/stats")]


def test_a_pack_at_the_limit_still_loads(tmp_path):
    bundled = len(load_pack("eiyuten", user_layer=False).index.content.stats)
    pack = tmp_path / "fits.json"
    pack.write_text(json.dumps(_big("eiyuten", 50 - bundled), ensure_ascii=False), encoding="utf-8")
    assert len(load_pack("eiyuten", [pack], user_layer=False).index.content.stats) == 50
