"""Prose for finding and ledger codes, in Japanese (default) or English.

Contract: the engine writes codes and parameters only; this module renders them. A code
missing from the catalogue renders as the code itself with its parameters, never raises.
"""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any

LANGS = ("ja", "en")


@lru_cache(maxsize=1)
def catalogue() -> dict[str, dict[str, str]]:
    text = resources.files("builder").joinpath("locale/messages.json").read_text(encoding="utf-8")
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
