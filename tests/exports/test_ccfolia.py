import json

from exports.ccfolia import to_ccfolia, to_clipboard_text

# Worked by hand from tests/exports/fixtures/saber.json:
# 筋力A+ (pattern 2) → 10 dice and 20 dice at ≤5; 耐久B 8@4; 敏捷C 6@3; 魔力B 8@4;
# 幸運A− (pattern 2) → 10@5 and ceil(10/2)=5@5; 宝具EX → 14 automatic, +14 by 14 MP;
# ランクレベル判定: RL9 − 6 = 3 → 6@3; skills: 対魔力A 5@5, 騎乗B 4@4, 直感A 5@5,
# 魔力放出A+ (pattern 1) 5@5 and 10@5 for 5 HP/MP, カリスマB 4@4;
# 約束された勝利の剣 A+ 単発 対城: 16 dice at ≤5, one target 24, MP 25, 固定値 10; 風王結界 C 継続: 2@3, MP3.
SABER_PALETTE = """10B6<=5 【筋力】
20B6<=5 【筋力+】 (魔力放出と併用する時)
8B6<=4 【耐久】
6B6<=3 【敏捷】
8B6<=4 【魔力】
10B6<=5 【幸運】
5B6<=5 【幸運−】 (自分の願いに関わる時)
14B6<=6 【宝具】 EX:自動成功14
28B6<=6 【宝具+】 EX:MP14消費で達成値+14
6B6<=3 【ランクレベル判定】
5B6<=5 【対魔力】
4B6<=4 【騎乗】
5B6<=5 【直感】
5B6<=5 【魔力放出】
10B6<=5 【魔力放出+】 (HP/MP5消費)
4B6<=4 【カリスマ】
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
    assert data["status"] == [{"label": "HP", "value": 47, "max": 47}, {"label": "MP", "value": 43, "max": 43}]
    assert data["params"] == [{"label": "筋力", "value": "A+"}, {"label": "耐久", "value": "B"},
                              {"label": "敏捷", "value": "C"}, {"label": "魔力", "value": "B"},
                              {"label": "幸運", "value": "A−"}, {"label": "宝具", "value": "EX"},
                              {"label": "ランクレベル", "value": "9"}]
    assert "【筋力】「+」魔力放出と併用する時" in data["memo"]
    assert set(data) == {"name", "initiative", "memo", "commands", "status", "params"}


def test_master_palette_and_command_spells(character):
    data = to_ccfolia(*character("master"))
    # 筋力D 4@2 … 社会C 6@3; RL4 → ランクレベル判定 8@4; 魔術・宝石魔術 B+ (pattern 2) 4@4 and 8@4;
    # 言語理解C 3@3; 礼装 宝石剣(模造) C 単発 対人: 6 dice at ≤3, MP6, 固定値 ceil(3×1.5)=5
    assert data["commands"].splitlines() == [
        "4B6<=2 【筋力】", "4B6<=2 【耐久】", "6B6<=3 【敏捷】", "8B6<=4 【魔力】", "2B6<=1 【幸運】",
        "6B6<=3 【社会】", "8B6<=4 【ランクレベル判定】", "4B6<=4 【魔術・宝石魔術】",
        "8B6<=4 【魔術・宝石魔術+】 (宝石を消費する時)", "3B6<=3 【言語理解】",
        "6B6<=3 【礼装:宝石剣(模造)】 (MP6・固定値+5)"]
    assert {"label": "令呪", "value": 3, "max": 3} in data["status"]


def test_nasty_text_survives_json(character):
    text = to_clipboard_text(*character("nasty"))
    data = json.loads(text)["data"]
    assert data["name"].startswith("<b>X&Y</b> 🔥🗡️")
    # 筋力 EX: 14 dice (L867); the Berserker's 狂化 B reaches 筋力, and an EX stat under 狂化
    # gets +2 dice (L1172): 14 + 2 = 16
    assert "16B6<=6 【筋力】 EX:自動成功16" in data["commands"]
