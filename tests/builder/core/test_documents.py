"""Character files: unknown fields survive, saves are atomic with a backup, bad files are
reported with file and place and never changed."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, strategies as st

from builder.files import safejson
from builder.core.documents import DocumentError, dump_build, load_build, save_build
from tests.conftest import EXAMPLES
from tests.fuzzbudget import fuzz_settings


def test_round_trip_keeps_unknown_fields(tmp_path):
    data = json.loads((EXAMPLES / "master.json").read_text(encoding="utf-8"))
    data["campaign_note"] = {"from": "a newer version", "list": [1, 2]}
    data["skills"][0]["colour"] = "赤"
    src = tmp_path / "in.json"
    src.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    out = tmp_path / "out.json"
    save_build(load_build(src), out)
    assert json.loads(out.read_text(encoding="utf-8")) == data


def test_examples_round_trip_exactly():
    for path in EXAMPLES.glob("*.json"):
        assert dump_build(load_build(path)) == json.loads(path.read_text(encoding="utf-8")), path.name


def test_save_keeps_backup_and_replaces(tmp_path):
    build = load_build(EXAMPLES / "saber.json")
    target = tmp_path / "c.json"
    target.write_text('{"old": true}', encoding="utf-8")
    save_build(build, target)
    assert (tmp_path / "c.json.bak").read_text(encoding="utf-8") == '{"old": true}'
    assert load_build(target).name == build.name
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_failed_save_leaves_the_old_file(tmp_path, monkeypatch):
    build = load_build(EXAMPLES / "saber.json")
    target = tmp_path / "c.json"
    target.write_text("original", encoding="utf-8")

    def boom(*_a, **_k):
        raise OSError("disk full")
    monkeypatch.setattr("builder.core.documents.os.fsync", boom)
    with pytest.raises(OSError):
        save_build(build, target)
    assert target.read_text(encoding="utf-8") == "original"
    assert [p.name for p in tmp_path.iterdir()] == ["c.json"]


@pytest.mark.parametrize("raw, path", [
    (b"\xff\xfe\x00", ""),
    (b'{"system": "fate-roll-dice", "type": "saber", "ranks": [{"id": 5}]}', "/ranks/0/id"),
    (b'{"system": "fate-roll-dice", "type": "saber", "gear": [{"kind": "melee_weapon", "points": -1}]}',
     "/gear/0/points"),
    (b"[" * 100000, ""),
])
def test_bad_files(tmp_path, raw, path):
    f = tmp_path / "x.json"
    f.write_bytes(raw)
    with pytest.raises(DocumentError) as err:
        load_build(f)
    assert err.value.file == str(f) and err.value.path == path
    assert f.read_bytes() == raw


# ---------------------------------------------------------------- the safety walk's fast path

def _outcome(fn, data):
    try:
        fn(data)
    except safejson.JsonInputError as exc:
        return exc.path, exc.message
    return None


_texts = st.text(max_size=6) | st.sampled_from(["\ud800", "a\udfff", "ok", ""])
_leaves = (st.none() | st.booleans() | st.integers(-5, 5) | st.floats(allow_nan=False, allow_infinity=False)
           | _texts | st.just(safejson._Refused("number too large (test)")))
_json_data = st.recursive(_leaves, lambda inner: st.lists(inner, max_size=4)
                          | st.dictionaries(_texts, inner, max_size=4), max_leaves=24)


@fuzz_settings
@given(data=_json_data, depth=st.integers(0, 70))
def test_fast_check_refuses_exactly_what_the_walk_refuses(data, depth):
    # issue 13: check() first tries a walk without paths (keys and texts searched at once); it
    # must refuse exactly what the path-naming walk refuses, with the walk's own path and message
    for _ in range(depth):
        data = [data]
    assert _outcome(safejson.check, data) == _outcome(lambda d: safejson._walk(d, []), data)


_numbers = (st.integers(-(2**60), 2**60) | st.floats(allow_nan=True, allow_infinity=True)
            | st.sampled_from([2**53 - 1, 2**53, -(2**53), 10**400]))
_json_texts = st.recursive(st.none() | st.booleans() | _numbers | _texts,
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_texts, inner, max_size=4),
                           max_leaves=24)


@fuzz_settings
@given(data=_json_texts, depth=st.integers(0, 70), ascii_only=st.booleans())
def test_loads_known_is_never_wrong(data, depth, ascii_only):
    # issues 12/13: load_build and audit skip the walk when loads_known says the data passes
    # it; that must be true whenever it says so (and the data is what loads gives)
    for _ in range(depth):
        data = {"x": data}
    try:
        raw = json.dumps(data, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")
    except (ValueError, RecursionError):
        return
    try:
        plain = safejson.loads(raw, check_data=False)
    except safejson.JsonInputError:  # not UTF-8 (a raw surrogate) or not JSON: both raise alike
        with pytest.raises(safejson.JsonInputError):
            safejson.loads_known(raw)
        return
    parsed, known = safejson.loads_known(raw)
    def refused(number: safejson._Refused) -> str:
        return f"refused: {number.why}"
    assert json.dumps(parsed, default=refused) == json.dumps(plain, default=refused)
    if known:
        assert _outcome(safejson.check, parsed) is None


@pytest.mark.parametrize("text", [
    '{"a": "\\ud800"}', '{"\\udfff": 1}', '{"a": 12345678901234567}', '{"a": NaN}', '{"a": 1e400}',
    '[' * 65 + ']' * 65, '{"a": ' + '[' * 64 + ']' * 64 + '}',
])
def test_loads_known_leaves_every_refusal_to_the_walk(text):
    data, known = safejson.loads_known(text.encode("utf-8"))
    assert not known and _outcome(safejson.check, data) is not None


def test_loads_known_knows_the_usual_file():
    for path in EXAMPLES.glob("*.json"):
        data, known = safejson.loads_known(path.read_bytes())
        assert known, path
    # 63 levels below the top (64 in all) is as deep as a file may go (MAX_DEPTH)
    assert safejson.loads_known(("[" * 65 + "]" * 65).encode())[1] is False
    assert safejson.loads_known(("[" * 64 + "]" * 64).encode())[1] is True
