"""A pack's formula said in the pack's words, for a reader who never sees an id.

Contract: :func:`formula_words` returns ``source`` with each name it reads replaced by what the
pack calls it in ``lang`` (``name``, or ``name_en`` in English): a stat or an option by its name,
``<option>_is_<choice>`` as 「クラス: アーチャー」, ``<option>__<key>`` as the option's name, a
kind by its name, ``setting_<reading>…`` as the GM's setting, and ``and``/``or``/``not`` as words
(「かつ」「または」「ではない」 in Japanese). Numbers and operators stay as they are. A name the pack
does not give (a user pack's slip) stays as written: it is the pack's own text. Pure: no Qt.
"""
from __future__ import annotations

import re
from typing import Any

from .system import DataIndex

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_JOINERS = {"ja": {"and": "かつ", "or": "または", "not": "次を満たさない:", "True": "はい", "False": "いいえ"},
            "en": {"and": "and", "or": "or", "not": "not", "True": "yes", "False": "no"}}
_SETTING = {"ja": "GMの設定", "en": "the GM's setting"}


def _named(entry: Any, lang: str) -> str:
    return (getattr(entry, "name_en", "") or entry.name) if lang == "en" else entry.name


def _option_words(idx: DataIndex, name: str, lang: str) -> str | None:
    """``<option>_is_<choice>`` or ``<option>__<key>`` in words; None when ``name`` is neither."""
    for oid, option in idx.options.items():
        if name.startswith(oid + "_is_"):
            choice = next((c for c in option.choices if c.id == name[len(oid) + 4:]), None)
            if choice is not None:
                return f"{_named(option, lang)}: {_named(choice, lang)}"
        if name.startswith(oid + "__"):
            return _named(option, lang)
    return None


def name_words(idx: DataIndex, name: str, lang: str = "ja") -> str:
    """One name a formula reads, in the pack's words (see the module contract)."""
    lang = "en" if lang == "en" else "ja"
    if name in _JOINERS[lang]:
        return _JOINERS[lang][name]
    if name in idx.stats:
        return _named(idx.stats[name], lang)
    if name in idx.options:
        return _named(idx.options[name], lang)
    if name.startswith("setting_"):  # a reading the GM switches (the pack's readings)
        return _SETTING[lang]
    worded = _option_words(idx, name, lang)
    if worded is not None:
        return worded
    kind = next((k for k in idx.content.kinds if k.id == name), None)
    return _named(kind, lang) if kind is not None else name


def formula_words(idx: DataIndex, source: str, lang: str = "ja") -> str:
    """``source`` with every name it reads in the pack's words (see the module contract)."""
    return _NAME.sub(lambda m: name_words(idx, m.group(0), lang), source or "")
