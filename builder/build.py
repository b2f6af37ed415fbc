"""The character document: the user's choices and nothing derived.

Contract: a :class:`Build` is frozen; edits make a new one (``model_copy(update=...)``).
Unknown fields are kept (``extra="allow"``) so a file written by a newer version, or by hand,
survives load and save unchanged. Everything derived (pools, HP, findings) lives in
:class:`builder.sheet.Sheet` and is never written here.

Pitfall: a stat or skill level is the level *bought*; effects such as 狂化's rank-up are
applied by the engine, so the file keeps what the player chose.

Bounds: every string, list, map and whole number has a limit, so a hostile or corrupted file
is refused with the JSON path named instead of stalling the engine or the PDF, and the
generated JSON Schema (``schemas/character.schema.json``) shows editors the same limits. The
limits are generous: about ten times anything the bundled rules produce (a servant has at
most 72 FP, a skill costs at most 6 FP per level, L750, L921). The window can read them from
:data:`LIMITS` (e.g. a line edit's maximum length).
"""
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictBool
from typing_extensions import Required, TypedDict

from .packmodel import Level

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
Id = Annotated[str, Field(max_length=LIMITS["id"])]
Name = Annotated[str, Field(max_length=LIMITS["name"])]
Line = Annotated[str, Field(max_length=LIMITS["line"])]
Text = Annotated[str, Field(max_length=LIMITS["text"])]


class Doc(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="allow", frozen=True)


class Mark(Doc):
    """A 「+」 or 「−」 on a stat, skill, NP or 礼装 with the pattern the seed asks for
    (L900–909): 1 = pay HP/MP, 2 = a preset condition, written in ``condition``."""

    sign: Literal["+", "-"]
    pattern: Annotated[Literal[1, 2], BeforeValidator(_not_true_or_false)] = 1  # true == 1 to Literal
    condition: Line = ""


class StatChoice(Doc):
    level: Level
    marks: Annotated[list[Mark], Field(max_length=LIMITS["small_list"])] = []


class Limit(Doc):
    """使用制限 / 使用リスク (L935–939): the GM lowers the per-level FP by ``reduction``."""

    kind: Literal["restriction", "risk"]
    text: Line = ""
    reduction: Whole = Field(default=1, ge=0, le=MAX_COUNT)


class SkillChoice(Doc):
    id: Id
    level: Level
    marks: Annotated[list[Mark], Field(max_length=LIMITS["small_list"])] = []
    limits: Annotated[list[Limit], Field(max_length=LIMITS["small_list"])] = []
    choice: Line = Field(default="", description="the ○○ slot: 流派, 対象, 分野 …")
    options: list[Id] = Field(default=[], max_length=LIMITS["small_list"],
                              description="chosen option ids (repeat an id to stack)")
    fp_per_level: whole(-MAX_PER_LEVEL, MAX_PER_LEVEL) | None = Field(
        default=None, description="GM-set price (gm pricing)")
    fp: whole(-MAX_POINTS, MAX_POINTS) | None = Field(
        default=None, description="FP invested (「??」)")
    tags: list[Id] = Field(default=[], max_length=LIMITS["small_list"],
                           description="extra tags the GM assigns (e.g. magic_caused)")
    note: Text = ""


class RankChoice(Doc):
    id: Id
    params: Annotated[dict[Id, Line | StrictBool], Field(max_length=LIMITS["small_list"])] = {}


class Alignment(Doc):
    goal: Id | None = None
    action: Id | None = None
    pre_madness: Id | None = Field(default=None, description="狂化前の行動基準 (L836)")


class EffectChoice(Doc):
    id: Id
    count: Whole = Field(default=1, ge=1, le=MAX_COUNT)
    slots: whole(0, MAX_COUNT) | None = Field(default=None,
                              description="GM-set slot count for variable effects")
    detail: Line = Field(default="", description="the ○○ slot or the effect's specifics")


class ItemBase(Doc):
    name: Name = ""
    kind: Id | None = None
    activation: Id | None = None
    target: Id | None = None
    rank: Level = "E"
    marks: Annotated[list[Mark], Field(max_length=LIMITS["small_list"])] = []
    effects: Annotated[list[EffectChoice], Field(max_length=LIMITS["small_list"])] = []
    raised_by_minus: Whole = Field(default=0, ge=0, le=MAX_COUNT,
                                 description="minus effects spent raising the rank")
    text: Text = ""


class NoblePhantasm(ItemBase):
    """A 宝具. Its cost is taken from the 宝具 capacity (L1038, L1098–1103)."""


class MysticCode(ItemBase):
    """A 礼装, bought with 装備ポイント: 2 EP a level, 1 EP a mark (L1032)."""


class Gear(Doc):
    """Normal equipment (通常装備), or 英霊通常装備 when ``paid_with`` is ``mp`` (L1105–1111)."""

    name: Name = ""
    kind: Id
    points: Whole = Field(ge=0, le=MAX_POINTS)
    paid_with: Literal["equipment", "mp"] = "equipment"
    text: Text = ""


class UpkeepUse(Doc):
    """常備化ポイント spent at creation (L970–974)."""

    use: Id
    points: Whole = Field(ge=0, le=MAX_POINTS)
    text: Text = ""


class MpItem(Doc):
    """An item bought with MP (MP = 常備化P, servants, L1113)."""

    name: Name = ""
    points: Whole = Field(ge=1, le=MAX_POINTS)
    text: Text = ""


class Combo(Doc):
    """スキルコンボ (L940–947): a named set of a stat, skills and dice-giving equipment."""

    name: Name = ""
    components: list[Name] = Field(default=[], max_length=LIMITS["small_list"],
                                   description="stat ids, skill ids or item names")
    limits: Whole = Field(default=0, ge=0, le=MAX_COUNT,
                        description="restrictions or risks, −1 FP each (min 1)")
    text: Text = ""


class Approval(Doc):
    """A GM's approval of a ``gm`` finding (or a waivable error), matched by code and path."""

    code: Id
    path: Line = ""
    reason: Line = ""
    by: Name = ""


class TypeSkill(TypedDict, total=False):
    """One GM-entered base class skill: ``{"skill": id, "level": "C"}`` (a plain dict, as the
    engine and the window read it; other keys are kept)."""

    __pydantic_config__ = ConfigDict(extra="allow")  # type: ignore[misc]
    skill: Required[Id]
    level: Level


class TypeOverride(Doc):
    """GM-entered base data for an irregular class or a フェイク (L709, L715)."""

    stats: Annotated[dict[Id, Level], Field(max_length=LIMITS["small_list"])] = {}
    skills: Annotated[list[TypeSkill], Field(max_length=LIMITS["small_list"])] = []


class Build(Doc):
    """One character. Only choices; see the module docstring."""

    schema_version: Whole = Field(default=SCHEMA_VERSION, ge=1, le=SCHEMA_VERSION)
    system: Annotated[Id, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")]  # a pack folder name
    type: Id
    name: Name = ""
    player: Name = ""
    npc: StrictBool = False
    ranks: Annotated[list[RankChoice], Field(max_length=LIMITS["list"])] = []
    alignment: Alignment = Alignment()
    stats: Annotated[dict[Id, StatChoice], Field(max_length=LIMITS["small_list"])] = {}
    skills: Annotated[list[SkillChoice], Field(max_length=LIMITS["list"])] = []
    noble_phantasms: Annotated[list[NoblePhantasm], Field(max_length=LIMITS["list"])] = []
    mystic_codes: Annotated[list[MysticCode], Field(max_length=LIMITS["list"])] = []
    gear: Annotated[list[Gear], Field(max_length=LIMITS["list"])] = []
    upkeep: Annotated[list[UpkeepUse], Field(max_length=LIMITS["list"])] = []
    mp_items: Annotated[list[MpItem], Field(max_length=LIMITS["list"])] = []
    combos: Annotated[list[Combo], Field(max_length=LIMITS["list"])] = []
    profile: Annotated[dict[Id, Line], Field(max_length=LIMITS["list"])] = {}
    approvals: Annotated[list[Approval], Field(max_length=LIMITS["list"])] = []
    type_override: TypeOverride | None = None
    notes: Text = ""
