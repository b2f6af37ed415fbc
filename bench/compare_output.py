"""Byte-for-byte comparison of the CLI's output between two trees (before/after a speed change).

Run: ``python bench/compare_output.py OLD_TREE [NEW_TREE] [--size 300]`` (NEW_TREE defaults to
this tree). A roster of ``--size`` copies of ``examples/**/*.json`` (partner links kept: one copy
of the tree per folder, as ``bench_audit.make_roster`` builds it) is written once to a
temporary folder; each tree then runs, with ``PYTHONPATH`` set to it and the same interpreter:

- ``check`` of the roster: text, ``--json``, ``--lang en --strict``;
- ``explain`` of every example (``examples/**/*.json``), ja and ``--lang en``;
- ``audit`` of the roster folder, ``--format table|json|csv|md`` (and ``--lang en --strict``).

The roster also holds files that cannot be checked (:func:`add_unreadable`: not JSON, not an
object, an unknown system, a lone surrogate, nesting too deep, a number too large, a value
the model refuses, a folder and a named pipe called ``*.json``) and a JSON file that is no
character (skipped by ``audit``); ``check`` gets them first (the file checked before the
workers fork), among the sampled files and in the middle. ``check`` and ``audit`` also run with
``--jobs 1`` (no workers), so a pool's output is compared with a one-by-one run's as well.

``--roster forged`` uses distinct forged characters instead of copies (``bench_audit.py
--roster forged``: the data systems' examples and characters made by the NPC forge, kept in
``--forged-cache``), so every formula and table row is asked new values rather than the
examples' again; ``explain`` (the full sheet: stat and skill rows, sections) then also runs on
every 15th forged character. Each command's stdout, stderr and exit status must be identical; the script prints the
commands that differ (with the first differing line) and exits 1, else prints ``identical``.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from bench_audit import DEFAULT_CACHE, make_roster, roster as make_named_roster  # noqa: E402


def add_unreadable(roster: Path) -> list[Path]:
    """Files in ``roster/broken`` that cannot be checked, and one that is no character."""
    folder = roster / "broken"
    folder.mkdir()
    contents = {
        "not-json.json": b'{"system": "fate-roll-dice", "type": ',
        "not-object.json": b"[1, 2, 3]",
        "unknown-system.json": b'{"system": "no-such-system", "type": "x"}',
        "surrogate.json": b'{"system": "fate-roll-dice", "type": "saber", "name": "\\ud800"}',
        "too-deep.json": b'{"system": "fate-roll-dice", "type": "saber", "x": ' + b"[" * 70 + b"]" * 70 + b"}",
        "big-number.json": b'{"system": "fate-roll-dice", "type": "saber", "x": 123456789012345678901}',
        "refused-value.json": b'{"system": "fate-roll-dice", "type": "saber", "ranks": [{"id": 5}]}',
        "latin1.json": '{"system": "fate-roll-dice", "type": "saber", "name": "é"}'.encode("latin-1"),
        "pack-manifest.json": b'{"id": "house", "name": "house rules"}',
    }
    made = []
    for name, raw in contents.items():
        (folder / name).write_bytes(raw)
        made.append(folder / name)
    (folder / "a-folder.json").mkdir()
    made.append(folder / "a-folder.json")
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "a-fifo.json")
        made.append(folder / "a-fifo.json")
    return made


def commands(roster: Path, files: list[Path], examples: list[Path], broken: list[Path] = ()) -> list[list[str]]:
    names = [str(f) for f in files]
    bad = [str(f) for f in broken]
    if bad:  # first (checked before the workers fork), among the sampled files, in the middle
        names = [bad[0], *names[:5], *bad[1:4], *names[5:len(names) // 2], *bad[4:], *names[len(names) // 2:]]
    out = [["check", *names], ["check", "--json", *names], ["check", "--lang", "en", "--strict", *names],
           ["check", "--jobs", "1", *names]]
    for ex in examples:
        out += [["explain", str(ex)], ["explain", "--lang", "en", str(ex)]]
    for fmt in ("table", "json", "csv", "md"):
        out.append(["audit", "--format", fmt, str(roster)])
    out.append(["audit", "--lang", "en", "--strict", str(roster)])
    out.append(["audit", "--jobs", "1", "--format", "json", str(roster)])
    return out


def run(tree: Path, argv: list[str]) -> tuple[int, bytes, bytes]:
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    p = subprocess.run([sys.executable, "-m", "builder.cli", *argv], capture_output=True, env=env, cwd=tree)
    return p.returncode, p.stdout, p.stderr


def first_difference(a: bytes, b: bytes) -> str:
    for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines())):
        if x != y:
            return f"line {i + 1}: {x[:120]!r} | {y[:120]!r}"
    return f"lengths {len(a)} | {len(b)}"


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("old", type=Path)
    p.add_argument("new", type=Path, nargs="?", default=ROOT)
    p.add_argument("--size", type=int, default=300)
    p.add_argument("--roster", choices=("copies", "forged"), default="copies")
    p.add_argument("--forged-cache", type=Path, default=DEFAULT_CACHE)
    args = p.parse_args()
    examples = sorted((args.new / "examples").rglob("*.json"))
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        roster = Path(tmp)
        files = (make_roster(roster, args.size) if args.roster == "copies"
                 else make_named_roster("forged", roster, args.size, args.forged_cache, 2))
        if args.roster == "forged":
            examples = examples + [f for f in files if "forged" in f.parts][::15]
        broken = add_unreadable(roster)
        for argv in commands(roster, files, examples, broken):
            old, new = run(args.old.resolve(), argv), run(args.new.resolve(), argv)
            if old != new:
                bad += 1
                what = [k for k, x, y in zip(("status", "stdout", "stderr"), old, new) if x != y]
                stream = 1 if "stdout" in what else 2
                detail = first_difference(old[stream], new[stream])
                print(" ".join(argv[:4])[:100], "differs in", ", ".join(what), "—", detail)
    print("identical" if not bad else f"{bad} commands differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
