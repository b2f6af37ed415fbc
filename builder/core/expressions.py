"""Formulas from rule packs, parsed once and evaluated with hard limits.

Contract: :func:`compile_expression` parses a formula string and raises
:class:`ExpressionError` unless it is small arithmetic over numbers: numeric literals, names,
``+ - * / // % **``, unary ``- + not``, comparisons (``== != < <= > >=``), ``and``/``or``,
``x if c else y`` and calls of :data:`FUNCTIONS`, at most :data:`MAX_LENGTH` characters and
:data:`MAX_DEPTH` levels deep. No strings, attributes, subscripts, keywords or comprehensions:
a formula yields a number and can reach nothing else.

:meth:`Expression.__call__` evaluates it (as :mod:`simpleeval` would, with this module's
operators, through closures built once from the vetted tree) against a mapping of names and returns an ``int``, ``float`` or ``bool``. Every
operand and every intermediate result is a finite number of magnitude at most
:data:`MAX_MAGNITUDE`, and a power is refused *before* it is computed when its result would
be larger, so one evaluation is a few hundred small-number operations at most: it cannot run
long or take memory. Any failure (unknown name, division by zero, NaN/inf, too large, wrong
argument count) raises :class:`ExpressionError`, never anything else.

:func:`dry_run` evaluates a formula at the telling points of the ranges its names can take
(each value for every name at once, then the grid or the corners); the pack loader calls it
so a formula that can fail is refused when the pack loads.
"""
from __future__ import annotations

import ast
import itertools
import math
import operator
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence


MAX_LENGTH = 500
MAX_DEPTH = 60  # far above any rule's formula; keeps evaluation clear of the recursion limit
MAX_MAGNITUDE = 10**12  # no rule number comes near it; every operation on such numbers is cheap
_MAX_BITS = MAX_MAGNITUDE.bit_length()


class ExpressionError(ValueError):
    """A formula that cannot be used. The message says what and, from :func:`dry_run`, where."""


def _number(value: Any) -> int | float:
    """Check an operand or result: a finite real number within :data:`MAX_MAGNITUDE`.
    Returns ``value`` itself."""
    if type(value) is int and -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:  # the usual case, first
        return value
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        if -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
            return value
        raise ExpressionError(f"number out of range (limit ±{MAX_MAGNITUDE:.0e})")
    if isinstance(value, float):
        if math.isnan(value):
            raise ExpressionError("not a number (NaN)")
        if math.isinf(value) or abs(value) > MAX_MAGNITUDE:
            raise ExpressionError(f"number out of range (limit ±{MAX_MAGNITUDE:.0e})")
        return value
    raise ExpressionError(f"not a number: {type(value).__name__}")


def _checked(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap an arithmetic operator: number operands in, bounded number out."""
    def run(*args: Any) -> Any:
        for a in args:
            _number(a)
        return _result(fn, *args)
    return run


def _power(base: int | float, exponent: int | float) -> int | float:
    if base == 0 and exponent < 0:
        raise ExpressionError("division by zero")
    if abs(base) not in (0, 1):
        # Size of the result, known before computing it: 4000000**4000000 would take tens
        # of seconds and gigabytes.
        bits = exponent * math.log2(abs(base))
        if bits > _MAX_BITS:
            raise ExpressionError(f"number out of range (limit ±{MAX_MAGNITUDE:.0e})")
        if bits < -1100:
            return 0.0  # below the smallest float: what the power would round to anyway
    result = base ** exponent
    if isinstance(result, complex):
        raise ExpressionError("not a real number (fractional power of a negative number)")
    return result


def _compare(fn: Callable[[Any, Any], bool]) -> Callable[[Any, Any], bool]:
    return lambda a, b: fn(_number(a), _number(b))


BINARY = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: _power,
}
UNARY = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Not: operator.not_}
COMPARE = {
    ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
    ast.Gt: operator.gt, ast.GtE: operator.ge,
}
OPERATORS: dict[type, Callable[..., Any]] = {
    **{op: _checked(fn) for op, fn in {**BINARY, **UNARY}.items()},
    **{op: _compare(fn) for op, fn in COMPARE.items()},
}


def _min_max(fn: Callable[..., Any]) -> Callable[..., Any]:
    def run(*args: Any) -> Any:
        if not args:
            raise ExpressionError(f"{fn.__name__}() needs at least one value")
        return fn(args)
    return run


def _one(fn: Callable[[Any], Any]) -> Callable[..., Any]:
    def run(*args: Any) -> Any:
        if len(args) != 1:
            raise ExpressionError(f"{fn.__name__}() takes exactly one value, got {len(args)}")
        return fn(args[0])
    return run


FUNCTIONS: dict[str, Callable[..., Any]] = {
    "max": _checked(_min_max(max)), "min": _checked(_min_max(min)),
    "ceil": _checked(_one(math.ceil)), "floor": _checked(_one(math.floor)), "abs": _checked(_one(abs)),
}

_NODES = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare, ast.IfExp, ast.Call,
          ast.Name, ast.Load, ast.Constant, ast.And, ast.Or, *BINARY, *UNARY, *COMPARE)


Run = Callable[[Mapping[str, Any]], Any]  # a compiled formula: names in, value out


@dataclass(frozen=True)
class Expression:
    """A compiled formula. ``names`` are the free names it reads (functions excluded)."""

    source: str
    node: ast.AST
    names: frozenset[str]
    run: Run = field(repr=False, compare=False, default=None)  # type: ignore[assignment]
    # Results already worked out, by the values (and their types: 1, 1.0 and True are equal
    # keys) of the names the formula reads: a formula is a pure function of them, and the
    # characters of a roster share most of them (levels 0–6, rank levels, the GM's settings).
    # Only for a formula of more than one node that reads names (a lone name or number costs
    # less than the look-up); a failure is never kept, so it is raised again each time.
    results: dict | None = field(repr=False, compare=False, default=None)
    read: Callable[[Mapping[str, Any]], Any] | None = field(repr=False, compare=False, default=None)
    # ``self(names)`` as a plain function (:func:`_evaluator`): a caller that evaluates many
    # formulas (a data system's ``evaluate``, ~30–70 a character) calls it without the method call
    quick: Callable[[Mapping[str, Any]], Any] = field(repr=False, compare=False, default=None)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if self.run is None:
            object.__setattr__(self, "run", _closure(self.node))
        if self.names and type(self.node) not in (ast.Name, ast.Constant):
            object.__setattr__(self, "results", {})
            object.__setattr__(self, "read", operator.itemgetter(*sorted(self.names)))
        object.__setattr__(self, "quick", _evaluator(self.source, self.run, self.results, self.read,
                                                     len(self.names) == 1, self.node))

    def __call__(self, names: Mapping[str, Any]) -> int | float | bool:
        return self.quick(names)


MAX_RESULTS = 1024  # results kept per formula (see Expression.results)


def _evaluator(source: str, run: Run, results: dict | None, read: Any, single: bool, node: ast.AST) -> Run:
    """A formula's evaluation (``Expression.__call__``): ``run`` over ``names``, the result
    checked (finite, within :data:`MAX_MAGNITUDE`) and kept in ``results`` by the values ``read``
    gives and their types; every failure an :class:`ExpressionError` naming ``source``. A lone
    number is itself; a lone name's whole number in range is itself, else the same checks."""
    def compute(names: Mapping[str, Any]) -> Any:
        try:
            value = run(names)
            if not (type(value) is int and -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE):
                value = _number(value)  # (an int in range is _number's usual case, without its call)
        except ExpressionError as exc:
            raise ExpressionError(f"{exc} in {source!r}") from None
        except (ArithmeticError, TypeError, ValueError, RecursionError) as exc:
            raise ExpressionError(f"{exc} in {source!r}") from None
        return value

    if type(node) is ast.Constant:
        try:
            value = compute({})  # (checked once: a literal compile_expression let through)
        except ExpressionError:
            return compute  # (never, for a vetted literal: it fails where it is used, as ever)
        return lambda names: value
    if type(node) is ast.Name:
        key = node.id

        def lone(names: Mapping[str, Any]) -> Any:
            try:
                value = names[key]
            except (TypeError, KeyError):
                return compute(names)  # (which says what: an unknown name, a function's name)
            if type(value) is int and -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
                return value
            return compute(names)
        return lone
    if read is None or results is None:
        return compute
    get = results.get

    def kept(names: Mapping[str, Any]) -> Any:
        try:
            values = read(names)  # one value, or a tuple for several names
            key = (values, type(values)) if single else (values, tuple(map(type, values)))
            found = get(key)
        except (KeyError, TypeError):  # a name missing or unhashable: the evaluation says what
            return compute(names)
        if found is not None:
            return found
        value = compute(names)
        if len(results) >= MAX_RESULTS:
            results.clear()  # bounded, whatever values a fuzzer sends
        results[key] = value
        return value
    return kept


# ---------------------------------------------------------------- evaluation
# The vetted tree is turned once into nested closures, one per node, each doing what
# simpleeval's ``SimpleEval._eval_<node>`` does with this module's OPERATORS and FUNCTIONS
# (names looked up in the mapping, then among the functions; ``and``/``or`` returning the
# deciding operand; comparisons chained). simpleeval re-dispatches on the node type at every
# node of every evaluation; the packs' formulas run ~30 times per character, so that
# dispatch was most of a data system's ``evaluate`` (issue 13). tests/builder/core/test_pack_fuzz.py
# checks the closures against simpleeval itself on generated formulas.
def _closure(node: ast.AST) -> Run:
    kind = type(node)
    if kind is ast.Constant:
        value = node.value
        return lambda names: value
    if kind is ast.Name:
        key = node.id

        def name(names: Mapping[str, Any]) -> Any:
            try:
                return names[key]
            except (TypeError, KeyError):
                if key in FUNCTIONS:
                    return FUNCTIONS[key]
                raise ExpressionError(f"unknown name {key!r}") from None
        return name
    if kind is ast.BinOp:
        return _binary(BINARY[type(node.op)], _closure(node.left), _closure(node.right),
                       not _vetted(node.left), not _vetted(node.right))
    if kind is ast.UnaryOp:
        return _unary(UNARY[type(node.op)], _closure(node.operand), not _vetted(node.operand))
    if kind is ast.BoolOp:
        values = tuple(_closure(v) for v in node.values)
        if type(node.op) is ast.And:
            def both(names: Mapping[str, Any]) -> Any:
                result: Any = False
                for value in values:
                    result = value(names)
                    if not result:
                        break
                return result
            return both

        def either(names: Mapping[str, Any]) -> Any:
            result: Any = False
            for value in values:
                result = value(names)
                if result:
                    break
            return result
        return either
    if kind is ast.Compare:
        first = _closure(node.left)
        if len(node.ops) == 1:
            return _comparison(COMPARE[type(node.ops[0])], first, _closure(node.comparators[0]),
                               not _vetted(node.left), not _vetted(node.comparators[0]))
        steps = tuple((OPERATORS[type(o)], _closure(c)) for o, c in zip(node.ops, node.comparators))

        def chain(names: Mapping[str, Any]) -> Any:
            right, result = first(names), True
            for op, comparator in steps:
                if not result:
                    break
                left, right = right, comparator(names)
                result = op(left, right)
            return result
        return chain
    if kind is ast.IfExp:
        test, body, orelse = _closure(node.test), _closure(node.body), _closure(node.orelse)
        return lambda names: body(names) if test(names) else orelse(names)
    if kind is ast.Call:  # compile_expression allows only FUNCTIONS by name, no keywords
        fn, args = FUNCTIONS[node.func.id], tuple(_closure(a) for a in node.args)
        if node.func.id in ("max", "min") and args:
            # FUNCTIONS' max/min with their checks in one step: each value checked; the result
            # is one of them, so it needs no check of its own
            pick = max if node.func.id == "max" else min

            def extreme(names: Mapping[str, Any]) -> Any:
                values = [a(names) for a in args]
                for v in values:
                    _number(v)
                return pick(values)
            return extreme
        return lambda names: fn(*[a(names) for a in args])
    raise ExpressionError(f"{kind.__name__} is not allowed")  # compile_expression refused it already


# OPERATORS check every operand and result with _number. The closures below do the same
# checks but skip them on an operand that has already passed one: a literal (vetted by
# compile_expression), or the result of an operator, a call or a comparison; names, and
# ``and``/``or``/``if`` that may give a name's value, are checked. Same values, same errors.
def _vetted(node: ast.AST) -> bool:
    kind = type(node)
    if kind in (ast.Constant, ast.BinOp, ast.UnaryOp, ast.Call, ast.Compare):
        return True
    if kind is ast.IfExp:
        return _vetted(node.body) and _vetted(node.orelse)
    if kind is ast.BoolOp:
        return all(_vetted(v) for v in node.values)
    return False


def _result(fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)`` with the errors of :func:`_checked`, the result checked."""
    try:
        result = fn(*args)
    except ExpressionError:
        raise
    except ZeroDivisionError as exc:
        raise ExpressionError("division by zero") from exc
    except (OverflowError, ValueError) as exc:  # math range errors, e.g. float overflow
        raise ExpressionError(f"number out of range ({exc})") from exc
    return _number(result)


def _binary(fn: Callable[[Any, Any], Any], left: Run, right: Run, check_left: bool, check_right: bool) -> Run:
    if fn in _PLAIN:  # + - *: no error of their own on numbers in range, the result checked
        def plain(names: Mapping[str, Any]) -> Any:
            a, b = left(names), right(names)
            if check_left:
                _number(a)
            if check_right:
                _number(b)
            result = fn(a, b)
            if type(result) is int and -MAX_MAGNITUDE <= result <= MAX_MAGNITUDE:
                return result
            return _result(fn, a, b)
        return plain

    def run(names: Mapping[str, Any]) -> Any:
        a, b = left(names), right(names)
        if check_left:
            _number(a)
        if check_right:
            _number(b)
        return _result(fn, a, b)
    return run


_PLAIN = (operator.add, operator.sub, operator.mul)


def _unary(fn: Callable[[Any], Any], operand: Run, check: bool) -> Run:
    def run(names: Mapping[str, Any]) -> Any:
        a = operand(names)
        if check:
            _number(a)
        return _result(fn, a)
    return run


def _comparison(fn: Callable[[Any, Any], bool], left: Run, right: Run, check_left: bool, check_right: bool) -> Run:
    def run(names: Mapping[str, Any]) -> bool:
        a, b = left(names), right(names)
        if check_left:
            _number(a)
        if check_right:
            _number(b)
        return fn(a, b)
    return run


def _depth(node: ast.AST, limit: int) -> int:
    """Depth of the tree, giving up (returning ``limit + 1``) past ``limit``."""
    stack, deepest = [(node, 1)], 0
    while stack:
        current, depth = stack.pop()
        deepest = max(deepest, depth)
        if deepest > limit:
            return deepest
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(current))
    return deepest


def compile_expression(source: str) -> Expression:
    """Parse and vet ``source`` once; the tree is reused for every evaluation."""
    if not isinstance(source, str) or len(source) > MAX_LENGTH:
        raise ExpressionError(f"a formula must be a string of at most {MAX_LENGTH} characters")
    text = source.strip()
    try:
        tree = ast.parse(text, mode="eval")
    except (SyntaxError, ValueError, MemoryError, RecursionError) as exc:
        raise ExpressionError(f"cannot parse {text!r}: {getattr(exc, 'msg', None) or exc}") from None
    if _depth(tree, MAX_DEPTH) > MAX_DEPTH:
        raise ExpressionError(f"nested more than {MAX_DEPTH} levels deep in {text!r}")
    called = set()
    for node in ast.walk(tree):
        if not isinstance(node, _NODES):
            raise ExpressionError(f"{type(node).__name__} is not allowed in {text!r}")
        if isinstance(node, ast.Call):
            if not (isinstance(node.func, ast.Name) and node.func.id in FUNCTIONS) or node.keywords:
                raise ExpressionError(f"only {', '.join(FUNCTIONS)}(…) may be called in {text!r}")
            called.add(id(node.func))
        if isinstance(node, ast.Constant):
            if not isinstance(node.value, (int, float)):  # bool is an int
                raise ExpressionError(f"only numbers are allowed, not {node.value!r:.40}, in {text!r}")
            try:
                _number(node.value)
            except ExpressionError as exc:
                raise ExpressionError(f"{exc} in {text!r}") from None
    names = frozenset(n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and id(n) not in called)
    return Expression(text, tree.body, names)


MAX_GRID = 256  # the whole grid of values is tried when it has at most this many points
DRY_RUN_STEPS = 4096  # tree nodes evaluated per formula at most: a long formula gets fewer points


def dry_run(expr: Expression, ranges: Mapping[str, Sequence[int]]) -> None:
    """Evaluate ``expr`` wherever its names can be, or raise :class:`ExpressionError`.

    ``ranges`` maps every name the formula will really get to the values it can take. A
    name outside ``ranges`` is an unknown name. Tried, in this order and at most
    :data:`DRY_RUN_STEPS` tree nodes' worth (so the check stays a few milliseconds however
    long the formula): every name at the same value (for each value: catches ``x/(a-b)``
    and ``x/(a-3)``), then, for a formula with division, powers or conditions, the whole
    grid of values when it has at most :data:`MAX_GRID` points, otherwise every
    lowest/highest corner (one-hot when there are too many). The message names the
    assignment that failed.
    """
    unknown = sorted(expr.names - ranges.keys())
    if unknown:
        import difflib  # only for this message: not worth its import time at every start-up

        near = difflib.get_close_matches(unknown[0], list(ranges), n=3)
        hint = f" (did you mean {', '.join(near)}?)" if near else ""
        raise ExpressionError(f"unknown name {unknown[0]!r}{hint} in {expr.source!r}")
    used = sorted(expr.names)
    values = {n: sorted(set(ranges[n])) for n in used}
    tree = list(ast.walk(expr.node))
    # Without division, powers or conditions (only + - * max min abs ceil floor) a formula
    # cannot fail inside the ranges except by size, which is largest at the corners; with
    # them any point may fail (x / (a - b)), so the whole grid is tried when it is small.
    grid = any(isinstance(n, _GRID_NODES) for n in tree)
    for assignment in itertools.islice(_assignments(used, values, grid), max(4, DRY_RUN_STEPS // len(tree))):
        try:
            expr(assignment)
        except ExpressionError as exc:
            where = ", ".join(f"{k}={v}" for k, v in assignment.items())
            raise ExpressionError(f"{exc} (when {where})" if where else str(exc)) from None
    if expr.results:
        expr.results.clear()  # the dry run's points are not the characters' values: no need to keep them


_GRID_NODES = (ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.Compare, ast.IfExp, ast.BoolOp, ast.Not)


def _assignments(used: list[str], values: dict[str, list[int]], grid: bool):
    """Points to try, most telling first, each once."""
    if not used:
        yield {}
        return
    seen = set()
    for point in _points(used, values, grid):
        key = tuple(point[n] for n in used)
        if key not in seen:
            seen.add(key)
            yield point


def _points(used: list[str], values: dict[str, list[int]], grid: bool):
    every = sorted(set().union(*values.values()))
    if len(every) > 64:
        every = every[:32] + every[-32:]
    for v in every:
        yield {n: min(max(v, values[n][0]), values[n][-1]) for n in used}
    if grid and math.prod(len(v) for v in values.values()) <= MAX_GRID:
        for combo in itertools.product(*(values[n] for n in used)):
            yield dict(zip(used, combo))
        return
    ends = {n: (values[n][0], values[n][-1]) for n in used}
    if 2 ** len(used) <= MAX_GRID:
        for combo in itertools.product(*(ends[n] for n in used)):
            yield dict(zip(used, combo))
    else:
        for high in used:
            yield {n: ends[n][n == high] for n in used}
            yield {n: ends[n][n != high] for n in used}
