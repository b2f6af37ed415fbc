"""Issue 29 items 7 and 8: what the target program would run is made inert.

- ``audit --format csv``: a cell starting with = + - @ tab or CR is a formula to a
  spreadsheet (=HYPERLINK(…) sends the reader away): it gets a leading apostrophe.
- Discord: a name written as a masked link ``[text](url)`` is no link (``[`` ``]`` escaped).
- Written text files (text, Discord): bidi overrides (U+202E…) are dropped, so a name cannot
  read backwards or hide what follows.
"""
from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest

from builder.gm.auditformat import inert_cell
from builder.cli.main import main

FIX = Path(__file__).resolve().parents[2] / "exports" / "fixtures"


def _character(tmp_path: Path, name: str, file: str = "c.json") -> Path:
    data = json.loads((FIX / "saber.json").read_text(encoding="utf-8"))
    data["name"] = name
    path = tmp_path / file
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.parametrize("name", ['=HYPERLINK("https://example.invalid","x")', "+1+1", "-2+3", "@SUM(A1)",
                                  "=cmd|' /C calc'!A0"])
def test_audit_csv_cells_are_never_formulas(tmp_path, capsys, name):
    _character(tmp_path, name)
    assert main(["audit", str(tmp_path), "--format", "csv"]) in (0, 1)
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    header, row = rows[0], rows[1]
    cell = row[header.index("name")]
    assert cell == "'" + name  # shown as text, the name still readable
    assert all(not c.startswith(("=", "+", "-", "@", "\t", "\r")) for c in row[:5])


def test_inert_cell_leaves_ordinary_text():
    assert inert_cell("アルトリア") == "アルトリア" and inert_cell("a=b") == "a=b" and inert_cell("") == ""
    assert inert_cell("\tx") == "'\tx" and inert_cell("\rx") == "'\rx"


def test_discord_masked_link_is_not_a_link(tmp_path, capsys):
    path = _character(tmp_path, "[公式サイト](https://example.invalid/x)")
    out = tmp_path / "d.txt"
    assert main(["export", str(path), "--discord", "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    # Discord makes [text](url) a link only when the brackets are not escaped
    assert re.search(r"(?<!\\)\[[^\]]*(?<!\\)\]\(", text) is None
    assert "\\[公式サイト\\](https://example.invalid/x)" in text


@pytest.mark.parametrize("argv", [["--text"], ["--discord", "-o"]])
def test_bidi_overrides_are_dropped_from_written_files(tmp_path, capsys, argv):
    path = _character(tmp_path, "abc\u202edef\u2066ghi\u2069\u202a")
    out = tmp_path / "o.txt"
    assert main(["export", str(path), *argv, str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert not re.search("[\u202a-\u202e\u2066-\u2069]", text)
    assert "abcdefghi" in text  # the letters stay, in their order
