"""load_pack keeps the pack it built for the next load of the same files (builder.core.packcache),
and a GM who edits, adds or removes a user pack file gets a fresh pack at the next load; a
broken file is refused with its file and place at every load, never kept as a success."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from builder.core import packcache
from builder.core.packs import PackError, load_pack, user_pack_dir

SYSTEM = "fate-roll-dice"


def skill(name: str) -> dict:
    return {"skills": [{"id": "homebrew_blade", "name": name, "pricing": {"type": "fixed", "per_level": 2}}]}


def user_file(name: str, data: dict | None, raw: bytes | None = None) -> Path:
    folder = user_pack_dir() / SYSTEM
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(raw if raw is not None else json.dumps(data, ensure_ascii=False).encode("utf-8"))
    return path


def test_the_same_files_give_the_same_pack():
    user_file("house.json", skill("剣聖の技"))
    first = load_pack(SYSTEM)
    assert load_pack(SYSTEM) is first
    assert load_pack(SYSTEM, user_layer=False) is not first  # safe mode reads other files
    assert "homebrew_blade" not in load_pack(SYSTEM, user_layer=False).skills


def test_an_edited_user_file_is_loaded_anew_even_at_the_same_size():
    path = user_file("house.json", skill("剣聖の技"))
    assert load_pack(SYSTEM).skills["homebrew_blade"].name == "剣聖の技"
    # the same number of bytes, written at once (a timestamp may not move): the digest tells them apart
    user_file("house.json", skill("剣豪の技"))
    assert path.stat().st_size == len(json.dumps(skill("剣聖の技"), ensure_ascii=False).encode("utf-8"))
    assert load_pack(SYSTEM).skills["homebrew_blade"].name == "剣豪の技"


def test_an_added_and_a_removed_user_file_are_seen():
    assert "homebrew_blade" not in load_pack(SYSTEM).skills
    path = user_file("house.json", skill("剣聖の技"))
    assert "homebrew_blade" in load_pack(SYSTEM).skills
    path.unlink()
    assert "homebrew_blade" not in load_pack(SYSTEM).skills


def test_a_broken_user_file_is_refused_at_every_load_and_its_fix_is_seen():
    path = user_file("house.json", None, raw=b'{"skills": [')
    for _ in range(2):
        pack = load_pack(SYSTEM)
        assert [(p.file, p.path) for p in pack.problems] == [(str(path), "")]
        assert "invalid JSON at line 1" in pack.problems[0].message
        assert "homebrew_blade" not in pack.skills
    user_file("house.json", skill("剣聖の技"))
    fixed = load_pack(SYSTEM)
    assert fixed.problems == [] and "homebrew_blade" in fixed.skills


def test_a_broken_campaign_file_raises_at_every_load(tmp_path):
    path = tmp_path / "campaign.json"
    path.write_text(json.dumps({"skills": [{"id": "x", "name": "x", "pricing": {"type": "magic"}}]}), "utf-8")
    for _ in range(2):
        with pytest.raises(PackError) as caught:
            load_pack(SYSTEM, [path], user_layer=False)
        assert (caught.value.file, caught.value.path) == (str(path), "/skills/0/pricing")
    path.write_text(json.dumps(skill("剣聖の技"), ensure_ascii=False), "utf-8")
    assert "homebrew_blade" in load_pack(SYSTEM, [path], user_layer=False).skills


def test_a_checked_candidate_is_never_kept():
    """The rule-data editor checks a file not yet written (builder.gm.gmdata): the next
    ordinary load must not see it."""
    path = user_pack_dir() / SYSTEM / "house.json"
    checked = load_pack(SYSTEM, candidate=(path, skill("剣聖の技")))
    assert "homebrew_blade" in checked.skills
    assert "homebrew_blade" not in load_pack(SYSTEM).skills


def test_the_cache_is_bounded(tmp_path):
    first = load_pack(SYSTEM, user_layer=False)
    assert load_pack(SYSTEM, user_layer=False) is first
    for i in range(packcache.MAX_PACKS):  # as many other loads as the cache holds push the first one out
        path = tmp_path / f"campaign{i}.json"
        path.write_text(json.dumps({"settings": {"unspent_fp": "error"}}), "utf-8")
        load_pack(SYSTEM, [path], user_layer=False)
    assert load_pack(SYSTEM, user_layer=False) is not first
