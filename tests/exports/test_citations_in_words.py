"""Text for a person outside the window (issue 14, "Words"): the printed sheet's FP ledger and
findings, the plain-text sheet and ``check``/``explain`` name places in game terms and cite
rules as 「ルールブック L750」, as the window words them (builder.messages.citation); only
``check --json`` keeps its machine fields (the JSON pointer and "fate-roll-dice L750").

examples/saber.json's own figures: its 筋力 has one 「+」 whose condition the GM approved
(/stats/strength/marks/0, L902), and its FP budget is ランクレベル 9 × 6 = 54 (L750).
"""
from __future__ import annotations

import io
import json
import re

from pypdf import PdfReader

from builder.cli import main
from tests.conftest import EXAMPLES

SABER = str(EXAMPLES / "saber.json")
POINTER = re.compile(r"(?:^|\s)/[a-z_]+/[A-Za-z0-9_/]+")


def run(capsys, *argv) -> str:
    """The command's output without the file's own name (a path, not a pointer)."""
    assert main(list(argv)) == 0
    return capsys.readouterr().out.replace(SABER, "saber.json")


def test_check_text_names_places_and_the_rulebook(capsys):
    out = run(capsys, "check", SABER)
    assert "筋力の「+」(1つ目)  ルールブック L902" in out
    assert not POINTER.search(out) and "fate-roll-dice L" not in out
    out = run(capsys, "check", "--lang", "en", SABER)
    assert "Strength — “+” mark #1  rulebook L902" in out and not POINTER.search(out)


def test_check_json_keeps_pointer_and_rule(capsys):
    data = json.loads(run(capsys, "check", "--json", SABER))
    finding = next(f for f in data[0]["findings"] if f["path"] == "/stats/strength/marks/0")
    assert finding["rule"] == "fate-roll-dice L902"


def test_explain_names_places_and_the_rulebook(capsys):
    out = run(capsys, "explain", SABER)
    assert "+  54  ランクレベル9×6  ルールブック L750" in out  # 9 × 6 = 54 (L750); the whole character
    assert "-3  筋力の「+」1個  筋力の「+」「−」  ルールブック L910" in out  # the place in words
    assert not POINTER.search(out) and "fate-roll-dice L" not in out


def test_pdf_ledger_and_text_sheet_cite_the_rulebook(tmp_path, capsys):
    pdf, text = tmp_path / "saber.pdf", tmp_path / "saber.txt"
    assert main(["export", "--pdf", str(pdf), SABER]) == 0
    assert main(["export", "--text", str(text), SABER]) == 0
    printed = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.read_bytes())).pages)
    ledger = printed.split("【FP内訳】")[1].split("【")[0]
    assert "+54 ランクレベル9×6 ルールブック L750" in " ".join(ledger.split())
    for words in (printed, text.read_text(encoding="utf-8")):
        assert "fate-roll-dice L" not in words and not POINTER.search(words)
    assert "+54 ランクレベル9×6 (ルールブック L750)" in text.read_text(encoding="utf-8")
