"""Pack layers: a GM's campaign file flips readings and adds entries; a bad file is reported
with its name and JSON path, and a formula can never run code."""
from __future__ import annotations

import json

import pytest

from builder.core.engine import evaluate
from builder.core.packs import PackError, load_pack
from tests.builder.helpers import make


def write(tmp_path, data, name="campaign.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_campaign_flips_a_reading(tmp_path):
    path = write(tmp_path, {"settings": {"unspent_fp": "error"}})
    pack = load_pack("fate-roll-dice", [path], user_layer=False)
    assert pack.setting("unspent_fp") == "error"
    sheet = evaluate(pack, make(pack, "saber", ranks=[{"id": "fuhai"}]))
    assert any(f.code == "fp.unspent" and f.severity == "error" for f in sheet.findings)


def test_campaign_adds_a_homebrew_skill(tmp_path):
    skill = {"id": "homebrew_blade", "name": "剣聖の技", "line": None, "pricing": {"type": "fixed", "per_level": 2}}
    pack = load_pack("fate-roll-dice", [write(tmp_path, {"skills": [skill]})], user_layer=False)
    build = make(pack, "saber", skills=[{"id": "homebrew_blade", "level": "C"}])
    sheet = evaluate(pack, build)
    assert sheet.pools["fp"].spent == 6  # 2 × 3
    # an original skill is the GM's to approve (L929)
    assert any(f.code == "skill.custom" and f.severity == "gm" for f in sheet.findings)


def test_gm_enters_an_irregular_class(tmp_path):
    ruler = {"id": "ruler", "name": "ルーラー", "kind": "servant", "gm_entered": True,
             "stats": {"strength": "B", "endurance": "B", "agility": "C", "mana": "A", "luck": "B",
                       "noble_phantasm": "-"}, "skills": [{"skill": "taimaryoku", "level": "A"}]}
    pack = load_pack("fate-roll-dice", [write(tmp_path, {"types": [ruler]})], user_layer=False)
    build = make(pack, "ruler")
    sheet = evaluate(pack, build)
    # base 対魔力 A is free: 0 FP spent; HP (B4,B4): (12+4)×2+6 = 38
    assert sheet.pools["fp"].spent == 0 and sheet.derived["hp"] == 38


@pytest.mark.parametrize("data, where", [
    ({"settings": {"no_such_reading": 1}}, "/settings/no_such_reading"),
    ({"skills": [{"id": "x", "name": "x", "pricing": {"type": "magic"}}]}, "/skills/0/pricing"),
    ({"rules": {"derived": [{"id": "hp", "expr": "__import__('os').system('true')"}]}}, "/rules/derived/0/expr"),
    ({"rules": {"derived": [{"id": "hp", "expr": "(1 +"}]}}, "/rules/derived/0/expr"),
])
def test_bad_layer_is_reported_with_place(tmp_path, data, where):
    path = write(tmp_path, data)
    with pytest.raises(PackError) as err:
        load_pack("fate-roll-dice", [path], user_layer=False)
    assert err.value.file == str(path) and err.value.path == where


def test_bad_json_names_the_file(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"skills": [', encoding="utf-8")
    with pytest.raises(PackError) as err:
        load_pack("fate-roll-dice", [path], user_layer=False)
    assert "broken.json" in str(err.value) and "line 1" in str(err.value)


def test_unknown_check_type_fails_closed(tmp_path):
    rank = {"id": "custom", "name": "オリジナル", "kind": "servant", "checks": [{"type": "moon_phase", "phase": "full"}]}
    pack = load_pack("fate-roll-dice", [write(tmp_path, {"ranks": [rank]})], user_layer=False)
    sheet = evaluate(pack, make(pack, "saber", ranks=[{"id": "custom"}]))
    assert any(f.code == "rank.unknown_check" and f.severity == "error" for f in sheet.findings)
    assert any(f.code == "rank.custom" and f.severity == "gm" for f in sheet.findings)  # L828


def test_a_new_character_after_a_sheet_named_its_type():
    """The sheet's type name (builder.core.typenames, kept in ``pack.memo``) and the lookup of a
    type by its name for a new character (the Fate pack's ``find_type``) keep separate tables:
    once a sheet has printed 「セイバー」, a new セイバー is still made on the same pack (they
    shared one memo key, and the second found the first's table, keyed by (id, language))."""
    from builder.core.documents import new_build
    from builder.core.typenames import type_name
    pack = load_pack("fate-roll-dice", user_layer=False)
    assert type_name(pack, "saber") == "セイバー"
    assert pack.find_type("セイバー").id == "saber"
    assert new_build(pack, "セイバー").type == "saber"
