"""Fate/roll dice's level letters as the window shows them.

Contract: :data:`LEVELS` is the engine's one ladder (:data:`builder.systems.fate_roll_dice.levels.LETTERS`, read
from the pack model), never a copy; :func:`level_label` is the engine's display form of a
letter (``shown``), so a combo box and the sheet name a level alike; :func:`letter_of` reads a
shown level back (a stat section's ``base_label``) as the letter an edit takes.
"""
from __future__ import annotations

from builder.systems.fate_roll_dice.levels import LETTERS, shown

LEVELS = list(LETTERS)


def level_label(letter: str) -> str:
    return shown(letter)


def letter_of(label: str) -> str:
    """The letter a shown level stands for (``−`` → ``-``): :func:`level_label` read back; a
    label off the ladder counts as none (as the engine prints an unknown base letter)."""
    letter = "-" if label == "−" else label
    return letter if letter in LETTERS else "-"
