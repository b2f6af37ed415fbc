"""The words of a Fate/roll dice sheet: how the seed's sample sheet writes each entry.

Contract: pure functions of the pack, the build and the engine's rows, returning plain
``str``; :mod:`builder.systems.fate_roll_dice.sheetsections` puts them into the sheet's typed sections. Each
follows the seed's sample sheet template (000_8acb8ad758a0196c.txt L1527–1694) and the app's
additions; user text is returned raw (each export escapes it for its own format).
"""
from __future__ import annotations

import re
from typing import Any

from . import bcdice

DASH = "—"
#: the figures a piece of equipment adds, as the sheet writes them (L1057)
GEAR_EFFECTS = {"damage": "ダメージ+{}", "armor": "防御+{}", "iv": "IV+{}"}
#: ... and on an English sheet (the digest's words for L1057: damage, defence, IV)
GEAR_EFFECTS_EN = {"damage": "damage +{}", "armor": "defence +{}", "iv": "IV +{}"}


def term_names_en(pack: Any) -> dict[str, str]:
    """The pack's Japanese terms a sheet prints as values (a 宝具's or 礼装's 区分, an equipment
    kind, an 追加効果, an alignment) mapped to the pack's English name (``name_en``); a term
    the pack gives no English name is left out, so the Japanese term is printed, never an id.

    A pure function of the read-only pack, walked once per pack (``pack.memo``: a sheet's
    sections asked for it per 宝具, 礼装, equipment and 常備化 list, ~1 ms a walk); callers
    only read the mapping."""
    out = pack.memo.get("fate_term_names_en")
    if out is None:
        out = {}
        tables = (pack.categories, pack.gear_kinds, pack.np_effects, pack.alignment,
                  {u.id: u for u in pack.content.upkeep_uses})
        for table in tables:
            for d in table.values():
                if getattr(d, "name_en", ""):
                    out.setdefault(d.name, d.name_en)
        pack.memo["fate_term_names_en"] = out
    return out


def alignment_text(pack: Any, build: Any, lang: str = "ja") -> str:
    """「秩序・善」; 狂 by 狂化 keeps the earlier action in brackets: 「混沌・狂(善)」 (L835–836).
    In English the pack's names: "Chaotic・Mad(Good)"."""
    a = build.alignment

    def name(v: str | None) -> str:
        if not (v and v in pack.alignment):
            return v or ""
        d = pack.alignment[v]
        return (d.name_en or d.name) if lang == "en" else d.name

    action = name(a.action)
    if a.pre_madness:
        action += f"({name(a.pre_madness)})"
    text = "・".join(x for x in (name(a.goal), action) if x)
    return text or DASH


def marks_text(marks: list[Any], lang: str = "ja") -> str:
    """「+」/「−」 marks as the sheet writes them: 「「+」HP/MP消費:条件」 (L895–909); in English
    「+」pay HP/MP:condition."""
    en = lang == "en"
    out = []
    for m in marks:
        sign = "+" if m.sign == "+" else "−"
        cond = (m.condition or "").strip()
        how = ("pay HP/MP" if en else "HP/MP消費") if m.pattern == 1 else (
            cond or ("no condition written" if en else "条件未記入"))
        if m.pattern == 1 and cond:
            how += f":{cond}"
        out.append(f"「{sign}」{how}")
    return " / ".join(out)


def rank_rows(pack: Any, build: Any, lang: str = "ja") -> list[dict[str, str]]:
    """Each rank held: its name, the parameters chosen, its duty and its line (in English the
    pack's ``name_en``/``text_en`` where it has them, else the Japanese)."""
    en = lang == "en"
    yes, no = ("yes", "no") if en else ("あり", "なし")
    rows = []
    for r in build.ranks:
        rdef = pack.ranks.get(r.id)
        params = []
        for key, value in r.params.items():
            pdef = next((p for p in (rdef.params if rdef else []) if p.id == key), None)
            pname = ((pdef.name_en if en else "") or pdef.name) if pdef else key
            params.append(f"{pname}:{yes if value is True else no if value is False else value}")
        name = ((rdef.name_en if en else "") or rdef.name) if rdef else r.id
        duty = ((rdef.text_en if en else "") or rdef.text) if rdef else ""
        rows.append({"name": name, "params": " / ".join(params) or DASH,
                     "duty": duty, "rule": f"L{rdef.line}" if rdef and rdef.line else ""})
    return rows


#: an 追加効果 as the engine writes it: its name, the player's ○○ detail in brackets, ×count
_EFFECT = re.compile(r"(?P<name>[^(×]+)(?P<detail>\(.*\))?(?P<count>×\d+)?")


def effect_name(text: str, names: dict[str, str]) -> str:
    """An 追加効果 of a 宝具/礼装 row (「使用回数限定(1シナリオ2回)」, 「必殺×2」) with its name in
    ``names`` (:func:`term_names_en`; empty: as written): "Limited Uses (1シナリオ2回)". The
    player's detail stays as typed; a name the pack gives no English name stays Japanese."""
    if not names or text in names:
        return names.get(text, text)
    found = _EFFECT.fullmatch(text)
    if found is None or found["name"] not in names:
        return text
    return names[found["name"]] + (f" {found['detail']}" if found["detail"] else "") + (found["count"] or "")


def item_fields(it: dict, names: dict[str, str] | None = None) -> dict[str, str]:
    """A 宝具 or 礼装 as the template's 区分 line writes it (L1575–1581): heading, rank, kinds,
    MP, its dice as BCDice commands, 固定値 and the effects. With ``names`` (:func:`term_names_en`)
    the same fields on an English sheet: the pack's English terms, English joiners."""
    en = names is not None
    names = names or {}

    def v(x: Any) -> str:
        return DASH if x in (None, "") else names.get(str(x), str(x))
    rolls_ = bcdice.item_rolls(it)
    dice = rolls_[0].command if rolls_ else DASH
    dice += "".join(f"({'single target' if en else '単体'} {r.command})" for r in rolls_[1:])
    kind = v(it.get("kind")) + (f"({v(it['gear_kind'])})" if it.get("gear_kind") else "")
    fixed = v(it.get("fixed"))
    words = GEAR_EFFECTS_EN if en else GEAR_EFFECTS
    figures = [words[k].format(it[k]) for k in words if it.get(k) is not None]
    if it.get("melee_defense_minus"):  # L999, L1057
        figures.append(f"{'melee defence −' if en else '対白兵防御−'}{it['melee_defense_minus']}")
    if figures:  # the gear the item is figured as (L1057)
        fixed += "(" + (", " if en else "、").join(figures) + ")"
    unnamed = "(unnamed)" if en else "(無名)"
    return {"heading": f"『{it.get('name') or unnamed}』", "rank": v(it.get("label")), "kind": kind,
            "activation": v(it.get("activation")), "target": v(it.get("target")), "mp": v(it.get("mp")),
            "dice": dice, "fixed": fixed,
            "effects": (", " if en else "、").join(effect_name(e, names) for e in it.get("effects") or []) or DASH,
            "text": it.get("text") or ""}


def gear_fields(it: dict, names: dict[str, str] | None = None) -> dict[str, str]:
    """A piece of 通常装備: 装備ポイント (or MP) paid as the engine priced it (a troop pays twice
    the figure, L381), its kind, the figures it adds (L1057) and its text; with ``names``
    (:func:`term_names_en`) in English."""
    en = names is not None
    names = names or {}
    words = GEAR_EFFECTS_EN if en else GEAR_EFFECTS
    eff = (", " if en else "、").join(words[k].format(it[k]) for k in words if it.get(k) is not None)
    kind = names.get(it.get("kind") or "", it.get("kind") or "")
    paid = ("MP (constant upkeep)" if en else "MP(常時消費)") if it.get("paid_with") == "mp" else (
        "equipment points" if en else "装備ポイント")
    return {"heading": f"『{it.get('name') or kind}』", "points": str(it.get("price", it.get("points", 0))),
            "kind": kind or DASH, "effect": eff or DASH, "paid_with": paid, "text": it.get("text") or ""}


def troop_text(it: dict) -> str:
    """A troop as its owner's sheet lists it: level, how it came, the figures its own sheet
    starts from (every stat 1 + ceil(RL ÷ 2), RL + 6 FP at RL 2/4/6, L367)."""
    stats = "筋力・耐久・敏捷・魔力・幸運・" + it["stat_set"]
    text = (f"{it['name'] or 'トループ'} ランクレベル{it['rank_level']}({it['method']}) "
            f"初期ステータス:{it['base_stat']}({stats})")
    if it.get("bonus_fp"):
        text += f" 追加FP:{it['bonus_fp']}"
    if it.get("file"):
        text += f" データ:{it['file']}"
    return text + (f":{it['text']}" if it.get("text") else "")


def summoning_text(it: dict) -> str:
    """家伝触媒召喚 or 継戦 and what it cost (L123–129); 継戦 paid in FP as the seed writes it."""
    text = f"{it['name']}(サーヴァントRL{it['servant_rank_level']})"
    if it.get("cost"):
        text += f" {it['pool']}{it['cost']}点"
    elif it.get("pool"):
        text += f" {it['pool']}の宝具を触媒に"
    if it.get("fated_encounter"):
        text += " 運命遭遇召喚"
    if it.get("skill"):  # L129
        text += f" スキル:継戦者・1Lv1FP、スキルレベル+6ランクレベルのサーヴァントを開始前から従えている({it['skill']})"
    return text


def upkeep_text(it: dict, names: dict[str, str] | None = None) -> str:
    """A 常備化 item as the sheet writes it: kind, points, what it adds to which rolls (L971–974);
    with ``names`` (:func:`term_names_en`) in English."""
    if names is not None:
        return _upkeep_text_en(it, names)
    if it.get("field"):
        what = f"{it['field']}の判定 達成値{it['roll_bonus']}(1日1回)"
    elif it.get("skill"):
        what = f"{it['skill']} 達成値{it['roll_bonus']}(1日1回)"
    elif it.get("restores"):
        what = f"{it['restores']}{it['roll_bonus']}回復(1日1回)"
    else:
        what = ""
    text = f"{it['kind']} {it['points']}点" + (f" {what}" if what else "")
    return text + (f":{it['text']}" if it.get("text") else "")


def _upkeep_text_en(it: dict, names: dict[str, str]) -> str:
    if it.get("field"):
        what = f"{it['field']} checks +{it['roll_bonus']} (once a day)"
    elif it.get("skill"):
        what = f"{it['skill']} +{it['roll_bonus']} (once a day)"
    elif it.get("restores"):
        what = f"restores {it['restores']} {it['roll_bonus']} (once a day)"
    else:
        what = ""
    text = f"{names.get(it['kind'], it['kind'])} {it['points']} pt" + (f" {what}" if what else "")
    return text + (f":{it['text']}" if it.get("text") else "")


def combo_text(c: dict) -> str:
    """スキルコンボ as the template writes it, 「名前:(筋力+怪力):効果」 (L1571–1573), with the
    engine's FP cost and MP paid per use (:mod:`builder.systems.fate_roll_dice.combos`)."""
    return (f"{c['name'] or '(無名)'}:({'+'.join(c['components'])}):{c['text'] or DASH} "
            f"[FP{c['fp']}・使用時MP{c['mp']}]")
