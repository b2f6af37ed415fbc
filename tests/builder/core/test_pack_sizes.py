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


def test_a_file_with_too_many_entries_is_refused_before_they_are_checked():
    """The count comes first (packlimits.check_layer_sizes): 51 stats, none of them a whole
    entry (no name, no scale), are refused for their number at /stats, not for the first
    entry's missing field at /stats/0 after every entry was checked against the schema."""
    folder = user_pack_dir() / "eiyuten"
    folder.mkdir(parents=True)
    (folder / "many.json").write_text(json.dumps({"stats": [{"id": f"s{i}"} for i in range(51)]}), encoding="utf-8")
    problems = load_pack("eiyuten").problems
    assert [(p.file, p.path) for p in problems] == [(str(folder / "many.json"), "/stats")]
    # 51 distinct ids in the file alone, over the 50 a character file keeps
    assert "51 entries in this file" in problems[0].message and "at most 50" in problems[0].message


def test_entries_that_share_an_id_count_once(tmp_path):
    """A file that writes one stat 60 times (one id) brings one entry to the merge, so its
    count is not over the limit: the pack loads with the bundled stats and that one."""
    bundled = len(load_pack("eiyuten", user_layer=False).index.content.stats)
    stat = _big("eiyuten", 1)["stats"][0]
    pack = tmp_path / "same.json"
    pack.write_text(json.dumps({"stats": [stat] * 60}, ensure_ascii=False), encoding="utf-8")
    # the bundled stats (8 today) and the one id "s0": 60 copies are one entry
    assert len(load_pack("eiyuten", [pack], user_layer=False).index.content.stats) == bundled + 1
