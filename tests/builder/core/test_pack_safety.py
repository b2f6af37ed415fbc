"""Pack formulas and pack files as a GM meets them: a formula that can fail is refused when the
pack loads, naming the GM's file and the JSON path in it; a broken file in the user pack
folder is set aside while everything else loads; a campaign file named on the command line
that is broken stops the load with the same kind of message; odd files never hang or crash."""
from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import pytest

from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.core.packs import PackError, load_pack, user_pack_dir
from tests.builder.helpers import make

SYSTEM = "fate-roll-dice"
EXAMPLES = sorted((Path(__file__).resolve().parents[3] / "examples").glob("*.json"))
SKILL = {"id": "homebrew_blade", "name": "剣聖の技", "pricing": {"type": "fixed", "per_level": 2}}


def user_file(name: str, data, *, raw: bytes | None = None) -> Path:
    folder = user_pack_dir() / SYSTEM
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(raw if raw is not None else json.dumps(data, ensure_ascii=False).encode("utf-8"))
    return path


def campaign(tmp_path, data, name="campaign.json", *, raw: bytes | None = None) -> Path:
    path = tmp_path / name
    path.write_bytes(raw if raw is not None else json.dumps(data, ensure_ascii=False).encode("utf-8"))
    return path


def derived(expr: str) -> dict:
    return {"rules": {"derived": [{"id": "hp", "name": "HP", "expr": "agility * 3"}, {"id": "odd", "expr": expr}]}}


def gear(cap: str, index: int = 0) -> dict:
    kinds = [{"id": f"filler_{i}", "name": "x", "category": "weapon", "cap": "strength"} for i in range(index)]
    return {"gear_kinds": kinds + [{"id": "custom_blade", "name": "魔剣", "category": "weapon", "cap": cap}]}


# ---------------------------------------------------------------- formulas, at load time

@pytest.mark.parametrize("expr, words", [
    ("strenght * 2", "unknown name 'strenght' (did you mean strength?)"),
    ("10 / (luck - 3)", "division by zero"),
    ("agility % (mana - mana)", "division by zero"),
    ("(0 - mana) ** 0.5", "not a real number"),
    ("4000000**4000000", "out of range"),
    ("9**9**9**9", "out of range"),
    ("10**12 * strength", "out of range"),
    ("1e308 * 10", "out of range"),
    ("'a' * 10**9", "only numbers are allowed"),
    ("f'{1:999999999}'", "JoinedStr is not allowed"),
    ("'%0999999999d' % 1", "only numbers are allowed"),
    ("strength.__class__", "Attribute is not allowed"),
    ("max()", "needs at least one value"),
    ("-" * 200 + "1", "nested more than"),
])
def test_campaign_formula_that_can_fail_is_refused_at_load(tmp_path, expr, words):
    path = campaign(tmp_path, derived(expr))
    started = time.perf_counter()
    with pytest.raises(PackError) as err:
        load_pack(SYSTEM, [path], user_layer=False)
    # A hang guard, not a speed measurement: without the evaluator's limits 9**9**9**9 never ends and
    # 4000000**4000000 (26 million digits) takes minutes, so a generous bound cannot flake under load.
    assert time.perf_counter() - started < 30, "refusing a formula must not compute it"
    assert err.value.file == str(path)
    assert err.value.path == "/rules/derived/1/expr"
    assert words in err.value.message
    assert str(path) in str(err.value) and "/rules/derived/1/expr" in str(err.value)


def test_dry_run_says_where_the_formula_fails(tmp_path):
    # strength and agility only equal each other in the middle of their ranges
    path = campaign(tmp_path, gear("10 / (strength - agility)", index=2))
    with pytest.raises(PackError) as err:
        load_pack(SYSTEM, [path], user_layer=False)
    assert (err.value.file, err.value.path) == (str(path), "/gear_kinds/2/cap")
    assert "division by zero" in err.value.message and "agility=" in err.value.message


def test_activation_formula_names_only_LV(tmp_path):
    category = {"id": "channelled", "name": "集中", "axis": "activation", "mp": "LV * strength", "levels": "LV"}
    path = campaign(tmp_path, {"categories": [category]})
    with pytest.raises(PackError) as err:
        load_pack(SYSTEM, [path], user_layer=False)
    assert (err.value.file, err.value.path) == (str(path), "/categories/0/mp")
    assert "unknown name 'strength'" in err.value.message


def test_good_formulas_with_pack_names_load(tmp_path):
    new_stat = {"stats": [{"id": "sanity", "name": "正気"}], **gear("max(sanity, kijou) + (2 if luck >= 5 else 0)")}
    pack = load_pack(SYSTEM, [campaign(tmp_path, new_stat)], user_layer=False)
    assert "gear_kinds/custom_blade" in pack.formulas and not pack.problems


# ---------------------------------------------------------------- formulas, at run time

def _too_many_ranks(pack):
    return make(pack, "saber", ranks=[{"id": r} for r in list(pack.ranks)[-7:]])


def test_formula_failing_outside_the_dry_run_is_a_finding(tmp_path):
    # rank_level is dry-run up to what the kinds allow (servant: 6 + 6); a servant with one
    # rank too many reaches 13, where this formula divides by zero.
    path = campaign(tmp_path, derived("100 // (rank_level - 13)"))
    pack = load_pack(SYSTEM, [path], user_layer=False)
    sheet = evaluate(pack, _too_many_ranks(pack))
    failed = [f for f in sheet.findings if f.code == "pack.formula_failed"]
    assert len(failed) == 1 and failed[0].severity == "error"
    assert failed[0].params["file"] == str(path) and failed[0].params["formula"] == "/rules/derived/1/expr"
    assert "division by zero" in failed[0].params["error"]


def test_formula_failure_keeps_the_rest_of_the_sheet(tmp_path):
    data = {"rules": {"derived": [{"id": "hp", "expr": "rank_level * 2"},
                                  {"id": "odd", "expr": "100 // (rank_level - 13)"}]}}
    pack = load_pack(SYSTEM, [campaign(tmp_path, data)], user_layer=False)
    sheet = evaluate(pack, _too_many_ranks(pack))
    assert sheet.derived["rank_level"] == 13 and sheet.derived["hp"] == 26 and sheet.derived["odd"] == 0
    assert any(f.code == "rank.too_many" for f in sheet.findings) and "fp" in sheet.pools


# ---------------------------------------------------------------- broken user packs

def test_broken_user_pack_is_set_aside_and_the_rest_loads():
    good = user_file("a_good.json", {"skills": [SKILL]})
    bad = user_file("b_bad.json", gear("strength / (luck - luck)", index=1))
    pack = load_pack(SYSTEM)
    assert "homebrew_blade" in pack.skills and "custom_blade" not in pack.gear_kinds
    assert pack.types.keys() == load_pack(SYSTEM, user_layer=False).types.keys()  # the bundled pack is whole
    assert [(p.file, p.path) for p in pack.problems] == [(str(bad), "/gear_kinds/1/cap")]
    assert "division by zero" in pack.problems[0].message
    assert str(good) in pack.layers and str(bad) not in pack.layers


@pytest.mark.parametrize("name, content, path, words", [
    ("syntax.json", b'{"skills": [', "", "invalid JSON at line 1"),
    ("schema.json", json.dumps({"skills": [{"id": "x", "name": "x", "pricing": {"type": "magic"}}]}).encode(),
     "/skills/0/pricing", ""),
    ("setting.json", json.dumps({"settings": {"no_such_reading": True}}).encode(), "/settings/no_such_reading",
     "no reading has this id"),
    ("choice.json", json.dumps({"settings": {"unspent_fp": "loud"}}).encode(), "/settings/unspent_fp",
     "not one of"),
    ("utf16.json", '{"skills": []}'.encode("utf-16"), "", "invalid byte at offset 0"),
    ("latin1.json", '{"terms": [{"id": "x", "name": "caf\u00e9"}]}'.encode("latin-1"), "", "offset 35"),
    ("nan.json", b'{"categories": [{"id": "x", "name": "x", "axis": "target", "mp_factor": NaN}]}', "",
     "NaN is not a JSON number at line 1 column 73"),
    ("huge_int.json", b'{"gear_kinds": [{"id": "x", "name": "x", "category": "weapon", "cap": "1",\n'
     b' "min_points": ' + b"9" * 5000 + b"}]}", "", "integer of 5000 digits is too large at line 2 column 16"),
    ("big_int.json", b'{"kinds": [{"id": "x", "name": "x", "stats": [], "ranks_max": 99999999999}]}',
     "/kinds/0/ranks_max", "99999999999"),
    ("surrogate.json", b'{"skills": [{"id": "x", "name": "\\ud800", "pricing": {"type": "invested"}}]}',
     "/skills/0/name", "lone surrogate"),
    ("deep.json", b'{"terms": [{"id": "x", "deep": ' + b"[" * 100 + b"]" * 100 + b"}]}",
     "/terms/0/deep" + "/0" * 61, "nested more than 64 levels"),  # the 65th level: 4 + 61
    ("kind.json", json.dumps({"types": [{"id": "x", "name": "x", "kind": "dragon", "stats": {}}]}).encode(),
     "/types/0/kind", "no kind has the id 'dragon'"),
    # terms are typed entries: the schema asks for the id before the merge would
    ("noid.json", json.dumps({"terms": [{"name": "x"}]}).encode(), "/terms/0", "'id' is a required property"),
])
def test_each_kind_of_broken_user_file_is_named_and_set_aside(name, content, path, words):
    user_file("a_good.json", {"skills": [SKILL]})
    bad = user_file(name, None, raw=content)
    pack = load_pack(SYSTEM)
    assert "homebrew_blade" in pack.skills
    assert len(pack.problems) == 1, pack.problems
    problem = pack.problems[0]
    assert problem.file == str(bad) and problem.path == path
    assert words in problem.message


def test_user_pack_with_bom_loads():
    path = user_file("bom.json", None, raw=b"\xef\xbb\xbf" + json.dumps({"skills": [SKILL]}).encode())
    pack = load_pack(SYSTEM)
    assert "homebrew_blade" in pack.skills and not pack.problems and str(path) in pack.layers


def test_campaign_with_bom_loads(tmp_path):
    path = campaign(tmp_path, None, raw="\ufeff".encode() + json.dumps({"settings": {"unspent_fp": "error"}}).encode())
    assert load_pack(SYSTEM, [path], user_layer=False).setting("unspent_fp") == "error"


def test_safe_mode_reads_no_user_pack():
    user_file("a_good.json", {"skills": [SKILL]})
    user_file("b_bad.json", None, raw=b"")
    pack = load_pack(SYSTEM, user_layer=False)
    assert "homebrew_blade" not in pack.skills and pack.problems == []


def test_folder_named_like_a_pack_is_set_aside():
    folder = user_pack_dir() / SYSTEM / "folder.json"
    folder.mkdir(parents=True)
    pack = load_pack(SYSTEM)
    assert [(p.file, p.message) for p in pack.problems] == [(str(folder), "not a regular file (a folder)")]


class _Alarm:
    """Fail (instead of hanging the suite) if the block takes longer than ``seconds``."""

    def __init__(self, seconds: int):
        self.seconds = seconds

    def __enter__(self):
        def fire(*_):
            raise TimeoutError("hung")
        self.old = signal.signal(signal.SIGALRM, fire)
        signal.alarm(self.seconds)

    def __exit__(self, *exc):
        signal.alarm(0)
        signal.signal(signal.SIGALRM, self.old)


def test_fifo_in_user_folder_never_hangs():
    folder = user_pack_dir() / SYSTEM
    folder.mkdir(parents=True)
    os.mkfifo(folder / "pipe.json")
    with _Alarm(10):
        pack = load_pack(SYSTEM)
    assert [(p.file, p.message) for p in pack.problems] == [
        (str(folder / "pipe.json"), "not a regular file (a FIFO, device or socket)")]


@pytest.mark.parametrize("special", ["fifo", "/dev/zero", "/dev/null"])
def test_campaign_that_is_not_a_regular_file_gets_a_message(tmp_path, special):
    path = tmp_path / "pipe.json"
    if special == "fifo":
        os.mkfifo(path)
    else:
        path = Path(special)
    with _Alarm(10), pytest.raises(PackError) as err:
        load_pack(SYSTEM, [path], user_layer=False)
    assert err.value.file == str(path) and "not a regular file" in err.value.message


def test_oversized_campaign_gets_a_message(tmp_path):
    path = campaign(tmp_path, None, raw=b'{"terms": [' + b" " * (5 * 1024 * 1024) + b"]}")
    with pytest.raises(PackError) as err:
        load_pack(SYSTEM, [path], user_layer=False)
    assert err.value.file == str(path) and "larger than" in err.value.message


def test_broken_campaign_names_its_file_even_with_user_packs(tmp_path):
    user_file("a_good.json", {"skills": [SKILL]})
    path = campaign(tmp_path, gear("nope + 1"))
    with pytest.raises(PackError) as err:
        load_pack(SYSTEM, [path])
    assert (err.value.file, err.value.path) == (str(path), "/gear_kinds/0/cap")


def test_examples_check_with_bundled_pack_and_a_broken_user_pack():
    user_file("broken.json", derived("1/0"))
    pack = load_pack(SYSTEM)
    assert len(pack.problems) == 1
    for example in EXAMPLES:
        sheet = evaluate(pack, load_build(example))
        assert not [f for f in sheet.findings if f.code == "pack.formula_failed"]


def _long_formula(i: int) -> str:
    names = ["strength", "agility", "mana", "luck", "endurance", "kijou", "rank_level"]
    terms = [f"max({names[(i + k) % 7]}, {names[(i * k) % 7]}) * {names[k % 7]}" for k in range(24)]
    return f"{i} + " + " + ".join(terms)[:480].rsplit(" + ", 1)[0]


def test_pack_full_of_long_formulas_loads_in_bounded_time(tmp_path):
    kinds = [{"id": f"k{i}", "name": "x", "category": "weapon", "cap": _long_formula(i)} for i in range(180)]
    path = campaign(tmp_path, {"gear_kinds": kinds})
    started = time.perf_counter()
    pack = load_pack(SYSTEM, [path], user_layer=False)
    assert time.perf_counter() - started < 60  # a hang guard (see above), not a speed measurement
    assert len(pack.gear_kinds) >= 180


def test_too_many_formulas_are_refused_with_the_first_one_over():
    kinds = [{"id": f"k{i}", "name": "x", "category": "weapon", "cap": f"strength + {i}"} for i in range(300)]
    bad = user_file("armoury.json", {"gear_kinds": kinds})
    pack = load_pack(SYSTEM)
    assert len(pack.problems) == 1 and pack.problems[0].file == str(bad)
    assert "more than 200 different formulas" in pack.problems[0].message
    assert pack.problems[0].path.startswith("/gear_kinds/") and pack.problems[0].path.endswith("/cap")
