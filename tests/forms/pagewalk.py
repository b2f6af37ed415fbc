"""One walk over a character file's pages in one language, shared by every check that reads them.

The word walks (tests/forms/pages/test_words.py), the no-id walk
(tests/forms/dialogs/test_no_ids.py) and the reference comparison (tests/forms/test_visible.py)
read the same pages of the same examples: building and reading every page of a character is
most of their time (issue 25 item 8). :func:`walk` walks a (file, language) once per process
and keeps what each page shows; every later check of that pair reads the kept texts.

Contract:
- :func:`walk_now` opens ``path`` in ``window`` in ``lang`` (through the 表示 menu, as a user
  switches), shows each page in step order once the queued calls that decide it have run (the
  widgets a layout shows on its next turn; not a turn of the event loop, which also lays out and
  paints: the same texts as after ``processEvents()`` on all 104 pages of six characters in both
  languages, checked when this replaced it) and returns a :class:`Walk`: per page the raw
  :func:`tests.forms.visible.visible_texts` (own words and editable fields included: each check
  leaves out what it must), the error boxes the open and the walk raised, and the pack the
  opened file got. For a file of :data:`REFERENCE` it also keeps, per page, what the old walk
  (:func:`visible_texts_reference`) reads, for test_visible's comparison.
- :func:`walk` is :func:`walk_now` kept per (resolved path, language) for the process (an
  xdist worker: a check whose walk another worker made walks it itself, only slower). What a
  page shows depends on the file and the language alone, not on the window it was read in (each
  walking window is a fresh module window or test window with empty settings, and ``walk_now``
  opens the file anew), so a kept walk answers any later check. A walk that fails (the file
  did not open) is not kept. Files written by a test (a new character in ``tmp_path``) use
  :func:`walk_now`: nobody walks them twice.
- A check must assert ``walk.errors == ()`` besides its own ``errors``: a kept walk's error
  boxes were shown to the test that made it.
"""
from __future__ import annotations

import gc
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QStackedWidget, QWidget

from tests.conftest import EXAMPLES
from tests.forms.visible import visible_texts, widget_texts

# the files whose walks also keep the old walk's texts (tests/forms/test_visible.py compares them)
REFERENCE = frozenset(p.resolve() for p in (EXAMPLES / "saber.json", EXAMPLES / "eiyuten" / "servant.json"))

Texts = tuple[tuple[str, str, bool], ...]


@dataclass(frozen=True)
class ShownPage:
    """What one page showed: ``texts`` as :func:`visible_texts` reads them, and for a file of
    :data:`REFERENCE` what :func:`visible_texts_reference` read on it (else ``None``)."""
    page_id: str
    texts: Texts
    reference: Texts | None = None


@dataclass(frozen=True)
class Walk:
    """A file's pages in one language, in step order, with the error boxes shown meanwhile."""
    path: Path
    lang: str
    pages: tuple[ShownPage, ...]
    errors: tuple[tuple[str, str], ...]
    pack: object


_WALKS: dict[tuple[Path, str], Walk] = {}


def in_language(window, lang: str) -> None:
    """Switch ``window`` to ``lang`` through its 表示 menu, unless it speaks it already."""
    if window.lang() != lang:
        (window.act_en if lang == "en" else window.act_ja).trigger()
    assert window.lang() == lang


def _showing_reference(widget: QWidget, root: QWidget) -> bool:
    """The old test: shown, and (for a page of a stacked widget) the current page, up to ``root``."""
    w = widget
    while w is not None and w is not root:
        if w.isHidden():
            return False
        parent = w.parentWidget()
        if isinstance(parent, QStackedWidget) and parent.currentWidget() is not w:
            return False
        w = parent
    return True


def visible_texts_reference(root: QWidget) -> list[tuple[str, str, bool]]:
    """The old :func:`visible_texts`, kept as the reference the top-down walk is compared with:
    every widget under ``root`` whose parents all show it (walked up from each widget, as before
    the top-down walk), each read by the same :func:`widget_texts`, so the two walks differ only
    in which widgets they read."""
    out = [item for w in [root] + root.findChildren(QWidget) if _showing_reference(w, root)
           for item in widget_texts(w)]
    return [(where, text, own) for where, text, own in out if text and text.strip()]


def both_readings(root: QWidget) -> tuple[Texts, Texts]:
    """(:func:`visible_texts`, :func:`visible_texts_reference`) of ``root``, with no collection
    between them: one can delete a widget the Python side owned and change what a page shows
    (seen: the スキル page's side tabs switching), which would make the two differ for a reason
    that is not the walk's. (Collecting first instead cost 0.25 s a call.)"""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return tuple(visible_texts(root)), tuple(visible_texts_reference(root))
    finally:
        if enabled:
            gc.enable()


def walk_now(window, errors: list, path: Path, lang: str) -> Walk:
    """Walk ``path``'s pages in ``lang`` in ``window`` now (see the module docstring);
    ``errors`` is the list the window's error boxes go to."""
    path = Path(path)
    in_language(window, lang)
    before = len(errors)
    assert window.open_file(path), path
    pack = window.session.pack
    reference = path.resolve() in REFERENCE
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # the last pages go
    pages = []
    for page_id in window.page_order:
        window.show_page(page_id)
        QApplication.sendPostedEvents(None, QEvent.Type.MetaCall.value)
        assert window.stack.currentWidget() is window.pages[page_id], page_id
        if reference:
            pages.append(ShownPage(page_id, *both_readings(window)))
        else:
            pages.append(ShownPage(page_id, tuple(visible_texts(window))))
    window.session.undo_stack.setClean()
    return Walk(path, lang, tuple(pages), tuple(errors[before:]), pack)


def walk(window, errors: list, path: Path, lang: str) -> Walk:
    """:func:`walk_now` once per (file, language) in this process (see the module docstring)."""
    key = (Path(path).resolve(), lang)
    found = _WALKS.get(key)
    if found is None:
        found = _WALKS[key] = walk_now(window, errors, path, lang)
    return found
