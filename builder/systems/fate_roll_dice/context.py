"""Shared state of one Fate/roll dice evaluation.

Contract: an :class:`EvalContext` is created per :func:`builder.systems.fate_roll_dice.evaluate.evaluate` call
and thrown away after it; the modules of this package write ledger lines and findings into
it through :meth:`spend`, :meth:`grant` and :meth:`find` only, so every point has a rule.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .choices import FateBuild as Build, SkillChoice
from builder.core.expressions import ExpressionError
from .packmodel import KindDef, TypeDef
from .packskills import SkillDef
from builder.core.packs import RulePack
from builder.core.sheet import Finding, LedgerLine, Rule
from .levels import shown

STAT_ORDER = ("strength", "endurance", "agility", "mana", "luck", "noble_phantasm", "society")


@dataclass(slots=True)
class SkillState:
    """One skill of the build, as the engine sees it after pricing."""

    index: int
    choice: SkillChoice
    definition: SkillDef
    level: int
    per_level: int  # effective per-level FP at the current level (after limits)
    cost: int  # total FP of this skill (negative for a minus skill)
    tags: frozenset[str]


class EvalContext:
    """The state one evaluation writes and reads (see the module's contract).

    A plain class with ``__slots__`` rather than a dataclass with ~20 default factories:
    one is built per evaluation, and the dataclass's ``__init__`` (a factory call per list
    and dict, then ``__post_init__``) was ~5 µs of a troop's ~150 (issue 13)."""

    __slots__ = ("pack", "build", "kind", "type", "base_stats", "base_skills", "rank_level", "ledger", "grants",
                 "findings", "stat_bought", "stat_final", "stat_marks", "free_marks", "madness_dice", "skills",
                 "derived", "items", "mp_upkeep", "hp_upkeep", "combos", "letters", "levels", "pack_id", "rules",
                 "numbers", "troop", "troop_start", "singular", "names")

    def __init__(self, pack: RulePack, build: Build, kind: KindDef, type: TypeDef,  # noqa: A002 (the field's name)
                 base_stats: dict[str, str], base_skills: list[tuple[str, str]]) -> None:
        self.pack, self.build, self.kind, self.type = pack, build, kind, type
        self.base_stats, self.base_skills = base_stats, base_skills
        self.rank_level = 0
        self.ledger: list[LedgerLine] = []
        self.grants: list[LedgerLine] = []
        self.findings: list[Finding] = []
        self.stat_bought: dict[str, int] = {}
        self.stat_final: dict[str, int] = {}
        self.stat_marks: dict[str, tuple[int, int]] = {}
        self.free_marks: dict[str, int] = {}
        self.madness_dice: dict[str, int] = {}  # 狂化 on an EX stat (L1172)
        self.skills: list[SkillState] = []
        self.derived: dict[str, int] = {}
        self.items: list[dict[str, Any]] = []
        self.mp_upkeep: list[tuple[str, int]] = []
        self.hp_upkeep: list[tuple[str, int]] = []  # 継戦 by HP 常時消費 (L147)
        self.combos: list[dict[str, Any]] = []
        # the pack's number → letter and letter → number tables, asked ~80 times an evaluation:
        # looked up here directly (FatePack.letter builds its table once per pack)
        memo = pack.memo
        letters = memo.get("letters")
        if letters is None:
            pack.letter(0)
            letters = memo["letters"]
        self.letters: dict[int, str] = letters
        self.numbers: dict[str, Any] = pack.rule_values  # (pack.rules, without the property)
        self.levels: dict[str, int] = self.numbers["levels"]
        self.pack_id: str = pack.manifest.id  # (pack.id, likewise)
        self.rules: dict[tuple[int | None, str], Rule] = memo.setdefault("rules", {})
        self.troop = bool(getattr(kind, "troop", False))  # the kind is a トループ's (KindDef.troop)
        self.troop_start = 0  # a troop's stats' starting level (L367), set by troopsheet.rank_level
        self.singular = False  # a troop's 単体 at its level (L1359), set by troopsheet.rank_level
        # level_names() once 狂化 has raised what it raises (set by evaluate; see level_names)
        self.names: dict[str, int] | None = None

    # ------------------------------------------------------------------ writing
    def rule(self, line: int | None, ref: str = "") -> Rule:
        """The pack's :class:`Rule` for (line, ref): rules are immutable, so one object per
        pack serves every evaluation (building a frozen dataclass costs ~1 µs; an evaluation
        cites 10–20 rules)."""
        found = self.rules.get((line, ref))
        if found is None:
            found = self.rules[line, ref] = Rule(self.pack_id, line, ref)
        return found

    def spend(self, pool: str, amount: int, path: str, code: str, line: int | None,
              ref: str = "", **params: Any) -> None:
        """Record ``amount`` points spent from ``pool`` (negative = given back)."""
        if amount:
            rule = self.rules.get((line, ref)) or self.rule(line, ref)  # (rule(), without its call)
            self.ledger.append(LedgerLine(pool, amount, path, code, params, rule))

    def grant(self, pool: str, amount: int, path: str, code: str, line: int | None,
              ref: str = "", **params: Any) -> None:
        """Record ``amount`` points added to ``pool``'s total."""
        rule = self.rules.get((line, ref)) or self.rule(line, ref)  # (rule(), without its call)
        self.grants.append(LedgerLine(pool, amount, path, code, params, rule))

    def find(self, severity: str, code: str, path: str, line: int | None, ref: str = "",
             waivable: bool = False, **params: Any) -> None:
        self.findings.append(Finding(severity, code, path, self.rule(line, ref), params,
                                     waivable=waivable))

    def formula(self, key: str, names: dict[str, Any], path: str, fallback: int) -> int:
        """The pack formula ``key`` evaluated on ``names``, as an int. A formula that fails
        (the load-time dry run cannot foresee every build) becomes an error finding at
        ``path`` naming the formula's file and JSON path, and ``fallback`` is used: an
        evaluation never raises because of a pack's formula."""
        try:
            expr = self.pack.formulas.get(key)
            if expr is None:
                raise ExpressionError(f"the pack has no formula {key!r}")
            value = expr(names)
            if type(value) is int:  # the usual case (a bool is not of type int)
                return value
            # points and levels are whole numbers: a fraction (2**0.5) or a truth value
            # (luck > 2) from a pack formula is a mistake in the pack, not a number to truncate
            if isinstance(value, bool) or value != int(value):
                raise ExpressionError(f"{expr.source!r} gives {value!r}, not a whole number")
            return int(value)
        except ExpressionError as exc:
            site = self.pack.formula_sites.get(key)
            self.find("error", "pack.formula_failed", path, None, key,
                      file=site.file if site else self.pack.id, formula=site.path if site else "/" + key,
                      error=str(exc))
            return fallback

    # ------------------------------------------------------------------ reading
    def level(self, letter: str | None) -> int:
        return self.levels.get(letter or "-", 0)  # RulePack.level, without two calls

    def letter(self, value: int) -> str:
        found = self.letters.get(value)
        return found if found is not None else self.pack.letter(value)

    @staticmethod
    def shown(text: str) -> str:
        """Level or sign as printed: the rulebook writes "none" and "minus" as − (U+2212)."""
        return shown(text)

    def skill_level(self, skill_id: str) -> int:
        """Highest level of a skill the build holds (0 when absent)."""
        best = 0  # (levels are 1…6: a skill at 0 is not priced)
        for s in self.skills:
            if s.level > best and s.definition.id == skill_id:
                best = s.level
        return best

    def level_names(self) -> dict[str, int]:
        """Names a pack formula may use: final stats, rank level and skill levels by id. Once
        the evaluation has set :attr:`names` (after 狂化, the last step that changes a stat, a
        skill level or the rank level) that dict is returned: read it, never change it."""
        if self.names is not None:
            return self.names
        zeroed = self.pack.memo.get("fate_zero_names")
        if zeroed is None:  # every stat and skill id at 0, worked out once per pack
            zeroed = self.pack.memo["fate_zero_names"] = dict.fromkeys([*self.pack.stats, *self.pack.skills], 0)
        names: dict[str, int] = dict(zeroed)
        for s in self.skills:
            names[s.definition.id] = max(names[s.definition.id], s.level)
        names.update(self.stat_final)
        names["rank_level"] = self.rank_level
        names["rank_base"] = self.kind.rank_base
        names["troop_level"] = 0  # troops are not built yet; 単体 is troop-only
        return names
