"""The named edits the forges send for what they once wrote directly (issue 25 item 7):
ChooseOption, SetNpc, MarkGenerated (builder/kit/edits.py, edits_envelope.py), and Restore, the
window's restore of an autosaved copy. On 中聖杯 (seed 002_cb7697588777ea44.txt) and Fate/roll
dice (000_8acb8ad758a0196c.txt); numbers worked out by hand from the seed's lines."""
from __future__ import annotations

import pytest

from builder.core.documents import new_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack
from builder.kit.edits import ChooseOption, MarkGenerated, Restore, SetNpc, SetOption, SetText
from tests.builder.kit.test_edits import pack, refused, servant  # noqa: F401 (the 中聖杯 pack, a new Servant)


def test_choose_option_leaves_whether_it_applies_to_the_engine(pack, servant):
    # L283: the +15 is アーチャーの; SetOption refuses it on a Saber, ChooseOption writes it and the
    # engine says it does not apply (the forge reads that finding and takes it back)
    saber = ChooseOption("class", ("saber",)).apply(pack, servant)
    assert saber.options == {"class": ["saber"]}
    plus = ChooseOption("archer_bonus", ("STR",)).apply(pack, saber)
    assert plus.options == {"class": ["saber"], "archer_bonus": ["STR"]}
    assert ("data.option_not_applicable", "/options/archer_bonus") in [
        (f.code, f.path) for f in evaluate(pack, plus).findings]
    # a choice changed keeps its place; no choices takes the option back, nothing else pruned
    archer = ChooseOption("class", ("archer",)).apply(pack, plus)
    assert list(archer.options) == ["class", "archer_bonus"] and archer.options["class"] == ["archer"]
    assert ChooseOption("class", ()).apply(pack, archer).options == {"archer_bonus": ["STR"]}
    # L281: a Saber's correction is 【筋】【耐】【敏】+10, as through SetOption
    assert evaluate(pack, saber).stats["STR"]["bonus"] == evaluate(
        pack, SetOption("class", ("saber",)).apply(pack, servant)).stats["STR"]["bonus"] == 10


def test_choose_option_refuses_what_the_pack_does_not_know(pack, servant):
    assert refused(ChooseOption("class", ("shielder",)), pack, servant).code == "unknown_choice"
    assert refused(ChooseOption("class", ("saber", "lancer")), pack, servant).code == "too_many_choices"
    assert refused(ChooseOption("colour", ("red",)), pack, servant).code == "unknown_option"
    # class is for Servants only (L279)
    assert refused(ChooseOption("class", ("saber",)), pack, new_build(pack, "other")).code == "option_not_for_kind"


def test_set_npc_and_the_forges_record(pack, servant):
    npc = SetNpc(True).apply(pack, servant)
    assert npc.npc is True and servant.npc is False
    made = MarkGenerated("grail-builder generate", 12, kept=True).apply(pack, npc)
    assert (made.generated.by, made.generated.seed, made.generated.kept) == ("grail-builder generate", 12, True)
    assert MarkGenerated("x", 3).text(pack, "en") == "generated (seed 3)"
    assert MarkGenerated("x", 3).text(pack) == "自動生成の記録(シード 3)"
    # a seed the file cannot hold (it is 0 or more) is the model's refusal, at its place
    reason = refused(MarkGenerated("x", -1), pack, npc)
    assert reason.code == "invalid" and reason.path.startswith("/generated")


def test_restore_puts_back_a_copy_of_the_same_system_only(pack, servant):
    copy = SetText("name", "復元される").apply(pack, SetNpc(True).apply(pack, servant))
    assert Restore(copy).apply(pack, servant) == copy
    fate = load_pack("fate-roll-dice", user_layer=False)
    reason = refused(Restore(new_build(fate, "saber")), pack, servant)
    assert reason.code == "restore_other_system" and reason.path == "/system"
    assert reason.text() == "この自動保存のコピーは別のシステムのキャラクターなので、このキャラクターには戻せません"
    assert reason.text("en") == "this autosaved copy is another system's character: it cannot be put back into this one"
