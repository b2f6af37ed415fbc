"""The models every rule pack shares, whatever its system: the envelope around a system's content.

Contract: the manifest (``manifest.json``: id, title, version, seed, the content files), the
readings (named switches a GM flips, with their choices and labels) and the number bounds
every layer a user writes is held to. A system's typed content (its entries, its rule numbers)
is its plug-in's ``content_model``, in its own folder (:mod:`builder.core.registry`); the
core loads and layers it (:mod:`builder.core.packs`) without knowing its fields.

Every model is closed (``extra="forbid"``) and sets ``defer_build=True`` (its validator is
built on first use); annotations are real (no ``from __future__ import annotations``) so
pydantic need not evaluate strings.
"""
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field


def empty_list() -> list:
    """A fresh ``[]`` default. Start-up: pydantic deep-copies a mutable default for every
    entry it validates (about 11,000 copies per pack load); a factory is called instead, and a
    plain function's signature is read quickly (``list``'s is parsed from text, 35 ms)."""
    return []


def empty_dict() -> dict:
    """A fresh ``{}`` default (see :func:`empty_list`)."""
    return {}


# Integers a user layer may write are bounded here, so the JSON Schema shows the bounds to
# editors too and no number from a pack can make the engine's arithmetic or loops large.
Number = Annotated[int, Field(ge=-10_000, le=10_000)]
LineNo = Annotated[int, Field(ge=0, le=1_000_000, description="seed line")]


class ChoiceLabel(BaseModel):
    """What one of a reading's choices means, in words (the window and ``pack readings`` show
    it instead of the id). ``value`` must be one of the reading's ``choices``
    (:func:`builder.core.packcheck.check_settings` says so with the file and place)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    value: Any
    name: str = Field(min_length=1, description="Japanese label, worded from the seed line")
    name_en: str = ""


class Reading(BaseModel):
    """A reading of ambiguous text that changes numbers: a named switch a GM can flip."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    id: str
    value: Any
    choices: list[Any] = Field(default_factory=empty_list)
    choice_labels: list[ChoiceLabel] = Field(default_factory=empty_list,
                                             description="a label per choice (value, name, name_en)")
    line: LineNo | None = None
    summary: str
    summary_en: str = ""
    digest: str = Field(default="", description="where the digest discusses it")


class Manifest(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)

    id: str
    name: str
    name_en: str = ""
    version: str
    seed: str
    digest: list[str] = Field(default_factory=empty_list)
    content: list[str]
    counts: dict[str, Number] = Field(default_factory=empty_dict, description="list sizes the seed has")
