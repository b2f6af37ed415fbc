"""A system's plain-text sheet drawn from its line template: ``render_template_text(template, sheet, lang)``.

Contract: expands a :class:`exports.linetemplate.SheetTemplate` (``exports/systems/<id>/templates/text.json``)
over the keyed view of the sheet (:func:`exports.sectionview.section_data` in ``lang``) with the
template's words (``words/<words>`` beside its folder, the ``lang`` ones, Japanese for any other
language) as ``w``. Returns UTF-8 text, lines joined with ``\\n`` and ending in one newline. Knows
no system: what is printed where is the template's. User text is kept verbatim (plain text has
no markup) and never read as a template; lone surrogates become U+FFFD (:func:`exports.textsafe.scrub`).
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from exports.linetemplate import Expander, SheetTemplate, TemplateError
from exports.sectionview import section_data
from exports.textsafe import scrub


@lru_cache(maxsize=8)
def _words_file(path: str, _mtime_ns: int) -> dict[str, dict[str, str]]:
    try:
        found = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise TemplateError(f"{path}: {exc}") from None
    words = {lang: w for lang, w in found.items() if lang in ("ja", "en") and isinstance(w, dict)}
    if "ja" not in words or not all(isinstance(v, str) for w in words.values() for v in w.values()):
        raise TemplateError(f"{path}: not a words file (ja and en: word id → text)")
    return words


def template_words(template: SheetTemplate, lang: str) -> dict[str, str]:
    """The template's words in ``lang`` (Japanese for any other language)."""
    path = Path(template.path).parent.parent / "words" / template.words
    try:
        mtime = path.stat().st_mtime_ns
    except OSError as exc:
        raise TemplateError(f"{template.path}: /words: {path}: {exc.strerror or exc}") from None
    found = _words_file(str(path), mtime)
    return found.get(lang, found["ja"])


def render_template_text(template: SheetTemplate, sheet: Any, lang: str = "ja") -> str:
    """The whole sheet as text (see the module contract)."""
    view = {**section_data(sheet, lang), "w": template_words(template, lang)}
    lines = Expander(template, view).lines(template.lines)
    return scrub("\n".join(lines).rstrip("\n") + "\n")
