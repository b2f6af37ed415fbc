"""The line of a place in a JSON text, for a user who opens the file to mend it.

Contract: :func:`pointer_line` takes the text of a JSON document and a JSON pointer (RFC 6901,
as :func:`builder.files.safejson.pointer` writes it) and returns the 1-based line on which that
place starts: the key's line for an object member, the value's for a list item. A place that is
not in the text (a required field left out) is given by the nearest place around it that is.
``None`` when the text is not JSON or for the whole document (``""``), which names no line.
The positions come from json-source-map (a source map of the document), read only when a
problem is reported, never on a good file's path. Pure: no Qt.
"""
from __future__ import annotations

import re
from typing import Any

_LONG_DIGITS = re.compile(r"[0-9]{100,}")


def pointer_line(text: str, pointer: str) -> int | None:
    """The 1-based line of ``pointer`` in ``text`` (see the module contract)."""
    steps = [p.replace("~1", "/").replace("~0", "~") for p in (pointer or "").strip("/").split("/") if p]
    if not steps:
        return None
    try:
        import json_source_map
        # a number too long for int() (the one safejson refused) would stop the map: only lines
        # count here, and a run of digits made one digit keeps every line where it was
        entries: dict[str, Any] = json_source_map.calculate(_LONG_DIGITS.sub("0", text))
    except Exception:  # noqa: BLE001 - any text it cannot read has no line to give
        return None
    # json-source-map writes its keys unescaped ("/a/b" for the key "a/b"), so look up the same
    while steps:
        entry = entries.get("/" + "/".join(steps))
        if entry is not None:
            where = entry.key_start or entry.value_start
            return where.line + 1  # json-source-map counts lines from 0
        steps.pop()
    return None
