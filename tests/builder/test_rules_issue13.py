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
