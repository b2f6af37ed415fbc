"""Benchmark: the command line's start-up (``--version``) and ``check`` throughput (issue 13).

Run: ``python bench/bench_cli.py [--runs 7] [--files 1000] [--root CHECKOUT]`` (prints JSON;
results are kept in bench/results.md). Every figure is a fresh process, timed by wall clock,
median of ``--runs``, interleaved with its floor so both see the same machine:

- ``version``: ``grail-builder --version`` (the console script's own lines: ``from
  builder.cli.main import main; sys.exit(main())``), as a ratio to ``python -c pass`` (reported for before/after);
- ``check``: ``grail-builder check`` of ``--files`` character files in one command, output to
  /dev/null; files per second (issue 13's 2,000 a second was retired by issue 25 item 9: a roster of
  tens of files must check in well under a second) and the ratio to a floor process that reads and
  ``json.loads`` the same files. Two rosters (as ``bench_audit.py`` makes them): ``fate``,
  copies of the Fate/roll dice examples (``examples/*.json``: the figure of issue 13), and
  ``all``, copies of every example character of every system (partners linked); with
  ``--forged``, also ``forged``: distinct characters of every system made by the NPC forge
  (``bench_audit.py --roster forged``), which the formula memo cannot flatter.

Both are run twice: with the bytecode cache (``.pyc`` files in a temporary
``PYTHONPYCACHEPREFIX``, as an installed app has them) and without it (this sandbox sets
``PYTHONDONTWRITEBYTECODE=1``, so every start compiles the modules it imports). ``--root``
measures another checkout; ``--compare OLD`` measures a second one in the same turns (e.g. an
unpacked ``git archive`` of the commit before), ``--jobs 1,2`` adds ``check --jobs N``.

``--cpu``: on a machine shared with other work, where wall clock mostly measures the wait for
a core, each figure is the CPU time (user + system) of the command and its worker processes
(``resource.getrusage(RUSAGE_CHILDREN)`` around each run) instead; "files_per_s" is then files
per CPU-second (2 cores could at best double it).
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

from bench_audit import DEFAULT_CACHE, make_roster, roster as named_roster  # noqa: E402

NEUTRAL = tempfile.gettempdir()
CONSOLE = "import sys; from builder.cli.main import main; sys.exit(main())"
FLOOR_READ = "import json, sys\nfor f in sys.argv[1:]:\n    json.loads(open(f, 'rb').read())"


CPU = False  # --cpu: time each run by the CPU it and its children used (see the module doc)


def _children_cpu() -> float:
    import resource
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def wall(argv: list[str], env: dict[str, str]) -> float:
    start = _children_cpu() if CPU else time.perf_counter()
    # cwd: a folder without a checkout, as ``-c`` puts the current folder first on sys.path
    done = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=NEUTRAL)
    seconds = (_children_cpu() if CPU else time.perf_counter()) - start
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


def interleaved(commands: dict[str, tuple[list[str], dict[str, str]]], floor: list[str],
                floor_env: dict[str, str], runs: int) -> tuple[dict[str, float], float]:
    """Median wall time of each command and of the floor, run in turns (floor, each command)."""
    for argv, env in commands.values():
        wall(argv, env)  # warm the page cache (and the .pyc cache)
    wall(floor, floor_env)
    took: dict[str, list[float]] = {name: [] for name in commands}
    base = []
    for _ in range(runs):
        base.append(wall(floor, floor_env))
        for name, (argv, env) in commands.items():
            took[name].append(wall(argv, env))
    return {name: statistics.median(t) for name, t in took.items()}, statistics.median(base)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--files", type=int, default=1000)
    p.add_argument("--root", type=Path, default=HERE.parent)
    p.add_argument("--compare", type=Path, action="append", default=[],
                   help="another checkout (e.g. the commit before), measured in the same turns")
    p.add_argument("--jobs", default="", help="also check with these --jobs values (e.g. 1,2)")
    p.add_argument("--skip-check", action="store_true")
    p.add_argument("--cpu", action="store_true", help="CPU time of each command and its workers (busy machine)")
    p.add_argument("--cached-only", action="store_true", help="only with the bytecode cache")
    p.add_argument("--forged", action="store_true", help="also a roster of distinct forged characters")
    p.add_argument("--forged-cache", type=Path, default=DEFAULT_CACHE)
    args = p.parse_args()
    global CPU
    CPU = args.cpu
    py = sys.executable
    roots = {str(r.resolve()): r.resolve() for r in [args.root, *args.compare]}
    out: dict = {"roots": list(roots), "runs": args.runs, "cpu_time": args.cpu, "cpus": os.cpu_count(), "load": os.getloadavg()}
    with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as roster:
        rosters = {name: [str(f) for f in make_roster(Path(roster) / name, args.files, characters_only=True,
                                                      fate_only=name == "fate")]
                   for name in ("fate", "all")}
        if args.forged:
            rosters["forged"] = [str(f) for f in named_roster("forged", Path(roster) / "forged", args.files,
                                                                 args.forged_cache, 2)]
        for cached in (True,) if args.cached_only else (True, False):
            envs = {name: environment(root, cached, cache + "/" + str(i)) for i, (name, root) in enumerate(roots.items())}
            key = "bytecode_cached" if cached else "no_bytecode_cache"
            figures: dict = {}
            took, floor = interleaved({r: ([py, "-c", CONSOLE, "--version"], envs[r]) for r in roots},
                                      [py, "-c", "pass"], envs[next(iter(roots))], args.runs)
            figures["python_c_pass_ms"] = round(floor * 1000, 1)
            figures["version"] = {r: {"ms": round(t * 1000, 1), "ratio": round(t / floor, 2)} for r, t in took.items()}
            for name, files in rosters.items() if not args.skip_check else ():
                commands = {r: ([py, "-c", CONSOLE, "check", *files], envs[r]) for r in roots}
                for jobs in [j for j in args.jobs.split(",") if j]:
                    commands[f"{next(iter(roots))} --jobs {jobs}"] = (
                        [py, "-c", CONSOLE, "check", "--jobs", jobs, *files], envs[next(iter(roots))])
                took, floor = interleaved(commands, [py, "-c", FLOOR_READ, *files], envs[next(iter(roots))],
                                          max(3, args.runs // 2))
                figures[f"check_{name}"] = {"files": len(files), "floor_read_s": round(floor, 3), **{
                    r: {"s": round(t, 3), "files_per_s": round(len(files) / t), "ratio_to_floor": round(t / floor, 1)}
                    for r, t in took.items()}}
            out[key] = figures
    out["load_after"] = os.getloadavg()
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
