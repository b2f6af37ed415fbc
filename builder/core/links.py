"""陣営 links: a character's rules may read another character (its partner).

Contract: :func:`resolve_partner` reads the file a character names in ``partner`` (a path
relative to the character's own file), evaluates it with its own system (without following
its links: no cycles) and returns ``{"partner": Linked}``, or ``{"partner": None,
"partner_error": "(why)", "partner_error_en": " (why)"}`` (why in Japanese and English,
:func:`builder.words.problemtext.problem_text`) when there is none or it cannot be read, so the
engine can say which figure waits for what. The partner is read only when
:func:`builder.files.linkpath.linked_file` allows it (inside the character's folder after links are
resolved, no NUL, a regular bounded file): anything else is a ``partner_error`` naming the
link, never a read. Nothing is written. Used by ``check``, ``explain``, ``export`` and the window.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from .documents import MAX_BYTES as CHARACTER_BYTES
from .documents import DocumentError, load_build
from builder.files.linkpath import LinkRefused, linked_file
from .engine import evaluate
from .packio import PackError
from builder.words.problemtext import problem_text
from .registry import plugin_for
from .sections import ListRow, ListSection


@dataclass(frozen=True)
class Linked:
    """The partner: its file, build and sheet (its own figures, as its system computed them)."""

    file: str
    build: Any
    sheet: Any

    def entries(self, list_id: str) -> list[ListRow]:
        """The partner's entries of the pack's list ``list_id``: the rows of its sheet's list
        sections on that list (a brief sheet holds them too), in the sheet's order."""
        return [row for section in self.sheet.sections if isinstance(section, ListSection)
                for row in section.rows if row.list_id == list_id]


def resolve_partner(build: Any, file: str | os.PathLike | None,
                    pack_for: Callable[[str], Any], cache: dict | None = None,
                    detail: bool = True, builds: dict | None = None) -> dict[str, Any]:
    """See the module contract; ``cache`` (a dict the caller keeps for one run, e.g. ``audit``
    over a roster where many Servants name one Master) keeps each partner file's result,
    and the partner's build read from its file for the caller to take (:func:`shared_build`).
    ``detail=False``: the partner's sheet without its per-row tables
    (:func:`builder.core.engine.evaluate`), for ``check`` and ``audit``, which print none of the
    partner's rows; what a system's rules read of a partner is there either way (its kind,
    derived values, stat values and list entries)."""
    if cache is not None:
        target = getattr(build, "partner", "") or ""
        if target and file is not None:
            # the path as written (not normalised): the sheet names the partner's file by it
            key = (str(Path(os.fspath(file)).parent / target), build.system, detail)
            if key not in cache:
                cache[key] = resolve_partner(build, file, pack_for, detail=detail, builds=cache)
            return cache[key]
    target = getattr(build, "partner", "") or ""
    if not target:
        return {"partner": None}
    if file is None:
        return {"partner": None, "partner_error": "(キャラクターが未保存のため、パートナーのパスの基準フォルダがありません)",
                "partner_error_en": " (the character is not saved yet, so its partner's path has no folder)"}
    try:
        # the one rule for every link: inside this file's folder, a regular bounded file (#29)
        path = linked_file(file, target, "character", CHARACTER_BYTES)
    except LinkRefused as exc:
        return {"partner": None, "partner_error": f"(パートナー {exc.ja}。読みません)",
                "partner_error_en": f" (partner {exc.en}; not read)"}
    try:
        partner = shared_build(builds, str(path))
        if partner is None:
            partner = load_build(path)
            keep_build(builds, str(path), partner)
        pack = pack_for(partner.system)
    except (DocumentError, PackError) as exc:
        return {"partner": None, "partner_error": f"({problem_text(exc, 'ja')})",
                "partner_error_en": f" ({problem_text(exc, 'en')})"}
    if partner.system != build.system:
        return {"partner": None, "partner_error": f"({path}: 別のシステム {partner.system} のキャラクターです)",
                "partner_error_en": f" ({path}: another system, {partner.system})"}
    return {"partner": Linked(str(path), partner, evaluate(pack, partner, {}, detail))}


def shared_build(cache: dict | None, file: str) -> Any:
    """The build read from ``file`` earlier in this run and kept in ``cache`` (a run's partner
    cache, see :func:`resolve_partner`), taken out of it; None when there is none. ``audit``
    reads each file of a 陣営 pair once as a row and once as the other's partner: the second
    read finds the first's build (the same file, parsed and validated the same way)."""
    return cache.pop((file, "build"), None) if cache is not None else None


def keep_build(cache: dict | None, file: str, build: Any) -> None:
    """Keep ``build`` (read from ``file``) in ``cache`` for :func:`shared_build`."""
    if cache is not None:
        cache[file, "build"] = build  # (the path first, as the window's roster forgets changed files by it)


def evaluate_linked(pack: Any, build: Any, file: str | os.PathLike | None,
                    pack_for: Callable[[str], Any], cache: dict | None = None, detail: bool = True) -> Any:
    """``evaluate(pack, build, links)`` with the links its system reads resolved from
    ``file``'s folder (the command line's and the window's way to evaluate a saved file);
    ``cache``: see :func:`resolve_partner`; ``detail``: see :func:`builder.core.engine.evaluate`
    (the partner's sheet likewise)."""
    plugin = plugin_for(pack.id)
    links = resolve_partner(build, file, pack_for, cache, detail) if plugin is not None and "partner" in plugin.links else {}
    return evaluate(pack, build, links, detail)
