"""The English names of a pack's entries are worked out once per entry and kept while the entry lives
(builder.words.places._entry_names): every pack of a process shares the bundled entries
(builder.core.packmerge). A pack with a user layer must still read its own entries' English names,
and every pack must read exactly what a walk of fresh copies of its entries reads."""
from __future__ import annotations

import copy
import json
from types import SimpleNamespace

import pytest

from builder.core.packs import load_pack
from builder.core.registry import systems
from builder.words.places import _english_names, entry_name

SYSTEM = "fate-roll-dice"
# 怪力 (seed 000 L1132) is the bundled skill Monstrous Strength; a GM's layer renames it in English
HOUSE = {"skills": [{"id": "kairiki", "name": "怪力", "name_en": "Titan's Grip", "line": 1132,
                     "category": "general", "pricing": {"type": "fixed", "per_level": 3}, "max_level": "EX"}]}


def _fresh(pack) -> dict[str, str]:
    """The names a walk of a deep copy of the pack's content reads (no entry it has seen before)."""
    content = pack.index.content if hasattr(getattr(pack, "index", None), "content") else pack.content
    return _english_names(SimpleNamespace(content=copy.deepcopy(content), memo={}, index=None))


def test_a_user_layer_reads_its_own_english_name_and_the_bundled_pack_keeps_its(tmp_path):
    bundled = load_pack(SYSTEM, user_layer=False)
    assert entry_name(bundled, "怪力", "en") == "Monstrous Strength"
    path = tmp_path / "house.json"
    path.write_text(json.dumps(HOUSE, ensure_ascii=False), encoding="utf-8")
    house = load_pack(SYSTEM, [path], user_layer=False)
    assert entry_name(house, "怪力", "en") == "Titan's Grip"
    assert entry_name(bundled, "怪力", "en") == "Monstrous Strength"
    assert list(_english_names(house).items()) == list(_fresh(house).items())


@pytest.mark.parametrize("system", systems())
def test_every_bundled_pack_reads_what_a_fresh_walk_reads(system):
    pack = load_pack(system, user_layer=False)
    names = _english_names(pack)
    assert len(names) >= 50  # every system's entries have English names
    assert list(names.items()) == list(_fresh(pack).items())
