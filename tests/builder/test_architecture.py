"""The engine stays pure and the committed schemas stay current."""
from __future__ import annotations

import ast
import json
from pathlib import Path

import jsonschema

from builder.schemagen import render, schemas
from tests.conftest import EXAMPLES, ROOT

FORBIDDEN_IMPORTS = {"PySide6", "reportlab", "forms"}
FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__"}


def _modules(package: str):
    yield from (ROOT / package).rglob("*.py")


def test_engine_and_exports_do_not_import_qt():
    for package, banned in (("builder", FORBIDDEN_IMPORTS), ("exports", {"PySide6", "forms"})):
        if not (ROOT / package).is_dir():
            continue
        for path in _modules(package):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
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
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
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
    character = json.loads((ROOT / "schemas" / "character.schema.json").read_text(encoding="utf-8"))
    for path in EXAMPLES.glob("*.json"):
        jsonschema.validate(json.loads(path.read_text(encoding="utf-8")), character)
    pack_schema = json.loads((ROOT / "schemas" / "rulepack.schema.json").read_text(encoding="utf-8"))
    for path in (ROOT / "builder" / "rulepacks").rglob("content/*.json"):
        jsonschema.validate(json.loads(path.read_text(encoding="utf-8")), pack_schema)


def test_modules_stay_small():
    for package in ("builder",):
        for path in _modules(package):
            lines = len(path.read_text(encoding="utf-8").splitlines())
            assert lines <= 500, f"{path} has {lines} lines"
