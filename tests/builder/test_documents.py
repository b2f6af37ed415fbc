"""Character files: unknown fields survive, saves are atomic with a backup, bad files are
reported with file and place and never changed."""
from __future__ import annotations

import json

import pytest

from builder.documents import DocumentError, dump_build, load_build, save_build
from tests.conftest import EXAMPLES


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
    monkeypatch.setattr("builder.documents.os.fsync", boom)
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
