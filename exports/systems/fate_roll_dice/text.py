"""Fate/roll dice's plain-text sheet, the seed's sample sheet: ``render_text(pack, build, sheet, lang)``
(found by :func:`exports.systems.system_part`, called by :func:`exports.text.sheet.render_text`).

Contract: UTF-8 text (returned as ``str``, lines joined with ``\\n``, ending in one newline)
following the seed's sample sheet template line by line (servant L1533–1590, master
L1594–1645): 【原典】…, 【ステータス】筋力A+ 耐久B…, one 【筋力】A+ line per stat with its
「+」/「−」 conditions, ・HP: …, スキル名:ランク then :(効果詳細・使用制限・使用リスク・+or−条件),
『宝具』 with its 区分 line, 【装備・アイテム】, 【スキルコンボ】, the profile bracket line and
【設定】; then the app's additions (points, FP ledger, GM approvals, findings). Its words, in
Japanese and English, are data: ``words/text.json`` in this folder (:func:`words`); the English
sheet (``lang="en"``) also prints the values in the pack's English (:mod:`exports.sectionview`). User text is
kept verbatim (no escaping: plain text has no markup), except that lone surrogates become
U+FFFD (:func:`exports.textsafe.scrub`), so the result always encodes as UTF-8.
"""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any

from exports.sectionview import DASH, section_data
from exports.textsafe import scrub

RULE = "-" * 60


@lru_cache(maxsize=1)
def _all_words() -> dict[str, dict[str, str]]:
    raw = (resources.files(__package__) / "words" / "text.json").read_text(encoding="utf-8")
    return {lang: words for lang, words in json.loads(raw).items() if lang in ("ja", "en")}


def words(lang: str) -> dict[str, str]:
    """The template's words in ``lang`` (``words/text.json``; Japanese for any other language)."""
    found = _all_words()
    return found.get(lang, found["ja"])


def _skill_lines(skills: list[dict], w: dict[str, str]) -> list[str]:
    out = []
    for s in skills:
        out.append(f"{s['name']}:{s['label']}")
        details = [x for x in (s["effect"], s["detail"] if s["detail"] != DASH else "") if x]
        out.append(":" + " / ".join(details).replace("\n", " ") if details else ":")
        out.append("")
    return out or [w["none"], ""]


def _item_lines(items: list[dict], word: str, w: dict[str, str]) -> list[str]:
    out = []
    for it in items:
        out.append(it["heading"])
        out.append(f"{word}{w['item_rank']}:{it['rank']} {w['kind']}:{it['kind']} {w['activation']}:{it['activation']} "
                   f"{w['target']}:{it['target']} {w['mp']}:{it['mp']} {w['dice']}:{it['dice']} {w['fixed']}:{it['fixed']}")
        body = [f"{w['effects']}:{it['effects']}"] + ([it["text"].replace("\n", " ")] if it["text"] else [])
        out.append(":" + " / ".join(body))
        out.append("")
    return out


def render_text(pack: Any, build: Any, sheet: Any, lang: str = "ja") -> str:
    """The whole sheet as text (see the module docstring)."""
    w = words(lang)
    d = section_data(sheet, lang)
    b = d["basics"]
    servant = b["sheet"] == "servant"
    troop = b["sheet"] == "troop"  # the troop sheet of L1648–1691
    public = w["public"] if sheet.public else ""  # builder.core.secrets: only what others may see
    title = w["servant"] if servant else w["troop"] if troop else w["master"]
    lines = [w["sheet"].replace("{kind}", title).replace("{public}", public) + b["name"]]
    if servant:
        lines += [f"【{w['origin']}】{b['origin']}", f"【{w['class']}】{b['type']}",
                  f"【{w['partner_of_servant']}】{b['partner']}", f"【{w['true_name']}】{b['true_name']}"]
    else:
        lines += [f"【{w['name']}】{b['name']}"]
    lines += [f"【{w['sex']}】{b['sex']}", f"【{w['height_weight']}】{b['height_weight']}",
              f"【{w['alignment']}】{b['alignment']}"]
    if not servant and not troop:
        lines += [f"【{w['partner_of_master']}】{b['partner']}", f"【{w['command_spells']}】{b['command_spells']}"]
    lines.append(f"【{w['rank_level']}】{b['rank_level']}")
    lines.append(f"【{w['stats']}】" + " ".join(f"{s['name']}{s['label']}" for s in d["stats"]))
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
        lines.append(f"【{w['ranks']}】")
        for r in d["ranks"]:
            params = f"({r['params']})" if r["params"] != DASH else ""
            lines.append(f"「{r['name']}」{params}:{r['duty']}".replace("\n", " "))
        lines.append("")
    if d.get("summoning"):
        lines += [f"【{w['summoning']}】"] + d["summoning"] + [""]
    if servant:
        lines += [f"【{w['class_skills']}】"] + _skill_lines(d["class_skills"], w)
        lines += [f"【{w['own_skills']}】"] + _skill_lines(d["own_skills"], w)
    else:
        lines += [f"【{w['skills']}】"] + _skill_lines(d["skills"], w)
    if d["noble_phantasms"] or servant:
        lines += [f"【{w['noble_phantasms']}】"] + (_item_lines(d["noble_phantasms"], w["np"], w) or [w["none"], ""])
    lines.append(f"【{w['equipment']}】")
    for g in d["gear"]:
        lines += [g["heading"], f"{w['gear_points']}:{g['points']} {w['kind']}:{g['kind']} {w['effect']}:{g['effect']}"
                  + (w["paid_with_mp"] if g["paid_with"].startswith("MP") else "")]
        if g["text"]:
            lines.append(":" + g["text"].replace("\n", " "))
        lines.append("")
    lines += _item_lines(d["mystic_codes"], w["mystic_code"], w)
    for t in d.get("troops") or []:
        lines.append(f"{w['troop_item']}:{t}")
    for u in d["upkeep"]:
        lines.append(f"{w['upkeep']}:{u}")
    for m in d["mp_items"]:
        lines.append(f"{w['mp_item']}:{m}")
    if not (d["gear"] or d["mystic_codes"] or d["upkeep"] or d["mp_items"] or d.get("troops")):
        lines.append(w["none"])
    lines += ["", f"【{w['combos']}】"] + (d["skill_combos"] or [w["none"]]) + [""]
    p = d["profile"]
    order = ("birthday", "blood_type", "image_color", "talent", "likes", "dislikes", "reason")
    names = d["profile_names"]
    lines.append("【" + "/".join(f"{names.get(k, k)}:{p.get(k, DASH)}" for k in order) + "】")
    lines += ["", f"【{w['setting']}】"] + (d["setting"] or [DASH])
    if sheet.public:  # a public view (builder.core.secrets): the GM's parts name what was bought
        return scrub("\n".join(lines).rstrip("\n") + "\n")
    lines += ["", RULE]
    lines.append(f"【{w['points']}】" + " / ".join(f"{x['pool']} {x['spent']}/{x['total']}({w['remaining']}{x['remaining']})"
                                                 for x in d["points"]))
    lines.append(f"【{w['ledger']}】")
    lines += [f"{x['amount']:>5} {x['text']} ({x['rule']})" for x in d["ledger"]]
    if d["approvals"]:
        lines.append(f"【{w['approvals']}】")
        lines += [f"・[{a['status']}] {a['message']} {a['path']}: {a['reason']} "
                  f"({a['by']}{'' if a['date'] == DASH else ' ' + a['date']})" for a in d["approvals"]]
    lines.append(f"【{w['findings']}】")
    lines += [f"・[{f['severity']}] {f['message']} {f['path']} ({f['rule']})" for f in d["findings"]] or [w["no_findings"]]
    return scrub("\n".join(lines).rstrip("\n") + "\n")
