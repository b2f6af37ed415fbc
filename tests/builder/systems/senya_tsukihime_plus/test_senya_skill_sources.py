"""千夜月姫+ (003_4a32dc54997efc16.txt): where a 特技, an エクストラスキル and an item come from.

- L459–460, L1265–1267: 特技 come from the character's own classes (the construction data of its
  creation classes, the 「追加取得」 of a class that went up a level): a 特技 whose class (its own
  ``from_class`` or its catalogue entry's) the character lacks is an error citing L459; one whose
  class nobody recorded is a GM flag. A GM's approval clears the error (data conversion keeps a
  特技 after moving class, L1984–1988).
- L469–476: an エクストラスキル 「それぞれ取得条件があり、この条件を満たしていれば取得できる」:
  the catalogue records the condition as printed, and the parts a program can check (a formula
  of class levels, the 特技 it needs); a failed one is an error citing L475, a condition no
  program checks is a GM flag showing it.
- L510–514: 「アイテムは特技の効果として取得する。該当する特技を取得していないキャラクターは
  アイテムを取得できない」: an item names the 特技 that grants it and the character must have THAT
  特技 (error, L510); an item naming none is a GM flag.

Each rule: a hand-made character that breaks exactly it, and a legal one beside it with no
finding of that rule. The class, skill and item names are the seed's (剣士 L207, 魔術師 L224,
ナイフ使い L218, 風を駆る者 L234; ツバメ返し L1650, 魔術連弾 L1992); the catalogue entries are a
GM's data (the seed has none, L459–476), written here as a user pack overlay would hold them.
"""
from __future__ import annotations

import json

import pytest

from builder.core.packs import load_pack
from builder.kit.build import DataBuild
from builder.kit.evaluate import evaluate
from builder.words.messages import render

RULE_LINES = (459, 475, 510)

# the GM's catalogue (a user pack's restated lists): each 特技 with its class, an エクストラスキル
# with its 取得条件, an item with the 特技 that grants it
SKILLS = [
    {"id": "tsubame", "name": "ツバメ返し", "type": "normal", "source": "class", "from_class": "ken"},
    {"id": "rendan", "name": "魔術連弾", "type": "normal", "source": "class", "from_class": "maj"},
    {"id": "hiken", "name": "秘剣", "type": "extra", "source": "class", "from_class": "ken",
     "condition": "剣士3レベル以上、《ツバメ返し》を取得していること", "requires": "ken >= 3",
     "requires_entries": ["ツバメ返し"]},
    {"id": "ougi", "name": "奥義", "type": "extra", "source": "class", "from_class": "ken",
     "condition": "GMが認めた場合"},
]
ITEMS = [{"id": "katana", "name": "日本刀", "type": "weapon", "source": "skill", "granted_by": "ツバメ返し"}]


@pytest.fixture(scope="module")
def pack(tmp_path_factory):
    bundled = load_pack("senya-tsukihime-plus", user_layer=False)
    lists = {lst.id: lst.model_dump(mode="json", exclude_defaults=True) for lst in bundled.content.lists}
    lists["skills"]["catalogue"] = SKILLS
    lists["items"]["catalogue"] = ITEMS
    overlay = tmp_path_factory.mktemp("gm") / "senya-gm.json"
    overlay.write_text(json.dumps({"lists": [lists["skills"], lists["items"]]}, ensure_ascii=False), encoding="utf-8")
    return load_pack("senya-tsukihime-plus", [overlay], user_layer=False)


def character(stats, skills=(), items=(), approvals=()):
    """A PC of 3 creation class levels (L359) with its style (L355) and extra point (L402)."""
    data = {"schema_version": 1, "system": "senya-tsukihime-plus", "type": "pc", "name": "試し",
            "stats": dict(stats), "options": {"style": ["shura"], "free_point": ["tai"]},
            "lists": {"skills": list(skills), "items": list(items)}}
    if approvals:
        data["approvals"] = list(approvals)
    return DataBuild.model_validate(data)


def findings(pack, build):
    return [(f.severity, f.code, f.path, f.rule.line) for f in evaluate(pack, build).findings
            if f.rule.line in RULE_LINES]


# -- L459, L1265–1267: a 特技 of the character's own classes --------------------------------

def test_a_skill_of_a_class_the_character_lacks_is_an_error(pack):
    # 剣士 2 + ナイフ使い 1 = 3 class levels (L359); 魔術連弾 is 魔術師's (L224): not one of them
    build = character({"ken": 2, "kni": 1}, [
        {"name": "ツバメ返し", "type": "normal", "source": "class", "from_class": "ken"},
        {"name": "魔術連弾", "type": "normal", "source": "class", "from_class": "maj"}])
    assert findings(pack, build) == [("error", "data.entry_class", "/lists/skills/1", 459)]
    f = next(f for f in evaluate(pack, build).findings if f.code == "data.entry_class")
    assert "魔術師" in render(f.code, f.params, "ja") and "Magus" in render(f.code, f.params, "en")


def test_the_catalogue_gives_the_class(pack):
    # the entry names only its catalogue entry; the catalogue says 魔術師 (maj)
    wrong = character({"ken": 2, "kni": 1}, [{"ref": "rendan"}])
    assert findings(pack, wrong) == [("error", "data.entry_class", "/lists/skills/0", 459)]
    right = character({"maj": 2, "kni": 1}, [{"ref": "rendan"}])
    assert findings(pack, right) == []


def test_a_skill_of_its_own_classes_passes(pack):
    build = character({"ken": 2, "kni": 1}, [
        {"name": "ツバメ返し", "type": "normal", "source": "class", "from_class": "ken"},
        {"name": "ダーク", "type": "normal", "source": "class", "from_class": "kni"}])
    assert findings(pack, build) == []


def test_a_class_gained_by_growth_gives_its_skills(pack):
    # L1265–1267: a class level gained by growth lets the character take that class's 追加取得;
    # 魔術師 0 at creation + 1 by growth (maj_g, with GM permission L1273) = 魔術師 1
    build = character({"ken": 2, "kni": 1, "maj_g": 1, "exp": 4}, [
        {"name": "魔術連弾", "type": "normal", "source": "class", "from_class": "maj"}])
    assert [f for f in findings(pack, build) if f[1] == "data.entry_class"] == []


def test_a_skill_with_no_class_is_a_gm_flag(pack):
    build = character({"ken": 2, "kni": 1}, [{"name": "謎の特技", "type": "normal", "source": "class"}])
    assert findings(pack, build) == [("gm", "data.entry_gm", "/lists/skills/0", 459)]


def test_the_gm_approves_a_skill_kept_through_conversion(pack):
    # L1984–1988: a 特技 kept after moving class in a data conversion is the GM's call
    approval = {"code": "data.entry_class", "path": "/lists/skills/0", "reason": "引越し(L1984)", "by": "GM"}
    build = character({"ken": 2, "kni": 1}, [{"ref": "rendan"}], approvals=[approval])
    found = findings(pack, build)  # (an approval not pinned to a snapshot also gets a notice)
    assert [f for f in found if f[1] == "data.entry_class"] == [("approved", "data.entry_class", "/lists/skills/0", 459)]


# -- L469–476: an エクストラスキル's 取得条件 ------------------------------------------------

def test_an_extra_skill_whose_condition_fails_is_an_error(pack):
    # 秘剣: 剣士 3 or more and ツバメ返し; 剣士 2 + ナイフ使い 1 has 剣士 2 < 3
    build = character({"ken": 2, "kni": 1}, [{"ref": "tsubame"}, {"ref": "hiken"}])
    assert findings(pack, build) == [("error", "data.entry_condition", "/lists/skills/1", 475)]


def test_an_extra_skill_without_the_skill_it_needs_is_an_error(pack):
    # 剣士 3 (3 = 3, L359) meets the level; ツバメ返し is missing
    build = character({"ken": 3}, [{"ref": "hiken"}])
    assert findings(pack, build) == [("error", "data.entry_condition", "/lists/skills/0", 475)]
    f = next(f for f in evaluate(pack, build).findings if f.code == "data.entry_condition")
    assert "ツバメ返し" in render(f.code, f.params, "ja") and "ツバメ返し" in render(f.code, f.params, "en")


def test_an_extra_skill_whose_condition_holds_passes(pack):
    build = character({"ken": 3}, [{"ref": "tsubame"}, {"ref": "hiken"}])
    assert findings(pack, build) == []


def test_a_condition_no_program_checks_is_a_gm_flag(pack):
    # 奥義's condition is words only; a player's own extra skill records none
    catalogued = character({"ken": 3}, [{"ref": "ougi"}])
    assert findings(pack, catalogued) == [("gm", "data.entry_condition_gm", "/lists/skills/0", 475)]
    f = next(f for f in evaluate(pack, catalogued).findings if f.code == "data.entry_condition_gm")
    assert "GMが認めた場合" in render(f.code, f.params, "ja")
    own = character({"ken": 3}, [{"name": "我流", "type": "extra", "source": "class", "from_class": "ken"}])
    assert findings(pack, own) == [("gm", "data.entry_condition_gm", "/lists/skills/0", 475)]
    f = next(f for f in evaluate(pack, own).findings if f.code == "data.entry_condition_gm")
    assert "未記入" in render(f.code, f.params, "ja") and "not recorded" in render(f.code, f.params, "en")


# -- L510–514: an item from THE 特技 that grants it -----------------------------------------

def test_an_item_whose_skill_the_character_lacks_is_an_error(pack):
    # the character has a 特技 (ダーク), just not the one the 日本刀 comes from (ツバメ返し)
    build = character({"ken": 2, "kni": 1}, [{"name": "ダーク", "type": "normal", "source": "class",
                                               "from_class": "kni"}], [{"ref": "katana"}])
    assert findings(pack, build) == [("error", "data.entry_grantor", "/lists/items/0", 510)]
    own = character({"ken": 2, "kni": 1}, [{"ref": "tsubame"}],
                    [{"name": "宝石", "type": "gear", "source": "skill", "granted_by": "宝石魔術"}])
    assert findings(pack, own) == [("error", "data.entry_grantor", "/lists/items/0", 510)]


def test_an_item_of_a_skill_the_character_has_passes(pack):
    build = character({"ken": 2, "kni": 1}, [{"ref": "tsubame"}], [{"ref": "katana"}])
    assert findings(pack, build) == []


def test_an_item_naming_no_skill_is_a_gm_flag(pack):
    build = character({"ken": 2, "kni": 1}, [{"ref": "tsubame"}], [{"name": "短刀", "type": "weapon",
                                                                    "source": "skill"}])
    assert findings(pack, build) == [("gm", "data.entry_gm", "/lists/items/0", 510)]
