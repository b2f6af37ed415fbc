"""Fate/roll dice's pack content and its loaded pack: what the plug-in gives the core's loader.

Contract: :class:`PackContent` types one content file of the pack (the plug-in's
``content_model``; the committed ``schemas/fate-roll-dice.rulepack.schema.json`` is generated
from it): every field optional per file, every key closed. The core lays the files over each
other (entry lists by id, the maps by key) and validates the merge; the plug-in's ``index``
fills a :class:`FatePack` (the plug-in's ``pack_class``): the core's envelope
(:class:`builder.core.packs.RulePack`) with this system's lookups by id and its level letters.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from builder.core.packbase import Reading, empty_dict, empty_list
from builder.core.packs import RulePack
from .packmodel import (
    AlignmentAxisValue, CategoryValue, EquipmentKind, KindDef, NpEffectDef, ProfileField, RankDef, Rules,
    StatDef, Step, TermDef, TypeDef, Entry,
)
from .packskills import SkillDef


class PackContent(BaseModel):
    """One content file (or the merge of all of them). Every field is optional per file; a
    top-level key not declared here is an error (so is any undeclared key below it)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)

    rules: Rules = Field(default_factory=Rules.model_construct)  # (no validator built for an empty Rules: start-up)
    settings: dict[str, Any] = Field(default_factory=empty_dict)
    counts: dict[str, Annotated[int, Field(ge=0, le=100_000)]] = {}
    kinds: list[KindDef] = Field(default_factory=empty_list)
    stats: list[StatDef] = Field(default_factory=empty_list)
    types: list[TypeDef] = Field(default_factory=empty_list)
    ranks: list[RankDef] = Field(default_factory=empty_list)
    terms: list[TermDef] = Field(default_factory=empty_list)
    alignment: list[AlignmentAxisValue] = Field(default_factory=empty_list)
    skills: list[SkillDef] = Field(default_factory=empty_list)
    np_effects: list[NpEffectDef] = Field(default_factory=empty_list)
    categories: list[CategoryValue] = Field(default_factory=empty_list)
    gear_kinds: list[EquipmentKind] = Field(default_factory=empty_list)
    upkeep_uses: list[Entry] = Field(default_factory=empty_list)
    profile_fields: list[ProfileField] = Field(default_factory=empty_list)
    steps: list[Step] = Field(default_factory=empty_list)
    readings: list[Reading] = Field(default_factory=empty_list)


#: the content's entry lists, merged by id across layers (every list field above)
LIST_FIELDS = tuple(name for name, info in PackContent.model_fields.items()
                    if isinstance(info.get_default(call_default_factory=True), list))

#: the entry lists :func:`builder.systems.fate_roll_dice.plugin.index` keeps by id on the pack
INDEXED = ("kinds", "stats", "types", "ranks", "skills", "np_effects", "categories", "gear_kinds", "alignment")


@dataclass
class FatePack(RulePack):
    """A loaded Fate/roll dice pack: the envelope with the entries by id. Treat as read-only."""

    content: PackContent
    kinds: dict[str, KindDef] = field(default_factory=dict)
    stats: dict[str, StatDef] = field(default_factory=dict)
    types: dict[str, TypeDef] = field(default_factory=dict)
    ranks: dict[str, RankDef] = field(default_factory=dict)
    skills: dict[str, SkillDef] = field(default_factory=dict)
    np_effects: dict[str, NpEffectDef] = field(default_factory=dict)
    categories: dict[str, CategoryValue] = field(default_factory=dict)
    gear_kinds: dict[str, EquipmentKind] = field(default_factory=dict)
    alignment: dict[str, AlignmentAxisValue] = field(default_factory=dict)

    def level(self, letter: str | None) -> int:
        """The number of a level letter (L863–864: E 1 … EX 6; ``-`` or none: 0)."""
        return self.rules["levels"].get(letter or "-", 0)

    def letter(self, value: int) -> str:
        """The first letter whose number is ``value`` (a dict built once, not a scan per call);
        past the last letter, EX (L863–864: the levels end at EX)."""
        letters = self.memo.get("letters")
        if letters is None:
            letters = self.memo["letters"] = {}
            for letter, number in reversed(list(self.rules["levels"].items())):
                letters[number] = letter  # the first letter of a number wins, as a scan's would
        found = letters.get(value)
        return found if found is not None else ("EX" if value > 6 else "-")

    def find_type(self, name: str) -> TypeDef | None:
        """A type by id, Japanese name or alias (the first type that has it, in the pack's
        order, as a scan would find it; the table is built once per pack, under its own key:
        ``type_names`` is :func:`builder.core.typenames.type_name`'s)."""
        names = self.memo.get("types_by_name")
        if names is None:
            names = self.memo["types_by_name"] = {}
            for t in self.types.values():
                for key in (t.id, t.name, *t.aliases):
                    names.setdefault(key, t)
        return names.get(name)
