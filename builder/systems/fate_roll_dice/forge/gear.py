"""The Fate/roll dice forge's equipment: 宝具 for the 宝具 capacity, 常備化ポイント and 装備ポイント.

Contract: each function adds entries to the forge's character (``state``, see
:mod:`builder.systems.fate_roll_dice.forge.npc`) from the engine's figures (what is left of each pool); the next
evaluation confirms them, and a gear over its cap comes back with the cap the engine named
(``state.caps``). Which kinds, names and texts are flavour (:mod:`builder.systems.fate_roll_dice.forge.pick`).
"""
from __future__ import annotations

from typing import Any

from builder.core.sheet import Sheet
from builder.systems.fate_roll_dice import edits
from builder.systems.fate_roll_dice.forge.pick import MAX_BOUGHT, NP_KIND, NP_NOUNS, NP_WORDS


def add_noble_phantasms(state: Any, type_id: str, capacity: int) -> None:
    """One 宝具 of the capacity's rank, or two that share it (L1098)."""
    rng = state.rng
    parts = [capacity]
    if capacity >= 4 and rng.random() < 0.35:
        first = rng.randint(2, capacity - 1)
        parts = [first, capacity - first]
    for level in parts:
        level = min(level, MAX_BOUGHT)
        kind = NP_KIND.get(type_id, "weapon")
        if "np:" + kind in state.banned or rng.random() < 0.25:
            kind = rng.choice([k for k in ("weapon", "ability", "armor", "tool") if "np:" + k not in state.banned]
                              or ["ability"])
        state.send(edits.AddEntry("noble_phantasms", {
            "name": f"{rng.choice(NP_WORDS)}{rng.choice(NP_NOUNS[kind])}",
            "kind": kind,
            "activation": rng.choices(["single", "sustained"], [4, 1])[0],
            "target": rng.choices(["anti_unit", "anti_army", "anti_fortress"], [6, 3, 1])[0],
            "rank": state.pack.letter(level),
        }))


def drop_equipment(state: Any) -> None:
    """Remove the forge's own upkeep uses, gear and 礼装 (the kept ones stay), last first."""
    for key in ("upkeep", "gear", "mystic_codes"):
        for index in reversed(range(state.kept[key], len(state.data.get(key, [])))):
            state.send(edits.RemoveEntry(key, index))


def spend_upkeep(state: Any, sheet: Sheet) -> bool:
    """Spend the 常備化ポイント (L970–974) and the 装備ポイント they give (L982–1036)."""
    rng, data = state.rng, state.data
    upkeep = state.remaining(sheet, "upkeep")
    ep_left = state.remaining(sheet, "equipment")
    stats = state.stat_values()
    skills = {s["id"]: state.level(s["level"]) for s in data.get("skills", [])}
    caps = {"melee_weapon": max(stats.get("strength", 0), stats.get("agility", 0)),
            "physical_armor": max(stats.get("strength", 0), stats.get("endurance", 0)),
            "magic_armor": stats.get("mana", 0), "ranged_weapon": max(stats.get("strength", 0), stats.get("agility", 0))}
    if skills.get("majutsu"):
        caps["magic_weapon"] = stats.get("mana", 0)
    caps = {k: min(v, state.caps.get(k, v)) for k, v in caps.items()}
    per, mc_per = state.pack.rules["ep_per_upkeep"], state.pack.rules["mystic_code_ep_per_level"]
    factor = state.gear_factor  # a troop pays twice a gear's points (L381)
    if factor > 1 and state.pack.setting("troop_gear_points") == "doubled":
        per *= 2  # the GM's reading of L381: its 装備ポイント are doubled too
    mc_room = 0 if state.no_mystic_code else mc_per * MAX_BOUGHT  # L371: no 礼装 without 魔力
    # the weapon and armor kinds first: what they and one 礼装 (at most A) can take bounds the
    # 常備化ポイント turned into 装備ポイント (a 対魔防具 of 魔力 E takes 1, its cap L1028: the rest went
    # unspent when the bound counted every kind's cap)
    weapon = rng.choice([k for k in ("melee_weapon", "magic_weapon") if caps.get(k)] or ["melee_weapon"])
    armor = rng.choice([k for k in ("physical_armor", "magic_armor") if caps.get(k)] or ["physical_armor"])
    # without a 礼装 (a troop that gave up 魔力, L371) a second weapon, one to throw or shoot, takes the rest
    kinds = (weapon, armor) if mc_room else (weapon, armor, "ranged_weapon")
    room = sum(caps.get(k, 0) for k in kinds) * factor + mc_room
    convert = min(upkeep, max(0, (room - ep_left) // per), rng.randint((upkeep + 1) // 2, upkeep)) if upkeep else 0
    if convert:
        state.send(edits.AddEntry("upkeep", {"use": "equipment_points", "points": convert}))
    rest = upkeep - convert
    while rest > 0:
        n = rng.randint(1, rest)
        kind = rng.choice(["recovery_item", "knowledge_item", "skill_item"] if skills else ["recovery_item"])
        use: dict[str, Any] = {"use": kind, "points": n}
        if kind == "recovery_item":
            use.update(restores=rng.choice(["hp", "mp"]), text=rng.choice(["傷薬", "魔力の籠った宝石", "霊薬"]))
        elif kind == "knowledge_item":
            use.update(field=rng.choice(["魔術", "裏社会", "歴史"]), text="伝手")
        else:
            use.update(skill=rng.choice(sorted(skills)), text="愛用の品")
        state.send(edits.AddEntry("upkeep", use))
        rest -= n
    ep = ep_left + convert * per
    if ep <= 0:
        return True
    gear: list[dict[str, Any]] = []
    mc_level = min(MAX_BOUGHT, ep // mc_per) if rng.random() < 0.5 and mc_room else 0
    left = ep - mc_level * mc_per
    for gkind in kinds:
        points = min(caps.get(gkind, 0), left // factor)
        if points > 0:
            gear.append({"name": {"melee_weapon": "ナイフ", "magic_weapon": "魔術媒体", "physical_armor": "防刃コート",
                                  "magic_armor": "護符", "ranged_weapon": "弩"}[gkind], "kind": gkind, "points": points})
            left -= points * factor
    if left % 2 and gear:  # a 礼装 level costs 2 EP (L1032): an odd point comes off the gear
        gear[0]["points"] -= 1
        left += factor
        gear = [g for g in gear if g["points"] > 0]
    mc_level += left // mc_per
    if mc_level > MAX_BOUGHT or (mc_level and not mc_room):
        return False
    for entry in gear:
        state.send(edits.AddEntry("gear", entry))
    if mc_level:
        state.send(edits.AddEntry("mystic_codes", {
            "name": rng.choice(["宝石の護符", "使い魔の鳥", "礼装の指輪", "銀の短剣"]), "kind": "tool",
            "activation": "single", "target": "anti_unit", "rank": state.pack.letter(mc_level)}))
    return True


