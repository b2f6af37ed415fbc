"""ココフォリア export of a system drawn from its ``Sheet.sections``.

Contract: ``to_ccfolia_sections(sheet, build) -> dict`` gives the ``data`` object of a
ココフォリア character: ``name``, ``initiative``, ``memo`` (the basics and lists, one line each),
``commands`` (the chat palette, one BCDice command a line), ``status`` (``{label, value, max}``)
and ``params`` (``{label, value}``). The sheet's :class:`~builder.sections.PlaySection` is the
source of ``status``, ``params``, ``commands``, ``initiative``, ``color`` and (when it has one)
``memo`` (:func:`play_piece`);
a sheet without one falls back to its ``resources``/``palette`` value sections and its stats'
scale labels. Reads only the sheet; rows marked ``secret`` are left out (hidden identities stay
hidden).
"""
from __future__ import annotations

from typing import Any

from builder.sections import ListSection, PlaySection, StatSection, ValuesSection

from .textsafe import scrub_json


def play_piece(play: PlaySection) -> dict[str, Any]:
    """``status``, ``params``, ``commands``, ``initiative`` (and ``memo``, ``color`` when set) of a
    ココフォリア piece from a :class:`PlaySection`, leaving out secret rows. A roll's note
    follows its command after a space, as a palette line shows it."""
    out: dict[str, Any] = {
        "initiative": play.initiative,
        "status": [{"label": r.name, "value": r.value, "max": r.max} for r in play.resources if not r.secret],
        "params": [{"label": p.name, "value": str(p.value)} for p in play.params if not p.secret],
        "commands": "\n".join(r.command + (f" {r.note}" if r.note else "") for r in play.rolls if not r.secret),
    }
    if play.memo:
        out["memo"] = play.memo
    if play.color:
        out["color"] = play.color
    return out


def to_ccfolia_sections(sheet: Any, build: Any) -> dict[str, Any]:
    status: list[dict[str, Any]] = []
    params: list[dict[str, str]] = []
    memo: list[str] = []
    commands: list[str] = []
    play: PlaySection | None = None
    for section in sheet.sections:
        if section.secret:
            continue
        if isinstance(section, PlaySection):
            play = section
        elif isinstance(section, ValuesSection):
            rows = [r for r in section.rows if not r.secret]
            if section.id == "resources":
                for r in rows:
                    value = int(r.value) if r.value.lstrip("-").isdigit() else 0
                    status.append({"label": r.name, "value": value, "max": value})
            elif section.id == "palette":
                commands += [r.value for r in rows]
            elif section.id == "choices":
                memo.append(" / ".join(r.value for r in rows))
        elif isinstance(section, StatSection):
            params += [{"label": r.name, "value": r.label} for r in section.rows]
        elif isinstance(section, ListSection):
            memo.append(f"{section.title}:" + " ".join(r.name + (r.level or "") for r in section.rows))
    piece: dict[str, Any] = {"name": sheet.name, "initiative": 0, "memo": "\n".join(memo),
                             "commands": "\n".join(commands), "status": status, "params": params}
    if play is not None:
        piece.update(play_piece(play))
    return scrub_json(piece)
