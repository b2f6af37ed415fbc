"""A トループ's own sheet (000_8acb8ad758a0196c.txt L365–387; the sheet L1648–1691).

Each figure is worked by hand from the seed in the comment beside it. A troop's stats start at
1 + ceil(RL ÷ 2) levels (L367); RL 2, 4 and 6 bring RL + 6 FP (L367); HP, MP and IV use the
formulas of L871 with the troop's rank level.
"""
from __future__ import annotations

from builder.core.engine import evaluate
from tests.builder.helpers import make


def troop(pack, rl, type_id="troop", **choices):
    return evaluate(pack, make(pack, type_id, troop_rank_level=rl, **choices))


def codes(sheet, severity=None):
    return [f.code for f in sheet.findings if severity is None or f.severity == severity]


def fp_on(sheet, prefix):
    return sum(line.amount for line in sheet.ledger if line.pool == "fp" and line.path.startswith(prefix))


def test_the_seeds_example_rank_levels_3_and_4(pack):
    # L368: RL 3 → 3 ÷ 2 = 1.5, +1 = 2.5, rounded up 3 = C; every stat C. Odd RL: no FP (L367).
    # HP = (max(C,C)×3 + C)×2 + RL = (9 + 3)×2 + 3 = 27; MP = (3×3 + 3)×2 + 3 = 27; IV = 3×3 + 3 = 12 (L871).
    three = troop(pack, 3)
    assert {s["level"] for s in three.stats.values()} == {"C"}
    assert three.pools["fp"].total == 0
    assert (three.derived["hp"], three.derived["mp"], three.derived["iv"]) == (27, 27, 12)
    # RL 4 → 4 ÷ 2 = 2, +1 = 3 = C; and 4 + 6 = 10 FP (L369).
    four = troop(pack, 4)
    assert {s["level"] for s in four.stats.values()} == {"C"}
    assert four.pools["fp"].total == 10
    assert "rank.too_few" not in codes(four)  # a troop has no ranks: its RL is written (L1653)


def test_stats_lowered_for_fp_and_kept_within_two(pack):
    # RL 3, all C. 筋力 and 耐久 down to E: 2 levels each × 6 = 24 FP back (L370, L885).
    # 敏捷 C→A: 2 × 6 = 12 FP. Highest A (5), lowest E (1): 5 − 1 = 4 > 2 (L374).
    sheet = troop(pack, 3, stats={"strength": "E", "endurance": "E", "agility": "A"})
    assert fp_on(sheet, "/stats") == -24 + 12
    assert "troop.stat_spread" in codes(sheet, "error")
    # 筋力 D, 敏捷 B: 4 − 2 = 2 is within (L374): 6 FP back, 6 spent.
    fine = troop(pack, 3, stats={"strength": "D", "agility": "B"})
    assert "troop.stat_spread" not in codes(fine)
    assert fp_on(fine, "/stats") == 0


def test_mana_given_up_for_fp(pack):
    # RL 1: 1 + ceil(0.5) = 2 = D. 魔力 D → −(0Lv): 2 levels × 6 = 12 FP back (L371); the spread
    # leaves the −(0Lv) stat aside (L374), so D everywhere else is fine.
    sheet = troop(pack, 1, stats={"mana": "-"})
    assert fp_on(sheet, "/stats") == -12
    assert not [c for c in codes(sheet, "error") if c.startswith(("stat.", "troop."))]
    # then no 魔術 skill (L371)
    magic = troop(pack, 1, stats={"mana": "-"}, skills=[{"id": "majutsu", "level": "E", "options": ["attack"]}])
    assert "troop.zero_mana" in codes(magic, "error")
    # a master may not drop 魔力 below E (its floor, L889)
    master = evaluate(pack, make(pack, "master", stats={"mana": "-"}))
    assert "stat.below_floor" in codes(master, "error")


def test_skills_past_the_start_cost_double(pack):
    # RL 1: stats start at D (2). 戦闘続行 (2 FP/Lv, L1167) to C: levels E, D, C = 2 + 2 + 2 = 6;
    # D and C are at or past D, so they cost again: + 4 (L375) = 10.
    sheet = troop(pack, 1, skills=[{"id": "sentou_zokkou", "level": "C"}])
    assert fp_on(sheet, "/skills/0") == 10
    # a minus skill is not doubled (L376): 頭痛持ち −3 FP/Lv (L1231) at C = −9
    minus = troop(pack, 1, skills=[{"id": "zutsuumochi", "level": "C"}])
    assert fp_on(minus, "/skills/0") == -9
    # 単体 taken to the troop's level, E = RL 1 (L1359): 3 FP, and no doubling: 戦闘続行 C = 6
    singular = troop(pack, 1, skills=[{"id": "tantai", "level": "E"}, {"id": "sentou_zokkou", "level": "C"}])
    assert (fp_on(singular, "/skills/0"), fp_on(singular, "/skills/1")) == (3, 6)
    assert "troop.singular_needs_gm" in codes(singular, "gm")
    # 単体 is for troops only (L1359)
    assert "skill.kind_only" in codes(evaluate(pack, make(pack, "saber", skills=[{"id": "tantai", "level": "E"}])))
    assert "skill.kind_only" not in codes(troop(pack, 1, "troop_np", skills=[{"id": "tantai", "level": "E"}]))


def test_gear_costs_double(pack, tmp_path):
    # RL 1, 社会 D (2): 常備化P 2 × 2 = 4 (L960). 1 常備化P → 2 装備P (L970).
    # A 白兵武器 of 1 point costs 2 装備P for a troop (L381 「装備ポイント2点で1点」).
    sheet = troop(pack, 1, upkeep=[{"use": "equipment_points", "points": 1}],
                  gear=[{"kind": "melee_weapon", "points": 1}])
    assert (sheet.pools["equipment"].total, sheet.pools["equipment"].spent) == (2, 2)
    # the reading troop_gear_points=doubled (L381 「使用できるポイントは、通常の倍」 as a pool):
    # the 2 EP from 1 常備化P become 4; the weapon still costs 2
    import json as _json
    from builder.core.packs import load_pack
    overlay = tmp_path / "campaign.json"
    overlay.write_text(_json.dumps({"settings": {"troop_gear_points": "doubled"}}), encoding="utf-8")
    flipped = load_pack("fate-roll-dice", [overlay], user_layer=False)
    doubled = evaluate(flipped, make(flipped, "troop", troop_rank_level=1,
                                     upkeep=[{"use": "equipment_points", "points": 1}],
                                     gear=[{"kind": "melee_weapon", "points": 1}]))
    assert (doubled.pools["equipment"].total, doubled.pools["equipment"].spent) == (4, 2)
    # a troop with 宝具 instead of 社会 buys it with MP held (L380), double too: 1 point → 2 MP
    np_troop = troop(pack, 1, "troop_np", gear=[{"kind": "melee_weapon", "points": 1, "paid_with": "mp"}])
    assert np_troop.derived["mp_upkeep"] == 2
    assert "gear.mp_servant_only" not in codes(np_troop)


def test_what_a_troop_may_not_have(pack):
    # no troop of its own (L332)
    assert "troop.no_troops_for_troops" in codes(troop(pack, 1, troops=[{"method": "wealth", "rank_level": 1}]))
    # 宝具 −(0Lv) means no 宝具 (L373)
    np_troop = troop(pack, 1, "troop_np", stats={"noble_phantasm": "-"}, noble_phantasms=[{"name": "剣", "rank": "E"}])
    assert "troop.zero_noble_phantasm" in codes(np_troop, "error")
    # the rank level is written (L1653)
    assert "troop.rank_level_missing" in codes(evaluate(pack, make(pack, "troop", troop_rank_level=None)))


def test_an_item_works_at_half_rank(pack):
    # L382: a 宝具 of rank C (3) works at ceil(3 ÷ 2) = 2 = D for a troop.
    sheet = troop(pack, 3, "troop_np", noble_phantasms=[{"name": "軍旗", "rank": "C"}])
    row = next(r for r in sheet.items if r["section"] == "noble_phantasm")
    assert row["troop_rank"] == "D"


def test_the_text_sheet_is_the_troops(pack):
    # the troop sheet (L1648–1691): 「トループ用キャラクターシート」, RL as a number, no 令呪 or servant line
    from exports.text.sheet import render_text
    build = make(pack, "troop", troop_rank_level=4, name="傭兵団")
    text = render_text(pack, build, evaluate(pack, build))
    assert "トループ用キャラクターシート" in text and "【ランクレベル】4" in text
    assert "【令呪数】" not in text and "【サーヴァント】" not in text


def _owner_row(pack, rl):
    """The row an owner's sheet writes for a troop of ``rl`` bought with 財産ポイント (L342)."""
    sheet = evaluate(pack, make(pack, "master", stats={"society": "B"},
                                troops=[{"name": "軍勢", "method": "wealth", "rank_level": rl}]))
    return next(r for r in sheet.items if r["section"] == "troop")


def test_a_troop_past_ex_starts_at_ex_on_both_its_sheet_and_its_owners(pack):
    # L367: 1 + ceil(RL ÷ 2). RL 11 → 1 + ceil(5.5) = 7; RL 12 → 1 + 6 = 7: past EX (6, the last
    # level, L863), so EX. Neither is 2, 4 or 6: no extra FP (L367).
    for rl in (11, 12):
        own = troop(pack, rl)
        assert {s["level"] for s in own.stats.values()} == {"EX"}
        assert own.pools["fp"].total == 0
        row = _owner_row(pack, rl)  # (above 財産P's cap of 3, L343: an error, but the row is written)
        assert (row["base_stat"], row["bonus_fp"]) == ("EX", 0)
    # RL 6 → 1 + 3 = 4 = B, and 6 + 6 = 12 FP (L367), the same figures on both sheets.
    six = troop(pack, 6)
    assert {s["level"] for s in six.stats.values()} == {"B"}
    assert six.pools["fp"].total == 12
    assert (_owner_row(pack, 6)["base_stat"], _owner_row(pack, 6)["bonus_fp"]) == ("B", 12)
