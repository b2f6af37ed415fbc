"""編集 → 残りを自動で埋める replays the forge's named edits (issue 25 item 7): each through the
session's apply_edit, as the pages send theirs, in one undo step whose undo gives back the exact
start; an edit the character refuses is named with its reason and changes nothing."""
from __future__ import annotations

import os

import builder.gm.forge as gm_forge
import forms.dialogs.autofill as autofill
from builder.gm.forge import ForgeLog
from builder.systems.fate_roll_dice import edits


def trigger(window):
    edit_menu = window.menuBar().actions()[1].menu()
    assert window.act_autofill in edit_menu.actions()  # reachable from 編集, as a user reaches it
    window.act_autofill.trigger()


def test_autofill_sends_the_forges_edits_as_one_undo_step(qtbot, shared_window, monkeypatch, errors):
    window = shared_window
    monkeypatch.setattr(autofill, "next_seed", lambda: 11)
    session = window.session
    start, steps = session.build, session.undo_stack.count()
    sent, changed = [], []
    apply_edit = session.apply_edit
    monkeypatch.setattr(session, "apply_edit", lambda edit, **kw: sent.append(edit) or apply_edit(edit, **kw))
    session.changed.connect(lambda: changed.append(1))
    trigger(window)
    assert errors == []
    filled = session.build
    # what the window made is the forge's own character from the same seed, edit by edit
    log = ForgeLog()
    assert gm_forge.forge(start.system, seed=11, keep=start, npc=start.npc, pack=session.pack, log=log) == filled
    assert sent == log.edits and len(sent) > 10
    assert changed == [1]  # the pages repaint once, not once per edit
    assert session.undo_stack.count() == steps + 1 and session.undo_stack.undoText() == "残りを自動で埋める"
    if os.environ.get("FORGE_SHOTS"):
        window.resize(1280, 800)
        window.grab().save(os.path.join(os.environ["FORGE_SHOTS"], "autofill_filled.png"))
    window.act_undo.trigger()
    assert session.build == start  # one undo: the exact start
    window.act_redo.trigger()
    assert session.build == filled


def test_a_refused_edit_is_named_with_its_reason_and_nothing_changes(qtbot, shared_window, monkeypatch,
                                                                     errors):
    window = shared_window
    monkeypatch.setattr(autofill, "next_seed", lambda: 11)
    real = gm_forge.forge

    def forge_with_a_bad_edit(*args, log=None, **kwargs):  # a forge whose log holds an edit the pack refuses
        build = real(*args, log=log, **kwargs)
        log.edits.insert(3, edits.AddRank("no_such_rank"))
        return build
    monkeypatch.setattr(gm_forge, "forge", forge_with_a_bad_edit)
    start, steps = window.session.build, window.session.undo_stack.count()
    trigger(window)
    (title, text), = errors
    assert title == "自動で埋められません"
    # the edit in the history's words, then the refusal (edit.not_in_pack, both languages in messages.json)
    assert text == "ランク追加: no_such_rank: ランク「no_such_rank」はルールパックにありません"
    assert window.session.build == start and window.session.undo_stack.count() == steps
    window.set_language("en")
    trigger(window)
    assert errors[-1] == ("Cannot fill in automatically",
                          "rank + no_such_rank: the rule pack has no rank 'no_such_rank'")
    assert window.session.build == start
    window.set_language("ja")


def test_a_data_systems_character_is_filled_by_the_kits_edits(qtbot, shared_window, monkeypatch, errors):
    # ファイル → 新規 → 中聖杯のサーヴァント: its Lv 40 (L262) gives 40 × 2 + 60 = 140 stat points,
    # all spent by the fill; the options and stats arrive as the kit's named edits
    window = shared_window
    from builder.kit.edits import ChooseOption, SetStat
    monkeypatch.setattr(autofill, "next_seed", lambda: 4)
    window.ask_new = lambda: ("chuseihai", "servant")
    window.act_new.trigger()
    session = window.session
    start = session.build
    sent = []
    apply_edit = session.apply_edit
    monkeypatch.setattr(session, "apply_edit", lambda edit, **kw: sent.append(edit) or apply_edit(edit, **kw))
    trigger(window)
    assert errors == []
    assert any(isinstance(e, ChooseOption) for e in sent) and any(isinstance(e, SetStat) for e in sent)
    pool = session.sheet.pools["stat_points"]
    assert (pool.total, pool.remaining) == (140, 0)
    assert not session.sheet.has("error") and session.build.generated.seed == 4
    assert session.undo_stack.undoText() == "残りを自動で埋める"
    window.act_undo.trigger()
    assert session.build == start
