"""Validation rules of the digest's section 5: for each, a case that triggers it and one that
does not. Severity and seed line are asserted where the seed decides them."""
from __future__ import annotations

from builder.core.engine import evaluate
from tests.builder.helpers import codes, make, ranks, with_setting


def finding(pack, build, code):
    return next(f for f in evaluate(pack, build).findings if f.code == code)


def test_rank_count(pack):  # V-R1/V-R2, L747–748
    assert "rank.too_few" in codes(pack, make(pack, "master"), "error")
    assert "rank.too_few" not in codes(pack, make(pack, "master", ranks=ranks("ukkari")))
    seven = ranks("ukkari", "tsundere", "seihai", "hisan", "hetare", "henjin", "hanzaisha")
    assert "rank.too_many" in codes(pack, make(pack, "master", ranks=seven), "error")


def test_rank_kind_and_duplicates(pack):  # V-R3, V-R6
    assert "rank.wrong_kind" in codes(pack, make(pack, "saber", ranks=ranks("osa")), "error")
    assert "rank.duplicate" in codes(pack, make(pack, "saber", ranks=ranks("fuhai", "fuhai")), "gm")
    assert "rank.unknown" in codes(pack, make(pack, "saber", ranks=ranks("nope")), "error")


def test_rank_level_caps(pack):  # V-R7 被呪 RL ≤ 11 (L822), V-R8 一員 RL ≤ 9 (L823)
    five = ["chimeido", "ouzoku", "honryou", "fuhai", "hiju"]  # RL 6+5 = 11
    assert "rank.rank_level_max" not in codes(pack, make(pack, "saber", ranks=ranks(*five)))
    assert "rank.rank_level_max" in codes(pack, make(pack, "saber", ranks=ranks(*five, "iminame")), "error")
    three = ["chimeido", "ouzoku", "ichiin"]  # RL 9
    assert "rank.rank_level_max" not in codes(pack, make(pack, "saber", ranks=ranks(*three)))
    assert "rank.rank_level_max" in codes(pack, make(pack, "saber", ranks=ranks(*three, "fuhai")))


def test_boss_is_npc_only(pack):  # V-R9, L759
    assert "rank.npc_only" in codes(pack, make(pack, "master", ranks=ranks("boss_zokusei")), "error")
    assert "rank.npc_only" not in codes(pack, make(pack, "master", npc=True, ranks=ranks("boss_zokusei")))


def test_bonjin_spread(pack):  # V-RC3, L767: master D D D E E E → spread 2−1 = 1
    assert "rank.stat_spread" not in codes(pack, make(pack, "master", ranks=ranks("bonjin")))
    # 筋力 B (4) vs E (1): spread 3 > 2
    assert "rank.stat_spread" in codes(pack, make(pack, "master", ranks=ranks("bonjin"), stats={"strength": "B"}))


def test_osa_society(pack):  # V-RC1, L761 (ties: §10 #11)
    # base master: 社会 E ties 魔力 E and 幸運 E for lowest → warning only
    tied = codes(pack, make(pack, "master", ranks=ranks("osa")))
    assert "rank.stat_tied_lowest" in tied and "rank.stat_lowest" not in tied
    assert "rank.stat_tied_lowest" not in codes(pack, make(pack, "master", ranks=ranks("osa"), stats={"society": "D"}))
    # fallen (没落): 社会 must be lowest; 社会 D above 魔力 E → error
    fallen = [{"id": "osa", "params": {"fallen": True}}]
    assert "rank.stat_not_lowest" in codes(pack, make(pack, "master", ranks=fallen, stats={"society": "D"}), "error")
    assert "rank.stat_not_lowest" not in codes(pack, make(pack, "master", ranks=fallen))


def test_required_skills(pack):
    # 軍勝 (L803): a command skill is mandatory
    assert "rank.requires_skill" in codes(pack, make(pack, "saber", ranks=ranks("gunshou")), "error")
    ok = make(pack, "saber", ranks=ranks("gunshou"), skills=[{"id": "charisma", "level": "E"}])
    assert "rank.requires_skill" not in codes(pack, ok)
    # 神族 (L809): 神性 (○性 with ○ = 神)
    assert "rank.requires_skill" in codes(pack, make(pack, "caster", ranks=ranks("shinzoku")))
    sei = {"id": "sei", "level": "E", "choice": "神", "fp_per_level": 1}
    assert "rank.requires_skill" not in codes(pack, make(pack, "caster", ranks=ranks("shinzoku"), skills=[sei]))
    # 神起源 (L808): 神性 at D or lower
    high = {**sei, "level": "B"}
    assert "rank.requires_skill" in codes(pack, make(pack, "caster", ranks=ranks("shin_kigen"), skills=[high]))


def test_almost_mandatory_is_waivable(pack):  # 「ほぼ必須」 L740: 時計塔 needs 魔術 (L784)
    build = make(pack, "master", ranks=ranks("tokeitou"))
    f = finding(pack, build, "rank.requires_skill")
    assert f.severity == "error" and f.waivable and f.rule.line == 784
    approved = make(pack, "master", ranks=ranks("tokeitou"), approvals=[
        {"code": "rank.requires_skill", "path": "/ranks/0", "reason": "魔術刻印のみ継承"}])
    f = finding(pack, approved, "rank.requires_skill")
    assert f.severity == "approved" and f.approval == "魔術刻印のみ継承"


def test_hard_requirement_is_not_waivable(pack):  # 「必須」: 戦士 (L789) needs a combat skill
    build = make(pack, "master", ranks=ranks("senshi"),
                 approvals=[{"code": "rank.requires_skill", "path": "/ranks/0", "reason": "x"}])
    assert finding(pack, build, "rank.requires_skill").severity == "error"


def test_makikomare_forbids_magic_field(pack):  # V-RC5, L757
    magic = {"id": "bunya_chishiki", "level": "E", "choice": "魔術"}
    assert "rank.forbids_skill" in codes(pack, make(pack, "master", ranks=ranks("makikomare"), skills=[magic]))
    other = {"id": "bunya_chishiki", "level": "E", "choice": "料理"}
    assert "rank.forbids_skill" not in codes(pack, make(pack, "master", ranks=ranks("makikomare"), skills=[other]))


def test_kioku_soushitsu_needs_limits(pack):  # V-RC8, L770
    plain = {"id": "kairiki", "level": "E"}
    assert "rank.skill_needs_limit" in codes(pack, make(pack, "master", ranks=ranks("kioku_soushitsu"), skills=[plain]))
    limited = {**plain, "limits": [{"kind": "restriction", "text": "記憶が戻った時のみ", "reduction": 1}]}
    growth = {"id": "seichousei", "level": "E"}
    found = codes(pack, make(pack, "master", ranks=ranks("kioku_soushitsu"), skills=[limited, growth]))
    assert "rank.skill_needs_limit" not in found


def test_akumei_with_chimeido_needs_gm(pack):  # V-R10, L807
    assert "rank.conflicts" in codes(pack, make(pack, "saber", ranks=ranks("akumei", "chimeido")), "gm")
    assert "rank.conflicts" not in codes(pack, make(pack, "saber", ranks=ranks("akumei")))


def test_seija_alignment(pack):  # V-RC32, L818
    r = [{"id": "seija", "params": {"alignment": "秩序/善"}}]
    wrong = make(pack, "saber", ranks=r)  # helper alignment is 中立/中庸
    assert "rank.alignment_mismatch" in codes(pack, wrong, "error")
    right = make(pack, "saber", ranks=r, alignment={"goal": "lawful", "action": "good"})
    assert "rank.alignment_mismatch" not in codes(pack, right)


def test_skill_kinds(pack):  # V-K3, L1123
    assert "skill.kind_only" in codes(pack, make(pack, "master", skills=[{"id": "ougonritsu", "level": "E"}]), "error")
    # 対魔力 on a human is the GM's call (L1138)
    assert "skill.kind_only" in codes(pack, make(pack, "master", skills=[{"id": "taimaryoku", "level": "E"}]), "gm")
    assert "skill.kind_only" not in codes(pack, make(pack, "saber"))


def test_growth_skill(pack):  # V-K4/V-K5, L1354–1356
    growth = {"id": "seichousei", "level": "B"}  # RL 2 → max 6 − 2 = 4 = B
    assert "skill.above_max" not in codes(pack, make(pack, "master", ranks=ranks("ukkari", "hisan"), skills=[growth]))
    assert "skill.above_max" in codes(pack, make(pack, "master", ranks=ranks("ukkari", "hisan"),
                                                 skills=[{**growth, "level": "A"}]))
    four = ranks("ukkari", "hisan", "tsundere", "seihai")
    assert "skill.rank_level_exception" in codes(pack, make(pack, "master", ranks=four, skills=[{**growth, "level": "E"}]), "gm")
    defier = {"id": "unmei_ni_aragau_mono", "level": "E"}
    assert "skill.requires_skill" in codes(pack, make(pack, "master", skills=[defier]))
    assert "skill.requires_skill" not in codes(pack, make(pack, "master", skills=[defier, growth]))


def test_distinctive_appearance_cap(pack):  # V-RC36, L1347
    looks = {"id": "tokuchou_youshi", "level": "B"}
    assert "skill.cap_without_ranks" in codes(pack, make(pack, "saber", skills=[looks]))
    assert "skill.cap_without_ranks" not in codes(pack, make(pack, "saber", ranks=ranks("chimeido"), skills=[looks]))


def test_fp_budget(pack):  # V-F1/V-F2, L750
    # Saber with 1 rank: RL 7, FP 42. 宝具 −→A = 5 × 6 = 30, 幸運 D→B = 2 × 6 = 12 → 42
    exact = make(pack, "saber", ranks=ranks("fuhai"), stats={"noble_phantasm": "A", "luck": "B"})
    found = codes(pack, exact)
    assert "fp.overspent" not in found and "fp.unspent" not in found
    # 宝具 −→EX = 5 × 6 + 18 = 48 > 42
    over = make(pack, "saber", ranks=ranks("fuhai"), stats={"noble_phantasm": "EX"})
    assert "fp.overspent" in codes(pack, over, "error")
    under = make(pack, "saber", ranks=ranks("fuhai"))
    assert "fp.unspent" in codes(pack, under, "warning")
    assert "fp.unspent" not in codes(with_setting(pack, "unspent_fp", "none"), under)


def test_alignment(pack):  # V-A1, L832–836
    assert "alignment.goal" in codes(pack, make(pack, "saber", alignment={}), "error")
    mad = make(pack, "berserker", alignment={"goal": "chaotic", "action": "good"})
    assert "alignment.madness_not_mad" in codes(pack, mad, "warning")
    ok = make(pack, "berserker", alignment={"goal": "chaotic", "action": "mad", "pre_madness": "good"})
    assert not [c for c in codes(pack, ok) if c.startswith("alignment.")]


def test_alignment_findings_say_what_is_wrong_without_empty_brackets(pack):
    """L833–834: 目的基準 is 秩序・中立・混沌, 行動基準 善・中庸・悪・狂. Not chosen: say so and
    name the choices (no 「()」 for a value that is not there); 狂 as a 目的基準: quote it."""
    from builder.words.places import finding_text
    new = make(pack, "saber", alignment={})
    texts = {f.code: finding_text(pack, new, f, "ja") for f in evaluate(pack, new).findings}
    assert texts["alignment.goal"] == "目的基準を選んでください(秩序・中立・混沌のどれか)"
    assert texts["alignment.action"] == "行動基準を選んでください(善・中庸・悪・狂のどれか)"
    wrong = make(pack, "saber", alignment={"goal": "mad", "action": "good"})
    found = [f for f in evaluate(pack, wrong).findings if f.code.startswith("alignment.")]
    assert [f.code for f in found] == ["alignment.goal_unknown"]
    assert finding_text(pack, wrong, found[0], "ja") == "「狂」は目的基準にありません(秩序・中立・混沌のどれか)"
    assert finding_text(pack, wrong, found[0], "en") == '"Mad" is not a goal axis (Lawful, Neutral or Chaotic)'


def test_pools_from_society(pack):  # L960; digest §2.13: 社会 C → 財産P 6, 常備化P 6
    sheet = evaluate(pack, make(pack, "master", stats={"society": "C"}))
    assert (sheet.pools["wealth"].total, sheet.pools["upkeep"].total) == (6, 6)
    # a servant only through 黄金律 (L1131): B → 4 × 2 = 8
    sheet = evaluate(pack, make(pack, "saber", skills=[{"id": "ougonritsu", "level": "B"}]))
    assert sheet.pools["wealth"].total == 8
    assert "wealth" not in evaluate(pack, make(pack, "saber")).pools


def test_equipment_points_and_gear(pack):
    # 2 常備化P → 4 EP (L970); a 白兵武器 of 3 exceeds max(筋D2, 敏D2) = 2 (L1027)
    upkeep = [{"use": "equipment_points", "points": 2}]
    over = make(pack, "master", upkeep=upkeep, gear=[{"kind": "melee_weapon", "points": 3}])
    assert "gear.over_cap" in codes(pack, over, "error")
    ok = make(pack, "master", upkeep=upkeep, gear=[{"kind": "melee_weapon", "points": 2}])
    sheet = evaluate(pack, ok)
    assert (sheet.pools["equipment"].total, sheet.pools["equipment"].spent) == (4, 2)
    # 両用武器 needs at least 2 EP (L1000)
    assert "gear.min_points" in codes(pack, make(pack, "master", upkeep=upkeep, gear=[{"kind": "dual_weapon", "points": 1}]))
    # a mount needs 騎乗 (L993)
    assert "gear.mount_needs_riding" in codes(pack, make(pack, "master", upkeep=upkeep, gear=[{"kind": "mobility_mount", "points": 1}]))
    # spending more 常備化P than 社会 E × 2 = 2
    assert "upkeep.overspent" in codes(pack, make(pack, "master", upkeep=[{"use": "equipment_points", "points": 3}]))


def test_heroic_gear_and_mp_items(pack):  # L1106–1113
    heroic = [{"kind": "melee_weapon", "points": 3, "paid_with": "mp"}]
    sheet = evaluate(pack, make(pack, "saber", gear=heroic))
    assert sheet.derived["mp_upkeep"] == 3 and sheet.derived["effective_mp"] == sheet.derived["mp"] - 3
    assert "gear.mp_servant_only" in codes(pack, make(pack, "master", gear=heroic), "error")
    # RL 7 servant, 宝具 −: cap max(floor(7/2), 0) = 3
    items = make(pack, "saber", ranks=ranks("fuhai"), mp_items=[{"name": "薬", "points": 4}])
    assert "mp_item.over_cap" in codes(pack, items, "error")
    items = make(pack, "saber", ranks=ranks("fuhai"), mp_items=[{"name": "薬", "points": 3}])
    assert "mp_item.over_cap" not in codes(pack, items)


def test_mystic_code_prices(pack):  # L1032
    upkeep = [{"use": "equipment_points", "points": 2}]  # master 社会 E: 2 常備化P → 4 EP
    base = {"name": "礼装", "kind": "tool", "activation": "sustained", "target": "anti_unit", "rank": "D"}
    spent = lambda b, p=pack: evaluate(p, b).pools["equipment"].spent
    assert spent(make(pack, "master", upkeep=upkeep, mystic_codes=[base])) == 4  # D: 2 × 2
    plus = {**base, "marks": [{"sign": "+"}]}
    assert spent(make(pack, "master", upkeep=upkeep, mystic_codes=[plus])) == 5  # + 1 EP
    minus = make(pack, "master", upkeep=upkeep, mystic_codes=[{**base, "marks": [{"sign": "-"}]}])
    assert spent(minus) == 3  # "−" gives 1 back (reading §10 #49) …
    assert spent(minus, with_setting(pack, "mystic_code_minus_refunds", False)) == 4  # … a switch
    anti_world = {**base, "target": "anti_world"}  # L1090: not for 礼装
    assert "item.category_not_for_mystic_code" in codes(pack, make(pack, "master", upkeep=upkeep, mystic_codes=[anti_world]))


def _np(**kw):
    return {"name": "宝具", "kind": "weapon", "activation": "single", "target": "anti_unit", "rank": "C", **kw}


def test_np_capacity_and_split(pack):  # L1038, L1098
    # 宝具 A = 5 split into C (3) + D (2)
    ok = make(pack, "saber", stats={"noble_phantasm": "A"}, noble_phantasms=[_np(), _np(rank="D")])
    sheet = evaluate(pack, ok)
    assert (sheet.pools["noble_phantasm"].total, sheet.pools["noble_phantasm"].spent) == (5, 5)
    assert "noble_phantasm.overspent" not in codes(pack, ok)
    over = make(pack, "saber", stats={"noble_phantasm": "A"}, noble_phantasms=[_np(), _np(rank="C")])
    assert "noble_phantasm.overspent" in codes(pack, over, "error")


def test_extra_np_from_minus_effects(pack):  # L1099–1101: 宝具A + 2 minus effects → A NP + D NP
    minus = [{"id": "shiyou_kaisuu_gentei"}, {"id": "junbi_oo"}]
    nps = [_np(rank="A", effects=minus), _np(rank="D")]
    build = make(pack, "saber", stats={"noble_phantasm": "A"}, noble_phantasms=nps)
    sheet = evaluate(pack, build)
    # supply 5 + 2 spare minus = 7; demand 5 + 2 = 7
    assert (sheet.pools["noble_phantasm"].total, sheet.pools["noble_phantasm"].spent) == (7, 7)
    assert "np.needs_multiple_effect" in codes(pack, build, "error")
    multi = [{"id": "fukusuu_hougu"}]
    fixed = make(pack, "saber", stats={"noble_phantasm": "A"},
                 noble_phantasms=[_np(rank="A", effects=minus + multi), _np(rank="D", effects=multi)])
    assert "np.needs_multiple_effect" not in codes(pack, fixed)


def test_np_dice_and_mp_a_plus_plus_anti_fortress(pack):  # L1093: A++ 対城 → 40d6, 35 MP
    plus = {"sign": "+", "pattern": 1}
    build = make(pack, "saber", stats={"noble_phantasm": {"level": "A", "marks": [plus, plus]}},
                 noble_phantasms=[_np(rank="A", target="anti_fortress", marks=[plus, plus])])
    (row,) = [i for i in evaluate(pack, build).items if i["section"] == "noble_phantasm"]
    # base 単発 A: 10 dice; 対城 ×2 → 20; each "+" adds the base 10 → 40
    # MP: 10 × 1.5 = 15, + 10 + 10 = 35
    assert (row["dice_doubled"], row["mp"]) == (40, 35)
    assert "np.marks_without_source" not in codes(pack, build)
    no_source = make(pack, "saber", stats={"noble_phantasm": "A"},
                     noble_phantasms=[_np(rank="A", marks=[plus])])
    assert "np.marks_without_source" in codes(pack, no_source, "error")


def test_np_effects_cost_dice(pack):  # L1076–1082
    plus2 = [{"id": "bougyo_mushi"}, {"id": "hp_kyuushuu"}]
    # 単発 C with 2 plus effects: (3 − 2) levels × 2 = 2 dice
    b = make(pack, "saber", stats={"noble_phantasm": "C"}, noble_phantasms=[_np(effects=plus2)])
    (row,) = [i for i in evaluate(pack, b).items if i["section"] == "noble_phantasm"]
    assert row["dice"] == 2
    # EX: 2 free slots (L1082): 単発 EX 6 × 2 = 12 dice even with 2 plus effects
    b = make(pack, "saber", stats={"noble_phantasm": "EX"}, noble_phantasms=[_np(rank="EX", effects=plus2)])
    (row,) = [i for i in evaluate(pack, b).items if i["section"] == "noble_phantasm"]
    assert row["dice"] == 12
    # 常時 C: at most ceil(3/2) = 2 levels of effects; 3 plus effects is too many
    plus3 = plus2 + [{"id": "counter"}]
    b = make(pack, "saber", stats={"noble_phantasm": "C"}, noble_phantasms=[_np(activation="constant", effects=plus3)])
    assert "item.too_many_effects" in codes(pack, b, "error")


def test_np_effect_conditions(pack):
    # 必殺 is 【宝具専用】 and for weapons/mounts/abilities (L1400-ish): not on a 礼装
    mc = {"name": "礼装", "kind": "weapon", "activation": "single", "target": "anti_unit", "rank": "E",
          "effects": [{"id": "hissatsu"}]}
    assert "effect.not_for" in codes(pack, make(pack, "master", mystic_codes=[mc]), "error")
    # 秘密 needs the rank 秘密(他) (L1507)
    secret = make(pack, "saber", stats={"noble_phantasm": "C"}, noble_phantasms=[_np(effects=[{"id": "himitsu"}])])
    assert "effect.requires_rank" in codes(pack, secret, "error")
    # armor is bought at half rank (L1054–1055): a D armor costs 1
    armor = make(pack, "saber", stats={"noble_phantasm": "E"}, noble_phantasms=[_np(kind="armor", rank="D")])
    assert evaluate(pack, armor).pools["noble_phantasm"].spent == 1


def test_mount_above_riding(pack):  # L1036 vs L1059 (§10 #33): a switch
    mount = make(pack, "rider", noble_phantasms=[_np(kind="mount", rank="D")])  # 騎乗 E (1) < D (2)
    assert "item.mount_above_riding" in codes(pack, mount, "warning")
    assert "item.mount_above_riding" in codes(with_setting(pack, "mount_above_riding", "forbidden"), mount, "error")


def test_master_np_needs_denshou(pack):  # V-E10, L1279
    assert "np.master_needs_skill" in codes(pack, make(pack, "master", noble_phantasms=[_np(rank="E")]), "error")
    ok = make(pack, "master", skills=[{"id": "denshou_hokinsha", "level": "E"}], noble_phantasms=[_np(rank="E")])
    assert "np.master_needs_skill" not in codes(pack, ok)


def test_madness_reading_switch(pack):  # §10 #19: HP from stats after 狂化 (default) or before
    from builder.core.documents import load_build
    from tests.conftest import EXAMPLES
    build = load_build(EXAMPLES / "berserker.json")
    # bought 筋A5 耐B4: (15+4)×2+8 = 46; after 狂化C 耐→A: (15+5)×2+8 = 48
    assert evaluate(pack, build).derived["hp"] == 48
    assert evaluate(with_setting(pack, "derived_uses_final_stats", False), build).derived["hp"] == 46


def test_gm_entered_types(pack):  # V-T2, L709
    assert "type.needs_gm_data" in codes(pack, make(pack, "irregular", type_override=None), "error")
    ok = make(pack, "irregular")  # new_build fills type_override with the template
    assert "type.gm_entered" in codes(pack, ok, "gm")


def test_unknown_ids_fail_closed(pack):
    assert "skill.unknown" in codes(pack, make(pack, "saber", skills=[{"id": "no_such", "level": "E"}]), "error")
    assert "type.unknown" in codes(pack, make(pack, "saber").model_copy(update={"type": "ruler"}), "error")


def test_skill_combo(pack):  # V-K8, L940–947
    combo = {"name": "旋風剣", "components": ["strength", "kairiki", "誓約の光剣"], "limits": 1}
    build = make(pack, "saber", skills=[{"id": "kairiki", "level": "E"}], combos=[combo])
    # 怪力 E 3 + combo: 3 components − 1 limit = 2 → 5
    assert evaluate(pack, build).pools["fp"].spent == 5
    assert "combo.rule_off" in codes(pack, build, "gm")
    assert "combo.rule_off" not in codes(with_setting(pack, "skill_combo", True), build)
    # at least 1 FP even with many limits (L946)
    cheap = make(pack, "saber", combos=[{**combo, "limits": 5}])
    assert evaluate(pack, cheap).pools["fp"].spent == 1


def test_true_name_target(pack):  # L307: 12 − (ceil(RL/2) + fame ranks + 特徴容姿)
    # RL 6+2 = 8 → 4; 知名度 and 本領 → 2; 特徴容姿 C → 3: 12 − 9 = 3
    build = make(pack, "rider", ranks=ranks("chimeido", "honryou"), skills=[{"id": "tokuchou_youshi", "level": "C"}])
    assert evaluate(pack, build).derived["true_name_target"] == 3
    assert "true_name_target" not in evaluate(pack, make(pack, "master", ranks=ranks("ukkari"))).derived


def test_reaction_modifier(pack):  # L849–854
    from builder.systems.fate_roll_dice.alignment import reaction_modifier
    def who(goal, action, pre=None, rank_ids=()):
        return make(pack, "saber", alignment={"goal": goal, "action": action, "pre_madness": pre},
                    ranks=ranks(*rank_ids))
    # L849: 秩序/善 vs 中立/中庸 = 1 row + 1 column = −2
    assert reaction_modifier(pack, who("lawful", "good"), who("neutral", "balanced")) == -2
    assert reaction_modifier(pack, who("lawful", "good"), who("lawful", "good")) == 0
    # 秩序/善 vs 混沌/悪: 2 + 2 = −4
    assert reaction_modifier(pack, who("lawful", "good"), who("chaotic", "evil")) == -4
    # 狂 from 狂化 (pre-madness 善) vs 混沌/悪: grid from 混沌/善 → −2, then −2 more = −4 (L850)
    assert reaction_modifier(pack, who("chaotic", "mad", "good"), who("chaotic", "evil")) == -4
    # congenital 狂: flat −4 (L850)
    assert reaction_modifier(pack, who("chaotic", "mad"), who("lawful", "good")) == -4
    # both mad from 狂化 at opposite corners: −4 − 2 − 2 = −8, stops at −6 (L854)
    assert reaction_modifier(pack, who("lawful", "mad", "good"), who("chaotic", "mad", "evil")) == -6
    # 不仲 fixes it at −8, past the cap (L766)
    master = make(pack, "master", ranks=ranks("funaka"), alignment={"goal": "lawful", "action": "good"})
    assert reaction_modifier(pack, master, who("lawful", "good")) == -8
