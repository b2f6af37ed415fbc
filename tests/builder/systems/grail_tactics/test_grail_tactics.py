"""Fate/Grail Tactics (``grail-tactics``, seed 004_52394247ffe7dd97.txt): the pack against the
seed, the examples against figures worked out by hand, every check firing and not firing, the
readings flipped by a campaign file, the GM-entered unit pages, and the command line.

Rules used (seed lines): Servant max ヘルス = ベースヘルス ± 生命ロール(S) by the coin, heads +,
tails − (L81); Master the same with 生命ロール(M) (L102); Servant max アジリティ = 素早さロール(S)
+ ランサー +2, ライダー +1, キャスター −2, アサシン +3 (L83–87); max ラック = 運ロール + ランサー −2,
アサシン +2 (L94–96); Master max アジリティ = 素早さロール(M), max ラック = 運ロール (L104–105);
optional 高ランク/低ランク by coin, heads high (L106–107); high rank: BA(MAG) = 125, ZON +1,
its Servant's STN +1 (L110); 3 令呪 (L242); 自害せよ 1 令呪 (L256), 2 for a low-rank Master
(L269); upkeep 20 per extra Servant (L289), 10 for a high-rank Master (L291); NPs from round 6,
an Assassin's from round 4 (L184); magic crests from round 3 (L196); least luck 0 (L209).

The seed has no unit pages (L137) and names no die for the set-up rolls: the unit pages come
from ``examples/grail-tactics/units.json`` (marked in the file as not from the rulebook), and
the dice are readings (default 1d20, the glossary's die, L30).
"""
from __future__ import annotations

import json

import pytest

from builder.cli.main import main
from builder.kit.build import DataBuild
from builder.kit.evaluate import evaluate
from builder.core.documents import load_build
from builder.core.links import Linked, evaluate_linked
from builder.core.packs import load_pack
from builder.core.registry import plugin_for
from tests.conftest import ROOT
from tests.sources import seed_file

EXAMPLES = ROOT / "examples" / "grail-tactics"
UNITS = EXAMPLES / "units.json"
SEED = seed_file("004_52394247ffe7dd97.txt")  # the committed copy


@pytest.fixture(scope="module")
def seed():
    """The seed, 1-based (index 0 blank), from its committed copy."""
    return [""] + SEED.read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="module")
def bare():
    """The bundled pack alone: no unit pages."""
    return load_pack("grail-tactics", user_layer=False)


@pytest.fixture(scope="module")
def pack():
    """The bundled pack with the example unit pages (examples/grail-tactics/units.json)."""
    return load_pack("grail-tactics", [UNITS], user_layer=False)


def pack_with(tmp_path, *layers, **settings):
    """The example pack with a campaign file that flips readings (and more layers)."""
    layer = tmp_path / "settings.json"
    layer.write_text(json.dumps({"settings": settings}), encoding="utf-8")
    return load_pack("grail-tactics", [UNITS, *layers, layer], user_layer=False)


SERVANT = {  # ランサー on the example page: base 1000, MOV 4, 範囲 1 (1 target), STR 150, MAG 40, STN 2, 宝具 1
    "system": "grail-tactics", "type": "servant", "name": "試験",
    "stats": {"health_coin": 1, "life_roll_s": 10, "agility_roll_s": 10, "luck_roll": 10},
    "options": {"class": ["lancer"], "servant_page": ["ex_lancer"]},
}
MASTER = {  # the example Master page: base 300, MOV 3, 範囲 2, STR 30, MAG 80, ZON 3
    "system": "grail-tactics", "type": "master", "name": "試験",
    "stats": {"health_coin": 1, "life_roll_m": 10, "agility_roll_m": 10, "luck_roll": 10, "rank_coin": 0},
    "options": {"master_page": ["ex_master"]},
}


def build(base=SERVANT, stats=None, options=None, **extra):
    data = json.loads(json.dumps(base))
    data["stats"].update(stats or {})
    data["options"].update(options or {})
    data.update(extra)
    return DataBuild.model_validate(data)


def sheet(pack, b, partner=None, partner_pack=None):
    links = {}
    if partner is not None:
        links = {"partner": Linked("partner.json", partner, evaluate(partner_pack or pack, partner))}
    return evaluate(pack, b, links)


def found(s, severity=None):
    return sorted((f.code, f.path) for f in s.findings if severity is None or f.severity == severity)


def codes(s):
    return {f.code for f in s.findings if f.severity in ("error", "warning", "gm")}


# ---------------------------------------------------------------- the pack against the seed

def test_the_seed_has_these_lists(seed):
    # Counted in the seed text, so the numbers below are the seed's.
    assert "サーヴァント七人とマスター七人" in seed[9]                          # 2 kinds
    assert [seed[n] for n in range(84, 88)] == ["ランサー: +2", "ライダー: +1", "キャスター: -2", "アサシン: +3"]
    assert [seed[n] for n in range(95, 97)] == ["ランサー: -2", "アサシン: +2"]
    assert "アーチャー" in seed[300]                                            # the fifth class named
    assert not any("セイバー" in line or "バーサーカー" in line for line in seed)  # never named
    # 令呪 orders, L244–267: the headers and the distinct 令呪「…」 names (the scrape repeats some)
    assert [seed[n] for n in (244, 257, 265)] == ["コスト: 1令呪", "コスト: 2令呪", "コスト: 3令呪"]
    orders = {line.split("「")[1].split("」")[0] for line in seed[244:268] if line[:1].isdigit() and "令呪「" in line}
    assert len(orders) == 12
    # luck-check actions, L214–238: distinct ラックチェック「…」 names
    actions = {line.split("「")[1].split("」")[0] for line in seed[204:240] if line[:1].isdigit() and "ラックチェック「" in line}
    assert len(actions) == 8
    assert seed[205] == "AUが使うラックチェック" and seed[220] == "DUが使うラックチェック"
    assert "表" in seed[81] and "裏" in seed[81]                                # the coin's 2 faces
    assert "表なら高ランク、裏なら低ランク" in seed[107]
    # the set-up rolls: 7 stats (coin + 生命ロール, 素早さロール, 運ロール per kind; rank coin)
    assert "生命ロール(S)" in seed[81] and "生命ロール(M)" in seed[102] and "素早さロール(S)" in seed[83]
    assert "素早さロール(M)" in seed[104] and "運ロール" in seed[94] and "運ロール" in seed[105]


# What the pack must hold, each number counted in the seed (lines in the comment):
SEED_COUNTS = {
    "kinds": 2,                        # L9: サーヴァント, マスター
    "stats": 7,                        # コイン投げ (L81/L102), 生命ロール(S) L81, (M) L102, 素早さロール(S) L83,
                                       # (M) L104, 運ロール L94/L105, ランクのコイン投げ L107
    "steps": 6,                        # kind, unit, set-up rolls (L79), 令呪 (L241), profile, summary
    "scale:coin": 3,                   # 表, 裏 (L81) + 未入力, the step a fresh unit starts on
    "scale:rank_coin": 3,              # 表 = 高ランク, 裏 = 低ランク (L107) + 未入力
    "option:class": 5,                 # ランサー, ライダー, キャスター, アサシン (L84–87), アーチャー (L300)
    "option:servant_page": 0,          # no unit page in the seed (L137): GM-entered
    "option:master_page": 0,           # likewise
    "list:commands:types": 3,          # コスト 1 / 2 / 3 令呪 (L244, L257, L265)
    "list:commands:catalogue": 12,     # 7 + 4 + 1 orders (L245–266)
    "list:luck_actions:types": 2,      # AU / DU (L205, L220)
    "list:luck_actions:catalogue": 8,  # AU 2 (L214–215), DU 6 (L229–238)
}


def test_pack_counts_match_the_seed(bare):
    counts = plugin_for("grail-tactics").counts(bare)
    assert counts == SEED_COUNTS
    assert dict(bare.manifest.counts) == SEED_COUNTS


def test_every_entry_cites_a_line_that_names_it(bare, seed):
    content = bare.index.content
    for s in content.stats:
        assert s.name.split("(")[0] in seed[s.line], s.id
    for c in next(o for o in content.options if o.id == "class").choices:
        assert c.name in seed[c.line], c.id
    for lst in content.lists:
        for e in lst.catalogue:
            assert f"「{e.name}」" in seed[e.line], e.id
        for t in lst.types:
            assert t.name in seed[t.line], t.id


def test_readings_name_the_silent_dice_and_formulas(bare):
    got = {r.id: (r.value, r.line) for r in bare.index.content.readings}
    # one die for every set-up roll (issue 27), 1d20 by default (L30's d20; L81 the first roll)
    assert got == {"setup_die": ("1d20", 81), "master_ranks": ("off", 106), "max_luck_floor": ("zero", 209)}


# ---------------------------------------------------------------- the examples, by hand

def example(name):
    path = EXAMPLES / f"{name}.json"
    return evaluate_linked(load_pack("grail-tactics", [UNITS], user_layer=False), load_build(path), path,
                           lambda system: load_pack(system, [UNITS], user_layer=False))


EXPECTED = {
    # ランサー on 例示用ランサー (base 1000): coin 表 → 1000 + 17 = 1017 (L81); 素早さ 12 + 2 = 14
    # (L84); 運 9 − 2 = 7 (L95); page MOV 4, 範囲 1, 1 target, STR 150, MAG 40, STN 2 (ranks off),
    # 宝具 1; NPs from round 6 (L184).
    # The page's 宝具 multiplier 2 (L185) and cooldown 3 (L261) (example data).
    "servant": dict(max_health=1017, max_agility=14, max_luck=7, mov=4, range=1, targets=1, ba_str=150,
                    ba_mag=40, stn=2, np_uses=1, np_from_round=6, np_multiplier=2, np_cooldown=3),
    # Master on 例示用マスター (base 300): coin 裏 → 300 − 12 = 288 (L102); 素早さ(M) 8 (L104);
    # 運 11 (L105); MOV 3, 範囲 2, 1 target, STR 30, MAG 80, ZON 3; 令呪 3 (L242); MC from round
    # 3 (L196); 自害せよ 1 (L256, no ranks); upkeep 20 (L289); the page's 魔術刻印 multiplier 2
    # (L197) and cooldown 2 (example data).
    "master": dict(max_health=288, max_agility=8, max_luck=11, mov=3, range=2, targets=1, ba_str=30, ba_mag=80,
                   command_spells=3, zon=3, mc_from_round=3, mc_multiplier=2, mc_cooldown=2, suicide_cost=1,
                   upkeep=20),
    # キャスター on 例示用キャスター (base 800): coin not entered → no max ヘルス; 素早さ 23 − 2 = 21
    # (L86); 運 5 + 0 = 5; page MOV 3, 範囲 3, 2 targets, STR 40, MAG 160, STN 3, 宝具 1.
    "illegal_servant": dict(max_agility=21, max_luck=5, mov=3, range=3, targets=2, ba_str=40, ba_mag=160,
                            stn=3, np_uses=1, np_from_round=6, np_multiplier=3, np_cooldown=4),
    # No page: MOV … ZON wait for it; 生命ロール(M) not entered → no max ヘルス; 素早さ 7; 運 21;
    # 令呪 3; MC 3; ranks off, so the coin's 表 changes nothing: 自害せよ 1, upkeep 20.
    "illegal_master": dict(max_agility=7, max_luck=21, command_spells=3, mc_from_round=3, suicide_cost=1,
                           upkeep=20),
}

FINDINGS = {
    "servant": [],
    "master": [],
    "illegal_servant": [
        ("error", "data.rule", "/stats/health_coin"),          # coin not entered (L81)
        ("error", "data.range_high", "/stats/agility_roll_s"),  # 23 > 1d20's 20 (L83, reading)
        ("warning", "data.rule", "/partner"),                   # no Master (L271)
    ],
    "illegal_master": [
        ("error", "data.option_missing", "/options/master_page"),
        ("warning", "data.waits_for_gm", "/options/master_page"),  # MOV … ZON wait for the page
        ("error", "data.rule", "/stats/life_roll_m"),             # 生命ロール(M) not entered (L102)
        ("error", "data.range_high", "/stats/luck_roll"),         # 21 > 20 (L94, reading)
        ("warning", "data.rule", "/stats/rank_coin"),             # ranks not used here (L106)
        ("warning", "data.option_not_for_kind", "/options/class"),
    ],
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_figures(name):
    assert example(name).derived == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(FINDINGS))
def test_example_findings(name):
    s = example(name)
    assert sorted((f.severity, f.code, f.path) for f in s.findings) == sorted(FINDINGS[name])


def test_the_example_pair_is_one_team_and_the_pages_are_marked():
    assert load_build(EXAMPLES / "servant.json").partner == "master.json"
    assert load_build(EXAMPLES / "master.json").partner == "servant.json"
    units = json.loads(UNITS.read_text(encoding="utf-8"))
    for option in units["options"]:
        assert "ルールブックのものではありません" in option["text"]
        assert option["choices"] and all("例示用のデータ。ルールブックのものではありません" in c["text"]
                                         for c in option["choices"])


def test_waiting_figures_name_the_page(bare):
    # Without a GM's unit pages every figure from the page waits, and says so; the rolls still
    # give what they can: 素早さ 10 + 2 = 12, 運 10 − 2 = 8 (ランサー, L84/L95).
    s = evaluate(bare, build(options={"servant_page": []}))
    assert s.derived == {"max_agility": 12, "max_luck": 8, "np_from_round": 6}
    (wait,) = [f for f in s.findings if f.code == "data.waits_for_gm"]
    assert wait.params["place"] == "サーヴァントの情報ページ" and wait.path == "/options/servant_page"
    assert wait.params["figure"] == ("最大ヘルス、MOV、範囲、攻撃対象の数、ベースアタック(STR)、ベースアタック(MAG)、STN(持続性)、宝具(残り回数)、"
                                      "宝具の乗数、宝具のクールダウン(ラウンド)")
    assert ("data.option_missing", "/options/servant_page") in found(s, "error")
    # a page the pack does not know is one the GM has not entered (L137), named by whose it is
    # (the kind and the class, ランサー L84), never by its id; the figures still wait
    s = evaluate(bare, build())
    assert "data.page_not_entered" in codes(s) and "data.waits_for_gm" in codes(s)
    (missing,) = [f for f in s.findings if f.code == "data.page_not_entered"]
    assert (missing.params["holder"], missing.params["holder_en"]) == ("サーヴァント(ランサー)", "Servant (Lancer)")
    assert "data.unknown_choice" not in codes(s)
    # with the page: nothing waits; 1000 + 10 = 1010 (L81)
    s = evaluate(load_pack("grail-tactics", [UNITS], user_layer=False), build())
    assert "data.waits_for_gm" not in codes(s) and s.derived["max_health"] == 1010


# ---------------------------------------------------------------- checks, firing and not

CLASS_NO = {"lancer": 1, "rider": 2, "caster": 3, "assassin": 4, "archer": 5}


def own_page(cls):
    """The example pack with one more unit page naming ``cls`` (the Lancer page's values)."""
    units = json.loads(UNITS.read_text(encoding="utf-8"))
    page = next(o for o in units["options"] if o["id"] == "servant_page")
    lancer = next(c for c in page["choices"] if c["id"] == "ex_lancer")
    page["choices"].append({**lancer, "id": "ex_own", "values": {**lancer["values"], "class_no": CLASS_NO[cls]}})
    if cls not in _PACKS:
        _PACKS[cls] = _load_with_units(units, cls)
    return _PACKS[cls]


_PACKS: dict = {}


def _load_with_units(data, cls):
    """The pack with ``data`` as a campaign layer, written to a folder that is gone after the
    pack has read it (no /tmp litter)."""
    import tempfile
    from pathlib import Path
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"units_{cls}.json"
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        return load_pack("grail-tactics", [path], user_layer=False)


@pytest.mark.parametrize("cls, agility, luck", [
    # 素早さ 10 and 運 10 with each class's modifiers (L84–87, L95–96)
    ("lancer", 12, 8), ("rider", 11, 10), ("caster", 8, 10), ("assassin", 13, 12), ("archer", 10, 10),
])
def test_class_modifiers(pack, cls, agility, luck):
    # on a page of its own class (the example Caster page for every class: a page names its
    # class, L137, so each class gets a page that says it is that class)
    s = sheet(own_page(cls), build(options={"class": [cls], "servant_page": ["ex_own"]}))
    assert (s.derived["max_agility"], s.derived["max_luck"]) == (agility, luck)
    assert s.derived["np_from_round"] == (4 if cls == "assassin" else 6)   # L184
    assert found(s) == [("data.rule", "/partner")]                          # only the missing Master


def test_no_class_waits_for_one(pack):
    s = sheet(pack, build(options={"class": []}))
    (wait,) = [f for f in s.findings if f.code == "data.waits_for_gm"]
    assert wait.params["figure"] == "最大アジリティ、最大ラック" and wait.path == "/options/class"
    assert ("data.option_missing", "/options/class") in found(s, "error")


def test_max_health_by_the_coin(pack):
    # Servant base 1000: 表 +10 → 1010, 裏 −10 → 990 (L81). Master base 300: 表 310, 裏 290 (L102).
    assert sheet(pack, build()).derived["max_health"] == 1010
    assert sheet(pack, build(stats={"health_coin": 2})).derived["max_health"] == 990
    assert sheet(pack, build(MASTER)).derived["max_health"] == 310
    assert sheet(pack, build(MASTER, stats={"health_coin": 2})).derived["max_health"] == 290


@pytest.mark.parametrize("base, stat", [
    (SERVANT, "health_coin"), (SERVANT, "life_roll_s"), (SERVANT, "agility_roll_s"), (SERVANT, "luck_roll"),
    (MASTER, "health_coin"), (MASTER, "life_roll_m"), (MASTER, "agility_roll_m"), (MASTER, "luck_roll"),
])
def test_every_roll_must_be_entered(pack, base, stat):
    s = sheet(pack, build(base, stats={stat: 0}))
    assert ("data.rule", f"/stats/{stat}") in found(s, "error")
    assert ("data.rule", f"/stats/{stat}") not in found(sheet(pack, build(base)), "error")


@pytest.mark.parametrize("base, stat", [
    (SERVANT, "life_roll_s"), (SERVANT, "agility_roll_s"), (SERVANT, "luck_roll"),
    (MASTER, "life_roll_m"), (MASTER, "agility_roll_m"), (MASTER, "luck_roll"),
])
def test_every_roll_lies_on_its_die(pack, tmp_path, base, stat):
    # default 1d20: 1 and 20 fine, 21 too high
    for value in (1, 20):
        assert "data.range_high" not in codes(sheet(pack, build(base, stats={stat: value})))
    assert ("data.range_high", f"/stats/{stat}") in found(sheet(pack, build(base, stats={stat: 21})), "error")
    # the one set-up die flipped to 2d6 by a campaign file: 2 … 12; 1 is too low, 13 too high
    two_d6 = pack_with(tmp_path, setup_die="2d6")
    for value in (2, 12):
        assert not codes(sheet(two_d6, build(base, stats={stat: value}))) & {"data.range_high", "data.range_low"}
    assert ("data.range_low", f"/stats/{stat}") in found(sheet(two_d6, build(base, stats={stat: 1})), "error")
    assert ("data.range_high", f"/stats/{stat}") in found(sheet(two_d6, build(base, stats={stat: 13})), "error")


def test_coin_off_its_faces_is_an_error(pack):
    assert ("data.off_scale", "/stats/health_coin") in found(sheet(pack, build(stats={"health_coin": 3})))


def test_one_reading_sets_the_die_of_every_set_up_roll(pack, tmp_path):
    # The seed names no die for any set-up roll (L81–105): the GM sets one, setup_die (default
    # 1d20, the glossary's die, L30). 1d100: 50 is fine for every roll, a Master's heads included
    # (300 + 50 = 350, L102); the error for a 21 on 1d20 names the reading, not a seed line.
    d100 = pack_with(tmp_path, setup_die="1d100")
    for base, stat in ((SERVANT, "life_roll_s"), (SERVANT, "agility_roll_s"), (MASTER, "life_roll_m"),
                       (MASTER, "agility_roll_m"), (MASTER, "luck_roll")):
        assert "data.range_high" not in codes(sheet(d100, build(base, stats={stat: 50})))
    assert sheet(d100, build(MASTER, stats={"life_roll_m": 50})).derived["max_health"] == 350
    over = [f for f in sheet(pack, build(stats={"agility_roll_s": 21})).findings if f.code == "data.range_high"]
    assert [(f.rule.line, f.rule.cite()) for f in over] == [(None, "grail-tactics reading setup_die")]
    assert "セットアップのダイス" in over[0].params["rule_text"] and "reading on the set-up die" in over[0].params["rule_text_en"]  # named in words, never by its id (issue 28 item 1)
    assert {r.id for r in pack.index.content.readings} >= {"setup_die"}
    assert not {r.id for r in pack.index.content.readings} & {"life_s_dice", "luck_faces", "master_heads_roll"}


def test_least_luck_is_zero_unless_flipped(pack, tmp_path):
    # ランサー 運 1 − 2 = −1 → 0 (L209, reading zero); reading none keeps −1.
    assert sheet(pack, build(stats={"luck_roll": 1})).derived["max_luck"] == 0
    assert sheet(pack_with(tmp_path, max_luck_floor="none"), build(stats={"luck_roll": 1})).derived["max_luck"] == -1
    assert sheet(pack, build(stats={"luck_roll": 3})).derived["max_luck"] == 1   # 3 − 2


def tiny_page(tmp_path):
    """A GM's page with ベースヘルス 10 (a test page, not from the rulebook)."""
    units = json.loads(UNITS.read_text(encoding="utf-8"))
    servant_page = units["options"][0]
    servant_page["choices"].append({"id": "tiny", "name": "試験用(ルールブックのものではありません)",
                                    "values": {"base_health": 10, "stn": 1}})
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps({"options": [servant_page]}, ensure_ascii=False), encoding="utf-8")
    return path


def test_max_health_at_zero_or_below_is_a_warning(tmp_path):
    p = pack_with(tmp_path, tiny_page(tmp_path))
    # 裏: 10 − 15 = −5 and 10 − 10 = 0 → warning (L69); 10 − 9 = 1 → none; 表 10 + 15 = 25 → none
    for roll, health in ((15, -5), (10, 0)):
        s = sheet(p, build(stats={"health_coin": 2, "life_roll_s": roll}, options={"servant_page": ["tiny"]}))
        assert s.derived["max_health"] == health and ("data.rule", "/stats/health_coin") in found(s, "warning")
    for coin, roll, health in ((2, 9, 1), (1, 15, 25)):
        s = sheet(p, build(stats={"health_coin": coin, "life_roll_s": roll}, options={"servant_page": ["tiny"]}))
        assert s.derived["max_health"] == health and ("data.rule", "/stats/health_coin") not in found(s)


def test_high_and_low_rank(pack, tmp_path):
    ranked = pack_with(tmp_path, master_ranks="on")
    # 表 = 高ランク: BA(MAG) 125 (not 80), ZON 3 + 1 = 4, 自害せよ 1, upkeep 10 (L110, L291)
    high = sheet(ranked, build(MASTER, stats={"rank_coin": 1}))
    assert [high.derived[k] for k in ("ba_mag", "zon", "suicide_cost", "upkeep")] == [125, 4, 1, 10]
    assert found(high) == []
    # 裏 = 低ランク: page values, 自害せよ 2 (L269), upkeep 20
    low = sheet(ranked, build(MASTER, stats={"rank_coin": 2}))
    assert [low.derived[k] for k in ("ba_mag", "zon", "suicide_cost", "upkeep")] == [80, 3, 2, 20]
    # every Master tosses once the option is on (L107)
    assert ("data.rule", "/stats/rank_coin") in found(sheet(ranked, build(MASTER)), "error")
    # off (default): the coin changes nothing and is flagged
    off = sheet(pack, build(MASTER, stats={"rank_coin": 1}))
    assert [off.derived[k] for k in ("ba_mag", "zon", "suicide_cost", "upkeep")] == [80, 3, 1, 20]
    assert found(off) == [("data.rule", "/stats/rank_coin")]
    assert found(sheet(pack, build(MASTER))) == []


def test_a_high_rank_master_raises_its_servants_stn(pack, tmp_path):
    ranked = pack_with(tmp_path, master_ranks="on")
    high, low = build(MASTER, stats={"rank_coin": 1}), build(MASTER, stats={"rank_coin": 2})
    # page STN 2; with a high-rank Master 2 + 1 = 3 (L110); low rank 2
    # one id, stn, whatever the reading (issue 27: it was stn or stn_ranked)
    s = sheet(ranked, build(), partner=high)
    assert s.derived["stn"] == 3 and "stn_ranked" not in s.derived and found(s) == []
    assert sheet(ranked, build(), partner=low).derived["stn"] == 2
    # no Master: the page's 2 with a warning that the rank is unknown (L110), and the contract
    # warning (L271)
    s = sheet(ranked, build())
    assert s.derived["stn"] == 2
    assert found(s) == [("data.rule", "/partner"), ("data.rule", "/partner")]
    assert sorted(f.rule.line for f in s.findings) == [110, 271]
    # ranks off: STN is the page's, with or without a Master
    assert sheet(pack, build(), partner=build(MASTER, stats={"rank_coin": 1})).derived["stn"] == 2


def test_command_list_takes_the_catalogue(pack):
    s = sheet(pack, build(MASTER, lists={"commands": [{"ref": "spirit", "source": "other"}]}))
    (item,) = s.items
    assert item["entry"].name == "気迫" and item["entry"].cost == {"command_spells": 2}   # L261, cost 2 (L257)
    assert found(s) == []


# ---------------------------------------------------------------- the command line

def test_cli_new_check_explain_export(tmp_path, capsys, user_dirs):
    out = tmp_path / "x.json"
    assert main(["new", "grail-tactics", "-o", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["system"] == "grail-tactics" and data["type"] == "servant"
    assert data["stats"] == {"health_coin": 0, "life_roll_s": 0, "agility_roll_s": 0, "luck_roll": 0}
    capsys.readouterr()
    assert main(["check", str(out), "--json"]) == 1            # nothing rolled, nothing chosen
    (result,) = json.loads(capsys.readouterr().out)
    assert result["derived"] == {"np_from_round": 6}
    errors = {(f["code"], f["path"]) for f in result["findings"] if f["severity"] == "error"}
    assert errors == {("data.option_missing", "/options/class"), ("data.option_missing", "/options/servant_page"),
                      ("data.rule", "/stats/health_coin"), ("data.rule", "/stats/life_roll_s"),
                      ("data.rule", "/stats/agility_roll_s"), ("data.rule", "/stats/luck_roll")}
    assert main(["new", "grail-tactics", "--type", "master", "-o", str(tmp_path / "m.json")]) == 0
    assert main(["explain", str(out)]) == 0
    for flag, name in (("--text", "x.txt"), ("--pdf", "x.pdf"), ("--ccfolia", "x.ccfolia.json")):
        assert main(["export", str(out), flag, str(tmp_path / name)]) == 0, flag
        assert (tmp_path / name).stat().st_size > 0
    capsys.readouterr()


def test_cli_checks_the_examples_with_the_campaign(tmp_path, capsys, user_dirs):
    campaign = ["--campaign", str(UNITS)]
    assert main(["check", str(EXAMPLES / "servant.json"), str(EXAMPLES / "master.json"), "--json", *campaign]) == 0
    results = json.loads(capsys.readouterr().out)
    assert [r["derived"]["max_health"] for r in results] == [1017, 288]
    for name in ("illegal_servant", "illegal_master"):
        assert main(["check", str(EXAMPLES / f"{name}.json"), *campaign]) == 1
    capsys.readouterr()
    assert main(["explain", str(EXAMPLES / "servant.json"), *campaign]) == 0
    assert "ポイントの予算はありません" in capsys.readouterr().out   # no budget in this seed
    for flag, name in (("--text", "s.txt"), ("--pdf", "s.pdf"), ("--ccfolia", "s.json")):
        assert main(["export", str(EXAMPLES / "servant.json"), flag, str(tmp_path / name), *campaign]) == 0, flag
    assert "1017" in (tmp_path / "s.txt").read_text(encoding="utf-8")
    capsys.readouterr()


def test_systems_lists_grail_tactics(capsys):
    assert main(["systems", "--json"]) == 0
    system = {s["id"]: s for s in json.loads(capsys.readouterr().out)}["grail-tactics"]
    assert system["default_type"] == "servant" and [t["id"] for t in system["types"]] == ["servant", "master"]
    assert system["counts"] == SEED_COUNTS


@pytest.mark.parametrize("lang, words", [("ja", "サーヴァントの情報ページ: このサーヴァント(ランサー)のページをGMがまだ入力していません"),
                                         ("en", "Servant unit page: the GM has not entered this Servant (Lancer)'s page yet")])
def test_a_unit_page_not_entered_is_named_by_whose_it_is(capsys, lang, words):
    """Issue 28 item 1: the example Servant holds a unit page (L137) the GM has not entered
    (no --campaign units.json); check says whose page it is (サーヴァント, ランサー L84), never its id."""
    assert main(["check", str(EXAMPLES / "servant.json"), "--lang", lang]) == 1
    out = capsys.readouterr().out
    assert words in out and "ex_lancer" not in out, out
