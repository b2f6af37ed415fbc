"""Noble Phantasms (宝具) and 礼装 (L1031–1103, effects L1376–1526).

A servant's 宝具 stat is the capacity for its NPs (L1038); a master has it only through
伝承保菌者 (L1279). The capacity may be split across NPs (L1098); each minus effect not used
to cancel a plus effect or raise a rank, and each "+" of the 宝具 stat not moved onto an NP,
is one more level for another NP, and then every NP carries 複数宝具 (L1099–1102).

Within one item: a plus effect costs one level of its dice, a minus effect cancels one
(L1076–1080); a minus effect may instead raise the rank by one, and EX only from A++ with
two (L1081); an EX item has two free slots (L1082). Armor is bought at half its rank,
rounded up, and raised from there (L1054–1055). Dice and MP follow the 発動区分 (L1062–1064)
and the 対象区分's MP factor (L1087–1090); each "+" on the item adds its base dice and base
MP again (L1092–1093). A 礼装 costs 2 装備ポイント a level and 1 a mark (L1032).
"""
from __future__ import annotations

import math

from .choices import ItemBase
from . import marks as mark_rules
from .context import EvalContext
from . import effectrules
from .equipment import item_gear_figures, riding_level
from .rolls import item_checks

NP, MC = "noble_phantasm", "mystic_code"


def _slots(ctx: EvalContext, item: ItemBase, path: str, section: str) -> tuple[int, int, bool]:
    """(plus slots, minus slots, has 複数宝具) after checking each effect's conditions."""
    plus = minus = 0
    has_multiple = False
    held = {e.id for e in item.effects}
    for i, chosen in enumerate(item.effects):
        epath = f"{path}/effects/{i}"
        effect = ctx.pack.np_effects.get(chosen.id)
        if effect is None:
            ctx.find("error", "effect.unknown", epath + "/id", 1376, effect=chosen.id)
            continue
        name = effect.name
        if effect.id == "fukusuu_hougu":
            has_multiple = True
        if section not in effect.applies_to:
            ctx.find("error", "effect.not_for", epath, effect.line, effect.id, effect=name,
                     section="宝具" if section == NP else "礼装")
        for attr, value in (("requires_kind", item.kind), ("requires_activation", item.activation),
                            ("requires_target", item.target)):
            allowed = getattr(effect, attr)
            if allowed and value not in allowed:
                ctx.find("error", "effect.wrong_category", epath, effect.line, effect.id, effect=name,
                         allowed="・".join(ctx.pack.categories[c].name for c in allowed if c in ctx.pack.categories))
        for needed in effect.requires_effect:
            if needed not in held:
                other = ctx.pack.np_effects.get(needed)
                ctx.find("error", "effect.requires_effect", epath, effect.line, effect.id, effect=name,
                         needs=other.name if other else needed)
        if effect.requires_rank and not {r.id for r in ctx.build.ranks} & set(effect.requires_rank):
            ranks = "・".join(ctx.pack.ranks[r].name for r in effect.requires_rank if r in ctx.pack.ranks)
            ctx.find("error", "effect.requires_rank", epath, effect.line, effect.id, effect=name, ranks=ranks)
        effectrules.check_effect(ctx, chosen, effect, epath, held)
        if effect.max_count is not None and chosen.count > effect.max_count:
            ctx.find("error", "effect.too_many", epath + "/count", effect.line, effect.id, effect=name,
                     max=effect.max_count)
        if effect.gm_approval or effect.line is None:  # original effects: L1524–1525
            ctx.find("gm", "effect.needs_gm", epath, effect.line or 1524, effect.id, effect=name)
        slots = chosen.slots if chosen.slots is not None else effect.slots
        if effect.polarity == "special" or (effect.variable and chosen.slots is not None):
            if chosen.slots is None:
                ctx.find("error", "effect.slots_missing", epath + "/slots", effect.line, effect.id, effect=name)
                continue
            ctx.find("gm", "effect.gm_slots", epath + "/slots", effect.line, effect.id, effect=name,
                     slots=chosen.slots)
        slots = slots or 0
        if effect.polarity == "plus" or (effect.polarity == "special" and slots > 0):
            plus += abs(slots) * chosen.count
        elif effect.polarity == "minus" or (effect.polarity == "special" and slots < 0):
            minus += abs(slots) * chosen.count
    return plus, minus, has_multiple


#: the three category axes of a 宝具/礼装 in the seed's words (L1042: 「種類区分」「発動区分」「対象区分」)
_AXIS = {"kind": ("種類", "kind"), "activation": ("発動", "activation"), "target": ("対象", "target")}


def _build_item(ctx: EvalContext, item: ItemBase, path: str, section: str) -> dict:
    """Numbers of one NP or 礼装; returns its row (with ``cost_level`` and ``spare``)."""
    cats = ctx.pack.categories
    for axis, value in (("kind", item.kind), ("activation", item.activation), ("target", item.target)):
        cat = cats.get(value or "")
        if cat is None or cat.axis != axis:
            ctx.find("error", "item.category_missing", f"{path}/{axis}", 1042, axis=_AXIS[axis][0],
                     axis_en=_AXIS[axis][1])  # 「種類区分」, never the field's id
        elif section == MC and not cat.mystic_code:
            ctx.find("error", "item.category_not_for_mystic_code", f"{path}/{axis}",
                     cat.line, cat.id, category=cat.name)
    rank = ctx.level(item.rank)
    if rank == 0:
        ctx.find("error", "item.no_rank", path + "/rank", 1038)
        rank = 1
    mark_plus, mark_minus = mark_rules.count(item.marks)
    mark_rules.check(ctx, item.marks, path, ctx.numbers["stat_marks_max"], item.name or path)
    plus, minus, has_multiple = _slots(ctx, item, path, section)
    minus += mark_minus if section == NP else 0  # L1083: a "−" on the rank is one minus effect
    raised = item.raised_by_minus
    if raised > minus:
        ctx.find("error", "item.raised_without_minus", path + "/raised_by_minus", 1080,
                 raised=raised, minus=minus)
        raised = minus
    rules = ctx.numbers  # (pack.rules, without the property)
    if rank == 6 and raised:
        # L1081: EX through minus effects only from A++, and it takes two of them.
        if raised != rules["np_ex_raise_minus"]:
            ctx.find("error", "item.ex_needs_two_minus", path + "/raised_by_minus", rules["np_ex_raise_line"])
        ctx.find("gm", "item.ex_from_a_plus_plus", path + "/rank", rules["np_ex_raise_line"])
        bought = 5
    else:
        bought = max(rank - raised, 1)
    cost_level = math.ceil(bought / 2) if item.kind == "armor" else bought
    free = (rules["np_ex_free_slots"] if rank == 6 else 0) + effectrules.received_slots(ctx, item, path)
    cancel = min(minus - raised, max(0, plus - free))
    spare = minus - raised - cancel
    net_plus = max(0, plus - free - cancel)
    activation = cats.get(item.activation or "")
    row = {"section": section, "name": item.name, "rank": item.rank, "text": item.text,
           "label": item.rank + "+" * mark_plus + "−" * mark_minus,
           "kind": cats[item.kind].name if item.kind in cats else "",
           "activation": activation.name if activation else "",
           "target": cats[item.target].name if item.target in cats else "",
           "effects": [ctx.pack.np_effects[e.id].name + (f"({e.detail})" if e.detail else "")
                       + (f"×{e.count}" if e.count > 1 else "")
                       for e in item.effects if e.id in ctx.pack.np_effects],
           "cost_level": cost_level, "spare": spare, "plus_slots": plus, "minus_slots": minus,
           "has_multiple": has_multiple, "mark_plus": mark_plus, "mark_minus": mark_minus,
           "dice": None, "threshold": rank, "mp": None, "fixed": None}
    if activation is not None and activation.axis == "activation":
        names = {"LV": rank}
        levels = ctx.formula(f"categories/{activation.id}/levels", names, path + "/activation", net_plus)
        if net_plus > levels:
            ctx.find("error", "item.too_many_effects", path + "/effects", activation.line,
                     activation.id, plus=net_plus, max=levels)
        base_dice = max(0, levels - net_plus) * (activation.dice_per_level or 1)
        row["dice"] = base_dice * (1 + mark_plus)
        target = cats.get(item.target or "")
        factor = getattr(target, "dice_factor", None) if target is not None else None
        if factor:  # 対城/対界: one target at doubled 判定値; "+" adds the base again (L1093)
            row["dice_doubled"] = base_dice * factor + base_dice * mark_plus
        base_mp = ctx.formula(f"categories/{activation.id}/mp", names, path + "/activation", 0)
        if target is not None and target.mp_factor is not None:
            row["mp"] = math.ceil(base_mp * target.mp_factor) + mark_plus * base_mp
        if activation.upkeep and row["mp"] is not None:
            ctx.mp_upkeep.append((path, row["mp"]))
            ctx.spend("mp_upkeep", row["mp"], path, "item.constant_mp", activation.line,
                      activation.id, item=item.name or path, mp=row["mp"])
    row["checks"] = item_checks(ctx.pack_id, row["dice"], row.get("dice_doubled"), rank)
    if item.kind in ("weapon", "armor", "mount"):
        row["fixed"] = rank * 2 if section == NP else math.ceil(rank * 1.5)  # L1057
        item_gear_figures(ctx, item, row, path, section == NP)
    if item.kind == "mount":
        riding = riding_level(ctx, item.ship)  # 嵐の航海者 rides ships (L1148)
        if rank > riding:
            severity = "error" if ctx.pack.setting("mount_above_riding") == "forbidden" else "warning"
            ctx.find(severity, "item.mount_above_riding", path + "/rank", 1059, item=item.name or path,
                     penalty=rank - riding)
    return row


def build_noble_phantasms(ctx: EvalContext) -> bool:
    """Price every NP against the capacity; returns whether the character has the pool."""
    nps = ctx.build.noble_phantasms
    if "noble_phantasm" in ctx.kind.stats:
        capacity, source, line = ctx.stat_final["noble_phantasm"], "宝具", 1038
    else:
        capacity, source, line = ctx.skill_level("denshou_hokinsha"), "伝承保菌者", 1279
        if nps and not capacity:
            ctx.find("error", "np.master_needs_skill", "/noble_phantasms", 1279)
    if not nps and not capacity:
        return False
    ctx.grant("noble_phantasm", capacity, "/stats/noble_phantasm", "pool.np", line, source=source,
              level=ctx.letter(capacity))
    room = effectrules.ex_split_room(ctx, capacity, nps)
    if room:
        ctx.grant("noble_phantasm", room, "/noble_phantasms", "pool.np_ex_split", 1103, room=room)
    stat_plus = ctx.stat_marks.get("noble_phantasm", (0, 0))[0] + ctx.free_marks.get("noble_phantasm", 0)
    rows = []
    for i, np_ in enumerate(nps):
        path = f"/noble_phantasms/{i}"
        row = _build_item(ctx, np_, path, NP)
        row["index"] = i  # the build's entry, for views that pick rows (builder.core.secrets)
        rows.append(row)
        ctx.spend("noble_phantasm", row["cost_level"], path + "/rank", "np.level",
                  1098, np=np_.name or path, rank=np_.rank, level=row["cost_level"])
        if row["spare"]:
            ctx.grant("noble_phantasm", row["spare"], path + "/effects", "pool.np_spare_minus", 1099,
                      np=np_.name or path, count=row["spare"])
        effectrules.surplus_room(ctx, np_, path, True)
        ctx.find("gm", "np.needs_gm", path, 1038, np=np_.name or path)
    from_effects = sum(e.count for np_ in nps for e in np_.effects if e.id == "houguorreisou_plus")
    moved = sum(r["mark_plus"] for r in rows) - from_effects
    if moved > stat_plus:
        ctx.find("error", "np.marks_without_source", "/noble_phantasms", 1102, marks=moved, stat_plus=stat_plus)
    unused_plus = max(0, stat_plus - max(moved, 0))
    if unused_plus:
        ctx.grant("noble_phantasm", unused_plus, "/stats/noble_phantasm/marks", "pool.np_stat_plus",
                  1099, count=unused_plus)
    demand = sum(r["cost_level"] for r in rows)
    if demand > capacity and len(rows) > 1:
        for i, row in enumerate(rows):
            if not row["has_multiple"]:
                ctx.find("error", "np.needs_multiple_effect", f"/noble_phantasms/{i}/effects", 1100,
                         np=row["name"] or f"/noble_phantasms/{i}")
    ctx.items.extend(rows)
    return True


def build_mystic_codes(ctx: EvalContext) -> None:
    if not ctx.build.mystic_codes:
        return
    rules = ctx.numbers  # (pack.rules, without the property)
    per_level, per_mark = rules["mystic_code_ep_per_level"], rules["mystic_code_mark_ep"]
    factor = ctx.pack.setting("mystic_code_ex_factor")
    for i, code in enumerate(ctx.build.mystic_codes):
        path = f"/mystic_codes/{i}"
        row = _build_item(ctx, code, path, MC)
        row["index"] = i
        level = row["cost_level"]
        ep = per_level * min(level, 5) + (per_level * factor if level == 6 else 0)
        if level == 6:
            ctx.find("gm", "mc.ex_needs_gm", path + "/rank", rules["mystic_code_line"])
        refund = row["mark_minus"] * per_mark if ctx.pack.setting("mystic_code_minus_refunds") else 0
        ctx.spend("equipment", ep, path + "/rank", "mc.level", rules["mystic_code_line"],
                  item=code.name or path, rank=code.rank, ep=ep)
        ctx.spend("equipment", row["mark_plus"] * per_mark - refund, path + "/marks", "mc.marks",
                  rules["mystic_code_line"], item=code.name or path)
        if row["spare"]:
            ctx.find("warning", "mc.spare_minus", path + "/effects", 1080, item=code.name or path,
                     count=row["spare"])
        effectrules.surplus_room(ctx, code, path, False)
        ctx.items.append(row)
