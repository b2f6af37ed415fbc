"""Data systems: what other players may see of a character (a plug-in's public view).

Contract: a :class:`DataPublicRule` is a data system's ``extra["public"]`` (see
:mod:`builder.core.secrets`): called as ``rule(pack, build, sheet) -> (build, sheet)``, the inputs
unchanged. Each plug-in fills one with the parts its seed makes public (citing the lines),
and this module applies it to the build and to the sheet's typed sections
(:mod:`builder.core.sections`), knowing no system:

- the name: a character of a kind in ``named_kinds`` (a Master, a PC: kinds whose names the
  seed does not hide) keeps its name; *any other kind* (a Servant, and a kind the code does
  not know, e.g. one a GM's user pack adds: fail closed, issue 29 item 3) is named by its
  class (the first chosen choice of ``class_options``, else its kind's name) until
  ``true_name_revealed``;
- shown: the kind, the ``options`` listed, the stat ``groups`` listed (less
  ``hidden_stats``), the ``derived`` figures listed (resources included), the list entries
  marked ``revealed`` (not ``secret``) and the entries the shown options grant (a class's
  skills follow from the class) unless the player marked that entry ``secret`` (a skill of
  a class skill's name may still give the true name away, issue 29 item 2), and each palette
  line whose places are all shown figures; the table's part (:class:`~builder.core.sections.PlaySection`):
  each bar, param and roll whose figures are all shown;
- never shown: the profile, the notes, the pools (they say what was bought), the partner
  (its name may be a true name) and file paths, approvals, findings, ledger; any section
  kind this module does not know (fail closed); a shown entry's ``path`` is its place in the
  public build, so it counts no hidden entry;
- with ``true_name_revealed`` every part of the character's data is shown (still without
  the partner, file paths and the GM's parts);
- the view's sheet holds none of the engine's working figures (``stats``, ``items``: every stat
  and list entry, hidden ones too): views read its sections.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from builder.kit.system import PLACE
from builder.core.sections import (
    ListSection, PlaySection, PoolsSection, StatSection, TextSection, ValuesSection)
from builder.core.secrets import entry_is_public, public_sheet


@dataclass(frozen=True)
class DataPublicRule:
    rule: str                          # the seed lines it follows (or the reading chosen)
    named_kinds: tuple[str, ...] = ()  # kinds that keep their name; every other kind is hidden
    class_options: tuple[str, ...] = ()
    options: tuple[str, ...] = ()
    groups: tuple[str, ...] = ()
    hidden_stats: tuple[str, ...] = ()
    derived: tuple[str, ...] = ()

    def __call__(self, pack: Any, build: Any, sheet: Any) -> tuple[Any, Any]:
        return public(self, pack, build, sheet)


def _choices(content: Any, build: Any, option_ids: tuple[str, ...]) -> list[Any]:
    return [c for o in content.options if o.id in option_ids
            for cid in build.options.get(o.id, []) for c in o.choices if c.id == cid]


def public_name(rule: DataPublicRule, content: Any, build: Any) -> str:
    if build.true_name_revealed or build.type in rule.named_kinds:
        return build.name
    chosen = _choices(content, build, rule.class_options)
    if chosen:
        return chosen[0].name
    kind = next((k for k in content.kinds if k.id == build.type), None)
    return kind.name if kind is not None else build.type


def public(rule: DataPublicRule, pack: Any, build: Any, sheet: Any) -> tuple[Any, Any]:
    content = pack.index.content
    everything = bool(build.true_name_revealed)
    name = public_name(rule, content, build)
    stats = {s.id for s in content.stats if s.group in rule.groups and s.id not in rule.hidden_stats}
    shown = stats | set(rule.derived)
    granted = {g.name for c in _choices(content, build, rule.options) for g in c.grants}

    fields = {k: getattr(build, k) for k in type(build).model_fields}  # extras (unknown keys) left out
    fields.update(name=name, approvals=[], partner="", campaign="")
    if not everything:
        fields.update(profile={}, notes="",
                      options={k: v for k, v in build.options.items() if k in rule.options},
                      stats={k: v for k, v in build.stats.items() if k in stats},
                      lists={k: [e for e in v if entry_is_public(e, False)] for k, v in build.lists.items()})
    public_build = type(build).model_construct(**fields)

    # an own entry's path in the public build (its place among the shown entries): the build's
    # own index would count the hidden entries before it
    moved = {} if everything else {f"/lists/{k}/{i}": f"/lists/{k}/{n}" for k, v in build.lists.items()
                                   for n, i in enumerate(i for i, e in enumerate(v) if entry_is_public(e, False))}

    def row_shown(row: Any) -> bool:
        return everything or entry_is_public(row, False) or (
            row.source == "class" and row.name in granted and not getattr(row, "secret", False))

    palette = {p.id: set(PLACE.findall(p.command)) for p in content.palette}
    sections = []
    for section in sheet.sections:
        if section.secret and not everything:
            continue
        if isinstance(section, ValuesSection):
            rows = [r for r in section.rows if everything or not r.secret]
            if section.id == "choices":
                rows = [r for r in rows if r.id == "kind" or (r.id != "partner" and (everything or r.id in rule.options))]
            elif section.id in ("resources", "derived"):
                rows = [r for r in rows if everything or r.id in rule.derived]
            elif section.id == "palette":
                rows = [r for r in rows if everything or palette.get(r.id, {"?"}) <= shown]
            elif not everything:
                rows = []
            if rows:
                sections.append(replace(section, rows=tuple(rows)))
        elif isinstance(section, StatSection):
            rows = [r for r in section.rows if everything or r.id in stats]
            if rows:
                sections.append(replace(section, rows=tuple(rows)))
        elif isinstance(section, ListSection):
            rows = [replace(r, path=moved[r.path]) if r.path in moved else r for r in section.rows if row_shown(r)]
            if rows:
                sections.append(replace(section, rows=tuple(rows)))
        elif isinstance(section, PlaySection):
            # a bar, a param or a roll only when every figure it reads is shown (a roll of a
            # hidden figure would give the figure away)
            sections.append(replace(
                section, resources=tuple(r for r in section.resources if everything or r.id in shown),
                params=tuple(p for p in section.params if everything or p.id in shown),
                rolls=tuple(r for r in section.rolls if everything or set(r.reads) <= shown),
                initiative=section.initiative if everything or any(
                    p.initiative and p.id in shown for p in content.table_params) else 0))
        elif isinstance(section, PoolsSection):
            continue  # what was bought with what: the GM's
        elif isinstance(section, TextSection) and everything:
            sections.append(section)
    derived = dict(sheet.derived) if everything else {k: v for k, v in sheet.derived.items() if k in rule.derived}
    # views read the sections: the engine's working figures (every stat and list entry, hidden
    # ones too) are not part of what others see
    return public_build, public_sheet(sheet, name, sections=sections, derived=derived, stats={}, items=[],
                                      skills=[], combos=[])
