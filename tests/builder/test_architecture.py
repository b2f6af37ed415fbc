"""The engine stays pure and the committed schemas stay current."""
from __future__ import annotations

import ast
import functools
import json
import re
from pathlib import Path

import jsonschema
import pytest

from builder.core.packmerge import no_gc
from builder.core.schemarefs import schema_validator
from builder.schemagen import render, schemas
from tests.conftest import EXAMPLES, ROOT

FORBIDDEN_IMPORTS = {"PySide6", "reportlab", "forms"}
FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__"}


def _modules(package: str):
    yield from (ROOT / package).rglob("*.py")


def _nodes(path: Path) -> tuple[ast.AST, ...]:
    """Every node of ``path``'s syntax tree in :func:`ast.walk`'s order. The tests below look at
    every module's imports, calls and literals: each module's text is parsed and walked once a
    run (the cache is keyed by the text itself, so a changed file is read again; ast.walk's
    generator was most of this file's time when each test walked every module again)."""
    return _walked(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module", autouse=True)
def _trees_go_with_the_module():
    """The parsed trees are dropped when this module's tests end: some 470,000 objects the
    rest of the run would carry, and each of the collector's full passes would walk again."""
    yield
    _walked.cache_clear()


@functools.lru_cache(maxsize=None)
def _walked(text: str) -> tuple[ast.AST, ...]:
    # the collector paused: a module's tree is thousands of new objects, all kept, which set off
    # a pass over the whole test process every 700 (two thirds of the parse's time); trees hold
    # no cycles, so nothing is left for it to free
    with no_gc():
        return tuple(ast.walk(ast.parse(text)))


def _validate_all(schema: dict, paths) -> None:
    """``jsonschema.validate`` on each file, the schema checked against its meta-schema once
    (``validate`` checks it again for every file) and the same best-matching error raised."""
    jsonschema.validators.validator_for(schema).check_schema(schema)
    validator = schema_validator(schema)  # its references resolved once: the same errors (test_schemarefs)
    for path in paths:
        error = jsonschema.exceptions.best_match(validator.iter_errors(json.loads(path.read_text(encoding="utf-8"))))
        if error is not None:
            raise error


def test_engine_and_exports_do_not_import_qt():
    for package, banned in (("builder", FORBIDDEN_IMPORTS), ("exports", {"PySide6", "forms"})):
        if not (ROOT / package).is_dir():
            continue
        for path in _modules(package):
            for node in _nodes(path):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names = [node.module]
                for name in names:
                    assert name.split(".")[0] not in banned, f"{path}: imports {name}"


def test_no_code_runs_from_files():
    for package in ("builder", "exports", "forms"):
        if not (ROOT / package).is_dir():
            continue
        for path in _modules(package):
            for node in _nodes(path):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                    assert node.func.id not in FORBIDDEN_CALLS, f"{path}:{node.lineno} calls {node.func.id}"
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    mods = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                    assert not any(m.split(".")[0] in ("pickle", "marshal", "shelve") for m in mods), path


def test_committed_schemas_are_current():
    for name, schema in schemas().items():
        assert (ROOT / "schemas" / name).read_text(encoding="utf-8") == render(schema), (
            f"schemas/{name} is stale: run python -m builder.schemagen")


def test_examples_and_packs_validate_against_committed_schemas():
    character = json.loads((ROOT / "schemas" / "fate-roll-dice.character.schema.json").read_text(encoding="utf-8"))
    _validate_all(character, EXAMPLES.glob("*.json"))
    pack_schema = json.loads((ROOT / "schemas" / "fate-roll-dice.rulepack.schema.json").read_text(encoding="utf-8"))
    _validate_all(pack_schema, (ROOT / "builder" / "systems" / "fate_roll_dice" / "pack").rglob("content/*.json"))


def test_modules_stay_small():
    for package in ("builder",):
        for path in _modules(package):
            lines = len(path.read_text(encoding="utf-8").splitlines())
            assert lines <= 500, f"{path} has {lines} lines"


#: engine modules that compute rules; an exporter that imports one is computing a rule again
RULE_MODULES = ("builder.systems.fate_roll_dice", "builder.core.expressions", "builder.whatif", "builder.core.packcheck")
#: the parts of a RulePack that are rules rather than names and text
RULE_TABLES = {"rules", "rule_values", "formulas", "formula_sites", "settings", "setting", "level", "letter",
               "categories", "readings", "pricing"}
LEVEL_LETTERS = {"E", "D", "C", "B", "A", "EX"}


def _pack_names(nodes) -> set[str]:
    """Names that hold a rule pack: ``pack`` by the house convention, and any parameter
    annotated ``RulePack`` (``nodes``: a module's, :func:`_nodes`)."""
    names = {"pack"}
    for node in nodes:
        if isinstance(node, ast.arg) and node.annotation is not None and "RulePack" in ast.unparse(node.annotation):
            names.add(node.arg)
    return names


def test_exports_compute_no_rule():
    """Issue 10: "a rule is computed once, in the engine"; exports format what the Sheet says.

    Three checks on every module of ``exports/``, each one a way a rule came back before:
    it imports no engine module that computes rules (:data:`RULE_MODULES`: the dice and costs
    used to be recomputed from ``exports/bcdice.py``'s own copy); it reads no rule table of a
    pack (:data:`RULE_TABLES` on a name holding a ``RulePack``: the pack's numbers, settings,
    formulas, prices and level numbers belong to the engine; names and text may be read); and
    it writes no level ladder of its own (a literal holding level letters: the LETTERS/_lv
    copies in ``exports/model.py``). A figure an exporter needs is added to the Sheet instead.
    """
    problems = []
    for path in _modules("exports"):
        packs = _pack_names(_nodes(path))
        for node in _nodes(path):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                mods = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                problems += [f"{path.name}:{node.lineno} imports {m}" for m in mods
                             if any(m == r or m.startswith(r + ".") for r in RULE_MODULES)]
            elif isinstance(node, ast.Attribute):
                chain, root = [], node
                while isinstance(root, ast.Attribute):
                    chain.append(root.attr)
                    root = root.value
                if isinstance(root, ast.Name) and root.id in packs and RULE_TABLES & set(chain):
                    problems.append(f"{path.name}:{node.lineno} reads {ast.unparse(node)}")
            elif isinstance(node, ast.Constant) and node.value == "EX":
                problems.append(f"{path.name}:{node.lineno} writes the level letter EX")
            elif isinstance(node, (ast.List, ast.Tuple, ast.Set, ast.Dict)):
                items = node.keys + node.values if isinstance(node, ast.Dict) else node.elts
                letters = {i.value for i in items if isinstance(i, ast.Constant)} & LEVEL_LETTERS
                if len(letters) >= 3:
                    problems.append(f"{path.name}:{node.lineno} lists levels {sorted(letters)}")
    assert problems == []


def test_the_level_ladder_is_written_once():
    """One list of levels (issue 10: it was in six places): Fate/roll dice's
    ``builder.systems.fate_roll_dice.packmodel.Level`` declares it and
    ``builder.systems.fate_roll_dice.levels.LETTERS`` reads it; no other module of the engine,
    the window or the exports writes three or more level letters in one literal."""
    owner = ROOT / "builder" / "systems" / "fate_roll_dice" / "packmodel.py"
    problems = []
    for package in ("builder", "exports", "forms"):
        for path in _modules(package):
            if path == owner:
                continue
            for node in _nodes(path):
                if isinstance(node, (ast.List, ast.Tuple, ast.Set, ast.Dict)):
                    items = node.keys + node.values if isinstance(node, ast.Dict) else node.elts
                    letters = {i.value for i in items if isinstance(i, ast.Constant)} & LEVEL_LETTERS
                    if len(letters) >= 3:
                        problems.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert problems == []


def test_the_engine_door_imports_no_system():
    """builder/core/engine.py finds a system's evaluator through the grail_builder.systems entry
    point (builder/core/registry.py): adding a system touches no core file (issue 10)."""
    import ast
    from pathlib import Path

    from builder.core.registry import evaluator_for, systems
    root = Path(__file__).resolve().parents[2] / "builder"
    core = sorted(str(p.relative_to(root)) for p in [*root.glob("*.py"), *(  # the flat modules, moved
        p for d in ("core", "kit", "gm", "cli", "files", "words") for p in (root / d).glob("*.py")
        if p.name != "forge.py" or d == "cli")])  # the forge's door dispatches by system  # builder/systems/fate_roll_dice/ and builder/systems/ are plug-ins
    assert {"core/engine.py", "core/registry.py", "cli/main.py", "core/documents.py", "core/packs.py", "kit/evaluate.py"} <= set(core)
    for name in core:
        nodes = _nodes(root / name)
        imported = {node.module or "" for node in nodes if isinstance(node, ast.ImportFrom)}
        imported |= {a.name for node in nodes if isinstance(node, ast.Import) for a in node.names}
        assert not any("fate" in module or "systems." in module for module in imported), (name, imported)
    assert "fate-roll-dice" in systems() and evaluator_for("fate-roll-dice") is not None
    assert evaluator_for("no-such-system") is None


def test_a_system_without_a_plug_in_is_a_finding_not_a_crash(pack, monkeypatch):
    import builder.core.registry as registry
    from builder.core.documents import new_build
    from builder.core.engine import evaluate
    build = new_build(pack, "saber")
    monkeypatch.setattr(registry, "_entry_points", lambda: {})  # no package provides it
    registry.plugin_for.cache_clear()
    try:
        sheet = evaluate(pack, build)
    finally:
        registry.plugin_for.cache_clear()
    assert [f.code for f in sheet.findings] == ["system.no_evaluator"]


#: modules of a system's engine: only that system's own plug-in folders may import them
SYSTEM_MODULES = ("builder.systems.fate_roll_dice", "builder.systems")
#: every module of exports/ that imports a system's engine. None does: the sheet renderers
#: (sectionview.py, ccfolia.py, text.py, pdf.py …) format the Sheet's sections, and name
#: builder.systems.fate_roll_dice only in docstrings (where a figure is worked out).
EXPORTS_ALLOWED: frozenset[str] = frozenset()


def _imports(path: Path, package_root: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports, relative imports resolved (``from ..text`` in
    forms/pages/x.py is ``forms.session.text``), plus any string constant that is a dotted module name
    (``import_module("builder.systems.fate_roll_dice.x")``, ``"forms.systems.fate_roll_dice:UI"``)."""
    parts = list(path.relative_to(package_root.parent).with_suffix("").parts)
    package = parts[:-1]  # the package a relative import starts from (a module's or __init__'s)
    found = []
    for node in _nodes(path):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            # ``from . import base`` imports the module ``base``; ``from .x import y`` imports ``x``
            found += [(node.lineno, f"{module}.{a.name}") for a in node.names] if not node.module \
                else [(node.lineno, module)]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value.split(":")[0]
            if text and all(p.isidentifier() for p in text.split(".")) and "." in text:
                found.append((node.lineno, text))
    return found


def _names_a(module: str, prefixes) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def test_the_import_checker_resolves_relative_imports(tmp_path):
    folder = tmp_path / "forms" / "pages"
    folder.mkdir(parents=True)
    (folder / "x.py").write_text("from ..systems.fate_roll_dice import UI\nfrom . import base\n"
                                 "import_module('builder.systems.fate_roll_dice.levels')\n", encoding="utf-8")
    found = [m for _, m in _imports(folder / "x.py", tmp_path / "forms")]
    assert found == ["forms.systems.fate_roll_dice", "forms.pages.base", "builder.systems.fate_roll_dice.levels"]


def test_the_window_core_and_the_exports_import_no_system():
    """Issue 10 / DESIGN.md: "forms/systems/<id>/ only for a widget no generic page can give";
    "a new system touches no core file". No module of forms/ outside forms/systems/ imports a
    system's engine (builder.systems.fate_roll_dice, builder.systems) or a system's window plug-in
    (forms.systems.<id>: they are found through the grail_builder.forms entry point); no module
    of exports/ imports a system's engine (:data:`EXPORTS_ALLOWED`)."""
    problems = []
    forms_root = ROOT / "forms"
    for path in _modules("forms"):
        if (forms_root / "systems") in path.parents:
            continue
        for line, module in _imports(path, forms_root):
            if _names_a(module, SYSTEM_MODULES) or module.startswith("forms.systems."):
                problems.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    for path in _modules("exports"):
        if path.name in EXPORTS_ALLOWED:
            continue
        problems += [f"{path.relative_to(ROOT)}:{line} imports {module}"
                     for line, module in _imports(path, ROOT / "exports") if _names_a(module, SYSTEM_MODULES)]
    assert problems == []
    # the Fate window is whole in its plug-in: nothing there is left in the core folders
    assert not (forms_root / "costs.py").exists() and not (forms_root / "pages" / "stats_page.py").exists()


#: how the five systems are written (issue 25's proof: "grep for system ids and system terms outside
#: */systems/<id>/ and pack data finds none"): each id with - and with _, and each rulebook's title
SYSTEM_SPELLINGS = re.compile(
    r"fate[-_]roll[-_]dice|fate/roll ?dice|eiyuten|英雄点|chuseihai|中聖杯|senya[-_]tsukihime[-_]plus|千夜月姫"
    r"|grail[-_ ]tactics", re.IGNORECASE)


def _outside_the_systems(root):
    """Every Python module of builder/, exports/ and forms/ but a system's own folder
    (``<layer>/systems/<id>/``)."""
    for layer in ("builder", "exports", "forms"):
        for path in sorted((root / layer).rglob("*.py")):
            parts = path.relative_to(root / layer).parts
            if len(parts) > 2 and parts[0] == "systems":
                continue  # builder/systems/<id>/…, exports/systems/<id>/…, forms/systems/<id>/…
            yield path


def test_core_modules_name_no_system():
    """A system's rules, settings and words live in its plug-in (builder/systems/<id>/,
    exports/systems/<id>/, forms/systems/<id>/): no other module of the three layers writes a
    system's id in any spelling or a rulebook's title, in code, docstrings or comments (issue 25
    item 6), except the product's default, named once (forms/defaults.py: the window's first
    character, as the README says)."""
    from builder.core.registry import systems
    root = ROOT
    assert {s.replace("-", "_") for s in systems()} <= {"fate_roll_dice", "eiyuten", "chuseihai",
                                                          "senya_tsukihime_plus", "grail_tactics"}
    found = []
    for path in _outside_the_systems(root):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            found += [f"{path.relative_to(root)}:{number} {m.group(0)}" for m in SYSTEM_SPELLINGS.finditer(line)]
    assert found == ["forms/defaults.py:10 fate-roll-dice"], found


def test_the_system_grep_finds_each_spelling(tmp_path):
    """The grep above can fail: a docstring example, a comment and a string in each spelling are
    found, in every layer; a system's own folder is left alone."""
    for layer in ("builder/gm", "exports", "forms/app", "builder/systems/eiyuten"):
        (tmp_path / layer).mkdir(parents=True)
    (tmp_path / "builder/gm/a.py").write_text('"""e.g. ``grail-tactics L9``"""\nX = "fate_roll_dice"\n',
                                              encoding="utf-8")
    (tmp_path / "exports/b.py").write_text("# as Fate/roll dice's sheet\n# 千夜月姫+ and 中聖杯\n", encoding="utf-8")
    (tmp_path / "forms/app/c.py").write_text("# Grail Tactics, 英雄点, Senya-Tsukihime-Plus\n", encoding="utf-8")
    (tmp_path / "builder/systems/eiyuten/d.py").write_text("# eiyuten's own\n", encoding="utf-8")
    found = [(p.name, m.group(0)) for p in _outside_the_systems(tmp_path)
             for m in SYSTEM_SPELLINGS.finditer(p.read_text(encoding="utf-8"))]
    assert found == [("a.py", "grail-tactics"), ("a.py", "fate_roll_dice"), ("b.py", "Fate/roll dice"),
                     ("b.py", "千夜月姫"), ("b.py", "中聖杯"), ("c.py", "Grail Tactics"), ("c.py", "英雄点"),
                     ("c.py", "Senya-Tsukihime-Plus")]
