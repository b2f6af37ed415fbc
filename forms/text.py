"""Names of pack entries in the current language, and level letters.

Contract: pack content is shown through its own name fields (Japanese ``name`` first; English
``name_en`` when the window speaks English, falling back to the Japanese name). UI strings go
through Qt's translation system instead, never through here.
"""
from __future__ import annotations

from html import escape
from typing import Any

from builder.fate.levels import LETTERS, shown

LEVELS = list(LETTERS)  # the engine's one ladder (builder/fate/levels.py), never a copy


def name_of(entry: Any, lang: str) -> str:
    if entry is None:
        return ""
    if lang == "en":
        return getattr(entry, "name_en", "") or entry.name
    return entry.name


def text_of(entry: Any, lang: str) -> str:
    if lang == "en":
        return getattr(entry, "text_en", "") or getattr(entry, "text", "")
    return getattr(entry, "text", "")


def level_label(letter: str) -> str:
    return shown(letter)


def esc(text: Any) -> str:
    """Data put into HTML we write (rank and skill text, the sheet preview): escaped, so the
    user's and the packs' text is shown as typed, never run as markup."""
    return escape(str(text))


def tip(text: str) -> str:
    """A tooltip showing ``text`` as typed (Qt guesses markup in tooltips too)."""
    return "<qt>" + escape(text).replace("\n", "<br>") + "</qt>" if text else ""
