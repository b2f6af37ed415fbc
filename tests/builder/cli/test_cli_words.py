"""Every line the command line shows a user comes from the catalogue, in both languages
(issue 28 item 3: "every string the ... CLI ... show has its English", and its Japanese).

The walk reads builder/cli/*.py and the plug-in commands' modules (Fate/roll dice's
``reaction``) with :mod:`ast`: what is passed to ``say()``, ``out()`` or ``input()`` may hold
no words of its own (a string literal with a letter in it), only ``words("key", ...)`` (the
``cli.*`` entries of builder/words/locale/messages.json), values, and layout (spaces,
punctuation). The few exceptions are listed below, each with why.
"""
from __future__ import annotations

import ast
import json
import re
import string
from pathlib import Path

from builder.cli.main import main

ROOT = Path(__file__).resolve().parents[3]
SOURCES = [*sorted((ROOT / "builder" / "cli").glob("*.py")),
           ROOT / "builder" / "systems" / "fate_roll_dice" / "reaction.py"]
SHOWN = {"say", "out", "input", "confirmed"}  # the functions whose argument a user reads (confirmed: a y/N prompt)

# (file, the literal) shown as it is, and why it needs no catalogue entry
ALLOWED: set[tuple[str, str]] = {
    # argparse's usage errors for a too long or NUL value (model_text): argparse's own messages
    # ("usage: ...", "error: ...") are English, so its type errors stay English with them
    ("parser.py", "at most "), ("parser.py", " characters ("), ("parser.py", " given), the file's own limit"),
    ("parser.py", "a NUL character is not allowed"),
    ("forge.py", " is not a whole number"), ("forge.py", " is outside 0…2**63−1"), ("forge.py", " is outside 0…999"),
    # the lazy import's AttributeError (PEP 562 __getattr__): for a programmer, as Python's own
    ("common.py", "module "), ("common.py", " has no attribute "),
    ("main.py", "module "), ("main.py", " has no attribute "),
    # a place in the war file (a JSON pointer), named as the file spells it
    ("war.py", "/pairs/"),
    # the war export's plug-in is missing: an ImportError caught and shown through war.no_exports
    ("war.py", "no installed package registers grail_builder.war export"),
}

WORD = re.compile(r"[^\W\d_]")  # a letter in any script: a literal with one is a word the user reads


def _literals(node: ast.AST) -> list[str]:
    """The string literals written in ``node`` outside a ``words(...)`` call (whose key and
    keyword names are the catalogue's, not shown text)."""
    if isinstance(node, ast.Call) and getattr(node.func, "id", "") in {"words", "hasattr", "getattr"}:
        return []  # a catalogue key and its parameters' names; an attribute's name
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Subscript):  # row["name"]: a key into data, not shown text
        return _literals(node.value)
    if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in {"get", "join", "rstrip", "strip", "lstrip"}:
        return _literals(node.func.value) + [s for a in node.args[1:] for s in _literals(a)]
    found: list[str] = []
    for child in ast.iter_child_nodes(node):
        found += _literals(child)
    return found


def _shown(node: ast.AST) -> list[ast.AST]:
    """What of ``node`` a user reads: the arguments of a call to say/out/input/confirmed, the
    message of an exception raised (the command shows it), and both sides of a choice made on
    the language (``"…" if lang == "ja" else "…"``: words that belong in the catalogue)."""
    if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in SHOWN:
        return list(node.args)
    if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
        return list(node.exc.args)
    if isinstance(node, ast.IfExp) and any(isinstance(c, ast.Constant) and c.value in ("ja", "en")
                                           for c in ast.walk(node.test)):
        return [node.body, node.orelse]
    return []


def _shown_literals() -> list[tuple[str, int, str]]:
    found = []
    for source in SOURCES:
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            for arg in _shown(node):
                for text in _literals(arg):
                    if WORD.search(text) and (source.name, text) not in ALLOWED:
                        found.append((source.name, node.lineno, text))
    return found


def test_the_walk_finds_words_written_in_place(tmp_path):
    # the walk itself: a literal with words is found, layout and a catalogue key are not
    tree = ast.parse('say(f"{x}: cannot write")\nout(f"  {y}: {z}")\nsay(words("file.exists", path=p))')
    texts = [t for n in ast.walk(tree) for a in _shown(n) for t in _literals(a) if WORD.search(t)]
    assert texts == [": cannot write"]
    tree = ast.parse('raise PackError(f, "", "no such table")\nx = "無名" if lang == "ja" else "unnamed"\n'
                     'y = "ja" if a else "en"')  # the last: the language itself, no words
    assert sorted(t for n in ast.walk(tree) for a in _shown(n) for t in _literals(a) if WORD.search(t)) == [
        "no such table", "unnamed", "無名"]


def test_no_command_line_message_is_written_in_place():
    assert _shown_literals() == []


def _catalogue() -> dict[str, dict[str, str]]:
    return json.loads((ROOT / "builder" / "words" / "locale" / "messages.json").read_text(encoding="utf-8"))


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_cli_entry_has_both_languages_with_the_same_placeholders():
    entries = {key: entry for key, entry in _catalogue().items() if key.startswith("cli.")}
    assert len(entries) > 50  # the command line's words are there (not an empty walk)
    for key, entry in entries.items():
        assert entry.get("ja") and entry.get("en"), key
        assert _fields(entry["ja"]) == _fields(entry["en"]), key


def test_every_key_the_command_line_uses_is_in_the_catalogue():
    entries = _catalogue()
    for source in SOURCES:
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "words" and node.args:
                key = node.args[0]
                if isinstance(key, ast.Constant):
                    assert f"cli.{key.value}" in entries, (source.name, node.lineno, key.value)
                else:  # an f-string key (the side file's states): each of its values is in the catalogue
                    assert isinstance(key, ast.JoinedStr), (source.name, node.lineno)


def test_a_command_speaks_japanese_with_lang_ja_and_english_without(capsys):
    # `new` without a system or --example: the usage message, in the language asked for
    assert main(["new", "--lang", "ja"]) == 2
    assert capsys.readouterr().err == (
        "grail-builder: new: システムを指定してください(grail-builder systems で一覧)、または --example NAME\n")
    assert main(["new"]) == 2  # a command that had no --lang speaks English by default, as it always did
    assert capsys.readouterr().err == (
        "grail-builder: new: give a system (grail-builder systems lists them) or --example NAME\n")


def test_a_side_file_of_an_unknown_system_is_refused_in_japanese(tmp_path, capsys):
    side = tmp_path / "side.json"
    assert main(["side", "new", str(side), "--system", "nosuch", "--lang", "ja"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("grail-builder: nosuch: 不明なシステムです。あるもの: ") and "fate-roll-dice" in err
    assert not side.exists()
