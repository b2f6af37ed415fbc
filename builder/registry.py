"""Which code evaluates which system: systems are plug-ins, the core imports none of them.

Contract: :func:`evaluator_for` returns the ``evaluate(pack, build) -> Sheet`` function a
system registered under the ``grail_builder.systems`` entry point (name = the pack id, value =
``module:function``), or ``None`` when no installed package provides one. Lookups are cached;
:func:`systems` lists the registered ids. A plug-in that fails to import is reported as
missing (the engine then gives a ``system.no_evaluator`` finding), never raised.

Why entry points: a new system is a new package (or a folder that registers itself in
``pyproject.toml``); adding it touches no core file (issue 10, DESIGN.md "Systems are plug-ins").
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

GROUP = "grail_builder.systems"


@lru_cache(maxsize=1)
def _entry_points() -> dict[str, object]:
    from importlib.metadata import entry_points
    return {ep.name: ep for ep in entry_points(group=GROUP)}


def systems() -> list[str]:
    return sorted(_entry_points())


@lru_cache(maxsize=None)
def evaluator_for(system: str) -> Callable | None:
    entry = _entry_points().get(system)
    if entry is None:
        return None
    try:
        return entry.load()
    except ImportError:
        return None
