"""Issue 14, "Words": every page of every system, walked as a user sees it.

In Japanese no page shows a raw id (a snake_case identifier such as ``servant_only``, a code
word glued to Japanese as in 「単独行動はservant専用」), a JSON pointer (``/ranks/1/params/deed``)
or an empty bracket (「()」「（）」, 「投入FP(??)」). In English no page shows Japanese except the
character's own words and the pack's own text that has no English twin (an entry without
``name_en``, a text without ``text_en``, a chat palette command); a Japanese name shown where the
pack has the English one fails. The character's own words (every string and key its
file holds, and its partner's file: names, ○○ choices, a GM-entered option id) are the player's,
not the program's, and are left out in both.

Both walks also cover a NEW character of every type of every system (``grail-builder new``'s
character, saved and opened): its findings are the ones whose parameters are missing (no
alignment chosen, no rank yet), where an empty 「()」 hides. A new character has no words of
its own, so nothing on its pages is left out (beyond the pack's own text in English).

An example's pages in a language are walked once per process for every check that reads them
(this module's, tests/forms/dialogs/test_no_ids.py's and tests/forms/test_visible.py's:
tests/forms/pagewalk.py); a new character's file is this test's own and is walked by it.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st
from tests.forms.pagewalk import walk, walk_now
from tests.fuzzbudget import fuzz_settings

ROOT = Path(__file__).resolve().parents[3]
TAG = re.compile(r"<[^>]+>")
SNAKE = re.compile(r"(?<![A-Za-z0-9_])[a-z][a-z0-9]*_[a-z0-9_]+(?![A-Za-z0-9_])")
# a lower-case code word glued to Japanese (「単独行動はservant専用」, 「kind区分」)
GLUED = re.compile(r"(?<![A-Za-z0-9_])[a-z]{3,}(?=[\u3040-\u30ff\u4e00-\u9fff])|(?<=[\u3040-\u30ff\u4e00-\u9fff])[a-z]{3,}(?![A-Za-z])")
POINTER = re.compile(r"(?:^|[\s(（「『:：])/[a-z_]+(?:/[A-Za-z0-9_]+)*(?=$|[\s)）」』:：])")
EMPTY = re.compile(r"\(\s*\)|（\s*）|\(\?\?\)")


def characters() -> list[Path]:
    """Every example character of every system (the 陣営表 and unit files have no ``type``)."""
    paths = sorted(ROOT.glob("examples/*.json")) + sorted(ROOT.glob("examples/*/*.json"))
    return [p for p in paths if "type" in json.loads(p.read_text(encoding="utf-8"))]


def new_characters() -> list[tuple[str, str]]:
    """(system, type) for every type every registered system offers 新規."""
    from builder.core.packs import load_pack
    from builder.core.registry import plugin_for, systems
    out = []
    for system in systems():
        sid = getattr(system, "id", system)
        pack = load_pack(sid, user_layer=False)
        out += [(sid, t["id"]) for t in plugin_for(sid).types(pack)]
    return out


@lru_cache(maxsize=None)
def bundled_pack(system: str):
    """The bundled pack of ``system``, loaded once for the module (it is part of the install;
    ``load_pack`` itself keeps none)."""
    from builder.core.packs import load_pack
    return load_pack(system, user_layer=False)


def new_file(folder: Path, system: str, type_id: str) -> Path:
    """The new character of ``type_id`` as ``grail-builder new`` writes it."""
    from builder.core.documents import new_build, save_build
    path = folder / f"{system}-{type_id}.json"
    save_build(new_build(bundled_pack(system), type_id), path)
    return path


NEW = new_characters()
assert len(NEW) >= 20  # every system's types (Fate/roll dice alone has 12)


def own_words(path: Path) -> list[str]:
    """Every string and key the character's file (and its partner's) holds, longest first."""
    out: list[str] = []

    def walk(value):
        if isinstance(value, str):
            if value.strip():
                out.append(value)
        elif isinstance(value, dict):
            for k, v in value.items():
                out.append(k)
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    data = json.loads(path.read_text(encoding="utf-8"))
    walk(data)
    partner = path.parent / data["partner"] if isinstance(data.get("partner"), str) and data["partner"] else None
    if partner is not None and partner.is_file():
        walk(json.loads(partner.read_text(encoding="utf-8")))
    return sorted(set(out), key=len, reverse=True)


_pack_words: dict[int, tuple[object, list[str]]] = {}  # id(pack) → (the pack, kept alive; its words)


def pack_words(pack) -> list[str]:
    """:func:`words_of_pack`, once per pack object: the module's window keeps its packs (and a
    loaded pack is read-only, builder.core.packcache), so the walks of one system's characters
    ask for the same pack's words again and again."""
    if id(pack) not in _pack_words or _pack_words[id(pack)][0] is not pack:
        _pack_words[id(pack)] = (pack, words_of_pack(pack))
    return _pack_words[id(pack)][1]


def words_of_pack(pack) -> list[str]:
    """The pack's strings that have no English twin (a name without ``name_en``, a text without
    ``text_en``), longest first: English mode may show these as the pack has them. A string whose
    twin exists is not here, so a Japanese name shown where the English one should be is caught."""
    from pydantic import BaseModel
    with_en: set[str] = set()
    out: set[str] = set()

    def walk(obj):
        if isinstance(obj, BaseModel):
            fields = type(obj).model_fields
            for field in fields:
                value = getattr(obj, field)
                if isinstance(value, str):
                    twin = getattr(obj, field + "_en", "") if field + "_en" in fields else ""
                    if value.strip():
                        (with_en if isinstance(twin, str) and twin.strip() else out).add(value)
                else:
                    walk(value)
        elif isinstance(obj, (list, tuple)):
            for item in obj:
                walk(item)
        elif isinstance(obj, dict):
            for item in obj.values():
                walk(item)
        elif isinstance(obj, str) and obj.strip():
            out.add(obj)
    walk(pack.index.content if pack.index is not None and hasattr(pack.index, "content") else pack.content)
    walk(pack.manifest)
    out -= with_en
    # a chat palette command is shown with its {places} filled: its literal pieces are the pack's
    out |= {piece.strip() for text in out if "{" in text for piece in re.split(r"\{[A-Za-z0-9_]+\}", text)
            if piece.strip()}
    return sorted(out, key=len, reverse=True)


MARK = "＊"  # what a left-out word becomes, so removing it leaves no false "()"


class _LeaveOut:
    """Takes ``own`` words out of a text exactly as replacing each in turn would (slotted words
    first, then the words longest first), without trying the thousands of words a text cannot
    hold: a replacement only puts a MARK where text was, so a word without a MARK in it that is
    not in the text before the replacements can never match later (any later occurrence lies
    inside a stretch of the text left as it was). Each kept word is still replaced in its turn.
    Built once per word list; the walk calls it for every text on every page. A text seen before
    (the budget bar and the findings are on every page) is answered from ``done``: the result
    depends on the text and the word list alone."""

    def __init__(self, own: tuple[str, ...]):
        self.slotted = []  # (a literal the match must contain or None, the pattern), in order
        for word in own:
            if "○" in word and len(word) > 2:
                parts = re.split("○+", word)
                first = next((part for part in parts if part), "")
                needed = first if first and MARK not in first else None
                self.slotted.append((needed, re.compile(".+?".join(re.escape(part) for part in parts))))
        self.order = {word: n for n, word in enumerate(own)}
        self.always = [w for w in own if MARK in w or len(w) < 2]  # not found by a two-character key
        self.by_pair: dict[str, list[str]] = {}
        for word in own:
            if MARK not in word and len(word) >= 2:
                self.by_pair.setdefault(word[:2], []).append(word)
        self.done: dict[str, str] = {}

    def __call__(self, text: str) -> str:
        if text not in self.done:
            self.done[text] = self._leave_out(text)
        return self.done[text]

    def _leave_out(self, text: str) -> str:
        for needed, pattern in self.slotted:
            if needed is None or needed in text:
                text = pattern.sub(MARK, text)
        pairs = {text[i:i + 2] for i in range(len(text) - 1)}
        words = [w for pair in pairs for w in self.by_pair.get(pair, ()) if w in text] + self.always
        for word in sorted(words, key=self.order.__getitem__):
            text = text.replace(word, MARK)
        return text


def leave_out(own: list[str], text: str) -> str:
    """``text`` without the character's own words (see :class:`_LeaveOut`). For one text; a
    walk makes one :class:`_LeaveOut` for all of its texts instead (:func:`shown`): a key of
    the whole word list, thousands of strings in English, hashed per text cost more than the
    leaving out itself."""
    return _LeaveOut(tuple(own))(text)


def leave_out_one_by_one(own: list[str], text: str) -> str:
    """The plain definition :func:`leave_out` must agree with (checked below)."""
    for word in own:
        if "○" in word and len(word) > 2:
            text = re.compile(".+?".join(re.escape(part) for part in re.split("○+", word))).sub(MARK, text)
    for word in own:
        text = text.replace(word, MARK)
    return text


def shown(texts, own: list[str]):
    """(where, text) the user can read in ``texts`` (a page's :func:`visible_texts`), without
    the editable fields and the character's own words. A word with a ○ slot (「魔術・○○」,
    "○ Nature (e.g. 神性 Divinity)") also goes with the slot filled. ``own`` is the word list or
    the :class:`_LeaveOut` a walk made of it once."""
    strip = own if isinstance(own, _LeaveOut) else _LeaveOut(tuple(own))
    for where, text, editable in texts:
        if editable:
            continue
        yield where, strip(TAG.sub(" ", text))


JAPANESE = re.compile(r"[\u3040-\u309f\u30a0-\u30fa\u30fc-\u30ff\u4e00-\u9fff]+")  # kana, kanji (not ・ or ○)


def japanese_in(text: str) -> list[str]:
    return [m.group(0) for m in JAPANESE.finditer(text)]


def problems_in(text: str) -> list[str]:
    found = []
    for pattern, what in ((SNAKE, "id"), (GLUED, "code word"), (POINTER, "JSON pointer"), (EMPTY, "empty bracket")):
        found += [f"{what} {m.group(0).strip()!r}" for m in pattern.finditer(text)]
    return found


def walk_pages(window, errors: list, path: Path, lang: str, own: list[str], pack_own=None, kept: bool = True):
    """Yield (page, where, text) the user reads on each page of ``path`` in ``lang``: the
    :mod:`tests.forms.pagewalk` walk of the file (``kept``: the one walk of this (file,
    language) every check shares; else walked now, for a file only this test writes), less
    ``own``. ``pack_own(pack)``: more words to leave out, of the pack the opened file got.
    The walk's error boxes are asserted here: a kept walk showed them to the test that made it."""
    walked = (walk if kept else walk_now)(window, errors, path, lang)
    assert walked.errors == ()
    if pack_own is not None:
        own = sorted(set(own) | set(pack_own(walked.pack)), key=len, reverse=True)
    strip = _LeaveOut(tuple(own))
    for page in walked.pages:
        for where, text in shown(page.texts, strip):
            yield page.page_id, where, text


def japanese_problems(window, errors: list, path: Path, own: list[str], kept: bool = True) -> list[str]:
    bad = []
    for page_id, where, text in walk_pages(window, errors, path, "ja", own, kept=kept):
        bad += [f"{page_id} {where}: {p} in {text.strip()[:120]!r}" for p in problems_in(text)]
    return bad


def english_problems(window, errors: list, path: Path, own: list[str], kept: bool = True) -> list[str]:
    bad = []
    for page_id, where, text in walk_pages(window, errors, path, "en", own, pack_own=pack_words, kept=kept):
        bad += [f"{page_id} {where}: {j!r} in {text.strip()[:120]!r}" for j in japanese_in(text)]
    return bad


@pytest.mark.walk
@pytest.mark.parametrize("path", characters(), ids=lambda p: str(p.relative_to(ROOT / "examples")))
def test_japanese_pages_show_no_ids_pointers_or_empty_brackets(qtbot, walk_window, errors, path):
    bad = japanese_problems(walk_window, errors, path, own_words(path))
    assert errors == []
    assert bad == []


@pytest.mark.walk
@pytest.mark.parametrize("path", characters(), ids=lambda p: str(p.relative_to(ROOT / "examples")))
def test_english_pages_show_no_japanese_but_the_characters_and_the_packs(qtbot, walk_window, errors, path):
    bad = english_problems(walk_window, errors, path, own_words(path))
    assert errors == []
    assert bad == []


@pytest.mark.walk
@pytest.mark.parametrize("system,type_id", NEW, ids=[f"new-{s}-{t}" for s, t in NEW])
def test_a_new_characters_japanese_pages_show_no_ids_pointers_or_empty_brackets(qtbot, walk_window, errors, tmp_path,
                                                                                 system, type_id):
    bad = japanese_problems(walk_window, errors, new_file(tmp_path, system, type_id), [], kept=False)
    assert errors == []
    assert bad == []


@pytest.mark.walk
@pytest.mark.parametrize("system,type_id", NEW, ids=[f"new-{s}-{t}" for s, t in NEW])
def test_a_new_characters_english_pages_show_no_japanese_but_the_packs(qtbot, walk_window, errors, tmp_path,
                                                                        system, type_id):
    bad = english_problems(walk_window, errors, new_file(tmp_path, system, type_id), [], kept=False)
    assert errors == []
    assert bad == []


def test_the_check_catches_what_it_is_for():
    """The patterns themselves: each kind of slip the issue saw is caught, game words are not."""
    assert problems_in("単独行動はservant_only専用")
    assert problems_in("単独行動はservant専用")
    assert problems_in("kind区分")
    assert problems_in("場所 /ranks/1/params/deed")
    assert problems_in("筋力 (/stats/agility/marks/0)")
    assert problems_in("投入FP(??)")
    assert problems_in("魔術・○○()")
    assert not problems_in("ランク『英雄打倒』の偉業の内容  L748")
    assert not problems_in("スキル『??』  FP 1/2  E/D/C")
    assert japanese_in("NP 宝具 capacity") == ["宝具"] and japanese_in("Protection from ○・Arrows (L1134)") == []


_PIECES = st.text(alphabet="ab魔術・○＊()", max_size=6)


@settings(fuzz_settings)
@given(own=st.lists(_PIECES.filter(bool), max_size=12, unique=True), text=_PIECES.flatmap(
    lambda a: st.lists(_PIECES, max_size=6).map(lambda rest: a + "".join(rest))))
def test_leaving_out_words_is_replacing_them_one_by_one(own, text):
    """The walk's quick :func:`leave_out` gives what replacing every word in turn gives, for
    any words (slots ○, marks ＊, one character) in the walk's order (longest first)."""
    own = sorted(own, key=len, reverse=True)
    assert leave_out(own, text) == leave_out_one_by_one(own, text)


def test_leaving_out_a_slotted_word_and_an_overlapping_pair():
    """By hand: 「魔術・○○」 goes with its slot filled, the slot as short as it can be (one
    character: 「魔術・黒」, leaving 「魔術」); of "BCD" and "AB" in "ABCD", "BCD" goes first
    (longest first) and "AB" no longer matches, leaving "A＊"."""
    own = sorted(["魔術・○○", "BCD", "AB"], key=len, reverse=True)
    assert leave_out(own, "魔術・黒魔術 ABCD") == "＊魔術 A＊"
    assert leave_out_one_by_one(own, "魔術・黒魔術 ABCD") == "＊魔術 A＊"
