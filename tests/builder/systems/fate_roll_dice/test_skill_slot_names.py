"""A skill whose ○○ slot the player has not filled (魔術・○○, L1159: 「○○の所には魔術の流派を
入れ」) is named plainly wherever the character's sheet names it (the FP breakdown of ``explain``,
the text sheet, the window's シート page): 「魔術」 / "Magecraft", never 「魔術・○○」, "(school)" or
a dangling 「・」; with a school chosen, 「魔術・宝石魔術」 / "Magecraft: 宝石魔術".

examples/master.json takes 魔術・○○ (宝石魔術) at C with 攻撃 + 防御: per level −1 + 1 + 1 = 1 FP
(L1159), C is 3 levels, so its ledger line is −3 FP."""
from __future__ import annotations


import pytest

from builder.cli.main import main
from tests.conftest import EXAMPLES


@pytest.fixture
def unnamed(master_without_school):
    return master_without_school


def _ledger(capsys, path, lang) -> str:
    assert main(["explain", str(path), "--lang", lang]) == 0
    return next(line for line in capsys.readouterr().out.splitlines() if "L1159" in line)


@pytest.mark.parametrize("lang, plain, chosen", [("ja", "魔術 −→C", "魔術・宝石魔術 −→C"),
                                                  ("en", "Magecraft −→C", "Magecraft: 宝石魔術 −→C")])
def test_the_fp_breakdown_names_the_skill_plainly_or_with_the_school(capsys, unnamed, lang, plain, chosen):
    line = _ledger(capsys, unnamed, lang)
    assert line.split()[0] == "-3" and plain in line
    assert "○" not in line and "・ " not in line and "(school)" not in line and ": " not in line.split("L1159")[0]
    assert chosen in _ledger(capsys, EXAMPLES / "master.json", lang)


@pytest.mark.parametrize("lang, plain, chosen", [("ja", "魔術:C", "魔術・宝石魔術:C"), ("en", "Magecraft −→C", "Magecraft: 宝石魔術 −→C")])
def test_the_text_sheet_names_the_skill_plainly_or_with_the_school(capsys, unnamed, lang, plain, chosen):
    assert main(["export", str(unnamed), "--text", "-", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert plain in out and "魔術・○○" not in out and "Magecraft: (school)" not in out
    assert main(["export", str(EXAMPLES / "master.json"), "--text", "-", "--lang", lang]) == 0
    assert chosen in capsys.readouterr().out
