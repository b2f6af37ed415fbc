"""Text every export can write: :func:`scrub` and :func:`scrub_json`.

Contract: a :class:`builder.build.Build` made in memory (or read by an older loader) may hold
lone surrogates (``"\\ud800"``: a JSON file can carry one as an escape), which no UTF-8 writer
accepts. The text, ココフォリア and BCDice palette exports pass their output through these, so
each lone surrogate becomes U+FFFD (the Unicode replacement character) and the output always
encodes as UTF-8. Everything else, control characters included, is kept verbatim: escaping for
a terminal or a format is the writer's job (JSON escapes them; the PDF prints 〓).
"""
from __future__ import annotations

import re
from typing import Any

REPLACEMENT_CHARACTER = "\ufffd"
_SURROGATE = re.compile("[\ud800-\udfff]")


def scrub(text: str) -> str:
    """``text`` with every surrogate code point replaced by U+FFFD (one pass; no copy when clean)."""
    return _SURROGATE.sub(REPLACEMENT_CHARACTER, text) if _SURROGATE.search(text) else text


def scrub_json(value: Any) -> Any:
    """A copy of a JSON-like value (dicts, lists, strings, numbers) with :func:`scrub` applied
    to every string, keys included."""
    if isinstance(value, str):
        return scrub(value)
    if isinstance(value, dict):
        return {scrub_json(k): scrub_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [scrub_json(v) for v in value]
    return value
