"""Fate/roll dice: what other players may see of a character (the plug-in's public view).

Contract: :func:`public` is this system's ``extra["public"]`` (see :mod:`builder.core.secrets`):
``(pack, build, sheet) -> (build, sheet)``, the inputs unchanged. The rule is the seed's
正体看破 (000_8acb8ad758a0196c.txt L297–313):

- Until the true name is known, others see the サーヴァントクラス, the ランクレベル, the stats
  except 宝具, HP・MP・IV and the equipment other than 宝具 (L301; enemies likewise, L303).
  So the piece is named by its class; the true name, 原典 and the rest of the profile, the
  notes, the ranks themselves (only the level is public), the 性格属性 and the スキルコンボ
  (they name skills) are left out. 通常装備, 礼装, MP items and 常備化 are equipment: shown.
- A skill is seen once it is used, a 宝具 likewise, and the 宝具 stat once every 宝具 held
  has been seen (L302, L304): only skills and 宝具 marked ``revealed`` are shown, and the 宝具
  stat only when there is at least one 宝具 and all are revealed.
- Once the true name is known, all the data is seen (L299, L305): ``true_name_revealed``
  shows every part, and so does a revealed 宝具 with 「使用時真名判明」: seen used, it gives the
  true name away (L312, L1470).
- Derived figures: HP, MP, IV and the ランクレベル (L301), and those worked out from public
  figures alone: 幸運振り直し (L869, from 幸運) and the ランクレベル判定値 (L879, from the rank
  level); a Master's 令呪 count. 狂化維持MP (it tells 狂化's level), 常時消費MP (宝具 upkeep)
  and the 正体看破 target (it counts ranks, L307) are hidden.
- A stat's 「+」/「−」 stay in its rank label (「A+」 is how the rank is written, L895) but the
  player's written conditions are left out (they may name a skill or 宝具).

A Master: the seed's rule is written for Servants (L297–313) and hides no Master's name, so a
Master keeps its name; the rest of the rule is applied to it as well (skills and ranks
shown as revealed, no profile: it names the Servant, whose name may be its true name), since
nothing in the seed makes them public. Always left out: approvals, the partner and campaign
file paths (a file name may be a true name), and the GM's parts of the Sheet.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from builder.core.secrets import entry_is_public, public_sheet
from .choices import Alignment, StatChoice
from .sheetsections import sheet_sections

#: L301 (HP・MP・IV, ランクレベル); L869 and L879 follow from public figures; 令呪 of a Master
PUBLIC_DERIVED = ("hp", "mp", "iv", "rank_level", "luck_rerolls", "rank_check_level", "command_spells")
NP_STAT = "noble_phantasm"
NAME_ON_USE = "shiyouji_shinmei_hanmei"  # 使用時真名判明 (L1470): its use tells the true name (L312)


def _kept(entries: list[Any], everything: bool) -> dict[int, int]:
    """Old index -> new index of the entries others may see."""
    kept = [i for i, e in enumerate(entries) if entry_is_public(e, everything)]
    return {old: new for new, old in enumerate(kept)}


def _no_conditions(row: dict[str, Any]) -> dict[str, Any]:
    return {**row, "checks": [replace(c, conditions=()) for c in row.get("checks") or []]}


def public(pack: Any, build: Any, sheet: Any) -> tuple[Any, Any]:
    everything = bool(build.true_name_revealed) or any(
        np_.revealed and any(e.id == NAME_ON_USE for e in np_.effects) for np_ in build.noble_phantasms)
    skills = _kept(build.skills, everything)
    nps = _kept(build.noble_phantasms, everything)
    np_stat_seen = everything or (bool(build.noble_phantasms) and len(nps) == len(build.noble_phantasms))
    # only a Master keeps its name: a Servant, a troop (its name may tell whose army it is, a
    # 宝具's troop, L362) and any kind this rule does not know go by their type (fail closed, #29)
    servant = sheet.kind != "master"
    type_def = pack.types.get(build.type)
    name = build.name if everything or not servant else (type_def.name if type_def else build.type)

    fields = {k: getattr(build, k) for k in type(build).model_fields}  # extras (unknown keys) left out
    fields.update(name=name, approvals=[], partner="", campaign="",
                  skills=[build.skills[i] for i in skills], noble_phantasms=[build.noble_phantasms[i] for i in nps])
    if not everything:
        fields.update(profile={}, notes="", ranks=[], alignment=Alignment(), combos=[], type_override=None,
                      stats={sid: StatChoice(level=c.level) for sid, c in build.stats.items()
                             if sid != NP_STAT or np_stat_seen})
    public_build = type(build).model_construct(**fields)

    rows = [{**r, "index": skills[r["index"]]} for r in sheet.skills if r.get("index") in skills]
    items = []
    for it in sheet.items:
        if it.get("section") != "noble_phantasm":
            items.append(it)
        elif it.get("index") in nps:
            items.append({**it, "index": nps[it["index"]]})
    stats = {sid: (row if everything else _no_conditions(row)) for sid, row in sheet.stats.items()
             if sid != NP_STAT or np_stat_seen}
    derived = dict(sheet.derived) if everything else {k: sheet.derived[k] for k in PUBLIC_DERIVED
                                                       if k in sheet.derived}
    view = public_sheet(sheet, name, skills=rows, items=items, stats=stats, derived=derived,
                        combos=list(sheet.combos) if everything else [], sections=[])
    if sheet.detail:  # the sections of what others see, worded as the full sheet is, when first read
        view.sections_later(lambda: sheet_sections(pack, public_build, view))
    return public_build, view
