"""The "+" on 狂化 and where the player puts them (000_8acb8ad758a0196c.txt L1169–1172).

L1170: 「狂化スキルに「+」を1個ごと付ける毎にこのスキルで上昇したステータスどれかに+1個をつけることが
出来るか、ステータスの上昇する順番を変えるか、二つのステータスを+1レベルする代わりに一つのステータスを
+2レベルする事が出来る。」 L1171: a step on a stat at A is +6 FP of "+" (3 FP each, L910); the "+"
past A++ go to other stats; EX needs the FP of the A→EX step (18, L887; A++ fills a third, L888).

The バーサーカー's base stats are 筋力B 耐久C 敏捷C 魔力D 幸運D 宝具− (L690–694). 狂化 level L
raises L+1 stats in the order 筋力, 耐久, 敏捷, 魔力, 幸運, 宝具 (L1169). Every figure below is
worked by hand in its comment.
"""
from __future__ import annotations

import json

from builder.core.engine import evaluate
from builder.core.packs import load_pack
from tests.builder.helpers import make


def _berserker(pack, level: str, plus: int = 0, stats=None, madness=None):
    skill = {"id": "kyouka", "level": level, "marks": [{"sign": "+"}] * plus}
    build = make(pack, "berserker", base_skills=[skill], stats=stats or {},
                 **({"madness": madness} if madness is not None else {}))
    return evaluate(pack, build)


def _labels(sheet, *ids):
    return tuple(sheet.stats[s]["label"] for s in ids)


def _codes(sheet, severity):
    """The findings of 狂化 and the stats (a bare バーサーカー also lacks its ranks: not ours here)."""
    return [f.code for f in sheet.findings if f.severity == severity and f.code.startswith(("madness.", "stat."))]


def test_a_plus_on_a_raised_stat(pack):
    # 狂化 E (level 1) raises 1 + 1 = 2 stats: 筋力 B→A, 耐久 C→B. Its one "+" puts a "+" on 筋力: A+.
    sheet = _berserker(pack, "E", plus=1, madness={"marks": ["strength"]})
    assert _labels(sheet, "strength", "endurance", "agility") == ("A+", "B", "C")
    assert not _codes(sheet, "error")
    # 敏捷 is not raised by 狂化 E: a "+" cannot go there
    wrong = _berserker(pack, "E", plus=1, madness={"marks": ["agility"]})
    assert "madness.mark_not_raised" in _codes(wrong, "error")


def test_each_use_needs_a_plus(pack):
    # no "+" on 狂化, one use written: 1 > 0
    sheet = _berserker(pack, "E", madness={"marks": ["strength"]})
    assert "madness.plus_overused" in _codes(sheet, "error")


def test_another_order(pack):
    # 狂化 E with one "+" changing the order to 敏捷, 魔力 first: 敏捷 C→B, 魔力 D→C; 筋力 stays B.
    sheet = _berserker(pack, "E", plus=1, madness={"order": ["agility", "mana"]})
    assert _labels(sheet, "strength", "endurance", "agility", "mana") == ("B", "C", "B", "C")
    assert not _codes(sheet, "error")


def test_the_order_reading_is_a_switch(pack, tmp_path):
    # per_stat: one "+" for each raised stat the usual order would not raise: {敏捷, 魔力} vs
    # {筋力, 耐久} → 2 "+" needed, 狂化 has 1.
    overlay = tmp_path / "campaign.json"
    overlay.write_text(json.dumps({"settings": {"madness_reorder": "per_stat"}}), encoding="utf-8")
    flipped = load_pack("fate-roll-dice", [overlay], user_layer=False)
    sheet = _berserker(flipped, "E", plus=1, madness={"order": ["agility", "mana"]})
    assert "madness.plus_overused" in _codes(sheet, "error")


def test_two_steps_on_one_stat(pack):
    # 狂化 D (level 2) raises 3 stats: 筋力, 耐久, 敏捷. One "+" gives 耐久 +2 instead of +1 on two:
    # the last of the order (敏捷) drops out. 筋力 B→A, 耐久 C→B→A, 敏捷 stays C.
    sheet = _berserker(pack, "D", plus=1, madness={"doubled": ["endurance"]})
    assert _labels(sheet, "strength", "endurance", "agility") == ("A", "A", "C")
    assert not _codes(sheet, "error")


def test_gathering_steps_makes_ex(pack):
    # 筋力 bought to A++ (own "+" 2 = 6 FP, L910). 狂化 D with one "+": 筋力 takes two steps (敏捷 drops).
    # On A each step is 6 FP (L1171): 6 + 2 × 6 = 18 = the A→EX step (L887–888) → EX, its "+" gone (L868).
    stats = {"strength": {"level": "A", "marks": [{"sign": "+"}, {"sign": "+"}]}}
    sheet = _berserker(pack, "D", plus=1, stats=stats, madness={"doubled": ["strength"]})
    assert (sheet.stats["strength"]["label"], sheet.stats["strength"]["value"]) == ("EX", 6)
    # EX: 14 automatic successes, and +14 for MP (L867–868); none of the A++ "+" checks remain
    assert [c.kind for c in sheet.stats["strength"]["checks"]] == ["ex_auto", "ex_mp"]
    # without the doubling: 6 + 6 = 12 < 18 → A++ and 2 "+" left over for other stats (L1171)
    plain = _berserker(pack, "D", plus=0, stats=stats)
    assert plain.stats["strength"]["label"] == "A++"
    assert "madness.overflow_marks" in _codes(plain, "gm")


def test_left_over_plus_placed_on_another_stat(pack):
    # 筋力 bought A+ (own 1). 狂化 E: 筋力's step is 6 FP = 2 "+" on top of its 1 → cap 2 (L914):
    # A++ and 1 "+" over, which the player puts on 敏捷: C+ (L1171 「他のステータスに1個+が付く」).
    stats = {"strength": {"level": "A", "marks": [{"sign": "+"}]}}
    sheet = _berserker(pack, "E", stats=stats, madness={"overflow": ["agility"]})
    assert _labels(sheet, "strength", "agility") == ("A++", "C+")
    assert "madness.overflow_marks" not in _codes(sheet, "gm")
    assert not _codes(sheet, "error")
    # not placed: the GM is asked; placed twice: only 1 is over
    assert "madness.overflow_marks" in _codes(_berserker(pack, "E", stats=stats), "gm")
    twice = _berserker(pack, "E", stats=stats, madness={"overflow": ["agility", "mana"]})
    assert "madness.overflow_too_many" in _codes(twice, "error")
