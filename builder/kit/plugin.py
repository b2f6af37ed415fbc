"""A data system's plug-in from its folder: ``data_plugin(__package__, ...)`` in its ``plugin.py``.

Contract: the folder holds ``pack/manifest.json`` and ``pack/content/*.json`` (typed by
:class:`builder.kit.model.DataContent`); the plug-in evaluates with :mod:`builder.kit.evaluate`,
indexes with :mod:`builder.kit.system`, and its characters are ``build_model`` (a
:class:`builder.kit.build.DataBuild`). A new character gets each stat's default, the first
choice of nothing (the player chooses), and the kind asked for.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

from builder.kit.build import DataBuild
from builder.kit.evaluate import evaluate
from builder.kit.model import DataContent
from builder.kit.system import index
from builder.core.registry import SystemPlugin
from builder.core.sections import StatSection, find


def _new_build(pack: Any, type_name: str, name: str = "") -> dict[str, Any]:
    content = pack.index.content
    kind = next((k for k in content.kinds if type_name in (k.id, k.name, k.name_en)), None)
    if kind is None:
        raise ValueError(f"unknown type {type_name!r}; known: {', '.join(k.id for k in content.kinds)}")
    stats = {s.id: s.default for s in content.stats if s.kinds is None or kind.id in s.kinds}
    return {"system": pack.id, "type": kind.id, "name": name, "stats": stats}


def _types(pack: Any) -> list[dict[str, str]]:
    return [{"id": k.id, "name": k.name, "name_en": k.name_en} for k in pack.index.content.kinds]


def _counts(pack: Any) -> dict[str, int]:
    """Each list's size: kinds, stats, options' choices, lists' types and catalogues, checks."""
    content = pack.index.content
    counts = {"kinds": len(content.kinds), "stats": len(content.stats), "steps": len(content.steps)}
    for s in content.scales:
        if s.steps:
            counts[f"scale:{s.id}"] = len(s.steps)
    for o in content.options:
        counts[f"option:{o.id}"] = len(o.choices)
    for lst in content.lists:
        counts[f"list:{lst.id}:types"] = len(lst.types)
        counts[f"list:{lst.id}:catalogue"] = len(lst.catalogue)
    return counts


def _pack_dir(where: str) -> Path:
    """``where`` is the plug-in's package name (``__package__``): its ``pack`` folder is found
    through importlib.resources, as package data (a checkout, a wheel, the standalone build).
    A path to its ``plugin.py`` (``__file__``, the older form) still works: the folder beside it."""
    if where.endswith((".py", ".pyc")) or "/" in where or "\\" in where:
        return Path(where).resolve().parent / "pack"
    return Path(str(resources.files(where) / "pack"))


def _forge(*args: Any, **kwargs: Any) -> Any:
    """The data systems' NPC forge (:func:`builder.kit.forge.forge_data`), imported when asked:
    evaluating a character does not load it."""
    from builder.kit.forge import forge_data
    return forge_data(*args, **kwargs)


def _level(sheet: Any) -> int | None:
    """A data character's level for the GM's roster (:func:`builder.gm.audit.level_of`): the final
    value of its stat in the ``level`` group (e.g. a レベル), the first row of the sheet's stat
    section ``stats:level`` (a brief sheet, as the roster evaluates, holds its stat sections too);
    None when its pack has none."""
    section = find(sheet.sections, "stats:level")
    rows = section.rows if isinstance(section, StatSection) else ()
    return rows[0].value if rows else None


def data_plugin(plugin_file: str, system: str, *, default_type: str, build_model: type = DataBuild,
                links: tuple[str, ...] = ("partner",), extra: dict[str, Any] | None = None) -> SystemPlugin:
    """``plugin_file``: the plug-in's ``__package__`` (see :func:`_pack_dir`).
    ``extra`` holds what other parts of the app ask of a system by name (``"side"``: the
    pairs a side may hold by the rule and the side table's default columns, :mod:`builder.gm.side`);
    ``"forge"`` is the data systems' NPC forge unless ``extra`` gives another."""
    return SystemPlugin(
        id=system, pack_dir=_pack_dir(plugin_file), evaluate=evaluate,
        build_model=build_model, content_model=DataContent, index=index, new_build=_new_build,
        default_type=default_type, types=_types, counts=_counts, links=links, brief=True,
        extra={"forge": _forge, "level": _level, **(extra or {})})
