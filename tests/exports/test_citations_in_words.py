"""Text for a person outside the window (issue 14, "Words"): the printed sheet's FP ledger and
findings, the plain-text sheet and ``check``/``explain`` name places in game terms and cite
rules as 「ルールブック L750」, as the window words them (builder.words.messages.citation); only
``check --json`` keeps its machine fields (the JSON pointer and "fate-roll-dice L750").

examples/saber.json's own figures: its 筋力 has one 「+」 whose condition the GM approved
(/stats/strength/marks/0, L902), and its FP budget is ランクレベル 9 × 6 = 54 (L750).
"""
from __future__ import annotations

import io
import json
import re

from pypdf import PdfReader

from builder.cli.main import main
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


def test_data_system_sheets_name_an_approvals_place_in_words(tmp_path, capsys):
    """A 中聖杯 Saber (examples/chuseihai) whose GM approved a choice on its 【筋】 (/stats/STR)
    where nothing needs approving: the text and PDF sheets word the approval's place as the
    pack names the stat (【筋】, "STR" in English), never the pointer."""
    for name in ("saber.json", "master.json"):
        (tmp_path / name).write_bytes((EXAMPLES / "chuseihai" / name).read_bytes())
    saber = tmp_path / "saber.json"
    data = json.loads(saber.read_text(encoding="utf-8"))
    data["approvals"] = [{"code": "data.choice_gm", "path": "/stats/STR", "reason": "逸話", "by": "GM",
                          "date": "2026-11-24"}]
    saber.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    pdf = tmp_path / "saber.pdf"
    assert main(["export", "--text", "-", str(saber)]) == 0
    text = capsys.readouterr().out
    assert main(["export", "--lang", "en", "--text", "-", str(saber)]) == 0
    english = capsys.readouterr().out
    assert main(["export", "--pdf", str(pdf), str(saber)]) == 0
    printed = "".join("".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(pdf.read_bytes())).pages)
    assert "GM承認「逸話」(【筋】)に当たる指摘がありません" in text
    assert 'GM approval "逸話" (STR) has no finding' in english
    assert "GM承認「逸話」(【筋】)に当たる指摘がありません" in printed
    for words in (text, english, printed):
        assert "/stats/STR" not in words and "chuseihai L" not in words
