"""builder.cli.parser: the parser built for the command asked gives what the full parser gives,
and help and usage errors still come from the full parser (every command listed)."""
from __future__ import annotations

import argparse
import errno
import locale
import os

import pytest

from builder.cli import main as cli, parser as cliparser
from builder.cli.main import main
from tests.conftest import EXAMPLES

SABER = str(EXAMPLES / "saber.json")

# One command line per command (core and plug-ins), with options, as a user types them.
LINES = [
    ["check", SABER, "--json", "--lang", "en", "--jobs", "2", "--pack", "a.json", "--strict"],
    ["--safe-mode", "check", SABER],
    ["check", SABER, "--safe-mode"],
    ["explain", SABER, "--lang", "en"],
    ["new", "fate-roll-dice", "--type", "saber", "-o", "x.json", "--force"],
    ["new", "--example", "list"],
    ["systems", "--json"],
    ["gui", SABER],
    [SABER],  # the window, by with_gui
    [],
    ["--safe-mode"],
    ["audit", "folder", "--format", "csv"],
    ["diff", SABER, SABER, "--format", "md"],
    ["pack", "list"],
    ["side", "new", "s.json", "--system", "fate-roll-dice"],
    ["war", "check", "w.json"],
    ["generate", "--system", "fate-roll-dice", "--type", "saber", "--seed", "7", "-o", "x.json"],
    ["export", SABER, "--text", "-"],
    ["reaction", SABER, SABER],
    ["desktop-install", "--print"],
]


def _full(argv):
    return vars(cliparser.parser(cli).parse_args(cliparser.with_gui(argv)))


@pytest.mark.parametrize("argv", LINES, ids=" ".join)
def test_the_quick_parse_is_the_full_parse(argv, monkeypatch):
    expected = _full(argv)
    monkeypatch.setattr(cliparser, "parser", lambda cli=None: pytest.fail("the full parser was built"))
    assert vars(cliparser.parse(argv, cli)) == expected


def test_the_table_knows_every_core_command():
    words = [w for words, _ in cliparser.CORE for w in words]
    assert sorted(words) == sorted(cli.COMMANDS)
    sub = next(a for a in cliparser.parser(cli)._actions if isinstance(a, argparse._SubParsersAction))
    plugins = {e.name for e in cli._plugins("grail_builder.commands")}
    assert list(sub.choices) == words + sorted(plugins)  # the order of --help


def test_help_lists_every_command(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    out = capsys.readouterr().out
    assert done.value.code == 0
    for word in (*cli.COMMANDS, "export", "reaction", "desktop-install"):
        assert f"    {word} " in out or f"    {word}\n" in out, word


@pytest.mark.parametrize("argv", [["check", SABER, "--bogus"], ["--bogus", "check", SABER],
                                  ["check", SABER, "--jobs", "x"], ["--", "nosuch"], ["war", "nosuch"],
                                  ["generate", "--seed", "x"], ["check"]])
def test_a_usage_error_is_the_full_parsers(argv, capsys):
    """The usage line of the top level lists every command, as with the full parser alone."""
    with pytest.raises(SystemExit) as done:
        cliparser.parser(cli).parse_args(argv)
    expected = capsys.readouterr().err
    with pytest.raises(SystemExit) as again:
        cliparser.parse(argv, cli)
    assert again.value.code == done.value.code == 2
    assert capsys.readouterr().err == expected and "usage: grail-builder" in expected


def test_a_mistyped_command_is_named_not_opened_as_a_file(capsys, tmp_path, monkeypatch):
    """``grail-builder chek saber.json``: a usage error listing the commands (exit 2), not the
    window opening on a file called "chek"; a real file of that name still opens."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as done:
        cliparser.parse(["chek", SABER], cli)
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'chek'" in err and "check" in err
    (tmp_path / "chek").write_text("{}", encoding="utf-8")
    assert cliparser.with_gui(["chek"]) == ["gui", "chek"]
    assert cliparser.with_gui(["saber.json"]) == ["gui", "saber.json"]  # a file name, there or not


def _fresh(argv):
    """What parse gives with no parser made before it in this process."""
    saved = dict(cliparser._MADE)
    cliparser._MADE.clear()
    try:
        return vars(cliparser.parse(argv, cli))
    finally:
        cliparser._MADE.clear()
        cliparser._MADE.update(saved)


def test_one_parser_parses_line_after_line_as_fresh_ones_do():
    """The parsers are made once per process (builder.cli.parser._once): argparse must keep
    nothing from one line to the next. Every line, then every line again in reverse (each
    command after a different one, options given and then left out), with the one full parser
    and through parse's cached parsers, gives what parsers made for that line alone give (a
    full parser of its own, and parse with no parser made before)."""
    fresh = [_full(argv) for argv in LINES]
    assert [_fresh(argv) for argv in LINES] == fresh
    full = cliparser.parser(cli)
    for i in [*range(len(LINES)), *reversed(range(len(LINES)))]:
        assert vars(full.parse_args(cliparser.with_gui(LINES[i]))) == fresh[i], LINES[i]
        assert vars(cliparser.parse(LINES[i], cli)) == fresh[i], LINES[i]


def test_a_usage_error_then_a_good_line_with_the_same_parser(capsys):
    """An error half-way through a parse leaves the cached parser as it was."""
    good = ["check", SABER, "--lang", "en"]
    expected = _fresh(good)
    for bad in (["check", SABER, "--jobs", "x"], ["check", SABER, "--bogus"], ["check"]):
        with pytest.raises(SystemExit):
            cliparser.parse(bad, cli)
        assert vars(cliparser.parse(good, cli)) == expected
    capsys.readouterr()


def test_the_parsers_are_made_once_and_again_for_a_new_command_function(monkeypatch):
    """Two parses of one command make its parser once; replacing a command function of the
    running main (as a test does) makes a new one that hands out the new function."""
    made = []
    real = cliparser._quick
    monkeypatch.setattr(cliparser, "_MADE", {})
    monkeypatch.setattr(cliparser, "_quick", lambda word, c: made.append(word) or real(word, c))
    assert cliparser.parse(["check", SABER], cli).func is cli.cmd_check
    assert cliparser.parse(["check", SABER, "--json"], cli).json
    assert made == ["check"]
    replaced = lambda args: 0  # noqa: E731
    monkeypatch.setattr(cli, "cmd_check", replaced)
    assert cliparser.parse(["check", SABER], cli).func is replaced
    assert made == ["check", "check"]


def test_a_parser_made_in_another_language_is_not_reused(monkeypatch):
    """argparse's own words ("show this help message and exit") come from gettext when the
    parser is made: a change of LANGUAGE makes a new parser."""
    monkeypatch.setattr(cliparser, "_MADE", {})
    english = os.strerror(errno.ENOENT)
    try:
        with monkeypatch.context() as env:
            env.setenv("LANGUAGE", "en")
            first = cliparser._once(cliparser.parser, cli=cli)
            assert cliparser._once(cliparser.parser, cli=cli) is first
            env.setenv("LANGUAGE", "ja")
            assert cliparser._once(cliparser.parser, cli=cli) is not first
    finally:
        # The C library keeps each message it translated while LANGUAGE was ja under the
        # locale's name (C.UTF-8 once a Qt application set the locale), not the language: the
        # system's own error texts (strerror: "No such file or directory") stayed Japanese for
        # the rest of the test process, where an English reason is checked
        # (tests/builder/systems/chuseihai/test_chuseihai.py). Setting the message domain again
        # empties that store.
        locale.textdomain(locale.textdomain(None))
    assert os.strerror(errno.ENOENT) == english
