"""Fate/roll dice's Discord message: ``message(pack, build, sheet) -> Message`` (found by
:func:`exports.systems.system_part`, rendered under the limit by :func:`exports.online.discord.render_discord`).

Contract: the name line with type, alignment and ランクレベル; the stats line (every stat with
its rank, and HP/MP/IV); every skill's name and level; then, as they fit, 宝具 (rank, kinds,
MP, dice), 礼装, 装備 and each skill's own description; and the line naming what the full
sheet has and a message never does (:class:`exports.discordtext.Message`).
"""
from __future__ import annotations

from typing import Any

from exports.discordtext import NAME_CHARS, Message, shorten, safe
from exports.sectionview import DASH, section_data


def message(pack: Any, build: Any, sheet: Any) -> Message:
    d = section_data(sheet)
    b, dv = d["basics"], d["derived"]
    name = shorten(safe(b["name"]), NAME_CHARS)
    head = [f"**{name}** {safe(b['type'])} / {safe(b['alignment'])} / ランクレベル{dv.get('rank_level', '0')}",
            "【ステータス】" + " ".join(f"{safe(s['name'])}{safe(s['label'])}" for s in d["stats"])
            + f"  HP{dv.get('hp', '0')} MP{dv.get('mp', '0')} IV{dv.get('iv', '0')}"]
    skills = [("【スキル】", [f"{safe(s['name'])}{safe(s['label'])}" for s in d["skills"]])]
    extras = []
    for key, word in (("noble_phantasms", "宝具"), ("mystic_codes", "礼装")):
        extras.append((word, [f"{safe(it['heading'])}{safe(it['rank'])} {safe(it['kind'])}/"
                              f"{safe(it['activation'])}/{safe(it['target'])} MP{safe(it['mp'])} {safe(it['dice'])}"
                              + (f" 効果:{safe(it['effects'])}" if it["effects"] != DASH else "")
                              for it in d[key]]))
    extras.append(("装備", [f"{safe(g['heading'])} {safe(g['kind'])} {safe(g['effect'])}" for g in d["gear"]]))
    extras.append(("スキル説明", [f"・{safe(s['name'])}:{safe(s['detail'])}" for s in d["skills"]
                                if s["detail"] != DASH]))
    # what the full sheet has and the message never does (its text export's parts)
    absent = ["プロフィール", "ランクの説明", "ステータスの±の条件", "ほかの算出値", "ポイント", "チャットパレット"]
    return Message(head, skills, extras, absent + ([] if sheet.public else ["チェック結果"]))


