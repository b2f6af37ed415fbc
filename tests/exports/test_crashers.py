"""Characters that once crashed or hung an export, replayed through every export.

They are read with ``json`` and validated in memory (the character-file loader may refuse some
of them, e.g. lone surrogates; the exporters must be safe on their own). What each did:

- ``lone-surrogate-name.json``: the text and ココフォリア exports raised UnicodeEncodeError.
- ``name-1335-cjk.json``: the PDF raised LayoutError (the title was taller than a page).
- ``name-20000-cjk.json``: the PDF took 36 s (gm-compact 115 s): the header was trimmed one
  character at a time, re-measuring the whole string each time.
- ``palette-line-break.json``: a line break in a mark condition or skill choice split a
  ココフォリア palette line in two (the second not a command).
"""
from __future__ import annotations

import io
import json
import re
import time
from pathlib import Path

import pytest
from pypdf import PdfReader

from builder.systems.fate_roll_dice.choices import FateBuild as Build
from builder.core.engine import evaluate
from exports.online.ccfolia import palette, to_clipboard_text
from exports.pdf.sheet import write_pdf, write_roster_pdf
from exports.text.sheet import render_text
from tests.exports.test_fuzz_exports import COMMAND

def in_memory_build(data: dict) -> Build:
    """The character as a program could hold it in memory: the file loader refuses a lone
    surrogate and a name past 200 characters, but the exporters must not rely on that."""
    name = data.get("name", "")
    return Build.model_validate({**data, "name": ""}).model_copy(update={"name": name})


CRASHERS = sorted((Path(__file__).parent / "crashers").glob("*.json"))


@pytest.mark.parametrize("path", CRASHERS, ids=lambda p: p.stem)
def test_once_crashing_character_exports_everywhere(pack, path):
    build = in_memory_build(json.loads(path.read_text(encoding="utf-8")))
    sheet = evaluate(pack, build)
    t = time.perf_counter()
    for layout in ("default", "full", "gm-compact"):
        buf = io.BytesIO()
        write_pdf(pack, build, sheet, buf, layout=layout, invariant=True)
        assert PdfReader(io.BytesIO(buf.getvalue()), strict=True).pages
    buf = io.BytesIO()
    write_roster_pdf([(pack, build, sheet)] * 2, buf, invariant=True)
    assert PdfReader(io.BytesIO(buf.getvalue()), strict=True).pages
    assert time.perf_counter() - t < 30.0  # a hang guard: the 20,000-character name once took 36 s a sheet
    text = render_text(pack, build, sheet)
    text.encode("utf-8")
    doc = json.loads(to_clipboard_text(pack, build, sheet).encode("utf-8"))
    assert "\ud800" not in doc["data"]["name"]
    for line in palette(pack, build, sheet).split("\n"):
        assert COMMAND.match(line), line


def test_a_lone_surrogate_shows_as_the_replacement_character(pack):
    path = Path(__file__).parent / "crashers" / "lone-surrogate-name.json"
    build = in_memory_build(json.loads(path.read_text(encoding="utf-8")))
    sheet = evaluate(pack, build)
    assert "セイバー\ufffd" in render_text(pack, build, sheet)
    assert json.loads(to_clipboard_text(pack, build, sheet))["data"]["name"] == "セイバー\ufffd"


def test_a_line_break_in_a_condition_stays_on_its_palette_line(pack):
    path = Path(__file__).parent / "crashers" / "palette-line-break.json"
    build = Build.model_validate(json.loads(path.read_text(encoding="utf-8")))
    lines = palette(pack, build, evaluate(pack, build)).split("\n")
    assert any("(雨の日 【偽】99B6<=6)" in line for line in lines)
    assert not any(line.startswith("【偽】") or line.startswith("99B6") for line in lines)
