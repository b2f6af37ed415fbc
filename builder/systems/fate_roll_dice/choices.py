"""Fate/roll dice choices: the system's own part of a character (000_8acb8ad758a0196c.txt).

Contract: :class:`FateBuild` is the :class:`builder.core.build.Build` envelope plus the choices of
the rulebook's steps (type, ranks, alignment, stats, skills, 宝具, 礼装, equipment, combos).
It is the ``build_model`` of the Fate/roll dice plug-in. Bounds come from
:data:`builder.core.build.LIMITS` (see there).

Pitfall: a stat or skill level is the level *bought*; effects such as 狂化's rank-up are
applied by the engine, so the file keeps what the player chose.
"""
from typing import Annotated, Literal

from pydantic import BeforeValidator, ConfigDict, Field, StrictBool
from typing_extensions import Required, TypedDict

from builder.core.build import (LIMITS, MAX_COUNT, MAX_PER_LEVEL, MAX_POINTS, NO_ENTRIES, NO_KEYS, Build, Doc, Id,
                     Line, Name, Text, Whole, _not_true_or_false, no_entries, whole)
from .packmodel import Level


class Mark(Doc):
    """A 「+」 or 「−」 on a stat, skill, NP or 礼装 with the pattern the seed asks for
    (L900–909): 1 = pay HP/MP, 2 = a preset condition, written in ``condition``."""

    sign: Literal["+", "-"]
    pattern: Annotated[Literal[1, 2], BeforeValidator(_not_true_or_false)] = 1  # true == 1 to Literal
    condition: Line = ""


class StatChoice(Doc):
    level: Level
    marks: Annotated[list[Mark], Field(max_length=LIMITS["small_list"])] = NO_ENTRIES


class Limit(Doc):
    """使用制限 / 使用リスク (L935–939): the GM lowers the per-level FP by ``reduction``."""

    kind: Literal["restriction", "risk"]
    text: Line = ""
    reduction: Whole = Field(default=1, ge=0, le=MAX_COUNT)


class SkillChoice(Doc):
    id: Id
    level: Level
    marks: Annotated[list[Mark], Field(max_length=LIMITS["small_list"])] = NO_ENTRIES
    limits: Annotated[list[Limit], Field(max_length=LIMITS["small_list"])] = NO_ENTRIES
    choice: Line = Field(default="", description="the ○○ slot: 流派, 対象, 分野 …")
    options: list[Id] = no_entries(max_length=LIMITS["small_list"],
                              description="chosen option ids (repeat an id to stack)")
    fp_per_level: whole(-MAX_PER_LEVEL, MAX_PER_LEVEL) | None = Field(
        default=None, description="GM-set price (gm pricing)")
    fp: whole(-MAX_POINTS, MAX_POINTS) | None = Field(
        default=None, description="FP invested (「??」)")
    tags: list[Id] = no_entries(max_length=LIMITS["small_list"],
                           description="extra tags the GM assigns (e.g. magic_caused)")
    partner_levels: Whole = Field(default=0, ge=0, le=MAX_COUNT,
                                  description="能力障害 (L1241–1242): levels that stop the partner's basic abilities")
    note: Text = ""
    revealed: StrictBool = Field(default=False, description="used in play, so other players have seen "
                                 "it (L301): public exports show it (builder.core.secrets)")


class RankChoice(Doc):
    id: Id
    params: Annotated[dict[Id, Line | StrictBool], Field(max_length=LIMITS["small_list"])] = NO_KEYS


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
    transfer_to: Name = Field(default="", description="追加枠譲渡 (L1426): the name of the other 宝具/礼装 "
                              "that receives the extra effect slot")
    skill: Id | None = Field(default=None, description="自己封印 (L1429): id of the own skill it seals")


class ItemBase(Doc):
    name: Name = ""
    kind: Id | None = None
    activation: Id | None = None
    target: Id | None = None
    rank: Level = "E"
    gear_kind: Id | None = Field(default=None, description="for a 武器/防具/乗騎: which one (白兵武器, 射撃武器, "
                                 "魔術武器 … a gear kind id, L997–1017); its data is figured as that gear's (L1057)")
    ship: StrictBool = Field(default=False, description="a 乗騎 that is a ship: 嵐の航海者 rides it (L1148)")
    marks: Annotated[list[Mark], Field(max_length=LIMITS["small_list"])] = NO_ENTRIES
    effects: Annotated[list[EffectChoice], Field(max_length=LIMITS["small_list"])] = NO_ENTRIES
    raised_by_minus: Whole = Field(default=0, ge=0, le=MAX_COUNT,
                                 description="minus effects spent raising the rank")
    text: Text = ""


class NoblePhantasm(ItemBase):
    """A 宝具. Its cost is taken from the 宝具 capacity (L1038, L1098–1103). ``revealed``: it
    was used in play, so other players have seen it (L301); public exports show only those."""

    revealed: StrictBool = Field(default=False, description="used in play, so other players have "
                                 "seen it (L301): public exports show it (builder.core.secrets)")


class MysticCode(ItemBase):
    """A 礼装, bought with 装備ポイント: 2 EP a level, 1 EP a mark (L1032)."""


class Gear(Doc):
    """Normal equipment (通常装備), or 英霊通常装備 when ``paid_with`` is ``mp`` (L1105–1111)."""

    name: Name = ""
    kind: Id
    points: Whole = Field(ge=0, le=MAX_POINTS)
    paid_with: Literal["equipment", "mp"] = "equipment"
    ship: StrictBool = Field(default=False, description="a 乗騎 that is a ship: 嵐の航海者 rides it (L1148)")
    text: Text = ""


class UpkeepUse(Doc):
    """常備化ポイント spent at creation (L970–974)."""

    use: Id
    points: Whole = Field(ge=0, le=MAX_POINTS)
    field: Line = Field(default="", description="分野判定アイテム (L971): the field its +1d6 covers (魔術, 軍事 …)")
    skill: Id | None = Field(default=None, description="スキル判定アイテム (L973): the skill its +1d6 goes to")
    restores: Literal["hp", "mp"] | None = Field(default=None, description="回復アイテム (L972): HP or MP")
    text: Text = ""


class MpItem(Doc):
    """An item bought with MP (MP = 常備化P, servants, L1113)."""

    name: Name = ""
    points: Whole = Field(ge=1, le=MAX_POINTS)
    text: Text = ""


class Combo(Doc):
    """スキルコンボ (L940–947): a named set of a stat, skills and dice-giving equipment."""

    name: Name = ""
    components: list[Name] = no_entries(max_length=LIMITS["small_list"],
                                   description="stat ids, skill ids or item names")
    limits: Whole = Field(default=0, ge=0, le=MAX_COUNT,
                        description="restrictions or risks, −1 FP each (min 1)")
    text: Text = ""


class TypeSkill(TypedDict, total=False):
    """One GM-entered base class skill: ``{"skill": id, "level": "C"}`` (a plain dict, as the
    engine and the window read it; other keys are kept)."""

    __pydantic_config__ = ConfigDict(extra="allow")  # type: ignore[misc]
    skill: Required[Id]
    level: Level


class TypeOverride(Doc):
    """GM-entered base data for an irregular class or a フェイク (L709, L715)."""

    stats: Annotated[dict[Id, Level], Field(max_length=LIMITS["small_list"])] = NO_KEYS
    skills: Annotated[list[TypeSkill], Field(max_length=LIMITS["small_list"])] = NO_ENTRIES


class Troop(Doc):
    """A トループ the character acquires (L328–364): how, and at which ランクレベル. A troop from a
    礼装 or 宝具 (the effect トループ, L1419) names that item in ``item``; its level is the item's.
    The troop's own data is a character of its own (type トループ, L1648–1691; builder.systems.fate_roll_dice.troopsheet),
    named in ``file`` for reference."""

    name: Name = ""
    method: Literal["wealth", "upkeep", "magic", "mystic_code", "noble_phantasm"]
    rank_level: whole(1, 20) | None = None
    item: Name = Field(default="", description="the 礼装 or 宝具 with the effect トループ")
    stat_set: Literal["society", "noble_phantasm"] | None = Field(
        default=None, description="社会 or 宝具 as its sixth stat (L344, L364); set by the method")
    file: Line = Field(default="", description="the troop's own sheet (a path), for reference")
    text: Text = ""


class Summoning(Doc):
    """How a master's servant comes (<召喚> L107–150); only the two ways that cost points at
    creation are figured: 家伝触媒召喚 (L123–126) and 継戦 (L128–131).

    ``servant_rank_level`` is the servant's ランクレベル when no partner file says it."""

    method: Literal["solo", "catalyst", "family_catalyst", "carry_over"] = "solo"
    servant_rank_level: whole(7, 12) | None = None
    catalyst: Literal["upkeep", "noble_phantasm"] = Field(
        default="upkeep", description="家伝触媒: paid with 常備化ポイント, or a 宝具 from 伝承保菌者 (L123)")
    mystic_code: Name = Field(default="", description="家伝触媒: the 礼装 (by name) the catalyst also is (L125)")
    paid_with: Literal["upkeep", "fp", "equipment", "hp_mp"] = Field(
        default="upkeep", description="継戦: 常備化ポイント or FP (L129); 装備ポイント or HP/MP 常時消費 only "
        "with 運命遭遇召喚 (L147)")
    hp_upkeep: Whole = Field(default=0, ge=0, le=MAX_POINTS,
                             description="継戦 paid by 常時消費 (L147): the HP part")
    mp_upkeep: Whole = Field(default=0, ge=0, le=MAX_POINTS,
                             description="継戦 paid by 常時消費 (L147): the MP part (HP + MP = the price)")
    fated_encounter: StrictBool = Field(default=False, description="運命遭遇召喚 (L140–147)")


class MadnessChoice(Doc):
    """What the player does with the "+" on 狂化 (L1170): each "+" buys one of these. ``overflow``
    places, on other stats, the "+" that a stat already at A cannot hold (L1171); it costs none."""

    order: list[Id] = no_entries(max_length=LIMITS["small_list"],
                         description="stat ids in the order 狂化 raises them (the rest follow as usual)")
    doubled: list[Id] = no_entries(max_length=LIMITS["small_list"],
                           description="stats raised +2 instead of two stats +1")
    marks: list[Id] = no_entries(max_length=LIMITS["small_list"],
                         description="a \"+\" on a stat 狂化 raised (repeat an id for two)")
    overflow: list[Id] = no_entries(max_length=LIMITS["small_list"],
                            description="where the \"+\" past a stat's cap go (L1171)")


class FateBuild(Build):
    """One Fate/roll dice character: the envelope plus this system's choices."""

    ranks: Annotated[list[RankChoice], Field(max_length=LIMITS["list"])] = NO_ENTRIES
    alignment: Alignment = Alignment.model_construct()  # = Alignment(), without building its validator at import
    stats: Annotated[dict[Id, StatChoice], Field(max_length=LIMITS["small_list"])] = NO_KEYS
    skills: Annotated[list[SkillChoice], Field(max_length=LIMITS["list"])] = NO_ENTRIES
    noble_phantasms: Annotated[list[NoblePhantasm], Field(max_length=LIMITS["list"])] = NO_ENTRIES
    mystic_codes: Annotated[list[MysticCode], Field(max_length=LIMITS["list"])] = NO_ENTRIES
    gear: Annotated[list[Gear], Field(max_length=LIMITS["list"])] = NO_ENTRIES
    upkeep: Annotated[list[UpkeepUse], Field(max_length=LIMITS["list"])] = NO_ENTRIES
    mp_items: Annotated[list[MpItem], Field(max_length=LIMITS["list"])] = NO_ENTRIES
    combos: Annotated[list[Combo], Field(max_length=LIMITS["list"])] = NO_ENTRIES
    type_override: TypeOverride | None = None
    summoning: Summoning | None = None
    troops: Annotated[list[Troop], Field(max_length=LIMITS["small_list"])] = NO_ENTRIES
    madness: MadnessChoice | None = None
    troop_rank_level: whole(1, 20) | None = Field(
        default=None, description="a トループ's own sheet: its ランクレベル, written as a number (L1653)")
