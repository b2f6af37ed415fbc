"""What each system draws its own way, one folder per system: ``exports/systems/<id>/`` (the id
spelled with ``_``).

Contract: a system's folder holds its sheet layouts as data (``*.json``, :mod:`exports.layout`)
and, for a format it writes differently from the generic section renderers, a module named by
the format (``text.py``: ``render_text(pack, build, sheet, lang)``; ``discord.py``:
``message(pack, build, sheet)``). :func:`system_part` finds that module by the pack's id; a system
without one (every data system today) is drawn by the generic renderers, so the exporters
branch on a system's folder, never on the shape of its sheet. A system's module imports only
the exports' shared modules at the package's root (:mod:`exports.sectionview`,
:mod:`exports.textsafe`, :mod:`exports.discordtext`), never the format packages that dispatch
to it, so no circle runs through here.
"""
from __future__ import annotations

import importlib
import importlib.util
import re
from functools import lru_cache
from types import ModuleType


@lru_cache(maxsize=64)
def system_part(system: str, part: str) -> ModuleType | None:
    """The module ``exports.systems.<system with _>.<part>``, or None when the system draws that
    format with the generic renderers (no such module; an id that is no module name)."""
    folder = system.replace("-", "_")
    if not (re.fullmatch(r"[a-z][a-z0-9_]*", folder) and re.fullmatch(r"[a-z][a-z0-9_]*", part)):
        return None
    name = f"{__name__}.{folder}.{part}"
    try:
        if importlib.util.find_spec(name) is None:
            return None
    except ModuleNotFoundError:  # no package for the system at all
        return None
    return importlib.import_module(name)
