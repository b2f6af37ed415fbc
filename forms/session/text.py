"""Names and text of pack entries in the current language; escaping for HTML and tooltips.

Contract: pack content is shown through its own name fields (Japanese ``name`` first; English
``name_en`` when the window speaks English, falling back to the Japanese name). UI strings go
through Qt's translation system instead, never through here. System-neutral: a system's own
labels (e.g. level letters) live in its UI plug-in (``forms/systems/<id>/``).
"""
from __future__ import annotations

from html import escape
from typing import Any


def app_language(lang: str | None = None) -> str:
    """The application's language, ``ja`` or ``en`` (set with ``lang``, by the language menu;
    read without): text made outside a window's reach, such as an error box's words, follows it."""
    from PySide6.QtCore import QCoreApplication
    app = QCoreApplication.instance()
    if app is None:
        return lang or "ja"
    if lang is not None:
        app.setProperty("grailLang", lang)
    return app.property("grailLang") or "ja"


def name_of(entry: Any, lang: str) -> str:
    if entry is None:
        return ""
    if lang == "en":
        return getattr(entry, "name_en", "") or entry.name
    return entry.name


def with_note(first: str, second: str) -> str:
    """「first  (second)」, or just ``first`` when ``second`` is empty or says the same
    (a トループ(宝具)'s kind is also called トループ(宝具))."""
    return f"{first}  ({second})" if second and second != first else first


def text_of(entry: Any, lang: str) -> str:
    if lang == "en":
        return getattr(entry, "text_en", "") or getattr(entry, "text", "")
    return getattr(entry, "text", "")


def esc(text: Any) -> str:
    """Data put into HTML we write (rank and skill text, the sheet preview): escaped, so the
    user's and the packs' text is shown as typed, never run as markup."""
    return escape(str(text))


def tip(text: str) -> str:
    """A tooltip showing ``text`` as typed (Qt guesses markup in tooltips too)."""
    return "<qt>" + escape(text).replace("\n", "<br>") + "</qt>" if text else ""
