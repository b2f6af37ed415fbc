"""Packs are typed all the way (issue 10): every key of a pack is declared, a misspelled one is
an error naming the user's file and the JSON path, formulas are checked against the pack's names
at load, and a user entry that breaks a bundled one is named in the user's file."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import BaseModel

from builder.cli.main import main
from builder.core.packs import PackError, load_pack, user_pack_dir

ROOT = Path(__file__).resolve().parents[3]
SABER = str(ROOT / "examples" / "saber.json")
SKILL = {"id": "homebrew", "name": "自作スキル", "pricing": {"type": "fixed", "per_level": 1}}


def user_file(system: str, name: str, data) -> Path:
    folder = user_pack_dir() / system
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def only_problem(system: str):
    pack = load_pack(system)
    assert len(pack.problems) == 1, pack.problems
    return pack, pack.problems[0]


# ---------------------------------------------------------------- the bundled packs are closed

def _extras(obj, where="") -> list[str]:
    found = []
    if isinstance(obj, BaseModel):
        found += [f"{type(obj).__name__}{where}.{k}" for k in (obj.model_extra or {})]
        for name in type(obj).model_fields:
            found += _extras(getattr(obj, name), f"{where}/{name}")
    elif isinstance(obj, (list, tuple)):
        for i, item in enumerate(obj):
            found += _extras(item, f"{where}/{i}")
    elif isinstance(obj, dict):
        for key, item in obj.items():
            found += _extras(item, f"{where}/{key}")
    return found


@pytest.mark.parametrize("system", ["fate-roll-dice", "chuseihai", "eiyuten"])
def test_every_key_of_a_bundled_pack_is_declared(system):
    pack = load_pack(system, user_layer=False)
    assert _extras(pack.content) == [] and _extras(pack.manifest) == []


def test_the_declared_rules_reach_the_engine(pack):
    """Each rule number as the seed states it (Fate/roll dice, 000_8acb8ad758a0196c.txt)."""
    rules = pack.rules
    assert rules["fp_per_rank_level"] == 6          # L750 「ランクレベル×6点のFP」
    assert rules["stat_step_fp"] == 6               # L885 「1LV上昇するのにFPが6点」
    assert rules["stat_ex_step_fp"] == 18           # L887 「通常の3倍、18FP」: 3 × 6
    assert rules["stat_mark_fp"] == 3               # L910 「ステータスの場合、「+」1個につき3FP」: 6 / 2
    assert (rules["stat_marks_max"], rules["skill_marks_max"]) == (2, 3)  # L914 「2個まで」「3個まで」
    assert rules["skill_ex_factor"] == 3            # L931 「三倍のFP」
    assert rules["pool_per_society"] == 2           # L960 「「社会」ステータス×2点」
    assert rules["ep_per_upkeep"] == 2              # L970 「1点使用する毎に、装備ポイント2点」
    assert (rules["mystic_code_ep_per_level"], rules["mystic_code_mark_ep"]) == (2, 1)  # L1032
    assert rules["np_ex_raise_minus"] == 2          # L1081 「マイナス追加効果は「2つ」」
    assert rules["np_ex_free_slots"] == 2           # L1082 「2個までなら」
    assert rules["stat_step_fp_line"] == 885 and rules["levels"]["EX"] > rules["levels"]["A"]


# ---------------------------------------------------------------- a misspelled key

def test_a_misspelled_key_in_a_fate_skill_sets_the_user_file_aside():
    bad = user_file("fate-roll-dice", "house.json", {"skills": [{**SKILL, "levl": 3}]})
    pack, problem = only_problem("fate-roll-dice")
    assert (problem.file, problem.path) == (str(bad), "/skills/0/levl")
    assert "unknown key 'levl'" in problem.message
    assert "homebrew" not in pack.skills and "taimaryoku" in pack.skills  # the bundled pack loads


def test_a_misspelled_key_in_a_fate_check_or_rule_is_placed_at_the_key():
    rank = {"id": "house_rank", "name": "自作", "kind": "master", "checks": [{"type": "npc_only", "severty": "gm"}]}
    bad = user_file("fate-roll-dice", "ranks.json", {"ranks": [rank]})
    _, problem = only_problem("fate-roll-dice")
    assert (problem.file, problem.path) == (str(bad), "/ranks/0/checks/0/severty")
    assert "did you mean 'severity'?" in problem.message
    bad.unlink()
    bad = user_file("fate-roll-dice", "rules.json", {"rules": {"stat_step_fpp": 5}})
    pack, problem = only_problem("fate-roll-dice")
    assert (problem.file, problem.path) == (str(bad), "/rules/stat_step_fpp")
    assert "did you mean 'stat_step_fp'?" in problem.message and pack.rules["stat_step_fp"] == 6


def test_an_unknown_check_type_is_still_kept_fail_closed():
    """The one open object: a check ``type`` this version does not know loads (it is evaluated
    as unmet), extra keys and all."""
    rank = {"id": "house_rank", "name": "自作", "kind": "master",
            "checks": [{"type": "from_a_newer_version", "anything": 1}]}
    user_file("fate-roll-dice", "ranks.json", {"ranks": [rank]})
    pack = load_pack("fate-roll-dice")
    assert pack.problems == [] and pack.ranks["house_rank"].checks[0].type == "from_a_newer_version"


def test_a_campaign_file_with_a_typo_stops_check_with_one_line(tmp_path, capsys):
    campaign = tmp_path / "camp.json"
    campaign.write_text(json.dumps({"skills": [{**SKILL, "levl": 3}]}), encoding="utf-8")
    assert main(["check", SABER, "--campaign", str(campaign)]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in captured.err
    assert lines[0].startswith(f"grail-builder: {campaign}: /skills/0/levl: unknown key 'levl'")


def test_a_misspelled_key_in_a_data_system_option_choice():
    option = {"id": "house_option", "name": "自作", "choices": [{"id": "a", "name": "A", "valeus": {"x": 1}}]}
    bad = user_file("chuseihai", "house.json", {"options": [option]})
    pack, problem = only_problem("chuseihai")
    assert (problem.file, problem.path) == (str(bad), "/options/0/choices/0/valeus")
    assert "did you mean 'values'?" in problem.message
    assert "house_option" not in pack.index.options


def test_a_misspelled_key_in_a_data_system_check(tmp_path, capsys):
    check = {"id": "house_cap", "type": "range", "group": "main", "mni": "5"}
    bad = user_file("chuseihai", "house.json", {"checks": [check]})
    _, problem = only_problem("chuseihai")
    assert (problem.file, problem.path) == (str(bad), "/checks/0/mni")
    assert "did you mean 'min'?" in problem.message
    bad.unlink()
    # the same file as a campaign file on the command line: exit 2, one line, its place first
    character = tmp_path / "c.json"
    assert main(["new", "chuseihai", "-o", str(character)]) == 0
    campaign = tmp_path / "camp.json"
    campaign.write_text(json.dumps({"checks": [check]}), encoding="utf-8")
    capsys.readouterr()
    assert main(["check", str(character), "--campaign", str(campaign)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"grail-builder: {campaign}: /checks/0/mni: ")


def test_a_check_of_unknown_type_in_a_data_system_says_which_types_exist():
    bad = user_file("chuseihai", "house.json", {"checks": [{"id": "c", "type": "rnage", "group": "main"}]})
    _, problem = only_problem("chuseihai")
    assert (problem.file, problem.path) == (str(bad), "/checks/0")
    assert "did you mean 'range'?" in problem.message


def test_a_formula_naming_an_unknown_name_says_did_you_mean(tmp_path):
    derived = {"id": "house_hp", "name": "HP", "expr": "STRR * 2"}
    bad = user_file("chuseihai", "house.json", {"derived": [derived]})
    _, problem = only_problem("chuseihai")
    assert (problem.file, problem.path) == (str(bad), "/derived/0/expr")
    assert "unknown name 'STRR'" in problem.message and "did you mean STR" in problem.message
    campaign = tmp_path / "camp.json"
    campaign.write_text(json.dumps({"derived": [derived]}), encoding="utf-8")
    with pytest.raises(PackError) as err:
        load_pack("chuseihai", [campaign], user_layer=False)
    assert (err.value.file, err.value.path) == (str(campaign), "/derived/0/expr")
    assert "did you mean" in err.value.message


# ---------------------------------------------------------------- a user entry breaking a bundled one

def _bundled_entry(system: str, section: str, entry_id: str) -> dict:
    pack = load_pack(system, user_layer=False)
    entry = next(e for e in getattr(pack.index.content, section) if e.id == entry_id)
    return entry.model_dump(mode="json", exclude_defaults=True)


def test_a_restated_list_without_its_types_is_named_in_the_user_file(tmp_path):
    """英雄点: skills.json's count checks read the types of the list ``skills`` (L177–184); a GM
    restating that list without them broke those checks, and the GM's file is named."""
    skills = _bundled_entry("eiyuten", "lists", "skills")
    skills["types"] = []
    bad = user_file("eiyuten", "gm.json", {"lists": [skills]})
    pack, problem = only_problem("eiyuten")
    assert (problem.file, problem.path) == (str(bad), "/lists/0")
    assert "list 'skills' has no type 'modifier'" in problem.message
    assert "skills.json" in problem.message  # where the bundled check that needs it is
    assert {t.id for t in pack.index.lists["skills"].types} >= {"modifier"}  # the bundled list kept
    bad.unlink()
    campaign = tmp_path / "camp.json"  # as a campaign file: refused, naming it
    campaign.write_text(json.dumps({"lists": [skills]}, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(PackError) as err:
        load_pack("eiyuten", [campaign], user_layer=False)
    assert (err.value.file, err.value.path) == (str(campaign), "/lists/0")


def test_a_replaced_option_a_bundled_formula_reads_is_named_in_the_user_file():
    """英雄点 core.json: the 強化属性 choices require ``master_skills__enables_enhancement`` (L86);
    a user file replacing the option ``master_skills`` without that key broke the formula."""
    master_skills = _bundled_entry("eiyuten", "options", "master_skills")
    master_skills["keys"] = []
    master_skills["choices"] = []
    bad = user_file("eiyuten", "gm.json", {"options": [master_skills]})
    _, problem = only_problem("eiyuten")
    assert (problem.file, problem.path) == (str(bad), "/options/0")
    assert "master_skills__enables_enhancement" in problem.message and "core.json" in problem.message


def test_a_user_entry_that_breaks_the_bundled_pack_otherwise_is_still_named():
    """中聖杯: the level stat Lv is the only stat of the group ``level`` the bundled checks read;
    a user file moving it to another group is named (at the entry it replaced), and another
    good user file still loads."""
    lv = _bundled_entry("chuseihai", "stats", "Lv")
    lv["group"] = "lvl"
    bad = user_file("chuseihai", "gm.json", {"stats": [lv]})
    good = user_file("chuseihai", "a_good.json", {"kinds": []})
    pack, problem = only_problem("chuseihai")
    assert (problem.file, problem.path) == (str(bad), "/stats/0")
    assert "no stat group 'level'" in problem.message
    assert str(good) in pack.layers and str(bad) not in pack.layers
