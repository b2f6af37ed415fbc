"""What a data system's evaluation needs from the pack alone, worked out once per pack.

Contract: each function takes the pack's :class:`builder.kit.system.DataIndex` and returns
lookups built from its content only (never from a character), kept on ``idx.memo`` at the
first call: a roster evaluates thousands of characters on one pack (issues 12 and 13), and
:mod:`builder.kit.evaluate` asks these for every one. The pack is read-only after loading, so a
kept answer stays true; each answer is what scanning the pack's lists would give.
"""
from __future__ import annotations

from bisect import bisect_right
from typing import Any

from builder.kit.system import DataIndex, setting_names


def fixed_names(idx: DataIndex, kind: str) -> dict[str, Any]:
    """The names one pack and one kind fix for every character: the settings (GM switches)
    and the ``kind_<id>`` flags; worked out once per pack and kind (``idx.memo``)."""
    memo = idx.memo.setdefault("fixed_names", {})
    names = memo.get(kind)
    if names is None:
        content = idx.content
        names = memo[kind] = {**setting_names(content, idx.settings),
                              **{f"kind_{k.id}": int(k.id == kind) for k in content.kinds}}
    return names


def flag_names(idx: DataIndex, o: Any) -> tuple[str, tuple[str, ...], tuple[tuple[str, str], ...]]:
    """The names :func:`_flags` sets for option ``o``, built once per pack."""
    memo = idx.memo.setdefault("flag_names", {})
    found = memo.get(o.id)
    if found is None:
        zeroed = dict.fromkeys([f"{o.id}__{key}" for key in o.keys]
                               + [f"{o.id}__{key}" for c in o.choices for key in c.values])
        found = memo[o.id] = (f"{o.id}_count", tuple(zeroed),
                              tuple((c.id, f"{o.id}_is_{c.id}") for c in o.choices))
    return found


def choices(idx: DataIndex, last: bool = False) -> dict[str, dict[str, Any]]:
    """Each option's choices by id, once per pack: the first of an id, as a scan finds it (with
    ``last``, the last one, as a dict built from the list keeps it)."""
    key = "choices_last" if last else "choices"
    found = idx.memo.get(key)
    if found is None:
        found = idx.memo[key] = {}
        for o in idx.content.options:
            by_id = found[o.id] = {}
            for c in o.choices:
                if last:
                    by_id[c.id] = c
                else:
                    by_id.setdefault(c.id, c)
    return found


def stat_names(idx: DataIndex) -> tuple[tuple[Any, str, str], ...]:
    """(definition, ``<id>_base`` name, ``partner_<id>`` name) of each stat, once per pack."""
    found = idx.memo.get("stat_names")
    if found is None:
        found = idx.memo["stat_names"] = tuple((s, f"{s.id}_base", f"partner_{s.id}")
                                               for s in idx.content.stats)
    return found


def row_for(idx: DataIndex, t: Any, key: Any) -> Any:
    """Table ``t``'s row for ``key`` and its columns' values by name (``{<table>__<column>:
    value}``, 0 where the row has none), or None: the first row whose key equals it
    (``exact``), or the first of the rows with the greatest key at or below it (``at_most``).
    The same answer as scanning the rows (``max`` of the matching rows by key keeps the first
    of equal keys), looked up in a dict or bisected in the sorted keys, both built once per
    pack and table (``idx.memo``): a level table is read by every character."""
    _, first, keys, rows = table_rows(idx, t)
    if t.match == "exact":
        return first.get(key)
    at = bisect_right(keys, key)
    return rows[at - 1] if at else None


def table_rows(idx: DataIndex, t: Any) -> tuple[Any, dict[Any, Any], list[Any], list[Any]]:
    """(t, the first row of each key with its columns' values by name, the keys sorted, those
    rows in the keys' order) of table ``t``, once per pack (``idx.memo``, by the table's id;
    ``t`` kept with them, so its id stays its own)."""
    memo = idx.memo.setdefault("table_rows", {})
    found = memo.get(id(t))
    if found is None:
        cols = [(col, f"{t.id}__{col}") for col in t.columns]
        first: dict[Any, Any] = {}
        for r in t.rows:
            if r.key not in first:
                first[r.key] = (r, {name: r.values.get(col, 0) for col, name in cols})
        keys = sorted(first)
        found = memo[id(t)] = (t, first, keys, [first[k] for k in keys])
    return found


def list_parts(idx: DataIndex) -> tuple[tuple[dict[str, Any], set[str]], ...]:
    """Each list's catalogue by id and its type ids, in the lists' order, once per pack."""
    parts = idx.memo.get("list_parts")
    if parts is None:
        parts = idx.memo["list_parts"] = tuple(({e.id: e for e in lst.catalogue}, {t.id for t in lst.types})
                                               for lst in idx.content.lists)
    return parts


def table_columns(idx: DataIndex) -> tuple[tuple[tuple[str, str], ...], ...]:
    """Each table's (column, ``<table>__<column>`` name) pairs, in the tables' order."""
    found = idx.memo.get("table_columns")
    if found is None:
        found = idx.memo["table_columns"] = tuple(tuple((col, f"{t.id}__{col}") for col in t.columns)
                                                  for t in idx.content.tables)
    return found


def table_zeros(idx: DataIndex) -> dict[str, int] | None:
    """Every table column's name at 0, when no table's ``when`` or key formula reads a column
    (then zeroing them all at once is zeroing each before its table); None when one does."""
    found = idx.memo.get("table_zeros", False)
    if found is False:
        columns = {name for cols in table_columns(idx) for _, name in cols}
        reads = set()
        for t in idx.content.tables:
            for source in (t.when, t.key):
                expr = idx.formulas.get(source) if source else None
                if expr is not None:
                    reads |= expr.names
        found = idx.memo["table_zeros"] = None if reads & columns else dict.fromkeys(
            [name for cols in table_columns(idx) for _, name in cols], 0)
    return found


def derived_reads(idx: DataIndex) -> tuple[frozenset[str], ...]:
    """The names each derived value's formulas (``expr`` and ``when``) read, in the derived
    values' order."""
    found = idx.memo.get("derived_reads_list")
    if found is None:
        found = idx.memo["derived_reads_list"] = tuple(
            frozenset().union(*(e.names for e in (idx.formulas.get(d.expr), idx.formulas.get(d.when or ""))
                                if e is not None))
            for d in idx.content.derived)
    return found


def labels(idx: DataIndex) -> dict[str, tuple[str, str | None]]:
    """The names of the pools and derived values by id: (Japanese, English)."""
    found = idx.memo.get("labels")
    if found is None:
        content = idx.content
        found = idx.memo["labels"] = {**{p.id: (p.name, p.name_en) for p in content.pools},
                                      **{d.id: (d.name, d.name_en) for d in content.derived}}
    return found


def derived_names(idx: DataIndex) -> dict[str, tuple[str, str]]:
    """Each derived value's (Japanese, English) name by id, the English falling back to the Japanese."""
    found = idx.memo.get("derived_names")
    if found is None:
        found = idx.memo["derived_names"] = {d.id: (d.name, d.name_en or d.name) for d in idx.content.derived}
    return found
