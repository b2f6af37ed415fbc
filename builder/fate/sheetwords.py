"""The words of a Fate/roll dice sheet: how the seed's sample sheet writes each entry.

Contract: pure functions of the pack, the build and the engine's rows, returning plain
``str``; :mod:`builder.fate.sheetsections` puts them into the sheet's typed sections. Each
follows the seed's sample sheet template (000_8acb8ad758a0196c.txt L1527–1694) and the app's
additions; user text is returned raw (each export escapes it for its own format).
"""
from __future__ import annotations

from typing import Any

from . import bcdice

DASH = "—"
#: the figures a piece of equipment adds, as the sheet writes them (L1057)
GEAR_EFFECTS = {"damage": "ダメージ+{}", "armor": "防御+{}", "iv": "IV+{}"}


def alignment_text(pack: Any, build: Any) -> str:
    """「秩序・善」; 狂 by 狂化 keeps the earlier action in brackets: 「混沌・狂(善)」 (L835–836)."""
    a = build.alignment

    def name(v: str | None) -> str:
        return pack.alignment[v].name if v and v in pack.alignment else (v or "")

    action = name(a.action)
    if a.pre_madness:
        action += f"({name(a.pre_madness)})"
    text = "・".join(x for x in (name(a.goal), action) if x)
    return text or DASH


def marks_text(marks: list[Any]) -> str:
    """「+」/「−」 marks as the sheet writes them: 「「+」HP/MP消費:条件」 (L895–909)."""
    out = []
    for m in marks:
        sign = "+" if m.sign == "+" else "−"
        cond = (m.condition or "").strip()
        how = "HP/MP消費" if m.pattern == 1 else (cond or "条件未記入")
        if m.pattern == 1 and cond:
            how += f":{cond}"
        out.append(f"「{sign}」{how}")
    return " / ".join(out)


def rank_rows(pack: Any, build: Any) -> list[dict[str, str]]:
    """Each rank held: its name, the parameters chosen, its duty and its line."""
    rows = []
    for r in build.ranks:
        rdef = pack.ranks.get(r.id)
        params = []
        for key, value in r.params.items():
            pname = next((p.name for p in (rdef.params if rdef else []) if p.id == key), key)
            params.append(f"{pname}:{'あり' if value is True else 'なし' if value is False else value}")
        rows.append({"name": rdef.name if rdef else r.id, "params": " / ".join(params) or DASH,
                     "duty": rdef.text if rdef else "", "rule": f"L{rdef.line}" if rdef and rdef.line else ""})
    return rows


def item_fields(it: dict) -> dict[str, str]:
    """A 宝具 or 礼装 as the template's 区分 line writes it (L1575–1581): heading, rank, kinds,
    MP, its dice as BCDice commands, 固定値 and the effects."""
    def v(x: Any) -> str:
        return DASH if x in (None, "") else str(x)
    rolls_ = bcdice.item_rolls(it)
    dice = rolls_[0].command if rolls_ else DASH
    dice += "".join(f"(単体 {r.command})" for r in rolls_[1:])
    kind = v(it.get("kind")) + (f"({it['gear_kind']})" if it.get("gear_kind") else "")
    fixed = v(it.get("fixed"))
    figures = [GEAR_EFFECTS[k].format(it[k]) for k in GEAR_EFFECTS if it.get(k) is not None]
    if it.get("melee_defense_minus"):
        figures.append(f"対白兵防御−{it['melee_defense_minus']}")  # L999, L1057
    if figures:  # the gear the item is figured as (L1057)
        fixed += "(" + "、".join(figures) + ")"
    return {"heading": f"『{it.get('name') or '(無名)'}』", "rank": v(it.get("label")), "kind": kind,
            "activation": v(it.get("activation")), "target": v(it.get("target")), "mp": v(it.get("mp")),
            "dice": dice, "fixed": fixed, "effects": "、".join(it.get("effects") or []) or DASH,
            "text": it.get("text") or ""}


def gear_fields(it: dict) -> dict[str, str]:
    """A piece of 通常装備: 装備ポイント (or MP) paid as the engine priced it (a troop pays twice
    the figure, L381), its kind, the figures it adds (L1057) and its text."""
    eff = "、".join(GEAR_EFFECTS[k].format(it[k]) for k in GEAR_EFFECTS if it.get(k) is not None)
    return {"heading": f"『{it.get('name') or it.get('kind')}』", "points": str(it.get("price", it.get("points", 0))),
            "kind": it.get("kind") or DASH, "effect": eff or DASH,
            "paid_with": "MP(常時消費)" if it.get("paid_with") == "mp" else "装備ポイント",
            "text": it.get("text") or ""}


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


def upkeep_text(it: dict) -> str:
    """A 常備化 item as the sheet writes it: kind, points, what it adds to which rolls (L971–974)."""
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


def combo_text(c: dict) -> str:
    """スキルコンボ as the template writes it, 「名前:(筋力+怪力):効果」 (L1571–1573), with the
    engine's FP cost and MP paid per use (:mod:`builder.fate.combos`)."""
    return (f"{c['name'] or '(無名)'}:({'+'.join(c['components'])}):{c['text'] or DASH} "
            f"[FP{c['fp']}・使用時MP{c['mp']}]")
