"""The forges ask the engine when a step reads its word, not after every edit (issue 25 item 8:
an answer no step read was two evaluations in three of a forge), and keep per pack what is a
pure function of the pack. Neither may change what a step decides on: every sheet a step reads
is the engine's word on the character exactly as it is then (shared/DESIGN.md: "asks the engine
after each one; the engine's findings are its only judge"), and every kept figure is the one
worked out afresh. The engine is the reference in every comparison; no number is written here.
"""
from __future__ import annotations

import pytest

from builder.core.documents import parse_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack
from builder.gm.forge import forge
from builder.kit import forge as data_forge
from builder.systems.fate_roll_dice.forge import pick
from builder.systems.fate_roll_dice.forge.state import ForgeState

PACK = load_pack("fate-roll-dice", user_layer=False)
PACK_MODEL = pick.pack_model(PACK)


def _word(sheet) -> tuple:
    """What a step reads of a sheet: findings, pools and derived values."""
    return (sorted((f.severity, f.code, f.path) for f in sheet.findings),
            {p: (pool.total, pool.spent, pool.remaining) for p, pool in sheet.pools.items()}, dict(sheet.derived))


@pytest.fixture
def fate_reads(monkeypatch):
    """Every sheet and stat row the Fate/roll dice forge reads, each checked against a fresh
    evaluation of the character's data as it is at that moment; the number of reads checked."""
    checked = []
    sheet, stat_values = ForgeState.sheet, ForgeState.stat_values

    def fresh(state, detail):
        return evaluate(state.pack, state.model.model_validate(state.data), detail=detail)

    def checked_sheet(state):
        got = sheet(state)
        assert _word(got) == _word(fresh(state, False))
        checked.append("sheet")
        return got

    def checked_stats(state):
        got = stat_values(state)
        assert got == {sid: row.get("value", 0) for sid, row in fresh(state, True).stats.items()}
        checked.append("stats")
        return got

    monkeypatch.setattr(ForgeState, "sheet", checked_sheet)
    monkeypatch.setattr(ForgeState, "stat_values", checked_stats)
    return checked


@pytest.mark.parametrize("kw", [
    dict(type="master", level=3, seed=1), dict(type="saber", level=10, seed=2, npc=True),
    dict(type="berserker", level=12, seed=1009), dict(type="troop", level=4, seed=3),
    dict(type="troop_np", level=6, seed=4, npc=False),
    # a GM's half-made lancer (test_forge.py's): kept choices served first, the rest filled
    dict(level=10, seed=5, keep=parse_build({
        "system": "fate-roll-dice", "type": "lancer", "npc": True,
        "stats": {"agility": {"level": "A"}, "noble_phantasm": {"level": "B"}},
        "skills": [{"id": "taimaryoku", "level": "E"}, {"id": "sentou_zokkou", "level": "C"}],
        "noble_phantasms": [{"name": "必中の朱槍", "kind": "weapon", "activation": "single",
                             "target": "anti_unit", "rank": "B"}]})),
])
def test_every_sheet_the_fate_forge_reads_is_the_engines_word_on_the_character_then(fate_reads, kw):
    build = forge("fate-roll-dice", pack=PACK, **kw)
    assert "sheet" in fate_reads and "stats" in fate_reads  # the steps did read (and were checked)
    # and what it returns is what a file of its data loads as
    assert build == PACK_MODEL.model_validate(build.model_dump(mode="json", exclude_defaults=True))


@pytest.mark.parametrize("system", ["chuseihai", "eiyuten"])
def test_every_sheet_the_data_forge_reads_is_the_engines_word_on_the_character_then(monkeypatch, system):
    pack = load_pack(system, user_layer=False)
    checked = []
    sheet = data_forge._Character.sheet

    def checked_sheet(made):
        got = sheet.fget(made)
        assert _word(got) == _word(evaluate(made.pack, made.build))
        checked.append(got)
        return got

    monkeypatch.setattr(data_forge._Character, "sheet", property(checked_sheet))
    for kind in pack.index.content.kinds:
        forge(system, type=kind.id, seed=6, pack=pack)
    assert checked


def test_the_kept_step_costs_and_weights_are_the_ones_worked_out_afresh():
    pack = load_pack("fate-roll-dice", user_layer=False)  # its own memo: nothing kept yet
    for sid, sdef in pack.skills.items():
        for level in range(1, 6):
            # no option, the fewest the forge takes, and each option alone (its own delta)
            for opts in ((), pick.options_for(pack, sid) or (), *((o.id,) for o in sdef.options)):
                try:
                    expected = pick._step_cost(pack, sid, level, opts)
                except IndexError:  # a tiered price with fewer levels: no step there, kept or not
                    continue
                assert pick.step_cost(pack, sid, level, opts) == expected
                assert pick.step_cost(pack, sid, level, opts) == expected  # the kept one
    ids = list(pack.skills)
    strong = {"strength": 5, "endurance": 4, "agility": 5, "mana": 1, "luck": 2, "noble_phantasm": 3}
    weak = {**strong, "strength": 1, "mana": 5}
    for kind, stats, base in [("servant", strong, {"taimaryoku"}), ("servant", weak, {"taimaryoku"}),
                              ("master", weak, set()), ("servant", strong, set()), ("troop", strong, set())]:
        for _ in range(2):  # worked out, then kept: the same either way, per kind, stats and class skills
            assert pick.skill_weights(pack, ids, kind, stats, base) == {
                sid: pick.skill_weight(pack, sid, kind, stats, base) for sid in ids}
