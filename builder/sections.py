"""The typed sections of a :class:`~builder.sheet.Sheet`: what every view and export draws.

Contract: an evaluator appends sections in the order a sheet shows them; renderers (the
window's summary page, the PDF, the text, ココフォリア and ユドナリウム exports) draw each
kind without knowing the system. Every label comes in Japanese (``title``/``name``) and
English (``title_en``/``name_en``); numbers are already computed (no renderer computes a rule).

Kinds: :class:`ValuesSection` (label and value rows: kind, class, level, derived figures),
:class:`StatSection` (stats with chosen value, bonus, final value and its scale label),
:class:`PoolsSection` (budgets: total, spent, remaining), :class:`ListSection` (entries with
type, level and cost), :class:`TextSection` (free text), :class:`PlaySection` (what an online
table tracks and rolls: resources with their maxima, the params a roll reads, the chat palette's
BCDice commands). ``secret`` marks a row or section that reveals a hidden identity (a true
name): public exports leave it out.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Row:
    name: str
    name_en: str
    value: str
    value_en: str = ""
    id: str = ""
    secret: bool = False


@dataclass(frozen=True)
class StatRow:
    id: str
    name: str
    name_en: str
    base: int
    bonus: int
    value: int
    label: str
    label_en: str = ""  # the scale label in English (empty: the same)


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
    name: str
    type: str
    type_en: str
    level: str
    source: str
    cost: str
    text: str = ""
    revealed: bool = False  # used in play, seen by the others (builder.secrets)
    secret: bool = False    # gives the true name away: hidden until it is known
    cost_en: str = ""       # the cost in the pack's English names (builder.places.cost_text)


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
class PlaySection(Section):
    """What an online table needs of the character (ココフォリア, ユドナリウム, Discord): the
    resources it tracks, the params its rolls read, the palette's rolls, the initiative and the
    piece's colour ("" for the table's default). One per sheet, id ``play``."""

    resources: tuple[Resource, ...] = ()
    params: tuple[Param, ...] = ()
    rolls: tuple[Roll, ...] = ()
    initiative: int = 0
    color: str = ""


def title(section: Section, lang: str) -> str:
    return section.title_en if lang == "en" and section.title_en else section.title


def name(row: Row | StatRow | PoolRow, lang: str) -> str:
    return row.name_en if lang == "en" and row.name_en else row.name


def value(row: Row, lang: str) -> str:
    return row.value_en if lang == "en" and row.value_en else row.value


def label(row: StatRow, lang: str) -> str:
    """A stat's scale label in ``lang`` (表 → heads in English)."""
    return row.label_en if lang == "en" and row.label_en else row.label


ALL_KINDS = (ValuesSection, StatSection, PoolsSection, ListSection, TextSection, PlaySection)
__all__ = ["Row", "StatRow", "PoolRow", "ListRow", "Section", "ValuesSection", "StatSection",
           "PoolsSection", "ListSection", "TextSection", "Resource", "Param", "Roll", "PlaySection", "title", "name", "value", "label", "ALL_KINDS"]
