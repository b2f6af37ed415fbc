"""``grail-builder pack``: the GM's user packs from the command line (wired in by :mod:`builder.cligm`).

Contract:
- ``pack list [--json]``: every system's user pack files (``user_pack_dir()/<system>/``) and
  the GM-entered places each fills. Exit 0.
- ``pack import FILE [--system ID] [--yes]``: the file is untrusted: it is read with the
  bounded reader and checked as a layer over the pack (a problem names the file and JSON
  path, exit 2); what it adds and replaces is printed; only with ``--yes`` (or a "y" typed at
  a terminal) is it copied into the user pack folder under a name the app chooses (exit 0);
  otherwise nothing is written and the exit is 1.
- ``pack export SYSTEM OUT [--force]``: the system's user packs as one file (a later file's
  entry replaces an earlier one's); an existing OUT only with ``--force``. Exit 0 or 2.
- ``--pack FILE`` on check, explain, export, audit and diff is ``--campaign FILE``: one more
  user layer over the bundled and user packs (:func:`builder.cli.pack_for`).
In ``--safe-mode`` the user packs already installed are not read (an import is checked
against the bundled pack alone). Output is escaped like every other command's.
"""
from __future__ import annotations

import argparse
import sys


def _user_layer() -> bool:
    from .cli import Options
    return not Options.safe_mode


def cmd_list(args: argparse.Namespace) -> int:
    from .cli import EXIT_OK, out
    from .gmshare import installed
    from .terminal import json_text
    found = installed()
    if args.json:
        print(json_text({s: [{"file": str(p), "fills": f} for p, f in files] for s, files in found.items()}))
        return EXIT_OK
    for system, files in found.items():
        out(f"{system}:")
        for path, fills in files:
            out(f"  {path}")
            out(f"    {', '.join(fills) or '(nothing)'}")
    if not found:
        from .packs import user_pack_dir
        out(f"no user packs (folder: {user_pack_dir()})")
    return EXIT_OK


def _confirmed(yes: bool) -> bool:
    if yes:
        return True
    stdin = sys.stdin
    if stdin is None or not stdin.isatty():
        return False
    try:
        return input("import? [y/N] ").strip().lower() in ("y", "yes")
    except EOFError:
        return False


def cmd_import(args: argparse.Namespace) -> int:
    from .cli import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, _not_a_file, out, say
    from .gmshare import install_import, preview_import
    from .packio import PackError
    if (why := _not_a_file(args.file)) is not None:
        say(f"{args.file}: {why}")
        return EXIT_UNREADABLE
    try:
        preview = preview_import(args.file, args.system, user_layer=_user_layer())
    except PackError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    out(f"{args.file} → {preview.system}")
    for line in preview.lines(args.lang):
        out(f"  {line}")
    if not _confirmed(args.yes):
        say("not imported (nothing written); run again with --yes to import it")
        return EXIT_FINDINGS
    try:
        target = install_import(preview)
    except PackError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    except OSError as exc:
        say(f"cannot write: {exc.strerror or exc}")
        return EXIT_UNREADABLE
    out(f"imported: {target}")
    return EXIT_OK


def cmd_export(args: argparse.Namespace) -> int:
    from .cli import EXIT_OK, EXIT_UNREADABLE, out, say
    from .gmshare import export
    from .packio import PackError
    try:
        target = export(args.system, args.out, args.force)
    except PackError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    except OSError as exc:
        say(f"{args.out}: cannot write: {exc.strerror or exc}")
        return EXIT_UNREADABLE
    out(str(target))
    return EXIT_OK


def add_commands(sub: argparse._SubParsersAction) -> tuple[argparse.ArgumentParser, ...]:
    """Add ``pack`` (list, import, export); its parsers, for the ``--safe-mode`` flag."""
    p = sub.add_parser("pack", help="the GM's user packs: list, import, export",
                       description="User packs fill what a seed leaves to the GM (class tables, "
                       "skill catalogues, unit pages). See also --pack FILE on check/explain/export.")
    what = p.add_subparsers(dest="pack_command", required=True)
    lst = what.add_parser("list", help="user pack files per system and what they fill")
    lst.add_argument("--json", action="store_true")
    lst.set_defaults(func=cmd_list)
    imp = what.add_parser("import", help="check a pack from someone else, show what it changes, install it")
    imp.add_argument("file")
    imp.add_argument("--system", help="the system it is for (default: the one it fits)")
    imp.add_argument("--yes", action="store_true", help="install without asking")
    imp.add_argument("--lang", choices=("ja", "en"), default="ja")
    imp.set_defaults(func=cmd_import)
    exp = what.add_parser("export", help="write a system's user packs as one file to share")
    exp.add_argument("system")
    exp.add_argument("out")
    exp.add_argument("--force", action="store_true", help="overwrite OUT if it exists")
    exp.set_defaults(func=cmd_export)
    return p, lst, imp, exp
