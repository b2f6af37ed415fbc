"""What kept choices ask of the open ones, for the Fate/roll dice forge (``--keep``).

Contract: a partly built character (:mod:`builder.systems.fate_roll_dice.forge.npc`, ``keep``) may hold choices
that lean on something it left open: a rank that asks for a skill (時計塔: 魔術, L784), a 宝具
that needs the 宝具 stat (L1038, L1100) or, on a Master, 伝承保菌者 (L1279), gear that needs
常備化ポイント from 社会 (L960) or 黄金律 (L1131), gear whose cap is a stat (L1026–1029).
:func:`serve_kept` reads one engine finding on a kept choice and changes an open part so the
kept choice stands (``True`` when it changed something); the engine judges the result again.
What the forge itself added and a kept choice cannot live with goes: a drawn rank that
conflicts with a kept one or whose rule a kept choice breaks (巻き込まれ and a kept 魔術 item,
L757), a 宝具 it added that leaves the kept ones needing 複数宝具 (L1100).
:func:`give_back` finds FP when the kept choices leave less than the forge's own choices
cost: a step off an open stat (as a person makes a weak point, L889), or one of the forge's
own ranks that brought skills traded for one that brings none. Neither ever touches a kept
choice; where nothing open can serve, the forge reports the kept choice that is in the way.
"""
from __future__ import annotations

import re
from typing import Any

from builder.core.sheet import Sheet
from builder.systems.fate_roll_dice import edits
from builder.systems.fate_roll_dice.forge.pick import MAX_BOUGHT, _companions
from builder.systems.fate_roll_dice.forge.troopzero import zero_mana, zero_noble_phantasm

GOLDEN_RULE, NP_BEARER = "ougonritsu", "denshou_hokinsha"  # 黄金律 (L1131), 伝承保菌者 (L1279)
EX = 6  # the top of the letter scale (L863)
#: stats the forge may lower for FP while keeping: not 社会 (its pools pay for kept gear, L960),
#: 魔力 (魔術 and 礼装 lean on it) or 宝具 (kept 宝具 need it, L1038)
LOWERABLE = ("strength", "endurance", "agility", "luck")
POOL_CODES = {"upkeep.no_pool", "gear.no_equipment_points", "upkeep.overspent", "equipment.overspent"}


def serve_kept(state: Any, sheet: Sheet, f: Any) -> bool:
    """Change an open part so the kept choice ``f`` names stands (see the module contract)."""
    data = state.data
    if f.code == "rank.requires_skill" and f.path.startswith("/ranks/"):
        rank = state.pack.ranks.get(data["ranks"][int(f.path.split("/")[2])]["id"])
        held = {s["id"] for s in data.get("skills", [])}
        needed = [e for e in (_companions(state.pack, rank) if rank else []) if e["id"] not in held]
        for entry in needed:
            state.send(edits.AddSkill(entry["id"], entry["level"], entry.get("choice", ""),
                                      tuple(entry.get("options", ()))))
            state.pinned[entry["id"]] = state.level(entry["level"])
        return bool(needed)
    if f.code == "np.needs_multiple_effect" and len(data.get("noble_phantasms", [])) > state.kept["noble_phantasms"]:
        # a 宝具 the forge added makes the kept ones more than the 宝具 stat holds (L1100): it
        # goes, and the capacity it was to fill with it (an open 宝具 stat that 狂化 lifted past
        # the kept 宝具, L1170) a step with it, for good
        for index in reversed(range(state.kept["noble_phantasms"], len(data["noble_phantasms"]))):
            state.send(edits.RemoveEntry("noble_phantasms", index))
        stat = data["stats"].get("noble_phantasm")
        if stat and "noble_phantasm" in state.open_stats and state.level(stat["level"]) > 0:
            state.send(edits.SetStatLevel("noble_phantasm", state.pack.letter(state.level(stat["level"]) - 1)))
            state.lowered.add("noble_phantasm")
        return True
    if f.code in ("noble_phantasm.overspent", "np.needs_multiple_effect", "np.master_needs_skill"):
        # the 宝具 stat's level is the capacity and the number of 宝具 it holds without
        # 複数宝具 (L1038, L1100); a Master's is 伝承保菌者 (L1279)
        if "noble_phantasm" in state.pack.kinds[state.pack.types[data["type"]].kind].stats:
            # kept 宝具 may need EX (A→EX 18 FP, L887; several 宝具 share EX's 2 more levels, L1103),
            # which the forge does not buy for its own choices
            return raise_stat(state, "noble_phantasm", top=EX)
        return raise_skill(state, NP_BEARER)
    if f.code == "equipment.overspent" and state.remaining(sheet, "upkeep") > 0:
        state.send(edits.AddEntry("upkeep", {"use": "equipment_points", "points": 1}))
        return True
    if f.code in POOL_CODES:  # kept 常備化 uses or gear: more 社会, or 黄金律 on a servant (L960, L1131)
        if "society" in state.pack.kinds[state.pack.types[data["type"]].kind].stats:
            return raise_stat(state, "society")
        return raise_skill(state, GOLDEN_RULE)
    if f.code == "gear.over_cap" and f.path.startswith("/gear/"):
        return _serve_cap(state, sheet, data["gear"][int(f.path.split("/")[2])])
    if f.code == "rank.conflicts":  # a kept rank and one the forge drew: the forge's goes
        return _drop_rank(state, lambda r: r.name == f.params.get("other"))
    # a rule of a rank the forge drew that a kept choice breaks (巻き込まれ and a kept 魔術 item,
    # L757): the forge's rank goes
    ref = getattr(f.rule, "ref", "")
    return bool(ref) and _drop_rank(state, lambda r: r.id == ref)


def _serve_cap(state: Any, sheet: Sheet, gear: dict[str, Any]) -> bool:
    """Kept gear over its cap (L1026–1029): raise the open stat its cap formula names (or the
    forge's 騎乗 for a mount)."""
    kind = state.pack.gear_kinds.get(gear.get("kind", ""))
    if kind is None:
        return False
    formula = str(getattr(kind, "cap", "") or "")
    named = [w for w in re.findall(r"[a-z_]+", formula) if w in state.pack.stats or w in state.pack.skills]
    stats = state.stat_values()
    for word in sorted(named, key=lambda w: -stats.get(w, 0)):
        if (raise_stat(state, word) if word in state.pack.stats else raise_skill(state, word)):
            return True
    return False


def raise_stat(state: Any, sid: str, top: int = MAX_BOUGHT) -> bool:
    """One step up on an open stat, up to ``top`` (never one the forge lowered for FP, which
    would undo it)."""
    stats = state.data["stats"]
    if sid not in state.open_stats or sid in state.lowered or sid not in stats:
        return False
    level = state.level(stats[sid]["level"])
    if level >= top:
        return False
    if state.double_from is not None:  # a troop's stats stay within 2 of each other (L374)
        alive = [state.level(s["level"]) for k, s in stats.items() if k != sid and state.level(s["level"]) > 0]
        if alive and level + 1 - min(alive) > 2:
            return False
    state.send(edits.SetStatLevel(sid, state.pack.letter(level + 1)))
    state.raised.add(sid)
    return True


def raise_skill(state: Any, sid: str) -> bool:
    """One step up on a skill of the forge's own (added at E when the character lacks it);
    pinned so the forge's FP balancing does not take it back."""
    skills = state.data.setdefault("skills", [])
    for i, s in enumerate(skills):
        if s["id"] != sid:
            continue
        if i < state.kept["skills"] and i not in state.open_skills:
            return False
        level = state.level(s["level"])
        if level >= MAX_BOUGHT:
            return False
        state.send(edits.SetSkillLevel(i, state.pack.letter(level + 1)))
        state.pinned[sid] = level + 1
        return True
    if sid not in state.pack.skills or sid in state.banned:
        return False
    state.send(edits.AddSkill(sid, "E"))
    state.pinned[sid] = 1
    return True


def give_back(state: Any) -> int:
    """FP for the forge's own choices when the kept ones leave too few (module contract): the
    FP it frees by the forge's estimate, 0 when it finds none."""
    stats, step = state.data["stats"], state.pack.rules["stat_step_fp"]
    if state.double_from is not None:  # a troop may give up 宝具 or 魔力 (L371, L373) if nothing kept needs it
        for sid, zero in (("noble_phantasm", zero_noble_phantasm), ("mana", zero_mana)):
            level = state.level(stats[sid]["level"]) if sid in stats else 0
            if level and sid not in state.raised and zero(state):
                return level * step
    lowerable = [sid for sid in LOWERABLE if sid in state.open_stats and sid in stats and sid not in state.raised
                 and state.level(stats[sid]["level"]) > state.level(state.pack.stats[sid].floor)]
    if state.double_from is not None:  # a troop's stats stay within 2 of each other (L374)
        alive = [state.level(s["level"]) for s in stats.values() if state.level(s["level"]) > 0]
        lowerable = [sid for sid in lowerable if state.level(stats[sid]["level"]) - 1 >= max(alive) - 2]
    if lowerable:
        sid = max(lowerable, key=lambda s: (state.level(stats[s]["level"]), state.rng.random()))
        state.send(edits.SetStatLevel(sid, state.pack.letter(state.level(stats[sid]["level"]) - 1)))
        state.lowered.add(sid)
        return step
    found = state.found
    freed = sum(state.step(e["id"], lv) or 0 for r in state.data.get("ranks", [])[state.kept["ranks"]:]
                for e in found.companions.get(r["id"], ()) for lv in range(1, state.level(e["level"]) + 1))
    if freed > 0 and _drop_rank(state, lambda r: r.id in found.companions, plain=True):
        return freed
    return 0


def _drop_rank(state: Any, which, plain: bool = False) -> bool:
    """Take back the forge's own rank that ``which`` picks (with the skills it brought) and draw
    another (``plain``: one that brings no skill)."""
    ranks = state.data.get("ranks", [])
    for i in range(state.kept["ranks"], len(ranks)):
        rank = state.pack.ranks.get(ranks[i]["id"])
        if rank is None or not which(rank):
            continue
        have = {r["id"] for r in ranks}
        pool = [r for r in state.found.ranks if r not in have and r not in state.banned
                and not (plain and r in state.found.companions)]
        if not pool:
            return False
        state.send(edits.RemoveRank(rank.id))
        state.banned.add(rank.id)
        brought = {e["id"] for e in state.found.companions.get(rank.id, ())}
        skills = state.data.get("skills", [])
        for index in reversed(range(state.kept["skills"], len(skills))):
            if skills[index]["id"] in brought:
                state.send(edits.RemoveSkill(index))
        for sid in brought:
            state.pinned.pop(sid, None)
        state.send(edits.AddRank(state.rng.choice(pool)))
        return True
    return False
