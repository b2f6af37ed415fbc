"""One page per builder step, chosen by the pack's steps (``pack.content.steps``).

Contract:
- A system with a window plug-in (:func:`forms.systems.ui_for`) gets the page classes its
  plug-in names for each step's ``page`` id, keyed by page id (its findings and tests name
  pages so); a page id the plug-in does not know gets :class:`PlaceholderPage`.
- Any other system gets the generic page kinds of :mod:`forms.pages.generic`, keyed by step id
  (a data pack may show one kind twice). A pack no generic page can read (not a data system's,
  :func:`is_data_pack`) gets :class:`PlaceholderPage` for every step instead of a crash.
- :func:`path_page` turns a finding's JSON pointer into the key of the page that edits it.

This module names no system: which systems have their own pages is the installed plug-ins'
business (entry point group ``grail_builder.forms``).
"""
from __future__ import annotations

from forms.session.systemui import ui_for
from .base import Page, PlaceholderPage


def is_data_pack(pack) -> bool:
    """Whether ``pack`` is a data system's (its lookups are a :class:`builder.kit.system.DataIndex`)."""
    return getattr(pack, "index", None) is not None and hasattr(pack.index, "groups")


def page_key(pack, step) -> str:
    """The window's key of a step's page: the page id for a system with its own pages, the
    step id for the generic ones."""
    return step.page if ui_for(pack.id) is not None else step.id


def page_class(pack, step) -> type[Page]:
    """The class showing ``step`` (see the module docstring)."""
    ui = ui_for(pack.id)
    if ui is not None:
        return ui.page_class(step.page) or PlaceholderPage
    if not is_data_pack(pack):
        return PlaceholderPage
    from .generic import generic_class
    return generic_class(step.page) or PlaceholderPage


def path_page(pack, path: str) -> str | None:
    """The page key of the step that edits a finding's JSON pointer (``None``: no step does)."""
    ui = ui_for(pack.id)
    if ui is not None:
        return ui.path_page(path)
    if not is_data_pack(pack):
        return None
    from .generic import step_for_path
    return step_for_path(pack.index.content, path)


__all__ = ["Page", "PlaceholderPage", "is_data_pack", "page_key", "page_class", "path_page"]
