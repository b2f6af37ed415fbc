"""The names a GM sees over a rule-data column, from the pack itself (issue 28 item 1).

Contract: :func:`value_names` gives, for each value key of a GM-entered place (a table's column,
an option's value key: ``base_health``, ``tai``), its (Japanese, English) name: the name of the
first derived figure of the pack (in pack order) whose formula reads ``<place>__<key>`` and no
other key of that place (グレイル・タクティクス' ``base_health`` is the ``最大ヘルス`` the formula
of L51–59 adds it to; e.g. ``tai`` is 【体力基本値】, preferred over the figure named after
it that comes first, 【体力基本値】のうち成長分); failing that, the first figure that reads it
at all; failing that, the pool that spends it (e.g. ``hero_cost``: the pool's own name); failing
that, the key's words (``stat cap raise``: a key only a check reads). Pure: no Qt.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@lru_cache(maxsize=4096)
def _reads(expr: str | None) -> frozenset[str]:
    """The names ``expr`` reads. Cached by the text: :func:`value_names` is asked for every
    GM-entered place of a pack (a dozen per listing) and reads every figure's formula each time."""
    return frozenset(_WORD.findall(expr or ""))


def value_names(content: Any, place: str, keys: list[str]) -> dict[str, tuple[str, str]]:
    """Key -> (name, name_en) for the keys of ``place`` (see the module contract)."""
    names = {f"{place}__{k}": k for k in keys}
    alone: dict[str, tuple[str, str]] = {}
    anywhere: dict[str, tuple[str, str]] = {}
    for d in getattr(content, "derived", ()):
        read = _reads(d.expr) | _reads(getattr(d, "when", None))
        hits = [names[n] for n in read if n in names]
        pair = (d.name or d.id, getattr(d, "name_en", "") or d.name or d.id)
        for key in hits:
            anywhere.setdefault(key, pair)
        if len(set(hits)) == 1:
            # the first in pack order, but the figure itself (【体力基本値】) over a part of it
            # named after it (【体力基本値】のうち成長分)
            held = alone.get(hits[0])
            if held is None or (held[0].startswith(pair[0]) and held[0] != pair[0]):
                alone[hits[0]] = pair
    spent = _spent_by_pools(content)
    return {k: alone.get(k) or anywhere.get(k) or spent.get(k) or _words(k) for k in keys}


def _spent_by_pools(content: Any) -> dict[str, tuple[str, str]]:
    """A value key a pool spends (e.g. ``hero_cost``): the pool's name."""
    out: dict[str, tuple[str, str]] = {}
    for pool in getattr(content, "pools", ()):
        for spend in pool.spend:
            if spend.source == "options" and spend.key:
                out.setdefault(spend.key, (f"コスト({pool.name})", f"cost ({getattr(pool, 'name_en', '') or pool.name})"))
    return out


def _words(key: str) -> tuple[str, str]:
    """A key no figure or pool names (read by a check only): its words, not its spelling."""
    words = key.replace("_", " ").replace("-", " ")
    return words, words
