"""Putting user text on a terminal: nothing in a file can fake output or move the cursor.

Contract:
- :func:`escape` shows control characters (C0, DEL, C1: ESC, CR, newline, backspace, CSI …),
  line and paragraph separators, bidirectional overrides (the "Trojan Source" characters)
  and lone surrogates as visible escapes (``\\x1b``, ``\\n``, ``\\u202e``, ``\\udcff``);
  everything else, Japanese included, is unchanged. ``keep`` names characters to leave
  alone (``"\\n\\t"`` for multi-line text such as ``export --text -``). :func:`escape_lines`
  gives several lines as one text to write (each escaped, each ending in a newline).
- :func:`json_text` is :func:`json.dumps` (UTF-8, indented) with the same characters written
  as ``\\u`` escapes of four hex digits: still valid JSON that parses to the same data.
- :func:`setup_streams` makes stdout and stderr replace what their encoding cannot show
  (``PYTHONIOENCODING=cp932`` and ``—``) instead of raising.
- :class:`GuardedStdout` wraps stdout so that a write it refuses (``> /dev/full``, a full
  disk) raises :class:`StdoutError`, which the CLI reports as the user's problem, not a bug.
- :func:`confirmed` asks a yes/no question on the terminal: ``yes`` (the command's ``--yes`` or
  ``--force``) answers it; without a terminal (a pipe, a script, CI) the answer is no, so
  nothing is replaced unasked.
- :func:`silence_stdout` points stdout at the null device after the reader went away
  (``grail-builder check … | head -1``), so the interpreter's last flush cannot fail.
"""
from __future__ import annotations

import json
import os
import re
import sys
from typing import Any

_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f", "\v": "\\v", "\0": "\\0"}
_UNSAFE = ([chr(c) for c in range(0x20)] + [chr(c) for c in range(0x7F, 0xA0)]
           + ["\u061c", "\u200e", "\u200f", "\u2028", "\u2029"]
           + [chr(c) for c in range(0x202A, 0x202F)] + [chr(c) for c in range(0x2066, 0x206A)])
_UNSAFE_RE = re.compile("[" + re.escape("".join(_UNSAFE)) + "\ud800-\udfff]")
# what json.dumps(ensure_ascii=False) leaves raw although a terminal acts on it
_JSON_UNSAFE_RE = re.compile("[" + re.escape("".join(c for c in _UNSAFE if ord(c) >= 0x7F))
                             + "\ud800-\udfff]")


def _visible(ch: str) -> str:
    if ch in _NAMED:
        return _NAMED[ch]
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def escape(text: Any, keep: str = "") -> str:
    """``text`` (made a string) with unsafe characters shown as escapes (see the contract)."""
    text = str(text)
    if keep:
        return _UNSAFE_RE.sub(lambda m: m.group() if m.group() in keep else _visible(m.group()), text)
    return _UNSAFE_RE.sub(lambda m: _visible(m.group()), text)


def has_unsafe(text: str) -> bool:
    """Whether :func:`escape` would change ``text``. Joined texts hold an unsafe character iff
    one of them does (it is one code point), so one search can clear many texts at once."""
    return _UNSAFE_RE.search(text) is not None


def escape_lines(lines: list[str]) -> str:
    """``lines`` escaped, each ending in a newline (what ``print(escape(line))`` writes for each):
    one search over all of them first (:func:`has_unsafe`), as user text rarely holds anything
    to escape."""
    if not has_unsafe("".join(lines)):
        return "\n".join(lines) + "\n" if lines else ""
    return "".join(escape(line) + "\n" for line in lines)


def json_text(data: Any) -> str:
    """``data`` as indented UTF-8 JSON that is safe to show on a terminal."""
    text = json.dumps(data, ensure_ascii=False, indent=2)
    return _JSON_UNSAFE_RE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def setup_streams() -> None:
    """Let stdout and stderr replace characters their encoding cannot show."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="replace")
            except (ValueError, OSError):  # a closed or exotic stream: leave it as it is
                pass


def silence_stdout() -> None:
    """After a ``BrokenPipeError``: send what is still buffered to the null device."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no real descriptor (tests): nothing to do
        pass


class StdoutError(OSError):
    """Standard output refused what was printed (``> /dev/full``, a full disk, an I/O error): a
    problem of the user's output, not a bug, told apart from other ``OSError``s by where it
    happened. ``export … -`` reports it as ``-: cannot write``; otherwise ``builder.cli.main.main`` does."""


class GuardedStdout:
    """``sys.stdout`` during a command: a failed write or flush becomes :class:`StdoutError`
    (a closed pipe stays ``BrokenPipeError``: that one ends quietly)."""

    def __init__(self, stream: Any):
        self._stream = stream

    def _guard(self, name: str, *args: Any) -> Any:
        try:
            return getattr(self._stream, name)(*args)
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise StdoutError(exc.errno, exc.strerror or str(exc)) from exc

    def write(self, text: str) -> int:
        return self._guard("write", text)

    def writelines(self, lines: Any) -> None:
        return self._guard("writelines", lines)

    def flush(self) -> None:
        return self._guard("flush")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def confirmed(question: str, yes: bool = False) -> bool:
    """True when ``yes`` or the user at a terminal answers y/yes to ``question`` (``[y/N]``
    added); False without a terminal or at end of input."""
    if yes:
        return True
    stdin = sys.stdin
    if stdin is None or not stdin.isatty():
        return False
    try:
        return input(f"{question} [y/N] ").strip().lower() in ("y", "yes")
    except EOFError:
        return False
