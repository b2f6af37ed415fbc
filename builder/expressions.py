"""Formulas from rule packs, parsed once and evaluated safely.

Contract: :func:`compile_expression` parses a formula string with :mod:`simpleeval` (no
``eval``/``exec``; only arithmetic, comparisons, conditionals and the functions below) and
raises :class:`ExpressionError` naming the problem. :meth:`Expression.__call__` evaluates it
against a mapping of names; an unknown name raises :class:`ExpressionError` too.
"""
from __future__ import annotations

import ast
import math
from dataclasses import dataclass
from typing import Mapping

from simpleeval import SimpleEval, NameNotDefined, FeatureNotAvailable

FUNCTIONS = {"max": max, "min": min, "ceil": math.ceil, "floor": math.floor, "abs": abs}


class ExpressionError(ValueError):
    pass


@dataclass(frozen=True)
class Expression:
    source: str
    node: ast.AST

    def __call__(self, names: Mapping[str, float]) -> float:
        evaluator = SimpleEval(functions=FUNCTIONS, names=names)
        try:
            return evaluator.eval(self.source, previously_parsed=self.node)
        except NameNotDefined as exc:
            raise ExpressionError(f"unknown name {exc.name!r} in {self.source!r}") from exc
        except (FeatureNotAvailable, TypeError, ZeroDivisionError) as exc:
            raise ExpressionError(f"{exc} in {self.source!r}") from exc


def compile_expression(source: str) -> Expression:
    """Parse ``source`` once; the tree is reused for every evaluation."""
    if not isinstance(source, str) or len(source) > 500:
        raise ExpressionError("a formula must be a string of at most 500 characters")
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except SyntaxError as exc:
        raise ExpressionError(f"cannot parse {source!r}: {exc.msg}") from exc
    for node in ast.walk(tree):
        if isinstance(node, (ast.Attribute, ast.Lambda, ast.ListComp, ast.DictComp,
                             ast.SetComp, ast.GeneratorExp, ast.Subscript)):
            raise ExpressionError(f"{type(node).__name__} is not allowed in {source!r}")
        if isinstance(node, ast.Call) and not (
            isinstance(node.func, ast.Name) and node.func.id in FUNCTIONS
        ):
            raise ExpressionError(f"only {', '.join(FUNCTIONS)} may be called in {source!r}")
    return Expression(source.strip(), SimpleEval.parse(source.strip()))
