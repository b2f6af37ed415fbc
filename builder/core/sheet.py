"""What the engine derives from a build: ledger, pools, derived values and findings.

Contract: a :class:`Sheet` is produced only by :func:`builder.core.engine.evaluate` and never
saved. Pools are exactly the sums of the ledger lines that name them. Findings carry a code,
parameters and a JSON-pointer path; prose is rendered by :mod:`builder.words.messages`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Literal

Severity = Literal["error", "warning", "gm", "approved"]


@dataclass(frozen=True, slots=True)
class Rule:
    """Where a rule is written: pack id, seed line, and the entry it belongs to."""

    pack: str
    line: int | None
    ref: str = ""

    def cite(self) -> str:
        """``<pack id> L81``; a rule a GM's reading sets (``ref`` ``reading <id>``, no seed
        line says it): ``<pack id> reading setup_die``; else the pack's id."""
        if self.line:
            return f"{self.pack} L{self.line}"
        return f"{self.pack} {self.ref}" if self.ref.startswith("reading ") else self.pack


# LedgerLine and Finding are read-only by convention (nothing assigns to one; approvals build
# a new Finding) but not ``frozen``: a frozen dataclass sets each field through
# object.__setattr__, which made building one ~3× slower, and an evaluation builds 10–40 of
# them (issue 13). Neither was hashable anyway (``params`` is a dict).
@dataclass(slots=True)
class LedgerLine:
    """One point spent (positive) or gained (negative) in ``pool`` by ``choice`` (JSON
    pointer into the build) under ``rule``. ``code``/``params`` name it for the renderer."""

    pool: str
    amount: int
    path: str
    code: str
    params: dict[str, Any]
    rule: Rule


@dataclass(frozen=True, slots=True)
class Pool:
    id: str
    total: int
    spent: int

    @property
    def remaining(self) -> int:
        return self.total - self.spent


@dataclass(slots=True)
class Finding:
    """A finding: ``severity`` and ``code`` at ``path`` under ``rule`` (read-only by
    convention, see :class:`LedgerLine`)."""

    severity: Severity
    code: str
    path: str
    rule: Rule
    params: dict[str, Any] = field(default_factory=dict)
    approval: str = ""
    waivable: bool = False


CheckKind = Literal["plain", "minus_unpaid", "minus_paid", "minus_condition", "plus_paid", "plus_condition",
                    "ex_auto", "ex_mp", "rank_level", "item", "single_target"]


@dataclass(frozen=True, slots=True)
class Check:
    """One roll the character can make: ``dice`` six-sided dice, each showing ≤ ``threshold``
    one success. ``kind`` says which roll of its row it is (see the system's own rolls);
    ``plus``/``minus`` are the marks in force, ``cost`` the HP/MP paid before the roll (0:
    none), ``conditions`` the player's written conditions under which it holds. ``formula``:
    the same dice and threshold as BCDice arithmetic over the level (``{L}``; ``{RL}`` the rank
    level), for a table that changes the level (the system's own rolls); empty for numbers
    that follow no level. Numbers only: exporters word it."""

    kind: CheckKind
    dice: int
    threshold: int
    rule: Rule
    plus: int = 0
    minus: int = 0
    cost: int = 0
    conditions: tuple[str, ...] = ()
    formula: tuple[str, ...] = ()  # (dice, threshold) as BCDice arithmetic over {L} (the level), {RL}


@dataclass(slots=True)
class Sheet:
    """Everything derived.

    Views read ``sections``: every export, view, command-line output and GM tool (the roster's
    level, ``diff``, the public view of a data character, a partner's figures) reads the typed
    sections (:mod:`builder.core.sections`) besides pools, derived values, ledger, findings and
    links (tests/builder/test_views_read_sections.py walks them).

    ``stats``, ``skills``, ``items`` and ``combos`` are the evaluation's working state: untyped
    dicts (a stat's or skill's row with its checks, a data system's ``{"list", "path",
    "entry"}``, a スキルコンボ with its FP and MP per use) whose shape is the system's and may
    change. Only the system's own evaluation and the section builder that turns them into
    ``sections`` read them (a system's builder may word its chat palette and its public view
    from them, the latter by running the builder again on what others may see), besides a
    system's own combo editor page (a combo's FP and MP per use have no section row yet); a
    data character's public view holds none. ``checks`` holds the rolls that belong to no row
    (ランクレベル判定). A brief sheet (``evaluate(..., detail=False)``) holds only the
    sections ``check`` and a partner's checks read (a data system's stat and list
    sections; none for a system whose check prints no rows). A detailed sheet's sections are
    worded when first read (:meth:`sections_later`): the same list an eager evaluation made,
    paid for only by a caller that reads them."""

    system: str
    name: str
    kind: str
    type: str
    pools: dict[str, Pool]
    derived: dict[str, int]
    ledger: list[LedgerLine]
    findings: list[Finding]
    stats: dict[str, dict[str, Any]] = field(default_factory=dict)
    skills: list[dict[str, Any]] = field(default_factory=list)
    items: list[dict[str, Any]] = field(default_factory=list)
    pool_totals: list[LedgerLine] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    combos: list[dict[str, Any]] = field(default_factory=list)
    #: ordered typed sections (:mod:`builder.core.sections`) every view and export can draw
    sections: list[Any] = field(default_factory=list)
    #: the linked characters used: {"partner": {"file", "name", "type", "used": {stat: value}}}
    links: dict[str, Any] = field(default_factory=dict)
    #: names of this sheet's pools and derived values: id -> (Japanese, English)
    labels: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: a public view (:func:`builder.core.secrets.public_view`): what other players may see; exporters
    #: leave out the GM's parts (points, ledger, findings, approvals) and the ココフォリア piece
    #: is not made secret
    public: bool = False
    #: the type in words, Japanese and English (:func:`builder.core.typenames.type_name`), filled by
    #: :func:`builder.core.engine.evaluate` for a detailed sheet: what every view's header prints
    type_name: str = ""
    type_name_en: str = ""
    #: a detailed sheet (``evaluate(..., detail=True)``, the default): its sections are every
    #: view's; a brief one's (``check``, ``audit``) hold only what ``check`` reads
    detail: bool = True
    #: what makes ``sections`` when it is first read (:meth:`sections_later`); None once made
    _later: Callable[[], list[Any]] | None = field(default=None, init=False, repr=False, compare=False)
    #: the sections :meth:`section` may make alone while ``sections`` wait (id -> maker), and
    #: those it made (id -> section); both dropped once ``sections`` are made or set
    _parts: dict[str, Callable[[], Any]] | None = field(default=None, init=False, repr=False, compare=False)
    _alone: dict[str, Any] | None = field(default=None, init=False, repr=False, compare=False)

    def sections_later(self, make: Callable[[], list[Any]],
                       parts: dict[str, Callable[[], Any]] | None = None) -> None:
        """Let ``make()`` build :attr:`sections` when a reader first asks for them, instead of
        now: a caller that reads only the figures and findings (a forge's step, a property
        test) never pays for the words of every section (most of a detailed Fate evaluation).
        ``make`` must read only what this sheet holds now and its own arguments (the sheet is
        read-only by convention, so the sections are those an eager call would have built);
        it runs at most once. Setting :attr:`sections` drops it.

        ``parts`` (optional): id -> a maker of that one section alone, equal to the section
        ``make()`` would list under that id; :meth:`section` uses it while the sections wait."""
        self._later, self._parts, self._alone = make, parts, None

    def section(self, id: str) -> Any | None:  # noqa: A002 - a section's id, as builder.core.sections.find
        """The section ``id`` (None when the sheet has none): equal to the one :attr:`sections`
        lists. While the sections wait to be made (:meth:`sections_later`), one with its own
        maker in ``parts`` is made alone, once: a window page that draws one section pays on
        each edit for that section's words, not for the whole sheet's (the findings and the FP
        ledger in both languages, the chat palette ...)."""
        if self._later is not None and self._parts is not None and id in self._parts:
            if self._alone is None:
                self._alone = {}
            if id not in self._alone:
                self._alone[id] = self._parts[id]()
            return self._alone[id]
        return next((s for s in self.sections if getattr(s, "id", None) == id), None)

    @property
    def display_name(self) -> str:
        """The name every view prints: the character's (a public view's: what others see), or
        「(無名)」 when it has none."""
        return self.name or "(無名)"

    def type_label(self, lang: str = "ja") -> str:
        """:attr:`type_name` in ``lang`` (the type's id when the sheet was not given one)."""
        return (self.type_name_en if lang == "en" else self.type_name) or self.type_name or self.type

    def has(self, severity: str) -> bool:
        return any(f.severity == severity for f in self.findings)


# ``sections`` is read through a property, so a sheet can make its sections on first read
# (:meth:`Sheet.sections_later`). The dataclass keeps the field (its ``__init__``,
# ``replace``, ``==``, ``repr`` and pickling name it as before, each through the property);
# the property keeps the value in the field's own slot.
_SECTIONS_SLOT = Sheet.__dict__["sections"]


def _get_sections(sheet: Sheet) -> list[Any]:
    make = sheet._later
    if make is not None:
        made = make()  # (one that raises is asked again at the next read, as an eager call would raise each time)
        sheet._later = sheet._parts = sheet._alone = None
        _SECTIONS_SLOT.__set__(sheet, made)
    return _SECTIONS_SLOT.__get__(sheet, Sheet)


def _set_sections(sheet: Sheet, value: list[Any]) -> None:
    sheet._later = sheet._parts = sheet._alone = None
    _SECTIONS_SLOT.__set__(sheet, value)


Sheet.sections = property(_get_sections, _set_sections,  # type: ignore[assignment]
                          doc="ordered typed sections (:mod:`builder.core.sections`) every view and export can draw")
