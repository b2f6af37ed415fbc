"""What each system draws its own way, one folder per system: ``exports/systems/<id>/`` (the id
spelled with ``_``).

Contract: a system's folder holds data only: its sheet layouts (``*.json``, :mod:`exports.layout`)
and, for a format it words differently from the generic section renderers, a line template
named by the format (``templates/text.json``: the plain-text sheet; ``templates/discord.json``:
the Discord message; :mod:`exports.linetemplate`, ``schemas/<part>-template.schema.json``), with its words (``words/*.json``).
:func:`system_part` finds and loads that template by the pack's id; a system without one
(every data system today) is drawn by the generic renderers, so the exporters branch on a
system's folder, never on the shape of its sheet, and no system's code lives here.
"""
from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from pathlib import Path

from exports.linetemplate import PARTS, LineTemplate, load_template


@lru_cache(maxsize=1)
def systems_dir() -> Path:
    """This package's folder, through importlib.resources (found the same way in a checkout, a
    wheel and the standalone build)."""
    return Path(str(resources.files(__name__)))


def system_part(system: str, part: str) -> LineTemplate | None:
    """The system's template for ``part`` (``text`` or ``discord``):
    ``exports/systems/<system with _>/templates/<part>.json``, loaded (re-read when it changes);
    None when the system draws that format with the generic renderers (no such file; an id or
    part that is no file name). A template that cannot be used raises
    :class:`exports.linetemplate.TemplateError` naming the file."""
    folder = system.replace("-", "_")
    if part not in PARTS or not re.fullmatch(r"[a-z][a-z0-9_]*", folder):
        return None
    path = systems_dir() / folder / "templates" / f"{part}.json"
    return load_template(path, part) if path.is_file() else None
