"""Refresh tests/fixtures/bcdice_accepted.json: every palette command, checked by real BCDice.

Usage (after ``npm ci --prefix scripts/bcdice``)::

    python scripts/refresh_bcdice_accepted.py

It runs ``scripts/bcdice_check.mjs`` over every expanded palette line of every example, test
fixture and hand-made character (``tests/exports/palette_corpus.py``) and records each
accepted command with the dice BCDice read (``"((5+5/6)*2)B6<=5": "10B6<=5"``), so the tests
still check something real where Node is missing. It exits 1, writing nothing, when BCDice
refuses a line.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.exports.palette_corpus import FIXTURE, command, corpus, echo, run_bcdice  # noqa: E402


def main() -> int:
    report = run_bcdice(corpus())
    refused = [r["line"] for r in report["results"] if not r["ok"]]
    if refused:
        print("BCDice does not read:", *refused, sep="\n  ", file=sys.stderr)
        return 1
    accepted = {command(r["line"]): echo(r["text"]) for r in report["results"]}
    doc = {"bcdice": report["bcdice"], "package": report["package"], "system": report["system"],
           "note": "written by scripts/refresh_bcdice_accepted.py; command: the dice BCDice read",
           "accepted": dict(sorted(accepted.items()))}
    FIXTURE.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{FIXTURE}: {len(accepted)} commands (BCDice {report['bcdice']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
