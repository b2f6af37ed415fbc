"""A GM's table from a spreadsheet (issue 28 item 5): a pasted block or a CSV/TSV file becomes the
rows of GM-entered places (builder.gm.table), matched by the columns' shown names.

TEST DATA: every number here and in tests/fixtures/gmtables/ is made up for the tests (see that
folder's README): the seed has no class tables (seed 003 L399–401). The column names are the
seed's: 体力 L245, 知覚 L250, 理知 L259, 意志 L265 (the 能力値), 特技数 L459, 追加取得 L1267.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from builder.gm import gmdata, table as gmtable
from builder.core.packio import PackError
from builder.core.packs import bundled_systems, load_pack

SYSTEM = "senya-tsukihime-plus"
TABLE = Path(__file__).resolve().parents[2] / "fixtures" / "gmtables" / "senya_class_table.tsv"


@pytest.fixture(scope="module")
def places():
    return gmdata.places(load_pack(SYSTEM, user_layer=False))


def place(places, pid):
    return next(p for p in places if p.id == pid)


def test_the_class_tables_show_the_seeds_column_names(places):
    kni = place(places, "kni_row")
    assert [c.name for c in kni.columns] == ["キー", "体力", "知覚", "理知", "意志", "特技数", "追加取得"]
    assert [c.name_en for c in kni.columns][1:5] == ["Body", "Perception", "Intellect", "Will"]
    # the クラス修正表 (L443) modifies the 戦闘値 of L434–439 and the 防御点 (L273)
    assert [c.name for c in place(places, "kni_mod").columns][1:] == ["白兵", "射撃", "精神", "行動", "生命力", "集中力", "防御点"]
    # every column of every GM-entered place of every system has a shown name, not its id
    for system in bundled_systems():
        for p in gmdata.places(load_pack(system, user_layer=False)):
            # (an English header may be the plain word its id is: "key", "range")
            assert [c.id for c in p.columns if c.name == c.id] == [], (system, p.id)


def test_a_fifteen_row_class_table_fills_the_fifteen_class_rows(places):
    cells = gmtable.read_cells_file(TABLE)
    result = gmtable.apply_block(places, place(places, "kni_row"), cells)
    assert result.ok and result.added == 15 and result.replaced == 0
    # one row per class (key 1: the tables are looked up by the constant key "1")
    assert len(result.rows) == 15 and all(len(rows) == 1 for rows in result.rows.values())
    # the file's ナイフ使い row is 4 3 2 1 2 1 and its 代行者 row 2 2 5 3 1 1
    assert result.rows[("table", "kni_row")] == [{"key": 1, "tai": 4, "chi": 3, "ri": 2, "ish": 1, "sk": 2, "add": 1}]
    assert result.rows[("table", "dai_row")] == [{"key": 1, "tai": 2, "chi": 2, "ri": 5, "ish": 3, "sk": 1, "add": 1}]


def test_two_bad_cells_are_each_located_and_nothing_is_applied(places):
    cells = gmtable.read_cells_file(TABLE)
    cells[3][2] = "四"     # 狩獵者 (file row 4), 知覚: not a number
    cells[9][1] = "20000"  # 武闘家 (file row 10), 体力: beyond the packs' ±10,000
    result = gmtable.apply_block(places, place(places, "kni_row"), cells)
    assert not result.ok and result.rows == {}
    assert [p.text("ja") for p in result.problems] == [
        "4行目 [知覚]: 「四」は整数ではありません",
        "10行目 [体力]: -10000〜10000の整数にしてください"]
    assert [p.text("en") for p in result.problems] == [
        "row 4, column 知覚: “四” is not a whole number",
        "row 10, column Body: must be between -10000 and 10000"]


def test_headers_match_by_japanese_english_or_id_names(places):
    kni = place(places, "kni_row")
    rows = []
    for header in (["体力", "【知覚】"], ["Body", "perception"], ["tai", "chi"], ["体力*\n(整数)", "知覚"]):
        result = gmtable.apply_block(places, kni, [header, ["５", "6"]])  # a full-width ５ is 5
        assert result.ok, result.problems
        rows.append(result.rows[("table", "kni_row")])
    assert rows == [[{"key": 1, "tai": 5, "chi": 6, "ri": None, "ish": None, "sk": None, "add": None}]] * 4


def test_an_unknown_header_or_class_is_named(places):
    kni = place(places, "kni_row")
    result = gmtable.apply_block(places, kni, [["クラス", "体力", "筋力"], ["ナイフ使い", "1", "2"], ["戦士", "1", "1"]])
    assert [(p.row, p.column) for p in result.problems] == [(1, "筋力")]
    assert "この表にない列" in result.problems[0].message and "体力" in result.problems[0].message
    result = gmtable.apply_block(places, kni, [["クラス", "体力"], ["ナイフ使い", "1"], ["戦士", "1"], ["knife user", "2"]])
    # row 3 names no class; row 4 is ナイフ使い again (its English name), the same row as row 2
    assert [(p.row, p.message_en) for p in result.problems] == [(3, "no table for “戦士”"), (4, "the same row as row 2")]


def test_rows_the_block_does_not_name_are_kept_and_named_ones_replaced(places):
    mod = place(places, "kni_mod")  # keyed by class level (L443)
    current = {("table", "kni_mod"): [{"key": 1, "hak": 1, "sha": 0, "sei": 0, "kou": 0, "hp": 5, "con": 0, "bou": 0},
                                      {"key": 2, "hak": 2, "sha": 0, "sei": 0, "kou": 0, "hp": 10, "con": 0, "bou": 0}]}
    result = gmtable.apply_block(places, mod, [["レベル", "生命力"], ["2", "15"], ["3", "20"]], current)
    assert result.ok and (result.added, result.replaced) == (1, 1)
    assert [(r["key"], r["hak"], r["hp"]) for r in result.rows[("table", "kni_mod")]] == [(1, 1, 5), (2, 2, 15), (3, None, 20)]
    # without a key column a keyed table cannot place a row
    missing = gmtable.apply_block(places, mod, [["生命力"], ["15"]], current)
    assert [p.text("en") for p in missing.problems] == ["row 1: a “key” column is needed"]


def test_a_block_without_a_header_goes_where_it_is_pasted(places):
    mod = place(places, "kni_mod")
    current = {("table", "kni_mod"): [{"key": 1, "hak": 1, "sha": 0, "sei": 0, "kou": 0, "hp": 5, "con": 0, "bou": 0}]}
    # pasted at row 0, column 5 (生命力): 5 → 7 in place, a second row added (its key is the table's to fill)
    result = gmtable.apply_block(places, mod, [["7", "1"], ["9", "2"]], current, at=(0, 5))
    assert [p.text("ja") for p in result.problems] == ["2行目 [キー]: キーを入れてください"]
    result = gmtable.apply_block(places, mod, [["1", "1", "1", "1", "1", "7", "1", "0"], ["2", "2", "2", "2", "2", "9", "2", "1"]], current)
    assert result.ok and [r["hp"] for r in result.rows[("table", "kni_mod")]] == [7, 9]
    too_wide = gmtable.apply_block(places, mod, [["1"] * 9], current)
    assert [p.text("en") for p in too_wide.problems] == ["row 1: too many columns (this table has 8)"]


def test_csv_files_in_utf8_with_a_bom_or_shift_jis_read_alike(tmp_path):
    text = "クラス,体力\r\nナイフ使い,\"4\"\r\n"
    (tmp_path / "a.csv").write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    (tmp_path / "b.csv").write_bytes(text.encode("cp932"))
    (tmp_path / "c.tsv").write_text(text.replace(",", "\t"), encoding="utf-8")
    expected = [["クラス", "体力"], ["ナイフ使い", "4"]]
    assert [gmtable.read_cells_file(tmp_path / n) for n in ("a.csv", "b.csv", "c.tsv")] == [expected] * 3
    (tmp_path / "bad.csv").write_bytes(b"\xff\xfe\x00\x81\x00")
    with pytest.raises(PackError, match="bad.csv.*not UTF-8 or Shift_JIS"):
        gmtable.read_cells_file(tmp_path / "bad.csv")
    with pytest.raises(PackError, match="not a regular file"):
        gmtable.read_cells_file(tmp_path)


def test_text_the_reader_cannot_split_is_a_message_naming_its_source():
    import csv
    huge = "a" * (csv.field_size_limit() + 1)  # one cell past the csv module's limit
    with pytest.raises(PackError, match="clip: unreadable CSV"):
        gmtable.split_cells(huge, source="clip")
    assert gmtable.split_cells("体力\t1\x00\n\n\n") == [["体力", "1"]]  # a NUL dropped, trailing rows too
