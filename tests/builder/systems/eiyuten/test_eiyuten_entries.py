"""英雄点 (001_0ca4af6a39bfc837.txt): the rules a player's own skill or 宝具 is held to
(issue 27): L146 「オリジナル効果はGMの監修が必須」 and 「キャラクターの初期英雄点を増やす効果」
may not be made (so a cost is never negative); L151 「スキル<宝具」; L153 the wording an
effect across the front/back rows needs; the size limits of L177 ③ (補正値変動系: skill ±4,
宝具 ±8–±20), L179 ③ (能力値変動系: skill ±2, 宝具 ±4–±8) and L180 ③ (特殊攻撃系 about ±2).
Modifier sizes live in the effect text, which no field carries: each is a GM flag on the
entry, citing its line; an entry from the GM's catalogue (``ref``) is already supervised.
"""
from __future__ import annotations

import json

import pytest

from builder.kit.build import DataBuild
from builder.kit.evaluate import evaluate
from builder.core.packs import load_pack


@pytest.fixture(scope="module")
def pack():
    return load_pack("eiyuten", user_layer=False)


BASE = {  # a legal Servant: 30 英雄点 over C+(6) ×5 = 30 (L9, L46 合計6点)
    "system": "eiyuten", "type": "servant", "name": "試験",
    "stats": {"STR": 6, "END": 6, "AGI": 6, "MAG": 6, "LUK": 6, "PHY": 6, "PER": 6, "EDU": 6},
    "options": {"gender": ["male"], "alignment_order": ["neutral"], "alignment_temper": ["balanced"],
                "heaven_earth": ["human"], "style": ["strong"]},
}


def build(stats=None, skills=None):
    data = json.loads(json.dumps(BASE))
    data["stats"].update(stats or {})
    if skills is not None:
        data["lists"] = {"skills": skills}
    return DataBuild.model_validate(data)


def found(pack, b):
    return sorted((f.severity, f.code, f.path, f.rule.line) for f in evaluate(pack, b).findings)


def test_a_negative_cost_is_an_error(pack):
    # STR A+ (L50: 合計11点) instead of C+ (6): 5 more points; a "cost" of −5 would pay for it:
    # 30 + 5 − 5 = 30 spent, so without the rule the budget passes (L9: 30 英雄点).
    cheat = build(stats={"STR": 10}, skills=[{"name": "英雄の器", "type": "info", "cost": {"hero_points": -5}}])
    s = evaluate(pack, cheat)
    assert s.pools["hero_points"].spent == 30
    assert ("error", "data.entry", "/lists/skills/0", 146) in found(pack, cheat)
    # the same entry at cost 0 is no error (only the GM flag of an original effect)
    legal = build(skills=[{"name": "英雄の器", "type": "info", "cost": {"hero_points": 0}}])
    assert [f for f in found(pack, legal) if f[0] == "error"] == []


def test_a_players_own_skill_is_a_gm_flag(pack):
    own = build(skills=[{"name": "千里眼", "type": "info", "source": "skill", "text": "情報収集"}])
    assert found(pack, own) == [("gm", "data.entry_gm", "/lists/skills/0", 146)]
    assert found(pack, build()) == []  # nothing written, nothing to supervise


def test_a_players_own_np_is_a_gm_flag(pack):
    own = build(skills=[{"name": "約束の剣", "type": "unique", "source": "np"}])
    # L146 for the original effect; 独自系 (L184) has its own GM flag on the list
    assert ("gm", "data.entry_gm", "/lists/skills/0", 146) in found(pack, own)


@pytest.mark.parametrize(("type_id", "source", "line"), [
    ("modifier", "skill", 177), ("modifier", "np", 177), ("stat_change", "skill", 179),
    ("stat_change", "np", 179), ("special_attack", "skill", 180)])
def test_each_types_size_limit_is_a_gm_flag_on_the_entry(pack, type_id, source, line):
    own = build(skills=[{"name": "効果", "type": type_id, "source": source}])
    assert ("gm", "data.entry_gm", "/lists/skills/0", line) in found(pack, own)
    info = build(skills=[{"name": "効果", "type": "info", "source": source}])
    assert [f for f in found(pack, info) if f[3] == line] == []  # 情報探索系 has no size limit


def test_a_catalogue_entry_is_the_gms_and_gets_no_flag(pack, tmp_path):
    skills = pack.index.lists["skills"].model_dump(mode="json")
    skills["catalogue"] = [{"id": "eye", "name": "千里眼", "type": "info", "source": "skill",
                            "cost": {"hero_points": 0}}]
    layer = tmp_path / "skills.json"
    layer.write_text(json.dumps({"lists": [skills]}, ensure_ascii=False), encoding="utf-8")
    gm_pack = load_pack("eiyuten", [layer], user_layer=False)
    assert found(gm_pack, build(skills=[{"ref": "eye"}])) == []


def test_messages_in_both_languages(pack):
    from builder.words.messages import render
    f = evaluate(pack, build(skills=[{"name": "英雄の器", "cost": {"hero_points": -1}}])).findings
    error = next(x for x in f if x.code == "data.entry")
    assert "英雄の器" in render(error.code, error.params, "ja") and "L146" in render(error.code, error.params, "ja")
    assert "never negative" in render(error.code, error.params, "en")
