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
- 装備: 通常装備 and 礼装 by kind and name: rank, kind, activation, target, MP, equipment
  points (as paid: a troop's twice the figure, L381), effects, text; the 召喚, トループ,
  常備化 and MPアイテム lines added or removed.
The stats, skills and equipment are read from the evaluated sheets' typed sections (the
stat rows, the ``skills``, ``noble_phantasms``, ``gear`` and ``mystic_codes`` list rows and
their details, in ``lang``: the English sheet's words in English), a row's 「公開済み」 from
the build entry its ``path`` names; nothing is priced here.
"""
from __future__ import annotations

from typing import Any

from builder.core.sections import ListRow, ListSection, find, stat_rows, title
from builder.gm.diff import PRESENT, Change, Section, Side, changed, keyed
from .sheetwords import DASH

TITLES = {"ranks": ("ランク", "ranks"), "alignment": ("属性", "alignment"), "marks": ("±", "marks (±)"),
          "skills": ("スキル", "skills"), "np": ("宝具", "Noble Phantasms"), "gear": ("装備", "equipment")}
WORDS = {"rank": ("ランク", "rank"), "kind": ("種別", "kind"), "activation": ("発動", "activation"),
         "target": ("対象", "target"), "effect": ("効果", "effect"), "mp": ("MP", "MP"),
         "text": ("本文", "text"), "changed": ("変更あり", "changed"), "goal": ("方針", "goal"),
         "action": ("性格", "character"), "pre_madness": ("狂化前の属性", "before 狂化"),
         "points": ("ポイント", "points"), "revealed": ("公開済み", "revealed")}


#: the sheet's equipment sections of one line per entry (the diff shows a line added or removed)
LINE_SECTIONS = ("summoning", "troops", "upkeep", "mp_items")


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
    for sid, row in stat_rows(side.sheet.sections).items():  # the sheet's typed stat rows, by name
        choice = side.build.stats.get(sid)
        for mark in getattr(choice, "marks", None) or []:
            out.append((f"{row.name} {mark.sign}{mark.pattern} 「{mark.condition}」", PRESENT))
    return out


def _presence(a: list[tuple[str, str]], b: list[tuple[str, str]]) -> list[Change]:
    old, new = keyed(a, b)
    return ([Change(k, "", PRESENT) for k in new if k not in old]
            + [Change(k, PRESENT, "") for k in old if k not in new])


def _rows(side: Side, section_id: str) -> list[ListRow]:
    """The rows of the sheet's list section ``section_id`` (none when the sheet has none)."""
    section = find(side.sheet.sections, section_id)
    return list(section.rows) if isinstance(section, ListSection) else []


def _row_name(row: ListRow, lang: str) -> str:
    return (row.name_en or row.name) if lang == "en" else row.name


def _revealed(side: Side, row: ListRow | None) -> bool:
    """The build entry's 「公開済み」 mark (used in play, builder.core.secrets) behind a sheet row
    (its ``path``, ``/skills/2``)."""
    field, _, index = (row.path if row else "").strip("/").partition("/")
    entries = getattr(side.build, field, None) or [] if field else []
    return index.isdigit() and int(index) < len(entries) and bool(getattr(entries[int(index)], "revealed", False))


def _skills(a: Side, b: Side, lang: str = "ja") -> list[Change]:
    old, new = keyed([(_row_name(r, lang), r) for r in _rows(a, "skills")],
                     [(_row_name(r, lang), r) for r in _rows(b, "skills")])
    out: list[Change] = []
    for key in dict.fromkeys([*old, *new]):
        ra, rb = old.get(key), new.get(key)
        fa = f"{ra.level} ({ra.cost} FP)" if ra else ""  # the rank label and the skill's FP
        fb = f"{rb.level} ({rb.cost} FP)" if rb else ""
        out += changed(key, fa, fb)
        if ra and rb and _revealed(a, ra) != _revealed(b, rb):
            out.append(Change(f"{key}: {_w('revealed', lang)}", PRESENT if _revealed(a, ra) else "",
                              PRESENT if _revealed(b, rb) else ""))
    return out


def _detail(row: ListRow, key: str, lang: str) -> str:
    """A row's detail ``key`` in ``lang``; a figure the entry lacks (the sheet's 「—」) is empty."""
    found = next((d for d in row.details if d.id == key), None)
    text = (found.value_en or found.value) if found is not None and lang == "en" else (found.value if found else "")
    return "" if text == DASH else text


def _items(side: Side, np: bool, lang: str) -> list[tuple[str, ListRow]]:
    """宝具 by name; the other equipment (通常装備, 礼装) by its kind (else its section) and name."""
    if np:
        return [(_row_name(row, lang), row) for row in _rows(side, "noble_phantasms")]
    return [(f"{_detail(row, 'kind', lang) or (title(section, lang))}: {_row_name(row, lang)}", row)
            for section in side.sheet.sections if section.id in ("gear", "mystic_codes")
            for row in section.rows]


def _lines(side: Side, lang: str) -> list[tuple[str, str]]:
    """The equipment rows the sheet writes as one line each (召喚, トループ, 常備化, MPアイテム), by
    their section and line: there or not."""
    return [(f"{title(section, lang)}: {_row_name(row, lang)}", PRESENT) for section in side.sheet.sections
            if section.id in LINE_SECTIONS and isinstance(section, ListSection) for row in section.rows]


def _item_changes(a: Side, b: Side, np: bool, lang: str) -> list[Change]:
    old, new = keyed(_items(a, np, lang), _items(b, np, lang))
    out: list[Change] = []
    for key in dict.fromkeys([*old, *new]):
        ra, rb = old.get(key), new.get(key)
        if ra is None or rb is None:
            row = ra or rb
            text = _detail(row, "rank", lang) or _detail(row, "points", lang)
            out.append(Change(key, text if ra else "", text if rb else ""))
            continue
        out += changed(f"{key}: {_w('rank', lang)}", _detail(ra, "rank", lang), _detail(rb, "rank", lang))
        for field in ("kind", "activation", "target", "mp", "points"):
            out += changed(f"{key}: {_w(field, lang)}", _detail(ra, field, lang), _detail(rb, field, lang))
        joiner = ", " if lang == "en" else "、"  # the sheet's list of 追加効果 (sheetwords.item_fields)
        ea = [e for e in _detail(ra, "effects", lang).split(joiner) if e]
        eb = [e for e in _detail(rb, "effects", lang).split(joiner) if e]
        out += [Change(f"{key}: {_w('effect', lang)} {e}", "", PRESENT) for e in eb if e not in ea]
        out += [Change(f"{key}: {_w('effect', lang)} {e}", PRESENT, "") for e in ea if e not in eb]
        if _detail(ra, "text", lang) != _detail(rb, "text", lang):
            out.append(Change(f"{key}: {_w('text', lang)}", "", _w("changed", lang)))
        if np and _revealed(a, ra) != _revealed(b, rb):
            out.append(Change(f"{key}: {_w('revealed', lang)}", PRESENT if _revealed(a, ra) else "",
                              PRESENT if _revealed(b, rb) else ""))
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
            Section(_w("gear", lang), _item_changes(a, b, False, lang) + _presence(_lines(a, lang), _lines(b, lang)))]
