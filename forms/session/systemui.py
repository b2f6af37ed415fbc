"""Systems' window plug-ins: the widgets of a system that no generic page can give.

Contract: a system may register a :class:`SystemUI` under the ``grail_builder.forms`` entry
point (name = the system id, value = ``module:UI``). :func:`ui_for` returns it, or ``None``
when no installed package provides one, it fails to import, or it is not a ``SystemUI`` of that
id (never raises; cached). The window (:mod:`forms.pages`) shows a system with a plug-in through
the plug-in's pages, and any other system through the generic page kinds of
:mod:`forms.pages.generic` (data systems, :mod:`builder.kit.model`).

A ``SystemUI`` gives:

- ``pages``: a pack step's ``page`` id → ``"module:Class"``. The module is imported the first
  time a page of that id is built (:meth:`SystemUI.page_class`), so start-up only pays for the
  page it shows. Pages are keyed by page id (the system's findings and tests name pages so).
- ``path_pages``: the first segment of a finding's JSON pointer → page id; the ``""`` entry is
  where a pointer no entry names goes (:meth:`SystemUI.path_page`).
- ``next_step_text(pack, build, sheet, key) -> str``: the budget bar's price of the focused
  item's next step ("B→A: 6 FP"), ``key`` being the ``focusKey`` a page set on the widget;
  ``""`` when there is none.
- ``edit_cost(before, after) -> str``: what an edit spends between two sheets, appended to its
  undo step's name ("敏捷 B→A (6 FP)"); ``""`` when it spends nothing.

Why entry points: a system's window plug-in is a folder (``forms/systems/<id>/``) that
registers itself in ``pyproject.toml``; adding one touches no core file (issue 10, DESIGN.md).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import import_module
from typing import Any

GROUP = "grail_builder.forms"


def _nothing(*_args: Any) -> str:
    return ""


@dataclass(frozen=True)
class SystemUI:
    """One system's window plug-in (see the module docstring for each field)."""

    id: str
    pages: Mapping[str, str]
    path_pages: Mapping[str, str] = field(default_factory=dict)
    next_step_text: Callable[..., str] = _nothing
    edit_cost: Callable[[Any, Any], str] = _nothing

    def page_class(self, page_id: str) -> type | None:
        """The class of ``page_id``'s page (its module imported now), ``None`` if not ours."""
        target = self.pages.get(page_id)
        if target is None:
            return None
        module, _, name = target.partition(":")
        return getattr(import_module(module), name)

    def path_page(self, path: str) -> str | None:
        """The page id that edits a finding's JSON pointer."""
        head = path.strip("/").split("/")[0]
        return self.path_pages.get(head, self.path_pages.get(""))


@lru_cache(maxsize=None)
def ui_for(system: str) -> SystemUI | None:
    """The window plug-in of ``system``, or ``None`` (the generic pages show it)."""
    from builder.core.registry import entry_points_in
    entry = entry_points_in(GROUP).get(system)
    if entry is None:
        return None
    try:
        ui = entry.load()
    except ImportError:
        return None
    return ui if isinstance(ui, SystemUI) and ui.id == system else None


__all__ = ["GROUP", "SystemUI", "ui_for"]
