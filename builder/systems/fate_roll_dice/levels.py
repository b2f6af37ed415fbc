"""The Fate/roll dice level ladder, as one list: ``-`` (none), E, D, C, B, A, EX.

Contract: :data:`LETTERS` is read from :data:`.packmodel.Level` (the type every pack
and character file is validated against), so the ladder is written once; the numbers of the
letters are the pack's ``rules.levels`` (L863–864: E…EX read as 1…6), which a test keeps equal
to the positions in :data:`LETTERS`. Every module that lists levels (engine, window, exports)
imports them from here instead of writing its own copy.
"""
from __future__ import annotations

from typing import get_args

from .packmodel import Level

LETTERS: tuple[str, ...] = get_args(Level)
EX = LETTERS.index("EX")  # 6 (L864)
TOP_FACE = 6  # a six-sided die: no threshold above 6 (L864, L867)


def shown(letter: str) -> str:
    """A level or sign as printed: the rulebook writes "none" and "minus" as − (U+2212)."""
    return "−" if letter == "-" else letter
