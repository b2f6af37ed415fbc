"""ココフォリア character export: ``to_ccfolia(pack, build, sheet) -> dict`` and the clipboard text.

Contract: :func:`to_clipboard_text` returns the JSON ココフォリア accepts when a character is
pasted into a room: ``{"kind": "character", "data": {...}}`` with ``name``, ``initiative``
(IV), ``memo``, ``commands`` (the chat palette, one BCDice command per line), ``status``
(HP, MP, 令呪, 幸運振り直し, 常時消費MP: ``{label, value, max}``), ``params`` (each status's and
skill's level as a number, and ランクレベル: ``{label, value}``) and ``color``; palette, params and
statuses come from :mod:`exports.palette` (the rolls the rulebook makes, from the pack's record
of each skill's use, with ``{筋力}`` references to the params). The clipboard text adds ``secret``
(true unless the sheet is a public view, :mod:`builder.secrets`; field name as in ココフォリア's
Clipboard API, docs.ccfolia.com/developer-api/clipboard-api). Text is kept verbatim;
the JSON encoder escapes it. Lone surrogates become U+FFFD (:mod:`exports.textsafe`), so the
palette and the JSON always encode as UTF-8.
"""
from __future__ import annotations

import json
from typing import Any

from builder.build import Build
from builder.packs import RulePack
from builder.sheet import Sheet

from .model import DASH, sheet_data
from .palette import color, palette_lines, params, statuses
from .textsafe import scrub_json


def palette(pack: RulePack, build: Build, sheet: Sheet) -> str:
    """The chat palette (:func:`exports.palette.palette_lines`): one BCDice command a line,
    referring to the params (``{筋力}``)."""
    return "\n".join(palette_lines(pack, build, sheet))


def to_ccfolia(pack: RulePack, build: Build, sheet: Sheet) -> dict[str, Any]:
    """The ``data`` object of a ココフォリア character (see the module docstring)."""
    if sheet.sections:  # a system drawn from its typed sections
        from .sectionccfolia import to_ccfolia_sections
        return to_ccfolia_sections(sheet, build)
    d = sheet_data(pack, build, sheet)
    b, dv = d["basics"], sheet.derived
    memo = [f"{b['type']} / 属性:{b['alignment']}", f"ランクレベル:{b['rank_level']}",
            "ステータス:" + " ".join(f"{s['name']}{s['label']}" for s in d["stats"])]
    memo += [f"【{s['name']}】{s['marks']}" for s in d["stats"] if s["marks"] != DASH]
    if d["skills"]:
        memo.append("スキル:" + " ".join(f"{s['name']}{s['label']}" for s in d["skills"]))
    for it in d["noble_phantasms"] + d["mystic_codes"]:
        memo.append(f"{it['heading']}{it['rank']} {it['kind']}/{it['activation']}/{it['target']} MP{it['mp']}")
    return scrub_json({"name": build.name, "initiative": dv.get("iv", 0), "memo": "\n".join(memo),
                       "commands": palette(pack, build, sheet), "status": statuses(pack, build, sheet),
                       "params": params(pack, build, sheet), "color": color(build)})


def to_clipboard_text(pack: RulePack, build: Build, sheet: Sheet) -> str:
    """What the window puts on the clipboard: ``{"kind":"character","data":{...}}``. The full
    character is ``secret`` (ココフォリア's flag: other players cannot open the piece); a public
    view (:func:`builder.secrets.public_view`) is not."""
    data = {**to_ccfolia(pack, build, sheet), "secret": not sheet.public}
    return json.dumps({"kind": "character", "data": data}, ensure_ascii=False)
