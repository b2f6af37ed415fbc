"""The figures exporters print come from the engine: hand-worked from the seed
(/work/shared/seeds/000_8acb8ad758a0196c.txt), asserted on the Sheet that ``evaluate`` makes."""
from __future__ import annotations

from builder.core.engine import evaluate
from builder.systems.fate_roll_dice.levels import EX, LETTERS
from tests.builder.helpers import make


def _checks(rows):
    return [(c.kind, c.dice, c.threshold, c.plus, c.minus, c.cost, c.conditions) for c in rows]


def test_one_level_ladder_matches_the_packs_numbers(pack):
    # L863–864: E, D, C, B, A, EX are read as 1…6 ("-", none, is 0)
    assert LETTERS == ("-", "E", "D", "C", "B", "A", "EX")
    assert pack.rules["levels"] == {letter: number for number, letter in enumerate(LETTERS)}
    assert EX == 6


def test_stat_checks_on_the_sheet(pack):
    build = make(pack, "saber", stats={
        "strength": "B",  # B = 4: 4×2 = 8 dice at ≤ 4 (L865)
        "agility": {"level": "A", "marks": [{"sign": "+", "pattern": 2, "condition": "直線を駆ける時"}]},
        "mana": {"level": "B", "marks": [{"sign": "-", "pattern": 1}, {"sign": "-", "pattern": 1}]},
        "noble_phantasm": "EX"})
    stats = evaluate(pack, build).stats
    assert (stats["strength"]["dice"], stats["strength"]["threshold"]) == (8, 4)
    assert _checks(stats["strength"]["checks"]) == [("plain", 8, 4, 0, 0, 0, ())]
    # A+ = A×2 = 20 dice, threshold still 5 (L898), under the written condition (L902)
    assert _checks(stats["agility"]["checks"]) == [
        ("plain", 10, 5, 0, 0, 0, ()), ("plus_condition", 20, 5, 1, 0, 0, ("直線を駆ける時",))]
    # B−− = ceil(8 / 3) = 3 dice (L905); pattern 1: in force unless 8 − 3 = 5 HP/MP is paid (L908)
    assert _checks(stats["mana"]["checks"]) == [
        ("minus_unpaid", 3, 4, 0, 2, 0, ()), ("minus_paid", 8, 4, 0, 0, 5, ())]
    # EX: 14 dice at ≤ 6, all succeed; +14 paid with 14 MP: 28 dice (L867–868)
    assert _checks(stats["noble_phantasm"]["checks"]) == [
        ("ex_auto", 14, 6, 0, 0, 0, ()), ("ex_mp", 28, 6, 1, 0, 14, ())]
    assert stats["noble_phantasm"]["base_label"] == "−"  # the Saber's 宝具 starts at none


def test_skill_checks_on_the_sheet(pack):
    build = make(pack, "saber", base_skills=[
        {"id": "kijou", "level": "C", "marks": [{"sign": "+", "pattern": 1}]},
        {"id": "taimaryoku", "level": "EX"}])
    rows = {r["id"]: r for r in evaluate(pack, build).skills}
    # C = 3: 3 dice at ≤ 3 (L922); "+": 3×2 = 6 dice for 3 HP/MP, the extra dice (L897, L901)
    assert _checks(rows["kijou"]["checks"]) == [("plain", 3, 3, 0, 0, 0, ()), ("plus_paid", 6, 3, 1, 0, 3, ())]
    # EX: 14 ÷ 2 = 7 dice at ≤ 6 (L922)
    assert _checks(rows["taimaryoku"]["checks"]) == [("ex_auto", 7, 6, 0, 0, 0, ())]


def test_rank_level_check_on_the_sheet(pack):
    master = make(pack, "master", ranks=[{"id": "tokeitou"}])
    sheet = evaluate(pack, master)
    level = sheet.derived["rank_level"]
    assert sheet.derived["rank_check_level"] == level  # a master checks at RL (L878)
    # 2 × RL dice at ≤ RL (L878; read as a stat of that level, L864)
    assert _checks(sheet.checks) == [("rank_level", 2 * level, level, 0, 0, 0, ())]


def test_noble_phantasm_checks_on_the_sheet(pack):
    np_ = {"name": "剣", "kind": "weapon", "activation": "single", "target": "anti_fortress", "rank": "C"}
    build = make(pack, "saber", stats={"noble_phantasm": "C"}, noble_phantasms=[np_])
    row = next(i for i in evaluate(pack, build).items if i["section"] == "noble_phantasm")
    # 単発 C: LV 3 levels × 2 = 6 dice at ≤ 3 (L1064); 対城: one target at doubled 判定値,
    # 6 × 2 = 12 dice (L1089)
    assert _checks(row["checks"]) == [("item", 6, 3, 0, 0, 0, ()), ("single_target", 12, 3, 0, 0, 0, ())]


def test_skill_combo_fp_and_mp_on_the_sheet(pack):
    combos = [{"name": "怪力突進", "components": ["strength", "agility", "kairiki"], "limits": 1},
              {"name": "限定", "components": ["strength", "kairiki"], "limits": 5}]
    build = make(pack, "saber", skills=[{"id": "kairiki", "level": "C"}], combos=combos)
    rows = evaluate(pack, build).combos
    # 3 components − 1 limit = 2 FP (L941, L945); the MP paid per use equals the FP (L942)
    assert (rows[0]["fp"], rows[0]["mp"]) == (2, 2)
    assert rows[0]["components"] == ["筋力", "敏捷", "怪力"]
    # 2 components − 5 limits would be −3: at least 1 (L945)
    assert (rows[1]["fp"], rows[1]["mp"]) == (1, 1)
