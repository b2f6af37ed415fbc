"""The typed sections of a :class:`~builder.core.sheet.Sheet`: what every view and export draws.

Contract: an evaluator appends sections in the order a sheet shows them; renderers (the
window's summary page, the PDF, the text, ココフォリア and ユドナリウム exports) draw each
kind without knowing the system. Every label comes in Japanese (``title``/``name``) and
English (``title_en``/``name_en``); numbers are already computed (no renderer computes a rule).

Kinds: :class:`ValuesSection` (label and value rows: kind, class, level, derived figures),
:class:`StatSection` (stats with chosen value, bonus, final value and its scale label),
:class:`PoolsSection` (budgets: total, spent, remaining), :class:`ListSection` (entries with
type, level and cost, and labelled ``details``), :class:`TextSection` (free text),
:class:`LedgerSection` (a points ledger), :class:`ApprovalsSection` (GM approvals),
:class:`FindingsSection` (findings worded), :class:`PlaySection` (what an online
table tracks and rolls: resources with their maxima, the params a roll reads, the chat palette's
BCDice commands). ``secret`` marks a row or section that reveals a hidden identity (a true
name): public exports leave it out.
"""
from __future__ import annotations

from dataclasses import dataclass

from .sheet import Check


@dataclass(frozen=True)
class Row:
    name: str
    name_en: str
    value: str
    value_en: str = ""
    id: str = ""
    secret: bool = False


@dataclass(frozen=True)
class Die:
    """``count`` dice of ``faces`` faces (2d6): what a player rolls to set a stat up."""

    count: int
    faces: int


@dataclass(frozen=True)
class StatRow:
    """A stat: ``base`` + ``bonus`` = ``value``, shown as ``label``. A system that rolls the stat
    also gives ``dice`` and ``threshold`` (e.g. 2×level dice at ≤ level), the
    ``base_label`` it started from, its BCDice ``roll``, the ``marks`` written on it and the
    ``checks`` it rolls, as numbers (:class:`~builder.core.sheet.Check`: its plain roll first,
    or the reduced one a 「−」 forces; what a summoning roll reads). A stat set up by a roll (a
    data system's ``StatDef.die``: a 生命ロール) gives the ``die`` to roll, as the readings in
    force make it (None: typed, not rolled)."""

    id: str
    name: str
    name_en: str
    base: int
    bonus: int
    value: int
    label: str
    label_en: str = ""  # the scale label in English (empty: the same)
    base_label: str = ""
    dice: int = 0
    threshold: int = 0
    roll: str = ""
    marks: str = ""
    marks_en: str = ""  # the marks in English (empty: the same)
    checks: tuple[Check, ...] = ()  # the rolls the stat makes (empty: a system that rolls none here)
    base_label_en: str = ""  # ``base_label`` in English (empty: the same)
    die: Die | None = None


@dataclass(frozen=True)
class PoolRow:
    id: str
    name: str
    name_en: str
    total: int
    spent: int

    @property
    def remaining(self) -> int:
        return self.total - self.spent


@dataclass(frozen=True)
class ListRow:
    """An entry of a list: its words (name, type, level, cost, text) in both languages. ``path``
    is where the build holds the choice that put it on the sheet (a JSON pointer: Fate's
    ``/skills/2`` or ``/noble_phantasms/0``; a data system's ``/lists/<list>/<n>`` for the
    player's own, ``/options/<option>/…`` for one a choice grants): what a window selects and
    edits it by. A data system's entry also gives what the GM's tools and a partner's checks
    read of it as data: the pack's list it is on (``list_id``), its type's id (``type_id``;
    ``type`` is its name), its ``flags`` and its ``costs`` by pool, derived value or stat id, and
    its catalogue entry's id as ``id`` (empty: the player's own). A Fate skill also gives the
    ``checks`` it rolls; a skill with options the ones chosen (``options``, as the pack names
    them, and ``options_en``)."""

    name: str
    type: str
    type_en: str
    level: str
    source: str
    cost: str
    text: str = ""
    revealed: bool = False  # used in play, seen by the others (builder.core.secrets)
    secret: bool = False    # gives the true name away: hidden until it is known
    cost_en: str = ""       # the cost in the pack's English names (builder.words.places.cost_text)
    id: str = ""            # the entry's id in the pack (empty: none)
    name_en: str = ""       # the name in English (empty: the same)
    text_en: str = ""       # the text in English (empty: the same)
    #: further labelled figures of the entry, each a :class:`Row` with an ``id`` (a 宝具's
    #: activation and target, a skill's dice and roll …): a layout picks them by id
    details: tuple[Row, ...] = ()
    list_id: str = ""       # the pack's list it is on (empty: a list the system words itself)
    path: str = ""          # JSON pointer of the choice that put it on the sheet (empty: none)
    type_id: str = ""       # its type's id in the pack (``type`` is its name)
    flags: tuple[str, ...] = ()
    costs: tuple[tuple[str, int], ...] = ()  # (pool, derived value or stat id, amount), in the entry's order
    checks: tuple[Check, ...] = ()           # the rolls it makes (a skill's), as numbers
    options: tuple[str, ...] = ()     # the options chosen, by the pack's Japanese names, in order
    options_en: tuple[str, ...] = ()  # the same in English (the option's English name, else its name)


@dataclass(frozen=True)
class Resource:
    """A value tracked in play, drawn as a bar on an online table: ``value`` now (at the start
    of play) and its ``max``."""

    id: str
    name: str
    name_en: str
    value: int
    max: int
    secret: bool = False


@dataclass(frozen=True)
class Param:
    """A number a roll reads. A palette command refers to it as ``{name}`` (the Japanese name,
    which is what the table's piece is given), so a value changed on the table changes the roll."""

    id: str
    name: str
    name_en: str
    value: int
    secret: bool = False


@dataclass(frozen=True)
class Roll:
    """One chat-palette line: ``command`` is a BCDice command with ``{param}`` references,
    ``note`` what it is for (appended after the command, as a table's palette shows it)."""

    command: str
    note: str = ""
    note_en: str = ""
    secret: bool = False
    reads: tuple[str, ...] = ()  # the figures (ids) it reads: a public view keeps it only when it shows them all


@dataclass(frozen=True)
class LedgerRow:
    """One line of a points ledger: ``amount`` as signed text (+3 gained, -2 spent), what it is
    for and the rule, in both languages."""

    amount: str
    text: str
    text_en: str
    rule: str
    rule_en: str


@dataclass(frozen=True)
class ApprovalRow:
    """A GM approval on the sheet: the finding it waives, where, why, by whom and when, and
    whether it still stands (``status``), in both languages."""

    message: str
    message_en: str
    place: str
    place_en: str
    reason: str
    by: str
    date: str
    status: str
    status_en: str


@dataclass(frozen=True)
class FindingRow:
    """A finding as a sheet prints it: ``severity`` (the code: error, warning, gm), its message,
    place and rule in both languages, and the approval that waived it (empty: none)."""

    severity: str
    message: str
    message_en: str
    place: str
    place_en: str
    rule: str
    rule_en: str
    approval: str = ""


@dataclass(frozen=True)
class Section:
    id: str
    title: str
    title_en: str
    secret: bool = False


@dataclass(frozen=True)
class ValuesSection(Section):
    rows: tuple[Row, ...] = ()


@dataclass(frozen=True)
class StatSection(Section):
    rows: tuple[StatRow, ...] = ()


@dataclass(frozen=True)
class PoolsSection(Section):
    rows: tuple[PoolRow, ...] = ()


@dataclass(frozen=True)
class ListSection(Section):
    rows: tuple[ListRow, ...] = ()


@dataclass(frozen=True)
class TextSection(Section):
    text: str = ""


@dataclass(frozen=True)
class LedgerSection(Section):
    rows: tuple[LedgerRow, ...] = ()


@dataclass(frozen=True)
class ApprovalsSection(Section):
    rows: tuple[ApprovalRow, ...] = ()


@dataclass(frozen=True)
class FindingsSection(Section):
    rows: tuple[FindingRow, ...] = ()


@dataclass(frozen=True)
class PlaySection(Section):
    """What an online table needs of the character (ココフォリア, ユドナリウム, Discord): the
    resources it tracks, the params its rolls read, the palette's rolls, the initiative, the
    piece's colour ("" for the table's default) and its memo. One per sheet, id ``play``."""

    resources: tuple[Resource, ...] = ()
    params: tuple[Param, ...] = ()
    rolls: tuple[Roll, ...] = ()
    initiative: int = 0
    color: str = ""
    #: the piece's memo, one line each (empty: the export words it from the other sections)
    memo: str = ""


def title(section: Section, lang: str) -> str:
    return section.title_en if lang == "en" and section.title_en else section.title


def name(row: Row | StatRow | PoolRow, lang: str) -> str:
    return row.name_en if lang == "en" and row.name_en else row.name


def value(row: Row, lang: str) -> str:
    return row.value_en if lang == "en" and row.value_en else row.value


def label(row: StatRow, lang: str) -> str:
    """A stat's scale label in ``lang`` (表 → heads in English)."""
    return row.label_en if lang == "en" and row.label_en else row.label


def base_label(row: StatRow, lang: str) -> str:
    """The scale label a stat started from, in ``lang``."""
    return row.base_label_en if lang == "en" and row.base_label_en else row.base_label


def detail(row: ListRow, id: str, default: str = "") -> str:
    """The value of ``row``'s detail ``id`` (``default`` when it has none)."""
    return next((d.value for d in row.details if d.id == id), default)


def find(sections: list[Section], id: str) -> Section | None:
    """The section ``id`` of a sheet (None when it has none)."""
    return next((s for s in sections if s.id == id), None)


ALL_KINDS = (ValuesSection, StatSection, PoolsSection, ListSection, TextSection, LedgerSection, ApprovalsSection,
             FindingsSection, PlaySection)
__all__ = ["Row", "Die", "StatRow", "PoolRow", "ListRow", "LedgerRow", "ApprovalRow", "FindingRow", "Section",
           "ValuesSection", "StatSection", "PoolsSection", "ListSection", "TextSection", "LedgerSection",
           "ApprovalsSection", "FindingsSection", "Resource", "Param", "Roll", "PlaySection", "title", "name",
           "value", "label", "base_label", "detail", "find", "stat_rows", "ALL_KINDS"]


def stat_rows(sections: list[Section]) -> dict[str, StatRow]:
    """Every stat row of a sheet's sections by its id (the first where two sections hold one):
    what the GM's side, diff and audit read of a character's stats, for every system."""
    rows: dict[str, StatRow] = {}
    for section in sections:
        if isinstance(section, StatSection):
            for row in section.rows:
                rows.setdefault(row.id, row)
    return rows
