"""トループ acquired by a character (<トループ> L325–408): the owner's side.

Contract: :func:`price_troops` reads ``build.troops`` and the 礼装/宝具 carrying the effect
トループ, and writes ledger lines, findings and one ``troop`` row each (with the troop's starting
figures) into the :class:`EvalContext`; it runs after the 礼装 and 宝具 are priced.

The five ways (L333) and their prices and caps (L341–364):

- 財産ポイント: 2 a ランクレベル, at most RL 3 (L342–343);
- 常備化ポイント: 1 a ランクレベル, at most 社会 − 1 (at least 1) (L347–348);
- 魔術 (a 魔術 with the 便利 system, L333): MP 2 a ランクレベル, held as 常時消費 while it stays
  (L352, L388); at most ceil(max(魔力, 魔術) ÷ 2) (L353 is garbled; creation digest §10 #37);
- a 礼装 with トループ: RL = the 礼装's level, at most max(魔力, 魔術) − 1 (at least 1) (L357–358);
- a 宝具 with トループ: RL = the 宝具's level, no cap (L362–363). The file records the rank bought;
  each 余剰譲渡 then lowers the item but not its troop (L1421), so the troop keeps that rank.

One character has one troop (L332; splitting is play). Troop data needs the GM (L331). A
troop starts with every stat at 1 + ceil(RL ÷ 2), at most EX, and RL + 6 FP at RL 2, 4 and 6
(L367); those figures are put on the row, worked by the functions the troop's own sheet uses
(:func:`.troopsheet.start_level`, :func:`.troopsheet.bonus_fp`); the troop's own sheet is a
character of type トループ (:mod:`.troopsheet`).
"""
from __future__ import annotations

import math

from .context import EvalContext
from .equipment import society_source
from .troopsheet import bonus_fp, start_level

METHODS = {"wealth": "財産ポイント", "upkeep": "常備化ポイント", "magic": "魔術",
           "mystic_code": "礼装", "noble_phantasm": "宝具"}
TROOP_EFFECT, SURPLUS = "troop", "yojou_jouto"


def _magic_level(ctx: EvalContext) -> int:
    return max((s.level for s in ctx.skills if "magecraft" in s.tags), default=0)


def _item_troops(ctx: EvalContext) -> list[tuple[str, str, object]]:
    """(section, path, item) of every 礼装/宝具 carrying the effect トループ."""
    out = []
    for section, items in (("noble_phantasm", ctx.build.noble_phantasms), ("mystic_code", ctx.build.mystic_codes)):
        for i, item in enumerate(items):
            if any(e.id == TROOP_EFFECT for e in item.effects):
                out.append((section, f"/{section}s/{i}", item))
    return out


def price_troops(ctx: EvalContext, pools: set[str]) -> None:
    build = ctx.build
    if not (build.troops or build.noble_phantasms or build.mystic_codes):
        return  # no troop bought or called by an item: nothing to price or check
    item_troops = _item_troops(ctx)
    bought = [t for t in ctx.build.troops if t.method in ("wealth", "upkeep", "magic")]
    if len(bought) + len(item_troops) > 1:
        ctx.find("error", "troop.only_one", "/troops", 332, count=len(bought) + len(item_troops))
    named = {t.item for t in ctx.build.troops if t.method in ("mystic_code", "noble_phantasm")}
    for i, troop in enumerate(ctx.build.troops):
        path = f"/troops/{i}"
        if troop.method in ("mystic_code", "noble_phantasm"):
            found = [x for x in item_troops if x[0] == troop.method and x[2].name == troop.item]
            if not troop.item or not found:
                ctx.find("error", "troop.item_missing", path + "/item", 356 if troop.method == "mystic_code" else 361,
                         item=troop.item or "—", method=METHODS[troop.method])
                continue
            _item_troop(ctx, *found[0], troop)
        else:
            _bought_troop(ctx, troop, path, pools)
    for section, path, item in item_troops:
        if item.name not in named:
            _item_troop(ctx, section, path, item, None)


def _cap(ctx: EvalContext, method: str) -> tuple[int | None, int]:
    """(highest troop RL, seed line) of a way of acquiring."""
    if method == "wealth":
        return 3, 343
    if method == "upkeep":
        return max(society_source(ctx)[0] - 1, 1), 348
    mana = ctx.stat_final.get("mana", 0)
    if method == "magic":
        return math.ceil(max(mana, _magic_level(ctx)) / 2), 353
    if method == "mystic_code":
        return max(max(mana, _magic_level(ctx)) - 1, 1), 358
    return None, 363


def _bought_troop(ctx: EvalContext, troop, path: str, pools: set[str]) -> None:
    rl = troop.rank_level
    if rl is None:
        ctx.find("error", "troop.rank_level_missing", path + "/rank_level", 337)
        return
    if troop.method == "wealth":
        if "wealth" not in pools:
            ctx.find("error", "troop.no_pool", path, 342, method=METHODS["wealth"])
        ctx.spend("wealth", 2 * rl, path + "/rank_level", "troop.wealth", 342, troop=troop.name or path, rl=rl)
    elif troop.method == "upkeep":
        if "upkeep" not in pools:
            ctx.find("error", "troop.no_pool", path, 347, method=METHODS["upkeep"])
        ctx.spend("upkeep", rl, path + "/rank_level", "troop.upkeep", 347, troop=troop.name or path, rl=rl)
    else:
        if not any("magecraft" in s.tags and "utility" in s.choice.options for s in ctx.skills):
            ctx.find("error", "troop.magic_needs_utility", path + "/method", 333)
        ctx.mp_upkeep.append((path, 2 * rl))  # L388: held as 常時消費 while it is summoned
        ctx.spend("mp_upkeep", 2 * rl, path + "/rank_level", "troop.magic", 352, troop=troop.name or path, rl=rl)
    _row(ctx, troop.method, rl, troop, path, "society")


def _item_troop(ctx: EvalContext, section: str, path: str, item, troop) -> None:
    rl = ctx.level(item.rank)  # the rank bought: 余剰譲渡 lowers the item afterwards, never its troop (L1421)
    if troop is not None and troop.rank_level is not None and troop.rank_level != rl:
        ctx.find("error", "troop.item_level", f"{path}/rank", 357 if section == "mystic_code" else 362,
                 item=item.name or path, rl=rl, entered=troop.rank_level)
    _row(ctx, section, rl, troop, path, "noble_phantasm" if section == "noble_phantasm" else "society")


def _row(ctx: EvalContext, method: str, rl: int, troop, path: str, stat_set: str) -> None:
    cap, line = _cap(ctx, method)
    if cap is not None and rl > cap:
        ctx.find("error", "troop.above_cap", path, line, method=METHODS[method], rl=rl, max=cap)
    if troop is not None and troop.stat_set and troop.stat_set != stat_set:
        ctx.find("error", "troop.stat_set", path + "/stat_set", 364 if stat_set == "noble_phantasm" else 344,
                 method=METHODS[method])
    ctx.find("gm", "troop.needs_gm", path, 331, troop=(troop.name if troop else "") or path)
    ctx.items.append({
        "section": "troop", "name": (troop.name if troop else "") or "", "method": METHODS[method],
        "rank_level": rl, "stat_set": "宝具" if stat_set == "noble_phantasm" else "社会",
        # L367: the troop's starting stats and extra FP, as its own sheet has them (one home: troopsheet)
        "base_stat": ctx.letter(start_level(rl)), "bonus_fp": bonus_fp(rl),
        "file": troop.file if troop else "", "text": troop.text if troop else "", "path": path})
