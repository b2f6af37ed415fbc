"""README's list of stable ids names every pool and derived id of every data system, and no
id depends on a reading (issue 27: 千夜月姫+'s and Grail Tactics' ids were missing, and STN was
``stn`` or ``stn_ranked`` by reading)."""
from __future__ import annotations

import re

import pytest

from builder.core.packs import load_pack
from tests.conftest import ROOT

DATA_SYSTEMS = ("eiyuten", "chuseihai", "senya-tsukihime-plus", "grail-tactics")


def stable_ids_section() -> dict[str, str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    part = text[text.index("Stable ids, per system:"):text.index("## A Holy Grail War")]
    items = re.split(r"\n- `", part)[1:]
    return {item.split("`", 1)[0]: item for item in items}


@pytest.mark.parametrize("system", DATA_SYSTEMS)
def test_readme_names_every_pool_and_derived_id(system):
    section = stable_ids_section()[system]
    named = set(re.findall(r"`([A-Za-z0-9_]+)`", section))
    content = load_pack(system, user_layer=False).index.content
    ids = {p.id for p in content.pools} | {d.id for d in content.derived}
    assert ids - named == set()


@pytest.mark.parametrize("system", DATA_SYSTEMS)
def test_no_figure_has_two_ids_by_reading(system):
    # two derived figures shown under opposite choices of one reading (``when`` is
    # setting_<r>_is_<a> for one and setting_<r>_is_<b> for the other) are one figure with two ids
    # (STN was stn / stn_ranked): the reading picks a value, never an id
    content = load_pack(system, user_layer=False).index.content
    choices = {r.id: [c for c in r.choices if isinstance(c, str)] for r in content.readings}
    by_reading: dict[str, dict[str, list[str]]] = {}
    for d in content.derived:
        for rid, values in choices.items():
            for value in values:
                if (d.when or "").strip() == f"setting_{rid}_is_{value}":
                    by_reading.setdefault(rid, {}).setdefault(value, []).append(d.id)
    assert {r: ids for r, ids in by_reading.items() if len(ids) > 1} == {}
