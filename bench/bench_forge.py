"""Benchmark: the NPC forge (issue 15 item 4) on every Fate/roll dice type and rank-level band.

Run: ``python bench/bench_forge.py [--count 1000] [--types master,saber] [--json]``. For each
standard type (マスター, the seven classes and the two トループ: the irregular class and the
フェイク need the GM's base data, L709, L715) and each band of its ランクレベル (the lowest, the
middle and the highest the rulebook allows the kind, L747–748: a master 1, 3, 6; a servant 7, 9,
12, read from the pack's kinds; a トループ(社会) 1, 3, 5: 財産 at most 3 (L343), 社会 EX − 1 by
常備化 (L348) and 魔力 EX − 1 by 礼装 (L358) at most 5; a トループ(宝具) 1, 3, 6: its 宝具's rank
level with no cap of its own (L362–363), and a 宝具's rank is at most EX = 6, so 6 is the
highest a troop of a 宝具 reaches), ``--count`` characters with seeds 0…count−1 on one core:

- ``errors`` / ``gm_open``: characters whose ``evaluate`` (the engine, as ``check``) has an
  error / an open GM flag, and ``refused``: seeds the forge raised ForgeError on (target 0);
- ``spent``: characters with every creation budget (FP, 宝具容量, 常備化ポイント, 装備ポイント)
  spent to its smallest step, i.e. nothing left (target ≥ 99 %);
- ``median_ms``: the median CPU time (``time.process_time``: one core, whatever else the machine
  runs; a shared machine stretches wall time when it preempts a 20 ms task, not its CPU time)
  to forge one character (target < 50 ms), and ``floor_ms`` the median CPU time of one
  ``evaluate`` of the same characters (the least one check costs) with ``ratio`` = median_ms /
  floor_ms (the forge evaluates the character a few dozen times); ``wall_ms`` the median wall time.
The pack is loaded once (as ``war fill`` does); the first character of a type pays for the
forge's candidate lists (one evaluation per rank and skill), which the median leaves out.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

POOLS = ("fp", "noble_phantasm", "upkeep", "equipment")


def bands(pack, type_id: str) -> list[int]:
    kind = pack.kinds[pack.types[type_id].kind]
    if kind.troop:  # a troop's ランクレベル: what the ways of acquiring it allow (builder.systems.fate_roll_dice.forge.troop)
        from builder.systems.fate_roll_dice.forge.troop import rank_levels
        low, high = rank_levels(kind.id)
    else:
        low, high = kind.rank_base + kind.ranks_min, kind.rank_base + kind.ranks_max
    return [low, (low + high) // 2, high]


def run_band(pack, type_id: str, level: int, count: int) -> dict:
    from builder.core.engine import evaluate
    from builder.gm.forge import ForgeError, forge
    times, floors, walls = [], [], []
    errors = gm_open = refused = spent = 0
    for seed in range(count):
        start, wall = time.process_time(), time.perf_counter()
        try:
            build = forge("fate-roll-dice", type=type_id, level=level, seed=seed, pack=pack)
        except ForgeError:
            refused += 1
            continue
        times.append(time.process_time() - start)
        walls.append(time.perf_counter() - wall)
        start = time.process_time()
        for _ in range(5):  # five, so the clock's tick is small against them
            sheet = evaluate(pack, build)
        floors.append((time.process_time() - start) / 5)
        errors += sheet.has("error")
        gm_open += sheet.has("gm")
        spent += all(sheet.pools[p].remaining == 0 for p in POOLS if p in sheet.pools)
    median, floor = statistics.median(times[1:] or times), statistics.median(floors)
    return {"type": type_id, "rank_level": level, "count": count, "errors": errors, "gm_open": gm_open,
            "refused": refused, "spent": spent, "spent_pct": round(100 * spent / count, 1),
            "median_ms": round(median * 1000, 1), "floor_ms": round(floor * 1000, 2),
            "ratio": round(median / floor, 1), "wall_ms": round(statistics.median(walls[1:] or walls) * 1000, 1)}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--count", type=int, default=1000, help="characters per type and band (default 1000)")
    p.add_argument("--types", default="", help="comma-separated type ids (default: every standard type)")
    p.add_argument("--json", action="store_true", help="print JSON rather than a table")
    args = p.parse_args()
    from builder.core.packs import load_pack
    pack = load_pack("fate-roll-dice", user_layer=False)
    types = [t for t in (args.types.split(",") if args.types else pack.types) if not pack.types[t].gm_entered]
    rows = []
    for type_id in types:
        for level in bands(pack, type_id):
            rows.append(run_band(pack, type_id, level, args.count))
            if not args.json:
                r = rows[-1]
                print(f"{r['type']:10} RL{r['rank_level']:>2}  n={r['count']}  errors={r['errors']}  "
                      f"gm_open={r['gm_open']}  refused={r['refused']}  spent={r['spent_pct']}%  "
                      f"median={r['median_ms']} ms  floor={r['floor_ms']} ms  ratio={r['ratio']}×  wall={r['wall_ms']} ms",
                      flush=True)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
    else:
        all_ms = statistics.median(r["median_ms"] for r in rows)
        print(f"total {sum(r['count'] for r in rows)} characters; errors {sum(r['errors'] for r in rows)}, "
              f"gm_open {sum(r['gm_open'] for r in rows)}, refused {sum(r['refused'] for r in rows)}; "
              f"spent in {min(r['spent_pct'] for r in rows)}–{max(r['spent_pct'] for r in rows)} % per band; "
              f"median of band medians {all_ms} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
