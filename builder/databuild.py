"""The choices of a data system's character (:mod:`builder.datamodel`).

Contract: :class:`DataBuild` is the :class:`builder.build.Build` envelope plus the three
kinds of choice every data system has: ``stats`` (chosen values on their scales, the level
among them), ``options`` (chosen choice ids per option) and ``lists`` (entries the player
added: skills, 宝具 …). Which ids are valid is the pack's business: the engine reports an
unknown id as a finding with its path, so a file made with a GM's user pack still opens
without it. A system's plug-in subclasses it to name its own model.
"""
from typing import Annotated, Literal

from pydantic import Field, StrictBool

from .build import (LIMITS, MAX_COUNT, MAX_POINTS, NO_KEYS, Build, Doc, Id, Line, Name, Text, no_entries,
                     whole)


class ListEntry(Doc):
    """One entry of a list: from the catalogue (``ref``) or written by the player."""

    ref: Id = Field(default="", description="catalogue entry id, or empty for the player's own")
    name: Name = ""
    type: Id = ""
    source: Literal["skill", "np", "class", "other"] = "skill"
    level: Line = ""
    cost: Annotated[dict[Id, whole(-MAX_POINTS, MAX_POINTS)], Field(max_length=LIMITS["small_list"])] = NO_KEYS
    flags: list[Id] = no_entries(max_length=LIMITS["small_list"])
    text: Text = ""
    secret: bool = Field(default=False, description="reveals the true name: kept out of public exports")
    revealed: StrictBool = Field(default=False, description="used in play, so other players have seen it: "
                                 "public exports show it (builder.secrets)")


class DataBuild(Build):
    stats: Annotated[dict[Id, whole(-MAX_POINTS, MAX_POINTS)], Field(max_length=LIMITS["small_list"])] = NO_KEYS
    options: Annotated[dict[Id, Annotated[list[Id], Field(max_length=MAX_COUNT)]],
                       Field(max_length=LIMITS["small_list"])] = NO_KEYS
    lists: Annotated[dict[Id, Annotated[list[ListEntry], Field(max_length=LIMITS["list"])]],
                     Field(max_length=LIMITS["small_list"])] = NO_KEYS
