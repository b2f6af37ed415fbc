"""The pack model of a *data system*: a system whose rules are all data in its pack.

Contract: :class:`DataContent` types one content file of such a pack (the plug-in's
``content_model``); every object is closed (``extra="forbid"``), so a misspelled key is an
error naming the file and JSON path, and every formula is a string checked when the pack
loads (:mod:`builder.kit.system`). Entries cite their seed ``line``.

The parts, and the names they give formulas (see :mod:`builder.kit.system` for the full list):

- ``kinds``: the character types (``Build.type``); ``kind_<id>`` is 1 for the character's kind.
- ``scales``: rank or level ladders (:mod:`builder.kit.scales`): letters with costs, or numbers
  in steps.
- ``stats``: numbers on a scale, in ``group``s (the level, the main stats, 探索技能 …);
  ``<ID>`` is the final value (chosen + ``bonus``), ``<ID>_base`` the chosen one; a ``die``
  (count and faces formulas) when the stat is rolled (a set-up roll).
- ``options``: single or multiple choices (class, 性別, 強化属性 …); a chosen choice's
  ``values`` add up in ``<option>__<key>``, ``<option>_is_<choice>`` is 1 when chosen.
- ``lists``: entries the player adds (skills, 宝具), typed, optionally from a catalogue a GM
  fills; they may cost pool points.
- ``tables``: rows looked up by a key formula; ``<table>__<column>`` is the found row's value.
- ``pools``: budgets (``total`` formula, what spends them); ``derived``: figures by formula.
- ``checks``: the shared vocabulary of rules (budget, range, step, count, entry, rule, gm).
  An ``entry`` check also reads the entry fields a list declares (``entry_fields``): a
  specific class, granting entry or condition per entry.
- ``steps``: the creation walk-through; each step is a generic page kind of the window.
- ``palette``: chat-palette commands for online tables, with ``{name}`` places.
- ``table_resources``, ``table_params``: what an online table tracks (bars with their maxima)
  and the values its rolls read (:class:`~builder.core.sections.PlaySection`).
- ``readings``: named switches for ambiguous text (the GM flips them in ``settings``).
"""
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from builder.core.packbase import empty_dict, empty_list
from builder.core.packbase import LineNo, Number, Reading

Id = Annotated[str, Field(pattern=r"^[A-Za-z0-9_]+$", max_length=60)]
Formula = Annotated[str, Field(min_length=1, max_length=500, description="formula (builder.core.expressions)")]
Text = Annotated[str, Field(max_length=4000)]
Severity = Literal["error", "warning", "gm"]


class Closed(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)


class Named(Closed):
    id: Id
    name: Annotated[str, Field(max_length=200)]
    name_en: Annotated[str, Field(max_length=200)] = ""
    line: LineNo | None = None
    text: Text = ""
    text_en: Text = ""


class ColumnName(Closed):
    """What a GM-entered table's column (or a GM-entered option's value key) is called on screen
    and in a spreadsheet's header row (the rule-data editor and ``pack import`` match headers by
    it), with the seed line that names the figure. A name for a column the entry lacks is unused,
    not an error: a user pack that restates an entry with fewer columns keeps loading."""

    name: Annotated[str, Field(min_length=1, max_length=100)]
    name_en: Annotated[str, Field(min_length=1, max_length=100)]
    line: LineNo | None = None


class KindDef(Named):
    """A kind of character (サーヴァント, マスター …)."""


class ScaleStep(Closed):
    label: Annotated[str, Field(max_length=20)]
    label_en: Annotated[str, Field(max_length=40)] = Field(default="", description="the label in English "
                                                            "(none: the label, such as A or EX, is the same)")
    value: Number
    cost: Number | None = Field(default=None, description="points to reach this step from nothing; "
                                "null: cannot be bought (the step is on the scale and costs nothing; "
                                "the pack's checks say when it is allowed)")
    line: LineNo | None = None


class ScaleDef(Named):
    """A ladder of labelled steps (``steps``), or numbers from ``min`` to ``max`` in ``step``s
    costing ``cost_per`` points each (``steps`` empty)."""

    steps: Annotated[list[ScaleStep], Field(max_length=100)] = Field(default_factory=empty_list)
    min: Number = 0
    max: Number = 100
    step: Annotated[int, Field(ge=1, le=1000)] = 1
    cost_per: Number = 1
    below: Annotated[str, Field(max_length=20)] = Field(
        default="", description="label shown for a value under the lowest step")


class DieDef(Closed):
    """The die a stat is rolled with (a set-up roll): ``count`` dice of ``faces`` faces, each a
    formula (a reading such as ``setting_setup_die_is_2d6``; a coin is ``"1"`` and ``"2"``). The
    sheet's row of the stat carries it evaluated (``die``: count and faces) so a window can
    roll it (:mod:`builder.core.dice`); the player may still type the table's own roll."""

    count: Formula
    faces: Formula


class StatDef(Named):
    group: Id
    scale: Id
    kinds: list[Id] | None = Field(default=None, description="kinds that have it (null: all)")
    bonus: Formula | None = Field(default=None, description="added to the chosen value")
    default: Number = 0
    die: DieDef | None = Field(default=None, description="the die it is rolled with (set-up rolls)")


class Grant(Closed):
    """A list entry a choice gives (a class skill)."""

    list: Id
    name: Annotated[str, Field(max_length=200)]
    name_en: Annotated[str, Field(max_length=200)] = ""
    level: Annotated[str, Field(max_length=40)] = ""
    level_en: Annotated[str, Field(max_length=40)] = Field(default="", description="the level in English "
                                                            "(高 → high); none: the level is the same")
    type: Id | None = None


class OptionChoice(Named):
    values: dict[Id, Number] = Field(default_factory=empty_dict)
    requires: Formula | None = Field(default=None, description="must hold when chosen")
    requires_line: LineNo | None = None
    requires_severity: Severity = "error"
    gm: bool = Field(default=False, description="needs a GM's approval when chosen")
    grants: Annotated[list[Grant], Field(max_length=20)] = Field(default_factory=empty_list)


class OptionDef(Named):
    kinds: list[Id] | None = None
    max: Annotated[int, Field(ge=1, le=50)] = 1
    required: bool = True
    when: Formula | None = Field(default=None, description="the option applies only when this holds")
    choices: Annotated[list[OptionChoice], Field(max_length=200)] = Field(default_factory=empty_list)
    gm_entered: bool = Field(default=False, description="the seed has no list: a GM enters the choices")
    keys: list[Id] = Field(default_factory=empty_list, description="value keys formulas read even when no choice "
                           "has them yet (a GM-entered option)")
    column_names: dict[Id, ColumnName] = Field(default_factory=empty_dict, description="a value key's shown name "
                                               "(the rule-data editor's column header)")


class ListType(Named):
    pass


EntryField = Literal["from_class", "granted_by", "condition"]


class CatalogueEntry(Named):
    """One entry of a list's catalogue (GM data where the seed has none). Besides its type,
    source, level and cost: the class it belongs to (``from_class``, a stat id of the pack's
    class group: 千夜月姫+'s 特技 come from the character's own classes, 003 L459, L1265–1267),
    the 特技 that grants it (``granted_by``, by name: an item, 003 L510–514) and its 取得条件
    (``condition`` as printed; ``requires``, a formula, and ``requires_entries``, names the
    character must have in the same list, are the parts a program can check, 003 L475–476)."""

    type: Id | None = None
    source: Literal["skill", "np", "class", "other"] = "skill"
    level: Annotated[str, Field(max_length=40)] = ""
    cost: dict[Id, Number] = Field(default_factory=empty_dict)
    from_class: Id | None = Field(default=None, description="the class (a stat of the class group) it belongs to")
    granted_by: Annotated[str, Field(max_length=200)] = Field(default="", description="the entry (by name) that "
                                                                "grants it")
    condition: Text = Field(default="", description="its 取得条件 as printed (what a GM reads)")
    requires: Formula | None = Field(default=None, description="the checkable part of its condition: must hold")
    requires_entries: Annotated[list[Annotated[str, Field(max_length=200)]], Field(max_length=20)] = Field(
        default_factory=empty_list, description="names of entries of the same list the character must have")


class ListDef(Named):
    kinds: list[Id] | None = None
    types: Annotated[list[ListType], Field(max_length=50)] = Field(default_factory=empty_list)
    sources: list[Literal["skill", "np", "class", "other"]] = ["skill"]
    catalogue: Annotated[list[CatalogueEntry], Field(max_length=2000)] = Field(default_factory=empty_list)
    gm_entered: bool = Field(default=False, description="the seed has no catalogue: a GM enters it")
    type_required: bool = Field(default=True, description="an entry needs one of ``types`` (false: an entry "
                                "may have none; a typed one is counted in <list>_<type>_count)")
    max_entries: Annotated[int, Field(ge=0, le=500)] = 100
    entry_fields: list[EntryField] = Field(default_factory=empty_list, description="the entry fields this list "
                                           "uses beyond name, type, source, level and cost (a 特技's class, an "
                                           "item's granting 特技, an エクストラスキル's 取得条件): the rule-data "
                                           "editor and the window show them")
    class_group: Id | None = Field(default=None, description="the stat group whose stats are the classes "
                                   "``from_class`` names")


class Spend(Closed):
    """What spends a pool: the scale cost of a stat group, a value key of the chosen options,
    the ``cost`` of list entries, or a formula."""

    source: Literal["stats", "options", "list", "formula"]
    group: Id | None = None
    key: Id | None = None
    list: Id | None = None
    expr: Formula | None = None
    name: Annotated[str, Field(max_length=200)] = ""
    name_en: Annotated[str, Field(max_length=200)] = ""
    line: LineNo | None = None


class PoolDef(Named):
    kinds: list[Id] | None = None
    total: Formula
    spend: Annotated[list[Spend], Field(max_length=20)] = Field(default_factory=empty_list)


class DerivedDef(Named):
    kinds: list[Id] | None = None
    expr: Formula
    when: Formula | None = None
    needs: list[Literal["partner"]] = Field(default_factory=empty_list, description="links the formula reads")
    resource: bool = Field(default=False, description="goes up and down in play (HP, FP, 令呪): "
                           "a table's status bar tracks it")


class PaletteLine(Named):
    """One chat-palette line: a BCDice command with ``{name}`` places for a stat or derived
    value (only bare names; nothing else is expanded). With ``die``, the place ``{die}`` is that
    stat's die as the sheet evaluates it (``2D20``: a set-up roll whose dice a reading sets)."""

    kinds: list[Id] | None = None
    command: Annotated[str, Field(min_length=1, max_length=300)]
    die: Id | None = Field(default=None, description="a stat with a die: the place {die} rolls it")


class TableResource(Named):
    """A value an online table tracks in play (a ココフォリア status, a ユドナリウム resource):
    it starts at ``start`` (default: ``max``), each a stat or derived figure; the ``name`` is the
    table's label (ヘルス for 最大ヘルス). A character without the figures (another kind) has no
    such resource."""

    max: Id
    start: Id | None = Field(default=None, description="the figure it starts at (テンション値: its starting "
                             "value under the cap of 100); none: at its maximum")


class TableParam(Named):
    """A value a palette roll reads, given to the table's piece as a param named ``name``: the
    ``id`` is the stat or derived figure. Palette places ``{id}`` become ``{name}`` in the table's
    palette, so a value changed on the table changes the roll. ``initiative``: the piece's
    initiative (ココフォリア) is this value."""

    initiative: bool = False


class TableRow(Closed):
    key: Number
    values: dict[Id, Number]
    line: LineNo | None = None


class TableDef(Named):
    """A table looked up by a key (a level table, a class table): ``key`` is a formula (``Lv``);
    the row whose key equals it (``match: exact``) or the last row at or below it
    (``at_most``) gives the names ``<table>__<column>``. An empty table is a place a GM fills
    (``gm_entered``): until then every figure that reads it says it waits for it. ``when``:
    the table applies only when it holds (a class's table, for a character who has the class);
    otherwise its columns read 0 and nothing waits for it."""

    kinds: list[Id] | None = None
    when: Formula | None = Field(default=None, description="the table applies only when this holds")
    key: Formula
    match: Literal["exact", "at_most"] = "exact"
    columns: list[Id]
    rows: Annotated[list[TableRow], Field(max_length=1000)] = Field(default_factory=empty_list)
    gm_entered: bool = False
    column_names: dict[Id, ColumnName] = Field(default_factory=empty_dict, description="a column's shown name "
                                               "(the rule-data editor's column header)")
    lookup: bool = Field(default=True, description="false: a reference table read at the table in play, not by "
                         "a figure (千夜月姫+'s テンション値による影響, L931–943: the tension changes every scene): "
                         "never looked up (its key unused), the sheet shows its rows as the GM entered them")
    key_name: Annotated[str, Field(max_length=100)] = Field(default="", description="what a reference table's "
                                                              "rows are keyed by, as the sheet names it")
    key_name_en: Annotated[str, Field(max_length=100)] = ""


class CheckCommon(Closed):
    id: Id
    severity: Severity = "error"
    line: LineNo | None = None
    kinds: list[Id] | None = None
    when: Formula | None = None
    waivable: bool = Field(default=False, description="a GM approval clears it")
    reading: Id | None = Field(default=None, description="the reading (a GM's setting) that sets this rule where no "
                               "seed line does: the finding cites it (``line`` empty)")
    text: Text = ""
    text_en: Text = ""


class BudgetCheck(CheckCommon):
    type: Literal["budget"]
    pool: Id
    unspent: Literal["ok", "warning", "error"] = "ok"


class RangeCheck(CheckCommon):
    type: Literal["range"]
    group: Id | None = None
    stats: list[Id] = Field(default_factory=empty_list)
    min: Formula | None = None
    max: Formula | None = None
    base: bool = Field(default=True, description="check the chosen value (false: the final one)")


class StepCheck(CheckCommon):
    type: Literal["step"]
    group: Id | None = None
    stats: list[Id] = Field(default_factory=empty_list)
    of: Annotated[int, Field(ge=1, le=1000)]


class CountStatsCheck(CheckCommon):
    type: Literal["count_stats"]
    group: Id
    at_least: Number
    max: Annotated[int, Field(ge=0, le=100)]


class CountCheck(CheckCommon):
    """At most (or at least) so many list entries matching ``where`` (type, source), per
    character or per 陣営 (the character and its partner together)."""

    type: Literal["count"]
    list: Id
    types: list[Id] = Field(default_factory=empty_list)
    sources: list[Literal["skill", "np", "class", "other"]] = Field(default_factory=empty_list)
    flag: Id | None = None
    min: Annotated[int, Field(ge=0, le=500)] | None = None
    max: Annotated[int, Field(ge=0, le=500)] | None = None
    per: Literal["character", "faction"] = "character"


class EntryCheck(CheckCommon):
    """A finding on each entry of ``list`` that matches (``types``, ``sources``, ``flag``):
    with ``own``, only the player's own entries (no catalogue ``ref``, not granted by a choice:
    what a GM must supervise); with ``negative_cost``, only entries with a cost below 0 (a cost
    that would add points); with ``names_in``, only entries named by no entry of that list. The
    finding's path is the entry's."""

    type: Literal["entry"]
    list: Id
    types: list[Id] = Field(default_factory=empty_list)
    sources: list[Literal["skill", "np", "class", "other"]] = Field(default_factory=empty_list)
    flag: Id | None = None
    own: bool = False
    negative_cost: bool = False
    names_in: Id | None = Field(default=None, description="only entries whose name is the name of no entry of "
                                "this list (an インフィニティ・ブレイク that is none of the character's 特技)")
    class_not_held: bool = Field(default=False, description="only entries whose class (``from_class``, the "
                                 "entry's or its catalogue's) is no class of the list's ``class_group`` the "
                                 "character has (its final value above 0)")
    granted_by_not_in: Id | None = Field(default=None, description="only entries whose ``granted_by`` names no "
                                         "entry of this list (an item whose 特技 the character lacks)")
    without: EntryField | None = Field(default=None, description="only entries that leave this field empty "
                                       "(neither the entry nor its catalogue entry gives it)")
    condition_unmet: bool = Field(default=False, description="only catalogue entries whose ``requires`` fails or "
                                  "one of whose ``requires_entries`` the character lacks")
    condition_unchecked: bool = Field(default=False, description="only entries no ``requires`` or "
                                      "``requires_entries`` checks: the condition (if recorded) is the GM's to read")


class OptionCountCheck(CheckCommon):
    type: Literal["option_count"]
    option: Id
    max: Annotated[int, Field(ge=0, le=50)]


class RuleCheck(CheckCommon):
    """``expr`` must hold (a requirement, an exclusion written as ``not (a and b)`` …)."""

    type: Literal["rule"]
    expr: Formula
    path: Annotated[str, Field(max_length=200)] = "/"


class GmCheck(CheckCommon):
    """A GM flag when ``expr`` holds."""

    type: Literal["gm"]
    expr: Formula
    severity: Severity = "gm"
    path: Annotated[str, Field(max_length=200)] = "/"


CheckDef = Annotated[Union[BudgetCheck, RangeCheck, StepCheck, CountStatsCheck, CountCheck, EntryCheck,
                           OptionCountCheck, RuleCheck, GmCheck], Field(discriminator="type")]


class StepDef(Named):
    """One step of the walk-through, shown as a generic page kind."""

    page: Literal["kind", "choices", "stats", "list", "profile", "summary"]
    options: list[Id] = Field(default_factory=empty_list)
    groups: list[Id] = Field(default_factory=empty_list)
    list: Id | None = None


class DataContent(Closed):
    """One content file of a data system's pack (see the module docstring)."""

    readings: list[Reading] = Field(default_factory=empty_list)
    settings: dict[str, Union[str, int, bool]] = Field(default_factory=empty_dict)
    kinds: list[KindDef] = Field(default_factory=empty_list)
    scales: list[ScaleDef] = Field(default_factory=empty_list)
    stats: list[StatDef] = Field(default_factory=empty_list)
    options: list[OptionDef] = Field(default_factory=empty_list)
    lists: list[ListDef] = Field(default_factory=empty_list)
    tables: list[TableDef] = Field(default_factory=empty_list)
    pools: list[PoolDef] = Field(default_factory=empty_list)
    derived: list[DerivedDef] = Field(default_factory=empty_list)
    checks: list[CheckDef] = Field(default_factory=empty_list)
    steps: list[StepDef] = Field(default_factory=empty_list)
    palette: list[PaletteLine] = Field(default_factory=empty_list)
    table_resources: list[TableResource] = Field(default_factory=empty_list)
    table_params: list[TableParam] = Field(default_factory=empty_list)
