"""Fuzz the pack and campaign loader: random layers, mutations of a small valid layer, random
formulas from a grammar, and random bytes. Whatever the input, ``load_pack`` returns a pack
or raises PackError naming the file (a user-folder file never stops the load), quickly, and
every example character evaluates without an exception on every pack that loaded.

Budget: ``GRAIL_FUZZ_EXAMPLES`` (tests/fuzzbudget.py); a long run is
``GRAIL_FUZZ_EXAMPLES=5000 pytest tests/builder/core/test_pack_fuzz.py``.
"""
from __future__ import annotations

import copy
import json
import time
from pathlib import Path

from hypothesis import given, strategies as st
from simpleeval import InvalidExpression, SimpleEval

from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.core.expressions import (FUNCTIONS, MAX_MAGNITUDE, OPERATORS, ExpressionError, _number,
                                 compile_expression)
from builder.core.packio import read_json
from builder.core.packs import PackError, load_pack, user_pack_dir
from builder.systems.fate_roll_dice.packcontent import LIST_FIELDS
from tests.fuzzbudget import fuzz_settings

SYSTEM = "fate-roll-dice"
ROOT = Path(__file__).resolve().parents[3]
BUILDS = [load_build(p) for p in sorted((ROOT / "examples").glob("*.json"))]
# Hang guards, not speed tests (bench/bench_packs.py measures speed): a load is ~0.05 s and the
# worst allowed pack 1.2 s; the runaway power once took 42 s. Room for a loaded machine.
LOAD_SECONDS = 20.0
EVAL_SECONDS = 10.0

NAMES = ["strength", "endurance", "agility", "mana", "luck", "noble_phantasm", "society", "kijou",
         "rank_level", "rank_base", "troop_level", "LV", "sanity"]
HOSTILE = ["nope", "max", "__import__", "True", "1e308", "4000000", "10**12", "9" * 30, "'a'", "'%0999999d'",
           "f'{1:99999999}'", "strength.__class__", "[1][0]", "(lambda: 1)()", "1j", "None", "...", "'a' * 10**9"]

# A layer a GM could write: every kind of formula, a new stat the formulas use, a setting.
VALID = {
    "rules": {"derived": [{"id": "hp", "name": "HP", "expr": "(max(endurance, strength) * 3) * 2 + rank_level"},
                          {"id": "focus", "name": "集中", "expr": "sanity + ceil(mana / 2)"}],
              "stat_step_fp": 6},
    "settings": {"unspent_fp": "error"},
    "stats": [{"id": "sanity", "name": "正気"}],
    "skills": [{"id": "homebrew", "name": "剣技", "pricing": {"type": "fixed", "per_level": 2},
                "max_level_formula": "6 - rank_level // 4"}],
    "gear_kinds": [{"id": "blade", "name": "魔剣", "category": "weapon", "cap": "max(strength, sanity)"}],
    "categories": [{"id": "channelled", "name": "集中", "axis": "activation", "mp": "LV * 2", "levels": "LV"}],
    "kinds": [{"id": "servant", "name": "サーヴァント", "stats": ["strength", "endurance", "agility", "mana", "luck",
                                                           "noble_phantasm", "sanity"], "rank_base": 6}],
}
FORMULA_PLACES = [("rules", "derived", 1, "expr"), ("skills", 0, "max_level_formula"), ("gear_kinds", 0, "cap"),
                  ("categories", 0, "mp"), ("categories", 0, "levels")]

json_scalars = (st.none() | st.booleans() | st.integers(-10**40, 10**40) | st.integers(-20, 20)
                | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12)
                | st.sampled_from(["", "x", "strength", "E", "EX", "-", "weapon", "activation", "fixed", "\ud800"]))
json_values = st.recursive(json_scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=10) | st.sampled_from(["id", "name", "type", "expr"]),
                                             inner, max_size=4), max_leaves=16)


# The grammar's parts, made once: a strategy made inside a draw (a union above all) is built and
# validated again at every draw, which cost more than loading the pack each example tests.
_LEAF_OR_NOT, _HOSTILE_OR_NOT = st.integers(0, 3), st.integers(0, 9)
_HOSTILE = st.sampled_from(HOSTILE)
_LEAF = st.sampled_from(NAMES) | st.integers(-5, 12).map(str) | st.sampled_from(["0", "0.5", "2.5"])
_KIND = st.sampled_from(["bin", "bin", "unary", "cmp", "if", "call", "paren"])
_UNARY = st.sampled_from(['-', '+', 'not '])
_BINARY = st.sampled_from(['+', '-', '*', '/', '//', '%', '**', 'and', 'or'])
_COMPARE = st.sampled_from(['==', '!=', '<', '<=', '>', '>=', 'in', 'is'])
_CALL = st.sampled_from(["max", "min", "ceil", "floor", "abs", "int", "pow"])


@st.composite
def formulas(draw, depth: int = 0) -> str:
    """Formula text from a grammar: names, numbers (small, huge, float), strings, operators,
    powers, comparisons, conditionals, calls, and now and then a forbidden construct."""
    if depth > 3 or draw(_LEAF_OR_NOT) == 0:
        if draw(_HOSTILE_OR_NOT) == 0:
            return draw(_HOSTILE)
        return draw(_LEAF)
    inner = _FORMULAS[depth + 1]
    kind = draw(_KIND)
    a = draw(inner)
    if kind == "unary":
        return f"({draw(_UNARY)}{a})"
    if kind == "paren":
        return f"({a})"
    b = draw(inner)
    if kind == "bin":
        return f"{a} {draw(_BINARY)} {b}"
    if kind == "cmp":
        return f"{a} {draw(_COMPARE)} {b}"
    if kind == "if":
        return f"({a} if {b} else {draw(inner)})"
    name = draw(_CALL)
    return f"{name}({draw(st.sampled_from([a, f'{a}, {b}', '']))})"


_FORMULAS = [formulas(depth) for depth in range(5)]  # depth 4 and past: a leaf


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, prefix + (i,))


def _set(layer, path, new):
    parent = layer
    for part in path[:-1]:
        parent = parent[part]
    if new is _DELETE:
        del parent[path[-1]]
    else:
        parent[path[-1]] = new


_DELETE = object()


_NEW_VALUE = st.just(_DELETE) | json_values | _FORMULAS[0]


@st.composite
def mutated_layers(draw):
    layer = copy.deepcopy(VALID)
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(layer) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        new = draw(_NEW_VALUE)
        _set(layer, path, new)
    return layer


random_layers = st.dictionaries(st.sampled_from([*LIST_FIELDS, "rules", "settings", "counts", "other"]),
                                json_values, max_size=4)


def _write(path: Path, layer) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    # ensure_ascii: a lone surrogate reaches the file as the \\ud800 escape a hostile file holds
    path.write_text(json.dumps(layer, ensure_ascii=True), encoding="utf-8")


def _load_and_check(path: Path):
    """Load with ``path`` as a campaign file; the outcome is a pack or a PackError naming it."""
    started = time.perf_counter()
    try:
        pack = load_pack(SYSTEM, [path], user_layer=False)
    except PackError as exc:
        assert exc.file == str(path), f"error names {exc.file!r}, not the campaign file"
        pack = None
    assert time.perf_counter() - started < LOAD_SECONDS
    if pack is not None:
        _evaluate_all(pack)
    return pack


def _evaluate_all(pack) -> None:
    for build in BUILDS:
        started = time.perf_counter()
        evaluate(pack, build)  # must not raise, whatever the pack's formulas do
        assert time.perf_counter() - started < EVAL_SECONDS


def test_valid_layer_loads(tmp_path):
    """The fuzz base must itself load, or the mutations below test nothing."""
    path = tmp_path / "valid.json"
    _write(path, VALID)
    pack = _load_and_check(path)
    assert pack is not None and "sanity" in pack.stats and not pack.problems


@fuzz_settings
@given(layer=random_layers)
def test_random_layer_loads_or_is_refused(tmp_path, layer):
    _write(tmp_path / "random.json", layer)
    _load_and_check(tmp_path / "random.json")


@fuzz_settings
@given(layer=mutated_layers())
def test_mutated_layer_loads_or_is_refused(tmp_path, layer):
    _write(tmp_path / "mutated.json", layer)
    _load_and_check(tmp_path / "mutated.json")


@fuzz_settings
@given(formula=formulas(), place=st.sampled_from(FORMULA_PLACES))
def test_random_formula_loads_or_is_refused_with_its_path(tmp_path, formula, place):
    layer = copy.deepcopy(VALID)
    _set(layer, place, formula)
    path = tmp_path / "formula.json"
    _write(path, layer)
    started = time.perf_counter()
    try:
        pack = load_pack(SYSTEM, [path], user_layer=False)
    except PackError as exc:
        assert exc.file == str(path) and exc.path == "/" + "/".join(map(str, place)), str(exc)
    else:
        assert len(pack.formulas) >= 5
        _evaluate_all(pack)
    assert time.perf_counter() - started < LOAD_SECONDS + EVAL_SECONDS * len(BUILDS)


@fuzz_settings
@given(layer=mutated_layers() | random_layers)
def test_user_folder_file_never_stops_the_load(layer):
    path = user_pack_dir() / SYSTEM / "fuzz.json"
    _write(path, layer)
    pack = load_pack(SYSTEM)  # must not raise
    assert all(p.file == str(path) for p in pack.problems)
    assert (str(path) in pack.layers) == (not pack.problems)
    if not pack.problems:  # set aside: what remains is the bundled pack, checked elsewhere
        _evaluate_all(pack)


valid_bytes = json.dumps(VALID, ensure_ascii=False).encode("utf-8")


@st.composite
def mangled_bytes(draw) -> bytes:
    data = bytearray(draw(st.sampled_from([valid_bytes, b'{"terms": [{"id": "x"}]}', b"[]", b""])))
    for _ in range(draw(st.integers(0, 4))):
        pos = draw(st.integers(0, len(data)))
        data[pos:pos + draw(st.integers(0, 3))] = draw(st.binary(max_size=4) | st.sampled_from(
            [b"\xef\xbb\xbf", b"\\ud800", b"[[[[[[[[", b"9" * 40, b"NaN", b"1e999", b"\xff", b"\xc3"]))
    return bytes(data)


@fuzz_settings
@given(data=mangled_bytes() | st.binary(max_size=64))
def test_any_bytes_read_or_refused(tmp_path, data):
    path = tmp_path / "bytes.json"
    path.write_bytes(data)
    try:
        read_json(path)
    except PackError as exc:
        assert exc.file == str(path) and exc.message
    _load_and_check(path)


@fuzz_settings
@given(formula=formulas(), values=st.fixed_dictionaries(
    {n: st.integers(-10**12, 10**12) | st.integers(-3, 7) | st.floats(-1e12, 1e12) for n in NAMES}))
def test_formula_evaluation_is_total_and_bounded(formula, values):
    """Any formula on any names (even far outside the dry-run ranges): a bounded number or
    an ExpressionError, in milliseconds of the process's own CPU (a runaway power or repeat
    takes seconds of it; the wall clock also counts a loaded machine's waits, which once made
    a 2-core CI run read 0.42 s for a formula that takes a millisecond)."""
    started = time.process_time()
    try:
        result = compile_expression(formula)(values)
    except ExpressionError:
        pass
    else:
        assert isinstance(result, (int, float)) and abs(result) <= MAX_MAGNITUDE and result == result
    assert time.process_time() - started < 0.25


@fuzz_settings
@given(formula=formulas(), values=st.fixed_dictionaries(
    {n: st.integers(-10**12, 10**12) | st.integers(-3, 7) | st.floats(-1e12, 1e12) for n in NAMES}))
def test_formula_gives_what_simpleeval_gives(formula, values):
    """A formula is evaluated through closures built once from its tree (issue 13, speed);
    simpleeval, with the same operators and functions, is the reference: the same value, or
    an error from both (the message: the closures' own, naming the formula)."""
    try:
        expr = compile_expression(formula)
    except ExpressionError:
        return
    reference = SimpleEval(operators=OPERATORS, functions=FUNCTIONS, names=values)
    try:
        expected = reference.eval(expr.source, previously_parsed=expr.node)
        expected = ("value", _number(expected), type(expected))
    except (ExpressionError, InvalidExpression, ArithmeticError, TypeError, ValueError, RecursionError):
        expected = ("error",)
    try:
        got = expr(values)
        got = ("value", got, type(got))
    except ExpressionError as exc:
        assert repr(expr.source) in str(exc)
        got = ("error",)
    assert got == expected
