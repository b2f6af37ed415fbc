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


_HEAD = '{"schema_version": 1, "system": "fate-roll-dice", "type": "saber", '


@pytest.mark.parametrize("text,place", [
    (_HEAD + '"name": "\\ud800"}', "/name"),           # a lone surrogate in a text
    (_HEAD + '"note": {"\\udfff": 1}}', "/note/\\udfff"),  # ... in a key (shown as its escape)
    (_HEAD + '"name": 12345678901234567}', "/name"),     # 17 digits: beyond 2**53 - 1 (16 digits)
    (_HEAD + '"name": NaN}', "/name"),
    (_HEAD + '"name": 1e400}', "/name"),                 # overflows to infinity
    (_HEAD + '"note": ' + "[" * 64 + "]" * 64 + "}", "/note" + "/0" * 63),  # 65 levels (MAX_DEPTH 64)
])
def test_a_bad_value_is_named_at_its_place_and_the_file_untouched(tmp_path, text, place):
    # issue 25 item 9: the file is parsed and walked as any JSON (no fast path that skips the
    # walk); what the walk refuses is refused by load_build, naming the file and the place
    path = tmp_path / "bad.json"
    path.write_bytes(text.encode("utf-8"))
    with pytest.raises(DocumentError) as info:
        load_build(path)
    assert (info.value.file, info.value.path) == (str(path), place)
    assert path.read_bytes() == text.encode("utf-8")


def test_the_deepest_file_allowed_is_read():
    # 64 levels in all (the object and 63 lists below it) is as deep as a file may go (MAX_DEPTH)
    data = safejson.loads(('{"note": ' + "[" * 63 + "]" * 63 + "}").encode())
    assert isinstance(data["note"], list)
