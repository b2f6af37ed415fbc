"""The summoning (000_8acb8ad758a0196c.txt L94–154): each Master's roll, the order, the classes.

Contract: pure; dice from a :class:`random.Random` the caller passes. The Masters' figures are
the engine's own sheets, read from their typed sections (a stat row's and a skill row's
``checks``), never a second copy of a rule: a stat check is its dice, each die ≤ its threshold
one success (L33–35).

- :func:`summon` ``(doc, sheets, rng, *, totals, wants)`` rolls every pair with a method and
  returns the war with ``summoning`` (rolls, contests, order) and each pair's ``class_slot``.
  ``sheets`` maps a pair's index to its Master's :class:`~builder.core.sheet.Sheet` (missing: the
  pair needs a result rolled at the table, ``totals``); ``wants`` a pair's class wish.
- A pair's method is its own (``WarPair.method``), or its Master's file's (家伝触媒召喚 or 継戦,
  ``build.summoning``); a pair with none is refused with its number.
- The roll (L108–110): 触媒召喚 魔力 + 社会; 単独召喚 幸運 + 魔力; 家伝触媒召喚, whose stats the
  seed does not give, 単独召喚's by the reading ``family_catalyst_roll`` (L134, switchable);
  a 魔術 skill adds its dice (L110; the best one, reading ``magic_skill``); each part is the
  row's first check (its plain roll, or the reduced one a 「−」 forces, L908); 継戦 rolls
  nothing (L134). The 幸運 re-roll (L114) is the table's: a GM who uses it enters the result.
- The order (L111–112, L134, L140): 継戦 first (pair order), then 単独召喚 and 家伝触媒召喚 by
  total, highest first, then 触媒召喚 by total; 運命遭遇召喚 last (the GM's time, pair order).
  Equal totals: a 幸運 contest (L113), each tied Master's 幸運 check, again until one wins; the
  winner goes first (three or more: ranked by the contest, ties among them contested again).
- The classes (L104): first come, first served in that order among the seven (L657). A pair
  wants ``wants[i]``, else its Servant's class (the Servant's file type), else its slot as
  written (an イレギュラークラス from 10 keeps it: it is no contested class); a wish taken gets the
  first class still free in the seed's order and a ``conflict`` says so; no wish, no class (the
  GM gives it, or ``war fill`` forges a Servant of a free class).
- A 継戦 pair's class follows the pack's reading ``carry_over_class`` (L134; ``pack`` gives it,
  :func:`carry_over_class`): ``seven`` (the recommended one) takes its class from the seven
  first, as it is summoned before all (L134, L104); ``another`` puts it in the 「アナザー」 slot
  (L79): it keeps the class it wants without taking it from the other pairs.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from builder.core.dice import roll as roll_dice
from builder.core.sections import ListRow, ListSection, StatRow, stat_rows
from builder.gm.war import rules
from builder.gm.war.model import Contest, StatRoll, Summoning, SummonRoll, WarDoc, WarRuleError

MAX_CONTEST_ROUNDS = 200


class SummonError(WarRuleError):
    """A pair that cannot be rolled (the message names it, 1-based as the GM counts)."""


@dataclass
class Outcome:
    doc: WarDoc
    conflicts: list[str]  # pairs whose wished class was taken (message, ja)
    skipped: list[int]  # pairs with no Master yet (no file, method or result): not summoned


def _method(doc: WarDoc, i: int, sheets: dict[int, Any], builds: dict[int, Any]) -> str:
    pair = doc.pairs[i]
    if pair.method:
        return pair.method
    own = getattr(getattr(builds.get(i), "summoning", None), "method", "")
    if own in ("family_catalyst", "carry_over"):
        return own
    return ""


def _stats(table: dict[str, Any], method: str, readings: dict[str, str]) -> list[str]:
    info = next(m for m in table["methods"] if m["id"] == method)
    if "stats_reading" in info:
        key = info["stats_reading"]
        chosen = readings.get(key) or table["readings"][key]["default"]
        info = next(m for m in table["methods"] if m["id"] == chosen)
    return list(info["stats"])


def _part(stat: str, row: StatRow | ListRow | None, rng: random.Random) -> StatRoll:
    checks = row.checks if row is not None else ()
    if not checks:
        return StatRoll(stat=stat, dice=0, threshold=0)
    check = checks[0]
    rolled = list(roll_dice(check.dice, 6, rng).rolled) if check.dice else []
    return StatRoll(stat=stat, dice=check.dice, threshold=check.threshold, rolled=rolled)


def _magic_row(sheet: Any, skill_id: str) -> ListRow | None:
    """The Master's best skill ``skill_id`` (most dice on its first check; the first of equals),
    from the sheet's list sections (L110)."""
    rows = [r for section in sheet.sections if isinstance(section, ListSection)
            for r in section.rows if r.id == skill_id and r.checks]
    return max(rows, key=lambda r: r.checks[0].dice, default=None)


def roll_pair(table: dict[str, Any], method: str, sheet: Any, rng: random.Random,
              readings: dict[str, str]) -> list[StatRoll]:
    """The parts of one Master's summoning roll (see the module contract)."""
    rows = stat_rows(sheet.sections)
    parts = [_part(stat, rows.get(stat), rng) for stat in _stats(table, method, readings)]
    skill = table["skill"]
    if (readings.get("magic_skill") or table["readings"]["magic_skill"]["default"]) != "none":
        row = _magic_row(sheet, skill["id"])
        if row is not None:
            parts.append(_part(skill["id"], row, rng))
    return parts


def _luck_rank(group: list[int], sheets: dict[int, Any], rng: random.Random,
               contests: list[Contest], stat: str) -> list[int]:
    """``group`` (tied pairs) in the order the 幸運 contest gives (L113)."""
    if len(group) < 2:
        return group
    missing = [i + 1 for i in group if i not in sheets]
    if missing:
        raise SummonError(f"pairs {', '.join(map(str, sorted(i + 1 for i in group)))} tie; the 幸運 contest "
                          f"(L113) needs the Master's file of pair {', '.join(map(str, missing))}, or name "
                          f"the winner of the contest rolled at the table (--first N)")
    contest = Contest(pairs=list(group))
    contests.append(contest)
    for _ in range(MAX_CONTEST_ROUNDS):
        throw = [_part(stat, stat_rows(sheets[i].sections).get(stat), rng) for i in group]
        contest.rounds.append(throw)
        scores = {i: t.successes for i, t in zip(group, throw)}
        levels = sorted(set(scores.values()), reverse=True)
        if len(levels) > 1:  # someone won: rank by score, contest again inside a tie
            ranked: list[int] = []
            for level in levels:
                ranked += _luck_rank([i for i in group if scores[i] == level], sheets, rng, contests, stat)
            return ranked
    raise SummonError(f"pairs {', '.join(str(i + 1) for i in group)}: the 幸運 contest is still tied after "
                      f"{MAX_CONTEST_ROUNDS} rounds; the GM decides")


def _by_total(members: list[int], totals: dict[int, int], sheets: dict[int, Any], rng: random.Random,
              contests: list[Contest], stat: str, winners: list[int]) -> list[int]:
    ordered: list[int] = []
    for total in sorted({totals[i] for i in members}, reverse=True):
        tied = [i for i in members if totals[i] == total]
        first = [i for i in winners if i in tied]  # contests won at the table, in that order
        ordered += first + _luck_rank([i for i in tied if i not in first], sheets, rng, contests, stat)
    return ordered


#: the pack's reading of a 継戦 Servant's class (content/core.json ``readings``, L134)
CARRY_OVER_READING = "carry_over_class"


def carry_over_class(pack: Any) -> str:
    """The pack's reading ``carry_over_class`` (``seven`` or ``another``); a pack without it
    (another system, or none given) takes the classes as the rest do, ``seven``."""
    settings = getattr(pack, "settings", None) or {}
    return str(settings.get(CARRY_OVER_READING, "seven"))


def assign_classes(doc: WarDoc, order: list[int], wants: dict[int, str],
                   builds: dict[int, Any], carry_over: str = "seven") -> tuple[list[str], list[str]]:
    """Each pair's class in ``order``, first come, first served (L104); and the conflicts.
    ``carry_over``: the reading ``carry_over_class`` (``another``: a 継戦 pair's class is its
    own, outside the contested seven, L79)."""
    seven = rules.classes(doc.system)
    slots = [p.class_slot for p in doc.pairs]
    taken: dict[str, int] = {}
    conflicts: list[str] = []
    for i in order:
        wish = wants.get(i) or getattr(builds.get(("servant", i)), "type", "") or doc.pairs[i].class_slot
        if not wish:  # an NPC with no Servant yet: the GM (or war fill) gives its class
            continue
        if wish not in seven or (carry_over == "another" and doc.pairs[i].method == "carry_over"):
            slots[i] = wish  # イレギュラークラス, フェイク, a 継戦 in the アナザー slot: not contested
            continue
        free = [c for c in seven if c not in taken]
        if wish in free:
            slots[i] = wish
        else:
            slots[i] = free[0] if free else ""
            conflicts.append(f"pair {i + 1}: {wish} was taken by pair {taken[wish] + 1} "
                             f"→ {slots[i] or 'no class left'}")
        if slots[i]:
            taken[slots[i]] = i
    return slots, conflicts


def summon(doc: WarDoc, sheets: dict[int, Any], rng: random.Random, *, totals: dict[int, int] | None = None,
           wants: dict[int, str] | None = None, builds: dict[Any, Any] | None = None,
           readings: dict[str, str] | None = None, seed: int | None = None,
           winners: list[int] | None = None, pack: Any = None) -> Outcome:
    """Roll, order and class every pair (see the module contract). ``builds`` maps a pair's
    index to its Master's build and ``("servant", i)`` to its Servant's; ``winners``: pairs that
    won their 幸運 contest at the table, in that order (they go first among their tie);
    ``pack``: the system's pack, whose reading ``carry_over_class`` places a 継戦 pair."""
    table = rules.summoning(doc.system)
    if table is None:
        raise SummonError(f"{doc.system}: this system has no summoning rules")
    totals, wants, builds, readings = dict(totals or {}), dict(wants or {}), dict(builds or {}), dict(readings or {})
    for key, value in readings.items():
        if key not in table["readings"] or value not in table["readings"][key]["choices"]:
            raise SummonError(f"reading {key}={value}: not one of the table's readings")
    bad = [i + 1 for i in totals if not 0 <= i < len(doc.pairs)] + [i + 1 for i in wants if not 0 <= i < len(doc.pairs)]
    if bad:
        raise SummonError(f"pair {', '.join(map(str, bad))}: the war has {len(doc.pairs)} pairs")
    if doc.summoning is not None:  # rolled again: the classes the last summoning gave are free again
        seven = rules.classes(doc.system)
        pairs = [p.model_copy(update={"class_slot": ""}) if i in doc.summoning.order and p.class_slot in seven
                 else p for i, p in enumerate(doc.pairs)]
        doc = doc.model_copy(update={"pairs": pairs})
    rolls: list[SummonRoll] = []
    skipped = [i for i, p in enumerate(doc.pairs)
               if not p.master and not p.method and i not in totals and i not in sheets]
    missing = [str(i + 1) for i in range(len(doc.pairs)) if i not in skipped and not _method(doc, i, sheets, builds)]
    if missing:  # every pair named at once, with the ways to give it (a forged NPC Master has none)
        raise SummonError(f"pair {', '.join(missing)}: no summoning method; give each one (war summon --method "
                          f"{missing[0]}=catalyst, or war pair {missing[0]} --method solo; in the window: 召喚…): "
                          "触媒召喚 catalyst, 単独召喚 solo, 家伝触媒召喚 family_catalyst, 継戦 carry_over")
    for i, pair in enumerate(doc.pairs):
        if i in skipped:
            continue
        method = _method(doc, i, sheets, builds)
        if method == "carry_over" and not (doc.irregular and any(e.result == "4" for e in doc.irregular.entries)):
            raise SummonError(f"pair {i + 1}: 継戦 only when the イレギュラー表 gave 4 継戦者 (L128)")
        if pair.fated_encounter and method == "catalyst":
            raise SummonError(f"pair {i + 1}: 運命遭遇召喚 is 家伝触媒召喚, 単独召喚 or 継戦 (L143)")
        if method == "carry_over":
            rolls.append(SummonRoll(pair=i, method=method, source="none"))
        elif i in totals:
            rolls.append(SummonRoll(pair=i, method=method, total=totals[i], source="table"))
        elif i in sheets:
            parts = roll_pair(table, method, sheets[i], rng, readings)
            rolls.append(SummonRoll(pair=i, method=method, parts=parts, total=sum(p.successes for p in parts)))
        else:
            raise SummonError(f"pair {i + 1}: no Master file to roll from; give the result rolled at the "
                              f"table (--total {i + 1}=N)")
    got = {r.pair: r.total for r in rolls}
    group = {r.pair: ("fated" if doc.pairs[r.pair].fated_encounter else r.method) for r in rolls}
    contests: list[Contest] = []
    stat = table["tie"]["stat"]
    order = [i for i in got if group[i] == "carry_over"]
    order += _by_total([i for i in got if group[i] in ("solo", "family_catalyst")], got, sheets, rng, contests,
                       stat, list(winners or []))
    order += _by_total([i for i in got if group[i] == "catalyst"], got, sheets, rng, contests, stat,
                       list(winners or []))
    order += [i for i in got if group[i] == "fated"]
    methods = {r.pair: r.method for r in rolls}
    pairs = [p.model_copy(update={"method": p.method or methods.get(i, "")}) for i, p in enumerate(doc.pairs)]
    carry_over = carry_over_class(pack)
    slots, conflicts = assign_classes(doc.model_copy(update={"pairs": pairs}), order, wants, builds, carry_over)
    pairs = [p.model_copy(update={"class_slot": slots[i]}) for i, p in enumerate(pairs)]
    if any(m == "carry_over" for m in methods.values()):  # the reading the classes were given by
        readings[CARRY_OVER_READING] = carry_over
    summoning = Summoning(rolls=rolls, contests=contests, order=order, seed=seed, readings=readings)
    return Outcome(doc.model_copy(update={"pairs": pairs, "summoning": summoning}), conflicts, skipped)


def member_inputs(report: Any) -> tuple[dict[int, Any], dict[Any, Any]]:
    """(sheets, builds) for :func:`summon` from a :class:`~.members.WarReport`: each pair's
    Master sheet and build by index, its Servant's build under ``("servant", i)`` (the class
    it wants, L104). Members that could not be read are left out (the pair then needs a
    result rolled at the table)."""
    sheets = {i: pair["master"].sheet for i, pair in enumerate(report.pairs) if pair["master"].sheet is not None}
    builds: dict[Any, Any] = {i: pair["master"].build for i, pair in enumerate(report.pairs)
                              if pair["master"].build is not None}
    builds.update({("servant", i): pair["servant"].build for i, pair in enumerate(report.pairs)
                   if pair["servant"].build is not None})
    return sheets, builds
