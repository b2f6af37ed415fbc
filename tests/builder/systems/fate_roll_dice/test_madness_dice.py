"""The "+" that 狂化 gives a stat already at A (L1171) multiplies its dice like any "+"
(L897–898), on the Sheet's checks, so the PDF, the text and the ココフォリア palette agree.

Hand-worked on examples/berserker.json: 筋力A, 耐久B, 敏捷C, 魔力D and 狂化C. 狂化 C (level 3)
raises 3+1 = 4 stats one step in the order 筋力, 耐久, 敏捷, 魔力 (L1169); 筋力 is already A, so
its step is +6 FP of marks: A++ (L1171). A is 5×2 = 10 dice at ≤5 (L864); with one "+"
10×2 = 20, with two 10×3 = 30, threshold still 5 (L898). The seed gives these "+" no pattern
(L900); the reading madness_plus_pattern (digest creation §10 #19) makes them pattern 1: pay
HP/MP equal to the extra dice first, 10 and 20 (L901).
"""
from __future__ import annotations

import json
from pathlib import Path

from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack
from builder.systems.fate_roll_dice import palette
from exports.sectionview import section_data

ROOT = Path(__file__).resolve().parents[4]


def _berserker(pack):
    build = load_build(ROOT / "examples" / "berserker.json")
    return pack, build, evaluate(pack, build)


def test_madness_plus_multiplies_the_dice(pack):
    _, _, sheet = _berserker(pack)
    strength = sheet.stats["strength"]
    assert (strength["label"], strength["plus"]) == ("A++", 2)
    assert [(c.kind, c.dice, c.threshold, c.plus, c.cost) for c in strength["checks"]] == [
        ("plain", 10, 5, 0, 0), ("plus_paid", 20, 5, 1, 10), ("plus_paid", 30, 5, 2, 20)]
    # 耐久 B → A is a plain step: 10 dice at ≤5, no "+"
    assert [(c.dice, c.threshold) for c in sheet.stats["endurance"]["checks"]] == [(10, 5)]


def test_the_pdf_text_and_palette_roll_them(pack):
    character = _berserker(pack)
    row = next(s for s in section_data(character[2])["stats"] if s["name"] == "筋力")
    assert row["roll"] == "10B6<=5 / 20B6<=5 / 30B6<=5"  # what the PDF and the text print
    lines = palette.palette_lines(*character)
    labels = [line.split(" ")[1] for line in lines if line.split(" ")[1].startswith("【筋力")]
    assert labels == ["【筋力】", "【筋力+】", "【筋力++】"]


def test_the_reading_is_a_switch(pack, tmp_path):
    overlay = tmp_path / "campaign.json"
    overlay.write_text(json.dumps({"settings": {"madness_plus_pattern": 2}}), encoding="utf-8")
    flipped = load_pack("fate-roll-dice", [overlay], user_layer=False)
    _, _, sheet = _berserker(flipped)
    # pattern 2: no HP/MP, under the written condition 「狂化」 (L902)
    assert [(c.kind, c.dice, c.cost, c.conditions) for c in sheet.stats["strength"]["checks"]] == [
        ("plain", 10, 0, ()), ("plus_condition", 20, 0, ("狂化",)), ("plus_condition", 30, 0, ("狂化", "狂化"))]
