"""Every export takes any Build the model accepts and never raises (issue 9, item 4).

The examples with hostile text in every string field (:mod:`tests.exports.hostile`) go through
the text sheet, the ココフォリア JSON and clipboard text, the BCDice palette and the PDF in every
bundled layout and as a roster. Text outputs must encode as strict UTF-8 with each lone
surrogate shown as U+FFFD, the JSON must parse, each palette line must be a BCDice command,
and the PDF must open in pypdf (strict) with text on its first page. The PDF is slower: it gets
a tenth of the examples.
"""
from __future__ import annotations

import io
import json
import re

from hypothesis import given, settings

from builder.core.engine import evaluate
from exports.online.ccfolia import palette, to_ccfolia, to_clipboard_text
from exports.pdf.sheet import write_pdf, write_roster_pdf
from exports.text.sheet import render_text
from tests.exports.hostile import hostile_builds, without_surrogates
from tests.exports.pdfread import read_pdf
from tests.fuzzbudget import FUZZ_EXAMPLES, fuzz_settings

# a BCDice command (numbers, arithmetic and {param} references: builder/systems/fate_roll_dice/palette.py), then the label
COMMAND = re.compile(r"^(?:[\d+\-*/()U]|\{[^{}\s]+\})+[BD]6(?:<=(?:[\d+\-*/()U]|\{[^{}\s]+\})+)? 【")


@fuzz_settings
@given(build=hostile_builds())
def test_text_and_ccfolia_take_any_build(pack, build):
    sheet = evaluate(pack, build)
    name = without_surrogates(build.name)

    text = render_text(pack, build, sheet)
    text.encode("utf-8")  # strict: raises on a surrogate
    assert (name or "(無名)") in text

    clip = to_clipboard_text(pack, build, sheet)
    doc = json.loads(clip.encode("utf-8"))
    assert doc["kind"] == "character"
    assert doc["data"]["name"] == name
    # the clipboard adds ココフォリア's secret flag: a full character is secret on the table
    assert doc["data"] == {**json.loads(json.dumps(to_ccfolia(pack, build, sheet))), "secret": True}

    lines = palette(pack, build, sheet)
    lines.encode("utf-8")
    assert lines == doc["data"]["commands"]
    for line in lines.split("\n") if lines else []:
        assert COMMAND.match(line), f"not a BCDice command line: {line[:80]!r}"


@settings(fuzz_settings, max_examples=max(3, FUZZ_EXAMPLES // 10))
@given(build=hostile_builds())
def test_pdf_takes_any_build_in_every_layout(pack, build):
    sheet = evaluate(pack, build)
    for layout in ("default", "full", "gm-compact"):
        buf = io.BytesIO()
        write_pdf(pack, build, sheet, buf, layout=layout, invariant=True)
        # read back once per PDF: a build without rulebook text prints the same default and full
        # sheet, and hypothesis may draw a build again (tests/exports/pdfread.py)
        pdf = read_pdf(buf.getvalue(), strict=True)
        assert len(pdf) >= 1
        assert pdf.page(0)
    buf = io.BytesIO()
    write_roster_pdf([(pack, build, sheet)] * 3, buf, invariant=True)
    assert len(read_pdf(buf.getvalue(), strict=True)) >= 1
