"""Load-time checks of a merged pack: ids that refer to each other, settings, and formulas.

Contract: :func:`check_pack` takes the merged, model-validated content and the origin of
every entry (:data:`Origins`: which layer file and JSON path each entry came from) and
returns the compiled formulas by key, or raises :class:`PackError` naming the layer file
and the JSON path inside it (``/rules/derived/3/expr``, ``/gear_kinds/2/cap``).

Every formula is compiled and then dry-run (:func:`builder.core.expressions.dry_run`) against
the names the engine will really give it, each over the range of values it can take: stat
and skill ids and ``troop_level`` over the pack's levels, ``rank_level`` over what the kinds
allow, ``rank_base`` over the kinds' bases, and ``LV`` (activation categories) over the
levels from 1. A formula that names something else, divides by zero, or leaves the number
limits anywhere in those ranges is refused when the pack loads, not when a player checks.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .expressions import Expression, ExpressionError, compile_expression, dry_run
from .packio import PackError

class Origins(dict[tuple[str, str], tuple[str, str]]):
    """(section, entry id or rules/settings key) -> (layer file, JSON pointer of the entry
    there), for the layer that last wrote the entry. ``users`` holds the layer files a user
    wrote (user packs, campaign files): :func:`blame` names one of those rather than a
    bundled file when a user's entry is what broke a bundled one."""

    users: frozenset[str] = frozenset()


@dataclass(frozen=True)
class FormulaSite:
    """Where a formula lives: its key in :attr:`RulePack.formulas` and its layer and path."""

    key: str
    source: str
    file: str
    path: str
    scope: str  # "levels" (stat/skill level names) or "LV" (an item's rank)


def origin(origins: Origins, section: str, key: str) -> tuple[str, str]:
    return origins.get((section, key), ("?", f"/{section}"))


def blame(origins: Origins, file: str, path: str, message: str, *refs: tuple[str, str]) -> PackError:
    """The error for a check failing at ``file``/``path`` that depends on the entries ``refs``
    ((section, id)). Contract: when ``file`` is no user layer (a bundled check, say) but a user
    layer last wrote one of ``refs`` (it replaced the entry), that user layer introduced the
    problem: the error names its file and the entry's place in it, and says where the check
    is. Otherwise the error names ``file`` and ``path``."""
    users = getattr(origins, "users", frozenset())
    if file not in users:
        for ref in refs:
            ref_file, ref_path = origins.get(ref, ("", ""))
            if ref_file in users:
                return PackError(ref_file, ref_path, f"{message} (the entry here replaced the one "
                                 f"that {file} at {path} needs)")
    return PackError(file, path, message)


def formula_sites(content: Any, origins: Origins) -> list[FormulaSite]:
    """Every formula of the merged content, with the layer file and path it came from."""
    sites = []
    file, base = origin(origins, "rules", "derived")
    for i, d in enumerate(content.rules.derived or []):
        sites.append(FormulaSite(f"derived/{d.id}", d.expr, file, f"{base}/{i}/expr", "levels"))
    for g in content.gear_kinds:
        file, base = origin(origins, "gear_kinds", g.id)
        sites.append(FormulaSite(f"gear_kinds/{g.id}", g.cap, file, f"{base}/cap", "levels"))
    for cat in content.categories:
        file, base = origin(origins, "categories", cat.id)
        for attr in ("mp", "levels", "max_plus"):
            if getattr(cat, attr):
                sites.append(FormulaSite(f"categories/{cat.id}/{attr}", getattr(cat, attr), file,
                                         f"{base}/{attr}", "LV"))
    for s in content.skills:
        if s.max_level_formula:
            file, base = origin(origins, "skills", s.id)
            sites.append(FormulaSite(f"skills/{s.id}/max_level_formula", s.max_level_formula, file,
                                     f"{base}/max_level_formula", "levels"))
    return sites


def name_ranges(content: Any) -> dict[str, dict[str, list[int]]]:
    """The names each scope of formula gets at run time (see ``EvalContext.level_names``
    and ``phantasms``), each with the values it can take."""
    numbers = sorted(set((content.rules.levels or {"-": 0}).values()))
    levels = list(range(numbers[0], numbers[-1] + 1))
    bases = sorted({k.rank_base for k in content.kinds}) or [0]
    lowest = min(bases)
    highest = max((k.rank_base + max(k.ranks_max, 0) for k in content.kinds), default=lowest)
    names = {n: levels for n in (*(s.id for s in content.stats), *(s.id for s in content.skills))}
    names.update({"rank_level": list(range(lowest, highest + 1)), "rank_base": bases, "troop_level": levels})
    return {"levels": names, "LV": {"LV": [v for v in levels if v >= 1] or [1]}}


def check_references(content: Any, origins: Origins) -> None:
    """Ids the engine looks up without a fallback must exist."""
    stats, kinds = {s.id for s in content.stats}, {k.id for k in content.kinds}
    for k in content.kinds:
        for i, stat_id in enumerate(k.stats):
            if stat_id not in stats:
                file, base = origin(origins, "kinds", k.id)
                raise PackError(file, f"{base}/stats/{i}", f"no stat has the id {stat_id!r}")
    for t in content.types:
        if t.kind not in kinds:
            file, base = origin(origins, "types", t.id)
            raise PackError(file, f"{base}/kind", f"no kind has the id {t.kind!r}")


def check_settings(content: Any, origins: Origins,
                   fixed_choices: dict[str, list[Any]] | None = None) -> dict[str, Any]:
    """Readings' values with the layers' ``settings`` applied; each must be an existing
    reading set to one of its choices (when the reading lists them). ``fixed_choices`` are
    the bundled readings' choices: the engine understands only those values (a severity, a
    rounding), so a later layer may pick among them but not replace them."""
    readings = {r.id: r for r in content.readings}
    values = {r.id: r.value for r in content.readings}
    for r in content.readings:
        fixed = (fixed_choices or {}).get(r.id)
        if fixed and list(r.choices) != list(fixed):
            file, base = origin(origins, "readings", r.id)
            raise PackError(file, f"{base}/choices", f"the choices of the bundled reading {r.id!r} are "
                            f"{fixed!r}; a pack may choose among them (settings), not change them")
        if r.choices and r.value not in r.choices:
            file, base = origin(origins, "readings", r.id)
            raise PackError(file, f"{base}/value", f"{r.value!r} is not one of {r.choices!r}")
        _check_labels(r, origins)
    for key, value in content.settings.items():
        file, path = origin(origins, "settings", key)
        if key not in readings:
            raise PackError(file, path, "no reading has this id")
        if readings[key].choices and value not in readings[key].choices:
            raise PackError(file, path, f"{value!r} is not one of {readings[key].choices!r}")
        values[key] = value
    return values


def _same(a: Any, b: Any) -> bool:
    return a == b and type(a) is type(b)  # true is not 1, 1 is not 1.0


def _check_labels(reading: Any, origins: Origins) -> None:
    """Each of a reading's ``choice_labels`` names one of its choices, once."""
    seen: list[Any] = []
    for i, label in enumerate(reading.choice_labels):
        if not any(_same(label.value, c) for c in reading.choices):
            file, base = origin(origins, "readings", reading.id)
            raise PackError(file, f"{base}/choice_labels/{i}/value",
                            f"{label.value!r} is not one of the choices {reading.choices!r}")
        if any(_same(label.value, s) for s in seen):
            file, base = origin(origins, "readings", reading.id)
            raise PackError(file, f"{base}/choice_labels/{i}/value", f"{label.value!r} has a label already")
        seen.append(label.value)


# Start-up: the same formulas over the same ranges are checked at every load (and many
# gear kinds share one formula), so results are kept per (formula, ranges of its names).
_compile = lru_cache(maxsize=4096)(compile_expression)


@lru_cache(maxsize=4096)
def _dry_run_once(source: str, ranges: tuple[tuple[str, tuple[int, ...]], ...]) -> None:
    dry_run(_compile(source), dict(ranges))


MAX_FORMULAS = 200  # distinct formulas per pack (the bundled pack has 14): bounds the dry run


def check_formulas(content: Any, origins: Origins) -> tuple[dict[str, Expression], dict[str, FormulaSite]]:
    """Compile and dry-run every formula; returns them by key, and where each came from."""
    ranges = name_ranges(content)
    formulas, sites, distinct = {}, {}, set()
    for site in formula_sites(content, origins):
        distinct.add(site.source)
        if len(distinct) > MAX_FORMULAS:
            raise PackError(site.file, site.path, f"more than {MAX_FORMULAS} different formulas in the pack")
        try:
            expr = _compile(site.source)
            scope = ranges[site.scope]
            if not expr.names <= scope.keys():
                dry_run(expr, scope)  # raises: unknown name
            _dry_run_once(site.source, tuple((n, tuple(scope[n])) for n in sorted(expr.names)))
        except ExpressionError as exc:
            raise PackError(site.file, site.path, str(exc)) from None
        formulas[site.key], sites[site.key] = expr, site
    return formulas, sites
