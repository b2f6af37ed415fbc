"""The engine's front door: ``evaluate(pack, build) -> Sheet``, dispatched by system.

Contract: pure and deterministic. A system without its own evaluator is reported as a
single finding rather than an exception, so a roster with mixed systems still checks. A pack
formula that fails is a finding too (``pack.formula_failed``), never an exception: the
evaluators report it where it is used, and this door catches any that slips past them.
"""
from __future__ import annotations

from typing import Callable

from .build import Build
from .expressions import ExpressionError
from .fate.evaluate import evaluate as evaluate_fate_roll_dice
from .packs import RulePack
from .sheet import Finding, Rule, Sheet

EVALUATORS: dict[str, Callable[[RulePack, Build], Sheet]] = {
    "fate-roll-dice": evaluate_fate_roll_dice,
}


def evaluate(pack: RulePack, build: Build) -> Sheet:
    if build.system != pack.id:
        finding = Finding("error", "system.mismatch", "/system", Rule(pack.id, None),
                          {"system": build.system, "pack": pack.id})
        return Sheet(pack.id, build.name, "", build.type, {}, {}, [], [finding])
    evaluator = EVALUATORS.get(pack.id)
    if evaluator is None:
        finding = Finding("error", "system.no_evaluator", "/system", Rule(pack.id, None),
                          {"system": pack.id})
        return Sheet(pack.id, build.name, "", build.type, {}, {}, [], [finding])
    try:
        return evaluator(pack, build)
    except ExpressionError as exc:
        finding = Finding("error", "pack.formula_failed", "/", Rule(pack.id, None),
                          {"file": pack.id, "formula": "", "error": str(exc)})
        return Sheet(pack.id, build.name, "", build.type, {}, {}, [], [finding])
