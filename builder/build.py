"""The character document: the user's choices and nothing derived.

Contract: a :class:`Build` is frozen; edits make a new one (``model_copy(update=...)``).
Unknown fields are kept (``extra="allow"``) so a file written by a newer version, or by hand,
survives load and save unchanged. Everything derived (pools, HP, findings) lives in
:class:`builder.sheet.Sheet` and is never written here.

Pitfall: a stat or skill level is the level *bought*; effects such as 狂化's rank-up are
applied by the engine, so the file keeps what the player chose.
"""
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from .packmodel import Level

SCHEMA_VERSION = 1


class Doc(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="allow", frozen=True)


class Mark(Doc):
    """A 「+」 or 「−」 on a stat, skill, NP or 礼装 with the pattern the seed asks for
    (L900–909): 1 = pay HP/MP, 2 = a preset condition, written in ``condition``."""

    sign: Literal["+", "-"]
    pattern: Literal[1, 2] = 1
    condition: str = ""


class StatChoice(Doc):
    level: Level
    marks: list[Mark] = []


class Limit(Doc):
    """使用制限 / 使用リスク (L935–939): the GM lowers the per-level FP by ``reduction``."""

    kind: Literal["restriction", "risk"]
    text: str = ""
    reduction: int = Field(default=1, ge=0)


class SkillChoice(Doc):
    id: str
    level: Level
    marks: list[Mark] = []
    limits: list[Limit] = []
    choice: str = Field(default="", description="the ○○ slot: 流派, 対象, 分野 …")
    options: list[str] = Field(default=[], description="chosen option ids (repeat an id to stack)")
    fp_per_level: int | None = Field(default=None, description="GM-set price (gm pricing)")
    fp: int | None = Field(default=None, description="FP invested (「??」)")
    tags: list[str] = Field(default=[], description="extra tags the GM assigns (e.g. magic_caused)")
    note: str = ""


class RankChoice(Doc):
    id: str
    params: dict[str, str | bool] = {}


class Alignment(Doc):
    goal: str | None = None
    action: str | None = None
    pre_madness: str | None = Field(default=None, description="狂化前の行動基準 (L836)")


class EffectChoice(Doc):
    id: str
    count: int = Field(default=1, ge=1)
    slots: int | None = Field(default=None, description="GM-set slot count for variable effects")
    detail: str = Field(default="", description="the ○○ slot or the effect's specifics")


class ItemBase(Doc):
    name: str = ""
    kind: str | None = None
    activation: str | None = None
    target: str | None = None
    rank: Level = "E"
    marks: list[Mark] = []
    effects: list[EffectChoice] = []
    raised_by_minus: int = Field(default=0, ge=0, description="minus effects spent raising the rank")
    text: str = ""


class NoblePhantasm(ItemBase):
    """A 宝具. Its cost is taken from the 宝具 capacity (L1038, L1098–1103)."""


class MysticCode(ItemBase):
    """A 礼装, bought with 装備ポイント: 2 EP a level, 1 EP a mark (L1032)."""


class Gear(Doc):
    """Normal equipment (通常装備), or 英霊通常装備 when ``paid_with`` is ``mp`` (L1105–1111)."""

    name: str = ""
    kind: str
    points: int = Field(ge=0)
    paid_with: Literal["equipment", "mp"] = "equipment"
    text: str = ""


class UpkeepUse(Doc):
    """常備化ポイント spent at creation (L970–974)."""

    use: str
    points: int = Field(ge=0)
    text: str = ""


class MpItem(Doc):
    """An item bought with MP (MP = 常備化P, servants, L1113)."""

    name: str = ""
    points: int = Field(ge=1)
    text: str = ""


class Combo(Doc):
    """スキルコンボ (L940–947): a named set of a stat, skills and dice-giving equipment."""

    name: str = ""
    components: list[str] = Field(default=[], description="stat ids, skill ids or item names")
    limits: int = Field(default=0, ge=0, description="restrictions or risks, −1 FP each (min 1)")
    text: str = ""


class Approval(Doc):
    """A GM's approval of a ``gm`` finding (or a waivable error), matched by code and path."""

    code: str
    path: str = ""
    reason: str = ""
    by: str = ""


class TypeOverride(Doc):
    """GM-entered base data for an irregular class or a フェイク (L709, L715)."""

    stats: dict[str, Level] = {}
    skills: list[dict] = []


class Build(Doc):
    """One character. Only choices; see the module docstring."""

    schema_version: int = SCHEMA_VERSION
    system: str
    type: str
    name: str = ""
    player: str = ""
    npc: bool = False
    ranks: list[RankChoice] = []
    alignment: Alignment = Alignment()
    stats: dict[str, StatChoice] = {}
    skills: list[SkillChoice] = []
    noble_phantasms: list[NoblePhantasm] = []
    mystic_codes: list[MysticCode] = []
    gear: list[Gear] = []
    upkeep: list[UpkeepUse] = []
    mp_items: list[MpItem] = []
    combos: list[Combo] = []
    profile: dict[str, str] = {}
    approvals: list[Approval] = []
    type_override: TypeOverride | None = None
    notes: str = ""
