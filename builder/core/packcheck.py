"""Load-time checks of a merged pack that every system shares: settings, formulas, blame.

Contract: each function takes the merged, model-validated content (or what a system's plug-in
drew from it) and the origin of every entry (:data:`Origins`: which layer file and JSON path
each entry came from), and raises :class:`PackError` naming the layer file and the JSON path
inside it (``/rules/derived/3/expr``). :func:`check_settings` applies the layers' ``settings``
to the readings; :func:`check_formulas` compiles and dry-runs the formulas a plug-in lists
(:class:`FormulaSite`) against the names the engine will really give each, over the range of
values each can take (the plug-in says which: its ``ranges``), so a formula that names
something else, divides by zero, or leaves the number limits anywhere in those ranges is
refused when the pack loads, not when a player checks. What a system's entries must refer to
is its plug-in's own check (its ``index``).
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


def check_formulas(sites: list[FormulaSite], ranges: dict[str, dict[str, list[int]]]
                   ) -> tuple[dict[str, Expression], dict[str, FormulaSite]]:
    """Compile and dry-run every formula of ``sites`` (a system's, with where each came from)
    over the values its scope's names can take (``ranges``: scope → name → values); returns
    them by key, and where each came from. Raises :class:`PackError` at the site's layer and
    path."""
    formulas, found, distinct = {}, {}, set()
    for site in sites:
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
        formulas[site.key], found[site.key] = expr, site
    return formulas, found
