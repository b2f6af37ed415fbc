"""Rules of single 宝具/礼装 effects that reach outside their item (<宝具礼装追加効果一覧> L1376–1526),
and the capacity rule of a split EX 宝具 (L1103).

Contract: called by :mod:`builder.systems.fate_roll_dice.phantasms` while it prices items; every function writes
findings, grants or nothing through the :class:`EvalContext` and returns plain numbers. The
effect data (``requires_class``, ``requires_skill``, ``excludes_effect``, ``fp_grant``) is the
pack's; this module is what makes the engine hold a build to it.

- ``requires_class``: 狂化使用可 (L1423) and 狂化時要令呪 (L1473) are for a Berserker's 宝具 only.
- ``requires_skill``: an effect that works through one of the owner's skills needs it held
  (帝権強化 皇帝特権 L1437, 勇者の力 勇猛/勇気/蛮勇 L1449, 威光の力 カリスマ L1455, 攻性心眼 心眼
  L1456, 攻性直感 直感 L1457). A skill that has another skill's effect (``acts_as``: 嵐の航海者 has
  カリスマ's, L1148) counts as holding it.
- ``excludes_effect``: 装備喪失時残存不可 and トループ喪失時残存不可 are not taken with 余剰譲渡 (L1485–1486).
- ダメージ反射 (L1391): two copies give both modes; a third (reducing one's own damage) needs a
  condition against invincibility and the GM's permission.
- 追加枠譲渡 (L1426): taken on one item, it lets another item carry one more effect: one free
  slot on the item it names (``transfer_to``).
- 自己封印 (L1429): the FP spent on the sealed skill (``skill``) is granted again.
- EX split (L1103): 宝具 EX split over several 宝具 has two more levels of room.
- 余剰譲渡 (L1421): levels shed from a troop's item come back as room (:func:`surplus_room`).
"""
from __future__ import annotations

import math
from typing import Any

from .context import EvalContext

REFLECTION = "damage_hansha"
SLOT_TRANSFER = "tsuika_waku_jouto"
SELF_SEAL = "jiko_fuuin"
SURPLUS = "yojou_jouto"


def _held_skills(ctx: EvalContext) -> set[str]:
    held = set()
    for s in ctx.skills:
        held.add(s.definition.id)
        held.update(s.definition.acts_as)
    return held


def check_effect(ctx: EvalContext, chosen: Any, effect: Any, epath: str, held: set[str]) -> None:
    """Conditions of one chosen effect that the item's own categories do not decide."""
    name = effect.name
    if effect.requires_class and ctx.type.id not in effect.requires_class:
        classes = "・".join(ctx.pack.types[t].name for t in effect.requires_class if t in ctx.pack.types)
        ctx.find("error", "effect.requires_class", epath + "/id", effect.line, effect.id,
                 effect=name, classes=classes)
    if effect.requires_skill and not _held_skills(ctx) & set(effect.requires_skill):
        skills = "・".join(ctx.pack.skills[s].name for s in effect.requires_skill if s in ctx.pack.skills)
        ctx.find("error", "effect.requires_skill", epath + "/id", effect.line, effect.id,
                 effect=name, skills=skills)
    for other in effect.excludes_effect:
        if other in held:
            entry = ctx.pack.np_effects.get(other)
            ctx.find("error", "effect.excludes", epath + "/id", effect.line, effect.id,
                     effect=name, other=entry.name if entry else other)
    if effect.id == REFLECTION:
        copies = chosen.count * (chosen.slots if chosen.slots is not None else 1)
        if copies >= 3:  # L1391: the third slot reduces one's own damage
            ctx.find("gm", "effect.reflection_own_damage", epath, effect.line, effect.id, effect=name)
    if effect.id == SLOT_TRANSFER:
        _check_transfer(ctx, chosen, epath)
    if effect.id == SELF_SEAL:
        _self_seal(ctx, chosen, effect, epath)


def _all_items(ctx: EvalContext) -> list[tuple[str, Any]]:
    return ([(f"/noble_phantasms/{i}", x) for i, x in enumerate(ctx.build.noble_phantasms)]
            + [(f"/mystic_codes/{i}", x) for i, x in enumerate(ctx.build.mystic_codes)])


def _check_transfer(ctx: EvalContext, chosen: Any, epath: str) -> None:
    owner = epath.rsplit("/effects/", 1)[0]
    targets = [path for path, item in _all_items(ctx) if chosen.transfer_to and item.name == chosen.transfer_to]
    if not chosen.transfer_to or not targets:
        ctx.find("error", "effect.transfer_target_missing", epath + "/transfer_to", 1426,
                 SLOT_TRANSFER, name=chosen.transfer_to)
    elif targets == [owner]:
        ctx.find("error", "effect.transfer_to_itself", epath + "/transfer_to", 1426, SLOT_TRANSFER,
                 name=chosen.transfer_to)
    elif len(targets) > 1:
        ctx.find("error", "effect.transfer_target_ambiguous", epath + "/transfer_to", 1426,
                 SLOT_TRANSFER, name=chosen.transfer_to)


def received_slots(ctx: EvalContext, item: Any, path: str) -> int:
    """Free effect slots ``item`` receives through other items' 追加枠譲渡 (L1426): one per copy
    whose ``transfer_to`` names it (only a name that one item alone bears counts)."""
    if not item.name:
        return 0
    items = _all_items(ctx)
    given = sum(e.count for other_path, other in items if other_path != path
                for e in other.effects if e.id == SLOT_TRANSFER and e.transfer_to == item.name)
    if not given or sum(1 for _, other in items if other.name == item.name) != 1:
        return 0
    return given


def _self_seal(ctx: EvalContext, chosen: Any, effect: Any, epath: str) -> None:
    """L1429: 「指定したスキル一つの取得に消費した分の点のFPを追加で取得します」."""
    sealed = next((s for s in ctx.skills if s.definition.id == chosen.skill), None) if chosen.skill else None
    if sealed is None:
        ctx.find("error", "effect.sealed_skill_missing", epath + "/skill", effect.line, effect.id,
                 effect=effect.name, skill=chosen.skill or "—")
        return
    if sealed.cost > 0:
        ctx.grant("fp", sealed.cost, epath + "/skill", "pool.self_seal", effect.line, effect.id,
                  skill=sealed.definition.name, fp=sealed.cost)
    # L1429: the FP so gained may not grow the sealed skill: the GM keeps to that at the table
    ctx.find("gm", "effect.self_seal_fp", epath + "/skill", effect.line, effect.id,
             skill=sealed.definition.name, fp=max(sealed.cost, 0))


def surplus_room(ctx: EvalContext, item: Any, path: str, noble_phantasm: bool) -> None:
    """余剰譲渡 (L1421–1422): each copy lowers the item's own level by one (its troop keeps the
    rank bought); half the levels shed, rounded up (the L1422 example: 3 → 2; reading
    ``surplus_transfer_halving``), come back as capacity for another 宝具 (like spare minus
    effects, L1099) or, on a 礼装, as the 装備ポイント of that many 礼装 levels (L1032)."""
    shed = sum(e.count for e in item.effects if e.id == SURPLUS)
    if not shed:
        return
    shed = min(shed, ctx.level(item.rank))  # 「最大「−」まで」
    room = math.ceil(shed / (4 if ctx.pack.setting("surplus_transfer_halving") == "twice" else 2))
    if noble_phantasm:
        ctx.grant("noble_phantasm", room, path + "/effects", "pool.np_surplus", 1421, SURPLUS,
                  item=item.name or path, shed=shed, room=room)
    else:
        ep = room * ctx.pack.rules["mystic_code_ep_per_level"]
        ctx.grant("equipment", ep, path + "/effects", "pool.mc_surplus", 1421, SURPLUS,
                  item=item.name or path, shed=shed, ep=ep)


def ex_split_room(ctx: EvalContext, capacity: int, nps: list[Any]) -> int:
    """L1103: 「宝具ランクレベルEXからの複数宝具の取得は追加+2レベル分の余裕がある」. With the
    reading ``np_ex_split_room`` on, a capacity of EX spent on more than one 宝具, none of
    them EX itself (an EX 宝具 has its two free slots instead, L1082), has two more levels."""
    room = ctx.pack.rules.get("np_ex_free_slots", 2)
    if (capacity >= 6 and len(nps) > 1 and ctx.pack.setting("np_ex_split_room")
            and not any(ctx.level(np_.rank) >= 6 for np_ in nps)):
        return room
    return 0
