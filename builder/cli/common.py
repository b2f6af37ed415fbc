"""What every ``grail-builder`` command shares, importing no command: the exit codes, the
run-wide :class:`Options`, the one-line messages (:func:`say`, :func:`out`), a character and
its pack (:func:`load_character`, :func:`pack_for`), the refusal to overwrite a file, the
crash report and the installed plug-ins (entry points).

Contract: the commands (:mod:`builder.cli.main`'s own, :mod:`builder.cli.check`, the GM's, a
system's plug-in command) import this module, never one
another and never :mod:`builder.cli.main` (the console script, which imports them): so the command
line has no circle (issue 25 item 5). Importing it imports nothing heavy (``--version``, issue 13):
the names of :data:`_LAZY` are bound on first use.
"""
from __future__ import annotations

import os
import stat
import sys
from pathlib import Path


TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing (~5 ms) for --version
if TYPE_CHECKING:
    from typing import Any

    from builder.core.build import Build
    from builder.core.documents import DocumentError
    from builder.core.packs import PackError, RulePack

# What the commands use, imported on first use rather than with this module: `--version`
# must start in about the time of a bare `python -c pass` (issue 13), so importing this
# module (the console script does) imports nothing heavy (no pydantic, no engine, no
# argparse). :func:`_load` binds these names as module globals (tests monkeypatch them
# here), once, before any command runs; ``from builder.cli.common import new_build`` still works.
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
    """Bind the names of :data:`_LAZY` (a name already set, e.g. monkeypatched, is kept)."""
    global _loaded
    if _loaded:
        return
    from importlib import import_module

    for module, names in _LAZY.items():
        found = import_module(module, __package__)
        for name in names:
            globals().setdefault(name, getattr(found, name))
    _loaded = True


def __getattr__(name: str) -> Any:  # PEP 562: ``common.load_build``, ``from builder.cli.common import new_build``
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
    lang = "en"  # the running command's --lang (set by builder.cli.main.run); what words() speaks


_packs: dict[tuple[str, tuple[str, ...], bool], RulePack] = {}
_warned: set[str] = set()


def words(key: str, **params: Any) -> str:
    """The catalogue's ``cli.<key>`` (builder/words/locale/messages.json) with ``params``, in the
    running command's language (:attr:`Options.lang`): every line the command line shows a user
    is one of these (tests/builder/cli/test_cli_words.py)."""
    _load()
    return render(f"cli.{key}", params, Options.lang)


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
            say(words("pack.skipped", problem=skipped))
    return pack


def _not_a_file(path: str) -> str | None:
    try:
        mode = os.stat(path).st_mode
    except OSError as exc:
        return words("file.cannot_read", why=exc.strerror or exc)
    return None if stat.S_ISREG(mode) else words("file.not_regular_json")


def load_character(file: str, campaign: list[str] | None) -> tuple[Build, RulePack]:
    """The build in ``file`` and its pack (DocumentError or PackError; an unknown system is
    raised as a PackError in ``file`` at ``/system``). Used by ``check``, ``explain`` and ``export``."""
    _load()
    build = load_build(file)
    try:
        return build, pack_for(build.system, campaign)
    except PackError as exc:
        from builder.core.documents import unknown_system_problem
        problem = unknown_system_problem(file, build.system, exc)  # the file's /system, with its line
        if problem is not None:
            raise problem from exc
        raise


def report_problem(file: str, exc: DocumentError | PackError, lang: str | None = None) -> None:
    """Print the problem with ``file`` (:func:`problem_message`) in ``lang`` (default: the command's)."""
    say(problem_message(file, exc, lang or Options.lang))


def problem_message(file: str, exc: DocumentError | PackError, lang: str = "en") -> str:
    """The problem with ``file`` in ``lang`` (builder.words.problemtext); a pack's names the character after."""
    from builder.words.problemtext import problem_text
    return problem_text(exc, lang, checking=file if isinstance(exc, PackError) and exc.file != file else "")



def refuse_overwrite(path: str, force: bool) -> str | None:
    """Why ``path`` must not be written (it exists and ``force`` is off, or it is no file)."""
    if not path:
        return words("file.empty_name")
    target = Path(path)
    try:
        if target.is_dir():
            return words("file.is_folder", path=path)
        if target.exists() and not target.is_file():
            return words("file.not_regular", path=path)
        if (target.exists() or target.is_symlink()) and not force:
            return words("file.exists", path=path)
    except OSError as exc:  # pathlib only hides "not found": a name too long, a folder we may not search
        return words("file.cannot_write", path=path, why=exc.strerror or exc)
    return None



def write_build(build: Any, path: str, *, backup: bool) -> int:
    """Write and print ``build``'s path (``new``, ``generate``); a failed write is one line: the exit code."""
    try:
        report = save_build(build, path, backup=backup)
    except DocumentError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    except OSError as exc:
        say(words("file.cannot_write", path=path, why=exc.strerror or exc))
        return EXIT_UNREADABLE
    out(str(path))
    if report.backup_error:
        say(words("warning", text=report.backup_error))
    return EXIT_OK



def _plugins(group: str) -> list:
    """Entry points other packages register (``forms`` the window, ``exports`` the export
    command): the engine depends on none of them, they plug into it."""
    from builder.core.registry import entry_points_in  # one cached scan of the installed packages per process
    return sorted(entry_points_in(group).values(), key=lambda e: e.name)



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


def written_or_refused(save: Any) -> int:
    """Run ``save`` (a writer of the GM's own files that returns the path it wrote) and say what
    it wrote, or why nothing was written (a pack problem or the disk's refusal): the exit code.
    ``pack readings --set`` and ``pack import TABLE`` both end this way."""
    from builder.core.packio import PackError
    try:
        target = save()
    except PackError as exc:
        say(words("not_written", why=exc))
        return EXIT_UNREADABLE
    except OSError as exc:
        say(words("not_written", why=words("cannot_write", why=exc.strerror or exc)))
        return EXIT_UNREADABLE
    out(words("written", file=target))
    return EXIT_OK
