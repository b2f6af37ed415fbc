"""Fate/roll dice's load-time pack checks: ids that refer to each other, and where its formulas are.

Contract: the plug-in's ``index`` calls these on the merged, model-validated content with the
origin of every entry (:class:`builder.core.packcheck.Origins`); each raises
:class:`~builder.core.packio.PackError` naming the layer file and the JSON path inside it
(``/kinds/0/stats/2``, ``/gear_kinds/2/cap``). :func:`check_formulas` hands the core's
:func:`builder.core.packcheck.check_formulas` every formula (:func:`formula_sites`) and the
names the engine really gives them (:func:`name_ranges`): stat and skill ids and
``troop_level`` over the pack's levels, ``rank_level`` over what the kinds allow,
``rank_base`` over the kinds' bases, and ``LV`` (activation categories) over the levels from 1.
"""
from __future__ import annotations

from typing import Any

from builder.core.expressions import Expression
from builder.core.packcheck import FormulaSite, Origins, origin
from builder.core.packcheck import check_formulas as _check_formulas
from builder.core.packio import PackError


def check_formulas(content: Any, origins: Origins) -> tuple[dict[str, Expression], dict[str, FormulaSite]]:
    """Compile and dry-run every formula of the content; returns them by key, and where each came from."""
    return _check_formulas(formula_sites(content, origins), name_ranges(content))


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
