"""社会 and its points (L958–979), normal gear (L982–1029), 英霊通常装備 and MP items (L1105–1113).

社会 gives 社会×2 財産ポイント and 社会×2 常備化ポイント (L960); a servant has them only through
黄金律, which counts as 社会 of its level (L1131). One 常備化P converts to 2 装備ポイント (L970).
Normal gear costs 1 EP a point, capped by a stat or 騎乗 (L1026–1029). A servant may buy
英霊通常装備 with MP held as 常時消費 (MP = EP, L1108) and items with MP (MP = 常備化P), the
latter capped at the larger of rank level ÷ 2 and the 宝具 stat (L1113).
"""
from __future__ import annotations

import math

from . import troopsheet
from .context import EvalContext


def society_source(ctx: EvalContext) -> tuple[int, str, int]:
    """(level, what gives it, seed line) of the 社会 that pools come from."""
    if "society" in ctx.kind.stats:
        return ctx.stat_final["society"], "社会", 960
    level = ctx.skill_level("ougonritsu")
    return level, "黄金律", 1131


def grant_pools(ctx: EvalContext) -> set[str]:
    """Add pool totals; returns the ids of the pools this character has."""
    rules = ctx.numbers
    if ctx.troop:
        troopsheet.grant_fp(ctx)  # L367: only at RL 2, 4 and 6
    else:
        ctx.grant("fp", ctx.rank_level * rules["fp_per_rank_level"], "/ranks", "pool.fp",
                  rules["fp_per_rank_level_line"], rank_level=ctx.rank_level)
    pools = {"fp"}
    level, source, line = society_source(ctx)
    if level or "society" in ctx.kind.stats:
        per = rules["pool_per_society"]
        where = "/stats/society" if source == "社会" else "/skills"
        letter = ctx.letter(level)
        ctx.grant("wealth", level * per, where, "pool.wealth", line, source=source, level=letter)
        ctx.grant("upkeep", level * per, where, "pool.upkeep", line, source=source, level=letter)
        pools |= {"wealth", "upkeep", "equipment"}
    return pools


def spend_upkeep(ctx: EvalContext, pools: set[str]) -> None:
    uses = ctx.pack.memo.get("upkeep_uses")
    if uses is None:  # by id, once per pack
        uses = ctx.pack.memo["upkeep_uses"] = {u.id: u for u in ctx.pack.content.upkeep_uses}
    ep_per = ctx.numbers["ep_per_upkeep"]
    for i, use in enumerate(ctx.build.upkeep):
        path = f"/upkeep/{i}"
        entry = uses.get(use.use)
        if entry is None:
            ctx.find("error", "upkeep.unknown_use", path + "/use", 970, use=use.use)
            continue
        if "upkeep" not in pools:
            ctx.find("error", "upkeep.no_pool", path, 960)
        ctx.spend("upkeep", use.points, path + "/points", "upkeep.use", entry.line, entry.id,
                  use=entry.name, points=use.points)
        if entry.id == "equipment_points":
            ctx.grant("equipment", use.points * ep_per, path, "pool.equipment", ctx.numbers["ep_per_upkeep_line"],
                      points=use.points)
            if ctx.troop and ctx.pack.settings["troop_gear_points"] == "doubled" \
                    and troopsheet.gear_factor(ctx) == 2:
                # L381 read the other way: 「使用できるポイントは、通常の倍」 as a doubled pool
                ctx.grant("equipment", use.points * ep_per, path, "pool.troop_equipment", 381, points=use.points)
        else:
            ctx.items.append(upkeep_item(ctx, use, entry, path))


MAGIC_FIELD = "魔術"  # the field word 巻き込まれ may not take (L757), as its 業界知識/分野知識 check reads it


def upkeep_item(ctx: EvalContext, use, entry, path: str) -> dict:
    """The sheet row of a 常備化 item (L971–974): what it is and what it adds to rolls. Items
    of one kind stack (「重複して」): n points in one item are n of it, so +nd6 to the field's or
    skill's checks (L971, L973) and 2n d6 of HP or MP (L972), each once a day."""
    n = use.points
    row = {"section": "upkeep", "name": use.text or entry.name, "kind": entry.name, "points": n,
           "text": use.text, "field": use.field, "skill": "", "restores": "", "roll_bonus": "", "line": entry.line}
    if entry.id == "knowledge_item":
        if not use.field.strip():
            ctx.find("warning", "upkeep.field_missing", path + "/field", entry.line, entry.id, use=entry.name)
        elif MAGIC_FIELD in use.field and any(r.id == "makikomare" for r in ctx.build.ranks):
            # 巻き込まれ (L757): no item raising magical knowledge checks with 常備化ポイント
            ctx.find("error", "upkeep.dragged_in_magic", path + "/field", 757, "makikomare", field=use.field)
        row["roll_bonus"] = f"+{n}d6"
    elif entry.id == "skill_item":
        sdef = ctx.pack.skills.get(use.skill or "")
        if sdef is None:
            ctx.find("warning", "upkeep.skill_missing", path + "/skill", entry.line, entry.id, use=entry.name,
                     skill=use.skill or "—")
        row["skill"] = sdef.name if sdef else (use.skill or "")
        row["roll_bonus"] = f"+{n}d6"
    elif entry.id == "recovery_item":
        if use.restores is None:
            ctx.find("warning", "upkeep.restores_missing", path + "/restores", entry.line, entry.id, use=entry.name)
        row["restores"] = (use.restores or "").upper()
        row["roll_bonus"] = f"{2 * n}d6"
    return row


def gear_numbers(category: str, kind: str, points: int) -> dict[str, int]:
    """What a gear's points mean in play (L997–1017): damage, armor and IV modifiers."""
    if category == "weapon":
        halved = kind in ("dual_weapon", "magic_weapon")
        return {"damage": points // 2 if halved else points}
    if category == "armor":
        return {"armor": math.ceil(points / 2) if kind == "dual_armor" else points}
    if kind == "mobility_mount":
        return {"iv": points}
    return {"damage": math.ceil(points / 2), "iv": math.ceil(points / 2)}


def riding_level(ctx: EvalContext, ship: bool) -> int:
    """The 騎乗 a 乗騎 is ridden with: 嵐の航海者 is 騎乗 for ships only (L1148 「対象を船に
    限定した「騎乗」スキルとしての効果」), so a ship takes the higher of the two."""
    riding = ctx.skill_level("kijou")
    return max(riding, ctx.skill_level("arashi_no_koukaisha")) if ship else riding


RANGED = ("ranged_weapon", "ranged_mount")


def item_gear_figures(ctx: EvalContext, item, row: dict, path: str, noble_phantasm: bool) -> None:
    """A 武器/防具/乗騎 宝具 or 礼装 whose ``gear_kind`` says which one (白兵武器, 射撃武器, 魔術武器 …)
    is figured as that normal gear with its EP replaced (L1057): rank level × 2 for a 宝具,
    ceil(礼装 level × 1.5) for a 礼装 (``row["fixed"]``). A ranged weapon's or mount's minus to
    defence against melee (L999, L1013) takes rank level (宝具) or ceil(level ÷ 2) (礼装) as its EP
    and is ceil(EP ÷ 2), per the reading ``item_ranged_penalty``."""
    if not item.gear_kind:
        return
    kind = ctx.pack.gear_kinds.get(item.gear_kind)
    if kind is None or kind.category != item.kind:
        ctx.find("error", "item.gear_kind_mismatch", path + "/gear_kind", 1057, item=item.name or path,
                 gear_kind=kind.name if kind else item.gear_kind)
        return
    row["gear_kind"] = kind.name
    row.update(gear_numbers(kind.category, kind.id, row["fixed"]))
    if kind.id in RANGED:
        rank = ctx.level(item.rank)
        ep = rank if noble_phantasm else math.ceil(rank / 2)
        row["melee_defense_minus"] = ep if ctx.pack.setting("item_ranged_penalty") == "direct" else math.ceil(ep / 2)


def price_gear(ctx: EvalContext, pools: set[str]) -> None:
    names = ctx.level_names()
    for i, gear in enumerate(ctx.build.gear):
        path = f"/gear/{i}"
        kind = ctx.pack.gear_kinds.get(gear.kind)
        if kind is None:
            ctx.find("error", "gear.unknown_kind", path + "/kind", 983, kind=gear.kind)
            continue
        troop = ctx.troop
        price = gear.points * (troopsheet.gear_factor(ctx) if troop else 1)  # a troop pays double (L381)
        if gear.paid_with == "mp":
            # L380: a troop without 社会 buys gear as 英霊通常装備 does
            if ctx.kind.id != "servant" and not (troop and not ctx.stat_final.get("society", 0)):
                ctx.find("error", "gear.mp_servant_only", path + "/paid_with", 1106, gear=gear.name)
            ctx.mp_upkeep.append((path, price))
            ctx.spend("mp_upkeep", price, path + "/points", "gear.mp", 1108, kind.id,
                      gear=gear.name or kind.name, points=price)
        else:
            if "equipment" not in pools:
                ctx.find("error", "gear.no_equipment_points", path, 970, gear=gear.name or kind.name)
            ctx.spend("equipment", price, path + "/points", "gear.equipment", 381 if price != gear.points else 970,
                      kind.id, gear=gear.name or kind.name, points=price)
        gear_names = names
        if kind.category == "mount":
            gear_names = {**names, "kijou": riding_level(ctx, gear.ship)}  # the cap is 騎乗 (L1029)
        cap = ctx.formula(f"gear_kinds/{kind.id}", gear_names, path + "/points", gear.points)
        if gear.points > cap:
            ctx.find("error", "gear.over_cap", path + "/points", kind.cap_line, kind.id,
                     gear=gear.name or kind.name, points=gear.points, cap=cap)
        if gear.points < kind.min_points:
            ctx.find("error", "gear.min_points", path + "/points", kind.line, kind.id,
                     gear=gear.name or kind.name, min=kind.min_points)
        if kind.category == "mount" and not gear_names["kijou"]:
            ctx.find("error", "gear.mount_needs_riding", path + "/kind", 993, kind.id, gear=gear.name or kind.name)
        # "points" is the gear's figure (its damage/armour/IV, L983); "price" what it costs as the
        # rule applies it: the figure, twice over for a troop (L381, not with 単体 L1359)
        ctx.items.append({"section": "gear", "index": i, "name": gear.name, "kind": kind.name, "ship": gear.ship,
                          "points": gear.points, "price": price, "paid_with": gear.paid_with, "text": gear.text,
                          **gear_numbers(kind.category, kind.id, gear.points)})


def price_mp_items(ctx: EvalContext) -> None:
    if not ctx.build.mp_items:
        return
    total = 0
    for i, item in enumerate(ctx.build.mp_items):
        path = f"/mp_items/{i}"
        if ctx.kind.id != "servant":
            ctx.find("error", "mp_item.servant_only", path, 1113, item=item.name)
        ctx.mp_upkeep.append((path, item.points))
        ctx.spend("mp_upkeep", item.points, path + "/points", "mp_item.mp", 1113, item=item.name,
                  points=item.points)
        total += item.points
    half = ctx.rank_level / 2
    half = math.floor(half) if ctx.pack.setting("items_via_mp_rounding") == "floor" else math.ceil(half)
    cap = max(half, ctx.stat_final.get("noble_phantasm", 0))
    if total > cap:
        ctx.find("error", "mp_item.over_cap", "/mp_items", 1113, total=total, cap=cap)
