"""Prose for finding and ledger codes, in Japanese (default) or English.

Contract: the engine writes codes and parameters only; this module renders them. A code
missing from the catalogue renders as the code itself with its parameters, never raises.
:func:`citation` words a :class:`builder.core.sheet.Rule` for a person (the window's findings and
rule text, the printed and text sheets, ``check``/``explain``); ``Rule.cite()`` (the pack id and
line) stays the machine form of ``check --json``.
"""
from __future__ import annotations

import re

import json
from functools import lru_cache
from importlib import resources
from typing import Any

LANGS = ("ja", "en")


@lru_cache(maxsize=1)
def catalogue() -> dict[str, dict[str, str]]:
    text = resources.files(__package__).joinpath("locale/messages.json").read_text(encoding="utf-8")
    return json.loads(text)


class _Missing(dict):
    """A missing ``{name_en}`` falls back to ``{name}`` (an emitter that gives only the pack's
    Japanese name still reads; one that gives both is English in English); any other missing
    key shows as itself."""

    def __missing__(self, key: str) -> str:
        if key.endswith("_en") and key[:-3] in self:
            return self[key[:-3]]
        return "{" + key + "}"


def render(code: str, params: dict[str, Any], lang: str = "ja") -> str:
    entry = catalogue().get(code)
    if entry is None:
        return f"{code} {params}" if params else code
    template = entry.get(lang) or entry["ja"]
    return template.format_map(_Missing({k: ("" if v is None else v) for k, v in params.items()}))


def book_name(pack: Any, lang: str = "ja") -> str:
    """The rulebook's title as the pack's manifest names it (English when it has one)."""
    manifest = getattr(pack, "manifest", None)
    if manifest is None:
        return ""
    return (getattr(manifest, "name_en", "") or manifest.name) if lang == "en" else manifest.name


def citation(pack: Any, rule: Any, lang: str = "ja", book: bool = False) -> str:
    """``rule`` in words: 「ルールブック L750」 ("rulebook L750"), or with ``book`` the rulebook's
    title (the manifest's ``name`` and 「L750」) where nothing around names it. A rule
    of another pack than ``pack`` (a user pack's) is named by that pack's id; no line, no "L".
    ``pack`` may be given as its id alone (an export that holds the sheet, not the pack)."""
    line = getattr(rule, "line", None)
    own = pack if isinstance(pack, str) else getattr(pack, "id", None)
    other = own is None or getattr(rule, "pack", "") != own
    book = book and not isinstance(pack, str)
    name = rule.pack if other else book_name(pack, lang) if book else render("rule.book", {}, lang)
    ref = getattr(rule, "ref", "") or ""
    if not line and ref.startswith("reading "):  # a GM's reading, not a seed line, sets this rule
        words = reading_words(pack, ref[len("reading "):], lang)
        return render("rule.reading" if words else "rule.reading_unnamed", {"book": name, "reading": words}, lang)
    return render("rule.citation", {"book": name, "line": line}, lang) if line else name


def reading_words(pack: Any, reading: str, lang: str = "ja") -> str:
    """A GM's reading named as the readings window names it: its summary up to the first colon
    or bracket (「能力基本値に足すクラス一覧表の行」), in ``lang``; "" when ``pack`` (or only its
    id) does not hold it. Never the reading's id (issue 28 item 1)."""
    content = None if isinstance(pack, str) else getattr(pack, "content", None)
    for r in getattr(content, "readings", None) or ():
        if getattr(r, "id", None) == reading:
            text = (getattr(r, "summary_en", "") or r.summary) if lang == "en" else r.summary
            return next((part.strip() for part in re.split(r"[:：()（）。]", text) if part.strip()), "")
    return ""


SEVERITY_LABELS = {
    "ja": {"error": "エラー", "warning": "警告", "gm": "GM確認", "approved": "承認済"},
    "en": {"error": "error", "warning": "warning", "gm": "GM", "approved": "approved"},
}

POOL_LABELS = {
    "ja": {"fp": "FP", "wealth": "財産ポイント", "upkeep": "常備化ポイント", "equipment": "装備ポイント",
           "noble_phantasm": "宝具容量"},
    "en": {"fp": "FP", "wealth": "wealth points", "upkeep": "upkeep points",
           "equipment": "equipment points", "noble_phantasm": "NP capacity"},
}

DERIVED_LABELS = {
    "ja": {"rank_level": "ランクレベル", "hp": "HP", "mp": "MP", "iv": "IV", "luck_rerolls": "幸運振り直し回数",
           "rank_check_level": "ランクレベル判定値", "command_spells": "令呪", "mp_upkeep": "常時消費MP",
           "effective_mp": "実効MP", "hp_upkeep": "常時消費HP", "effective_hp": "実効HP", "madness_upkeep": "狂化維持MP",
           "true_name_target": "真名看破目標値"},
    "en": {"rank_level": "rank level", "hp": "HP", "mp": "MP", "iv": "IV", "luck_rerolls": "luck rerolls/day",
           "rank_check_level": "rank-level check", "command_spells": "command spells",
           "mp_upkeep": "MP held (always-on)", "effective_mp": "usable MP",
           "hp_upkeep": "HP held (always-on)", "effective_hp": "usable HP", "madness_upkeep": "Mad Enhancement upkeep MP",
           "true_name_target": "true-name target"},
}
