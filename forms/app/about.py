"""ヘルプ → バージョン情報: the version, the system packs, and every licence that applies.

Contract:
- :func:`add_help_menu` adds ヘルプ with バージョン情報… to a window's menu bar (called at each
  menu build, so it follows the language).
- :class:`AboutDialog` shows Grail Builder's version with Python's, Qt's and PySide6's; each
  bundled system pack with its version (read from its manifest, not by loading the pack); and
  one row per component (this program, the bundled font, Qt/PySide6, the libraries) with its
  installed version and licence. Choosing a row shows the licence text:
  * the program's own and the libraries' from their installed distribution
    (:mod:`importlib.metadata`: the licence files each wheel ships);
  * the bundled IPAexGothic font's agreement from the package that ships it
    (``exports/fonts``, through :mod:`importlib.resources`);
  * Qt's and PySide6's (their wheels carry no licence file) from the LGPL-3.0 and GPL-3.0
    texts shipped in this package (``forms/licenses``), also through importlib.resources.
- Imported at start-up for its menu entry only: importlib.metadata and the rest wait until the
  dialog opens.
- A component that is not installed (reportlab without the pdf extra) says so; nothing
  here raises into the window.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QListWidget, QPlainTextEdit, QSplitter,
                               QVBoxLayout)

# (shown name, distribution) of what the program runs on; versions and licences are read
# from the installed distributions
LIBRARIES = (
    ("Qt / PySide6", "PySide6-Essentials"), ("shiboken6", "shiboken6"), ("pydantic", "pydantic"),
    ("pydantic-core", "pydantic-core"), ("jsonschema", "jsonschema"),
    ("jsonschema-specifications", "jsonschema-specifications"), ("referencing", "referencing"),
    ("rpds-py", "rpds-py"), ("attrs", "attrs"), ("simpleeval", "simpleeval"),
    ("platformdirs", "platformdirs"), ("ReportLab", "reportlab"), ("rl-accel", "rl-accel"),
    ("typing-extensions", "typing-extensions"), ("annotated-types", "annotated-types"),
    ("typing-inspection", "typing-inspection"),
)
# the Qt wheels ship no licence file; their licence texts ship here
SHIPPED = {"PySide6-Essentials": ("LGPL-3.0.txt", "GPL-3.0.txt"), "shiboken6": ("LGPL-3.0.txt", "GPL-3.0.txt")}
FONT_LICENCE = "IPA_Font_License_Agreement_v1.0.txt"



@dataclass(frozen=True)
class Component:
    name: str
    version: str
    licence: str
    text: str


def _licence_name(meta) -> str:
    expression = meta.get("License-Expression")
    if expression:
        return expression
    first = (meta.get("License") or "").strip().splitlines()
    return first[0][:80] if first else ""


def _dist_licence_text(dist) -> str:
    texts = []
    for file in dist.files or []:
        name = file.name.upper()
        if name.startswith(("LICEN", "COPYING")):
            try:
                texts.append(file.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError):
                continue
    return "\n\n".join(texts)


def _shipped(names: tuple[str, ...]) -> str:
    from importlib import resources
    folder = resources.files("forms") / "licenses"
    return "\n\n".join(f"===== {n} =====\n\n" + (folder / n).read_text(encoding="utf-8") for n in names)


def _font() -> Component:
    from importlib import resources
    fonts = resources.files("exports") / "fonts"
    version = ""
    for entry in fonts.iterdir():  # Readme_ipaexg00401.txt: version 004.01
        found = re.fullmatch(r"Readme_ipaexg(\d{3})(\d{2})\.txt", entry.name)
        if found:
            version = f"{found[1]}.{found[2]}"
    try:
        text = (fonts / FONT_LICENCE).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = ""
    return Component(QCoreApplication.translate("About", "IPAexゴシック(PDFと画面の日本語フォント)"), version, "IPA Font License v1.0", text)


@lru_cache(maxsize=None)
def _installed(dist_name: str) -> tuple[str, str, str] | None:
    """(version, licence name, licence text) of an installed distribution, None when it is not
    installed. Read once per run (what is installed does not change while the program runs),
    and its metadata parsed once: ``dist.version`` would parse the METADATA file again."""
    from importlib import metadata  # only when the dialog opens: its import costs start-up time
    try:
        dist = metadata.distribution(dist_name)
    except metadata.PackageNotFoundError:
        return None
    meta = dist.metadata
    text = _shipped(SHIPPED[dist_name]) if dist_name in SHIPPED else _dist_licence_text(dist)
    return meta["Version"], _licence_name(meta), text


def components() -> list[Component]:
    own = _installed("grail-builder")
    if own is not None:
        out = [Component("Grail Builder", *own)]
    else:
        from builder import __version__
        out = [Component("Grail Builder", __version__, "MIT", "")]
    out.append(_font())
    for shown, dist_name in LIBRARIES:
        found = _installed(dist_name)
        if found is None:
            out.append(Component(shown, QCoreApplication.translate("About", "未インストール"), "", ""))
        else:
            out.append(Component(shown, *found))
    return out


def packs(lang: str) -> list[str]:
    """"name version" of each bundled system pack, from its manifest: the rulebook's name, not
    its id (issue 28 item 1; ``grail-builder --help`` and the README give the ids)."""
    from builder.core.packio import PackError, read_json
    from builder.core.packs import bundled_pack_dir, bundled_systems
    lines = []
    for system in bundled_systems():
        try:
            manifest = read_json(bundled_pack_dir(system) / "manifest.json", trusted=True)
        except PackError:
            continue
        name = (manifest.get("name_en") if lang == "en" else "") or manifest.get("name", system)
        lines.append(f"{name} {manifest.get('version', '')}".strip())
    return lines


def versions_text() -> str:
    import PySide6
    from PySide6.QtCore import qVersion

    from builder import __version__
    return (f"Grail Builder {__version__}\n"
            f"Python {sys.version.split()[0]} · Qt {qVersion()} · PySide6 {PySide6.__version__}")


class AboutDialog(QDialog):
    def __init__(self, lang: str = "ja", parent=None):
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("About", "バージョン情報"))
        from forms.common.screenfit import fit_size
        fit_size(self, 760, 620)  # or less: on the screen (forms.common.screenfit)
        layout = QVBoxLayout(self)
        self.version = QLabel(versions_text())
        self.version.setObjectName("aboutVersion")
        self.version.setTextFormat(Qt.PlainText)
        self.version.setTextInteractionFlags(Qt.TextSelectableByMouse)
        font = self.version.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.version.setFont(font)
        layout.addWidget(self.version)
        layout.addWidget(QLabel(QCoreApplication.translate("About", "システムのルールパック")))
        self.packs = QListWidget()
        self.packs.setObjectName("aboutPacks")
        self.packs.addItems(packs(lang))
        self.packs.setMaximumHeight(120)
        layout.addWidget(self.packs)
        layout.addWidget(QLabel(QCoreApplication.translate("About", "ライセンス(項目を選ぶと全文を表示します)")))
        self.items = components()
        self.licences = QListWidget()
        self.licences.setObjectName("aboutLicences")
        for c in self.items:
            self.licences.addItem(" — ".join(x for x in (f"{c.name} {c.version}".strip(), c.licence) if x))
        self.text = QPlainTextEdit()
        self.text.setObjectName("aboutLicenceText")
        self.text.setReadOnly(True)
        split = QSplitter(Qt.Vertical)
        split.addWidget(self.licences)
        split.addWidget(self.text)
        split.setSizes([200, 260])
        layout.addWidget(split, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.licences.currentRowChanged.connect(self._show)
        self.licences.setCurrentRow(0)

    def _show(self, row: int) -> None:
        if 0 <= row < len(self.items):
            self.text.setPlainText(self.items[row].text or QCoreApplication.translate("About", "(ライセンス文書が見つかりません)"))


def show_about(window) -> AboutDialog:
    dialog = AboutDialog(window.lang() if hasattr(window, "lang") else "ja", window)
    dialog.setAttribute(Qt.WA_DeleteOnClose)
    dialog.open()
    window.about_dialog = dialog
    return dialog


def add_help_menu(window, bar) -> None:
    help_menu = bar.addMenu(QCoreApplication.translate("About", "ヘルプ(&H)"))
    window.act_about = help_menu.addAction(QCoreApplication.translate("About", "バージョン情報(&A)…"), lambda: show_about(window))
