"""Text every export can write: :func:`scrub` and :func:`scrub_json`.

Contract: a :class:`builder.core.build.Build` made in memory (or read by an older loader) may hold
lone surrogates (``"\\ud800"``: a JSON file can carry one as an escape), which no UTF-8 writer
accepts. The text, ココフォリア and BCDice palette exports pass their output through these, so
each lone surrogate becomes U+FFFD (the Unicode replacement character) and the output always
encodes as UTF-8. The bidi embedding, override and isolate controls (U+202A–U+202E,
U+2066–U+2069) are dropped, as the PDF drops them: in a written file they would make a
name read backwards or hide what follows it (issue 29 item 8). Everything else, control
characters included, is kept verbatim: escaping for a terminal or a format is the writer's
job (JSON escapes them; the PDF prints 〓).
"""
from __future__ import annotations

import re
from typing import Any

REPLACEMENT_CHARACTER = "\ufffd"
_SURROGATE = re.compile("[\ud800-\udfff]")
_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")
_EITHER = re.compile("[\ud800-\udfff\u202a-\u202e\u2066-\u2069]")


def scrub(text: str) -> str:
    """``text`` with every surrogate code point replaced by U+FFFD and every bidi control
    dropped (no copy when clean)."""
    if not _EITHER.search(text):
        return text
    return _BIDI.sub("", _SURROGATE.sub(REPLACEMENT_CHARACTER, text))


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
