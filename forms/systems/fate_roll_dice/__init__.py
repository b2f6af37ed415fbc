"""Fate/roll dice's window plug-in (entry point ``grail_builder.forms``: ``fate-roll-dice``).

Contract: :data:`UI` is the :class:`forms.systems.SystemUI` of the system whose engine is
:mod:`builder.systems.fate_roll_dice`: its eight pages by the pack's step ``page`` ids, where each finding's JSON
pointer is edited, the budget bar's next-step prices and the FP an edit spends. Importing this
package imports no page, no Qt and no engine module: each is imported on first use, so the
window's start-up pays only for the first page it shows.

Everything here may import :mod:`builder.systems.fate_roll_dice`; the window's core (``forms/`` outside
``forms/systems/``) may not (tests/builder/test_architecture.py).
"""
from __future__ import annotations

from .. import SystemUI

_HERE = __name__

#: page id (the pack's steps) → the page's class, imported when the page is first built
PAGES = {
    "type": f"{_HERE}.type_page:TypePage", "ranks": f"{_HERE}.ranks_page:RanksPage",
    "alignment": f"{_HERE}.alignment_page:AlignmentPage", "stats": f"{_HERE}.stats_page:StatsPage",
    "skills": f"{_HERE}.skills_page:SkillsPage", "equipment": f"{_HERE}.equipment_page:EquipmentPage",
    "profile": f"{_HERE}.profile_page:ProfilePage", "sheet": f"{_HERE}.sheet_page:SheetPage",
}

#: the first segment of a finding's JSON pointer → the page that edits it ("": any other)
PATH_PAGES = {
    "type": "type", "type_override": "type", "system": "type", "ranks": "ranks", "alignment": "alignment",
    "stats": "stats", "skills": "skills", "noble_phantasms": "equipment", "mystic_codes": "equipment",
    "gear": "equipment", "upkeep": "equipment", "mp_items": "equipment", "profile": "profile",
    "name": "profile", "player": "profile", "npc": "profile", "true_name_revealed": "profile", "notes": "profile",
    "picture": "profile", "partner": "profile", "summoning": "profile", "troops": "profile", "madness": "stats",
    "troop_rank_level": "ranks", "approvals": "sheet", "combos": "skills", "": "stats",
}


def next_step_text(pack, build, sheet, key: str) -> str:
    """The budget bar's price of the focused item's next step (:mod:`.costs`)."""
    from .costs import next_step_text as price
    return price(pack, build, sheet, key)


def edit_cost(before, after) -> str:
    """The FP an edit spends, for its undo step's name (:mod:`.costs`)."""
    from .costs import edit_cost as cost
    return cost(before, after)


UI = SystemUI(id="fate-roll-dice", pages=PAGES, path_pages=PATH_PAGES,
              next_step_text=next_step_text, edit_cost=edit_cost)
