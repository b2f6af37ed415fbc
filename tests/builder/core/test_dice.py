"""Dice for set-up rolls: :mod:`builder.core.dice` and a stat's ``die`` (:class:`StatDef.die`).

Grail Tactics (seed 004_52394247ffe7dd97.txt) names no die for its set-up rolls: the pack's
reading ``setup_die`` chooses it for every set-up roll (default 1d20, the glossary's die, L30),
and the coin tosses (L81, L107) are 1d2 with 1 = 表 (heads), 2 = 裏 (tails), as the coin
scale numbers them.
"""
from __future__ import annotations

import json
import random

import pytest

from builder.kit.evaluate import evaluate
from builder.core.dice import MAX_DICE, Roll, roll
from builder.core.documents import parse_build
from builder.core.packio import PackError
from builder.core.packs import load_pack
from tests.conftest import ROOT

UNITS = ROOT / "examples" / "grail-tactics" / "units.json"


def test_a_seeded_generator_gives_the_same_faces_and_never_the_global_one():
    a, b = roll(3, 6, random.Random(11)), roll(3, 6, random.Random(11))
    assert a == b and len(a.rolled) == 3 and all(1 <= f <= 6 for f in a.rolled)
    assert a.total == sum(a.rolled)
    state = random.getstate()
    roll(5, 20, random.Random(1))
    assert random.getstate() == state  # the module's generator was not touched
    with pytest.raises(TypeError):
        roll(1, 20, random)  # the module itself is refused


def test_every_face_comes_up_and_no_other():
    rng = random.Random(3)
    seen = {roll(1, 4, rng).total for _ in range(200)}
    assert seen == {1, 2, 3, 4}  # 200 rolls of a d4 miss a face with probability < 4 × (3/4)^200


def test_the_text_shows_the_die_and_faces():
    assert Roll(1, 20, (14,)).text() == "1d20 → 14"
    assert Roll(2, 6, (3, 4)).text() == "2d6 → 3+4 = 7"  # 3 + 4 = 7


@pytest.mark.parametrize("count, faces", [(0, 6), (MAX_DICE + 1, 6), (1, 1), (1, 1001), (True, 6), (1.5, 6)])
def test_an_impossible_die_is_refused(count, faces):
    with pytest.raises(ValueError):
        roll(count, faces, random.Random(0))


def _build(kind, **stats):
    return parse_build({"system": "grail-tactics", "type": kind, "stats": stats})


def _pack(tmp_path, **settings):
    layer = tmp_path / "settings.json"
    layer.write_text(json.dumps({"settings": settings}), encoding="utf-8")
    return load_pack("grail-tactics", [UNITS, layer], user_layer=False)


def test_the_sheet_carries_each_rolls_die_from_the_reading(tmp_path):
    sheet = evaluate(_pack(tmp_path), _build("servant"))
    # default: every set-up roll 1d20 (the one reading setup_die, L81–105; the glossary's d20, L30);
    # coins 1d2
    assert sheet.stats["life_roll_s"]["die"] == {"count": 1, "faces": 20}
    assert sheet.stats["luck_roll"]["die"] == {"count": 1, "faces": 20}
    assert sheet.stats["health_coin"]["die"] == {"count": 1, "faces": 2}
    sheet = evaluate(_pack(tmp_path, setup_die="2d6"), _build("servant"))
    assert sheet.stats["life_roll_s"]["die"] == sheet.stats["agility_roll_s"]["die"] == {"count": 2, "faces": 6}
    assert sheet.stats["luck_roll"]["die"] == {"count": 2, "faces": 6}
    master = evaluate(_pack(tmp_path, setup_die="1d100"), _build("master", health_coin=1))
    assert master.stats["life_roll_m"]["die"] == {"count": 1, "faces": 100}  # heads or tails, one die


def _layer(tmp_path, die):
    stat = {"id": "house_roll", "name": "ハウスロール", "group": "rolls", "scale": "roll", "die": die}
    path = tmp_path / "house.json"
    path.write_text(json.dumps({"stats": [stat]}, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_die_formula_is_checked_when_the_pack_loads(tmp_path):
    with pytest.raises(PackError) as err:
        load_pack("grail-tactics", [_layer(tmp_path, {"count": "setting_luck_dise", "faces": "20"})],
                  user_layer=False)
    assert err.value.file.endswith("house.json") and err.value.path.endswith("/die/count")
    assert "did you mean" in err.value.message
    with pytest.raises(PackError) as err:
        load_pack("grail-tactics", [_layer(tmp_path, {"count": "1", "face": "20"})], user_layer=False)
    assert err.value.file.endswith("house.json")


def test_a_die_that_cannot_be_rolled_is_a_finding_not_a_button(tmp_path):
    pack = load_pack("grail-tactics", [_layer(tmp_path, {"count": "0", "faces": "20"})], user_layer=False)
    sheet = evaluate(pack, _build("servant"))
    assert "die" not in sheet.stats["house_roll"]
    assert any(f.code == "pack.formula_failed" and f.path == "/stats/house_roll" for f in sheet.findings)
