"""What changed between two versions of a character, in game terms (``grail-builder diff``).

Contract: :func:`compare` takes two :class:`Side`\\ s (file, build, evaluated sheet, pack) of
one system and returns the :class:`Section`\\ s that changed, in a fixed order; each holds
:class:`Change`\\ s (``old`` empty: added; ``new`` empty: removed; both: changed). The core
compares what every system has, by the names the sheet and pack give:

- the envelope (name, player, NPC, campaign, partner, true name known, profile, notes) and the type or kind,
  by its name in the plug-in's ``types(pack)``;
- stats: each stat row of the sheet's typed sections (:func:`builder.core.sections.stat_rows`) by
  its final ``label``; a data system's build holds the chosen number, so the chosen scale label
  (``base_label``) is shown beside the final one;
- a data system's options (by the pack's choice names) and list entries (the rows of the
  sheet's list sections that name a pack list, ``ListRow.list_id``, matched by name: added,
  removed, or level, type, source, cost, flags, secret or text changed);
- pools (total / spent / remaining), derived figures, GM approvals (by code and path) and
  findings that appeared or went away (by severity, code and path, rendered in ``lang``).

A system's own comparisons come from its plug-in: ``SystemPlugin.extra["diff"]`` is a
function ``(old: Side, new: Side, lang) -> list[Section]`` whose sections follow the stats
(e.g. ranks, alignment, marks, skills, Noble Phantasms, equipment). The core
imports no system. :func:`render_diff` writes ``text`` or ``md`` (a session log); nothing is
user text is escaped (:func:`builder.words.terminal.escape`) piece by piece, so a newline in a name
or profile value cannot start a line of its own.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, NamedTuple

from .audit import type_name
from builder.core.sections import ListRow, ListSection, StatRow, stat_rows
from builder.words.terminal import escape
from builder.words.messages import DERIVED_LABELS, POOL_LABELS, SEVERITY_LABELS, render
from builder.words.places import cost_text, place, profile_label


class Side(NamedTuple):
    file: str
    build: Any
    sheet: Any
    pack: Any


#: the value of a thing that is simply there (a rank, a mark): ``+ name`` without ``: value``
PRESENT = "✓"


@dataclass(frozen=True)
class Change:
    what: str
    old: str = ""
    new: str = ""


@dataclass
class Section:
    title: str
    changes: list[Change] = field(default_factory=list)


TITLES = {
    "character": ("キャラクター", "character"), "stats": ("能力値", "stats"),
    "options": ("選択", "choices"), "pools": ("ポイント", "pools"), "derived": ("算出値", "derived figures"),
    "approvals": ("GM承認", "GM approvals"), "findings": ("指摘", "findings"),
}
WORDS = {
    "name": ("名前", "name"), "player": ("プレイヤー", "player"), "npc": ("NPC", "NPC"),
    "campaign": ("キャンペーン", "campaign"), "partner": ("パートナー", "partner"),
    "type": ("タイプ", "type"), "notes": ("メモ", "notes"), "text": ("本文", "text"),
    "changed": ("変更あり", "changed"), "none": ("なし", "none"), "chosen": ("選択", "chosen"),
    "total": ("合計", "total"), "spent": ("使用", "spent"), "remaining": ("残り", "remaining"),
    "level": ("レベル", "level"), "source": ("出典", "source"), "cost": ("コスト", "cost"),
    "flags": ("フラグ", "flags"), "secret": ("秘匿", "secret"), "yes": ("あり", "yes"),
    "profile": ("プロフィール", "profile"), "true_name_revealed": ("真名公開", "true name known"),
    "revealed": ("公開済み", "revealed"),
}


def word(key: str, lang: str) -> str:
    ja, en = WORDS.get(key) or TITLES[key]
    return en if lang == "en" else ja


def changed(what: str, old: Any, new: Any) -> list[Change]:
    """One change when ``old`` and ``new`` differ (as text), else none."""
    old, new = "" if old is None else str(old), "" if new is None else str(new)
    return [Change(what, old, new)] if old != new else []


def keyed(old: Iterable[tuple[str, Any]], new: Iterable[tuple[str, Any]]) -> tuple[dict, dict]:
    """Two ``{key: value}`` maps where a repeated key gets ``#2``, ``#3`` … (two entries of one
    name are two entries)."""
    def index(pairs: Iterable[tuple[str, Any]]) -> dict:
        out: dict[str, Any] = {}
        for key, value in pairs:
            n, k = 1, key
            while k in out:
                n += 1
                k = f"{key} #{n}"
            out[k] = value
        return out
    return index(old), index(new)


def _stat_name(row: StatRow | None, sid: str, lang: str) -> str:
    if row is None:
        return sid
    return (row.name_en or row.name or sid) if lang == "en" else (row.name or sid)


def _stat_text(row: StatRow | None, chosen_shown: bool, lang: str) -> str:
    if row is None:
        return ""
    label = str(row.label)
    base = str(row.base_label or label)
    return f"{label} ({word('chosen', lang)} {base})" if chosen_shown else label


def _character(a: Side, b: Side, lang: str) -> list[Change]:
    out: list[Change] = []
    for key in ("name", "player", "npc", "campaign", "partner", "true_name_revealed"):
        va, vb = (getattr(s.build, key, "") for s in (a, b))
        if isinstance(va, bool) or isinstance(vb, bool):
            va, vb = (word("yes" if v else "none", lang) for v in (va, vb))
        out += changed(word(key, lang), va, vb)
    out += changed(word("type", lang), type_name(a.pack, a.build.type, lang), type_name(b.pack, b.build.type, lang))
    pa, pb = dict(getattr(a.build, "profile", {}) or {}), dict(getattr(b.build, "profile", {}) or {})
    for key in dict.fromkeys([*pa, *pb]):
        out += changed(f"{word('profile', lang)}: {_profile_name(b.pack, key, lang)}", pa.get(key, ""), pb.get(key, ""))
    if (a.build.notes or "") != (b.build.notes or ""):
        out.append(Change(word("notes", lang), "", word("changed", lang)))
    return out


def _profile_name(pack: Any, key: str, lang: str) -> str:
    """A profile key by the pack's field name (a pack's own profile field, such as a blood type), else the catalogue's
    words (true_name → 真名), else the player's own key as typed (「目的」)."""
    content = getattr(getattr(pack, "index", None), "content", None) or getattr(pack, "content", None)
    field = next((f for f in getattr(content, "profile_fields", None) or [] if f.id == key), None)
    if field is not None:
        return (getattr(field, "name_en", "") or field.name) if lang == "en" else field.name
    return profile_label(key, lang)


def _stats(a: Side, b: Side, lang: str) -> list[Change]:
    out: list[Change] = []
    rows_a, rows_b = stat_rows(a.sheet.sections), stat_rows(b.sheet.sections)  # typed stat rows
    for sid in dict.fromkeys([*rows_a, *rows_b]):
        ra, rb = rows_a.get(sid), rows_b.get(sid)
        # a data system's build holds the chosen number: show it when a bonus sets the two apart
        shown = any(isinstance(getattr(s.build, "stats", {}).get(sid), int) and r is not None
                    and str(r.base_label) != str(r.label) for s, r in ((a, ra), (b, rb)))
        out += changed(_stat_name(rb or ra, sid, lang), _stat_text(ra, shown, lang), _stat_text(rb, shown, lang))
    return out


def _options(a: Side, b: Side, lang: str) -> list[Change]:
    idx = getattr(b.pack, "index", None)
    content = getattr(idx, "content", None)
    if content is None or not hasattr(b.build, "options"):
        return []
    defs = {o.id: o for o in content.options}

    def names(side: Side, oid: str) -> str:
        choices = {c.id: c for c in defs[oid].choices} if oid in defs else {}
        chosen = (getattr(side.build, "options", {}) or {}).get(oid, [])
        return "、".join((choices[c].name_en or choices[c].name) if lang == "en" and c in choices
                        else choices[c].name if c in choices else c for c in chosen)
    out: list[Change] = []
    for oid in dict.fromkeys([*(a.build.options or {}), *(b.build.options or {})]):
        title = ((defs[oid].name_en or defs[oid].name) if lang == "en" else defs[oid].name) if oid in defs else oid
        out += changed(title, names(a, oid), names(b, oid))
    return out


def _entry_text(row: ListRow, lang: str, content: Any = None) -> str:
    bits = [row.level] if row.level else []
    bits += [cost_text(content, dict(row.costs), lang)] if row.costs else []  # 令呪 1, not command_spells 1
    return " ".join(bits) or "—"


def _entry_rows(sheet: Any) -> list[ListRow]:
    """The sheet's list entries of the pack's lists (rows of its list sections that name their
    ``list_id``: a data system's), in the sheet's order."""
    return [row for section in sheet.sections if isinstance(section, ListSection)
            for row in section.rows if row.list_id]


def _lists(a: Side, b: Side, lang: str) -> list[Section]:
    content = getattr(getattr(b.pack, "index", None), "content", None)
    titles = {lst.id: ((lst.name_en or lst.name) if lang == "en" else lst.name) for lst in content.lists} if content else {}
    kinds = {t.id: ((t.name_en or t.name) if lang == "en" else t.name)
             for lst in (content.lists if content else []) for t in lst.types}

    entries_a, entries_b = _entry_rows(a.sheet), _entry_rows(b.sheet)

    def rows(entries: list[ListRow], lid: str) -> list[tuple[str, ListRow]]:
        return [(row.name or row.id, row) for row in entries if row.list_id == lid]
    ids = [row.list_id for row in (*entries_a, *entries_b)]
    sections = []
    for lid in dict.fromkeys(ids):
        old, new = keyed(rows(entries_a, lid), rows(entries_b, lid))
        out: list[Change] = []
        for name in dict.fromkeys([*old, *new]):
            ea, eb = old.get(name), new.get(name)
            if ea is None or eb is None:
                out.append(Change(name, _entry_text(ea, lang, content) if ea else "",
                                  _entry_text(eb, lang, content) if eb else ""))
                continue
            for key, field_name in (("level", "level"), ("type", "type_id"), ("source", "source")):
                va, vb = getattr(ea, field_name) or "—", getattr(eb, field_name) or "—"
                if key == "type":  # the list's type by its name (能力値変動系), not its id
                    va, vb = kinds.get(va, va), kinds.get(vb, vb)
                out += changed(f"{name}: {word(key, lang)}", va, vb)
            out += changed(f"{name}: {word('cost', lang)}", _costs(dict(ea.costs), content, lang),
                           _costs(dict(eb.costs), content, lang))
            out += changed(f"{name}: {word('flags', lang)}", ", ".join(ea.flags) or "—", ", ".join(eb.flags) or "—")
            for key in ("secret", "revealed"):
                out += changed(f"{name}: {word(key, lang)}", word("yes" if getattr(ea, key) else "none", lang),
                               word("yes" if getattr(eb, key) else "none", lang))
            if ea.text != eb.text:
                out.append(Change(f"{name}: {word('text', lang)}", "", word("changed", lang)))
        sections.append(Section(titles.get(lid, lid), out))
    return sections


def _costs(cost: dict, content: Any = None, lang: str = "ja") -> str:
    return ", ".join(cost_text(content, {k: v}, lang) for k, v in (cost or {}).items()) or "—"


def _pools(a: Side, b: Side, lang: str) -> list[Change]:
    labels = {**POOL_LABELS.get(lang, POOL_LABELS["ja"]), **_own(b.sheet, lang), }
    out: list[Change] = []
    for pid in dict.fromkeys([*a.sheet.pools, *b.sheet.pools]):
        pa, pb = a.sheet.pools.get(pid), b.sheet.pools.get(pid)
        fa = f"{pa.total}/{pa.spent}/{pa.remaining}" if pa else ""
        fb = f"{pb.total}/{pb.spent}/{pb.remaining}" if pb else ""
        heads = "/".join(word(k, lang) for k in ("total", "spent", "remaining"))
        out += changed(f"{labels.get(pid, pid)} ({heads})", fa, fb)
    return out


def _own(sheet: Any, lang: str) -> dict[str, str]:
    return {k: ((en or ja) if lang == "en" else ja) for k, (ja, en) in sheet.labels.items()}


def _derived(a: Side, b: Side, lang: str) -> list[Change]:
    labels = {**DERIVED_LABELS.get(lang, DERIVED_LABELS["ja"]), **_own(a.sheet, lang), **_own(b.sheet, lang)}
    out: list[Change] = []
    for key in dict.fromkeys([*a.sheet.derived, *b.sheet.derived]):
        out += changed(labels.get(key, key), a.sheet.derived.get(key), b.sheet.derived.get(key))
    return out


def _approval_text(ap: Any, lang: str) -> str:
    """An approval as the log shows it: the reason and its date."""
    text = ap.reason or "—"
    if getattr(ap, "date", ""):
        text += f" ({ap.date})"
    return text


def _approval_name(side: Side, ap: Any, lang: str) -> str:
    """What an approval approves, in game words: the finding it answers (長: 形式上隠居した…),
    else its place (宝具『誓約の光剣』), never its code and JSON pointer (issue 28 item 1)."""
    finding = next((f for f in side.sheet.findings if f.code == ap.code and f.path == ap.path), None)
    if finding is not None:
        from builder.words.places import finding_text
        return finding_text(side.pack, side.build, finding, lang)
    return place(side.pack, side.build, ap.path, lang)


def _approvals(a: Side, b: Side, lang: str) -> list[Change]:
    """Approvals by what they approve (code and path match them); one given again to a changed
    entry (its pinned snapshot differs) shows as changed, with the words 「対象の内容が変わりました」."""
    def table(side: Side) -> dict[tuple[str, str], tuple[str, str, Any]]:
        return {(ap.code, ap.path): (_approval_name(side, ap, lang), _approval_text(ap, lang),
                                     getattr(ap, "snapshot", None)) for ap in side.build.approvals}
    old, new = table(a), table(b)
    out: list[Change] = []
    for key in dict.fromkeys([*old, *new]):
        ea, eb = old.get(key), new.get(key)
        va, vb = (e[1] if e else "" for e in (ea, eb))
        if ea and eb and ea[2] != eb[2]:
            vb += " — " + ("対象の内容が変わりました" if lang == "ja" else "what it pins changed")
        out += changed((eb or ea)[0], va, vb)
    return out


def _findings(a: Side, b: Side, lang: str) -> list[Change]:
    labels = SEVERITY_LABELS.get(lang, SEVERITY_LABELS["ja"])

    def table(side: Side) -> dict[tuple[str, str, str], str]:
        return {(f.severity, f.code, f.path): f"[{labels.get(f.severity, f.severity)}] "
                f"{render(f.code, f.params, lang)}" for f in side.sheet.findings}
    old, new = table(a), table(b)
    # the place in game words (宝具『誓約の光剣』), never the JSON pointer (issue 28 item 1)
    out = [Change(text, "", place(b.pack, b.build, key[2], lang)) for key, text in new.items() if key not in old]
    return out + [Change(text, place(a.pack, a.build, key[2], lang), "") for key, text in old.items() if key not in new]


def compare(old: Side | tuple, new: Side | tuple, lang: str = "ja") -> list[Section]:
    """The sections that changed from ``old`` to ``new`` (see the contract)."""
    from builder.core.registry import plugin_for
    a, b = Side(*old), Side(*new)
    plugin = plugin_for(b.pack.id)
    hook = plugin.extra.get("diff") if plugin is not None else None
    sections = [Section(word("character", lang), _character(a, b, lang)),
                Section(word("stats", lang), _stats(a, b, lang)),
                Section(word("options", lang), _options(a, b, lang)),
                *_lists(a, b, lang),
                *(hook(a, b, lang) if hook is not None else []),
                Section(word("pools", lang), _pools(a, b, lang)),
                Section(word("derived", lang), _derived(a, b, lang)),
                Section(word("approvals", lang), _approvals(a, b, lang)),
                Section(word("findings", lang), _findings(a, b, lang))]
    return [s for s in sections if s.changes]


def _line(c: Change) -> str:
    """``~ what: old → new`` (changed), ``+ what: new`` (added), ``- what: old`` (removed)."""
    what, old, new = escape(c.what), escape(c.old), escape(c.new)
    if old and new:
        return f"~ {what}: {old} → {new}"
    value = new or old
    return f"{'+' if new else '-'} {what}" + ("" if value == PRESENT else f": {value}")


def render_diff(sections: list[Section], fmt: str = "text", lang: str = "ja") -> str:
    """``text``: a heading per section and ``+``/``-``/``~`` lines; ``md``: Markdown headings
    and bullets. No change: one line saying so."""
    if not sections:
        return "変更なし" if lang == "ja" else "no changes"
    out: list[str] = []
    for s in sections:
        if fmt == "md":
            # "- - x" would be a nested list in Markdown: the sign goes in bold
            out += [f"### {escape(s.title)}", ""] + [f"- **{_line(c)[0]}** {_md(_line(c)[2:])}" for c in s.changes] + [""]
        else:
            out += [f"{escape(s.title)}:"] + [f"  {_line(c)}" for c in s.changes]
    return "\n".join(out).rstrip("\n")


def _md(text: str) -> str:
    return text.replace("*", "\\*").replace("_", "\\_").replace("<", "&lt;")
