"""Both forges change a character only through named edits (issue 25 item 7, shared/DESIGN.md
"The forge builds through the same named edits the window sends"): the character a forge
returns is exactly what replaying the edits it logged (:class:`builder.gm.forge.ForgeLog`),
each through its ``apply`` as the window sends it, gives on the character it started from. A
value the forge wrote into the character directly (its name, its ``generated`` record, a GM
approval, an option, a stat) would be missing from the replay and fail the comparison.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from builder.core.documents import dump_build, parse_build
from builder.core.packs import load_pack
from builder.gm.forge import MAKER, ForgeLog, forge
from builder.kit import edits as kit_edits
from builder.systems.fate_roll_dice.edits import EDITS as FATE_EDITS

#: every named edit a window page may send: Fate/roll dice's own and the kit's (any system's)
NAMED = tuple(FATE_EDITS.values()) + tuple(getattr(kit_edits, name) for name in kit_edits.__all__
                                           if isinstance(getattr(kit_edits, name), type)
                                           and name not in ("EditRefused",))


#: Grail Tactics' units wait for the GM's unit pages (L137): the example campaign's pages
UNITS = Path(__file__).resolve().parents[3] / "examples" / "grail-tactics" / "units.json"


@pytest.fixture(scope="module")
def packs():
    return {}


def pack_of(packs, system):
    if system not in packs:
        packs[system] = load_pack(system, [UNITS] if system == "grail-tactics" else None, user_layer=False)
    return packs[system]


def replayed(pack, log: ForgeLog):
    build = log.start
    for edit in log.edits:
        build = edit.apply(pack, build)
    return build


def forged_with_log(packs, system, **kwargs):
    log = ForgeLog()
    pack = pack_of(packs, system)
    build = forge(system, pack=pack, log=log, **kwargs)
    return pack, build, log


@pytest.mark.parametrize("type_id, seed, npc", [("master", 1, True), ("saber", 2, True), ("berserker", 3, False),
                                                ("caster", 4, True), ("troop", 5, True), ("troop_np", 6, False)])
def test_a_fate_characters_edits_replayed_give_the_forged_character(packs, type_id, seed, npc):
    pack, build, log = forged_with_log(packs, "fate-roll-dice", type=type_id, seed=seed, npc=npc)
    assert log.edits and all(isinstance(e, NAMED) for e in log.edits)
    assert dump_build(replayed(pack, log)) == dump_build(build)
    # the name, the forge's record and (an NPC's) GM approvals are edits too, no longer written
    assert any(isinstance(e, kit_edits.SetText) and e.field == "name" and e.value == build.name for e in log.edits)
    assert [e for e in log.edits if isinstance(e, kit_edits.MarkGenerated)] == [
        kit_edits.MarkGenerated(MAKER, seed, False)]
    approvals = [e for e in log.edits if isinstance(e, kit_edits.Approve)]
    assert len(approvals) == len(build.approvals) and (approvals != []) == (npc and bool(build.approvals))


def test_a_kept_fates_fill_replays_on_the_kept_character(packs):
    # a Saber file that wrote only its strength (EX) and one rank: the forge starts from it and
    # fills the rest; its first edit gives the other stats the Saber's base (L668: 耐久B 敏捷B
    # 魔力C 幸運D 宝具-) and its class skills (L670: 対魔力E 騎乗E), since the file lists none (L655)
    kept = parse_build({"system": "fate-roll-dice", "type": "saber", "npc": True,
                        "stats": {"strength": {"level": "EX"}}, "ranks": [{"id": "chimeido"}]})
    pack, build, log = forged_with_log(packs, "fate-roll-dice", seed=7, keep=kept, npc=True)
    assert log.start == kept
    assert dump_build(replayed(pack, log)) == dump_build(build)
    first = log.edits[0].apply(pack, kept)
    assert {sid: s.level for sid, s in first.stats.items()} == {
        "strength": "EX", "endurance": "B", "agility": "B", "mana": "C", "luck": "D", "noble_phantasm": "-"}
    assert [(s.id, s.level) for s in first.skills] == [("taimaryoku", "E"), ("kijou", "E")]
    assert build.stats["strength"].level == "EX" and build.ranks[0].id == "chimeido"
    assert build.generated.kept is True


@pytest.mark.parametrize("system", ["chuseihai", "eiyuten", "senya-tsukihime-plus", "grail-tactics"])
def test_a_data_characters_edits_replayed_give_the_forged_character(packs, system):
    pack = pack_of(packs, system)
    made = 0
    for kind in pack.index.content.kinds:
        log = ForgeLog()
        try:
            build = forge(system, type=kind.id, seed=4, pack=pack, log=log)
        except Exception as exc:  # a kind whose GM-entered table no one has entered (forge.lacks_table)
            assert getattr(exc, "code", "") == "lacks_table", exc
            assert log.edits == []  # a refusal leaves the log as it was
            continue
        made += 1
        assert all(isinstance(e, NAMED) for e in log.edits)
        assert dump_build(replayed(pack, log)) == dump_build(build)
        assert any(isinstance(e, kit_edits.SetText) and e.field == "name" for e in log.edits)
        assert isinstance(log.edits[-1], kit_edits.MarkGenerated) and log.edits[-1].seed == 4
        # each option the character holds was chosen by an edit
        chosen = {e.option for e in log.edits if isinstance(e, kit_edits.ChooseOption) and e.choices}
        assert set(build.options) <= chosen
    assert made >= 1
