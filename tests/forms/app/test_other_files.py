"""A war file, a 陣営表 or a user pack opened where a character is expected (開く, a recent
file, a dropped file) is recognised and the right action offered (issue 28 item 1), instead of
「/type: Field required」; a file that is nothing known keeps the usual error naming it."""
from __future__ import annotations

import json

from builder.gm.war.model import new_war, save_war


def test_a_war_file_opened_as_a_character_is_offered_to_the_war_board(qtbot, shared_window, errors, tmp_path):
    window = shared_window
    war = tmp_path / "war.json"
    save_war(new_war("fate-roll-dice"), war)
    asked = []
    window.ask_open_as = lambda path, kind: asked.append((str(path), kind)) or True
    assert window.open_file(war) is False  # the window keeps its character …
    assert asked == [(str(war), "war")]
    (board,) = window.war_boards  # … and the war opens where wars open
    qtbot.addWidget(board)
    assert board.path == war and board.model.rowCount() == 7  # the regulation's seven pairs
    assert errors == []


def test_a_side_table_is_offered_as_a_side_table_and_declining_changes_nothing(qtbot, shared_window, errors,
                                                                               tmp_path):
    window = shared_window
    side = tmp_path / "side.json"
    side.write_text(json.dumps({"schema_version": 1, "system": "fate-roll-dice", "name": "陣営A", "pairs": []}),
                    encoding="utf-8")
    asked = []
    window.ask_open_as = lambda path, kind: asked.append(kind) or False
    name = window.session.build.name
    assert window.open_file(side) is False
    assert asked == ["side"] and errors == [] and window.session.build.name == name
    assert not getattr(window, "war_boards", [])


def test_a_user_pack_is_recognised_and_anything_else_keeps_the_error(qtbot, shared_window, errors, tmp_path):
    window = shared_window
    pack = tmp_path / "house.json"
    pack.write_text(json.dumps({"skills": []}), encoding="utf-8")
    other = tmp_path / "notes.json"
    other.write_text(json.dumps({"hello": 1}), encoding="utf-8")
    asked = []
    window.ask_open_as = lambda path, kind: asked.append(kind) or False
    window.open_file(pack)
    window.open_file(other)
    assert asked == ["pack"]
    assert len(errors) == 1 and str(other) in errors[0][1]
