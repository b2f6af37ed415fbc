"""Pydantic models of a letter-scale pack's skill entry: its pricing, options and notes.

Contract: part of the pack model (:mod:`.packmodel`, on whose names it builds,
and whose contract holds: closed models, ``defer_build``, real annotations). A skill is priced
by one :data:`Pricing` variant; its other keys are limits the engine checks (``only``,
``requires_skills``, ``max_level_formula``, ``cap_without_ranks``) or notes that record how
the seed was read (``pricing_note``, ``acts_as``, ``halves`` …), declared so a misspelled
key is an error naming the file and the JSON path.
"""
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from builder.core.packbase import LineNo, Number, empty_dict, empty_list
from .packmodel import Entry, Formula, Level, Lines


class FixedPrice(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    type: Literal["fixed"]
    per_level: Number


class TieredPrice(BaseModel):
    """Per-level FP that depends on the level being bought: ``by_level`` holds E, D, C, B, A."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    type: Literal["tiered"]
    by_level: list[Number] = Field(min_length=5, max_length=5)


class OptionsPrice(BaseModel):
    """Per-level FP = ``base`` + Σ delta of the chosen options, clamped to [min, max]."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    type: Literal["options"]
    base: Number = 0
    min: Number | None = None
    max: Number | None = None
    min_options: Number = 0


class GmPrice(BaseModel):
    """The GM sets the per-level FP within [min, max]; the character file records it."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    type: Literal["gm"]
    min: Number | None = None
    max: Number | None = None
    default: Number | None = None


class InvestedPrice(BaseModel):
    """「??」: the character records only the FP invested (may be negative)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    type: Literal["invested"]


Pricing = Annotated[
    Union[FixedPrice, TieredPrice, OptionsPrice, GmPrice, InvestedPrice],
    Field(discriminator="type"),
]


class SkillOption(BaseModel):
    """One choosable option of a modular skill (魔術 system, 魔眼/武術 effect, …)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    name_en: str = ""
    kind: Literal["system", "plus", "minus", "option"] = "option"
    delta: Number | None = Field(default=None, description="per-level FP change; None = GM sets it")
    gm_approval: bool = False
    repeatable: bool = False
    line: LineNo | None = None
    text: str = Field(default="", description="the option's rule text (Japanese)")
    text_en: str = Field(default="", description="the option's rule text in English (empty: the Japanese is shown)")
    note_en: str = Field(default="", description="how the option is read or priced (English)")
    note_lines: Lines = Field(default_factory=empty_list)
    only: list[str] = Field(default_factory=empty_list, description="kinds that may take it; empty = all")
    required: bool = Field(default=False, description="must be chosen whenever the skill is taken")
    included_in_base: bool = Field(default=False, description="its delta is already in the pricing base")
    exclusive: bool = Field(default=False, description="replaces the base and every other option")
    half: str | None = Field(default=None, description="the half (a key of the skill's halves) it belongs to")
    requires_option: str | None = Field(default=None, description="another option of the skill it builds on")
    variant_of: str | None = Field(default=None, description="the option it replaces (a reading)")


class CapWithoutRanks(BaseModel):
    """The skill stops at ``level`` unless the build holds one of ``ranks``."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    level: Level
    ranks: list[str] = Field(default_factory=empty_list)


class RankLevelException(BaseModel):
    """Above ``rank_level_max`` the skill may still be taken at ``rank_level`` (and no higher)
    when ``condition`` holds, a fact of the table the GM confirms (成長性, L1354)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    rank_level: Number
    line: LineNo
    condition: str
    condition_en: str = ""


class SkillAtLevel(BaseModel):
    """Another skill whose effect this one gives, at a level written as text over ``L`` (this
    skill's level), e.g. ``ceil(L/2)``. A note: the engine does not compute it."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    skill: str
    level: Annotated[str, Field(max_length=100)]


class ConditionalActsAs(BaseModel):
    """It also acts as ``skill`` when the build holds every one of ``requires_skills``."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    skill: str
    requires_skills: list[str] = Field(default_factory=empty_list)


class SkillHalf(BaseModel):
    """One half of a skill priced as two (忍法, L1284): its own base and clamp."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    name: str
    base: Number = 0
    min: Number | None = None
    max: Number | None = None
    note: str = ""


class Payoff(BaseModel):
    """FP of data the skill gives when it triggers (黒化素質/白化素質, L1353)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    fp_per_level: Number
    fp_ex_level: Number | None = Field(default=None, description="the EX part")
    line: LineNo | None = None


UseKind = Literal["status_bonus", "effect", "alone", "own_roll"]
UseStat = Literal["strength", "endurance", "agility", "mana", "luck", "noble_phantasm", "society", "rank_level"]


class SkillUse(BaseModel):
    """How the rulebook uses a skill (L922–926), citing the words of its line.

    ``kind``: ``status_bonus`` (1. rolled with a status as ダイス判定プラス, L923: its dice are
    added to a roll of one of ``stats``; ``rank_level`` is the ランクレベル判定, L878),
    ``effect`` (2. an effect worked out from the level, no roll, L924), ``alone`` (3. the
    skill rolled alone, L925) or ``own_roll`` (a roll the line writes out itself, such as
    頭痛持ち's 1d6, L1231: ``roll`` holds it, ``{L}`` standing for the skill's level). A skill
    may have several (L926). ``dice``: ``half`` is 「ダイス数÷2切り上げのダイス判定プラス」
    (fewer dice, same threshold, L1125); ``half_level`` is 「スキルレベル÷2切り上げレベルの○○
    スキルとしても扱い」 (the level itself halves, L1127). ``quote`` is verbatim from ``line``."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    kind: UseKind
    stats: list[UseStat] = Field(default_factory=empty_list, description="statuses its dice are added to")
    quote: Annotated[str, Field(min_length=2, max_length=400)]
    line: LineNo
    stats_line: LineNo | None = Field(default=None, description="the line naming which statuses such rolls use")
    dice: Literal["full", "half", "half_level"] = "full"
    who: Literal["self", "allies"] = Field(default="self", description="allies: added to other characters' rolls")
    condition: str = Field(default="", description="when it holds, in the rulebook's words (Japanese)")
    condition_en: str = Field(default="", description="the condition in English (empty: the Japanese is shown)")
    roll: str | None = Field(default=None, description="own_roll: BCDice dice, {L} = the skill's level; "
                             "'status' = rolled as a status of its level; 'rank_level' = a ランクレベル判定")
    target: str = Field(default="", description="own_roll: the target the line sets, {L} = level, {FP} = per-level FP")
    min_level: Level | None = Field(default=None, description="the use starts at this level")
    option: str | None = Field(default=None, description="only with this option of the skill chosen")
    note: str = Field(default="", description="what a success does, for the palette (Japanese)")
    reading_note: str = Field(default="", description="an ambiguity and how it was read (English)")


class SkillDef(Entry):
    category: str = "general"
    tags: list[str] = Field(default_factory=empty_list)
    pricing: Pricing
    max_level: Level = "EX"
    only: list[str] = Field(default_factory=empty_list, description="kinds that may take it; empty = all")
    only_gm_exception: bool = Field(default=False, description="GM may allow other kinds")
    gm_approval: bool = False
    requires_skills: list[str] = Field(default_factory=empty_list)
    prerequisite: str = Field(default="", description="setting prerequisite the GM confirms")
    prerequisite_en: str = Field(default="", description="the prerequisite in English (empty: the Japanese is shown)")
    parent: str | None = None
    choice_label: str | None = Field(default=None, description="free-text slot, e.g. 流派名")
    choice_label_en: str = Field(default="", description="the slot's label in English (the digest's words)")
    options: list[SkillOption] = Field(default_factory=empty_list)
    aliases: list[str] = Field(default_factory=empty_list)
    max_level_formula: Formula | None = Field(default=None, description="highest level, computed")
    rank_level_max: Number | None = Field(default=None, description="highest rank level allowed")
    rank_level_exception: RankLevelException | None = Field(
        default=None, description="a higher rank level allowed when a condition the GM confirms holds")
    cap_without_ranks: CapWithoutRanks | None = None
    extra_lines: Lines = Field(default_factory=empty_list)
    pricing_note: str = Field(default="", description="how the pricing was read from the seed (English)")
    max_level_note: str = Field(default="", description="what the seed says of its highest level")
    restriction_note: str = Field(default="", description="the seed's restriction, quoted (Japanese)")
    restriction_note_en: str = Field(default="", description="the restriction in English (empty: the Japanese)")
    reading: str | None = Field(default=None, description="which reading of the seed the pricing follows")
    reading_note: str = Field(default="", description="the reading and its alternative (English)")
    prerequisite_skills_any: list[str] = Field(default_factory=empty_list, description="needs one of these skills")
    alignment_only: str | None = Field(default=None, description="only characters of this alignment (Japanese)")
    choose_options: Number | None = Field(default=None, description="how many options are chosen")
    min_with_option: dict[str, Number] = Field(default_factory=empty_dict, description="option id: lowest per-level FP with it")
    halves: dict[str, SkillHalf] = Field(default_factory=empty_dict, description="a skill priced as two halves (options name theirs)")
    acts_as: list[str] = Field(default_factory=empty_list, description="skills whose effect it also gives, at its level")
    acts_as_levelled: list[SkillAtLevel] = Field(default_factory=empty_list)
    conditional_acts_as: ConditionalActsAs | None = None
    mirrors_tag: str | None = Field(default=None, description="FP per level is that of a skill with this tag")
    duplicate_of: str | None = Field(default=None, description="the seed lists it twice: the first listing's id")
    no_prefix: bool = Field(default=False, description="written without the parent's prefix (悪癖・)")
    exact_level: bool = Field(default=False, description="taken at exactly the level the text names")
    level_undetermined: bool = Field(default=False, description="has no level yet (FP invested only)")
    payoff: Payoff | None = None
    uses: list[SkillUse] = Field(default_factory=empty_list, description="how the rulebook uses it (L922–926)")
