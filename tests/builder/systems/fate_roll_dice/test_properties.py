"""Property tests (hypothesis): for any build the schema accepts, evaluate never raises, its
sections are made, and every pool is exactly the sum of its ledger lines."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builder.systems.fate_roll_dice.choices import FateBuild as Build
from builder.core.engine import evaluate
from builder.core.packs import load_pack
from builder.systems.fate_roll_dice.levels import LETTERS

PACK = load_pack("fate-roll-dice", user_layer=False)
LEVELS = list(LETTERS)  # the engine's one ladder
MARK = st.fixed_dictionaries({"sign": st.sampled_from(["+", "-"]), "pattern": st.sampled_from([1, 2])})
SKILL = st.fixed_dictionaries({
    "id": st.sampled_from(sorted(PACK.skills) + ["unknown_skill"]),
    "level": st.sampled_from(LEVELS),
    "marks": st.lists(MARK, max_size=4),
    "options": st.lists(st.sampled_from(["attack", "defense", "search", "bogus"]), max_size=3),
    "fp_per_level": st.one_of(st.none(), st.integers(-6, 6)),
    "fp": st.one_of(st.none(), st.integers(-10, 10)),
})
ITEM = st.fixed_dictionaries({
    "kind": st.sampled_from(["weapon", "armor", "mount", "ability", "tool", "barrier", "nope"]),
    "activation": st.sampled_from(["constant", "sustained", "single"]),
    "target": st.sampled_from(["anti_unit", "anti_army", "anti_fortress", "anti_world", "special"]),
    "rank": st.sampled_from(LEVELS),
    "marks": st.lists(MARK, max_size=3),
    "raised_by_minus": st.integers(0, 3),
    "effects": st.lists(st.fixed_dictionaries({"id": st.sampled_from(sorted(PACK.np_effects)[:40] + ["zz"]),
                                               "count": st.integers(1, 3)}), max_size=4),
})
#: builder/systems/fate_roll_dice/sheetsections.py's contract: its sections' ids, in order
SECTION_IDS = ["basics", "ranks", "summoning", "stats", "derived", "skills", "noble_phantasms", "gear",
               "mystic_codes", "troops", "upkeep", "mp_items", "combos", "profile", "setting", "pools", "ledger",
               "approvals", "findings", "play"]
BUILD = st.fixed_dictionaries({
    "system": st.just("fate-roll-dice"),
    "type": st.sampled_from(sorted(PACK.types)),
    "ranks": st.lists(st.fixed_dictionaries({"id": st.sampled_from(sorted(PACK.ranks))}), max_size=7),
    "stats": st.dictionaries(st.sampled_from(sorted(PACK.stats)),
                             st.fixed_dictionaries({"level": st.sampled_from(LEVELS), "marks": st.lists(MARK, max_size=3)})),
    "skills": st.lists(SKILL, max_size=6),
    "noble_phantasms": st.lists(ITEM, max_size=3),
    "mystic_codes": st.lists(ITEM, max_size=2),
    "upkeep": st.lists(st.fixed_dictionaries({"use": st.sampled_from(["equipment_points", "recovery_item", "x"]),
                                              "points": st.integers(0, 5)}), max_size=2),
    "gear": st.lists(st.fixed_dictionaries({"kind": st.sampled_from(sorted(PACK.gear_kinds)),
                                            "points": st.integers(0, 8),
                                            "paid_with": st.sampled_from(["equipment", "mp"])}), max_size=3),
})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(BUILD)
def test_evaluate_is_total_and_pools_are_ledger_sums(data):
    build = Build.model_validate(data)
    sheet = evaluate(PACK, build)
    for pid, pool in sheet.pools.items():
        assert pool.total == sum(g.amount for g in sheet.pool_totals if g.pool == pid)
        assert pool.spent == sum(line.amount for line in sheet.ledger if line.pool == pid)
    # the sections every view reads are made for any build too (worded on first read), in the
    # order sheetsections' contract gives
    assert [s.id for s in sheet.sections] == SECTION_IDS
    assert evaluate(PACK, build).derived == sheet.derived  # deterministic
