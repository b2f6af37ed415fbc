"""The rule a citation names, as the pack holds it: 「L748」 → the seed's words at that line.

Contract: :func:`rule_texts` returns, for a pack and a seed line, every text the pack holds for
that line: the entries written there (a skill, rank, effect, option, check … with its name and
text; an entry's further lines count too) and, for the general rules the engine cites that are
no entry (FP budget L750, marks L902 …), the line as the seed writes it, from the pack's
rule-text index (``rule_texts.json`` beside the manifest, written by scripts/rule_texts.py and
checked against the seed by tests/builder/core/test_ruletext.py). English mode prefers an entry's
``name_en``/``text_en``; the seed quote stays Japanese (it is the rulebook). Empty when the pack
holds nothing for the line. Pure: reads the pack and its folder, never the seed.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel


@dataclass(frozen=True)
class RuleText:
    line: int
    title: str  # the entry's name; "" for a seed quote
    text: str
    quote: bool  # True: the seed's own words (from the index)


@lru_cache(maxsize=8)
def _index(folder: str) -> dict[int, str]:
    path = Path(folder) / "rule_texts.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    lines = data.get("lines", {}) if isinstance(data, dict) else {}
    return {int(k): str(v) for k, v in lines.items() if str(k).isdigit()}


def _pack_folder(pack: Any) -> str:
    try:
        from .packs import bundled_pack_dir
        return str(bundled_pack_dir(pack.id))
    except Exception:  # noqa: BLE001 - a pack without a bundled folder has no index
        return ""


def _entries(obj: Any, lang: str, out: dict[int, list[RuleText]], seen: set[int]) -> None:
    """Every model in ``obj`` that has a text, under its own line and its further lines."""
    if isinstance(obj, BaseModel):
        if id(obj) in seen:
            return
        seen.add(id(obj))
        own = getattr(obj, "line", None)
        extra = getattr(obj, "extra_lines", None) or []
        text = getattr(obj, "text", None)
        if isinstance(text, str) and text:
            name = getattr(obj, "name", "") or ""
            if lang == "en":
                name = getattr(obj, "name_en", "") or name
                text = getattr(obj, "text_en", "") or text
            for line in {own, *extra} - {None}:
                if isinstance(line, int):
                    out.setdefault(line, []).append(RuleText(line, str(name), text, False))
        for field in type(obj).model_fields:
            value = getattr(obj, field, None)
            if isinstance(value, (BaseModel, list, tuple, dict)):
                _entries(value, lang, out, seen)
    elif isinstance(obj, (list, tuple)):
        for item in obj:
            _entries(item, lang, out, seen)
    elif isinstance(obj, dict):
        for item in obj.values():
            _entries(item, lang, out, seen)


def _by_line(pack: Any, lang: str) -> dict[int, list[RuleText]]:
    """The pack's texts by line, worked out once per pack and language (kept in ``pack.memo``)."""
    key = "ruletext:" + lang
    memo = getattr(pack, "memo", None)
    if memo is not None and key in memo:
        return memo[key]
    content = pack.content  # every system's merged content (its plug-in's content_model)
    out: dict[int, list[RuleText]] = {}
    _entries(content, lang, out, set())
    if memo is not None:
        memo[key] = out
    return out


def rule_texts(pack: Any, line: int | None, lang: str = "ja") -> list[RuleText]:
    """What the pack holds for seed line ``line`` (entries first, then the seed quote)."""
    if not line:
        return []
    out = list(_by_line(pack, lang).get(line, []))
    quote = _index(_pack_folder(pack)).get(line)
    if quote and not any(t.text == quote for t in out):
        out.append(RuleText(line, "", quote, True))
    return out
