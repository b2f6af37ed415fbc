"""The plain-text sheet players paste into wikis and forums: ``render_text(pack, build, sheet, lang)``.

Contract: UTF-8 text (returned as ``str``, ending in one newline). A system that words its text
sheet its own way has it as data in its folder (``exports/systems/<id>/templates/text.json``,
found by :func:`exports.systems.system_part`: one that follows its seed's sample sheet template,
drawn by :func:`exports.text.template.render_template_text`); every other system's is drawn from
its typed sections by the generic renderer
(:func:`exports.text.sections.render_sections_text`). User text is kept verbatim except that
lone surrogates become U+FFFD (:func:`exports.textsafe.scrub`), so the result always encodes as UTF-8.
"""
from __future__ import annotations

from typing import Any

from exports.systems import system_part
from exports.text.sections import render_sections_text
from exports.text.template import render_template_text


def render_text(pack: Any, build: Any, sheet: Any, lang: str = "ja") -> str:
    """The whole sheet as text (see the module contract)."""
    own = system_part(pack.id, "text")
    if own is not None:
        return render_template_text(own, sheet, lang)
    return render_sections_text(pack, sheet, build, lang)
