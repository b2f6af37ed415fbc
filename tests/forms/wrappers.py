"""PySide6 wrappers left registered for Qt objects that are gone (a test helper).

PySide6 keeps one table from C++ addresses to their Python wrappers. A wrapper of a QLayoutItem
(``layout.itemAt(i)``, or PySide6's own ``addLayout`` bookkeeping) is not told when Qt deletes
the item, so it stays in the table for a freed address until its layout's wrapper goes; a later
object put at that address then meets it (a crash when that object is deleted, or the old
QWidgetItem handed out for it). :func:`stale_layout_items` finds such wrappers now.
"""
from __future__ import annotations

import gc

import shiboken6
from shiboken6 import Shiboken
from PySide6.QtWidgets import QLayout, QLayoutItem


def layout_item_wrappers() -> list:
    """Every registered wrapper of a QLayoutItem that is not a layout (QWidgetItem, QSpacerItem)."""
    return [w for w in Shiboken.getAllValidWrappers() if isinstance(w, QLayoutItem) and not isinstance(w, QLayout)]


def stale_layout_items() -> list[str]:
    """The registered QLayoutItem wrappers that no live layout holds any more, described. A
    wrapper's layout is found as the Python object that references it (PySide6 ties it to one);
    its item is live when that layout or one nested in it still has it (``indexOf`` compares
    addresses only, so a freed item is never read). A layout frozen with the collector
    (tests/conftest.py freezes what collection made) is not among the referrers, so its items
    would be reported stale: a loud false alarm, never a missed one; every layout is made by a test."""
    items = layout_item_wrappers()
    if not items:
        return []
    wanted = {id(w) for w in items}
    holders: dict[int, list] = {}
    for ref in gc.get_referrers(*items):  # one pass over the heap for all of them
        if isinstance(ref, QLayout):
            for child in gc.get_referents(ref):
                if id(child) in wanted:
                    holders.setdefault(id(child), []).append(ref)
    stale = []
    for w in items:
        layouts = holders.get(id(w), [])
        live = [lay for lay in layouts if shiboken6.isValid(lay)]
        if not any(inner.indexOf(w) >= 0 for lay in live for inner in [lay, *lay.findChildren(QLayout)]):
            stale.append(f"{type(w).__name__} under {[type(lay).__name__ for lay in layouts]} "
                         f"({len(live)} of them alive)")
    return stale
