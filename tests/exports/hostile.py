"""Hostile characters for the export fuzz tests: the example characters with every string
field of the Build model (and the keys of ``profile``) open to hostile text.

Each example is first filled out so that every kind of string the model has is present
(player, notes, every profile field, mark conditions, limits, skill notes/choices/options/tags,
NP and 礼装 names/texts/effect details, gear, 常備化, MP items, combos, GM approvals), then
every string leaf whose replacement still gives a valid Build (ids included; fixed vocabularies
such as a mark's sign or a level are not free text) may be replaced by a drawn string.
"""
from __future__ import annotations

import copy
import functools
import json
from pathlib import Path
from typing import Any

from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError

from builder.systems.fate_roll_dice.choices import FateBuild as Build

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))

PROFILE_FIELDS = ("true_name", "origin", "master_name", "sex", "height", "weight", "birthday", "blood_type",
                  "image_color", "talent", "likes", "dislikes", "reason")

#: Strings that broke or could break a writer: lone surrogates (a JSON file can carry them as
#: escapes), controls and terminal escapes, bidi overrides, astral characters and emoji
#: sequences, markup and format fields, characters the PDF font lacks, and very long text.
HOSTILE = [
    "", " ", "\ud800", "\udfff", "a\ud800b", "\udc00\ud800", "\ud83d\ude00", "\x00", "\x07\x08\x7f",
    "\x1b[31mred\x1b[0m\x1b]0;title\x07", "\r\n", "\r", "\n" * 40, "\t", "\x0b\x0c\x1c\x85\u2028\u2029",
    "\u202e\u202dabc\u200f\u200e\u2066", "\ufeff", "\u200b\u200d\u2060", "😀", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇯🇵",
    "𠮷野家", "\U0010ffff", "\U000e0100", "e\u0301\u0361\u0361", "ｱｲｳ", "<b>&amp;</b><br/>", "]]><![CDATA[",
    "{name.__class__.__mro__}", "{0}", "{", "}", "%s%n", "\\u0000", "null", "「」『』（）。、", "ー" * 50,
    "。" * 300, "a" * 5000, "漢" * 20000, "word " * 4000, "W" * 3000 + " i", " " * 3000,
]
piece = st.one_of(
    st.sampled_from(HOSTILE),
    st.text(st.characters(exclude_categories=()), max_size=30),  # every code point, surrogates too
    st.builds(lambda s, n: s * n, st.text(st.characters(exclude_categories=()), min_size=1, max_size=3),
              st.integers(1, 2000)),
)
hostile_text = st.lists(piece, min_size=1, max_size=3).map("".join)


def _augment(data: dict[str, Any]) -> dict[str, Any]:
    """The example with every kind of string field the Build model has present."""
    d = copy.deepcopy(data)
    d.setdefault("player", "player")
    d["notes"] = d.get("notes") or "notes"
    d["profile"] = {f: d.get("profile", {}).get(f) or f for f in PROFILE_FIELDS}
    mark = {"sign": "+", "pattern": 2, "condition": "cond"}
    minus = {"sign": "-", "pattern": 2, "condition": "cond"}
    for stat in d.get("stats", {}).values():
        stat["marks"] = (stat.get("marks") or []) + [dict(mark), dict(minus)]
    for sk in d.get("skills", []):
        sk.update(note="note", choice=sk.get("choice") or "choice", tags=["tag"],
                  options=sk.get("options") or ["option"], marks=[dict(mark), dict(minus)],
                  limits=[{"kind": "restriction", "text": "limit"}, {"kind": "risk", "text": "risk"}])
    for key in ("noble_phantasms", "mystic_codes"):
        items = d.setdefault(key, [])
        if not items:
            items.append({"name": "item", "kind": "tool", "activation": "sustained", "target": "anti_unit",
                          "rank": "D"})
        for it in items:
            it.update(text=it.get("text") or "text", marks=[dict(mark)],
                      effects=(it.get("effects") or []) + [{"id": "bougyo_mushi", "detail": "detail"}])
    d["gear"] = (d.get("gear") or []) + [{"name": "gear", "kind": "melee_weapon", "points": 1,
                                          "text": "text"}]
    d["upkeep"] = (d.get("upkeep") or []) + [{"use": "knowledge_item", "points": 1, "text": "text"}]
    d["mp_items"] = [{"name": "mp item", "points": 1, "text": "text"}]
    d["combos"] = [{"name": "combo", "components": ["strength", "kairiki", "free"], "text": "text"}]
    d["approvals"] = (d.get("approvals") or []) + [{"code": "code", "path": "/path", "reason": "reason",
                                                    "by": "gm"}]
    for r in d.get("ranks", []):
        r.setdefault("params", {})["free"] = "param"
    return d


def _leaves(value: Any, path: tuple = ()):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, path + (i,))
    elif isinstance(value, str):
        yield path


def _set(doc: Any, path: tuple, value: Any) -> None:
    for p in path[:-1]:
        doc = doc[p]
    doc[path[-1]] = value


def _get(doc: Any, path: tuple) -> Any:
    for p in path:
        doc = doc[p]
    return doc


def _free_paths(doc: dict[str, Any]) -> list[tuple]:
    """String leaves that may hold any text and still give a valid Build. Each leaf is tried
    in place and put back (validation reads its input, never changes it), instead of on a deep
    copy of the whole character per leaf (~150 leaves an example: the copies were most of it)."""
    out = []
    for path in list(_leaves(doc)):
        was = _get(doc, path)
        _set(doc, path, "§free text§")
        try:
            Build.model_validate(doc)
        except ValidationError:
            continue
        else:
            out.append(path)
        finally:
            _set(doc, path, was)
    return out


@functools.cache
def bases() -> tuple[list[str], list[list[tuple]]]:
    """The filled-out examples (as JSON text) and each one's free string paths: worked out when
    a test first draws (a validation per string leaf takes seconds), not when pytest imports
    this module in each worker to collect. Each draw reads its example back from the text: a
    JSON parse is a fresh copy at a quarter of what ``copy.deepcopy`` of the tree costs."""
    docs = [_augment(json.loads(p.read_text(encoding="utf-8"))) for p in EXAMPLES]
    for doc in docs:
        Build.model_validate(doc)  # the filled-out examples are valid characters
    texts = [json.dumps(doc, ensure_ascii=False) for doc in docs]
    assert all(json.loads(t) == doc for t, doc in zip(texts, docs))  # plain JSON: the text is the tree
    return texts, [_free_paths(doc) for doc in docs]


@st.composite
def hostile_builds(draw: Any) -> Build:
    """An example character with hostile text in its free string fields: either one drawn
    text in every one of them, or different texts in a drawn handful (drawing a choice per
    field for ~150 fields would spend the CI budget on generation)."""
    docs, free = bases()
    i = draw(st.integers(0, len(docs) - 1))
    doc = json.loads(docs[i])
    paths = free[i]
    texts: dict[str, str] = {}  # placeholder → hostile text

    def hostile(text: str) -> str:
        token = f"§{len(texts)}§"
        texts[token] = text
        return token
    if draw(st.booleans()):
        token = hostile(draw(hostile_text))
        for path in paths:
            _set(doc, path, token)
    else:
        for k in draw(st.lists(st.integers(0, len(paths) - 1), min_size=1, max_size=12, unique=True)):
            _set(doc, paths[k], hostile(draw(hostile_text)))
    if draw(st.booleans()):
        doc["profile"][hostile(draw(hostile_text))] = hostile(draw(hostile_text))
    # The file loader bounds lengths and refuses lone surrogates, but a Build made in memory
    # (the window, a script) is not so bounded: validate with placeholders, then put the
    # hostile texts in place of them.
    return _inject(Build.model_validate(doc), texts)


def _inject(value: Any, texts: dict[str, str]) -> Any:
    if isinstance(value, str):
        return texts.get(value, value)
    if isinstance(value, list):
        value[:] = [_inject(v, texts) for v in value]
        return value
    if isinstance(value, dict):
        items = [(_inject(k, texts), _inject(v, texts)) for k, v in value.items()]
        value.clear()
        value.update(items)
        return value
    if isinstance(value, BaseModel):
        for name in type(value).model_fields:
            old = getattr(value, name)
            new = _inject(old, texts)
            if new is not old:
                object.__setattr__(value, name, new)
        if value.__pydantic_extra__:
            _inject(value.__pydantic_extra__, texts)
        return value
    return value


def without_surrogates(text: str) -> str:
    """The oracle for what the text exports print: each surrogate code point as U+FFFD, and no
    bidi embedding, override or isolate control (U+202A–U+202E, U+2066–U+2069: issue 29 item 8)."""
    return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text
                   if not (0x202A <= ord(c) <= 0x202E or 0x2066 <= ord(c) <= 0x2069))
