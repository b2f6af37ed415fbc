"""The war file: one Holy Grail War (regulation, 陣営, what was rolled) as a small JSON file.

Contract:
- :class:`WarDoc` (``schema_version`` 1): ``system``; ``name``; ``regulation`` (``pairs``, the
  number of Master–Servant pairs, by default the system's (its ``war.json``, with its seed line); ``notes``,
  what the GM tells the players, L58 「他チームの情報をどこまで見せるという事もレギュレーション
  に含まれます」); ``pairs`` (each :class:`WarPair`: the Master and Servant files by path
  *relative to the war file*, PC or NPC, the player, the class slot, the summoning method, the
  side where the system has sides, the GM power-up marks, the 陣営's state where the system
  keeps one); ``irregular`` (the イレギュラー表's results, :mod:`.irregular`); ``summoning``
  (the rolls, contests and order, :mod:`.summon`); ``rules`` (the system's war-level rules as
  made, :mod:`.rules`: a turn and 陣営, sides). Closed (a misspelled key is
  an error naming its JSON path) and bounded (:data:`MAX_BYTES`, :data:`MAX_PAIRS`, paths of
  :data:`MAX_PATH` characters); the rule's pair count is a finding, not a load error.
- :func:`load_war` reads and checks a file or raises :class:`WarError` (file, JSON path,
  message), never anything else for bad input; :func:`save_war` writes atomically and never
  replaces a file unless ``force`` (``replace=True`` is for a command that read the file and
  writes it back: its ``.bak`` is kept).
- :func:`member_path` turns an entry into a path inside the war's folder or raises
  :class:`WarError` naming the entry (``/pairs/2/servant``): an absolute path, a ``..`` step,
  or a link resolving outside is refused (the rule of :func:`builder.gm.side.member_file`). A war
  file is shared between GMs, so it never says where to write outside its folder.
- :func:`new_war` makes a war of a system with its regulation's empty NPC slots.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from builder.files import safejson
from builder.files.safeio import InputError, read_user_file, write_file
from . import rules

SCHEMA_VERSION = 1
MAX_BYTES = 512 * 1024
MAX_PAIRS = 60
MAX_PATH = 500
SLOTS = ("master", "servant")
METHODS = ("catalyst", "solo", "family_catalyst", "carry_over")

Text = Annotated[str, Field(max_length=200)]
LongText = Annotated[str, Field(max_length=4000)]
Path_ = Annotated[str, Field(max_length=MAX_PATH)]
Die = Annotated[int, Field(ge=1, le=6)]
Dice = Annotated[list[Die], Field(max_length=200)]


class _Closed(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Regulation(_Closed):
    pairs: Annotated[int, Field(ge=1, le=MAX_PAIRS)] = rules.DEFAULT_PAIRS
    notes: LongText = ""


class WarPair(_Closed):
    master: Path_ = ""
    servant: Path_ = ""
    control: Literal["npc", "pc"] = "npc"
    player: Text = ""
    class_slot: Text = ""  # the class its Servant takes (first come, first served, L104)
    side: Text = ""  # the side's name where the system has sides (its war.json)
    method: Literal["", "catalyst", "solo", "family_catalyst", "carry_over"] = ""
    fated_encounter: bool = False  # 運命遭遇召喚 (L140)
    added_by: Text = ""  # the イレギュラー表 result that added this pair ("4", "10": L79, L85)
    power_up: Annotated[list[Literal["master", "servant"]], Field(max_length=20)] = []  # L77, L86
    state: Annotated[dict[Text, int | None], Field(max_length=20)] = {}  # a 陣営's kept figures (war.json)
    label: Text = ""


class IrregularEntry(_Closed):
    """One result applied: rolled (``dice``), typed in by the GM (``hand``) or chosen by the
    GM on a 9 or 5 (``gm``). ``parent`` is the entry whose 6/7/8 or 9 gave it; ``rerolled``
    the nested rolls of 6, 7 or 8 thrown away (L81–83); ``pending``: a 9 awaiting the GM's
    choice; ``pair``: the pair it added (4, 10) or marked for a power-up (2, 11)."""
    result: Literal["2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "EX"]
    source: Literal["dice", "hand", "gm"] = "dice"
    rolled: Annotated[list[Die], Field(max_length=2)] = []
    rerolled: Annotated[list[Annotated[list[Die], Field(max_length=2)]], Field(max_length=100)] = []
    parent: Annotated[int, Field(ge=0, le=999)] | None = None
    pending: bool = False
    pair: Annotated[int, Field(ge=0, le=MAX_PAIRS)] | None = None
    note: LongText = ""


class Irregular(_Closed):
    entries: Annotated[list[IrregularEntry], Field(max_length=1000)] = []
    seed: int | None = None
    times: Annotated[int, Field(ge=0, le=10**6)] = 0  # how often the GM rolled the table (L91)
    published: bool = False  # the GM told the players (L90)


class StatRoll(_Closed):
    stat: Text  # a stat id, or a skill id for a 魔術 skill's dice
    dice: Annotated[int, Field(ge=0, le=200)]
    threshold: Annotated[int, Field(ge=0, le=6)]
    rolled: Dice = []

    @property
    def successes(self) -> int:
        return sum(1 for face in self.rolled if face <= self.threshold)


class SummonRoll(_Closed):
    pair: Annotated[int, Field(ge=0, le=MAX_PAIRS)]
    method: Literal["catalyst", "solo", "family_catalyst", "carry_over"]
    parts: Annotated[list[StatRoll], Field(max_length=10)] = []
    total: Annotated[int, Field(ge=0, le=10**4)] = 0
    source: Literal["dice", "table", "none"] = "dice"  # none: 継戦 rolls nothing (L134)


class Contest(_Closed):
    """A 幸運 contest between pairs with the same total (L113): one round per throw, each
    pair's 幸運 roll, until one wins."""
    pairs: Annotated[list[Annotated[int, Field(ge=0, le=MAX_PAIRS)]], Field(max_length=MAX_PAIRS)]
    rounds: Annotated[list[Annotated[list[StatRoll], Field(max_length=MAX_PAIRS)]], Field(max_length=1000)] = []


class Summoning(_Closed):
    rolls: Annotated[list[SummonRoll], Field(max_length=MAX_PAIRS)] = []
    contests: Annotated[list[Contest], Field(max_length=MAX_PAIRS)] = []
    order: Annotated[list[Annotated[int, Field(ge=0, le=MAX_PAIRS)]], Field(max_length=MAX_PAIRS)] = []
    seed: int | None = None
    readings: Annotated[dict[Text, Text], Field(max_length=20)] = {}


class WarDoc(_Closed):
    schema_version: Literal[1] = SCHEMA_VERSION
    system: Annotated[str, Field(min_length=1, max_length=60)]
    name: Text = ""
    regulation: Regulation = Regulation()
    pairs: Annotated[list[WarPair], Field(max_length=MAX_PAIRS)] = []
    irregular: Irregular | None = None
    summoning: Summoning | None = None
    rules: dict[str, Any] = {}


class WarRuleError(ValueError):
    """A system's war rule refuses what was asked (the message says why, naming the pair 1-based
    as the GM counts): the base of a system's own war errors (a イレギュラー表, a
    summoning), which the command line and the war board report as they report a bad file."""


class WarError(Exception):
    def __init__(self, file: str, path: str, message: str):
        super().__init__(f"{file}: {path}: {message}" if path else f"{file}: {message}")  # the whole file: no "/"
        self.file, self.path, self.message = file, path, message


def _loc(data: Any, loc: list[Any]) -> list[Any]:
    """The steps of pydantic's location that are places in ``data`` (it adds its own, such as
    ``int`` in a union)."""
    node, steps = data, []
    for step in loc:
        if isinstance(node, dict) and step in node:
            node = node[step]
        elif isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
            node = node[step]
        elif isinstance(node, dict) and isinstance(step, str) and step not in node and node is not data:
            steps.append(step)  # a missing or unknown key: name it
            break
        else:
            continue
        steps.append(step)
    return steps


def parse_war(data: Any, file: str = "<memory>") -> WarDoc:
    if not isinstance(data, dict):
        raise WarError(file, "", "a war file is a JSON object")
    try:
        doc = WarDoc.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise WarError(file, safejson.pointer(_loc(data, list(err["loc"]))), err["msg"]) from None
    _check_references(doc, file)
    return doc


def _check_references(doc: WarDoc, file: str) -> None:
    """A war names a system this app has, and its summoning names only pairs it has (a pair
    number past the end crashed war check, war export and the war board, issue 29 item 10)."""
    from builder.core.packs import bundled_systems, known_systems
    if doc.system not in bundled_systems():  # the systems by their rulebooks' titles (issue 28 item 1)
        raise WarError(file, "/system", f"{doc.system!r}: unknown system; known: {known_systems('en')}")
    if doc.summoning is None:
        return
    count = len(doc.pairs)
    places = [(f"/summoning/order/{i}", n) for i, n in enumerate(doc.summoning.order)]
    places += [(f"/summoning/rolls/{i}/pair", r.pair) for i, r in enumerate(doc.summoning.rolls)]
    places += [(f"/summoning/contests/{i}/pairs/{j}", n) for i, c in enumerate(doc.summoning.contests)
               for j, n in enumerate(c.pairs)]
    for where, n in places:
        if n >= count:
            raise WarError(file, where, f"pair index {n}: the war has {count} pairs (0–{count - 1})")
    rolled = {r.pair for r in doc.summoning.rolls}
    for i, n in enumerate(doc.summoning.order):  # the order ranks the rolls (L111–112): no roll, no place
        if n not in rolled:
            raise WarError(file, f"/summoning/order/{i}", f"pair index {n} has no summoning roll (/summoning/rolls)")


def load_war(path: str | os.PathLike) -> WarDoc:
    """Read and check a war file (see the module contract)."""
    file = os.fspath(path)
    try:
        raw = read_user_file(path, MAX_BYTES)
    except InputError as exc:
        raise WarError(file, "", exc.message) from exc
    except OSError as exc:
        raise WarError(file, "", exc.strerror or str(exc)) from exc
    try:
        data = safejson.loads(raw)
    except safejson.JsonInputError as exc:
        raise WarError(file, exc.path, exc.message) from exc
    return parse_war(data, file)


def war_json(doc: WarDoc) -> str:
    data = doc.model_dump(mode="json", exclude_defaults=True)
    return json.dumps({"schema_version": doc.schema_version, **data}, ensure_ascii=False, indent=1) + "\n"


def save_war(doc: WarDoc, path: str | os.PathLike, *, force: bool = False, replace: bool = False) -> None:
    """Write ``doc`` (see the module contract); ``OSError`` when it cannot be written."""
    if not (force or replace) and os.path.lexists(path):
        raise WarError(os.fspath(path), "", "exists already (use --force to replace it)")
    if not replace:  # a new war is an output: never a file read, nor a link out of its folder (#29)
        from builder.files.outputs import refusal
        if (why := refusal(path)) is not None:
            raise WarError(os.fspath(path), "", why.removeprefix(f"{os.fspath(path)}: "))
    write_file(path, war_json(doc).encode("utf-8"), backup=force or replace)


def member_path(war_file: str | os.PathLike, entry: str, where: str) -> Path:
    """The member's path inside the war's folder (see the module contract)."""
    from ..side import SideError, member_file
    try:
        return member_file(war_file, entry, where, what="war")
    except SideError as exc:
        raise WarError(exc.file, exc.path, exc.message) from None


def slots_of(system: str, pairs: int | None = None) -> list[WarPair]:
    """The regulation's empty NPC slots: ``pairs`` (the rule's by default) on each side."""
    count = pairs or rules.rule_pairs(system)
    names = rules.sides(system)
    if not names:
        return [WarPair() for _ in range(count)]
    return [WarPair(side=side) for side in names for _ in range(count)]


def new_war(system: str, name: str = "", pairs: int | None = None) -> WarDoc:
    """A war of ``system``: its regulation, its empty NPC slots, its war-level rules."""
    held = {k: v for k, v in rules.war_rules(system).items() if k not in ("irregular", "summoning", "classes")}
    regulation = Regulation(pairs=pairs or rules.rule_pairs(system))
    doc = WarDoc(system=system, name=name, regulation=regulation, pairs=slots_of(system, regulation.pairs),
                 rules=held)
    state = held.get("side", {}).get("state", [])
    if state:  # each 陣営 keeps its state (war.json); a seed that gives no starting figure: None
        for pair in doc.pairs:
            pair.state = {s["id"]: None for s in state}
    return doc


def expected_pairs(doc: WarDoc) -> int:
    """Pairs the regulation and the イレギュラー表 call for: the regulation's (on each side)
    plus one for every 4 and 10 applied (L79, L85)."""
    sides = max(1, len(rules.sides(doc.system)))
    added = sum(1 for e in (doc.irregular.entries if doc.irregular else [])
                if e.result in ("4", "10") and not e.pending)
    return doc.regulation.pairs * sides + added
