"""A GM's roster at a glance: one row per character file (``grail-builder audit``).

Contract:
- :func:`character_files` expands the paths given (files as they are; folders recursively,
  every ``*.json`` in sorted order, symlinked folders not followed) into a list without
  repeats, and names each path that does not exist.
- :func:`audit_file` reads one file and returns a :class:`Row`, a :class:`Skipped` or an
  :class:`Unreadable`; it never raises for a bad file. **Which files are characters:** a JSON
  file whose top level is an object with a ``"system"`` key. Any other JSON object (a rule
  pack's manifest or content, a campaign's house rules, a layout) is :class:`Skipped` and
  listed as such; a file that is not JSON, not an object, too big, or a character that does
  not validate or names an unknown system is :class:`Unreadable` with its problem (file and
  JSON path), as ``check`` says it. Partners are resolved as ``check`` does
  (:func:`builder.core.links.evaluate_linked`) with the ``pack_for`` the caller gives (the CLI's
  cached one), so a roster reads each pack once; each partner file is read once per run
  (the module's cache, or the ``partners`` dict a caller keeps, e.g. the window's roster,
  which drops a partner's entry when that file changes on disk).
- A row's **level** is the one level figure a system shows, as its plug-in reads it from the
  sheet (``SystemPlugin.extra["level"]``: a system with rules in Python gives its own, the data
  systems the final value of their stat of the ``level`` group); empty where it gives none. Its **pools** are every pool of the sheet with its total, spent and remaining, named
  by the sheet's own labels or :data:`builder.words.messages.POOL_LABELS`. **errors**, **gm** and
  **warnings** count findings of those severities (``gm``: open GM flags; approved ones are
  not counted; a lapsed approval's finding counts again). **lapsed** counts the GM approvals
  that no longer clear their finding (:data:`builder.core.approvals.LAPSED`; each is also a warning).
- :func:`audit_paths` is both; :func:`audit_files` audits many files, in a process pool when ``jobs`` > 1 and the roster is
  big enough to pay for one; the result is in the order of ``files`` either way.
- :func:`exit_status`: 2 when a file is unreadable, else 1 when a character has an error
  (``strict``: or an open GM flag), else 0. The formats live in :mod:`builder.gm.auditformat`.

Pure: reads the files it is given, writes nothing, prints nothing.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Callable, Iterable

from builder.files import safejson
from builder.core.approvals import LAPSED
from builder.core.documents import MAX_BYTES, DocumentError, line_of, parse_build
from builder.core.fanout import POOL_MIN_FILES, ordered_map  # (POOL_MIN_FILES: a name of this module too; tests set it here)
from builder.core.links import evaluate_linked, keep_build, shared_build
from builder.words.messages import POOL_LABELS, render
from builder.core.packio import PackError
from builder.words.problemtext import problem_text
from builder.files.safeio import InputError, read_user_file
from builder.core.sheet import Sheet
from builder.core.typenames import type_name

#: each partner file read once per process and run (many Servants may name one Master);
#: emptied by :func:`audit_paths`
_partners: dict = {}


@dataclass(frozen=True)
class PoolFigures:
    id: str
    name: str
    total: int
    spent: int
    remaining: int


@dataclass(frozen=True)
class Row:
    """One character: its file, names, level figure, pools and finding counts."""

    file: str
    name: str
    system: str
    type: str
    type_name: str
    level: int | None
    pools: tuple[PoolFigures, ...]
    errors: int
    gm: int
    warnings: int
    lapsed: int = 0  # GM approvals that no longer clear their finding (builder.core.approvals.LAPSED)


@dataclass(frozen=True)
class Skipped:
    """A JSON file that is not a character (no ``"system"`` key): a pack, a campaign file …"""

    file: str
    reason: str


@dataclass(frozen=True)
class Unreadable:
    """A file that cannot be audited: ``problem`` is ``"<file>: <JSON path>: <message>"``.
    ``internal`` marks a bug in grail-builder rather than a problem of the file."""

    file: str
    problem: str
    internal: bool = False


Result = Row | Skipped | Unreadable


@dataclass
class Audit:
    """Every file's result, in order, and the summary figures."""

    results: list[Result] = field(default_factory=list)

    @property
    def rows(self) -> list[Row]:
        return [r for r in self.results if isinstance(r, Row)]

    @property
    def unreadable(self) -> list[Unreadable]:
        return [r for r in self.results if isinstance(r, Unreadable)]

    @property
    def skipped(self) -> list[Skipped]:
        return [r for r in self.results if isinstance(r, Skipped)]

    def summary(self) -> dict[str, int]:
        rows = self.rows
        return {"files": len(self.results), "characters": len(rows),
                "with_errors": sum(1 for r in rows if r.errors),
                "with_gm_flags": sum(1 for r in rows if r.gm),
                "with_lapsed_approvals": sum(1 for r in rows if r.lapsed),
                "unreadable": len(self.unreadable), "skipped": len(self.skipped)}


def character_files(paths: Iterable[str], lang: str = "en") -> list[str | Unreadable]:
    """The files to audit (see the contract), in order, a path that names nothing as an
    :class:`Unreadable` in its place; so is a file found in a folder that
    :func:`builder.files.linkpath.linked_file` refuses (a link out of the folder, a FIFO)."""
    from builder.files.linkpath import LinkRefused, linked_file
    files: list[str | Unreadable] = []
    seen: set[str] = set()

    def add(file: str) -> None:
        key = os.path.normpath(file)
        if key not in seen:
            seen.add(key)
            files.append(file)

    for path in paths:
        if os.path.isdir(path):
            for folder, dirs, names in os.walk(path):  # followlinks=False: no loop through a link
                dirs.sort()
                for name in sorted(names):
                    if name.lower().endswith(".json"):
                        file = os.path.join(folder, name)
                        try:  # a link in the folder is read only inside it (builder.files.linkpath, #29)
                            linked_file(os.path.join(path, "_"), os.path.relpath(file, path), "folder")
                        except LinkRefused as exc:
                            files.append(Unreadable(file, f"{file}: {exc.en if lang == 'en' else exc.ja}"))
                            continue
                        add(file)
        elif os.path.lexists(path):
            add(path)  # a file given by name is read whatever it is called
        else:
            files.append(Unreadable(path, f"{path}: {render('load.no_such_path', {}, lang)}"))
    return files


def level_of(sheet: Sheet) -> int | None:
    """The level figure (see the contract): the plug-in's reading of the sheet, else None."""
    from builder.core.registry import plugin_for
    plugin = plugin_for(sheet.system)
    level = plugin.extra.get("level") if plugin is not None else None
    value = level(sheet) if level is not None else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def row_of(file: str, build: Any, sheet: Sheet, pack: Any, lang: str = "ja") -> Row:
    base = POOL_LABELS.get(lang, POOL_LABELS["ja"])
    labels = ({**base, **{key: ((en or ja) if lang == "en" else ja) for key, (ja, en) in sheet.labels.items()}}
              if sheet.labels else base)
    pools = tuple(PoolFigures(pid, labels.get(pid, pid), p.total, p.spent, p.remaining)
                  for pid, p in sheet.pools.items())
    count = {"error": 0, "gm": 0, "warning": 0, "approved": 0}
    lapsed = 0
    for f in sheet.findings:
        count[f.severity] = count.get(f.severity, 0) + 1
        if f.code in LAPSED:
            lapsed += 1
    kind = sheet.type or build.type
    return Row(file, build.name, build.system, kind, type_name(pack, kind, lang), level_of(sheet), pools,
               count["error"], count["gm"], count["warning"], lapsed)


def audit_file(file: str, pack_for: Callable[..., Any], campaign: tuple[str, ...] = (),
               lang: str = "ja", partners: dict | None = None) -> Result:
    """Audit one file (see the contract); ``pack_for(system, campaign)`` gives packs;
    ``partners``: the partner cache (:func:`builder.core.links.resolve_partner`), the module's
    run-long one when not given."""
    cache = _partners if partners is None else partners
    try:
        build = shared_build(cache, file)  # read already as another file's partner
        if build is None:
            try:
                raw = read_user_file(file, MAX_BYTES)
                data = safejson.loads(raw, check_data=False)  # parse_build checks it
            except InputError as exc:
                raise DocumentError.of(file, exc, "") from exc
            except safejson.JsonInputError as exc:
                raise DocumentError.of(file, exc) from exc
            if isinstance(data, dict) and "system" not in data:
                return Skipped(file, 'not a character (no "system" key)')
            build = parse_build(data, file, raw=raw)
            if getattr(build, "partner", ""):  # its partner may name it back: read it once
                keep_build(cache, file, build)
        packs = partial(pack_for, campaign=list(campaign))
        try:
            pack = packs(build.system)
        except PackError as exc:
            if exc.file == build.system:  # unknown system: the problem is in the character file
                problem = PackError(file, "/system", f"{build.system}: {exc.message}")
                problem.line = line_of(file, "/system")  # the line a user mending the file looks for
                raise problem from exc
            raise
        # detail=False: a row reads no skill rows or sections (builder.core.engine.evaluate)
        sheet = evaluate_linked(pack, build, file, packs, cache,
                                detail=False)
    except (DocumentError, PackError) as exc:
        text = problem_text(exc, lang)
        return Unreadable(file, text if exc.file == file else f"{text} ({file})")
    except Exception as exc:  # a bug must not hide the rest of the roster
        return Unreadable(file, f"{file}: internal error: {type(exc).__name__}: {exc}", internal=True)
    return row_of(file, build, sheet, pack, lang)


def audit_files(files: list[str], task: Callable[[str], Result], jobs: int = 1,
                initializer: Callable[..., None] | None = None, initargs: tuple = (),
                warm: Callable[[], None] | None = None) -> list[Result]:
    """``task`` on every file, in order; for a big roster also in ``jobs - 1`` worker processes
    (:func:`builder.core.fanout.ordered_map`; ``task`` and ``initializer`` must be picklable where
    processes are spawned: module-level functions or partials of them). ``warm`` runs first
    when workers are used (loading the packs once here, so that forked workers start with them)."""
    if jobs <= 1 or len(files) < POOL_MIN_FILES:
        return [task(f) for f in files]
    if warm is not None:
        warm()
    jobs = min(jobs, max(1, len(files) // (POOL_MIN_FILES // 2)))
    return list(ordered_map(task, files, jobs, initializer, initargs))


def audit_paths(paths: Iterable[str], task: Callable[[str], Result], jobs: int = 1,
                initializer: Callable[..., None] | None = None, initargs: tuple = (),
                warm: Callable[[], None] | None = None, lang: str = "en") -> Audit:
    """:func:`character_files` of ``paths``, each audited by ``task`` (:func:`audit_files`)."""
    _partners.clear()  # files may have changed since the last run in this process
    entries = character_files(paths, lang)
    files = [e for e in entries if isinstance(e, str)]
    done = iter(audit_files(files, task, jobs, initializer, initargs, warm))
    return Audit([next(done) if isinstance(e, str) else e for e in entries])


def exit_status(audit: Audit, strict: bool = False) -> int:
    """See the contract: 3 when a file met a bug, 2 when unreadable, 1 on an error (strict: gm)."""
    if any(u.internal for u in audit.unreadable):
        return 3
    if audit.unreadable:
        return 2
    if any(r.errors or (strict and r.gm) for r in audit.rows):
        return 1
    return 0
