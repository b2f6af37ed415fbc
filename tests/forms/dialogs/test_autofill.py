"""編集 → 残りを自動で埋める (issue 15 item 4, in the window): the forge fills the open character
as one undoable step, reached from the menu as a user would."""
from __future__ import annotations

import forms.dialogs.autofill as autofill

from tests.forms.helpers import go


def trigger(window):
    edit_menu = window.menuBar().actions()[1].menu()
    assert window.act_autofill in edit_menu.actions()  # reachable from 編集
    window.act_autofill.trigger()


def remaining(window) -> dict:
    pools = window.session.sheet.pools
    return {p: pools[p].remaining for p in ("fp", "noble_phantasm", "upkeep", "equipment") if p in pools}


def test_autofill_spends_every_budget_in_one_undo_step(qtbot, shared_window, monkeypatch, errors):
    window = shared_window
    monkeypatch.setattr(autofill, "next_seed", lambda: 11)
    before = window.session.build  # the default character: a new セイバー, nothing chosen
    assert window.session.sheet.has("error")  # no ranks, no alignment yet
    steps = window.session.undo_stack.count()
    trigger(window)
    assert errors == []
    after = window.session.build
    sheet = window.session.sheet
    # a new character is a player's (npc false): the forge approves nothing on it, so the only
    # GM flags are its 宝具's, each needing the GM's permission (L1038)
    assert not sheet.has("error") and after.approvals == []
    assert {(f.code, f.path) for f in sheet.findings if f.severity == "gm"} == \
        {("np.needs_gm", f"/noble_phantasms/{i}") for i in range(len(after.noble_phantasms))}
    assert set(remaining(window).values()) == {0}
    # L748, L750: a servant of n ranks has ランクレベル 6 + n and (6 + n) × 6 FP
    assert sheet.pools["fp"].total == (6 + len(after.ranks)) * 6
    assert after.generated.seed == 11 and after.type == "saber"
    assert window.session.undo_stack.count() == steps + 1
    assert "残りを自動で埋める" in window.session.undo_stack.undoText()
    window.act_undo.trigger()
    assert window.session.build == before


def test_autofill_keeps_the_rank_level_and_choices_the_character_has(qtbot, shared_window, monkeypatch):
    window = shared_window
    monkeypatch.setattr(autofill, "next_seed", lambda: 5)
    build = window.session.build
    from builder.systems.fate_roll_dice.choices import RankChoice
    strong = build.stats["strength"].model_copy(update={"level": "EX"})
    chosen = build.model_copy(update={"ranks": [RankChoice(id="chimeido"), RankChoice(id="ouzoku")],
                                      "stats": {**build.stats, "strength": strong}})
    window.session.apply("test", chosen)
    trigger(window)
    after = window.session.build
    assert [r.id for r in after.ranks] == ["chimeido", "ouzoku"]  # ランクレベル 8 kept: no rank added
    assert after.stats["strength"].level == "EX"
    assert window.session.sheet.pools["fp"].total == 48 and remaining(window)["fp"] == 0  # 8 × 6 = 48 (L750)


def test_autofill_says_why_when_it_cannot(qtbot, shared_window, monkeypatch, errors):
    window = shared_window
    build = window.session.build
    window.session.apply("test", build.model_copy(update={"type": "irregular"}))
    before = window.session.build
    trigger(window)
    # the refusal in the window's language, without the file's key type_override (issue 28 item 3)
    assert errors and "基本ステータスとクラス別スキルはルールブックにありません" in errors[-1][1]
    assert "タイプの上書き" in errors[-1][1] and "type_override" not in errors[-1][1]
    assert window.session.build == before


def test_the_action_speaks_english_when_the_window_does(qtbot, shared_window):
    window = shared_window
    window.set_language("en")
    assert window.act_autofill.text() == "Fill in the rest automatically"
    window.set_language("ja")
    assert window.act_autofill.text() == "残りを自動で埋める"


def test_a_finished_character_gets_no_step(qtbot, shared_window, monkeypatch):
    window = shared_window
    monkeypatch.setattr(autofill, "next_seed", lambda: 3)
    window.act_autofill.trigger()  # fills the new Saber
    done, steps = window.session.build, window.session.undo_stack.count()
    trigger(window)  # nothing open any more
    assert window.session.build == done and window.session.undo_stack.count() == steps
    assert window.statusBar().currentMessage() == "埋める所はありません"


def test_autofill_fills_a_new_troop_at_the_rank_level_it_has(qtbot, shared_window, monkeypatch, errors):
    # ファイル → 新規 → トループ(宝具), its ランクレベル raised to 4 on the ランク step as a user would:
    # stats start at 1 + ceil(4 ÷ 2) = 3 = C and RL 4 brings 4 + 6 = 10 FP (L367–368)
    window = shared_window
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QSpinBox
    monkeypatch.setattr(autofill, "next_seed", lambda: 8)
    window.ask_new = lambda: ("fate-roll-dice", "troop_np")
    window.act_new.trigger()
    spin = go(qtbot, window, "ranks").findChild(QSpinBox, "troopRankLevel")
    spin.setFocus()
    for _ in range(3):
        qtbot.keyClick(spin, Qt.Key_Up)
    assert window.session.build.troop_rank_level == 4
    trigger(window)
    assert errors == []
    after, sheet = window.session.build, window.session.sheet
    assert after.type == "troop_np" and after.troop_rank_level == 4 and after.generated.seed == 8
    # a player's troop: its 宝具 keep their GM flag (L1038), nothing is approved by the forge
    assert not sheet.has("error") and after.approvals == []
    assert {f.code for f in sheet.findings if f.severity == "gm"} <= {"np.needs_gm"}
    assert sheet.pools["fp"].total == 10 and set(remaining(window).values()) == {0}
    import os
    if os.environ.get("FORGE_SHOTS"):
        for page_id in [p for p in window.page_order if p in ("stats", "skills", "equipment", "noble_phantasms")]:
            page = go(qtbot, window, page_id)
            page.resize(1100, 700)
            page.grab().save(os.path.join(os.environ["FORGE_SHOTS"], f"troop_autofill_{page_id}.png"))
    window.act_undo.trigger()
    assert window.session.build.generated is None
