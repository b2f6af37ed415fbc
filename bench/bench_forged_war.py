"""Benchmark: a forged war, forged and printed (issue 25 item 9: "a war's forge and print").

Run: ``python bench/bench_forged_war.py [--runs 5] [--cpu]`` (prints JSON). Each run makes a
fresh war of seven pairs (Fate/roll dice, L58) in a temporary folder, pair 1 a PC (the example
Master and Saber, as bench/bench_war.py), and times, in process with the pack already loaded
(as in the window, or a command after start-up):

- ``forge``: :func:`builder.gm.war.fill.fill` (the NPC forge makes the 12 characters of the six
  NPC pairs, each with a new seed, and writes them) and the war file saved;
- ``print``: what ``grail-builder war export --pdf`` does after start-up: the war read
  (:func:`builder.gm.war.members.read_war`: every member loaded and evaluated), its NPCs
  gathered (:func:`exports.war.npc_members`) and the GM's print-out made
  (:func:`exports.war.war_pdf`: the set-up page and six NPCs to an A4 page);
- two floors in the same run, interleaved: ``floor_evaluate`` (evaluating the 12 forged
  characters once each, the least a forge must pay to know its characters are legal) and
  ``floor_page`` (a bare one-page reportlab document in the sheets' font,
  :func:`bench_export.bare_reportlab`, the least a print-out pays per page).

Medians of ``--runs``; ``--cpu`` takes this process's CPU time (``time.process_time``) instead
of the wall clock (on a machine shared with other work, wall time mostly measures the wait for
a core). Compare ratios between trees, run back to back (before/after: run this file from
each tree, or with ``--tree`` naming the tree to import).
"""
from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--cpu", action="store_true", help="CPU time of this process instead of wall time")
    p.add_argument("--tree", type=Path, default=ROOT, help="the source tree measured (default: this one)")
    args = p.parse_args()
    tree = args.tree.resolve()
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_export import bare_reportlab  # (puts this tree on the path: the tree measured goes before it)
    sys.path.insert(0, str(tree))
    from builder.core.documents import load_build
    from builder.core.engine import evaluate
    from builder.core.packs import load_pack
    from builder.gm.war.fill import fill
    from builder.gm.war.members import read_war
    from builder.gm.war.model import load_war, new_war, save_war
    import exports.war
    from exports.war import npc_members, war_pdf
    assert Path(exports.war.__file__).resolve().is_relative_to(tree), exports.war.__file__

    clock = time.process_time if args.cpu else time.perf_counter
    system = "fate-roll-dice"
    pack = load_pack(system, user_layer=False)
    bare_reportlab()  # (registers the floor's font, not timed)
    forges, prints, floors_eval, floors_page, pages, problems = [], [], [], [], [], []
    for run in range(args.runs):
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            for name in ("master.json", "saber.json"):
                shutil.copy(tree / "examples" / name, folder / name)
            war = folder / "w.json"
            doc = new_war(system)
            doc.pairs[0] = doc.pairs[0].model_copy(update={"master": "master.json", "servant": "saber.json",
                                                           "control": "pc"})
            save_war(doc, war)
            t = clock()
            filled = fill(load_war(war), war, lambda s: pack, seed=2000 + run)
            save_war(filled.doc, war, replace=True)
            forges.append(clock() - t)
            problems += filled.problems
            t = clock()
            report = read_war(war, lambda s: pack)
            items, _ = npc_members(report, public=False)
            data = war_pdf(report, pack, items, "ja", public=False)
            prints.append(clock() - t)
            pages.append(data.count(b"/Type /Page\n") or data.count(b"/Type /Page "))
            builds = [load_build(path) for path in filled.written]
            t = clock()
            for build in builds:
                evaluate(pack, build)
            floors_eval.append(clock() - t)
            t = clock()
            bare_reportlab()
            floors_page.append(clock() - t)
    forge, printed = statistics.median(forges), statistics.median(prints)
    floor_eval, floor_page = statistics.median(floors_eval), statistics.median(floors_page)
    print(json.dumps({"tree": str(tree), "clock": "cpu" if args.cpu else "wall", "runs": args.runs,
                      "npc_characters": 12, "pdf_pages": statistics.median(pages) if pages else 0,
                      "forge_ms": round(forge * 1000, 1), "print_ms": round(printed * 1000, 1),
                      "forge_and_print_ms": round((forge + printed) * 1000, 1),
                      "floor_evaluate_ms": round(floor_eval * 1000, 2), "floor_page_ms": round(floor_page * 1000, 2),
                      "forge_over_evaluate": round(forge / floor_eval, 1),
                      "print_over_page": round(printed / floor_page, 1),
                      "forge_problems": problems}, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
