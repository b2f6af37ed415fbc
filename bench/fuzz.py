"""The long hostile-input run: every fuzz test with a large budget, every kill test with many
kills, and a count of what was tried (the README's Reliability figures).

    QT_QPA_PLATFORM=offscreen python bench/fuzz.py [--examples 5000] [--kills 200]

It runs the fuzz and kill tests under pytest with ``GRAIL_FUZZ_EXAMPLES`` and ``GRAIL_KILLS``
set (CI runs the same tests with small budgets), reads hypothesis's statistics, and prints one
row per test: examples tried, failing, seconds; then the totals. Exit 1 if anything failed.
A failing example hypothesis finds is printed by pytest above the table; keep it as a file in
``tests/corpus/`` and fix the bug.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# tests that take their size from GRAIL_FUZZ_EXAMPLES / GRAIL_KILLS (tests/fuzzbudget.py)
FUZZ_TESTS = [
    "tests/builder/core/test_fuzz_characters.py",   # character loader, check, check --json, explain
    "tests/builder/core/test_pack_fuzz.py",         # pack and campaign layers, formulas, bytes
    "tests/exports/test_fuzz_exports.py",      # every export with hostile text in every field
    "tests/exports/pdf/test_layout_safety.py",     # layout strings and hostile layouts
    "tests/forms/app/test_stateful_window.py",     # random edits, undos, redos, saves in the window
    "tests/builder/gm/test_forge.py",             # the NPC forge: any seed, type, rank level, reading; --keep
    "tests/builder/files/test_links_confined.py",    # any link text: nothing opened outside the folder (#29)
    "tests/builder/core/test_public_everywhere.py",  # any Servant of five systems, any secret flags (#29)
]
KILL_TESTS = [
    "tests/builder/files/test_save_kill.py",         # SIGKILL during save (plain, hard link, symlink)
    "tests/forms/app/test_recovery.py",            # SIGKILL mid-edit and during autosave
]
CORPUS_TESTS = [
    "tests/builder/cli/test_corpus_characters.py",
    "tests/builder/core/test_pack_corpus.py",
    "tests/builder/core/test_pack_safety.py",
    "tests/builder/cli/test_cli_robust.py",
    "tests/exports/test_crashers.py",
]

LOG = ROOT / "bench" / "fuzz-last.log"
STAT = re.compile(r"^(tests/\S+::\S+):\s*$|(\d+) passing, (\d+) failing", re.M)


def run(files: list[str], env: dict[str, str]) -> tuple[int, str, float]:
    existing = [f for f in files if (ROOT / f).is_file()]
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rf", "-p", "no:cacheprovider",
                           "--hypothesis-show-statistics", *existing],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    return proc.returncode, proc.stdout + proc.stderr, time.perf_counter() - start


def examples(output: str) -> list[tuple[str, int, int]]:
    rows, current = [], None
    for match in STAT.finditer(output):
        if match.group(1):
            current = match.group(1)
        elif current:
            rows.append((current, int(match.group(2)), int(match.group(3))))
            current = None
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=5000)
    parser.add_argument("--kills", type=int, default=200)
    args = parser.parse_args()
    env = dict(os.environ, GRAIL_FUZZ_EXAMPLES=str(args.examples), GRAIL_KILLS=str(args.kills),
               QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env.pop("PYTHONUNBUFFERED", None)  # a user's shell does not set it; it hides short pipe writes
    status, output, seconds = run(FUZZ_TESTS + KILL_TESTS + CORPUS_TESTS, env)
    rows = examples(output)
    corpus = sum(1 for p in (ROOT / "tests" / "corpus").rglob("*") if p.is_file() and p.suffix != ".md"
                 and p.name != "expect.json")
    LOG.write_text(output, encoding="utf-8")
    lines = output.strip().splitlines()
    for line in lines:
        if line.startswith(("FAILED", "ERROR")):
            print(line)
    print(lines[-1] if lines else "", f"(full output: {LOG.relative_to(ROOT)})")
    print(f"\n{'test':<100} {'tried':>7} {'failing':>7}")
    for name, passing, failing in rows:
        print(f"{name:<100} {passing + failing:>7} {failing:>7}")
    tried = sum(p + f for _, p, f in rows)
    failing = sum(f for _, _, f in rows)
    print(f"\nhostile inputs generated: {tried} ({failing} failing); corpus files replayed: {corpus}; "
          f"kills per kill test: {args.kills}; {seconds:.0f} s")
    return 1 if status or failing else 0


if __name__ == "__main__":
    sys.exit(main())
