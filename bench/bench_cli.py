"""Benchmark: the command line's start-up (``--version``) and ``check`` throughput (issue 13).

Run: ``python bench/bench_cli.py [--runs 7] [--files 1000] [--root CHECKOUT]`` (prints JSON;
results are kept in bench/results.md). Every figure is a fresh process, timed by wall clock,
median of ``--runs``, interleaved with its floor so both see the same machine:

- ``version``: ``grail-builder --version`` (the console script's own lines: ``from
  builder.cli import main; sys.exit(main())``), as a ratio to ``python -c pass`` (target ≤ 2×);
- ``check``: ``grail-builder check`` of ``--files`` character files in one command, output to
  /dev/null; files per second (target ≥ 2,000) and the ratio to a floor process that reads and
  ``json.loads`` the same files. Two rosters (as ``bench_audit.py`` makes them): ``fate``,
  copies of the Fate/roll dice examples (``examples/*.json``: the figure of issue 13), and
  ``all``, copies of every example character of every system (partners linked).

Both are run twice: with the bytecode cache (``.pyc`` files in a temporary
``PYTHONPYCACHEPREFIX``, as an installed app has them) and without it (this sandbox sets
``PYTHONDONTWRITEBYTECODE=1``, so every start compiles the modules it imports). ``--root``
measures another checkout (e.g. a worktree of the commit before) with the same interpreter.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_audit import make_roster  # noqa: E402

CONSOLE = "import sys; from builder.cli import main; sys.exit(main())"
FLOOR_READ = "import json, sys\nfor f in sys.argv[1:]:\n    json.loads(open(f, 'rb').read())"


def wall(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 1):  # 1: a roster character with an error finding
        raise SystemExit(f"{argv[:4]}… failed ({done.returncode}): {done.stderr.decode()[-500:]}")
    return seconds


def environment(root: Path, cached: bool, cache_dir: str) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(root))
    if cached:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = cache_dir
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.pop("PYTHONPYCACHEPREFIX", None)
    return env


def pairs(command: list[str], floor: list[str], env: dict[str, str], runs: int) -> tuple[float, float]:
    wall(command, env), wall(floor, env)  # warm the page cache (and the .pyc cache)
    took, base = [], []
    for _ in range(runs):
        base.append(wall(floor, env))
        took.append(wall(command, env))
    return statistics.median(took), statistics.median(base)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--files", type=int, default=1000)
    p.add_argument("--root", type=Path, default=HERE.parent)
    p.add_argument("--skip-check", action="store_true")
    args = p.parse_args()
    py = sys.executable
    out: dict = {"root": str(args.root), "runs": args.runs, "cpus": os.cpu_count()}
    with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as roster:
        rosters = {name: [str(f) for f in make_roster(Path(roster) / name, args.files, characters_only=True,
                                                      fate_only=name == "fate")]
                   for name in ("fate", "all")}
        for cached in (True, False):
            env = environment(args.root.resolve(), cached, cache)
            key = "bytecode_cached" if cached else "no_bytecode_cache"
            v, floor = pairs([py, "-c", CONSOLE, "--version"], [py, "-c", "pass"], env, args.runs)
            figures = {"version_ms": round(v * 1000, 1), "python_c_pass_ms": round(floor * 1000, 1),
                       "version_ratio": round(v / floor, 2)}
            for name, files in rosters.items() if not args.skip_check else ():
                c, floor = pairs([py, "-c", CONSOLE, "check", *files], [py, "-c", FLOOR_READ, *files],
                                 env, max(3, args.runs // 2))
                figures[f"check_{name}"] = {
                    "files": len(files), "check_s": round(c, 3), "files_per_s": round(len(files) / c),
                    "floor_read_s": round(floor, 3), "ratio_to_floor": round(c / floor, 1)}
            out[key] = figures
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
