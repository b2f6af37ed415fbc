"""Grail Tactics (004_52394247ffe7dd97.txt): a unit page names its class, and holds its 宝具's
multiplier and cooldown and a Master's 魔術刻印 (issue 27). The pages are GM data (the seed has
none, 「そのユニットの情報ページ」 L137): examples/grail-tactics/units.json, example data.
"""
from __future__ import annotations

import json

import pytest

from builder.kit.build import DataBuild
from builder.kit.evaluate import evaluate
from builder.core.packs import load_pack
from tests.conftest import ROOT

UNITS = ROOT / "examples" / "grail-tactics" / "units.json"


@pytest.fixture(scope="module")
def pack():
    return load_pack("grail-tactics", [UNITS], user_layer=False)


SERVANT = {  # the example Lancer page (class_no 1)
    "system": "grail-tactics", "type": "servant", "name": "試験",
    "stats": {"health_coin": 1, "life_roll_s": 10, "agility_roll_s": 10, "luck_roll": 10},
    "options": {"class": ["lancer"], "servant_page": ["ex_lancer"]},
}
MASTER = {
    "system": "grail-tactics", "type": "master", "name": "試験",
    "stats": {"health_coin": 1, "life_roll_m": 10, "agility_roll_m": 10, "luck_roll": 10},
    "options": {"master_page": ["ex_master"]},
}


def build(base, **options):
    data = json.loads(json.dumps(base))
    data["options"].update(options)
    return DataBuild.model_validate(data)


def errors(s):
    return [(f.severity, f.code, f.path, f.rule.line) for f in s.findings if f.severity in ("error", "gm")]


def test_a_rider_on_a_lancers_page_is_an_error(pack):
    wrong = evaluate(pack, build(SERVANT, **{"class": ["rider"]}))
    assert errors(wrong) == [("error", "data.rule", "/options/servant_page", 137)]
    assert errors(evaluate(pack, build(SERVANT))) == []  # the Lancer on its own page


def test_a_page_that_names_no_class_is_a_gm_flag(pack, tmp_path):
    units = json.loads(UNITS.read_text(encoding="utf-8"))
    for o in units["options"]:
        for c in o["choices"]:
            c["values"].pop("class_no", None)
    layer = tmp_path / "old_units.json"
    layer.write_text(json.dumps(units, ensure_ascii=False), encoding="utf-8")
    old = load_pack("grail-tactics", [layer], user_layer=False)
    assert errors(evaluate(old, build(SERVANT))) == [("gm", "data.gm", "/options/servant_page", 137)]


def test_the_page_holds_the_np_and_magic_crest_figures(pack):
    # example Lancer page: 宝具 multiplier 2 (L185), cooldown 3 rounds (L261 「CD中」)
    s = evaluate(pack, build(SERVANT))
    assert (s.derived["np_multiplier"], s.derived["np_cooldown"]) == (2, 3)
    # example Master page: 魔術刻印 multiplier 2 (L197), cooldown 2
    m = evaluate(pack, build(MASTER))
    assert (m.derived["mc_multiplier"], m.derived["mc_cooldown"]) == (2, 2)
    assert "np_multiplier" not in m.derived and "mc_multiplier" not in s.derived


@pytest.mark.parametrize("seed", range(8))
def test_generate_never_puts_a_class_on_another_class_page(pack, seed):
    from builder.kit.forge import forge_data
    made = forge_data(pack, type="servant", level=None, cls=None, seed=seed, keep=None, npc=True)
    page = {"ex_lancer": "lancer", "ex_caster": "caster"}[made.options["servant_page"][0]]
    assert made.options["class"] == [page]
    assert errors(evaluate(pack, made)) == []


def test_generate_refuses_a_class_without_a_page(pack):
    from builder.gm.forge import ForgeError
    from builder.kit.forge import forge_data
    with pytest.raises(ForgeError):  # no Rider page in the example units: no Rider on another's page
        forge_data(pack, type="servant", level=None, cls="rider", seed=1, keep=None, npc=True)
