"""The forges' output, to compare two trees byte for byte (issue 25 item 7: the forges send named
edits and ask the engine after each one; what they make must not change).

Run: ``python bench/forge_outputs.py OUT.json [--tree TREE]`` (``--tree``: the tree to import,
default this one) and compare two files with ``cmp``. It writes, for each case, the forged
character as ``dump_build`` gives it (or the refusal's code and English text):

- every Fate/roll dice type × seeds 0–5 × NPC and PC (``npc`` true/false), the ランクレベル drawn;
- kept fills: each Fate/roll dice example as it is and stripped of its skills, gear, 礼装,
  常備化 uses and name (what the window's 残りを自動で埋める fills), seeds 1 and 2;
- 50 data-system forges (40 made, 10 refused for a GM-entered table no one has entered): each
  data system's kinds in turn, seeds 0, 1, …, and each data system's example fills (kept), seed 3;
  Grail Tactics again with the example's unit pages (``examples/grail-tactics/units.json`` as a
  campaign layer, as ``--campaign`` gives it: without it its units lack the GM's pages), each
  kind seeds 0–4 and its example fills.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cases(tree: Path):
    """(name, system, forge keyword arguments) of every case, in a fixed order."""
    from builder.core.documents import parse_build
    from builder.core.packs import load_pack
    fate = load_pack("fate-roll-dice")
    for type_id in fate.types:
        for seed in range(6):
            for npc in (True, False):
                yield f"fate/{type_id}/{seed}/{'npc' if npc else 'pc'}", "fate-roll-dice", dict(
                    type=type_id, seed=seed, npc=npc)
    for path in sorted((tree / "examples").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        stripped = {k: v for k, v in data.items()
                    if k not in ("skills", "gear", "mystic_codes", "upkeep", "name", "generated", "approvals")}
        for label, kept in (("as-is", data), ("stripped", stripped)):
            for seed in (1, 2):
                yield f"fate-keep/{path.stem}/{label}/{seed}", "fate-roll-dice", dict(
                    seed=seed, keep=parse_build(kept), npc=kept.get("npc", False))
    count = 0
    systems = ("chuseihai", "eiyuten", "senya-tsukihime-plus", "grail-tactics")
    kinds = {s: [k.id for k in load_pack(s).index.content.kinds] for s in systems}
    seed = 0
    while count < 50:
        for system in systems:
            for kind in kinds[system]:
                if count < 50:
                    yield f"data/{system}/{kind}/{seed}", system, dict(type=kind, seed=seed)
                    count += 1
        seed += 1
    for system in systems:
        for path in sorted((tree / "examples" / system).glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            try:
                kept = parse_build(data)
            except Exception:  # an example that is not a character (a side, a unit table)
                continue
            yield f"data-keep/{system}/{path.stem}", system, dict(seed=3, keep=kept, npc=kept.npc)
    for kind in kinds["grail-tactics"]:
        for seed in range(5):
            yield f"units/grail-tactics/{kind}/{seed}", "grail-tactics+units", dict(type=kind, seed=seed)
    for name in ("master", "servant"):
        kept = parse_build(json.loads((tree / "examples" / "grail-tactics" / f"{name}.json").read_text(encoding="utf-8")))
        yield f"units-keep/grail-tactics/{name}", "grail-tactics+units", dict(seed=3, keep=kept, npc=kept.npc)


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out")
    p.add_argument("--tree", default=str(ROOT))
    args = p.parse_args()
    tree = Path(args.tree).resolve()
    sys.path.insert(0, str(tree))
    from builder.core.documents import dump_build
    from builder.core.packs import load_pack
    from builder.gm.forge import ForgeError, forge
    packs: dict = {}
    out = {}
    for name, system, kwargs in cases(tree):
        if system not in packs:
            overlays = [tree / "examples" / "grail-tactics" / "units.json"] if system.endswith("+units") else None
            packs[system] = load_pack(system.split("+")[0], overlays)
        try:
            out[name] = dump_build(forge(system.split("+")[0], pack=packs[system], **kwargs))
        except ForgeError as exc:
            out[name] = {"refused": exc.code, "text": exc.text("en")}
    Path(args.out).write_text(json.dumps(out, ensure_ascii=False, indent=1, sort_keys=True), encoding="utf-8")
    made = sum(1 for v in out.values() if "refused" not in v)
    print(f"{len(out)} cases, {made} made, {len(out) - made} refused -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
