"""Parsing JSON a user hands us, with a clear answer to every bad input.

Contract: :func:`loads` takes the raw bytes of a file and returns plain JSON data (dict,
list, str, int, float, bool, None), or raises :class:`JsonInputError` with the JSON pointer
of the problem (``""`` for the whole file) and a message that says what is wrong and where
(byte offset, line and column when there is no JSON path yet). It refuses:

- bytes that are not UTF-8 (the offset of the first bad byte); a UTF-8 BOM is accepted;
- JSON syntax errors (line, column, byte offset);
- nesting deeper than :data:`MAX_DEPTH` (the path where it gets too deep);
- whole numbers beyond ±(2**53 − 1) (the largest any JSON tool reads exactly), which also
  keeps Python's 4,300-digit conversion limit out of reach; ``NaN``, ``Infinity`` and
  floats that overflow to infinity;
- strings or keys holding a lone surrogate (``"\\ud800"``), which are not text and cannot
  be written back as UTF-8.

Character files, and any other user JSON (campaign, pack, layout files), can share it.
"""
from __future__ import annotations

import json
import math
import re
from typing import Any

MAX_DEPTH = 64
MAX_SAFE_INT = 2**53 - 1
_SURROGATE = re.compile("[\ud800-\udfff]")
_BOM = b"\xef\xbb\xbf"


class JsonInputError(ValueError):
    """``path`` is a JSON pointer (``""`` = the document), ``message`` says what is wrong."""

    def __init__(self, path: str, message: str, code: str = "", **params: Any):
        super().__init__(f"{path}: {message}" if path else message)
        self.path, self.message = path, message
        # what :mod:`builder.words.problemtext` words in the user's language (``load.<code>``)
        self.code, self.params = code, params


class _Refused:
    """Stands in for a number we will not convert, so the walk can name its JSON path."""

    __slots__ = ("why",)

    def __init__(self, why: str):
        self.why = why


def _parse_int(text: str) -> int | _Refused:
    if len(text) < 16:  # at most 15 digits: always within ±MAX_SAFE_INT (16 digits), the usual case
        return int(text)
    # json hands over the digits before converting: never call int() on thousands of them
    digits = len(text.lstrip("-"))
    if digits > 16 or abs(value := int(text)) > MAX_SAFE_INT:
        return _Refused(f"number too large ({digits} digits; at most ±{MAX_SAFE_INT})")
    return value


def _parse_float(text: str) -> float | _Refused:
    if len(text) > 400:
        return _Refused(f"number too long ({len(text)} characters)")
    value = float(text)
    return value if math.isfinite(value) else _Refused("number too large (not a finite number)")


def _parse_constant(name: str) -> _Refused:
    return _Refused(f"{name} is not a JSON number")


def pointer(parts: list[Any] | tuple[Any, ...]) -> str:
    """RFC 6901 JSON pointer of ``parts`` (``["skills", 0, "id"]`` → ``/skills/0/id``)."""
    # a lone surrogate in a key is shown as its escape, so the pointer itself is printable text
    return "".join("/" + str(p).encode("utf-8", "backslashreplace").decode("utf-8")
                   .replace("~", "~0").replace("/", "~1") for p in parts)


def _where(raw: bytes, text: str, pos: int, bom: int) -> str:
    line = text.count("\n", 0, pos) + 1
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    offset = len(text[:pos].encode("utf-8", "surrogatepass")) + bom
    return f"line {line} column {column} (byte {offset})"


def decode(raw: bytes) -> str:
    """UTF-8 text of ``raw`` without a BOM; :class:`JsonInputError` names the first bad byte."""
    bom = len(_BOM) if raw.startswith(_BOM) else 0
    if raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise JsonInputError("", "UTF-16 text (byte 0 is a UTF-16 byte order mark); save the file as UTF-8", "utf16")
    try:
        return raw[bom:].decode("utf-8")
    except UnicodeDecodeError as exc:
        offset = exc.start + bom
        line = raw.count(b"\n", 0, offset) + 1
        raise JsonInputError("", f"not UTF-8 text: byte {offset} (0x{raw[offset]:02X}, line {line}) "
                                 f"is not valid UTF-8", "not_utf8", byte=offset, line=line) from exc


def loads(raw: bytes, *, check_data: bool = True) -> Any:
    """Parse ``raw`` (see the module contract). ``check_data=False`` leaves the walk of
    :func:`check` to the caller, who must then run it before using the data."""
    data, _ = _parse(raw)
    if check_data:
        check(data)
    return data


def _parse(raw: bytes) -> tuple[Any, str]:
    text = decode(raw)
    bom = len(_BOM) if raw.startswith(_BOM) else 0
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant)
    except json.JSONDecodeError as exc:
        raise JsonInputError("", f"invalid JSON at {_where(raw, text, exc.pos, bom)}: {exc.msg}", "invalid_json",
                             line=exc.lineno, column=exc.colno) from exc
    except RecursionError as exc:
        raise JsonInputError("", f"nested too deeply (more than {MAX_DEPTH} levels)", "too_deep",
                             max=MAX_DEPTH) from exc
    return data, text


def check(data: Any) -> None:
    """Refuse refused numbers, lone surrogates and deep nesting anywhere in ``data``."""
    if not _clean(data):
        _walk(data, [])  # finds the first problem, with its JSON path (or nothing, for odd types)


_PLAIN = frozenset({int, float, bool, type(None)})


def _clean(data: Any) -> bool:
    """True when :func:`_walk` would find nothing: plain JSON types only, no lone surrogate,
    not too deep. Without paths or recursion, and every key and text searched at once (a
    character file is read for every check and audit, issue 13); anything else (a problem,
    or a type the walk must judge) is False."""
    if type(data) is not dict and type(data) is not list:
        return False
    texts: list[str] = []
    stack = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        if depth >= MAX_DEPTH:
            return False
        if type(node) is dict:
            texts.extend(node)  # the keys (a key that is no text fails the join below)
            values = node.values()
        else:
            values = node
        for value in values:
            kind = type(value)
            if kind is str:
                texts.append(value)
            elif kind is dict or kind is list:
                stack.append((value, depth + 1))
            elif kind not in _PLAIN:
                return False
    try:
        return _SURROGATE.search("\n".join(texts)) is None
    except TypeError:
        return False


def _walk(node: Any, path: list[Any]) -> None:
    if isinstance(node, str):
        if (m := _SURROGATE.search(node)) is not None:
            raise JsonInputError(pointer(path), f"text holds a lone surrogate (U+{ord(m.group()):04X} at "
                                                f"character {m.start()}), which is not a character", "surrogate")
    elif isinstance(node, _Refused):
        raise JsonInputError(pointer(path), node.why, "number")
    elif isinstance(node, (dict, list)):
        if len(path) >= MAX_DEPTH:
            raise JsonInputError(pointer(path), f"nested too deeply (more than {MAX_DEPTH} levels)", "too_deep",
                                 max=MAX_DEPTH)
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, value in items:
            path.append(key)
            if isinstance(key, str) and (m := _SURROGATE.search(key)) is not None:
                raise JsonInputError(pointer(path), f"key holds a lone surrogate (U+{ord(m.group()):04X}), "
                                                    f"which is not a character", "surrogate")
            _walk(value, path)
            path.pop()
