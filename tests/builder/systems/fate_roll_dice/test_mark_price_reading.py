"""The reading ``skill_mark_price_level`` (000_8acb8ad758a0196c.txt L910–911), flipped by a GM.

L910: a "+" costs 「本来そのステータスorスキルを1レベル上げるのに必要なFPの半額」 (rounded up). The
digest reads it as half the per-level FP of the skill's current level (``current``, the pack's
default); the other reading is half of what the next step up costs (``next``). The two differ on a
tiered skill such as 対魔力 (L1138–1139: E, D 1 FP/Lv; C, B 3 FP/Lv; A 4 FP/Lv; EX 3 × A, L931).
"""
from __future__ import annotations

import json

from builder.core.engine import evaluate
from builder.core.packs import load_pack
from tests.builder.helpers import make


def _plus_fp(pack, level: str) -> int:
    sheet = evaluate(pack, make(pack, "master", skills=[{"id": "taimaryoku", "level": level,
                                                          "marks": [{"sign": "+"}]}]))
    return sum(e.amount for e in sheet.ledger if e.code == "skill.plus")


def _flipped(tmp_path):
    overlay = tmp_path / "campaign.json"
    overlay.write_text(json.dumps({"settings": {"skill_mark_price_level": "next"}}), encoding="utf-8")
    return load_pack("fate-roll-dice", [overlay], user_layer=False)


def test_a_plus_is_priced_at_the_current_level_by_default(pack):
    # 対魔力 D+: D's per-level FP is 1, half of it rounded up is 1
    assert _plus_fp(pack, "D") == 1
    # 対魔力 A+: A's per-level FP is 4, half is 2
    assert _plus_fp(pack, "A") == 2


def test_the_next_step_reading_prices_a_plus_at_what_the_next_level_costs(tmp_path):
    flipped = _flipped(tmp_path)
    # 対魔力 D+: the next step D → C costs 3 FP, half of 3 rounded up is 2
    assert _plus_fp(flipped, "D") == 2
    # 対魔力 A+: the next step A → EX costs 3 × 4 = 12 FP (L931), half is 6
    assert _plus_fp(flipped, "A") == 6
    # 対魔力 C+: the next step C → B costs 3 FP like C itself, so both readings give 2
    assert _plus_fp(flipped, "C") == 2
