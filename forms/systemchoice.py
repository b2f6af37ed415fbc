"""Choosing a system: by its rulebook's name, the last one used first (issue 28 items 1, 3, 4).

Contract:
- :func:`systems` lists (title, id) of every installed system (:func:`builder.packs.bundled_systems`)
  with its rulebook's title in the window's language (:func:`builder.packs.system_title`),
  never its folder id; :func:`preferred` is the one a dialog pre-selects: the system last used
  for a new character or war (QSettings ``new/system``), Fate/roll dice the first time.
  :func:`remember` stores a choice.
- :func:`waiting_text` says, for a system whose pack leaves tables to the GM
  (:func:`builder.datawaits.unfilled`), which places are still empty, by name and seed line,
  in the language asked; "" when nothing waits (Fate/roll dice, 英雄点, 中聖杯, or a GM's
  pack that filled them).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings

from builder.datawaits import unfilled
from builder.packs import bundled_systems, system_title

#: the system a new user is offered first (the first seed, 000)
FIRST_SYSTEM = "fate-roll-dice"
KEY = "new/system"


def _settings() -> QSettings:
    return QSettings("grail-builder", "grail-builder")


def systems(lang: str) -> list[tuple[str, str]]:
    """(title, id) of each installed system, in the registry's order."""
    return [(system_title(system, lang), system) for system in bundled_systems()]


def preferred() -> str:
    """The system to pre-select: the last one used, else Fate/roll dice (else the first)."""
    known = bundled_systems()
    last = _settings().value(KEY)
    if isinstance(last, str) and last in known:
        return last
    return FIRST_SYSTEM if FIRST_SYSTEM in known else (known[0] if known else "")


def remember(system: str) -> None:
    _settings().setValue(KEY, system)


def waiting_places(pack) -> list:
    """The empty GM-entered places of ``pack`` (tables, options, lists), [] for a code system."""
    content = getattr(pack, "content", None)
    return unfilled(content) if content is not None and hasattr(content, "tables") else []


def place_name(place, lang: str) -> str:
    name = (getattr(place, "name_en", "") or place.name) if lang == "en" else place.name
    return name + (f" (L{place.line})" if getattr(place, "line", None) else "")


def waiting_text(pack, lang: str) -> str:
    """One paragraph naming what the GM still has to fill (see the contract)."""
    places = waiting_places(pack)
    if not places:
        return ""
    names = QCoreApplication.translate("SystemChoice", "、").join(place_name(p, lang) for p in places)
    return (QCoreApplication.translate("SystemChoice", "GMのデータ待ち: このシステムの規則には次の表がなく、GMがルールデータに"
                                       "入力するまでキャラクターの数値は出ません: %1")
            .replace("%1", names))
