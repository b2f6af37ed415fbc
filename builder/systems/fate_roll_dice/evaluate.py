"""Evaluate a Fate/roll dice build: the creation steps in the seed's order (L610–645).

Contract: :func:`evaluate` is pure and deterministic (no paths, clocks or locales); it never
raises on a legal-but-wrong build: every problem becomes a finding. Order matters and
follows the seed: type → ranks (rank level, FP) → stats → skills (+狂化) → rank checks →
alignment → pools and equipment → NPs/礼装 → derived values → GM approvals.
"""
from __future__ import annotations

import operator

from builder.core.approvals import apply_approvals
from .choices import FateBuild as Build
from builder.core.packs import RulePack
from builder.core.sheet import Finding, Pool, Sheet
from . import (combos, equipment, madness, partner, phantasms, ranks, skills, stats, summoning, troops,
               troopsheet)
from .alignment import check_alignment
from .context import EvalContext
from .rolls import rank_level_checks
from .sheetsections import section_parts, sheet_sections


def _resolve_type(pack: RulePack, build: Build):
    type_def = pack.find_type(build.type)
    if type_def is None:
        return None, {}, []
    kept = pack.memo.setdefault("fate_type_bases", {})
    found = kept.get(type_def.id)
    if found is None:  # the type's own stats and skills, once per pack (each evaluation its copy)
        found = kept[type_def.id] = (type_def.stats, [(s.skill, s.level) for s in type_def.skills])
    base_stats, base_skills = dict(found[0]), list(found[1])
    if type_def.gm_entered and build.type_override:
        base_stats.update(build.type_override.stats)
        base_skills = [(s.get("skill", ""), s.get("level", "E")) for s in build.type_override.skills]
    return type_def, base_stats, base_skills


def evaluate(pack: RulePack, build: Build, links: dict | None = None, detail: bool = True) -> Sheet:
    """``links``: the 陣営's partner (:mod:`builder.core.links`), read for 能力障害's FP (L1241–1242).
    ``detail=False`` (``check``, ``audit``): no stat and skill rows, no ランクレベル判定
    checks and no typed sections (:mod:`builder.systems.fate_roll_dice.sheetsections`), which only sheets and
    exports draw; every figure and finding is the same (the
    tables compute no finding: the stats' and skills' are found while pricing them)."""
    type_def, base_stats, base_skills = _resolve_type(pack, build)
    if type_def is None:
        known = ", ".join(pack.types)
        finding = Finding("error", "type.unknown", "/type", _rule(pack, 657), {"type": build.type, "known": known})
        sheet = Sheet(pack.id, build.name, "", build.type, {}, {}, [], [finding])
        if detail:
            sheet.sections_later(lambda: sheet_sections(pack, build, sheet), section_parts(pack, build, sheet))
        return sheet
    kind = pack.kinds[type_def.kind]
    troop = getattr(kind, "troop", False)  # (troopsheet.is_troop, without its call)
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
    ctx.names = ctx.level_names()  # final from here on: the checks, the gear and _derive read them
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
    # the findings as they stand when the file holds no approval (the context is thrown away)
    findings = apply_approvals(ctx.findings, build) if build.approvals else ctx.findings
    pool_map = _pools(ctx, pools, sums)
    if not detail:
        return Sheet(ctx.pack_id, build.name, kind.id, type_def.id, pool_map, ctx.derived, ctx.ledger,
                     findings, items=ctx.items, pool_totals=ctx.grants, combos=ctx.combos)
    sheet = Sheet(ctx.pack_id, build.name, kind.id, type_def.id, pool_map, ctx.derived, ctx.ledger,
                  findings, stats=stats.stat_table(ctx), skills=skills.skill_table(ctx),
                  items=ctx.items, pool_totals=ctx.grants,
                  checks=list(rank_level_checks(ctx.pack_id, ctx.derived.get("rank_check_level", 0),
                                                ctx.rank_level - ctx.derived.get("rank_check_level", 0))),
                  combos=ctx.combos)
    # what every view prints (builder.core.sections), worded when a view first reads them: a
    # forge's step or a test that reads the figures and findings does not pay for the words
    sheet.sections_later(lambda: sheet_sections(pack, build, sheet), section_parts(pack, build, sheet))
    return sheet


def _rule(pack: RulePack, line: int):
    from builder.core.sheet import Rule
    return Rule(pack.id, line)


def _derived_values(ctx: EvalContext, names: dict[str, int]) -> None:
    """The pack's derived values (HP, MP, IV …), each its formula on ``names``.

    Together they are a pure function of the names they read (as each formula is, see
    :class:`builder.core.expressions.Expression`), so their values are kept per pack by those
    names' values and types: one look-up where six formulas cost one each. A formula that
    fails is reported by :meth:`EvalContext.formula` each time (nothing is kept then)."""
    group = ctx.pack.memo.get("fate_derived")
    if group is None:
        ids = tuple(d["id"] for d in ctx.pack.rules.get("derived", []))
        exprs = [ctx.pack.formulas.get(f"derived/{i}") for i in ids]
        read = sorted(set().union(*(e.names for e in exprs if e is not None))) if ids else []
        group = ctx.pack.memo["fate_derived"] = (ids, operator.itemgetter(*read) if read else None, {})
    ids, read, kept = group
    key = None
    if read is not None:
        try:
            values = read(names)
            key = (values, tuple(map(type, values))) if type(values) is tuple else (values, type(values))
            found = kept.get(key)
        except (KeyError, TypeError):  # a name missing or unhashable: each formula says what
            key = found = None
        if found is not None:
            ctx.derived.update(zip(ids, found))
            return
    before = len(ctx.findings)
    for i in ids:
        ctx.derived[i] = ctx.formula(f"derived/{i}", names, "/", 0)
    if key is not None and len(ctx.findings) == before:
        if len(kept) >= 1024:
            kept.clear()  # bounded, whatever a fuzzer sends
        kept[key] = tuple(ctx.derived[i] for i in ids)


def _derive(ctx: EvalContext) -> None:
    names = ctx.level_names()
    if not ctx.pack.settings["derived_uses_final_stats"]:  # (pack.setting, without its call)
        names = {**names, **ctx.stat_bought}
    _derived_values(ctx, names)
    derived = ctx.derived
    derived["rank_level"] = ctx.rank_level
    if not ctx.troop:  # a troop's sheet has no 令呪 (L1648–1691)
        derived["command_spells"] = ctx.kind.command_spells
    upkeep = sum([mp for _, mp in ctx.mp_upkeep]) if ctx.mp_upkeep else 0
    derived["mp_upkeep"] = upkeep
    derived["effective_mp"] = derived.get("mp", 0) - upkeep
    held_hp = sum([hp for _, hp in ctx.hp_upkeep]) if ctx.hp_upkeep else 0
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
    rules = ctx.numbers
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


def _pools(ctx: EvalContext, present: set[str], sums: tuple[dict[str, int], dict[str, int]]) -> dict[str, Pool]:
    totals, spends = sums
    # a Pool is immutable and a roster repeats a few figures: one object per figure and pack
    # (building a frozen dataclass costs ~1 µs)
    kept = ctx.pack.memo.setdefault("fate_pools", {})
    pools = {}
    for pid in POOL_ORDER:
        if pid not in present:
            continue
        key = (pid, totals.get(pid, 0), spends.get(pid, 0))
        pool = kept.get(key)
        if pool is None:
            if len(kept) >= 4096:
                kept.clear()  # bounded, whatever a fuzzer sends
            pool = kept[key] = Pool(*key)
        pools[pid] = pool
    return pools


POOL_ORDER = ("fp", "wealth", "upkeep", "equipment", "noble_phantasm")
