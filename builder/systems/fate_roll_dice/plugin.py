"""The Fate/roll dice plug-in: what this system gives the core (see :mod:`builder.core.registry`).

Registered in ``pyproject.toml`` under ``grail_builder.systems`` as ``fate-roll-dice``.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

from builder.core.packcheck import Origins, check_settings
from builder.core.registry import SystemPlugin
from .choices import FateBuild
from .edits import EDITS
from .evaluate import evaluate
from .packchecks import check_formulas, check_references
from .packcontent import INDEXED, FatePack, PackContent
from .packmodel import Rules
from .public import public


def index(pack: FatePack, content: PackContent, origins: Origins,
          fixed_choices: dict[str, list[Any]] | None) -> None:
    """Lookups by id, then the load-time checks (:mod:`.packchecks`, :mod:`builder.core.packcheck`)."""
    for name in INDEXED:
        setattr(pack, name, {e.id: e for e in getattr(content, name)})
    check_references(content, origins)
    pack.settings = check_settings(content, origins, fixed_choices)
    pack.formulas, pack.formula_sites = check_formulas(content, origins)
    pack.rule_values = rule_values(content.rules)


def rule_values(rules: Rules) -> dict[str, Any]:
    """Every rule some layer set, as a plain dict (``levels`` a dict, ``derived`` dicts); a
    rule no layer set (``None``) is left out. Built by hand: a pydantic serializer costs
    start-up time."""
    values: dict[str, Any] = {}
    for name in type(rules).model_fields:
        value = getattr(rules, name)
        if value is not None:
            values[name] = value
    if rules.levels is not None:
        values["levels"] = dict(rules.levels)
    if rules.derived is not None:
        values["derived"] = [{"id": d.id, "name": d.name, "name_en": d.name_en, "expr": d.expr, "line": d.line}
                             for d in rules.derived]
    return values


def new_build(pack: FatePack, type_name: str, name: str = "") -> dict[str, Any]:
    """A fresh character: the type's base stats and base class skills, no other choice."""
    type_def = pack.find_type(type_name)
    if type_def is None:
        raise ValueError(f"unknown type {type_name!r}; known: {', '.join(pack.types)}")
    data: dict[str, Any] = {
        "system": pack.id, "type": type_def.id, "name": name,
        "stats": {sid: {"level": level} for sid, level in type_def.stats.items()},
        "skills": [{"id": s.skill, "level": s.level} for s in type_def.skills],
    }
    if pack.kinds[type_def.kind].troop:  # a トループ starts at ランクレベル 1 (L337: the least it is bought at)
        data["troop_rank_level"] = 1
        data["stats"] = {}  # its stats start from its rank level (L367): a stat not bought stays there
    if type_def.gm_entered:
        data["type_override"] = {"stats": dict(type_def.stats),
                                 "skills": [{"skill": s.skill, "level": s.level} for s in type_def.skills]}
    return data


def types(pack: FatePack) -> list[dict[str, str]]:
    return [{"id": t.id, "name": t.name, "name_en": t.name_en, "kind": t.kind} for t in pack.types.values()]


def counts(pack: FatePack) -> dict[str, int]:
    """The size of each list the seed has (manifest ``counts`` says what the seed says)."""
    c = pack.content
    return {
        "types": sum(1 for t in c.types if not pack.kinds[t.kind].troop),
        "troop_types": sum(1 for t in c.types if pack.kinds[t.kind].troop),
        "master_ranks": sum(1 for r in c.ranks if r.kind == "master"),
        "servant_ranks": sum(1 for r in c.ranks if r.kind == "servant"),
        "alignment_goal": sum(1 for a in c.alignment if a.axis == "goal"),
        "alignment_action": sum(1 for a in c.alignment if a.axis == "action"),
        "skills": sum(1 for s in c.skills if not s.parent),
        "vice_examples": sum(1 for s in c.skills if s.parent == "akuheki"),
        "weakness_examples": sum(1 for s in c.skills if s.parent == "jakuten"),
        "np_effects": len(c.np_effects),
        "kind_categories": sum(1 for x in c.categories if x.axis == "kind"),
        "activation_categories": sum(1 for x in c.categories if x.axis == "activation"),
        "target_categories": sum(1 for x in c.categories if x.axis == "target"),
        "gear_kinds": len(c.gear_kinds),
        "profile_fields": len(c.profile_fields),
        "steps": len(c.steps),
    }


def diff(*args: Any, **kwargs: Any) -> Any:
    """``grail-builder diff``'s Fate/roll dice part (:mod:`builder.systems.fate_roll_dice.diff`), imported when
    asked: the window's start-up does not pay for the diff and audit modules."""
    from .diff import diff as fate_diff
    return fate_diff(*args, **kwargs)


def forge(*args: Any, **kwargs: Any) -> Any:
    """``grail-builder generate``'s Fate/roll dice forge (:mod:`builder.systems.fate_roll_dice.forge.entry`),
    imported when asked, like :func:`diff`."""
    from .forge.entry import forge_fate
    return forge_fate(*args, **kwargs)


def war() -> Any:
    """The war's イレギュラー表 and summoning (:mod:`builder.systems.fate_roll_dice.war`), imported
    when a war asks (:func:`builder.gm.war.rules.war_rolls`)."""
    from builder.gm.war.rules import WarRolls

    from .war import irregular, summon
    return WarRolls(irregular=irregular, summon=summon)


PLUGIN = SystemPlugin(
    id="fate-roll-dice",
    pack_dir=Path(str(resources.files(__package__) / "pack")),
    evaluate=evaluate,
    build_model=FateBuild,
    content_model=PackContent,
    pack_class=FatePack,
    index=index,
    new_build=new_build,
    default_type="saber",
    types=types,
    counts=counts,
    brief=True,  # evaluate(..., detail=False): no stat/skill rows for check and audit
    links=("partner",),  # 能力障害's FP for the partner (L1241–1242, builder.systems.fate_roll_dice.partner)
    # grail-builder diff: ranks, alignment, marks, skills, 宝具, equipment; public: what other
    # players may see (正体看破, L297–313; builder.systems.fate_roll_dice.public); forge: its NPC forge
    # edits: the named edits its window pages and its forge send (builder.systems.fate_roll_dice.edits)
    # war: its イレギュラー表 and summoning (L71–154)
    # level: the roster's level figure, the ランクレベル (L660)
    extra={"diff": diff, "public": public, "edits": EDITS, "forge": forge, "war": war,
           "level": lambda sheet: sheet.derived.get("rank_level")},
)
