"""An NPC's name as a person would give it: no family or given name another member of the war has.

Contract (pure; the forge's ``_name`` steps call it with their own ``random.Random``):
:func:`master_name` is ``"<family> <given>"`` and :func:`servant_name` ``"<epithet><noun>"``,
each part drawn from the lists below among those not in
``taken`` (every list is drawn from once, so a seed replays); when every part of a list is
taken the whole list is drawn from (a war with more members than names). :func:`parts` gives
the parts of any name to put in ``taken``: the family and given names of a name written with a
space (full-width too, as a player writes 七夜 灯真), the epithet of a forged Servant's name,
else the name itself.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

#: the parts a forged name is drawn from (a display choice, no rulebook's: every system's forge)
SERVANT_NAMES = ("白銀の", "黄昏の", "紅蓮の", "蒼穹の", "黒鉄の", "翠緑の", "月下の", "遠き", "嵐の", "灰燼の")
MASTER_FAMILY = ("遠坂", "間桐", "桐生", "天城", "鷹宮", "御門", "久遠", "氷室", "神崎", "有栖川")
MASTER_GIVEN = ("静", "蓮", "凛", "湊", "澪", "朔", "悠", "雫", "透", "翠")


def _draw(rng: random.Random, pool: Sequence[str], taken: Iterable[str]) -> str:
    taken = set(taken)
    return rng.choice([p for p in pool if p not in taken] or list(pool))


def master_name(rng: random.Random, taken: Iterable[str] = ()) -> str:
    taken = set(taken)
    return f"{_draw(rng, MASTER_FAMILY, taken)} {_draw(rng, MASTER_GIVEN, taken)}"


def servant_name(rng: random.Random, noun: str, taken: Iterable[str] = ()) -> str:
    return f"{_draw(rng, SERVANT_NAMES, taken)}{noun}"


def parts(name: str) -> set[str]:
    """The family and given names (or the epithet) a name holds; see the module contract."""
    words = name.replace("\u3000", " ").split()
    if len(words) > 1:
        return set(words)
    epithet = next((e for e in SERVANT_NAMES if name.startswith(e) and len(name) > len(e)), None)
    return {epithet} if epithet else ({name} if name else set())
