"""Named edits on a data system's character (builder/kit/edits.py), on 中聖杯
(seed 002_cb7697588777ea44.txt). Numbers are worked out by hand from the seed's lines."""
from __future__ import annotations

import pytest

from builder.core.build import LIMITS
from builder.core.documents import new_build
from builder.kit.edits import (AddEntry, EditRefused, RemoveEntry, SetKind, SetOption, SetStat, SetText,
                           UpdateEntry, dropped)
from builder.core.engine import evaluate
from builder.core.packs import load_pack


@pytest.fixture(scope="module")
def pack():
    return load_pack("chuseihai", user_layer=False)


@pytest.fixture
def servant(pack):
    return new_build(pack, "servant")


def refused(edit, pack, build) -> EditRefused:
    with pytest.raises(EditRefused) as info:
        edit.apply(pack, build)
    return info.value


def test_set_stat_spends_the_level_total(pack, servant):
    # L262: a Servant of Lv 40 has 40*2+60 = 140 points; 【筋】 45 spends 45 of them (L259: 1 a point)
    build = SetStat("STR", 45).apply(pack, servant)
    assert build.stats["STR"] == 45 and servant.stats["STR"] == 0  # the input is never changed
    pool = evaluate(pack, build).pools["stat_points"]
    assert (pool.total, pool.spent, pool.remaining) == (140, 45, 95)


def test_set_stat_refuses_values_off_the_scale_and_unknown_stats(pack, servant):
    # the stat scale runs 0..400 (pack); 405 is past it, -5 below it: refused, naming 【筋】
    reason = refused(SetStat("STR", 405), pack, servant)
    assert reason.path == "/stats/STR" and "【筋】" in reason.text() and "0–400" in reason.text()
    assert refused(SetStat("STR", -5), pack, servant).code == "off_scale"
    assert refused(SetStat("HP", 10), pack, servant).code == "unknown_stat"
    assert "HP" in refused(SetStat("HP", 10), pack, servant).text("en")


def test_off_step_values_are_the_engines_warning_not_a_refusal(pack, servant):
    # L259 「基本5点刻み」: 42 is allowed to be written; the engine warns (reading off_step = warning)
    build = SetStat("STR", 42).apply(pack, servant)
    assert ("data.step", "warning", "/stats/STR") in [(f.code, f.severity, f.path)
                                                      for f in evaluate(pack, build).findings]


def test_set_option_applies_the_class_correction(pack, servant):
    # L281 セイバー: 【筋】【耐】【敏】+10
    build = SetOption("class", ("saber",)).apply(pack, servant)
    sheet = evaluate(pack, build)
    assert [sheet.stats[s]["bonus"] for s in ("STR", "END", "AGI", "MAG")] == [10, 10, 10, 0]


def test_set_option_refusals(pack, servant):
    assert refused(SetOption("class", ("shielder",)), pack, servant).code == "unknown_choice"
    assert refused(SetOption("class", ("saber", "lancer")), pack, servant).code == "too_many_choices"
    assert refused(SetOption("colour", ("red",)), pack, servant).code == "unknown_option"
    # L283: the +15 is アーチャー's only; a Saber cannot take it
    saber = SetOption("class", ("saber",)).apply(pack, servant)
    reason = refused(SetOption("archer_bonus", ("STR",)), pack, saber)
    assert reason.code == "option_not_applicable" and "アーチャーの+15" in reason.text()
    # class is for Servants only (L279): an other-kind character cannot take one
    other = new_build(pack, "other")
    assert refused(SetOption("class", ("saber",)), pack, other).code == "option_not_for_kind"


def test_leaving_archer_drops_its_plus_15_and_says_so(pack, servant):
    # L283: アーチャー takes +15 on one of 【筋】【耐】【敏】; as a Saber that choice is gone
    archer = SetOption("class", ("archer",)).apply(pack, servant)
    archer = SetOption("archer_bonus", ("END",)).apply(pack, archer)
    assert evaluate(pack, archer).stats["END"]["bonus"] == 15
    saber = SetOption("class", ("saber",)).apply(pack, archer)
    assert "archer_bonus" not in saber.options
    assert dropped(pack, archer, saber) == ["アーチャーの+15: 【耐】+15"]


def test_set_kind_keeps_what_stays_legal(pack, servant):
    build = SetStat("MAG", 50).apply(pack, SetOption("class", ("caster",)).apply(pack, servant))
    build = AddEntry("noble_phantasms", {"name": "約束された勝利の剣"}).apply(pack, build)
    other = SetKind("other").apply(pack, build)
    # クラス (L279) and 宝具 are the Servant's; 【魔】 50 and the level stay
    assert other.type == "other" and other.options == {} and other.lists == {}
    assert other.stats["MAG"] == 50 and other.stats["Lv"] == 40
    assert dropped(pack, build, other) == ["クラス: キャスター", "宝具: 約束された勝利の剣"]
    assert refused(SetKind("dragon"), pack, build).code == "unknown_kind"


def test_list_entries_add_update_remove(pack, servant):
    build = AddEntry("skills", {"name": "直感", "level": "B"}).apply(pack, servant)
    assert [(e.name, e.level, e.source) for e in build.lists["skills"]] == [("直感", "B", "skill")]
    build = UpdateEntry("skills", 0, {"text": "未来予知に近い"}).apply(pack, build)
    assert build.lists["skills"][0].text == "未来予知に近い" and build.lists["skills"][0].name == "直感"
    assert RemoveEntry("skills", 0).apply(pack, build).lists == {}
    assert refused(UpdateEntry("skills", 3, {"text": "x"}), pack, build).code == "no_entry"
    assert refused(RemoveEntry("skills", 1), pack, build).code == "no_entry"
    assert refused(UpdateEntry("skills", 0, {"colour": "x"}), pack, build).code == "unknown_field"
    assert refused(AddEntry("weapons", {"name": "x"}), pack, build).code == "unknown_list"
    # the catalogue is empty until a GM fills it (L251): a ref is refused
    assert refused(AddEntry("skills", {"ref": "chokkan"}), pack, build).code == "unknown_ref"
    # 宝具 entries come from the np source only; a masters' character has no 宝具 list
    assert refused(AddEntry("noble_phantasms", {"name": "x", "source": "skill"}), pack, build).code == "wrong_source"
    assert refused(AddEntry("noble_phantasms", {"name": "x"}), pack, new_build(pack, "other")).code == "list_not_for_kind"
    long_name = "長" * (LIMITS["name"] + 1)
    assert refused(AddEntry("skills", {"name": long_name}), pack, build).code == "invalid"


def test_set_text(pack, servant):
    build = SetText("name", "アルトリア").apply(pack, servant)
    build = SetText("partner", "master.json").apply(pack, build)
    build = SetText("profile/真名", "アルトリア・ペンドラゴン").apply(pack, build)
    assert (build.name, build.partner, build.profile) == ("アルトリア", "master.json", {"真名": "アルトリア・ペンドラゴン"})
    assert SetText("profile/真名", "").apply(pack, build).profile == {}
    assert refused(SetText("partner", "/home/x/master.json"), pack, build).code == "absolute_partner"
    assert refused(SetText("partner", "C:\\x\\master.json"), pack, build).code == "absolute_partner"
    assert refused(SetText("name", "x" * (LIMITS["name"] + 1)), pack, build).code == "too_long"
    assert refused(SetText("type", "other"), pack, build).code == "unknown_text"


def test_data_edits_refuse_a_fate_character():
    fate = load_pack("fate-roll-dice", user_layer=False)
    build = new_build(fate, "saber")
    assert refused(SetStat("STR", 5), fate, build).code == "not_data"
    assert SetText("name", "x").apply(fate, build).name == "x"  # the envelope is every system's


def test_a_refusal_in_english_names_the_pack_entry_and_field_in_english(pack, servant):
    # the English reason used to name the thing in Japanese (「【筋】 cannot be 405」, 「相棒のファイル is
    # too long」): each name now takes the pack's name_en (【筋】 → STR, アーチャーの+15 → Archer's +15)
    # and a text field its English name; the Japanese reason is unchanged
    off = refused(SetStat("STR", 405), pack, servant)
    assert off.text("en").startswith("STR cannot be 405") and "【筋】" not in off.text("en")
    assert off.text().startswith("【筋】に 405 は選べません")
    saber = SetOption("class", ("saber",)).apply(pack, servant)
    reason = refused(SetOption("archer_bonus", ("STR",)), pack, saber)
    assert reason.text("en") == "Archer's +15 does not apply to the current choices"
    long_partner = refused(SetText("partner", "x" * (LIMITS["line"] + 1)), pack, servant)
    assert long_partner.text("en") == f"partner file is too long (at most {LIMITS['line']} characters)"
    assert long_partner.text() == f"相棒のファイルが長すぎます({LIMITS['line']}字まで)"
