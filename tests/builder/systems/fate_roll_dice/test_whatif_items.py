"""The budget bar's price of one rank step of a 宝具 or 礼装 is the engine's own
(builder.whatif.next_rank_step), hand-worked from the seed (000_8acb8ad758a0196c.txt)."""
from __future__ import annotations

from builder.systems.fate_roll_dice.whatif import next_rank_step
from tests.builder.helpers import make

NP = {"name": "剣", "kind": "weapon", "activation": "single", "target": "anti_unit", "rank": "C"}


def test_noble_phantasm_step_is_one_level_of_capacity(pack):
    build = make(pack, "saber", stats={"noble_phantasm": "B"}, noble_phantasms=[NP])
    # a 宝具 of rank C takes 3 levels of the 宝具 capacity, B takes 4 (L1038, L1098): 4 − 3 = 1
    assert next_rank_step(pack, build, "np:0") == ("C→B", "noble_phantasm", 1)


def test_armor_step_follows_the_halved_rank(pack):
    build = make(pack, "saber", stats={"noble_phantasm": "B"}, noble_phantasms=[{**NP, "kind": "armor"}])
    # 防具 count half their rank, rounded up (L1055): C → ceil(3/2) = 2, B → ceil(4/2) = 2: 0 more
    assert next_rank_step(pack, build, "np:0") == ("C→B", "noble_phantasm", 0)


def test_mystic_code_step_is_two_equipment_points(pack):
    build = make(pack, "master", mystic_codes=[{**NP, "name": "礼装"}])
    # a 礼装 costs 2 装備ポイント per level (L1031): C = 6, B = 8: 2 more
    assert next_rank_step(pack, build, "mc:0") == ("C→B", "equipment", 2)


def test_no_step_past_ex_or_for_a_missing_item(pack):
    build = make(pack, "saber", stats={"noble_phantasm": "EX"}, noble_phantasms=[{**NP, "rank": "EX"}])
    assert next_rank_step(pack, build, "np:0") is None
    assert next_rank_step(pack, build, "np:5") is None
    assert next_rank_step(pack, build, "mc:0") is None
    assert next_rank_step(pack, build, "stat:strength") is None
