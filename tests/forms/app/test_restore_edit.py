"""Restoring an autosaved copy puts it back by a named edit that validates it (issue 25 item 7:
builder.kit.edits.Restore), as the start-up offer does it: one undo step named 復元 over the
file's character; a copy the file's character refuses (the file now holds another system's
character) is said with its reason, the window keeps what it shows and the copy is kept."""
from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

from builder.core.documents import load_build, new_build, save_build
from builder.core.packs import load_pack
from builder.kit.edits import SetText
from forms.app.recovery import RecoveryCopy


class OneCopy:
    """A recovery store holding one copy a crashed window left."""

    def __init__(self, copy):
        self.copies, self.discarded = [copy], []

    def orphans(self):
        return list(self.copies)

    def discard(self, copy_id):
        self.discarded.append(copy_id)


def copy_of(build, original: Path) -> RecoveryCopy:
    return RecoveryCopy("c0ffee", original.parent / "copy.json", datetime(2026, 1, 2, tzinfo=timezone.utc),
                        str(original), build)


def test_restore_is_one_named_undo_step_over_the_file(qtbot, shared_window, tmp_path, errors):
    window = shared_window
    pack = load_pack("fate-roll-dice", user_layer=False)
    path = tmp_path / "hero.json"
    save_build(new_build(pack, "saber", "原本"), path, backup=False)
    edited = SetText("name", "原本の続き").apply(pack, load_build(path))
    store = OneCopy(copy_of(edited, path))
    window.ask_restore = lambda copy: "restore"
    assert window.offer_recovery(store)
    assert errors == [] and store.discarded == ["c0ffee"]
    session = window.session
    assert session.build == edited and session.path == path and session.is_dirty
    assert session.undo_stack.count() == 1 and session.undo_stack.undoText() == "復元"
    window.act_undo.trigger()
    assert session.build == load_build(path)
    session.undo_stack.setClean()


def test_a_copy_the_files_character_refuses_is_said_and_kept(qtbot, shared_window, tmp_path, errors):
    window = shared_window
    fate = load_pack("fate-roll-dice", user_layer=False)
    other = load_pack("chuseihai", user_layer=False)
    path = tmp_path / "hero.json"
    save_build(new_build(other, "servant", "別のシステム"), path, backup=False)  # the file changed since
    before = path.read_bytes()
    shown = window.session.build
    store = OneCopy(copy_of(new_build(fate, "saber", "自動保存"), path))
    window.ask_restore = lambda copy: "restore"
    assert not window.offer_recovery(store)
    assert errors == [("復元できません",
                       "この自動保存のコピーは別のシステムのキャラクターなので、このキャラクターには戻せません")]
    assert window.session.build == shown and store.discarded == []  # nothing changed, the copy kept
    assert path.read_bytes() == before and window.isVisible()
