"""The NPC forge: a legal character of any system in one call (issue 15, item 4).

Contract: :func:`forge` ``(system, *, type, level, cls, seed, keep, npc) -> Build`` is pure
(no files, clocks or global state: the dice are ``random.Random(seed)``), so the same
arguments give the same character and another seed gives another one. The character it
returns passes the engine's own ``evaluate`` with no error and no open GM flag, and every
creation budget is spent to within its smallest step; the forge proposes choices, asks the
engine (:func:`builder.core.engine.evaluate`, the only authority) and repairs what the engine
reports: it holds no copy of a rule. ``keep`` is a partly built character: what it has
chosen stays, the forge fills only what it leaves open (see each system's module for what
counts as open). The result records that it was generated, and the seed, in
:attr:`builder.core.build.Build.generated`.

Where it cannot (an unknown type, a rank level the rulebook does not allow, a system whose
pack lacks a table the forge needs, kept choices that cost more than the budget) it raises
:class:`ForgeError` with a message that names what is missing or which kept choice blocks it;
it never returns a character with errors.

Systems: each system's plug-in offers its forge as ``SystemPlugin.extra["forge"]`` (called with
this function's arguments and the pack; see :mod:`builder.core.registry`): the data systems'
is :mod:`builder.kit.forge` (``level`` is the character level where the system has one), a
system with its own rules in Python has its own in its folder. This door names no system and
imports none (issue 25 item 5).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

# the vocabulary every forge shares lives below the forges and this door (no import circle);
# importers of this module keep finding it here
from builder.core.forging import MAKER, ForgeError, ForgeLog, book_name, load_for_forge

if TYPE_CHECKING:
    from builder.core.build import Build
    from builder.core.packs import RulePack

__all__ = ["MAKER", "ForgeError", "ForgeLog", "book_name", "forge", "load_for_forge"]


def forge(system: str, *, type: str | None = None, level: int | None = None, cls: str | None = None,
          seed: int, keep: "Build | None" = None, npc: bool = True, pack: "RulePack | None" = None,
          taken_names: frozenset[str] = frozenset(), log: ForgeLog | None = None) -> "Build":
    """A legal character of ``system`` (see the module contract). ``type``: the character type
    (マスター or a class, where classes are types); ``level``: the ランクレベル or the
    level; ``cls``: the class where the type is not the class; ``pack``: an already loaded pack
    (the bench and the war file pass theirs; default: the system's pack with the user's layer);
    ``taken_names``: family and given names (and Servant epithets) the new name must not reuse
    (:mod:`builder.core.forgenames`; the war's other members); ``log``: a :class:`ForgeLog` to
    receive the start and the named edits sent (left as it was when the forge refuses)."""
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ForgeError(f"the seed must be a whole number 0 or more, not {seed!r}", "seed", seed=repr(seed))
    if keep is not None and keep.system != system:
        raise ForgeError(f"the kept character is of system {keep.system!r}, not {system!r}", "keep_system",
                         kept=book_name(keep.system), kept_en=book_name(keep.system, "en"),
                         system=book_name(system), system_en=book_name(system, "en"))
    if pack is None:
        pack = load_for_forge(system)
    from builder.core.registry import plugin_for
    plugin = plugin_for(system)
    maker = plugin.extra.get("forge") if plugin is not None else None
    if maker is None:  # a system whose plug-in offers no forge
        raise ForgeError(f"the system {system!r} has no NPC forge", "no_forge",
                         system=book_name(system), system_en=book_name(system, "en"))
    if log is None:
        return maker(pack, type=type, level=level, cls=cls, seed=seed, keep=keep, npc=npc, taken_names=taken_names)
    made = ForgeLog()
    build = maker(pack, type=type, level=level, cls=cls, seed=seed, keep=keep, npc=npc, taken_names=taken_names,
                  log=made)
    log.start, log.edits = made.start, made.edits
    return build
