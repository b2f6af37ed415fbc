"""Ranks (<ランク> L720–829): rank level, and the checks each rank places on the build.

The rank level is the number of ranks for a master (1–6) and 6 + that number for a servant
(7–12) (L747–748). Each check type of the pack's closed vocabulary is one function here;
an unknown type fails closed (the rule counts as unmet, with a finding).
"""
from __future__ import annotations

import math
from typing import Callable

from .packmodel import RankDef, SkillMatch
from .context import EvalContext, SkillState


def compute_rank_level(ctx: EvalContext) -> None:
    count = len(ctx.build.ranks)
    ctx.rank_level = ctx.kind.rank_base + count
    if count < ctx.kind.ranks_min:
        ctx.find("error", "rank.too_few", "/ranks", 748, count=count, min=ctx.kind.ranks_min)
    if count > ctx.kind.ranks_max:
        ctx.find("error", "rank.too_many", "/ranks", 747, count=count, max=ctx.kind.ranks_max)


def matches(ctx: EvalContext, skill: SkillState, match: SkillMatch) -> bool:
    sdef, choice = skill.definition, skill.choice
    if match.skills or match.tags:
        by_id = sdef.id in match.skills or (sdef.parent in match.skills if sdef.parent else False)
        if not by_id and not (skill.tags & set(match.tags)):
            return False
    if match.min_level and skill.level < ctx.level(match.min_level):
        return False
    if match.max_level and skill.level > ctx.level(match.max_level):
        return False
    if match.option and match.option not in choice.options:
        return False
    if match.choice_contains and match.choice_contains not in (choice.choice + sdef.name):
        return False
    if match.minus_only and skill.cost >= 0:
        return False
    return True


def check_ranks(ctx: EvalContext) -> None:
    seen: set[str] = set()
    halved: set[int] = set()
    for index, choice in enumerate(ctx.build.ranks):
        path = f"/ranks/{index}"
        rank = ctx.pack.ranks.get(choice.id)
        if rank is None:
            ctx.find("error", "rank.unknown", path + "/id", 747, rank=choice.id)
            continue
        if rank.kind != ctx.kind.id:
            ctx.find("error", "rank.wrong_kind", path + "/id", 747, rank.id, rank=rank.name,
                     kind=ctx.kind.name)
        if rank.line is None:  # V-R4: an original rank is the GM's to approve (L795–796, L827–828)
            ctx.find("gm", "rank.custom", path + "/id", 796 if rank.kind == "master" else 828, rank.id,
                     rank=rank.name)
        if rank.id in seen:
            ctx.find(ctx.pack.setting("duplicate_rank"), "rank.duplicate", path + "/id", 747,
                     rank.id, rank=rank.name)
        seen.add(rank.id)
        for check in rank.checks:
            params = choice.params
            if getattr(check, "when_param", None) and not params.get(check.when_param):
                continue
            if getattr(check, "unless_param", None) and params.get(check.unless_param):
                continue
            handler = HANDLERS.get(check.type, _unknown)
            handler(ctx, rank, check, path, halved)


def _find(ctx: EvalContext, check, rank: RankDef, code: str, path: str, severity: str | None = None,
          **params) -> None:
    ctx.find(severity or check.severity, code, path, check.line or rank.line, rank.id,
             waivable=getattr(check, "waivable", False), rank=rank.name, **params)


def _label(check) -> str:
    return getattr(check, "label", "")


def _unknown(ctx, rank, check, path, _halved):
    _find(ctx, check, rank, "rank.unknown_check", path, "error", rule_type=check.type)


def _rank_level_max(ctx, rank, check, path, _halved):
    if ctx.rank_level > check.value:
        _find(ctx, check, rank, "rank.rank_level_max", path, max=check.value, rl=ctx.rank_level)


def _npc_only(ctx, rank, check, path, _halved):
    if not ctx.build.npc:
        _find(ctx, check, rank, "rank.npc_only", path)


def _stat_spread_max(ctx, rank, check, path, _halved):
    values = [ctx.stat_final[s] for s in ctx.kind.stats]
    if max(values) - min(values) > check.value:
        _find(ctx, check, rank, "rank.stat_spread", path, max=check.value,
              spread=max(values) - min(values))


def _stat_not_lowest(ctx, rank, check, path, _halved):
    own = ctx.stat_final.get(check.stat, 0)
    others = [ctx.stat_final[s] for s in ctx.kind.stats if s != check.stat]
    stat = ctx.pack.stats[check.stat].name
    if own < min(others):
        _find(ctx, check, rank, "rank.stat_lowest", f"/stats/{check.stat}", stat=stat)
    elif own == min(others) and check.tie_severity:
        _find(ctx, check, rank, "rank.stat_tied_lowest", f"/stats/{check.stat}",
              check.tie_severity, stat=stat)


def _stat_is_lowest(ctx, rank, check, path, _halved):
    own = ctx.stat_final.get(check.stat, 0)
    if any(ctx.stat_final[s] < own for s in ctx.kind.stats if s != check.stat):
        _find(ctx, check, rank, "rank.stat_not_lowest", f"/stats/{check.stat}",
              stat=ctx.pack.stats[check.stat].name)


def _requires_skill(ctx, rank, check, path, _halved):
    found = [s for s in ctx.skills if matches(ctx, s, check.match)]
    if check.nonzero_fp:
        found = [s for s in found if s.cost != 0]
    if not found:
        _find(ctx, check, rank, "rank.requires_skill", path, label=_label(check))


def _forbids_skill(ctx, rank, check, path, _halved):
    for s in ctx.skills:
        if matches(ctx, s, check.match):
            _find(ctx, check, rank, "rank.forbids_skill", f"/skills/{s.index}", label=_label(check),
                  skill=s.definition.name)


def _forced_minus_halved(ctx, rank, check, path, halved):
    """L741: the mandated minus skill gives half its FP (rounded per the pack's reading).
    Where several qualify, the one giving the most is halved; each rank halves its own skill
    (no double halving, creation digest §10 #10)."""
    candidates = [s for s in ctx.skills if s.cost < 0 and matches(ctx, s, check.match)
                  and s.index not in halved]
    if not candidates:
        _find(ctx, check, rank, "rank.forced_minus_missing", path, label=_label(check))
        return
    skill = min(candidates, key=lambda s: s.cost)
    halved.add(skill.index)
    gain = -skill.cost
    kept = math.ceil(gain / 2) if ctx.pack.setting("forced_minus_rounding") == "gain_up" else gain // 2
    ctx.spend("fp", gain - kept, f"/skills/{skill.index}", "rank.forced_minus_halved",
              741, rank.id, rank=rank.name, skill=skill.definition.name, gain=gain, kept=kept)
    # the skill's own FP (the sheet's per-skill column) is what it now gives: the same
    # number the ledger nets to (L741), not its unhalved price
    skill.cost += gain - kept


def _requires_stat_or_skill_min(ctx, rank, check, path, _halved):
    need = ctx.level(check.min_level)
    if not (any(v >= need for v in ctx.stat_final.values()) or any(s.level >= need for s in ctx.skills)):
        _find(ctx, check, rank, "rank.requires_level", path, min=check.min_level)


def _all_skills_limited(ctx, rank, check, path, _halved):
    for s in ctx.skills:
        if not matches(ctx, s, check.except_match) and not s.choice.limits:
            _find(ctx, check, rank, "rank.skill_needs_limit", f"/skills/{s.index}", skill=s.definition.name)


def _needs_gm(ctx, rank, check, path, _halved):
    if check.per_skill:  # 凡人 (L767): each skill needs the GM's leave, so each has its own flag
        for s in ctx.skills:
            _find(ctx, check, rank, "rank.needs_gm_skill", f"/skills/{s.index}/id",
                  label=_label(check), skill=s.definition.name)
        return
    _find(ctx, check, rank, "rank.needs_gm", path, label=_label(check))


def _param_required(ctx, rank, check, path, _halved):
    choice_params = ctx.build.ranks[int(path.rsplit("/", 1)[1])].params
    if choice_params.get(check.param) in (None, ""):
        param = next((p.name for p in rank.params if p.id == check.param), check.param)
        _find(ctx, check, rank, "rank.param_required", path + f"/params/{check.param}", param=param)


def _conflicts_with_rank(ctx, rank, check, path, _halved):
    if any(r.id == check.rank for r in ctx.build.ranks):
        other = ctx.pack.ranks.get(check.rank)
        _find(ctx, check, rank, "rank.conflicts", path, other=other.name if other else check.rank)


def _alignment_matches_param(ctx, rank, check, path, _halved):
    params = ctx.build.ranks[int(path.rsplit("/", 1)[1])].params
    wanted = str(params.get(check.param) or "")
    if not wanted:
        _find(ctx, check, rank, "rank.alignment_unset", path + f"/params/{check.param}", "gm")
        return
    a = ctx.build.alignment
    have = {f"{a.goal}/{a.action}"}
    goal, action = ctx.pack.alignment.get(a.goal or ""), ctx.pack.alignment.get(a.action or "")
    if goal and action:
        have.add(f"{goal.name}/{action.name}")
    if wanted.replace("・", "/") not in have:
        _find(ctx, check, rank, "rank.alignment_mismatch", "/alignment", wanted=wanted)


HANDLERS: dict[str, Callable] = {
    "rank_level_max": _rank_level_max, "npc_only": _npc_only, "stat_spread_max": _stat_spread_max,
    "stat_not_lowest": _stat_not_lowest, "stat_is_lowest": _stat_is_lowest,
    "requires_skill": _requires_skill, "forbids_skill": _forbids_skill,
    "forced_minus_halved": _forced_minus_halved,
    "requires_stat_or_skill_min": _requires_stat_or_skill_min,
    "all_skills_limited": _all_skills_limited, "needs_gm": _needs_gm,
    "param_required": _param_required, "conflicts_with_rank": _conflicts_with_rank,
    "alignment_matches_param": _alignment_matches_param,
}
