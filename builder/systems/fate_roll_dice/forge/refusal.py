"""The words of a Fate/roll dice forge refusal (:class:`builder.core.forging.ForgeError` params), in
both languages: types, ranks and findings by their names, never by their ids (issue 28 item 3:
the forge's refusals in Japanese and English). Pure: no Qt.
"""
from __future__ import annotations

from typing import Any

from builder.core.packs import RulePack


def known_types(pack: RulePack) -> dict[str, str]:
    """The types a refusal lists, by name (マスター、セイバー …), in both languages."""
    types = list(pack.types.values())
    return {"known": "、".join(t.name for t in types), "known_en": ", ".join(t.name_en or t.name for t in types)}


def type_words(pack: RulePack, type_id: str, lang: str) -> str:
    t = pack.types.get(type_id)
    return type_id if t is None else (t.name_en or t.name) if lang == "en" else t.name


def rank_name(pack: RulePack, rank_id: str, lang: str) -> str:
    r = pack.ranks.get(rank_id)
    return rank_id if r is None else (r.name_en or r.name) if lang == "en" else r.name


def finding_words(pack: RulePack, finding: Any) -> dict[str, str]:
    """A finding in a refusal, in game words in both languages (``finding``, ``finding_en``)."""
    from builder.words.places import finding_text
    return {"finding": finding_text(pack, None, finding, "ja"), "finding_en": finding_text(pack, None, finding, "en")}


def blocking_words(pack: RulePack, findings: list[Any], left: dict[str, int]) -> dict[str, str]:
    """What blocks the forge, in both languages: the budgets left and the findings' words."""
    from builder.words.messages import POOL_LABELS
    out = {}
    for lang, key, sep in (("ja", "why", "。"), ("en", "why_en", "; ")):
        parts = [f"{POOL_LABELS[lang].get(p, p)} {n}" for p, n in left.items()]
        parts += [finding_words(pack, f)["finding" if lang == "ja" else "finding_en"] for f in findings]
        out[key] = sep.join(parts)
    return out
