"""Hand-worked dice commands (seed L864–868, L897–906, L922, L878–879): the engine's checks
(:mod:`builder.systems.fate_roll_dice.rolls`) as the palette words them (:mod:`builder.systems.fate_roll_dice.bcdice`)."""
from builder.systems.fate_roll_dice.choices import Mark
from builder.systems.fate_roll_dice import rolls as engine
from builder.systems.fate_roll_dice import bcdice

PACK = "fate-roll-dice"


def lines(rolls):
    return [r.line() for r in rolls]


def marks(*specs):
    return [Mark(sign=sign, pattern=pattern, condition=condition) for sign, pattern, condition in specs]


def stat_rolls(name, level, marks_):
    return bcdice.rolls(name, engine.stat_checks(PACK, level, marks_))


def skill_rolls(name, level, marks_):
    return bcdice.rolls(name, engine.skill_checks(PACK, level, marks_))


def test_plain_stat_is_2L_dice_at_L():
    assert lines(stat_rolls("筋力", 4, [])) == ["8B6<=4 【筋力】"]  # B: 4×2=8 dice, ≤4 (L865)
    assert lines(stat_rolls("幸運", 1, [])) == ["2B6<=1 【幸運】"]


def test_stat_plus_multiplies_dice_keeps_threshold():
    # A+ = 20 dice (L897); B++ = 24 dice (L898)
    a_plus = stat_rolls("筋力", 5, marks(("+", 2, "直線を駆ける時")))
    assert lines(a_plus) == ["10B6<=5 【筋力】", "20B6<=5 【筋力+】 (直線を駆ける時)"]
    b_pp = stat_rolls("敏捷", 4, marks(("+", 1, ""), ("+", 1, "")))
    assert lines(b_pp) == ["8B6<=4 【敏捷】", "16B6<=4 【敏捷+】 (HP/MP8消費)", "24B6<=4 【敏捷++】 (HP/MP16消費)"]


def test_stat_minus_divides_rounding_up():
    # A− = 5 dice; B−− = ceil(8/3) = 3 dice (L905)
    a_minus = stat_rolls("魔力", 5, marks(("-", 2, "攻撃魔術以外")))
    assert lines(a_minus) == ["10B6<=5 【魔力】", "5B6<=5 【魔力−】 (攻撃魔術以外)"]
    b_mm = stat_rolls("魔力", 4, marks(("-", 1, ""), ("-", 1, "")))
    # pattern 1: the "−" is in force unless the lost dice (8−3=5) are paid in HP/MP (L908)
    assert lines(b_mm) == ["3B6<=4 【魔力−−】 (HP/MP未消費時)", "8B6<=4 【魔力】 (HP/MP5消費で−解除)"]


def test_ex_stat_is_14_automatic_successes_plus_14_by_mp():
    assert lines(stat_rolls("宝具", 6, [])) == [
        "14B6<=6 【宝具】 EX:自動成功14", "28B6<=6 【宝具+】 EX:MP14消費で達成値+14"]


def test_skills_are_L_dice_and_ex_is_7():
    assert lines(skill_rolls("直感", 5, [])) == ["5B6<=5 【直感】"]
    assert lines(skill_rolls("騎乗", 3, marks(("+", 1, "")))) == [
        "3B6<=3 【騎乗】", "6B6<=3 【騎乗+】 (HP/MP3消費)"]
    assert lines(skill_rolls("対魔力", 6, [])) == ["7B6<=6 【対魔力】 EX:自動成功7"]
    assert skill_rolls("無し", 0, []) == []
    assert stat_rolls("社会", 0, []) == []


def test_rank_level_check():
    assert lines(bcdice.rolls("ランクレベル判定", engine.rank_level_checks(PACK, 3))) == ["6B6<=3 【ランクレベル判定】"]
    # not EX (L879)
    assert lines(bcdice.rolls("ランクレベル判定", engine.rank_level_checks(PACK, 6))) == ["12B6<=5 【ランクレベル判定】"]
    assert engine.rank_level_checks(PACK, 0) == ()


def test_item_rolls():
    item = {"name": "約束された勝利の剣", "dice": 16, "threshold": 5, "mp": 25, "fixed": 10, "dice_doubled": 24,
            "checks": engine.item_checks(PACK, 16, 24, 5)}
    assert lines(bcdice.item_rolls(item)) == [
        "16B6<=5 【宝具:約束された勝利の剣】 (MP25・固定値+10)",
        "24B6<=5 【宝具:約束された勝利の剣(単体・判定値2倍)】 (MP25・固定値+10)"]
    assert bcdice.item_rolls({"name": "x", "dice": None, "threshold": 3,
                              "checks": engine.item_checks(PACK, None, None, 3)}) == []
