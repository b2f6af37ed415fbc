"""CharacterSession: one way to mutate, snapshot undo with merge and macros, one signal."""
from __future__ import annotations

import pytest

from builder.cli.main import new_build
from builder.core.packs import load_pack
from forms.session.state import CharacterSession


@pytest.fixture(scope="module")
def pack():
    return load_pack("fate-roll-dice")


def with_name(build, name):
    return build.model_copy(update={"name": name})


def test_apply_evaluates_and_emits_one_changed(qtbot, pack):
    s = CharacterSession(pack, new_build(pack, "saber"))
    stats = s.build.model_dump()["stats"]
    stats["agility"]["level"] = "A"
    new = s.build.model_validate({**s.build.model_dump(), "stats": stats})
    with qtbot.waitSignal(s.changed):
        assert s.apply("敏捷 B→A", new, show_cost=True)
    assert s.undo_stack.text(0) == "敏捷 B→A (6 FP)"  # B→A is 6 FP (L885)
    assert s.sheet.pools["fp"].spent == 6 and s.is_dirty
    assert not s.apply("nothing", s.build)  # an edit that changes nothing is no step


def test_same_merge_key_is_one_step_and_returning_is_obsolete(qtbot, pack):
    s = CharacterSession(pack, new_build(pack, "saber"))
    start = s.build
    for text in ("A", "Ar", "Art"):
        s.apply("名前", with_name(s.build, text), merge_key="/name")
    assert s.undo_stack.count() == 1 and s.build.name == "Art"
    s.apply("other", with_name(s.build, "X"), merge_key="/player")
    assert s.undo_stack.count() == 2
    s.undo_stack.undo()
    s.undo_stack.undo()
    assert s.build == start and not s.is_dirty
    s.undo_stack.redo()
    assert s.build.name == "Art"


def test_macro_is_one_undo_step(qtbot, pack):
    s = CharacterSession(pack, new_build(pack, "saber"))
    with s.macro("two edits"):
        s.apply("a", with_name(s.build, "a"))
        s.apply("b", with_name(s.build, "ab"))
    assert s.undo_stack.count() == 1
    s.undo_stack.undo()
    assert s.build.name == ""


def test_mark_saved_and_replace(qtbot, pack, tmp_path):
    s = CharacterSession(pack, new_build(pack, "saber"))
    s.apply("n", with_name(s.build, "n"))
    with qtbot.waitSignal(s.dirty_changed):
        s.mark_saved(tmp_path / "x.json")
    assert not s.is_dirty
    s.replace(new_build(pack, "lancer"))
    assert s.undo_stack.count() == 0 and s.build.type == "lancer" and s.path is None
