"""A トループ's own sheet (<トループ> L365–387, the sheet L1648–1691): the troop's side.

Contract: the engine calls these for a character whose kind is a troop (``KindDef.troop``):
:func:`base_stats` before anything else, :func:`rank_level` in place of the ranks' count,
:func:`grant_fp` in place of the rank level's FP, :func:`skill_surcharge` for each skill's
price, :func:`gear_factor` for each gear's price, and :func:`check_troop` after the items are
built. The owner's side (how it was acquired, its caps) is :mod:`.troops`.

The rules (000_8acb8ad758a0196c.txt):

- the ランクレベル is written as a number (L1653); every stat starts at 1 + ceil(RL ÷ 2) levels
  (L367; 3 → C, 4 → C in the example L368), and RL 2, 4 and 6 bring RL + 6 FP (L367); stats
  are lowered for FP as at creation (L370);
- 魔力 (a troop with 社会), 社会, or 宝具 may go to −(0Lv) when the troop gives up what needs
  it (L371–373): no 魔術 skill, 礼装 or 伝承保菌者's 宝具; no social skill, 常備化 or 財産
  points; no 宝具;
- its stats stay within 2 of each other, the −(0Lv) ones aside (L374);
- a skill raised to or past the stats' starting level costs double for those levels (L375);
  a skill whose FP is negative is not doubled (L376);
- normal gear costs double (L381: 「装備ポイント2点で1点」); a troop without 社会 buys it with
  MP held as 常時消費, as 英霊通常装備 (L380);
- a 礼装 or 宝具 it takes works at half its rank, rounded up (L382);
- a troop acquires no troop (L332);
- スキル 単体 at the troop's level (L1359, with the GM's leave) lifts the doubling of skills and
  gear and the spread of stats.
"""
from __future__ import annotations

import math

from .context import EvalContext

SINGULAR = "tantai"  # 単体 (L1359)


def is_troop(kind) -> bool:
    return bool(getattr(kind, "troop", False))


def start_level(rank_level: int) -> int:
    """L367: 「1LVごとに「1+LV÷2切り上げLv」の各種ステータスレベル」, at most EX (6: the levels
    end at EX, L863). The one home of this rule: the troop's own sheet (:func:`base_stats`) and
    its owner's row (:mod:`.troops`) both read it."""
    level = 1 - (-rank_level // 2)  # (1 + ceil(RL ÷ 2), in whole numbers)
    return level if level < 6 else 6


def bonus_fp(rank_level: int) -> int:
    """L367: 「ランクレベルが2、4、6の場合、「ランクレベル+6」FPを追加で得ます」 (0 at any other
    rank level). The one home of this rule: :func:`grant_fp` and the owner's row both read it."""
    return rank_level + 6 if rank_level in (2, 4, 6) else 0


def base_stats(pack, kind, build) -> dict[str, str]:
    """Every stat of the kind at the starting level of the troop's rank level (a copy of the
    table kept per pack, kind and level: every troop of a roster asks for one of six)."""
    level = start_level(build.troop_rank_level or 1)
    kept = pack.memo.setdefault("troop_base_stats", {})
    found = kept.get((kind.id, level))
    if found is None:
        found = kept[kind.id, level] = {sid: pack.letter(level) for sid in kind.stats}
    return dict(found)


def rank_level(ctx: EvalContext) -> None:
    rl = ctx.build.troop_rank_level
    if rl is None:
        ctx.find("error", "troop.rank_level_missing", "/troop_rank_level", 1653)
    ctx.rank_level = rl = rl or 0
    ctx.troop_start = start_level(rl)
    levels = ctx.levels
    for s in ctx.build.skills:
        if s.id == SINGULAR and levels.get(s.level or "-", 0) >= rl > 0:  # (ctx.level, without its call)
            ctx.singular = True
            break
    if ctx.build.ranks:
        ctx.find("error", "troop.no_ranks", "/ranks", 1653)


def grant_fp(ctx: EvalContext) -> None:
    """L367: 「ランクレベルが2、4、6の場合、「ランクレベル+6」FPを追加で得ます」."""
    rl = ctx.rank_level
    if bonus_fp(rl):
        ctx.grant("fp", bonus_fp(rl), "/troop_rank_level", "pool.troop_fp", 367, rank_level=rl)


def skill_surcharge(ctx: EvalContext, sdef, table: list[int], level: int, cost_of) -> int:
    """The extra FP of the levels at or past the starting level (L375): those levels once more.
    Negative skills (L376) and 単体 itself (L1359) are not doubled."""
    if sdef.id == SINGULAR or ctx.singular:
        return 0
    start = ctx.troop_start
    if level < start or table[min(level, 5) - 1] <= 0:
        return 0
    return cost_of(ctx, table, level) - cost_of(ctx, table, start - 1)


# 単体 taken to the troop's level (L1359) is worked out by :func:`rank_level` once the rank level
# is known, as ``ctx.singular``: the skills' pricing, the gear's and the checks read it.
def gear_factor(ctx: EvalContext) -> int:
    """L381: a troop's normal gear costs twice its points (not with 単体, L1359)."""
    return 1 if ctx.singular else 2


def check_troop(ctx: EvalContext) -> None:
    _check_zero_stats(ctx)
    _check_spread(ctx)
    if ctx.build.troops:
        ctx.find("error", "troop.no_troops_for_troops", "/troops", 332)
    for s in ctx.build.skills:
        if s.id == SINGULAR:
            ctx.find("gm", "troop.singular_needs_gm", "/skills", 1359)
            if not ctx.singular:
                ctx.find("warning", "troop.singular_below_level", "/skills", 1359, rl=ctx.rank_level)
            break
    for row in ctx.items:
        if row.get("section") in ("noble_phantasm", "mystic_code") and row.get("rank"):
            # L382: 「本来取得される追加効果取得前ランクレベルの半分切り上げ」
            row["troop_rank"] = ctx.letter(math.ceil(ctx.level(row["rank"]) / 2))


def _check_zero_stats(ctx: EvalContext) -> None:
    """L371–373: a stat at −(0Lv) gives up what it stands for."""
    for sid in ctx.kind.zero_stats:
        if ctx.stat_bought.get(sid, 1) != 0:
            continue
        path = f"/stats/{sid}/level"
        if sid == "mana":
            if any("magecraft" in s.tags for s in ctx.skills) or ctx.build.mystic_codes \
                    or ctx.skill_level("denshou_hokinsha"):
                ctx.find("error", "troop.zero_mana", path, 371)
        elif sid == "society":
            if ctx.build.upkeep or ctx.build.troops:
                ctx.find("error", "troop.zero_society", path, 372)
            else:
                ctx.find("gm", "troop.zero_society_skills", path, 372)  # which skills are social: the GM's call
        elif sid == "noble_phantasm" and ctx.build.noble_phantasms:
            ctx.find("error", "troop.zero_noble_phantasm", path, 373)


def _check_spread(ctx: EvalContext) -> None:
    """L374: 「ステータスの最高と最低の差が+−2以内」, the −(0Lv) ones aside (not with 単体, L1359)."""
    if ctx.singular:
        return
    levels = [*filter(None, ctx.stat_bought.values())]  # those above −(0Lv) (levels are 0…6)
    if levels and max(levels) - min(levels) > 2:
        ctx.find("error", "troop.stat_spread", "/stats", 374, high=ctx.letter(max(levels)), low=ctx.letter(min(levels)))
