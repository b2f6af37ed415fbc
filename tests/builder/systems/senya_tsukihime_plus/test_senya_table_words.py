"""千夜月姫+'s class-list tables say their columns by the ability names a player sees (issue 28
item 1: no id on screen): seed 003 L245 体力, L250 知覚, L259 理知, L265 意志 (the fixture copy
tests/fixtures/seed003.txt), never the column keys tai/chi/ri/ish/sk/add."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from builder.core.packs import load_pack

SEED = (Path(__file__).parents[3] / "fixtures" / "seed003.txt").read_text(encoding="utf-8").splitlines()
ABILITIES = {245: "体力", 250: "知覚", 259: "理知", 265: "意志"}  # seed line (cat -n) → the ability


@pytest.fixture(scope="module")
def class_tables():
    content = load_pack("senya-tsukihime-plus", user_layer=False).index.content
    tables = [t for t in content.tables if "tai" in (t.column_names or {})]
    assert len(tables) == 15  # L201–203: up to 3 classes from the class list, one table per class (狩人 … 風を駆る者)
    return tables


def test_the_seed_names_the_abilities():
    for line, name in ABILITIES.items():
        assert name in SEED[line - 1], (line, SEED[line - 1])


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_a_class_tables_text_names_its_columns_as_the_player_sees_them(class_tables, lang):
    for table in class_tables:
        text = table.text_en if lang == "en" else table.text
        for key, column in table.column_names.items():
            shown = column.name_en if lang == "en" else column.name
            assert shown in text, (table.id, key, text)
            assert not re.search(rf"(?<![\w/]){key}(?![\w])", text), (table.id, key, text)
        if lang == "ja":
            assert all(name in text for name in ABILITIES.values()), text
