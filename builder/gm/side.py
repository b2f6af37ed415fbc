"""A side (陣営): Servant–Master pairs of one system as one small file, read as a table.

A system whose seed fields sides (its plug-in's ``extra["side"]``: how many pairs, which columns)
says how many pairs a side holds and where its seed says so; a war (:mod:`builder.gm.war`) grows
this into a whole Holy Grail War. Nothing here names a system.

Contract:
- The file (:class:`SideDoc`): ``schema_version`` 1, ``system``, ``name``, ``pairs`` (each a
  ``servant`` and a ``master`` member file by path *relative to the side file*, either may be
  empty, and an optional ``label``), optional ``columns`` (names the table shows, see below).
  Closed (a misspelled key is an error naming the JSON path) and bounded (:data:`MAX_BYTES`,
  :data:`MAX_PAIRS_IN_FILE` pairs, paths of :data:`MAX_PATH` characters); the rule's own limit
  of seven pairs (L9) is a finding of the side, not a load error, so an oversized side still
  opens.
- :func:`load_side` reads and checks the file or raises :class:`SideError` (file, JSON path,
  message); :func:`save_side` writes it atomically and never replaces a file unless ``force``.
- :func:`member_file` turns an entry into a path inside the side's folder, or raises
  :class:`SideError` naming the entry (``/pairs/2/servant``) when it leads outside it: an
  absolute path, a ``..`` step, or a link that resolves outside. Nothing is read outside.
- :func:`read_side` never fails on a member: each :class:`Member` has a ``status`` (``ok``,
  ``empty``, ``missing``, ``broken``, ``refused``) with its reason, and when ok its build and
  sheet (evaluated with its partner, as ``check`` does). The side's own :class:`SideFinding`\\ s:
  more pairs than the rule allows or fewer Servants or Masters than it asks, a member of another system or of the wrong kind for its slot,
  a file named twice, a member that cannot be read.
- Columns are system-neutral: names of the sheet's derived values, stats or options
  (:func:`column_value`), ``a|b`` taking the first the sheet has (STN with or without the
  Master's rank); a column shows for a slot only when the pack gives it to that kind.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Callable, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from builder.core.sections import stat_rows
from builder.files import safejson
from builder.words.messages import render
from builder.files.safeio import InputError, read_user_file, write_file

SCHEMA_VERSION = 1
MAX_BYTES = 256 * 1024
MAX_PAIRS_IN_FILE = 50
MAX_PATH = 500
SLOTS = ("servant", "master")
DEFAULT_RULE_PAIRS = 7


def _system_side(system: str) -> dict[str, Any]:
    """What the system's plug-in says of sides (``extra["side"]``: ``pairs`` = (count, seed
    citation), ``columns`` = default table columns); the core names no system."""
    from builder.core.registry import plugin_for
    plugin = plugin_for(system)
    return dict(plugin.extra.get("side", {})) if plugin is not None else {}

Path_ = Annotated[str, Field(max_length=MAX_PATH)]


class SidePair(BaseModel):
    model_config = ConfigDict(extra="forbid")
    servant: Path_ = ""
    master: Path_ = ""
    label: Annotated[str, Field(max_length=200)] = ""


class SideDoc(BaseModel):
    model_config = ConfigDict(extra="forbid")
    schema_version: Literal[1] = SCHEMA_VERSION
    system: Annotated[str, Field(min_length=1, max_length=60)]
    name: Annotated[str, Field(max_length=200)] = ""
    pairs: Annotated[list[SidePair], Field(max_length=MAX_PAIRS_IN_FILE)] = []
    columns: Annotated[list[Annotated[str, Field(max_length=200)]], Field(max_length=30)] = []


class SideError(Exception):
    def __init__(self, file: str, path: str, message: str):
        super().__init__(f"{file}: {path}: {message}" if path else f"{file}: {message}")  # the whole file: no "/"
        self.file, self.path, self.message = file, path, message


@dataclass
class Member:
    slot: str
    entry: str  # the path as written in the side file
    where: str  # its JSON pointer in the side file
    status: Literal["ok", "empty", "missing", "broken", "refused"] = "empty"
    reason: str = ""
    file: Path | None = None
    build: Any = None
    sheet: Any = None
    pack: Any = None

    @property
    def errors(self) -> int | None:
        if self.sheet is None:
            return None
        return sum(1 for f in self.sheet.findings if f.severity == "error")


@dataclass
class SideFinding:
    """A finding of the side (or the war) itself: a code and its parameters, worded by
    :mod:`builder.words.messages` (``text`` in Japanese, ``text_en`` in English; the engine
    writes no prose, issue 25 item 6); ``rule`` is where it is written, as a character
    finding's (the pack id and seed line; the system's id alone when no seed line says it)."""

    severity: Literal["error", "warning"]
    code: str
    path: str
    params: dict[str, Any] = field(default_factory=dict)
    rule: str = ""

    @property
    def text(self) -> str:
        return render(self.code, self.params, "ja")

    @property
    def text_en(self) -> str:
        return render(self.code, self.params, "en")


@dataclass
class SideReport:
    file: Path
    doc: SideDoc
    pairs: list[dict[str, Member]] = field(default_factory=list)
    findings: list[SideFinding] = field(default_factory=list)


def load_side(path: str | os.PathLike) -> SideDoc:
    """Read and check a side file (see the module contract)."""
    file = os.fspath(path)
    try:
        raw = read_user_file(path, MAX_BYTES)
    except InputError as exc:
        raise SideError(file, "", exc.message) from exc
    try:
        data = safejson.loads(raw)
    except safejson.JsonInputError as exc:
        raise SideError(file, exc.path, exc.message) from exc
    if not isinstance(data, dict):
        raise SideError(file, "", "a side file is a JSON object")
    try:
        return SideDoc.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise SideError(file, safejson.pointer(list(err["loc"])), err["msg"]) from None


def save_side(doc: SideDoc, path: str | os.PathLike, *, force: bool = False) -> None:
    """Write ``doc``; an existing file is replaced only with ``force`` (its ``.bak`` kept)."""
    if not force and os.path.lexists(path):
        raise SideError(os.fspath(path), "", "exists already (use --force to replace it)")
    data = doc.model_dump(mode="json", exclude_defaults=True)
    data = {"schema_version": doc.schema_version, **data}
    write_file(path, (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8"), backup=force)


def member_file(side_file: str | os.PathLike, entry: str, where: str, what: str = "side") -> Path:
    """The member's path inside the side's folder (see the module contract); ``what`` names
    the file in messages (a war file, :mod:`builder.gm.war.model`, shares the rule). The decision
    is :func:`builder.files.linkpath.linked_file`'s, the one rule for every link."""
    from builder.core.documents import MAX_BYTES as CHARACTER_BYTES
    from builder.files.linkpath import LinkRefused, linked_file
    try:
        return linked_file(side_file, entry, what, CHARACTER_BYTES)
    except LinkRefused as exc:
        raise SideError(os.fspath(side_file), where, exc.en) from None


def relative_entry(side_file: str | os.PathLike, member: str | os.PathLike) -> str:
    """``member`` as an entry of the side file (relative, ``/``-separated); refused (like
    :func:`member_file`) when it lies outside the side's folder."""
    folder = Path(os.fspath(side_file)).resolve().parent
    target = Path(os.path.abspath(os.fspath(member)))
    try:
        rel = target.relative_to(folder)
    except ValueError:
        raise SideError(os.fspath(side_file), "/pairs", f"{os.fspath(member)} is not inside the side's "
                        f"folder {folder}: move it there first") from None
    return rel.as_posix()


def read_member(side_file: str | os.PathLike, slot: str, entry: str, where: str,
                pack_for: Callable[[str], Any], cache: dict, what: str = "side") -> Member:
    """One member of a side (or of a war, ``what="war"``: :mod:`builder.gm.war.members`) as a
    :class:`Member`, never raising: ``refused`` (outside the folder, :func:`member_file`),
    ``missing``, ``broken`` with its reason, or ``ok`` with its build, pack and sheet
    (evaluated with its partner, as ``check`` does)."""
    from builder.core.documents import DocumentError, load_build
    from builder.core.links import evaluate_linked
    from builder.core.packio import PackError

    member = Member(slot, entry, where)
    if not entry:
        return member
    try:
        member.file = member_file(side_file, entry, where, what)
    except SideError as exc:
        member.status, member.reason = "refused", exc.message
        return member
    if not os.path.lexists(member.file):
        member.status, member.reason = "missing", f"{entry}: no such file"
        return member
    try:
        member.build = load_build(member.file)
        member.pack = pack_for(member.build.system)
        member.sheet = evaluate_linked(member.pack, member.build, member.file, pack_for, cache)
    except (DocumentError, PackError) as exc:
        member.status, member.reason = "broken", f"{exc.path}: {exc.message}" if exc.path else exc.message
        member.build = member.sheet = None
        return member
    member.status = "ok"
    return member


def read_side(path: str | os.PathLike, pack_for: Callable[[str], Any]) -> SideReport:
    """Load the side and every member (see the module contract); raises only
    :class:`SideError` for the side file itself."""
    report = SideReport(Path(os.fspath(path)), load_side(path))
    cache: dict = {}
    for i, pair in enumerate(report.doc.pairs):
        report.pairs.append({slot: read_member(report.file, slot, getattr(pair, slot), f"/pairs/{i}/{slot}",
                                                pack_for, cache) for slot in SLOTS})
    report.findings = side_findings(report)
    return report


def side_findings(report: SideReport) -> list[SideFinding]:
    doc, found = report.doc, []
    limit, cite = _system_side(doc.system).get("pairs", (DEFAULT_RULE_PAIRS, ""))
    cited = {"cite": f"({cite})", "cite_en": f" ({cite})"} if cite else {"cite": "", "cite_en": ""}
    line = cite.rsplit(" ", 1)[-1] if cite.rsplit(" ", 1)[-1].startswith("L") else ""
    rule = f"{doc.system} {line}".strip()
    if len(doc.pairs) > limit:
        found.append(SideFinding("error", "side.too_many_pairs", "/pairs",
                                 {"limit": limit, "count": len(doc.pairs), **cited}, rule))
    # L9 「七人と七人」: a side fields exactly seven Servants and seven Masters; fewer is a side not
    # yet complete (a warning: a GM builds it pair by pair)
    servants = sum(1 for pair in doc.pairs if pair.servant)
    masters = sum(1 for pair in doc.pairs if pair.master)
    if min(servants, masters) < limit and _system_side(doc.system).get("pairs"):
        found.append(SideFinding("warning", "side.too_few_pairs", "/pairs",
                                 {"limit": limit, "servants": servants, "masters": masters, **cited}, rule))
    seen: dict[str, str] = {}
    for pair in report.pairs:
        for slot, m in pair.items():
            if not member_file_findings(m, doc.system, "side", seen, found):
                continue
            if slot in {k.id for k in _kinds(m.pack)} and m.build.type != slot:
                found.append(SideFinding("error", "side.wrong_kind", m.where, slot_params(m, slot, m.build.type)))
    for f in found:
        f.rule = f.rule or doc.system  # (no seed line: the system, as a character finding's rule without one)
    return found


def member_file_findings(m: Member, system: str, prefix: str, seen: dict[str, str],
                         found: list[SideFinding]) -> bool:
    """What a member of a side or a war (``prefix`` ``side`` or ``war`` names its codes) gets
    from its file, appended to ``found``: unreadable (missing, broken, refused), the same file
    as an earlier member (``seen``: resolved file -> place, shared across the members), a
    character of another system than ``system``. True when the member is a character of
    ``system``, whose slot the caller checks next."""
    if m.status in ("missing", "broken", "refused"):
        found.append(SideFinding("error", f"{prefix}.member_{m.status}", m.where,
                                 {"entry": m.entry, "reason": m.reason}))
    if m.file is not None:
        key = os.path.normcase(os.path.realpath(m.file))
        if key in seen:
            found.append(SideFinding("warning", f"{prefix}.member_twice", m.where,
                                     {"entry": m.entry, "place": side_place(m.pack, seen[key]),
                                      "place_en": side_place(m.pack, seen[key], "en")}))
        seen.setdefault(key, m.where)
    if m.build is None:
        return False
    if m.build.system != system:
        found.append(SideFinding("error", f"{prefix}.other_system", m.where,
                                 {"entry": m.entry, "system": system_name(m.pack, m.build.system),
                                  "system_en": system_name(m.pack, m.build.system, "en")}))
        return False
    return True


def slot_params(m: Member, slot: str, kind: str) -> dict[str, Any]:
    """The parameters of a member in the wrong slot (``side.wrong_kind``, ``war.wrong_kind``): its
    entry, the slot's and its kind's names in both languages."""
    return {"entry": m.entry, "slot": slot_name(m.pack, slot), "slot_en": slot_name(m.pack, slot, "en"),
            "kind": slot_name(m.pack, kind), "kind_en": slot_name(m.pack, kind, "en")}


def _kinds(pack: Any) -> list[Any]:
    index = getattr(pack, "index", None)
    return list(getattr(getattr(index, "content", None), "kinds", []) or [])


def slot_name(pack: Any, slot: str, lang: str = "ja") -> str:
    kind = next((k for k in _kinds(pack) if k.id == slot), None)
    if kind is None:
        if slot not in ("servant", "master"):
            return slot  # a type no kind names: as written
        return {"servant": "サーヴァント", "master": "マスター"}[slot] if lang == "ja" else slot.capitalize()
    return kind.name if lang == "ja" else (kind.name_en or kind.name)


def side_place(pack: Any, where: str, lang: str = "ja") -> str:
    """A pointer into a side or war file in words: ``/pairs/2/servant`` → 「3組目のサーヴァント」,
    "pair 3, Servant"; ``/pairs`` → 「組」, "the pairs"; ``/irregular`` → 「イレギュラー表」, "the
    irregular table"; ``/pairs/0/class_slot`` → 「1組目のクラス」, "pair 1, class". Anything else as
    it is (a player never needs the pointer itself)."""
    parts = where.strip("/").split("/")
    if parts[:1] == ["pairs"] and len(parts) >= 3 and parts[1].isdigit():
        n, slot = int(parts[1]) + 1, parts[2]
        what = (slot_name(pack, slot, lang) if slot in ("servant", "master")
                else {"class_slot": ("クラス", "class")}.get(slot, (slot, slot))[lang != "ja"])
        return f"{n}組目の{what}" if lang == "ja" else f"pair {n}, {what}"
    words = {"pairs": ("組", "the pairs"), "irregular": ("イレギュラー表", "the irregular table")}
    if len(parts) == 1 and parts[0] in words:
        return words[parts[0]][lang != "ja"]
    return where


def system_name(pack: Any, system: str, lang: str = "ja") -> str:
    """A system by its name in ``lang`` (its pack's manifest), the id only when no pack is at hand."""
    manifest = getattr(pack, "manifest", None)
    if manifest is None or getattr(pack, "id", system) != system:
        return system
    return (manifest.name_en or manifest.name) if lang == "en" else manifest.name


# ---------------------------------------------------------------- columns

def columns_of(doc: SideDoc) -> list[str]:
    return list(doc.columns) or list(_system_side(doc.system).get("columns", []))


def _definition(pack: Any, name: str) -> Any:
    content = getattr(getattr(pack, "index", None), "content", None)
    for section in ("derived", "stats", "options"):
        for entry in getattr(content, section, []) or []:
            if entry.id == name:
                return entry
    return None


def column_applies(pack: Any, column: str, slot: str) -> bool:
    """Whether the pack gives any of the column's names to the kind ``slot`` (all when the
    pack has no kind of that id, or names none of them)."""
    defs = [d for d in (_definition(pack, n) for n in column.split("|")) if d is not None]
    if not defs or slot not in {k.id for k in _kinds(pack)}:
        return True
    return any(d.kinds is None or slot in d.kinds for d in defs)


def column_label(pack: Any, column: str, lang: str = "ja") -> str:
    d = next((d for d in (_definition(pack, n) for n in column.split("|")) if d is not None), None)
    if d is None:  # a figure the engine derives without a pack entry (a ランクレベル, HP …)
        from builder.words.messages import DERIVED_LABELS
        return next((DERIVED_LABELS[lang][n] for n in column.split("|") if n in DERIVED_LABELS.get(lang, {})), column)
    return d.name if lang == "ja" else (d.name_en or d.name)


def column_value(member: Member, column: str, lang: str = "ja") -> int | str | None:
    """The member's value for ``column``: a derived figure (a number), a stat (its label), an
    option (the chosen choices' names); ``None`` when its sheet has none (not its kind, or a
    figure waiting for a GM table)."""
    sheet, build = member.sheet, member.build
    if sheet is None:
        return None
    for name in column.split("|"):
        if name in sheet.derived:
            return sheet.derived[name]
        stat = stat_rows(sheet.sections).get(name)  # its typed stat row (builder.core.sections)
        if stat is not None:
            return stat.label
        option = _definition(member.pack, name)
        if option is not None and hasattr(option, "choices") and name in getattr(build, "options", {}):
            chosen = {c.id: c for c in option.choices}
            names = [(chosen[c].name if lang == "ja" else chosen[c].name_en or chosen[c].name) if c in chosen else c
                     for c in build.options[name]]
            return "、".join(names) if names else None
    return None
