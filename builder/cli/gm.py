"""The GM's commands of ``grail-builder``: ``audit`` and ``diff`` (wired into :mod:`builder.cli.main`).

Contract:
- ``audit PATH... [--format table|json|csv|md] [--lang ja|en] [--strict] [--jobs N]
  [--campaign FILE]``: one row per character (:mod:`builder.gm.audit`, formats in
  :mod:`builder.gm.auditformat`); each unreadable file named on stderr with its problem. Exit 0,
  1 when a character has an error (``--strict``: also an open GM flag), 2 when a file cannot
  be read or a path names nothing (the others are still audited), 3 when a file met a bug.
- ``diff OLD NEW [--format text|md] [--lang ja|en] [--campaign FILE]``: what changed in game
  terms (:mod:`builder.gm.diff`). Exit 0 (changed or not), 2 when a file cannot be read or the
  two are of different systems.
``pack`` (list, import, export) is :mod:`builder.cli.pack`. ``--pack FILE`` is ``--campaign FILE``.
Both use :func:`builder.cli.main.pack_for` (one cached pack per system) and resolve partners as
``check`` does; output is escaped like every other command's.
"""
from __future__ import annotations

import argparse
import os

from builder.cli.common import words

from builder.cli.parser import campaign_flag

AUDIT_HELP = ("Audit character files and folders (recursively, every *.json). A JSON file is a "
              "character when its top level is an object with a \"system\" key; other JSON objects "
              "(rule packs, campaign files) are listed as skipped. Level: the derived rank_level "
              "(ランクレベル), else the stat Lv (レベル), else empty. Pools: total/spent/remaining. "
              "Exit 1 when a character has an error (--strict: also an open GM flag), 2 when a file "
              "cannot be read (named on stderr; the rest are still audited).")


def _worker(safe_mode: bool) -> None:
    from builder.cli.main import Options
    Options.safe_mode = safe_mode  # a worker of ``audit --jobs`` reads packs as its parent does


def warm_packs() -> None:
    """Load every bundled system's pack, and build its character model's validator (~6–22 ms
    each, else built again in every process), before ``audit --jobs`` forks its workers."""
    from builder.cli.main import pack_for
    from builder.core.packio import PackError
    from builder.core.packs import bundled_systems
    from builder.core.registry import plugin_for
    for system in bundled_systems():
        try:
            pack_for(system)
        except PackError:  # the worker that meets it reports it with the file
            continue
        try:
            plugin = plugin_for(system)
            if plugin is not None:
                plugin.build_model.model_rebuild()
        except Exception:  # noqa: BLE001 - only a speed-up: its files' own audits say what is wrong
            continue


def cmd_audit(args: argparse.Namespace) -> int:
    from functools import partial

    from builder.gm.audit import audit_file, audit_paths, exit_status
    from builder.gm.auditformat import render, summary_line
    from builder.cli.main import Options, pack_for, say
    task = partial(audit_file, pack_for=pack_for, campaign=tuple(args.campaign or ()), lang=args.lang)
    jobs = args.jobs if args.jobs is not None else (os.cpu_count() or 1)
    audit = audit_paths(args.paths, task, jobs, _worker, (Options.safe_mode,), warm_packs, args.lang)
    for bad in audit.unreadable:
        say(bad.problem)
    print(render(audit, args.format, args.lang))
    if args.format == "csv":  # stdout stays one CSV table
        say(summary_line(audit, args.lang))
    return exit_status(audit, args.strict)


def cmd_diff(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_OK, EXIT_UNREADABLE, load_character, pack_for, report_problem, say
    from builder.gm.diff import compare, render_diff
    from builder.core.documents import DocumentError
    from builder.core.links import evaluate_linked
    from builder.core.packio import PackError
    sides = []
    for file in (args.old, args.new):
        try:
            build, pack = load_character(file, args.campaign)
            sheet = evaluate_linked(pack, build, file, lambda system: pack_for(system, args.campaign))
        except (DocumentError, PackError) as exc:
            report_problem(file, exc, args.lang)
            return EXIT_UNREADABLE
        sides.append((file, build, sheet, pack))
    if sides[0][1].system != sides[1][1].system:
        say(words("diff.systems", old=args.old, old_system=sides[0][1].system, new=args.new,
                  new_system=sides[1][1].system))
        return EXIT_UNREADABLE
    text = render_diff(compare(sides[0], sides[1], args.lang), args.format, args.lang)
    print(text)  # escaped piece by piece by render_diff
    return EXIT_OK


def add_commands(sub: argparse._SubParsersAction) -> tuple[argparse.ArgumentParser, ...]:
    """Add ``audit``, ``diff`` and ``pack`` (:mod:`builder.cli.pack`) to the command line's
    subcommands; their parsers."""
    a = sub.add_parser("audit", help="a roster at a glance: one row per character file",
                       description=AUDIT_HELP)
    a.add_argument("paths", nargs="+", metavar="PATH", help="character files or folders")
    a.add_argument("--format", choices=("table", "json", "csv", "md"), default="table",
                   help="table (default), json, csv (the summary line goes to stderr) or md")
    a.add_argument("--lang", choices=("ja", "en"), default="ja")
    a.add_argument("--strict", action="store_true", help="also fail on open GM flags")
    a.add_argument("--jobs", type=int, default=None, metavar="N",
                   help="worker processes for a big roster (default: the number of CPUs)")
    campaign_flag(a)
    a.set_defaults(func=cmd_audit)
    d = sub.add_parser("diff", help="what changed between two versions of a character",
                       description="Compare two characters of one system in game terms: type, "
                       "stats, choices, skills and other lists, pools, approvals and findings.")
    d.add_argument("old")
    d.add_argument("new")
    d.add_argument("--format", choices=("text", "md"), default="text",
                   help="text (default) or md, for a session log")
    d.add_argument("--lang", choices=("ja", "en"), default="ja")
    campaign_flag(d)
    d.set_defaults(func=cmd_diff)
    from builder.cli.pack import add_commands as add_pack_commands
    return a, d, *add_pack_commands(sub)
