"""Pydantic models of Fate/roll dice's rule pack content: the data its rules are made of.

Contract: a pack is plain JSON (``manifest.json`` + ``content/*.json``); the core validates the
envelope (:mod:`builder.core.packbase`: manifest, readings) and these models the content
(:class:`builder.systems.fate_roll_dice.packcontent.PackContent`, the plug-in's
``content_model``). Every entry that comes from a seed carries ``line``: the line of the seed file named
in the manifest, so the UI and the CLI can cite it. Rule objects are tagged data
(``{"type": ...}``) mapped to discriminated unions; an unknown ``type`` is kept as
:class:`UnknownCheck` and evaluated fail-closed (it counts as unmet, with a finding).

Every model is closed (``extra="forbid"``): a key no model declares (a misspelling such as
``levl``) is an error naming the file and the JSON path, never silently kept. The one
exception is :class:`UnknownCheck`, which keeps what it does not understand on purpose. Many
declared keys are notes and reading records the engine does not compute with (``pricing_note``,
``acts_as`` …): they are declared so a pack states them in a checked shape.

Pitfall: ids are ASCII (``taimaryoku``); the Japanese rulebook term is ``name`` and is what the
user sees first. Level letters are ``"-"`` (none), ``E`` … ``A``, ``EX``.

Start-up: every model here (and in :mod:`builder.core.build`, :mod:`.packcontent`) sets
``defer_build=True``: its validator is built on first use, so only the models start-up
validates through (``Manifest``, ``PackContent``, ``Build``) are built, each once. Annotations
are real (no ``from __future__ import annotations``) so pydantic need not evaluate strings.
"""
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, Tag, Discriminator

from builder.core.packbase import LineNo, Number, empty_list


Level = Literal["-", "E", "D", "C", "B", "A", "EX"]
Severity = Literal["error", "warning", "gm"]

Formula = Annotated[str, Field(max_length=500, description="formula over level names (see builder.core.expressions)")]
Lines = Annotated[list[LineNo], Field(description="further seed lines the entry's text continues on")]


class Entry(BaseModel):
    """Common fields of every pack entry."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(description="Japanese name, as the rulebook writes it")
    name_en: str = ""
    line: LineNo | None = Field(default=None, description="seed line the entry is written on")
    text: str = Field(default="", description="rule text (Japanese) shown beside the entry")
    text_en: str = ""


# --------------------------------------------------------------------------- checks (ranks)

class CheckBase(BaseModel):
    """A rule a rank (or other entry) places on the build. ``severity`` is what an unmet check
    produces; ``waivable`` means a GM approval clears it (「ほぼ必須」)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)

    severity: Severity = "error"
    line: LineNo | None = None
    waivable: bool = False
    when_param: str | None = Field(default=None, description="only when this bool param is true")
    unless_param: str | None = Field(default=None, description="only when this bool param is false")
    note: str = ""


class SkillMatch(BaseModel):
    """Which skills satisfy a requirement: any of the ids, or any skill carrying one of the
    tags, at ``min_level`` or above. ``option`` / ``choice_contains`` narrow it further."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)

    skills: list[str] = Field(default_factory=empty_list)
    tags: list[str] = Field(default_factory=empty_list)
    min_level: Level | None = None
    max_level: Level | None = None
    option: str | None = None
    choice_contains: str | None = None
    minus_only: bool = False


class RankLevelMax(CheckBase):
    type: Literal["rank_level_max"]
    value: Number


class NpcOnly(CheckBase):
    type: Literal["npc_only"]


class StatSpreadMax(CheckBase):
    type: Literal["stat_spread_max"]
    value: Number


class StatNotLowest(CheckBase):
    """The stat may not be strictly the lowest; a tie for lowest gives ``tie_severity``."""

    type: Literal["stat_not_lowest"]
    stat: str
    tie_severity: Severity | None = "warning"


class StatIsLowest(CheckBase):
    """No other stat may be below this one (ties allowed)."""

    type: Literal["stat_is_lowest"]
    stat: str


class RequiresSkill(CheckBase):
    """At least one skill matching ``match``; ``nonzero_fp`` also needs FP put into it."""

    type: Literal["requires_skill"]
    match: SkillMatch
    label: str = Field(description="what is required, in Japanese (for the message)")
    label_en: str = ""
    nonzero_fp: bool = False


class ForbidsSkill(CheckBase):
    type: Literal["forbids_skill"]
    match: SkillMatch
    label: str
    label_en: str = ""


class ForcedMinusHalved(CheckBase):
    """「マイナススキル取得を効果半減で義務付けます」 (L741): a minus skill matching ``match`` is
    required; the one giving the most FP gives only half (rounded per the pack reading)."""

    type: Literal["forced_minus_halved"]
    match: SkillMatch
    label: str
    label_en: str = ""


class RequiresStatOrSkillMin(CheckBase):
    type: Literal["requires_stat_or_skill_min"]
    min_level: Level


class AllSkillsLimited(CheckBase):
    """Every skill not matching ``except_match`` must carry a 使用制限 or 使用リスク."""

    type: Literal["all_skills_limited"]
    except_match: SkillMatch


class NeedsGm(CheckBase):
    """The GM judges something the data cannot: one flag at the rank, or with ``per_skill``
    one flag per skill held, each approved on its own (凡人, L767)."""

    type: Literal["needs_gm"]
    label: str
    label_en: str = ""
    severity: Severity = "gm"
    per_skill: bool = Field(default=False, description="one flag per skill held (each approved on its own)")


class ParamRequired(CheckBase):
    type: Literal["param_required"]
    param: str
    severity: Severity = "warning"


class ConflictsWithRank(CheckBase):
    type: Literal["conflicts_with_rank"]
    rank: str
    severity: Severity = "gm"


class AlignmentMatchesParam(CheckBase):
    """The character's alignment must equal the one recorded in ``param`` (聖者)."""

    type: Literal["alignment_matches_param"]
    param: str


def _unknown_check_schema(schema: dict[str, Any]) -> None:
    # oneOf needs exactly one match: an unknown check is any type *not* in the vocabulary.
    schema["properties"]["type"]["not"] = {"enum": sorted(_CHECK_TAGS)}


class UnknownCheck(BaseModel):
    """A check type this version does not know. Kept as-is; evaluated fail-closed."""

    model_config = ConfigDict(defer_build=True, extra="allow", frozen=True, json_schema_extra=_unknown_check_schema)
    type: str
    severity: Severity = "error"
    line: LineNo | None = None


KNOWN_CHECKS = (
    RankLevelMax, NpcOnly, StatSpreadMax, StatNotLowest, StatIsLowest, RequiresSkill,
    ForbidsSkill, ForcedMinusHalved, RequiresStatOrSkillMin, AllSkillsLimited, NeedsGm,
    ParamRequired, ConflictsWithRank, AlignmentMatchesParam,
)
_CHECK_TAGS = {cls.model_fields["type"].annotation.__args__[0]: cls for cls in KNOWN_CHECKS}


def _check_tag(value: Any) -> str:
    kind = value.get("type") if isinstance(value, dict) else getattr(value, "type", None)
    return kind if kind in _CHECK_TAGS else "unknown"


Check = Annotated[
    Union[tuple(Annotated[cls, Tag(tag)] for tag, cls in _CHECK_TAGS.items())
          + (Annotated[UnknownCheck, Tag("unknown")],)],
    Discriminator(_check_tag),
]


# --------------------------------------------------------------------------- kinds, types, stats

class StatDef(Entry):
    floor: Level = Field(default="E", description="lowest level a refund may take it to")
    gm_floor: Level | None = Field(default=None, description="lower still, with GM approval")


class KindDef(Entry):
    stats: list[str]
    rank_base: Number = 0
    ranks_min: Number = 1
    ranks_max: Number = 6
    command_spells: Number = 0
    troop: bool = Field(default=False, description="a トループ: its ランクレベル is written, its stats and FP "
                        "come from it (L365–375)")
    zero_stats: list[str] = Field(default_factory=empty_list,
                                  description="stats it may set to −(0Lv) by giving up what needs them (L370–372)")


class BaseSkill(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    skill: str
    level: Level


class TypeDef(Entry):
    """A character type (マスター or a servant class). ``gm_entered`` types (irregular
    classes, フェイク) get their base data from a GM layer; the bundled entry is a template."""

    kind: str
    aliases: list[str] = Field(default_factory=empty_list)
    stats: dict[str, Level]
    skills: list[BaseSkill] = Field(default_factory=empty_list)
    gm_entered: bool = False


class RankParam(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    id: str
    name: str
    name_en: str = ""
    kind: Literal["text", "bool", "alignment"] = "text"


class RankDef(Entry):
    kind: str
    params: list[RankParam] = Field(default_factory=empty_list)
    checks: list[Check] = Field(default_factory=empty_list)
    may_stack_with: list[str] = Field(default_factory=empty_list, description="other ranks the seed allows together")


class AlignmentAxisValue(Entry):
    axis: Literal["goal", "action"]
    grid: Number | None = Field(default=None, description="position on the 3×3 grid; None for 狂")


# --------------------------------------------------------------------------- NP / 礼装 effects

class TextLine(BaseModel):
    """A further seed line of an entry's text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    line: LineNo
    text: str
    text_en: str = Field(default="", description="the line's text in English (empty: the Japanese is shown)")


class NpEffectDef(Entry):
    polarity: Literal["plus", "minus", "zero", "special"]
    slots: Number | None = Field(default=None, description="slots consumed (+) or supplied (−)")
    variable: bool = Field(default=False, description="GM may count it as several slots")
    applies_to: list[Literal["noble_phantasm", "mystic_code"]] = ["noble_phantasm", "mystic_code"]
    requires_kind: list[str] = Field(default_factory=empty_list)
    requires_activation: list[str] = Field(default_factory=empty_list)
    requires_target: list[str] = Field(default_factory=empty_list)
    requires_effect: list[str] = Field(default_factory=empty_list)
    requires_rank: list[str] = Field(default_factory=empty_list)
    troop: bool = False
    max_count: Number | None = Field(default=1, description="None = unlimited")
    gm_approval: bool = False
    requires_skill: list[str] = Field(default_factory=empty_list, description="skills the owner must have")
    requires_class: list[str] = Field(default_factory=empty_list, description="servant classes (type ids) only")
    excludes_effect: list[str] = Field(default_factory=empty_list, description="effects it may not be taken with")
    embedded_in: str | None = Field(default=None, description="an option of this effect, listed inside its text")
    choice: bool = Field(default=False, description="what it applies to is named when taken (○○)")
    sign_rule: Literal["inverse_of_skill_fp", "same_as_skill_fp", "gm"] | None = Field(
        default=None, description="a special effect's polarity follows the named skill's FP")
    fp_grant: str | None = Field(default=None, description="it also grants FP (what it is worth)")
    note_en: str = Field(default="", description="how the effect is read or accounted (English)")
    text_cont: list[TextLine] = Field(default_factory=empty_list, description="the text's further seed lines")


class EquipmentKind(Entry):
    category: Literal["weapon", "armor", "mount"]
    cap: Formula = Field(description="expression for the EP cap (stat/skill level names)")
    min_points: Number = 0
    cap_line: LineNo | None = None


class CategoryValue(Entry):
    axis: Literal["kind", "activation", "target"]
    normal_gear: bool = False
    mystic_code: bool = True
    noble_phantasm: bool = True
    mp: Formula | None = Field(default=None, description="activation: MP expression of LV")
    levels: Formula | None = Field(default=None, description="activation: dice levels of LV")
    dice_per_level: Number | None = None
    dice_factor: Number | None = Field(default=None, description="dice multiplier for 対城/対界 targets")
    max_plus: Formula | None = None
    mp_factor: Annotated[float, Field(ge=-100, le=100)] | None = None
    upkeep: bool = False


class ProfileField(Entry):
    pass


class TermDef(Entry):
    """A rank term (「必須」, 「ほぼ必須」 …): what an unmet rule of that kind produces."""

    severity: Severity
    build_check: bool = Field(description="checked on the build (false: a play-time rule)")
    waivable: bool = False
    note: str = ""


class Step(Entry):
    """One step of the creation walk-through (the window's pages come from these)."""

    page: str


class DerivedDef(BaseModel):
    """A value computed from the build (HP, MP, …) by a formula."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = ""
    name_en: str = ""
    expr: Formula
    line: LineNo | None = None


LevelValue = Annotated[int, Field(ge=0, le=20)]


RulePoints = Annotated[int, Field(ge=-10_000, le=10_000)]
RuleLine = Annotated[int, Field(ge=0, le=1_000_000)]


class Rules(BaseModel):
    """The rule numbers of a system. A layer may set any of them (the merge keeps the others);
    every rule is declared here and an unknown key is an error. Besides ``levels`` and
    ``derived`` every rule is an integer (a number of points, or the seed line a rule is written
    on, ``*_line``): never null or text, since the engine reads them unchecked, and bounded, so
    no pack can make its arithmetic or loops large. A rule no layer sets stays ``None`` and is
    left out of :attr:`builder.core.packs.RulePack.rules`."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)

    levels: dict[Level, LevelValue] = Field(default=None, description="number of each level letter")
    derived: list[DerivedDef] = None
    levels_line: RuleLine = Field(default=None, description="the level letters and their numbers (L863)")
    fp_per_rank_level: RulePoints = Field(default=None, description="FP per rank level (L750)")
    fp_per_rank_level_line: RuleLine = Field(default=None, description="seed line of fp_per_rank_level")
    stat_step_fp: RulePoints = Field(default=None, description="FP per stat step up to A (L885)")
    stat_step_fp_line: RuleLine = Field(default=None, description="seed line of stat_step_fp")
    stat_ex_step_fp: RulePoints = Field(default=None, description="FP of a stat's step from A to EX (L887)")
    stat_ex_step_fp_line: RuleLine = Field(default=None, description="seed line of stat_ex_step_fp")
    stat_mark_fp: RulePoints = Field(default=None, description="FP of one + mark on a stat (L910)")
    stat_mark_fp_line: RuleLine = Field(default=None, description="seed line of stat_mark_fp")
    stat_marks_max: RulePoints = Field(default=None, description="most + marks on a stat or an item (L914)")
    skill_marks_max: RulePoints = Field(default=None, description="most + marks on a skill (L914)")
    marks_max_line: RuleLine = Field(default=None, description="where the mark limits are written (L914)")
    skill_ex_factor: RulePoints = Field(default=None, description="a skill's EX step costs this many times its A per-level FP (L931)")
    skill_ex_factor_line: RuleLine = Field(default=None, description="seed line of skill_ex_factor")
    pool_per_society: RulePoints = Field(default=None, description="常備化ポイント per level of 社会 (L960)")
    pool_per_society_line: RuleLine = Field(default=None, description="seed line of pool_per_society")
    ep_per_upkeep: RulePoints = Field(default=None, description="EP per 常備化ポイント spent on equipment (L970)")
    ep_per_upkeep_line: RuleLine = Field(default=None, description="seed line of ep_per_upkeep")
    mystic_code_ep_per_level: RulePoints = Field(default=None, description="EP per rank level of a 魔術礼装 (L1032)")
    mystic_code_mark_ep: RulePoints = Field(default=None, description="EP per + mark on a 魔術礼装 (L1032)")
    mystic_code_line: RuleLine = Field(default=None, description="where 魔術礼装 pricing is written (L1032)")
    np_ex_free_slots: RulePoints = Field(default=None, description="free effect slots of an EX-rank item (L1082)")
    np_ex_free_slots_line: RuleLine = Field(default=None, description="seed line of np_ex_free_slots")
    np_ex_raise_minus: RulePoints = Field(default=None, description="minus effects that raise an item to EX (L1081)")
    np_ex_raise_line: RuleLine = Field(default=None, description="seed line of np_ex_raise")


# The skill models live in :mod:`.packskills` (module size), which builds on the names
# above: import them from there (no re-export here, so the two modules make no circle).
