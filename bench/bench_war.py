"""Benchmark: ``war fill`` of six NPC pairs (issue 15: "well under a second").

Run: ``python bench/bench_war.py [--runs 5]`` (prints JSON). Each run makes a fresh war of
seven pairs (Fate/roll dice, L58) in a temporary folder, pair 1 a PC (the example Master and
Saber), and times (median of ``--runs``, each with a new seed):

- ``fill``: :func:`builder.gm.war.fill.fill` in process, the pack already loaded (as in the
  window, or the command after start-up): forging 12 characters and writing 12 files;
- ``command``: ``grail-builder war fill`` as a subprocess, start-up and pack loading included
  (wall time, and ``command_cpu``: the CPU time it used);
- ``floor``: evaluating the 12 characters just forged once each with the engine, in the same
  run: the least any fill must pay to know its characters are legal;
- ``open_10``: reading a war of 7 + 3 pairs (three added by the イレギュラー表, L79/L85), all
  20 members forged, as the window's board does on opening (:func:`builder.gm.war.members.read_war`:
  every member loaded and evaluated with its partner), against ``floor_20``: evaluating the 20
  characters once each.
- ``window_10``: the same war opened in the window (ファイル → 聖杯戦争を開く…: the board built,
  read, filled and shown, offscreen Qt, the main window already up), against ``open_10`` in the
  same run (``window_over_open``: what the table and widgets add to reading the war).
The ratio fill/floor says how much the forge's search costs over one check of its result.
Figures from a shared machine are noisy; compare the ratio, not the seconds.
"""
from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from builder.core.documents import load_build  # noqa: E402
from builder.core.engine import evaluate  # noqa: E402
from builder.core.packs import load_pack  # noqa: E402
from builder.gm.war.fill import fill  # noqa: E402
from builder.systems.fate_roll_dice.war.irregular import apply  # noqa: E402
from builder.gm.war.members import read_war  # noqa: E402
from builder.gm.war.model import IrregularEntry, load_war, new_war, save_war  # noqa: E402

SYSTEM = "fate-roll-dice"


def _children_cpu() -> float:
    """User + system CPU seconds of the finished child processes (the command's own work,
    without the time it waited for a core on a busy machine)."""
    import resource
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def make_war(folder: Path) -> Path:
    for name in ("master.json", "saber.json"):
        shutil.copy(ROOT / "examples" / name, folder / name)
    doc = new_war(SYSTEM)
    doc.pairs[0] = doc.pairs[0].model_copy(update={"master": "master.json", "servant": "saber.json", "control": "pc"})
    save_war(doc, folder / "w.json")
    return folder / "w.json"


def window_opens(war: Path, runs: int) -> list[float]:
    """Seconds to open ``war`` on the board (:func:`forms.gm.warboard.open_war`) until it is shown,
    ``runs`` times, each board closed after (offscreen Qt; the main window made once before)."""
    import os
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from forms.app.main import create_window
    from forms.gm.warboard import open_war
    app = QApplication.instance() or QApplication([])
    main_window = create_window([])
    main_window.show()
    app.processEvents()
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        board = open_war(main_window, war)
        app.processEvents()
        times.append(time.perf_counter() - t)
        assert board is not None and board.model.rowCount() == 10
        board.close()
        board.deleteLater()
        app.processEvents()
    main_window.session.undo_stack.setClean()
    main_window.close()
    return times


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args()
    pack = load_pack(SYSTEM, user_layer=False)
    fills, floors, commands, command_cpu, problems = [], [], [], [], []
    for run in range(args.runs):
        with tempfile.TemporaryDirectory() as tmp:
            war = make_war(Path(tmp))
            t = time.perf_counter()
            filled = fill(load_war(war), war, lambda s: pack, seed=1000 + run)
            fills.append(time.perf_counter() - t)
            problems += filled.problems  # the forge's own failures (reported, not timed away)
            builds = [load_build(path) for path in filled.written]
            t = time.perf_counter()
            for build in builds:
                evaluate(pack, build)
            floors.append(time.perf_counter() - t)
        with tempfile.TemporaryDirectory() as tmp:
            war = make_war(Path(tmp))
            t, cpu = time.perf_counter(), _children_cpu()
            subprocess.run([sys.executable, "-m", "builder.cli.main", "--safe-mode", "war", "fill", str(war),
                            "--seed", str(run)], capture_output=True, cwd=ROOT)
            commands.append(time.perf_counter() - t)
            command_cpu.append(_children_cpu() - cpu)
    opens, floors20 = [], []
    with tempfile.TemporaryDirectory() as tmp:
        war = Path(tmp) / "w.json"
        doc = apply(new_war(SYSTEM), [IrregularEntry(result="8", source="hand"),
                                      *(IrregularEntry(result=r, source="hand", parent=0) for r in ("4", "10", "10"))])
        seven = ["saber", "lancer", "archer", "rider", "berserker", "assassin", "caster"]
        for i, pair in enumerate(doc.pairs):  # classes the forge can make (an イレギュラークラス needs GM data)
            pair.class_slot = seven[i % 7]
        save_war(doc, war)
        filled = fill(load_war(war), war, lambda s: pack, seed=7)
        save_war(filled.doc, war, replace=True)
        assert len(filled.written) == 20, filled.problems
        builds = [load_build(path) for path in filled.written]
        for _ in range(args.runs):
            t = time.perf_counter()
            read_war(war, lambda s: pack)
            opens.append(time.perf_counter() - t)
            t = time.perf_counter()
            for build in builds:
                evaluate(pack, build)
            floors20.append(time.perf_counter() - t)
        windows = window_opens(war, args.runs)
    fill_s, floor_s = statistics.median(fills), statistics.median(floors)
    print(json.dumps({"pairs": 6, "characters": 12, "runs": args.runs,
                      "fill_s": round(fill_s, 4), "command_s": round(statistics.median(commands), 4),
                      "command_cpu_s": round(statistics.median(command_cpu), 4),
                      "floor_s": round(floor_s, 4), "fill_over_floor": round(fill_s / floor_s, 1),
                      "open_10_s": round(statistics.median(opens), 4), "floor_20_s": round(statistics.median(floors20), 4),
                      "open_over_floor": round(statistics.median(opens) / statistics.median(floors20), 1),
                      "window_10_s": round(statistics.median(windows), 4),
                      "window_over_open": round(statistics.median(windows) / statistics.median(opens), 1),
                      "forge_problems": problems}, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
