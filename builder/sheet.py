"""What the engine derives from a build: ledger, pools, derived values and findings.

Contract: a :class:`Sheet` is produced only by :func:`builder.engine.evaluate` and never
saved. Pools are exactly the sums of the ledger lines that name them. Findings carry a code,
parameters and a JSON-pointer path; prose is rendered by :mod:`builder.messages`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Severity = Literal["error", "warning", "gm", "approved"]


@dataclass(frozen=True, slots=True)
class Rule:
    """Where a rule is written: pack id, seed line, and the entry it belongs to."""

    pack: str
    line: int | None
    ref: str = ""

    def cite(self) -> str:
        return f"{self.pack} L{self.line}" if self.line else self.pack


@dataclass(frozen=True, slots=True)
class LedgerLine:
    """One point spent (positive) or gained (negative) in ``pool`` by ``choice`` (JSON
    pointer into the build) under ``rule``. ``code``/``params`` name it for the renderer."""

    pool: str
    amount: int
    path: str
    code: str
    params: dict[str, Any]
    rule: Rule


@dataclass(frozen=True, slots=True)
class Pool:
    id: str
    total: int
    spent: int

    @property
    def remaining(self) -> int:
        return self.total - self.spent


@dataclass(frozen=True, slots=True)
class Finding:
    severity: Severity
    code: str
    path: str
    rule: Rule
    params: dict[str, Any] = field(default_factory=dict)
    approval: str = ""
    waivable: bool = False


@dataclass(slots=True)
class Sheet:
    """Everything derived. ``items`` holds per-NP/礼装/gear numbers for sheets and exports."""

    system: str
    name: str
    kind: str
    type: str
    pools: dict[str, Pool]
    derived: dict[str, int]
    ledger: list[LedgerLine]
    findings: list[Finding]
    stats: dict[str, dict[str, Any]] = field(default_factory=dict)
    skills: list[dict[str, Any]] = field(default_factory=list)
    items: list[dict[str, Any]] = field(default_factory=list)
    pool_totals: list[LedgerLine] = field(default_factory=list)

    def has(self, severity: str) -> bool:
        return any(f.severity == severity for f in self.findings)
