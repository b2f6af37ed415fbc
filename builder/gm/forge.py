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

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from builder.core.build import Build
    from builder.core.packs import RulePack

#: what the ``generated`` record names as the maker
MAKER = "grail-builder generate"


@dataclass
class ForgeLog:
    """What a forge did, for a caller that replays or checks it (the window's 残りを自動で埋める
    replays it as the user's own edits, issue 25 item 7): ``start``, the character the forge began
    from (the kept one, or the type's new character), and ``edits``, every named edit it sent, in
    order. Replaying ``edits`` on ``start`` (each edit's ``apply``) gives the forged character;
    what the forge only tried and took back is not among them."""

    start: Any = None
    edits: list[Any] = field(default_factory=list)


class ForgeError(Exception):
    """The forge cannot make this character: the message says why (what the pack lacks, which
    argument is out of range, which kept choice is in the way). ``code`` and ``params`` word it
    in the user's language (:meth:`text`: ``forge.<code>`` of builder/words/locale/messages.json,
    Japanese and English; a param ``x_en`` is ``x``'s English, such as a type's name_en)."""

    def __init__(self, message: str, code: str = "", **params: object):
        super().__init__(message)
        self.message, self.code, self.params = message, code, params

    def text(self, lang: str = "ja") -> str:
        """The refusal in ``lang`` (the English message where it has no code)."""
        from builder.words.messages import catalogue, render
        key = "forge." + self.code
        return render(key, self.params, lang) if self.code and key in catalogue() else self.message


def book_name(system: str, lang: str = "ja") -> str:
    """A system by its rulebook's name (its manifest's name), for a refusal; the id when unknown."""
    try:
        manifest = _load(system).manifest
    except ForgeError:
        return system
    return (getattr(manifest, "name_en", "") or manifest.name) if lang == "en" else manifest.name


def forge(system: str, *, type: str | None = None, level: int | None = None, cls: str | None = None,
          seed: int, keep: "Build | None" = None, npc: bool = True, pack: "RulePack | None" = None,
          taken_names: frozenset[str] = frozenset(), log: ForgeLog | None = None) -> "Build":
    """A legal character of ``system`` (see the module contract). ``type``: the character type
    (マスター or a class, where classes are types); ``level``: the ランクレベル or the
    level; ``cls``: the class where the type is not the class; ``pack``: an already loaded pack
    (the bench and the war file pass theirs; default: the system's pack with the user's layer);
    ``taken_names``: family and given names (and Servant epithets) the new name must not reuse
    (:mod:`builder.gm.forgenames`; the war's other members); ``log``: a :class:`ForgeLog` to
    receive the start and the named edits sent (left as it was when the forge refuses)."""
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ForgeError(f"the seed must be a whole number 0 or more, not {seed!r}", "seed", seed=repr(seed))
    if keep is not None and keep.system != system:
        raise ForgeError(f"the kept character is of system {keep.system!r}, not {system!r}", "keep_system",
                         kept=book_name(keep.system), kept_en=book_name(keep.system, "en"),
                         system=book_name(system), system_en=book_name(system, "en"))
    if pack is None:
        pack = _load(system)
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


@lru_cache(maxsize=8)
def _load(system: str) -> "RulePack":
    """The system's pack, loaded once per process: a war's members share it, and with it the
    forge's candidate lists (kept in ``pack.memo``). A caller that reads user packs anew (the
    command line, the window) passes its own."""
    from builder.core.packio import PackError
    from builder.core.packs import known_systems, load_pack
    from builder.core.registry import plugin_for, systems
    if plugin_for(system) is None:  # the systems by their rulebooks' titles; ``ids`` for a machine
        raise ForgeError(f"unknown system {system!r} (known: {known_systems('en')})", "unknown_system",
                         system=str(system), known=known_systems("ja"), known_en=known_systems("en"),
                         ids=", ".join(systems()))
    try:
        return load_pack(system)
    except PackError as exc:
        raise ForgeError(f"the pack of {system} does not load: {exc}", "pack_broken", system=system,
                         error=str(exc)) from None
