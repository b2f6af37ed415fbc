"""Benchmark: what loading a rule pack costs at start-up, and what the formula dry run adds.

Run: ``python bench/bench_packs.py`` (prints JSON; ``--root OTHER_CHECKOUT`` measures
another checkout with the same probe, for before/after figures). Each figure is the median over fresh
processes (``--runs``, default 9) of CPU time (``time.process_time``: steadier than wall
time on a shared machine):

- ``import_ms``: ``import builder.core.packs``;
- ``first_load_ms``: the first ``load_pack`` of the bundled pack (builds the validators);
- ``warm_load_ms``: a later ``load_pack`` in the same process;
- ``dry_run_cold_ms``: compiling and dry-running the bundled formulas with empty caches
  (the part of the first load the load-time formula check adds);
- ``user_pack_ms``: ``load_pack`` with one small user pack (schema check, merge, dry run);
- ``many_formulas_ms``: a campaign file with 180 different 480-character formulas, the
  worst a pack may hold (the dry run is bounded per formula and per pack).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = r'''
import json, sys, tempfile, time
from pathlib import Path
T = time.process_time
t = T(); import builder.core.packs as packs; import_ms = (T() - t) * 1000
try:  # the core's formula check and Fate/roll dice's sites (issue 25: the core knows no system)
    from builder.core import packcheck
    from builder.systems.fate_roll_dice.packchecks import check_formulas
except ImportError:  # a checkout from before those homes (--root): no dry-run figure
    packcheck = None
from builder.core.packs import load_pack
t = T(); pack = load_pack("fate-roll-dice", user_layer=False); first = (T() - t) * 1000
t = T()
for _ in range(10):
    load_pack("fate-roll-dice", user_layer=False)
warm = (T() - t) * 100
dry = None
if packcheck is not None:
    packcheck._compile.cache_clear(); packcheck._dry_run_once.cache_clear()
    t = T(); check_formulas(pack.content, {}); dry = (T() - t) * 1000
folder = Path(tempfile.mkdtemp())
layer = {"stats": [{"id": "sanity", "name": "x"}],
         "gear_kinds": [{"id": "blade", "name": "x", "category": "weapon", "cap": "max(strength, sanity) // 2"}],
         "rules": {"derived": [{"id": "hp", "name": "HP", "expr": "(endurance * 3 + strength) * 2 + rank_level"}]}}
(folder / "user.json").write_text(json.dumps(layer))
t = T(); load_pack("fate-roll-dice", [folder / "user.json"], user_layer=False); user = (T() - t) * 1000
names = ["strength", "agility", "mana", "luck", "endurance", "kijou", "rank_level"]
def formula(i):
    terms = [f"max({names[(i + k) % 7]}, {names[(i * k) % 7]}) * {names[k % 7]}" for k in range(24)]
    return f"{i} + " + " + ".join(terms)[:480].rsplit(" + ", 1)[0]
kinds = [{"id": f"k{i}", "name": "x", "category": "weapon", "cap": formula(i)} for i in range(180)]
(folder / "many.json").write_text(json.dumps({"gear_kinds": kinds}))
t = T()
try:
    load_pack("fate-roll-dice", [folder / "many.json"], user_layer=False)
except packs.PackError:
    pass
many = (T() - t) * 1000
print(json.dumps({"import_ms": import_ms, "first_load_ms": first, "warm_load_ms": warm, "dry_run_cold_ms": dry,
                  "user_pack_ms": user, "many_formulas_ms": many}))
'''


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--root", type=Path, default=ROOT, help="checkout to measure (default: this one)")
    args = parser.parse_args()
    rows = []
    for _ in range(args.runs):
        out = subprocess.run([sys.executable, "-c", PROBE], cwd=args.root, capture_output=True, text=True,
                             check=True, env={**os.environ, "PYTHONPATH": str(args.root)})
        rows.append(json.loads(out.stdout))
    result = {key: None if rows[0][key] is None else round(statistics.median(r[key] for r in rows), 1)
              for key in rows[0]}
    result["runs"] = args.runs
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
