"""Exports print the Sheet's figures, whatever they are: change a figure on the Sheet and the
palette, the text sheet and the ココフォリア data show the change (issue 10: no exporter
works a dice count or a combo cost out again). The engine's rows become the Sheet's typed
sections (:func:`builder.fate.sheetsections.sheet_sections`), which are all an export reads: the
test changes a row, words the sections again as the engine does, and looks at the exports."""
from __future__ import annotations

import json

from builder.engine import evaluate
from builder.fate.sheetsections import sheet_sections
from builder.sheet import Check, Rule
from exports.ccfolia import palette, to_clipboard_text
from exports.text import render_text
from tests.builder.helpers import make


def test_exports_show_the_sheets_checks_and_combo_cost(pack):
    build = make(pack, "saber", stats={"strength": "B"}, skills=[{"id": "kairiki", "level": "C"}],
                 combos=[{"name": "怪力突進", "components": ["strength", "kairiki"]}])
    sheet = evaluate(pack, build)
    # the Saber's 筋力 B (L865): 2L dice at ≤ L over the param, which holds 4
    assert "(({筋力}+{筋力}/6)*2)B6<={筋力} 【筋力】" in palette(pack, build, sheet).splitlines()
    assert {"label": "筋力", "value": "4"} in json.loads(to_clipboard_text(pack, build, sheet))["data"]["params"]
    # the engine's formula is what the palette writes: one that said 9L dice would show as such
    sheet.stats["strength"] = {**sheet.stats["strength"],
                               "checks": [Check("plain", 36, 4, Rule(pack.id, 864), formula=("({L}*9)", "{L}"))]}
    sheet.sections = sheet_sections(pack, build, sheet)
    assert "({筋力}*9)B6<={筋力} 【筋力】" in palette(pack, build, sheet).splitlines()
    # a Sheet whose engine said otherwise: 筋力 rolls 99 dice at ≤ 3, the combo costs 7 FP / 5 MP
    sheet.stats["strength"] = {**sheet.stats["strength"], "checks": [Check("plain", 99, 3, Rule(pack.id, 864))]}
    sheet.checks = [Check("rank_level", 11, 2, Rule(pack.id, 878))]
    sheet.combos = [{**sheet.combos[0], "fp": 7, "mp": 5}]
    sheet.sections = sheet_sections(pack, build, sheet)
    lines = palette(pack, build, sheet).splitlines()
    assert "99B6<=3 【筋力】" in lines and "8B6<=4 【筋力】" not in lines
    assert "11B6<=2 【ランクレベル判定】" in lines
    text = render_text(pack, build, sheet)
    assert "[FP7・使用時MP5]" in text
    commands = json.loads(to_clipboard_text(pack, build, sheet))["data"]["commands"]
    assert "99B6<=3 【筋力】" in commands.splitlines()
