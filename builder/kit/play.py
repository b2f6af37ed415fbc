"""The :class:`~builder.core.sections.PlaySection` of a data system's sheet: what an online table
(ココフォリア, ユドナリウム, Discord) tracks and rolls, built from the pack's ``table_resources``,
``table_params`` and ``palette`` (:mod:`builder.kit.model`). Computes no rule: every number is
a figure the evaluation already has.

Contract: :func:`play_section(ctx) <play_section>` gives the section, or ``None`` when the pack
declares nothing for a table. A resource starts at its maximum, or at its ``start`` figure
(千夜月姫+'s テンション値: 【集中力】 under the cap of 100); a resource or param whose
figure this character does not have (another kind's) is left out. A palette line's place
``{id}`` becomes ``{name}`` of the param that reads ``id`` (the table's piece has that param, so
a value changed on the table changes the roll); a place that is no param is written as its
number; ``{die}`` is the line's stat's evaluated die (``2D20``). A line whose figures this
character lacks (a partner's, not yet linked) is left out. Each roll records the figures it
reads (``reads``) for the public view (:mod:`builder.kit.public`).
"""
from __future__ import annotations

from typing import Any

from builder.kit.system import PLACE
from builder.core.sections import Param, PlaySection, Resource, Roll


def _figure(ctx: Any, fid: str) -> int | None:
    if fid in ctx.derived:
        return ctx.derived[fid]
    stat = ctx.stats.get(fid)
    return stat["value"] if stat is not None else None


def _roll(ctx: Any, line: Any, param_names: dict[str, str]) -> Roll | None:
    """One palette line as a table's roll, or ``None`` when a figure it reads is missing. The
    command is the line's first word (what BCDice parses); the rest is its note."""
    reads: list[str] = []

    def place(m: Any) -> str:
        fid = m.group(1)
        if fid == "die" and line.die is not None:
            die = (ctx.stats.get(line.die) or {}).get("die")
            if not die:
                raise LookupError(fid)
            reads.append(line.die)
            return f"{die['count']}D{die['faces']}"
        value = _figure(ctx, fid)
        if value is None:
            raise LookupError(fid)
        reads.append(fid)
        return "{" + param_names[fid] + "}" if fid in param_names else str(value)

    try:
        text = PLACE.sub(place, line.command)
    except LookupError:
        return None
    command, _, note = text.partition(" ")
    return Roll(command, note.strip() or line.name, line.name_en, reads=tuple(reads))


def play_section(ctx: Any) -> PlaySection | None:
    content = ctx.idx.content
    if not (content.table_resources or content.table_params or content.palette):
        return None
    resources = []
    for r in content.table_resources:
        top = _figure(ctx, r.max)
        value = top if r.start is None else _figure(ctx, r.start)
        if top is not None and value is not None:
            resources.append(Resource(r.max, r.name, r.name_en, value, top))
    params, param_names, initiative = [], {}, 0
    for p in content.table_params:
        value = _figure(ctx, p.id)
        if value is not None:
            params.append(Param(p.id, p.name, p.name_en, value))
            param_names[p.id] = p.name
            if p.initiative:
                initiative = value
    rolls = [roll for line in content.palette if ctx.applies(line.kinds)
             if (roll := _roll(ctx, line, param_names)) is not None]
    return PlaySection("play", "オンラインセッション", "online table", resources=tuple(resources),
                       params=tuple(params), rolls=tuple(rolls), initiative=initiative)
