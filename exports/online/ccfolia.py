"""ココフォリア character export: ``to_ccfolia(pack, build, sheet) -> dict`` and the clipboard text.

Contract: :func:`to_clipboard_text` returns the JSON ココフォリア accepts when a character is
pasted into a room: ``{"kind": "character", "data": {...}}`` with ``name``, ``initiative``
(IV), ``memo``, ``commands`` (the chat palette, one BCDice command per line), ``status``
(HP, MP, 令呪, 幸運振り直し, 常時消費MP: ``{label, value, max}``), ``params`` (each status's and
skill's level as a number, and ランクレベル: ``{label, value}``) and ``color``: all from the sheet's
:class:`~builder.core.sections.PlaySection` (a system's own palette module: the rolls
the rulebook makes, from the pack's record of each skill's use, with ``{筋力}`` references to
the params). The clipboard text adds ``secret``
(true unless the sheet is a public view, :mod:`builder.core.secrets`; field name as in ココフォリア's
Clipboard API, docs.ccfolia.com/developer-api/clipboard-api). Text is kept verbatim;
the JSON encoder escapes it. Lone surrogates become U+FFFD (:mod:`exports.textsafe`), so the
palette and the JSON always encode as UTF-8.
"""
from __future__ import annotations

import json
from typing import Any

from builder.core.build import Build
from builder.core.packs import RulePack
from builder.core.sections import PlaySection
from builder.core.sheet import Sheet

from .sectionccfolia import to_ccfolia_sections
from exports.textsafe import scrub


def palette(pack: RulePack, build: Build, sheet: Sheet) -> str:
    """The chat palette (the sheet's :class:`~builder.core.sections.PlaySection` rolls): one BCDice
    command a line, referring to the params (``{筋力}``)."""
    play = next((s for s in sheet.sections if isinstance(s, PlaySection)), None)
    return scrub("\n".join(r.command + (f" {r.note}" if r.note else "") for r in (play.rolls if play else ())
                            if not r.secret))


def to_ccfolia(pack: RulePack, build: Build, sheet: Sheet) -> dict[str, Any]:
    """The ``data`` object of a ココフォリア character (see the module docstring), drawn from the
    sheet's sections (:func:`exports.online.sectionccfolia.to_ccfolia_sections`)."""
    return to_ccfolia_sections(sheet, build)


def to_clipboard_text(pack: RulePack, build: Build, sheet: Sheet) -> str:
    """What the window puts on the clipboard: ``{"kind":"character","data":{...}}``. The full
    character is ``secret`` (ココフォリア's flag: other players cannot open the piece); a public
    view (:func:`builder.core.secrets.public_view`) is not."""
    data = {**to_ccfolia(pack, build, sheet), "secret": not sheet.public}
    return json.dumps({"kind": "character", "data": data}, ensure_ascii=False)
