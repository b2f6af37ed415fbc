"""Benchmark: what the data systems' per-pack memos and plans save an evaluation (issue 25 item 9).

Run: ``python bench/bench_memo.py [--rounds 200] [--detail]`` (prints a table). For every data
system's example character (``examples/<system>/*.json``), interleaved, CPU time
(``time.process_time``), medians:

- ``kept``: ``evaluate`` with the pack's memos and plans in place (the second evaluation after
  they were emptied: what every later edit or file pays, :mod:`builder.kit.plan`,
  :mod:`builder.kit.memo` and the other ``idx.memo`` entries);
- ``emptied``: ``evaluate`` right after ``pack.index.memo`` was emptied: each plan, lookup and
  kept row made again, what an evaluation without them would pay at most (an evaluator
  written without plans might pay less; none was written).

``--detail``: the full sheet (sections, as the window and the exports ask); default brief
(``detail=False``, as ``check`` and ``audit``). No partner is read.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from builder.core.documents import DocumentError, load_build  # noqa: E402
from builder.core.engine import evaluate  # noqa: E402
from builder.core.packs import load_pack  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=200)
    p.add_argument("--detail", action="store_true", help="the full sheet (sections), not the brief one")
    args = p.parse_args()
    print(f"{'example':42s} {'kept ms':>8s} {'emptied ms':>11s} {'ratio':>6s}")
    for folder in sorted(f for f in (ROOT / "examples").iterdir() if f.is_dir()):
        for file in sorted(folder.glob("*.json")):
            try:
                build = load_build(file)
            except DocumentError:
                continue
            if not hasattr(build, "options"):  # a side's or war's file, not a data-system character
                continue
            pack = load_pack(build.system, user_layer=False)
            memo = pack.index.memo
            kept, emptied = [], []
            for _ in range(args.rounds):
                memo.clear()
                t = time.process_time()
                evaluate(pack, build, detail=args.detail)
                emptied.append(time.process_time() - t)
                t = time.process_time()
                evaluate(pack, build, detail=args.detail)
                kept.append(time.process_time() - t)
            k, e = statistics.median(kept) * 1000, statistics.median(emptied) * 1000
            print(f"{folder.name + '/' + file.stem:42s} {k:8.3f} {e:11.3f} {e / k:5.1f}×")
    return 0


if __name__ == "__main__":
    sys.exit(main())
