"""What the Fate/roll dice forge may choose, and how much it likes each choice.

Contract: :func:`candidates` gives, for one pack, type and NPC flag, the ranks and skills
the forge may propose: those the engine itself finds clean when added alone to the type's
starting character (no error, no GM flag, no warning but unspent FP), worked out once per
pack and kept in ``pack.memo``. Which choices are legal is never decided here: the forge
asks the engine again for the whole character. :func:`skill_weight` says how well a skill
fits a character (the README's "How the forge chooses"); :func:`step_cost` is the forge's
estimate of a skill step's FP read from the pack's pricing data, which the engine's ledger
then confirms or corrects.

Flavour: the names and ○○ texts here are suggestions for an NPC's sheet, not rules.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from builder.core.engine import evaluate
from builder.core.packs import RulePack
from builder.core.registry import plugin_for

#: findings that only say a budget is not yet spent: a lone choice on a fresh character has them
BUDGET_CODES = frozenset({"fp.unspent", "fp.overspent"})

#: ○○ slots the forge can fill with a plausible text (skill id -> texts); a skill with any
#: other slot is left to a person (its slot names a legend the forge cannot know)
CHOICE_TEXTS: dict[str, tuple[str, ...]] = {
    "majutsu": ("宝石魔術", "ルーン魔術", "錬金術", "降霊術", "召喚術", "黒魔術", "結界術", "治癒魔術"),
    "gyoukai_chishiki": ("魔術協会", "聖堂教会", "裏社会", "警察", "報道"),
    "bunya_chishiki": ("魔術", "歴史", "医学", "軍事", "神秘学"),
    "chikei_tekiou": ("水中", "暗所", "森林", "市街地", "雪原"),
    "touteki": ("短剣", "槍", "石"),
}

MAX_BOUGHT = 5  # the forge buys up to A; EX (L887, L931) is left to a person's concept

#: 狂化: a character that holds it has the action 狂 and a 狂化前の行動基準 (L835–836)
MADNESS = "kyouka"

#: the kinds that fight as a body: a servant, and a troop (L328: a force in the war)
FIGHTERS = ("servant", "troop", "troop_np")
TROOPS = ("troop", "troop_np")

#: stats a master leans on: the magi of a Holy Grail War live by 魔力 and their house's 社会
MASTER_STAT_WEIGHT = {"mana": 6.0, "society": 3.0}


@dataclass(frozen=True)
class SkillOption:
    """One skill the forge may take: its id, the options and ○○ text it is taken with."""

    id: str
    options: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()


def _findings(pack: RulePack, data: dict[str, Any]) -> set[tuple[str, str]]:
    # brief (detail=False): the same findings without the stat and skill rows no step reads here
    sheet = evaluate(pack, pack_model(pack).model_validate(data), detail=False)
    return {(f.code, f.path) for f in sheet.findings if f.severity != "approved" and f.code not in BUDGET_CODES}


def _clean(pack: RulePack, data: dict[str, Any], baseline: frozenset = frozenset()) -> bool:
    """No finding but the budgets' and those the starting character already has (the GM's
    own base data of an irregular class, L709, is the GM's to approve)."""
    return _findings(pack, data) <= baseline


def pack_model(pack: RulePack) -> type:
    return plugin_for(pack.id).build_model


def probe_base(pack: RulePack, type_id: str, npc: bool, override: dict[str, Any] | None = None) -> dict[str, Any]:
    """The type's starting character with an alignment and (no skills of its own) one plain
    skill, so a lone rank or skill added to it is judged on its own; ``override``: the GM's
    base data of an irregular class or a フェイク (L709, L715)."""
    data = plugin_for(pack.id).new_build(pack, type_id, "")
    data["npc"] = npc
    if override is not None:
        data["type_override"] = override
        data["stats"] = {k: {"level": v} for k, v in override.get("stats", {}).items()}
        data["skills"] = [{"id": s["skill"], "level": s.get("level", "E")} for s in override.get("skills", [])]
    data["alignment"] = {"goal": "neutral", "action": "balanced"}
    if any(s["id"] == MADNESS for s in data.get("skills", [])):  # 狂化 makes the action 狂 (L835–836)
        data["alignment"].update(action="mad", pre_madness="balanced")
    if not data.get("skills"):  # a rank that judges each skill held (凡人, L767) shows it only with one
        plain = next(s for s in pack.skills.values() if s.pricing.type == "fixed" and s.pricing.per_level > 0
                     and not (s.only or s.gm_approval or s.prerequisite or s.requires_skills or s.choice_label
                              or s.prerequisite_skills_any or s.rank_level_max))
        data["skills"] = [{"id": plain.id, "level": "E"}]
    return data


def plugin_skills(pack: RulePack, type_id: str) -> list[dict[str, Any]]:
    """The type's base class skills, as its starting character lists them."""
    return plugin_for(pack.id).new_build(pack, type_id, "").get("skills", [])


def options_for(pack: RulePack, skill_id: str) -> tuple[str, ...]:
    """The fewest ordinary options an options-priced skill needs (its ``min_options``, at
    least the required ones), or ``()``; ``None`` when it needs a GM-priced option."""
    sdef = pack.skills[skill_id]
    if sdef.pricing.type != "options":
        return ()
    need = max(getattr(sdef.pricing, "min_options", 0), sdef.choose_options or 0)
    picked = [o.id for o in sdef.options if o.required]
    for o in sdef.options:
        if len(picked) >= need:
            break
        if o.id not in picked and o.delta is not None and not o.gm_approval and not o.exclusive \
                and not o.requires_option and not o.variant_of and o.kind in ("system", "option"):
            picked.append(o.id)
    return tuple(picked)


@dataclass(frozen=True)
class Candidates:
    """What the forge may propose for one type: rank ids, skills, and the skills each rank
    that asks for some is taken with (rank id -> skill entries)."""

    ranks: list[str]
    skills: list[SkillOption]
    companions: dict[str, tuple[dict[str, Any], ...]]

    def __iter__(self):  # ranks, skills = candidates(...)
        return iter((self.ranks, self.skills))


def _companions(pack: RulePack, rank: Any) -> list[dict[str, Any]]:
    """The skills a rank's ``requires_skill`` checks name (the first of each, at its lowest level)."""
    needed = []
    for check in rank.checks:
        if getattr(check, "type", "") != "requires_skill" or not check.match.skills:
            continue
        sid = check.match.skills[0]
        sdef = pack.skills.get(sid)
        if sdef is None or (sdef.choice_label and sid not in CHOICE_TEXTS):
            return []
        entry: dict[str, Any] = {"id": sid, "level": check.match.min_level or "E"}
        opts = options_for(pack, sid)
        if opts:
            entry["options"] = list(opts)
        if sid in CHOICE_TEXTS:
            entry["choice"] = CHOICE_TEXTS[sid][0]
        needed.append(entry)
    return needed


def candidates(pack: RulePack, type_id: str, npc: bool, override: dict[str, Any] | None = None) -> Candidates:
    """Ranks and skills the engine finds clean alone on this type (see the module contract)."""
    key = ("forge_candidates", type_id, npc, json.dumps(override, sort_keys=True))
    found = pack.memo.get(key)
    if found is not None:
        return found
    base = probe_base(pack, type_id, npc, override)
    baseline = frozenset(_findings(pack, base))
    plain = ([s["skill"] for s in override.get("skills", [])] if override is not None
             else [s["id"] for s in plugin_skills(pack, type_id)])
    kind = pack.types[type_id].kind
    ranks, companions = [], {}
    for rank in pack.ranks.values():
        # ボス属性 marks the war's last and greatest foe, the GM's choice (L759): never drawn
        if rank.kind != kind or any(getattr(c, "type", "") == "npc_only" for c in rank.checks):
            continue
        if _clean(pack, {**base, "ranks": [{"id": rank.id}]}, baseline):
            ranks.append(rank.id)
            continue
        # a rank that asks for skills (時計塔: 魔術, L784) is taken with them, when the engine
        # finds the pair clean
        needed = _companions(pack, rank)
        if needed and _clean(pack, {**base, "ranks": [{"id": rank.id}], "skills": [*base.get("skills", []), *needed]},
                             baseline):
            ranks.append(rank.id)
            companions[rank.id] = tuple(needed)
    base_ids = set(plain)
    shared = _skill_candidates(pack, kind, npc, None) if override is None else \
        _skill_candidates(pack, type_id, npc, override)
    skills = [SkillOption(sid) for sid in pack.skills if sid in base_ids]  # the class's own, raised
    skills += [o for o in shared if o.id not in base_ids]
    found = pack.memo[key] = Candidates(ranks, skills, companions)
    return found


def _skill_candidates(pack: RulePack, kind_or_type: str, npc: bool, override: dict[str, Any] | None) -> list[SkillOption]:
    """The skills the engine finds clean alone on a character of a kind: judged once per kind on
    the pack's first type of it (a class's own skills are added by :func:`candidates`; a skill
    that a particular class refuses is taken back by the forge's repair); on the type itself
    for a GM-entered class."""
    key = ("forge_skills", kind_or_type, npc, json.dumps(override, sort_keys=True))
    found = pack.memo.get(key)
    if found is not None:
        return found
    type_id = kind_or_type if override is not None else next(
        t.id for t in pack.types.values() if t.kind == kind_or_type and not t.gm_entered)
    base = probe_base(pack, type_id, npc, override)
    base_ids = {s["skill"] for s in override.get("skills", [])} if override is not None else \
        {s["id"] for s in plugin_skills(pack, type_id)}
    base = {**base, "skills": [s for s in base["skills"] if s["id"] in base_ids]}
    baseline = frozenset(_findings(pack, base))
    skills = []
    for sdef in pack.skills.values():
        if sdef.id in base_ids:
            skills.append(SkillOption(sdef.id))
            continue
        if sdef.choice_label and sdef.id not in CHOICE_TEXTS:
            continue
        if sdef.pricing.type not in ("fixed", "tiered", "options"):
            continue  # GM-set or invested prices need a GM
        opts = options_for(pack, sdef.id)
        entry = {"id": sdef.id, "level": "E", "options": list(opts)}
        choices = CHOICE_TEXTS.get(sdef.id, ())
        if choices:
            entry["choice"] = choices[0]
        if _clean(pack, {**base, "skills": [*base.get("skills", []), entry]}, baseline):
            skills.append(SkillOption(sdef.id, opts, choices))
    pack.memo[key] = skills
    return skills


def step_cost(pack: RulePack, skill_id: str, level: int, options: tuple[str, ...] = ()) -> int | None:
    """The forge's estimate of the FP of raising ``skill_id`` to ``level`` (1–5) from the
    level below, read from the pack's pricing data (``None``: no estimate; the engine's
    ledger corrects any difference). A pure function of the pack and its arguments, kept per
    pack: the skill fill asks it for every candidate on every pass."""
    kept = pack.memo.setdefault("forge_step_costs", {})
    key = (skill_id, level, tuple(options))
    if key in kept:
        return kept[key]
    if len(kept) >= 4096:
        kept.clear()  # bounded, whatever options a kept file lists
    cost = kept[key] = _step_cost(pack, skill_id, level, options)
    return cost


def _step_cost(pack: RulePack, skill_id: str, level: int, options: tuple[str, ...]) -> int | None:
    pricing = pack.skills[skill_id].pricing
    if pricing.type == "fixed":
        return pricing.per_level
    if pricing.type == "tiered":
        return pricing.by_level[level - 1]
    if pricing.type == "options":
        deltas = {o.id: o.delta or 0 for o in pack.skills[skill_id].options}
        per = pricing.base + sum(deltas.get(o, 0) for o in options)
        if pricing.min is not None:
            per = max(per, pricing.min)
        if pricing.max is not None:
            per = min(per, pricing.max)
        return per
    return None


def skill_weights(pack: RulePack, skill_ids: Any, kind: str, stats: dict[str, int], base_ids: set[str]) -> dict[str, float]:
    """:func:`skill_weight` of each of ``skill_ids`` for one character, by id. The weight is a
    pure function of the pack, the kind, the stats and the class's own skills, so each is kept
    per pack by those (a forge weighs every candidate each time it spends FP, and a character's
    stats repeat across its passes and across characters of a type): the same floats, looked up."""
    kept = pack.memo.setdefault("forge_skill_weights", {})
    key = (kind, tuple(stats.items()), frozenset(base_ids))
    known = kept.get(key)
    if known is None:
        if len(kept) >= 4096:
            kept.clear()  # bounded, whatever a fuzzer forges
        known = kept[key] = {}
    for sid in skill_ids:
        if sid not in known:
            known[sid] = skill_weight(pack, sid, kind, stats, base_ids)
    return {sid: known[sid] for sid in skill_ids}


def skill_weight(pack: RulePack, skill_id: str, kind: str, stats: dict[str, int], base_ids: set[str]) -> float:
    """How well a skill fits a character (the README's "How the forge chooses").

    - its class's own skills (基本クラス別スキル, L655) first: +8;
    - skills whose rolls go with the character's strongest stats: each of the skill's uses in
      the rulebook names the statuses its dice are added to (L922–926); a use naming one or two
      stats counts half again (×1.5), one naming four or more (any roll) counts ×0.7; the
      best use's mean stat level ``m`` so weighted adds ``m²/2`` (an A stat alone: (5×1.5)²/2 =
      +28.1; a D stat alone: (2×1.5)²/2 = +4.5);
    - magecraft (魔術 and its kin) for a master or a caster, more the higher its 魔力: +2×魔力,
      and the 魔術 skill itself +15 and +3×魔力 more for a master (the magi of a Holy Grail War);
    - the kind's own skills (【サーヴァント専用】, 【マスター専用】) +2, combat skills for a servant or a
      troop (a fighting force, L328) +1.5;
    - another class's own skills (陣地作成 on a lancer or a troop) a quarter, and for a servant that
      is not a caster (or a troop) the magecraft of a church or school (帰依詠唱, 洗礼詠唱 …) a fifth;
    - a troop (a body of many, L328) takes combat skills first (+6) and command skills (軍略 …)
      as they are; any other skill counts a third;
    - the inhuman skills (死徒, 鬼種, 真性悪魔 …) need a concept: a tenth; skills that give FP
      or cost nothing (minus skills, L933) are flavour: a tenth, and the forge adds at most
      one minus skill of its own.
    """
    sdef = pack.skills[skill_id]
    weight = 1.0
    fighter = kind in FIGHTERS
    if skill_id in base_ids:
        weight += 8.0
    fits = []
    for use in sdef.uses:
        levels = [stats.get(s, 0) for s in use.stats if s in stats]
        if levels:
            fits.append(sum(levels) / len(levels) * (1.5 if len(use.stats) <= 2 else 0.7 if len(use.stats) >= 4 else 1.0))
    if fits:
        weight += min(max(fits), 6) ** 2 / 2
    mana = stats.get("mana", 0)
    if "magecraft" in sdef.tags and (kind == "master" or "dougu_sakusei" in base_ids):
        weight += 2.0 * mana + (3.0 * mana if kind == "master" and skill_id == "majutsu" else 0)
    if sdef.only == [kind]:
        weight += 2.0
    if kind == "master" and skill_id == "majutsu":
        weight += 15.0
    if fighter and "combat" in sdef.tags:
        weight += 1.5
    if kind in TROOPS:  # a body of many fights and follows orders (L328): combat and command, little else
        weight = weight + 6.0 if "combat" in sdef.tags else weight if "command" in sdef.tags else weight * 0.3
    cost = step_cost(pack, skill_id, 1)
    if cost is None or cost <= 0 or sdef.category == "inhuman":
        weight *= 0.1
    if sdef.category == "class" and skill_id not in base_ids and fighter:
        weight *= 0.25  # another class's own skill (陣地作成 on a lancer) marks that class
    if "magecraft" in sdef.tags and skill_id != "majutsu" and fighter and "dougu_sakusei" not in base_ids:
        weight *= 0.2  # a church's or a school's own magecraft (帰依詠唱, 洗礼詠唱 …) is a concept, not a habit
    return weight


# ----------------------------------------------------------------------------- flavour
from builder.core.forgenames import MASTER_FAMILY, MASTER_GIVEN, SERVANT_NAMES  # noqa: E402,F401 - every system's
SERVANT_NOUNS = {"saber": "剣士", "lancer": "槍兵", "archer": "射手", "rider": "騎兵", "berserker": "狂戦士",
                 "assassin": "暗殺者", "caster": "魔術師"}
NP_KIND = {"saber": "weapon", "lancer": "weapon", "archer": "weapon", "rider": "mount",
           "berserker": "ability", "assassin": "ability", "caster": "tool"}
NP_WORDS = ("約束された", "穿たれし", "千の", "永遠なる", "黄金の", "忘却の", "天を裂く", "星屑の")
NP_NOUNS = {"weapon": ("剣", "槍", "弓", "刃"), "mount": ("戦車", "天馬", "船"), "ability": ("呪い", "加護", "業"),
            "tool": ("魔導書", "杖", "工房"), "armor": ("鎧", "盾"), "barrier": ("結界", "城")}
