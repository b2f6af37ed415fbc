"""The hand-written examples: legal characters of every type, checked against numbers
worked out by hand from the seed's rules (arithmetic in the comments).

Rules used: FP = RL × 6 (L750); stat step 6 FP, A→EX 18 (L885–887), "+" 3 FP (L910);
skill cost = per-level FP × levels (L921); HP = (max(耐,筋)×3 + min(耐,筋))×2 + RL,
MP = (魔×3 + 幸)×2 + RL, IV = 敏×3 + 幸 (L871); E1 D2 C3 B4 A5 EX6 (L863).
"""
from __future__ import annotations

import pytest

from builder.core.documents import load_build
from builder.core.engine import evaluate
from tests.conftest import EXAMPLES

EXPECTED = {
    # Saber: ranks 知名度・王族・英雄打倒 → RL 6+3 = 9, FP 54.
    # stats: 宝具 −→B 4×6 = 24, 敏捷 B→A 6, 幸運 D→C 6, 筋力 "+" 3, 魔力 C→D −6 → 33
    # skills: 対魔力 E→B 1+3+3 = 7 (tiered L1138), 騎乗 E→C 2+2 = 4, カリスマ C 2×3 = 6,
    #         魔力放出 D 2×2 = 4 → 21; total 54.
    # HP (A5,B4): (15+4)×2+9 = 47; MP (D2,C3): (6+3)×2+9 = 27; IV: 5×3+3 = 18; rerolls 3.
    "saber": dict(fp=(54, 54), np=(4, 4), hp=47, mp=27, iv=18, luck_rerolls=3, rank_level=9),
    # Lancer: 武術流派・不敗 → RL 8, FP 48. 宝具 −→C 18, 幸運 E→D 6, 対魔力 E→C 1+3 = 4,
    # 武術 A 1×5 = 5, 戦闘続行 B 2×4 = 8, 見切り C 2×3 = 6, 仕切り直し E 1 → 48.
    # HP (B4,C3): (12+3)×2+8 = 38; MP (D2,D2): (6+2)×2+8 = 24; IV: 15+2 = 17.
    "lancer": dict(fp=(48, 48), np=(3, 3), hp=38, mp=24, iv=17, luck_rerolls=2, rank_level=8),
    # Archer: 知名度 → RL 7, FP 42. 千里眼 B 8, 単独行動 E→B 3×3 = 9, 敏捷 C→B 6, 魔力 E→D 6,
    # 宝具 C→B 6, 心眼 E 4, 対魔力 E→D 1, 仕切り直し D 2 → 42.
    # NPs: 宝具B (4) split into a C weapon (3) and a D armor bought at ceil(2/2) = 1 (L1054–1055).
    # The armor is 常時: its rank level 2 is held as MP (L1062).
    # HP (C3,C3): (9+3)×2+7 = 31; MP (D2,E1): (6+1)×2+7 = 21; held 2 → usable 19; IV 12+1 = 13.
    "archer": dict(fp=(42, 42), np=(4, 4), hp=31, mp=21, mp_upkeep=2, effective_mp=19, iv=13,
                   luck_rerolls=1, rank_level=7),
    # Rider: 知名度・本領 → RL 8, FP 48. 騎乗 E→A 2×4 = 8, 宝具 D→A 18, 耐久 D→C 6, 幸運 E→D 6,
    # 対魔力 E→D 1, 勇猛 C 6, 話術 C 3 → 48.
    # HP (D2,C3): (9+2)×2+8 = 30; MP (C3,D2): (9+2)×2+8 = 30; IV 12+2 = 14.
    "rider": dict(fp=(48, 48), np=(5, 5), hp=30, mp=30, iv=14, luck_rerolls=2, rank_level=8),
    # Berserker: 怪物・被呪 → RL 8, FP 48. 狂化 E→C 4×2 = 8, 宝具 −→C 18, 筋力 B→A 6,
    # 耐久 C→B 6, 戦闘続行 A 10 → 48.
    # 狂化 C (3) raises 3+1 = 4 stats, 筋耐敏魔 (L1169): 筋A → A++ (free marks, L1171),
    # 耐 B→A, 敏 C→B, 魔 D→C. HP (A5,A5): (15+5)×2+8 = 48; MP (C3,D2): (9+2)×2+8 = 30;
    # IV (B4,D2): 12+2 = 14; 狂化 upkeep = level 3 + 0 "+" = 3.
    "berserker": dict(fp=(48, 48), np=(3, 3), hp=48, mp=30, iv=14, luck_rerolls=2, rank_level=8,
                      madness_upkeep=3),
    # Assassin: 忌み名・一員 → RL 8, FP 48. 気配遮断 C→A 2×2 = 4, 宝具 −→C 18, 敏捷 B→A 6,
    # 筋力 D→C 6, 変装 C 6, 頭痛持ち D −3×2 = −6, 仕切り直し B 4, 戦闘続行 C 6, 見切り D 4 → 48.
    # HP (C3,D2): (9+2)×2+8 = 30; MP (E1,B4): (3+4)×2+8 = 22; IV 15+4 = 19; rerolls 4.
    "assassin": dict(fp=(48, 48), np=(3, 3), hp=30, mp=22, iv=19, luck_rerolls=4, rank_level=8),
    # Caster: 神族・知名度 → RL 8, FP 48. 神性 C at GM price 2/Lv = 6, 高速神言 C 6×3 = 18,
    # 陣地作成 E→B 3×3 = 9, 道具作成 E→D 2, 宝具 −→D 12, 芸術審美 E 1 → 48.
    # HP (E1,E1): (3+1)×2+8 = 16; MP (A5,B4): (15+4)×2+8 = 46; IV 9+4 = 13.
    "caster": dict(fp=(48, 48), np=(2, 2), hp=16, mp=46, iv=13, luck_rerolls=4, rank_level=8),
    # Master: 時計塔・長 → RL 2, FP 12. 社会 E→D 6, 魔力 E→D 6, 筋力 D→E −6,
    # 魔術 (2 systems → 1 FP/Lv, L1159) C 3, 分野知識 C 3 → 12.
    # 社会 D → 財産P 4, 常備化P 4 (L960); 3 常備化P → 6 EP (L970), 1 → 回復アイテム.
    # EP: 礼装 D 2×2 = 4 (L1032) + ナイフ 2 (cap max(筋E1,敏D2) = 2, L1027) = 6.
    # HP (E1,D2): (6+1)×2+2 = 16; MP (D2,E1): (6+1)×2+2 = 16; IV 6+1 = 7; 令呪 3.
    "master": dict(fp=(12, 12), wealth=(4, 0), upkeep=(4, 4), equipment=(6, 6), hp=16, mp=16, iv=7,
                   luck_rerolls=1, rank_level=2, command_spells=3),
    # Troop with 社会, RL 4: stats start at 1 + ceil(4/2) = 3 = C; RL 4 → 4 + 6 = 10 FP (L367–369).
    # 敏捷 C→B 6, 戦闘続行 D 2×2 = 4 (levels E, D are below the start C: not doubled, L375) → 10.
    # 社会 C → 財産P 6, 常備化P 6 (L960); 2 常備化P → 4 EP (L970); a 白兵武器 of 2 costs 2×2 = 4 EP (L381).
    # HP (C3,C3): (9+3)×2+4 = 28; MP (C3,C3): (9+3)×2+4 = 28; IV (B4,C3): 12+3 = 15; rerolls 3.
    "troop": dict(fp=(10, 10), wealth=(6, 0), upkeep=(6, 2), equipment=(4, 4), hp=28, mp=28, iv=15,
                  luck_rerolls=3, rank_level=4),
    # Troop with 宝具, RL 5: stats start at 1 + ceil(5/2) = 4 = B; odd RL: no FP (L367).
    # 宝具 B→−(0Lv): 4 × 6 = 24 back (L373); 筋力 B→A 6, 耐久 B→A 6, 戦闘続行 C 2×3 = 6,
    # 軍略 D 3×2 = 6 (both below the start B, L375) → −24 + 24 = 0 spent of 0.
    # HP (A5,A5): (15+5)×2+5 = 45; MP (B4,B4): (12+4)×2+5 = 37; IV (B4,B4): 12+4 = 16; rerolls 4.
    "troop_np": dict(fp=(0, 0), hp=45, mp=37, iv=16, luck_rerolls=4, rank_level=5),
}
KINDS = {"master": "master", "troop": "troop", "troop_np": "troop_np"}  # the others are servants
POOLS = ("fp", "np", "wealth", "upkeep", "equipment")
POOL_IDS = {"np": "noble_phantasm"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example(pack, name):
    build = load_build(EXAMPLES / f"{name}.json")
    sheet = evaluate(pack, build)
    assert pack.types[build.type].kind == KINDS.get(name, "servant")
    expected = EXPECTED[name]
    for key, value in expected.items():
        if key in POOLS:
            pool = sheet.pools[POOL_IDS.get(key, key)]
            assert (pool.total, pool.spent) == value, key
        else:
            assert sheet.derived[key] == value, key
    assert not [f for f in sheet.findings if f.severity in ("error", "gm")], sheet.findings


def test_every_standard_type_has_an_example(pack):
    types = {load_build(p).type for p in EXAMPLES.glob("*.json")}
    assert {t.id for t in pack.types.values() if not t.gm_entered} <= types


def test_berserker_stats_after_madness(pack):
    sheet = evaluate(pack, load_build(EXAMPLES / "berserker.json"))
    # 狂化C: 筋力 A stays A and gains "++"; 耐久 B→A; 敏捷 C→B; 魔力 D→C; 幸運/宝具 unchanged.
    labels = {k: v["label"] for k, v in sheet.stats.items()}
    assert labels == {"strength": "A++", "endurance": "A", "agility": "B", "mana": "C", "luck": "D",
                      "noble_phantasm": "C"}


def test_archer_noble_phantasm_numbers(pack):
    sheet = evaluate(pack, load_build(EXAMPLES / "archer.json"))
    bow, cloak = [i for i in sheet.items if i["section"] == "noble_phantasm"]
    # 単発 C: 3×2 = 6 dice at ≤3 (L1064); 対軍 MP 6 × 1.5 = 9 (L1088); fixed 3×2 = 6 (L1057)
    assert (bow["dice"], bow["threshold"], bow["mp"], bow["fixed"]) == (6, 3, 9, 6)
    # 常時 D: ceil(2/2) = 1 die at ≤2 (L1062); MP 2 held; fixed 2×2 = 4
    assert (cloak["dice"], cloak["threshold"], cloak["mp"], cloak["fixed"]) == (1, 2, 2, 4)


def test_saber_noble_phantasm_numbers(pack):
    sheet = evaluate(pack, load_build(EXAMPLES / "saber.json"))
    (sword,) = [i for i in sheet.items if i["section"] == "noble_phantasm"]
    # 単発 B: 4×2 = 8 dice; one plus effect (防御無視) cancelled by one minus effect
    # (使用時真名判明) (L1078); 対城 doubles the 判定値 on one target: 16 (L1089);
    # MP 8 × 1.5 = 12 (L1089).
    assert (sword["dice"], sword.get("dice_doubled"), sword["mp"]) == (8, 16, 12)
