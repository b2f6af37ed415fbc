"""The chat palette (builder/systems/fate_roll_dice/palette.py): params, statuses and BCDice lines, hand-worked from
the seed, and every line of every example and hand-made character checked by real BCDice.

Real BCDice is the npm package ``bcdice`` run by ``scripts/bcdice_check.mjs`` (``.ci/run``
installs it and sets GRAIL_REQUIRE_BCDICE=1, so CI always runs it). Where Node is missing the
recorded verdicts (tests/fixtures/bcdice_accepted.json, ``scripts/refresh_bcdice_accepted.py``)
stand in: each command must be one BCDice read, and the dice it read are checked all the same.
"""
from __future__ import annotations

import json
import os

import pytest

from builder.core.documents import parse_build
from builder.core.engine import evaluate
from builder.systems.fate_roll_dice import palette
from exports.online.ccfolia import to_ccfolia

from tests.exports.palette_corpus import (FIXTURE, bcdice_available, command, corpus, echo, expanded_palettes,
                                          run_bcdice)


@pytest.fixture(scope="module")
def verdicts():
    """command → the dice BCDice read (``10B6<=5``); live when Node and bcdice are installed."""
    lines = corpus()
    if bcdice_available():
        report = run_bcdice(lines)
        refused = [r["line"] for r in report["results"] if not r["ok"]]
        assert refused == [], "BCDice does not read these palette lines"
        return {command(r["line"]): echo(r["text"]) for r in report["results"]}
    if os.environ.get("GRAIL_REQUIRE_BCDICE"):
        pytest.fail("GRAIL_REQUIRE_BCDICE is set but node or scripts/bcdice/node_modules is missing "
                    "(npm ci --prefix scripts/bcdice)")
    recorded = json.loads(FIXTURE.read_text(encoding="utf-8"))["accepted"]
    missing = sorted({command(line) for line in lines} - set(recorded))
    assert missing == [], "not in the recorded list: run scripts/refresh_bcdice_accepted.py"
    return recorded


def test_every_palette_line_is_accepted_by_bcdice(verdicts):
    # Every line of every example, fixture and hand-made character (each skill of the pack, at B
    # with + and −, and at EX): BCDice read each command (an empty echo means a roll it did not
    # word as (…), which no palette line is).
    lines = corpus()
    assert len(lines) > 300
    assert all(verdicts[command(line)] for line in lines)


def test_recorded_list_is_up_to_date(verdicts):
    # the recorded list holds exactly today's commands (none stale), and where BCDice ran live
    # it read each of them as recorded
    recorded = json.loads(FIXTURE.read_text(encoding="utf-8"))["accepted"]
    assert set(recorded) == {command(line) for line in corpus()}
    assert {c: recorded[c] for c in verdicts} == verdicts


def test_stat_and_skill_lines_roll_what_the_engine_says(verdicts):
    """For every character: each status line, expanded and read by BCDice, is the engine's
    check (dice, threshold); so is each line of a skill added in full to a status roll."""
    for name, sheet, lines in expanded_palettes():
        for st in sheet.stats.values():
            mine = [ln for ln in lines if ln.split(" ", 2)[1].startswith(f"【{st['name']}") and "】" in ln]
            mine = [ln for ln in mine if ln.split(" ", 2)[1].rstrip("】").rstrip("+−") == f"【{st['name']}"]
            want = [f"{c.dice}B6<={c.threshold}" for c in st["checks"]]
            assert [verdicts[command(ln)] for ln in mine] == want, (name, st["name"])


# tests/exports/fixtures/saber.json, worked by hand (L864–868, L878–879, L897–905, L922):
# 筋力A+ (pattern 2): 5×2 = 10 dice at ≤5, with the + 10×2 = 20; 耐久B 8@4; 敏捷C 6@3; 魔力B 8@4;
# 幸運A− (pattern 2): 10@5 and ceil(10/2) = 5@5; 宝具EX: 14 dice at ≤6, +14 by MP: 28@6;
# ランクレベル判定: RL9 − 6 = 3 → 6@3; 対魔力A: 5@5 added to 魔力 (from C, L1138); 騎乗B 4@4 to
# 筋力・耐久・敏捷 (L1134); 直感A 5@5 to rolls and alone (L1173); カリスマB 4@4 to allies (L1135);
# 魔力放出 adds MP-bought 達成値, no dice (L1150): no line. NPs keep their numbers.
SABER = [
    ("【筋力】", "10B6<=5"), ("【筋力+】", "20B6<=5"), ("【耐久】", "8B6<=4"), ("【敏捷】", "6B6<=3"),
    ("【魔力】", "8B6<=4"), ("【幸運】", "10B6<=5"), ("【幸運−】", "5B6<=5"), ("【宝具】", "14B6<=6"),
    ("【宝具+】", "28B6<=6"), ("【ランクレベル判定】", "6B6<=3"), ("【対魔力】", "5B6<=5"), ("【騎乗】", "4B6<=4"),
    ("【直感】", "5B6<=5"), ("【直感(単独)】", "5B6<=5"), ("【カリスマ】", "4B6<=4"),
    ("【宝具:約束された勝利の剣】", "16B6<=5"), ("【宝具:約束された勝利の剣(単体・判定値2倍)】", "24B6<=5"),
    ("【宝具:風王結界】", "2B6<=3"),
]


def test_saber_palette_hand_worked(character, verdicts):
    pack, build, sheet = character("saber")
    values = palette.params(pack, build, sheet)
    lines = palette.palette_lines(pack, build, sheet)
    got = [(line.split(" ")[1], verdicts[command(palette.expand(line, values))]) for line in lines]
    assert got == SABER
    assert not any("【魔力放出" in line for line in lines)
    assert lines[0] == "(({筋力}+{筋力}/6)*2)B6<={筋力} 【筋力】"  # refers to the param
    assert "(筋力・耐久・敏捷に加える:乗騎使用時)" in lines[11]
    assert "味方の全判定に与える" in lines[14]


def test_a_level_changed_on_the_table_changes_the_roll(character, verdicts):
    pack, build, sheet = character("saber")
    values = palette.params(pack, build, sheet)
    first = palette.palette_lines(pack, build, sheet)[0]
    # the table raises 筋力 from A (5) to EX (6): 14 dice at ≤6 (L867); lowers it to C: 6@3
    for level, want in (("6", "14B6<=6"), ("3", "6B6<=3")):
        changed = [dict(p, value=level) if p["label"] == "筋力" else p for p in values]
        line = palette.expand(first, changed)
        assert command(line) in verdicts or bcdice_available() is False
        if command(line) in verdicts:
            assert verdicts[command(line)] == want


def test_params_are_levels_and_statuses_what_the_table_tracks(character):
    pack, build, sheet = character("saber")
    params = {p["label"]: p["value"] for p in palette.params(pack, build, sheet)}
    # A=5, B=4, C=3, EX=6 (L864); skills likewise; ランクレベル 9
    assert params == {"筋力": "5", "耐久": "4", "敏捷": "3", "魔力": "4", "幸運": "5", "宝具": "6",
                      "ランクレベル": "9", "対魔力": "5", "騎乗": "4", "直感": "5", "魔力放出": "5", "カリスマ": "4"}
    # HP = (5×3+4)×2+9 = 47; MP = (4×3+5)×2+9 = 43 (L871); 幸運A: 5 rerolls a day (L215)
    assert palette.statuses(pack, build, sheet) == [
        {"label": "HP", "value": 47, "max": 47}, {"label": "MP", "value": 43, "max": 43},
        {"label": "幸運振り直し", "value": 5, "max": 5}]
    pack, build, sheet = character("master")
    labels = [s["label"] for s in palette.statuses(pack, build, sheet)]
    assert labels == ["HP", "MP", "令呪", "幸運振り直し"]  # 令呪 3 for a master (L502)


def test_mp_held_by_upkeep_is_a_status(pack):
    from builder.core.documents import load_build
    from tests.exports.palette_corpus import ROOT
    build = load_build(ROOT / "examples" / "archer.json")
    sheet = evaluate(pack, build)
    # MP = (魔力D 2×3 + 幸運E 1)×2 + RL7 = 21 (L871); 射手の外套 D 常時 holds its rank level, 2 (L1062)
    statuses = palette.statuses(pack, build, sheet)
    assert {"label": "MP", "value": 19, "max": 21} in statuses
    assert {"label": "常時消費MP", "value": 2, "max": 2} in statuses


def _servant(pack, skills, **extra):
    doc = {"schema_version": 1, "system": "fate-roll-dice", "type": "saber", "name": "試験",
           "skills": skills, **extra}
    build = parse_build(doc)
    return pack, build, evaluate(pack, build)


def test_zutsuu_is_its_own_1d6(pack, verdicts):
    # 頭痛持ち C (L1231): 「1d6してスキルレベル以下の出目が出た時」 → 1D6 at ≤ 3
    character = _servant(pack, [{"id": "zutsuumochi", "level": "C"}])
    lines = palette.palette_lines(*character)
    line = next(ln for ln in lines if "頭痛持ち" in ln)
    assert line == "1D6<={頭痛持ち} 【頭痛持ち】 (成功:知力・精神に関係する判定の達成値−{頭痛持ち})"
    expanded = palette.expand(line, palette.params(*character))
    assert expanded.startswith("1D6<=3 ") and verdicts[command(expanded)] == "1D6<=3"


def test_no_line_for_a_skill_never_rolled(pack):
    # 勇猛 (L1141) and 見切り (L1244) are effects; 対魔力 D adds no dice (C and up, L1138);
    # 言語理解 C is not yet 話術 (B and up, L1275)
    character = _servant(pack, [{"id": "yuumou", "level": "B"}, {"id": "mikiri", "level": "B"},
                                {"id": "taimaryoku", "level": "D"}, {"id": "gengo_rikai", "level": "C"}])
    assert not any(word in line for line in palette.palette_lines(*character)
                   for word in ("勇猛", "見切り", "対魔力", "言語理解"))


def test_half_dice_and_half_level(pack, verdicts):
    # 気配遮断 B (L1147): 4 dice at ≤4 for hiding, ceil(4/2) = 2 dice at ≤4 for 奇襲 (L1125);
    # 透化 A (L1168): 戦闘続行 at level ceil(5/2) = 3: 3 dice at ≤3 (L1127)
    character = _servant(pack, [{"id": "kehai_shadan", "level": "B"}, {"id": "touka", "level": "A"}])
    values = palette.params(*character)
    got = [(line.split(" ")[1], verdicts[command(palette.expand(line, values))])
           for line in palette.palette_lines(*character) if "気配遮断" in line or "透化" in line]
    assert got == [("【気配遮断】", "4B6<=4"), ("【気配遮断】", "2B6<=4"), ("【透化】", "3B6<=3")]


def test_ccfolia_uses_the_palette(character):
    pack, build, sheet = character("saber")
    data = to_ccfolia(pack, build, sheet)
    assert data["commands"].splitlines() == palette.palette_lines(pack, build, sheet)
    assert data["params"] == palette.params(pack, build, sheet)
    assert data["status"] == palette.statuses(pack, build, sheet)
    assert data["color"].startswith("#") and len(data["color"]) == 7


def test_user_text_cannot_make_a_reference(pack):
    # a skill choice with braces and a line break stays one line and refers to nothing new
    character = _servant(pack, [{"id": "majutsu", "level": "C", "choice": "{筋力}\n流", "options": []}])
    labels = [p["label"] for p in palette.params(*character)]
    assert "魔術・｛筋力｝_流" in labels
    assert all("\n" not in line for line in palette.palette_lines(*character))
