"""Benchmark: ``grail-builder audit`` on rosters of 100, 1,000 and 5,000 character files.

Run: ``python bench/bench_audit.py [--jobs N] [--sizes 100,1000,5000] [--runs 3]`` (prints
JSON; results are kept in bench/results.md). Each roster is copies of every example character
of every system (``examples/**/*.json`` that are characters: Fate/roll dice, 中聖杯, 英雄点,
月姫+, Grail Tactics; a side's pairs and a units table are left out), one copy of the tree per
folder so partner links still resolve, cut to the size asked, in a temporary folder. For each size and run (median of ``--runs``):

- ``audit``: :func:`builder.gm.audit.audit_paths` as ``grail-builder audit --jobs N`` runs it
  (pack cache emptied first, so each run loads its packs, as a command does), then the table
  formatted; characters per second;
- ``floor``: reading and parsing the same files with ``json.loads`` in the same run, the least
  any audit must pay; characters per second.
Target (issue 12): 5,000 characters a second on 2 cores.

``--cpu``: on a machine shared with other work, where wall clock mostly measures the wait for
a core, the CPU time of this process (``time.process_time``) for ``audit --jobs 1`` (packs
loaded once, before: the per-character cost alone) and for the floor, interleaved; reported
as milliseconds per character and their ratio. Before/after: run it from each tree in turn.

``--roster forged`` (or ``both``): copies flatter the figures, as :mod:`builder.core.expressions`
keeps each formula's results (≤ 1,024 per formula) and every copy of a character asks for the
same ones. A forged roster (:func:`forged_roster`) holds distinct characters instead: every
example character of the data systems once (partners linked), then characters made by the NPC
forge (:func:`builder.gm.forge.forge`, as ``grail-builder generate``), each with its own seed,
cycling over every Fate/roll dice type the forge makes (マスター and the seven classes) at
every ランクレベル the rulebook allows it, and every type of 中聖杯 (levels 5–100), 英雄点 and
千夜月姫+, in the examples' proportions (Fate 10 : 中聖杯 8 : 千夜月姫+ 5 : 英雄点 4; Grail
Tactics has only its examples: the forge needs a GM-entered table). Forging costs ~25 ms a
character, so the files are kept in ``--forged-cache`` (default: a folder in the temporary
directory) and reused by later runs and by the other tree of a before/after pair: they are the
input, the same for both; nothing of the audit is kept.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from builder.cli import main as cli  # noqa: E402
from builder.gm.audit import audit_file, audit_paths  # noqa: E402
from builder.gm.auditformat import render  # noqa: E402
from builder.cli.gm import _worker, warm_packs  # noqa: E402


def is_character(path: Path) -> bool:
    data = json.loads(path.read_bytes())
    return isinstance(data, dict) and "system" in data and "type" in data


def make_roster(folder: Path, size: int, characters_only: bool = False, fate_only: bool = False) -> list[Path]:
    """``size`` copies of the examples (with ``characters_only``, without the files that are
    no character: a side's pairs, a units table; with ``fate_only``, the Fate/roll dice
    examples, ``examples/*.json``), one copy of the tree per folder."""
    found = (ROOT / "examples").glob("*.json") if fate_only else (ROOT / "examples").rglob("*.json")
    examples = sorted(p for p in found if not characters_only or is_character(p))
    files: list[Path] = []
    copy = 0
    while len(files) < size:
        for source in examples:
            if len(files) == size:
                break
            target = folder / f"set{copy:04d}" / source.relative_to(ROOT / "examples")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
            files.append(target)
        copy += 1
    return files


def forge_specs() -> list[tuple[str, str | None, int | None]]:
    """(system, type, level) of the forged characters, in turn (see ``--roster forged``)."""
    from builder.core.packs import load_pack
    fate = load_pack("fate-roll-dice", user_layer=False)
    fate_specs = []
    for type_id in ("master", "saber", "lancer", "archer", "rider", "berserker", "assassin", "caster"):
        kind = fate.kinds[fate.types[type_id].kind]
        fate_specs += [("fate-roll-dice", type_id, rl) for rl in
                       range(kind.rank_base + kind.ranks_min, kind.rank_base + kind.ranks_max + 1)]
    data = {
        "chuseihai": [("chuseihai", k, lv) for lv in (5, 10, 20, 30, 40, 60, 100) for k in ("servant", "other")],
        "senya-tsukihime-plus": [("senya-tsukihime-plus", k, None) for k in ("pc", "master", "servant", "haihansha")],
        "eiyuten": [("eiyuten", k, None) for k in ("servant", "master")],
    }
    # one round of 27: 10 Fate, 8 中聖杯, 5 千夜月姫+, 4 英雄点, each list cycled where it left off
    share = [(fate_specs, 10), (data["chuseihai"], 8), (data["senya-tsukihime-plus"], 5), (data["eiyuten"], 4)]
    rounds = max(-(-len(specs) // count) for specs, count in share)
    return [specs[(r * count + i) % len(specs)] for r in range(rounds) for specs, count in share for i in range(count)]


def _forge_one(args: tuple[str, str | None, int | None, int, str]) -> str:
    system, type_id, level, seed, target = args
    from builder.core.documents import to_json
    from builder.gm.forge import ForgeError, load_for_forge, forge
    pack = load_for_forge(system)
    for attempt in range(20):  # a seed the forge refuses: the next one
        try:
            build = forge(system, type=type_id, level=level, seed=seed + attempt * 100_003, pack=pack)
            break
        except ForgeError:
            continue
    else:
        raise SystemExit(f"the forge refused {system} {type_id} {level} for 20 seeds from {seed}")
    Path(target).write_text(to_json(build), encoding="utf-8")
    return target


def forged_roster(folder: Path, size: int, cache: Path, jobs: int = 1) -> list[Path]:
    """``size`` distinct characters (see ``--roster forged``) in ``folder``, forged into
    ``cache`` the first time (seed = the character's number)."""
    examples = sorted(p for p in (ROOT / "examples").rglob("*.json")
                      if p.parent != ROOT / "examples" and is_character(p))[:size]
    specs = forge_specs()
    todo, names = [], []
    for n in range(size - len(examples)):
        system, type_id, level = specs[n % len(specs)]
        name = cache / system / f"{n:05d}-{type_id}-{level}.json"
        names.append(name)
        if not name.is_file():
            name.parent.mkdir(parents=True, exist_ok=True)
            todo.append((system, type_id, level, n, str(name)))
    if todo:
        print(f"forging {len(todo)} characters into {cache} …", file=sys.stderr)
        if jobs > 1:
            import multiprocessing
            with multiprocessing.get_context("fork").Pool(jobs) as pool:
                list(pool.imap_unordered(_forge_one, todo, chunksize=8))
        else:
            for item in todo:
                _forge_one(item)
    files = []
    for source in examples:
        target = folder / "examples" / source.relative_to(ROOT / "examples")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        files.append(target)
    for source in names:
        target = folder / "forged" / source.parent.name / source.name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        files.append(target)
    return files


DEFAULT_CACHE = Path(tempfile.gettempdir()) / "grail-bench-forged"


def roster(kind: str, folder: Path, size: int, cache: Path = DEFAULT_CACHE, jobs: int = 1) -> list[Path]:
    """The roster of ``kind`` (``copies`` or ``forged``) of ``size`` characters in ``folder``."""
    if kind == "forged":
        return forged_roster(folder, size, cache, jobs)
    return make_roster(folder, size, characters_only=True)


def floor(files: list[Path]) -> float:
    start = time.perf_counter()
    for f in files:
        json.loads(f.read_bytes())
    return time.perf_counter() - start


def audit(folder: Path, jobs: int) -> tuple[float, int]:
    cli._packs.clear()
    start = time.perf_counter()
    task = partial(audit_file, pack_for=cli.pack_for, campaign=(), lang="ja")
    result = audit_paths([str(folder)], task, jobs, _worker, (False,), warm_packs)
    render(result, "table")
    return time.perf_counter() - start, len(result.rows)


def cpu_figures(sizes: list[int], runs: int, kind: str = "copies", cache: Path = DEFAULT_CACHE) -> dict:
    """See ``--cpu`` in the module docstring."""
    out = {}
    for size in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            files = roster(kind, Path(tmp), size, cache, 2)
            task = partial(audit_file, pack_for=cli.pack_for, campaign=(), lang="ja")
            render(audit_paths([tmp], task, 1), "table")  # packs loaded, caches warm
            audits, floors = [], []
            for _ in range(runs):
                start = time.process_time()
                for f in files:
                    json.loads(f.read_bytes())
                floors.append(time.process_time() - start)
                start = time.process_time()
                result = audit_paths([tmp], task, 1)
                render(result, "table")
                audits.append(time.process_time() - start)
                assert len(result.rows) == size
            a, f = statistics.median(audits), statistics.median(floors)
            out[size] = {"audit_cpu_ms_per_character": round(a / size * 1000, 3),
                         "floor_cpu_ms_per_character": round(f / size * 1000, 4), "ratio_to_floor": round(a / f, 1)}
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--sizes", default="100,1000,5000")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--cpu", action="store_true", help="CPU time per character of audit --jobs 1 (busy machine)")
    p.add_argument("--roster", choices=("copies", "forged", "both"), default="copies",
                   help="copies of the examples, or distinct forged characters (see the module doc)")
    p.add_argument("--forged-cache", type=Path, default=DEFAULT_CACHE, help="where forged characters are kept")
    args = p.parse_args()
    kinds = ("copies", "forged") if args.roster == "both" else (args.roster,)
    sizes = [int(s) for s in args.sizes.split(",")]
    if args.cpu:
        print(json.dumps({kind: {"cpu": cpu_figures(sizes, args.runs, kind, args.forged_cache)} for kind in kinds},
                         indent=2))
        return
    print(json.dumps({kind: wall_figures(sizes, args.runs, args.jobs, kind, args.forged_cache) for kind in kinds},
                     indent=2))


def wall_figures(sizes: list[int], runs: int, jobs: int, kind: str, cache: Path) -> dict:
    """Wall-clock figures of ``audit --jobs`` on each size (see the module doc)."""
    out = {"jobs": jobs, "cpus": os.cpu_count(), "sizes": {}}
    args = argparse.Namespace(runs=runs, jobs=jobs)
    for size in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            files = roster(kind, Path(tmp), size, cache, 2)
            audits, floors = [], []
            for _ in range(args.runs):
                floors.append(floor(files))
                seconds, rows = audit(Path(tmp), args.jobs)
                assert rows == size, (rows, size)
                audits.append(seconds)
            a, f = statistics.median(audits), statistics.median(floors)
            out["sizes"][size] = {"audit_s": round(a, 3), "audit_chars_per_s": round(size / a),
                                  "floor_s": round(f, 4), "floor_chars_per_s": round(size / f),
                                  "ratio_to_floor": round(a / f, 1)}
    return out


if __name__ == "__main__":
    main()
