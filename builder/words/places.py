"""A finding's or ledger line's place in game terms, for every system and both languages.

Contract: :func:`place` turns a JSON pointer into the build (``/ranks/1/params/deed``,
``/stats/agility/marks/0``, ``/lists/skills/2``) into words a player knows (「ランク『英雄打倒』の
偉業の内容」, 「敏捷の「+」(1つ目)」, 「スキル『怪力』」), in Japanese (``ja``) or English (``en``).
It reads the pack (names, ``name_en``) and the build (what stands at the place: the skill taken,
the 宝具's name), never raises, and never returns the pointer itself: a step it does not know
is named by the field words in builder/words/locale/messages.json (``place.field.*``) or left out, so
the place stays in game terms. The window's findings table and the text/PDF sheets all use it.
Pure: no Qt, no reportlab.
"""
from __future__ import annotations

import re
from typing import Any

from .messages import catalogue, render

# the build's list fields (a system with rules in Python) whose entries carry a player-given name
_NAMED_LISTS = ("noble_phantasms", "mystic_codes", "gear", "mp_items", "combos", "troops")


def skill_display_name(name: str, choice: str) -> str:
    """A skill's name with its ○○ slot filled, the one form the window and the sheets print:
    「魔術・○○」 with choice ルーン魔術 → 「魔術・ルーン魔術」; a name without a slot gets (choice).
    Without a choice a slot at the end goes with its separator (「魔術・○○」 → 「魔術」,
    "Magecraft: (school)" → "Magecraft"): a character's sheet shows no placeholder; a slot
    inside the name (「○の加護」) stays, as it is the name."""
    if not choice:
        return _DANGLING.sub("", name) or name
    for hole in ("○○", "○"):
        if hole in name:
            return name.replace(hole, choice, 1)
    slot = _ENGLISH_SLOT.search(name)  # an English name's slot: "Magecraft: (school)" → "Magecraft: ルーン魔術"
    if slot:
        return name[:slot.start()] + " " + choice
    return f"{name}({choice})"


# a slot left unfilled at the end of a name, with its separator: 「・○○」, 「・○」, ": (school)", ": ○"
_DANGLING = re.compile(r"(?:・○{1,2}|:\s*○{1,2}|:\s*\((?:school|subject|style|type|abilities|clan|drive|"
                       r"environment|form|social field|vice)\))\s*$")


# the slots the pack's English names end in (skills.json name_en): "(school)", "(subject)" …
_ENGLISH_SLOT = re.compile(r"\s*\((?:school|subject|style|type|abilities|clan|drive|environment|form|"
                           r"social field|vice|vampiric urge|gods, spirits…|religion/philosophy/justice)\)\s*$")


def cost_text(content: Any, cost: dict[str, int], lang: str = "ja") -> str:
    """A data system's catalogue cost in the pack's words: ``{"command_spells": 1}`` →
    「令呪 1」 (the pool, derived value or stat of that id; its English name in ``en``)."""
    named = {}
    for group in ("pools", "derived", "stats"):
        for entry in getattr(content, group, None) or []:
            named.setdefault(entry.id, entry)
    return " ".join(f"{_name(named.get(k), lang) or k} {v}" for k, v in cost.items())


def profile_label(key: str, lang: str = "ja") -> str:
    """A free profile key's words: a key the catalogue knows (``true_name`` → 真名) or the key
    itself (a player's own key, such as 「目的」)."""
    return _word("profile." + key, lang) or key


def _word(key: str, lang: str, **params: Any) -> str:
    entry = catalogue().get("place." + key)
    if entry is None:
        return ""
    template = entry.get(lang) or entry["ja"]
    return template.format(**params) if params else template


def _name(entry: Any, lang: str) -> str:
    if entry is None:
        return ""
    if lang == "en":
        return getattr(entry, "name_en", "") or getattr(entry, "name", "")
    return getattr(entry, "name", "")


def _quote(text: str, lang: str) -> str:
    return f"“{text}”" if lang == "en" else f"『{text}』"


def _get(obj: Any, key: str) -> Any:
    """One step down the build: a model's field, a dict's key or a list's index (None if absent)."""
    if obj is None:
        return None
    if isinstance(obj, list):
        return obj[int(key)] if key.isdigit() and int(key) < len(obj) else None
    if isinstance(obj, dict):
        return obj.get(key)
    return getattr(obj, key, None)


def _labelled(label: str, name: str, lang: str) -> str:
    """宝具『約束された勝利の剣』 / Noble Phantasm “Excalibur”."""
    return f"{label} {_quote(name, lang)}" if lang == "en" else f"{label}{_quote(name, lang)}"


def _ordinal(index: str, lang: str) -> str:
    n = int(index) + 1 if index.isdigit() else 0
    return _word("nth", lang, n=n) if n else ""


def _join(parts: list[str], lang: str) -> str:
    parts = [p for p in parts if p]
    return (" — " if lang == "en" else "の").join(parts)


def _field(key: str, lang: str) -> str:
    """A field's words (``level`` → レベル); empty for a field not worth naming."""
    return _word("field." + key, lang)


def _marks(rest: list[str], owner: Any, lang: str) -> str:
    """``marks/0`` → 「+」(1つ目) / "+" mark 1."""
    if len(rest) < 2:
        return _field("marks", lang)
    mark = _get(_get(owner, "marks"), rest[1])
    sign = getattr(mark, "sign", "")
    sign = "−" if sign == "-" else sign
    label = _word("mark", lang, sign=sign) if sign else _field("marks", lang)
    return f"{label}{_ordinal(rest[1], lang)}"


def _tail(rest: list[str], owner: Any, lang: str) -> list[str]:
    """The words for the steps below an entry (its field, a mark, an effect …)."""
    if not rest:
        return []
    if rest[0] == "marks":
        return [_marks(rest, owner, lang)]
    if rest[0] == "limits":
        return [_field("limits", lang) + (_ordinal(rest[1], lang) if len(rest) > 1 else "")]
    return [_field(rest[0], lang)]


def _fate(pack: Any, build: Any, parts: list[str], lang: str) -> list[str]:
    head, rest = parts[0], parts[1:]
    if head == "stats":
        if not rest:
            return [_field("stats", lang)]
        stat = pack.stats.get(rest[0])
        owner = _get(_get(build, "stats"), rest[0])
        return [_name(stat, lang) or _field("stats", lang)] + _tail(rest[1:], owner, lang)
    if head == "ranks":
        if not rest:
            return [_field("ranks", lang)]
        choice = _get(_get(build, "ranks"), rest[0])
        rank = pack.ranks.get(getattr(choice, "id", "")) if choice is not None else None
        words = [_word("rank", lang, name=_quote(_name(rank, lang), lang)) if rank else _field("ranks", lang)
                 + _ordinal(rest[0], lang)]
        if len(rest) >= 3 and rest[1] == "params" and rank is not None:
            param = next((p for p in rank.params if p.id == rest[2]), None)
            words.append(_name(param, lang) if param else "")
        return words
    if head == "skills":
        if not rest:
            return [_field("skills", lang)]
        choice = _get(_get(build, "skills"), rest[0])
        skill = pack.skills.get(getattr(choice, "id", "")) if choice is not None else None
        name = skill_display_name(_name(skill, lang), getattr(choice, "choice", "")) if skill is not None else ""
        words = [_word("skill", lang, name=_quote(name, lang)) if name else _field("skills", lang)]
        return words + ([] if rest[1:2] == ["id"] else _tail(rest[1:], choice, lang))
    if head in _NAMED_LISTS:
        label = _field(head, lang)
        if not rest:
            return [label]
        entry = _get(_get(build, head), rest[0])
        name = getattr(entry, "name", "") if entry is not None else ""
        words = [_labelled(label, name, lang) if name else label + _ordinal(rest[0], lang)]
        if len(rest) >= 3 and rest[1] == "effects":
            effect_choice = _get(_get(entry, "effects"), rest[2])
            effect = pack.np_effects.get(getattr(effect_choice, "id", "")) if effect_choice is not None else None
            words.append(_word("effect", lang, name=_quote(_name(effect, lang), lang)) if effect
                         else _field("effects", lang))
            return words + ([] if rest[3:4] == ["id"] else _tail(rest[3:], effect_choice, lang))
        return words + _tail(rest[1:], entry, lang)
    if head == "upkeep":
        entry = _get(_get(build, "upkeep"), rest[0]) if rest else None
        use = next((u for u in pack.content.upkeep_uses if u.id == getattr(entry, "use", "")), None)
        label = _field("upkeep", lang)
        return [_labelled(label, _name(use, lang), lang) if use else label] + _tail(rest[1:], entry, lang)
    if head == "profile" and rest:
        field = next((f for f in pack.content.profile_fields if f.id == rest[0]), None)
        return [_name(field, lang) or _field("profile", lang)]
    return []


def _data(pack: Any, build: Any, parts: list[str], lang: str) -> list[str]:
    content = pack.index.content
    head, rest = parts[0], parts[1:]
    if head == "stats":
        stat = next((s for s in content.stats if rest and s.id == rest[0]), None)
        return [_name(stat, lang) or _field("stats", lang)]
    if head == "options":
        group = next((o for o in content.options if rest and o.id == rest[0]), None)
        words = [_name(group, lang) or _field("options", lang)]
        chosen = _get(_get(_get(build, "options"), rest[0]), rest[1]) if group is not None and len(rest) > 1 else None
        choice = next((c for c in group.choices if c.id == chosen), None) if group is not None and chosen else None
        if choice is not None:
            words.append(_quote(_name(choice, lang), lang))
        return words
    if head == "lists":
        lst = next((x for x in content.lists if rest and x.id == rest[0]), None)
        words = [_name(lst, lang) or _field("lists", lang)]
        entry = _get(_get(_get(build, "lists"), rest[0]), rest[1]) if len(rest) > 1 else None
        if entry is not None:
            ref = next((c for c in lst.catalogue if c.id == entry.ref), None) if lst is not None and entry.ref else None
            name = entry.name or _name(ref, lang)
            words.append(_quote(name, lang) if name else _ordinal(rest[1], lang))
        return words
    if head == "profile" and rest:
        return [profile_label(rest[0], lang)]
    return []


def _english_names(pack: Any) -> dict[str, str]:
    """Every pack entry's Japanese name → its English name (entries that have one), and any other
    Japanese field with an English twin (a rank check's ``label``/``label_en``, a condition's
    ``condition``/``condition_en``), worked out once per pack (``pack.memo``). Where two entries
    share a Japanese name, the outer one wins (the 宝具 effect 「必殺」 Sure Kill over the 魔眼
    option worded after it, L1198), then the first in the pack."""
    memo = getattr(pack, "memo", None)
    if memo is not None and "places:en_names" in memo:
        return memo["places:en_names"]
    found: list[tuple[int, str, str]] = []
    _walk(pack.index.content if getattr(pack, "index", None) is not None and hasattr(pack.index, "content")
          else pack.content, 0, found)
    names: dict[str, str] = {}
    for _, text, text_en in sorted(found, key=lambda f: f[0]):  # stable: the pack's order within a depth
        names.setdefault(text, text_en)
    if memo is not None:
        memo["places:en_names"] = names
    return names


def _walk(obj: Any, depth: int, found: list[tuple[int, str, str]]) -> None:
    """(depth, text, English twin) of every model under ``obj``, in the pack's order. An entry of
    the pack (a model one level down) comes from :func:`_entry_names`."""
    from pydantic import BaseModel
    if isinstance(obj, BaseModel):
        if depth == 1:
            found.extend(_entry_names(obj))
            return
        _walk_model(obj, depth, found)
    elif isinstance(obj, (list, tuple)):
        for item in obj:
            _walk(item, depth, found)
    elif isinstance(obj, dict):
        for item in obj.values():
            _walk(item, depth, found)


def _walk_model(obj: Any, depth: int, found: list[tuple[int, str, str]]) -> None:
    from pydantic import BaseModel
    fields = type(obj).model_fields
    for field in ("name", *fields):  # a name first: it wins over a label worded the same
        twin = field + "_en"
        if twin in fields or (field == "name" and hasattr(obj, twin)):
            text, text_en = getattr(obj, field, None), getattr(obj, twin, None)
            if isinstance(text, str) and isinstance(text_en, str) and text and text_en:
                found.append((depth, text, text_en))
    for field in fields:
        value = getattr(obj, field, None)
        if isinstance(value, (BaseModel, list, tuple, dict)):
            _walk(value, depth + 1, found)


# id() of a pack entry -> (a weak reference to it, what _walk_model finds in it at depth 1)
_ENTRIES: dict[int, tuple[Any, list[tuple[int, str, str]]]] = {}


def _entry_names(entry: Any) -> list[tuple[int, str, str]]:
    """What :func:`_walk_model` finds in one pack entry (at depth 1), kept while the entry lives.
    A loaded pack is read-only, and every pack loaded in a process shares the bundled pack's
    entries (:mod:`builder.core.packmerge`): each new pack (a user pack, a campaign file) walks
    only the entries its own files wrote, not the thousands of bundled ones again."""
    import weakref
    key = id(entry)
    kept = _ENTRIES.get(key)
    if kept is not None and kept[0]() is entry:
        return kept[1]
    found: list[tuple[int, str, str]] = []
    _walk_model(entry, 1, found)
    try:  # forgotten with the entry (the callback runs before its id can be reused)
        ref = weakref.ref(entry, lambda _, key=key: _ENTRIES.pop(key, None))
    except TypeError:  # a model that takes no weak reference: walked each time
        return found
    _ENTRIES[key] = (ref, found)
    return found


def entry_name(pack: Any, name: str, lang: str = "ja") -> str:
    """A pack entry's name as the engine wrote it (Japanese) in ``lang``: in English the entry's
    ``name_en`` when the pack has one (筋力 → Strength), else the name as it is."""
    if lang != "en" or not isinstance(name, str):
        return name
    names = _english_names(pack)
    found = names.get(name)
    if found is None:  # 「使用回数限定(1シナリオ2回)」: an entry's name with the player's detail after it
        head, bracket, rest = name.partition("(")
        found = f"{names[head]} ({rest}" if bracket and head in names else name
    return found


def line_text(pack: Any, line: Any, lang: str = "ja") -> str:
    """A ledger line's (or any code + params') words in ``lang``, pack names in English too."""
    return render(line.code, _localised(pack, line.params, lang), lang)


def _localised(pack: Any, params: dict[str, Any], lang: str) -> dict[str, Any]:
    if lang != "en":
        return params
    return {k: entry_name(pack, v, lang) if isinstance(v, str) else v for k, v in params.items()}


_POINTER = re.compile(r"^/[a-z_]+(?:/[A-Za-z0-9_]+)*$")


def finding_text(pack: Any, build: Any, finding: Any, lang: str = "ja") -> str:
    """A finding's message with every place it names in game terms: the parameters that hold
    a JSON pointer (an approval's ``path``/``subject``/``moved``, an unnamed item) go through
    :func:`place` before :func:`builder.words.messages.render`."""
    params = {k: (place(pack, build, v, lang) if isinstance(v, str) and (_POINTER.match(v) or
                                                                         (k in _PATH_KEYS and v in ("", "/")))
                  else v) for k, v in finding.params.items()}
    return render(finding.code, _localised(pack, params, lang), lang)


_PATH_KEYS = frozenset({"path", "subject", "moved"})


def place(pack: Any, build: Any, path: str, lang: str = "ja") -> str:
    """``path`` (a JSON pointer into ``build``) in game terms; 「キャラクター全体」 for the root."""
    parts = [p.replace("~1", "/").replace("~0", "~") for p in (path or "").strip("/").split("/") if p]
    if not parts:
        return _field("whole", lang)
    try:
        if getattr(pack, "index", None) is not None and hasattr(pack.index, "content"):
            words = _data(pack, build, parts, lang)
        else:
            words = _fate(pack, build, parts, lang)
    except (AttributeError, KeyError, ValueError, TypeError, IndexError):
        words = []
    if not words or not any(words):
        words = [_field(parts[0], lang) or _field("whole", lang)]
    return _join(words, lang)
