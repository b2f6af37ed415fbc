"""A character's type in words: ``type_name(pack, type_id, lang)``, the one implementation.

Contract: the name of ``type_id`` in its system's plug-in ``types(pack)`` (Japanese, or the
English name when ``lang`` is ``en`` and the pack has one); the id itself when the plug-in does
not know it. Kept on the pack (``pack.memo``): a plug-in builds its whole list of types per call
(~30 µs for the largest pack) and a roster asks once per file. ``check``, ``audit`` and the
sheet (:attr:`builder.core.sheet.Sheet.type_name`, which every export prints) all ask here.
"""
from __future__ import annotations

from typing import Any

from .registry import plugin_for


def type_name(pack: Any, type_id: str, lang: str = "ja") -> str:
    names = pack.memo.setdefault("type_names", {})
    name = names.get((type_id, lang))
    if name is None:
        name = names[type_id, lang] = _type_name(pack, type_id, lang)
    return name


def _type_name(pack: Any, type_id: str, lang: str) -> str:
    plugin = plugin_for(pack.id)
    for t in plugin.types(pack) if plugin is not None else []:
        if t["id"] == type_id:
            return (t.get("name_en") or t["name"]) if lang == "en" else t["name"]
    return type_id
