"""No pack text a user reads names an id (issue 28 item 1: "No id on screen, ever, in either
language"): the words of every bundled pack's names, texts, summaries, conditions and notes,
Japanese and English, hold no lower-case word joined by ``_`` (``unspent_points``,
``equivalent_skill``), the shape of the packs' ids; they name a reading, an option or a stat by
the words the window shows for it."""
from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PACKS = sorted((ROOT / "builder" / "systems").glob("*/pack/**/*.json"))
#: an id's shape, not inside a formula's braces, a path or a file name
ID = re.compile(r"(?<![\w./{])[a-z]+(?:_[a-z0-9]+)+(?![\w(])")
#: the fields whose words are shown (their ``_en`` twins included)
SHOWN = ("name", "text", "summary", "condition", "note", "label", "prerequisite", "restriction_note")


def _shown_ids(data, where=""):
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(value, str) and key.removesuffix("_en") in SHOWN:
                yield from (f"{where}/{key}: {m.group(0)}" for m in ID.finditer(value))
            else:
                yield from _shown_ids(value, f"{where}/{key}")
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _shown_ids(value, f"{where}/{i}")


def test_every_pack_is_walked():
    assert {p.relative_to(ROOT / "builder" / "systems").parts[0] for p in PACKS} == {
        "chuseihai", "eiyuten", "fate_roll_dice", "grail_tactics", "senya_tsukihime_plus"}


def test_no_pack_text_names_an_id():
    found = [f"{p.relative_to(ROOT)}{hit}" for p in PACKS for hit in _shown_ids(json.loads(p.read_text("utf-8")))]
    assert found == []


def test_the_walk_finds_an_id_in_words():
    # the shape it must find, and words it must leave alone (a formula, a path, a dice roll)
    data = {"skills": [{"text_en": "unspent points per reading unspent_points", "note": "{stat_total} 2D6 a/b.json"}]}
    assert list(_shown_ids(data)) == ["/skills/0/text_en: unspent_points"]
