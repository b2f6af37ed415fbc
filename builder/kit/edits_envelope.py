"""Edits of the envelope's own record fields, for any system's character (part of
:mod:`builder.kit.edits`; import them from there): whether it is an NPC, the forge's record
that it made the character, and a whole character put back (the window's restore of an
autosaved copy).

Contract as in :mod:`builder.kit.edits`: ``apply(pack, build)`` returns a new build of the same
model (validated by it) or raises :class:`~builder.kit.editrefusal.EditRefused`; ``text(pack,
lang)`` names the edit for the undo history. These are the edits the forges send for what they
once wrote into the character directly (issue 25 item 7).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from builder.core.build import Build
from .editrefusal import EditRefused, _validated


@dataclass(frozen=True)
class SetNpc:
    """Set ``npc``: the character is the GM's (an NPC), not a player's."""

    value: bool

    def apply(self, pack: Any, build: Any) -> Build:
        return _validated(build, {**build.model_dump(), "npc": bool(self.value)})

    def text(self, pack: Any, lang: str = "ja") -> str:
        return "NPC" + (" ✓" if self.value else " ✗")


@dataclass(frozen=True)
class MarkGenerated:
    """Record that the NPC forge made the character (:attr:`builder.core.build.Build.generated`):
    by what (``by``), from which seed, and whether it filled a partly built one (``kept``).
    A record the model cannot hold (a negative seed) is refused with the model's reason."""

    by: str
    seed: int
    kept: bool = False

    def apply(self, pack: Any, build: Any) -> Build:
        record = {"by": self.by, "seed": self.seed, **({"kept": True} if self.kept else {})}
        return _validated(build, {**build.model_dump(), "generated": record})

    def text(self, pack: Any, lang: str = "ja") -> str:
        return (f"generated (seed {self.seed})" if lang == "en" else f"自動生成の記録(シード {self.seed})")


@dataclass(frozen=True)
class Restore:
    """Put back a whole character (``build``: the window's autosaved copy of this character).
    Refused when the copy is another system's character; the copy is validated again by this
    character's model (a copy the model refuses is refused with its reason and place)."""

    build: Build

    def apply(self, pack: Any, build: Any) -> Build:
        if self.build.system != build.system:
            raise EditRefused("restore_other_system", "/system", system=self.build.system, held=build.system)
        return _validated(build, self.build.model_dump())

    def text(self, pack: Any, lang: str = "ja") -> str:
        return "restore" if lang == "en" else "復元"
