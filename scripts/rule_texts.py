"""Write the Fate/roll dice pack's rule-text index (builder/systems/fate_roll_dice/pack/rule_texts.json).

Run from the repository root: ``python scripts/rule_texts.py [seed folder]`` (default
../shared/seeds). A finding cites a seed line (「L748」); many of those lines are entries of the
pack (a skill, a rank …) and carry their text there, but the general rules the engine applies
(FP budget L750, marks L900–915, 宝具 data L1038 …) are not entries. This script copies each
such line the engine cites, verbatim, from the seed named by the pack's manifest, so the window
can show it (builder.core.ruletext). Lines cited: every whole number from 100 to the seed's length
in the arguments of the engine's ``find``/``spend``/``grant`` calls (builder/systems/fate_roll_dice/*.py) and every
``*_line`` value of the pack's rules. tests/builder/core/test_ruletext.py checks each quote against the
seed again and that every cited line has a text.
"""
from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACK = ROOT / "builder" / "systems" / "fate_roll_dice" / "pack"
CALLS = {"find": 3, "spend": 4, "grant": 4}  # the seed line's argument: find(sev, code, path, line …),
#                                            spend/grant(pool, amount, path, code, line …)


def engine_lines(last: int) -> set[int]:
    """Line numbers written as constants in the engine's finding and ledger calls."""
    found: set[int] = set()
    for path in sorted((ROOT / "builder" / "systems" / "fate_roll_dice").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in CALLS:
                at = CALLS[node.func.attr]
                for arg in node.args[at:at + 1]:
                    for sub in ast.walk(arg):
                        if isinstance(sub, ast.Constant) and type(sub.value) is int and 100 <= sub.value <= last:
                            found.add(sub.value)
    return found


def rule_lines(core: dict, last: int) -> set[int]:
    out: set[int] = set()

    def walk(obj, key=""):
        if isinstance(obj, dict):
            for k, v in obj.items():
                walk(v, k)
        elif isinstance(obj, list):
            for v in obj:
                walk(v, key)
        elif key.endswith("_line") and type(obj) is int and 0 < obj <= last:
            out.add(obj)
    walk(core.get("rules", {}))
    return out


def main(argv: list[str]) -> int:
    seeds = Path(argv[1]) if len(argv) > 1 else ROOT.parent / "shared" / "seeds"
    manifest = json.loads((PACK / "manifest.json").read_text(encoding="utf-8"))
    seed = (seeds / manifest["seed"]).read_text(encoding="utf-8").splitlines()
    core = json.loads((PACK / "content" / "core.json").read_text(encoding="utf-8"))
    lines = sorted(engine_lines(len(seed)) | rule_lines(core, len(seed)))
    index = {"seed": manifest["seed"], "lines": {str(n): seed[n - 1].strip() for n in lines if seed[n - 1].strip()}}
    out = PACK / "rule_texts.json"
    out.write_text(json.dumps(index, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{out.relative_to(ROOT)}: {len(index['lines'])} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
