"""Fate/roll dice's own part of ``grail-builder diff`` (the plug-in's ``extra["diff"]``).

Contract: :func:`diff` takes two sides (:class:`builder.gm.diff.Side`: file, build, sheet, pack)
and returns the sections that changed, each a :class:`builder.gm.diff.Section`, after the core's
stats (whose final label, 'A+' included, the core already compares):

- ランク: ranks added or removed, by their pack names with their ○○ parameters (L660–);
- 属性: the 方針 and 性格 axes (L833–), and the alignment before 狂化 when the build has one;
- ±: each stat's marks (sign, pattern, condition) added or removed (L902);
- スキル: skills added, removed or re-levelled, matched by name and ○○ choice; an FP change
  of a skill kept at its level (a class skill's price, 狂化) is shown too, and its 「公開済み」
  mark (used in play, L302) when it changes;
- 宝具: Noble Phantasms by name: rank, kind, activation, target, effects added or removed,
  MP per use, text, 「公開済み」;
- 装備: 魔術礼装, gear and the other equipment rows of the sheet, by section and name.
Numbers and names come from the evaluated sheets and the pack; nothing is priced here.
"""
from __future__ import annotations

from typing import Any

from builder.gm.diff import PRESENT, Change, Section, Side, changed, keyed

TITLES = {"ranks": ("ランク", "ranks"), "alignment": ("属性", "alignment"), "marks": ("±", "marks (±)"),
          "skills": ("スキル", "skills"), "np": ("宝具", "Noble Phantasms"), "gear": ("装備", "equipment")}
WORDS = {"rank": ("ランク", "rank"), "kind": ("種別", "kind"), "activation": ("発動", "activation"),
         "target": ("対象", "target"), "effect": ("効果", "effect"), "mp": ("MP", "MP"),
         "text": ("本文", "text"), "changed": ("変更あり", "changed"), "goal": ("方針", "goal"),
         "action": ("性格", "character"), "pre_madness": ("狂化前の属性", "before 狂化"),
         "points": ("ポイント", "points"), "revealed": ("公開済み", "revealed")}


def _w(key: str, lang: str) -> str:
    ja, en = WORDS.get(key) or TITLES[key]
    return en if lang == "en" else ja


def _name(entry: Any, lang: str) -> str:
    return (getattr(entry, "name_en", "") or entry.name) if lang == "en" else entry.name


def _ranks(side: Side, lang: str) -> list[tuple[str, str]]:
    out = []
    for choice in side.build.ranks:
        entry = side.pack.ranks.get(choice.id)
        name = _name(entry, lang) if entry is not None else choice.id
        params = ", ".join(f"{v}" for v in (choice.params or {}).values() if v not in ("", None, False))
        out.append((f"{name}({params})" if params else name, PRESENT))
    return out


def _alignment(side: Side, lang: str, axis: str) -> str:
    """The name of one axis' value (``pre_madness``: the 性格 before 狂化, L836)."""
    value = getattr(side.build.alignment, axis, None)
    if not value:
        return ""
    entry = side.pack.alignment.get(value)
    return _name(entry, lang) if entry is not None else str(value)


def _marks(side: Side) -> list[tuple[str, str]]:
    out = []
    for sid, row in side.sheet.stats.items():
        choice = side.build.stats.get(sid)
        for mark in getattr(choice, "marks", None) or []:
            out.append((f"{row.get('name', sid)} {mark.sign}{mark.pattern} 「{mark.condition}」", PRESENT))
    return out


def _presence(a: list[tuple[str, str]], b: list[tuple[str, str]]) -> list[Change]:
    old, new = keyed(a, b)
    return ([Change(k, "", PRESENT) for k in new if k not in old]
            + [Change(k, PRESENT, "") for k in old if k not in new])


def _skill_key(row: dict) -> str:
    return f"{row['name']}({row['choice']})" if row.get("choice") else row["name"]


def _revealed(side: Side, field: str, row: dict | None) -> bool:
    """The build entry's 「公開済み」 mark (used in play, builder.core.secrets) behind a sheet row."""
    entries = getattr(side.build, field, [])
    i = row.get("index") if row else None
    return isinstance(i, int) and 0 <= i < len(entries) and bool(getattr(entries[i], "revealed", False))


def _skills(a: Side, b: Side, lang: str = "ja") -> list[Change]:
    old, new = keyed([(_skill_key(r), r) for r in a.sheet.skills], [(_skill_key(r), r) for r in b.sheet.skills])
    out: list[Change] = []
    for key in dict.fromkeys([*old, *new]):
        ra, rb = old.get(key), new.get(key)
        fa = f"{ra['label']} ({ra['fp']} FP)" if ra else ""
        fb = f"{rb['label']} ({rb['fp']} FP)" if rb else ""
        out += changed(key, fa, fb)
        if ra and rb and _revealed(a, "skills", ra) != _revealed(b, "skills", rb):
            out.append(Change(f"{key}: {_w('revealed', lang)}", PRESENT if _revealed(a, "skills", ra) else "",
                              PRESENT if _revealed(b, "skills", rb) else ""))
    return out


def _items(side: Side, np: bool) -> list[tuple[str, dict]]:
    return [(f"{row['name']}" if np else f"{row.get('kind') or row['section']}: {row['name']}", row)
            for row in side.sheet.items if (row.get("section") == "noble_phantasm") == np]


def _item_changes(a: Side, b: Side, np: bool, lang: str) -> list[Change]:
    old, new = keyed(_items(a, np), _items(b, np))
    out: list[Change] = []
    for key in dict.fromkeys([*old, *new]):
        ra, rb = old.get(key), new.get(key)
        if ra is None or rb is None:
            row = ra or rb
            text = str(row.get("label") or row.get("points") or "")
            out.append(Change(key, text if ra else "", text if rb else ""))
            continue
        out += changed(f"{key}: {_w('rank', lang)}", ra.get("label"), rb.get("label"))
        for field in ("kind", "activation", "target", "mp", "points"):
            out += changed(f"{key}: {_w(field, lang)}", ra.get(field), rb.get(field))
        ea, eb = list(ra.get("effects") or []), list(rb.get("effects") or [])
        out += [Change(f"{key}: {_w('effect', lang)} {e}", "", PRESENT) for e in eb if e not in ea]
        out += [Change(f"{key}: {_w('effect', lang)} {e}", PRESENT, "") for e in ea if e not in eb]
        if (ra.get("text") or "") != (rb.get("text") or ""):
            out.append(Change(f"{key}: {_w('text', lang)}", "", _w("changed", lang)))
        if np and _revealed(a, "noble_phantasms", ra) != _revealed(b, "noble_phantasms", rb):
            out.append(Change(f"{key}: {_w('revealed', lang)}", PRESENT if _revealed(a, "noble_phantasms", ra) else "",
                              PRESENT if _revealed(b, "noble_phantasms", rb) else ""))
    return out


def diff(a: Side, b: Side, lang: str = "ja") -> list[Section]:
    """The Fate/roll dice sections that changed from ``a`` to ``b`` (see the contract)."""
    alignment: list[Change] = []
    for axis in ("goal", "action", "pre_madness"):
        alignment += changed(_w(axis, lang), _alignment(a, lang, axis), _alignment(b, lang, axis))
    return [Section(_w("ranks", lang), _presence(_ranks(a, lang), _ranks(b, lang))),
            Section(_w("alignment", lang), alignment),
            Section(_w("marks", lang), _presence(_marks(a), _marks(b))),
            Section(_w("skills", lang), _skills(a, b, lang)),
            Section(_w("np", lang), _item_changes(a, b, True, lang)),
            Section(_w("gear", lang), _item_changes(a, b, False, lang))]
