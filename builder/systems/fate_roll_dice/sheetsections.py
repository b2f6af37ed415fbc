"""The typed sections of a Fate/roll dice sheet (:mod:`builder.core.sections`): what every view prints.

Contract: :func:`sheet_sections` ``(pack, build, sheet) -> list`` is a pure function of the
evaluated sheet and its build; it computes no rule (every figure is the engine's) and words
each entry as the seed's sample sheet does (:mod:`builder.systems.fate_roll_dice.sheetwords`, L1527–1694). Ids
and order: ``basics`` (name, player, type, kind, npc, origin, true_name, partner, sex,
height_weight, alignment, rank_level, command_spells, sheet: servant, master or troop), ``ranks``, ``summoning``, ``stats``,
``derived``, ``skills``, ``noble_phantasms``, ``gear``, ``mystic_codes``, ``troops``,
``upkeep``, ``mp_items``, ``combos``, ``profile``, ``setting``, ``pools``, ``ledger`` (FP),
``approvals``, ``findings`` (all but approved ones), ``play`` (:func:`builder.systems.fate_roll_dice.palette.play_section`,
with the table piece's memo).
Words that differ by language (ledger, findings, approvals, labels) are given in both, and so
are the values the pack names (class, kind, alignment, ranks, stats, skills, a 宝具's 区分 and
追加効果, equipment kinds): the pack's English name where it has one, else the Japanese term.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from builder.words.messages import DERIVED_LABELS, POOL_LABELS, citation
from builder.words.places import finding_text, line_text, place, skill_display_name
from builder.core.approvalsection import approvals_section
from builder.core.sections import (FindingRow, FindingsSection, LedgerRow, LedgerSection,
                        ListRow, ListSection, PoolRow, PoolsSection, Row, StatRow, StatSection, TextSection,
                        ValuesSection)
from . import bcdice
from .palette import play_section
from .sheetwords import (DASH, alignment_text, combo_text, gear_fields, item_fields, marks_text,
                         rank_rows, summoning_text, term_names_en, troop_text, upkeep_text)

#: the basics' labels (the template's 【】 words, L1533–1645)
BASICS = {"name": ("名前", "name"), "player": ("プレイヤー", "player"), "type": ("クラス", "type"),
          "kind": ("種別", "kind"), "npc": ("PC/NPC", "PC/NPC"), "origin": ("原典", "origin"),
          "true_name": ("真名", "true name"), "partner": ("パートナー", "partner"), "sex": ("性別", "sex"),
          "height_weight": ("身長・体重", "height and weight"), "alignment": ("属性", "alignment"),
          "rank_level": ("ランクレベル", "rank level"), "command_spells": ("令呪数", "command spells"),
          "sheet": ("シート", "sheet")}
#: a 宝具's or 礼装's figures (the 区分 line, L1575–1581) and a piece of equipment's
ITEM_DETAILS = {"heading": ("見出し", "heading"), "rank": ("ランク", "rank"), "kind": ("種類区分", "kind"),
                "activation": ("発動区分", "activation"), "target": ("対象区分", "target"), "mp": ("MP消費", "MP"),
                "dice": ("ダイス判定プラス", "dice"), "fixed": ("固定値", "fixed value"),
                "effects": ("追加効果", "added effects"), "text": ("説明", "text")}
#: the figures a 宝具 or 礼装 is priced and rolled by (L1038, L1093–1103: 消費レベル, dice, 判定値,
#: its +/− effect slots and spare minus) and the gear figures it counts as (L1057): what the
#: window's editor sums up beside it; a figure the item lacks is left out
ITEM_FIGURES = {"cost_level": ("消費レベル", "cost level"), "dice_count": ("ダイス", "dice"),
                "threshold": ("判定値", "threshold"), "plus_slots": ("+枠", "+ slots"),
                "minus_slots": ("−枠", "− slots"), "spare": ("余りマイナス", "spare minus"),
                "damage": ("ダメージ", "damage"), "armor": ("防御", "armour"), "iv": ("IV", "IV"),
                "melee_defense_minus": ("対白兵防御−", "melee defence −")}
GEAR_DETAILS = {"heading": ("見出し", "heading"), "points": ("装備ポイント", "equipment points"),
                "kind": ("種類区分", "kind"), "effect": ("効果", "effect"), "paid_with": ("支払い", "paid with"),
                "text": ("説明", "text")}
RANK_DETAILS = {"params": ("内容", "contents")}
SKILL_DETAILS = {"dice": ("ダイス数", "dice"), "threshold": ("判定値", "threshold"), "roll": ("判定", "roll"),
                 "detail": ("効果詳細", "details")}
TITLES = {"basics": ("基本情報", "basics"), "ranks": ("ランク", "ranks"), "summoning": ("召喚", "summoning"),
          "stats": ("ステータス", "stats"), "derived": ("算出値", "derived values"), "skills": ("スキル", "skills"),
          "noble_phantasms": ("宝具", "Noble Phantasms"), "gear": ("通常装備", "equipment"),
          "mystic_codes": ("礼装", "Mystic Codes"), "troops": ("トループ", "troops"), "upkeep": ("常備化", "upkeep"),
          "mp_items": ("MPアイテム", "MP items"), "combos": ("スキルコンボ", "skill combos"),
          "profile": ("プロフィール", "profile"), "setting": ("設定", "setting"), "pools": ("ポイント", "points"),
          "ledger": ("FP内訳", "FP ledger"),
          "findings": ("チェック結果", "findings")}


def _details(fields: dict[str, str], names: dict[str, tuple[str, str]],
             fields_en: dict[str, str] | None = None) -> tuple[Row, ...]:
    """Labelled figures; ``fields_en`` their values on an English sheet (kept only where they differ)."""
    en = fields_en or {}
    return tuple(Row(names[k][0], names[k][1], v, value_en=en.get(k, v) if en.get(k, v) != v else "", id=k)
                 for k, v in fields.items())


def _texts(sid: str, texts: list[str], texts_en: list[str] | None = None) -> ListSection:
    """A list whose entries are one line of text each (常備化, MPアイテム, トループ …); ``texts_en``
    the same lines on an English sheet, where they have their own words."""
    en = texts_en or [""] * len(texts)
    return ListSection(sid, *TITLES[sid], rows=tuple(ListRow(t, "", "", "", "", "", name_en=e if e != t else "")
                                                     for t, e in zip(texts, en)))


def _basics(pack: Any, build: Any, sheet: Any) -> ValuesSection:
    prof, d = build.profile, sheet.derived
    rank_names = "".join(f"「{r['name']}」" for r in rank_rows(pack, build))
    rank_names_en = "".join(f"「{r['name']}」" for r in rank_rows(pack, build, "en"))
    type_def, kind = pack.types.get(build.type), sheet.kind
    values = {
        "name": build.name or "(無名)", "player": build.player or DASH,
        "type": type_def.name if type_def is not None else build.type,
        "kind": pack.kinds[kind].name if kind in pack.kinds else kind, "npc": "NPC" if build.npc else "PC",
        "origin": prof.get("origin") or DASH, "true_name": prof.get("true_name") or DASH,
        "partner": prof.get("master_name") or DASH, "sex": prof.get("sex") or DASH,
        "height_weight": "・".join(x for x in (prof.get("height", ""), prof.get("weight", "")) if x) or DASH,
        "alignment": alignment_text(pack, build),
        "rank_level": f"{d.get('rank_level', 0)}:{rank_names}" if rank_names else str(d.get("rank_level", 0)),
        "command_spells": f"{d.get('command_spells', 0)}回",
        # which of the seed's sample sheets it follows: servant L1533–1590, master L1594–1645,
        # troop L1648–1691 (a layout picks its template by it)
        "sheet": "troop" if getattr(pack.kinds.get(kind), "troop", False) else "servant" if kind == "servant" else "master",
    }
    rank_level = str(d.get("rank_level", 0))
    en = {"type": type_def.name_en if type_def is not None and type_def.name_en else values["type"],
          "kind": (pack.kinds[kind].name_en or pack.kinds[kind].name) if kind in pack.kinds else kind,
          "name": build.name or "(unnamed)", "alignment": alignment_text(pack, build, "en"),
          "rank_level": f"{rank_level}:{rank_names_en}" if rank_names_en else rank_level,
          "command_spells": str(d.get("command_spells", 0))}
    en = {k: v for k, v in en.items() if v != values[k]}
    return ValuesSection("basics", *TITLES["basics"], rows=tuple(
        Row(*BASICS[k], v, value_en=en.get(k, ""), id=k, secret=k in ("true_name", "origin")) for k, v in values.items()))


def _stats(pack: Any, build: Any, sheet: Any) -> StatSection:
    rows = []
    for sid, st in sheet.stats.items():
        choice = build.stats.get(sid)
        sdef = pack.stats.get(sid)
        roll = " / ".join(r.command for r in bcdice.rolls(st["name"], st.get("checks") or [])) or DASH
        rows.append(StatRow(sid, st["name"], (sdef.name_en if sdef else "") or st["name"], st["value"], 0, st["value"],
                            st["label"], base_label=st["base_label"], dice=st["dice"], threshold=st["threshold"],
                            roll=roll, marks=marks_text(choice.marks) if choice and choice.marks else DASH,
                            marks_en=marks_text(choice.marks, "en") if choice and choice.marks else "",
                            checks=tuple(st.get("checks") or ())))
    return StatSection("stats", *TITLES["stats"], rows=tuple(rows))


def _skills(pack: Any, build: Any, sheet: Any) -> ListSection:
    rows = []
    for sk in sheet.skills:
        idx = sk.get("index")
        choice = build.skills[idx] if idx is not None and idx < len(build.skills) else None
        sdef = pack.skills.get(sk.get("id", ""))
        # the template's 「:(効果詳細・使用制限・使用リスク・+or−条件等)」 is the player's own
        # description: note, options chosen, +/− conditions, limits/risks (the rulebook's text
        # is the row's ``text``, printed by the full layout only)
        details, details_en = [], []
        if choice and choice.note.strip():
            details.append(choice.note.strip())
            details_en.append(choice.note.strip())
        options = [o for o in sk.get("options") or [] if o]
        # the chosen options' English names (the pack's name_en), in the engine's order
        names_en = {o.name: o.name_en or o.name for o in sdef.options} if sdef else {}
        options_en = [names_en.get(o, o) for o in options]
        if options:
            details.append("選択:" + "、".join(options))
            details_en.append("chosen: " + ", ".join(options_en))
        if choice and choice.marks:
            details.append(marks_text(choice.marks))
            details_en.append(marks_text(choice.marks, "en"))
        limits = [x for x in sk.get("limits") or [] if x and not x.endswith(":")]
        details += limits
        details_en += [x.replace("使用制限:", "limit: ").replace("使用リスク:", "risk: ") for x in limits]
        roll = " / ".join(r.command for r in bcdice.rolls(sk["name"], sk.get("checks") or [])) or DASH
        own = bool(sk.get("class_skill"))
        fields = {"dice": str(sk.get("dice", 0)), "threshold": str(sk.get("threshold") or 0), "roll": roll,
                  "detail": " / ".join(details) or DASH}
        fields_en = {"detail": " / ".join(details_en) or DASH}
        rows.append(ListRow(skill_display_name(sk["name"], sk.get("choice", "")), "クラス別" if own else "固有",
                            "class" if own else "own", sk["label"], "class" if own else "", str(sk.get("fp", 0)),
                            text=sdef.text if sdef else "", id=sk.get("id", ""),
                            name_en=skill_display_name(sdef.name_en, sk.get("choice", "")) if sdef and sdef.name_en else "",
                            text_en=sdef.text_en if sdef else "", details=_details(fields, SKILL_DETAILS, fields_en),
                            checks=tuple(sk.get("checks") or ()),
                            path=f"/skills/{idx}" if idx is not None else "", options=tuple(options),
                            options_en=tuple(options_en)))
    return ListSection("skills", *TITLES["skills"], rows=tuple(rows))


def _path(build_list: str, it: dict) -> str:
    """The build's entry an item row comes from (``/noble_phantasms/0``; empty: a row with no
    ``index``)."""
    return f"/{build_list}/{it['index']}" if it.get("index") is not None else ""


def _figures(it: dict) -> dict[str, str]:
    """An item's :data:`ITEM_FIGURES` as text: the dice ``—`` when it rolls none, a gear figure
    only when it has one."""
    figures = {k: str(it[k]) for k in ("cost_level", "threshold", "plus_slots", "minus_slots", "spare") if k in it}
    figures["dice_count"] = DASH if it.get("dice") is None else str(it["dice"])
    figures.update({k: str(it[k]) for k in ("damage", "armor", "iv", "melee_defense_minus") if it.get(k)})
    return figures


def _items(pack: Any, sheet: Any, kind: str, section: str) -> ListSection:
    rows, names = [], term_names_en(pack)
    for it in sheet.items:
        if it["section"] == kind:
            f, f_en = item_fields(it), item_fields(it, names)
            rows.append(ListRow(it.get("name") or "", f["kind"], f_en["kind"], f["rank"], "", f["mp"], text=f["text"],
                                details=_details(f, ITEM_DETAILS, f_en) + _details(_figures(it), ITEM_FIGURES),
                                path=_path(section, it)))
    return ListSection(section, *TITLES[section], rows=tuple(rows))


def _gear(pack: Any, sheet: Any) -> ListSection:
    rows, names = [], term_names_en(pack)
    for it in sheet.items:
        if it["section"] == "gear":
            f, f_en = gear_fields(it), gear_fields(it, names)
            rows.append(ListRow(it.get("name") or it.get("kind") or "", f["kind"], f_en["kind"], "", "", f["points"],
                                text=f["text"], details=_details(f, GEAR_DETAILS, f_en), path=_path("gear", it)))
    return ListSection("gear", *TITLES["gear"], rows=tuple(rows))


def _gm_parts(pack: Any, build: Any, sheet: Any) -> list[Any]:
    """Points, the FP ledger, approvals and findings (what a public view leaves out)."""
    pools = PoolsSection("pools", *TITLES["pools"], rows=tuple(
        PoolRow(pid, POOL_LABELS["ja"].get(pid, pid), POOL_LABELS["en"].get(pid, pid), p.total, p.spent)
        for pid, p in sheet.pools.items()))
    lines = [(f"+{g.amount}", g) for g in sheet.pool_totals if g.pool == "fp"]
    lines += [(f"{-line.amount:+d}", line) for line in sheet.ledger if line.pool == "fp" and line.amount]
    ledger = LedgerSection("ledger", *TITLES["ledger"], rows=tuple(
        LedgerRow(amount, line_text(pack, line, "ja"), line_text(pack, line, "en"), citation(pack, line.rule, "ja"),
                  citation(pack, line.rule, "en")) for amount, line in lines))
    findings = FindingsSection("findings", *TITLES["findings"], rows=tuple(
        FindingRow(f.severity, finding_text(pack, build, f, "ja"), finding_text(pack, build, f, "en"),
                   place(pack, build, f.path, "ja"), place(pack, build, f.path, "en"),
                   citation(pack, f.rule, "ja"), citation(pack, f.rule, "en"), f.approval)
        for f in sheet.findings if f.severity != "approved"))
    return [pools, ledger, approvals_section(pack, build, sheet), findings]


def section_parts(pack: Any, build: Any, sheet: Any) -> dict[str, Callable[[], Any]]:
    """The sections a window page draws alone (ステータス, スキル, 宝具, 通常装備, 礼装), each made
    by itself, equal to the one :func:`sheet_sections` lists (the same function of the same
    sheet): :meth:`builder.core.sheet.Sheet.section` makes one of them for a page's refresh
    without wording the rest of the sheet on every edit."""
    return {"stats": lambda: _stats(pack, build, sheet), "skills": lambda: _skills(pack, build, sheet),
            "noble_phantasms": lambda: _items(pack, sheet, "noble_phantasm", "noble_phantasms"),
            "gear": lambda: _gear(pack, sheet),
            "mystic_codes": lambda: _items(pack, sheet, "mystic_code", "mystic_codes")}


def sheet_sections(pack: Any, build: Any, sheet: Any) -> list[Any]:
    """Every section of the sheet, in the order above (see the module contract)."""
    prof = build.profile
    uses = {u.id: u for u in pack.content.upkeep_uses}
    converted = [u for u in build.upkeep if u.use == "equipment_points" or u.use not in uses]
    upkeep = [f"{uses[u.use].name if u.use in uses else u.use} {u.points}点" + (f":{u.text}" if u.text else "")
              for u in converted]
    upkeep_en = [f"{(uses[u.use].name_en or uses[u.use].name) if u.use in uses else u.use} {u.points} pt"
                 + (f":{u.text}" if u.text else "") for u in converted]
    upkeep += [upkeep_text(it) for it in sheet.items if it["section"] == "upkeep"]
    upkeep_en += [upkeep_text(it, term_names_en(pack)) for it in sheet.items if it["section"] == "upkeep"]
    ranks = ListSection("ranks", *TITLES["ranks"], rows=tuple(
        ListRow(r["name"], "", "", r["params"], r["rule"], "", text=r["duty"], name_en=r_en["name"],
                text_en=r_en["duty"], details=_details({"params": r["params"]}, RANK_DETAILS, {"params": r_en["params"]}))
        for r, r_en in zip(rank_rows(pack, build), rank_rows(pack, build, "en"))))
    derived = ValuesSection("derived", *TITLES["derived"], rows=tuple(
        Row(DERIVED_LABELS["ja"].get(k, k), DERIVED_LABELS["en"].get(k, k), str(v), id=k)
        for k, v in sheet.derived.items()))
    out = [
        _basics(pack, build, sheet), ranks,
        _texts("summoning", [summoning_text(it) for it in sheet.items if it["section"] == "summoning"]),
        _stats(pack, build, sheet), derived, _skills(pack, build, sheet),
        _items(pack, sheet, "noble_phantasm", "noble_phantasms"), _gear(pack, sheet),
        _items(pack, sheet, "mystic_code", "mystic_codes"),
        _texts("troops", [troop_text(it) for it in sheet.items if it["section"] == "troop"]),
        _texts("upkeep", upkeep, upkeep_en),
        _texts("mp_items", [f"{m.name or '(無名)'} MP{m.points}" + (f":{m.text}" if m.text else "")
                            for m in build.mp_items]),
        _texts("combos", [combo_text(c) for c in sheet.combos]),
        ValuesSection("profile", *TITLES["profile"], rows=tuple(
            Row(f.name, f.name_en or f.name, prof.get(f.id) or DASH, id=f.id) for f in pack.content.profile_fields)),
        TextSection("setting", *TITLES["setting"], text=build.notes or ""),
        *_gm_parts(pack, build, sheet),
    ]
    return out + [replace(play_section(pack, build, sheet), memo=_memo(out))]


def _memo(sections: list[Any]) -> str:
    """The table piece's memo: type and alignment, rank level, stats with their marks, skills,
    then each 宝具 and 礼装 with its 区分 and MP (one line each)."""
    by_id = {s.id: s for s in sections}
    b = {r.id: r.value for r in by_id["basics"].rows}
    stats = by_id["stats"].rows
    memo = [f"{b['type']} / 属性:{b['alignment']}", f"ランクレベル:{b['rank_level']}",
            "ステータス:" + " ".join(f"{s.name}{s.label}" for s in stats)]
    memo += [f"【{s.name}】{s.marks}" for s in stats if s.marks != DASH]
    if by_id["skills"].rows:
        memo.append("スキル:" + " ".join(f"{s.name}{s.level}" for s in by_id["skills"].rows))
    for row in by_id["noble_phantasms"].rows + by_id["mystic_codes"].rows:
        it = {d.id: d.value for d in row.details}
        memo.append(f"{it['heading']}{it['rank']} {it['kind']}/{it['activation']}/{it['target']} MP{it['mp']}")
    return "\n".join(memo)
