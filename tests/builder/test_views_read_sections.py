"""Views read a sheet's typed sections, never the engine's working figures (issue 25 item 1).

The :class:`~builder.core.sheet.Sheet` contract: every export and view reads ``sections``
(:mod:`builder.core.sections`); ``stats``/``skills``/``items`` are the engine's working data
(its own evaluation, the forges and a system's own wording of its sections read them). This
walks the source of the exports, the command line, the GM's tools, every system's war
module and diff, and the data systems' public view and roster level, and fails on any
``.stats``, ``.skills`` or ``.items`` read of something named ``sheet`` (``sheet.stats``,
``side.sheet.items``, ``master_sheet.skills``, ``sheets[i].stats``).
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import ROOT

#: the working figures a view must not read
WORKING = {"stats", "skills", "items"}


def _walked() -> list[Path]:
    roots = [ROOT / "exports", ROOT / "builder" / "cli", ROOT / "builder" / "gm",
             *sorted((ROOT / "builder" / "systems").glob("*/war"))]
    # a system's part of the diff, and the data systems' public view and roster level
    views = [*sorted((ROOT / "builder" / "systems").glob("*/diff.py")),
             ROOT / "builder" / "kit" / "public.py", ROOT / "builder" / "kit" / "plugin.py"]
    return sorted({*(p for root in roots for p in root.rglob("*.py")), *views})


def _is_sheet(node: ast.AST) -> bool:
    """Whether ``node`` names a sheet: ``sheet``, ``x.sheet``, ``…_sheet``, or ``sheets[…]``."""
    if isinstance(node, ast.Subscript):
        inner = node.value
        name = inner.id if isinstance(inner, ast.Name) else inner.attr if isinstance(inner, ast.Attribute) else ""
        return name == "sheets" or name.endswith("_sheets")
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return name == "sheet" or name.endswith("_sheet")


def working_reads(source: str, filename: str = "<source>") -> list[str]:
    """``file:line: expression`` of each read of a sheet's working figures in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Attribute) and node.attr in WORKING and _is_sheet(node.value):
            found.append(f"{filename}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_walk_covers_the_views():
    files = {p.relative_to(ROOT).as_posix() for p in _walked()}
    # the four readers issue 25 item 1 names, and a file of each walked folder
    for expected in ("builder/cli/sheet.py", "builder/gm/diff.py", "builder/systems/fate_roll_dice/war/summon.py",
                     "exports/sectionview.py", "exports/pdf/sections.py", "builder/systems/fate_roll_dice/diff.py",
                     "builder/kit/public.py", "builder/kit/plugin.py"):
        assert expected in files


@pytest.mark.parametrize(("source", "reads"), [
    ("sheet.stats.get('mana')", ["sheet.stats"]),
    ("for i in side.sheet.items: pass", ["side.sheet.items"]),
    ("rows = [r for r in sheet.skills]", ["sheet.skills"]),
    ("x = sheets[i].stats", ["sheets[i].stats"]),
    ("x = partner_sheet.items", ["partner_sheet.items"]),
    # what is no sheet's working figure: a pool's items, a build's stats, a section's rows
    ("sheet.pools.items(); build.stats; sheet.sections; sheets.items()", []),
])
def test_the_walk_finds_a_working_read(source, reads):
    assert [r.split(": ", 1)[1] for r in working_reads(source)] == reads


def test_no_view_reads_the_working_figures():
    found = [hit for path in _walked()
             for hit in working_reads(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())]
    assert found == []

