"""The checks a character can roll (判定), as numbers on the Sheet.

Contract: pure functions of levels and marks; each returns :class:`builder.sheet.Check`
values (dice, threshold, marks in force, HP/MP paid, written conditions) and never text: the
exporters word them (``builder.fate.bcdice`` writes ``{dice}B6<={threshold}``). Every check is a
count of successes: each die showing ≤ threshold is one success.

Dice rules (seed ``/work/shared/seeds/000_8acb8ad758a0196c.txt``):

- stat of level L (E=1 … A=5): 2L dice, success on ≤ L (L864–865);
- EX stat: 14 dice at ≤ 6, i.e. 14 automatic successes, plus "+14" paid with MP (L867–868);
- skill of level L: L dice at ≤ L; EX skill 14÷2 = 7 dice (L922);
- 「+」×n: dice × (1+n), threshold unchanged (L897–898); 「−」×n: dice ÷ (1+n) rounded up (L904–905);
- "+" pattern 1 costs HP/MP equal to the extra dice (L901); "−" pattern 1 applies unless
  HP/MP equal to the dice lost is paid (L908); pattern 2 is a written condition (L902, L909);
- ランクレベル判定: level = RL (master) or RL−6 (servant); at 6 it is 12 dice at ≤ 5, not EX (L878–879);
- 宝具/礼装: the item's ダイス判定プラス at ≤ its rank; 対城/対界 also the doubled single-target
  roll (L1089–1093).

Each check of a level also carries its ``formula``: the same dice and threshold as BCDice
arithmetic over ``{L}`` (the level, EX = 6), so an online table that changes a level changes the
roll (``/`` rounds down and ``/nU`` up in BCDice): a stat's dice ``(({L}+{L}/6)*2)`` (2L, EX 14),
a skill's ``({L}+{L}/6)`` (L, EX 7); a "+"×k multiplies by 1+k, a "−"×m divides by 1+m rounding
up; the ランクレベル判定 is 2L at ≤ L − L/6 over ``{RL}`` less the type's base (L878–879).
A skill used by the 「ダイス数÷2切り上げ」 rule (L1125) or as a skill of 「スキルレベル÷2切り上げ
レベル」 (L1127) has its own checks (:func:`use_checks`).
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Iterable

from .choices import Mark
from ..sheet import Check, Rule
from .levels import EX, TOP_FACE


def stat_dice(level: int) -> int:
    """Base dice of a stat: 2×level, EX 14 (L864, L867)."""
    return 14 if level >= EX else 2 * level


def skill_dice(level: int) -> int:
    """Base dice of a skill: level, EX 14÷2 = 7 (L922)."""
    return 7 if level >= EX else level


def plus_dice(base: int, plus: int) -> int:
    """Dice with n 「+」 active: base × (1 + n) (L897–898)."""
    return base * (1 + plus)


def minus_dice(base: int, minus: int) -> int:
    """Dice with n 「−」 in force: base ÷ (1 + n), rounded up (L904–905)."""
    return math.ceil(base / (1 + minus))


STAT_DICE = "(({L}+{L}/6)*2)"  # 2L dice, EX 14 (L864, L867)
SKILL_DICE = "({L}+{L}/6)"  # L dice, EX 7 (L922)
LEVEL = "{L}"


def _formula(base: tuple[str, str], plus: int = 0, minus: int = 0) -> tuple[str, str]:
    """``base`` (dice, threshold) with "+"×plus (L897) or "−"×minus (L905) in force."""
    if not base:
        return ()
    dice, threshold = base
    if plus:
        dice = f"({dice}*{1 + plus})"
    elif minus:
        dice = f"({dice}/{1 + minus}U)"
    return (dice, threshold)


MarkKey = tuple[tuple[str, int, str], ...]  # (sign, pattern, condition) of each mark, in order


def _key(marks: list[Mark]) -> MarkKey:
    return tuple([(m.sign, m.pattern, m.condition) for m in marks]) if marks else ()


mark_key = _key  # the marks as a key for a cache (all a check reads of them)


def _conditions(marks: Iterable[tuple[str, int, str]]) -> tuple[str, ...]:
    return tuple(m[2] for m in marks if m[2])


def marked_checks(pack: str, level: int, marks: MarkKey, base: int,
                  formula: tuple[str, str] = ()) -> tuple[Check, ...]:
    """The checks of one stat or skill at ``level`` with ``base`` dice: the plain roll, then
    each mark's roll.

    With m "−" the reduced roll is base÷(1+m) rounded up. A pattern-1 "−" applies unless HP/MP
    equal to the dice lost is paid (L908), so the reduced roll (``minus_unpaid``) comes first
    and the plain roll records the payment (``minus_paid``); otherwise the plain roll comes
    first and the reduced one holds under the written conditions (``minus_condition``, L909).
    With n "+" the roll for k = 1…n "+" is base×(1+k); a pattern-1 k-th "+" costs HP/MP equal to
    the extra dice (``plus_paid``, L901), else it holds under the first k written conditions
    (``plus_condition``, L902).
    """
    threshold = level
    plus = [m for m in marks if m[0] == "+"]
    minus = [m for m in marks if m[0] == "-"]
    checks: list[Check] = []
    if minus:
        m = len(minus)
        reduced = minus_dice(base, m)
        if all(x[1] == 1 for x in minus):
            checks.append(Check("minus_unpaid", reduced, threshold, Rule(pack, 908), minus=m,
                                formula=_formula(formula, minus=m)))
            checks.append(Check("minus_paid", base, threshold, Rule(pack, 908), cost=base - reduced,
                                formula=formula))
        else:
            checks.append(Check("plain", base, threshold, Rule(pack, 864), formula=formula))
            checks.append(Check("minus_condition", reduced, threshold, Rule(pack, 909), minus=m,
                                conditions=_conditions(minus), formula=_formula(formula, minus=m)))
    else:
        checks.append(Check("plain", base, threshold, Rule(pack, 864), formula=formula))
    for k, mark in enumerate(plus, start=1):
        if mark[1] == 1:
            checks.append(Check("plus_paid", plus_dice(base, k), threshold, Rule(pack, 901), plus=k,
                                cost=base * k, formula=_formula(formula, plus=k)))
        else:
            checks.append(Check("plus_condition", plus_dice(base, k), threshold, Rule(pack, 902), plus=k,
                                conditions=_conditions(plus[:k]), formula=_formula(formula, plus=k)))
    return tuple(checks)


def stat_checks(pack: str, level: int, marks: list[Mark]) -> tuple[Check, ...]:
    """Checks of a stat. EX: 14 automatic successes (``ex_auto``, 14 dice at ≤ 6, L867) and
    the MP option (``ex_mp``: +14 paid with 14 MP, 28 dice at ≤ 6, L867–868).

    Checks are immutable and the same inputs give equal checks, so they are cached: most
    stats and skills of a build are unchanged from one evaluation to the next."""
    return _stat_checks(pack, level, _key(marks))


@lru_cache(maxsize=4096)
def _stat_checks(pack: str, level: int, marks: MarkKey) -> tuple[Check, ...]:
    if level <= 0:
        return ()
    formula = (STAT_DICE, LEVEL)
    if level >= EX:
        base = stat_dice(level)
        return (Check("ex_auto", base, TOP_FACE, Rule(pack, 867), formula=formula),
                Check("ex_mp", plus_dice(base, 1), TOP_FACE, Rule(pack, 868), plus=1, cost=base,
                      formula=_formula(formula, plus=1)))
    return marked_checks(pack, level, marks, stat_dice(level), formula)


def skill_checks(pack: str, level: int, marks: list[Mark]) -> tuple[Check, ...]:
    """Checks of a skill (L922); EX is 7 dice at ≤ 6 (7 automatic successes). Cached as
    :func:`stat_checks` is."""
    return _skill_checks(pack, level, _key(marks))


@lru_cache(maxsize=4096)
def _skill_checks(pack: str, level: int, marks: MarkKey) -> tuple[Check, ...]:
    if level <= 0:
        return ()
    formula = (SKILL_DICE, LEVEL)
    if level >= EX:
        return (Check("ex_auto", skill_dice(level), TOP_FACE, Rule(pack, 922), formula=formula),)
    return marked_checks(pack, level, marks, skill_dice(level), formula)


def use_checks(pack: str, level: int, marks: list[Mark], mode: str) -> tuple[Check, ...]:
    """Checks of a skill used as ``mode`` says (``SkillUse.dice``): ``full`` its own checks;
    ``half`` the 「ダイス数÷2切り上げのダイス判定プラス」, ceil(dice/2) at the same threshold
    (L1125: B gives 2 dice at ≤ 4), EX ceil(7/2) = 4 at ≤ 6; ``half_level`` a skill of level
    ceil(L/2), whose threshold halves too (L1127). Marks then act as on any roll (L897, L904)."""
    return _use_checks(pack, level, _key(marks), mode)


@lru_cache(maxsize=4096)
def _use_checks(pack: str, level: int, marks: MarkKey, mode: str) -> tuple[Check, ...]:
    if level <= 0:
        return ()
    if mode == "half":
        formula = (f"({SKILL_DICE}/2U)", LEVEL)
        base = math.ceil(skill_dice(level) / 2)
        if level >= EX:
            return (Check("ex_auto", base, TOP_FACE, Rule(pack, 1125), formula=formula),)
        return marked_checks(pack, level, marks, base, formula)
    if mode == "half_level":
        half = math.ceil(level / 2)  # at most 3: never EX
        return marked_checks(pack, half, marks, skill_dice(half), ("({L}/2U)", "({L}/2U)"))
    return _skill_checks(pack, level, marks)


@lru_cache(maxsize=1024)  # immutable checks, equal for equal inputs (see stat_checks)
def rank_level_checks(pack: str, check_level: int, base: int = 0) -> tuple[Check, ...]:
    """ランクレベル判定 (L878–879): 2L dice at ≤ L; at 6, 12 dice at ≤ 5 (never EX). ``base`` is
    what the type takes off the rank level (6 for a servant), for the formula over ``{RL}``."""
    if check_level <= 0:
        return ()
    lvl = f"({{RL}}-{base})" if base else "{RL}"
    formula = (f"({lvl}*2)", f"({lvl}-{lvl}/6)")
    if check_level >= EX:
        return (Check("rank_level", 12, 5, Rule(pack, 879), formula=formula),)
    return (Check("rank_level", 2 * check_level, check_level, Rule(pack, 878), formula=formula),)


@lru_cache(maxsize=1024)  # immutable checks, equal for equal inputs (see stat_checks)
def item_checks(pack: str, dice: int | None, doubled: int | None, rank: int) -> tuple[Check, ...]:
    """Checks of a 宝具 or 礼装: its ダイス判定プラス (marks already applied) at ≤ its rank,
    never above a die's top face (L867); 対城/対界 also the doubled single-target roll
    (``single_target``, L1089–1093)."""
    if not dice or rank <= 0:
        return ()
    threshold = min(rank, TOP_FACE)
    if doubled:
        return (Check("item", dice, threshold, Rule(pack, 1062)),
                Check("single_target", doubled, threshold, Rule(pack, 1093)))
    return (Check("item", dice, threshold, Rule(pack, 1062)),)
