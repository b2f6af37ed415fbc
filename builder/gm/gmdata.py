"""GM-entered rule data: the places a seed leaves for a GM, and the user pack that fills them.

Contract (pure: no Qt; the window's editor :mod:`forms.dialogs.ruledata` and ``grail-builder pack``
(:mod:`builder.cli.pack`) both use it):

- :func:`places` lists the GM-entered places of a loaded data-system pack, in pack order:
  options with ``gm_entered`` (their ``choices``), lists with ``gm_entered`` (their
  ``catalogue``) and tables with ``gm_entered`` (their ``rows``). Each :class:`Place` has its
  :class:`Column` s (for an option choice: id, name, name_en, text and one integer column per
  option key; for a catalogue entry: id, name, type (one of the list's types), source (one of
  the list's sources), level, one integer cost column per pool that spends the list, and the
  columns of the list's ``entry_fields``: its class, granting 特技, 取得条件; for
  a table row: key, and one integer column per table column) and its current rows as flat
  dicts (column id → value; an empty cell is ``None``), read from the loaded pack, so they
  include what the user's packs already fill.
- :func:`check_rows` judges rows cell by cell (integers within the packs' ±10,000, ids as
  the packs spell them and not repeated, choices among the allowed values) and returns
  :class:`CellProblem` s; :func:`entry_for` turns rows back into the pack entry (the loaded
  entry with only its rows replaced, so a user pack restates the whole entry, as a layer
  that replaces by id must).
- :func:`editor_file` is the one user pack the editor writes, ``user_pack_dir()/<system>/
  <system>.json``: its name comes from the registered system id only. :func:`check_candidate`
  loads the pack with the candidate content in place of that file and returns the
  :class:`PackError` (file, JSON path, message) when it fails; :func:`save` writes only after
  that check passes, atomically (:func:`builder.files.safeio.write_file`), and refuses any target
  that is not a plain file in that folder (a link to elsewhere, a hard link, a bundled file).

Why one file: the editor's entries then replace the bundled ones the same way whatever else
is in the folder; imported packs (:mod:`builder.gm.gmshare`) get names that sort before it
(``<system>-import-….json``), so what the GM typed last wins.
"""
from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from builder.core.packio import PackError, read_json
from builder.core.packs import RulePack, bundled_systems, load_pack, user_pack_dir

ID_PATTERN = re.compile(r"^[A-Za-z0-9_]+$")  # datamodel.Id
MAX_NUMBER = 10_000  # packmodel.Number
SYSTEM_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,60}$")
FIELDS = {"option": "options", "list": "lists", "table": "tables"}
ROW_FIELDS = {"option": "choices", "list": "catalogue", "table": "rows"}


@dataclass(frozen=True)
class Column:
    """One column of a place: ``type`` is ``id`` (required, an Id), ``text``, ``int`` (empty
    allowed unless ``required``) or ``choice`` (one of ``choices``; empty allowed unless
    ``required``)."""

    id: str
    name: str
    name_en: str
    type: Literal["id", "text", "int", "choice"]
    required: bool = False
    choices: tuple[str, ...] = ()
    choice_names: tuple[tuple[str, str], ...] = ()  # (name, English name) of each choice, where it has one

    def choice_for(self, text: str) -> str:
        """The choice ``text`` names (its id, or its Japanese or English name); ``text`` itself
        when it names none (then :func:`check_rows` says which are allowed)."""
        for choice, (name, name_en) in zip(self.choices, self.choice_names):
            if text in (name, name_en):
                return choice
        return text

    def choice_label(self, choice: str, lang: str = "ja") -> str:
        """A choice as shown: its name (English or Japanese) where it has one, else the id."""
        for cid, (name, name_en) in zip(self.choices, self.choice_names):
            if cid == choice:
                return name_en if lang == "en" else name
        return choice


@dataclass
class Place:
    kind: Literal["option", "list", "table"]
    id: str
    name: str
    name_en: str
    text: str
    line: int | None
    columns: list[Column]
    rows: list[dict[str, Any]] = field(default_factory=list)
    origin: str = ""  # the user file the current entry comes from ("" = bundled)
    fixed_key: int | None = None  # a table looked up by a constant key (a class's one row: "1")

    @property
    def field(self) -> str:
        return FIELDS[self.kind]


@dataclass(frozen=True)
class CellProblem:
    row: int
    column: str
    message: str
    message_en: str


def _int_columns(ids: list[str], shown: dict[str, Any] | None = None, prefix: str = "", content: Any = None,
                 place: str = "") -> list[Column]:
    """Number columns; each named by the entry's ``column_names`` (the pack's shown name, with
    its seed line), else by the figure it feeds (:mod:`builder.gm.columnnames`), never by its key."""
    from .columnnames import value_names
    shown = shown or {}
    fed = value_names(content, place, ids) if content is not None else {i: (i, i) for i in ids}
    return [Column(prefix + i, shown[i].name if i in shown else fed[i][0],
                   shown[i].name_en if i in shown else fed[i][1], "int") for i in ids]


def _pool_name(content: Any, pool: str, lang: str) -> str:
    p = next((x for x in getattr(content, "pools", []) if x.id == pool), None)
    if p is None:
        return pool
    return (getattr(p, "name_en", "") or p.name) if lang == "en" else p.name


def places(pack: RulePack) -> list[Place]:
    """The GM-entered places of ``pack`` with their current rows (see the module contract).
    A system without them has none."""
    content = pack.content
    found: list[Place] = []
    bundled: dict[str, bool] = {}  # a pack's entries come from a handful of files: each is looked up once
    for o in getattr(content, "options", []):
        if o.gm_entered:
            cols = [Column("id", "ID", "ID", "id", True), Column("name", "名前", "name", "text", True),
                    Column("name_en", "英語名", "English name", "text"), Column("text", "説明", "text", "text"),
                    *_int_columns(list(o.keys), o.column_names, content=content, place=o.id)]
            rows = [{"id": c.id, "name": c.name, "name_en": c.name_en, "text": c.text,
                     **{k: c.values.get(k) for k in o.keys}} for c in o.choices]
            found.append(_place(pack, "option", o, cols, rows, bundled))
    for lst in getattr(content, "lists", []):
        if lst.gm_entered:
            pools = [p.id for p in getattr(content, "pools", [])
                     if any(s.source == "list" and s.list == lst.id for s in p.spend)]
            cols = [Column("id", "ID", "ID", "id", True), Column("name", "名前", "name", "text", True),
                    Column("type", "種別", "type", "choice", False, tuple(t.id for t in lst.types)),
                    Column("source", "出典", "source", "choice", True, tuple(lst.sources)),
                    Column("level", "レベル", "level", "text"),
                    *[Column(f"cost.{p}", f"コスト({_pool_name(content, p, 'ja')})", f"cost ({_pool_name(content, p, 'en')})", "int")
                      for p in pools],
                    *_entry_field_columns(content, lst)]
            rows = [{"id": e.id, "name": e.name, "type": e.type, "source": e.source, "level": e.level,
                     **{f"cost.{p}": e.cost.get(p) for p in pools}, **_entry_field_cells(lst, e)} for e in lst.catalogue]
            found.append(_place(pack, "list", lst, cols, rows, bundled))
    for t in getattr(content, "tables", []):
        if t.gm_entered:
            cols = [Column("key", "キー", "key", "int", True),
                    *_int_columns(list(t.columns), t.column_names, content=content, place=t.id)]
            rows = [{"key": r.key, **{c: r.values.get(c) for c in t.columns}} for r in t.rows]
            found.append(_place(pack, "table", t, cols, rows, bundled))
            if t.key.strip().isdigit():
                found[-1].fixed_key = int(t.key)
    return found


#: the columns of a list's ``entry_fields`` (builder.kit.model.ListDef): (field, name, English name,
#: seed line that asks for it; the texts and lines are the pack's own in its checks)
ENTRY_FIELD_COLUMNS = {
    "from_class": (("from_class", "クラス", "class"),),                                   # L459, L1265–1267
    "granted_by": (("granted_by", "取得する特技", "granting 特技"),),                        # L510–514
    "condition": (("condition", "取得条件", "condition"),                                  # L475–476
                  ("requires", "取得条件(式)", "condition (formula)"),
                  ("requires_entries", "取得条件(必要な特技)", "condition (特技 needed)")),
}
#: how the names in ``requires_entries`` are written in one cell (Japanese or Latin comma)
ENTRY_SEPARATORS = re.compile(r"[、,，]")


def _entry_field_columns(content: Any, lst: Any) -> list[Column]:
    """The columns a list's ``entry_fields`` add: the class is one of the class group's stats
    (by id), the rest text."""
    cols: list[Column] = []
    for f in lst.entry_fields:
        for cid, name, name_en in ENTRY_FIELD_COLUMNS[f]:
            if cid == "from_class":
                classes = [s for s in getattr(content, "stats", []) if s.group == lst.class_group]
                cols.append(Column(cid, name, name_en, "choice", False, tuple(s.id for s in classes),
                                   tuple((s.name, s.name_en or s.name) for s in classes)))
            else:
                cols.append(Column(cid, name, name_en, "text"))
    return cols


def _entry_field_cells(lst: Any, entry: Any) -> dict[str, Any]:
    cells: dict[str, Any] = {}
    for f in lst.entry_fields:
        for cid, _, _ in ENTRY_FIELD_COLUMNS[f]:
            value = getattr(entry, cid)
            cells[cid] = "、".join(value) if isinstance(value, list) else value
    return cells


def _entry_field_values(place: Place, row: dict[str, Any]) -> dict[str, Any]:
    """A row's entry-field cells as the catalogue entry's fields (empty: absent)."""
    out: dict[str, Any] = {}
    for col in place.columns:
        if not any(col.id == cid for cols in ENTRY_FIELD_COLUMNS.values() for cid, _, _ in cols):
            continue
        value = row.get(col.id)
        if col.id == "requires_entries":
            out[col.id] = [n.strip() for n in ENTRY_SEPARATORS.split(value or "") if n.strip()]
        else:
            out[col.id] = value if value not in (None, "") else None
    return out


def _place(pack: RulePack, kind: str, entry: Any, cols: list[Column], rows: list[dict],
           bundled: dict[str, bool]) -> Place:
    """``bundled``: file → whether it is in a bundled pack, filled as files are met."""
    file, _ = pack.origins.get((FIELDS[kind], entry.id), ("", ""))
    if file and file not in bundled:
        bundled[file] = _is_bundled(file)
    user = file if file and not bundled[file] else ""
    return Place(kind, entry.id, entry.name, entry.name_en, entry.text, entry.line, cols, rows, user)  # type: ignore[arg-type]


def check_rows(place: Place, rows: list[dict[str, Any]]) -> list[CellProblem]:
    """Every cell that a pack could not take, row by row (row indexes from 0)."""
    problems: list[CellProblem] = []
    seen: dict[Any, int] = {}
    for i, row in enumerate(rows):
        for col in place.columns:
            value = row.get(col.id)
            empty = value is None or value == ""
            if empty:
                if col.required:
                    problems.append(CellProblem(i, col.id, f"{col.name}を入れてください", f"{col.name_en} is required"))
                continue
            if col.type == "int":
                if isinstance(value, bool) or not isinstance(value, int):
                    problems.append(CellProblem(i, col.id, "整数を入れてください", "a whole number is needed"))
                elif abs(value) > MAX_NUMBER:
                    problems.append(CellProblem(i, col.id, f"-{MAX_NUMBER}〜{MAX_NUMBER}の整数にしてください",
                                                f"must be between -{MAX_NUMBER} and {MAX_NUMBER}"))
            elif col.type == "id" and not (isinstance(value, str) and ID_PATTERN.match(value) and len(value) <= 60):
                problems.append(CellProblem(i, col.id, "IDは半角英数字と_(60字まで)です",
                                            "an id is letters, digits and _ (up to 60)"))
            elif col.type == "choice" and value not in col.choices:
                problems.append(CellProblem(i, col.id, f"選べる値: {', '.join(col.choices)}",
                                            f"allowed: {', '.join(col.choices)}"))
            elif col.type == "text" and not isinstance(value, str):
                problems.append(CellProblem(i, col.id, "文字列を入れてください", "text is needed"))
        ident = row.get("key" if place.kind == "table" else "id")
        if ident not in (None, ""):
            if ident in seen:
                problems.append(CellProblem(i, "key" if place.kind == "table" else "id",
                                            f"{seen[ident] + 1}行目と同じです", f"the same as row {seen[ident] + 1}"))
            else:
                seen[ident] = i
    return problems


def _clean(entry: Any) -> dict[str, Any]:
    return entry.model_dump(mode="json", exclude_defaults=True)


def entry_for(pack: RulePack, place: Place, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The pack entry of ``place`` with ``rows``: the loaded entry (all its other fields) with
    its rows replaced. A row's fields the editor does not show (a choice's ``requires``, a
    row's ``line``) are kept when its id (key) is unchanged."""
    loaded = next(e for e in getattr(pack.content, place.field) if e.id == place.id)
    entry = _clean(loaded)
    old = {(getattr(r, "key", None) if place.kind == "table" else r.id): _clean(r)
           for r in getattr(loaded, ROW_FIELDS[place.kind])}
    out = []
    for row in rows:
        if place.kind == "table":
            item = {**old.get(row.get("key"), {}), "key": row.get("key"),
                    "values": {c.id: row[c.id] for c in place.columns[1:] if row.get(c.id) is not None}}
        elif place.kind == "option":
            before = old.get(row.get("id"), {})
            shown = {c.id for c in place.columns[4:]}  # a value under a key no column shows is kept
            item = {**before, **{k: row.get(k) or "" for k in ("id", "name", "name_en", "text")},
                    "values": {**{k: v for k, v in before.get("values", {}).items() if k not in shown},
                               **{c.id: row[c.id] for c in place.columns[4:] if row.get(c.id) is not None}}}
        else:
            before = old.get(row.get("id"), {})
            costs = [c for c in place.columns if c.id.startswith("cost.")]
            shown = {c.id[5:] for c in costs}
            item = {**before, "id": row.get("id"), "name": row.get("name") or "",
                    "source": row.get("source") or "skill", "level": row.get("level") or "",
                    "cost": {**{k: v for k, v in before.get("cost", {}).items() if k not in shown},
                             **{c.id[5:]: row[c.id] for c in costs if row.get(c.id) is not None}},
                    **_entry_field_values(place, row)}
            item.pop("type", None)
            if row.get("type"):
                item["type"] = row["type"]
        out.append({k: v for k, v in item.items() if v not in ("", {}, None, []) or k in ("id", "name", "values")})
    entry[ROW_FIELDS[place.kind]] = out
    return entry


def editor_file(system: str) -> Path:
    """The editor's user pack for ``system`` (a registered system id, never a path)."""
    if not isinstance(system, str) or not SYSTEM_ID.match(system) or system not in bundled_systems():
        raise PackError(str(system)[:80], "", f"unknown system; known: {', '.join(bundled_systems())}")
    return user_pack_dir() / system / f"{system}.json"


def read_editor_file(system: str) -> dict[str, Any]:
    """The editor file's content ({} when there is none); PackError when it is unreadable."""
    path = editor_file(system)
    if not path.exists():
        return {}
    data = read_json(path)
    if not isinstance(data, dict):
        raise PackError(str(path), "", "a pack file is a JSON object")
    return data


def candidate(system: str, pack: RulePack, edited: dict[str, list[dict[str, Any]]],
              base: dict[str, Any] | None = None, known: list[Place] | None = None) -> dict[str, Any]:
    """The editor file's content with the places in ``edited`` (place id → rows; ids are
    unique across kinds in practice, the kind disambiguates otherwise) restated; every other
    entry of the file is kept as it is. ``known``: :func:`places` of this same ``pack`` when the
    caller holds them already (the rule-data editor checks on every edit; working them out
    again each time walked the whole pack)."""
    data = json.loads(json.dumps(base if base is not None else read_editor_file(system)))
    by_id = {(p.kind, p.id): p for p in (known if known is not None else places(pack))}
    for (kind, place_id), rows in ((k, v) for k, v in edited.items()):
        place = by_id[(kind, place_id)]
        entries = data.setdefault(place.field, [])
        new = entry_for(pack, place, rows)
        for i, e in enumerate(entries):
            if isinstance(e, dict) and e.get("id") == place.id:
                entries[i] = new
                break
        else:
            entries.append(new)
    return data


def check_candidate(system: str, data: dict[str, Any], *, user_layer: bool = True) -> PackError | None:
    """None when the pack loads with ``data`` as the editor file; otherwise the problem, naming
    the editor file and the JSON path in it (or another file the candidate breaks)."""
    try:
        load_pack(system, user_layer=user_layer, candidate=(editor_file(system), data))
    except PackError as exc:
        return exc
    return None


def _is_bundled(path: str | Path) -> bool:
    from builder.core.registry import plugin_for
    real = Path(os.path.realpath(path))
    for system in bundled_systems():
        plugin = plugin_for(system)
        if plugin is not None and Path(os.path.realpath(plugin.pack_dir)) in real.parents:
            return True
    return False


def safe_target(system: str, name: str) -> Path:
    """``user_pack_dir()/<system>/<name>`` when it is a place the app may write: ``name`` a
    plain file name ending .json, the folder and file no link to elsewhere, the file (if it
    exists) a regular file with one link, never inside a bundled pack. PackError otherwise."""
    folder = user_pack_dir() / system
    editor_file(system)  # the system must be registered
    if (not name or name != Path(name).name or name in (".", "..") or "/" in name or "\\" in name
            or not name.endswith(".json")):
        raise PackError(name[:80], "", "not a plain .json file name in the user pack folder")
    target = folder / name
    real_folder = Path(os.path.realpath(folder))
    if real_folder != Path(os.path.realpath(user_pack_dir())) / system or Path(os.path.realpath(target)).parent != real_folder:
        raise PackError(str(target), "", "the user pack folder or file is a link to elsewhere; refusing to write")
    if _is_bundled(target):
        raise PackError(str(target), "", "a bundled pack file is never replaced")
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        return target
    if not stat.S_ISREG(info.st_mode) or info.st_nlink > 1:
        raise PackError(str(target), "", "not a plain file (a link, folder or hard-linked file); refusing to write")
    return target


def pack_bytes(data: dict[str, Any]) -> bytes:
    return (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def save(system: str, data: dict[str, Any]) -> Path:
    """Check ``data`` as the editor file (:func:`check_candidate`; its PackError raised), then
    write it atomically. Returns the file written."""
    from builder.files.safeio import write_file
    problem = check_candidate(system, data)
    if problem is not None:
        raise problem
    target = safe_target(system, editor_file(system).name)
    target.parent.mkdir(parents=True, exist_ok=True)
    write_file(target, pack_bytes(data))
    return target


def locate(data: dict[str, Any], path: str) -> tuple[str, str, int | None] | None:
    """The place (kind, id) and row (or None) a JSON path in the editor file points into, so
    the editor can show a PackError where it is; None when it is not in a GM-entered place."""
    parts = path.strip("/").split("/") if path else []
    kinds = {v: k for k, v in FIELDS.items()}
    if len(parts) < 2 or parts[0] not in kinds or not parts[1].isdigit():
        return None
    entries = data.get(parts[0], [])
    index = int(parts[1])
    if index >= len(entries) or not isinstance(entries[index], dict):
        return None
    kind = kinds[parts[0]]
    row = int(parts[3]) if len(parts) >= 4 and parts[2] == ROW_FIELDS[kind] and parts[3].isdigit() else None
    return kind, str(entries[index].get("id")), row
