"""A system's war-level rules: the bundled ``war.json`` beside its pack (read-only data).

Contract: :func:`war_rules` ``(system) -> dict`` gives the system's war data (an empty dict
when its seed has no war-level rules: the war file then holds only the regulation and pairs).
Every entry cites its seed line (``line``) in the seed named by ``seed``. The data is the
project's own, shipped with the pack (not user input); it is read once per process.

- Fate/roll dice (``builder/rulepacks/fate-roll-dice/war.json``): the regulation (七組, L58),
  the イレギュラー表 (L75–88, 12 results), the summoning methods and their order (L108–147),
  the seven classes that are first come, first served (L104, L657).
- 中聖杯 (``builder/systems/chuseihai/pack/war.json``): the 陣営 with its 貯蔵魔力 (L13, L22),
  the turn of five phases (L9–21) and the two example random event tables (L31–57).
- Fate/Grail Tactics (``builder/systems/grail_tactics/pack/war.json``): two sides of seven
  Servants and seven Masters (L9, L13) and the round of three turns (L46).
"""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

DEFAULT_PAIRS = 7  # a system without war data: the usual seven pairs (000_8acb8ad758a0196c.txt L58)


@lru_cache(maxsize=None)
def _load(system: str) -> str:
    from ..registry import plugin_for
    plugin = plugin_for(system)
    if plugin is None:
        return "{}"
    path = plugin.pack_dir / "war.json"
    return path.read_text(encoding="utf-8") if path.is_file() else "{}"


def war_rules(system: str) -> dict[str, Any]:
    """The system's war data (a fresh copy the caller may change)."""
    return json.loads(_load(system))


def rule_pairs(system: str) -> int:
    """The regulation's number of pairs (per side, where the system has sides)."""
    return int(war_rules(system).get("regulation", {}).get("pairs", DEFAULT_PAIRS))


def sides(system: str) -> list[str]:
    """The names of the sides (Grail Tactics: A and B, L9); ``[]`` for a battle royal."""
    return list(war_rules(system).get("sides", {}).get("names", []))


def classes(system: str) -> list[str]:
    """The classes summoned first come, first served (Fate/roll dice L104), in the seed's order."""
    return list(war_rules(system).get("classes", {}).get("ids", []))


def irregular_table(system: str) -> dict[str, Any] | None:
    return war_rules(system).get("irregular")


def summoning(system: str) -> dict[str, Any] | None:
    return war_rules(system).get("summoning")
