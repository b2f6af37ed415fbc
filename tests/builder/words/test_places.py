"""builder.words.places: a finding's place in game terms (issue 14: no JSON pointer in the window or
on the sheet), and a skill's name with its ○○ filled the same way everywhere."""
from __future__ import annotations

import re

from builder.systems.fate_roll_dice.choices import FateBuild
from builder.core.packs import load_pack
from builder.words.places import cost_text, finding_text, place, profile_label, skill_display_name
from builder.core.sheet import Finding, Rule

FATE = load_pack("fate-roll-dice")
BUILD = FateBuild.model_validate({
    "system": "fate-roll-dice", "type": "saber",
    # 偉業 (L804) has the parameter 偉業の内容; 知名度 (L775) none
    "ranks": [{"id": "chimeido"}, {"id": "igyou_rank", "params": {"deed": "竜退治"}}],
    "stats": {"agility": {"level": "B", "marks": [{"sign": "+", "pattern": 2, "condition": "疾走時"}]}},
    "skills": [{"id": "majutsu", "level": "C", "choice": "ルーン魔術", "options": ["attack", "defense"]}],
    "noble_phantasms": [{"name": "約束された勝利の剣", "rank": "B", "effects": [{"id": "hicchuu"}]}],
})


def test_the_issue_pointers_read_as_game_words():
    assert place(FATE, BUILD, "/ranks/1/params/deed") == "ランク『偉業』の偉業の内容"
    assert place(FATE, BUILD, "/stats/agility/marks/0") == "敏捷の「+」(1つ目)"
    assert place(FATE, BUILD, "/skills/0/id") == "スキル『魔術・ルーン魔術』"
    assert place(FATE, BUILD, "/skills/0/options") == "スキル『魔術・ルーン魔術』のオプション"
    assert place(FATE, BUILD, "/noble_phantasms/0") == "宝具『約束された勝利の剣』"
    assert place(FATE, BUILD, "/noble_phantasms/0/effects/0/id") == "宝具『約束された勝利の剣』の効果『必中』"
    assert place(FATE, BUILD, "") == place(FATE, BUILD, "/") == "キャラクター全体"


def test_english_uses_the_packs_english_names():
    assert place(FATE, BUILD, "/ranks/1/params/deed", "en") == "rank “Great deed” — the deed"
    assert place(FATE, BUILD, "/stats/agility/marks/0", "en") == "Agility — “+” mark #1"


def test_a_place_that_is_gone_or_unknown_never_shows_the_pointer():
    for path in ("/skills/9", "/ranks/7/params/x", "/nonsense/3", "/stats/nothing/marks/4"):
        for lang in ("ja", "en"):
            text = place(FATE, BUILD, path, lang)
            assert text and not re.search(r"/[a-z0-9]", text), (path, text)


def test_one_form_of_a_skill_name_with_its_choice():
    # the list showed 「魔術・○○(ルーン魔術)」 and the PDF 「魔術・ルーン魔術」: one form now
    assert skill_display_name("魔術・○○", "ルーン魔術") == "魔術・ルーン魔術"
    assert skill_display_name("投躑・○", "短剣") == "投躑・短剣"
    assert skill_display_name("カリスマ", "王") == "カリスマ(王)"
    assert skill_display_name("カリスマ", "") == "カリスマ"


def test_a_finding_names_its_places_in_words():
    f = Finding("error", "approval.unused", "/noble_phantasms/0", Rule("fate-roll-dice", 1038),
                {"reason": "確認済み", "code": "np.needs_gm", "path": "/noble_phantasms/0"})
    text = finding_text(FATE, BUILD, f)
    assert "/noble_phantasms" not in text and "np.needs_gm" not in text
    assert "宝具『約束された勝利の剣』" in text


def test_data_system_places_costs_and_profile_keys():
    pack = load_pack("grail-tactics")
    from builder.kit.build import DataBuild
    build = DataBuild.model_validate({"system": "grail-tactics", "type": "servant"})
    assert place(pack, build, "/stats/luck_roll") == "運ロール"
    assert cost_text(pack.index.content, {"command_spells": 1}) == "令呪 1"
    assert profile_label("true_name") == "真名" and profile_label("目的") == "目的"


def test_english_names_an_entry_with_the_players_detail_after_it():
    """「使用回数限定(1シナリオ2回)」 (L1479, its detail the player's) reads "Limited Uses (…)" in
    English; a name no entry has stays as it is."""
    from builder.words.places import entry_name
    assert entry_name(FATE, "使用回数限定(1シナリオ2回)", "en") == "Limited Uses (1シナリオ2回)"
    assert entry_name(FATE, "使用回数限定(1シナリオ2回)", "ja") == "使用回数限定(1シナリオ2回)"
    assert entry_name(FATE, "名前のない何か(詳細)", "en") == "名前のない何か(詳細)"


def test_a_shared_japanese_name_reads_as_the_outer_entry():
    """The 宝具 effect 必殺 (L1405, Sure Kill) and the 魔眼 option worded after it (L1198) share
    the name; on a 宝具 the effect's English is the one meant, and the option's now says so too."""
    from builder.words.places import entry_name
    assert entry_name(FATE, "必殺", "en") == "Sure Kill"


def test_a_rank_checks_gm_question_reads_in_english():
    """長 (L761): the example Master's GM question is the check's label, which the pack has in
    English too; English mode showed it in Japanese."""
    from builder.core.documents import load_build
    from builder.core.links import evaluate_linked
    from tests.conftest import EXAMPLES
    build = load_build(EXAMPLES / "master.json")
    sheet = evaluate_linked(FATE, build, str(EXAMPLES / "master.json"), load_pack)
    finding = next(f for f in sheet.findings if f.code == "rank.needs_gm")
    assert finding.rule.line == 761
    assert finding_text(FATE, build, finding, "en") == (
        "Head: the GM confirms no nominally retired predecessor still holds real power (then the rank cannot be taken)")
    assert finding_text(FATE, build, finding, "ja") == "長: 形式上隠居した先代が実権を握っていないこと"


def test_rank_questions_and_types_read_wholly_in_english():
    """A rank check's English label names the skills it asks for by their English names (the
    digest's gloss: 道具作成 Item Construction L1154, 気配遮断 Presence Concealment, …), and the
    troop types say 社会 Society and 宝具 Noble Phantasm (L356–364): no Japanese is left in
    English mode for words the pack has in English."""
    japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    labels = [c.label_en for r in FATE.ranks.values() for c in r.checks if getattr(c, "label_en", "")]
    assert "Item Construction" in labels
    assert [t for t in labels if japanese.search(t)] == []
    types = [t.name_en for t in FATE.types.values()]
    assert "Troop (Society)" in types and [t for t in types if japanese.search(t)] == []
