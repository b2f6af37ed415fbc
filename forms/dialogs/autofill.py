"""編集 → 残りを自動で埋める: the NPC forge on the open character, as one undoable step.

Contract: :func:`add_action` adds the action to the 編集 menu (``window.act_autofill``).
Triggered, it asks :func:`builder.gm.forge.forge` to fill what the open character leaves open
(everything it has chosen is kept: ``keep``), with the dice drawn anew each time
(:func:`next_seed`; the file records the seed), and replays the named edits the forge sent
(:class:`builder.gm.forge.ForgeLog`) through :meth:`~forms.session.state.CharacterSession.apply_edit`,
as the pages send theirs, in one macro: one undo step named 残りを自動で埋める (Ctrl+Z restores
the character as it was; the edits merge into one snapshot, so the undo evaluates once). The
edits are tried on the character first: one the character refuses (issue 25 item 7: never
dropped) is named with its reason in a message, and nothing changes. A Fate/roll
dice character that has ranks keeps its ランクレベル; one without ranks gets one the dice draw; a
トループ keeps the ランクレベル its sheet has (troop_rank_level, L1653).
When the forge cannot (a GM-entered class without its data, kept choices that break a rule or
cost more than the budget) a message says why and the character is unchanged; when nothing is
left open, the status bar says so and no step is added.
"""
from __future__ import annotations

import secrets
from typing import Any

from PySide6.QtCore import QCoreApplication



def next_seed() -> int:
    """The dice's seed for one fill (tests replace this)."""
    return secrets.randbelow(2**31)


def add_action(window: Any, menu: Any) -> None:
    window.act_autofill = menu.addAction(QCoreApplication.translate("Autofill", "残りを自動で埋める"), lambda: autofill(window))
    window.act_autofill.setStatusTip(QCoreApplication.translate(
        "Autofill", "予算を使い切るまで、決まっていない所をルールどおりに埋めます(元に戻せます)"))


def autofill(window: Any) -> bool:
    """Fill the open character (see the module contract); ``True`` when it changed."""
    from builder.gm.forge import ForgeError, ForgeLog, forge
    from builder.kit.edits import EditRefused
    session = window.session
    build = session.build
    level = session.sheet.derived.get("rank_level") if getattr(build, "ranks", None) else None
    log = ForgeLog()
    cannot = QCoreApplication.translate("Autofill", "自動で埋められません")
    try:
        filled = forge(build.system, level=level, seed=next_seed(), keep=build, npc=build.npc, pack=session.pack,
                       log=log)
    except ForgeError as exc:
        window.show_error(cannot, exc.text(window.lang()))
        return False
    if filled.model_copy(update={"generated": build.generated}) == build:  # only the record would change
        window.statusBar().showMessage(QCoreApplication.translate("Autofill", "埋める所はありません"), 5000)
        return False
    replayed = build
    for edit in log.edits:  # tried first, so a refused edit leaves the character as it was
        try:
            replayed = edit.apply(session.pack, replayed)
        except EditRefused as exc:
            window.show_error(cannot, f"{edit.text(session.pack, window.lang())}: {exc.text(window.lang())}")
            return False
    with session.macro(QCoreApplication.translate("Autofill", "残りを自動で埋める")):
        for edit in log.edits:
            session.apply_edit(edit, merge_key="autofill")
    return True
