"""Names of pack entries in the current language, and level letters.

Contract: pack content is shown through its own name fields (Japanese ``name`` first; English
``name_en`` when the window speaks English, falling back to the Japanese name). UI strings go
through Qt's translation system instead, never through here.
"""
from __future__ import annotations

from typing import Any

LEVELS = ["-", "E", "D", "C", "B", "A", "EX"]


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
    return "−" if letter == "-" else letter
