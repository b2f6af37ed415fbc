"""``grail-builder pack``: the GM's user packs from the command line (wired in by :mod:`builder.cli.gm`).

Contract:
- ``pack list [--json]``: every system's user pack files (``user_pack_dir()/<system>/``) and
  the GM-entered places each fills. Exit 0.
- ``pack import TABLE FILE.csv|.tsv [--system ID] [--force]``: :mod:`builder.cli.table`.
- ``pack import FILE [--system ID] [--yes]``: the file is untrusted: it is read with the
  bounded reader and checked as a layer over the pack (a problem names the file and JSON
  path, exit 2); what it adds and replaces is printed; only with ``--yes`` (or a "y" typed at
  a terminal) is it copied into the user pack folder under a name the app chooses (exit 0);
  otherwise nothing is written and the exit is 1.
- ``pack export SYSTEM OUT [--force]``: the system's user packs as one file (a later file's
  entry replaces an earlier one's); an existing OUT only with ``--force``. Exit 0 or 2.
- ``pack readings SYSTEM [--set ID=VALUE …] [--lang en] [--json]``: the system's readings
  (:mod:`builder.gm.readings`): id, value in force, the seed line, the summary, the recommended
  value and the choices, each value as the id to type and its label in ``--lang``
  (``gain_up — 得るFPを切り上げ``); a flipped one is marked ``*`` with the file that sets it.
  ``--set`` (repeatable) prints each change (``id: old → new``, labelled) and writes them into the user pack the rule-data
  editor writes (:func:`builder.gm.readings.save`: every other entry of that file kept, checked
  as a layer first); an unknown id, a value not among the choices, or a user pack that cannot
  be read or written is a message and exit 2 (nothing written). User pack files the loader set
  aside (a bad setting …) are named on stderr with their place.
- ``--pack FILE`` on check, explain, export, audit and diff is ``--campaign FILE``: one more
  user layer over the bundled and user packs (:func:`builder.cli.main.pack_for`).
In ``--safe-mode`` the user packs already installed are not read (an import is checked
against the bundled pack alone). Output is escaped like every other command's.
"""
from __future__ import annotations

import argparse

from builder.cli.common import words, written_or_refused

from builder.words.terminal import confirmed


def _user_layer() -> bool:
    from builder.cli.main import Options
    return not Options.safe_mode


def cmd_list(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_OK, out
    from builder.gm.gmshare import installed
    from builder.words.terminal import json_text
    found = installed()
    if args.json:
        print(json_text({s: [{"file": str(p), "fills": f} for p, f in files] for s, files in found.items()}))
        return EXIT_OK
    for system, files in found.items():
        out(f"{system}:")
        for path, fills in files:
            out(f"  {path}")
            out(f"    {', '.join(fills) or words('pack.nothing')}")
    if not found:
        from builder.core.packs import user_pack_dir
        out(words("pack.none", folder=user_pack_dir()))
    return EXIT_OK

    try:
        return input(words("pack.ask_import")).strip().lower() in ("y", "yes")
    except EOFError:
        return False


TABLE_SUFFIXES = (".csv", ".tsv", ".tab", ".txt")


def cmd_import(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, _not_a_file, out, say
    from builder.gm.gmshare import install_import, preview_import
    from builder.core.packio import PackError
    if (why := _not_a_file(args.file)) is not None:
        say(f"{args.file}: {why}")
        return EXIT_UNREADABLE
    if args.table is not None or args.file.lower().endswith(TABLE_SUFFIXES):
        from builder.cli.table import import_table
        return import_table(args)
    try:
        preview = preview_import(args.file, args.system, user_layer=_user_layer())
    except PackError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    out(f"{args.file} → {preview.system_name(args.lang)}")  # the rulebook's name, not its id
    for line in preview.lines(args.lang):
        out(f"  {line}")
    if not confirmed(words("pack.confirm_import"), args.yes):
        say(words("pack.not_imported"))
        return EXIT_FINDINGS
    try:
        target = install_import(preview)
    except PackError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    except OSError as exc:
        say(words("cannot_write", why=exc.strerror or exc))
        return EXIT_UNREADABLE
    out(words("pack.imported", file=target))
    return EXIT_OK


def cmd_export(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_OK, EXIT_UNREADABLE, out, say
    from builder.gm.gmshare import export
    from builder.core.packio import PackError
    try:
        target = export(args.system, args.out, args.force)
    except PackError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    except OSError as exc:
        say(words("file.cannot_write", path=args.out, why=exc.strerror or exc))
        return EXIT_UNREADABLE
    out(str(target))
    return EXIT_OK


def _readings_pack(system: str):
    from builder.core.packs import load_pack
    return load_pack(system, user_layer=_user_layer())


def cmd_readings(args: argparse.Namespace) -> int:
    from builder.gm import readings
    from builder.cli.main import EXIT_OK, EXIT_UNREADABLE, out, say
    from builder.core.packio import PackError
    from builder.words.terminal import json_text
    try:
        pack = _readings_pack(args.system)
        found = readings.rows(pack)
        changes = readings.parse_assignments(found, args.set or [])
    except (PackError, readings.ReadingError) as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    for problem in readings.stored_problems(pack):  # a user pack the loader set aside
        say(words("pack.set_aside", problem=problem))
    if changes:
        by_id = {r.id: r for r in found}
        changed = {k: v for k, v in changes.items() if not _same(by_id[k].current, v)}
        for key, value in changes.items():
            note = "" if key in changed else " (unchanged)"
            row = by_id[key]
            out(f"{key}: {row.spell_label(row.current, args.lang)} → {row.spell_label(value, args.lang)}{note}")
        if not changed:
            out(words("nothing_to_write"))
            return EXIT_OK
        def save():
            target = readings.save(args.system, found, changed)
            _readings_pack(args.system)  # the pack loads with what was written
            return target
        return written_or_refused(save)
    if args.json:
        print(json_text([{"id": r.id, "value": r.current, "recommended": r.recommended, "choices": list(r.choices),
                          "labels": [r.label(c, args.lang) for c in r.choices],
                          "line": r.line, "summary": r.summary_in(args.lang), "set_in": r.origin} for r in found]))
        return EXIT_OK
    if not found:
        out(words("readings.none", system=args.system))
    for r in found:
        mark = "*" if r.flipped else " "
        line = f"L{r.line}" if r.line else "-"
        out(f"{mark} {r.id} = {r.spell_label(r.current, args.lang)}  {line}")
        out(f"    {r.summary_in(args.lang)}")
        out(words("readings.recommended", value=r.spell_label(r.recommended, args.lang)))
        if r.choices:  # the id (or number) to type in --set, then what it means
            out(words("readings.choices", values=" / ".join(r.spell_label(c, args.lang) for c in r.choices)))
        if r.origin:
            out(words("readings.set_in", file=r.origin))
    return EXIT_OK


def _same(a, b) -> bool:
    return a == b and type(a) is type(b)


def add_commands(sub: argparse._SubParsersAction) -> tuple[argparse.ArgumentParser, ...]:
    """Add ``pack`` (list, import, export, readings); its parsers, for the ``--safe-mode`` flag."""
    p = sub.add_parser("pack", help="the GM's user packs: list, import, export, readings",
                       description="User packs fill what a seed leaves to the GM (class tables, "
                       "skill catalogues, unit pages). See also --pack FILE on check/explain/export.")
    what = p.add_subparsers(dest="pack_command", required=True)
    lst = what.add_parser("list", help="user pack files per system and what they fill")
    lst.add_argument("--json", action="store_true")
    lst.set_defaults(func=cmd_list)
    imp = what.add_parser("import", help="install a pack from someone else (FILE.json), or fill a table from a "
                          "spreadsheet (TABLE FILE.csv|.tsv)",
                          description="pack import FILE.json: check a user pack from someone else, show what it adds "
                          "and replaces, install it (--yes, or y at a terminal). pack import TABLE FILE.csv|.tsv: "
                          "fill a GM-entered table (its id or shown name, e.g. kni_row or クラス一覧表) from a "
                          "spreadsheet's CSV/TSV whose header row names the columns (体力, Body or tai); every bad "
                          "cell is named by row and column and nothing is written until all are good; rows it "
                          "would replace need --force (or y at a terminal).")
    imp.add_argument("table", nargs="?", metavar="TABLE", help="the table to fill from a CSV/TSV (id or shown name)")
    imp.add_argument("file", metavar="FILE")
    imp.add_argument("--system", help="the system it is for (default: the one it fits)")
    imp.add_argument("--yes", action="store_true", help="install without asking")
    imp.add_argument("--force", action="store_true", help="a table: replace rows that already have values")
    imp.add_argument("--lang", choices=("ja", "en"), default="ja")
    imp.set_defaults(func=cmd_import)
    exp = what.add_parser("export", help="write a system's user packs as one file to share")
    exp.add_argument("system")
    exp.add_argument("out")
    exp.add_argument("--force", action="store_true", help="overwrite OUT if it exists")
    exp.set_defaults(func=cmd_export)
    rd = what.add_parser("readings", help="the readings (switches for ambiguous rules): list, or --set ID=VALUE",
                         description="Lists a system's readings: id, value in force, seed line, summary, the "
                         "recommended value and the choices (the id to type, then what it means). --set ID=VALUE (repeatable) writes the GM's choice into the user pack.")
    rd.add_argument("system")
    rd.add_argument("--set", action="append", metavar="ID=VALUE", help="flip a reading (repeatable)")
    rd.add_argument("--lang", choices=("ja", "en"), default="ja")
    rd.add_argument("--json", action="store_true")
    rd.set_defaults(func=cmd_readings)
    return p, lst, imp, exp, rd
