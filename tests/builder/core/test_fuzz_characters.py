"""Fuzz the character loader and ``check``: random JSON, random mutations of the examples and
random bytes. The loader returns a Build or raises DocumentError naming the file and a JSON
path; a Build that loads saves and loads back identical; ``check`` and ``check --json`` never
let an exception escape, exit 0, 1 or 2, and ``--json`` output parses.

Budget: ``GRAIL_FUZZ_EXAMPLES`` (see ``tests/fuzzbudget.py``). A failure found here goes into
``tests/corpus/characters/`` with its expectation."""
from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from builder.core.build import Build as Envelope
from builder.cli.main import main
from builder.core.documents import DocumentError, load_build, save_build
from builder.systems.fate_roll_dice.levels import LETTERS
from tests.conftest import EXAMPLES
from tests.fuzzbudget import fuzz_settings

LEVELS = list(LETTERS)  # the engine's one ladder
IDS = ["saber", "master", "irregular", "fake", "kairiki", "akuheki", "jakuten", "strength", "luck", "mana",
       "noble_phantasm", "social", "melee_weapon", "mp", "equipment", "gm", "nope", ""]
EXAMPLE_DATA = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(EXAMPLES.glob("*.json"))]

text = st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=30) | st.sampled_from(
    ["", "\ud800", "\x1b[2J", "A", "EX", "-", "saber", "fate-roll-dice", "kairiki", "x" * 300, "名" * 2100])
numbers = (st.integers(min_value=-(10**20), max_value=10**20) | st.sampled_from([0, 1, -1, 99, 100, 9999, 10000])
           | st.floats(allow_nan=False, allow_infinity=False) | st.booleans())
scalars = st.none() | numbers | text
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(text, inner, max_size=4), max_leaves=20)
hostile_numbers = st.sampled_from(["9" * 5000, "-" + "1" * 4400, "1e999", "NaN", "-Infinity", "1" * 17, "0.5"])
# the strategies the examples below draw from whatever they drew before, made once: a strategy
# made inside a draw is made, validated and labelled again for every example (the same draws)
examples = st.sampled_from(EXAMPLE_DATA)
actions = st.sampled_from(["same type", "same type", "same type", "replace", "delete", "number", "duplicate"])
small_or_large = st.integers(-100, 100) | st.integers(-10000, 10000)
words = st.sampled_from(LEVELS + IDS) | st.text(max_size=12)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*prefix, i))


@st.composite
def mutated_examples(draw) -> bytes:
    """An example with a few places replaced, deleted or given a hostile number."""
    data = json.loads(json.dumps(draw(examples)))
    marker = "\u0000HOSTILE\u0000"
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        action = draw(actions)
        value = parent[path[-1]]
        if action == "same type":  # stays valid JSON of the right shape: reaches the engine
            if isinstance(value, bool):
                parent[path[-1]] = draw(st.booleans())
            elif isinstance(value, int):
                parent[path[-1]] = draw(small_or_large)
            elif isinstance(value, str):
                parent[path[-1]] = draw(words)
            elif isinstance(value, list) and value:
                parent[path[-1]] = value + [draw(st.sampled_from(value))] * draw(st.integers(1, 30))
        elif action == "delete":
            del parent[path[-1]]
        elif action == "number":
            parent[path[-1]] = marker
        elif action == "duplicate" and isinstance(parent, list):
            parent.extend([parent[path[-1]]] * draw(st.integers(1, 600)))
        else:
            parent[path[-1]] = draw(json_values)
    raw = json.dumps(data, ensure_ascii=draw(st.booleans()))
    while marker in raw or json.dumps(marker) in raw:
        raw = raw.replace(json.dumps(marker), draw(hostile_numbers), 1)
    return raw.encode("utf-8", "surrogatepass")


@st.composite
def flipped_bytes(draw) -> bytes:
    raw = bytearray(draw(raw_examples))
    for _ in range(draw(st.integers(1, 8))):
        raw[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0, 255))
    if draw(st.booleans()):
        raw = raw[: draw(st.integers(0, len(raw)))]
    return bytes(raw)


EXAMPLES_RAW = [p.read_bytes() for p in sorted(EXAMPLES.glob("*.json"))]
raw_examples = st.sampled_from(EXAMPLES_RAW)
any_file = (mutated_examples() | flipped_bytes() | st.binary(max_size=200)
            | json_values.map(lambda v: json.dumps(v, ensure_ascii=False).encode("utf-8", "surrogatepass")))


def _load_or_refuse(raw: bytes, folder: Path):
    f = folder / "fuzz.json"
    f.write_bytes(raw)
    try:
        build = load_build(f)
    except DocumentError as exc:
        assert exc.file == str(f)
        assert exc.path == "" or exc.path.startswith("/")
        assert exc.message and "\n" not in exc.message.strip()
        return None
    # a mutated system name loads as the envelope (builder.core.documents.build_model: its data is
    # kept, the engine says the system is unknown), so the envelope is what every load returns
    assert isinstance(build, Envelope)
    return build


@fuzz_settings
@given(raw=any_file)
def test_loader_returns_a_build_or_names_file_and_path(raw):
    with tempfile.TemporaryDirectory() as folder:
        build = _load_or_refuse(raw, Path(folder))
        if build is not None:  # what loads, saves and loads back the same
            out = Path(folder) / "saved.json"
            save_build(build, out)
            assert load_build(out) == build


@fuzz_settings
@given(raw=mutated_examples() | flipped_bytes(), good=st.sampled_from(sorted(EXAMPLES.glob("*.json"))))
def test_check_never_lets_an_exception_escape(raw, good):
    import contextlib
    import io
    with tempfile.TemporaryDirectory() as folder:
        f = Path(folder) / "fuzz.json"
        f.write_bytes(raw)
        for argv in (["check", str(f)], ["check", "--json", str(good), str(f)], ["explain", str(f)]):
            stdout, stderr = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
                code = main(argv)
            assert code in (0, 1, 2), (argv, stderr.getvalue())
            assert "Traceback" not in stderr.getvalue()
            if "--json" in argv:
                entries = json.loads(stdout.getvalue())
                assert [e["file"] for e in entries] == [str(good), str(f)]
                assert ("error" in entries[1]) == (code == 2)
