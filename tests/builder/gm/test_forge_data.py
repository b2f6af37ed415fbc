"""The NPC forge on the data systems (issue 15 items 4 and 6): a legal character where the pack
has the tables, a clear refusal naming the table where it lacks one. Numbers are the seeds'."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from builder.core.documents import dump_build, parse_build
from builder.core.engine import evaluate
from builder.gm.forge import ForgeError, forge
from builder.core.packs import load_pack
from tests.fuzzbudget import FUZZ_EXAMPLES, fuzz_settings

# a data character takes ~0.1 s to forge (one evaluation per step): a fifth of the fuzz budget
data_settings = settings(fuzz_settings, max_examples=max(20, FUZZ_EXAMPLES // 5))

PACKS = {s: load_pack(s, user_layer=False) for s in ("eiyuten", "chuseihai", "senya-tsukihime-plus", "grail-tactics")}


def legal(system: str, build) -> dict:
    sheet = evaluate(PACKS[system], build)
    assert [(f.code, f.path) for f in sheet.findings if f.severity in ("error", "gm")] == []
    assert {p.id: p.remaining for p in sheet.pools.values() if p.remaining} == {}
    return sheet.pools


def test_a_chuseihai_servant_of_level_40_spends_its_140_points_in_steps_of_5():
    # 002 L261–265: a servant up to Lv 50 has Lv × 2 + 60 = 40 × 2 + 60 = 140 points; L259: steps of 5
    build = forge("chuseihai", type="servant", level=40, cls="lancer", seed=2, pack=PACKS["chuseihai"])
    pools = legal("chuseihai", build)
    assert pools["stat_points"].total == 140
    assert build.stats["Lv"] == 40 and build.options["class"] == ["lancer"]
    assert all(v % 5 == 0 for v in build.stats.values())


def test_a_chuseihai_other_of_level_45_has_the_higher_formula():
    # 002 L268–270: others from Lv 45: (Lv − 40) × 3 + 120 = 5 × 3 + 120 = 135
    build = forge("chuseihai", type="other", level=45, seed=1, pack=PACKS["chuseihai"])
    assert legal("chuseihai", build)["stat_points"].total == 135


def test_an_eiyuten_master_spends_10_hero_points_and_15_explore_points():
    # 001 L9–10: a master has 英雄点 10 and 探索点 15 (a servant 30 and 18)
    build = forge("eiyuten", type="master", seed=4, pack=PACKS["eiyuten"])
    pools = legal("eiyuten", build)
    assert (pools["hero_points"].total, pools["explore_points"].total) == (10, 15)
    assert build.generated.seed == 4


def test_a_level_where_the_system_has_none_is_refused():
    with pytest.raises(ForgeError, match="no level"):
        forge("eiyuten", type="servant", level=5, seed=1, pack=PACKS["eiyuten"])
    with pytest.raises(ForgeError, match="not on its scale"):
        forge("chuseihai", type="servant", level=42, seed=1, pack=PACKS["chuseihai"])  # steps of 5 (L259)


@pytest.mark.parametrize("kind, table", [("servant", "サーヴァントの情報ページ"), ("master", "マスターの情報ページ")])
def test_grail_tactics_says_which_gm_table_it_lacks(kind, table):
    # 004 L137: the unit pages are the GM's to enter; the bundled pack has none
    with pytest.raises(ForgeError, match=table):
        forge("grail-tactics", type=kind, seed=1, pack=PACKS["grail-tactics"])


@data_settings
@given(system=st.sampled_from(["eiyuten", "chuseihai", "senya-tsukihime-plus"]), seed=st.integers(0, 2**32),
       data=st.data())
def test_any_seed_gives_a_legal_data_character(system, seed, data):
    kinds = [k.id for k in PACKS[system].index.content.kinds]
    kind = data.draw(st.sampled_from(kinds))
    level = data.draw(st.sampled_from([None, 20, 40, 60, 100])) if system == "chuseihai" else None
    build = forge(system, type=kind, level=level, seed=seed, pack=PACKS[system])
    legal(system, build)
    assert build == forge(system, type=kind, level=level, seed=seed, pack=PACKS[system])


@data_settings
@given(seed=st.integers(0, 2**32), data=st.data())
def test_keep_never_changes_a_kept_data_choice(seed, data):
    whole = forge("eiyuten", type=data.draw(st.sampled_from(["servant", "master"])), seed=seed, pack=PACKS["eiyuten"])
    kept = dump_build(whole)
    kept.pop("generated")
    kept["options"] = {k: v for k, v in kept["options"].items() if data.draw(st.booleans())}
    for sid in list(kept["stats"]):
        if data.draw(st.booleans()):
            kept["stats"][sid] = 1  # back to the default: open again
    try:
        result = dump_build(forge("eiyuten", seed=seed + 1, keep=parse_build(kept), pack=PACKS["eiyuten"]))
    except ForgeError as exc:  # an option taken back may have given points the kept stats spent
        assert "kept choices cost more" in str(exc)
        return
    for oid, choice in kept["options"].items():
        assert result["options"][oid] == choice
    for sid, value in kept["stats"].items():
        if value != 1:
            assert result["stats"][sid] == value
