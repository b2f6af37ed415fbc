"""Filling a war's empty NPC slots with forged Master–Servant pairs (:mod:`builder.gm.forge`).

Contract: :func:`fill` ``(doc, war_file, pack_for, *, seed, force, allow_repeat_names) -> Filled``:

- every slot of an NPC pair (``control`` ``npc``) with no file, or whose file is missing, gets a
  forged character (``forge(system, type, cls, seed)``, legal by the engine's own checks); a
  slot whose file exists is left alone; PC pairs are never touched;
- the file goes *inside the war's folder only*: the entry as written when it has one (checked
  by :func:`~.model.member_path`: an absolute path, ``..`` or a link pointing out is refused
  with its entry named), else ``pairNN-master.json`` / ``pairNN-<class>.json`` beside the war;
- every path is checked before anything is forged or written, so a refused entry writes
  nothing; a file that exists at a new name is replaced only with ``force``;
- each slot is forged as the type the system's war data names for it (:func:`.rules.member_type`:
  a Master made as a 「それ以外」 character), else as ``master`` / ``servant``;
- the Servant's class is the pair's ``class_slot`` (from the summoning, or 10's
  イレギュラークラス), else the first of the system's first-come classes (L104) no other pair
  holds; a 継戦 pair in the 「アナザー」 slot (the pack's reading ``carry_over_class`` =
  another, L79) neither takes one of them from the others nor counts as holding its own;
- the two members name each other as ``partner`` (the 陣営 link the engine reads), a path
  relative to the member's own file, set by the named edit ``SetText("partner", …)``
  (:mod:`builder.kit.edits`, as a page sets it); a link the edit refuses is left unset and its
  reason is among the problems (the member is written);
- the same war and seed give the same characters (member k of pair i: seed + 2i + k);
  a member whose forged name another member of the war already has is forged again
  (seed + 2i + k + 1000t, up to :data:`NAME_TRIES` times): two 「有栖川 澪」 on one board
  would confuse the GM; and unless ``allow_repeat_names``, a new member's family and given
  names (a Servant's epithet) are none that another member already has
  (:mod:`builder.core.forgenames`), as a person naming a cast would;
- the result (:class:`Filled`) has the war with the new entries, the files written, and the
  problems: the members the forge could not make, each with the forge's reason (an
  イレギュラークラス needs the GM's base data, L709), whose slots stay empty while the others
  are filled, and the partner links refused.
"""
from __future__ import annotations

import inspect
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from builder.kit.edits import EditRefused, SetText
from .model import SLOTS, WarDoc, WarError, member_path
from . import rules

NAME_TRIES = 8  # forgings tried for a name no other member has (then the last one is kept)
RETRY_STEP = 1000  # seed step between them, clear of the seeds of the other members (2i + k)


def _another(pair: Any, reading: str) -> bool:
    """A 継戦 pair in the 「アナザー」 slot (the reading ``carry_over_class`` = another, L79):
    its class is outside the seven the other pairs share."""
    return reading == "another" and pair.method == "carry_over"


def _taken(doc: WarDoc, pack_for: Callable[[str], Any], war_file: Path, reading: str = "seven") -> set[str]:
    held = {p.class_slot for p in doc.pairs if p.class_slot and not _another(p, reading)}
    for i, p in enumerate(doc.pairs):
        if p.servant and not _another(p, reading):
            try:
                path = member_path(war_file, p.servant, f"/pairs/{i}/servant")
                if path.is_file():
                    from builder.core.documents import DocumentError, load_build
                    try:
                        held.add(load_build(path).type)
                    except DocumentError:
                        pass
            except WarError:
                pass
    return held


def _type_and_class(pack: Any, system: str, slot: str, cls: str) -> tuple[str, str | None]:
    """The type to forge for ``slot`` and the class to ask for: a system whose types are its
    classes (セイバー …) forges the class; a data system's types are its kinds (servant, master; a Master
    is an ``other``, its war data's ``members``) and the class is an option."""
    kind = rules.member_type(system, slot)
    types = set(getattr(pack, "types", None) or {})  # type id → its definition
    if slot == "servant" and cls and cls in types:
        return cls, None
    if kind in types or not types:
        return kind, (cls or None) if slot == "servant" else None
    return kind, None


def _forge(system: str, pack: Any, **kwargs: Any) -> Any:
    from ..forge import forge
    if "pack" in inspect.signature(forge).parameters:
        kwargs["pack"] = pack
    return forge(system, **kwargs)


@dataclass
class Filled:
    doc: WarDoc  # the war with the new entries
    written: list[Path]
    problems: list[str]  # members not made ("pair 8 servant: why"; their slots stay empty), partner links refused


def fill(doc: WarDoc, war_file: str | os.PathLike, pack_for: Callable[[str], Any], *, seed: int,
         force: bool = False, allow_repeat_names: bool = False) -> Filled:
    """See the module contract."""
    from builder.core.documents import save_build
    from ..forge import ForgeError
    from builder.core.forgenames import parts as name_parts

    war_file = Path(os.fspath(war_file))
    pack = pack_for(doc.system)
    summoning = rules.war_rolls(doc.system).summon  # none: the classes are taken as the rest are
    reading = summoning.carry_over_class(pack) if summoning is not None else "seven"
    taken = _taken(doc, pack_for, war_file, reading)
    seven = rules.classes(doc.system)
    free = [c for c in seven if c not in taken]
    plan: list[tuple[int, str, str, Path, str]] = []  # pair, slot, entry, path, class
    for i, pair in enumerate(doc.pairs):
        if pair.control != "npc":
            continue
        cls = pair.class_slot
        if not cls and _another(pair, reading) and seven:  # outside the seven: any class, none taken
            cls = (free or seven)[0]
        elif not cls and free and (not pair.servant or not _exists(war_file, pair.servant, i)):
            cls = free.pop(0)
        for slot in SLOTS:
            entry = getattr(pair, slot)
            where = f"/pairs/{i}/{slot}"
            if entry:
                path = member_path(war_file, entry, where)
                if os.path.lexists(path):
                    continue  # filled already
            else:
                entry = f"pair{i + 1:02d}-{cls if slot == 'servant' and cls else slot}.json"
                path = member_path(war_file, entry, where)
                if os.path.lexists(path) and not force:
                    raise WarError(str(war_file), where, f"{entry} exists already (use --force to replace it)")
            plan.append((i, slot, entry, path, cls))
    made: dict[tuple[int, str], Any] = {}
    names = _names(doc, war_file)
    # the family and given names (and Servant epithets) already in the war: a new NPC takes none of them
    taken: set[str] = set() if allow_repeat_names else {p for n in names for p in name_parts(n)}
    problems: list[str] = []
    for i, slot, entry, path, cls in plan:
        if slot == "servant" and not cls and rules.classes(doc.system):
            problems.append(f"pair {i + 1} servant: no class is left of the seven (first come, first served, "
                            f"L104); give the pair its class (war pair {i + 1} --class ID; "
                            "in the window 召喚…'s 希望クラス)")
            continue
        kind, klass = _type_and_class(pack, doc.system, slot, cls)
        try:
            for tries in range(NAME_TRIES):  # a name another member of the war has: forge again
                build = _forge(doc.system, pack, type=kind, cls=klass, npc=True,
                               seed=seed + 2 * i + SLOTS.index(slot) + RETRY_STEP * tries,
                               taken_names=frozenset(taken))
                if getattr(build, "name", "") not in names:
                    break
            made[(i, slot)] = build
            names.add(getattr(build, "name", ""))
            if not allow_repeat_names:
                taken |= name_parts(getattr(build, "name", ""))
        except ForgeError as exc:
            problems.append(f"pair {i + 1} {slot}: {exc}")
        except ImportError:  # a system whose forge module is not installed
            problems.append(f"pair {i + 1} {slot}: the forge cannot make {doc.system} characters")
    plan = [step for step in plan if (step[0], step[1]) in made]
    pairs = [p.model_copy() for p in doc.pairs]
    entries = {(i, slot): entry for i, slot, entry, _, _ in plan}
    for i, slot, entry, path, cls in plan:
        build = made[(i, slot)]
        other = "servant" if slot == "master" else "master"
        partner = entries.get((i, other)) or getattr(pairs[i], other)
        if partner and "partner" in type(build).model_fields:
            rel = Path(os.path.relpath(war_file.parent / partner, path.parent)).as_posix()
            try:  # the named edit, as a page sets it (issue 25 item 7): its checks, its refusal
                build = SetText("partner", rel).apply(pack, build)
            except EditRefused as exc:  # written unlinked: the GM sets the link (its file is named)
                problems.append(f"pair {i + 1} {slot}: its partner ({other}) is not linked: {exc.text('en')}")
        save_build(build, path, backup=force)
        setattr(pairs[i], slot, entry)  # the class stays the summoning's to give (L104)
    return Filled(doc.model_copy(update={"pairs": pairs}), [p for _, _, _, p, _ in plan], problems)


def _names(doc: WarDoc, war_file: Path) -> set[str]:
    """The names the war's members already have (files that cannot be read are left out)."""
    from builder.core.documents import DocumentError, load_build
    found: set[str] = set()
    for i, pair in enumerate(doc.pairs):
        for slot in SLOTS:
            entry = getattr(pair, slot)
            try:
                path = member_path(war_file, entry, f"/pairs/{i}/{slot}") if entry else None
                if path is not None and path.is_file():
                    found.add(load_build(path).name)
            except (WarError, DocumentError, OSError):
                pass
    return found


def _exists(war_file: Path, entry: str, i: int) -> bool:
    try:
        return member_path(war_file, entry, f"/pairs/{i}/servant").exists()
    except WarError:
        return False
