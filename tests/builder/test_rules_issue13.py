"""Issue 13's Fate/roll dice rules, each on a hand-worked character (000_8acb8ad758a0196c.txt).

Every number is worked from the seed's rules in the comment beside it, not copied from the
engine's output.
"""
from __future__ import annotations

from builder.engine import evaluate
from tests.builder.helpers import codes, fp_spent, make, ranks


def _skill_row(sheet, skill_id: str) -> dict:
    return next(r for r in sheet.skills if r["id"] == skill_id)


# --------------------------------------------------------------------------- 頭痛持ち (L741)

def test_halved_minus_skill_row_agrees_with_ledger(pack):
    # master, rank 被害者 (L773) mandates a magic-caused minus skill at half effect (L741).
    # 頭痛持ち −3 FP/Lv (L1231) at D = 2 levels → 2 × 3 = 6 FP gained; halved, rounded up
    # (L741 「半分(切り上げ)」) → 3 kept. Ledger: −6 + 3 = −3; the skill's own FP column: −3.
    build = make(pack, "master", ranks=ranks("higaisha"),
                 skills=[{"id": "zutsuumochi", "level": "D", "tags": ["magic_caused"]}])
    sheet = evaluate(pack, build)
    assert sheet.pools["fp"].spent == -3
    assert _skill_row(sheet, "zutsuumochi")["fp"] == -3
    # the FP column of every skill sums to what the ledger charges for skills
    skill_lines = sum(line.amount for line in sheet.ledger
                      if line.path.startswith("/skills") and line.pool == "fp")
    assert sum(r["fp"] for r in sheet.skills) == skill_lines == -3


def test_halving_takes_the_largest_and_leaves_the_other_row(pack):
    # two qualifying minus skills (L741 「その中で得られるFPが最大のものを半分とする」):
    # 頭痛持ち C: 3 × 3 = 9 gained → halved to ceil(9/2) = 5 → row −5;
    # 発作 (−3 FP/Lv, L1232) E: 1 × 3 = 3 gained, not halved → row −3. Total −8.
    build = make(pack, "master", ranks=ranks("higaisha"),
                 skills=[{"id": "zutsuumochi", "level": "C", "tags": ["magic_caused"]},
                         {"id": "hossa", "level": "E", "tags": ["magic_caused"]}])
    sheet = evaluate(pack, build)
    assert _skill_row(sheet, "zutsuumochi")["fp"] == -5
    assert _skill_row(sheet, "hossa")["fp"] == -3
    assert sheet.pools["fp"].spent == -8


# --------------------------------------------------------------------------- 忍法 (L1284, L1245)

NINPOU_SYSTEMS = ["attack", "defense", "search"]


def test_ninpou_is_magic_plus_martial(pack):
    # 忍法 = 魔術・忍法 + 武術・忍法 (L1284 「1Lv相当FP×2種類」).
    # 魔術 half: 3 systems → 1 FP for two (L1159) + 1 = 2 FP/Lv.
    # 武術 half: 1 FP/Lv base (L1245) + 気配遮断相当 (mandatory, L1284; +1, L1247) + 反撃 (+1, L1251) = 3.
    # 2 + 3 = 5 FP/Lv; C = 3 levels → 15 FP.
    ninpou = {"id": "ninpou", "level": "C", "options": NINPOU_SYSTEMS + ["kehai_shadan", "counter"]}
    assert fp_spent(pack, make(pack, "master", skills=[ninpou])) == 15


def test_ninpou_martial_half_stops_at_one(pack):
    # 武術 minus effects lower its FP 「マイナスや±0にならない範囲」 (L1245): the 武術 half is at least 1.
    # 魔術 half: 3 systems → 2 FP/Lv. 武術 half: 1 + 1 (気配遮断) − 3 minus effects = −1 → 1.
    # 2 + 1 = 3 FP/Lv; E = 1 level → 3 FP. (Summed flat, 2 − 1 = 1, would undercharge.)
    minus = ["attack_or_defense_only", "opponent_restriction", "equipment_restriction"]
    ninpou = {"id": "ninpou", "level": "E", "options": NINPOU_SYSTEMS + ["kehai_shadan"] + minus}
    assert fp_spent(pack, make(pack, "master", skills=[ninpou])) == 3
    # the 魔術 half has its own floor of two systems (L1159)
    one_system = {"id": "ninpou", "level": "E", "options": ["attack", "kehai_shadan"]}
    assert "skill.too_few_options" in codes(pack, make(pack, "master", skills=[one_system]), "error")


def test_ninpou_needs_presence_concealment(pack):
    # L1284: 「武術・忍法の方に『気配遮断スキルに相当する効果を得る。』を必ず加える事」
    without = {"id": "ninpou", "level": "E", "options": NINPOU_SYSTEMS}
    assert "skill.required_option_missing" in codes(pack, make(pack, "master", skills=[without]), "error")
    with_it = {"id": "ninpou", "level": "E", "options": NINPOU_SYSTEMS + ["kehai_shadan"]}
    assert "skill.required_option_missing" not in codes(pack, make(pack, "master", skills=[with_it]))
    # it is priced either way (the half's base counts it): 2 + (1 + 1) = 4 FP for E
    assert fp_spent(pack, make(pack, "master", skills=[without])) == 4


# --------------------------------------------------------------------------- 善悪の中立者 (L1326)

def test_neutral_on_good_and_evil_only_for_balanced(pack):
    vice = {"id": "akuheki_zenaku_no_chuuritsusha", "level": "E"}
    # 中庸 (the 善悪 axis value "balanced") may take it
    balanced = make(pack, "master", skills=[vice], alignment={"goal": "lawful", "action": "balanced"})
    assert "skill.alignment_only" not in codes(pack, balanced)
    evil = make(pack, "master", skills=[vice], alignment={"goal": "lawful", "action": "evil"})
    assert "skill.alignment_only" in codes(pack, evil, "error")
