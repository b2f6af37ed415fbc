"""How large a rule pack may grow: checked as each layer is laid on, so a pack too large for
the character files it makes is refused when it loads (issue 29 item 13).

Contract: :func:`size_limits` ``(plugin) -> {content field: most entries}``: every list or
table of the pack's content may hold at most :data:`MAX_ENTRIES` entries, and a field the
character file keeps one value per entry of (a data system's ``stats``, ``options`` and
``lists``; a letter-scale build's ``stats``: a dict in the build model with its own ``max_length``)
at most that many, since a character of the pack must still fit its own file's limits.
:func:`check_sizes` ``(merged, layer_name, limits)`` raises :class:`builder.core.packio.PackError`
naming the layer that made a field too large and the field (``/stats``), so the loader sets
a user pack aside (and names it) and refuses a ``--pack`` file, before any character is made
or evaluated: 5,000 stats are one clear message, not a ValidationError after the work or a
window taking seconds to draw them. :func:`check_layer_sizes` ``(data, layer_name, limits)``
is the same refusal of a user's file on its own, before its entries are checked one by one
against the schema (a second for 5,000 stats): a file whose own entries are more than a field
allows makes that field too large whatever it is laid over (the merge keeps every id it brings).
"""
from __future__ import annotations

import typing
from functools import lru_cache
from typing import Any

from .packio import PackError

#: the most entries of any one list of a pack (the bundled packs' largest,
#: skills, hold under 200; a list entry's own catalogue is bounded at 2,000 by the model)
MAX_ENTRIES = 2000


def _max_length(info: Any) -> int | None:
    return next((m.max_length for m in info.metadata if getattr(m, "max_length", None) is not None), None)


def size_limits(plugin: Any) -> dict[str, int]:
    """See the module contract."""
    return _limits(plugin.content_model, plugin.build_model)


@lru_cache(maxsize=16)
def _limits(content_model: type, build_model: type) -> dict[str, int]:
    limits = {name: MAX_ENTRIES for name in content_model.model_fields}
    for name, info in build_model.model_fields.items():
        if name in limits and typing.get_origin(info.annotation) is dict and (most := _max_length(info)):
            limits[name] = min(limits[name], most)
    return limits


def check_sizes(merged: dict[str, Any], layer_name: str, limits: dict[str, int]) -> None:
    """Raise PackError when a field of ``merged`` holds more entries than ``limits`` allow."""
    for name, most in limits.items():
        value = merged.get(name)
        if isinstance(value, (list, dict)) and len(value) > most:
            _refuse(layer_name, name, f"{len(value):,} entries with this file", most)


def check_layer_sizes(data: Any, layer_name: str, limits: dict[str, int]) -> None:
    """Raise PackError when ``data`` (one user-written layer, as read, not yet checked) brings a
    field more entries than ``limits`` allow: a list's distinct ids (each stays an entry of the
    merge, :func:`builder.core.packmerge.merge`), a table's keys. Anything else is left to the
    schema and to :func:`check_sizes` on the merge."""
    if not isinstance(data, dict):
        return
    for name, most in limits.items():
        value = data.get(name)
        if isinstance(value, list):
            count = len({e.get("id") for e in value if isinstance(e, dict) and isinstance(e.get("id"), str)})
        elif isinstance(value, dict):
            count = len(value)
        else:
            continue
        if count > most:
            _refuse(layer_name, name, f"{count:,} entries in this file", most)


def _refuse(layer_name: str, name: str, counted: str, most: int) -> None:
    """The one refusal of a field too large (``counted``: how many, and of what)."""
    raise PackError(layer_name, f"/{name}",
                    f"{counted}; a pack may have at most {most:,} (a character's file keeps one value per entry)")
