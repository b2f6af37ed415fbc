"""The summoning (000_8acb8ad758a0196c.txt L94–154) with the dice fixed by hand.

The Master is examples/master.json; its sheet's checks (the engine's, L864–865 and L922):
魔力 D → 4 dice, each ≤ 2 a success; 社会 D → 4 dice ≤ 2; 幸運 E → 2 dice ≤ 1; its 魔術・宝石魔術
at C → 3 dice ≤ 3 (L110: a 魔術 skill adds its dice). 触媒召喚 rolls 魔力 + 社会 (L108), 単独召喚
幸運 + 魔力 (L109); 単独 (and 家伝, L134) go before 触媒 whatever the totals (L111–112), 継戦
before all (L134), 運命遭遇召喚 last (L140); equal totals: a 幸運 contest until one wins (L113);
classes first come, first served (L104).
"""
from __future__ import annotations

import random
import shutil

import pytest

from builder.cli.main import main
from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.systems.fate_roll_dice.war.irregular import apply
from builder.gm.war.model import IrregularEntry, WarPair, load_war, new_war
from builder.systems.fate_roll_dice.war.summon import SummonError, summon
from tests.builder.gm.test_war_irregular import Scripted
from tests.conftest import EXAMPLES

SYSTEM = "fate-roll-dice"


@pytest.fixture(scope="module")
def sheet(pack):
    return evaluate(pack, load_build(EXAMPLES / "master.json"))


def war(*methods, fated=()):
    doc = new_war(SYSTEM, pairs=len(methods))
    for i, m in enumerate(methods):
        doc.pairs[i] = WarPair(method=m, fated_encounter=i in fated)
    return doc


def test_catalyst_and_solo_rolls_use_the_masters_sheet_and_solo_goes_first(sheet):
    # pair 1 触媒: 魔力 [1,2,3,4] → 1,2 ≤ 2: 2; 社会 [2,6,6,6] → 1; 魔術 [3,3,4] → 3,3 ≤ 3: 2; total 5.
    # pair 2 単独: 幸運 [1,5] → 1 ≤ 1: 1; 魔力 [1,1,1,6] → 3; 魔術 [6,6,6] → 0; total 4.
    # Order: 単独 before 触媒 (L111–112) although 4 < 5: pair 2, then pair 1.
    doc = war("catalyst", "solo")
    dice = [1, 2, 3, 4, 2, 6, 6, 6, 3, 3, 4, 1, 5, 1, 1, 1, 6, 6, 6, 6]
    result = summon(doc, {0: sheet, 1: sheet}, Scripted(dice)).doc
    rolls = {r.pair: r for r in result.summoning.rolls}
    assert [(p.stat, p.dice, p.threshold, p.successes) for p in rolls[0].parts] == [
        ("mana", 4, 2, 2), ("society", 4, 2, 1), ("majutsu", 3, 3, 2)]
    assert [(p.stat, p.successes) for p in rolls[1].parts] == [("luck", 1), ("mana", 3), ("majutsu", 0)]
    assert (rolls[0].total, rolls[1].total) == (5, 4)
    assert result.summoning.order == [1, 0]


def test_a_tie_goes_to_the_luck_contest_until_one_wins(sheet):
    # both 単独 with 3 rolled at the table; 幸運 2 dice ≤ 1 each:
    # round 1: pair 1 [1,6] = 1, pair 2 [1,3] = 1: tied, again (L113);
    # round 2: pair 1 [2,2] = 0, pair 2 [1,2] = 1: pair 2 wins and goes first.
    doc = war("solo", "solo")
    result = summon(doc, {0: sheet, 1: sheet}, Scripted([1, 6, 1, 3, 2, 2, 1, 2]), totals={0: 3, 1: 3}).doc
    assert result.summoning.order == [1, 0]
    (contest,) = result.summoning.contests
    assert [[t.successes for t in rnd] for rnd in contest.rounds] == [[1, 1], [0, 1]]


def test_three_way_tie_is_ranked_and_the_tied_are_contested_again(sheet):
    # three 触媒 at 2: round 1: pair 1 [1,6] = 1, pair 2 [2,2] = 0, pair 3 [6,1] = 1 →
    # pair 2 is last; pairs 1 and 3 contest again: pair 1 [3,3] = 0, pair 3 [1,1] = 2 → 3, 1, 2.
    doc = war("catalyst", "catalyst", "catalyst")
    result = summon(doc, {i: sheet for i in range(3)}, Scripted([1, 6, 2, 2, 6, 1, 3, 3, 1, 1]),
                    totals={0: 2, 1: 2, 2: 2}).doc
    assert result.summoning.order == [2, 0, 1]
    assert len(result.summoning.contests) == 2


def test_order_of_all_methods_and_first_come_classes(sheet):
    # pair 1 触媒 6, pair 2 単独 2, pair 3 家伝 4 (with 単独, L134), pair 4 継戦 (the table gave 4),
    # pair 5 単独 5 but 運命遭遇 (last, L140). Order: 4 (継戦), 3 (4), 2 (2), 1 (触媒), 5 (運命遭遇).
    # Wishes: pair 4 セイバー, pair 3 セイバー (taken → first free in the seed's order: ランサー),
    # pair 2 アーチャー (free), pair 1 アーチャー (taken; saber, lancer, archer are held, so the first
    # free in the seed's order saber, lancer, archer, rider… is rider), pair 5 セイバー (taken;
    # rider is held now too → berserker). Three wishes were taken: three conflicts.
    doc = war("catalyst", "solo", "family_catalyst", "carry_over", "solo", fated=(4,))
    doc = apply(doc, [IrregularEntry(result="4", source="hand")])
    doc.pairs = doc.pairs[:5]  # the 4's pair is pair 4 here
    result = summon(doc, {}, Scripted([]), totals={0: 6, 1: 2, 2: 4, 4: 5},
                    wants={3: "saber", 2: "saber", 1: "archer", 0: "archer", 4: "saber"})
    assert result.doc.summoning.order == [3, 2, 1, 0, 4]
    assert [p.class_slot for p in result.doc.pairs] == ["rider", "archer", "lancer", "saber", "berserker"]
    assert len(result.conflicts) == 3


def test_refusals_name_the_pair(sheet):
    with pytest.raises(SummonError, match="pair 1: 継戦 only when"):  # L128
        summon(war("carry_over"), {}, Scripted([]))
    with pytest.raises(SummonError, match="pair 1: 運命遭遇召喚"):  # L143: not with 触媒召喚
        summon(war("catalyst", fated=(0,)), {0: sheet}, Scripted([]))
    with pytest.raises(SummonError, match="pair 2: no Master file"):
        summon(war("solo", "solo"), {0: sheet}, Scripted([1] * 20))
    with pytest.raises(SummonError, match="--first"):  # a tie and no sheet for the contest
        summon(war("solo", "solo"), {}, Scripted([]), totals={0: 1, 1: 1})
    # the contest won at the table: pair 2 first
    assert summon(war("solo", "solo"), {}, Scripted([]), totals={0: 1, 1: 1}, winners=[1]).doc.summoning.order == [1, 0]


def test_cli_summons_from_the_files(tmp_path):
    for name in ("master.json", "saber.json"):
        shutil.copy(EXAMPLES / name, tmp_path / name)
    w = str(tmp_path / "w.json")
    assert main(["war", "new", w, "--system", SYSTEM, "--pairs", "2"]) == 0
    assert main(["war", "pair", w, "1", "--master", str(tmp_path / "master.json"),
                 "--servant", str(tmp_path / "saber.json"), "--pc", "--player", "P", "--method", "catalyst"]) == 0
    assert main(["war", "summon", w, "--seed", "3", "--method", "2=solo", "--total", "2=9"]) == 0
    doc = load_war(w)
    # pair 2 (単独, 9 at the table) goes before pair 1 (触媒) whatever pair 1 rolled (L111–112);
    # pair 1's Servant is a セイバー, free: it gets it (L104); pair 2 has no Servant: no class yet
    assert doc.summoning.order == [1, 0]
    assert [p.class_slot for p in doc.pairs] == ["saber", ""]
    assert main(["war", "summon", w]) == 2  # rolled already
    assert main(["war", "pair", w, "1", "--master", "/etc/passwd"]) == 2  # outside the war's folder


def test_family_catalyst_rolls_by_the_reading_and_the_magic_skill_can_be_left_out(sheet):
    # 家伝触媒召喚's stats are not in the seed; its order is 単独's (L134): by default it rolls
    # 単独's 幸運 + 魔力 (2 + 4 dice) with the 魔術 skill's 3 (L110) = 9 dice; the reading
    # family_catalyst_roll=catalyst rolls 魔力 + 社会 (4 + 4) + 3 = 11; magic_skill=none drops the 3.
    plain = summon(war("family_catalyst"), {0: sheet}, Scripted([6] * 9)).doc.summoning.rolls[0]
    assert [(p.stat, p.dice) for p in plain.parts] == [("luck", 2), ("mana", 4), ("majutsu", 3)]
    switched = summon(war("family_catalyst"), {0: sheet}, Scripted([6] * 11),
                      readings={"family_catalyst_roll": "catalyst"}).doc.summoning.rolls[0]
    assert [(p.stat, p.dice) for p in switched.parts] == [("mana", 4), ("society", 4), ("majutsu", 3)]
    bare = summon(war("solo"), {0: sheet}, Scripted([1] * 6), readings={"magic_skill": "none"}).doc.summoning.rolls[0]
    # 幸運 [1,1] both ≤ 1: 2; 魔力 [1,1,1,1] all ≤ 2: 4; total 6
    assert [p.stat for p in bare.parts] == ["luck", "mana"] and bare.total == 6
    with pytest.raises(SummonError, match="reading"):
        summon(war("solo"), {0: sheet}, Scripted([]), readings={"magic_skill": "all"})


def _carry_over_war():
    # pairs 1–2 単独 (3 and 2 at the table), then the pair 4 継戦者 adds (L79), a 継戦 pair;
    # the 継戦 pair and pair 1 both want セイバー, pair 2 ランサー
    doc = apply(war("solo", "solo"), [IrregularEntry(result="4", source="hand")])
    assert [p.method for p in doc.pairs] == ["solo", "solo", "carry_over"]
    return doc


def test_a_carry_over_servant_takes_one_of_the_seven_by_the_recommended_reading(pack):
    # carry_over_class = seven (content/core.json, L134): the 継戦 pair is summoned before all
    # (order 3, 1, 2) and takes セイバー first (L104); pair 1's wish is taken: the first free in
    # the seed's order is ランサー; pair 2 wanted ランサー, now held: アーチャー. Two conflicts.
    assert pack.setting("carry_over_class") == "seven"
    result = summon(_carry_over_war(), {}, Scripted([]), totals={0: 3, 1: 2},
                    wants={2: "saber", 0: "saber", 1: "lancer"}, pack=pack)
    assert result.doc.summoning.order == [2, 0, 1]
    assert [p.class_slot for p in result.doc.pairs] == ["lancer", "archer", "saber"]
    assert len(result.conflicts) == 2
    assert result.doc.summoning.readings == {"carry_over_class": "seven"}


def test_a_carry_over_servant_in_the_another_slot_leaves_the_seven_to_the_others(tmp_path):
    # carry_over_class = another (L79: 「アナザー」枠): the 継戦 pair keeps its セイバー and takes
    # none of the seven from the others: pair 1 gets セイバー, pair 2 ランサー, no conflict
    from builder.core.packs import load_pack
    layer = tmp_path / "campaign.json"
    layer.write_text('{"settings": {"carry_over_class": "another"}}', encoding="utf-8")
    flipped = load_pack(SYSTEM, [layer], user_layer=False)
    result = summon(_carry_over_war(), {}, Scripted([]), totals={0: 3, 1: 2},
                    wants={2: "saber", 0: "saber", 1: "lancer"}, pack=flipped)
    assert result.doc.summoning.order == [2, 0, 1]  # the order is the same (L134)
    assert [p.class_slot for p in result.doc.pairs] == ["saber", "lancer", "saber"]
    assert result.conflicts == []
    assert result.doc.summoning.readings == {"carry_over_class": "another"}


def test_war_summon_and_fill_read_the_gms_flipped_reading(tmp_path, user_dirs, capsys):
    # the GM flips the reading in a user pack (as any other reading); 7 pairs + the 継戦 pair of a 4
    # (L79), all NPC: war fill gives the seven regular pairs the seven classes (L104) and the
    # 継戦 pair, outside them, the first of the seven, セイバー, as well
    from builder.core.packs import user_pack_dir
    folder = user_pack_dir() / SYSTEM
    folder.mkdir(parents=True)
    (folder / "readings.json").write_text('{"settings": {"carry_over_class": "another"}}', encoding="utf-8")
    w = tmp_path / "w.json"
    assert main(["war", "new", str(w), "--system", SYSTEM]) == 0
    assert main(["war", "irregular", str(w), "--result", "4"]) == 0
    doc = load_war(w)
    assert len(doc.pairs) == 8 and doc.pairs[7].method == "carry_over"
    assert main(["war", "fill", str(w), "--seed", "2"]) == 0
    doc = load_war(w)
    types = [load_build(w.parent / p.servant).type for p in doc.pairs]
    assert types == ["saber", "lancer", "archer", "rider", "berserker", "assassin", "caster", "saber"]
    # the summoning (each Servant wants its file's class, L104): the 継戦 pair goes first (L134)
    # with its セイバー, and pair 1's セイバー is still free: every pair keeps its class, no conflict
    capsys.readouterr()
    methods = [a for n in range(1, 8) for a in ("--method", f"{n}=solo")]
    assert main(["war", "summon", str(w), "--seed", "1", *methods]) == 0
    assert "warning" not in capsys.readouterr().out
    doc = load_war(w)
    assert doc.summoning.order[0] == 7
    assert [p.class_slot for p in doc.pairs] == types
    # the board finds no class taken twice: the 継戦 pair's セイバー is outside the seven (L79)
    assert main(["war", "check", str(w)]) == 0
