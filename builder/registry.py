"""Which code and data make up each system: systems are plug-ins, the core imports none.

Contract: a system registers one :class:`SystemPlugin` under the ``grail_builder.systems``
entry point (name = the system id, value = ``module:PLUGIN``). :func:`plugin_for` returns it,
or ``None`` when no installed package provides one (or it fails to import: reported as
missing, never raised; the engine then gives a ``system.no_evaluator`` finding).
:func:`systems` lists the registered ids that have a pack folder. Lookups are cached.

A plug-in says where its pack data lives (``pack_dir``: ``manifest.json`` + ``content/``),
which pydantic models type its pack content and its characters' choices, how it evaluates a
build, how it indexes its pack after loading, how a new character starts, and where its
export layouts are. Everything else (documents, the command line, the window's generic pages,
the exporters) works from those.

Why entry points: a new system is a new package (or a folder that registers itself in
``pyproject.toml``); adding it touches no core file (issue 10, DESIGN.md "Systems are plug-ins").
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

GROUP = "grail_builder.systems"


@dataclass(frozen=True)
class SystemPlugin:
    """What a system gives the core.

    - ``evaluate(pack, build, links) -> Sheet``: pure; ``links`` maps a link name
      (``"partner"``) to the linked character's :class:`~builder.links.Linked` or ``None``.
    - ``build_model``: the pydantic model of its characters (a subclass of
      :class:`builder.build.Build`, the envelope).
    - ``content_model``: the pydantic model of one pack content file.
    - ``index(pack, content, origins, fixed_choices)``: fills the pack's lookups and runs the
      load-time checks; raises :class:`~builder.packio.PackError` naming file and path.
    - ``new_build(pack, type_id, name) -> dict``: the JSON data of a fresh character.
    - ``types(pack) -> list[dict]``: its character types or classes (id, name, name_en),
      for ``systems --json`` and the window's 新規 menu; ``counts(pack) -> dict``: the size of
      each of its pack's lists, compared with the seed by the tests.
    - ``links``: the names of other characters its rules read (``"partner"``: the 陣営's
      Master or Servant), resolved by :mod:`builder.links`.
    """

    id: str
    pack_dir: Path
    evaluate: Callable[..., Any]
    build_model: type
    content_model: type
    index: Callable[..., None]
    new_build: Callable[..., dict[str, Any]]
    default_type: str
    types: Callable[..., list[dict[str, str]]]
    counts: Callable[..., dict[str, int]]
    links: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)


@lru_cache(maxsize=1)
def _installed_entry_points():
    from importlib.metadata import entry_points
    return entry_points()


def entry_points_in(group: str) -> dict[str, object]:
    """The installed entry points of ``group`` by name. Every group is read from one cached
    scan of the installed packages: a scan costs ~10 ms, and the window reads two groups
    (systems, and their window plug-ins ``grail_builder.forms``) before it shows."""
    return {ep.name: ep for ep in _installed_entry_points().select(group=group)}


@lru_cache(maxsize=1)
def _entry_points() -> dict[str, object]:
    return entry_points_in(GROUP)


@lru_cache(maxsize=None)
def plugin_for(system: str) -> SystemPlugin | None:
    entry = _entry_points().get(system)
    if entry is None:
        return None
    try:
        plugin = entry.load()
    except ImportError:
        return None
    return plugin if isinstance(plugin, SystemPlugin) and plugin.id == system else None


def systems() -> list[str]:
    """Registered systems whose plug-in loads and whose pack folder has a manifest."""
    found = []
    for name in sorted(_entry_points()):
        plugin = plugin_for(name)
        if plugin is not None and (plugin.pack_dir / "manifest.json").is_file():
            found.append(name)
    return found


def evaluator_for(system: str) -> Callable | None:
    plugin = plugin_for(system)
    return plugin.evaluate if plugin is not None else None
