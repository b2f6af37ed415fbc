"""The engine's front door: ``evaluate(pack, build) -> Sheet``, dispatched by system.

Contract: pure and deterministic. The evaluator of a system is the plug-in registered for
it (:mod:`builder.core.registry`, entry point ``grail_builder.systems``); this module imports none. A system without its own evaluator is reported as a
single finding rather than an exception, so a roster with mixed systems still checks. A pack
formula that fails is a finding too (``pack.formula_failed``), never an exception: the
evaluators report it where it is used, and this door catches any that slips past them.
"""
from __future__ import annotations

from .build import Build
from .expressions import ExpressionError
from .packs import RulePack
from .registry import plugin_for
from .sheet import Finding, Rule, Sheet
from .typenames import type_name


def evaluate(pack: RulePack, build: Build, links: dict | None = None, detail: bool = True) -> Sheet:
    """The sheet of ``build``. ``links`` gives the linked characters a system's rules read
    (``{"partner": Linked | None}``, see :mod:`builder.core.links`); a system that reads a link it
    was not given reports the figure it cannot compute as a finding.

    ``detail=False`` lets a plug-in that can (``SystemPlugin.brief``) leave out the per-row
    tables only sheets and exports draw (Fate's stat and skill rows with their checks and
    sections, a data system's sections but its stat and list sections): ``check`` and ``audit``
    print pools, derived values and findings (``check --json`` a data system's stats and granted
    entries), and those tables were ~15–20 % of their evaluation. Pools, derived values, ledger,
    findings and whatever a link reads are the same either way."""
    if build.system != pack.id:
        finding = Finding("error", "system.mismatch", "/system", Rule(pack.id, None),
                          {"system": build.system, "pack": pack.id})
        return Sheet(pack.id, build.name, "", build.type, {}, {}, [], [finding])
    plugin = plugin_for(pack.id)  # a plug-in (builder.core.registry): the core imports no system
    if plugin is not None and not isinstance(build, plugin.build_model):  # e.g. the bare envelope
        try:
            build = plugin.build_model.model_validate(build.model_dump(mode="json", exclude_defaults=True))
        except ValueError as exc:
            finding = Finding("error", "system.no_evaluator", "/system", Rule(pack.id, None),
                              {"system": f"{pack.id} ({exc})"})
            return Sheet(pack.id, build.name, "", build.type, {}, {}, [], [finding])
    if plugin is None:
        finding = Finding("error", "system.no_evaluator", "/system", Rule(pack.id, None),
                          {"system": pack.id})
        return Sheet(pack.id, build.name, "", build.type, {}, {}, [], [finding])
    try:
        extra = {} if detail or not plugin.brief else {"detail": False}
        if plugin.links:
            sheet = plugin.evaluate(pack, build, links or {}, **extra)
        else:
            sheet = plugin.evaluate(pack, build, **extra)
    except ExpressionError as exc:
        finding = Finding("error", "pack.formula_failed", "/", Rule(pack.id, None),
                          {"file": pack.id, "formula": "", "error": str(exc)})
        return Sheet(pack.id, build.name, "", build.type, {}, {}, [], [finding])
    sheet.detail = detail
    if detail:  # the type in words, for every view's header (one implementation: builder.core.typenames)
        kind = sheet.type or build.type
        sheet.type_name, sheet.type_name_en = type_name(pack, kind, "ja"), type_name(pack, kind, "en")
    return sheet
