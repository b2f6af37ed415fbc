"""Replay every hostile pack file kept in tests/corpus/packs/ (see tests/corpus/README.md), both
ways a user meets it: as a campaign file named on the command line (refused with the file,
the JSON path and the message in expect.json, or loaded when expect.json says so) and as a
file in the user pack folder (set aside with the same message; the load itself never fails).
Every pack that loads checks every example character without an exception."""
from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest

from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.core.packs import PackError, load_pack, user_pack_dir

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT / "tests" / "corpus" / "packs"
EXPECT = json.loads((CORPUS / "expect.json").read_text(encoding="utf-8"))
SYSTEM = "fate-roll-dice"


def test_every_corpus_file_has_an_expectation():
    files = {p.name for p in CORPUS.iterdir() if p.name != "expect.json"}
    assert files == set(EXPECT)


def _check_examples(pack) -> None:
    for example in sorted((ROOT / "examples").glob("*.json")):
        evaluate(pack, load_build(example))


@pytest.mark.parametrize("name", sorted(EXPECT))
def test_corpus_file_as_campaign(name):
    path, expect = CORPUS / name, EXPECT[name]
    started = time.perf_counter()
    if expect.get("loads"):
        pack = load_pack(SYSTEM, [path], user_layer=False)
        assert str(path) in pack.layers
        _check_examples(pack)
        return
    with pytest.raises(PackError) as err:
        load_pack(SYSTEM, [path], user_layer=False)
    # a hang guard, not a speed test (bench/ measures speed): a formula formatting a 1.9 GB
    # string would run for minutes; refused at load it takes milliseconds. 2 s failed on a
    # machine loaded by other work, so the guard is as loose as the other hang guards.
    assert time.perf_counter() - started < 10
    assert err.value.file == str(path)
    assert err.value.path == expect["path"]
    assert expect["message_contains"] in err.value.message


@pytest.mark.parametrize("name", sorted(EXPECT))
def test_corpus_file_in_user_folder(name):
    folder = user_pack_dir() / SYSTEM
    folder.mkdir(parents=True)
    path = folder / name
    shutil.copyfile(CORPUS / name, path)
    pack = load_pack(SYSTEM)
    expect = EXPECT[name]
    if expect.get("loads"):
        assert pack.problems == [] and str(path) in pack.layers
    else:
        assert [(p.file, p.path) for p in pack.problems] == [(str(path), expect["path"])]
        assert expect["message_contains"] in pack.problems[0].message
        assert str(path) not in pack.layers
    _check_examples(pack)
