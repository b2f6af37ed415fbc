"""Fate/roll dice's named edits (builder/systems/fate_roll_dice/edits.py, issue 25 item 7): each
changes a character as the rulebook's step says, or refuses with its reason in Japanese and
English, the character untouched.

Hand-worked from the seed (000_8acb8ad758a0196c.txt):
- L666-670: セイバー's base stats 筋力A 耐久B 敏捷B 魔力C 幸運D 宝具-, class skills 対魔力E 騎乗E.
- L678-682: アーチャー's base stats 筋力C 耐久C 敏捷C 魔力E 幸運E 宝具C, class skills 対魔力E 単独行動E.
- L863: the levels are E, D, C, B, A, EX (「−」 not taken, L885); there is no level 「Z」.
- L885: one stat level costs 6 FP, so セイバー's 敏捷 B→A spends 6 FP.
- L832-836: 目的基準 is 秩序/中立/混沌.
"""
from __future__ import annotations

import pytest

from builder.core.documents import new_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack
from builder.core.registry import plugin_for
from builder.kit.editrefusal import EditRefused
from builder.systems.fate_roll_dice import edits
from builder.words.messages import catalogue


@pytest.fixture(scope="module")
def pack():
    return load_pack("fate-roll-dice")


@pytest.fixture()
def saber(pack):
    return new_build(pack, "saber")


def levels(build) -> dict[str, str]:
    return {sid: s.level for sid, s in build.stats.items()}


def refusal(pack, build, edit) -> EditRefused:
    with pytest.raises(EditRefused) as caught:
        edit.apply(pack, build)
    return caught.value


def test_set_type_gives_the_new_class_its_base_stats_and_class_skills(pack, saber):
    archer = edits.SetType("archer").apply(pack, saber)
    # L680: 筋力C 耐久C 敏捷C 魔力E 幸運E 宝具C; L682: 対魔力E 単独行動E
    assert levels(archer) == {"strength": "C", "endurance": "C", "agility": "C", "mana": "E", "luck": "E",
                              "noble_phantasm": "C"}
    assert [(s.id, s.level) for s in archer.skills] == [("taimaryoku", "E"), ("tandoku_koudou", "E")]
    assert saber.type == "saber" and levels(saber)["strength"] == "A"  # L668: the input is never changed


def test_set_type_to_another_kind_drops_the_ranks(pack, saber):
    """A servant's ranks are not a master's (L720-829): they go with the kind."""
    servant_rank = next(r.id for r in pack.ranks.values() if r.kind == "servant")
    ranked = edits.AddRank(servant_rank).apply(pack, saber)
    assert [r.id for r in edits.SetType("archer").apply(pack, ranked).ranks] == [servant_rank]
    assert edits.SetType("master").apply(pack, ranked).ranks == []


def test_a_stat_level_reaches_the_engine(pack, saber):
    bought = edits.SetStatLevel("agility", "A").apply(pack, saber)
    # L885: 6 FP a level; セイバー's 敏捷 is B (L668), B→A is one level
    assert evaluate(pack, bought).pools["fp"].spent == 6


def test_a_level_off_the_ladder_is_refused_in_both_languages(pack, saber):
    exc = refusal(pack, saber, edits.SetStatLevel("strength", "Z"))
    assert exc.path == "/stats/strength/level"
    # L863: E, D, C, B, A, EX (and 「−」, not taken)
    assert exc.text("ja") == "レベル「Z」はありません(-, E, D, C, B, A, EX のどれか)"
    assert exc.text("en") == "there is no level 'Z' (one of -, E, D, C, B, A, EX)"
    exc = refusal(pack, saber, edits.SetSkillLevel(0, "S"))
    assert exc.path == "/skills/0/level"


def test_an_id_the_pack_lacks_is_refused_naming_it(pack, saber):
    exc = refusal(pack, saber, edits.AddSkill("no_such_skill"))
    assert exc.text("ja") == "スキル「no_such_skill」はルールパックにありません"
    assert exc.text("en") == "the rule pack has no skill 'no_such_skill'"
    assert refusal(pack, saber, edits.SetAlignment("goal", "upward")).path == "/alignment/goal"
    assert refusal(pack, saber, edits.AddEntry("gear", {"kind": "laser", "points": 1})).path == "/gear/0/kind"


def test_an_entry_that_is_not_there_is_refused(pack, saber):
    # L670: セイバー has two class skills, so there is no third
    exc = refusal(pack, saber, edits.RemoveSkill(2))
    assert exc.path == "/skills/2" and exc.text("ja") == "3番目の項目はありません"
    assert exc.text("en") == "there is no entry 3"
    assert refusal(pack, saber, edits.AddEffect("noble_phantasms", 0, "troop")).path == "/noble_phantasms/0"


def test_what_the_file_cannot_hold_is_refused_at_its_place(pack, saber):
    exc = refusal(pack, saber, edits.AddEntry("gear", {"name": "x", "kind": "melee_weapon", "points": 10**6}))
    assert exc.path == "/gear/0/points" and exc.code == "invalid"


def test_a_character_of_another_system_is_refused(pack):
    other = new_build(load_pack("eiyuten"), plugin_for("eiyuten").default_type)
    exc = refusal(pack, other, edits.SetStatLevel("strength", "A"))
    assert exc.code == "wrong_system" and "eiyuten" in exc.text("en")


def test_list_edits_add_change_and_remove(pack, saber):
    b = edits.AddEntry("noble_phantasms", {"name": "約束された勝利の剣", "rank": "A"}).apply(pack, saber)
    effect = next(iter(pack.np_effects))
    b = edits.AddEffect("noble_phantasms", 0, effect).apply(pack, b)
    b = edits.SetEffectField("noble_phantasms", 0, 0, "detail", "光").apply(pack, b)
    assert b.noble_phantasms[0].effects[0].id == effect and b.noble_phantasms[0].effects[0].detail == "光"
    b = edits.SetEntryField("noble_phantasms", 0, "rank", "EX").apply(pack, b)
    assert b.noble_phantasms[0].rank == "EX"
    b = edits.RemoveEffect("noble_phantasms", 0, 0).apply(pack, b)
    assert b.noble_phantasms[0].effects == []
    assert edits.RemoveEntry("noble_phantasms", 0).apply(pack, b).noble_phantasms == []
    b = edits.SetAlignment("goal", "lawful").apply(pack, saber)  # L833: 秩序
    assert b.alignment.goal == "lawful"
    b = edits.SetMadness("order", ("agility", "strength")).apply(pack, b)
    assert b.madness.order == ["agility", "strength"]


def test_the_plug_in_registers_the_vocabulary_and_every_reason_has_both_languages(pack):
    assert plugin_for("fate-roll-dice").extra["edits"] is edits.EDITS
    assert edits.EDITS["SetStatLevel"] is edits.SetStatLevel
    words = catalogue()
    for code in ("wrong_system", "not_in_pack", "no_entry_at", "no_such_field", "not_chosen", "off_ladder"):
        assert set(words["edit." + code]) == {"ja", "en"}


def test_the_gm_approves_and_withdraws_through_named_edits(pack, saber):
    """L1038: a 宝具's data needs the GM's permission (a GM flag); the GM's approval and its
    withdrawal are named edits of any system's character (builder.kit.edits)."""
    from builder.kit.edits import Approve, WithdrawApproval
    b = edits.AddEntry("noble_phantasms", {"name": "約束された勝利の剣", "rank": "A"}).apply(pack, saber)
    flag = next(f for f in evaluate(pack, b).findings if f.code == "np.needs_gm")
    assert flag.severity == "gm" and flag.rule.line == 1038
    approved = Approve(flag, "GMが確認").apply(pack, b)
    assert [(a.code, a.path, a.reason) for a in approved.approvals] == [("np.needs_gm", flag.path, "GMが確認")]
    assert not any(f.code == "np.needs_gm" and f.severity == "gm" for f in evaluate(pack, approved).findings)
    assert WithdrawApproval(0).apply(pack, approved).approvals == []
    exc = refusal(pack, approved, WithdrawApproval(1))
    assert exc.text("ja") == "2番目のGM承認はありません" and exc.text("en") == "there is no GM approval 2"
