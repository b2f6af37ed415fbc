"""The イレギュラー表 (000_8acb8ad758a0196c.txt L71–91), rolled exactly as the table says.

Contract: pure; the dice come from a :class:`random.Random` the caller passes (a test fixes
them). :func:`roll_table` returns the results applied, in the order they were rolled, as
:class:`~.model.IrregularEntry` rows; :func:`apply` writes them into a war (the pairs 4 and 10
add, the slots marked); :func:`resolve` gives a 9 waiting for the GM its choice.

The table (data: ``war.json``'s ``irregular``, each result with its line):

- the GM rolls 2d6 once (L75);
- 6 波乱, 7 超☆大惨事, 8 大惨事 roll the table again 2, 4 and 3 times and apply every result;
  in those rolls a 6, 7 or 8 is thrown away and rolled again (L81–83) — the throw is kept in
  ``rerolled`` so the GM sees the dice;
- 9 悪しき運命: the GM chooses any result, 6, 7, 8 and EX included (L84). A chosen 6, 7 or 8
  lets the GM pick several results (「複数のイレギュラー表結果を任意で決定可能」): as many as
  that result would roll (2, 4, 3), each any result but 6–9 (reading: picking them again would
  only pick more). Without a choice the 9 is ``pending`` until :func:`resolve`;
- 5 奇妙: the GM writes an original result (L80); the GM's text goes in ``note``; a GM who
  prefers to choose or re-roll does so by hand (``hand``) or by rolling again;
- 4 継戦者 and 10 例外者 add one Master–Servant pair each, cumulative (L79, L85): the pair 4 adds
  is a 継戦 pair (method ``carry_over``, L128), 10's takes the イレギュラークラス (L85, L709);
- 2 乱入 and 11 災厄者 mark a Master or a Servant for the GM's power-up (L77, L86): the GM
  names the pair later (``war pair --power-up``);
- EX 奇跡的正常 comes only from a 9 (L88): typed in by hand it is refused;
- results typed in by hand (``hand``: the dice rolled at the table) are used first, in the
  order the table asks for them, then the generator rolls the rest; a hand result of 6, 7 or
  8 inside a 6/7/8 is refused (it would have been rolled again);
- the GM may roll the whole table again (L91): :func:`apply` with ``again=True`` replaces the
  results and removes the pairs they added, if those are still empty;
- the results are the GM's: shown to players only when ``published`` (L90).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Iterable

from builder.core.dice import roll as roll_dice
from builder.gm.war.model import IrregularEntry, Irregular, WarDoc, WarPair, WarRuleError
from builder.gm.war.rules import irregular_table

RESULTS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "EX")
NESTED = ("6", "7", "8")


class IrregularError(WarRuleError):
    """A result the table does not allow where it was given (the message says why)."""


@dataclass
class _Roller:
    table: dict[str, Any]
    rng: random.Random
    hand: list[str]
    choices: list[str]
    entries: list[IrregularEntry]

    def result(self, rid: str) -> dict[str, Any]:
        return next(r for r in self.table["results"] if r["id"] == rid)

    def throw(self, parent: int | None, nested: bool) -> None:
        if self.hand:
            rid = _normal(self.hand.pop(0))
            if rid == "EX":
                raise IrregularError("EX 奇跡的正常 comes only from a GM's choice on 9 (L88), not from the dice")
            if nested and rid in NESTED:
                raise IrregularError(f"{rid}: in the rolls of a 6, 7 or 8 a 6, 7 or 8 is rolled again (L81–83)")
            entry = IrregularEntry(result=rid, source="hand", parent=parent)
        else:
            rerolled: list[list[int]] = []
            while True:
                dice = roll_dice(2, 6, self.rng)
                if not (nested and str(dice.total) in NESTED):
                    break
                rerolled.append(list(dice.rolled))  # L81–83: that roll is rolled again
            entry = IrregularEntry(result=str(dice.total), rolled=list(dice.rolled), rerolled=rerolled,
                                   parent=parent)
        self.entries.append(entry)
        self.follow(len(self.entries) - 1)

    def follow(self, index: int) -> None:
        """What the result at ``index`` asks for next: more rolls (6–8) or a choice (9)."""
        info = self.result(self.entries[index].result)
        if info["effect"] == "roll_again":
            for _ in range(info["rolls"]):
                self.throw(index, nested=True)
        elif info["effect"] == "gm_choice":
            if self.choices:
                self.choose(index)
            else:
                self.entries[index].pending = True

    def choose(self, index: int) -> None:
        """The GM's choice on the 9 at ``index`` (L84)."""
        rid = _normal(self.choices.pop(0))
        if rid == "9":
            raise IrregularError("9 悪しき運命: choose a result other than 9 itself")
        self.entries[index].pending = False
        self.entries.append(IrregularEntry(result=rid, source="gm", parent=index))
        info = self.result(rid)
        if info["effect"] == "roll_again":  # a chosen 6/7/8: the GM picks that many results
            mine = len(self.entries) - 1
            for _ in range(info["rolls"]):
                if not self.choices:
                    raise IrregularError(f"{rid} chosen on a 9: name its {info['rolls']} results "
                                         f"(--choose), the GM picks them (L84)")
                pick = _normal(self.choices.pop(0))
                if pick in (*NESTED, "9"):
                    raise IrregularError(f"{pick}: the results picked under a chosen {rid} are 2–5, 10–12 or EX")
                self.entries.append(IrregularEntry(result=pick, source="gm", parent=mine))
                self.follow(len(self.entries) - 1)
        else:
            self.follow(len(self.entries) - 1)


def _normal(value: str) -> str:
    rid = str(value).strip().upper()
    if rid not in RESULTS:
        raise IrregularError(f"{value!r} is not a result of the table (2–12, EX)")
    return rid


def roll_table(system: str, rng: random.Random, hand: Iterable[str] = (),
               choices: Iterable[str] = ()) -> list[IrregularEntry]:
    """Roll the table once from the top (see the module contract)."""
    table = irregular_table(system)
    if table is None:
        raise IrregularError(f"{system}: this system has no イレギュラー表")
    roller = _Roller(table, rng, list(hand), list(choices), [])
    roller.throw(None, nested=False)
    left = [*roller.hand, *roller.choices]
    if left:
        raise IrregularError(f"results left over, the table did not ask for them: {', '.join(left)}")
    return roller.entries


def resolve(doc: WarDoc, choices: Iterable[str]) -> WarDoc:
    """Give the first pending 9 the GM's choice (L84); the war with the pairs it adds."""
    if doc.irregular is None or not any(e.pending for e in doc.irregular.entries):
        raise IrregularError("no 9 悪しき運命 is waiting for a choice")
    choices = list(choices)
    if not choices:
        raise IrregularError("9 悪しき運命: name the GM's choice (--choose)")
    entries = [e.model_copy() for e in doc.irregular.entries]
    index = next(i for i, e in enumerate(entries) if e.pending)
    roller = _Roller(irregular_table(doc.system), random.Random(0), [], choices, entries)
    roller.choose(index)
    if roller.choices:
        raise IrregularError(f"choices left over: {', '.join(roller.choices)}")
    # the new entries sit at the end; their pairs are added like any result's
    return _add_pairs(doc.model_copy(update={"irregular": doc.irregular.model_copy(update={"entries": entries})}),
                      range(len(doc.irregular.entries), len(entries)))


def apply(doc: WarDoc, entries: list[IrregularEntry], *, seed: int | None = None, again: bool = False) -> WarDoc:
    """The war with these results: refused when the war has results already unless ``again``
    (L91: the GM may roll again), which removes the pairs the old results added (refused if
    one of those has a member file by now)."""
    pairs = list(doc.pairs)
    times = 0
    if doc.irregular is not None and doc.irregular.entries:
        if not again:
            raise IrregularError("the table has been rolled for this war; --reroll rolls it again (L91)")
        times = doc.irregular.times
        added = [i for i, p in enumerate(pairs) if p.added_by]
        busy = [i + 1 for i in added if pairs[i].master or pairs[i].servant]
        if busy:
            raise IrregularError(f"pair {', '.join(map(str, busy))} added by the table has files; "
                                 "empty it before rolling again")
        pairs = [p for p in pairs if not p.added_by]
    irregular = Irregular(entries=entries, seed=seed, times=times + 1,
                          published=bool(doc.irregular and doc.irregular.published))
    fresh = doc.model_copy(update={"pairs": pairs, "irregular": irregular, "summoning": None
                                   if again else doc.summoning})
    return _add_pairs(fresh, range(len(entries)))


def _add_pairs(doc: WarDoc, indexes: Iterable[int]) -> WarDoc:
    pairs = list(doc.pairs)
    entries = doc.irregular.entries
    side = pairs[0].side if pairs else ""
    for i in indexes:
        e = entries[i]
        if e.result == "4":  # L79: 「アナザー」枠, a 継戦 pair (L128)
            pairs.append(WarPair(added_by="4", method="carry_over", side=side))
        elif e.result == "10":  # L85: an イレギュラークラス Servant and its Master
            pairs.append(WarPair(added_by="10", class_slot="irregular", side=side))
        else:
            continue
        e.pair = len(pairs) - 1
    return doc.model_copy(update={"pairs": pairs})


@dataclass
class Effects:
    """What the results do to the war (the GM's summary)."""
    pairs_added: int
    power_ups: dict[str, int]  # "master"/"servant" -> how many the GM owes (L77, L86)
    events: list[str]  # result ids of events the GM runs (3, 5, 12, EX)
    pending: int  # 9s waiting for a choice


def effects(system: str, entries: list[IrregularEntry]) -> Effects:
    table = irregular_table(system) or {"results": []}
    info = {r["id"]: r for r in table["results"]}
    live = [e for e in entries if not e.pending]
    return Effects(
        pairs_added=sum(1 for e in live if info.get(e.result, {}).get("effect") == "add_pair"),
        power_ups={kind: sum(1 for e in live if info.get(e.result, {}).get("target") == kind)
                   for kind in ("master", "servant")},
        events=[e.result for e in live if info.get(e.result, {}).get("effect") in ("event", "gm_original")],
        pending=sum(1 for e in entries if e.pending))


def result_info(system: str, rid: str) -> dict[str, Any]:
    table = irregular_table(system) or {"results": []}
    return next((r for r in table["results"] if r["id"] == rid), {"id": rid, "name": rid, "line": None})
