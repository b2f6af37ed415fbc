"""Every chat-palette line the exports can write, for the BCDice check.

``corpus()`` returns the lines of every Fate/roll dice example and test fixture, and of
hand-made characters covering every skill of the pack (each of the 103, and the 悪癖・弱点
examples) in every kind of use: at level B with a pattern-1 "+" and a pattern-2 "−" (so the
plus, minus and level-gated uses show, e.g. 薄命's 2d6 from B, L1278), at EX, and with every
option a use needs (and at C and A without marks). Each line is given expanded (params substituted), as ココフォリア sends it.
"""
from __future__ import annotations

import functools
from pathlib import Path

from builder.core.build import Build
from builder.core.documents import load_build, parse_build
from builder.core.engine import evaluate
from builder.core.packs import RulePack, load_pack
from builder.core.sheet import Sheet
from builder.systems.fate_roll_dice import palette

ROOT = Path(__file__).resolve().parents[2]


def _files() -> list[Path]:
    return sorted((ROOT / "examples").glob("*.json")) + sorted((ROOT / "tests/exports/fixtures").glob("*.json"))


def skill_builds(pack) -> list[dict]:
    """One character per skill and variant (B with +/−, EX), with the options its uses need."""
    out = []
    for sdef in pack.skills.values():
        kind = "master" if "master" in sdef.only else "saber"
        options = sorted({u.option for u in (sdef.uses or pack.skills[sdef.parent].uses if sdef.parent else sdef.uses)
                          if u.option})
        for level, marks in (("B", [{"sign": "+", "pattern": 1}, {"sign": "-", "pattern": 2, "condition": "雨の日"}]),
                             ("C", []), ("A", []), ("EX", [])):
            out.append({"schema_version": 1, "system": "fate-roll-dice", "type": kind, "name": f"{sdef.name}{level}",
                        "stats": {"strength": {"level": "EX"}, "luck": {"level": "B", "marks": [
                            {"sign": "-", "pattern": 1}, {"sign": "-", "pattern": 1}]}},
                        "skills": [{"id": sdef.id, "level": level, "marks": marks, "options": options}]})
    return out


@functools.cache
def characters() -> tuple[tuple[str, RulePack, Build, Sheet], ...]:
    """(name, pack, build, sheet) of every example, fixture and hand-made character.

    Worked out once per process: about 600 evaluations that the palette tests each walked again
    (a Build is frozen, the pack is load_pack's read-only one, and no test changes a sheet)."""
    pack = load_pack("fate-roll-dice")
    out = []
    for f in _files():
        build = load_build(f)
        if build.system == "fate-roll-dice":
            out.append((f.name, pack, build, evaluate(pack, build)))
    for doc in skill_builds(pack):
        build = parse_build(doc)
        out.append((doc["name"], pack, build, evaluate(pack, build)))
    return tuple(out)


@functools.cache
def expanded_palettes() -> tuple[tuple[str, Sheet, tuple[str, ...]], ...]:
    """(name, sheet, its palette lines expanded) of every character of :func:`characters`, in
    its order: what ココフォリア sends for each line."""
    out = []
    for name, pack, build, sheet in characters():
        values = palette.params(pack, build, sheet)
        out.append((name, sheet, tuple(palette.expand(line, values)
                                       for line in palette.palette_lines(pack, build, sheet))))
    return tuple(out)


@functools.cache
def _corpus() -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for _, _, lines in expanded_palettes():
        for line in lines:
            seen.setdefault(line, None)
    return tuple(seen)


def corpus() -> list[str]:
    """Every palette line, expanded, in a stable order without repeats (a new list each call)."""
    return list(_corpus())


def command(line: str) -> str:
    """The BCDice command of a palette line: what comes before the first space."""
    return line.split(" ", 1)[0]


CHECKER = ROOT / "scripts" / "bcdice_check.mjs"
FIXTURE = ROOT / "tests" / "fixtures" / "bcdice_accepted.json"


def bcdice_available() -> bool:
    """Node and the installed ``bcdice`` package (``npm ci --prefix scripts/bcdice``)."""
    import shutil
    return bool(shutil.which("node")) and (ROOT / "scripts/bcdice/node_modules/bcdice/package.json").is_file()


def run_bcdice(lines: list[str]) -> dict:
    """Real BCDice's verdict on each line (``scripts/bcdice_check.mjs``): its JSON output."""
    import json
    import subprocess
    done = subprocess.run(["node", str(CHECKER)], input=json.dumps(lines), capture_output=True,
                          text=True, encoding="utf-8", timeout=300)
    if done.returncode not in (0, 1):
        raise RuntimeError(f"bcdice_check.mjs failed: {done.stderr}")
    return json.loads(done.stdout)


def echo(text: str) -> str:
    """The command as BCDice read it, from its result text: ``(10B6<=5) ＞ …`` → ``10B6<=5``."""
    return text.split(" ", 1)[0].strip("()") if text.startswith("(") else ""
