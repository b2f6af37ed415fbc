"""Choosing a system: by its rulebook's name, the last one used first (issue 28 items 1, 3, 4).

Contract:
- :func:`systems` lists (title, id) of every installed system (:func:`builder.core.packs.bundled_systems`)
  with its rulebook's title in the window's language (:func:`builder.core.packs.system_title`),
  never its folder id; :func:`preferred` is the one a dialog pre-selects: the system last used
  for a new character or war (QSettings ``new/system``), the product default the first time.
  :func:`remember` stores a choice.
- :func:`waiting_text` says, for a system whose pack leaves tables to the GM
  (:func:`builder.kit.waits.unfilled`), which places are still empty, by name and seed line,
  in the language asked; "" when nothing waits (a pack with no GM tables, or a GM's
  pack that filled them).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings

from builder.kit.waits import unfilled
from builder.core.packs import bundled_systems, system_title
from forms.defaults import DEFAULT_SYSTEM as FIRST_SYSTEM  # the one place a system is named (#25)

KEY = "new/system"


def _settings() -> QSettings:
    return QSettings("grail-builder", "grail-builder")


def systems(lang: str) -> list[tuple[str, str]]:
    """(title, id) of each installed system, in the registry's order."""
    return [(system_title(system, lang), system) for system in bundled_systems()]


def preferred() -> str:
    """The system to pre-select: the last one used, else the product's first system (the one
    the window starts on, :data:`forms.defaults.DEFAULT_SYSTEM`), else the first."""
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


def grouped_names(places: list, lang: str) -> list[str]:
    """The places' names, one per family: e.g. fifteen 「クラス一覧表(…)」 read as
    「クラス一覧表 ×15 (L399)」 (one table per class, the same seed line)."""
    families: dict[str, list] = {}
    for p in places:
        name = (getattr(p, "name_en", "") or p.name) if lang == "en" else p.name
        base = name.split("(")[0].split("(")[0].strip() or name
        families.setdefault(base, []).append(p)
    out = []
    for base, members in families.items():
        line = getattr(members[0], "line", None)
        if len(members) == 1:
            out.append(place_name(members[0], lang))
        else:
            out.append(f"{base} ×{len(members)}" + (f" (L{line})" if line else ""))
    return out


def waiting_text(pack, lang: str) -> str:
    """One paragraph naming what the GM still has to fill (see the contract)."""
    places = waiting_places(pack)
    if not places:
        return ""
    names = QCoreApplication.translate("SystemChoice", "、").join(grouped_names(places, lang))
    return (QCoreApplication.translate("SystemChoice", "GMのデータ待ち: このシステムの規則には次の表がなく、GMがルールデータに"
                                       "入力するまでキャラクターの数値は出ません: %1")
            .replace("%1", names))


def ask_system(parent, title: str, lang: str, pack_for) -> str | None:
    """A small dialog (object name ``systemDialog``): the systems by name (combo
    ``systemChoice``, :func:`preferred` pre-selected) and, under it, what the chosen one waits
    for (label ``systemWaits``); the id chosen (remembered), or None when cancelled."""
    from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel
    dialog = QDialog(parent)
    dialog.setObjectName("systemDialog")
    dialog.setWindowTitle(title)
    combo = QComboBox(dialog)
    combo.setObjectName("systemChoice")
    for name, system in systems(lang):
        combo.addItem(name, system)
    combo.setCurrentIndex(max(0, combo.findData(preferred())))
    waits = QLabel(dialog)
    waits.setObjectName("systemWaits")
    waits.setWordWrap(True)
    waits.setStyleSheet("color: #805000;")

    def show_waits() -> None:
        try:
            text = waiting_text(pack_for(combo.currentData()), lang)
        except Exception:  # noqa: BLE001 - a pack that cannot load names itself when the war opens
            text = ""
        waits.setText(text)
        waits.setVisible(bool(text))
    combo.currentIndexChanged.connect(show_waits)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form = QFormLayout(dialog)
    form.addRow(QCoreApplication.translate("SystemChoice", "システム"), combo)
    form.addRow(waits)
    form.addRow(buttons)
    dialog.setMinimumWidth(480)
    show_waits()
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    remember(combo.currentData())
    return combo.currentData()
