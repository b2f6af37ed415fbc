"""The checks vocabulary every data system shares (:class:`builder.kit.model.CheckDef`).

Contract: :func:`run_checks` runs the pack's checks over an evaluation context
(:class:`builder.kit.evaluate.Context`) and appends findings. Each check applies to its
``kinds`` and only when its ``when`` formula holds; its ``severity``, seed ``line`` and
``text`` go into the finding (the text is the rule as the pack states it, shown beside the
message). A check that reads a figure waiting for a table's missing row does not run
(:func:`builder.kit.waits.tables`). What a check needs from the pack alone (its stats and
their scales, its pool's names, its entry filter) is prepared once per pack and
kind (:func:`prepare`), in :mod:`builder.kit.plan`'s plan. Kinds:

- ``budget``: a pool overspent (error), unspent (``unspent``: warning or error);
- ``range``: a stat's chosen (or final) value below ``min`` / above ``max`` (formulas);
- ``step``: a stat not a multiple of ``of``;
- ``count_stats``: more than ``max`` stats of a group at or above ``at_least`` (EX ≤ 1);
- ``count``: list entries of given types / sources / flag, at most ``max`` or at least
  ``min``, per character or per 陣営 (the partner's entries counted too);
- ``entry``: each matching list entry (the player's own, one with a negative cost, one of a
  class the character lacks, an item whose granting 特技 it lacks, an エクストラスキル whose
  取得条件 fails or that no formula checks …) gets the finding, at its path;
- ``option_count``: at most ``max`` choices of an option;
- ``rule``: a formula that must hold; ``gm``: a GM flag when a formula holds.
"""
from __future__ import annotations

from typing import Any

from builder.core.expressions import ExpressionError
from builder.core.sheet import Finding


def _en(figure: dict[str, Any]) -> str:
    """A stat's English name (its Japanese one where the pack has none)."""
    return figure.get("name_en") or figure["name"]


def check_reads(idx: Any) -> list[tuple[Any, frozenset[str]]]:
    """Each check with the names its formulas read (worked out once per pack)."""
    reads = idx.memo.get("check_reads")
    if reads is None:
        reads = idx.memo["check_reads"] = []
        for check in idx.content.checks:
            sources = [getattr(check, a, None) for a in ("when", "min", "max", "expr")]
            formulas = [idx.formulas.get(f) for f in sources if isinstance(f, str)]
            reads.append((check, frozenset().union(*(f.names for f in formulas if f is not None))))
    return reads


def prepare(idx: Any, check: Any, fn: Any) -> tuple[Any, Any, Any]:
    """(runner, what it reads from the pack alone, its ``when`` function or None) for
    ``check``: the (id, scale) of the stats a range or step check names (its ``stats``, else
    its group's; a stat the pack lacks has no scale), a budget's pool names, a count's entry
    filter (types, sources, flag), a rule's or GM flag's ``expr`` function. ``fn``: a formula
    source's function (builder.kit.plan)."""
    prep: Any = None
    if check.type in ("range", "step"):
        ids = list(check.stats) or list(idx.groups.get(check.group, []))
        prep = tuple((sid, idx.scale_of(sid) if sid in idx.stats else None) for sid in ids)
        if check.type == "range":
            prep = (prep, fn(check.min), fn(check.max))
    elif check.type == "budget":
        pools = {p.id: p for p in idx.content.pools}
        pool = pools.get(check.pool)
        prep = (pool.name, pool.name_en or pool.name) if pool is not None else None
    elif check.type in ("rule", "gm"):
        prep = fn(check.expr)
    elif check.type == "entry":
        prep = (frozenset(check.types), frozenset(check.sources), check.flag)
    elif check.type == "count":
        pairs = (tuple((t, src) for t in dict.fromkeys(check.types) for src in dict.fromkeys(check.sources))
                 if check.types and check.sources and check.flag is None else None)
        prep = (frozenset(check.types), frozenset(check.sources), check.flag, pairs)
    return RUNNERS[check.type], prep, fn(check.when)


def run_checks(ctx: Any) -> None:
    waiting, names = ctx.waiting, ctx.names
    for check, reads, runner, prep, when in ctx.plan.checks:  # (the checks of this kind: builder.kit.plan)
        if waiting and not waiting.keys().isdisjoint(reads):
            continue  # it reads a figure waiting for a GM-entered table: that finding says so
        if when is not None:  # (ctx.value, without its call)
            try:
                holds = when(names)
            except (ExpressionError, KeyError) as exc:
                ctx.failed(exc, check.when, "/", check.line)
                holds = 0
            if not holds:
                continue
        runner(ctx, check, prep)


def _find(ctx: Any, check: Any, code: str, path: str, severity: str | None = None, **params: Any) -> None:
    params["rule_text"], params["rule_text_en"] = check.text, check.text_en or check.text
    rule = ctx.rule(check.line, f"reading {check.reading}") if check.reading else ctx.rule(check.line)
    ctx.findings.append(Finding(severity or check.severity, code, path, rule, params, waivable=check.waivable))


def _budget(ctx: Any, check: Any, names: Any) -> None:
    pool = ctx.pools.get(check.pool)
    if pool is None:
        return
    name, name_en = names
    remaining = pool.total - pool.spent
    if remaining < 0:
        _find(ctx, check, "data.budget_over", "/", pool=name, pool_en=name_en, total=pool.total,
              spent=pool.spent, over=-remaining)
    elif remaining > 0 and check.unspent != "ok":
        _find(ctx, check, "data.budget_unspent", "/", check.unspent, pool=name, pool_en=name_en,
              remaining=remaining)


def _bound(ctx: Any, check: Any, source: str | None, fn: Any) -> Any:
    """A range's ``min`` or ``max`` (None: none, or its formula failed: a finding says so)."""
    if fn is None:
        return None
    try:
        return fn(ctx.names)  # (ctx.value, without its call)
    except (ExpressionError, KeyError) as exc:
        ctx.failed(exc, source, "/", check.line)
        return None


def _range(ctx: Any, check: Any, prep: Any) -> None:
    stats, low_fn, high_fn = prep
    low = _bound(ctx, check, check.min, low_fn)
    high = _bound(ctx, check, check.max, high_fn)
    figures, base = ctx.stats, check.base
    for sid, scale in stats:
        figure = figures.get(sid)
        if figure is None:
            continue
        value = figure["base"] if base else figure["value"]
        if low is not None and value < low:
            _find(ctx, check, "data.range_low", f"/stats/{sid}", stat=figure["name"], stat_en=_en(figure),
                  value=scale.label(value), min=scale.label(int(low)))
        if high is not None and value > high:
            _find(ctx, check, "data.range_high", f"/stats/{sid}", stat=figure["name"], stat_en=_en(figure),
                  value=scale.label(value), max=scale.label(int(high)))


def _step(ctx: Any, check: Any, stats: Any) -> None:
    figures, of = ctx.stats, check.of
    for sid, _ in stats:
        figure = figures.get(sid)
        if figure is not None and figure["base"] % of:
            _find(ctx, check, "data.step", f"/stats/{sid}", stat=figure["name"],
                  stat_en=_en(figure), value=figure["base"], of=of)


def _count_stats(ctx: Any, check: Any, _: Any) -> None:
    ids = [s for s in ctx.idx.groups.get(check.group, []) if s in ctx.stats
           and ctx.stats[s]["base"] >= check.at_least]
    if len(ids) > check.max:
        scale = ctx.idx.scale_of(ids[0])
        _find(ctx, check, "data.count_stats", f"/stats/{ids[-1]}", label=scale.label(check.at_least),
              count=len(ids), max=check.max, stats="・".join(ctx.stats[s]["name"] for s in ids),
              stats_en=", ".join(_en(ctx.stats[s]) for s in ids))


def _matches(check: Any, row: Any) -> bool:
    """Whether a partner's entry (a :class:`~builder.core.sections.ListRow` of its sheet,
    :meth:`builder.core.links.Linked.entries`) is of the check's types, sources and flag."""
    return ((not check.types or row.type_id in check.types)
            and (not check.sources or row.source in check.sources)
            and (check.flag is None or check.flag in row.flags))


def _tally(ctx: Any, list_id: str) -> dict[tuple[str, str], int]:
    """The character's entries of a list counted by (type, source), once per evaluation."""
    tallies = ctx.memo.setdefault("tally", {})
    found = tallies.get(list_id)
    if found is None:
        found = tallies[list_id] = {}
        for _, e in ctx.entries.get(list_id, ()):
            key = (e.type, e.source)
            found[key] = found.get(key, 0) + 1
    return found


def _count(ctx: Any, check: Any, match: Any) -> None:
    types, sources, flag, pairs = match  # (_matches, its parts as sets, without a call per entry)
    own = None
    if pairs is not None:  # given types and sources, no flag: a sum of the tally's counts
        tally = _tally(ctx, check.list)
        count = 0
        for pair in pairs:
            count += tally.get(pair, 0)
    else:
        own = [path for path, e in ctx.entries.get(check.list, ())
               if (not types or e.type in types) and (not sources or e.source in sources)
               and (flag is None or flag in e.flags)]
        count = len(own)
    partner_count = 0
    if check.per == "faction" and ctx.partner is not None:
        partner_count = sum(1 for e in ctx.partner.entries(check.list) if _matches(check, e))
    total = count + partner_count
    over = check.max is not None and total > check.max
    under = check.min is not None and total < check.min
    if not (over or under):
        return
    lst = ctx.idx.lists[check.list]
    what = "・".join(t.name for t in lst.types if t.id in check.types) or lst.name
    what_en = ", ".join(t.name_en or t.name for t in lst.types if t.id in check.types) or lst.name_en or lst.name
    if over:
        if own is None:
            own = [path for path, e in ctx.entries.get(check.list, ()) if e.type in types and e.source in sources]
        path = own[-1] if own else f"/lists/{check.list}"
        _find(ctx, check, "data.count_over" if check.per == "character" else "data.count_over_faction",
              path, what=what, what_en=what_en, count=total, max=check.max, partner=partner_count)
    if under:
        _find(ctx, check, "data.count_under", f"/lists/{check.list}", what=what, what_en=what_en, count=total,
              min=check.min)


def _entry(ctx: Any, check: Any, match: Any) -> None:
    types, sources, flag = match
    for path, e in ctx.entries.get(check.list, ()):
        if ((types and e.type not in types) or (sources and e.source not in sources)
                or (flag is not None and flag not in e.flags)):
            continue
        if check.own and (e.ref or path.startswith("/options/")):
            continue  # a catalogue entry (the GM's) or one a choice grants: not the player's own
        if check.negative_cost and not any(v < 0 for v in e.cost.values()):
            continue
        if check.names_in is not None and e.name in _names(ctx, check.names_in):
            continue
        if check.without is not None and getattr(e, check.without):
            continue
        found = _entry_fields(ctx, check, e, path)
        if found is None:
            continue
        code, params = found
        if code is None:
            code = "data.entry_gm" if check.severity == "gm" else "data.entry"
        _find(ctx, check, code, path, entry=e.name or "—", level=e.level, **params)


def _names(ctx: Any, list_id: str) -> set[str]:
    """The names of the character's entries of a list, once per evaluation."""
    held = ctx.memo.setdefault("names", {})
    if list_id not in held:
        held[list_id] = {o.name for _, o in ctx.entries.get(list_id, ())}
    return held[list_id]


def _entry_fields(ctx: Any, check: Any, e: Any, path: str) -> tuple[str | None, dict[str, Any]] | None:
    """None when ``e`` passes the tests of the entry's own fields (its class, its granting
    entry, its condition); else (the finding's code, None for the plain one, and its params)."""
    if check.class_not_held:
        held = ctx.stats.get(e.from_class)
        if not e.from_class or (held is not None and held["value"] > 0
                                and e.from_class in ctx.idx.groups.get(ctx.idx.lists[check.list].class_group, ())):
            return None
        name = held["name"] if held is not None else e.from_class
        return "data.entry_class", {"klass": name, "klass_en": _en(held) if held is not None else name}
    if check.granted_by_not_in is not None:
        if not e.granted_by or e.granted_by in _names(ctx, check.granted_by_not_in):
            return None
        return "data.entry_grantor", {"grantor": e.granted_by}
    if check.condition_unmet or check.condition_unchecked:
        ref = _catalogue(ctx, check.list).get(e.ref) if e.ref else None
        checked = ref is not None and (ref.requires or ref.requires_entries)
        if check.condition_unchecked:
            if checked:
                return None
            return "data.entry_condition_gm", {"condition": e.condition or "未記入",
                                                "condition_en": e.condition or "not recorded"}
        if not checked:
            return None
        missing = [n for n in ref.requires_entries if n not in _names(ctx, check.list)]
        holds = True
        if ref.requires:
            try:
                holds = bool(ctx.idx.formula(ref.requires)(ctx.names))
            except (ExpressionError, KeyError) as exc:
                ctx.failed(exc, ref.requires, path, check.line)
                return None
        if holds and not missing:
            return None
        condition = e.condition or ref.requires or ""
        return "data.entry_condition", {"condition": condition, "condition_en": condition,
                                        "missing": "、".join(missing) or "—", "missing_en": ", ".join(missing) or "—"}
    return None, {}


def _catalogue(ctx: Any, list_id: str) -> dict[str, Any]:
    """A list's catalogue by entry id (worked out once per pack)."""
    key = f"catalogue:{list_id}"
    found = ctx.idx.memo.get(key)
    if found is None:
        found = ctx.idx.memo[key] = {c.id: c for c in ctx.idx.lists[list_id].catalogue}
    return found


def _option_count(ctx: Any, check: Any, _: Any) -> None:
    chosen = ctx.build.options.get(check.option, [])
    if len(chosen) > check.max:
        option = ctx.idx.options[check.option]
        _find(ctx, check, "data.option_too_many", f"/options/{check.option}",
              option=option.name, option_en=option.name_en or option.name, max=check.max)


def _rule(ctx: Any, check: Any, expr: Any) -> None:
    try:
        holds = expr(ctx.names)  # (ctx.value, without its call: a failure holds, as its default)
    except (ExpressionError, KeyError) as exc:
        ctx.failed(exc, check.expr, check.path, check.line)
        holds = True
    if not holds:
        _find(ctx, check, "data.rule", check.path)


def _gm(ctx: Any, check: Any, expr: Any) -> None:
    try:
        flagged = expr(ctx.names)  # (ctx.value, without its call: a failure flags nothing)
    except (ExpressionError, KeyError) as exc:
        ctx.failed(exc, check.expr, check.path, check.line)
        flagged = False
    if flagged:
        _find(ctx, check, "data.gm", check.path)


RUNNERS = {"budget": _budget, "range": _range, "step": _step, "count_stats": _count_stats,
           "count": _count, "entry": _entry, "option_count": _option_count, "rule": _rule, "gm": _gm}
