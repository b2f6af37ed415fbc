"""Loading a data system's pack: lookups, references and formulas checked once at load.

Contract: :func:`index` (a plug-in's ``index``) builds a :class:`DataIndex` on the pack
(``pack.index``) or raises :class:`~builder.core.packio.PackError` naming the layer file and the
JSON path: a reference to an unknown scale, stat group, option, list, pool or type; a
setting for no reading or outside its choices; a formula that does not parse, names
something the engine will not give it (with a "did you mean"), or fails anywhere in the
range its names can take (:func:`builder.core.expressions.dry_run`). So a pack that loads cannot
crash when a player checks.

The names a formula gets (:func:`names_of`): ``kind_<id>`` (1 for the character's kind);
each stat's final value ``<ID>`` and chosen value ``<ID>_base``; per option ``<o>_count``,
``<o>_is_<choice>`` and ``<o>__<key>`` (the sum of ``values[key]`` of the chosen choices);
per list ``<l>_count`` and ``<l>_<type>_count``; per pool ``<p>_total``, ``<p>_spent``,
``<p>_remaining`` (not in pool totals); each derived id (after its definition); the partner's
``partner_<ID>``, ``partner_<o>__<key>`` (the value key of the partner's chosen choices: a class
correction the whole 陣営 gets) and ``has_partner``; readings as ``setting_<id>`` (numbers, true/false) or
``setting_<id>_is_<value>`` (text choices).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterator

from builder.kit.model import DataContent, ListDef, OptionDef, StatDef
from builder.core.expressions import Expression, ExpressionError, dry_run
from builder.core.packcheck import Origins, _compile, _dry_run_once, blame, check_settings, origin
from builder.core.packio import PackError
from .scales import Scale

MAX_FORMULAS = 400
PLACE = re.compile(r"\{([A-Za-z0-9_]+)\}")  # a palette command's places: bare names only


@dataclass
class DataIndex:
    content: DataContent
    scales: dict[str, Scale] = field(default_factory=dict)
    stats: dict[str, StatDef] = field(default_factory=dict)
    groups: dict[str, list[str]] = field(default_factory=dict)
    options: dict[str, OptionDef] = field(default_factory=dict)
    lists: dict[str, ListDef] = field(default_factory=dict)
    formulas: dict[str, Expression] = field(default_factory=dict)
    settings: dict[str, Any] = field(default_factory=dict)
    partner_stats: list[str] = field(default_factory=list)  # the partner's stats formulas read
    # What the evaluator works out from the pack alone (the formula names each check reads, the
    # name keys of each option's flags), kept here at the first evaluation so the next ones
    # only look it up (issue 13: a roster evaluates thousands of characters on one pack).
    memo: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def scale_of(self, stat_id: str) -> Scale:
        return self.scales[self.stats[stat_id].scale]

    def formula(self, source: str) -> Expression:
        return self.formulas[source]


def setting_names(content: DataContent, settings: dict[str, Any]) -> dict[str, Any]:
    names: dict[str, Any] = {}
    for r in content.readings:
        value = settings.get(r.id, r.value)
        if isinstance(value, (bool, int, float)):
            names[f"setting_{r.id}"] = value
        for choice in r.choices:
            if isinstance(choice, str):
                names[f"setting_{r.id}_is_{choice}"] = int(value == choice)
    return names


def names_of(content: DataContent, settings: dict[str, Any], scales: dict[str, Scale],
             *, pools: bool = True, derived_upto: int | None = None, tables: bool = True) -> dict[str, list[int]]:
    """Every name a formula may read, each with the values it can take (for the dry run)."""
    ranges: dict[str, list[int]] = {}
    flag, count = [0, 1], list(range(0, 11))
    for k in content.kinds:
        ranges[f"kind_{k.id}"] = flag
    for s in content.stats:
        values = scales[s.scale].all_values() if s.scale in scales else [0]
        values = sorted(set(values) | {min(values) - 1})
        ranges[f"{s.id}_base"] = values
        ranges[s.id] = sorted(set(values) | {max(values) + 40})
        ranges[f"partner_{s.id}"] = ranges[s.id]
    ranges["has_partner"] = flag
    for o in content.options:
        ranges[f"{o.id}_count"] = list(range(0, o.max + 2))
        keys: dict[str, set[int]] = {key: {0} for key in o.keys}
        for c in o.choices:
            ranges[f"{o.id}_is_{c.id}"] = flag
            for key, value in c.values.items():
                keys.setdefault(key, {0}).add(value)
        for key, values in keys.items():
            ranges[f"{o.id}__{key}"] = ranges[f"partner_{o.id}__{key}"] = sorted(values | {sum(values)})
    for lst in content.lists:
        ranges[f"{lst.id}_count"] = count
        for t in lst.types:
            ranges[f"{lst.id}_{t.id}_count"] = count
    for name, value in setting_names(content, settings).items():
        ranges[name] = [int(value)]
    for t in content.tables if tables else []:
        for col in t.columns:
            ranges[f"{t.id}__{col}"] = sorted({0} | {r.values.get(col, 0) for r in t.rows})
    if pools:
        for p in content.pools:
            for suffix in ("total", "spent", "remaining"):
                ranges[f"{p.id}_{suffix}"] = [-50, 0, 10, 200]
    for i, d in enumerate(content.derived):
        if derived_upto is not None and i >= derived_upto:
            break
        ranges[d.id] = list(DERIVED_VALUES)
    return ranges


DERIVED_VALUES = (-100, 0, 1, 50, 1000)  # what a derived value is dry-run at


def _scopes(content: DataContent, settings: dict[str, Any],
            scales: dict[str, Scale]) -> dict[str, dict[str, list[int]]]:
    """The names of each formula scope (:func:`_sites`), as :func:`names_of` gives them. A pack
    load works out the names before the first derived value once and lays each derived value
    on in turn (the same names in the same order as ``names_of(..., derived_upto=i)``), rather
    than walking every stat's scale again for each derived value (most of a data pack's load)."""
    scopes = {
        "bonus": names_of(content, settings, scales, pools=False, derived_upto=0, tables=False),
        "stats": names_of(content, settings, scales, pools=False, derived_upto=0),
    }
    ranges = names_of(content, settings, scales, derived_upto=0)
    for i, d in enumerate(content.derived):
        scopes[f"derived:{i}"] = dict(ranges)
        ranges[d.id] = list(DERIVED_VALUES)
    scopes["all"] = ranges
    return scopes


def _sites(content: DataContent, origins: Origins) -> Iterator[tuple[str, str, str, str]]:
    """(formula, file, JSON path, scope) of every formula. Scopes: ``bonus`` (stat bonuses, dice and
    option conditions: no tables, pools or derived), ``stats`` (no pools, no derived),
    ``derived:<i>`` (the derived before it), ``all``."""
    for s in content.stats:
        if s.bonus:
            file, base = origin(origins, "stats", s.id)
            yield s.bonus, file, f"{base}/bonus", "bonus"
        if s.die:  # like a bonus: readings, kinds, chosen stats and options
            file, base = origin(origins, "stats", s.id)
            yield s.die.count, file, f"{base}/die/count", "bonus"
            yield s.die.faces, file, f"{base}/die/faces", "bonus"
    for o in content.options:
        file, base = origin(origins, "options", o.id)
        if o.when:
            yield o.when, file, f"{base}/when", "bonus"
        for i, c in enumerate(o.choices):
            if c.requires:
                yield c.requires, file, f"{base}/choices/{i}/requires", "all"
    for lst in content.lists:
        for i, e in enumerate(lst.catalogue):
            if e.requires:  # an エクストラスキル's checkable 取得条件 (003 L475–476)
                file, base = origin(origins, "lists", lst.id)
                yield e.requires, file, f"{base}/catalogue/{i}/requires", "all"
    for t in content.tables:
        file, base = origin(origins, "tables", t.id)
        yield t.key, file, f"{base}/key", "stats"
        if t.when:
            yield t.when, file, f"{base}/when", "stats"
    for p in content.pools:
        file, base = origin(origins, "pools", p.id)
        yield p.total, file, f"{base}/total", "stats"
        for i, sp in enumerate(p.spend):
            if sp.expr:
                yield sp.expr, file, f"{base}/spend/{i}/expr", "stats"
    for i, d in enumerate(content.derived):
        file, base = origin(origins, "derived", d.id)
        yield d.expr, file, f"{base}/expr", f"derived:{i}"
        if d.when:
            yield d.when, file, f"{base}/when", f"derived:{i}"
    for c in content.checks:
        file, base = origin(origins, "checks", c.id)
        for attr in ("when", "min", "max", "expr"):
            source = getattr(c, attr, None)
            if isinstance(source, str):
                yield source, file, f"{base}/{attr}", "all"


def _check_references(content: DataContent, origins: Origins, idx: DataIndex) -> None:
    kinds = {k.id for k in content.kinds}

    def need(ok: bool, section: str, key: str, sub: str, what: str, *refs: tuple[str, str]) -> None:
        # refs: the entries the reference reads (a list's types); a user layer that replaced
        # one of them is named instead of a bundled file (packcheck.blame)
        if not ok:
            file, base = origin(origins, section, key)
            raise blame(origins, file, f"{base}{sub}", what, *refs)

    for s in content.stats:
        need(s.scale in idx.scales, "stats", s.id, "/scale", f"no scale has the id {s.scale!r}")
        for i, k in enumerate(s.kinds or []):
            need(k in kinds, "stats", s.id, f"/kinds/{i}", f"no kind has the id {k!r}")
    for o in content.options:
        for i, k in enumerate(o.kinds or []):
            need(k in kinds, "options", o.id, f"/kinds/{i}", f"no kind has the id {k!r}")
        for i, c in enumerate(o.choices):
            for j, g in enumerate(c.grants):
                need(g.list in idx.lists, "options", o.id, f"/choices/{i}/grants/{j}/list",
                     f"no list has the id {g.list!r}")
    for lst in content.lists:
        if lst.class_group is not None:
            need(lst.class_group in idx.groups, "lists", lst.id, "/class_group", f"no stat group {lst.class_group!r}")
        classes = set(idx.groups.get(lst.class_group or "", ()))
        for i, e in enumerate(lst.catalogue):
            if e.from_class is not None:
                need(e.from_class in classes, "lists", lst.id, f"/catalogue/{i}/from_class",
                     f"{e.from_class!r} is no class of the list's class_group {lst.class_group!r}")
    pools = {p.id for p in content.pools}
    for p in content.pools:
        for i, sp in enumerate(p.spend):
            if sp.source == "stats":
                need(sp.group in idx.groups, "pools", p.id, f"/spend/{i}/group", f"no stat group {sp.group!r}")
            if sp.source == "list":
                need(sp.list in idx.lists, "pools", p.id, f"/spend/{i}/list", f"no list has the id {sp.list!r}")
            if sp.source in ("options",):
                need(bool(sp.key), "pools", p.id, f"/spend/{i}/key", "needs the value key it adds up")
            if sp.source == "formula":
                need(bool(sp.expr), "pools", p.id, f"/spend/{i}/expr", "needs a formula")
    for c in content.checks:
        group = getattr(c, "group", None)
        if group is not None:
            need(group in idx.groups, "checks", c.id, "/group", f"no stat group {group!r}")
        for i, sid in enumerate(getattr(c, "stats", []) or []):
            need(sid in idx.stats, "checks", c.id, f"/stats/{i}", f"no stat has the id {sid!r}")
        if getattr(c, "pool", None) is not None:
            need(c.pool in pools, "checks", c.id, "/pool", f"no pool has the id {c.pool!r}")
        if c.type in ("count", "entry"):
            need(c.list in idx.lists, "checks", c.id, "/list", f"no list has the id {c.list!r}")
            known = {t.id for t in idx.lists[c.list].types}
            for i, t in enumerate(c.types):
                need(t in known, "checks", c.id, f"/types/{i}", f"list {c.list!r} has no type {t!r}",
                     ("lists", c.list))
        for attr in ("names_in", "granted_by_not_in"):
            if getattr(c, attr, None) is not None:
                need(getattr(c, attr) in idx.lists, "checks", c.id, f"/{attr}",
                     f"no list has the id {getattr(c, attr)!r}")
        if getattr(c, "class_not_held", False):
            need(idx.lists[c.list].class_group is not None, "checks", c.id, "/class_not_held",
                 f"list {c.list!r} has no class_group", ("lists", c.list))
        if getattr(c, "reading", None) is not None:
            need(c.reading in {r.id for r in content.readings}, "checks", c.id, "/reading",
                 f"no reading has the id {c.reading!r}")
        if c.type == "option_count":
            need(c.option in idx.options, "checks", c.id, "/option", f"no option has the id {c.option!r}")
    known = {*idx.stats, *(d.id for d in content.derived)}
    for line in content.palette:
        if line.die is not None:
            need(line.die in idx.stats and idx.stats[line.die].die is not None, "palette", line.id, "/die",
                 f"{line.die!r} is no stat with a die")
        for i, name in enumerate(PLACE.findall(line.command)):
            need(name in known or (name == "die" and line.die is not None), "palette", line.id, "/command",
                 f"{{{name}}} is no stat or derived value")
    for r in content.table_resources:
        need(r.max in known, "table_resources", r.id, "/max", f"{r.max!r} is no stat or derived value")
        if r.start is not None:
            need(r.start in known, "table_resources", r.id, "/start", f"{r.start!r} is no stat or derived value")
    for p in content.table_params:
        need(p.id in known, "table_params", p.id, "/id", f"{p.id!r} is no stat or derived value")
    for t in content.tables:
        for i, row in enumerate(t.rows):
            for col in row.values:
                need(col in t.columns, "tables", t.id, f"/rows/{i}/values/{col}",
                     f"not one of the table's columns {t.columns!r}")
    for s in content.steps:
        for i, o in enumerate(s.options):
            need(o in idx.options, "steps", s.id, f"/options/{i}", f"no option has the id {o!r}")
        for i, g in enumerate(s.groups):
            need(g in idx.groups, "steps", s.id, f"/groups/{i}", f"no stat group {g!r}")
        if s.list is not None:
            need(s.list in idx.lists, "steps", s.id, "/list", f"no list has the id {s.list!r}")


def _defining(content: DataContent, source: str, ranges: dict[str, list[int]]) -> list[tuple[str, str]]:
    """The entries whose ids begin the names ``source`` reads that are not given (an option
    ``o`` for ``o__key`` or ``o_is_c``, a list ``l`` for ``l_t_count`` …), longest id first:
    where a name a formula needs should have come from."""
    try:
        missing = _compile(source).names - ranges.keys()
    except ExpressionError:
        return []
    entries = [(len(e.id), section, e.id) for section in ("options", "lists", "stats", "pools", "derived")
               for e in getattr(content, section)]
    return [(section, eid) for _, section, eid in sorted(entries, reverse=True)
            if any(name.startswith(f"{eid}_") for name in missing)]


def index(pack: Any, content: DataContent, origins: Origins,
          fixed_choices: dict[str, list[Any]] | None = None) -> None:
    """Fill ``pack.index`` and ``pack.settings`` (see the module contract)."""
    idx = DataIndex(content)
    idx.scales = {s.id: Scale(s) for s in content.scales}
    idx.stats = {s.id: s for s in content.stats}
    for s in content.stats:
        idx.groups.setdefault(s.group, []).append(s.id)
    idx.options = {o.id: o for o in content.options}
    idx.lists = {lst.id: lst for lst in content.lists}
    _check_references(content, origins, idx)
    idx.settings = pack.settings = check_settings(content, origins, fixed_choices)
    scopes = _scopes(content, idx.settings, idx.scales)
    distinct: set[str] = set()
    for source, file, path, scope in _sites(content, origins):
        distinct.add(source)
        if len(distinct) > MAX_FORMULAS:
            raise PackError(file, path, f"more than {MAX_FORMULAS} different formulas in the pack")
        ranges = scopes[scope]
        try:
            expr = _compile(source)
            if not expr.names <= ranges.keys():
                dry_run(expr, ranges)  # raises: unknown name, with a "did you mean"
            _dry_run_once(source, tuple((n, tuple(ranges[n])) for n in sorted(expr.names)))
        except ExpressionError as exc:
            raise blame(origins, file, path, str(exc), *_defining(content, source, ranges)) from None
        idx.formulas[source] = expr
    idx.partner_stats = sorted({n[len("partner_"):] for e in idx.formulas.values() for n in e.names
                                if n.startswith("partner_") and n[len("partner_"):] in idx.stats})
    pack.index = idx
