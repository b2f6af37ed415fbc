"""The figures of a data system's character that wait for a place the GM has not filled yet.

Contract: called by :mod:`builder.kit.evaluate` on its evaluation context. A table without the
row asked for (:func:`tables`, which reads each table's row: a GM-entered one may not be
filled yet) or a GM-entered option nothing is chosen from (:func:`unfilled_options`) is a
*missing place*; the names its values would
give wait for it (``ctx.waiting``: name -> places), and so does every derived figure that
reads a waiting name (:func:`waits_for`), which is left out rather than given a wrong
number. :func:`missing_places` then adds one finding per missing place naming the figures
that wait for it.
"""
from __future__ import annotations

from typing import Any

from builder.kit.memo import derived_names, row_for, table_zeros
from builder.core.expressions import ExpressionError


def tables(ctx: Any) -> None:
    """Each table's row for its key (a table whose ``when`` does not hold is skipped); a missing
    row (a GM-entered table not yet filled, or a key the table lacks) leaves its columns at 0
    and marks them waiting: the derived figures that read them are left out, and one finding
    per table (:func:`missing_places`) names the table and the figures waiting for it."""
    names, idx = ctx.names, ctx.idx
    zeros = table_zeros(idx)
    if zeros is not None:  # no table's ``when`` or key reads a column: every column at 0 at once
        names.update(zeros)
    for t, applies, cols, zero, when, key_fn, exact in ctx.plan.tables:
        if zeros is None:
            names.update(zero)
        if not applies:
            continue
        if when is not None:  # (ctx.value, without its call)
            try:
                holds = when(names)
            except (ExpressionError, KeyError) as exc:
                ctx.failed(exc, t.when, "/", t.line)
                holds = 0
            if not holds:
                continue
        try:
            key = key_fn(names)
        except (ExpressionError, KeyError) as exc:
            ctx.failed(exc, t.key, "/", t.line)
            key = 0
        if exact is not None:  # (row_for, without its call)
            try:
                row = exact.get(key)
            except TypeError:
                row = row_for(idx, t, key)
        else:
            row = row_for(idx, t, key)
        if row is None:
            ctx.missing[t.id] = (t, key)
            waits = frozenset((t.id,))  # (frozensets: datawaits shares and keys on them)
            for _, name in cols:
                ctx.waiting[name] = waits
            continue
        ctx.table_rows[t.id] = row[0]
        names.update(row[1])


def unfilled_options(ctx: Any) -> None:
    """A GM-entered option that applies, with no known choice chosen, that the GM has not
    filled yet (no choices at all) or that is required: the names its choices' values would
    give wait for it (``option:<id>`` in ``ctx.waiting``), like a table's row. An optional
    option with choices and none chosen is a real answer (a Master with no master skill)."""
    for o, known, place, names in _gm_options(ctx.idx):
        if o.id not in ctx.active:
            continue
        if any(cid in known for cid in ctx.build.options.get(o.id, [])):
            continue
        if known and not o.required:
            continue
        ctx.missing[place] = (o, None)
        waits = frozenset((place,))  # (frozensets: shared and keyed on, below)
        for name in names:
            ctx.waiting[name] = waits


def _gm_options(idx: Any) -> tuple[tuple[Any, set[str], str, tuple[str, ...]], ...]:
    """Each GM-entered option with its choice ids, its place (``option:<id>``) and the names its
    values give (in the order a set of its keys gives them), once per pack (``idx.memo``)."""
    found = idx.memo.get("gm_options")
    if found is None:
        found = idx.memo["gm_options"] = tuple(
            (o, {c.id for c in o.choices}, f"option:{o.id}",
             tuple(f"{o.id}__{key}" for key in {*o.keys, *(k for c in o.choices for k in c.values)}))
            for o in idx.content.options if o.gm_entered)
    return found


def waits_for(waiting: dict[str, Any], needs: frozenset[str]) -> frozenset[str]:
    """The missing places (``waiting``: ``ctx.waiting``) a derived value reads, directly or
    through a figure that waits; ``needs``: the names its formulas read
    (:func:`builder.kit.memo.derived_reads`). A frozenset: :func:`missing_places` keys on them."""
    hit = waiting.keys() & needs  # (in C, the smaller side walked; usually empty)
    if not hit:
        return _NONE
    found: set[str] = set()
    for name in hit:
        found |= waiting[name]
    return frozenset(found)


_NONE: frozenset[str] = frozenset()
MAX_KEPT = 1024  # figure lists kept per pack (see missing_places)


def missing_places(ctx: Any) -> None:
    """One finding per missing place, naming the figures that wait for it: a table lacking the
    row asked for (``data.table_missing_row``), an unfilled GM-entered option
    (``data.waits_for_gm``, only when some figure waits for it)."""
    if not ctx.missing:
        return
    derived, waiting = derived_names(ctx.idx), ctx.waiting
    # The figures waiting for each place, in derived order, and their names joined: a function of
    # what ``waiting`` holds for each derived id, kept per pack by exactly that (bounded); a
    # roster's characters wait for the same few tables (e.g. GM-entered class tables).
    kept = ctx.idx.memo.setdefault("waiting_by", {})
    try:
        key: Any = tuple(map(waiting.get, derived))
        by_place = kept.get(key)
    except TypeError:  # a derived id that is also a table column's or option's name: a set, unhashable
        key = by_place = None
    if by_place is None:
        by_place = _by_place(derived, waiting)
        if key is not None:
            if len(kept) >= MAX_KEPT:
                kept.clear()
            kept[key] = by_place
    for tid, (t, key) in ctx.missing.items():
        figures, words = by_place.get(tid, _NO_FIGURES)
        if tid.startswith("option:"):
            if figures:
                ctx.find("warning", "data.waits_for_gm", f"/options/{t.id}", t.line, place=t.name,
                         place_en=t.name_en or t.name, figure=words[0], figure_en=words[1])
            continue
        ctx.find("warning" if t.gm_entered else "error", "data.table_missing_row", "/", t.line,
                 table=t.name, table_en=t.name_en or t.name, key=key,
                 filled="GMが入力する表です。" if t.gm_entered else "",
                 figures=words[0] or "—", figures_en=words[1] or "—")


_NO_FIGURES: tuple[tuple[tuple[str, str], ...], tuple[str, str]] = ((), ("", ""))


def _by_place(derived: dict[str, tuple[str, str]], waiting: dict[str, Any]) -> dict[str, Any]:
    """Place -> (the (Japanese, English) names of the derived figures waiting for it, in
    derived order; those names joined with 、 and with ", ")."""
    lists: dict[str, list[tuple[str, str]]] = {}
    for n, pair in derived.items():
        places = waiting.get(n)
        if places:
            for place in places:
                lists.setdefault(place, []).append(pair)
    return {place: (tuple(figures), ("、".join(f[0] for f in figures), ", ".join(f[1] for f in figures)))
            for place, figures in lists.items()}


def unfilled(content: Any) -> list[Any]:
    """The places of a data pack the GM fills that are still empty and that a character's
    figures wait for: a ``gm_entered`` table with no row, a required ``gm_entered`` option with
    no choice (what :func:`tables` and :func:`unfilled_options` would mark missing), in pack
    order: what a new character of the system waits for before it can have its figures (issue
    28 item 4). A GM-entered list without a catalogue is left out (entries may be written by
    hand: skills a player writes), as is an optional option. A pack without such places
    gives []."""
    places: list[Any] = [t for t in getattr(content, "tables", ()) if t.gm_entered and not t.rows]
    places += [o for o in getattr(content, "options", ()) if o.gm_entered and o.required and not o.choices]
    return places
