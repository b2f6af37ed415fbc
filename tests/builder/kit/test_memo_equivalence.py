"""What an evaluation keeps per pack (``pack.memo``, ``idx.memo``, a scale's labels) never
changes a sheet: every character evaluated on a pack that has already evaluated many others
(its kept tables, derived values, stat tables, skill uses, pools, table columns full of other
characters' entries) gives the sheet a freshly loaded pack gives it, field for field, with
and without the per-row tables (``detail``).

The characters: every example character of every system (troops included: the forge makes
none, L331) and characters made by the NPC forge with different seeds, types and levels, so
the kept entries come from characters unlike the one compared.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.gm.forge import forge
from builder.core.links import resolve_partner
from builder.core.packs import load_pack

ROOT = Path(__file__).resolve().parents[3]

FORGED = {
    "fate-roll-dice": [("master", 1), ("master", 6), ("saber", 7), ("archer", 12), ("berserker", 10),
                       ("caster", 9), ("assassin", 8), ("rider", 11), ("lancer", 12)],
    "chuseihai": [("servant", 5), ("other", 30), ("servant", 60), ("other", 100)],
    "eiyuten": [("servant", None), ("master", None), ("servant", None)],
    "senya-tsukihime-plus": [("pc", None), ("master", None), ("servant", None), ("haihansha", None)],
}


def _examples(system: str) -> list[Path]:
    found = []
    for path in sorted((ROOT / "examples").rglob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and data.get("system") == system and "type" in data:
            found.append(path)
    return found


def _characters(system: str, pack) -> list[tuple[object, Path | None]]:
    out: list[tuple[object, Path | None]] = [(load_build(p), p) for p in _examples(system)]
    for seed, (kind, level) in enumerate(FORGED.get(system, [])):
        out.append((forge(system, type=kind, level=level, seed=1000 + seed, pack=pack), None))
    return out


def _sheet(pack, build, path, detail):
    links = resolve_partner(build, path, lambda s: load_pack(s, user_layer=False)) if path else {}
    return evaluate(pack, build, links, detail)


@pytest.mark.parametrize("system", ["fate-roll-dice", "chuseihai", "eiyuten", "senya-tsukihime-plus",
                                    "grail-tactics"])
def test_a_warm_pack_gives_the_sheet_a_fresh_pack_gives(system: str) -> None:
    warm = load_pack(system, user_layer=False)
    characters = _characters(system, warm)
    assert len(characters) >= 4, system  # a roster, not one character
    for _ in range(2):  # every character's entries kept, twice over
        for build, path in characters:
            for detail in (True, False):
                _sheet(warm, build, path, detail)
    for build, path in characters:
        fresh = load_pack(system, user_layer=False)
        for detail in (False, True):  # the brief sheet first: its kept entries must not leak into the full one
            expected = _sheet(fresh, build, path, detail)
            assert _sheet(warm, build, path, detail) == expected, (system, build.name, detail)


@pytest.mark.parametrize("system", ["chuseihai", "eiyuten", "senya-tsukihime-plus", "grail-tactics"])
def test_what_a_sheet_holds_from_a_pack_memo_is_its_own(system: str) -> None:
    """A data system's evaluation keeps stat rows, ledger lines and finding texts per pack
    (builder/kit/plan.py, dataeval.py, datawaits.py) and hands each sheet its own dicts: a
    caller that changes one sheet's stat row or ledger params (an exporter adding a key, say)
    changes nothing in the next sheet."""
    pack = load_pack(system, user_layer=False)
    characters = _characters(system, pack)
    fresh = load_pack(system, user_layer=False)
    for build, path in characters:
        first = _sheet(pack, build, path, False)
        for row in first.stats.values():
            row["value"] = "changed"
            row["extra"] = 1
        for line in first.ledger + first.pool_totals:
            line.params["extra"] = 1
        for finding in first.findings:
            finding.params["extra"] = 1
        again = _sheet(pack, build, path, False)
        assert again == _sheet(fresh, build, path, False), (system, build.name)
        assert all("extra" not in row for row in again.stats.values())


def test_each_sheet_owns_what_the_pack_keeps_for_it() -> None:
    """The words of ``stat.level`` and ``skill.level`` ledger lines, the stat rows and the
    skill uses are kept per pack (``pack.memo``), yet each sheet gets its own dicts and lists:
    a view that changes one sheet's (nothing should, but a sheet is a plain dataclass) changes
    no later sheet. The character (examples/troop_np.json) has stat and skill ledger lines and
    a skill with uses (戦闘続行)."""
    pack = load_pack("fate-roll-dice", user_layer=False)
    build = load_build(ROOT / "examples" / "troop_np.json")
    first, second = evaluate(pack, build), evaluate(pack, build)
    assert first == second
    codes = {line.code for line in first.ledger}
    assert {"stat.level", "skill.level"} <= codes, codes
    uses = [row for row in first.skills if row["uses"]]
    assert uses, "a skill with uses"
    for a, b in zip(first.ledger, second.ledger):
        assert a.params is not b.params
    for line in first.ledger:
        line.params["frm"] = "changed"
    for row in first.stats.values():
        row["conditions"].append("changed")
        row["label"] = "changed"
    for row in uses:
        row["uses"][0]["use"] = None
    assert evaluate(pack, build) == evaluate(load_pack("fate-roll-dice", user_layer=False), build)
