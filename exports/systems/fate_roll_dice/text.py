"""Fate/roll dice's plain-text sheet, the seed's sample sheet: ``render_text(pack, build, sheet, lang)``
(found by :func:`exports.systems.system_part`, called by :func:`exports.text.sheet.render_text`).

Contract: UTF-8 text (returned as ``str``, lines joined with ``\\n``, ending in one newline)
following the seed's sample sheet template line by line (servant L1533–1590, master
L1594–1645): 【原典】…, 【ステータス】筋力A+ 耐久B…, one 【筋力】A+ line per stat with its
「+」/「−」 conditions, ・HP: …, スキル名:ランク then :(効果詳細・使用制限・使用リスク・+or−条件),
『宝具』 with its 区分 line, 【装備・アイテム】, 【スキルコンボ】, the profile bracket line and
【設定】; then the app's additions (points, FP ledger, GM approvals, findings). User text is
kept verbatim (no escaping: plain text has no markup), except that lone surrogates become
U+FFFD (:func:`exports.textsafe.scrub`), so the result always encodes as UTF-8.
"""
from __future__ import annotations

from typing import Any

from exports.sectionview import DASH, section_data
from exports.textsafe import scrub

RULE = "-" * 60


def _skill_lines(skills: list[dict]) -> list[str]:
    out = []
    for s in skills:
        out.append(f"{s['name']}:{s['label']}")
        details = [x for x in (s["effect"], s["detail"] if s["detail"] != DASH else "") if x]
        out.append(":" + " / ".join(details).replace("\n", " ") if details else ":")
        out.append("")
    return out or ["なし", ""]


def _item_lines(items: list[dict], word: str) -> list[str]:
    out = []
    for it in items:
        out.append(it["heading"])
        out.append(f"{word}ランク:{it['rank']} 種類区分:{it['kind']} 発動区分:{it['activation']} "
                   f"対象区分:{it['target']} MP消費:{it['mp']} ダイス判定プラス:{it['dice']} 固定値:{it['fixed']}")
        body = [f"追加効果:{it['effects']}"] + ([it["text"].replace("\n", " ")] if it["text"] else [])
        out.append(":" + " / ".join(body))
        out.append("")
    return out


def render_text(pack: Any, build: Any, sheet: Any, lang: str = "ja") -> str:
    """The whole sheet as text (see the module docstring)."""
    d = section_data(sheet, lang)
    b = d["basics"]
    servant = b["sheet"] == "servant"
    troop = b["sheet"] == "troop"  # the troop sheet of L1648–1691
    public = "(公開用)" if sheet.public else ""  # builder.core.secrets: only what others may see
    title = "サーヴァント" if servant else "トループ" if troop else "マスター"
    lines = [f"--{title}用キャラクターシート{public}--  {b['name']}"]
    if servant:
        lines += [f"【原典】{b['origin']}", f"【クラス】{b['type']}", f"【マスター】{b['partner']}",
                  f"【真名】{b['true_name']}"]
    else:
        lines += [f"【名前】{b['name']}"]
    lines += [f"【性別】{b['sex']}", f"【身長・体重】{b['height_weight']}", f"【属性】{b['alignment']}"]
    if not servant and not troop:
        lines += [f"【サーヴァント】{b['partner']}", f"【令呪数】{b['command_spells']}"]
    lines.append(f"【ランクレベル】{b['rank_level']}")
    lines.append("【ステータス】" + " ".join(f"{s['name']}{s['label']}" for s in d["stats"]))
    for s in d["stats"]:
        cond = f" ({s['marks']})" if s["marks"] != DASH else ""
        lines.append(f"【{s['name']}】{s['label']}{cond}")
    dv = d["derived"]
    lines += [f"・HP:{dv.get('hp', 0)}", f"・MP:{dv.get('mp', 0)}", f"・IV:{dv.get('iv', 0)}"]
    labels = d["derived_labels"]
    extra = [k for k in ("luck_rerolls", "rank_check_level", "command_spells", "hp_upkeep", "effective_hp",
                         "mp_upkeep", "effective_mp", "madness_upkeep", "true_name_target") if k in dv and (k != "command_spells" or not (servant or troop))]
    lines += [f"・{labels.get(k, k)}:{dv[k]}" for k in extra]
    lines.append("")
    if d["ranks"]:
        lines.append("【ランク】")
        for r in d["ranks"]:
            params = f"({r['params']})" if r["params"] != DASH else ""
            lines.append(f"「{r['name']}」{params}:{r['duty']}".replace("\n", " "))
        lines.append("")
    if d.get("summoning"):
        lines += ["【召喚】"] + d["summoning"] + [""]
    if servant:
        lines += ["【クラス別スキル】"] + _skill_lines(d["class_skills"])
        lines += ["【固有スキル】"] + _skill_lines(d["own_skills"])
    else:
        lines += ["【スキル】"] + _skill_lines(d["skills"])
    if d["noble_phantasms"] or servant:
        lines += ["【宝具】"] + (_item_lines(d["noble_phantasms"], "宝具") or ["なし", ""])
    lines.append("【装備・アイテム】")
    for g in d["gear"]:
        lines += [g["heading"], f"装備ポイント:{g['points']} 種類区分:{g['kind']} 効果:{g['effect']}"
                  + (" (MP払い)" if g["paid_with"].startswith("MP") else "")]
        if g["text"]:
            lines.append(":" + g["text"].replace("\n", " "))
        lines.append("")
    lines += _item_lines(d["mystic_codes"], "礼装")
    for t in d.get("troops") or []:
        lines.append(f"トループ:{t}")
    for u in d["upkeep"]:
        lines.append(f"常備化:{u}")
    for m in d["mp_items"]:
        lines.append(f"MPアイテム:{m}")
    if not (d["gear"] or d["mystic_codes"] or d["upkeep"] or d["mp_items"] or d.get("troops")):
        lines.append("なし")
    lines += ["", "【スキルコンボ】"] + (d["skill_combos"] or ["なし"]) + [""]
    p = d["profile"]
    order = ("birthday", "blood_type", "image_color", "talent", "likes", "dislikes", "reason")
    names = d["profile_names"]
    lines.append("【" + "/".join(f"{names.get(k, k)}:{p.get(k, DASH)}" for k in order) + "】")
    lines += ["", "【設定】"] + (d["setting"] or [DASH])
    if sheet.public:  # a public view (builder.core.secrets): the GM's parts name what was bought
        return scrub("\n".join(lines).rstrip("\n") + "\n")
    lines += ["", RULE]
    lines.append("【ポイント】" + " / ".join(f"{x['pool']} {x['spent']}/{x['total']}(残り{x['remaining']})"
                                          for x in d["points"]))
    lines.append("【FP内訳】")
    lines += [f"{x['amount']:>5} {x['text']} ({x['rule']})" for x in d["ledger"]]
    if d["approvals"]:
        lines.append("【GM承認】")
        lines += [f"・[{a['status']}] {a['message']} {a['path']}: {a['reason']} "
                  f"({a['by']}{'' if a['date'] == DASH else ' ' + a['date']})" for a in d["approvals"]]
    lines.append("【チェック結果】")
    lines += [f"・[{f['severity']}] {f['message']} {f['path']} ({f['rule']})" for f in d["findings"]] or ["指摘なし"]
    return scrub("\n".join(lines).rstrip("\n") + "\n")
