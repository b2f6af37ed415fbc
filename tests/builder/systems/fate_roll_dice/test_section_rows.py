"""What Fate/roll dice's typed sections give a view beyond the words (issue 25 item 1): each row's
place in the build, a skill's chosen options, a 宝具's figures, and its 追加効果 in English.

Hand-worked (seed 000_8acb8ad758a0196c.txt, examples/assassin.json and saber.json):
- the Assassin's 宝具 妄想心音 takes 必殺 (L1405) and 使用回数限定 (L1479) with the player's
  detail 「1シナリオ2回」: the Japanese sheet writes 「必殺、使用回数限定(1シナリオ2回)」, the English
  one the pack's names (Sure Kill, Limited Uses) with the detail as typed.
- the Saber's 誓約の光剣 is a 単発 rank B 宝具: B reads 4 (L864), 4×2 = 8 dice (L1064), 判定値 4,
  消費レベル 4 (its rank, not raised by minus effects).
"""
from __future__ import annotations

from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.core.sections import detail, find, value

from tests.conftest import EXAMPLES


def _sheet(pack, name):
    return evaluate(pack, load_build(EXAMPLES / name))


def test_an_added_effect_is_named_in_english_with_the_players_detail(pack):
    row = find(_sheet(pack, "assassin.json").sections, "noble_phantasms").rows[0]
    effects = next(d for d in row.details if d.id == "effects")
    assert value(effects, "ja") == "必殺、使用回数限定(1シナリオ2回)"
    assert value(effects, "en") == "Sure Kill, Limited Uses (1シナリオ2回)"


def test_rows_say_where_the_build_holds_them(pack):
    sheet = _sheet(pack, "saber.json")
    skills = find(sheet.sections, "skills").rows
    assert [r.path for r in skills] == ["/skills/0", "/skills/1", "/skills/2", "/skills/3"]
    np_row = find(sheet.sections, "noble_phantasms").rows[0]
    assert np_row.path == "/noble_phantasms/0"
    figures = {k: detail(np_row, k) for k in ("cost_level", "dice_count", "threshold")}
    assert figures == {"cost_level": "4", "dice_count": "8", "threshold": "4"}  # L864, L1064: 4, 4×2, 4


def test_a_skills_chosen_options_are_on_its_row(pack):
    # examples/master.json: 魔術・宝石魔術 with two of L1159's six kinds, 攻撃 (L1160) and 防御 (L1161)
    row = next(r for r in find(_sheet(pack, "master.json").sections, "skills").rows if r.id == "majutsu")
    assert row.options == ("攻撃", "防御")
    opts = {o.name: o.name_en for o in pack.skills["majutsu"].options}
    assert row.options_en == (opts["攻撃"], opts["防御"]) == ("Attack", "Defense")
