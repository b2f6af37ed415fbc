"""Screenshots of every page of every system, small and large, in both languages (Qt offscreen).

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py [--only SYSTEM] [--legacy]``

Writes ``docs/screenshots/pages/<system>/<lang>-<width>x<height>/<NN>_<page>.png`` for each
example character below (a Servant of every system, and a Master of Fate/roll dice, whose pages
differ), at 1024×640 (the smallest window the issue asks for) and 1920×1080, in Japanese (ja) and
English (en). Pages are numbered in step order. PNGs are stored as 8-bit palette images (a window
has few colours), which keeps the whole set to a few MB; the script prints the count and size.
``--legacy`` also renders the worked Saber at 1400×900 into ``docs/screenshots/NN_<page>.png``
(the README's pictures). Settings go to a temporary folder so the user's recent files and
language are untouched.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
SIZES = ((1024, 640), (1920, 1080))
LANGS = ("ja", "en")
# (folder name, example character): one per system, and Fate's Master (other tabs, other pools)
CHARACTERS = (
    ("fate-roll-dice-servant", "examples/saber.json"),
    ("fate-roll-dice-master", "examples/master.json"),
    ("chuseihai", "examples/chuseihai/saber.json"),
    ("eiyuten", "examples/eiyuten/servant.json"),
    ("grail-tactics", "examples/grail-tactics/servant.json"),
    ("senya-tsukihime-plus", "examples/senya-tsukihime-plus/servant.json"),
)
SABER = {
    "system": "fate-roll-dice", "type": "saber", "name": "アルトリア",
    "ranks": [{"id": "chimeido"}, {"id": "ouzoku", "params": {"dynasty": "ブリテン"}}],
    "alignment": {"goal": "lawful", "action": "good"},
    "stats": {"strength": {"level": "A"}, "endurance": {"level": "B"}, "agility": {"level": "A"},
              "mana": {"level": "C"}, "luck": {"level": "D", "marks": [{"sign": "+", "pattern": 2, "condition": "王の帰還時"}]},
              "noble_phantasm": {"level": "B"}},
    "skills": [{"id": "taimaryoku", "level": "B"}, {"id": "kijou", "level": "B"}, {"id": "charisma", "level": "E"}],
    "noble_phantasms": [{"name": "約束された勝利の剣", "rank": "B", "kind": "weapon", "activation": "single",
                         "target": "anti_unit", "effects": [{"id": "hicchuu"}, {"id": "shiyouji_shinmei_hanmei"}]}],
    "profile": {"true_name": "アルトリア・ペンドラゴン", "origin": "アーサー王伝説"},
}


def save(window, path: Path) -> int:
    """Grab the window into ``path`` as an 8-bit palette PNG; returns its size in bytes."""
    # no dithering: dither noise would make the PNG larger, not smaller
    flags = Qt.ImageConversionFlag.ThresholdDither | Qt.ImageConversionFlag.AvoidDither
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_Indexed8, flags)
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(path), "PNG")
    return path.stat().st_size


def prepare(window, page_id: str) -> None:
    """Put a page in the state a user would look at (a selected entry, a focused field)."""
    page = window.pages[page_id]
    held = getattr(page, "held", None)
    if held is not None and held.count():
        held.setCurrentRow(0)


def shoot(window, folder: str, path: str, only: str | None) -> list[int]:
    app = QApplication.instance()
    sizes: list[int] = []
    if only and not folder.startswith(only):
        return sizes
    if not window.open_file(ROOT / path):
        print(f"cannot open {path}", file=sys.stderr)
        return sizes
    for lang in LANGS:
        window.set_language(lang)
        for width, height in SIZES:
            window.resize(width, height)
            app.processEvents()
            for i, page_id in enumerate(window.page_order, start=1):
                window.show_page(page_id)
                prepare(window, page_id)
                app.processEvents()
                target = OUT / "pages" / folder / f"{lang}-{width}x{height}" / f"{i:02d}_{page_id}.png"
                sizes.append(save(window, target))
                got = window.size()
                if (got.width(), got.height()) != (width, height):  # a page's minimum size is larger
                    print(f"{target.relative_to(OUT)}: asked {width}×{height}, the window is "
                          f"{got.width()}×{got.height()}", file=sys.stderr)
                    window.resize(width, height)
    window.set_language("ja")
    window.session.undo_stack.setClean()
    return sizes


def legacy(window, tmp: str) -> None:
    """The README's pictures: the worked Saber at 1400×900 (the script's earlier output)."""
    from builder.core.documents import save_build
    from builder.systems.fate_roll_dice.choices import FateBuild as Build
    path = Path(tmp) / "saber.json"
    save_build(Build.model_validate(SABER), path, backup=False)
    window.open_file(path)
    window.resize(1400, 900)
    app = QApplication.instance()
    for i, page_id in enumerate(window.page_order, start=1):
        window.show_page(page_id)
        page = window.pages[page_id]
        if page_id == "ranks":
            page.select_rank("ouzoku")
        if page_id == "skills":
            page.held.setCurrentRow(0)
            page.level.setFocus()
        if page_id == "stats":
            page.rows["agility"]["combo"].setFocus()
        app.processEvents()
        window.grab().save(str(OUT / f"{i:02d}_{page_id}.png"))
    window.set_language("en")
    window.show_page("stats")
    app.processEvents()
    window.grab().save(str(OUT / "09_stats_english.png"))
    window.set_language("ja")
    window.session.undo_stack.setClean()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="only the folders starting with this (e.g. eiyuten)")
    parser.add_argument("--legacy", action="store_true", help="also the README's 1400×900 Saber pictures")
    args = parser.parse_args(argv)
    tmp = tempfile.mkdtemp()
    for fmt in (QSettings.NativeFormat, QSettings.IniFormat):
        QSettings.setPath(fmt, QSettings.UserScope, tmp)
    from forms.app.main import create_window
    window = create_window([])
    window.show_error = lambda title, text: print(f"{title}: {text}", file=sys.stderr)
    window.show()
    OUT.mkdir(parents=True, exist_ok=True)
    sizes: list[int] = []
    for folder, path in CHARACTERS:
        sizes += shoot(window, folder, path, args.only)
    if args.legacy:
        legacy(window, tmp)
    print(f"{len(sizes)} screenshots, {sum(sizes) / 1e6:.1f} MB in {OUT.relative_to(ROOT)}/pages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
