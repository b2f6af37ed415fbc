"""What a data system's evaluation of one kind needs from the pack alone: a plan, once per pack and kind.

Contract: :func:`plan_for` returns a :class:`Plan` of the pack's entries that apply to a kind
(its stats, options, tables, lists, pools, derived values and checks, each with the names,
paths and compiled formulas :mod:`builder.kit.evaluate` would otherwise rebuild for every
character), kept on ``idx.memo`` (bounded: a fuzzer's made-up kinds cannot grow it). It holds
nothing of a character: the pack is read-only after loading, so a plan stays true. The
evaluator walks the plan's lists in the pack's order, so findings, ledger lines and sheet
rows come out exactly as a scan of the pack's lists gives them (issue 13: a roster evaluates
thousands of characters on one pack, and ~40 % of an evaluation was this rebuilding).

Per-value rows (:func:`stat_row`, :func:`spend_params`) are kept per stat and value (bounded):
a stat's row is a function of its chosen value and bonus; each sheet gets its own copy.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from builder.kit.build import ListEntry
from builder.kit.memo import choices, fixed_names, flag_names, list_parts, table_columns, table_rows
from builder.kit.system import DataIndex

MAX_PLANS = 32  # kinds planned per pack (a pack has 2–4; a fuzzer may send any type)
MAX_ROWS = 4096  # rows kept per stat (values on its scale times bonuses: a few dozen in play)


@dataclass
class Plan:
    kind: Any  # the KindDef, or None for a type the pack lacks
    fixed: dict[str, Any]  # settings and kind flags (datamemo.fixed_names)
    defaults: dict[str, Any]  # every stat's <id>_base and <id> at its default, as a scan sets them
    chosen: tuple  # (id, <id>_base, default) of every stat, in the pack's order
    base_names: dict[str, str] | None  # stat id -> <id>_base; None when a stat's id is another's <id>_base
    stats: tuple  # (s, <id>_base, scale, bonus source, path, rows, bonus function, on_scale by whole
    # number) of the stats this kind has
    options: tuple  # (o, applies, zero, zero_keys, count name, flag by choice id, path, values by choice id)
    lists: tuple  # (lst, applies, catalogue, types, type count names, grants [(path, entry)] by option/choice)
    pools: tuple  # (p, pool names, spends) of the pools this kind has; a spend: (sp, for a stat group
    # its stats' (id, scale, ledger lines kept by value), else None)
    pool_names: tuple  # every pool's <id>_total, _spent, _remaining, in the pack's order
    derived: tuple  # (d, id, applies, reads, ``when`` function or None, ``expr`` function, reads the partner)
    quick: dict[str, Any]  # formula source -> its Expression.quick (every formula of the pack)
    option_rules: tuple  # (o, applies, its choices with a ``requires`` or a GM flag by id (the first of an id))
    tables: tuple  # (t, applies, (column, name) pairs, those names at 0, when function, key function, and for
    # an ``exact`` table its rows by key (datamemo.table_rows)) of every table
    no_partner: dict[str, int]  # every partner_<id> at 0
    partner_names: tuple  # (stat id, partner_<id>) in the pack's order
    partner_keys: tuple  # (option id, partner_<o>__<key>, value by choice id) of the keys formulas read
    checks: tuple  # (check, reads, runner, what it reads of the pack, when function: datachecks.prepare) of this kind


def plan_for(idx: DataIndex, kind_id: str) -> Plan:
    memo = idx.memo.setdefault("plans", {})
    plan = memo.get(kind_id)
    if plan is None:
        if len(memo) >= MAX_PLANS:
            memo.clear()
        plan = memo[kind_id] = _plan(idx, kind_id)
    return plan


def _applies(kinds: list[str] | None, kind_id: str) -> bool:
    return kinds is None or kind_id in kinds


def _plan(idx: DataIndex, kind_id: str) -> Plan:
    from builder.kit.checks import check_reads, prepare  # (datachecks reads nothing of this module)
    from builder.kit.memo import derived_reads

    content = idx.content
    quick = idx.memo.get("quick")
    if quick is None:
        quick = idx.memo["quick"] = {source: e.quick for source, e in idx.formulas.items()}

    def fn(source: str | None) -> Any:
        """``source``'s function (None for none): a source the pack lacks raises the KeyError
        ``quick[source]`` would."""
        if not source:
            return None
        return quick.get(source) or _missing(source)
    defaults: dict[str, Any] = {}
    for s in content.stats:
        defaults[f"{s.id}_base"] = s.default
        defaults[s.id] = s.default
    options = []
    last = choices(idx, last=True)
    for o in content.options:
        count, zeroed, flags = flag_names(idx, o)
        zero_keys = dict.fromkeys(zeroed, 0)
        by_choice: dict[str, list[str]] = {}
        for cid, key in flags:
            by_choice.setdefault(cid, []).append(key)
        values = {cid: (c, tuple((f"{o.id}__{k}", v) for k, v in c.values.items())) for cid, c in last[o.id].items()}
        options.append((o, _applies(o.kinds, kind_id), {count: 0, **zero_keys, **{k: 0 for _, k in flags}},
                        zero_keys, count, by_choice, f"/options/{o.id}", values))
    lists = []
    first = choices(idx)
    for lst, (catalogue, types) in zip(content.lists, list_parts(idx)):
        grants = []  # (option id, {choice id: [(path, entry)]}) in the options' order
        for o in content.options:
            by_choice = {cid: [(f"/options/{o.id}", ListEntry(name=g.name, level=g.level, type=g.type or "",
                                                               source="class"))
                               for g in c.grants if g.list == lst.id]
                         for cid, c in first[o.id].items()}
            if any(by_choice.values()):
                grants.append((o.id, by_choice))
        lists.append((lst, _applies(lst.kinds, kind_id), catalogue, types, f"{lst.id}_count",
                      tuple((t.id, f"{lst.id}_{t.id}_count") for t in lst.types), tuple(grants)))
    pools = tuple((p, (f"{p.id}_total", f"{p.id}_spent", f"{p.id}_remaining"),
                   tuple((sp, tuple((sid, idx.scale_of(sid), {}) for sid in idx.groups.get(sp.group, ()))
                          if sp.source == "stats" else None) for sp in p.spend))
                  for p in content.pools if _applies(p.kinds, kind_id))
    read = {n for e in idx.formulas.values() for n in e.names if n.startswith("partner_") and "__" in n}
    partner_keys = tuple((o.id, f"partner_{o.id}__{key}", {c.id: c.values.get(key, 0) for c in o.choices})
                         for o in content.options for key in dict.fromkeys([*o.keys, *(k for c in o.choices
                                                                                      for k in c.values)])
                         if f"partner_{o.id}__{key}" in read)
    return Plan(
        kind=next((k for k in content.kinds if k.id == kind_id), None),
        fixed=fixed_names(idx, kind_id), defaults=defaults,
        chosen=tuple((s.id, f"{s.id}_base", s.default) for s in content.stats),
        base_names=(None if {s.id for s in content.stats} & {f"{s.id}_base" for s in content.stats}
                    else {s.id: f"{s.id}_base" for s in content.stats}),
        stats=tuple((s, f"{s.id}_base", idx.scales[s.scale], s.bonus, f"/stats/{s.id}", {}, fn(s.bonus),
                     _on_scale(idx.scales[s.scale]))
                    for s in content.stats if _applies(s.kinds, kind_id)),
        options=tuple(options), lists=tuple(lists), pools=pools,
        pool_names=tuple(f"{p.id}_{suffix}" for p in content.pools for suffix in ("total", "spent", "remaining")),
        derived=tuple((d, d.id, _applies(d.kinds, kind_id), reads, fn(d.when), fn(d.expr), "partner" in d.needs)
                      for d, reads in zip(content.derived, derived_reads(idx))),
        quick=quick,
        option_rules=tuple((o, _applies(o.kinds, kind_id), {cid: c for cid, c in first[o.id].items() if c.requires or c.gm})
                           for o in content.options),
        # (a reference table, ``lookup`` false, never applies: it is never looked up)
        tables=tuple((t, _applies(t.kinds, kind_id) and t.lookup, cols, dict.fromkeys([n for _, n in cols], 0),
                      fn(t.when), fn(t.key),
                      table_rows(idx, t)[1] if t.match == "exact" else None)
                     for t, cols in zip(content.tables, table_columns(idx))),
        no_partner=dict.fromkeys([f"partner_{s.id}" for s in content.stats] + [n for _, n, _ in partner_keys], 0),
        partner_names=tuple((s.id, f"partner_{s.id}") for s in content.stats),
        partner_keys=partner_keys,
        checks=tuple((c, reads, *prepare(idx, c, fn)) for c, reads in check_reads(idx) if _applies(c.kinds, kind_id)),
    )


def _on_scale(scale: Any) -> dict[int, bool]:
    """``scale.on_scale`` of every whole number from below its lowest value to above its
    highest (a bounded range: a ladder's steps, a number scale's min to max); other values
    are asked of the scale itself."""
    values = scale.all_values() or [0]
    low, high = min(values), max(values)
    if high - low > 4096:
        return {}
    return {v: scale.on_scale(v) for v in range(low - 1, high + 2)}


def _missing(source: str) -> Any:
    def fails(names: Any) -> Any:
        raise KeyError(source)
    return fails


def stat_row(s: Any, scale: Any, rows: dict, base: Any, bonus: int, value: Any) -> dict[str, Any]:
    """A stat's sheet row (a new dict each time: ``_die`` adds to it), the row kept per whole
    chosen value and bonus in ``rows`` (the plan's, bounded)."""
    key = (base, bonus) if type(base) is int else None
    row = rows.get(key) if key is not None else None
    if row is None:
        label, label_en = scale.label_pair(value)
        base_label, base_label_en = scale.label_pair(base)
        row = {"id": s.id, "name": s.name, "name_en": s.name_en, "group": s.group,
               "base": base, "bonus": bonus, "value": value,
               "label": label, "base_label": base_label,
               "label_en": label_en, "base_label_en": base_label_en}
        if key is None:
            return row
        if len(rows) >= MAX_ROWS:
            rows.clear()
        rows[key] = row
    return row.copy()
