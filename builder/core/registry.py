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

import os
import re
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import import_module
from pathlib import Path
from typing import Any, Callable

GROUP = "grail_builder.systems"


@dataclass(frozen=True)
class SystemPlugin:
    """What a system gives the core.

    - ``evaluate(pack, build, links) -> Sheet``: pure; ``links`` maps a link name
      (``"partner"``) to the linked character's :class:`~builder.core.links.Linked` or ``None``.
    - ``build_model``: the pydantic model of its characters (a subclass of
      :class:`builder.core.build.Build`, the envelope).
    - ``content_model``: the pydantic model of one pack content file (the core loads, layers
      and validates it without reading its fields; :mod:`builder.core.packs`).
    - ``pack_class``: the :class:`~builder.core.packs.RulePack` subclass its packs are made as,
      when its ``index`` keeps its lookups as attributes of the pack (``None``: the envelope
      itself, with the lookups in ``pack.index``).
    - ``index(pack, content, origins, fixed_choices)``: fills the pack's lookups and runs the
      load-time checks; raises :class:`~builder.core.packio.PackError` naming file and path.
    - ``new_build(pack, type_id, name) -> dict``: the JSON data of a fresh character.
    - ``types(pack) -> list[dict]``: its character types or classes (id, name, name_en),
      for ``systems --json`` and the window's 新規 menu; ``counts(pack) -> dict``: the size of
      each of its pack's lists, compared with the seed by the tests.
    - ``links``: the names of other characters its rules read (``"partner"``: the 陣営's
      Master or Servant), resolved by :mod:`builder.core.links`.
    - ``brief``: its ``evaluate`` takes ``detail=False`` (see :func:`builder.core.engine.evaluate`)
      and then leaves out the per-row tables ``check`` and ``audit`` never print.
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
    brief: bool = False
    pack_class: type | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class InstalledEntry:
    """One entry point of an installed package: ``name = module:attribute`` in ``group``."""

    name: str
    value: str
    group: str

    def load(self) -> Any:
        """Import the module and return the attribute (raises ImportError if it is missing)."""
        module, _, attribute = self.value.partition(":")
        found = import_module(module.strip())
        for part in filter(None, attribute.split("[")[0].strip().split(".")):
            found = getattr(found, part)
        return found


@lru_cache(maxsize=1)
def _installed_entry_points() -> tuple[InstalledEntry, ...]:
    """Every entry point of the packages installed on ``sys.path``, read straight from their
    ``*.dist-info``/``*.egg-info`` ``entry_points.txt`` (the files ``importlib.metadata``
    reads; the first package of a name on the path wins, as there). Importing
    ``importlib.metadata`` alone costs the window's start-up about 40 ms (it imports
    ``email``); this read costs about 1 ms."""
    entries: list[InstalledEntry] = []
    seen: set[str] = set()
    for folder in dict.fromkeys(sys.path):
        try:
            names = sorted(e.name for e in os.scandir(folder or ".") if e.name.endswith((".dist-info", ".egg-info")))
        except OSError:  # not a folder (a zip) or unreadable: nothing installed there for us
            continue
        for name in names:
            stem = name.removesuffix(".dist-info").removesuffix(".egg-info")
            package = re.sub(r"[-_.]+", "-", stem.partition("-")[0]).lower()  # "name-version"
            if package in seen:
                continue
            seen.add(package)
            try:
                text = Path(folder or ".", name, "entry_points.txt").read_text(encoding="utf-8")
            except OSError:
                continue
            entries.extend(_parse_entry_points(text))
    return tuple(entries)


def _parse_entry_points(text: str) -> list[InstalledEntry]:
    """``[group]`` headers and ``name = value`` lines (the entry points file format)."""
    found, group = [], ""
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1].strip()
        elif "=" in line and group:
            name, _, value = line.partition("=")
            found.append(InstalledEntry(name.strip(), value.strip(), group))
    return found


def entry_points_in(group: str) -> dict[str, object]:
    """The installed entry points of ``group`` by name (each with ``name`` and ``load()``).
    Every group is read from one cached scan of the installed packages: the window reads two
    groups (systems, and their window plug-ins ``grail_builder.forms``) before it shows."""
    return {ep.name: ep for ep in _installed_entry_points() if ep.group == group}


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
