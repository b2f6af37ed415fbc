"""The NPC forge's vocabulary, below every forge and the GM's door to them (issue 25 item 7).

Contract: what both forges (the data systems' :mod:`builder.kit.forge`, a system's own in its
folder) and their door :func:`builder.gm.forge.forge` share, in the core so that the GM's side
(a war's fill) can send the named edits of :mod:`builder.kit.edits` without an import circle:
:data:`MAKER` (the ``generated`` record's maker), :class:`ForgeLog` (the start and the named
edits a forge sent), :class:`ForgeError` (a refusal worded in both languages), :func:`book_name`
(a system by its rulebook's title, for a refusal) and :func:`load_for_forge` (the system's pack,
loaded once per process). Names no system.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
        manifest = load_for_forge(system).manifest
    except ForgeError:
        return system
    return (getattr(manifest, "name_en", "") or manifest.name) if lang == "en" else manifest.name


@lru_cache(maxsize=8)
def load_for_forge(system: str) -> "RulePack":
    """The system's pack, loaded once per process: a war's members share it, and with it the
    forge's candidate lists (kept in ``pack.memo``). A caller that reads user packs anew (the
    command line, the window) passes its own. An unknown system or a pack that does not load is
    a :class:`ForgeError`."""
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
