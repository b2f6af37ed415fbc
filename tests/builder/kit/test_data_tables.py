"""Tables in a data system's pack: rows looked up by a key formula, and GM-entered tables.

A small pack of its own (a campaign layer over 中聖杯) so the numbers are plain: a level table
keyed by ``Lv`` with the rows 40 → 3 and 50 → 5 of a column ``spells``.
"""
from __future__ import annotations

import json

import pytest

from builder.kit.build import DataBuild
from builder.core.documents import parse_build
from builder.core.engine import evaluate
from builder.core.packio import PackError
from builder.core.packs import load_pack


def _pack(tmp_path, table: dict, derived_expr: str = "level_table__spells"):
    layer = {"tables": [table], "derived": [{"id": "spells_from_table", "name": "表の値", "expr": derived_expr}]}
    path = tmp_path / "house.json"
    path.write_text(json.dumps(layer, ensure_ascii=False), encoding="utf-8")
    return load_pack("chuseihai", [path], user_layer=False)


def _build(level: int) -> DataBuild:
    return parse_build({"system": "chuseihai", "type": "other", "stats": {"Lv": level}})


TABLE = {"id": "level_table", "name": "レベル表", "key": "Lv", "columns": ["spells"],
         "rows": [{"key": 40, "values": {"spells": 3}}, {"key": 50, "values": {"spells": 5}}]}


def test_exact_rows_and_a_missing_key(tmp_path):
    pack = _pack(tmp_path, TABLE)
    assert evaluate(pack, _build(40)).derived["spells_from_table"] == 3
    assert evaluate(pack, _build(50)).derived["spells_from_table"] == 5
    sheet = evaluate(pack, _build(45))  # no row 45 in an exact table: no number, not a wrong 0
    assert "spells_from_table" not in sheet.derived
    (missing,) = [f for f in sheet.findings if f.code == "data.table_missing_row"]
    assert missing.severity == "error" and missing.params["key"] == 45
    assert missing.params["figures"] == "表の値"


def test_at_most_takes_the_last_row_at_or_below_the_key(tmp_path):
    pack = _pack(tmp_path, {**TABLE, "match": "at_most"})
    assert evaluate(pack, _build(45)).derived["spells_from_table"] == 3   # row 40
    assert evaluate(pack, _build(60)).derived["spells_from_table"] == 5   # row 50


def test_an_empty_gm_table_says_what_it_waits_for(tmp_path):
    pack = _pack(tmp_path, {**TABLE, "rows": [], "gm_entered": True})
    sheet = evaluate(pack, _build(40))
    (missing,) = [f for f in sheet.findings if f.code == "data.table_missing_row"]
    assert missing.severity == "warning" and missing.params["table"] == "レベル表"


def test_a_bad_column_or_formula_is_refused_with_the_file_and_path(tmp_path):
    bad_row = {**TABLE, "rows": [{"key": 40, "values": {"spell": 3}}]}
    with pytest.raises(PackError) as err:
        _pack(tmp_path, bad_row)
    assert err.value.file.endswith("house.json") and err.value.path == "/tables/0/rows/0/values/spell"
    with pytest.raises(PackError) as err:
        _pack(tmp_path, TABLE, "level_table__spels")
    assert "did you mean" in err.value.message and err.value.path == "/derived/0/expr"


def test_figures_reading_an_unfilled_gm_place_wait_and_say_so(tmp_path):
    # A GM-entered option with no choice yet, and a figure reading it (and one reading that
    # figure): both are left out, one finding names them and the option. Once the GM adds a
    # choice with spells 4 and it is chosen: 4 and 4 × 2 = 8.
    option = {"id": "house_class", "name": "ハウスクラス", "gm_entered": True, "required": False,
              "keys": ["spells"], "choices": []}
    derived = [{"id": "spells_from_class", "name": "クラスの値", "expr": "house_class__spells"},
               {"id": "twice", "name": "その二倍", "expr": "spells_from_class * 2"},
               {"id": "plain", "name": "無関係", "expr": "Lv"}]
    path = tmp_path / "house.json"
    path.write_text(json.dumps({"options": [option], "derived": derived}, ensure_ascii=False),
                    encoding="utf-8")
    sheet = evaluate(load_pack("chuseihai", [path], user_layer=False), _build(40))
    assert "spells_from_class" not in sheet.derived and "twice" not in sheet.derived
    assert sheet.derived["plain"] == 40
    (wait,) = [f for f in sheet.findings if f.code == "data.waits_for_gm"]
    assert (wait.params["place"], wait.params["figure"], wait.path) == ("ハウスクラス", "クラスの値、その二倍",
                                                                          "/options/house_class")
    filled = {**option, "choices": [{"id": "a", "name": "A", "values": {"spells": 4}}]}
    path.write_text(json.dumps({"options": [filled], "derived": derived}, ensure_ascii=False),
                    encoding="utf-8")
    pack = load_pack("chuseihai", [path], user_layer=False)
    data = {"system": "chuseihai", "type": "other", "stats": {"Lv": 40}, "options": {"house_class": ["a"]}}
    sheet = evaluate(pack, parse_build(data))
    assert (sheet.derived["spells_from_class"], sheet.derived["twice"]) == (4, 8)
    assert "data.waits_for_gm" not in {f.code for f in sheet.findings}
    # an empty GM-entered table: the figure reading it waits too, named by the table's finding
    sheet = evaluate(_pack(tmp_path, {**TABLE, "rows": [], "gm_entered": True}), _build(40))
    assert "spells_from_table" not in sheet.derived
    (missing,) = [f for f in sheet.findings if f.code == "data.table_missing_row"]
    assert missing.params["figures"] == "表の値"


def ours(sheet):
    return [f for f in sheet.findings if f.params.get("rule_text") == "4まで"]


def test_when_skips_a_table_and_waiting_figures_skip_their_checks(tmp_path):
    # an empty GM table that applies only from Lv 50: below it nothing waits for it
    layer = {"tables": [{**TABLE, "rows": [], "gm_entered": True, "when": "Lv >= 50"}],
             "derived": [{"id": "spells_from_table", "name": "表の値", "expr": "level_table__spells"},
                         {"id": "twice", "name": "二倍", "expr": "2 * spells_from_table"}],
             "checks": [{"id": "few_spells", "type": "rule", "expr": "twice <= 4", "text": "4まで"}]}
    path = tmp_path / "house.json"
    path.write_text(json.dumps(layer, ensure_ascii=False), encoding="utf-8")
    pack = load_pack("chuseihai", [path], user_layer=False)
    below = evaluate(pack, _build(40))
    assert below.derived["twice"] == 0 and "data.table_missing_row" not in {f.code for f in below.findings}
    assert not ours(below)
    above = evaluate(pack, _build(50))  # waits: the figure that reads a waiting figure waits too
    assert "spells_from_table" not in above.derived and "twice" not in above.derived
    (missing,) = [f for f in above.findings if f.code == "data.table_missing_row"]
    assert missing.params["figures"] == "表の値、二倍"
    assert not ours(above)  # the check reads a waiting figure: it does not run
    # the GM fills the row: the figures come back and the check runs (2×3 = 6 > 4)
    filled = {**layer, "tables": [{**layer["tables"][0], "rows": [{"key": 50, "values": {"spells": 3}}]}]}
    path.write_text(json.dumps(filled, ensure_ascii=False), encoding="utf-8")
    s = evaluate(load_pack("chuseihai", [path], user_layer=False), _build(50))
    assert s.derived["twice"] == 6 and len(ours(s)) == 1
