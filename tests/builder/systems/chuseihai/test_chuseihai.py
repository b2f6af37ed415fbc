"""中聖杯 (seed 002, the 男爵様 forum rules): the pack against the seed, the examples'
figures, the readings, every check, the partner link and a GM's user pack.

Every number is worked out by hand from the seed, the arithmetic in a comment:
- stat total (L261–270): Servant ~50Lv: Lv×2+60, 55Lv~: (Lv−50)×3+160;
  others ~40Lv: Lv×2+40, 45Lv~: (Lv−40)×3+120; worked examples L265–266.
- class corrections on top of the total (L274, L281–291).
- 貯蔵魔力 = 100 + Master【魔】×2 (L170); per turn with 令呪 = 【魔】×2 − Lv + 20 (L183),
  without = 【魔】×2 − Lv − 60 (+50 単独行動) (L184) or, read by L221–227, 【魔】×2 − 10 − Lv.
- 礼装作成 % = 【魔】×2 (L86); 情報収集 % = 50, +20 for Archer and Assassin (L64–65, L284,
  L286); 令呪 3 (L229); battle cost = Lv (L160, L179).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from builder.core.documents import load_build
from builder.core.links import evaluate_linked
from builder.core.packs import load_pack, user_pack_dir
from builder.core.registry import plugin_for
from builder.systems.chuseihai.plugin import ChuseihaiBuild
from tests.conftest import ROOT
from tests.sources import seed_file

CS = ROOT / "examples" / "chuseihai"
SEED = seed_file("002_cb7697588777ea44.txt")  # the committed copy


@pytest.fixture(scope="module")
def cs():
    return load_pack("chuseihai", user_layer=False)


@pytest.fixture(scope="module")
def seed():
    """The seed, 1-based (index 0 is blank), from its committed copy."""
    return [""] + SEED.read_text(encoding="utf-8").splitlines()


def overlay(tmp_path: Path, **settings) -> Path:
    """A campaign file that flips readings (``--campaign``)."""
    path = tmp_path / f"campaign-{'-'.join(f'{k}_{v}' for k, v in settings.items())}.json"
    path.write_text(json.dumps({"settings": settings}), encoding="utf-8")
    return path


def with_settings(tmp_path: Path, **settings):
    return load_pack("chuseihai", [overlay(tmp_path, **settings)], user_layer=False)


def sheet_of(pack, path: Path):
    """Evaluate a saved file with its partner resolved from its folder, as ``check`` does."""
    return evaluate_linked(pack, load_build(path), path, lambda system: load_pack(system, user_layer=False))


def make(kind: str = "servant", lv: int = 40, stats: dict | None = None, **fields) -> ChuseihaiBuild:
    return ChuseihaiBuild.model_validate({"system": "chuseihai", "type": kind,
                                          "stats": {"Lv": lv, **(stats or {})}, **fields})


def evaluate(pack, build):
    return plugin_for("chuseihai").evaluate(pack, build, {})


def codes(sheet, severity: str | None = None) -> list[tuple[str, str]]:
    return [(f.code, f.path) for f in sheet.findings if severity is None or f.severity == severity]


def pool(sheet) -> tuple[int, int, int]:
    p = sheet.pools["stat_points"]
    return p.total, p.spent, p.remaining


def finals(sheet) -> dict[str, int]:
    return {sid: f["value"] for sid, f in sheet.stats.items()}


# --- the pack against the seed ---------------------------------------------------------

SEED_COUNTS = {
    "kinds": 2,                 # サーヴァント (L261) and それ以外 (L268)
    "stats": 7,                 # 6 parameters 【力】【体】【速】【技】【運】【宝】 (L305) + the level (L257)
    "option:class": 8,          # 7 classes L281–290 (セイバー … バーサーカー) + エクストラ (L291)
    "option:archer_bonus": 3,   # 【筋】【耐】【敏】のうち1つを+15 (L283)
    "option:caster_skill": 2,   # 陣地作成か道具作成 (L288)
    "option:extra_bonus": 0,    # 「個別に決定する」 (L291): a GM enters them
    "list:skills:catalogue": 0,           # no skill data anywhere: L251 heads キャラメイク only
    "list:noble_phantasms:catalogue": 0,  # no 宝具 data either (L161, L180 name a cost only)
}


def test_counts_match_the_seed(cs):
    counts = plugin_for("chuseihai").counts(cs)
    for key, expected in SEED_COUNTS.items():
        assert counts[key] == expected, key
        assert cs.manifest.counts[key] == expected, key  # the manifest says the same


def test_classes_in_the_seeds_order_with_their_corrections(cs):
    classes = cs.index.options["class"].choices
    # L281–291, one class a line (アーチャー, アサシン and バーサーカー run on to L284, L287, L290)
    assert [(c.name, c.line) for c in classes] == [
        ("セイバー", 281), ("ランサー", 282), ("アーチャー", 283), ("ライダー", 285),
        ("アサシン", 286), ("キャスター", 288), ("バーサーカー", 289), ("エクストラ", 291)]
    values = {c.id: dict(c.values) for c in classes}
    assert values == {
        "saber": {"STR": 10, "END": 10, "AGI": 10},  # 【筋】【耐】【敏】+10 (L281)
        "lancer": {"AGI": 20},                       # 【敏】+20 (L282)
        "archer": {"intel": 20},                     # its +15 is a choice (L283); 情報収集+20% (L284)
        "rider": {"NP": 20},                         # 【宝】+20 (L285)
        "assassin": {"AGI": 10, "intel": 20},        # 【敏】+10, 情報収集+20% (L286)
        "caster": {"MAG": 20},                       # 【魔】+20 (L288)
        "berserker": {},                             # no stat (L289)
        "extra": {},                                 # decided individually (L291)
    }
    grants = {c.id: [(g.name, g.level) for g in c.grants] for c in classes}
    assert grants == {
        "saber": [("対魔力", "高")], "lancer": [("対魔力", "中")],                 # L281, L282
        "archer": [("単独行動", ""), ("対魔力", "低")],                           # L283
        "rider": [("騎乗", ""), ("対魔力", "低")], "assassin": [("気配遮断", "")],  # L285, L287
        "caster": [], "berserker": [("狂化", "")], "extra": []}                   # L288 (a choice), L289
    assert [dict(c.values) for c in cs.index.options["archer_bonus"].choices] == [
        {"STR": 15}, {"END": 15}, {"AGI": 15}]  # L283


def test_every_entry_stands_on_the_line_it_cites(cs, seed):
    """Each named entry's Japanese name (without 【】 and suffixes) is on its seed line."""
    content = cs.index.content
    for k in content.kinds:
        assert k.name.split("(")[0] in seed[k.line], k.id
    for s in content.stats:
        if s.id != "Lv":
            assert s.name in seed[s.line] or s.name in seed[305], s.id
    for o in content.options:
        for c in o.choices:
            assert c.name.split("+")[0] in seed[c.line], (o.id, c.id)
            if c.text:  # the class text is the seed's own words
                assert c.text.split("(")[0].split("。")[0] in " ".join(seed[c.line:c.line + 3]), c.id
    for r in content.readings:
        assert seed[r.line].strip(), r.id
    # the formulas' lines: 貯蔵魔力 L170, per turn L183/L184, 令呪 L229, 礼装 L86, 情報収集 L64
    lines = {d.id: d.line for d in content.derived}
    assert "100+マスターの【魔】×2" in seed[lines["mana_max"]]
    assert "マスターの【魔】×2 - 英霊のレベル + 20" in seed[lines["mana_per_turn"]]
    assert "マスターの【魔】×2 - 英霊のレベル - 60" in seed[lines["mana_per_turn_no_cs"]]
    assert "合計3画" in seed[lines["command_spells"]]
    assert "【魔】ステータス×2%" in seed[lines["craft_chance"]]
    assert "基本値50%" in seed[lines["intel_chance"]]
    assert "【魔】分の魔力を回復" in seed[lines["mana_recovery"]]


# --- the examples --------------------------------------------------------------------

EXPECTED = {
    # Lv 40 Servant: 40×2+60 = 140 (L262, L265); 30+25+25+15+15+30 = 140 spent.
    # セイバー +10 筋耐敏 (L281): 40/35/35; 140+30 = 170. Master 【魔】 45:
    # 貯蔵魔力 100+45×2 = 190; per turn 90−40+20 = 70; no 令呪 (L184) 90−40−60 = −10;
    # battle 40; 礼装 15×2 = 30; 情報収集 50.
    "saber": dict(pool=(140, 140, 0), stats={"Lv": 40, "STR": 40, "END": 35, "AGI": 35, "MAG": 15,
                                              "LUK": 15, "NP": 30},
                  derived={"stat_total_final": 170, "mana_max": 190, "mana_per_turn": 70,
                           "mana_per_turn_no_cs": -10, "battle_mana": 40, "craft_chance": 30,
                           "intel_chance": 50}),
    # Lv 40 other: 40×2+40 = 120 (L269); 10+15+20+45+30+0 = 120. 令呪 3 (L229); 礼装 45×2 = 90;
    # 情報収集 50; she has a Servant, so no Servant-less recovery (L192).
    "master": dict(pool=(120, 120, 0), stats={"Lv": 40, "STR": 10, "END": 15, "AGI": 20, "MAG": 45,
                                               "LUK": 30, "NP": 0},
                   derived={"stat_total_final": 120, "command_spells": 3, "craft_chance": 90,
                            "intel_chance": 50}),
    # Lv 50 Servant: 50×2+60 = 160 (L262); 25+20+35+20+25+35 = 160. +15 to 【敏】 (L283):
    # 35+15 = 50; 160+15 = 175; 情報収集 50+20 = 70 (L284); 礼装 20×2 = 40; battle 50.
    # No Master: the mana figures wait (below).
    "archer": dict(pool=(160, 160, 0), stats={"Lv": 50, "STR": 25, "END": 20, "AGI": 50, "MAG": 20,
                                               "LUK": 25, "NP": 35},
                   derived={"stat_total_final": 175, "battle_mana": 50, "craft_chance": 40,
                            "intel_chance": 70}),
    # Lv 55 Servant: (55−50)×3+160 = 175 (L263, L266); 25+25+25+30+35+35 = 175.
    # キャスター 【魔】+20 (L288): 30+20 = 50; 175+20 = 195; 礼装 50×2 = 100; battle 55.
    "caster": dict(pool=(175, 175, 0), stats={"Lv": 55, "STR": 25, "END": 25, "AGI": 25, "MAG": 50,
                                               "LUK": 35, "NP": 35},
                   derived={"stat_total_final": 195, "battle_mana": 55, "craft_chance": 100,
                            "intel_chance": 50}),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_legal_example_figures(cs, name):
    sheet = sheet_of(cs, CS / f"{name}.json")
    expected = EXPECTED[name]
    assert pool(sheet) == expected["pool"]
    assert finals(sheet) == expected["stats"]
    assert dict(sheet.derived) == expected["derived"]
    assert codes(sheet, "error") == [] and codes(sheet, "gm") == []


def test_saber_and_master_name_each_other(cs):
    saber, master = load_build(CS / "saber.json"), load_build(CS / "master.json")
    assert (saber.partner, master.partner) == ("master.json", "saber.json")
    assert (saber.type, master.type) == ("servant", "other")


def test_class_skills_are_granted(cs):
    def skills(name):
        return [(i["entry"].name, i["entry"].source) for i in sheet_of(cs, CS / f"{name}.json").items
                if i["list"] == "skills"]
    assert skills("saber")[0] == ("対魔力", "class")                       # L281
    assert skills("archer")[:2] == [("単独行動", "class"), ("対魔力", "class")]  # L283
    caster = skills("caster")
    assert ("道具作成", "class") in caster and ("陣地作成", "class") not in caster  # one of L288


def test_archer_without_master_names_the_waiting_figures(cs):
    sheet = sheet_of(cs, CS / "archer.json")
    (missing,) = [f for f in sheet.findings if f.code == "link.partner_missing"]
    assert missing.severity == "warning" and missing.path == "/partner"
    assert missing.params["figure"] == "、".join([
        "貯蔵魔力(上限)", "ターン終了時の魔力収支(令呪あり、霊地補正なし)",
        "ターン終了時の魔力収支(令呪なし、霊地補正なし)"])
    assert {"mana_max", "mana_per_turn", "mana_per_turn_no_cs"}.isdisjoint(sheet.derived)


def test_bad_lancer_leaves_points_unspent(cs):
    sheet = sheet_of(cs, CS / "bad_lancer_unspent.json")
    # Lv 45: 45×2+60 = 150 (L262); 25+20+30+15+20+30 = 140 spent; 10 left
    assert pool(sheet) == (150, 140, 10)
    assert finals(sheet)["AGI"] == 30 + 20  # ランサー 【敏】+20 (L282)
    assert codes(sheet, "error") == [("data.rule", "/stats")]


def test_bad_rider_is_off_step(cs):
    sheet = sheet_of(cs, CS / "bad_rider_off_step.json")
    # Lv 42: 42×2+60 = 144; 23+22+25+20+24+30 = 144 spent
    assert pool(sheet) == (144, 144, 0)
    assert finals(sheet)["NP"] == 30 + 20  # ライダー 【宝】+20 (L285)
    assert sorted(codes(sheet, "warning")) == sorted([
        ("link.partner_missing", "/partner"), ("data.step", "/stats/STR"), ("data.step", "/stats/END"),
        ("data.step", "/stats/LUK"), ("data.step", "/stats/Lv")])
    assert codes(sheet, "error") == []  # the default reading: a warning (L259 「基本」)


def test_bad_berserker_has_a_class_the_pack_lacks(cs):
    sheet = sheet_of(cs, CS / "bad_berserker_class.json")
    assert pool(sheet) == (140, 140, 0)  # 40×2+60; 40+35+20+5+10+30
    assert codes(sheet, "error") == [("data.unknown_choice", "/options/class/0")]
    assert sheet.stats["STR"]["bonus"] == 0  # an unknown class corrects nothing


def test_bad_archer_lacks_its_choice(cs):
    sheet = sheet_of(cs, CS / "bad_archer_no_bonus.json")
    assert pool(sheet) == (140, 140, 0)  # 40×2+60; 25+25+25+20+20+25
    assert codes(sheet, "error") == [("data.option_missing", "/options/archer_bonus")]
    assert sheet.derived["stat_total_final"] == 140  # no +15 taken


# --- the stat total by level --------------------------------------------------------

@pytest.mark.parametrize("kind, lv, total", [
    ("servant", 40, 140),   # 40×2+60 = 140, the seed's own example (L265)
    ("servant", 55, 175),   # (55−50)×3+160 = 175, the seed's own example (L266)
    ("servant", 50, 160),   # 50×2+60 = 160 = (50−50)×3+160: the pieces meet
    ("servant", 5, 70),     # 5×2+60
    ("servant", 100, 310),  # (100−50)×3+160 = 150+160
    ("other", 40, 120),     # 40×2+40 (L269)
    ("other", 45, 135),     # (45−40)×3+120 (L270)
    ("other", 5, 50),       # 5×2+40
    ("other", 60, 180),     # (60−40)×3+120 = 60+120
])
def test_stat_total_by_level(cs, kind, lv, total):
    sheet = evaluate(cs, make(kind, lv))
    assert sheet.pools["stat_points"].total == total
    assert ("data.gm", "/stats/Lv") not in codes(sheet)


GAP = [  # (kind, Lv, lower piece, upper piece)
    ("servant", 51, 162, 163), ("servant", 52, 164, 166),  # 51×2+60 | 1×3+160; 52×2+60 | 2×3+160
    ("servant", 53, 166, 169), ("servant", 54, 168, 172),  # 53×2+60 | 3×3+160; 54×2+60 | 4×3+160
    ("other", 41, 122, 123), ("other", 42, 124, 126),      # 41×2+40 | 1×3+120; 42×2+40 | 2×3+120
    ("other", 43, 126, 129), ("other", 44, 128, 132),      # 43×2+40 | 3×3+120; 44×2+40 | 4×3+120
]


@pytest.mark.parametrize("kind, lv, lower, upper", GAP)
def test_gap_levels_both_readings(cs, tmp_path, kind, lv, lower, upper):
    default = evaluate(cs, make(kind, lv))
    flipped = evaluate(with_settings(tmp_path, gap_levels="upper"), make(kind, lv))
    assert default.pools["stat_points"].total == lower
    assert flipped.pools["stat_points"].total == upper
    for sheet in (default, flipped):  # either way the GM is asked (L262–263, L269–270)
        assert ("data.gm", "/stats/Lv") in codes(sheet, "gm")


def test_gap_reading_changes_nothing_outside_the_gap(cs, tmp_path):
    upper = with_settings(tmp_path, gap_levels="upper")
    for kind, lv in (("servant", 50), ("servant", 55), ("other", 40), ("other", 45)):
        assert (evaluate(upper, make(kind, lv)).pools["stat_points"].total
                == evaluate(cs, make(kind, lv)).pools["stat_points"].total)


# --- readings ----------------------------------------------------------------------

SABER_STATS = {"STR": 30, "END": 25, "AGI": 25, "MAG": 15, "LUK": 15, "NP": 30}


def test_stat_total_exact_or_cap(cs, tmp_path):
    short = make(stats={**SABER_STATS, "NP": 20}, options={"class": ["saber"]})  # 130 of 140
    assert ("data.rule", "/stats") in codes(evaluate(cs, short), "error")
    cap = with_settings(tmp_path, stat_total="cap")
    assert codes(evaluate(cap, short), "error") == []
    over = make(stats={**SABER_STATS, "NP": 35}, options={"class": ["saber"]})  # 145 of 140
    assert ("data.budget_over", "/") in codes(evaluate(cap, over), "error")
    (budget,) = [f for f in evaluate(cap, over).findings if f.code == "data.budget_over"]
    assert budget.params["over"] == 5  # 30+25+25+15+15+35 = 145 − 140


@pytest.mark.parametrize("setting, severity", [("warning", "warning"), ("error", "error"), ("ok", None)])
def test_off_step_reading(cs, tmp_path, setting, severity):
    pack = with_settings(tmp_path, off_step=setting)
    sheet = evaluate(pack, make(lv=42, stats={"STR": 23, "END": 22, "AGI": 25, "MAG": 20, "LUK": 24, "NP": 30},
                                options={"class": ["rider"]}))
    steps = [(f.severity, f.path) for f in sheet.findings if f.code == "data.step"]
    expected = ["/stats/STR", "/stats/END", "/stats/LUK", "/stats/Lv"]
    assert sorted(steps) == ([] if severity is None else sorted((severity, p) for p in expected))


def test_mana_without_command_spells_reading(cs, tmp_path):
    # Saber Lv 40, Master 【魔】 45. L184: 45×2−40−60 = −10; L221–227: 45×2−10−40 = 40.
    assert sheet_of(cs, CS / "saber.json").derived["mana_per_turn_no_cs"] == -10
    assert sheet_of(with_settings(tmp_path, mana_no_command_spells="L221"), CS / "saber.json"
                    ).derived["mana_per_turn_no_cs"] == 40


def test_archer_keeps_its_independent_action_50(cs, tmp_path):
    # an Archer Lv 50 (単独行動, L283) with the same Master: L184 45×2−50−60+50 = 30
    (tmp_path / "master.json").write_text((CS / "master.json").read_text(encoding="utf-8"), encoding="utf-8")
    data = json.loads((CS / "archer.json").read_text(encoding="utf-8"))
    (tmp_path / "archer.json").write_text(json.dumps({**data, "partner": "master.json"}), encoding="utf-8")
    sheet = sheet_of(cs, tmp_path / "archer.json")
    # 貯蔵魔力 100+90 = 190; per turn 90−50+20 = 60
    assert (sheet.derived["mana_max"], sheet.derived["mana_per_turn"], sheet.derived["mana_per_turn_no_cs"]) \
        == (190, 60, 30)


def test_mag_alias_reading(cs, tmp_path):
    saber = load_build(CS / "saber.json")
    assert ("data.gm", "/stats/MAG") not in codes(evaluate(cs, saber))
    assert ("data.gm", "/stats/MAG") in codes(evaluate(with_settings(tmp_path, mag_alias="none"), saber), "gm")


def test_a_setting_outside_the_choices_names_the_campaign_file(tmp_path):
    from builder.core.packs import PackError
    path = overlay(tmp_path, gap_levels="middle")
    with pytest.raises(PackError) as err:
        load_pack("chuseihai", [path], user_layer=False)
    assert err.value.file == str(path) and err.value.path == "/settings/gap_levels"


# --- the checks, firing and not --------------------------------------------------------

def test_overspent(cs):
    sheet = evaluate(cs, make(stats={**SABER_STATS, "STR": 40}, options={"class": ["saber"]}))
    assert pool(sheet) == (140, 150, -10)  # 40+25+25+15+15+30 = 150 of 40×2+60 = 140
    assert ("data.budget_over", "/") in codes(sheet, "error")
    assert ("data.budget_over", "/") not in codes(sheet_of(cs, CS / "saber.json"))


def test_negative_stat(cs):
    sheet = evaluate(cs, make(stats={**SABER_STATS, "STR": -5, "NP": 65}, options={"class": ["saber"]}))
    assert ("data.range_low", "/stats/STR") in codes(sheet, "error")  # L188
    assert not [c for c in codes(sheet_of(cs, CS / "saber.json")) if c[0] == "data.range_low"]


def test_no_minimum_level(cs):
    # The seed sets no minimum level (L257–270; the 5-point step of L259 is its own check):
    # the former 「Lv ≥ 5」 error is gone (issue 27).
    assert [c for c in codes(evaluate(cs, make(lv=0))) if c[1] == "/stats/Lv"] == []
    assert [c for c in codes(evaluate(cs, make(lv=5))) if c[1] == "/stats/Lv"] == []


def test_class_required_for_a_servant_only(cs):
    assert ("data.option_missing", "/options/class") in codes(evaluate(cs, make(stats=SABER_STATS)), "error")
    master = load_build(CS / "master.json")
    assert ("data.option_missing", "/options/class") not in codes(evaluate(cs, master))
    with_class = master.model_copy(update={"options": {"class": ["saber"]}})
    sheet = evaluate(cs, with_class)
    assert ("data.option_not_for_kind", "/options/class") in codes(sheet, "warning")
    assert finals(sheet)["STR"] == 10  # class corrections are the Servant's (L279): none added


def test_stray_choices_count_for_nothing(cs):
    """A Saber with an Archer's +15 and a Caster's skill: warned, and neither counts."""
    build = make(stats=SABER_STATS, options={"class": ["saber"], "archer_bonus": ["STR"],
                                             "caster_skill": ["jinchi", "dougu"]})
    sheet = evaluate(cs, build)
    assert finals(sheet)["STR"] == 30 + 10  # セイバー only (L281), not +15 (L283)
    assert sheet.derived["stat_total_final"] == 170  # 140 + 30
    assert {("data.option_not_applicable", "/options/archer_bonus"),
            ("data.option_not_applicable", "/options/caster_skill")} <= set(codes(sheet, "warning"))
    assert [i["entry"].name for i in sheet.items if i["list"] == "skills"] == ["対魔力"]
    assert ("data.gm", "/options/caster_skill") not in codes(sheet)
    choices = next(s for s in sheet.sections if s.id == "choices")
    assert [r.id for r in choices.rows] == ["kind", "class"]


def test_caster_both_skills_asks_the_gm(cs):
    both = make(lv=55, stats={"STR": 25, "END": 25, "AGI": 25, "MAG": 30, "LUK": 35, "NP": 35},
                options={"class": ["caster"], "caster_skill": ["jinchi", "dougu"]})
    sheet = evaluate(cs, both)
    assert codes(sheet, "gm") == [("data.gm", "/options/caster_skill")]  # 「キャラクターによっては」 (L288)
    assert codes(sheet_of(cs, CS / "caster.json"), "gm") == []
    none = both.model_copy(update={"options": {"class": ["caster"]}})
    assert ("data.option_missing", "/options/caster_skill") in codes(evaluate(cs, none), "error")


def test_np_on_a_master_is_a_warning(cs):
    master = load_build(CS / "master.json")
    moved = master.model_copy(update={"stats": {**master.stats, "LUK": 25, "NP": 5}})
    assert ("data.rule", "/stats/NP") in codes(evaluate(cs, moved), "warning")  # L272–273, L306
    assert ("data.rule", "/stats/NP") not in codes(evaluate(cs, master))


def test_unknown_kind(cs):
    sheet = evaluate(cs, make("master", 40))
    assert ("data.unknown_kind", "/type") in codes(sheet, "error")


def test_servantless_character_recovers_its_mag(cs):
    master = load_build(CS / "master.json").model_copy(update={"partner": ""})
    assert evaluate(cs, master).derived["mana_recovery"] == 45  # 【魔】 45 a turn (L193)
    assert "mana_recovery" not in sheet_of(cs, CS / "master.json").derived  # she has a Servant


# --- the partner link ------------------------------------------------------------------

def _pair(tmp_path: Path, master_mag: int | None = None, partner: str = "master.json") -> Path:
    master = json.loads((CS / "master.json").read_text(encoding="utf-8"))
    if master_mag is not None:
        master["stats"]["MAG"], master["stats"]["LUK"] = master_mag, 30 + 45 - master_mag
    (tmp_path / "master.json").write_text(json.dumps(master, ensure_ascii=False), encoding="utf-8")
    saber = json.loads((CS / "saber.json").read_text(encoding="utf-8"))
    (tmp_path / "saber.json").write_text(json.dumps({**saber, "partner": partner}, ensure_ascii=False),
                                         encoding="utf-8")
    return tmp_path / "saber.json"


def test_partner_mag_sets_the_mana(cs, tmp_path):
    sheet = sheet_of(cs, _pair(tmp_path, master_mag=30))
    # Master 【魔】 30: 100+30×2 = 160 (L170); 60−40+20 = 40 (L183); 60−40−60 = −40 (L184)
    assert (sheet.derived["mana_max"], sheet.derived["mana_per_turn"], sheet.derived["mana_per_turn_no_cs"]) \
        == (160, 40, -40)


def test_partner_missing_one_finding(cs):
    saber = load_build(CS / "saber.json").model_copy(update={"partner": ""})
    sheet = evaluate(cs, saber)
    missing = [f for f in sheet.findings if f.code == "link.partner_missing"]
    assert len(missing) == 1 and missing[0].rule.line == 170
    assert "貯蔵魔力(上限)" in missing[0].params["figure"]
    assert "mana stock (maximum)" in missing[0].params["figure_en"]


@pytest.mark.parametrize("content, why", [
    (None, "No such file"),
    ("{not json", "invalid JSON"),
    # 【魔】 (MAG in the pack's English) on the file's line 1, in game words, not its pointer /stats/MAG
    ('{"system": "chuseihai", "type": "other", "stats": {"MAG": "many"}}', "MAG (line 1)"),
])
def test_unreadable_partner_names_the_problem(cs, tmp_path, content, why):
    path = _pair(tmp_path, partner="m2.json")
    if content is not None:
        (tmp_path / "m2.json").write_text(content, encoding="utf-8")
    sheet = sheet_of(cs, path)
    (missing,) = [f for f in sheet.findings if f.code == "link.partner_missing"]
    assert "m2.json" in missing.params["reason_en"] and why in missing.params["reason_en"]
    # in Japanese the reason is Japanese, naming the file, with no bare "/:" for the whole file
    assert "m2.json" in missing.params["reason"] and (why.startswith("/") or why not in missing.params["reason"])
    assert "/:" not in missing.params["reason"] + missing.params["reason_en"]
    assert "mana_max" not in sheet.derived


def test_partner_of_another_system(cs, tmp_path):
    (tmp_path / "fate.json").write_text((ROOT / "examples" / "master.json").read_text(encoding="utf-8"),
                                        encoding="utf-8")
    sheet = sheet_of(cs, _pair(tmp_path, partner="fate.json"))
    (missing,) = [f for f in sheet.findings if f.code == "link.partner_missing"]
    assert "another system, fate-roll-dice" in missing.params["reason_en"]
    assert "別のシステム fate-roll-dice" in missing.params["reason"]


# --- a GM's user pack --------------------------------------------------------------------

def _extra_bonus(**changes) -> dict:
    core = json.loads((ROOT / "builder/systems/chuseihai/pack/content/core.json").read_text(encoding="utf-8"))
    return {**next(o for o in core["options"] if o["id"] == "extra_bonus"), **changes}


def test_user_pack_adds_an_extra_class_correction(tmp_path):
    folder = user_pack_dir() / "chuseihai"
    folder.mkdir(parents=True)
    (folder / "avenger.json").write_text(json.dumps({"options": [_extra_bonus(choices=[
        {"id": "avenger", "name": "アヴェンジャー", "values": {"STR": 10, "LUK": 10}}])]},
        ensure_ascii=False), encoding="utf-8")
    pack = load_pack("chuseihai")
    assert pack.problems == []
    build = make(stats={"STR": 40, "END": 30, "AGI": 20, "MAG": 10, "LUK": 10, "NP": 30},
                 options={"class": ["extra"], "extra_bonus": ["avenger"]})
    sheet = evaluate(pack, build)
    # 140 of 40×2+60 spent; the GM's correction: 【筋】 40+10 = 50, 【運】 10+10 = 20; 140+20 = 160
    assert pool(sheet) == (140, 140, 0)
    assert (finals(sheet)["STR"], finals(sheet)["LUK"], sheet.derived["stat_total_final"]) == (50, 20, 160)
    assert codes(sheet, "error") == []
    assert codes(sheet, "gm") == [("data.choice_gm", "/options/class/0")]  # エクストラ: the GM decides (L291)
    assert evaluate(load_pack("chuseihai", user_layer=False), build).stats["STR"]["value"] == 40


def test_broken_user_pack_is_skipped_with_file_and_path(tmp_path, capsys):
    from builder.cli.main import main
    folder = user_pack_dir() / "chuseihai"
    folder.mkdir(parents=True)
    broken = folder / "broken.json"
    broken.write_text(json.dumps({"options": [_extra_bonus(name=5)]}), encoding="utf-8")
    pack = load_pack("chuseihai")
    (problem,) = pack.problems
    assert (problem.file, problem.path) == (str(broken), "/options/0/name")
    assert pool(evaluate(pack, load_build(CS / "saber.json"))) == (140, 140, 0)  # the bundled pack still works
    assert main(["check", str(CS / "saber.json")]) == 0
    err = capsys.readouterr().err
    assert "警告: 壊れたパックファイルを読み飛ばしました" in err and str(broken)  # check --lang ja, the default in err and "/options/0/name" in err
