"""Fate/roll dice's NPC forge as its plug-in offers it (``extra["forge"]``, :mod:`builder.gm.forge`):
a トループ's own sheet (<トループ> L328–400) by :mod:`.troop`, a Master or a Servant by :mod:`.npc`.

Contract: :func:`forge_fate` takes :func:`builder.gm.forge.forge`'s arguments, checks the type
(in this system the class is the type, L657: ``cls`` names it when ``type`` does not) and the
kept character's, and returns the forged :class:`~builder.core.build.Build`; what cannot be made
is a :class:`~builder.core.forging.ForgeError` saying why. The choice between the two makers lives
here so that neither imports the other's caller (issue 25 item 5: no circle in the forge).
"""
from __future__ import annotations

import random
from typing import Any

from builder.core.forging import ForgeError, book_name
from builder.systems.fate_roll_dice.forge.refusal import known_types
from builder.systems.fate_roll_dice.forge.npc import forge_person
from builder.systems.fate_roll_dice.forge.troop import forge_troop


def forge_fate(pack: Any, *, type: str | None = None, level: int | None = None, cls: str | None = None,
               seed: int, keep: Any = None, npc: bool = True, taken_names: frozenset[str] = frozenset(),
               log: Any = None) -> Any:
    """See the module contract; ``level`` is the ランクレベル (L747–750); ``log``: a
    :class:`~builder.core.forging.ForgeLog` receiving the start and the named edits sent."""
    if cls and type and pack.find_type(cls) is not pack.find_type(type):
        raise ForgeError(f"in {pack.id} the class is the type: --class {cls} and --type {type} differ", "class_is_type",
                         system=book_name(pack.id), system_en=book_name(pack.id, "en"), cls=cls, type=type)
    type, rank_level = type or cls, level
    rng = random.Random(f"{seed}:{type or ''}:{rank_level}")  # str seeds are hashed the same in every run
    type_name = type or (keep.type if keep is not None else None)
    if not type_name:
        raise ForgeError(f"name a type (--type): {', '.join(pack.types)}", "name_type", **known_types(pack))
    type_def = pack.find_type(type_name)
    if type_def is None:
        raise ForgeError(f"unknown type {type_name!r} in {pack.id} (known: {', '.join(pack.types)})", "unknown_type",
                         type=str(type_name), system=pack.manifest.name,
                         system_en=pack.manifest.name_en or pack.manifest.name, **known_types(pack))
    if keep is not None and pack.find_type(keep.type) is not type_def:
        raise ForgeError(f"the kept character is a {keep.type}, not a {type_name}", "keep_type", kept=keep.type,
                         type=type_def.name, type_en=type_def.name_en or type_def.name)
    if getattr(pack.kinds[type_def.kind], "troop", False):  # a トループ's own sheet (L328–400)
        return forge_troop(pack, type_def, rank_level=rank_level, seed=seed, keep=keep, npc=npc, rng=rng, log=log)
    return forge_person(pack, type_def, rank_level=rank_level, seed=seed, keep=keep, npc=npc, rng=rng,
                        taken_names=taken_names, log=log)
