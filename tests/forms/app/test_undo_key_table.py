"""Which keys a text field hands to the window's undo stack (forms.app.undonav): one look-up
of the key's code in ``key_table``, the same answer as matching the typed key as a key sequence
against the platform's standard Undo and Redo keys and then the extra ones (Ctrl+Z,
Ctrl+Shift+Z, Ctrl+Y), for every key Qt names under every mix of modifiers (the keypad's for
the keys the table names)."""
from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from forms.app.undonav import EXTRA, REDO_KEYS, UNDO_KEYS, key_table

MODIFIERS = (Qt.ShiftModifier, Qt.ControlModifier, Qt.AltModifier, Qt.MetaModifier)


def matched(combo: int, undo: list[QKeySequence], redo: list[QKeySequence]) -> str | None:
    """The answer worked out as a key sequence match (the way the window matched keys before),
    ``undo`` and ``redo`` the sequences of UNDO_KEYS and REDO_KEYS."""
    typed = QKeySequence(combo)
    exact = QKeySequence.SequenceMatch.ExactMatch
    if any(typed.matches(k) == exact for k in undo):
        return "undo"
    if any(typed.matches(k) == exact for k in redo):
        return "redo"
    return EXTRA.get(typed.toString(QKeySequence.SequenceFormat.PortableText))


def test_the_key_table_answers_as_a_key_sequence_match_does(qapp):
    table = key_table()
    undo, redo = [QKeySequence(k) for k in UNDO_KEYS], [QKeySequence(k) for k in REDO_KEYS]
    assert set(table.values()) == {"undo", "redo"}
    named = {combo & ~int(Qt.KeyboardModifierMask.value) for combo in table}  # the keys themselves
    differ = []
    # every key under every mix of Shift/Ctrl/Alt/Meta; the keypad's too for the keys the table names
    for keys, modifiers in ((list(Qt.Key), MODIFIERS), ([k for k in Qt.Key if k.value in named],
                                                          MODIFIERS + (Qt.KeypadModifier,))):
        for n in range(len(modifiers) + 1):
            for mods in itertools.combinations(modifiers, n):
                modifier = Qt.KeyboardModifier.NoModifier
                for m in mods:
                    modifier |= m
                for key in keys:
                    combo = key.value | modifier.value
                    if table.get(combo) != matched(combo, undo, redo):
                        differ.append((key.name, mods, table.get(combo), matched(combo, undo, redo)))
    assert differ == [] and len(named) >= 2  # Z and Y at least (Ctrl+Z, Ctrl+Y)
    assert matched(QKeySequence("Ctrl+Z")[0].toCombined(), undo, redo) == "undo"  # the reference finds them
    assert matched(QKeySequence("Ctrl+Shift+Z")[0].toCombined(), undo, redo) == "redo"

