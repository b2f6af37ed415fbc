"""Summoning that costs points at creation (<召喚> L122–147): 家伝触媒召喚 and 継戦.

Contract: :func:`price_summoning` reads ``build.summoning`` and the 陣営's partner
(``links["partner"]``, for the servant's rank level) and writes ledger lines, findings and one
``summoning`` row into the :class:`EvalContext`; it runs after the 礼装 are priced.

- 家伝触媒召喚 (L123): a 宝具 got with 伝承保菌者 as the catalyst, or ceil((servant RL − 6) ÷ 2)
  常備化ポイント. A catalyst that is also a 礼装 adds half that 礼装's points, rounded up (L125);
  the 礼装 is then not bought with 装備ポイント as well (reading ``catalyst_mystic_code_points``
  says which points are halved). 運命遭遇召喚 halves the catalyst's cost (L145).
- 継戦 (L128–131): only on the irregular table's 「4.継戦者」 and with the GM's leave (a GM
  finding); servant RL − 6 常備化ポイント or FP. FP is written 「スキル:継戦者・1Lv1FP」 at level
  RL − 6 (L129), a flat 1 FP a level (creation digest §10 #29: no EX multiplier). 運命遭遇召喚
  pays with 装備ポイント or HP/MP 常時消費 instead (L147): the HP and MP parts, split as the
  player likes, add up to the price; they are held out of HP and MP like any 常時消費 (L1062).
"""
from __future__ import annotations

import math
from typing import Any

from .context import EvalContext

NAMES = {"family_catalyst": "家伝触媒召喚", "carry_over": "継戦"}
POOLS = {"upkeep": "常備化ポイント", "fp": "FP", "equipment": "装備ポイント", "hp_mp": "HP・MP常時消費"}


def _servant_rank_level(ctx: EvalContext, links: dict[str, Any]) -> int | None:
    chosen = ctx.build.summoning.servant_rank_level
    partner = links.get("partner")
    linked = None
    if partner is not None and getattr(partner.sheet, "kind", "") == "servant":
        linked = partner.sheet.derived.get("rank_level")
    if linked and chosen and linked != chosen:
        ctx.find("warning", "summon.rank_level_differs", "/summoning/servant_rank_level", 123,
                 entered=chosen, linked=linked)
    return linked or chosen


def price_summoning(ctx: EvalContext, pools: set[str], links: dict[str, Any]) -> None:
    s = ctx.build.summoning
    if s is None or s.method not in NAMES:
        return
    if ctx.kind.id != "master":
        ctx.find("error", "summon.master_only", "/summoning/method", 122, method=NAMES[s.method])
        return
    rl = _servant_rank_level(ctx, links)
    if rl is None:
        ctx.find("error", "summon.rank_level_missing", "/summoning/servant_rank_level", 123,
                 method=NAMES[s.method])
        return
    row = {"section": "summoning", "name": NAMES[s.method], "method": s.method, "servant_rank_level": rl,
           "cost": 0, "pool": "", "skill": "", "fated_encounter": s.fated_encounter}
    if s.method == "family_catalyst":
        _family_catalyst(ctx, s, rl, row, pools)
    else:
        _carry_over(ctx, s, rl, row, pools)
    ctx.items.append(row)


def _family_catalyst(ctx: EvalContext, s, rl: int, row: dict, pools: set[str]) -> None:
    path = "/summoning"
    if s.catalyst == "noble_phantasm":
        row["pool"] = "伝承保菌者"
        if not ctx.skill_level("denshou_hokinsha") or not ctx.build.noble_phantasms:
            ctx.find("error", "summon.catalyst_needs_np", path + "/catalyst", 123)
        elif s.fated_encounter:  # L145: 伝承保菌者's FP halved (the half kept rounded up)
            paid = sum(x.cost for x in ctx.skills if x.definition.id == "denshou_hokinsha")
            ctx.spend("fp", -(paid // 2), path, "summon.fated_half", 145, paid=paid, kept=paid - paid // 2)
        return
    cost = math.ceil((rl - 6) / 2)
    if s.mystic_code:
        cost += _catalyst_mystic_code(ctx, s.mystic_code, path)
    if s.fated_encounter:  # L145: 「召喚触媒取得にかかるポイント…が半分になります」
        cost = math.ceil(cost / 2)
    if "upkeep" not in pools:
        ctx.find("error", "upkeep.no_pool", path, 960)
    ctx.spend("upkeep", cost, path, "summon.family_catalyst", 123, rl=rl, points=cost)
    row.update(cost=cost, pool=POOLS["upkeep"])


def _catalyst_mystic_code(ctx: EvalContext, name: str, path: str) -> int:
    """L125: half the 礼装's points (rounded up) on top; its 装備ポイント are given back."""
    index = next((i for i, mc in enumerate(ctx.build.mystic_codes) if mc.name == name), None)
    if index is None:
        ctx.find("error", "summon.mystic_code_missing", path + "/mystic_code", 125, name=name)
        return 0
    prefix = f"/mystic_codes/{index}/"
    ep = sum(line.amount for line in ctx.ledger if line.pool == "equipment" and line.path.startswith(prefix))
    if ctx.pack.setting("catalyst_mystic_code_points") == "upkeep":
        points = math.ceil(math.ceil(ep / ctx.pack.rules["ep_per_upkeep"]) / 2)  # its 常備化P (L970), halved
    else:
        points = math.ceil(ep / 2)
    ctx.spend("equipment", -ep, prefix + "rank", "summon.catalyst_mystic_code", 125, item=name, ep=ep)
    return points


def _carry_over(ctx: EvalContext, s, rl: int, row: dict, pools: set[str]) -> None:
    path = "/summoning"
    ctx.find("gm", "summon.carry_over_needs_gm", path + "/method", 128)
    cost = rl - 6
    fated_pools = ("equipment", "hp_mp")  # L147: 「装備ポイント」or「HPorMP常時消費」
    if s.fated_encounter and s.paid_with not in fated_pools:
        ctx.find("error", "summon.fated_pays_equipment", path + "/paid_with", 147)
    if s.paid_with in fated_pools and not s.fated_encounter:
        ctx.find("error", "summon.equipment_needs_fated", path + "/paid_with", 147, paid=POOLS[s.paid_with])
    pool = s.paid_with
    if pool == "hp_mp":
        _carry_over_upkeep(ctx, s, rl, cost, row)
        return
    if pool != "fp" and pool not in pools:
        ctx.find("error", "upkeep.no_pool", path, 960)
    ctx.spend(pool, cost, path + "/paid_with", "summon.carry_over", 129, rl=rl, points=cost, paid=POOLS[pool])
    row.update(cost=cost, pool=POOLS[pool])
    if pool == "fp":  # L129: 「スキル:継戦者・1Lv1FP、スキルレベル+6ランクレベルのサーヴァントを…従えている」
        row["skill"] = f"継戦者:{ctx.letter(cost)}"


def _carry_over_upkeep(ctx: EvalContext, s, rl: int, cost: int, row: dict) -> None:
    """L147: 「HPorMP常時消費(例えば6点をHPに2点MPに4点等両方に割り振りも可能)」: the price split
    between HP and MP as the player likes, each part held as 常時消費 (L1062)."""
    path = "/summoning"
    if s.hp_upkeep + s.mp_upkeep != cost:
        ctx.find("error", "summon.upkeep_split", path + "/hp_upkeep", 147,
                 hp=s.hp_upkeep, mp=s.mp_upkeep, points=cost)
    if s.hp_upkeep:
        ctx.hp_upkeep.append((path + "/hp_upkeep", s.hp_upkeep))
        ctx.spend("hp_upkeep", s.hp_upkeep, path + "/hp_upkeep", "summon.carry_over_hp", 147, rl=rl,
                  points=s.hp_upkeep)
    if s.mp_upkeep:
        ctx.mp_upkeep.append((path + "/mp_upkeep", s.mp_upkeep))
        ctx.spend("mp_upkeep", s.mp_upkeep, path + "/mp_upkeep", "summon.carry_over_mp", 147, rl=rl,
                  points=s.mp_upkeep)
    row.update(cost=cost, pool=POOLS["hp_mp"], hp_upkeep=s.hp_upkeep, mp_upkeep=s.mp_upkeep)
