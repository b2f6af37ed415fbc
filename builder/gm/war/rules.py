"""A system's war-level rules: the bundled ``war.json`` beside its pack (read-only data).

Contract: :func:`war_rules` ``(system) -> dict`` gives the system's war data (an empty dict
when its seed has no war-level rules: the war file then holds only the regulation and pairs).
Every entry cites its seed line (``line``) in the seed named by ``seed``. The data is the
project's own, shipped with the pack (not user input); it is read once per process.

What a system's ``war.json`` may hold (each system's own file says which, with its lines): the
regulation (number of pairs), an irregular table, summoning methods and their order, the classes
taken first come first served, 陣営 or sides with their own pools, a turn of phases, event
tables, and ``members``: the character type of a pair's Master and Servant where the system
does not call them ``master`` and ``servant`` (a Master made as a 「それ以外」 character). This
module reads the file; it knows no system by name.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

DEFAULT_PAIRS = 7  # a system without war data: the usual seven pairs (000_8acb8ad758a0196c.txt L58)


@lru_cache(maxsize=None)
def _load(system: str) -> str:
    from builder.core.registry import plugin_for
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
    """The names of the sides (as the system's war.json names them); ``[]`` for a battle royal."""
    return list(war_rules(system).get("sides", {}).get("names", []))


def classes(system: str) -> list[str]:
    """The classes summoned first come, first served (war.json ``classes``), in the seed's order."""
    return list(war_rules(system).get("classes", {}).get("ids", []))


def member_type(system: str, slot: str) -> str:
    """The character type a pair's ``slot`` (``master`` or ``servant``) is made as: the war
    data's ``members`` entry, else the slot's own name."""
    entry = war_rules(system).get("members", {}).get(slot) or {}
    return str(entry.get("type") or slot)


@dataclass(frozen=True)
class WarRolls:
    """What a system's plug-in offers the war in code (``SystemPlugin.extra["war"]``, a function
    that returns this): ``irregular``, its イレギュラー表 (``roll_table``, ``apply``, ``resolve``,
    ``result_info``, ``effects``, ``RESULTS``, ``NESTED``, ``IrregularError``), and ``summon``, its
    summoning (``summon``, ``member_inputs``, ``carry_over_class``, ``SummonError``); ``None``
    where the system has none. Their errors are :class:`~.model.WarRuleError`."""

    irregular: Any = None
    summon: Any = None


def war_rolls(system: str) -> WarRolls:
    """The system's war rules in code, as its plug-in offers them (an empty :class:`WarRolls`
    when it offers none, or no plug-in is installed): the war and its window reach a system's
    tables and rolls only so (issue 25 item 3)."""
    from builder.core.registry import plugin_for
    plugin = plugin_for(system)
    offer = plugin.extra.get("war") if plugin is not None else None
    return offer() if offer is not None else WarRolls()


def irregular_table(system: str) -> dict[str, Any] | None:
    return war_rules(system).get("irregular")


def summoning(system: str) -> dict[str, Any] | None:
    return war_rules(system).get("summoning")
