"""The typed sections of a data system's sheet (:mod:`builder.sections`), in the order the
pack's steps give: the kind and chosen options, each stat group, the pools, the derived
figures, each list, the notes. Built from an evaluation context; computes no rule."""
from __future__ import annotations

from typing import Any

from .datasystem import PLACE
from .places import cost_text
from .sections import (ListRow, ListSection, PoolRow, PoolsSection, Row, StatRow, StatSection,
                       TextSection, ValuesSection)


def _group_titles(content: Any) -> dict[str, tuple[str, str]]:
    titles: dict[str, tuple[str, str]] = {}
    for step in content.steps:
        for g in step.groups:
            titles.setdefault(g, (step.name, step.name_en))
    return titles


def _pack_parts(idx: Any) -> tuple[dict[str, tuple[str, str]], dict[str, Any], tuple[dict[str, Any], ...],
                                    dict[str, tuple[str, ...]]]:
    """What the sections read from the pack alone, worked out once per pack (``idx.memo``):
    the stat groups' titles, the pools by id, each list's types by id (in the lists' order), each palette command's
    places."""
    parts = idx.memo.get("sections")
    if parts is None:
        content = idx.content
        parts = idx.memo["sections"] = (
            _group_titles(content), {p.id: p for p in content.pools},
            tuple({t.id: t for t in lst.types} for lst in content.lists),
            {p.command: tuple(PLACE.findall(p.command)) for p in content.palette})
    return parts


def sections(ctx: Any) -> list[Any]:
    content, build = ctx.idx.content, ctx.build
    titles, pools, list_types, places = _pack_parts(ctx.idx)
    out: list[Any] = []
    kind = next((k for k in content.kinds if k.id == build.type), None)
    rows = [Row("種別", "kind", kind.name if kind else build.type, id="kind",
                value_en=kind.name_en if kind else "")]
    for o in content.options:  # only the options that apply: a stray choice counts for nothing
        chosen = [c for cid in build.options.get(o.id, []) if o.id in ctx.active
                  for c in o.choices if c.id == cid]
        if chosen:
            rows.append(Row(o.name, o.name_en, "・".join(c.name for c in chosen), id=o.id,
                            value_en=", ".join(c.name_en or c.name for c in chosen)))
    partner = ctx.partner
    if partner is not None:
        names = {s.id: (s.name, s.name_en or s.name) for s in content.stats}
        used = "・".join(f"{names[s][0]}{ctx.names[f'partner_{s}']}" for s in ctx.idx.partner_stats)
        used_en = ", ".join(f"{names[s][1]} {ctx.names[f'partner_{s}']}" for s in ctx.idx.partner_stats)
        who = f"{partner.build.name or build.partner}"
        rows.append(Row("パートナー", "partner", who + (f"({used})" if used else ""), id="partner",
                        value_en=who + (f" ({used_en})" if used_en else "")))
    out.append(ValuesSection("choices", "基本情報", "basics", rows=tuple(rows)))
    for group, ids in ctx.idx.groups.items():
        stat_rows = tuple(StatRow(s, f["name"], f["name_en"], f["base"], f["bonus"], f["value"], f["label"],
                                  f.get("label_en", ""))
                          for s in ids if (f := ctx.stats.get(s)) is not None)
        if stat_rows:
            title, title_en = titles.get(group, (group, group))
            out.append(StatSection(f"stats:{group}", title, title_en, rows=stat_rows))
    out.append(PoolsSection("pools", "ポイント", "points", rows=tuple(
        PoolRow(pid, pools[pid].name, pools[pid].name_en, p.total, p.spent) for pid, p in ctx.pools.items())))
    derived = [d for d in content.derived if d.id in ctx.derived]
    resources = [d for d in derived if d.resource]
    if resources:
        out.append(ValuesSection("resources", "リソース", "resources", rows=tuple(
            Row(d.name, d.name_en, str(ctx.derived[d.id]), id=d.id) for d in resources)))
    others = [d for d in derived if not d.resource]
    if others:
        out.append(ValuesSection("derived", "算出値", "derived values", rows=tuple(
            Row(d.name, d.name_en, str(ctx.derived[d.id]), id=d.id) for d in others)))
    for lst, types in zip(content.lists, list_types):
        entries = ctx.entries.get(lst.id, [])
        if not entries:
            continue
        out.append(ListSection(f"list:{lst.id}", lst.name, lst.name_en, rows=tuple(
            ListRow(e.name, types[e.type].name if e.type in types else e.type,
                    types[e.type].name_en if e.type in types else e.type, e.level, e.source,
                    cost_text(content, e.cost, "ja"), e.text, e.revealed, e.secret, cost_text(content, e.cost, "en"))
            for _, e in entries)))
    lines = [p for p in content.palette if ctx.applies(p.kinds)]
    if lines:
        values = {**{k: v["value"] for k, v in ctx.stats.items()}, **ctx.derived}
        rows = []
        for p in lines:
            names = places[p.command]
            if all(n in values for n in names):  # a figure waiting for the partner: no line
                rows.append(Row(p.name, p.name_en, PLACE.sub(lambda m: str(values[m.group(1)]), p.command), id=p.id))
        out.append(ValuesSection("palette", "チャットパレット", "chat palette", rows=tuple(rows)))
    if build.notes:
        out.append(TextSection("notes", "メモ", "notes", text=build.notes))
    return out
