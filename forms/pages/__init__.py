"""One page per builder step. ``PAGE_CLASSES`` maps a pack step's ``page`` id to its class;
the main window builds its step list from ``pack.content.steps`` through this table, so a
system gets the steps its own pack names (an unknown page id gets a placeholder page).

Data systems (:mod:`builder.datamodel`) get the generic page kinds of
:mod:`forms.pages.generic` instead, keyed by step id (:func:`page_key`, :func:`page_class`).

A page's module is imported the first time its class is asked for (``PAGE_CLASSES[id]`` or
``forms.pages.StatsPage``): start-up only pays for the page it shows."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module

from .base import Page, PlaceholderPage

# page id → (module in this package, class name)
PAGE_MODULES: dict[str, tuple[str, str]] = {
    "type": ("type_page", "TypePage"), "ranks": ("ranks_page", "RanksPage"),
    "alignment": ("alignment_page", "AlignmentPage"), "stats": ("stats_page", "StatsPage"),
    "skills": ("skills_page", "SkillsPage"), "equipment": ("equipment_page", "EquipmentPage"),
    "profile": ("profile_page", "ProfilePage"), "sheet": ("sheet_page", "SheetPage"),
}


class _PageClasses(Mapping):
    """Read-only ``page id → class`` that imports a page module on first use."""

    def __getitem__(self, page_id: str) -> type[Page]:
        module, name = PAGE_MODULES[page_id]
        return getattr(import_module(f"{__name__}.{module}"), name)

    def __iter__(self) -> Iterator[str]:
        return iter(PAGE_MODULES)

    def __len__(self) -> int:
        return len(PAGE_MODULES)


PAGE_CLASSES: Mapping[str, type[Page]] = _PageClasses()

# the first segment of a finding's JSON pointer → the page that edits it
PATH_PAGES = {
    "type": "type", "type_override": "type", "system": "type", "ranks": "ranks", "alignment": "alignment",
    "stats": "stats", "skills": "skills", "noble_phantasms": "equipment", "mystic_codes": "equipment",
    "gear": "equipment", "upkeep": "equipment", "mp_items": "equipment", "profile": "profile",
    "name": "profile", "approvals": "sheet", "": "stats",
}


def is_data_pack(pack) -> bool:
    """Whether ``pack`` is a data system's (its lookups are a :class:`builder.datasystem.DataIndex`)."""
    return getattr(pack, "index", None) is not None and hasattr(pack.index, "groups")


def page_key(pack, step) -> str:
    """The window's key of a step's page: the page id for Fate/roll dice (its tests and
    findings name pages so), the step id for a data system (one page kind may appear twice)."""
    return step.id if is_data_pack(pack) else step.page


def page_class(pack, step) -> type[Page]:
    """The class showing ``step``: a generic kind for a data system, Fate/roll dice's table
    otherwise; a page id this version does not know gets :class:`PlaceholderPage`."""
    if is_data_pack(pack):
        from .generic import generic_class
        return generic_class(step.page) or PlaceholderPage
    return PAGE_CLASSES[step.page] if step.page in PAGE_MODULES else PlaceholderPage


def path_page(pack, path: str) -> str | None:
    """The page key of the step that edits a finding's JSON pointer."""
    if is_data_pack(pack):
        from .generic import step_for_path
        return step_for_path(pack.index.content, path)
    return PATH_PAGES.get(path.strip("/").split("/")[0], "stats")


def __getattr__(name: str):
    """``from forms.pages import StatsPage`` keeps working (imports that page's module)."""
    for page_id, (_module, cls) in PAGE_MODULES.items():
        if cls == name:
            return PAGE_CLASSES[page_id]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["PAGE_CLASSES", "PAGE_MODULES", "PATH_PAGES", "Page", "PlaceholderPage", "is_data_pack",
           "page_key", "page_class", "path_page"]
