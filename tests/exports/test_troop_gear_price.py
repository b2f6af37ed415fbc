"""A troop's gear on its sheet shows the 装備ポイント it paid, as L381 prices it, not the gear's
figure (000_8acb8ad758a0196c.txt L380–381: 「本来の2倍のポイントやMPを消費する(白兵武器であれば
本来の所装備ポイント1点で攻撃力1点ですが、それが装備ポイント2点で1点に変化する)」).

Worked by hand from the seed. The reading ``troop_gear_points`` (L381's 「使用できるポイントは、
通常の倍」) changes the troop's pool, never the price, so both readings print the same price.
"""
from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from builder.core.engine import evaluate
from builder.core.packs import load_pack
from exports.pdf.sheet import write_pdf
from exports.text.sheet import render_text
from tests.builder.helpers import make

ROOT = Path(__file__).resolve().parents[2]


def gear_line(text: str, name: str) -> str:
    lines = text.splitlines()
    return lines[lines.index(f"『{name}』") + 1]


def test_the_example_troop_prints_what_its_knife_cost(capsys):
    """examples/troop.json: 軍用ナイフ, a 白兵武器 of figure 2 (ダメージ+2). A troop pays 2 装備ポイント
    per point (L381): 2 × 2 = 4 装備ポイント — as its ledger charges (2 常備化P → 4 装備P, L970)."""
    from builder.cli.main import main
    assert main(["export", str(ROOT / "examples" / "troop.json"), "--text", "-"]) == 0
    line = gear_line(capsys.readouterr().out, "軍用ナイフ")
    assert line.startswith("装備ポイント:4 ") and "ダメージ+2" in line


@pytest.mark.parametrize("reading", ["same", "doubled"])
def test_price_is_doubled_under_either_reading(reading, tmp_path):
    overlay = tmp_path / "campaign.json"
    overlay.write_text(json.dumps({"settings": {"troop_gear_points": reading}}), encoding="utf-8")
    pack = load_pack("fate-roll-dice", [overlay], user_layer=False)
    # RL 1 troop, 社会 D (2): 常備化P 2 × 2 = 4 (L960); 3 of them → 3 × 2 = 6 装備P (L970); the
    # "doubled" reading makes the pool 6 × 2 = 12. 防具 of figure 1 and 白兵武器 of figure 2 (its cap
    # at RL 1): prices 1 × 2 = 2 and 2 × 2 = 4 (L381), 6 in all
    build = make(pack, "troop", troop_rank_level=1, upkeep=[{"use": "equipment_points", "points": 3}],
                 gear=[{"name": "盾", "kind": "physical_armor", "points": 1},
                       {"name": "槍", "kind": "melee_weapon", "points": 2}])
    sheet = evaluate(pack, build)
    text = render_text(pack, build, sheet)
    assert gear_line(text, "盾").startswith("装備ポイント:2 ")
    assert gear_line(text, "槍").startswith("装備ポイント:4 ") and "ダメージ+2" in gear_line(text, "槍")
    assert (sheet.pools["equipment"].total, sheet.pools["equipment"].spent) == (12 if reading == "doubled" else 6, 6)
    buf = io.BytesIO()
    write_pdf(pack, build, sheet, buf, invariant=True)
    pdf_text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(buf.getvalue())).pages)
    assert re.search(r"装備ポイント:4", pdf_text) and not re.search(r"装備ポイント:1", pdf_text)  # not the figures


def test_single_troop_and_others_pay_the_figure():
    pack = load_pack("fate-roll-dice")
    # 単体 at the troop's level (L1359) lifts the doubling: figure 3 → 3 装備ポイント
    single = make(pack, "troop", troop_rank_level=1, upkeep=[{"use": "equipment_points", "points": 2}],
                  skills=[{"id": "tantai", "level": "E"}], gear=[{"name": "槍", "kind": "melee_weapon", "points": 3}])
    assert gear_line(render_text(pack, single, evaluate(pack, single)), "槍").startswith("装備ポイント:3 ")
    # a master pays the figure: 2 → 2 装備ポイント (L970)
    master = make(pack, "master", upkeep=[{"use": "equipment_points", "points": 1}],
                  gear=[{"name": "拳銃", "kind": "melee_weapon", "points": 2}])
    assert gear_line(render_text(pack, master, evaluate(pack, master)), "拳銃").startswith("装備ポイント:2 ")
    # a troop with 宝具 instead of 社会 pays in MP held, doubled too (L380–381): figure 1 → 2 MP
    np_troop = make(pack, "troop_np", troop_rank_level=1,
                    gear=[{"name": "剣", "kind": "melee_weapon", "points": 1, "paid_with": "mp"}])
    line = gear_line(render_text(pack, np_troop, evaluate(pack, np_troop)), "剣")
    assert line.startswith("装備ポイント:2 ") and line.endswith("(MP払い)")
