"""千夜月姫+ (003_4a32dc54997efc16.txt) L891–943: the テンション値 and its table.

The seed gives the tension's start (【集中力】+絆値合計, L899), its bounds (0 to 100, L905) and
two effects by tension value (■テンション値による影響, L931–943: ●行動ポテンシャルの増加 L935,
●達成値への修正 L939), but no numbers for them. So the pack's table 「テンション値による影響」 has
those two columns and no rows: it waits for the GM (the pack's GM list), who enters it in the
rule-data editor; the tension changes at every scene (L919), so no figure reads the table (a
reference table): the sheet shows it as entered, and the online table tracks テンション値 from
its start to its cap of 100.

TEST DATA: the tension rows and the 剣士 class tables below are made up (the seed has none).
"""
from __future__ import annotations

import json
import re

import pytest

from builder.core.packs import load_pack
from builder.kit.build import DataBuild
from builder.kit.evaluate import evaluate
from builder.kit.waits import unfilled
from tests.sources import seed_lines

SEED = "003_4a32dc54997efc16.txt"
BUILD = {"system": "senya-tsukihime-plus", "type": "pc", "name": "試験", "stats": {"ken": 3},
         "options": {"style": ["shura"], "free_point": ["tai"]}}
# TEST DATA: 剣士's class row and its level-3 modifiers, and a GM's tension rows
KEN_ROW = [{"key": 1, "values": {"tai": 3, "chi": 2, "ri": 1, "ish": 2, "sk": 2, "add": 1}}]
KEN_MOD = [{"key": 3, "values": {"hak": 4, "sha": 1, "sei": 0, "kou": 2, "hp": 10, "con": 5, "bou": 1}}]
TENSION = [{"key": 0, "values": {"potential": 2, "bonus": 0}}, {"key": 30, "values": {"potential": 3, "bonus": 1}}]


@pytest.fixture(scope="module")
def pack():
    return load_pack("senya-tsukihime-plus", user_layer=False)


def table(pack):
    return next(t for t in pack.content.tables if t.id == "tension_effects")


def filled(pack, tmp_path, **rows):
    """The pack with a GM's layer restating the tables given (id → rows)."""
    layer = []
    for t in pack.content.tables:
        if t.id in rows:
            entry = t.model_dump(mode="json", exclude_defaults=True)
            entry["rows"] = rows[t.id]
            layer.append(entry)
    path = tmp_path / "gm.json"
    path.write_text(json.dumps({"tables": layer}, ensure_ascii=False), encoding="utf-8")
    return load_pack("senya-tsukihime-plus", [path], user_layer=False)


def test_the_table_has_the_seeds_two_effects_and_no_rows():
    lines = seed_lines(SEED)
    effects = [n for n in range(931, 944) if lines[n - 1].startswith("●")]
    assert effects == [935, 939]  # ●行動ポテンシャルの増加, ●達成値への修正
    # the seed prints no number for either effect (L931–943 hold no digit): nothing to copy
    assert not any(re.search(r"[0-9０-９]", lines[n - 1]) for n in range(931, 944))
    t = table(load_pack("senya-tsukihime-plus", user_layer=False))
    assert (t.line, [t.column_names[c].line for c in t.columns]) == (931, effects)
    assert [t.column_names[c].name for c in t.columns] == ["行動ポテンシャル", "達成値への修正"]
    assert t.rows == [] and t.gm_entered and not t.lookup


def test_it_is_in_the_gms_list_and_no_figure_waits_for_it(pack):
    assert "tension_effects" in [p.id for p in unfilled(pack.content)]
    s = evaluate(pack, DataBuild.model_validate(BUILD))
    assert [f for f in s.findings if f.params.get("table") == "テンション値による影響"] == []
    section = next(x for x in s.sections if x.id == "table:tension_effects")
    assert section.rows[0].name == "GMのデータ待ち" and "L935–937" in section.rows[0].value


def test_the_sheet_shows_the_rows_the_gm_entered(pack, tmp_path):
    s = evaluate(filled(pack, tmp_path, tension_effects=TENSION), DataBuild.model_validate(BUILD))
    rows = next(x for x in s.sections if x.id == "table:tension_effects").rows
    assert [(r.name, r.value) for r in rows] == [
        ("テンション値 0〜", "行動ポテンシャル 2、達成値への修正 0"), ("テンション値 30〜", "行動ポテンシャル 3、達成値への修正 1")]
    assert rows[1].name_en == "tension 30+" and rows[1].value_en == "action potential 3, bonus to achievement values 1"


def test_the_online_table_tracks_tension_from_its_start_to_100(pack, tmp_path):
    # 剣士 3 with the extra point on 体力 (L402): 知覚 2×3 = 6, 意志 2×3 = 6 → bonuses 2, 2 (L413);
    # 集中力 = (2 + 2) × 5 + 5 (level-3 modifier) = 25 (L439, L443); the start min(100, 25) = 25
    # before the bonds (L899, L905), the cap 100 (L905)
    s = evaluate(filled(pack, tmp_path, ken_row=KEN_ROW, ken_mod=KEN_MOD), DataBuild.model_validate(BUILD))
    play = next(x for x in s.sections if x.id == "play")
    tension = next(r for r in play.resources if r.name == "テンション値")
    assert (tension.value, tension.max) == (25, 100)
    concentration = next(r for r in play.resources if r.name == "集中力")
    assert (concentration.value, concentration.max) == (25, 25)
    # without the class tables the start waits, and the table has no tension bar yet
    waiting = evaluate(pack, DataBuild.model_validate(BUILD))
    assert all(r.name != "テンション値" for r in next(x for x in waiting.sections if x.id == "play").resources)
