"""ココフォリア character export: ``to_ccfolia(pack, build, sheet) -> dict`` and the clipboard text.

Contract: :func:`to_clipboard_text` returns the JSON ココフォリア accepts when a character is
pasted into a room: ``{"kind": "character", "data": {...}}`` with ``name``, ``initiative``
(IV), ``memo``, ``commands`` (the chat palette, one BCDice command per line), ``status``
(HP, MP and, for a master, 令呪: ``{label, value, max}``) and ``params`` (every stat's label
plus ランクレベル: ``{label, value}``); the clipboard text adds ``secret`` (true unless the
sheet is a public view, :mod:`builder.secrets`; field name as in ココフォリア's Clipboard API,
docs.ccfolia.com/developer-api/clipboard-api). The palette lists every check the character can make
(:func:`exports.model.rolls`: the Sheet's checks, worked out by :mod:`builder.fate.rolls`,
worded by :mod:`exports.bcdice`). Text is kept verbatim;
the JSON encoder escapes it. Lone surrogates become U+FFFD (:mod:`exports.textsafe`), so the
palette and the JSON always encode as UTF-8.
"""
from __future__ import annotations

import json
from typing import Any

from builder.build import Build
from builder.packs import RulePack
from builder.sheet import Sheet

from .model import DASH, rolls, sheet_data
from .textsafe import scrub, scrub_json


def palette(pack: RulePack, build: Build, sheet: Sheet) -> str:
    """The chat palette: one ``{dice}B6<={threshold} 【name】`` line per check."""
    return scrub("\n".join(r.line() for r in rolls(pack, build, sheet)))


def to_ccfolia(pack: RulePack, build: Build, sheet: Sheet) -> dict[str, Any]:
    """The ``data`` object of a ココフォリア character (see the module docstring)."""
    if sheet.sections:  # a system drawn from its typed sections
        from .sectionccfolia import to_ccfolia_sections
        return to_ccfolia_sections(sheet, build)
    d = sheet_data(pack, build, sheet)
    b, dv = d["basics"], sheet.derived
    status = [{"label": "HP", "value": dv.get("hp", 0), "max": dv.get("hp", 0)},
              {"label": "MP", "value": dv.get("mp", 0), "max": dv.get("mp", 0)}]
    if d["kind"] == "master":
        status.append({"label": "令呪", "value": dv.get("command_spells", 0), "max": dv.get("command_spells", 0)})
    params = [{"label": s["name"], "value": s["label"]} for s in d["stats"]]
    params.append({"label": "ランクレベル", "value": str(dv.get("rank_level", 0))})
    memo = [f"{b['type']} / 属性:{b['alignment']}", f"ランクレベル:{b['rank_level']}",
            "ステータス:" + " ".join(f"{s['name']}{s['label']}" for s in d["stats"])]
    memo += [f"【{s['name']}】{s['marks']}" for s in d["stats"] if s["marks"] != DASH]
    if d["skills"]:
        memo.append("スキル:" + " ".join(f"{s['name']}{s['label']}" for s in d["skills"]))
    for it in d["noble_phantasms"] + d["mystic_codes"]:
        memo.append(f"{it['heading']}{it['rank']} {it['kind']}/{it['activation']}/{it['target']} MP{it['mp']}")
    return scrub_json({"name": build.name, "initiative": dv.get("iv", 0), "memo": "\n".join(memo),
                       "commands": palette(pack, build, sheet), "status": status, "params": params})


def to_clipboard_text(pack: RulePack, build: Build, sheet: Sheet) -> str:
    """What the window puts on the clipboard: ``{"kind":"character","data":{...}}``. The full
    character is ``secret`` (ココフォリア's flag: other players cannot open the piece); a public
    view (:func:`builder.secrets.public_view`) is not."""
    data = {**to_ccfolia(pack, build, sheet), "secret": not sheet.public}
    return json.dumps({"kind": "character", "data": data}, ensure_ascii=False)
