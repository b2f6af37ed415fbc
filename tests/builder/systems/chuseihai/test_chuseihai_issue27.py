"""中聖杯 (002_cb7697588777ea44.txt), the rules issue 27 found unchecked: 単独行動's +50 for any
class with the skill (L184), the 陣営's 情報収集 +20 % (L64–65), the Berserker's 「1ランク高い」
(L289), the uncovered levels' GM flag lines (L262–263 Servants, L269–270 others).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from builder.core.documents import load_build
from builder.core.links import evaluate_linked
from builder.core.packs import load_pack
from tests.conftest import ROOT

CS = ROOT / "examples" / "chuseihai"


@pytest.fixture(scope="module")
def cs():
    return load_pack("chuseihai", user_layer=False)


def pair(tmp_path: Path, servant: str = "saber.json", edit=None) -> tuple[Path, Path]:
    """The example Master (【魔】45) contracted to a copy of ``servant``, edited by ``edit``."""
    master = json.loads((CS / "master.json").read_text(encoding="utf-8"))
    data = json.loads((CS / servant).read_text(encoding="utf-8"))
    if edit:
        edit(data)
    master["partner"], data["partner"] = "servant.json", "master.json"
    (tmp_path / "master.json").write_text(json.dumps(master, ensure_ascii=False), encoding="utf-8")
    (tmp_path / "servant.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return tmp_path / "servant.json", tmp_path / "master.json"


def sheet_of(pack, path: Path):
    return evaluate_linked(pack, load_build(path), path, lambda system: load_pack(system, user_layer=False))


def found(sheet):
    return sorted((f.severity, f.code, f.path, f.rule.line) for f in sheet.findings)


def test_independent_action_for_a_saber_with_the_skill(cs, tmp_path):
    # Saber Lv40 (saber.json) with the example Master's 【魔】45, no 令呪 left (L184):
    # 45×2 − 40 − 60 = −10; with 単独行動 as a skill of its own: −10 + 50 = +40.
    plain, _ = pair(tmp_path)
    assert sheet_of(cs, plain).derived["mana_per_turn_no_cs"] == -10
    def own_skill(d):
        d["lists"]["skills"].append({"name": "単独行動", "type": "independent_action", "level": "C"})
    with_skill, _ = pair(tmp_path, edit=own_skill)
    s = sheet_of(cs, with_skill)
    assert s.derived["mana_per_turn_no_cs"] == 40
    assert [f for f in found(s) if f[0] in ("error", "warning")] == []


def test_the_archers_class_skill_still_counts(cs, tmp_path):
    # Archer Lv50 (archer.json): 45×2 − 50 − 60 + 50 (単独行動, its class skill, L283) = 30
    servant, _ = pair(tmp_path, "archer.json")
    assert sheet_of(cs, servant).derived["mana_per_turn_no_cs"] == 30


def test_the_intel_bonus_belongs_to_the_whole_faction(cs, tmp_path):
    # L64: base 50 %; L65: an Archer's 陣営 +20 %: the Archer 70 and its Master 70 too.
    servant, master = pair(tmp_path, "archer.json")
    assert sheet_of(cs, servant).derived["intel_chance"] == 70
    assert sheet_of(cs, master).derived["intel_chance"] == 70
    # a Saber's Master: no class correction, 50
    tmp2 = tmp_path / "saber"
    tmp2.mkdir()
    _, saber_master = pair(tmp2)
    assert sheet_of(cs, saber_master).derived["intel_chance"] == 50


def test_a_berserkers_rank_up_is_a_gm_flag(cs, tmp_path):
    def berserker(d):
        d["options"] = {"class": ["berserker"]}
        # Saber's +10 ×3 gone: the stats must still add to 140 (Lv40: 40×2+60, L262)
        d["stats"].update({"STR": 35, "END": 30, "AGI": 30})
    servant, _ = pair(tmp_path, edit=berserker)
    s = sheet_of(cs, servant)
    assert ("gm", "data.gm", "/options/class", 289) in found(s)
    (tmp_path / "saber").mkdir()
    legal, _ = pair(tmp_path / "saber")  # the Saber beside it: no such flag
    assert [f for f in found(sheet_of(cs, legal)) if f[3] == 289] == []


@pytest.mark.parametrize(("kind", "lv", "line"), [("servant", 50, None), ("servant", 55, None),
                                                  ("servant", 52, 262), ("other", 42, 269),
                                                  ("other", 40, None), ("other", 45, None)])
def test_uncovered_levels_cite_their_own_formula(cs, kind, lv, line):
    from builder.core.registry import plugin_for
    from builder.systems.chuseihai.plugin import ChuseihaiBuild
    b = ChuseihaiBuild.model_validate({"system": "chuseihai", "type": kind, "stats": {"Lv": lv}})
    s = plugin_for("chuseihai").evaluate(cs, b, {})
    gm = [(f.code, f.path, f.rule.line) for f in s.findings if f.severity == "gm" and f.path == "/stats/Lv"]
    # Servant: ~50 (L262) and 55~ (L263) leave 51–54; others: ~40 (L269) and 45~ (L270) leave 41–44
    assert gm == ([("data.gm", "/stats/Lv", line)] if line else [])
