"""The ``grail-builder`` argument parser, built for the one command asked (start-up, issue 13).

Contract: :func:`parse(argv) <parse>` returns what ``parser().parse_args(with_gui(argv))``
returns, and prints and exits exactly as that does (``--help``, a usage error, an unknown
command). :func:`parser` is the full parser: every command (the core's, then the
``grail_builder.commands`` plug-ins', by name), each with ``--safe-mode``.
:func:`with_gui` turns ``grail-builder [--safe-mode] FILE...`` into ``gui FILE...``.

Why: argparse makes one ArgumentParser per subcommand (about 30 with the nested ones of
``pack``, ``side`` and ``war``), each looking up gettext catalogues and the terminal width:
~25 ms, a twentieth of a one-file ``check``, and the plug-in commands' modules are imported
to add theirs. So :func:`parse` first builds a parser with only the command word's
subparser(s), one that never prints nor exits (:class:`_Quick`): when it would, the
arguments are parsed again with the full parser, which says what it always said (the list of
commands in ``--help``, every choice in a usage line). Parsing has no other effect, so the
second parse sees the same arguments. A word the table below does not know (or a plug-in that
fails to import) goes straight to the full parser.

Each parser is made once per process for what it depends on (:func:`_once`): argparse keeps no
state between ``parse_args`` calls (every value is made afresh per call; no default here is a
mutable object; tests/builder/cli/test_cliparser.py parses different lines in turn with one
parser against fresh ones), and making the ~30 subparsers again on every in-process ``main()``
cost more than the parse itself.
"""
from __future__ import annotations

import argparse
import os
from typing import Any, Callable, TypeVar

from builder import __version__
from builder.cli import common


class Parser(argparse.ArgumentParser):
    """argparse that escapes user text in its error messages (a bad value is echoed)."""

    def error(self, message: str):  # type: ignore[override]
        from builder.words.terminal import escape
        super().error(escape(message))


class _Again(Exception):
    """The quick parser would print or exit: :func:`parse` asks the full parser."""


class _Quick(Parser):
    """A parser (and its subparsers: argparse makes them of the parent's class) that raises
    :class:`_Again` wherever argparse would print or exit."""

    def _print_message(self, message: str, file: Any = None) -> None:
        raise _Again

    def exit(self, status: int = 0, message: str | None = None):  # type: ignore[override]
        raise _Again

    def error(self, message: str):  # type: ignore[override]
        raise _Again


def _safe_mode_flag(p: argparse.ArgumentParser, top: bool = False) -> None:
    # SUPPRESS on subcommands: the top-level value is not reset when the subcommand omits it
    p.add_argument("--safe-mode", action="store_true", default=False if top else argparse.SUPPRESS,
                   help="ignore user packs (and, in the window, the last-opened file)")


def _lang_flag(p: argparse.ArgumentParser) -> None:
    """``--lang ja|en`` on a command that has none (its messages: builder.cli.common.words).
    English by default there, as those commands always spoke (scripts read them); the commands
    that had ``--lang`` keep their default. Not on a command that only groups others (``pack``),
    nor on ``gui`` (the window has its own language setting)."""
    if "--lang" in p._option_string_actions or p.prog.endswith(" gui") or any(
            isinstance(a, argparse._SubParsersAction) for a in p._actions):
        return
    p.add_argument("--lang", choices=("ja", "en"), default="en",
                   help="the language of the messages (default: en)")


def model_text(model: str, field: str) -> Callable[[str], str]:
    """An argparse ``type`` checking a value by the limits the file model puts on ``field`` of
    ``model`` (``"builder.gm.war.model:WarPair"``): a value the file would refuse is a usage
    error naming the flag (exit 2), not a ValidationError after the work (issue 29 item 12).
    The model is imported only when the flag is given (start-up)."""
    def check(value: str) -> str:
        import importlib
        module, _, name = model.partition(":")
        info = getattr(importlib.import_module(module), name).model_fields[field]
        limit = next((m.max_length for m in info.metadata if getattr(m, "max_length", None) is not None), None)
        if limit is not None and len(value) > limit:
            raise argparse.ArgumentTypeError(f"at most {limit:,} characters ({len(value):,} given), "
                                             "the file's own limit")
        if "\0" in value:
            raise argparse.ArgumentTypeError("a NUL character is not allowed")
        return value
    check.__name__ = field
    return check


def campaign_flag(p: argparse.ArgumentParser) -> None:
    """``--campaign FILE`` (or ``--pack``), repeatable: the same flag on every command that reads packs."""
    p.add_argument("--campaign", "--pack", action="append", dest="campaign",
                   help="campaign house-rule file or user pack (repeatable; --pack is the same)")


def _add_check(sub: Any, cli: Any) -> tuple[argparse.ArgumentParser, ...]:
    c = sub.add_parser("check", help="check characters: pools, derived values, findings")
    c.add_argument("files", nargs="+")
    c.add_argument("--json", action="store_true")
    c.add_argument("--lang", choices=("ja", "en"), default="ja")
    c.add_argument("--strict", action="store_true", help="also fail on gm and warning findings")
    c.add_argument("--jobs", type=int, default=None, metavar="N",
                   help="worker processes for many files (default: the number of CPUs); same output")
    campaign_flag(c)
    c.set_defaults(func=cli.cmd_check)
    return (c,)


def _add_explain(sub: Any, cli: Any) -> tuple[argparse.ArgumentParser, ...]:
    e = sub.add_parser("explain", help="print the ledger: every point and its rule")
    e.add_argument("file")
    e.add_argument("--lang", choices=("ja", "en"), default="ja")
    campaign_flag(e)
    e.set_defaults(func=cli.cmd_explain)
    return (e,)


def _add_new(sub: Any, cli: Any) -> tuple[argparse.ArgumentParser, ...]:
    n = sub.add_parser("new", help="write a new character of a type, or a shipped example")
    n.add_argument("system", nargs="?")
    n.add_argument("--example", metavar="NAME", help="write the shipped example NAME; "
                   "--example list lists the names")
    n.add_argument("--type", help="the type or kind (default: the system's default character; "
                   "`systems --json` lists them)")
    n.add_argument("--name", type=model_text("builder.core.build:Build", "name"))
    n.add_argument("-o", "--output", help="the file to write (required)")
    n.add_argument("--force", action="store_true", help="overwrite the output file if it exists")
    n.add_argument("--pack", "--campaign", action="append", dest="campaign", help="user pack (repeatable)")
    n.set_defaults(func=cli.cmd_new)
    return (n,)


def _add_systems(sub: Any, cli: Any) -> tuple[argparse.ArgumentParser, ...]:
    s = sub.add_parser("systems", help="list systems and the size of every list in their packs")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cli.cmd_systems)
    return (s,)


def _add_gui(sub: Any, cli: Any) -> tuple[argparse.ArgumentParser, ...]:
    g = sub.add_parser("gui", help="open the builder window")
    g.add_argument("files", nargs="*")
    g.set_defaults(func=cli.cmd_gui)
    return (g,)


def _module(name: str) -> Callable[[Any, Any], tuple[argparse.ArgumentParser, ...]]:
    """The ``add_commands`` of the command module ``name``, imported when called."""
    def add(sub: Any, cli: Any) -> tuple[argparse.ArgumentParser, ...]:
        from importlib import import_module
        return import_module(name, __package__).add_commands(sub)
    return add


# The core's commands in the order of ``--help``: the words each adder adds. A word missing
# here is still parsed right (by the full parser); tests/builder/cli/test_cliparser.py checks the
# table against builder.cli.main.COMMANDS and the full parser.
CORE: tuple[tuple[tuple[str, ...], Callable[[Any, Any], tuple[argparse.ArgumentParser, ...]]], ...] = (
    (("check",), _add_check), (("explain",), _add_explain), (("new",), _add_new),
    (("systems",), _add_systems), (("gui",), _add_gui),
    (("audit", "diff", "pack"), _module("builder.cli.gm")), (("side",), _module("builder.cli.side")),
    (("war",), _module("builder.cli.war")), (("generate",), _module("builder.cli.forge")),
)


def _top(parser_class: type) -> tuple[argparse.ArgumentParser, Any]:
    p = parser_class(prog="grail-builder", description="Fate TRPG character builder")
    p.add_argument("--version", action="version", version=f"grail-builder {__version__}")
    _safe_mode_flag(p, top=True)
    return p, p.add_subparsers(dest="command")


def _add_plugin(entry: Any, sub: Any) -> None:
    """Add a plug-in's command (``ImportError``, e.g. reportlab missing: not offered)."""
    added = entry.load()(sub)
    if isinstance(added, argparse.ArgumentParser):
        _safe_mode_flag(added)
        _lang_flag(added)


def parser(cli: Any) -> argparse.ArgumentParser:
    """The full parser: every command of the core and of the installed plug-ins. ``cli``: the
    running :mod:`builder.cli.main` (``python -m builder.cli.main`` runs a second copy of it as
    ``__main__``, whose commands and options are the ones that must run), given by it: the parser
    imports no command (issue 25 item 5)."""
    p, sub = _top(Parser)
    for _, add in CORE:
        for command in add(sub, cli):
            _safe_mode_flag(command)
            _lang_flag(command)
    for entry in cli._plugins("grail_builder.commands"):
        try:
            _add_plugin(entry, sub)
        except ImportError:
            continue
    return p


def _quick(word: str | None, cli: Any) -> argparse.ArgumentParser | None:
    """A :class:`_Quick` parser with only ``word``'s command (``None``: no command), or
    ``None`` when ``word`` is not a command this knows without the full parser."""
    p, sub = _top(_Quick)
    if word is None:
        return p
    plugins = {e.name: e for e in cli._plugins("grail_builder.commands")}
    core = [add for words, add in CORE if word in words]
    if core and word not in plugins:  # (a plug-in of a core name: as the full parser has it)
        for command in core[0](sub, cli):
            _safe_mode_flag(command)
            _lang_flag(command)
        return p
    if word in plugins and not core:
        try:
            _add_plugin(plugins[word], sub)
        except ImportError:
            return None
        return p
    return None


def _word(argv: list[str]) -> str | None:
    """The command word: the first argument that is no option (the top level's options take
    no value); ``""`` when ``--`` comes first (left to the full parser)."""
    for arg in argv:
        if arg == "--":
            return ""
        if not arg.startswith("-"):
            return arg
    return None


# The environment variables gettext reads for argparse's own words ("show this help message
# and exit", "usage: "), some of which a parser keeps from when it was made.
_GETTEXT_LANGUAGE = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
_MADE: dict[tuple[Any, ...], Any] = {}
Made = TypeVar("Made")


def _once(make: Callable[..., Made], *args: Any, cli: Any) -> Made:
    """``make(*args, cli)``, made once per process for what the parser it returns depends on:
    ``make`` itself and its arguments, the installed plug-in commands, the command functions of
    ``cli`` the parser hands out (``set_defaults(func=cli.cmd_check)``: a parser made before a
    test replaced one would call the old one) and the language gettext gives argparse."""
    key = (make, args, cli, tuple(cli._plugins("grail_builder.commands")),
           tuple(value for name, value in vars(cli).items() if name[:4] == "cmd_"),
           tuple(os.environ.get(name) for name in _GETTEXT_LANGUAGE))
    if key not in _MADE:
        _MADE[key] = make(*args, cli)
    return _MADE[key]


def parse(argv: list[str], cli: Any) -> argparse.Namespace:
    """``argv`` parsed (see the module doc); argparse's own ``SystemExit`` on help or errors.
    ``cli``: the running :mod:`builder.cli.main` (see :func:`parser`). The parsers are made
    once per process (:func:`_once`)."""
    argv = with_gui(argv, cli)
    word = _word(argv)
    quick = _once(_quick, word, cli=cli) if word != "" else None
    if quick is not None:
        try:
            return quick.parse_args(argv)
        except _Again:
            pass
    return _once(parser, cli=cli).parse_args(argv)


def _mistyped_command(word: str) -> bool:
    """``word`` reads as a command, not a file: no such path, no dot and no folder in it
    (``grail-builder chek x``): argparse then says "invalid choice" and lists the commands,
    rather than the window opening on a file that is not there."""
    import os
    return "." not in word and "/" not in word and os.sep not in word and not os.path.lexists(word)


def with_gui(argv: list[str], cli: Any = common) -> list[str]:
    """``grail-builder [--safe-mode] saber.json`` opens the file in the window (``cli``: whose
    ``COMMANDS`` and installed plug-in commands are known; the running :mod:`builder.cli.main`)."""
    for i, arg in enumerate(argv):
        if arg == "--":
            return argv
        if not arg.startswith("-"):
            if arg in cli.COMMANDS:  # (no need to ask the installed packages for their commands)
                return argv
            known = {*cli.COMMANDS, *(e.name for e in cli._plugins("grail_builder.commands"))}
            if arg in known or _mistyped_command(arg):
                return argv
            return [*argv[:i], "gui", *argv[i:]]
    return argv
