"""The ``grail-builder`` command.

Contract (other tools rely on it):
- ``check FILE... [--json] [--lang ja|en] [--strict]``: exit 0 when no file has an ``error``
  finding, 1 when one has (``--strict``: also ``gm`` and ``warning``), 2 when a file cannot
  be read or does not match the character schema (the message names the file and JSON path).
  Every file is checked even when an earlier one is bad; with ``--json`` the output is always
  one JSON array, a bad file giving ``{"file": F, "error": {"file": F, "path": P, "message": M}}``
  (``error.file`` is the pack or campaign file when the problem is there).
- ``new SYSTEM --type TYPE -o FILE [--force]``, ``new --example NAME -o FILE`` (a shipped
  example, :mod:`builder.cli.examples`; ``new --example list`` lists them), ``explain FILE``,
  ``systems [--json]``, ``--version``. ``new`` and ``export`` never overwrite an existing file
  without ``--force``.
- ``export FILE... --pdf|--text|--ccfolia|--udonarium OUT`` or ``--discord`` (see :mod:`exports`).
- ``audit PATH...``, ``diff OLD NEW`` and ``pack list|import|export``: the GM's commands
  (:mod:`builder.cli.gm`, :mod:`builder.cli.pack`). ``--pack FILE`` is ``--campaign FILE``
  (one more user layer) on check, explain, new, export, audit and diff.
- ``side new|add|check``: a side's file of Servant–Master pairs (:mod:`builder.cli.side`).
- ``war new|pair|irregular|summon|check|fill|export``: a Holy Grail War (:mod:`builder.cli.war`).
- ``--safe-mode`` (anywhere before the files): no user packs; the window also skips the
  last-opened file.
- With no command, opens the window (``forms``) when it is installed.
- The arguments are parsed by :mod:`builder.cli.parser` (only the asked command's parser is built).
- Never a traceback: problems are one line ``grail-builder: <file>: <JSON path>: <message>``
  on stderr, with user text escaped (:mod:`builder.words.terminal`). A bug gives one line and exit
  3 (the traceback goes to a crash report in the user state folder); Ctrl-C exits 130; a
  closed pipe (``| head -1``) ends quietly with 141, like other tools killed by SIGPIPE.
"""
from __future__ import annotations

import os
import sys

from builder import __version__
from builder.cli import common
from builder.cli.common import (  # noqa: F401 - their old home: ``from builder.cli.main import say``
    COMMANDS, EXIT_FINDINGS, EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_OK, EXIT_PIPE, EXIT_UNREADABLE, Options,
    _crash_report, _not_a_file, _plugins, load_character, out, pack_for, problem,
    problem_message, refuse_overwrite, report_problem, say, words, write_build)

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing (~5 ms) for --version
if TYPE_CHECKING:
    import argparse
    from typing import Any


def __getattr__(name: str) -> Any:  # PEP 562: ``from builder.cli.main import new_build`` (its old home)
    if any(name in names for names in common._LAZY.values()):
        return getattr(common, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def cmd_check(args: argparse.Namespace) -> int:
    from builder.cli.check import cmd_check as check
    return check(args)


def cmd_explain(args: argparse.Namespace) -> int:
    try:
        build, pack = load_character(args.file, args.campaign)
    except (common.DocumentError, common.PackError) as exc:
        report_problem(args.file, exc, args.lang)
        return EXIT_UNREADABLE
    sheet = common.evaluate_linked(pack, build, args.file, lambda system: pack_for(system, args.campaign))
    from builder.cli.sheet import pool_names
    from builder.words.messages import citation
    from builder.words.places import line_text, place

    def where(path: str, text: str) -> str:
        """The place in words, unless the line already says it (「【筋】 25」) or it is the whole."""
        words = place(pack, build, path, args.lang) if path.strip("/") else ""
        return f"{words}  " if words and words not in text else ""
    labels = {**common.POOL_LABELS[args.lang], **pool_names(sheet, args.lang)}
    pools = sorted({line.pool for line in sheet.ledger} | {g.pool for g in sheet.pool_totals},
                   key=lambda p: list(labels).index(p) if p in labels else 99)
    for pid in pools:
        out(f"{labels.get(pid, pid)}:")
        for g in (g for g in sheet.pool_totals if g.pool == pid):
            text = line_text(pack, g, args.lang)
            out(f"  +{g.amount:>4}  {text}  {where(g.path, text)}{citation(pack, g.rule, args.lang)}")
        for line in (line for line in sheet.ledger if line.pool == pid):
            text = line_text(pack, line, args.lang)
            out(f"  {-line.amount:>+5}  {text}  {where(line.path, text)}{citation(pack, line.rule, args.lang)}")
        total = sum(g.amount for g in sheet.pool_totals if g.pool == pid)
        spent = sum(line.amount for line in sheet.ledger if line.pool == pid)
        out(words("explain.totals", total=total, spent=spent, left=total - spent))
    if not pools:  # a system without budgets: say so rather than print nothing
        out(words("explain.no_budget"))
    from builder.cli.sheet import unbought_stat_lines
    for text in unbought_stat_lines(pack, sheet, args.lang):  # values no pool buys (a system's attribute values …)
        out(text)
    return EXIT_OK


def cmd_new(args: argparse.Namespace) -> int:
    if args.example is not None:
        from builder.cli.examples import cmd_new_example
        return cmd_new_example(args)
    if args.system is None:
        say(words("new.no_system"))
        return EXIT_UNREADABLE
    if args.output is None:
        say(words("new.no_output"))
        return EXIT_UNREADABLE
    if (why := refuse_overwrite(args.output, args.force)) is not None:
        say(why)
        return EXIT_UNREADABLE
    if args.system not in common.bundled_systems():  # the pack loader would take a path ("../x") as a folder
        say(words("unknown_system", system=args.system, known=", ".join(common.bundled_systems())))
        return EXIT_UNREADABLE
    try:
        pack = pack_for(args.system, args.campaign)
        build = common.new_build(pack, args.type or common.plugin_for(args.system).default_type, args.name or "")
    except common.PackError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    except common.ValidationError as exc:
        err = exc.errors()[0]
        say(words("option_problem", option=err["loc"][0] if err["loc"] else "name", why=err["msg"]))
        return EXIT_UNREADABLE
    except ValueError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    return write_build(build, args.output, backup=False)

def cmd_systems(args: argparse.Namespace) -> int:
    found = []
    for system in common.bundled_systems():
        try:
            pack = common.load_pack(system)
        except common.PackError as exc:
            say(str(exc))
            return EXIT_UNREADABLE
        plugin = common.plugin_for(system)
        found.append({"id": pack.id, "name": pack.manifest.name, "name_en": pack.manifest.name_en,
                      "version": pack.manifest.version, "seed": pack.manifest.seed,
                      "default_type": plugin.default_type, "types": plugin.types(pack),
                      "counts": plugin.counts(pack)})
    if args.json:
        print(common.json_text(found))
    else:
        for s in found:
            out(words("systems.system", id=s["id"], name=s["name"], version=s["version"], seed=s["seed"]))
            out(words("systems.types", types=", ".join(f"{t['id']} ({t['name']})" for t in s["types"])))
            for k, v in s["counts"].items():
                out(f"  {k}: {v}")
    return EXIT_OK

def cmd_gui(args: argparse.Namespace) -> int:
    frontends = _plugins("grail_builder.frontends")
    if not frontends:
        say(words("gui.not_installed"))
        return EXIT_UNREADABLE
    try:
        gui_main = frontends[0].load()
    except ImportError as exc:
        say(words("gui.no_pyside", why=exc))
        return EXIT_UNREADABLE
    files = getattr(args, "files", [])
    if Options.safe_mode:  # only then: a window without the keyword keeps working
        return gui_main(files, safe_mode=True)
    return gui_main(files)


def run(argv: list[str]) -> int:
    """Parse ``argv`` (:mod:`builder.cli.parser`) and run the command (exceptions escape: :func:`main` guards)."""
    from builder.cli.parser import parse
    common._load()
    args = parse(argv, sys.modules[__name__])
    Options.safe_mode = bool(getattr(args, "safe_mode", False))
    Options.lang = getattr(args, "lang", None) or "en"  # the command's --lang (parser: every command has one)
    common._warned.clear()
    common._packs.clear()  # one command, one reading of the user's packs (they may change between runs)
    if not args.command:
        args.files = []
        return cmd_gui(args)
    if args.command != "gui":  # (the window's child processes must not inherit the switch)
        _no_pydantic_plugin_scan()
    return args.func(args)


def _no_pydantic_plugin_scan() -> None:
    """Tell pydantic (``PYDANTIC_DISABLE_PLUGINS``, its documented switch) that no pydantic
    plug-in is installed, when none is: otherwise its first validator reads every installed
    package's metadata to look for them (~9 ms of a one-file ``check``, issue 13). The
    registry's scan of the same ``entry_points.txt`` files (read anyway, for the systems) says
    so; a zip archive on ``sys.path`` (which it does not read) leaves pydantic to look."""
    from builder.core.registry import entry_points_in
    if "PYDANTIC_DISABLE_PLUGINS" in os.environ or entry_points_in("pydantic"):
        return
    if not any(os.path.isfile(folder) for folder in sys.path if folder):
        os.environ["PYDANTIC_DISABLE_PLUGINS"] = "__all__"

def main(argv: list[str] | None = None) -> int:
    """The console script. Returns the exit status (see the module contract)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if _asks_version(argv):  # before importing anything: the version is a constant
        try:
            print(f"grail-builder {__version__}")
            sys.stdout.flush()
        except (BrokenPipeError, OSError, AttributeError):  # closed stdout, or none at all
            return EXIT_PIPE
        return EXIT_OK
    common._load()
    common.setup_streams()
    real_stdout = sys.stdout
    if real_stdout is not None:  # None when started with stdout closed (print then does nothing)
        sys.stdout = common.GuardedStdout(real_stdout)  # type: ignore[assignment]
    try:
        status = run(argv)
        if sys.stdout is not None:
            sys.stdout.flush()  # here, so a closed pipe is caught below and not at exit
        return status
    except BrokenPipeError:
        common.silence_stdout()
        return EXIT_PIPE
    except common.StdoutError as exc:
        common.silence_stdout()  # what is still buffered cannot be written either: drop it quietly at exit
        say(words("stdout_error", why=exc.strerror or exc))
        return EXIT_UNREADABLE
    except KeyboardInterrupt:
        say(words("interrupted"))
        return EXIT_INTERRUPTED
    except Exception as exc:  # last resort: one line, never a traceback
        return _internal_error(exc)
    finally:
        if isinstance(sys.stdout, common.GuardedStdout):  # main() may run again in the same process (tests)
            sys.stdout = real_stdout


def _asks_version(argv: list[str]) -> bool:
    """``--version`` before any command, after nothing but ``--safe-mode`` (argparse would
    print the version for these and for nothing else)."""
    for arg in argv:
        if arg == "--version":
            return True
        if arg != "--safe-mode":
            return False
    return False


def _internal_error(exc: BaseException) -> int:
    report = _crash_report(exc)
    where = words("internal_error.where", report=report) if report else ""
    say(words("internal_error", kind=type(exc).__name__, why=exc, where=where))
    return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
