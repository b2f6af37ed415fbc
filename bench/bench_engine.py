"""Benchmark: ``evaluate`` on a full character, as a ratio to a floor measured in the same run.

Run: ``python bench/bench_engine.py`` (prints JSON; results are kept in bench/results.md).
The character: the example Saber plus ranks, 15 skills and two NPs with effects. The floor
is the cost of validating the same build with pydantic (``Build.model_validate``), the
least any edit must pay, measured interleaved with the engine so both see the same machine.
Target (issue #2): median under 1 ms. ``systems`` measures each data system's fullest example
the same way (issue 10: ``evaluate`` on every system, before and after). ``examples`` measures
every Fate/roll dice example file as it is (issue 13's "at most 5× its floor" was retired by issue
25 item 9: the ratio is reported, for before/after, not held to a bound). ``data_examples`` measures every data system's example character (``examples/<system>/
*.json``, partners read once) brief, ``detail=False``, as ``check`` and ``audit`` evaluate it
(issues 12/13: those evaluations dominate a mixed roster's audit). ``calls`` counts the Python
function calls of one ``evaluate`` (cProfile): a figure the load of a shared machine does not
move, for before/after. ``--data-only``: only ``systems`` and ``data_examples``.
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from builder.systems.fate_roll_dice.choices import FateBuild as Build  # noqa: E402
from builder.core.documents import load_build  # noqa: E402
from builder.core.engine import evaluate  # noqa: E402
from builder.core.packs import load_pack  # noqa: E402

SKILLS = ["taimaryoku", "kijou", "charisma", "maryoku_houshutsu", "chokkan", "kairiki", "senrigan", "yuumou",
          "shikirinaoshi", "sentou_zokkou", "mikiri", "gunryaku", "wajutsu", "zutsuumochi", "shingan"]


def full_character(pack) -> Build:
    data = load_build(ROOT / "examples" / "saber.json").model_dump(mode="json")
    data["skills"] = [{"id": s, "level": "C", "marks": [{"sign": "+", "pattern": 1}] if i % 4 == 0 else []}
                      for i, s in enumerate(SKILLS)]
    np_ = {"kind": "weapon", "activation": "single", "target": "anti_fortress", "rank": "C",
           "effects": [{"id": "bougyo_mushi"}, {"id": "hicchuu"}, {"id": "shiyou_kaisuu_gentei"}]}
    data["stats"]["noble_phantasm"] = {"level": "A"}
    data["noble_phantasms"] = [{**np_, "name": "一"}, {**np_, "name": "二", "rank": "D", "activation": "sustained"}]
    return Build.model_validate(data)


def timed(fn, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def measure(pack, build, call, rounds: int, per_round: int) -> dict:
    """Median ms of ``call`` and of the floor (validating the same build), interleaved."""
    data = build.model_dump(mode="json")
    model = type(build)
    engine, floor = [], []
    for _ in range(rounds):  # interleaved rounds; medians of per-round medians
        floor.append(statistics.median(timed(lambda: model.model_validate(data), per_round)))
        engine.append(statistics.median(timed(call, per_round)))
    return {
        "evaluate_median_ms": round(statistics.median(engine) * 1000, 4),
        "floor_model_validate_median_ms": round(statistics.median(floor) * 1000, 4),
        "ratio_to_floor": round(statistics.median(engine) / statistics.median(floor), 2),
    }


def data_systems(rounds: int, per_round: int) -> dict:
    """Each data system's fullest example, its partner read once (as the window keeps it)."""
    try:
        from builder.core.links import resolve_partner
    except ImportError:  # a checkout from before the data systems
        return {}
    found = {}
    for system, name in (("chuseihai", "saber.json"), ("eiyuten", "servant.json")):
        path = ROOT / "examples" / system / name
        if not path.is_file():
            continue
        pack = load_pack(system, user_layer=False)
        build = load_build(path)
        links = resolve_partner(build, path, lambda s: load_pack(s, user_layer=False))
        found[system] = {**measure(pack, build, lambda: evaluate(pack, build, links), rounds, per_round),
                         "calls": calls(lambda: evaluate(pack, build, links))}
    return found


def data_examples(rounds: int, per_round: int) -> dict:
    """Every data system's example character, brief (``detail=False``), its partner read once."""
    try:
        from builder.core.links import resolve_partner
    except ImportError:  # a checkout from before the data systems
        return {}
    found = {}
    for folder in sorted(p for p in (ROOT / "examples").iterdir() if p.is_dir()):
        for path in sorted(folder.glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            if not (isinstance(data, dict) and "system" in data and "type" in data):
                continue  # a side's pairs, a units table
            pack = load_pack(data["system"], user_layer=False)
            build = load_build(path)
            links = resolve_partner(build, path, lambda s: load_pack(s, user_layer=False))
            call = lambda: evaluate(pack, build, links, detail=False)  # noqa: E731
            found[f"{folder.name}/{path.name}"] = {**measure(pack, build, call, rounds, per_round),
                                                   "calls": calls(call)}
    return found


def calls(call) -> int:
    """Python function calls of one ``call`` (after a warm-up call)."""
    import cProfile
    import pstats

    call()
    profile = cProfile.Profile()
    profile.runcall(call)
    return pstats.Stats(profile).total_calls


def examples(rounds: int, per_round: int) -> dict:
    """Every Fate/roll dice example file as it is (issue 13's figure is examples/saber.json)."""
    pack = load_pack("fate-roll-dice", user_layer=False)
    found = {}
    for path in sorted((ROOT / "examples").glob("*.json")):
        build = load_build(path)
        if build.system == pack.id:
            found[path.name] = {**measure(pack, build, lambda: evaluate(pack, build), rounds, per_round),
                                "calls": calls(lambda: evaluate(pack, build))}
    return found


def main(rounds: int = 7, per_round: int = 300, data_only: bool = False) -> dict:
    if data_only:
        result = {"rounds": rounds, "calls_per_round": per_round, "systems": data_systems(rounds, per_round),
                  "data_examples": data_examples(rounds, per_round)}
        print(json.dumps(result, indent=2))
        return result
    pack = load_pack("fate-roll-dice", user_layer=False)
    build = full_character(pack)
    assert len(build.skills) == 15 and len(build.noble_phantasms) == 2
    result = measure(pack, build, lambda: evaluate(pack, build), rounds, per_round)
    result["calls"] = calls(lambda: evaluate(pack, build))
    result.update({"rounds": rounds, "calls_per_round": per_round, "target_ms": 1.0,
                   "examples": examples(rounds, per_round), "systems": data_systems(rounds, per_round),
                   "data_examples": data_examples(rounds, per_round)})
    print(json.dumps(result, indent=2))
    return result


if __name__ == "__main__":
    import argparse

    cli = argparse.ArgumentParser()
    cli.add_argument("--rounds", type=int, default=7)
    cli.add_argument("--per-round", type=int, default=300)
    cli.add_argument("--data-only", action="store_true", help="only the data systems (systems, data_examples)")
    opts = cli.parse_args()
    main(opts.rounds, opts.per_round, opts.data_only)
