"""Fate/roll dice's forge changes a character only through the named edits the window sends
(builder/systems/fate_roll_dice/edits.py; issue 25 item 7, shared/DESIGN.md "The forge builds
through the same named edits"): replaying the edits it sent, one by one through ``apply`` (the
window's path, validated by the model), on the type's fresh character gives the forged
character's choices; and an edit the pack refuses stops the forge with its reason.
"""
from __future__ import annotations

import pytest

from builder.core.documents import new_build
from builder.core.packs import load_pack
from builder.gm.forge import ForgeError
from builder.systems.fate_roll_dice import edits
from builder.systems.fate_roll_dice.forge import npc
from builder.systems.fate_roll_dice.forge.entry import forge_fate

CHOICES = ("ranks", "alignment", "stats", "skills", "noble_phantasms", "mystic_codes", "gear", "upkeep")


@pytest.fixture(scope="module")
def pack():
    return load_pack("fate-roll-dice")


def sent_edits(monkeypatch) -> list:
    sent = []
    send = npc._State.send

    def record(self, edit):
        sent.append(edit)
        send(self, edit)
    monkeypatch.setattr(npc._State, "send", record)
    return sent


@pytest.mark.parametrize("type_id, seed", [("saber", 1), ("master", 2), ("berserker", 3), ("troop", 4)])
def test_replaying_the_forges_edits_gives_its_character(pack, monkeypatch, type_id, seed):
    sent = sent_edits(monkeypatch)
    forged = forge_fate(pack, type=type_id, level=None, seed=seed, keep=None, npc=True)
    assert any(isinstance(e, edits.SetStatLevel) for e in sent)
    replayed = new_build(pack, type_id)
    for edit in sent:
        replayed = edit.apply(pack, replayed)
    # a troop's ランクレベル and its unbought stats at their start (L367) are edits too
    # (SetTroopRankLevel, TakeTypeBase), as are the name and the forge's record
    for key in (*CHOICES, "troop_rank_level", "name", "npc", "generated", "approvals"):
        assert getattr(replayed, key) == getattr(forged, key), key


def test_an_edit_the_pack_refuses_stops_the_forge_with_its_reason(pack):
    state = npc._State(pack, {"system": pack.id, "type": "saber", "noble_phantasms": [{"name": "x"}]},
                       None, {"stats": {}, "skills": []})
    with pytest.raises(ForgeError, match="was refused: the rule pack has no effect 'no_such_effect'") as err:
        state.send(edits.AddEffect("noble_phantasms", 0, "no_such_effect"))
    # the refusal is worded in both languages (forge.edit_refused), the reason after the edit's name
    assert err.value.code == "edit_refused"
    assert "no_such_effect" in err.value.text("ja") and err.value.text("ja").startswith("フォージの変更")
    assert state.data["noble_phantasms"] == [{"name": "x"}]  # refused before anything was written

