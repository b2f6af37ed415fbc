"""A block of spreadsheet cells (pasted, or a CSV/TSV file) turned into the rows of GM-entered places.

Contract (pure: no Qt; the rule-data editor :mod:`forms.dialogs.ruledata` and ``grail-builder pack
import TABLE FILE.csv`` (:mod:`builder.cli.pack`) both use it):

- :func:`split_cells` reads text as every spreadsheet copies it (tab-separated; a text without
  a tab is read as CSV) with Python's :mod:`csv` reader (quoted cells, line breaks in cells);
  :func:`read_cells_file` reads a ``.csv``/``.tsv`` file with the bounded reader
  (:func:`builder.core.packio.read_bytes`), UTF-8 (a BOM allowed) or else Shift_JIS (cp932: what a
  Japanese Excel writes), and raises :class:`PackError` naming the file.
- :func:`apply_block` applies a block to a place (and, for a *family* of tables, to its
  siblings: :func:`family`) and returns a :class:`BlockResult`: the new rows of every place it
  touches and every bad cell as a :class:`BlockProblem` (the block's row, counted as the
  spreadsheet counts it, the header row being row 1; the column as its header reads; the
  reason in Japanese and English). Nothing is applied by the caller unless ``ok``.
- With a header row (its cells name columns by their shown name, Japanese or English, or by
  their ids; the key column also as レベル/level), a row replaces the row with its key (a
  table) or id (options, lists) and any other row is added; rows the block does not name are
  kept. A column named in no row's header keeps its value. A table looked up by a constant key
  (a class's one row) needs no key column. Without a header row the cells go where they stand:
  from the chosen cell on, across the columns in their order, over the rows in place.
- A family: tables with the same columns whose names differ only in the part in brackets
  (クラス一覧表(ナイフ使い), クラス一覧表(代行者) …: the seed's one クラス一覧表, L399, cut per
  class). A header with a クラス (class, 表, table) column sends each row to the member its cell
  names (the bracketed name in either language, or the table's id or its first part, ``kni``).
"""
from __future__ import annotations

import csv
import io
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .gmdata import Column, Place, check_rows
from builder.core.packio import MAX_BYTES, PackError, read_bytes

MAX_ROWS = 2000
MAX_COLUMNS = 100
MEMBER_HEADERS = ("クラス", "class", "表", "table")  # the column naming a family's member
KEY_ALIASES = ("キー", "key", "レベル", "level", "クラスレベル", "class level", "lv")
BRACKETS = re.compile(r"^(.*?)[((](.+)[))]\s*$")

PlaceKey = tuple[str, str]


@dataclass(frozen=True)
class BlockProblem:
    """One bad cell (or header, or row): ``row`` as the spreadsheet counts it (1 = the first
    row of the block, the header when there is one); ``column`` as the header reads (or the
    column's shown name), "" for a whole row."""

    row: int
    column: str
    message: str
    message_en: str
    column_en: str = ""  # the column's English name where it is not a header as written

    def text(self, lang: str = "ja") -> str:
        where = f"{self.row}行目" if lang == "ja" else f"row {self.row}"
        if self.column:
            where += f" [{self.column}]" if lang == "ja" else f", column {self.column_en or self.column}"
        return f"{where}: {self.message if lang == 'ja' else self.message_en}"


@dataclass
class BlockResult:
    rows: dict[PlaceKey, list[dict[str, Any]]] = field(default_factory=dict)  # every place it touches
    problems: list[BlockProblem] = field(default_factory=list)
    added: int = 0
    replaced: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems and bool(self.rows)


def split_cells(text: str, delimiter: str | None = None, source: str = "") -> list[list[str]]:
    """Rows of cells; trailing empty rows dropped. ``delimiter`` None: a tab if the text has
    one (a spreadsheet's copy), else a comma. PackError (naming ``source``) for a text the
    reader cannot split (larger than a pack file may be, a cell past the csv module's limit)."""
    if len(text) > MAX_BYTES:
        raise PackError(source, "", f"more than {MAX_BYTES} characters")
    text = text.lstrip("\ufeff").replace("\x00", "")
    sep = delimiter or ("\t" if "\t" in text else ",")
    try:
        rows = [list(r) for r in csv.reader(io.StringIO(text, newline=""), delimiter=sep)]
    except csv.Error as exc:
        raise PackError(source, "", f"unreadable CSV: {exc}") from None
    while rows and not any(c.strip() for c in rows[-1]):
        rows.pop()
    return rows


def read_cells_file(path: str | Path) -> list[list[str]]:
    """A CSV (comma) or TSV (``.tsv``/``.tab``, or a tab in the text) file's cells."""
    data = read_bytes(Path(path))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        try:
            text = data.decode("cp932")  # a Japanese Excel's CSV
        except UnicodeDecodeError:
            raise PackError(str(path), "", f"not UTF-8 or Shift_JIS text (invalid byte at offset {exc.start})") from None
    tab = Path(path).suffix.lower() in (".tsv", ".tab")
    return split_cells(text, "\t" if tab else None, str(path))


def norm(text: str) -> str:
    """A header or name as compared: full-width folded (NFKC), 【】 and a trailing * or type
    note ("体力*\\n(整数)", as the editor's header shows) dropped, no spaces, case folded."""
    text = unicodedata.normalize("NFKC", str(text)).split("\n")[0]
    return re.sub(r"[\s【】\[\]*]", "", text).casefold()


def _member_name(place: Place) -> tuple[str, str, str] | None:
    """(stem, member name, member English name) of a bracketed table name, else None."""
    ja, en = BRACKETS.match(place.name), BRACKETS.match(place.name_en or "")
    if ja is None:
        return None
    return ja.group(1), ja.group(2), en.group(2) if en else ""


def family(places: list[Place], place: Place) -> list[Place]:
    """The tables ``place`` shares a name stem and columns with (itself included, pack order)."""
    mine = _member_name(place) if place.kind == "table" else None
    if mine is None:
        return [place]
    cols = [c.id for c in place.columns]
    return [p for p in places if p.kind == "table" and [c.id for c in p.columns] == cols
            and (_member_name(p) or ("",))[0] == mine[0]]


def _names_of(col: Column) -> set[str]:
    names = {norm(col.id), norm(col.name), norm(col.name_en)}
    if col.id == "key":
        names |= {norm(a) for a in KEY_ALIASES}
    return names


def _members(members: list[Place]) -> dict[str, Place]:
    found: dict[str, Place] = {}
    for p in members:
        names = _member_name(p) or ("", p.name, p.name_en)
        for n in (names[1], names[2], p.id, p.id.split("_")[0]):
            if n:
                found.setdefault(norm(n), p)
    return found


def _convert(col: Column, cell: str) -> tuple[Any, tuple[str, str] | None]:
    """The cell as the column's value, or the reason it cannot be (ja, en)."""
    text = unicodedata.normalize("NFKC", cell).strip() if col.type in ("int", "id", "choice") else cell.strip()
    if text == "":
        return None, None
    if col.type == "int":
        digits = text.replace(",", "").replace("−", "-")
        if re.fullmatch(r"[+-]?\d{1,12}", digits):
            return int(digits), None
        return None, (f"「{cell.strip()[:40]}」は整数ではありません", f"“{cell.strip()[:40]}” is not a whole number")
    if col.type == "choice":
        return col.choice_for(text), None  # a class pasted by its name (剣士) is its id (ken)
    return text, None


def _ident(place: Place) -> str:
    return "key" if place.kind == "table" else "id"


def _new_row(place: Place) -> dict[str, Any]:
    row: dict[str, Any] = {c.id: None for c in place.columns}
    if place.kind == "table" and place.fixed_key is not None:
        row["key"] = place.fixed_key
    source = next((c for c in place.columns if c.id == "source"), None)
    if source is not None and source.choices:
        row["source"] = source.choices[0]  # as the editor's 行を追加 does
    return row


def apply_block(places: list[Place], place: Place, cells: list[list[str]],
                current: dict[PlaceKey, list[dict[str, Any]]] | None = None,
                at: tuple[int, int] = (0, 0)) -> BlockResult:
    """``cells`` applied to ``place`` (and its family); ``current``: the rows shown now per
    place (default: the places' loaded rows); ``at``: the first cell of a block without a
    header (row, column index). See the module contract."""
    current = current or {}
    result = BlockResult()
    if not cells or not any(c.strip() for r in cells for c in r):
        result.problems.append(BlockProblem(1, "", "貼り付ける値がありません", "the block is empty"))
        return result
    if len(cells) > MAX_ROWS or max(len(r) for r in cells) > MAX_COLUMNS:
        result.problems.append(BlockProblem(1, "", f"{MAX_ROWS}行・{MAX_COLUMNS}列までです",
                                            f"at most {MAX_ROWS} rows and {MAX_COLUMNS} columns"))
        return result
    members = family(places, place)
    rows_of = {(p.kind, p.id): [dict(r) for r in current.get((p.kind, p.id), p.rows)] for p in members}
    came_from: dict[tuple[PlaceKey, int], int] = {}  # (place, final row index) -> block row
    header = _header(place, members, cells[0])
    if header is None:
        _positional(place, cells, at, rows_of[(place.kind, place.id)], came_from, result)
    else:
        _by_header(place, members, header, cells, rows_of, came_from, result)
    # the rows that read well are judged as a pack would (range, repeats) too: every bad cell at once
    by_key = {(p.kind, p.id): p for p in members}
    for key, rows in rows_of.items():
        touched = {i for (k, i) in came_from if k == key}
        if not touched:
            continue
        for p in check_rows(by_key[key], rows):
            if p.row in touched:  # a problem of a row the block did not touch is the editor's, not the paste's
                col = next(c for c in by_key[key].columns if c.id == p.column)
                result.problems.append(BlockProblem(came_from[(key, p.row)], col.name, p.message, p.message_en, col.name_en))
        result.rows[key] = rows
    result.problems.sort(key=lambda p: p.row)
    if result.problems:
        result.rows = {}
    return result


def _header(place: Place, members: list[Place], first: list[str]) -> list[tuple[str, Column | None]] | None:
    """The header row's columns ((cell, column; None for the member column), or None when the
    first row names no column (a block of values)."""
    known = {n: c for c in place.columns for n in _names_of(c)}
    member_names = {norm(n) for n in MEMBER_HEADERS} if len(members) > 1 else set()
    if not any(norm(c) in known or norm(c) in member_names for c in first if c.strip()):
        return None
    return [(c, None if norm(c) in member_names else known.get(norm(c), Column("", c, c, "text"))) for c in first]


def _by_header(place, members, header, cells, rows_of, came_from, result) -> None:
    shown = "、".join(c.name for c in place.columns)
    shown_en = ", ".join(c.name_en for c in place.columns)
    by_member = _members(members)
    member_at = next((j for j, (_, c) in enumerate(header) if c is None), None)
    for j, (cell, col) in enumerate(header):
        if col is not None and not col.id and cell.strip():
            result.problems.append(BlockProblem(1, cell.strip(), f"この表にない列です(列: {shown})",
                                                f"no such column in this table (columns: {shown_en})"))
    ident = _ident(place)
    has_ident = any(c is not None and c.id == ident for _, c in header)
    if not has_ident and not (place.kind == "table" and place.fixed_key is not None):
        name = next(c for c in place.columns if c.id == ident)
        result.problems.append(BlockProblem(1, "", f"「{name.name}」の列が要ります", f"a “{name.name_en}” column is needed"))
    if result.problems:
        return
    seen: dict[tuple[PlaceKey, Any], int] = {}
    for i, line in enumerate(cells[1:], start=2):
        if not any(c.strip() for c in line):
            continue
        target = place
        if member_at is not None:
            name = line[member_at] if member_at < len(line) else ""
            target = by_member.get(norm(name)) if name.strip() else None
            if target is None:
                result.problems.append(BlockProblem(i, header[member_at][0].strip(), f"「{name.strip()[:40]}」という表はありません",
                                                    f"no table for “{name.strip()[:40]}”"))
                continue
        values, bad = {}, False
        for j, (cell_head, col) in enumerate(header):
            if col is None or not col.id:
                continue
            value, why = _convert(col, line[j] if j < len(line) else "")
            if why:
                result.problems.append(BlockProblem(i, cell_head.strip(), *why))
                bad = True
            values[col.id] = value
        if len(line) > len(header) and any(c.strip() for c in line[len(header):]):
            result.problems.append(BlockProblem(i, "", "見出しのない列に値があります", "a value under no header"))
            bad = True
        if bad:
            continue
        key = (target.kind, target.id)
        rows = rows_of[key]
        ident_value = values.get(ident, target.fixed_key if ident == "key" else None)
        if ident_value is not None and (key, ident_value) in seen:
            result.problems.append(BlockProblem(i, "", f"{seen[(key, ident_value)]}行目と同じ行です",
                                                f"the same row as row {seen[(key, ident_value)]}"))
            continue
        seen[(key, ident_value)] = i
        at = next((n for n, r in enumerate(rows) if ident_value is not None and r.get(ident) == ident_value), None)
        if at is None:
            rows.append({**_new_row(target), **{k: v for k, v in values.items() if k != ident or v is not None}})
            at, result.added = len(rows) - 1, result.added + 1
        else:
            rows[at] = {**rows[at], **values}
            result.replaced += 1
        came_from[(key, at)] = i


def _positional(place, cells, at, rows, came_from, result) -> None:
    r0, c0 = max(at[0], 0), max(at[1], 0)
    key = (place.kind, place.id)
    for i, line in enumerate(cells, start=1):
        if len(line) and c0 + len(line) > len(place.columns) and any(c.strip() for c in line[len(place.columns) - c0:]):
            result.problems.append(BlockProblem(i, "", f"列が多すぎます(この表は{len(place.columns)}列)",
                                                f"too many columns (this table has {len(place.columns)})"))
            continue
        index = r0 + i - 1
        if index >= len(rows):
            rows.extend(_new_row(place) for _ in range(index + 1 - len(rows)))
            result.added += 1
        else:
            result.replaced += 1
        for j, cell in enumerate(line):
            col = place.columns[c0 + j] if c0 + j < len(place.columns) else None
            if col is None:
                continue
            value, why = _convert(col, cell)
            if why:
                result.problems.append(BlockProblem(i, col.name, *why, col.name_en))
            else:
                rows[index][col.id] = value
        came_from[(key, index)] = i
