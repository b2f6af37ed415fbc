"""Expanding a line template over a keyed view (see :mod:`exports.linetemplate`): :class:`Expander`.

Contract: values are looked up by key (the innermost ``each`` entry first, then the view) and
inserted as text, escaped by the writer's ``escape`` and then filtered; never formatted,
evaluated or read as a template again. A key the view lacks (without ``|default``), or one
that names a list where a value is wanted, raises :class:`TemplateError` naming the file.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from exports.linetemplate.model import (AllOf, AnyOf, Differs, EachBlock, Equals, Exists, IfBlock, IfPiece,
                                        JoinPiece, LineTemplate, NotCond, StartsWith, TemplateError, tokens)

_MISSING = object()


class Expander:
    """Expands one template's blocks over a keyed view (see the module contract).

    ``escape`` is applied to every value inserted (never to the template's text)."""

    def __init__(self, template: LineTemplate, view: Mapping[str, Any],
                 escape: Callable[[str], str] = str) -> None:
        self.template, self.escape = template, escape
        self.scopes: list[Mapping[str, Any]] = [view]

    # values -------------------------------------------------------------------------------
    def _lookup(self, key: str) -> Any:
        first, *rest = _key_parts(key)
        value = next((s[first] for s in reversed(self.scopes) if first in s), _MISSING)
        for part in rest:
            if not isinstance(value, Mapping) or part not in value:
                return _MISSING
            value = value[part]
        return value

    def _value(self, key: str) -> Any:
        value = self._lookup(key)
        if value is _MISSING:
            raise TemplateError(f"{self.template.path}: {{{key}}}: no such value")
        return value

    def fill(self, text: str) -> str:
        """``text`` with its placeholders substituted."""
        out = []
        for token in _cached_tokens(text):
            if isinstance(token, str):
                out.append(token)
                continue
            key, filters = token
            value = self._lookup(key)  # once: a text export fills tens of thousands of placeholders
            if value is _MISSING:
                default = next((arg for name, arg in filters if name == "default"), _MISSING)
                if default is _MISSING:
                    raise TemplateError(f"{self.template.path}: {{{key}}}: no such value")
                out.append(default)
                continue
            if isinstance(value, (Mapping, list, tuple)) or value is None:
                raise TemplateError(f"{self.template.path}: {{{key}}}: not a value")
            shown = self.escape(str(value))
            for name, arg in filters:
                shown = _apply(name, arg, shown)
            out.append(shown)
        return "".join(out)

    def holds(self, cond: Any) -> bool:
        """Whether the condition ``cond`` holds on the view (see the language's conditions)."""
        if isinstance(cond, str):
            if cond.startswith("@"):
                return self.holds(self.template.conditions[cond[1:]])
            return bool(self._value(cond))
        if isinstance(cond, NotCond):
            return not self.holds(cond.not_)
        if isinstance(cond, AllOf):
            return all(self.holds(c) for c in cond.all)
        if isinstance(cond, AnyOf):
            return any(self.holds(c) for c in cond.any)
        if isinstance(cond, Exists):
            return self._lookup(cond.has) is not _MISSING
        key, text = (cond.is_ if isinstance(cond, Equals) else cond.isnt if isinstance(cond, Differs)
                     else cond.starts)
        value = str(self._value(key))
        if isinstance(cond, StartsWith):
            return value.startswith(text)
        return (value == text) == isinstance(cond, Equals)

    def _entries(self, key: str) -> list[Any]:
        value = self._value(key)
        if not isinstance(value, (list, tuple)):
            raise TemplateError(f"{self.template.path}: {key}: not a list")
        return list(value)

    # lines --------------------------------------------------------------------------------
    def line(self, pieces: Any) -> str:
        """One line of pieces (a string or a list of pieces)."""
        if isinstance(pieces, str):
            return self.fill(pieces)
        out = []
        for piece in pieces:
            if isinstance(piece, str):
                out.append(self.fill(piece))
            elif isinstance(piece, IfPiece):
                out.append(self.line(piece.then if self.holds(piece.if_) else piece.else_))
            elif isinstance(piece, JoinPiece):
                out.append(piece.sep.join(self._with(piece.as_, entry, {}, lambda: self.line(piece.item))
                                          for entry in self._entries(piece.join)))
            else:
                out.append(piece.sep.join(x for x in (self.line(p) for p in piece.parts) if x))
        return "".join(out)

    def lines(self, blocks: list[Any]) -> list[str]:
        """The lines of ``blocks``."""
        out: list[str] = []
        for block in blocks:
            if isinstance(block, (str, list)):
                out.append(self.line(block))
            elif isinstance(block, IfBlock):
                out += self.lines(block.then if self.holds(block.if_) else block.else_)
            elif isinstance(block, EachBlock):
                entries = self._entries(block.each)
                aliases = {name: self._value(key) for name, key in block.let.items()}
                for entry in entries:
                    out += self._with(block.as_, entry, aliases, lambda: self.lines(block.lines))
                if not entries:
                    out += self.lines(block.empty)
            else:
                out += self.lines(self.template.blocks[block.use])
        return out

    def _with(self, name: str, entry: Any, aliases: Mapping[str, Any], make: Callable[[], Any]) -> Any:
        self.scopes.append({**aliases, name: entry})
        try:
            return make()
        finally:
            self.scopes.pop()


@lru_cache(maxsize=2048)
def _key_parts(key: str) -> tuple[str, ...]:
    """A dotted key's parts (``skill.name`` → ``skill``, ``name``): a template has few keys."""
    return tuple(key.split("."))


@lru_cache(maxsize=2048)
def _cached_tokens(text: str) -> tuple[Any, ...]:
    return tokens(text)


def _apply(name: str, arg: str, text: str) -> str:
    if name == "oneline":  # as the seed's template writes a value on its line
        return text.replace("\n", " ")
    if name == "rjust":
        return text.rjust(int(arg))
    if name == "shorten":  # a backslash an escape left at the cut goes too: no half escape
        limit = int(arg)
        return text if len(text) <= limit else text[:limit - 1].rstrip("\\") + "…"
    return text  # default: only when the value is missing (Expander.fill)
