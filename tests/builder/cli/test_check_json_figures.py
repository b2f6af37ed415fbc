"""``check --json`` gives every stat's final value (base, bonus, final, label on its scale) and
the entries a class grants, for each example of the four data systems (issue 27, "All four").

Figures worked by hand from the seeds (lines as ``cat -n`` counts them).
"""
from __future__ import annotations

import json

import pytest

from builder.cli.main import main
from builder.core.packs import load_pack
from tests.conftest import ROOT

SYSTEMS = {"eiyuten": "eiyuten", "chuseihai": "chuseihai", "senya-tsukihime-plus": "senya-tsukihime-plus",
           "grail-tactics": "grail-tactics"}
FILES = sorted((folder, p.name) for folder in SYSTEMS for p in (ROOT / "examples" / folder).glob("*.json")
               if p.name not in ("side.json", "units.json"))


def check_json(capsys, *files) -> list[dict]:
    main(["check", "--json", *map(str, files)])
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("folder", "name"), FILES)
def test_every_stat_has_its_final_value(capsys, folder, name):
    path = ROOT / "examples" / folder / name
    entry = check_json(capsys, path)[0]
    pack = load_pack(entry["system"], user_layer=False)
    kind = entry["type"]
    expected = {s.id for s in pack.index.content.stats if s.kinds is None or kind in s.kinds}
    assert expected <= set(entry["stats"]), expected - set(entry["stats"])
    for sid, figure in entry["stats"].items():
        assert figure["final"] == figure["base"] + figure["bonus"], sid
        assert isinstance(figure["label"], str) and figure["label"], sid
    assert isinstance(entry["granted"], list)


def test_chuseihai_archer_stat_with_class_bonus_and_class_skills(capsys):
    entry = check_json(capsys, ROOT / "examples" / "chuseihai" / "archer.json")[0]
    # L283: アーチャー adds +15 to one of 【筋】【耐】【敏】; the example picks 【敏】: 35 + 15 = 50
    assert entry["stats"]["AGI"] == {"base": 35, "bonus": 15, "final": 50, "label": "50"}
    assert entry["stats"]["STR"] == {"base": 25, "bonus": 0, "final": 25, "label": "25"}
    # L283: 「単独行動と低レベルの対魔力保有」: both granted by the class choice
    granted = {(g["name"], g["level"], g["source"], g["path"]) for g in entry["granted"]}
    assert granted == {("単独行動", "", "class", "/options/class"), ("対魔力", "低", "class", "/options/class")}


def test_chuseihai_saber_grants_high_magic_resistance(capsys):
    entry = check_json(capsys, ROOT / "examples" / "chuseihai" / "saber.json")[0]
    # L281: セイバー 「【筋】【耐】【敏】+10 また、高レベルの対魔力保有」
    assert {g["name"]: g["level"] for g in entry["granted"]} == {"対魔力": "高"}
    for sid in ("STR", "END", "AGI"):
        assert entry["stats"][sid]["bonus"] == 10


def test_eiyuten_rank_labels(capsys):
    entry = check_json(capsys, ROOT / "examples" / "eiyuten" / "servant.json")[0]
    # L51: A++ is 実数値 11; L49: A is 9; L42: E+ is 2
    assert entry["stats"]["STR"] == {"base": 11, "bonus": 0, "final": 11, "label": "A++"}
    assert entry["stats"]["END"]["label"] == "A"
    assert entry["stats"]["MAG"]["label"] == "E+"


def test_english_labels(capsys):
    main(["check", "--json", "--lang", "en", str(ROOT / "examples" / "grail-tactics" / "servant.json")])
    entry = json.loads(capsys.readouterr().out)[0]
    # a coin toss's 表 is heads in English (the set-up coin for max health)
    assert entry["stats"]["health_coin"]["label"] == "heads"
