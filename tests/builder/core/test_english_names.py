"""Issue 14: English mode shows an English name for every entry the digests name in English.

Counted against the digests (shared/rules; their copies in tests/fixtures/rules): the Fate/roll
dice skills digest glosses all 147 skills (fate-roll-dice.skills.json, "skills", each with
"gloss"; the seed's list L1131–L1370) and the creation digest's rank tables gloss 69 ranks (41
for Masters L754–L794 and 28 for Servants L799–L826: rows "| n | name | Lnnn | gloss |"). Types, stats, kinds, categories,
alignment values, NP/礼装 effects and every named entry of the data systems' packs (kinds,
stats, option groups and their choices, lists and their types, pools, derived values) are
named in English throughout the digests' tables; each must carry ``name_en`` (a name that is
already ASCII, such as HP, needs none), and that name holds an English word.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pydantic import BaseModel

from builder.core.packs import load_pack
from tests.sources import digest_file

def _digest(name: str) -> Path:
    """The digest's committed copy (tests/fixtures/README.md names its source)."""
    return digest_file(name)


def test_every_skill_the_digest_glosses_has_its_english_name():
    pack = load_pack("fate-roll-dice")
    by_name = {s.name: s for s in pack.skills.values()}
    glossed = [s["name"] for s in json.loads(_digest("fate-roll-dice.skills.json").read_text("utf-8"))["skills"]
               if s.get("gloss")]
    assert len(glossed) == 147  # the digest's count of the seed's skill list
    missing = [n for n in glossed if n not in by_name or not by_name[n].name_en]
    assert missing == []


def test_every_rank_the_digest_glosses_has_its_english_name():
    pack = load_pack("fate-roll-dice")
    by_name = {r.name: r for r in pack.ranks.values()}
    rows = re.findall(r"^\| *\d+ *\| *([^|]+?) *\| *L\d+ *\| *[^|]+? *\|",
                      _digest("fate-roll-dice.creation.md").read_text("utf-8"), re.M)
    assert len(rows) == 41 + 28  # Master ranks L754–L794, Servant ranks L799–L826
    missing = [n for n in rows if n not in by_name or not by_name[n].name_en]
    assert missing == []


def _named(obj, out: list) -> None:
    if isinstance(obj, BaseModel):
        fields = type(obj).model_fields
        if "name" in fields and "name_en" in fields:
            out.append(obj)
        for field in fields:
            _named(getattr(obj, field), out)
    elif isinstance(obj, (list, tuple)):
        for item in obj:
            _named(item, out)
    elif isinstance(obj, dict):
        for item in obj.values():
            _named(item, out)


@pytest.mark.parametrize("system", ["fate-roll-dice", "chuseihai", "eiyuten", "grail-tactics", "senya-tsukihime-plus"])
def test_every_named_entry_of_the_pack_has_an_english_name(system):
    pack = load_pack(system)
    content = pack.index.content if pack.index is not None and hasattr(pack.index, "content") else pack.content
    entries: list = []
    _named(content, entries)
    assert entries
    missing = [e.name for e in entries if e.name and not e.name_en and not e.name.isascii()]
    assert missing == []
    # an English name is English: it may keep the rulebook's term beside it ("Skills (特技)") but
    # holds at least one English word
    not_english = [(e.name, e.name_en) for e in entries if e.name_en and not re.search(r"[A-Za-z]{2,}", e.name_en)]
    assert not_english == []
