"""What a トループ may give up to −(0Lv) in the Fate/roll dice forge (000_8acb8ad758a0196c.txt L371,
L373): 魔力 with its 魔術 skills and 礼装, or 宝具.

Contract: each function changes the forge's state (the character's JSON data and what the forge
may still choose) only when the stat is open and nothing kept needs it, and says whether it did.
Both the troop's own steps (:mod:`.troop`) and the search for FP when kept choices leave too few
(:mod:`.keep`) use them, so they import neither.
"""
from __future__ import annotations

from typing import Any

from builder.systems.fate_roll_dice import edits


def magic_skills(pack: Any) -> set[str]:
    """The skills a troop without 魔力 may not take (L371): 魔術 (magecraft) and 伝承保菌者."""
    return {sid for sid, s in pack.skills.items() if "magecraft" in s.tags} | {"denshou_hokinsha"}


def zero_mana(state: Any) -> bool:
    """Give up an open 魔力 (−(0Lv), L371) when nothing kept needs it: no 魔術 skill, 礼装 or
    伝承保菌者, and no gear whose cap is 魔力 (魔術武器, 対魔防具, L1027–1028)."""
    data = state.data
    held = {s["id"] for s in data.get("skills", [])}
    magic_gear = any(g.get("kind", "").startswith("magic_") or g.get("kind") == "dual_armor" for g in data.get("gear", []))
    kind = state.pack.kinds[state.pack.types[data["type"]].kind]
    if "mana" not in kind.zero_stats or "mana" not in state.open_stats or data.get("mystic_codes") \
            or held & magic_skills(state.pack) or magic_gear:
        return False
    state.send(edits.SetStatLevel("mana", "-"))
    state.open_stats.discard("mana")
    state.banned |= magic_skills(state.pack)
    state.no_mystic_code = True
    return True


def zero_noble_phantasm(state: Any) -> bool:
    """Give up an open 宝具 (−(0Lv), L373) when no 宝具 is kept."""
    if "noble_phantasm" not in state.open_stats or state.data.get("noble_phantasms"):
        return False
    state.send(edits.SetStatLevel("noble_phantasm", "-"))
    state.open_stats.discard("noble_phantasm")
    return True
