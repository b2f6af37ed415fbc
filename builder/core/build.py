"""The character document's envelope: what every system's character has, and nothing derived.

Contract: :class:`Build` is the envelope (schema version, system and pack version, name,
player, profile, notes, GM approvals, campaign and partner links); each system's characters are
a subclass of it holding that system's own choices (its plug-in's ``build_model``, see
:mod:`builder.core.registry`; each system's own in its folder). A saved
file stays flat (envelope fields beside the system's fields), so files written before the
envelope existed load unchanged. A :class:`Build` is frozen; edits make a new one (``model_copy(update=...)``).
Unknown fields are kept (``extra="allow"``) so a file written by a newer version, or by hand,
survives load and save unchanged. Everything derived (pools, HP, findings) lives in
:class:`builder.core.sheet.Sheet` and is never written here.

Pitfall: a stat or skill level is the level *bought*; effects such as 狂化's rank-up are
applied by the engine, so the file keeps what the player chose.

Bounds: every string, list, map and whole number has a limit, so a hostile or corrupted file
is refused with the JSON path named instead of stalling the engine or the PDF, and the
generated JSON Schema (``schemas/character.schema.json``) shows editors the same limits. The
limits are generous: about ten times anything the bundled rules produce (a servant has at
most 72 FP, a skill costs at most 6 FP per level, L750, L921). The window can read them from
:data:`LIMITS` (e.g. a line edit's maximum length).
"""
import json
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, JsonValue, StrictBool

from .packconstruct import checks_only

SCHEMA_VERSION = 1

#: Maximum lengths (characters for strings, entries for lists and maps).
LIMITS = {
    "id": 100,        # ids, kinds, codes, JSON paths: machine words
    "name": 200,      # names of characters, players, items
    "line": 2000,     # one-line player text: ○○ slots, conditions, reasons, profile values
    "text": 20000,    # free text: NP and item descriptions, notes
    "small_list": 50,  # marks, limits, options, tags, components, effects
    "list": 500,      # skills, ranks, gear, approvals …
}
#: Bounds of whole numbers; FP and points are far below these in every bundled rule.
MAX_POINTS = 9999     # points and FP invested
MAX_PER_LEVEL = 99    # FP per level (minus skills are negative, L933)
MAX_COUNT = 99        # counts, slots, limits, reductions
MAX_SNAPSHOT = 50000  # characters of an approval's snapshot (a skill or NP entry, as JSON)

@checks_only  # builder.core.packconstruct: a valid value passes unchanged
def _not_true_or_false(value: object) -> object:
    # pydantic's lax mode reads true as 1 and false as 0; the schema (and a user) says number
    if isinstance(value, bool):
        raise ValueError("must be a whole number, not true or false")
    return value


#: A whole number as the schema says: ``true``/``false`` are refused, not read as 1/0.
Whole = Annotated[int, BeforeValidator(_not_true_or_false)]


def whole(low: int, high: int) -> Any:
    """:data:`Whole` within ``low..high``, for an Optional field (the bounds go before the
    validator: after it, pydantic would write them into the JSON Schema as unknown keywords)."""
    return Annotated[int, Field(ge=low, le=high), BeforeValidator(_not_true_or_false)]
def _no_entries() -> list:
    return []


def _no_keys() -> dict:
    return {}


def no_entries(**field: Any) -> Any:
    """The default of a list field, a fresh ``[]`` (``field``: Field's other arguments). Written
    ``= []``, pydantic deep-copies the default for every model it validates (a character's
    skills and Noble Phantasms each had several: ~12 copies a file, a few % of ``check`` and
    ``audit``); a factory (a plain function: ``list``'s signature is slow to read) is called
    instead. The JSON Schema still says ``"default": []``, and ``exclude_defaults`` still
    leaves an empty list out of a saved file."""
    return Field(default_factory=_no_entries, json_schema_extra={"default": []}, **field)


def no_keys(**field: Any) -> Any:
    """The same for a dict field: a fresh ``{}``."""
    return Field(default_factory=_no_keys, json_schema_extra={"default": {}}, **field)


NO_ENTRIES, NO_KEYS = no_entries(), no_keys()

Id = Annotated[str, Field(max_length=LIMITS["id"])]
Name = Annotated[str, Field(max_length=LIMITS["name"])]
Line = Annotated[str, Field(max_length=LIMITS["line"])]
Text = Annotated[str, Field(max_length=LIMITS["text"])]


class Doc(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="allow", frozen=True)


#: ``json.dumps(value, ensure_ascii=False)`` without building an encoder per call (most files
#: have approvals and ``check``/``audit`` validate every snapshot, issues 12/13); no circular
#: check: a validated JSON value is a fresh tree
_dumps = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode


@checks_only
def _small_json(value: Any) -> Any:
    if len(_dumps(value)) > MAX_SNAPSHOT:
        raise ValueError(f"the snapshot is longer than {MAX_SNAPSHOT} characters")
    return value


class Approval(Doc):
    """A GM's approval of one ``gm`` finding (or waivable error) at one place.

    ``code`` and ``path`` name the finding; ``subject`` is the JSON pointer of the entry the
    approval pins (the skill, rank, Noble Phantasm … that ``path`` lies in) and ``snapshot``
    that entry's value when the GM approved it, as the file writes it; ``date`` is the day
    (ISO, YYYY-MM-DD). When the entry no longer equals the snapshot the approval lapses. An
    approval without ``subject`` is the older form; :mod:`builder.core.approvals` says how it is read.
    """

    code: Id
    path: Line = ""
    reason: Line = ""
    by: Name = ""
    date: Id = Field(default="", description="the day the GM approved it (YYYY-MM-DD)")
    subject: Line | None = Field(default=None, description="JSON pointer of the entry pinned "
                                 "by the snapshot (absent: an approval of the older form)")
    snapshot: Annotated[JsonValue, AfterValidator(_small_json)] = Field(
        default=None, description="the pinned entry's value when approved")


class Generated(Doc):
    """How a character was made by the NPC forge (:mod:`builder.gm.forge`): by what, from which
    seed (the same seed and the same kept choices give the same character again) and,
    optionally, on which day. Absent on a character a person made."""

    by: Name = Field(default="", description="the program that made it (grail-builder generate)")
    seed: Whole = Field(default=0, ge=0, le=2**63 - 1, description="the seed of its dice")
    date: Id = Field(default="", description="the day it was made (YYYY-MM-DD), when recorded")
    kept: StrictBool = Field(default=False, description="it filled what a partly built character left open")


class Build(Doc):
    """The envelope of one character (see the module docstring). Only choices."""

    schema_version: Whole = Field(default=SCHEMA_VERSION, ge=1, le=SCHEMA_VERSION)
    system: Annotated[Id, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")]  # a pack folder name
    pack_version: Id = Field(default="", description="the pack version the file was made with")
    type: Id
    name: Name = ""
    player: Name = ""
    npc: StrictBool = False
    profile: Annotated[dict[Id, Line], Field(max_length=LIMITS["list"])] = NO_KEYS
    approvals: Annotated[list[Approval], Field(max_length=LIMITS["list"])] = NO_ENTRIES
    notes: Text = ""
    campaign: Line = Field(default="", description="the campaign (war) this character belongs to")
    partner: Line = Field(default="", description="the other character of the 陣営 (Master or "
                          "Servant), by a path relative to this file")
    picture: Line = Field(default="", description="the character's picture (PNG, JPEG or WebP), by a path "
                          "relative to this file (builder.files.picture)")
    true_name_revealed: StrictBool = Field(
        default=False, description="the other players know who this character is (a Servant's true "
        "name found out): public exports show all of its data (builder.core.secrets)")
    generated: Generated | None = Field(default=None, description="made by the NPC forge: by what "
                                        "and from which seed (builder.gm.forge)")
