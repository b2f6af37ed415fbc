"""Pricing rules, each worked by hand from the seed (arithmetic in comments)."""
from __future__ import annotations

from builder.core.engine import evaluate
from tests.builder.helpers import codes, fp_spent, make, ranks, with_setting

# A servant with no choices spends 0 FP; a master likewise. Each test changes one thing.


def test_rank_level_and_fp(pack):
    # servant: RL = 6 + 3 ranks = 9, FP = 9 × 6 = 54 (L748, L750)
    s = evaluate(pack, make(pack, "saber", ranks=ranks("chimeido", "ouzoku", "fuhai")))
    assert s.derived["rank_level"] == 9 and s.pools["fp"].total == 54
    # master: RL = 4 ranks = 4, FP 24
    m = evaluate(pack, make(pack, "master", ranks=ranks("ukkari", "tsundere", "seihai", "hisan")))
    assert m.derived["rank_level"] == 4 and m.pools["fp"].total == 24


def test_stat_steps(pack):
    # L886: D→B = 6 + 6 = 12
    assert fp_spent(pack, make(pack, "rider", stats={"strength": "B"})) == 12
    # L886: −→C = 6 + 6 + 6 = 18 (宝具 of a Saber starts at −)
    assert fp_spent(pack, make(pack, "saber", stats={"noble_phantasm": "C"})) == 18
    # L887: A→EX = 18 (Saber 筋力 A)
    assert fp_spent(pack, make(pack, "saber", stats={"strength": "EX"})) == 18
    # E→EX = 6×4 + 18 = 42 (Caster 筋力 E)
    assert fp_spent(pack, make(pack, "caster", stats={"strength": "EX"})) == 42
    # L890: 筋力 D→E gives 6 back
    assert fp_spent(pack, make(pack, "master", stats={"strength": "E"})) == -6


def test_stat_marks(pack):
    plus = {"sign": "+", "pattern": 1}
    minus = {"sign": "-", "pattern": 1}
    # L910: "+" 3 FP each → "++" 6
    assert fp_spent(pack, make(pack, "saber", stats={"mana": {"level": "C", "marks": [plus, plus]}})) == 6
    # L911: "−" gives 3 back
    assert fp_spent(pack, make(pack, "master", stats={"luck": {"level": "E", "marks": [minus]}})) == -3
    # L914: at most 2
    assert "mark.too_many" in codes(pack, make(pack, "saber", stats={"mana": {"level": "C", "marks": [plus] * 3}}))
    # L868: EX takes no "+"
    assert "stat.ex_plus" in codes(pack, make(pack, "saber", stats={"strength": {"level": "EX", "marks": [plus]}}))
    assert "stat.ex_plus" not in codes(pack, make(pack, "saber", stats={"strength": {"level": "EX"}}))


def test_mark_patterns(pack):
    bare = {"sign": "+", "pattern": 2}
    cond = {"sign": "+", "pattern": 2, "condition": "直線を駆ける時"}
    assert "mark.no_condition" in codes(pack, make(pack, "saber", stats={"agility": {"level": "B", "marks": [bare]}}))
    found = codes(pack, make(pack, "saber", stats={"agility": {"level": "B", "marks": [cond]}}))
    assert "mark.no_condition" not in found and "mark.condition_frequency" in found  # L902: GM judges


def test_stat_floor(pack):
    assert "stat.below_floor" in codes(pack, make(pack, "master", stats={"strength": "-"}))
    # 社会 to − needs the GM (creation digest §10 #2); 宝具 − is a normal servant state
    assert "stat.below_floor_gm" in codes(pack, make(pack, "master", stats={"society": "-"}))
    assert "stat.below_floor" not in codes(pack, make(pack, "archer", stats={"noble_phantasm": "-"}))


def test_skill_fixed_price_marks_and_ex(pack):
    # 怪力 3 FP/Lv (L1132): C = 9; "+" ceil(3/2) = 2; "−" gives 2 back (L910–911)
    kairiki = {"id": "kairiki", "level": "C"}
    assert fp_spent(pack, make(pack, "saber", skills=[kairiki])) == 9
    assert fp_spent(pack, make(pack, "saber", skills=[{**kairiki, "marks": [{"sign": "+"}]}])) == 11
    assert fp_spent(pack, make(pack, "saber", skills=[{**kairiki, "marks": [{"sign": "-"}]}])) == 7
    # EX = A (15) + 3 × 3 (L931) = 24
    assert fp_spent(pack, make(pack, "saber", skills=[{"id": "kairiki", "level": "EX"}])) == 24
    # at most 3 marks on a skill (L914)
    four = {**kairiki, "marks": [{"sign": "+"}] * 4}
    assert "mark.too_many" in codes(pack, make(pack, "saber", skills=[four]))


def test_tiered_skill(pack):
    # 対魔力 1,1,3,3,4 (L1138–1139): A from nothing = 12 (Berserker has none)
    assert fp_spent(pack, make(pack, "berserker", skills=[{"id": "taimaryoku", "level": "A"}])) == 12
    # Saber's base E is free: E→C = 1 + 3 = 4
    saber = make(pack, "saber", base_skills=[{"id": "taimaryoku", "level": "C"}, {"id": "kijou", "level": "E"}])
    assert fp_spent(pack, saber) == 4
    # EX step = 3 × the A-level price 4 = 12 (reading §10 #7): 12 + 12 = 24
    assert fp_spent(pack, make(pack, "berserker", skills=[{"id": "taimaryoku", "level": "EX"}])) == 24


def test_base_class_skill_refunds(pack):
    # アサシン 気配遮断 C (2 FP/Lv): lowering to E gives 2×2 = 4 back; removing it gives 6 (L889)
    lowered = make(pack, "assassin", base_skills=[{"id": "kehai_shadan", "level": "E"}])
    assert fp_spent(pack, lowered) == -4
    assert fp_spent(pack, make(pack, "assassin", base_skills=[])) == -6
    # raising C→A costs 2×2 = 4
    assert fp_spent(pack, make(pack, "assassin", base_skills=[{"id": "kehai_shadan", "level": "A"}])) == 4


def test_minus_skills(pack):
    # 頭痛持ち −3 FP/Lv (L1231): D gives 6
    assert fp_spent(pack, make(pack, "saber", skills=[{"id": "zutsuumochi", "level": "D"}])) == -6
    # a "−" on a minus skill shrinks the gain by ceil(3/2) = 2 (L1129, reading §10 #8): 4
    marked = {"id": "zutsuumochi", "level": "D", "marks": [{"sign": "-"}]}
    assert fp_spent(pack, make(pack, "saber", skills=[marked])) == -4
    # a "+" on it goes to the GM
    plus = {"id": "zutsuumochi", "level": "D", "marks": [{"sign": "+"}]}
    assert "skill.plus_on_minus" in codes(pack, make(pack, "saber", skills=[plus]), "gm")


def test_limits(pack):
    # 怪力 with a GM reduction of 1: 2 FP/Lv → C = 6 (L935)
    limited = {"id": "kairiki", "level": "C", "limits": [{"kind": "restriction", "text": "素手のみ", "reduction": 1}]}
    assert fp_spent(pack, make(pack, "saber", skills=[limited])) == 6
    assert "skill.limit" in codes(pack, make(pack, "saber", skills=[limited]), "gm")
    # a reduction of 3 would take it to 0: not allowed (L935)
    too_far = {**limited, "limits": [{"kind": "risk", "reduction": 3}]}
    assert "skill.limit_too_far" in codes(pack, make(pack, "saber", skills=[too_far]), "error")
    # a minus skill's limit shrinks the gain: 頭痛持ち −3 + 1 = −2/Lv → D gives 4 (L938)
    minus = {"id": "zutsuumochi", "level": "D", "limits": [{"kind": "restriction", "reduction": 1}]}
    assert fp_spent(pack, make(pack, "saber", skills=[minus])) == -4


def test_options_price(pack):
    # 魔術: systems − 1 (L1159). 3 systems → 2 FP/Lv; B = 8
    three = {"id": "majutsu", "level": "B", "choice": "錬金術", "options": ["attack", "defense", "search"]}
    assert fp_spent(pack, make(pack, "master", skills=[three])) == 8
    one = {"id": "majutsu", "level": "B", "options": ["attack"]}
    assert "skill.too_few_options" in codes(pack, make(pack, "master", skills=[one]))
    bogus = {"id": "majutsu", "level": "E", "options": ["attack", "teleport"]}
    assert "skill.unknown_option" in codes(pack, make(pack, "master", skills=[bogus]))


def test_gm_price(pack):
    # ○殺 is priced by the GM (1–5, L1145)
    unpriced = {"id": "goroshi", "level": "C", "choice": "竜"}
    assert "skill.gm_price_missing" in codes(pack, make(pack, "saber", skills=[unpriced]), "error")
    priced = {**unpriced, "fp_per_level": 2}
    assert fp_spent(pack, make(pack, "saber", skills=[priced])) == 6  # 2 × 3
    assert "skill.gm_price" in codes(pack, make(pack, "saber", skills=[priced]), "gm")
    out_of_range = {**unpriced, "fp_per_level": 9}
    assert "skill.gm_price_range" in codes(pack, make(pack, "saber", skills=[out_of_range]), "error")


def test_forced_minus_halved(pack):
    # 被害者 (L773): a grail/magic-caused minus skill at half FP (L741).
    # 頭痛持ち C: 3 × 3 = 9 gained; halved, rounded up (reading §10 #9): 5 kept → net −5
    skill = {"id": "zutsuumochi", "level": "C", "tags": ["magic_caused"]}
    build = make(pack, "master", ranks=ranks("higaisha"), skills=[skill])
    assert fp_spent(pack, build) == -5
    # the other reading, rounded down: 4 kept
    assert with_setting(pack, "forced_minus_rounding", "gain_down") is not pack
    assert evaluate(with_setting(pack, "forced_minus_rounding", "gain_down"), build).pools["fp"].spent == -4
    # missing skill: error
    assert "rank.forced_minus_missing" in codes(pack, make(pack, "master", ranks=ranks("higaisha")), "error")
    # 慢心 (L781): 悪癖・慢心 at B or above; D does not count
    low = {"id": "akuheki_manshin", "level": "D"}
    assert "rank.forced_minus_missing" in codes(pack, make(pack, "master", ranks=ranks("manshin"), skills=[low]))
    # at B: −5 × 4 = 20 gained, halved to 10 (L741)
    ok = {"id": "akuheki_manshin", "level": "B"}
    assert fp_spent(pack, make(pack, "master", ranks=ranks("manshin"), skills=[ok])) == -10


def test_invested_unknown_skill(pack):
    # 秘密(自) (L754) obliges FP in 「??」 (L1355): 0 FP fails, 3 FP passes and is spent
    zero = {"id": "unknown", "level": "E", "fp": 0}
    assert "rank.requires_skill" in codes(pack, make(pack, "master", ranks=ranks("himitsu_ji"), skills=[zero]))
    three = {"id": "unknown", "level": "E", "fp": 3}
    build = make(pack, "master", ranks=ranks("himitsu_ji"), skills=[three])
    assert "rank.requires_skill" not in codes(pack, build) and fp_spent(pack, build) == 3


def test_magecraft_minimum_counts_systems_only(pack):
    # 法術 (L1368): its normal-attack option is not a 系統; one system + that option is still
    # fewer than the two systems the 魔術 rules price (L1159)
    one_system = {"id": "houjutsu", "level": "E", "options": ["attack", "normal_attack"]}
    assert "skill.too_few_options" in codes(pack, make(pack, "master", skills=[one_system]))
    two = {"id": "houjutsu", "level": "E", "options": ["attack", "defense"]}
    assert "skill.too_few_options" not in codes(pack, make(pack, "master", skills=[two]))


def test_next_steps_are_the_engine_prices(pack):
    from builder.systems.fate_roll_dice.whatif import next_steps
    saber = make(pack, "saber")
    # 筋力 A: A→EX 18 (L887), "+" 3 (L910); 宝具 −: −→E 6 and no mark on − (L885)
    assert next_steps(pack, saber, "stat:strength") == [("A→EX", 18), ("+", 3)]
    assert next_steps(pack, saber, "stat:noble_phantasm") == [("−→E", 6)]
    # 対魔力 E (tiered 1,1,3,3,4, L1138): E→D 1; "+" ceil(1/2) = 1
    assert next_steps(pack, saber, "skill:0") == [("E→D", 1), ("+", 1)]
    # at C the next level costs 3 (B tier) and a mark ceil(3/2) = 2
    c = make(pack, "saber", base_skills=[{"id": "taimaryoku", "level": "C"}])
    assert next_steps(pack, c, "skill:0") == [("C→B", 3), ("+", 2)]
    # 怪力 A: the EX step is 3 × 3 = 9 (L931)
    a = make(pack, "saber", base_skills=[{"id": "kairiki", "level": "A"}])
    assert next_steps(pack, a, "skill:0") == [("A→EX", 9), ("+", 2)]
