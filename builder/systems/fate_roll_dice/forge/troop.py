"""The Fate/roll dice forge's トループ: a troop's own sheet (<トループ> L328–400, the sheet L1648–1691).

Contract: :func:`forge_troop` makes the sheet of a トループ(社会) (``troop``) or a トループ(宝具)
(``troop_np``) at a ランクレベル, the way :mod:`builder.systems.fate_roll_dice.forge.npc` makes a Master or a Servant:
propose, let the engine (:mod:`builder.systems.fate_roll_dice.troopsheet`) evaluate, repair, until every creation
budget is spent with no error and no open GM flag. The troop's choices:

- its ランクレベル (L337–364): what the ways of acquiring it allow. A トループ(社会) is bought with
  財産ポイント (at most 3, L343), 常備化ポイント (at most 社会 − 1, L348), MP after a 魔術 check (at
  most ceil(max(魔力, 魔術) ÷ 2), L353, the digest's reading of the garbled line) or a 礼装 with
  the effect トループ (at most max(魔力, 魔術) − 1, L358); a stat or skill is at most EX (6), so
  the highest any owner reaches is 6 − 1 = 5 (社会 EX by 常備化, or 魔力 EX by 礼装). A トループ(宝具)
  has its 宝具's rank level with no cap of its own (L362–363); a 宝具's rank is at most EX, so 6.
- its stats (L367–374): every stat starts at 1 + ceil(RL ÷ 2) (the engine's base); a
  mercenary troop may give up 魔力 (−(0Lv), L371: then no 魔術 skill and no 礼装), an army of a
  宝具 may have no 宝具 (L373); the others are moved a step up or down, the highest and lowest
  never more than 2 apart (L374), the −(0Lv) ones aside. The FP this frees, and the ランクレベル+6
  FP of RL 2, 4 and 6 (L367), buy skills that fit a troop: a fighting force's (combat, command);
  levels at or past the stats' start cost double (L375), which the forge's estimate knows and
  the engine's ledger confirms. 社会 is never given up: which skills are social is the GM's call
  (L372, the engine's flag ``troop.zero_society_skills``), and the forge does not make it.
- its gear: a troop with 社会 spends the 常備化ポイント its 社会 gives (L379), normal gear at
  twice its points (L381); a troop without 社会 (a トループ(宝具)) may hold gear with MP as
  英霊通常装備, twice over (L380–381), which the forge does for some of them, within a third of
  its MP. 財産ポイント are spent in play (L961).

Kept (``keep``): the troop's ランクレベル, the stats it moved from their start, its skills, gear,
礼装 and 宝具 stay; the rest is filled as above.
"""
from __future__ import annotations

import random
from typing import Any

import json

from builder.core.registry import plugin_for
from builder.kit.edits import SetText
from builder.systems.fate_roll_dice.troopsheet import start_level
from builder.core.forging import ForgeError, ForgeLog
from builder.systems.fate_roll_dice import edits
from builder.systems.fate_roll_dice.forge.pick import candidates
from builder.systems.fate_roll_dice.forge.npc import _approve, _alignment, _settle, _State
from builder.systems.fate_roll_dice.forge.troopzero import magic_skills, zero_mana, zero_noble_phantasm

#: the highest ランクレベル the rulebook lets each kind of troop reach (see the module contract)
HIGHEST = {"troop": (5, "L343/L348/L353/L358: 財産 3, 社会 EX − 1 = 5, 魔力 EX − 1 = 5"),
           "troop_np": (6, "L362–363: the 宝具's rank level, and a 宝具's rank is at most EX = 6")}
MERCENARIES, NO_NP = 0.35, 0.4  # how many troops give up 魔力 (L371) / a 宝具 army its 宝具 (L373)
MP_GEAR = 0.6  # how many troops without 社会 hold a weapon with MP (L380)
#: the stats a troop of each concept leans on (flavour: a person's picture of the troop)
LEANS = {"mercenaries": {"strength": 3.0, "endurance": 3.0, "agility": 2.0},
         "familiars": {"agility": 3.0, "mana": 3.0, "luck": 2.0},
         "army": {"strength": 3.0, "endurance": 3.0, "agility": 1.5}}
NAMES = {"mercenaries": ("黒鉄傭兵団", "灰色の狼部隊", "夜鷹警備隊", "鉄鎖の私兵"),
         "familiars": ("使い魔の群れ", "石人形の一隊", "影鴉の群れ", "ゴーレム部隊"),
         "army": ("亡霊の軍勢", "不死の近衛", "黄金の軍団", "影の騎士団")}


def rank_levels(kind_id: str) -> tuple[int, int]:
    """(lowest, highest) ランクレベル the forge makes a troop of this kind at (module contract)."""
    return 1, HIGHEST[kind_id][0]


def forge_troop(pack: Any, type_def: Any, *, rank_level: int | None, seed: int, keep: Any, npc: bool,
                rng: random.Random, log: ForgeLog | None = None) -> Any:
    """See the module contract; every change is a named edit, as in :mod:`.npc`."""
    kind = pack.kinds[type_def.kind]
    low, high = rank_levels(kind.id)
    data = (keep.model_dump(mode="json", exclude_defaults=True) if keep is not None
            else json.loads(json.dumps(plugin_for(pack.id).new_build(pack, type_def.id, ""))))
    held = data.get("troop_rank_level") if keep is not None else None
    if held is not None and rank_level is not None and held != rank_level:
        raise ForgeError(f"the kept troop is ランクレベル {held} (troop_rank_level), not {rank_level}", "troop_keep_level",
                         held=held, level=rank_level)
    if rank_level is None:
        rank_level = held if held is not None else rng.randint(low, high)
    if not low <= rank_level <= high:
        raise ForgeError(f"ランクレベル {rank_level} is outside what the rulebook lets a {type_def.name} reach "
                         f"({low}–{high}: {HIGHEST[kind.id][1]})", "rank_level_range", level=rank_level,
                         type=type_def.name, type_en=type_def.name_en or type_def.name, low=low, high=high,
                         where=HIGHEST[kind.id][1])
    start = pack.letter(start_level(rank_level))  # L367: the engine's base of every stat
    base = {"stats": {sid: {"level": start} for sid in kind.stats}, "skills": []}
    state = _State(pack, data, rng, base, log)
    if keep is None and npc:
        state.send(edits.SetNpc(npc))
    state.send(edits.SetTroopRankLevel(rank_level))
    state.send(edits.TakeTypeBase())  # the stats it leaves out start at the rank level's (L367)
    state.open_from(base)
    state.keeping = keep is not None
    state.double_from = start_level(rank_level)  # L375: skill levels from here cost double
    state.gear_factor = 2  # L381: normal gear at twice its points
    state.found = candidates(pack, type_def.id, bool(data.get("npc")))
    concept = _concept(state, kind.id)
    if not data.get("name"):
        state.send(SetText("name", rng.choice(NAMES[concept])))
    _alignment(state)
    _troop_stats(state, kind, rank_level, concept)
    if "society" not in kind.stats and rng.random() < MP_GEAR and not state.kept["gear"]:
        _mp_weapon(state)
    _settle(state, type_def.id, kind.id)
    return _approve(state, seed, keep is not None)


def _concept(state: Any, kind_id: str) -> str:
    """Which troop this is (flavour, and what it gives up): 魔力 (L371) or 宝具 (L373) go to
    −(0Lv) only while open, and only with nothing kept that needs them."""
    data, rng = state.data, state.rng
    if kind_id == "troop_np":
        if rng.random() < NO_NP:
            zero_noble_phantasm(state)
        return "army"
    if rng.random() < MERCENARIES and zero_mana(state):
        return "mercenaries"
    if data["stats"].get("mana", {}).get("level") == "-":
        state.banned |= magic_skills(state.pack)
        state.no_mystic_code = True
    return "familiars"


def _troop_stats(state: Any, kind: Any, rank_level: int, concept: str) -> None:
    """Move the open stats a step up where the troop is strong and down where it is weak,
    within 2 of each other (L374) and within what the FP allow (L367, L370, L885)."""
    pack, rng, stats = state.pack, state.rng, state.data["stats"]
    level = {sid: pack.level(s["level"]) for sid, s in stats.items()}
    lean = LEANS[concept]
    step = pack.rules["stat_step_fp"]
    fp = state.remaining(state.sheet(), "fp")  # the ランクレベル+6 (L367) and any 魔力/宝具 given up
    open_ = [sid for sid in kind.stats if sid in state.open_stats and level[sid] > 0]

    def spread_ok() -> bool:
        alive = [v for v in level.values() if v > 0]  # −(0Lv) aside (L374)
        return not alive or max(alive) - min(alive) <= 2

    floor = {sid: pack.level(pack.stats[sid].floor) for sid in open_}
    # weak points: a step down each, its FP spent elsewhere (L370); not when filling a kept troop,
    # whose kept choices may need those stats (a kept gear's cap, L1027) and whose FP short are
    # found by fatekeep.give_back
    for _ in range(0 if state.keeping else rng.randint(0, 2)):
        weak = [s for s in open_ if level[s] - 1 >= max(floor[s], 1)]
        if not weak:
            break
        pick = rng.choices(weak, [1.0 / lean.get(s, 1.0) for s in weak])[0]
        level[pick] -= 1
        if spread_ok():
            fp += step
        else:
            level[pick] += 1
    for _ in range(rng.randint(0, 3)):  # strengths: a step up each, while the FP last
        strong = [s for s in open_ if level[s] < 5 and fp >= step]
        if not strong:
            break
        pick = rng.choices(strong, [lean.get(s, 1.0) ** 2 for s in strong])[0]
        level[pick] += 1
        if spread_ok():
            fp -= step
        else:
            level[pick] -= 1
    for sid, value in level.items():
        if pack.level(stats[sid]["level"]) != value:
            state.send(edits.SetStatLevel(sid, pack.letter(value)))


def _mp_weapon(state: Any) -> None:
    """A weapon held with MP as 英霊通常装備 (L380, L1108), at twice its points (L381), within a
    third of the troop's MP and the cap of its stats (L1027)."""
    sheet = state.sheet()
    stats = state.stat_values()
    cap = max(stats.get("strength", 0), stats.get("agility", 0))
    room = sheet.derived.get("effective_mp", 0) // 3 // 2
    points = min(cap, room)
    if points < 1:
        return
    points = state.rng.randint(max(1, points // 2), points)
    state.send(edits.AddEntry("gear", {"name": state.rng.choice(["古の槍", "錆びた剣", "戦斧"]),
                                       "kind": "melee_weapon", "points": points, "paid_with": "mp"}))

