"""Rank and level scales defined in pack data.

Contract: a :class:`Scale` turns a stat's stored value into its label and its cost, and
lists the values a player may choose. Two shapes (both from :class:`builder.kit.model.ScaleDef`):

- a *ladder*: labelled steps with a value and the cumulative cost of reaching it (e.g. a rank
  E…EX, 1 point a step to A and 2 from A+, 001_0ca4af6a39bfc837.txt L35–53); a step whose
  cost is ``None`` exists but cannot be bought (E-, EX+): it is on the scale and costs
  nothing, and the pack's checks say whether and when it is allowed (E- 「原則」 not at
  creation, L16/L40, a GM may waive it; EX+ never at creation, L53);
- *numbers* from ``min`` to ``max`` in ``step``s, each point costing ``cost_per`` (e.g.
  stats and levels in 5-point steps, 002_cb7697588777ea44.txt L259).

Pure and small: the engine, the window's stat pages and the exports all read labels and
costs from here, so no front end keeps its own list of levels.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from builder.kit.model import ScaleDef


@dataclass(frozen=True)
class Scale:
    definition: ScaleDef
    # label and on_scale of each value asked so far: a roster asks the same few thousands of
    # times (issue 13); keyed by type too, as str(5.0) is not str(5)
    _known: dict[tuple[str, type, Any], Any] = field(default_factory=dict, init=False, repr=False,
                                                     compare=False, hash=False)
    # the labels of whole numbers (every stat value of a character), by value alone: no key to build
    _int_labels: dict[int, str] = field(default_factory=dict, init=False, repr=False, compare=False, hash=False)
    # both languages' labels of a whole number at once: every stat row carries the two
    _int_pairs: dict[int, tuple[str, str]] = field(default_factory=dict, init=False, repr=False, compare=False,
                                                   hash=False)

    @property
    def id(self) -> str:
        return self.definition.id

    @property
    def is_ladder(self) -> bool:
        return bool(self.definition.steps)

    def choices(self) -> list[int]:
        """The values a player may choose at creation, lowest first."""
        d = self.definition
        if self.is_ladder:
            return [s.value for s in d.steps if s.cost is not None]
        return list(range(d.min, d.max + 1, d.step))

    def all_values(self) -> list[int]:
        d = self.definition
        if self.is_ladder:
            return [s.value for s in d.steps]
        return list(range(d.min, d.max + 1))

    def label(self, value: int, lang: str = "ja") -> str:
        """The label of ``value``: the ladder step at or below it (E- under the lowest); in
        English (``lang="en"``) the step's ``label_en`` where it has one (表 → heads)."""
        if lang == "en":
            return self._memo("label_en", value, self._label_en)
        if type(value) is int:
            found = self._int_labels.get(value)
            if found is None:
                if len(self._int_labels) > 4096:
                    self._int_labels.clear()  # bounded, whatever values a fuzzer sends
                found = self._int_labels[value] = self._memo("label", value, self._label)
            return found
        return self._memo("label", value, self._label)

    def label_pair(self, value: int) -> tuple[str, str]:
        """``(label(value), label(value, "en"))``, kept per whole number (bounded)."""
        found = self._int_pairs.get(value) if type(value) is int else None
        if found is None:
            found = (self.label(value), self.label(value, "en"))
            if type(value) is int:
                if len(self._int_pairs) > 4096:
                    self._int_pairs.clear()  # bounded, whatever values a fuzzer sends
                self._int_pairs[value] = found
        return found

    def _memo(self, what: str, value: int, compute) -> Any:
        """``compute(value)``, kept per (what, type, value): evaluation asks the same few values
        again and again. Bounded, whatever values a fuzzer sends."""
        key = (what, type(value), value)
        found = self._known.get(key)
        if found is None:
            if len(self._known) > 4096:
                self._known.clear()
            found = self._known[key] = compute(value)
        return found

    def _label(self, value: int) -> str:
        d = self.definition
        if not self.is_ladder:
            return str(value)
        best = None
        for s in d.steps:
            if s.value <= value:
                best = s
        if best is None:
            return d.below or str(value)
        return best.label

    def _label_en(self, value: int) -> str:
        step = self._step_at(value)
        return (step.label_en or step.label) if step is not None else self._label(value)

    def _step_at(self, value: int) -> Any:
        best = None
        for s in self.definition.steps:
            if s.value <= value:
                best = s
        return best

    def cost(self, value: int) -> int | None:
        """Points to reach ``value``; ``None`` when it cannot be bought."""
        d = self.definition
        if not self.is_ladder:
            return value * d.cost_per
        for s in d.steps:
            if s.value == value:
                return s.cost
        return None

    def on_scale(self, value: int) -> bool:
        """``value`` is a step of the ladder (bought or not), or within the numbers' range."""
        return self._memo("on_scale", value, self._on_scale)

    def _on_scale(self, value: int) -> bool:
        d = self.definition
        if self.is_ladder:
            return any(s.value == value for s in d.steps)
        return d.min <= value <= d.max

    def buyable(self, value: int) -> bool:
        return self.cost(value) is not None and (self.is_ladder or self.definition.min <= value <= self.definition.max)

    def step_line(self, value: int) -> int | None:
        for s in self.definition.steps:
            if s.value == value:
                return s.line
        return self.definition.line
