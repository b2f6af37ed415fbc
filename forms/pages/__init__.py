"""One page per builder step. ``PAGE_CLASSES`` maps a pack step's ``page`` id to its class;
the main window builds its step list from ``pack.content.steps`` through this table, so a
system gets the steps its own pack names (an unknown page id gets a placeholder page)."""
from __future__ import annotations

from .alignment_page import AlignmentPage
from .base import Page, PlaceholderPage
from .equipment_page import EquipmentPage
from .profile_page import ProfilePage
from .ranks_page import RanksPage
from .sheet_page import SheetPage
from .skills_page import SkillsPage
from .stats_page import StatsPage
from .type_page import TypePage

PAGE_CLASSES: dict[str, type[Page]] = {
    "type": TypePage, "ranks": RanksPage, "alignment": AlignmentPage, "stats": StatsPage,
    "skills": SkillsPage, "equipment": EquipmentPage, "profile": ProfilePage, "sheet": SheetPage,
}

# the first segment of a finding's JSON pointer → the page that edits it
PATH_PAGES = {
    "type": "type", "type_override": "type", "system": "type", "ranks": "ranks", "alignment": "alignment",
    "stats": "stats", "skills": "skills", "noble_phantasms": "equipment", "mystic_codes": "equipment",
    "gear": "equipment", "upkeep": "equipment", "mp_items": "equipment", "profile": "profile",
    "name": "profile", "approvals": "sheet", "": "stats",
}

__all__ = ["PAGE_CLASSES", "PATH_PAGES", "Page", "PlaceholderPage"]
