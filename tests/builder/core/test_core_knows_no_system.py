"""The core's pack model knows no system (issue 25 item 2).

The core (``builder/core/*.py``) holds the envelope of a rule pack (manifest, layers, readings,
rule numbers, formulas, rule texts); each system's typed content is its plug-in's
``content_model``, in its own folder. This test reads the core's code (docstrings and comments
aside: they may speak of "a system's content" or cite a rule as an example) and finds no term of
Fate/roll dice's pack: its entry lists, its level letters, its lookups, its Japanese terms, its id.
The import contract ``core`` (pyproject.toml) proves the same for imports.
"""
from __future__ import annotations

import ast

from tests.conftest import ROOT

#: names of Fate/roll dice's pack content and its loaded pack (builder/systems/fate_roll_dice/packcontent.py)
FATE_NAMES = {"np_effects", "alignment", "ranks", "gear_kinds", "categories", "upkeep_uses", "PackContent",
              "FatePack", "SkillDef", "RankDef", "NpEffectDef", "TypeDef", "KindDef", "letter", "find_type",
              "LIST_FIELDS", "KEYED_FIELDS", "troop"}
#: Fate/roll dice's level letters (000_8acb8ad758a0196c.txt L863) and its words and ids
FATE_TEXT = {"E", "D", "C", "B", "A", "EX"}
FATE_WORDS = ("宝具", "ランク", "令呪", "サーヴァント", "fate-roll-dice", "fate_roll_dice")


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                found.add(id(first.value))
    return found


def _names(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.alias):
        return [node.name.rpartition(".")[2], node.asname or ""]
    if isinstance(node, ast.keyword):
        return [node.arg or ""]
    if isinstance(node, ast.ImportFrom):
        return (node.module or "").split(".")
    return []


def fate_terms(source: str) -> list[str]:
    """Every Fate/roll dice term in ``source``'s code, as ``line: term``, in line order."""
    tree = ast.parse(source)
    docs = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            if node.value in FATE_TEXT or any(w in node.value for w in FATE_WORDS):
                found.append((node.lineno, repr(node.value)))
        for name in _names(node):
            words = set(name.split("_")) | {name}
            if FATE_NAMES & words or any(w in name for w in FATE_WORDS):
                found.append((getattr(node, "lineno", 0), name))
    return [f"{line}: {term}" for line, term in sorted(found)]


def test_the_core_code_names_no_term_of_fate_roll_dices_pack():
    problems = {path.name: terms for path in sorted((ROOT / "builder" / "core").glob("*.py"))
                if (terms := fate_terms(path.read_text(encoding="utf-8")))}
    assert problems == {}


def test_the_search_finds_what_the_core_held_before():
    """The search can fail: the core's pack code as it was before item 2 (a typed field and the
    level-letter lookup of the old ``RulePack``) is found, a docstring naming them is not."""
    before = '''
class RulePack:
    """Lookups such as np_effects and letter() live in a system's folder."""
    np_effects: dict = {}

    def letter(self, value):
        return "EX" if value > 6 else "-"
'''
    assert fate_terms(before) == ["4: np_effects", "6: letter", "7: 'EX'"]
