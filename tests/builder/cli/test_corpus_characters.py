"""Every hostile character file in ``tests/corpus/characters/`` replayed through ``check``,
``check --json``, ``explain`` and ``export --ccfolia -``: the exit status and the message
(file, the place in words with its line; ``--json``: the JSON path) that ``expect.json`` names, never a traceback, never a raw control
character on the terminal, always valid JSON. FIFO and ``/dev/zero`` are in
``test_cli_robust.py`` (they cannot live in git)."""
from __future__ import annotations

import json
import re

import pytest

from builder.cli.main import main
from tests.conftest import ROOT

CORPUS = ROOT / "tests" / "corpus" / "characters"
EXPECT = json.loads((CORPUS / "expect.json").read_text(encoding="utf-8"))
RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def test_every_corpus_file_has_an_expectation():
    assert sorted(EXPECT) == sorted(p.name for p in CORPUS.glob("*.json") if p.name != "expect.json")


@pytest.mark.parametrize("name", sorted(EXPECT))
def test_replay(name, capsys):
    file, expect = str(CORPUS / name), EXPECT[name]
    # the whole file (path "") is named by the file alone, never a bare "/"; a place inside it in
    # game words with the file's line (``where``), never the JSON pointer, which --json keeps (issue 28 item 1)
    place = (f"{file}: {expect['where']}: " if expect.get("path") else f"{file}: ") if "path" in expect else None

    def run(*argv):
        code = main(list(argv))
        out = capsys.readouterr()
        for stream in (out.out, out.err):
            assert "Traceback" not in stream
            assert not RAW_CONTROL.search(stream), f"raw control character from {name}: {stream[:200]!r}"
        return code, out.out, out.err

    code, _, err = run("check", file, "--lang", "en")
    assert code == expect["exit"] or (expect["exit"] == 0 and code == 1)
    if expect["exit"] == 2:
        assert place in err and expect.get("says", "") in err, err
        assert not expect.get("path") or f": {expect['path']}" not in err, err

    code, out, err = run("check", "--json", file)
    (entry,) = json.loads(out)
    assert entry["file"] == file
    if expect["exit"] == 2:
        assert code == 2 and entry["error"]["path"] == expect["path"]
        assert expect.get("says", "") in entry["error"]["message"]
    else:
        assert "error" not in entry and "pools" in entry

    code, out, err = run("explain", file, "--lang", "en")
    assert code == (2 if expect["exit"] == 2 else 0)
    if expect["exit"] == 2:
        assert place in err and out == ""

    code, out, err = run("export", file, "--ccfolia", "-")
    assert code == (2 if expect["exit"] == 2 else 0)
    if expect["exit"] != 2:
        assert json.loads(out)["kind"] == "character"
