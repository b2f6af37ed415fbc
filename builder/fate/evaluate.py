"""Evaluate a Fate/roll dice build: the creation steps in the seed's order (L610–645).

Contract: :func:`evaluate` is pure and deterministic (no paths, clocks or locales); it never
raises on a legal-but-wrong build: every problem becomes a finding. Order matters and
follows the seed: type → ranks (rank level, FP) → stats → skills (+狂化) → rank checks →
alignment → pools and equipment → NPs/礼装 → derived values → GM approvals.
"""
from __future__ import annotations

from ..approvals import apply_approvals
from .choices import FateBuild as Build
from ..packs import RulePack
from ..sheet import Finding, Pool, Sheet
from . import (combos, equipment, madness, partner, phantasms, ranks, skills, stats, summoning, troops,
               troopsheet)
from .alignment import check_alignment
from .context import EvalContext
from .rolls import rank_level_checks


def _resolve_type(pack: RulePack, build: Build):
    type_def = pack.find_type(build.type)
    if type_def is None:
        return None, {}, []
    base_stats = dict(type_def.stats)
    base_skills = [(s.skill, s.level) for s in type_def.skills]
    if type_def.gm_entered and build.type_override:
        base_stats.update(build.type_override.stats)
        base_skills = [(s.get("skill", ""), s.get("level", "E")) for s in build.type_override.skills]
    return type_def, base_stats, base_skills


def evaluate(pack: RulePack, build: Build, links: dict | None = None) -> Sheet:
    """``links``: the 陣営's partner (:mod:`builder.links`), read for 能力障害's FP (L1241–1242)."""
    type_def, base_stats, base_skills = _resolve_type(pack, build)
    if type_def is None:
        known = ", ".join(pack.types)
        finding = Finding("error", "type.unknown", "/type", _rule(pack, 657), {"type": build.type, "known": known})
        return Sheet(pack.id, build.name, "", build.type, {}, {}, [], [finding])
    kind = pack.kinds[type_def.kind]
    troop = troopsheet.is_troop(kind)
    if troop:  # a トループ's stats start from its ランクレベル (L367)
        base_stats = troopsheet.base_stats(pack, kind, build)
    ctx = EvalContext(pack, build, kind, type_def, base_stats, base_skills)
    if type_def.gm_entered:
        ctx.find("gm" if build.type_override else "error",
                 "type.gm_entered" if build.type_override else "type.needs_gm_data",
                 "/type_override", type_def.line, type_def.id, type=type_def.name)
    if troop:
        troopsheet.rank_level(ctx)
    else:
        ranks.compute_rank_level(ctx)
    stats.price_stats(ctx)
    skills.price_skills(ctx)
    combos.price_combos(ctx)
    madness.apply_madness(ctx)
    skills.check_skills(ctx)
    ranks.check_ranks(ctx)
    check_alignment(ctx)
    pools = equipment.grant_pools(ctx)
    partner.grant_partner_fp(ctx, links or {})
    equipment.spend_upkeep(ctx, pools)
    equipment.price_gear(ctx, pools)
    equipment.price_mp_items(ctx)
    if phantasms.build_noble_phantasms(ctx):
        pools.add("noble_phantasm")
    phantasms.build_mystic_codes(ctx)
    summoning.price_summoning(ctx, pools, links or {})
    troops.price_troops(ctx, pools)
    if troop:
        troopsheet.check_troop(ctx)
    _derive(ctx)
    sums = _sums(ctx.grants), _sums(ctx.ledger)  # (every line is in by now)
    _check_fp(ctx, sums)
    findings = _apply_approvals(ctx)
    pool_map = _pools(ctx, pools, sums)
    return Sheet(pack.id, build.name, kind.id, type_def.id, pool_map, ctx.derived, ctx.ledger,
                 findings, stats=stats.stat_table(ctx), skills=skills.skill_table(ctx),
                 items=ctx.items, pool_totals=ctx.grants,
                 checks=list(rank_level_checks(pack.id, ctx.derived.get("rank_check_level", 0),
                                               ctx.rank_level - ctx.derived.get("rank_check_level", 0))),
                 combos=ctx.combos)


def _rule(pack: RulePack, line: int):
    from ..sheet import Rule
    return Rule(pack.id, line)


def _derive(ctx: EvalContext) -> None:
    names = ctx.level_names()
    if not ctx.pack.setting("derived_uses_final_stats"):
        names.update(ctx.stat_bought)
    for d in ctx.pack.rules.get("derived", []):
        ctx.derived[d["id"]] = ctx.formula(f"derived/{d['id']}", names, "/", 0)
    ctx.derived["rank_level"] = ctx.rank_level
    if not getattr(ctx.kind, "troop", False):  # a troop's sheet has no 令呪 (L1648–1691)
        ctx.derived["command_spells"] = ctx.kind.command_spells
    upkeep = sum(mp for _, mp in ctx.mp_upkeep)
    ctx.derived["mp_upkeep"] = upkeep
    ctx.derived["effective_mp"] = ctx.derived.get("mp", 0) - upkeep
    held_hp = sum(hp for _, hp in ctx.hp_upkeep)
    if held_hp:  # 継戦 by HP 常時消費 (L147): shown only when something holds HP
        ctx.derived["hp_upkeep"] = held_hp
        ctx.derived["effective_hp"] = ctx.derived.get("hp", 0) - held_hp
        if held_hp >= ctx.derived.get("hp", 0):  # HP 0 or less is 戦闘不能 (L1167): it could not stand
            ctx.find("error", "hp.upkeep_over_max", "/summoning/hp_upkeep", 1167, upkeep=held_hp,
                     hp=ctx.derived.get("hp", 0))
    madness = ctx.skill_level("kyouka")
    if madness:
        marks = sum(1 for s in ctx.skills if s.definition.id == "kyouka" for m in s.choice.marks if m.sign == "+")
        ctx.derived["madness_upkeep"] = madness + marks  # L1169: after each battle or day
    if ctx.kind.id == "servant":
        # 正体看破 target (L307): 12 − (ceil(RL/2) + 知名度/悪名/本領 held + 特徴容姿 level);
        # NPs already seen and the GM's modifiers are added at the table.
        fame = sum(1 for r in ctx.build.ranks if r.id in ("chimeido", "akumei", "honryou"))
        ctx.derived["true_name_target"] = 12 - (-(-ctx.rank_level // 2) + fame
                                               + ctx.skill_level("tokuchou_youshi"))
    if upkeep > ctx.derived.get("mp", 0):
        ctx.find("error", "mp.upkeep_over_max", "/", 1062, upkeep=upkeep, mp=ctx.derived.get("mp", 0))


def _sums(lines) -> dict[str, int]:
    """Amount per pool, in one pass (each pool's total and spent are asked twice, by
    :func:`_check_fp` and :func:`_pools`; summing the lines per pool each time cost ~10 scans)."""
    sums: dict[str, int] = {}
    for line in lines:
        sums[line.pool] = sums.get(line.pool, 0) + line.amount
    return sums


def _check_fp(ctx: EvalContext, sums: tuple[dict[str, int], dict[str, int]]) -> None:
    totals, spends = sums
    total, spent = totals.get("fp", 0), spends.get("fp", 0)
    rules = ctx.pack.rules
    if spent > total:
        ctx.find("error", "fp.overspent", "/", rules["fp_per_rank_level_line"], spent=spent, total=total)
    elif spent < total:
        severity = ctx.pack.setting("unspent_fp")
        if severity != "none":
            ctx.find(severity, "fp.unspent", "/", rules["fp_per_rank_level_line"], remaining=total - spent)
    for pool in ("upkeep", "equipment", "noble_phantasm"):
        p_total, p_spent = totals.get(pool, 0), spends.get(pool, 0)
        if p_spent > p_total:
            line = {"upkeep": 960, "equipment": 970, "noble_phantasm": 1098}[pool]
            ctx.find("error", f"{pool}.overspent", "/", line, spent=p_spent, total=p_total)


def _apply_approvals(ctx: EvalContext) -> list[Finding]:
    return apply_approvals(ctx.findings, ctx.build)


def _pools(ctx: EvalContext, present: set[str], sums: tuple[dict[str, int], dict[str, int]]) -> dict[str, Pool]:
    order = ["fp", "wealth", "upkeep", "equipment", "noble_phantasm"]
    totals, spends = sums
    pools = {}
    for pid in order:
        if pid not in present:
            continue
        pools[pid] = Pool(pid, totals.get(pid, 0), spends.get(pid, 0))
    return pools
