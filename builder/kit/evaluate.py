"""Evaluating a data system's character: ``evaluate(pack, build, links) -> Sheet``.

Contract: pure and deterministic, like every evaluator. In order: the kind; options (their
names, grants and unknown ids; an option's values and grants count only where it applies,
by its ``kinds`` and its ``when``, which sees the choice flags and the chosen stat values, as
bonuses come from options: a Saber's stray アーチャーの+15 adds nothing); stats (chosen
value, bonus formula, final value, scale label, the ``die`` it is rolled with, evaluated; a
value off its scale is an error); lists
(types, sources, catalogue refs, costs); pools (``total`` formula; every point spent is a
ledger line with its path and rule); derived values (a value that reads the partner and has
none is left out, with a finding that names the figure; so is a value that reads a
GM-entered option nothing is chosen from or a GM-entered table without its row, directly or
through another figure: one ``data.waits_for_gm`` finding per place names the figures that
wait for it); the checks (:mod:`builder.kit.checks`); GM approvals; then the sheet's typed sections
(:mod:`builder.kit.sections`). A formula that fails at run time is a
``pack.formula_failed`` finding, never an exception.
"""
from __future__ import annotations

from typing import Any

from builder.core.approvals import apply_approvals
from builder.kit.build import DataBuild, ListEntry
from builder.kit.checks import run_checks
from builder.kit.sections import brief_sections, sheet_sections
from builder.kit.memo import choices, labels
from builder.kit.plan import Plan, plan_for, stat_row
from builder.kit.system import DataIndex
from builder.kit.waits import missing_places, tables, unfilled_options, waits_for
from builder.core.dice import check_die
from builder.core.expressions import ExpressionError
from builder.core.sheet import Finding, LedgerLine, Pool, Rule, Sheet
from builder.core.sections import stat_rows


class Context:
    """What one evaluation has found so far (names for formulas, findings, ledger)."""

    def __init__(self, pack: Any, build: DataBuild, links: dict[str, Any]):
        self.pack, self.build, self.idx = pack, build, pack.index
        self.rules: dict[tuple[int | None, str], Rule] = self.idx.memo.setdefault("rules", {})
        self.formulas, self.type = self.idx.formulas, build.type
        self.plan: Plan = plan_for(self.idx, build.type)  # the pack's entries for this kind (builder.kit.plan)
        self.quick = self.plan.quick
        self.links = links
        self.partner = links.get("partner")
        self.names: dict[str, Any] = {}
        self.findings: list[Finding] = []
        self.ledger: list[LedgerLine] = []
        self.totals: list[LedgerLine] = []
        self.stats: dict[str, dict[str, Any]] = {}
        self.entries: dict[str, list[tuple[str, ListEntry]]] = {}  # list id -> (path, entry)
        self.derived: dict[str, int] = {}
        self.pools: dict[str, Pool] = {}
        self.table_rows: dict[str, Any] = {}
        self.missing: dict[str, Any] = {}  # table id -> its definition: a row it lacks (GM-entered)
        self.waiting: dict[str, set[str]] = {}  # name -> the missing tables its value needs
        self.active: set[str] = set()  # options that apply (kinds and ``when``)
        self.memo: dict[str, Any] = {}  # what the checks work out once per evaluation (datachecks)

    def rule(self, line: int | None, ref: str = "") -> Rule:
        """One immutable :class:`Rule` per (line, ref) and pack, kept on ``idx.memo``: an
        evaluation cites ~10 rules and a frozen dataclass costs ~1 µs to build."""
        found = self.rules.get((line, ref))
        if found is None:
            found = self.rules[line, ref] = Rule(self.pack.id, line, ref)
        return found

    def find(self, severity: str, code: str, path: str, line: int | None, waivable: bool = False,
             **params: Any) -> None:
        self.findings.append(Finding(severity, code, path, self.rule(line), params, waivable=waivable))

    def value(self, source: str, path: str, line: int | None = None, default: Any = 0) -> Any:
        try:
            return self.quick[source](self.names)  # (idx.formula(source)(names), without two calls)
        except (ExpressionError, KeyError) as exc:
            self.failed(exc, source, path, line)
            return default

    def failed(self, exc: Exception, source: str, path: str, line: int | None) -> None:
        """The finding of a formula that failed (``value``, and the loops that call a planned
        formula themselves: :mod:`builder.kit.plan`'s ``quick`` functions)."""
        self.find("error", "pack.formula_failed", path, line, file=self.pack.id, formula=source, error=str(exc))

    def applies(self, kinds: list[str] | None) -> bool:
        return kinds is None or self.type in kinds


def evaluate(pack: Any, build: DataBuild, links: dict[str, Any] | None = None, detail: bool = True) -> Sheet:
    """The sheet (see the module contract). ``detail=False`` (``check``, ``audit``): only the
    stat and list ``sections`` (:func:`builder.kit.sections.brief_sections`: what ``check
    --json`` prints and a partner's checks count), none of the others, which only views and
    exports draw (~13 % of an evaluation)."""
    ctx = Context(pack, build, links or {})
    idx: DataIndex = pack.index
    content = idx.content
    if ctx.plan.kind is None:
        ctx.find("error", "data.unknown_kind", "/type", None, kind=build.type,
                 known="、".join(k.name or k.id for k in content.kinds),  # by name, not id (issue 28)
                 known_en=", ".join(k.name_en or k.name or k.id for k in content.kinds))
    ctx.names.update(ctx.plan.fixed)
    _chosen_stats(ctx)
    _options(ctx)
    _stats(ctx)
    tables(ctx)
    _lists(ctx)
    _pools(ctx)
    _derived(ctx)
    missing_places(ctx)
    _option_rules(ctx)
    run_checks(ctx)
    findings = apply_approvals(ctx.findings, build)
    sheet = Sheet(pack.id, build.name, build.type, build.type, ctx.pools, ctx.derived, ctx.ledger,
                  findings, stats=ctx.stats, pool_totals=ctx.totals)
    sheet.labels = dict(labels(idx))  # (each sheet its own copy)
    if ctx.partner is not None:
        p = ctx.partner
        sheet.links["partner"] = {"file": p.file, "name": p.build.name, "type": p.build.type,
                                  "used": {s: ctx.names[f"partner_{s}"] for s in idx.partner_stats}}
    sheet.items = [{"list": lid, "path": path, "entry": entry}
                   for lid, entries in ctx.entries.items() for path, entry in entries]
    if not detail:
        sheet.sections = brief_sections(ctx)  # what check --json and a partner's checks read
    else:  # worded when a view first reads them: a forge's what-if reads figures and findings only
        sheet.sections_later(lambda: sheet_sections(ctx, sheet))
    return sheet


def _named(key: str, entry: Any) -> dict[str, str]:
    """A pack entry's name as finding or ledger parameters, ``key`` and its English twin
    ``key_en`` (the Japanese name where the pack has no English one): the English message
    (builder/words/locale/messages.json) reads the twin."""
    return {key: entry.name, f"{key}_en": entry.name_en or entry.name}


def _options(ctx: Context) -> None:
    """Each option's ``_count``, ``_is_<choice>`` and ``__<key>`` names (all 0 where it does
    not apply), then each ``when`` (which may read other options' flags) and the values."""
    build, names = ctx.build, ctx.names
    _unknown(ctx, build.options, ctx.idx.options, "option")
    given = build.options
    for o, applies, zero, zero_keys, count, by_choice, _, _ in ctx.plan.options:
        chosen = given.get(o.id) if applies else None
        if not chosen:
            names.update(zero)
            continue
        names.update(zero)
        names[count] = len(chosen)
        for cid in chosen:
            for key in by_choice.get(cid, ()):
                names[key] = 1
    for o, applies, zero, _, _, _, path, values in ctx.plan.options:
        if not applies or (o.when and not ctx.value(o.when, path, o.line)):
            names.update(zero)  # does not apply: its choices count for nothing (a warning says so)
            continue
        ctx.active.add(o.id)
        for i, cid in enumerate(given.get(o.id, ())):
            found = values.get(cid)
            if found is None and o.gm_entered:  # a page the GM has not entered: said by whose, not by id
                ctx.find("error", "data.page_not_entered", f"/options/{o.id}/{i}", o.line,
                         choice=cid, **_named("option", o), **_holder(ctx, o.id))
                continue
            if found is None:
                ctx.find("error", "data.unknown_choice", f"/options/{o.id}/{i}", o.line,
                         choice=cid, **_named("option", o))
                continue
            for name, value in found[1]:
                names[name] += value


def _holder(ctx: Context, skip: str) -> dict[str, str]:
    """The character in words, as ``holder``/``holder_en``: its kind's name and its other known
    choices (サーヴァント(ランサー)), for a GM-entered page it names that the pack lacks."""
    kind = next((k for k in ctx.idx.content.kinds if k.id == ctx.type), None)
    chosen = [c for oid, cids in ctx.build.options.items() if oid != skip and oid in ctx.idx.options
              for c in ctx.idx.options[oid].choices if c.id in cids]
    words = {}
    for key, of, comma, opening, closing in (("holder", lambda e: e.name, "、", "(", ")"),
                                             ("holder_en", lambda e: e.name_en or e.name, ", ", " (", ")")):
        head = of(kind) if kind is not None else ""
        words[key] = f"{head}{opening}{comma.join(map(of, chosen))}{closing}" if chosen else head
    return words


def _unknown(ctx: Context, given: Any, known: Any, what: str) -> None:
    """A warning for each id of ``given`` (the file's stats, options or lists) the pack lacks:
    kept in the file (a GM's user pack may be missing), counted for nothing."""
    for key in given:
        if key not in known:
            ctx.find("warning", f"data.unknown_{what}", f"/{what}s/{key}", None, **{what: key})


def _chosen_stats(ctx: Context) -> None:
    """The chosen values, before any bonus (options' ``when`` and the bonuses read them)."""
    build, names = ctx.build, ctx.names
    _unknown(ctx, build.stats, ctx.idx.stats, "stat")
    given, plan = build.stats, ctx.plan
    if not given or plan.base_names is not None:  # (no stat's id is another's <id>_base: any order will do)
        names.update(plan.defaults)
        for sid, base in given.items():
            base_name = plan.base_names.get(sid)
            if base_name is not None:
                names[base_name] = base
                names[sid] = base
        return
    for sid, base_name, default in plan.chosen:
        base = given.get(sid, default)
        names[base_name] = base
        names[sid] = base


def _stats(ctx: Context) -> None:
    names, stats, given = ctx.names, ctx.stats, ctx.build.stats
    for s, base_name, scale, source, path, rows, fn, on in ctx.plan.stats:  # bonuses read chosen values
        sid = s.id                                                            # and options, never other bonuses
        base = names[base_name]
        if sid in given and not (on[base] if base in on else scale.on_scale(base)):  # a step without cost: the checks judge
            ctx.find("error", "data.off_scale", path, scale.definition.line, **_named("stat", s),
                     value=base, **_named("scale", scale.definition),
                     allowed=", ".join(f"{scale.label(v)}" for v in scale.choices()[:30]),
                     allowed_en=", ".join(f"{scale.label(v, 'en')}" for v in scale.choices()[:30]))
        if fn is not None:  # (ctx.value, without its call)
            try:
                bonus = int(fn(names))
            except (ExpressionError, KeyError) as exc:
                ctx.failed(exc, source, path, s.line)
                bonus = 0
        else:
            bonus = 0
        value = base + bonus
        names[sid] = value
        row = rows.get((base, bonus)) if type(base) is int else None  # (stat_row's kept row, without its call)
        stats[sid] = row.copy() if row is not None else stat_row(s, scale, rows, base, bonus, value)
        if s.die:
            _die(ctx, s, path)
    partner = ctx.partner
    names["has_partner"] = int(partner is not None)
    if partner is None:
        names.update(ctx.plan.no_partner)
        return
    theirs = stat_rows(partner.sheet.sections)  # the partner's typed stat rows (a brief sheet has them)
    for sid, partner_name in ctx.plan.partner_names:
        figure = theirs.get(sid)
        names[partner_name] = figure.value if figure else 0
    chosen = getattr(partner.build, "options", None) or {}  # (a partner of another system: none)
    for oid, name, by_choice in ctx.plan.partner_keys:  # the partner's class corrections (a 陣営's)
        names[name] = sum(by_choice.get(cid, 0) for cid in chosen.get(oid, ()))


def _die(ctx: Context, s: Any, path: str) -> None:
    """The stat's die, evaluated, on its sheet row (``die``: count and faces) for the window's
    roll button; a die that cannot be rolled is a ``pack.formula_failed`` finding, no die."""
    quick, names = ctx.quick, ctx.names
    try:  # (ctx.value twice, without its calls)
        count = quick[s.die.count](names)
    except (ExpressionError, KeyError) as exc:
        ctx.failed(exc, s.die.count, path, s.line)
        count = None
    try:
        faces = quick[s.die.faces](names)
    except (ExpressionError, KeyError) as exc:
        ctx.failed(exc, s.die.faces, path, s.line)
        faces = None
    if count is None or faces is None:
        return
    dice = ctx.idx.memo.setdefault("dice", {})  # (a pure function of the two values and their types)
    key = (count, type(count), faces, type(faces))
    found = dice.get(key)
    if found is None:
        if len(dice) >= 1024:
            dice.clear()  # bounded
        count, faces = (int(v) if isinstance(v, float) and v.is_integer() else v for v in (count, faces))
        found = dice[key] = (count, faces, check_die(count, faces))
    count, faces, problem = found
    if problem:
        ctx.find("error", "pack.formula_failed", path, s.line, file=ctx.pack.id,
                 formula=f"{s.die.count} d {s.die.faces}", error=problem)
        return
    ctx.stats[s.id]["die"] = {"count": count, "faces": faces}


def _lists(ctx: Context) -> None:
    idx, build, names, active = ctx.idx, ctx.build, ctx.names, ctx.active
    _unknown(ctx, build.lists, idx.lists, "list")
    for lst, applies, catalogue, types, count_name, type_names, grants in ctx.plan.lists:
        entries: list[tuple[str, ListEntry]] = []
        for oid, by_choice in grants:  # what the chosen options grant (class skills; entries shared, frozen)
            for cid in build.options.get(oid, ()) if oid in active else ():
                entries.extend(by_choice.get(cid, ()))
        own = build.lists.get(lst.id, []) if applies else []
        if not applies and build.lists.get(lst.id):
            ctx.find("warning", "data.list_not_for_kind", f"/lists/{lst.id}", lst.line, **_named("list", lst))
        for i, entry in enumerate(own):
            path = f"/lists/{lst.id}/{i}"
            if entry.ref:
                ref = catalogue.get(entry.ref)
                if ref is None:
                    ctx.find("warning", "data.unknown_ref", path + "/ref", lst.line, ref=entry.ref, **_named("list", lst))
                else:  # the catalogue fills what the file leaves out; what the player gave stays, even 0 or ""
                    entry = _from_catalogue(entry, ref)
            if types and entry.type not in types and (entry.type or lst.type_required):
                ctx.find("error", "data.unknown_type", path + "/type", lst.line, **_named("list", lst),
                         type=entry.type or "—", known="、".join(t.name or t.id for t in lst.types),
                         known_en=", ".join(t.name_en or t.name or t.id for t in lst.types))
            if entry.source not in lst.sources:
                ctx.find("error", "data.wrong_source", path + "/source", lst.line, **_named("list", lst),
                         source=entry.source)
            entries.append((path, entry))
        if len(own) > lst.max_entries:
            ctx.find("error", "data.too_many_entries", f"/lists/{lst.id}", lst.line, **_named("list", lst),
                     max=lst.max_entries)
        ctx.entries[lst.id] = entries
        names[count_name] = len(entries)
        if type_names:
            counts: dict[str, int] = {}
            for _, e in entries:
                counts[e.type] = counts.get(e.type, 0) + 1
            for tid, name in type_names:
                names[name] = counts.get(tid, 0)


def _from_catalogue(entry: ListEntry, ref: Any) -> ListEntry:
    """``entry`` with the fields absent from the file (not in ``model_fields_set``: see
    :class:`builder.kit.build.ListEntry`) taken from catalogue entry ``ref``."""
    given = entry.model_fields_set
    fill = {"name": ref.name, "type": ref.type or "", "level": ref.level, "cost": dict(ref.cost), "source": ref.source,
            "from_class": ref.from_class or "", "granted_by": ref.granted_by, "condition": ref.condition}
    update = {k: v for k, v in fill.items() if k not in given}
    return entry.model_copy(update=update) if update else entry


def _pools(ctx: Context) -> None:
    names, ledger = ctx.names, ctx.ledger
    for p, (total_name, spent_name, remaining_name), spends in ctx.plan.pools:  # (the pools of this kind)
        total = int(ctx.value(p.total, "/", p.line))
        ctx.totals.append(LedgerLine(p.id, total, "/", "data.pool_total", {"pool": p.name}, ctx.rule(p.line, p.id)))
        before = len(ledger)
        for sp, group in spends:
            if group is not None:
                _spend_stats(ctx, p.id, sp, group)
            else:
                _spend(ctx, p.id, sp)
        spent = 0
        for line in ledger[before:]:
            spent += line.amount
        ctx.pools[p.id] = Pool(p.id, total, spent)
        names[total_name], names[spent_name] = total, spent
        names[remaining_name] = total - spent
    for name in ctx.plan.pool_names:  # formulas may name a pool this kind does not have
        if name not in names:
            names[name] = 0


def _spend_stats(ctx: Context, pool: str, sp: Any, group: tuple) -> None:
    """The scale cost of each stat of a group the character has. A stat's line is a function
    of the pool, the stat, its chosen value and the rule's line: kept in the plan per stat and
    value (``group``: (id, scale, kept lines) of each stat, bounded), each ledger line with its
    own params."""
    stats, ledger = ctx.stats, ctx.ledger
    for sid, scale, kept in group:
        row = stats.get(sid)
        if row is None:
            continue
        base = row["base"]
        found = kept.get(base) if type(base) is int else None
        if found is None:
            cost = scale.cost(base)
            found = (cost, f"/stats/{sid}", {"stat": row["name"], "stat_en": row["name_en"] or row["name"],
                                             "label": scale.label(base), "label_en": scale.label(base, "en")},
                     ctx.rule(scale.step_line(base) or sp.line, sid))
            if type(base) is int:
                if len(kept) >= MAX_SPEND_LINES:
                    kept.clear()
                kept[base] = found
        if found[0]:
            ledger.append(LedgerLine(pool, found[0], found[1], "data.spend_stat", found[2].copy(), found[3]))


def _spend(ctx: Context, pool: str, sp: Any) -> None:
    idx = ctx.idx
    if sp.source == "options":
        first, given, active = choices(idx), ctx.build.options, ctx.active
        spent = idx.memo.setdefault("spend_options", {})
        for o in idx.content.options:
            chosen = given.get(o.id) if o.id in active else None
            if not chosen:
                continue
            by_id = first[o.id]
            for i, cid in enumerate(chosen):
                key = (pool, o.id, cid, sp.key, sp.line)  # (the line's amount, params and rule: the pack's alone)
                found = spent.get(key)
                if found is None:
                    choice = by_id.get(cid)
                    amount = choice.values.get(sp.key, 0) if choice else 0
                    found = (amount, {**_named("option", o), **_named("choice", choice)} if amount else None,
                             ctx.rule(choice.line or sp.line, cid) if amount else None)
                    if len(spent) >= MAX_SPEND_LINES:
                        spent.clear()
                    spent[key] = found
                if found[0]:
                    ctx.ledger.append(LedgerLine(pool, found[0], f"/options/{o.id}/{i}", "data.spend_option",
                                                 found[1].copy(), found[2]))
    elif sp.source == "list":
        for path, entry in ctx.entries.get(sp.list, []):
            amount = entry.cost.get(pool, 0)
            if amount:
                ctx.ledger.append(LedgerLine(pool, amount, path, "data.spend_entry", {"entry": entry.name},
                                             ctx.rule(sp.line, sp.list)))
    elif sp.source == "formula":
        amount = int(ctx.value(sp.expr, "/", sp.line))
        if amount:
            ctx.ledger.append(LedgerLine(pool, amount, "/", "data.spend_formula",
                                         {"name": sp.name, "name_en": sp.name_en}, ctx.rule(sp.line)))


MAX_SPEND_LINES = 4096  # ledger lines kept per stat (values in play: a few dozen) and per pack (options)


def _derived(ctx: Context) -> None:
    waiting: list[Any] = []  # figures that read the partner, who is missing: one finding for all
    unfilled_options(ctx)
    names, derived, no_partner, pending = ctx.names, ctx.derived, ctx.partner is None, ctx.waiting
    for d, did, applies, reads, when, expr, needs_partner in ctx.plan.derived:
        if not applies:
            names[did] = 0
            continue
        if when is not None:  # (ctx.value, without its call)
            try:
                holds = when(names)
            except (ExpressionError, KeyError) as exc:
                ctx.failed(exc, d.when, "/", d.line)
                holds = 0
            if not holds:
                names[did] = 0
                continue
        if needs_partner and no_partner:
            waiting.append(d)
            names[did] = 0
            continue
        if pending:
            tables = waits_for(pending, reads)
            if tables:  # reads a row a table lacks, or an unfilled GM option: no number rather than a wrong one
                pending[did] = tables
                names[did] = 0
                continue
        try:
            value = int(expr(names))
        except (ExpressionError, KeyError) as exc:
            ctx.failed(exc, d.expr, "/", d.line)
            value = 0
        names[did] = value
        derived[did] = value
    if waiting:
        ctx.find("warning", "link.partner_missing", "/partner", waiting[0].line,
                 figure="、".join(d.name for d in waiting),
                 figure_en=", ".join(d.name_en or d.name for d in waiting),
                 partner=ctx.build.partner or "—", reason=ctx.links.get("partner_error") or "",
                 reason_en=ctx.links.get("partner_error_en") or "")


def _option_rules(ctx: Context) -> None:
    """Required options, too many choices, each choice's ``requires`` and GM flag."""
    given, active = ctx.build.options, ctx.active
    for o, applies, rules in ctx.plan.option_rules:
        chosen = given.get(o.id)
        if not applies:
            if chosen:
                ctx.find("warning", "data.option_not_for_kind", f"/options/{o.id}", o.line, **_named("option", o))
            continue
        if o.id not in active:  # its ``when`` does not hold (evaluated once, in _options)
            if chosen:
                ctx.find("warning", "data.option_not_applicable", f"/options/{o.id}", o.line, **_named("option", o))
            continue
        if not chosen:
            if o.required:
                ctx.find("error", "data.option_missing", f"/options/{o.id}", o.line, **_named("option", o))
            continue
        n = len(chosen)
        if n > o.max:
            ctx.find("error", "data.option_too_many", f"/options/{o.id}", o.line, max=o.max, **_named("option", o))
        if n > 1 and len(set(chosen)) < n:
            ctx.find("error", "data.option_repeated", f"/options/{o.id}", o.line, **_named("option", o))
        if not rules:
            continue
        for i, cid in enumerate(chosen):
            choice = rules.get(cid)
            if choice is None:  # unknown, or with no ``requires`` and no GM flag
                continue
            if choice.requires and not ctx.value(choice.requires, f"/options/{o.id}/{i}", choice.requires_line):
                ctx.find(choice.requires_severity, "data.choice_requires", f"/options/{o.id}/{i}",
                         choice.requires_line or choice.line, **_named("option", o), **_named("choice", choice),
                         rule_text=choice.text, rule_text_en=choice.text_en or choice.text)
            if choice.gm:
                ctx.find("gm", "data.choice_gm", f"/options/{o.id}/{i}", choice.line, **_named("option", o),
                         **_named("choice", choice))
