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
import stat
import sys
from pathlib import Path

from builder import __version__

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing (~5 ms) for --version
if TYPE_CHECKING:
    import argparse
    from typing import Any

    from builder.core.build import Build
    from builder.core.documents import DocumentError
    from builder.core.packs import PackError, RulePack
    from builder.core.sheet import Sheet

# What the commands use, imported on first use rather than with this module: `--version`
# must start in about the time of a bare `python -c pass` (issue 13), so importing this
# module (the console script does) imports nothing heavy (no pydantic, no engine, no
# argparse). :func:`_load` binds these names as module globals (tests monkeypatch them
# here), once, before any command runs; ``from builder.cli.main import new_build`` still works.
_LAZY = {
    "pydantic": ("ValidationError",),
    "builder.core.documents": ("DocumentError", "load_build", "new_build", "save_build"),
    "builder.core.links": ("evaluate_linked",),
    "builder.words.messages": ("POOL_LABELS", "render"),
    "builder.core.packs": ("PackError", "RulePack", "bundled_systems", "load_pack"),
    "builder.core.registry": ("plugin_for",),
    "builder.words.terminal": ("GuardedStdout", "StdoutError", "escape", "json_text", "setup_streams", "silence_stdout"),
}
_loaded = False


def _load() -> None:
    """Bind the names of :data:`_LAZY` (a name already set, e.g. monkeypatched, is kept);
    imported with the garbage collector off, then frozen (:mod:`builder.core.gcfreeze`)."""
    global _loaded
    if _loaded:
        return
    from importlib import import_module

    from builder.core.gcfreeze import loading
    with loading():
        for module, names in _LAZY.items():
            found = import_module(module, __package__)
            for name in names:
                globals().setdefault(name, getattr(found, name))
    _loaded = True


def __getattr__(name: str) -> Any:  # PEP 562: ``cli.load_build``, ``from builder.cli.main import new_build``
    if any(name in names for names in _LAZY.values()):
        _load()
        return globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


EXIT_OK, EXIT_FINDINGS, EXIT_UNREADABLE, EXIT_INTERNAL = 0, 1, 2, 3
EXIT_INTERRUPTED, EXIT_PIPE = 130, 141
COMMANDS = ("check", "explain", "new", "systems", "gui", "audit", "diff", "side", "war", "pack", "generate")  # and those plug-ins add (export, reaction)


class Options:
    """Run-wide switches set by :func:`main`: ``safe_mode`` (no user packs)."""

    safe_mode = False


_packs: dict[tuple[str, tuple[str, ...], bool], RulePack] = {}
_warned: set[str] = set()


def say(message: str) -> None:
    """One line to stderr in the CLI's style, user text escaped."""
    _load()
    if sys.stderr is not None:  # started with stderr closed: print(file=None) would use stdout
        print(f"grail-builder: {escape(message)}", file=sys.stderr)


def out(text: str) -> None:
    """One line to stdout, user text escaped."""
    _load()
    print(escape(text))


def problem(exc: DocumentError | PackError) -> dict[str, str]:
    """The ``error`` entry of ``check --json`` for ``exc``."""
    return {"file": exc.file, "path": exc.path, "message": exc.message}


def pack_for(system: str, campaign: list[str] | None = None, warn: bool = True) -> RulePack:
    """The rule pack for ``system`` with ``campaign`` layers (cached); in safe mode without user
    packs. Problems the loader skipped (``pack.problems``) are printed once as warnings
    (``warn=False``: not now, at the next call)."""
    _load()
    user_layer = not Options.safe_mode
    key = (system, tuple(campaign or ()), user_layer)
    for path in campaign or []:  # the pack reader would block forever on a FIFO or device
        if (why := _not_a_file(path)) is not None:
            raise PackError(path, "", why)
    if key not in _packs:
        _packs[key] = load_pack(system, [Path(p) for p in campaign or []], user_layer=user_layer)
    pack = _packs[key]
    for skipped in (getattr(pack, "problems", None) or []) if warn else []:
        if str(skipped) not in _warned:
            _warned.add(str(skipped))
            say(f"warning: skipped a broken pack file: {skipped}")
    return pack


def _not_a_file(path: str) -> str | None:
    try:
        mode = os.stat(path).st_mode
    except OSError as exc:
        return f"cannot read: {exc.strerror or exc}"
    return None if stat.S_ISREG(mode) else "not a regular file; give the path of a .json file"


def load_character(file: str, campaign: list[str] | None) -> tuple[Build, RulePack]:
    """The build in ``file`` and its pack (DocumentError or PackError; an unknown system is
    raised as a PackError in ``file`` at ``/system``). Used by ``check``, ``explain`` and ``export``."""
    _load()
    build = load_build(file)
    try:
        return build, pack_for(build.system, campaign)
    except PackError as exc:
        if exc.file == build.system:  # unknown system: the problem is in the character file
            raise PackError(file, "/system", f"{build.system}: {exc.message}") from exc
        raise


def report_problem(file: str, exc: DocumentError | PackError, lang: str = "en") -> None:
    """Print the problem with ``file`` (:func:`problem_message`)."""
    say(problem_message(file, exc, lang))


def problem_message(file: str, exc: DocumentError | PackError, lang: str = "en") -> str:
    """The problem with ``file`` in ``lang`` (builder.words.problemtext); a pack's names the character after."""
    from builder.words.problemtext import problem_text
    return problem_text(exc, lang, checking=file if isinstance(exc, PackError) and exc.file != file else "")


def cmd_check(args: argparse.Namespace) -> int:
    from builder.cli.check import cmd_check as check
    return check(args)


def cmd_explain(args: argparse.Namespace) -> int:
    try:
        build, pack = load_character(args.file, args.campaign)
    except (DocumentError, PackError) as exc:
        report_problem(args.file, exc, args.lang)
        return EXIT_UNREADABLE
    sheet = evaluate_linked(pack, build, args.file, lambda system: pack_for(system, args.campaign))
    from builder.cli.sheet import pool_names
    from builder.words.messages import citation
    from builder.words.places import line_text, place

    def where(path: str, text: str) -> str:
        """The place in words, unless the line already says it (「【筋】 25」) or it is the whole."""
        words = place(pack, build, path, args.lang) if path.strip("/") else ""
        return f"{words}  " if words and words not in text else ""
    labels = {**POOL_LABELS[args.lang], **pool_names(sheet, args.lang)}
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
        word = ("合計", "使用", "残り") if args.lang == "ja" else ("total", "spent", "remaining")
        out(f"  = {word[0]} {total} / {word[1]} {spent} / {word[2]} {total - spent}")
    if not pools:  # a system without budgets (Fate/Grail Tactics): say so rather than print nothing
        out("ポイントの予算はありません(このシステムは点数で作らない)" if args.lang == "ja"
            else "no point budget (this system does not build with points)")
    from builder.cli.sheet import unbought_stat_lines
    for text in unbought_stat_lines(pack, sheet, args.lang):  # 千夜月姫+'s 属性値 (L277–285) …
        out(text)
    return EXIT_OK


def refuse_overwrite(path: str, force: bool) -> str | None:
    """Why ``path`` must not be written (it exists and ``force`` is off, or it is no file)."""
    if not path:
        return "the output file name is empty; give a file name"
    target = Path(path)
    try:
        if target.is_dir():
            return f"{path}: is a folder; give a file name"
        if target.exists() and not target.is_file():
            return f"{path}: exists and is not a regular file"
        if (target.exists() or target.is_symlink()) and not force:
            return f"{path}: already exists; use --force to overwrite it"
    except OSError as exc:  # pathlib only hides "not found": a name too long, a folder we may not search
        return f"{path}: cannot write: {exc.strerror or exc}"
    return None


def cmd_new(args: argparse.Namespace) -> int:
    if args.example is not None:
        from builder.cli.examples import cmd_new_example
        return cmd_new_example(args)
    if args.system is None:
        say("new: give a system (grail-builder systems lists them) or --example NAME")
        return EXIT_UNREADABLE
    if args.output is None:
        say("new: -o FILE is required (the file to write)")
        return EXIT_UNREADABLE
    if (why := refuse_overwrite(args.output, args.force)) is not None:
        say(why)
        return EXIT_UNREADABLE
    if args.system not in bundled_systems():  # the pack loader would take a path ("../x") as a folder
        say(f"{args.system}: unknown system; known: {', '.join(bundled_systems())}")
        return EXIT_UNREADABLE
    try:
        pack = pack_for(args.system, args.campaign)
        build = new_build(pack, args.type or plugin_for(args.system).default_type, args.name or "")
    except PackError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    except ValidationError as exc:
        err = exc.errors()[0]
        say(f"--{err['loc'][0] if err['loc'] else 'name'}: {err['msg']}")
        return EXIT_UNREADABLE
    except ValueError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    return write_build(build, args.output, backup=False)


def write_build(build: Any, path: str, *, backup: bool) -> int:
    """Write and print ``build``'s path (``new``, ``generate``); a failed write is one line: the exit code."""
    try:
        report = save_build(build, path, backup=backup)
    except DocumentError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    except OSError as exc:
        say(f"{path}: cannot write: {exc.strerror or exc}")
        return EXIT_UNREADABLE
    out(str(path))
    if report.backup_error:
        say(f"warning: {report.backup_error}")
    return EXIT_OK


def cmd_systems(args: argparse.Namespace) -> int:
    found = []
    for system in bundled_systems():
        try:
            pack = load_pack(system)
        except PackError as exc:
            say(str(exc))
            return EXIT_UNREADABLE
        plugin = plugin_for(system)
        found.append({"id": pack.id, "name": pack.manifest.name, "name_en": pack.manifest.name_en,
                      "version": pack.manifest.version, "seed": pack.manifest.seed,
                      "default_type": plugin.default_type, "types": plugin.types(pack),
                      "counts": plugin.counts(pack)})
    if args.json:
        print(json_text(found))
    else:
        for s in found:
            out(f"{s['id']}  {s['name']}  (v{s['version']}, seed {s['seed']})")
            out("  types: " + ", ".join(f"{t['id']} ({t['name']})" for t in s["types"]))
            for k, v in s["counts"].items():
                out(f"  {k}: {v}")
    return EXIT_OK


def _plugins(group: str) -> list:
    """Entry points other packages register (``forms`` the window, ``exports`` the export
    command): the engine depends on none of them, they plug into it."""
    from builder.core.registry import entry_points_in  # one cached scan of the installed packages per process
    return sorted(entry_points_in(group).values(), key=lambda e: e.name)


def cmd_gui(args: argparse.Namespace) -> int:
    frontends = _plugins("grail_builder.frontends")
    if not frontends:
        say("the window is not installed (pip install -e '.[gui]')")
        return EXIT_UNREADABLE
    try:
        gui_main = frontends[0].load()
    except ImportError as exc:
        say(f"the window needs PySide6 ({exc})")
        return EXIT_UNREADABLE
    files = getattr(args, "files", [])
    if Options.safe_mode:  # only then: a window without the keyword keeps working
        return gui_main(files, safe_mode=True)
    return gui_main(files)


def run(argv: list[str]) -> int:
    """Parse ``argv`` (:mod:`builder.cli.parser`) and run the command (exceptions escape: :func:`main` guards)."""
    from builder.cli.parser import parse
    args = parse(argv, sys.modules[__name__])
    Options.safe_mode = bool(getattr(args, "safe_mode", False))
    _warned.clear()
    _packs.clear()  # one command, one reading of the user's packs (they may change between runs)
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


def _crash_report(exc: BaseException) -> str | None:
    """Write the traceback of an unexpected error to the user state folder; its path."""
    import time
    import traceback

    from platformdirs import user_state_dir
    try:
        folder = Path(user_state_dir("grail-builder")) / "crash-reports"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"cli-{time.strftime('%Y%m%d-%H%M%S')}-{id(exc) % 10000:04d}.txt"
        text = "".join(traceback.format_exception(exc))
        path.write_text(text, encoding="utf-8", errors="backslashreplace")
        return str(path)
    except Exception:  # the report is a courtesy; the one-line message still goes out
        return None


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
    _load()
    setup_streams()
    real_stdout = sys.stdout
    if real_stdout is not None:  # None when started with stdout closed (print then does nothing)
        sys.stdout = GuardedStdout(real_stdout)  # type: ignore[assignment]
    try:
        status = run(argv)
        if sys.stdout is not None:
            sys.stdout.flush()  # here, so a closed pipe is caught below and not at exit
        return status
    except BrokenPipeError:
        silence_stdout()
        return EXIT_PIPE
    except StdoutError as exc:
        silence_stdout()  # what is still buffered cannot be written either: drop it quietly at exit
        say(f"cannot write to standard output: {exc.strerror or exc}")
        return EXIT_UNREADABLE
    except KeyboardInterrupt:
        say("interrupted")
        return EXIT_INTERRUPTED
    except Exception as exc:  # last resort: one line, never a traceback
        return _internal_error(exc)
    finally:
        if isinstance(sys.stdout, GuardedStdout):  # main() may run again in the same process (tests)
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
    where = f"; details in {report}" if report else ""
    say(f"internal error: {type(exc).__name__}: {exc} (a bug in grail-builder{where})")
    return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
