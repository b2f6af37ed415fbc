"""Issue 13's Fate/roll dice rules, each on a hand-worked character (000_8acb8ad758a0196c.txt).

Every number is worked from the seed's rules in the comment beside it, not copied from the
engine's output.
"""
from __future__ import annotations

from builder.core.engine import evaluate
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


# --------------------------------------------------------------------------- 宝具/礼装 effects

def _np(name="宝具", rank="C", kind="weapon", activation="single", target="anti_unit", effects=(), **more):
    return {"name": name, "kind": kind, "activation": activation, "target": target, "rank": rank,
            "effects": [e if isinstance(e, dict) else {"id": e} for e in effects], **more}


def test_madness_effects_are_for_berserkers(pack):
    # 狂化使用可 (L1423) and 狂化時要令呪 (L1473): 「バーサーカーのサーヴァントの宝具専用」
    for effect in ("kyouka_shiyou_ka", "kyoukaji_you_reiju"):
        nps = [_np(effects=[effect])]
        assert "effect.requires_class" in codes(pack, make(pack, "saber", noble_phantasms=nps), "error")
        assert "effect.requires_class" not in codes(pack, make(pack, "berserker", noble_phantasms=nps))


def test_effects_that_need_a_skill(pack):
    # 威光の力 adds カリスマ (L1455): without カリスマ it is refused; with it, not
    nps = [_np(effects=["ikou_no_chikara"])]
    assert "effect.requires_skill" in codes(pack, make(pack, "saber", noble_phantasms=nps), "error")
    charisma = [{"id": "charisma", "level": "E"}]
    assert "effect.requires_skill" not in codes(pack, make(pack, "saber", noble_phantasms=nps, skills=charisma))
    # 嵐の航海者 has カリスマ's effect (L1148), so it serves as well
    voyager = [{"id": "arashi_no_koukaisha", "level": "E"}]
    assert "effect.requires_skill" not in codes(pack, make(pack, "saber", noble_phantasms=nps, skills=voyager))
    # 勇者の力 (L1449): any one of 勇猛, 勇気, 蛮勇; 帝権強化 (L1437) 皇帝特権; 攻性心眼/攻性直感 (L1456–1457)
    for effect, skill in (("yuusha_no_chikara", "yuuki"), ("teiken_kyouka", "koutei_tokken"),
                          ("kousei_shingan", "shingan"), ("kousei_chokkan", "chokkan")):
        nps = [_np(effects=[effect])]
        assert "effect.requires_skill" in codes(pack, make(pack, "saber", noble_phantasms=nps)), effect
        held = [{"id": skill, "level": "E"}]
        assert "effect.requires_skill" not in codes(pack, make(pack, "saber", noble_phantasms=nps, skills=held)), effect


def test_troop_loss_effects_exclude_surplus_transfer(pack):
    # 装備喪失時残存不可 (L1485) and トループ喪失時残存不可 (L1486): 「「余剰譲渡」と併せて取得する事は出来ません」
    for effect in ("soubi_soushitsuji_zanson_fuka", "troop_soushitsuji_zanson_fuka"):
        with_surplus = [_np(rank="B", activation="sustained", effects=["troop", "yojou_jouto", effect])]
        found = codes(pack, make(pack, "saber", noble_phantasms=with_surplus), "error")
        assert "effect.excludes" in found, effect
        alone = [_np(rank="B", activation="sustained", effects=["troop", effect])]
        assert "effect.excludes" not in codes(pack, make(pack, "saber", noble_phantasms=alone)), effect


def test_third_damage_reflection_needs_the_gm(pack):
    # L1391: one copy per mode, both modes = 2; reducing one's own damage takes one more and the GM
    two = [_np(rank="B", effects=[{"id": "damage_hansha", "count": 2}])]
    assert "effect.reflection_own_damage" not in codes(pack, make(pack, "saber", noble_phantasms=two))
    three = [_np(rank="B", effects=[{"id": "damage_hansha", "count": 3}])]
    assert "effect.reflection_own_damage" in codes(pack, make(pack, "saber", noble_phantasms=three), "gm")


def test_slot_transfer_gives_the_named_item_a_free_slot(pack):
    # Saber 宝具 B (4 levels, L1098) split: 剣 C (3) + 鞘 E (1) = 4, no 複数宝具 needed.
    # 剣 takes 追加枠譲渡 (+1, L1426) naming 鞘: 剣 単発 C has 3 levels (L1064), 1 plus → 2 left → 4 dice.
    # 鞘 takes 必中 (+1) and receives the transferred slot: its plus is free, so 鞘 (単発 E, 1 level)
    # keeps 1 level → 2 dice (L1064: ×2) instead of 0 with the effect paid from its own dice.
    sword = _np("剣", rank="C", effects=[{"id": "tsuika_waku_jouto", "transfer_to": "鞘"}])
    sheath = _np("鞘", rank="E", effects=["hicchuu"])
    sheet = evaluate(pack, make(pack, "saber", stats={"noble_phantasm": "B"}, noble_phantasms=[sword, sheath]))
    rows = {r["name"]: r for r in sheet.items if r["section"] == "noble_phantasm"}
    assert rows["剣"]["dice"] == 4 and rows["鞘"]["dice"] == 2
    assert not [f for f in sheet.findings if f.code.startswith("effect.transfer")]
    # naming no other item is refused
    lost = _np("剣", rank="C", effects=[{"id": "tsuika_waku_jouto", "transfer_to": "盾"}])
    assert "effect.transfer_target_missing" in codes(
        pack, make(pack, "saber", stats={"noble_phantasm": "B"}, noble_phantasms=[lost, sheath]), "error")


def test_self_seal_grants_the_sealed_skills_fp(pack):
    # 自己封印 (L1429): a non-常時 barrier; the FP spent on the sealed skill is gained again.
    # Saber seals 直感 C (L1173: 1Lv4FP): 3 levels × 4 = 12 FP spent on it, so 12 FP more.
    skill_fp = 12
    barrier = _np("暗黒神殿", rank="C", kind="barrier", activation="sustained",
                  effects=[{"id": "jiko_fuuin", "skill": "chokkan"}])
    build = make(pack, "saber", stats={"noble_phantasm": "C"}, noble_phantasms=[barrier],
                 skills=[{"id": "chokkan", "level": "C"}], ranks=ranks("chimeido"))
    sheet = evaluate(pack, build)
    # RL 7 → 42 FP (L750) + the sealed skill's FP
    assert sheet.pools["fp"].total == 42 + skill_fp
    assert "effect.self_seal_fp" in [f.code for f in sheet.findings if f.severity == "gm"]
    unnamed = _np("暗黒神殿", rank="C", kind="barrier", activation="sustained", effects=["jiko_fuuin"])
    assert "effect.sealed_skill_missing" in codes(pack, make(pack, "saber", stats={"noble_phantasm": "C"},
                                                               noble_phantasms=[unnamed]), "error")


def test_ex_noble_phantasm_split_has_two_more_levels(pack):
    # L1103: 宝具 EX (6) split into several 宝具 has +2 levels of room: 6 + 2 = 8.
    # A (5) + C (3) = 8 fits; each carries 複数宝具 because more than the stat's 6 is used (L1100).
    nps = [_np("一", rank="A", effects=["fukusuu_hougu"]), _np("二", rank="C", effects=["fukusuu_hougu"])]
    sheet = evaluate(pack, make(pack, "saber", stats={"noble_phantasm": "EX"}, noble_phantasms=nps))
    assert sheet.pools["noble_phantasm"].total == 8 and sheet.pools["noble_phantasm"].spent == 8
    assert "noble_phantasm.overspent" not in [f.code for f in sheet.findings]
    # one EX 宝具 alone keeps its two free slots (L1082) instead: capacity stays 6
    one = evaluate(pack, make(pack, "saber", stats={"noble_phantasm": "EX"}, noble_phantasms=[_np(rank="EX")]))
    assert one.pools["noble_phantasm"].total == 6


# --------------------------------------------------------------------------- 嵐の航海者 (L1148)

def test_storm_voyager_rides_ships_only(pack):
    # 嵐の航海者 is 「対象を船に限定した「騎乗」スキル」 (L1148); a 乗騎 needs 騎乗 (L993), capped at its level (L1029)
    voyager = [{"id": "arashi_no_koukaisha", "level": "C"}]
    society = {"society": "C"}  # a master: 社会 C → 6 常備化P → 3 of them = 6 EP (L960, L970)
    upkeep = [{"use": "equipment_points", "points": 3}]
    ship = {"kind": "melee_mount", "points": 3, "ship": True, "name": "小舟"}
    built = make(pack, "master", skills=voyager, stats=society, upkeep=upkeep, gear=[ship])
    found = codes(pack, built)
    assert "gear.mount_needs_riding" not in found and "gear.over_cap" not in found  # 3 ≤ 嵐の航海者 C = 3
    horse = {**ship, "ship": False, "name": "馬"}
    assert "gear.mount_needs_riding" in codes(pack, make(pack, "master", skills=voyager, stats=society,
                                                         upkeep=upkeep, gear=[horse]), "error")
    # Rider (騎乗 E = 1) with 嵐の航海者 C (3) and a ship 宝具 B (4): ridden with max(1, 3) = 3,
    # so 4 − 3 = −1 to every check (L1059); as a horse it is ridden with 騎乗 E: 4 − 1 = −3
    def penalty(ship):
        np_ = _np("幽霊船", rank="B", kind="mount", activation="sustained", ship=ship)
        sheet = evaluate(pack, make(pack, "rider", skills=voyager, noble_phantasms=[np_]))
        return [f.params["penalty"] for f in sheet.findings if f.code == "item.mount_above_riding"]
    assert penalty(True) == [1] and penalty(False) == [3]


# --------------------------------------------------------------------------- 巻き込まれ (L757, L971)

def test_dragged_in_takes_no_magic_knowledge_item(pack):
    # L757: no 常備化 item raising magical knowledge checks; the item of L971 names its field
    item = [{"use": "knowledge_item", "points": 1, "field": "魔術"}]
    build = make(pack, "master", ranks=ranks("makikomare"), stats={"society": "C"}, upkeep=item)
    assert "upkeep.dragged_in_magic" in codes(pack, build, "error")
    rumours = [{"use": "knowledge_item", "points": 1, "field": "町内の噂話"}]
    ok = make(pack, "master", ranks=ranks("makikomare"), stats={"society": "C"}, upkeep=rumours)
    assert "upkeep.dragged_in_magic" not in codes(pack, ok)
    # without 巻き込まれ the magic field is allowed
    assert "upkeep.dragged_in_magic" not in codes(pack, make(pack, "master", stats={"society": "C"}, upkeep=item))


# --------------------------------------------------------------------------- 常備化 items (L971–974)

def test_upkeep_items_say_what_they_add(pack):
    # 社会 C: 3 × 2 = 6 常備化P (L960). 2 points on one field → +2d6 (L971, 「重複させる事で達成値上昇を増やす」);
    # 1 on 変装 → +1d6 (L973); 2 on MP recovery → 2 × 2d6 = 4d6 (L972). 5 of 6 spent.
    upkeep = [{"use": "knowledge_item", "points": 2, "field": "軍事"},
              {"use": "skill_item", "points": 1, "skill": "hensou"},
              {"use": "recovery_item", "points": 2, "restores": "mp"}]
    sheet = evaluate(pack, make(pack, "master", stats={"society": "C"}, upkeep=upkeep))
    rows = [r for r in sheet.items if r["section"] == "upkeep"]
    assert [(r["roll_bonus"], r["field"], r["skill"], r["restores"]) for r in rows] == [
        ("+2d6", "軍事", "", ""), ("+1d6", "", "変装", ""), ("4d6", "", "", "MP")]
    assert sheet.pools["upkeep"].total == 6 and sheet.pools["upkeep"].spent == 5
    from exports.text.sheet import render_text
    build = make(pack, "master", stats={"society": "C"}, upkeep=upkeep)
    text = render_text(pack, build, sheet)
    assert "分野判定アイテム 2点 軍事の判定 達成値+2d6(1日1回)" in text
    assert "スキル判定アイテム 1点 変装 達成値+1d6(1日1回)" in text
    assert "回復アイテム 2点 MP4d6回復(1日1回)" in text
    # the choice the seed asks for at acquisition is missing: a warning naming the field
    bare = make(pack, "master", stats={"society": "C"}, upkeep=[{"use": "recovery_item", "points": 1}])
    assert "upkeep.restores_missing" in codes(pack, bare, "warning")


# --------------------------------------------------------------------------- 宝具/礼装 as gear (L1001, L1057)

def test_item_weapon_kind_sets_its_figures(pack):
    # L1057: a 宝具's gear figures take rank level × 2 as EP; a 礼装's ceil(level × 1.5).
    # 宝具 射撃武器 B: EP 4 × 2 = 8 → ダメージ+8 (L999); defence vs melee −ceil(EP'/2) with EP' = rank 4 → −2.
    bow = _np("弓", rank="B", gear_kind="ranged_weapon")
    sheet = evaluate(pack, make(pack, "archer", stats={"noble_phantasm": "B"}, noble_phantasms=[bow]))
    row = next(r for r in sheet.items if r["section"] == "noble_phantasm")
    assert (row["fixed"], row["damage"], row["melee_defense_minus"], row["gear_kind"]) == (8, 8, 2, "射撃武器")
    # 礼装 魔術武器 C: ceil(3 × 1.5) = 5 EP → ダメージ+floor(5/2) = 2 (L1001 「例外的に切り下げ」)
    wand = {**_np("杖", rank="C", gear_kind="magic_weapon", activation="sustained")}
    sheet = evaluate(pack, make(pack, "master", stats={"society": "C"}, mystic_codes=[wand],
                                upkeep=[{"use": "equipment_points", "points": 3}]))
    row = next(r for r in sheet.items if r["section"] == "mystic_code")
    assert (row["fixed"], row["damage"]) == (5, 2) and "melee_defense_minus" not in row
    # a weapon kind on an armour is refused
    wrong = _np("鎧", rank="C", kind="armor", gear_kind="ranged_weapon")
    assert "item.gear_kind_mismatch" in codes(pack, make(pack, "saber", stats={"noble_phantasm": "C"},
                                                          noble_phantasms=[wrong]), "error")
    # the text export shows the kind and the figures
    from exports.text.sheet import render_text
    build = make(pack, "archer", stats={"noble_phantasm": "B"}, noble_phantasms=[bow])
    text = render_text(pack, build, evaluate(pack, build))
    assert "種類区分:武器(射撃武器)" in text and "固定値:8(ダメージ+8、対白兵防御−2)" in text


# --------------------------------------------------------------------------- 狂化 on an EX stat (L1172)

def test_madness_gives_an_ex_stat_two_dice(pack):
    # Berserker 狂化 E raises 筋力 and 耐久 (L1169). 筋力 bought EX: 14 dice (L867) + 2 (L1172) = 16.
    build = make(pack, "berserker", stats={"strength": "EX"}, base_skills=[{"id": "kyouka", "level": "E"}])
    sheet = evaluate(pack, build)
    assert sheet.stats["strength"]["dice"] == 16
    assert sheet.stats["strength"]["checks"][0].dice == 16
    # 耐久 is not EX: it is raised a level instead, no extra dice
    assert sheet.stats["endurance"]["dice"] == 2 * sheet.stats["endurance"]["value"]


# --------------------------------------------------------------------------- 能力障害 (L1241–1242)

def test_servant_impairment_gives_the_master_fp(pack, tmp_path):
    # The servant takes サーヴァント能力障害 C (3 Lv × −6 = 18 FP gained, L1241); 2 of those levels
    # stop the master's basic abilities, so the master gains 6 × 2 = 12 FP (「マイナス6×対応Lv点FP」).
    from builder.core.links import evaluate_linked
    from builder.core.packs import load_pack
    servant = make(pack, "saber", name="剣士", ranks=ranks("chimeido"),
                   skills=[{"id": "servant_nouryoku_shougai", "level": "C", "partner_levels": 2}])
    master = make(pack, "master", name="主", ranks=ranks("ukkari"), partner="servant.json")
    (tmp_path / "servant.json").write_text(servant.model_dump_json(), encoding="utf-8")
    (tmp_path / "master.json").write_text(master.model_dump_json(), encoding="utf-8")
    sheet = evaluate_linked(pack, master, tmp_path / "master.json", load_pack)
    # master RL 1 → 6 FP (L750) + 12 from the partner
    assert sheet.pools["fp"].total == 6 + 12
    # without the partner file the master has only its own 6
    assert evaluate(pack, master).pools["fp"].total == 6
    # holding a マスター能力障害 too: the GM judges whether the two overlap (then no FP)
    both = make(pack, "master", ranks=ranks("ukkari"), partner="servant.json",
                skills=[{"id": "master_nouryoku_shougai", "level": "E"}])
    (tmp_path / "both.json").write_text(both.model_dump_json(), encoding="utf-8")
    found = evaluate_linked(pack, both, tmp_path / "both.json", load_pack).findings
    assert "partner.impairments_overlap" in [f.code for f in found if f.severity == "gm"]
    # more levels reaching the partner than the impairment has is refused
    too_many = make(pack, "saber", skills=[{"id": "servant_nouryoku_shougai", "level": "E", "partner_levels": 2}])
    assert "skill.partner_levels" in codes(pack, too_many, "error")


# --------------------------------------------------------------------------- 家伝触媒召喚 (L123–125), 継戦 (L128–131)

def test_family_catalyst_costs_upkeep_points(pack):
    # servant RL 9: ceil((9 − 6) ÷ 2) = ceil(1.5) = 2 常備化P (L123). Master 社会 C → 6 常備化P (L960).
    summon = {"method": "family_catalyst", "servant_rank_level": 9}
    sheet = evaluate(pack, make(pack, "master", stats={"society": "C"}, summoning=summon))
    assert sheet.pools["upkeep"].spent == 2
    # the catalyst is also the 礼装 「鏡」 D: 2 levels × 2 EP = 4 EP (L1032) = 2 常備化P (L970);
    # half of that, rounded up, is 1 more (L125): 2 + 1 = 3, and the 礼装's 4 EP are not spent.
    mirror = _np("鏡", rank="D", kind="tool", activation="sustained")
    sheet = evaluate(pack, make(pack, "master", stats={"society": "C"}, mystic_codes=[mirror],
                                summoning={**summon, "mystic_code": "鏡"}))
    assert sheet.pools["upkeep"].spent == 3 and sheet.pools["equipment"].spent == 0
    # 運命遭遇召喚 halves it (L145): ceil(3 ÷ 2) = 2
    fated = evaluate(pack, make(pack, "master", stats={"society": "C"}, mystic_codes=[mirror],
                                summoning={**summon, "mystic_code": "鏡", "fated_encounter": True}))
    assert fated.pools["upkeep"].spent == 2
    # a 宝具 catalyst needs 伝承保菌者 (L123)
    np_catalyst = {**summon, "catalyst": "noble_phantasm"}
    assert "summon.catalyst_needs_np" in codes(pack, make(pack, "master", summoning=np_catalyst), "error")
    # a servant does not choose it; the servant's rank level must be known
    assert "summon.master_only" in codes(pack, make(pack, "saber", summoning=summon), "error")
    assert "summon.rank_level_missing" in codes(pack, make(pack, "master", summoning={"method": "family_catalyst"}))


def test_carry_over_costs_fp_as_a_skill(pack, tmp_path):
    # 継戦: servant RL 9 → 9 − 6 = 3 FP, written 「スキル:継戦者・1Lv1FP」 at level 3 = C (L129).
    # Master RL 1 (うっかり) → 6 FP (L750): 3 spent.
    from exports.text.sheet import render_text
    summon = {"method": "carry_over", "servant_rank_level": 9, "paid_with": "fp"}
    build = make(pack, "master", ranks=ranks("ukkari"), summoning=summon)
    sheet = evaluate(pack, build)
    assert sheet.pools["fp"].spent == 3
    assert "summon.carry_over_needs_gm" in [f.code for f in sheet.findings if f.severity == "gm"]  # L128
    text = render_text(pack, build, sheet)
    assert "【召喚】" in text and "スキル:継戦者・1Lv1FP" in text and "(継戦者:C)" in text
    # paid with 常備化P instead: 3 of 社会 C's 6 (L129)
    upkeep = evaluate(pack, make(pack, "master", stats={"society": "C"},
                                 summoning={**summon, "paid_with": "upkeep"}))
    assert upkeep.pools["upkeep"].spent == 3
    # the servant's rank level comes from the partner file when there is one: RL 6 + 2 ranks = 8 → 2 FP
    from builder.core.links import evaluate_linked
    from builder.core.packs import load_pack
    servant = make(pack, "saber", ranks=ranks("chimeido", "ouzoku"))
    (tmp_path / "s.json").write_text(servant.model_dump_json(), encoding="utf-8")
    linked = make(pack, "master", ranks=ranks("ukkari"), partner="s.json",
                  summoning={"method": "carry_over", "paid_with": "fp"})
    (tmp_path / "m.json").write_text(linked.model_dump_json(), encoding="utf-8")
    assert evaluate_linked(pack, linked, tmp_path / "m.json", load_pack).pools["fp"].spent == 2
    # 装備ポイント only with 運命遭遇召喚 (L147)
    assert "summon.equipment_needs_fated" in codes(pack, make(pack, "master", stats={"society": "C"},
                                                              summoning={**summon, "paid_with": "equipment"}))


def _carry_over_by_upkeep(pack, stats, rl=9, **paid):
    summon = {"method": "carry_over", "servant_rank_level": rl, "fated_encounter": True, "paid_with": "hp_mp", **paid}
    return evaluate(pack, make(pack, "master", ranks=ranks("ukkari"), stats=stats, summoning=summon))


def test_carry_over_with_fated_encounter_held_from_hp_and_mp(pack):
    # L147: with 運命遭遇召喚, 継戦 may be paid by 「HPorMP常時消費(例えば6点をHPに2点MPに4点等…)」.
    # Servant RL 9 → price 9 − 6 = 3 (L129). Master RL 1 (うっかり, L750); 筋力 E 耐久 E 魔力 D 幸運 E.
    # HP = (max(1,1)×3 + min(1,1))×2 + 1 = 9; MP = (2×3 + 1)×2 + 1 = 15 (L871).
    # Split HP 1 + MP 2 = 3: HP held 1 → usable 8; MP held 2 → usable 13.
    stats = {"strength": "E", "endurance": "E", "mana": "D", "luck": "E"}
    sheet = _carry_over_by_upkeep(pack, stats, hp_upkeep=1, mp_upkeep=2)
    d = sheet.derived
    assert (d["hp"], d["hp_upkeep"], d["effective_hp"]) == (9, 1, 8)
    assert (d["mp"], d["mp_upkeep"], d["effective_mp"]) == (15, 2, 13)
    assert not [f for f in sheet.findings if f.severity == "error"]
    # 1 + 1 = 2 is not the price of 3
    short = _carry_over_by_upkeep(pack, stats, hp_upkeep=1, mp_upkeep=1)
    assert "summon.upkeep_split" in [f.code for f in short.findings if f.severity == "error"]
    # only with 運命遭遇召喚 (L147: the fated encounter's way of paying)
    plain = _carry_over_by_upkeep(pack, stats, hp_upkeep=3, fated_encounter=False)
    assert "summon.equipment_needs_fated" in [f.code for f in plain.findings if f.severity == "error"]
    # the ココフォリア HP status starts at what is left: 9 − 1 = 8 of 9
    from builder.systems.fate_roll_dice.palette import statuses
    build = make(pack, "master", ranks=ranks("ukkari"), stats=stats, summoning={
        "method": "carry_over", "servant_rank_level": 9, "fated_encounter": True, "paid_with": "hp_mp",
        "hp_upkeep": 1, "mp_upkeep": 2})
    hp = next(x for x in statuses(pack, build, evaluate(pack, build)) if x["label"] == "HP")
    assert (hp["value"], hp["max"]) == (8, 9)


def test_carry_over_cannot_hold_all_hp(pack):
    # Servant RL 12 → price 6, all on HP. HP 0 or less is 戦闘不能 (L1167), so some must be left.
    # 筋力 − 耐久 E: HP = (max(0,1)×3 + min(0,1))×2 + 1 = 7 → 6 held leaves 1: allowed.
    left = _carry_over_by_upkeep(pack, {"strength": "-", "endurance": "E"}, rl=12, hp_upkeep=6)
    assert left.derived["effective_hp"] == 1
    assert "hp.upkeep_over_max" not in [f.code for f in left.findings]
    # 筋力 − 耐久 −: HP = (0×3 + 0)×2 + 1 = 1 → 6 held ≥ 1: refused.
    none_left = _carry_over_by_upkeep(pack, {"strength": "-", "endurance": "-"}, rl=12, hp_upkeep=6)
    assert "hp.upkeep_over_max" in [f.code for f in none_left.findings if f.severity == "error"]


# --------------------------------------------------------------------------- トループ (L328–408), the owner's side

def _troops(sheet):
    return [r for r in sheet.items if r["section"] == "troop"]


def test_troop_bought_with_wealth_or_upkeep(pack):
    # 社会 B (4): 財産P 8 and 常備化P 8 (L960). A troop of RL 3 with 財産P costs 2 × 3 = 6 (L342).
    # Its stats start at 1 + ceil(3/2) = 3 = C each (L367–368); RL 3 is odd: no extra FP.
    build = make(pack, "master", stats={"society": "B"}, troops=[{"name": "傭兵", "method": "wealth", "rank_level": 3}])
    sheet = evaluate(pack, build)
    assert sheet.pools["wealth"].spent == 6
    [row] = _troops(sheet)
    assert (row["rank_level"], row["base_stat"], row["bonus_fp"], row["stat_set"]) == (3, "C", 0, "社会")
    assert "troop.needs_gm" in [f.code for f in sheet.findings if f.severity == "gm"]  # L331
    # RL 4 with 財産P is above the method's 3 (L343)
    over = make(pack, "master", stats={"society": "B"}, troops=[{"method": "wealth", "rank_level": 4}])
    assert "troop.above_cap" in codes(pack, over, "error")
    # 常備化P: 1 a level (L347), at most 社会 − 1 = 3 (L348): RL 3 costs 3; RL 4 is refused.
    # RL 4's figures for its sheet: 1 + 2 = 3 = C, and 4 + 6 = 10 FP (L369).
    ok = evaluate(pack, make(pack, "master", stats={"society": "B"},
                             troops=[{"method": "upkeep", "rank_level": 3}]))
    assert ok.pools["upkeep"].spent == 3
    four = evaluate(pack, make(pack, "master", stats={"society": "B"}, troops=[{"method": "upkeep", "rank_level": 4}]))
    assert "troop.above_cap" in [f.code for f in four.findings]
    assert (_troops(four)[0]["base_stat"], _troops(four)[0]["bonus_fp"]) == ("C", 10)
    # one character, one troop (L332)
    two = make(pack, "master", stats={"society": "B"}, troops=[{"method": "wealth", "rank_level": 1},
                                                             {"method": "upkeep", "rank_level": 1}])
    assert "troop.only_one" in codes(pack, two, "error")


def test_troop_summoned_by_magic_holds_mp(pack):
    # a 魔術 with 便利 (L333); MP 2 a level held while summoned (L352, L388): RL 2 → 4 MP held.
    # Cap ceil(max(魔力, 魔術) ÷ 2) (L353, digest §10 #37): 魔力 E (1), 魔術 C (3) → ceil(3/2) = 2.
    magic = [{"id": "majutsu", "level": "C", "options": ["attack", "utility"]}]
    sheet = evaluate(pack, make(pack, "master", skills=magic, troops=[{"method": "magic", "rank_level": 2}]))
    assert sheet.derived["mp_upkeep"] == 4
    assert "troop.above_cap" not in [f.code for f in sheet.findings]
    assert "troop.above_cap" in codes(pack, make(pack, "master", skills=magic,
                                                 troops=[{"method": "magic", "rank_level": 3}]))
    no_utility = [{"id": "majutsu", "level": "C", "options": ["attack", "defense"]}]
    assert "troop.magic_needs_utility" in codes(pack, make(pack, "master", skills=no_utility,
                                                           troops=[{"method": "magic", "rank_level": 1}]))


def test_troop_from_a_noble_phantasm(pack):
    # a 宝具 with トループ (継続, L1419) of rank B: a troop of RL 4 (L362), no cap (L363), with 宝具 as
    # its sixth stat (L364); 1 + ceil(4/2) = 3 = C, 4 + 6 = 10 FP (L367).
    army = _np("軍勢", rank="B", activation="sustained", effects=["troop"])
    sheet = evaluate(pack, make(pack, "rider", stats={"noble_phantasm": "B"}, noble_phantasms=[army]))
    [row] = _troops(sheet)
    assert (row["rank_level"], row["stat_set"], row["base_stat"], row["bonus_fp"]) == (4, "宝具", "C", 10)
    # L1422's example: a B 宝具 (4 levels of 継続, L1063) with トループ and 3 × 余剰譲渡 fills its 4 slots;
    # the troop stays RL 4, and ceil(3 ÷ 2) = 2 levels come back: a D 宝具 more (capacity 4 + 2 = 6,
    # each carrying 複数宝具 as for spare minus effects, L1099–1100)
    shed = _np("軍勢", rank="B", activation="sustained", effects=["troop", {"id": "yojou_jouto", "count": 3},
                                                                  "fukusuu_hougu"])
    extra = _np("旗", rank="D", effects=["fukusuu_hougu"])
    sheet = evaluate(pack, make(pack, "rider", stats={"noble_phantasm": "B"}, noble_phantasms=[shed, extra]))
    assert _troops(sheet)[0]["rank_level"] == 4
    assert sheet.pools["noble_phantasm"].total == 6 and sheet.pools["noble_phantasm"].spent == 6
    assert "noble_phantasm.overspent" not in [f.code for f in sheet.findings]
    # an entry naming an item without トループ is refused
    lone = make(pack, "rider", troops=[{"method": "noble_phantasm", "item": "無い宝具"}])
    assert "troop.item_missing" in codes(pack, lone, "error")
    # the text export lists it
    from exports.text.sheet import render_text
    build = make(pack, "rider", stats={"noble_phantasm": "B"}, noble_phantasms=[army])
    assert "トループ:トループ ランクレベル4(宝具) 初期ステータス:C(筋力・耐久・敏捷・魔力・幸運・宝具) 追加FP:10" in \
        render_text(pack, build, evaluate(pack, build))


def test_surplus_transfer_on_a_mystic_code_gives_equipment_points(pack):
    # 礼装 C 継続 (3 levels, L1063) with トループ + 2 × 余剰譲渡: 2 levels shed, ceil(2 ÷ 2) = 1 礼装 level
    # comes back as its 装備ポイント: 1 × 2 EP (L1032, L1421). 社会 C: 6 常備化P; 3 → 6 EP (L970).
    golems = _np("ゴーレム", rank="C", kind="tool", activation="sustained",
                 effects=["troop", {"id": "yojou_jouto", "count": 2}])
    sheet = evaluate(pack, make(pack, "master", stats={"society": "C"}, mystic_codes=[golems],
                                upkeep=[{"use": "equipment_points", "points": 3}]))
    assert sheet.pools["equipment"].total == 6 + 2
    # the troop is the 礼装's level, C = 3 (L357); 魔力 E/no 魔術 caps it at max(1, 0) − 1 = 0, at least 1 (L358)
    assert _troops(sheet)[0]["rank_level"] == 3
    assert "troop.above_cap" in [f.code for f in sheet.findings]


def test_partner_fp_through_the_command_line(pack, tmp_path, capsys):
    # what a user runs: `grail-builder explain master.json` reads the partner file it names.
    # servant's impairment C with 2 levels reaching the master: 6 × 2 = 12 FP (L1241); master RL 1: 6 + 12 = 18.
    from builder.cli.main import main
    servant = make(pack, "saber", name="剣士", ranks=ranks("chimeido"),
                   skills=[{"id": "servant_nouryoku_shougai", "level": "C", "partner_levels": 2}])
    master = make(pack, "master", name="主", ranks=ranks("ukkari"), partner="servant.json")
    (tmp_path / "servant.json").write_text(servant.model_dump_json(), encoding="utf-8")
    (tmp_path / "master.json").write_text(master.model_dump_json(), encoding="utf-8")
    main(["explain", str(tmp_path / "master.json")])
    out = capsys.readouterr().out
    assert "12  相手(剣士)のサーヴァント能力障害・○○2Lv分" in out and "L1241" in out
    assert "合計 18" in out


def test_family_catalyst_from_a_bearer_noble_phantasm(pack):
    # 伝承保菌者 D (L1279: 1Lv5FP) → 2 × 5 = 10 FP and a 宝具 of capacity D; that 宝具 is the catalyst
    # (L123): no 常備化P. With 運命遭遇召喚 the 伝承保菌者 FP is halved (L145): 10 → 5 kept, 5 back.
    bearer = [{"id": "denshou_hokinsha", "level": "D"}]
    relic = [_np("聖遺物", rank="D", kind="tool", activation="sustained")]
    summon = {"method": "family_catalyst", "servant_rank_level": 9, "catalyst": "noble_phantasm"}
    plain = evaluate(pack, make(pack, "master", skills=bearer, noble_phantasms=relic, summoning=summon))
    assert plain.pools["fp"].spent == 10 and plain.pools["upkeep"].spent == 0
    assert "summon.catalyst_needs_np" not in [f.code for f in plain.findings]
    fated = evaluate(pack, make(pack, "master", skills=bearer, noble_phantasms=relic,
                                summoning={**summon, "fated_encounter": True}))
    assert fated.pools["fp"].spent == 5
