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


#: the example folders by system (the top folder holds Fate/roll dice's)
EXPORT_LAYOUTS = ("default", "full", "gm-compact")


def export_commands(groups: dict[str, list[Path]]) -> list[list[str]]:
    """The export commands of :func:`main`'s ``--exports``; ``{out}`` is a per-tree output path."""
    out = []
    for system, files in groups.items():
        names = [str(f) for f in files]
        for public in ([], ["--public"]):
            out += [["export", *names, "--text", "-", *public], ["export", *names, "--text", "-", "--lang", "en", *public],
                    ["export", *names, "--discord", *public], ["export", *names, "--ccfolia", "{out}", *public],
                    ["export", *names, "--udonarium", "{out}.zip", *public]]
            out += [["export", *names, "--pdf", "{out}.pdf", "--invariant", "--layout", layout, *public]
                    for layout in EXPORT_LAYOUTS]
            out += [["export", str(f), "--pdf", "{out}.pdf", "--invariant", "--layout", layout, *public]
                    for f in files for layout in ("default", "full") if system == "fate-roll-dice"]
    return out


def example_groups(root: Path, system: str | None) -> dict[str, list[Path]]:
    groups = {"fate-roll-dice": sorted((root / "examples").glob("*.json"))}
    for folder in sorted(p for p in (root / "examples").iterdir() if p.is_dir()):
        groups[folder.name] = sorted(folder.glob("*.json"))
    return {k: v for k, v in groups.items() if v and (system is None or k == system)}


#: run in each tree: every command of a JSON list through ``builder.cli.main`` in one process
#: (a process per command costs seconds on a busy machine); each command's status, stdout,
#: stderr and written files go to ``OUT/<n>.*``
_BATCH = r"""
import io, json, os, sys
from builder.cli import main
out = sys.argv[1]
for n, argv in enumerate(json.load(sys.stdin)):
    target = os.path.join(out, f"{n}.out")
    argv = [a.replace("{out}", target) for a in argv]
    saved = sys.stdout, sys.stderr
    with open(os.path.join(out, f"{n}.stdout"), "wb") as so, open(os.path.join(out, f"{n}.stderr"), "wb") as se:
        sys.stdout = io.TextIOWrapper(so, encoding="utf-8", errors="backslashreplace")
        sys.stderr = io.TextIOWrapper(se, encoding="utf-8", errors="backslashreplace")
        try:
            code = main(argv)
        except SystemExit as e:
            code = e.code
        sys.stdout.flush(); sys.stderr.flush()
        sys.stdout.detach(); sys.stderr.detach()
    sys.stdout, sys.stderr = saved
    with open(os.path.join(out, f"{n}.status"), "w") as f:
        f.write(str(code))
"""


def run_batch(tree: Path, commands: list[list[str]]) -> list[tuple[int, bytes, bytes]]:
    """Each command's (status, stdout + written files, stderr) in ``tree``, in one process."""
    import json
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-c", _BATCH, tmp], input=json.dumps(commands).encode(), env=env,
                       cwd=tree, check=True)
        results = []
        for n in range(len(commands)):
            base = Path(tmp) / str(n)
            target = str(base) + ".out"
            written = b"".join(_written(Path(tmp) / name) for name in sorted(os.listdir(tmp))
                               if name.startswith(f"{n}.out"))
            results.append((int((Path(tmp) / f"{n}.status").read_text() or 0),
                            (Path(tmp) / f"{n}.stdout").read_bytes().replace(target.encode(), b"OUT") + written,
                            (Path(tmp) / f"{n}.stderr").read_bytes().replace(target.encode(), b"OUT")))
        return results


def _written(path: Path) -> bytes:
    """The bytes an export wrote at ``path`` (a folder: each file's name and bytes, sorted)."""
    if path.is_dir():
        return b"".join(f.name.encode() + b"\0" + f.read_bytes() for f in sorted(path.iterdir()))
    return path.read_bytes() if path.exists() else b""


def run(tree: Path, argv: list[str]) -> tuple[int, bytes, bytes]:
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    if any("{out}" in a for a in argv):
        with tempfile.TemporaryDirectory() as tmp:
            target = str(Path(tmp) / "out")
            argv = [a.replace("{out}", target) for a in argv]
            p = subprocess.run([sys.executable, "-m", "builder.cli", *argv], capture_output=True, env=env, cwd=tree)
            written = b"".join(_written(Path(tmp) / name) for name in sorted(os.listdir(tmp)))
            return (p.returncode, p.stdout.replace(target.encode(), b"OUT") + written,
                    p.stderr.replace(target.encode(), b"OUT"))
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
    p.add_argument("--exports", action="store_true", help="compare the exports of the examples instead")
    p.add_argument("--system", help="with --exports: only this system's examples")
    args = p.parse_args()
    if args.exports:
        bad = 0
        argvs = export_commands(example_groups(args.new, args.system))
        olds, news = run_batch(args.old.resolve(), argvs), run_batch(args.new.resolve(), argvs)
        for argv, old, new in zip(argvs, olds, news):
            if old != new:
                bad += 1
                what = [k for k, x, y in zip(("status", "output", "stderr"), old, new) if x != y]
                detail = first_difference(old[1 if "output" in what else 2], new[1 if "output" in what else 2])
                shown = [a if not a.endswith(".json") else Path(a).name for a in argv]
                print(" ".join(shown)[:160], "differs in", ", ".join(what), "—", detail)
        print("identical" if not bad else f"{bad} commands differ")
        return 1 if bad else 0
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
