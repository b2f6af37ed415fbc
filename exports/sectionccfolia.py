"""ココフォリア export of a system drawn from its ``Sheet.sections``.

Contract: ``to_ccfolia_sections(sheet, build) -> dict`` gives the ``data`` object of a
ココフォリア character: ``name``, ``memo`` (the basics and lists, one line each), ``commands``
(the ``palette`` section's commands, one a line), ``status`` (the ``resources`` section:
``{label, value, max}``) and ``params`` (every stat: ``{label, value}``, the scale label).
Reads only the sheet; rows marked ``secret`` are left out (hidden identities stay hidden).
"""
from __future__ import annotations

from typing import Any

from builder.sections import ListSection, StatSection, ValuesSection

from .textsafe import scrub_json


def to_ccfolia_sections(sheet: Any, build: Any) -> dict[str, Any]:
    status: list[dict[str, Any]] = []
    params: list[dict[str, str]] = []
    memo: list[str] = []
    commands: list[str] = []
    for section in sheet.sections:
        if section.secret:
            continue
        if isinstance(section, ValuesSection):
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
    return scrub_json({"name": build.name, "initiative": 0, "memo": "\n".join(memo),
                       "commands": "\n".join(commands), "status": status, "params": params})
