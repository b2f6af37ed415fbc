"""Which keys a text field hands to the window's undo stack (forms.app.undonav): one look-up
of the key's code in ``key_table``, the same answer as matching the typed key as a key sequence
against the platform's standard Undo and Redo keys and then the extra ones (Ctrl+Z,
Ctrl+Shift+Z, Ctrl+Y), for every key Qt names under every mix of modifiers."""
from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from forms.app.undonav import EXTRA, REDO_KEYS, UNDO_KEYS, key_table

MODIFIERS = (Qt.ShiftModifier, Qt.ControlModifier, Qt.AltModifier, Qt.MetaModifier, Qt.KeypadModifier)


def matched(combo: int) -> str | None:
    """The answer worked out as a key sequence match (the way the window matched keys before)."""
    typed = QKeySequence(combo)
    exact = QKeySequence.SequenceMatch.ExactMatch
    if any(typed.matches(QKeySequence(k)) == exact for k in UNDO_KEYS):
        return "undo"
    if any(typed.matches(QKeySequence(k)) == exact for k in REDO_KEYS):
        return "redo"
    return EXTRA.get(typed.toString(QKeySequence.SequenceFormat.PortableText))


def test_the_key_table_answers_as_a_key_sequence_match_does(qapp):
    table = key_table()
    assert set(table.values()) == {"undo", "redo"}
    keys = list(Qt.Key)
    differ = []
    for n in range(len(MODIFIERS) + 1):
        for mods in itertools.combinations(MODIFIERS, n):
            modifier = Qt.KeyboardModifier.NoModifier
            for m in mods:
                modifier |= m
            for key in keys:
                combo = key.value | modifier.value
                if table.get(combo) != matched(combo):
                    differ.append((key.name, mods, table.get(combo), matched(combo)))
    assert differ == []
    assert matched(QKeySequence("Ctrl+Z")[0].toCombined()) == "undo"  # the reference finds them
    assert matched(QKeySequence("Ctrl+Shift+Z")[0].toCombined()) == "redo"

