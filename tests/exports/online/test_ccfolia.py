import json

from exports.online.ccfolia import to_ccfolia, to_clipboard_text

# tests/exports/fixtures/saber.json: each status line is 2L dice at ≤ L over the param, EX 14
# (L864–867: (L+L/6)×2, L/6 being 1 only at EX); a "+" doubles the dice (L897), a "−" halves
# them rounding up (L905); ランクレベル判定 is RL−6 for a servant, 12 dice at ≤5 at 6 (L878–879);
# a skill is L dice (EX 7, L922) added to the statuses its line names (L923); 魔力放出 adds
# MP-bought 達成値 and has no line (L1150). The numbers BCDice reads: tests/exports/online/test_palette.py.
SABER_PALETTE = """(({筋力}+{筋力}/6)*2)B6<={筋力} 【筋力】
((({筋力}+{筋力}/6)*2)*2)B6<={筋力} 【筋力+】 (魔力放出と併用する時)
(({耐久}+{耐久}/6)*2)B6<={耐久} 【耐久】
(({敏捷}+{敏捷}/6)*2)B6<={敏捷} 【敏捷】
(({魔力}+{魔力}/6)*2)B6<={魔力} 【魔力】
(({幸運}+{幸運}/6)*2)B6<={幸運} 【幸運】
((({幸運}+{幸運}/6)*2)/2U)B6<={幸運} 【幸運−】 (自分の願いに関わる時)
(({宝具}+{宝具}/6)*2)B6<={宝具} 【宝具】 EX:自動成功
((({宝具}+{宝具}/6)*2)*2)B6<={宝具} 【宝具+】 EX:ダイス数のMP消費で達成値+
(({ランクレベル}-6)*2)B6<=(({ランクレベル}-6)-({ランクレベル}-6)/6) 【ランクレベル判定】
({対魔力}+{対魔力}/6)B6<={対魔力} 【対魔力】 (魔力に加える:魔力・魔術への受動的な対抗判定)
({騎乗}+{騎乗}/6)B6<={騎乗} 【騎乗】 (筋力・耐久・敏捷に加える:乗騎使用時)
({直感}+{直感}/6)B6<={直感} 【直感】 (耐久・敏捷・魔力・幸運・ランクレベル判定に加える)
({直感}+{直感}/6)B6<={直感} 【直感(単独)】 (今後に関するヒント)
({カリスマ}+{カリスマ}/6)B6<={カリスマ} 【カリスマ】 (味方の全判定に与える:反応修正が+の味方の判定)
16B6<=5 【宝具:約束された勝利の剣】 (MP25・固定値+10)
24B6<=5 【宝具:約束された勝利の剣(単体・判定値2倍)】 (MP25・固定値+10)
2B6<=3 【宝具:風王結界】 (MP3)"""


def test_saber_palette_is_hand_worked(character):
    data = to_ccfolia(*character("saber"))
    assert data["commands"] == SABER_PALETTE


def test_saber_character_fields(character):
    doc = json.loads(to_clipboard_text(*character("saber")))
    assert doc["kind"] == "character"
    data = doc["data"]
    assert data["name"] == "アルトリア・ペンドラゴン"
    assert data["initiative"] == 14  # IV = 敏捷C 3×3 + 幸運A 5 = 14
    # HP = (筋力A 5×3 + 耐久B 4)×2 + RL9 = 47; MP = (魔力B 4×3 + 幸運A 5)×2 + 9 = 43
    # 幸運A: 5 rerolls a day (L215)
    assert data["status"] == [{"label": "HP", "value": 47, "max": 47}, {"label": "MP", "value": 43, "max": 43},
                              {"label": "幸運振り直し", "value": 5, "max": 5}]
    # levels as numbers the palette refers to (A=5, B=4, C=3, EX=6, L864); the letters in the memo
    assert data["params"][:7] == [{"label": "筋力", "value": "5"}, {"label": "耐久", "value": "4"},
                                  {"label": "敏捷", "value": "3"}, {"label": "魔力", "value": "4"},
                                  {"label": "幸運", "value": "5"}, {"label": "宝具", "value": "6"},
                                  {"label": "ランクレベル", "value": "9"}]
    assert "筋力A+" in data["memo"] and "【筋力】「+」魔力放出と併用する時" in data["memo"]
    # the full character is secret on the table (ココフォリア's Clipboard API field ``secret``)
    assert data["secret"] is True
    assert set(data) == {"name", "initiative", "memo", "commands", "status", "params", "color", "secret"}


def test_master_palette_and_command_spells(character):
    data = to_ccfolia(*character("master"))
    # six statuses; ランクレベル判定 is RL itself for a master (L878); 魔術・宝石魔術 B+ (pattern 2)
    # is added to 魔力 (L1159); 言語理解C gives no dice (話術 only from B, L1275): no line;
    # 礼装 宝石剣(模造) C 単発 対人: 6 dice at ≤3, MP6, 固定値 ceil(3×1.5)=5
    assert [line.split(" ")[1] for line in data["commands"].splitlines()] == [
        "【筋力】", "【耐久】", "【敏捷】", "【魔力】", "【幸運】", "【社会】", "【ランクレベル判定】",
        "【魔術・宝石魔術】", "【魔術・宝石魔術+】", "【礼装:宝石剣(模造)】"]
    assert data["commands"].splitlines()[6] == "({ランクレベル}*2)B6<=({ランクレベル}-{ランクレベル}/6) 【ランクレベル判定】"
    assert data["commands"].splitlines()[-1] == "6B6<=3 【礼装:宝石剣(模造)】 (MP6・固定値+5)"
    assert {"label": "令呪", "value": 3, "max": 3} in data["status"]


def test_nasty_text_survives_json(character):
    text = to_clipboard_text(*character("nasty"))
    data = json.loads(text)["data"]
    assert data["name"].startswith("<b>X&Y</b> 🔥🗡️")
    # 筋力 EX: 14 dice (L867); the Berserker's 狂化 B reaches 筋力, and an EX stat under 狂化
    # gets +2 dice (L1172): 14 + 2 = 16; the palette says it over the param: with {筋力} = 6,
    # ((6 + 6/6)*2)+2 = (6+1)*2+2 = 16
    assert "((({筋力}+{筋力}/6)*2)+2)B6<={筋力} 【筋力】 EX:自動成功" in data["commands"]
