"""One neutral view of a character for every export: ``sheet_data(pack, build, sheet)``.

Contract: returns plain ``str`` values only (numbers already formatted), keyed by the section
ids of :data:`exports.layout.SectionId`; the PDF, text and ココフォリア writers only arrange
them. User text is returned raw: each writer escapes it for its own format. Values follow the
seed's sample sheet template (L1527–1694) and the app additions of creation.md §7.1.
"""
from __future__ import annotations

from typing import Any

from builder.build import Build
from builder.messages import DERIVED_LABELS, POOL_LABELS, SEVERITY_LABELS, citation, render
from builder.places import finding_text, line_text, place, skill_display_name  # noqa: F401 - skill_display_name: exports' name for it
from builder.packs import RulePack
from builder.sheet import Sheet

from . import bcdice

DASH = "—"
#: an approval's state on the sheet, from its notice (builder.approvals); no notice: it stands
APPROVAL_STATES = {
    "ja": {"": "有効", "approval.lapsed.changed": "失効", "approval.lapsed.removed": "失効",
           "approval.lapsed.moved": "失効", "approval.lapsed.anywhere": "失効",
           "approval.unpinned": "有効(要再承認)", "approval.unused": "不要", "approval.not_waivable": "適用外"},
    "en": {"": "stands", "approval.lapsed.changed": "lapsed", "approval.lapsed.removed": "lapsed",
           "approval.lapsed.moved": "lapsed", "approval.lapsed.anywhere": "lapsed",
           "approval.unpinned": "stands (approve again)", "approval.unused": "not needed",
           "approval.not_waivable": "does not apply"},
}


def display_name(build: Build) -> str:
    return build.name or "(無名)"


def type_name(pack: RulePack, build: Build) -> str:
    t = pack.types.get(build.type)
    return t.name if t is not None else build.type


def kind_of(pack: RulePack, build: Build, sheet: Sheet) -> str:
    if sheet.kind:
        return sheet.kind
    t = pack.types.get(build.type)
    return getattr(t, "kind", "") or ""


def alignment_text(pack: RulePack, build: Build) -> str:
    """「秩序・善」; 狂 by 狂化 keeps the earlier action in brackets: 「混沌・狂(善)」 (L835–836)."""
    a = build.alignment

    def name(v: str | None) -> str:
        return pack.alignment[v].name if v and v in pack.alignment else (v or "")

    action = name(a.action)
    if a.pre_madness:
        action += f"({name(a.pre_madness)})"
    text = "・".join(x for x in (name(a.goal), action) if x)
    return text or DASH


def _marks_text(marks: list[Any]) -> str:
    out = []
    for m in marks:
        sign = "+" if m.sign == "+" else "−"
        cond = (m.condition or "").strip()
        how = "HP/MP消費" if m.pattern == 1 else (cond or "条件未記入")
        if m.pattern == 1 and cond:
            how += f":{cond}"
        out.append(f"「{sign}」{how}")
    return " / ".join(out)


def _rank_rows(pack: RulePack, build: Build) -> list[dict[str, str]]:
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


def rolls(pack: RulePack, build: Build, sheet: Sheet) -> list[bcdice.Roll]:
    """Every check the character can make, in sheet order: stats, ランクレベル判定, skills, 宝具, 礼装.
    The checks are the Sheet's (:mod:`builder.fate.rolls`); this only names them."""
    out: list[bcdice.Roll] = []
    for st in sheet.stats.values():
        out += bcdice.rolls(st["name"], st.get("checks") or [])
    out += bcdice.rolls("ランクレベル判定", [c for c in sheet.checks if c.kind == "rank_level"])
    for sk in sheet.skills:
        out += bcdice.rolls(skill_display_name(sk["name"], sk.get("choice", "")), sk.get("checks") or [])
    for it in sheet.items:
        if it["section"] == "noble_phantasm":
            out += bcdice.item_rolls(it, "宝具")
        elif it["section"] == "mystic_code":
            out += bcdice.item_rolls(it, "礼装")
    return out


def _item_fields(it: dict) -> dict[str, str]:
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


GEAR_EFFECTS = {"damage": "ダメージ+{}", "armor": "防御+{}", "iv": "IV+{}"}


def _troop_text(it: dict) -> str:
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


def _summoning_text(it: dict) -> str:
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


def _upkeep_text(it: dict) -> str:
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


def sheet_data(pack: RulePack, build: Build, sheet: Sheet, lang: str = "ja") -> dict[str, Any]:
    """All sections' data (see the module docstring)."""
    kind = kind_of(pack, build, sheet)
    prof = build.profile
    d = sheet.derived
    ranks = _rank_rows(pack, build)
    rank_names = "".join(f"「{r['name']}」" for r in ranks)
    height_weight = "・".join(x for x in (prof.get("height", ""), prof.get("weight", "")) if x) or DASH
    basics = {
        "name": display_name(build), "player": build.player or DASH, "type": type_name(pack, build),
        "kind": pack.kinds[kind].name if kind in pack.kinds else kind, "npc": "NPC" if build.npc else "PC",
        "origin": prof.get("origin") or DASH, "true_name": prof.get("true_name") or DASH,
        "partner": prof.get("master_name") or DASH, "sex": prof.get("sex") or DASH,
        "height_weight": height_weight, "alignment": alignment_text(pack, build),
        "rank_level": f"{d.get('rank_level', 0)}:{rank_names}" if rank_names else str(d.get("rank_level", 0)),
        "command_spells": f"{d.get('command_spells', 0)}回",
    }
    stats = []
    for sid, st in sheet.stats.items():
        choice = build.stats.get(sid)
        rolls_ = bcdice.rolls(st["name"], st.get("checks") or [])
        stats.append({"name": st["name"], "label": st["label"], "base": st["base_label"],
                      "dice": str(st["dice"]),
                      "threshold": str(st["threshold"]), "roll": " / ".join(r.command for r in rolls_) or DASH,
                      "marks": _marks_text(choice.marks) if choice and choice.marks else DASH})
    labels = DERIVED_LABELS["ja"]
    derived = {k: str(v) for k, v in d.items()}  # only what the engine provides (狂化維持MP with 狂化)
    skills = []
    for sk in sheet.skills:
        idx = sk.get("index")
        choice = build.skills[idx] if idx is not None and idx < len(build.skills) else None
        sdef = pack.skills.get(sk.get("id", ""))
        # the template's 「:(効果詳細・使用制限・使用リスク・+or−条件等)」 is the player's own
        # description: note, options chosen, +/− conditions, limits/risks (the rulebook's text
        # is ``effect``, printed by the full layout only)
        details = []
        if choice and choice.note.strip():
            details.append(choice.note.strip())
        options = [o for o in sk.get("options") or [] if o]
        if options:
            details.append("選択:" + "、".join(options))
        if choice and choice.marks:
            details.append(_marks_text(choice.marks))
        details += [x for x in sk.get("limits") or [] if x and not x.endswith(":")]
        level = sk.get("threshold") or 0
        rolls_ = bcdice.rolls(sk["name"], sk.get("checks") or [])
        skills.append({"name": skill_display_name(sk["name"], sk.get("choice", "")), "label": sk["label"],
                       "dice": str(sk.get("dice", 0)), "threshold": str(level),
                       "roll": " / ".join(r.command for r in rolls_) or DASH, "fp": str(sk.get("fp", 0)),
                       "class_skill": "クラス別" if sk.get("class_skill") else "固有",
                       "effect": sdef.text if sdef else "",
                       "detail": " / ".join(details) or DASH, "_class": bool(sk.get("class_skill"))})
    nps = [_item_fields(it) for it in sheet.items if it["section"] == "noble_phantasm"]
    mcs = [_item_fields(it) for it in sheet.items if it["section"] == "mystic_code"]
    gear = []
    for it in (i for i in sheet.items if i["section"] == "gear"):
        eff = "、".join(GEAR_EFFECTS[k].format(it[k]) for k in GEAR_EFFECTS if it.get(k) is not None)
        # 装備ポイント (or MP) paid, as the engine priced it: a troop pays twice the figure (L381);
        # the figure itself shows in the effect (ダメージ+n …)
        gear.append({"heading": f"『{it.get('name') or it.get('kind')}』",
                     "points": str(it.get("price", it.get("points", 0))),
                     "kind": it.get("kind") or DASH, "effect": eff or DASH,
                     "paid_with": "MP(常時消費)" if it.get("paid_with") == "mp" else "装備ポイント",
                     "text": it.get("text") or ""})
    uses = {u.id: u.name for u in pack.content.upkeep_uses}
    upkeep = [f"{uses.get(u.use, u.use)} {u.points}点" + (f":{u.text}" if u.text else "") for u in build.upkeep
              if u.use == "equipment_points" or u.use not in uses]
    upkeep += [_upkeep_text(it) for it in sheet.items if it["section"] == "upkeep"]
    mp_items = [f"{m.name or '(無名)'} MP{m.points}" + (f":{m.text}" if m.text else "") for m in build.mp_items]
    summoning = [_summoning_text(it) for it in sheet.items if it["section"] == "summoning"]
    troops = [_troop_text(it) for it in sheet.items if it["section"] == "troop"]
    pool_labels = POOL_LABELS["ja"]
    points = [{"pool": pool_labels.get(pid, pid), "total": str(p.total), "spent": str(p.spent),
               "remaining": str(p.remaining) + (" !!" if p.remaining < 0 else "")}
              for pid, p in sheet.pools.items()]
    ledger = [{"amount": f"+{g.amount}", "text": line_text(pack, g, lang), "rule": citation(pack, g.rule, lang)}
              for g in sheet.pool_totals if g.pool == "fp"]
    ledger += [{"amount": f"{-line.amount:+d}", "text": line_text(pack, line, lang), "rule": citation(pack, line.rule, lang)}
               for line in sheet.ledger if line.pool == "fp" and line.amount]
    sev = SEVERITY_LABELS[lang]
    findings = [{"severity": sev.get(f.severity, f.severity), "message": finding_text(pack, build, f, lang),
                 "path": place(pack, build, f.path, lang), "rule": citation(pack, f.rule, lang), "approval": f.approval or DASH}
                for f in sheet.findings if f.severity != "approved"]
    approvals = []
    states = {f.params.get("index"): f.code for f in sheet.findings if f.code.startswith("approval.")}
    for k, a in enumerate(build.approvals):
        match = next((f for f in sheet.findings if f.code == a.code and f.path == a.path), None)
        status = APPROVAL_STATES[lang].get(states.get(k, ""), APPROVAL_STATES[lang][""])
        approvals.append({"message": finding_text(pack, build, match, lang) if match else a.code,
                          "path": place(pack, build, a.path, lang), "reason": a.reason or DASH, "by": a.by or DASH,
                          "date": a.date or DASH, "status": status,
                          "by_date": " ".join(x for x in (a.by, a.date) if x) or DASH})
    profile = {f.id: prof.get(f.id) or DASH for f in pack.content.profile_fields}
    setting = [x for x in (build.notes,) if x]
    return {
        "basics": basics, "ranks": ranks, "stats": stats, "derived": derived,
        "derived_labels": labels, "skills": skills,
        "class_skills": [s for s in skills if s["_class"]], "own_skills": [s for s in skills if not s["_class"]],
        "noble_phantasms": nps, "mystic_codes": mcs, "gear": gear, "upkeep": upkeep, "mp_items": mp_items,
        "summoning": summoning, "troops": troops,
        "skill_combos": _combos(sheet), "points": points, "ledger": ledger, "findings": findings,
        "approvals": approvals, "profile": profile, "setting": setting, "kind": kind,
        "public": sheet.public,  # a public view (builder.secrets): writers leave out the GM's parts
    }


def _combos(sheet: Sheet) -> list[str]:
    """スキルコンボ as the template writes them, 「名前:(筋力+怪力):効果」 (L1571–1573), with the
    Sheet's FP cost and MP paid per use (:mod:`builder.fate.combos`)."""
    return [f"{c['name'] or '(無名)'}:({'+'.join(c['components'])}):{c['text'] or DASH} "
            f"[FP{c['fp']}・使用時MP{c['mp']}]" for c in sheet.combos]
