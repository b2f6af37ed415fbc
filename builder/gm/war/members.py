"""Reading a war's members: every pair's Master and Servant file, never failing on one.

Contract: :func:`read_war` ``(path, pack_for)`` loads the war file (:class:`~.model.WarError`
for the war file itself, the only exception for bad input) and each member as a
:class:`builder.gm.side.Member` (``ok``, ``empty``, ``missing``, ``broken``, ``refused`` with its
reason; when ok its build, pack and sheet, evaluated with its partner as ``check`` does).
Nothing outside the war's folder is read as a member (:func:`builder.gm.side.read_member`, the rule
:func:`~.model.member_path` states).
:func:`war_findings` lists the war's own problems: members that cannot be read, a member of
another system or of the wrong kind for its slot, fewer or more pairs than the regulation and
the イレギュラー表 call for (L58, L79, L85), a class taken twice (a 継戦 pair in the 「アナザー」
slot, the pack's reading ``carry_over_class`` = another, L79, shares its class), a 9 waiting
for the GM.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from ..side import Member, SideFinding, member_file_findings, read_member, slot_params
from .model import SLOTS, WarDoc, expected_pairs, load_war


@dataclass
class WarReport:
    file: Path
    doc: WarDoc
    pairs: list[dict[str, Member]] = field(default_factory=list)
    findings: list[SideFinding] = field(default_factory=list)


def read_war(path: str | os.PathLike, pack_for: Callable[[str], Any]) -> WarReport:
    report = WarReport(Path(os.fspath(path)), load_war(path))
    cache: dict = {}
    for i, pair in enumerate(report.doc.pairs):
        report.pairs.append({slot: read_member(report.file, slot, getattr(pair, slot), f"/pairs/{i}/{slot}",
                                               pack_for, cache, what="war") for slot in SLOTS})
    report.findings = war_findings(report, _carry_over(report.doc.system, pack_for))
    return report


def _carry_over(system: str, pack_for: Callable[[str], Any]) -> str:
    from builder.core.packio import PackError
    from .rules import war_rolls
    summoning = war_rolls(system).summon  # a system without a summoning takes the classes as the rest
    try:
        return summoning.carry_over_class(pack_for(system)) if summoning is not None else "seven"
    except (PackError, KeyError, ValueError):  # an unknown system: its members say so
        return "seven"


def _f(severity: str, code: str, path: str, **params: Any) -> SideFinding:
    """A war finding: its code and parameters (builder.words.messages words them)."""
    return SideFinding(severity, code, path, params)  # type: ignore[arg-type]


def war_findings(report: WarReport, carry_over: str = "seven") -> list[SideFinding]:
    doc, found = report.doc, []
    want = expected_pairs(doc)
    if len(doc.pairs) != want:
        found.append(_f("warning", "war.pair_count", "/pairs", want=want, count=len(doc.pairs)))
    if doc.irregular and any(e.pending for e in doc.irregular.entries):
        found.append(_f("warning", "war.irregular_pending", "/irregular"))
    classes: dict[str, int] = {}
    for i, pair in enumerate(doc.pairs):
        if pair.class_slot and pair.class_slot not in ("irregular", "fake") \
                and not (carry_over == "another" and pair.method == "carry_over"):
            if pair.class_slot in classes:
                found.append(_f("error", "war.class_twice", f"/pairs/{i}/class_slot",
                                class_slot=pair.class_slot, pair=classes[pair.class_slot] + 1))
            classes.setdefault(pair.class_slot, i)
    seen: dict[str, str] = {}
    for pair in report.pairs:
        for slot, m in pair.items():
            if not member_file_findings(m, doc.system, "war", seen, found):
                continue
            if _kind(m) and _kind(m) != slot:
                found.append(_f("error", "war.wrong_kind", m.where, **slot_params(m, slot, _kind(m))))
    return found


def _kind(m: Member) -> str:
    """The member's kind (master/servant) as its pack says, or its type where the pack has
    kinds of those names; '' when the pack says neither."""
    sheet_kind = getattr(m.sheet, "kind", "")
    if sheet_kind in SLOTS:
        return sheet_kind
    return m.build.type if m.build.type in SLOTS else ""


def as_side_report(report: WarReport, labels: list[str] | None = None) -> Any:
    """The war's report in a side table's shape (:class:`builder.gm.side.SideReport`: the table of
    ``side check`` and the window's 陣営表 draw it), with the system's war columns (Fate/roll
    dice: ランクレベル, HP, MP, IV) and ``labels`` as each pair's label."""
    from ..side import SideDoc, SidePair, SideReport
    from .rules import war_rules
    columns = list(war_rules(report.doc.system).get("columns", []))
    labels = labels or [p.label for p in report.doc.pairs]
    doc = SideDoc.model_construct(system=report.doc.system, name=report.doc.name, columns=columns,
                                  pairs=[SidePair.model_construct(servant=p.servant, master=p.master, label=label)
                                         for p, label in zip(report.doc.pairs, labels)])
    return SideReport(report.file, doc, report.pairs, report.findings)
