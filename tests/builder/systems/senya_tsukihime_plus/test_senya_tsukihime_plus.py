"""千夜月姫+ (``senya-tsukihime-plus``, seed 003_4a32dc54997efc16.txt): the pack against the seed,
the examples against figures worked out by hand, every check firing and not firing, the
readings as switches (a campaign file), a GM's user pack filling a class's tables, and the
command line.

Rules used (seed lines): 3 class levels at creation, split 3 / 2+1 / 1+1+1 (L359–379),
キャラクターレベル 3 (L385) = the sum of the class levels (L1247); at most 3 classes (L203,
L1271), a new class by growth with the GM's permission (L1273); 能力基本値 = the クラス一覧表 row
once per class level + 1 free point (L399–404); ボーナス = 基本値 / 3 rounded down (L413–414);
戦闘値 ベース (L434–439) + the クラス修正表 row at the class level (L443–448, L1283);
最大HP = 【生命力】 (L309); level table 3→4 4点 … 9→10 10点, then the new level (L1251–1261);
IB one per CL 3, 6, 9, at most 3 (L625), no エクストラスキル unless a Servant (L631, L2066);
items only through 特技 (L510–514); 未使用感情 ≤ 3 (L798); 令呪 3 (L2082); a Servant: 50
経験点 and level 10 recommended (L2134), its class's 3 特技 (L2138).

The seed has no class tables: a character's combat figures wait for the GM's tables. The user
pack in this file is TEST DATA, not from the rulebook (it says so in its own text).
"""
from __future__ import annotations

import json
import re

import pytest

from builder.cli.main import main
from builder.kit.build import DataBuild
from builder.kit.evaluate import evaluate
from builder.core.documents import load_build
from builder.core.links import Linked, evaluate_linked
from builder.core.packs import load_pack, user_pack_dir
from builder.core.registry import plugin_for
from tests.conftest import ROOT
from tests.sources import seed_file

SYSTEM = "senya-tsukihime-plus"
EXAMPLES = ROOT / "examples" / SYSTEM
SEED = seed_file("003_4a32dc54997efc16.txt")  # the committed copy


@pytest.fixture(scope="module")
def pack():
    return load_pack(SYSTEM, user_layer=False)


@pytest.fixture(scope="module")
def seed():
    """The seed, 1-based (index 0 blank), from its committed copy."""
    return [""] + SEED.read_text(encoding="utf-8").splitlines()


def pack_with(tmp_path, **settings):
    layer = tmp_path / "settings.json"
    layer.write_text(json.dumps({"settings": settings}), encoding="utf-8")
    return load_pack(SYSTEM, [layer], user_layer=False)


BASE = {"system": SYSTEM, "type": "pc", "name": "試験", "stats": {"ken": 3},
        "options": {"style": ["shura"], "free_point": ["tai"]}}


def build(stats=None, options=None, lists=None, type_="pc", **extra):
    data = json.loads(json.dumps(BASE))
    data["type"] = type_
    if stats is not None:
        data["stats"] = stats
    data["options"].update(options or {})
    data["lists"] = lists or {}
    data.update(extra)
    return DataBuild.model_validate(data)


def sheet(pack, b, partner=None):
    links = {"partner": Linked("partner.json", partner, evaluate(pack, partner))} if partner else {}
    return evaluate(pack, b, links)


def found(s, severity=None, tables=False):
    return sorted((f.code, f.path) for f in s.findings if (severity is None or f.severity == severity)
                  and (tables or f.code != "data.table_missing_row"))


def codes(s):
    return {f.code for f in s.findings if f.severity in ("error", "warning", "gm")}


def waiting(s):
    """{table name: key asked for} of the GM-entered tables a sheet waits for."""
    return {f.params["table"]: f.params["key"] for f in s.findings if f.code == "data.table_missing_row"}


# ---------------------------------------------------------------- the pack against the seed

def test_the_seed_has_these_lists(seed):
    # Counted from the seed text itself.
    styles = [seed[n][3:] for n in range(162, 194)]                   # L162–193: 32 styles
    assert len(styles) == 32 and all(seed[n].startswith("- ・") for n in range(162, 194))
    assert seed[194] == "- 《背反者専用》"                              # L194
    assert [seed[n][3:] for n in range(195, 198)] == ["心の棘", "洗神の免罪符", "多重人格"]  # L195–197
    assert "以下の35種類" in seed[160] and "26個から32個" in seed[40] and "3個追加" in seed[42]
    classes = [n for n in range(205, 236) if seed[n].startswith("- ・")]  # L205–234
    assert len(classes) == 15 and "次の15種類" in seed[203] and "3つまでのクラス" in seed[203]
    assert [seed[n] for n in (245, 250, 259, 265)] == ["- ・体力", "- ・知覚", "・理知", "・意志"]  # 4 能力値
    assert [seed[n].split("】")[0][3:] for n in range(434, 440)] == ["白兵", "射撃", "精神", "行動", "生命力", "集中力"]
    assert "「武器」「防具」「" in seed[506] and "装備品」「消耗品」の4種" in seed[507]      # L504–508: 4
    assert [seed[n].split("・")[1].rstrip("。") for n in range(2030, 2037)] == [  # L2030–2036: 7
        "セイバー", "ランサー", "アーチャー", "アサシン", "ライダー", "バーサーカー", "キャスター"]
    assert "9個のうち1つのコミュニティ" in seed[608]                        # names not in the seed
    # two ways to make a character (L317); quick start's samples (L558) are named, none printed:
    # L556–595 hold the procedure only (no 能力値 or class figures: no digit at all)
    assert "“コンストラクション”と“クイックスタート”の二種類" in seed[317] and seed[558] == "サンプルキャラクター"
    assert not any(re.search(r"[0-9０-９]", seed[n]) for n in range(556, 596))
    table = [seed[n] for n in range(1254, 1261)]                          # L1254–1260: 7 rows
    assert [tuple(map(int, re.match(r"(\d+)→(\d+)\t(\d+)点", r).groups())) for r in table] == [
        (3, 4, 4), (4, 5, 5), (5, 6, 6), (6, 7, 7), (7, 8, 8), (8, 9, 9), (9, 10, 10)]
    assert seed[1261] == "10以降\t必要な経験点は上昇後のレベルに等しい。"


# What the pack holds, each number counted in the seed (lines in the comment):
SEED_COUNTS = {
    "kinds": 4,                     # PC (L114), マスター (L2070), サーヴァント (L2128), 背反者 (L838)
    "stats": 36,                    # 15 classes (L203) at creation + 15 grown (L1265) + 経験点 (L1231)
                                    # + 5 属性値 地水火風空 (L279)
    "steps": 14,                    # construction 1–5 (L343–347), 属性値 (L277), growth, Servant, personal
                                    # data, profile …
    "option:style": 35,             # L162–193 (32) + L195–197 (3)
    "option:free_point": 4,         # one of the 4 能力値 (L243–265, L402)
    "option:servant_class": 7,      # L2030–2036
    "option:community": 0,          # 9 (L608), names not in the seed: GM-entered
    "option:quick_start_sample": 0,  # quick start's samples (L558–594): none in the seed, GM-entered
    "list:skills:types": 3,         # 特技 (L452), エクストラスキル (L469), サーヴァントクラスの特技 (L2138)
    "list:skills:catalogue": 0,     # no 特技 list in the seed: GM-entered
    "list:ib:types": 3,             # the same three kinds of 特技 (IB rules L631)
    "list:ib:catalogue": 0,
    "list:items:types": 4,          # 武器 防具 装備品 消耗品 (L504–508)
    "list:items:catalogue": 0,      # no item data: GM-entered
    "list:emotions:types": 0,
    "list:emotions:catalogue": 0,   # 感情一覧 not in the seed (L794)
    "list:haihanritsu:types": 0,
    "list:haihanritsu:catalogue": 0,  # 背反律 not in the seed (L160, L353)
}


def test_pack_counts_match_the_seed(pack):
    assert plugin_for(SYSTEM).counts(pack) == SEED_COUNTS
    assert dict(pack.manifest.counts) == SEED_COUNTS


def test_tables_are_the_seeds_level_table_and_one_gm_place_per_class_table(pack):
    tables = {t.id: t for t in pack.index.content.tables}
    # 15 classes × (クラス一覧表 row L399, クラス修正表 L443) + the level table (L1251)
    # + 移動距離 (L544–547) and 気絶値 (L1696): the seed names them, gives no formula (issue 27)
    # + テンション値による影響 (L931–943): two effects, no numbers (its own test: test_senya_tension.py)
    assert len(tables) == 34
    gm = [t for t in tables.values() if t.gm_entered]
    assert len(gm) == 33 and all(t.rows == [] for t in gm)
    level = tables["level_exp"]
    # totals from CL3: 4, 9, 15, 22, 30, 39, 49 (L1254–1260), then +11, +12 … (L1261)
    rows = {r.key: (r.values["step"], r.values["total"]) for r in level.rows}
    assert rows[3] == (0, 0) and rows[4] == (4, 4) and rows[7] == (7, 22) and rows[10] == (10, 49)
    assert rows[11] == (11, 60) and rows[12] == (12, 72) and rows[30] == (30, 459)  # 30·31/2 − 6
    assert all(rows[n][1] == n * (n + 1) // 2 - 6 for n in rows)


def test_every_entry_cites_a_line_that_names_it(pack, seed):
    content = pack.index.content
    for o in content.options:
        for c in o.choices:
            assert c.name in seed[c.line] or c.name[1:3] in seed[c.line], (o.id, c.id)
    for s in content.stats[:15]:
        assert seed[s.line] == f"- ・{s.name}", s.id
    for lst in content.lists:
        for t in lst.types:
            assert t.name in seed[t.line] or t.name[:4] in seed[t.line], (lst.id, t.id)


def test_readings_cover_the_digests_ambiguities(pack):
    ids = {r.id: (r.value, r.line) for r in pack.index.content.readings}
    assert ids == {"ability_rows": ("creation", 1273), "construction_skills": ("per_level", 459),
                   "master_ib_share": ("L989", 989), "scene_entry_tension": ("plus10", 919),
                   "reverser_styles": ("haihansha_only", 194)}


# ---------------------------------------------------------------- the examples, by hand

def example(name, gm_pack=None):
    path = EXAMPLES / f"{name}.json"
    b = load_build(path)
    loader = (lambda system: load_pack(system, user_layer=False)) if gm_pack is None else (lambda system: gm_pack)
    return evaluate_linked(loader(SYSTEM), b, path, loader)


EXPECTED = {
    # 七夜 灯真: ナイフ使い 2 + 代行者 1 (the 2+1 split, L375): 3 of 3; CL 3 (L385); no growth, so
    # the level table's row 3 (total 0) and 0 of 0 経験点; IB min(3, 3 // 3) = 1 (L625);
    # scene entry +10 (L919, reading plus10).
    "pc": dict(creation=(3, 3, 0), exp=(0, 0, 0),
               derived={"CL": 3, "exp_needed": 0, "ib_slots": 1, "scene_tension": 10, "scene_tension_dice": 0,
                        "tension_max": 100}),  # テンション値の上限 100 (L905), every example
    # セイバー: 剣士 3 at creation (L371); growth 剣士 +4 and 風を駆る者 +3 → CL 3 + 4 + 3 = 10;
    # 4+5+6+7+8+9+10 = 49 経験点 (L1254–1260) of the 50 granted (L2134) → 1 left (A16);
    # IB min(3, 10 // 3) = 3; Master's share of its IB cost at most 6 (L989).
    "servant": dict(creation=(3, 3, 0), exp=(50, 49, 1),
                    derived={"CL": 10, "exp_needed": 49, "ib_slots": 3, "ib_share_max": 6, "scene_tension": 10,
                             "scene_tension_dice": 0, "tension_max": 100}),
    # 遠坂 朱音: 魔術師 2 + 工房魔術師 1; CL 3; 令呪 3 (L2082); upkeep 3 materialised / 1 spirit (L2072).
    "master": dict(creation=(3, 3, 0), exp=(0, 0, 0),
                   derived={"CL": 3, "exp_needed": 0, "ib_slots": 1, "command_spells": 3, "upkeep_material": 3,
                            "upkeep_spirit": 1, "ib_share_max": 6, "scene_tension": 10, "scene_tension_dice": 0,
                            "tension_max": 100}),
    # 久我 迅: 1+1+1+1 = 4 of 3 → 1 over; CL 4 needs 4 経験点 (L1254), 0 recorded → 4 over;
    # IB min(3, 4 // 3) = 1.
    "bad_four_classes": dict(creation=(3, 4, -1), exp=(0, 4, -4),
                             derived={"CL": 4, "exp_needed": 4, "ib_slots": 1, "scene_tension": 10,
                                      "scene_tension_dice": 0, "tension_max": 100}),
    # 鳴海 透: 剣士 3 + 3 by growth → CL 6: 4 + 5 + 6 = 15 経験点 (L1254–1256), 10 recorded → 5 over;
    # IB min(3, 6 // 3) = 2.
    "bad_ib_and_exp": dict(creation=(3, 3, 0), exp=(10, 15, -5),
                           derived={"CL": 6, "exp_needed": 15, "ib_slots": 2, "scene_tension": 10,
                                    "scene_tension_dice": 0, "tension_max": 100}),
}

# The GM-entered tables each example waits for, with the key asked (class level; 1 for a class's
# one クラス一覧表 row): every combat figure waits, none is shown as 0.
WAITS = {
    "pc": {"クラス一覧表(ナイフ使い)": 1, "クラス修正表(ナイフ使い)": 2, "クラス一覧表(代行者)": 1, "クラス修正表(代行者)": 1},
    "servant": {"クラス一覧表(剣士)": 1, "クラス修正表(剣士)": 7, "クラス一覧表(風を駆る者)": 1, "クラス修正表(風を駆る者)": 3},
    "master": {"クラス一覧表(魔術師)": 1, "クラス修正表(魔術師)": 2, "クラス一覧表(工房魔術師)": 1, "クラス修正表(工房魔術師)": 1},
    "bad_four_classes": {f"クラス{t}({c})": 1 for c in ("狩人", "剣士", "武闘家", "魔術師") for t in ("一覧表", "修正表")},
    "bad_ib_and_exp": {"クラス一覧表(剣士)": 1, "クラス修正表(剣士)": 6},
}
# ... and 移動距離 (L544–547) and 気絶値 (L1696), keyed by the character level: pc 2+1 = 3,
# servant 3+4+3 = 10, master 2+1 = 3, bad_four_classes 1+1+1+1 = 4, bad_ib_and_exp 3+3 = 6
for _name, _cl in (("pc", 3), ("servant", 10), ("master", 3), ("bad_four_classes", 4), ("bad_ib_and_exp", 6)):
    WAITS[_name].update({"移動距離": _cl, "気絶値": _cl})

FINDINGS = {
    # each example's item names no 特技 that grants it: a GM flag (L510–514; issue 27)
    "pc": [("gm", "data.entry_gm", "/lists/items/0")],
    "servant": [("approved", "data.gm", "/stats"),                        # 風を駆る者 new by growth (L1273)
                # 風王結界 (an エクストラスキル) records neither its class nor its 取得条件 (L459, L475)
                ("gm", "data.entry_gm", "/lists/skills/5"), ("gm", "data.entry_condition_gm", "/lists/skills/5")],
    "master": [("gm", "data.entry_gm", "/lists/items/0")],
    "bad_four_classes": [
        ("error", "data.choice_requires", "/options/style/0"),            # 心の棘 is 《背反者専用》 (L194–195)
        ("error", "data.option_missing", "/options/free_point"),          # no extra point (L402)
        ("error", "data.budget_over", "/"),                               # 4 class levels of 3 (L359)
        ("error", "data.rule", "/stats"),                                 # 4 classes (L203)
        ("error", "data.budget_over", "/"),                               # 経験点 4 of 0 (L1254)
    ],
    "bad_ib_and_exp": [
        ("error", "data.budget_over", "/"),                               # 15 of 10 経験点
        ("error", "data.rule", "/lists/ib"),                              # 3 IB of 2 slots (L625)
        ("error", "data.count_over", "/lists/ib/2"),                      # エクストラスキル as IB (L631)
        ("error", "data.rule", "/lists/items"),                           # an item without a 特技 (L510–514)
        ("gm", "data.entry_gm", "/lists/items/0"),                        # ... naming none that grants it (L510)
        ("error", "data.count_over", "/lists/emotions/3"),                # 4 未使用感情 (L798)
        # no 特技 at all: each IB names none of the character's own 特技 (L480–481, L625; issue 27)
        *[("error", "data.entry", f"/lists/ib/{i}") for i in (0, 1, 2)],
    ],
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_figures(name):
    s = example(name)
    want = EXPECTED[name]
    c, e = s.pools["creation_levels"], s.pools["exp"]
    assert (c.total, c.spent, c.remaining) == want["creation"]
    assert (e.total, e.spent, e.remaining) == want["exp"]
    assert s.derived == want["derived"]


@pytest.mark.parametrize("name", sorted(FINDINGS))
def test_example_findings(name):
    s = example(name)
    assert sorted((f.severity, f.code, f.path) for f in s.findings
                  if f.code != "data.table_missing_row") == sorted(FINDINGS[name])
    assert waiting(s) == WAITS[name]
    assert all(f.severity == "warning" for f in s.findings if f.code == "data.table_missing_row")


def test_each_table_says_which_figures_wait_for_it():
    s = example("pc")
    by_table = {f.params["table"]: f.params["figures"].split("、") for f in s.findings
                if f.code == "data.table_missing_row"}
    # the クラス一覧表 row feeds the 能力基本値 (L399), so everything after them waits for it
    row = by_table["クラス一覧表(ナイフ使い)"]
    assert row[:4] == ["【体力基本値】", "【知覚基本値】", "【理知基本値】", "【意志基本値】"]
    assert "【白兵】" in row and "特技の数" in row and "【白兵】クラス修正" not in row
    # the クラス修正表 feeds the class modifiers and the totals, not the bases
    mod = by_table["クラス修正表(ナイフ使い)"]
    assert mod[:6] == [f"【{n}】クラス修正" for n in ("白兵", "射撃", "精神", "行動", "生命力", "集中力")]
    assert "防御点" in mod and "【白兵】ベース" not in mod and "【体力基本値】" not in mod


def test_the_example_pair_is_one_faction():
    assert load_build(EXAMPLES / "servant.json").partner == "master.json"
    assert load_build(EXAMPLES / "master.json").partner == "servant.json"


# ---------------------------------------------------------------- checks, firing and not

@pytest.mark.parametrize("levels", [{"ken": 3}, {"ken": 2, "maj": 1}, {"kni": 1, "dai": 1, "run": 1}])
def test_the_three_splits_are_legal(pack, levels):
    # L369–379: 3, 2+1, 1+1+1; each CL 3 (L385), nothing over or left
    s = sheet(pack, build(levels))
    assert (s.pools["creation_levels"].spent, s.derived["CL"]) == (3, 3) and found(s) == []


def test_three_class_levels_at_creation(pack):
    s = sheet(pack, build({"ken": 2}))                                    # 2 of 3 → 1 left: an error
    assert found(s) == [("data.budget_unspent", "/")] and s.pools["creation_levels"].remaining == 1
    s = sheet(pack, build({"ken": 3, "maj": 1}))                          # 4 of 3
    assert ("data.budget_over", "/") in found(s, "error")
    assert ("data.off_scale", "/stats/ken") in found(sheet(pack, build({"ken": 4})))  # 0–3 at creation


def test_at_most_three_classes_and_a_new_class_by_growth(pack):
    # 1+1+1 and a fourth by growth: 4 classes (L1271) and a new class needs the GM (L1273);
    # CL 4 costs 4 経験点 (L1254), given.
    s = sheet(pack, build({"ken": 1, "maj": 1, "but": 1, "kar_g": 1, "exp": 4}))
    assert found(s) == [("data.gm", "/stats"), ("data.rule", "/stats")]
    assert found(s, "gm") == [("data.gm", "/stats")]
    # growing a class the character has: neither
    s = sheet(pack, build({"ken": 1, "maj": 1, "but": 1, "but_g": 1, "exp": 4}))
    assert found(s) == [] and s.stats["but"]["value"] == 2 and s.stats["but"]["base"] == 1
    # two classes and a third by growth: three, only the GM's permission
    assert found(sheet(pack, build({"ken": 2, "maj": 1, "kaz_g": 1, "exp": 4}))) == [("data.gm", "/stats")]


def test_experience_for_levels(pack):
    # CL 3 → 5: 4 + 5 = 9 (L1254–1255); 9 spent is exact, 8 is short by 1, 12 leaves 3 (L1233)
    for given, remaining in ((9, 0), (8, -1), (12, 3)):
        s = sheet(pack, build({"ken": 3, "ken_g": 2, "exp": given}))
        assert (s.pools["exp"].spent, s.pools["exp"].remaining, s.derived["CL"]) == (9, remaining, 5)
        assert (("data.budget_over", "/") in found(s)) == (remaining < 0)
    # CL 12: 49 + 11 + 12 = 72 (L1261: from 10 on, the new level)
    assert sheet(pack, build({"ken": 3, "ken_g": 9, "exp": 72})).derived["exp_needed"] == 72


def test_infinity_break_slots(pack):
    # each IB is one of the character's own 特技 (L625; its own test: test_senya_ib.py)
    ib = lambda n, t="normal": {"ib": [{"name": "ツバメ返し", "type": t}] * n,  # noqa: E731
                                "skills": [{"name": "ツバメ返し", "type": t, "from_class": "ken"}]}  # 剣士's (L459)
    # CL 3: 1 slot; a second is one too many (L625)
    assert found(sheet(pack, build(lists=ib(1)))) == []
    assert found(sheet(pack, build(lists=ib(2)))) == [("data.rule", "/lists/ib")]
    # CL 6: 2 (6 // 3); CL 9: 3; CL 12: still 3 (最大3個, L625) — 経験点 given: 15, 39, 72
    for grown, exp, slots in ((3, 15, 2), (6, 39, 3), (9, 72, 3)):
        s = sheet(pack, build({"ken": 3, "ken_g": grown, "exp": exp}, lists=ib(slots)))
        assert s.derived["ib_slots"] == slots and found(s) == []
        s = sheet(pack, build({"ken": 3, "ken_g": grown, "exp": exp}, lists=ib(slots + 1)))
        assert found(s) == [("data.rule", "/lists/ib")]


def test_extra_skills_as_ib_only_for_servants(pack):
    extra = {"ib": [{"name": "秘剣", "type": "extra"}], "skills": [{"name": "秘剣", "type": "extra"}]}  # own (L625)
    assert [f for f in found(sheet(pack, build(lists=extra))) if f[1].startswith("/lists/ib")] == [
        ("data.count_over", "/lists/ib/0")]   # L631
    for kind in ("master", "haihansha"):
        assert ("data.count_over", "/lists/ib/0") in found(sheet(pack, build(lists=extra, type_=kind)))
    servant = sheet(pack, build(lists=extra, type_="servant", options={"servant_class": ["saber"]}))
    assert "data.count_over" not in codes(servant)                                       # L2066


def servant_skills(n):
    return [{"name": f"クラス特技{i}", "type": "servant", "source": "class"} for i in range(n)]


def test_servant_rules(pack):
    ok = {"ken": 3, "ken_g": 7, "exp": 50}                    # CL 10, 49 of 50 (L2134)
    opts = {"servant_class": ["lancer"]}
    s = sheet(pack, build(ok, opts, {"skills": servant_skills(3)}, type_="servant"))
    # alone: the pair is only recommended (L2060)
    assert found(s) == [("data.rule", "/partner")] and found(s, "warning") == [("data.rule", "/partner")]
    # fewer than its class's 3 特技: a warning (the data is the GM's); more: an error (L2138)
    s = sheet(pack, build(ok, opts, {"skills": servant_skills(2)}, type_="servant"))
    assert ("data.count_under", "/lists/skills") in found(s, "warning")
    assert ("data.count_over", "/lists/skills/3") in found(
        sheet(pack, build(ok, opts, {"skills": servant_skills(4)}, type_="servant")), "error")
    # not 50 経験点 / level 10: a warning (recommended, L2134)
    s = sheet(pack, build({"ken": 3}, opts, {"skills": servant_skills(3)}, type_="servant"))
    assert ("data.rule", "/stats/exp") in found(s, "warning")
    # no Servant class: required for a Servant (L2138); a PC's Servant 特技: an error (L2014)
    assert ("data.option_missing", "/options/servant_class") in found(
        sheet(pack, build(ok, {}, {"skills": servant_skills(3)}, type_="servant")), "error")
    assert found(sheet(pack, build(lists={"skills": servant_skills(1)}))) == [("data.count_over", "/lists/skills/0")]
    assert "data.option_not_for_kind" in codes(sheet(pack, build(options=opts)))


def test_a_paired_servant_and_master(pack):
    servant = build({"ken": 3, "ken_g": 7, "exp": 50}, {"servant_class": ["saber"]},
                    {"skills": servant_skills(3)}, type_="servant")
    master = build({"maj": 3}, type_="master")
    assert found(sheet(pack, servant, partner=master)) == []
    assert found(sheet(pack, master, partner=servant)) == []
    assert found(sheet(pack, master)) == [("data.rule", "/partner")]
    assert sheet(pack, master).derived["command_spells"] == 3                   # L2082
    assert "command_spells" not in sheet(pack, servant).derived


def test_items_come_from_skills(pack):
    skill = [{"name": "武器の心得", "type": "normal", "from_class": "ken"}]  # a 剣士 特技 (L459)
    assert found(sheet(pack, build(lists={"items": [{"name": "刀", "type": "weapon"}]}))) == [
        ("data.entry_gm", "/lists/items/0"), ("data.rule", "/lists/items")]   # L510–514: no 特技, none named
    # each item below names the 特技 it comes from (L510–514; its own test: test_senya_skill_sources.py)
    two_weapons = [{"name": "刀", "type": "weapon", "granted_by": "武器の心得"},
                   {"name": "弓", "type": "weapon", "granted_by": "武器の心得"}]
    assert found(sheet(pack, build(lists={"skills": skill, "items": two_weapons}))) == []  # chosen per round (L530)
    two_armours = [{"name": "鎧", "type": "armour", "granted_by": "武器の心得"},
                   {"name": "盾", "type": "armour", "granted_by": "武器の心得"}]
    s = sheet(pack, build(lists={"skills": skill, "items": two_armours}))
    assert found(s, "warning") == [("data.count_over", "/lists/items/1")]       # no stacking (L526–528)
    two_gear = [{"name": "護符", "type": "gear", "granted_by": "武器の心得"},
                {"name": "指輪", "type": "gear", "granted_by": "武器の心得"}]
    assert found(sheet(pack, build(lists={"skills": skill, "items": two_gear})), "warning") == [
        ("data.count_over", "/lists/items/1")]
    many = [{"name": "薬", "type": "consumable", "granted_by": "武器の心得"}] * 5  # any number (L537)
    assert found(sheet(pack, build(lists={"skills": skill, "items": many}))) == []
    assert ("data.unknown_type", "/lists/items/0/type") in found(
        sheet(pack, build(lists={"skills": skill, "items": [{"name": "金", "type": "money"}]})))


def test_emotions_and_the_free_point(pack):
    three = [{"name": n, "source": "other"} for n in ("気が合う", "腐れ縁", "片思い")]
    assert found(sheet(pack, build(lists={"emotions": three}))) == []
    assert found(sheet(pack, build(lists={"emotions": three + three[:1]}))) == [("data.count_over", "/lists/emotions/3")]
    # exactly one extra point on one 能力値 (L402–403)
    assert ("data.option_too_many", "/options/free_point") in found(sheet(pack, build(options={"free_point": ["tai", "ri"]})))
    assert ("data.option_missing", "/options/free_point") in found(sheet(pack, build(options={"free_point": []})))
    assert ("data.option_missing", "/options/style") in found(sheet(pack, build(options={"style": []})))


def test_reverser_styles(pack, tmp_path):
    # 《背反者専用》 (L194–197): a 背反者 may, a PC may not
    for style in ("heart_thorn", "indulgence", "multiple"):
        assert found(sheet(pack, build(options={"style": [style]}))) == [("data.choice_requires", "/options/style/0")]
        assert found(sheet(pack, build(options={"style": [style]}, type_="haihansha"))) == []
    assert found(sheet(pack, build(options={"style": ["insect"]}))) == []       # L193, a normal style
    # reading gm: anyone, with the GM's approval
    gm = pack_with(tmp_path, reverser_styles="gm")
    assert found(sheet(gm, build(options={"style": ["multiple"]}))) == [("data.gm", "/options/style")]
    assert found(sheet(gm, build(options={"style": ["multiple"]}, type_="haihansha"))) == []


# ---------------------------------------------------------------- readings, flipped

def test_master_ib_share_and_scene_tension_readings(pack, tmp_path):
    master = build({"maj": 3}, type_="master")
    assert sheet(pack, master).derived["ib_share_max"] == 6                     # 1–6 (L989)
    flipped = pack_with(tmp_path, master_ib_share="L2074", scene_entry_tension="1d")
    s = sheet(flipped, master)
    assert s.derived["ib_share_max"] == 8                                       # 1–8 (L2074)
    # +1D (L1085); both ids stay whatever the reading (issue 27): +0 and 1 die
    assert s.derived["scene_tension"] == 0 and s.derived["scene_tension_dice"] == 1


# ---------------------------------------------------------------- a GM's user pack

TEST_DATA = "テスト用のデータ(ルールブックのものではありません)"
KEN_ROW = {"key": 1, "values": {"tai": 3, "chi": 2, "ri": 1, "ish": 2, "sk": 2, "add": 1}}
KEN_MOD = [
    {"key": 1, "values": {"hak": 2, "sha": 0, "sei": 0, "kou": 1, "hp": 5, "con": 0, "bou": 0}},
    {"key": 2, "values": {"hak": 3, "sha": 0, "sei": 0, "kou": 1, "hp": 5, "con": 5, "bou": 0}},
    {"key": 3, "values": {"hak": 4, "sha": 1, "sei": 0, "kou": 2, "hp": 10, "con": 5, "bou": 1}},
    {"key": 4, "values": {"hak": 5, "sha": 1, "sei": 1, "kou": 2, "hp": 15, "con": 5, "bou": 1}},
]


def write_user_pack(pack, tables):
    """Restate 剣士's GM-entered tables with rows (layers merge by id). TEST DATA."""
    content = {t.id: t for t in pack.index.content.tables}
    layer = []
    for tid, rows in tables.items():
        t = content[tid].model_dump(mode="json", exclude_defaults=True)
        t["rows"], t["text"] = rows, TEST_DATA
        layer.append(t)
    folder = user_pack_dir() / SYSTEM
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "gm.json").write_text(json.dumps({"tables": layer}, ensure_ascii=False), encoding="utf-8")
    gm = load_pack(SYSTEM)
    assert gm.problems == []
    return gm


def test_a_user_pack_fills_the_class_modifier_table(pack, user_dirs):
    gm = write_user_pack(pack, {"ken_mod": KEN_MOD})
    s = evaluate(gm, build())                                # 剣士 3
    # the modifiers at class level 3 (L443–448): 4, 1, 0, 2, 10, 5; 防御点 1
    assert {k: s.derived[k] for k in ("hak_class", "sha_class", "sei_class", "kou_class", "hp_class",
                                      "con_class", "bougyo")} == {
        "hak_class": 4, "sha_class": 1, "sei_class": 0, "kou_class": 2, "hp_class": 10, "con_class": 5, "bougyo": 1}
    # the 能力基本値 still wait for the クラス一覧表 row, and so do the bases and totals
    # (移動距離 and 気絶値 wait for their own GM tables, L544, L1696: CL 3)
    assert waiting(s) == {"クラス一覧表(剣士)": 1, "移動距離": 3, "気絶値": 3}
    assert "tai_kihon" not in s.derived and "hakuhei" not in s.derived and "hak_base" not in s.derived


def test_a_user_pack_filling_both_tables_computes_every_figure(pack, user_dirs):
    gm = write_user_pack(pack, {"ken_row": [KEN_ROW], "ken_mod": KEN_MOD})
    s = evaluate(gm, build())                                # 剣士 3, free point 体力
    # 能力基本値 = row × 3 (L399–401) + 1 on 体力 (L402): 体力 9+1 = 10, 知覚 6, 理知 3, 意志 6
    # ボーナス = floor(/3) (L413): 3, 2, 1, 2
    # ベース (L434–439): 白兵 3+2 = 5, 射撃 2+1 = 3, 精神 1+2 = 3, 行動 3+2 = 5,
    #   生命力 (3+1)×5 = 20, 集中力 (2+2)×5 = 20
    # + the level-3 modifiers 4, 1, 0, 2, 10, 5 → 9, 4, 3, 7, 30, 25; 最大HP 30 (L309)
    # テンション初期値 min(100, 25) = 25 (L899, L905)
    # 特技: 2 per creation level (reading per_level) × 3 = 6; no growth → 追加取得 0
    want = {"tai_kihon": 10, "chi_kihon": 6, "ri_kihon": 3, "ish_kihon": 6,
            "tai_bonus": 3, "chi_bonus": 2, "ri_bonus": 1, "ish_bonus": 2,
            "hak_base": 5, "sha_base": 3, "sei_base": 3, "kou_base": 5, "hp_base": 20, "con_base": 20,
            "hakuhei": 9, "shageki": 4, "seishin": 3, "koudou": 7, "seimei": 30, "shuuchuu": 25,
            "bougyo": 1, "tension_start": 25, "sk_con_level": 6, "sk_con": 6, "sk_add": 0, "skill_slots": 6}
    assert {k: s.derived[k] for k in want} == want
    assert waiting(s) == {"移動距離": 3, "気絶値": 3}  # their own GM tables (L544, L1696), CL 3
    # the 特技 count checks now run: 6 exact, 7 over, 5 one left
    skills = lambda n: {"skills": [{"name": f"特技{i}", "type": "normal", "from_class": "ken"}  # noqa: E731
                                   for i in range(n)]}  # (剣士's, L459)
    assert found(evaluate(gm, build(lists=skills(6)))) == []
    assert found(evaluate(gm, build(lists=skills(7)))) == [("data.rule", "/lists/skills")]
    assert found(evaluate(gm, build(lists=skills(5))), "warning") == [("data.rule", "/lists/skills")]
    # without the tables the count checks do not run (they wait)
    assert found(evaluate(pack, build(lists=skills(7)))) == []
    # a 剣士 2 + 魔術師 1 waits only for 魔術師's tables
    assert waiting(evaluate(gm, build({"ken": 2, "maj": 1}))) == {"クラス一覧表(魔術師)": 1, "クラス修正表(魔術師)": 1,
                                                                  "移動距離": 3, "気絶値": 3}


def test_growth_and_the_ability_rows_reading(pack, user_dirs, tmp_path):
    gm = write_user_pack(pack, {"ken_row": [KEN_ROW], "ken_mod": KEN_MOD})
    b = build({"ken": 3, "ken_g": 1, "exp": 4})              # 剣士 4, CL 4 (4 経験点, L1254)
    s = evaluate(gm, b)
    # creation rows only (reading creation, L1273): 能力基本値 as at creation, 体力 10 → 3;
    # 白兵 ベース 3+2 = 5 + level-4 modifier 5 = 10; 1 追加取得 (add 1 × 1 level, L1267) → 6 + 1 = 7 特技
    assert (s.derived["tai_kihon"], s.derived["hak_base"], s.derived["hakuhei"]) == (10, 5, 10)
    assert (s.derived["sk_add"], s.derived["skill_slots"]) == (1, 7) and "tai_growth" not in s.derived
    # reading every_level: the grown level adds its row too: 体力 4×3+1 = 13 → 4; 白兵 4+2 = 6, +5 = 11
    layer = tmp_path / "house.json"
    layer.write_text(json.dumps({"settings": {"ability_rows": "every_level", "construction_skills": "per_class"}}),
                     encoding="utf-8")
    flipped = load_pack(SYSTEM, [layer])
    s = evaluate(flipped, b)
    assert (s.derived["tai_growth"], s.derived["tai_kihon"], s.derived["tai_bonus"]) == (3, 13, 4)
    assert (s.derived["hak_base"], s.derived["hakuhei"]) == (6, 11)
    # reading per_class: 2 for 剣士 once, + 1 追加取得 = 3
    # (sk_con, one id whatever the reading, issue 27, is the per-class count here)
    assert (s.derived["sk_con_class"], s.derived["sk_con"], s.derived["skill_slots"]) == (2, 2, 3)


def test_the_test_data_never_ships(pack):
    for t in pack.index.content.tables:
        assert TEST_DATA not in t.text and (t.rows == [] or t.id == "level_exp")


# ---------------------------------------------------------------- the command line

def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_new_check_explain_export(tmp_path, capsys):
    path = tmp_path / "new.json"
    code, out, _ = run(capsys, "new", SYSTEM, "-o", path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert code == 0 and (data["system"], data["type"]) == (SYSTEM, "pc")
    code, out, _ = run(capsys, "check", "--json", path)
    (result,) = json.loads(out)
    # no class yet: 0 of 3 levels (L359), no style (L355), no free point (L402)
    assert code == 1 and result["pools"]["creation_levels"] == {"total": 3, "spent": 0, "remaining": 3}
    assert {f["code"] for f in result["findings"] if f["severity"] == "error"} == {
        "data.budget_unspent", "data.option_missing"}
    assert run(capsys, "new", SYSTEM, "-o", path)[0] == 2                      # no overwrite without --force
    for kind in ("servant", "master", "haihansha"):
        assert run(capsys, "new", SYSTEM, "--type", kind, "-o", tmp_path / f"{kind}.json")[0] == 0
    for name in ("pc", "servant", "master"):
        file = EXAMPLES / f"{name}.json"
        assert run(capsys, "explain", file)[0] == 0
        for flag, out_name in (("--text", "x.txt"), ("--pdf", "x.pdf"), ("--ccfolia", "x.json")):
            assert run(capsys, "export", file, flag, tmp_path / f"{name}-{out_name}")[0] == 0, (name, flag)
            assert (tmp_path / f"{name}-{out_name}").stat().st_size > 0


def test_cli_check_json_on_the_examples(capsys):
    code, out, _ = run(capsys, "check", "--json", *(EXAMPLES / f"{n}.json" for n in ("pc", "servant", "master")))
    results = {r["name"]: r for r in json.loads(out)}
    assert code == 0                                                            # warnings only
    assert results["セイバー(アルトリア)"]["derived"]["CL"] == 10
    assert results["セイバー(アルトリア)"]["pools"]["exp"] == {"total": 50, "spent": 49, "remaining": 1}
    assert results["遠坂 朱音"]["derived"]["command_spells"] == 3
    for name in ("bad_four_classes", "bad_ib_and_exp"):
        assert run(capsys, "check", EXAMPLES / f"{name}.json")[0] == 1
    code, out, _ = run(capsys, "explain", EXAMPLES / "servant.json")
    assert code == 0 and "経験点" in out


def test_cli_campaign_flips_a_reading(tmp_path, capsys):
    campaign = tmp_path / "war.json"
    campaign.write_text(json.dumps({"settings": {"master_ib_share": "L2074"}}), encoding="utf-8")
    master = EXAMPLES / "master.json"
    code, out, _ = run(capsys, "check", "--json", "--campaign", campaign, master)
    assert code == 0 and json.loads(out)[0]["derived"]["ib_share_max"] == 8    # 1–8 (L2074)
    code, out, _ = run(capsys, "check", "--json", master)
    assert json.loads(out)[0]["derived"]["ib_share_max"] == 6                  # 1–6 (L989)
    campaign.write_text(json.dumps({"settings": {"master_ib_share": "L9999"}}), encoding="utf-8")
    code, _, err = run(capsys, "check", "--campaign", campaign, master)
    assert code == 2 and "war.json" in err


def test_a_quick_start_sample_is_the_gms_to_check(pack, tmp_path):
    """L317, L577–594: a quick-start character is one of the samples the GM offers, copied; the
    samples are not in the seed, so they are a GM-entered place (the rule-data editor's), and a
    character that names one is a GM flag citing L590 (the copy is the GM's to check); a
    constructed one (no sample) gets none. TEST DATA: the sample's name is made up."""
    option = next(o for o in pack.index.content.options if o.id == "quick_start_sample")
    assert option.gm_entered and option.choices == [] and not option.required and option.line == 558
    entry = option.model_dump(mode="json", exclude_defaults=True)
    entry["choices"] = [{"id": "sample1", "name": "見本の剣士", "line": 558}]
    layer = tmp_path / "samples.json"
    layer.write_text(json.dumps({"options": [entry]}, ensure_ascii=False), encoding="utf-8")
    gm = load_pack(SYSTEM, [layer], user_layer=False)
    copied = evaluate(gm, build(options={"quick_start_sample": ["sample1"]}))
    assert [(f.severity, f.code, f.path) for f in copied.findings if f.rule.line == 590] == [
        ("gm", "data.gm", "/options/quick_start_sample")]
    assert [f for f in evaluate(gm, build()).findings if f.rule.line == 590] == []
