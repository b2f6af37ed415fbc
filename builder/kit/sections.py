"""The typed sections of a data system's sheet (:mod:`builder.core.sections`), in the order the
pack's steps give: the kind and chosen options, each stat group, the pools, the derived
figures, each reference table (its rows as the GM entered them), each list, the notes.
Built from an evaluation context; computes no rule."""
from __future__ import annotations

from typing import Any

from builder.core.approvalsection import approvals_section
from builder.kit.play import play_section
from builder.kit.system import PLACE
from builder.words.places import cost_text
from builder.core.sections import (Die, ListRow, ListSection, PoolRow, PoolsSection, Row, StatRow, StatSection,
                       TextSection, ValuesSection)


def _group_titles(content: Any) -> dict[str, tuple[str, str]]:
    titles: dict[str, tuple[str, str]] = {}
    for step in content.steps:
        for g in step.groups:
            titles.setdefault(g, (step.name, step.name_en))
    return titles


def _pack_parts(idx: Any) -> tuple[dict[str, tuple[str, str]], dict[str, Any], tuple[dict[str, Any], ...],
                                    dict[str, tuple[str, ...]], dict[str, dict[str, list[Any]]]]:
    """What the sections read from the pack alone, worked out once per pack (``idx.memo``):
    the stat groups' titles, the pools by id, each list's types by id (in the lists' order), each palette command's
    places, each option's choices by id (every choice of that id, in the pack's order)."""
    parts = idx.memo.get("sections")
    if parts is None:
        content = idx.content
        by_id: dict[str, dict[str, list[Any]]] = {}
        for o in content.options:
            for c in o.choices:
                by_id.setdefault(o.id, {}).setdefault(c.id, []).append(c)
        parts = idx.memo["sections"] = (
            _group_titles(content), {p.id: p for p in content.pools},
            tuple({t.id: t for t in lst.types} for lst in content.lists),
            {p.command: tuple(PLACE.findall(p.command)) for p in content.palette}, by_id)
    return parts


MAX_KEPT = 4096  # rows and cost texts kept per pack (a roster's stat values and list entries)
MAX_TEXT = 600  # a list entry's row is kept only when its text, level and name are short (memory stays small)


def _kept(idx: Any, what: str) -> dict:
    """A per-pack memo of ``what`` (``idx.memo``), emptied when it reaches :data:`MAX_KEPT`."""
    found = idx.memo.setdefault(f"sections:{what}", {})
    if len(found) >= MAX_KEPT:
        found.clear()
    return found


def _cost(idx: Any, cost: dict[str, int], lang: str, kept: dict) -> str:
    """:func:`builder.words.places.cost_text`, kept per cost and language (a pure function of them and the pack)."""
    key = (tuple(cost.items()), lang)
    found = kept.get(key)
    if found is None:
        found = kept[key] = cost_text(idx.content, cost, lang)
    return found


def _row(kept: dict, make: Any, *key: Any) -> Any:
    """``make(*key)``, a frozen row, shared per pack by everything it holds (``key``: the row's
    fields, their types with them: 1 and True are equal keys); building a frozen dataclass
    costs ~1 µs a field, and a roster's sheets hold the same rows again and again."""
    typed = (key, tuple(map(type, key)))
    try:
        found = kept.get(typed)
    except TypeError:  # (an unhashable value: never, for a pack's names and a sheet's numbers)
        return make(*key)
    if found is None:
        found = kept[typed] = make(*key)
    return found


def _section(kept: dict, make: Any, sid: str, title: str, title_en: str, rows: tuple) -> Any:
    """``make(sid, title, title_en, rows=rows)``, shared per pack by the section's words and
    its rows themselves (by identity: the kept section holds its rows, so no other object can
    take their ids while it is kept)."""
    key = (make, sid, title, title_en, tuple(map(id, rows)))
    found = kept.get(key)
    if found is None or found.rows != rows:  # (the same rows, whatever a key's ids once named)
        found = kept[key] = make(sid, title, title_en, rows=rows)
    return found


def _value_row(name: str, name_en: str, value: str, id: str = "", value_en: str = "") -> Row:
    return Row(name, name_en, value, id=id, value_en=value_en)


def _reference_rows(t: Any) -> tuple[Row, ...]:
    """A reference table's rows as the GM entered them (``lookup`` false: a
    reference read at the table in play): 「テンション値 30〜: 行動ポテンシャル 3、
    達成値への修正 1」; none entered yet: one row saying so, with the table's text (what the seed
    says of it, with its lines)."""
    if not t.rows:
        return (Row("GMのデータ待ち", "waits for the GM's data", t.text, id=t.id, value_en=t.text_en or t.text),)
    rows = []
    for r in t.rows:
        ja = "、".join(f"{(t.column_names[c].name if c in t.column_names else c)} {r.values.get(c, 0)}"
                      for c in t.columns)
        en = ", ".join(f"{(t.column_names[c].name_en if c in t.column_names else c)} {r.values.get(c, 0)}"
                       for c in t.columns)
        rows.append(Row(f"{t.key_name or 'キー'} {r.key}〜", f"{t.key_name_en or 'key'} {r.key}+", ja,
                        id=f"{t.id}:{r.key}", value_en=en))
    return tuple(rows)


def _stat_sections(ctx: Any, titles: dict[str, tuple[str, str]]) -> list[StatSection]:
    """One stat section per stat group the kind has (id ``stats:<group>``, titled by the step
    that sets it), its rows in the pack's order. A row is a function of the pack, the stat and
    its chosen value and bonus (the value, labels and names follow from them: the engine's
    stat row), so a group's section is kept per pack by those (``check`` and ``audit`` build
    one for each character of a roster, 36 stats for some systems)."""
    kept = _kept(ctx.idx, "stat_sections")
    stats, out = ctx.stats, []
    for group, ids in ctx.idx.groups.items():
        figures = [(s, f) for s in ids if (f := stats.get(s)) is not None]
        if not figures:
            continue
        # the kind fixes which stats the group has; a value's type changes its label (1, 1.0)
        bases = [f["base"] for _, f in figures]
        # a set-up die follows the readings in force (a 生命ロール's die), so it is part of the key
        dies = [(d["count"], d["faces"]) if (d := f.get("die")) else None for _, f in figures]
        key: Any = (ctx.type, group, *bases, *map(type, bases), *[f["bonus"] for _, f in figures], *dies)
        try:
            section = kept.get(key)
        except TypeError:  # (an unhashable value: never, for a sheet's numbers)
            section, key = None, None
        if section is None:
            title, title_en = titles.get(group, (group, group))
            section = StatSection(f"stats:{group}", title, title_en, rows=tuple(
                StatRow(s, f["name"], f["name_en"], f["base"], f["bonus"], f["value"], f["label"],
                        f.get("label_en", ""), f.get("base_label", ""), base_label_en=f.get("base_label_en", ""),
                        die=Die(*die) if die else None)
                for (s, f), die in zip(figures, dies)))
            if key is not None:
                kept[key] = section
        out.append(section)
    return out


def _entry_row(idx: Any, types: dict[str, Any], list_id: str, path: str, e: Any, kept: dict) -> ListRow:
    """The row of entry ``e`` of list ``list_id`` at ``path``, kept per pack by the entry's
    fields (a row is a function of them and the pack: its type's names and its cost in the
    pack's words), unless its texts are long (the memory stays small)."""
    key = (list_id, path, e.ref, e.name, e.type, e.source, e.level, e.text, e.revealed, e.secret,
           tuple(e.flags), tuple(e.cost.items()))
    row = kept.get(key)
    if row is None:
        kind = types.get(e.type)
        row = ListRow(e.name, kind.name if kind is not None else e.type, kind.name_en if kind is not None else e.type,
                      e.level, e.source, _cost(idx, e.cost, "ja", _kept(idx, "costs")), e.text, e.revealed,
                      e.secret, _cost(idx, e.cost, "en", _kept(idx, "costs")), id=e.ref, list_id=list_id,
                      path=path, type_id=e.type, flags=key[-2], costs=key[-1])
        if len(e.text) + len(e.level) + len(e.name) <= MAX_TEXT:
            kept[key] = row
    return row


def _list_sections(ctx: Any, kept_rows: dict, list_types: tuple[dict[str, Any], ...]) -> list[ListSection]:
    """One section per list holding entries (id ``list:<list>``), each entry in the order the
    engine took it (what its options grant, then the player's own) with its path."""
    out, idx = [], ctx.idx
    kept = _kept(idx, "entry_rows")
    for lst, types in zip(idx.content.lists, list_types):
        entries = ctx.entries.get(lst.id)
        if not entries:
            continue
        out.append(_section(kept_rows, ListSection, f"list:{lst.id}", lst.name, lst.name_en, tuple(
            [_entry_row(idx, types, lst.id, path, e, kept) for path, e in entries])))
    return out


def brief_sections(ctx: Any) -> list[Any]:
    """The sections of a brief sheet (``evaluate(..., detail=False)``: ``check``, ``audit``, a
    partner read for its checks): the stat and list sections only, the same rows as the full
    sheet's, which is what ``check --json`` and a partner's checks read."""
    titles, _, list_types, _, _ = _pack_parts(ctx.idx)
    return [*_stat_sections(ctx, titles), *_list_sections(ctx, _kept(ctx.idx, "rows"), list_types)]


def sections(ctx: Any) -> list[Any]:
    """Every section of the sheet, in the order of the module contract."""
    content, build = ctx.idx.content, ctx.build
    titles, pools, list_types, places, choice_ids = _pack_parts(ctx.idx)
    out: list[Any] = []
    kept_rows = _kept(ctx.idx, "rows")
    kind = next((k for k in content.kinds if k.id == build.type), None)
    rows = [Row("種別", "kind", kind.name if kind else build.type, id="kind",
                value_en=kind.name_en if kind else "")]
    for o in content.options:  # only the options that apply: a stray choice counts for nothing
        by_id = choice_ids.get(o.id, {})
        chosen = [c for cid in build.options.get(o.id, []) if o.id in ctx.active
                  for c in by_id.get(cid, ())]
        if chosen:
            rows.append(_row(kept_rows, _value_row, o.name, o.name_en, "・".join(c.name for c in chosen), o.id,
                             ", ".join(c.name_en or c.name for c in chosen)))
    partner = ctx.partner
    if partner is not None:
        names = {s.id: (s.name, s.name_en or s.name) for s in content.stats}
        used = "・".join(f"{names[s][0]}{ctx.names[f'partner_{s}']}" for s in ctx.idx.partner_stats)
        used_en = ", ".join(f"{names[s][1]} {ctx.names[f'partner_{s}']}" for s in ctx.idx.partner_stats)
        who = f"{partner.build.name or build.partner}"
        rows.append(Row("パートナー", "partner", who + (f"({used})" if used else ""), id="partner",
                        value_en=who + (f" ({used_en})" if used_en else "")))
    out.append(_section(kept_rows, ValuesSection, "choices", "基本情報", "basics", tuple(rows)))
    out += _stat_sections(ctx, titles)
    out.append(_section(kept_rows, PoolsSection, "pools", "ポイント", "points", tuple(
        _row(kept_rows, PoolRow, pid, pools[pid].name, pools[pid].name_en, p.total, p.spent)
        for pid, p in ctx.pools.items())))
    derived = [d for d in content.derived if d.id in ctx.derived]
    resources = [d for d in derived if d.resource]
    if resources:
        out.append(_section(kept_rows, ValuesSection, "resources", "リソース", "resources", tuple(
            _row(kept_rows, _value_row, d.name, d.name_en, str(ctx.derived[d.id]), d.id) for d in resources)))
    others = [d for d in derived if not d.resource]
    if others:
        out.append(_section(kept_rows, ValuesSection, "derived", "算出値", "derived values", tuple(
            _row(kept_rows, _value_row, d.name, d.name_en, str(ctx.derived[d.id]), d.id) for d in others)))
    for t in content.tables:
        if not t.lookup and (t.kinds is None or build.type in t.kinds):
            out.append(_section(kept_rows, ValuesSection, f"table:{t.id}", t.name, t.name_en, _reference_rows(t)))
    out += _list_sections(ctx, kept_rows, list_types)
    lines = [p for p in content.palette if ctx.applies(p.kinds)]
    if lines:
        values = {**{k: v["value"] for k, v in ctx.stats.items()}, **ctx.derived}
        rows = []
        for p in lines:
            names = places[p.command]
            if all(n in values for n in names):  # a figure waiting for the partner: no line
                command = PLACE.sub(lambda m: str(values[m.group(1)]), p.command)
                dice, _, note = command.partition(" ")
                # in English the note after the dice is the line's English name (as the table's
                # palette words it: builder.kit.play), never the pack's Japanese note
                rows.append(_row(kept_rows, _value_row, p.name, p.name_en, command, p.id,
                                 f"{dice} {p.name_en}" if note and p.name_en else ""))
        out.append(_section(kept_rows, ValuesSection, "palette", "チャットパレット", "chat palette", tuple(rows)))
    play = play_section(ctx)
    if play is not None:
        out.append(play)
    if build.notes:
        out.append(TextSection("notes", "メモ", "notes", text=build.notes))
    return out


def sheet_sections(ctx: Any, sheet: Any) -> list[Any]:
    """A detailed sheet's sections: :func:`sections` and, when the file holds any, the GM's
    approvals, printed on every system's sheet (issue 25)."""
    out = sections(ctx)
    if ctx.build.approvals:
        out.append(approvals_section(ctx.pack, ctx.build, sheet))
    return out
