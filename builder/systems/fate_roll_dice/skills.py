"""Skills (<スキル> L917–951, <スキル詳細一覧> L1118–1375): pricing and skill findings.

Pricing: a level costs the skill's per-level FP (L921, L928); the EX step costs 3× (L931);
minus skills give FP (L933). 使用制限/使用リスク lower the per-level FP by a GM-set amount but
never to 0 for a plus skill, and a minus skill must stay negative (L935–939). A mark costs
(or gives) half the per-level FP, rounded up (L910–911), at most 3 marks (L914). Base class
skills start free; lowering or removing them refunds their FP (L889, L949).
"""
from __future__ import annotations

import math
from functools import lru_cache

from .choices import SkillChoice
from .packskills import SkillDef
from builder.words.places import skill_display_name
from . import marks as mark_rules
from . import troopsheet
from .context import EvalContext, SkillState
from .levels import shown
from .rolls import mark_key, rank_level_checks, skill_checks, skill_dice, stat_checks, use_checks


def _ignore(*_args, **_kwargs) -> None:
    """A finder that records nothing: pricing a skill the build no longer holds."""


def _gm_price(find, sdef: SkillDef, choice: SkillChoice | None, path: str, default: int | None = None,
              lo: int | None = None, hi: int | None = None) -> int | None:
    """The GM-set per-level FP recorded in the file (``fp_per_level``), flagged for the GM."""
    value = choice.fp_per_level if choice and choice.fp_per_level is not None else default
    where = path + "/fp_per_level"
    if value is None:
        find("error", "skill.gm_price_missing", where, sdef.line, sdef.id, skill=sdef.name)
        return None
    find("gm", "skill.gm_price", where, sdef.line, sdef.id, skill=sdef.name, fp=value)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        find("error", "skill.gm_price_range", where, sdef.line, sdef.id, skill=sdef.name, fp=value, min=lo, max=hi)
    return value


def per_level_table(ctx: EvalContext | None, sdef: SkillDef, choice: SkillChoice | None, path: str,
                    report: bool = True) -> list[int] | None:
    """Per-level FP for levels E..A (5 numbers), before limits; None when unpriceable.
    With ``report`` false nothing is recorded and ``ctx`` may be None (a removed base skill's
    value; a catalogue's list price)."""
    find = ctx.find if report else _ignore
    p = sdef.pricing
    if p.type == "fixed":
        return [p.per_level] * 5
    if p.type == "tiered":
        return list(p.by_level)
    if p.type == "invested":
        return [0] * 5
    if p.type == "gm":
        value = _gm_price(find, sdef, choice, path, p.default, p.min, p.max)
        return None if value is None else [value] * 5
    # options: base + Σ delta of chosen options (魔術's systems, 魔眼/武術 effects, …)
    options = {o.id: o for o in sdef.options}
    chosen = choice.options if choice else []
    total, gm_priced = p.base, False
    by_half = {key: half.base for key, half in sdef.halves.items()}
    for i, oid in enumerate(chosen):
        option = options.get(oid)
        opath = f"{path}/options/{i}"
        if option is None:
            find("error", "skill.unknown_option", opath, sdef.line, sdef.id, skill=sdef.name, option=oid)
            continue
        if not option.repeatable and chosen.index(oid) != i:
            find("error", "skill.option_repeated", opath, option.line or sdef.line, sdef.id,
                 skill=sdef.name, option=option.name)
            continue
        if option.gm_approval:
            find("gm", "skill.option_needs_gm", opath, option.line or sdef.line, sdef.id,
                 skill=sdef.name, option=option.name)
        if option.delta is None:
            gm_priced = True
        else:
            total += option.delta
            if option.half in by_half and not option.included_in_base:
                by_half[option.half] += option.delta
    for option in sdef.options:
        if option.required and option.id not in chosen:
            # 忍法 (L1284): 「武術・忍法の方に『気配遮断スキルに相当する効果を得る。』を必ず加える事」
            find("error", "skill.required_option_missing", path + "/options", option.line or sdef.line,
                 sdef.id, skill=sdef.name, option=option.name)
    # for the 魔術 family the minimum counts systems only (L1159: "2種類出来るのであれば1FP")
    counted = [o for o in chosen if o in options and options[o].kind == "system"] \
        if any(o.kind == "system" for o in sdef.options) else chosen
    if len(counted) < p.min_options:
        find("error", "skill.too_few_options", path + "/options", sdef.line, sdef.id,
             skill=sdef.name, min=p.min_options)
    if by_half:
        total = _halves_total(find, sdef, by_half, path)
    if gm_priced:  # an option the GM prices (e.g. 魔眼 minus effects L1212–1213)
        total = _gm_price(find, sdef, choice, path)
        if total is None:
            return None
    if p.max is not None and total > p.max:
        find("error", "skill.price_above_max", path + "/options", sdef.line, sdef.id,
             skill=sdef.name, fp=total, max=p.max)
    if p.min is not None:
        total = max(total, p.min)
    return [total] * 5


def _halves_total(find, sdef: SkillDef, by_half: dict[str, int], path: str) -> int:
    """A skill priced as two (忍法, L1284 「魔術・忍法と武術・忍法を二重に取得する…1Lv相当FP×2種類」):
    each half is its own skill's per-level FP, clamped by that skill's rule, and the price is
    their sum. 魔術 is 1–5 (L1159); 武術 never goes to 0 or below (L1245), so its minus
    effects stop at 1 however many are taken."""
    total = 0
    for key, half in sdef.halves.items():
        value = by_half[key]
        if half.max is not None and value > half.max:
            find("error", "skill.half_above_max", path + "/options", sdef.line, sdef.id,
                 skill=sdef.name, half=half.name, fp=value, max=half.max)
            value = half.max
        if half.min is not None:
            value = max(value, half.min)
        total += value
    return total


def level_cost(ctx: EvalContext, table: list[int], level: int) -> int:
    """Σ per-level FP up to ``level``; the EX step is 3 × the A-level price (L931; §10 #7)."""
    if level < 6:  # (E…A: no min() to take)
        return sum(table[:level])
    cost = sum(table[:5])
    if level == 6:
        cost += ctx.numbers["skill_ex_factor"] * table[4]
    return cost


def _base_levels(ctx: EvalContext) -> dict[str, int]:
    levels = ctx.levels
    if not ctx.base_skills:
        return {}
    return {sid: levels.get(letter or "-", 0) for sid, letter in ctx.base_skills}  # (ctx.level, without its call)


def _level_words(ctx: EvalContext, kept: dict, sdef: SkillDef, choice: str, frm: int, to: int) -> dict[str, str]:
    """The words of a skill's ``skill.level`` ledger line (its name with the player's choice,
    from and to letters), kept per pack by (skill, choice, levels) in ``kept``: a roster's
    characters price the same skills at the same levels, and the wording was ~⅓ of pricing a
    skill. Each line gets its own dict (``spend`` takes them as keywords)."""
    key = (sdef.id, choice, frm, to)
    found = kept.get(key)
    if found is None:
        if len(kept) >= 4096:
            kept.clear()  # bounded, whatever a fuzzer sends
        found = kept[key] = {**_shown(sdef, choice), "frm": shown(ctx.letter(frm)), "to": ctx.letter(to)}
    return found


def price_skills(ctx: EvalContext) -> None:
    base_levels = _base_levels(ctx)
    seen_base: set[str] = set()
    seen: dict[tuple[str, str], int] = {}
    known, levels = ctx.pack.skills, ctx.levels
    words = ctx.pack.memo.setdefault("fate_skill_level_words", {})
    own_tags = ctx.pack.memo.get("fate_skill_tags")
    if own_tags is None:  # the own tags of each skill (by the key it is found by), once per pack
        own_tags = ctx.pack.memo["fate_skill_tags"] = {sid: frozenset(s.tags) for sid, s in known.items()}
    for index, choice in enumerate(ctx.build.skills):
        path = f"/skills/{index}"
        sdef = known.get(choice.id)
        if sdef is None:
            ctx.find("error", "skill.unknown", path + "/id", None, skill=choice.id)
            continue
        level = levels.get(choice.level or "-", 0)  # (ctx.level, without its call)
        if level == 0:
            ctx.find("error", "skill.no_level", path + "/level", 932, sdef.id, skill=sdef.name)
            continue
        key = (sdef.id, choice.choice)
        if key in seen:
            ctx.find("warning", "skill.duplicate", path, sdef.line, sdef.id, skill=sdef.name)
        seen[key] = index
        pricing = sdef.pricing
        # (per_level_table, without its call for a fixed price: most skills')
        table = [pricing.per_level] * 5 if pricing.type == "fixed" else per_level_table(ctx, sdef, choice, path)
        if pricing.type == "invested":
            cost = _price_invested(ctx, sdef, choice, path)
            ctx.skills.append(SkillState(index, choice, sdef, level, 0, cost, _tags(sdef, choice)))
            continue
        if table is None:
            ctx.skills.append(SkillState(index, choice, sdef, level, 0, 0, _tags(sdef, choice)))
            continue
        effective = _apply_limits(ctx, sdef, choice, table, path) if choice.limits else table
        base_level = 0
        if sdef.id in base_levels and sdef.id not in seen_base:
            seen_base.add(sdef.id)
            base_level = base_levels[sdef.id]
        # (level_cost, without its call for E…A)
        cost = (sum(effective[:level]) if level < 6 else level_cost(ctx, effective, level)) \
            - (level_cost(ctx, table, base_level) if base_level else 0)
        line = ctx.numbers["skill_ex_factor_line"] if level == 6 else sdef.line
        if cost:  # (spend records nothing for 0: its wording is not worked out either)
            ctx.spend("fp", cost, path + "/level", "skill.level", line, sdef.id,
                      **(words.get((sdef.id, choice.choice, base_level, level))  # (kept: no call)
                         or _level_words(ctx, words, sdef, choice.choice, base_level, level)))
        if ctx.troop and level >= ctx.troop_start:  # L375: levels at or past the troop's stat start cost double
            extra = troopsheet.skill_surcharge(ctx, sdef, effective, level, level_cost)
            if extra:
                ctx.spend("fp", extra, path + "/level", "troop.skill_double", 375, sdef.id,
                          **_shown(sdef, choice.choice), start=ctx.letter(ctx.troop_start))
                cost += extra
        at = (level if level < 5 else 5) - 1
        per_level = effective[at]
        if level < 6 and choice.marks and ctx.pack.setting("skill_mark_price_level") == "next":
            # the other reading of L910 「本来そのステータスorスキルを1レベル上げるのに必要なFP」: what the
            # next step up costs (D → C of a tiered skill; A → EX is 3 × A's, L931); EX has no next
            per_level = level_cost(ctx, effective, level + 1) - level_cost(ctx, effective, level)
        if choice.marks or ctx.numbers["skill_marks_max"] < 0:  # (else _price_marks prices nothing)
            cost += _price_marks(ctx, sdef, choice, per_level, path)
        if table[at] < 0 <= cost:
            # L938–939: limits or "−" may shrink a minus skill's gain, never past zero.
            ctx.find("error", "skill.minus_not_negative", path, 938, sdef.id, skill=sdef.name)
        tags = None if choice.tags else own_tags.get(choice.id)  # (_tags, without its call: the usual case)
        ctx.skills.append(SkillState(index, choice, sdef, level, per_level, cost,
                                     tags if tags is not None else _tags(sdef, choice)))
    for sid, base_level in base_levels.items():
        if sid not in seen_base and sid in ctx.pack.skills:
            sdef = ctx.pack.skills[sid]
            table = per_level_table(ctx, sdef, None, "/skills", report=False) or [0] * 5
            ctx.spend("fp", -level_cost(ctx, table, base_level), "/skills", "skill.removed_base",
                      889, sid, skill=sdef.name, frm=ctx.letter(base_level))


def _shown(sdef: SkillDef, choice: str) -> dict[str, str]:
    """The skill as a ledger line names it, ``skill`` and ``skill_en``: its ○○ filled with the
    player's choice, or without the slot when there is none (「魔術」, never 「魔術・○○」)."""
    return _shown_names(sdef.name, sdef.name_en or sdef.name, choice)


@lru_cache(maxsize=1024)
def _shown_names(name: str, name_en: str, choice: str) -> dict[str, str]:
    return {"skill": skill_display_name(name, choice), "skill_en": skill_display_name(name_en, choice)}


def _tags(sdef: SkillDef, choice: SkillChoice) -> frozenset[str]:
    if not choice.tags:  # the usual case: the skill's own tags, one frozenset per definition
        found = _OWN_TAGS.get(id(sdef))
        if found is None or found[0] is not sdef:
            if len(_OWN_TAGS) >= 4096:
                _OWN_TAGS.clear()  # bounded (user packs come and go in the window)
            found = _OWN_TAGS[id(sdef)] = (sdef, frozenset(sdef.tags))  # (sdef kept: its id stays its own)
        return found[1]
    return frozenset(sdef.tags) | frozenset(choice.tags)


_OWN_TAGS: dict[int, tuple[SkillDef, frozenset[str]]] = {}


def _price_invested(ctx: EvalContext, sdef: SkillDef, choice: SkillChoice, path: str) -> int:
    """「??」 (L1355): the character records only the FP put into it (may be negative)."""
    if choice.fp is None:
        ctx.find("error", "skill.invested_missing", path + "/fp", sdef.line, sdef.id, skill=sdef.name)
        return 0
    ctx.spend("fp", choice.fp, path + "/fp", "skill.invested", sdef.line, sdef.id,
              **_shown(sdef, choice.choice), fp=choice.fp)
    return choice.fp


def _apply_limits(ctx: EvalContext, sdef: SkillDef, choice: SkillChoice, table: list[int],
                  path: str) -> list[int]:
    """使用制限 / 使用リスク (L935–939): the GM-set reduction moves the per-level FP toward 0."""
    if not choice.limits:
        return table
    reduction = sum(limit.reduction for limit in choice.limits)
    for i, limit in enumerate(choice.limits):
        ctx.find("gm", "skill.limit", f"{path}/limits/{i}", 935 if limit.kind == "restriction" else 936,
                 sdef.id, skill=sdef.name, kind=limit.kind, reduction=limit.reduction, text=limit.text)
    effective = []
    for fp in table:
        if fp > 0:
            reduced = fp - reduction
            if reduced < 1:
                ctx.find("error", "skill.limit_too_far", path + "/limits", 935, sdef.id, skill=sdef.name)
                reduced = 1
        elif fp < 0:
            reduced = fp + reduction
            if reduced > -1:
                ctx.find("error", "skill.limit_too_far", path + "/limits", 938, sdef.id, skill=sdef.name)
                reduced = -1
        else:
            reduced = 0
        effective.append(reduced)
    return effective


def _price_marks(ctx: EvalContext, sdef: SkillDef, choice: SkillChoice, per_level: int,
                 path: str) -> int:
    """A mark is half the per-level FP at the current level, rounded up (L910–911; §10 #6).
    On a minus skill a "−" shrinks the gain by that much; a "+" there needs the GM (§10 #8)."""
    if not choice.marks and ctx.numbers["skill_marks_max"] >= 0:
        return 0  # no marks: nothing to price, record or check
    plus, minus = mark_rules.count(choice.marks)
    mark_rules.check(ctx, choice.marks, path, ctx.numbers["skill_marks_max"], sdef.name)
    half = math.ceil(abs(per_level) / 2)
    total = 0
    names = _shown(sdef, choice.choice)
    if per_level >= 0:
        total += plus * half - minus * half
        ctx.spend("fp", plus * half, path + "/marks", "skill.plus", 910, sdef.id, **names, count=plus)
        ctx.spend("fp", -minus * half, path + "/marks", "skill.minus", 911, sdef.id, **names, count=minus)
    else:
        total += minus * half
        ctx.spend("fp", minus * half, path + "/marks", "skill.minus_on_minus", 1129, sdef.id,
                  **names, count=minus)
        if plus:
            ctx.find("gm", "skill.plus_on_minus", path + "/marks", 1129, sdef.id, skill=sdef.name)
    return total


def _plain_skills(ctx: EvalContext) -> dict[str, int]:
    """{skill id: its highest level} of the pack's skills whose only check is that level (no
    kind limit, level formula, rank level cap, rank condition, prerequisite, GM flag or
    alignment): worked out once per pack (``pack.memo``), as most of a build's skills are."""
    plain = ctx.pack.memo.get("fate_plain_skills")
    if plain is None:
        plain = ctx.pack.memo["fate_plain_skills"] = {
            sdef.id: ctx.level(sdef.max_level) for sdef in ctx.pack.skills.values()
            if not (sdef.only or sdef.max_level_formula or sdef.rank_level_max is not None
                    or sdef.cap_without_ranks or sdef.requires_skills or sdef.line is None or sdef.gm_approval
                    or sdef.alignment_only or sdef.prerequisite)}
    return plain


def check_skills(ctx: EvalContext) -> None:
    """Who may take a skill, its level caps and prerequisites (L1123, L1347, L1354–1356)."""
    held = kinds = None  # (worked out for the first skill that asks)
    plain = _plain_skills(ctx)
    for s in ctx.skills:
        sdef = s.definition
        top = plain.get(sdef.id)
        if top is not None:  # a skill whose only check is its highest level (the usual case)
            if s.level > top:
                ctx.find("error", "skill.above_max", f"/skills/{s.index}/level", sdef.line, sdef.id,
                         skill=sdef.name, max=ctx.letter(max(top, 0)))
            continue
        path = f"/skills/{s.index}"
        if held is None:
            held = {s.definition.id for s in ctx.skills}
            kinds = {ctx.kind.id, "troop"} if ctx.troop else {ctx.kind.id}  # both troop kinds
        if sdef.only and not kinds & set(sdef.only):
            severity = "gm" if sdef.only_gm_exception else "error"
            ctx.find(severity, "skill.kind_only", path + "/id", sdef.line, sdef.id,
                     skill=sdef.name, only="・".join(ctx.pack.kinds[k].name if k in ctx.pack.kinds else k
                                                    for k in sdef.only))
        max_level = ctx.level(sdef.max_level)
        if sdef.max_level_formula:
            max_level = ctx.formula(f"skills/{sdef.id}/max_level_formula", ctx.level_names(),
                                    path + "/level", max_level)
        if s.level > max_level:
            ctx.find("error", "skill.above_max", path + "/level", sdef.line, sdef.id,
                     skill=sdef.name, max=ctx.letter(max(max_level, 0)))
        rank_level_max, exception = sdef.rank_level_max, sdef.rank_level_exception
        if rank_level_max is not None and ctx.rank_level > rank_level_max:
            if exception is not None and ctx.rank_level <= exception.rank_level:
                # 成長性 (L1354): rank level 4 only when the other masters average 5 or more,
                # which the GM knows: a GM flag. Above it no approval helps: an error.
                ctx.find("gm", "skill.rank_level_exception", path + "/id", exception.line, sdef.id,
                         skill=sdef.name, rl=ctx.rank_level, condition=exception.condition,
                         condition_en=exception.condition_en or exception.condition)
            else:
                ctx.find("error", "skill.rank_level_max", path + "/id", sdef.line, sdef.id,
                         skill=sdef.name, max=exception.rank_level if exception else rank_level_max)
        cap = sdef.cap_without_ranks
        if cap and s.level > ctx.level(cap.level):
            held_ranks = {r.id for r in ctx.build.ranks}
            if not held_ranks & set(cap.ranks):
                ctx.find("error", "skill.cap_without_ranks", path + "/level", sdef.line, sdef.id,
                         skill=sdef.name, max=cap.level,
                         ranks="・".join(ctx.pack.ranks[r].name for r in cap.ranks if r in ctx.pack.ranks))
        for needed in sdef.requires_skills:
            if needed not in held:
                other = ctx.pack.skills.get(needed)
                ctx.find("error", "skill.requires_skill", path + "/id", sdef.line, sdef.id,
                         skill=sdef.name, needs=other.name if other else needed)
        if sdef.line is None:  # V-K6: an original skill (L929, L1372)
            ctx.find("gm", "skill.custom", path + "/id", 929, sdef.id, skill=sdef.name)
        if sdef.gm_approval:
            ctx.find("gm", "skill.needs_gm", path + "/id", sdef.line, sdef.id, skill=sdef.name)
        if sdef.alignment_only and sdef.alignment_only not in _alignment_names(ctx):
            # 善悪の中立者 (L1326): 「中庸属性のキャラクターにしか取得できない」
            ctx.find("error", "skill.alignment_only", path + "/id", sdef.line, sdef.id,
                     skill=sdef.name, alignment=sdef.alignment_only)
        if sdef.prerequisite:
            ctx.find("gm", "skill.prerequisite", path + "/id", sdef.line, sdef.id,
                     skill=sdef.name, prerequisite=sdef.prerequisite)


def skill_uses(ctx: EvalContext, s: SkillState) -> list[dict]:
    """How the rulebook uses this skill at its level (the pack's ``uses``, L922–926): those
    whose ``min_level`` it reaches and whose ``option`` it holds, each as ``{"use", "checks"}``
    with the checks it rolls (none for an effect, L924; for a roll written out, such as
    頭痛持ち's 1d6, the use's ``roll`` is the roll). A 悪癖・弱点 example without its own record
    is used as its parent (L1297, L1337).

    Without a ランクレベル判定 among them, the uses are a function of the pack, the skill, its
    level, marks and options alone: kept per pack by those (each sheet gets its own dicts)."""
    sdef = s.definition
    uses = sdef.uses
    if not uses and sdef.parent and sdef.parent in ctx.pack.skills:
        uses = ctx.pack.skills[sdef.parent].uses
    if not uses:
        return []
    kept = ctx.pack.memo.setdefault("fate_skill_uses", {})
    marks, options = s.choice.marks, s.choice.options
    key = (sdef.id, s.level, mark_key(marks) if marks else (), tuple(options) if options else ())
    found = kept.get(key)
    if found is None:
        found = _skill_uses(ctx, s, uses)
        if any(u.roll == "rank_level" for u in uses):  # reads the rank level and derived values
            return found
        if len(kept) >= 4096:
            kept.clear()  # bounded, whatever a fuzzer sends
        kept[key] = found = tuple(found)
    return list(map(dict.copy, found))  # each sheet its own dicts (copied in C, no loop here)


def _skill_uses(ctx: EvalContext, s: SkillState, uses: list) -> list[dict]:
    """See :func:`skill_uses`: worked out."""
    chosen = set(s.choice.options)
    out = []
    for u in uses:
        if (u.min_level and s.level < ctx.level(u.min_level)) or (u.option and u.option not in chosen):
            continue
        checks: tuple = ()
        if u.kind in ("status_bonus", "alone"):
            checks = use_checks(ctx.pack_id, s.level, s.choice.marks, u.dice)
        elif u.roll == "status":  # rolled as a status of its level (黄金律 L1131, 伝承保菌者 L1279)
            checks = stat_checks(ctx.pack_id, s.level, s.choice.marks)
        elif u.roll == "rank_level":  # a ランクレベル判定 against a target (悪癖 L1297)
            check_level = ctx.derived.get("rank_check_level", 0)
            checks = rank_level_checks(ctx.pack_id, check_level, ctx.rank_level - check_level)
        out.append({"use": u, "checks": checks})
    return out


def _alignment_names(ctx: EvalContext) -> set[str]:
    """Names (秩序, 中庸 …) and ids of the character's two alignment values as chosen."""
    names = set()
    for value in (ctx.build.alignment.goal, ctx.build.alignment.action):
        entry = ctx.pack.alignment.get(value or "")
        if entry is not None:
            names |= {entry.id, entry.name}
    return names


def skill_table(ctx: EvalContext) -> list[dict]:
    """Per-skill numbers for sheets: level with marks, dice (level, EX 7, L922), FP, the
    checks it rolls (:func:`builder.systems.fate_roll_dice.rolls.skill_checks`) and its uses at this level
    (:func:`skill_uses`)."""
    base_ids = dict(ctx.base_skills)  # (their ids, as keys: built in C)
    letters = ctx.letters
    rows = []
    for s in ctx.skills:
        choice, sdef = s.choice, s.definition
        marks = choice.marks
        plus, minus = mark_rules.count(marks) if marks else (0, 0)
        letter = letters.get(s.level) or ctx.letter(s.level)  # (ctx.letter, without its call)
        rows.append({
            "index": s.index, "id": sdef.id, "name": sdef.name,
            "choice": choice.choice, "level": letter,
            "label": letter + "+" * plus + "−" * minus if marks else letter,
            "dice": skill_dice(s.level), "threshold": s.level,
            "checks": skill_checks(ctx.pack_id, s.level, marks),
            "uses": skill_uses(ctx, s) if s.level > 0 and (sdef.uses or sdef.parent) else [],
            "fp": s.cost, "per_level": s.per_level,
            "class_skill": sdef.id in base_ids,
            "conditions": [m.condition for m in marks if m.condition] if marks else [],
            "limits": [f"{'使用制限' if l.kind == 'restriction' else '使用リスク'}:{l.text}"
                       for l in choice.limits] if choice.limits else [],
            "options": [next((o.name for o in sdef.options if o.id == oid), oid)
                        for oid in choice.options] if choice.options else [],
        })
    return rows
