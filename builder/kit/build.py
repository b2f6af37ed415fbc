"""The choices of a data system's character (:mod:`builder.kit.model`).

Contract: :class:`DataBuild` is the :class:`builder.core.build.Build` envelope plus the three
kinds of choice every data system has: ``stats`` (chosen values on their scales, the level
among them), ``options`` (chosen choice ids per option) and ``lists`` (entries the player
added: skills, 宝具 …). Which ids are valid is the pack's business: the engine reports an
unknown id as a finding with its path, so a file made with a GM's user pack still opens
without it. A system's plug-in subclasses it to name its own model.
"""
from typing import Annotated, Any, Literal

from pydantic import Field, SerializerFunctionWrapHandler, StrictBool, model_serializer

from builder.core.build import (LIMITS, MAX_COUNT, MAX_POINTS, NO_KEYS, Build, Doc, Id, Line, Name, Text, no_entries,
                     whole)


class ListEntry(Doc):
    """One entry of a list: from the catalogue (``ref``) or written by the player. A catalogue
    entry's fields absent from the file are the catalogue's; those given are the player's."""

    ref: Id = Field(default="", description="catalogue entry id, or empty for the player's own")
    name: Name = ""
    type: Id = ""
    source: Literal["skill", "np", "class", "other"] = "skill"
    level: Line = ""
    cost: Annotated[dict[Id, whole(-MAX_POINTS, MAX_POINTS)], Field(max_length=LIMITS["small_list"])] = NO_KEYS
    flags: list[Id] = no_entries(max_length=LIMITS["small_list"])
    text: Text = ""
    from_class: Id = Field(default="", description="the class it belongs to (a stat id of the pack's class group; "
                           "千夜月姫+ 003 L459, L1265–1267)")
    granted_by: Name = Field(default="", description="the entry (by name) that grants it (an item's 特技, 003 "
                             "L510–514)")
    condition: Text = Field(default="", description="its 取得条件 as printed (an エクストラスキル, 003 L475–476)")
    secret: bool = Field(default=False, description="reveals the true name: kept out of public exports")
    revealed: StrictBool = Field(default=False, description="used in play, so other players have seen it: "
                                 "public exports show it (builder.core.secrets)")

    def __eq__(self, other: object) -> bool:
        """Equal values, and for a catalogue entry the same fields given: giving a field its
        catalogue's value, or 0, is a change (an edit, an unsaved mark)."""
        return (super().__eq__(other) is True and isinstance(other, ListEntry)
                and (not self.ref or self.model_fields_set == other.model_fields_set))

    def __hash__(self) -> int:  # (defining __eq__ drops the frozen model's own)
        return hash((self.ref, self.name, self.type, self.source, self.level, tuple(self.cost.items()),
                     tuple(self.flags), self.text, self.from_class, self.granted_by, self.condition, self.secret,
                     self.revealed))

    @model_serializer(mode="wrap")
    def _as_given(self, handler: SerializerFunctionWrapHandler) -> Any:
        """A catalogue entry (``ref``) keeps which fields the player gave: a field absent from
        the file is the catalogue's (the engine fills it, builder/kit/evaluate.py ``_lists``), one
        given stays as given, even empty or 0 (「令呪 0」 the player typed, a name cleared). So
        its dump holds exactly the fields given, defaults included, and a dump read back (every
        edit re-reads the build, a save writes it) gives the same entry."""
        data = handler(self)
        if not self.ref or not isinstance(data, dict):
            return data
        given = self.model_fields_set | {"ref"}
        for key in [k for k in data if k not in given and k in _ENTRY_FIELDS]:  # (not an extra key)
            del data[key]
        for key in given - data.keys():  # a given default (exclude_defaults left it out)
            value = getattr(self, key)
            data[key] = dict(value) if isinstance(value, dict) else list(value) if isinstance(value, list) else value
        return data


_ENTRY_FIELDS = frozenset(ListEntry.model_fields)  # (read once: the class property is slow)


class DataBuild(Build):
    stats: Annotated[dict[Id, whole(-MAX_POINTS, MAX_POINTS)], Field(max_length=LIMITS["small_list"])] = NO_KEYS
    options: Annotated[dict[Id, Annotated[list[Id], Field(max_length=MAX_COUNT)]],
                       Field(max_length=LIMITS["small_list"])] = NO_KEYS
    lists: Annotated[dict[Id, Annotated[list[ListEntry], Field(max_length=LIMITS["list"])]],
                     Field(max_length=LIMITS["small_list"])] = NO_KEYS
