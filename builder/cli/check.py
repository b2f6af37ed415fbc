"""``grail-builder check``: each file's sheet or problem, in the order of the files.

Contract (the output is :mod:`builder.cli.main`'s): each file is checked on its own
(:func:`check_file`: the text for stdout, the messages for stderr, the ``--json`` entry and
the exit status it calls for) and printed before the next, so the output is the same byte
for byte whether the files are checked here or, for many files (``--jobs``, default the
number of CPUs; :data:`builder.core.fanout.POOL_MIN_FILES` files or more), also in worker processes
(:func:`builder.core.fanout.ordered_map`: this process does its share): results come back in the
order of the files. With workers, the first file is checked here before they fork, and the
packs of the systems a sample of the files names are loaded, so the workers share them (fork)
instead of each loading them. Workers are not used when a pack skipped a broken user file (its
warning belongs where a one-by-one run prints it). Each partner file is read and evaluated once
per process and command. A file's lines are escaped where they are made (in the worker) and
written in one piece: the bytes are those of one ``print`` of each escaped line.
"""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Iterator

from builder.cli import common as cli
from builder.cli.sheet import sheet_json, sheet_lines
from builder.core.fanout import ordered_map
from builder.words.terminal import escape_lines

if TYPE_CHECKING:
    import argparse

_partners: dict = {}  # partner file → its evaluation, for one command (builder.core.links)


@dataclass(frozen=True)
class Checked:
    """One file's part of the output: ``text`` for stdout (its lines escaped, each ending in a
    newline), ``err`` messages (unescaped: :func:`builder.cli.main.say` escapes them), the ``--json``
    entry and the exit status it calls for."""

    status: int
    text: str = ""
    err: tuple[str, ...] = ()
    entry: dict[str, Any] | None = None


def check_file(file: str, campaign: list[str] | None, as_json: bool, lang: str, strict: bool) -> Checked:
    failing = {"error"} | ({"gm", "warning"} if strict else set())
    try:
        build, pack = cli.load_character(file, campaign)
        # detail=False: check prints no skill rows; --json the stat and list sections a brief sheet keeps
        # (builder.core.engine.evaluate)
        sheet = cli.evaluate_linked(pack, build, file, lambda system: cli.pack_for(system, campaign), _partners,
                                    detail=False)
    except (cli.DocumentError, cli.PackError) as exc:
        return Checked(cli.EXIT_UNREADABLE, err=(cli.problem_message(file, exc, lang),),
                       entry={"file": file, "error": cli.problem(exc)})
    except Exception as exc:  # a bug must not hide the other files' results
        report = cli._crash_report(exc)
        message = (f"{file}: internal error: {type(exc).__name__}: {exc} (a bug in grail-builder"
                   f"{'; details in ' + report if report else ''})")
        return Checked(cli.EXIT_INTERNAL, err=(message,),
                       entry={"file": file, "error": {"file": file, "path": "",
                                                      "message": f"internal error: {type(exc).__name__}"}})
    status = cli.EXIT_FINDINGS if any(f.severity in failing for f in sheet.findings) else cli.EXIT_OK
    if as_json:
        return Checked(status, entry=sheet_json(file, build, sheet, lang))
    return Checked(status, text=escape_lines(list(sheet_lines(file, build, sheet, pack, lang))))


def cmd_check(args: argparse.Namespace) -> int:
    _partners.clear()  # files may have changed since the last command in this process
    task = partial(check_file, campaign=args.campaign, as_json=args.json, lang=args.lang, strict=args.strict)
    jobs = args.jobs if args.jobs is not None else (os.cpu_count() or 1)
    results: list[dict[str, Any]] = []
    status = cli.EXIT_OK
    for checked in _run(task, list(args.files), jobs, args.campaign):
        for message in checked.err:
            cli.say(message)
        if checked.text and sys.stdout is not None:  # (print writes nothing to a closed stdout)
            sys.stdout.write(checked.text)
        if checked.entry is not None:
            results.append(checked.entry)
        status = max(status, checked.status)
    if args.json:
        print(cli.json_text(results))
    return status


def _run(task: Any, files: list[str], jobs: int, campaign: list[str] | None) -> Iterator[Checked]:
    from builder.core.fanout import POOL_MIN_FILES
    if jobs <= 1 or len(files) < POOL_MIN_FILES or not _warm(campaign):
        yield from map(task, files)
        return
    # The first file here, before the workers fork: its system's pack, the character model's
    # validator and its partners are then loaded once and shared (fork), not once per worker;
    # so are the packs of the other systems a sample of the files names.
    yield task(files[0])
    _warm_systems(files[1:WARM_SAMPLE], campaign)
    files = files[1:]
    jobs = min(jobs, max(1, len(files) // (POOL_MIN_FILES // 2)))
    yield from ordered_map(task, files, jobs, _worker, (cli.Options.safe_mode,))


#: how many files' ``system`` the parent reads to load their packs before forking
WARM_SAMPLE = 33


def _warm_systems(files: list[str], campaign: list[str] | None) -> None:
    """Load (in this process, before forking) the pack and build the character model's
    validator of each system ``files`` name. Only a speed-up: a file that cannot be read or
    names no known system is left to its worker, which reports it in its place."""
    import json
    import stat

    from builder.core.packio import MAX_BYTES
    systems: set[str] = set()
    for file in files:
        try:
            info = os.stat(file)
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
                continue  # a FIFO or device would block the read; its worker reports it
            with open(file, "rb") as handle:
                data = json.loads(handle.read())
            if isinstance(data, dict) and isinstance(data.get("system"), str):
                systems.add(data["system"])
        except (OSError, ValueError, RecursionError):
            continue
    for system in sorted(systems):
        try:
            plugin = cli.plugin_for(system)
            if plugin is not None:
                cli.pack_for(system, campaign, warn=False)
                plugin.build_model.model_rebuild()
        except Exception:  # noqa: BLE001 - its files' own checks say what is wrong, in place
            continue


def _warm(campaign: list[str] | None) -> bool:
    """Whether the pool may be used: no pack can have a problem whose warning would move.
    Without campaign files and user packs (the usual case) nothing needs loading: each
    worker loads the packs its files name. Otherwise every bundled system's pack is loaded
    before forking, and False when one skipped a broken user file or cannot load."""
    from builder.core.packs import user_pack_dir
    if not campaign:
        folder = user_pack_dir()
        try:
            if cli.Options.safe_mode or not folder.is_dir() or not any(folder.glob("*/*.json")):
                return True
        except OSError:
            pass
    for system in cli.bundled_systems():
        try:
            if cli.pack_for(system, campaign, warn=False).problems:
                return False
        except cli.PackError:
            return False
    return True


def _worker(safe_mode: bool) -> None:
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to report, once
    cli.Options.safe_mode = safe_mode
