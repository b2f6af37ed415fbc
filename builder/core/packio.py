"""Reading pack and campaign files: bounded, and every problem a :class:`PackError`.

Contract: :func:`read_json` returns the parsed JSON of a file or raises :class:`PackError`
naming the file and, where there is one, the place (JSON pointer, line and column, or byte
offset). It reads regular files only (checked before opening, and the file is opened
non-blocking, so a FIFO or device never hangs a start-up), at most :data:`MAX_BYTES`;
accepts a UTF-8 BOM; reports invalid UTF-8 with its byte offset; refuses NaN/Infinity,
numbers too large for Python to read (integers past ``sys.get_int_max_str_digits()``
digits, floats past 1e308) with their line and column, and (unless ``trusted``, for the
bundled files) nesting deeper than :data:`MAX_NESTING` and strings holding lone surrogates
(which no file can store as UTF-8), naming the JSON path.
"""
from __future__ import annotations

import codecs
import json
import os
import re
import stat
import sys
from pathlib import Path
from typing import Any

MAX_BYTES = 4 * 1024 * 1024  # the whole bundled pack is 0.45 MB
MAX_NESTING = 64  # the bundled pack nests 8 deep


class PackError(Exception):
    """A pack file that cannot be used. ``file`` and ``path`` say where."""

    def __init__(self, file: str, path: str, message: str, code: str = "", **params: object):
        super().__init__(f"{file}: {path}: {message}" if path and path != "/" else f"{file}: {message}")
        self.file, self.path, self.message = file, path, message
        self.code, self.params = code, params  # for builder.words.problemtext (``load.<code>``)


def pointer(parts) -> str:
    """A JSON pointer (RFC 6901) from path parts."""
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in parts)


class _Refused(ValueError):
    def __init__(self, literal: str, message: str):
        super().__init__(message)
        self.literal = literal


def _parse_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _Refused(text, f"number {text[:40]} is too large")
    return value


def _parse_constant(text: str) -> Any:
    raise _Refused(text, f"{text} is not a JSON number")


def _where(text: str, literal: str) -> str:
    """Line and column of the first ``literal`` that stands as a JSON token (not in a string)."""
    for match in re.finditer(re.escape(literal), text):
        start = match.start()
        before = text[start - 1] if start else " "
        after = text[match.end()] if match.end() < len(text) else " "
        if before not in "0123456789.eE+-\"" and after not in "0123456789.eE\"":
            line = text.count("\n", 0, start) + 1
            return f"line {line} column {start - text.rfind(chr(10), 0, start)}"
    return "somewhere"


def _read_bytes(path: Path) -> bytes:
    name = str(path)
    try:
        info = os.stat(path)
    except OSError as exc:
        raise PackError(name, "", f"cannot read: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        what = "a folder" if stat.S_ISDIR(info.st_mode) else "a FIFO, device or socket"
        raise PackError(name, "", f"not a regular file ({what})")
    if info.st_size > MAX_BYTES:
        raise PackError(name, "", f"file of {info.st_size} bytes is larger than {MAX_BYTES} bytes")
    try:
        # O_NONBLOCK: if the file was swapped for a FIFO after the stat, open does not wait.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise PackError(name, "", f"cannot read: {exc.strerror or exc}") from None
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise PackError(name, "", "not a regular file (a FIFO, device or socket)")
        try:
            data = handle.read(MAX_BYTES + 1)
        except OSError as exc:
            raise PackError(name, "", f"cannot read: {exc.strerror or exc}") from None
    if len(data) > MAX_BYTES:
        raise PackError(name, "", f"file is larger than {MAX_BYTES} bytes")
    from builder.files.readlog import note_read  # an input: never an output of this process (issue 29)
    note_read(path)
    return data


def read_bytes(path: Path) -> bytes:
    """A regular file's bytes, at most :data:`MAX_BYTES` (the checks of :func:`read_json`
    before any parsing); PackError naming the file otherwise. For the GM's CSV tables."""
    return _read_bytes(path)


def _check_tree(data: Any, name: str, may_hold_surrogates: bool) -> None:
    """Bounded nesting; no lone surrogate in any key or string (iterative: no recursion)."""
    stack: list[tuple[Any, tuple, int]] = [(data, (), 1)]
    while stack:
        node, where, depth = stack.pop()
        if isinstance(node, (dict, list)):
            if depth > MAX_NESTING:
                raise PackError(name, pointer(where), f"nested more than {MAX_NESTING} levels deep")
            items = node.items() if isinstance(node, dict) else enumerate(node)
            for key, value in items:
                if may_hold_surrogates and isinstance(key, str) and _SURROGATE.search(key):
                    raise PackError(name, pointer(where + (key,)), "key holds a lone surrogate (\\ud800–\\udfff)")
                stack.append((value, where + (key,), depth + 1))
        elif may_hold_surrogates and isinstance(node, str) and _SURROGATE.search(node):
            raise PackError(name, pointer(where), "text holds a lone surrogate (\\ud800–\\udfff), which no file can store")


_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _huge_integer(text: str) -> _Refused | None:
    limit = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else 4300
    match = re.search(r"\d{%d,}" % (limit + 1), text)
    if match is None:
        return None
    start = match.start()
    line, column = text.count("\n", 0, start) + 1, start - text.rfind("\n", 0, start)
    return _Refused("", f"integer of {len(match.group())} digits is too large at line {line} column {column}")


def read_json(path: Path, *, trusted: bool = False) -> Any:
    """Read one pack or campaign file (see the module docstring for what is refused)."""
    name = str(path)
    data = _read_bytes(path)
    offset = 0
    if data.startswith(codecs.BOM_UTF8):
        data, offset = data[len(codecs.BOM_UTF8):], len(codecs.BOM_UTF8)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PackError(name, "", f"not UTF-8 text (invalid byte at offset {exc.start + offset})") from None
    try:
        value = json.loads(text, parse_float=_parse_float, parse_constant=_parse_constant)
    except json.JSONDecodeError as exc:
        raise PackError(name, "", f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except _Refused as exc:
        raise PackError(name, "", f"{exc} at {_where(text, exc.literal)}") from None
    except RecursionError:
        raise PackError(name, "", f"nested more than {MAX_NESTING} levels deep") from None
    except ValueError as exc:  # int() past the digit limit: a message, not a traceback
        huge = _huge_integer(text)
        raise PackError(name, "", str(huge) if huge else f"unreadable number: {exc}") from None
    if trusted:
        return value
    # Lone surrogates only come from \\u escapes: skip that part of the walk when there are none.
    _check_tree(value, name, bool(_SURROGATE_ESCAPE.search(text)))
    return value
