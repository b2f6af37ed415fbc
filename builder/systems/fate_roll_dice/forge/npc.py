"""The NPC forge for Fate/roll dice (000_8acb8ad758a0196c.txt L610–645): propose, evaluate, repair.

Contract: :func:`forge_person` (reached through :func:`.entry.forge_fate`) walks the rulebook's
creation steps (L610–645) as a person would: ranks to the asked ランクレベル (L747–750: a master's ランクレベル is its number of ranks,
1–6; a servant's is 6 + its ranks, 7–12), an alignment (L620–623), stats raised where the
type is strong (L885), skills that fit the type and its stats (:mod:`builder.systems.fate_roll_dice.forge.pick`)
until the FP are spent, a 宝具 filling the 宝具 capacity (L1038, L1098), the 常備化ポイント and
装備ポイント spent on gear and a 礼装 (L960–1036). After each step the engine evaluates the
character; its ledger says what is left to spend and its findings say what to repair (a
rank or skill the forge added that the engine refuses is replaced; a gear over its cap is cut
to the cap the finding names). The only GM flags left are the ones every 宝具 raises (「宝具の
データ作成にはGMの許可が必要」, L1038): the GM who runs the forge approves its own NPC's 宝具,
and the approval (by ``grail-builder generate``, with the seed) says so in the file. A player's
character (``npc`` false) is not approved: those flags stay open for the GM.

Kept (``keep``): every rank, 宝具, 礼装, gear, 常備化 use, the alignment set, a stat whose level
differs from the type's base (or has a mark) and a skill that is not a base class skill at
its base level stay as they are; the forge adds ranks, raises the open stats and skills and
adds new entries. 財産ポイント are spent in play (L961), not at creation, so they stay. What a
kept choice needs of an open part (the skill a kept rank asks for, the 宝具 stat of a kept 宝具,
社会 or 黄金律 for kept gear, a stat for a kept gear's cap) is served first, and FP the kept
choices leave short are found on open stats or the forge's own ranks (:mod:`.keep`); only
when nothing open can serve does the forge refuse, naming the kept choice in the way.
A トループ is made by :mod:`.troop` with the same steps.

Every change is a named edit (issue 25 item 7, shared/DESIGN.md): Fate/roll dice's own
(:mod:`builder.systems.fate_roll_dice.edits`: NPC or not, the type's base for what a kept file
leaves out, ranks, stats, skills, entries) and the envelope's (:mod:`builder.kit.edits`: the
name, the forge's ``generated`` record, the GM's approvals). Every decision reads the engine's
evaluation of the character after the last edit sent (:meth:`.state.ForgeState.sheet`, asked
when a step reads it). A
:class:`~builder.core.forging.ForgeLog` passed as ``log`` receives the start and the edits sent.
"""
from __future__ import annotations

import json
import random
from typing import Any

from builder.core.packs import RulePack
from builder.core.registry import plugin_for
from builder.core.sheet import Sheet
from builder.core.forging import MAKER, ForgeError, ForgeLog
from builder.kit.edits import Approve, MarkGenerated, SetText
from builder.systems.fate_roll_dice import edits
from builder.systems.fate_roll_dice.levels import LETTERS
from builder.systems.fate_roll_dice.forge.state import ForgeState
from builder.systems.fate_roll_dice.forge.refusal import blocking_words, finding_words, known_types, rank_name, type_words
from builder.systems.fate_roll_dice.forge.gear import add_noble_phantasms, drop_equipment, spend_upkeep
from builder.systems.fate_roll_dice.forge.keep import give_back, serve_kept
from builder.systems.fate_roll_dice.forge.pick import (BUDGET_CODES, CHOICE_TEXTS, MADNESS, MASTER_STAT_WEIGHT, MAX_BOUGHT,
                       SERVANT_NOUNS, candidates, skill_weights)
from builder.core.forgenames import master_name, servant_name

#: GM flags the forge approves for the GM who runs it: every 宝具 raises np.needs_gm (L1038);
#: a troop's data needs the GM's permission too (L331 「トループの取得・召喚時の作成、トループの
#: データについてはGMの許可を得る必要があり」, raised as troop.needs_gm on its owner's row): the GM who
#: generates an NPC troop (or fills a character holding one) is the GM whose permission it asks,
#: and L331 lets the GM refuse a troop too strong, which the GM does by not keeping it. Only an NPC
#: is approved so: a player's character (npc false: `generate --pc`, 残りを自動で埋める on a PC) keeps
#: these flags open for the GM, as any player's 宝具 does (L1038), since whoever fills it may be the player
APPROVED_BY_FORGE = frozenset({"np.needs_gm", "troop.needs_gm"})
#: the budgets a character must spend at creation (財産ポイント is spent in play, L961)
CREATION_POOLS = ("fp", "noble_phantasm", "upkeep", "equipment")
ROUNDS = 40
MAGECRAFT, MAGUS_SHARE = "majutsu", 0.75  # 魔術・○○, and how many forged Masters are magi
MULTIPLE = "fukusuu_hougu"  # 複数宝具 (L1515)
RIDING, RIDING_WARNING = "kijou", "item.mount_above_riding"  # 騎乗 and its warning (L1058–1059)
_State = ForgeState  # the name the steps (and troop.py) use


def forge_person(pack: RulePack, type_def: Any, *, rank_level: int | None, seed: int, keep: Any, npc: bool,
                 rng: random.Random, taken_names: frozenset[str] = frozenset(), log: ForgeLog | None = None) -> Any:
    """A Master or a Servant of ``type_def`` (see the module contract; :func:`.entry.forge_fate`
    has checked the type and sent a トループ to :mod:`.troop`)."""
    base = plugin_for(pack.id).new_build(pack, type_def.id, "")
    if keep is not None:
        data = keep.model_dump(mode="json", exclude_defaults=True)
    else:
        data = json.loads(json.dumps(base))
    if type_def.gm_entered and (keep is None or not data.get("type_override")):
        raise ForgeError(f"{type_def.name} ({type_def.id}) has no base stats or class skills in the rulebook "
                         f"(L{type_def.line}: the GM writes them): give a partly built character with its "
                         "type_override (--keep FILE)", "no_base", type=type_def.name,
                         type_en=type_def.name_en or type_def.name, line=type_def.line)
    if type_def.gm_entered:  # the GM's base data is the base of this character
        base = dict(base, stats={k: {"level": v} for k, v in data["type_override"].get("stats", {}).items()},
                    skills=[{"id": s["skill"], "level": s.get("level", "E")} for s in data["type_override"].get("skills", [])])
    kind = pack.kinds[type_def.kind]
    low, high = kind.rank_base + kind.ranks_min, kind.rank_base + kind.ranks_max
    held = len(data.get("ranks", []))
    if rank_level is None:
        rank_level = rng.randint(max(low, kind.rank_base + held), high)
    if not low <= rank_level <= high:
        raise ForgeError(f"ランクレベル {rank_level} is outside what the rulebook allows a {type_def.name} "
                         f"({low}–{high}, L747–748)", "rank_level_range", level=rank_level, type=type_def.name,
                         type_en=type_def.name_en or type_def.name, low=low, high=high, where="L747–748")
    if kind.rank_base + held > rank_level:
        raise ForgeError(f"the kept character already has {held} ranks (ランクレベル {kind.rank_base + held}), "
                         f"more than ランクレベル {rank_level}", "keep_ranks", held=held, have=kind.rank_base + held,
                         level=rank_level)
    state = _State(pack, data, rng, base, log)
    if keep is None and npc:
        state.send(edits.SetNpc(npc))
    # what a kept file leaves out is open: the type's base stats, and its class skills when it
    # lists no skills at all (L655)
    state.send(edits.TakeTypeBase())
    state.open_from(base)
    state.keeping = keep is not None
    state.found = candidates(pack, type_def.id, bool(data.get("npc")),
                             data.get("type_override") if type_def.gm_entered else None)
    _name(state, type_def.id, kind.id, taken_names)
    _ranks(state, type_def.id, npc=bool(data.get("npc")), count=rank_level - kind.rank_base - held)
    _alignment(state)
    _stats(state, kind.id, rank_level)
    _settle(state, type_def.id, kind.id)
    return _approve(state, seed, keep is not None)


# ----------------------------------------------------------------------------- steps
def _name(state: _State, type_id: str, kind: str, taken: frozenset[str] = frozenset()) -> None:
    if state.data.get("name"):
        return
    if kind == "master":
        state.send(SetText("name", master_name(state.rng, taken)))
    else:
        state.send(SetText("name", servant_name(state.rng, SERVANT_NOUNS.get(type_id, "サーヴァント"), taken)))


def _ranks(state: _State, type_id: str, *, npc: bool, count: int) -> None:
    ranks = state.found.ranks
    have = {r["id"] for r in state.data.get("ranks", [])}
    pool = [r for r in ranks if r not in have]
    if len(pool) < count:
        raise ForgeError(f"the pack has only {len(pool)} ranks a forge can take alone for {type_id}, "
                         f"{count} are needed", "rank_pool", have=len(pool), need=count,
                         type=type_words(state.pack, type_id, "ja"), type_en=type_words(state.pack, type_id, "en"))
    picked = state.rng.sample(pool, count)
    for r in picked:
        state.send(edits.AddRank(r))
    found = state.found
    held = {s["id"] for s in state.data.setdefault("skills", [])}
    for r in picked:  # the skills a rank asks for come with it, and stay (時計塔: 魔術, L784)
        for entry in found.companions.get(r, ()):
            if entry["id"] not in held:
                choice = state.rng.choice(CHOICE_TEXTS[entry["id"]]) if "choice" in entry else ""
                state.send(edits.AddSkill(entry["id"], entry["level"], choice, tuple(entry.get("options", ()))))
                held.add(entry["id"])
            state.pinned[entry["id"]] = max(state.pinned.get(entry["id"], 0), state.level(entry["level"]))


def _alignment(state: _State) -> None:
    axes: dict[str, list[str]] = {}
    for value in state.pack.alignment.values():
        if value.grid is not None:
            axes.setdefault(value.axis, []).append(value.id)
    current = dict(state.data.get("alignment", {}))
    chosen = {}
    for axis, values in axes.items():
        if not current.get(axis):
            chosen[axis] = state.rng.choice(values)
    if any(s.get("id") == MADNESS for s in state.data.get("skills", [])) and "action" not in current:
        chosen["action"] = "mad"  # 狂化: the action is 狂, and the one before the madness is kept (L835–836)
        if "pre_madness" not in current:
            chosen["pre_madness"] = state.rng.choice(axes["action"])
    for axis, value in chosen.items():
        state.send(edits.SetAlignment(axis, value))


def _stats(state: _State, kind: str, rank_level: int) -> None:
    """Raise the open stats where the type is strong; sometimes lower its weakest for FP (L889)."""
    sheet = state.sheet()
    budget = state.remaining(sheet, "fp")
    stats, rng, step = state.data["stats"], state.rng, state.pack.rules["stat_step_fp"]
    level = {sid: state.level(s["level"]) for sid, s in stats.items()}
    open_ = [sid for sid in stats if sid in state.open_stats]
    if "noble_phantasm" in open_ and kind == "servant":  # a servant's 宝具 grows with its rank level
        target = max(1, min(MAX_BOUGHT, (rank_level - 6 + 1) // 2 + rng.choice((0, 1, 1, 2))))
        while level["noble_phantasm"] < target and budget >= step * 2:
            level["noble_phantasm"] += 1
            budget -= step
        open_.remove("noble_phantasm")
    if open_ and not state.keeping and rng.random() < 0.3:  # a dump stat: the weakest lowered one step, its FP spent elsewhere
        weakest = min(open_, key=lambda s: (level[s], rng.random()))
        if level[weakest] > state.level(state.pack.stats[weakest].floor):
            level[weakest] -= 1
            budget += step
            open_.remove(weakest)
    # most Masters are magi (the ranks 時計塔 … name them, L783–786): 魔力 first, then 魔術
    state.magus = kind == "master" and rng.random() < MAGUS_SHARE
    if state.magus and "mana" in open_ and level["mana"] < MAX_BOUGHT and budget >= step * 2:
        level["mana"] += 1
        budget -= step
    share = rng.uniform(0.2, 0.5)
    spend = int(budget * share) // step
    for _ in range(spend):
        choices = [s for s in open_ if level[s] < MAX_BOUGHT]
        if not choices:
            break
        weights = [(level[s] + 1) ** 2 * MASTER_STAT_WEIGHT.get(s, 1.0) ** (kind == "master") for s in choices]
        pick = rng.choices(choices, weights)[0]
        level[pick] += 1
    for sid, value in level.items():
        if state.level(stats[sid]["level"]) != value:
            state.send(edits.SetStatLevel(sid, state.pack.letter(value)))


def _settle(state: _State, type_id: str, kind: str) -> None:
    """Spend every creation budget, evaluating and repairing until the engine is content."""
    for _ in range(ROUNDS):
        sheet = state.sheet()
        if _repair(state, sheet):
            continue
        fp = state.remaining(sheet, "fp")
        if fp:
            _fill_skills(state, sheet, type_id, kind, fp)
            continue
        if state.remaining(sheet, "noble_phantasm") > 0:
            add_noble_phantasms(state, type_id, state.remaining(sheet, "noble_phantasm"))
            continue
        if state.remaining(sheet, "upkeep") > 0 or state.remaining(sheet, "equipment") > 0:
            if not spend_upkeep(state, sheet):
                break
            continue
        return
    sheet = state.sheet()
    left = {p: state.remaining(sheet, p) for p in CREATION_POOLS if state.remaining(sheet, p)}
    bad = [f"{f.code} at {f.path}" for f in sheet.findings
           if f.severity == "error" or (f.severity == "gm" and f.code not in APPROVED_BY_FORGE)]
    raise ForgeError("could not finish the character: " + "; ".join(
        [*(f"{p} {n} left" for p, n in left.items()), *bad]) or "budgets left", "unfinished",
        **blocking_words(state.pack, [f for f in sheet.findings if f"{f.code} at {f.path}" in bad], left))


def _owned(state: _State, path: str) -> tuple[str, int] | None:
    """The list and index of a finding's path when the forge may change that entry."""
    parts = path.split("/")
    if len(parts) < 3 or not parts[2].isdigit():
        return None
    key, index = parts[1], int(parts[2])
    if key in state.kept and index >= state.kept[key]:
        return key, index
    return None


def _repair(state: _State, sheet: Sheet) -> bool:
    """Undo what the engine refuses; ``True`` when something changed. What a kept choice asks
    of the open parts is served first (:func:`fatekeep.serve_kept`): a kept 宝具 over the 宝具
    stat is answered by raising the stat, not by refusing the kept 宝具."""
    for f in sheet.findings:
        if f.severity in ("error", "gm") and f.code not in APPROVED_BY_FORGE and f.code not in BUDGET_CODES \
                and _owned(state, f.path) is None and serve_kept(state, sheet, f):
            return True
    for f in sheet.findings:
        if f.code == RIDING_WARNING and _ride(state, f.path):
            return True
        # FP not yet spent (or overspent) is the settle loop's to spend, whatever severity the GM's
        # reading unspent_fp gives it (L750: a warning by default, an error where the GM says so)
        if f.severity not in ("error", "gm") or f.code in APPROVED_BY_FORGE or f.code in BUDGET_CODES:
            continue
        owned = _owned(state, f.path)
        if f.code == "np.needs_multiple_effect" and owned and owned[0] == "noble_phantasms":
            # 宝具 beyond the 宝具 stat's level (an EX stat's two free levels, L1103) each carry
            # the ±0 effect 複数宝具 (L1100, L1515)
            state.send(edits.AddEffect("noble_phantasms", owned[1], MULTIPLE))
            return True
        if f.code == "gear.over_cap" and owned:
            state.caps[state.data["gear"][owned[1]]["kind"]] = int(f.params.get("cap", 0))
            drop_equipment(state)
            return True
        if owned is None and f.severity == "gm":
            raise ForgeError(f"the kept character has an open GM flag ({f.code} at {f.path}): the GM "
                             "approves it first (grail-builder check names it)", "keep_gm_flag", **finding_words(state.pack, f))
        if owned is None:
            raise ForgeError(f"the kept choices are not legal ({f.code} at {f.path}); check the file first",
                             "keep_illegal", **finding_words(state.pack, f))
        key, index = owned
        entry = state.data[key][index]
        state.send(edits.RemoveRank(entry["id"]) if key == "ranks" else edits.RemoveSkill(index) if key == "skills"
                   else edits.RemoveEntry(key, index))
        if key in ("ranks", "skills"):
            state.banned.add(entry["id"])
        if key == "ranks":
            ranks = state.found.ranks
            have = {r["id"] for r in state.data["ranks"]}
            pool = [r for r in ranks if r not in have and r not in state.banned]
            if not pool:
                raise ForgeError(f"no rank can replace {entry['id']} ({f.code})", "no_rank_replaces",
                                 rank=rank_name(state.pack, entry["id"], "ja"),
                                 rank_en=rank_name(state.pack, entry["id"], "en"), **finding_words(state.pack, f))
            state.send(edits.AddRank(state.rng.choice(pool)))
        if key == "noble_phantasms":
            state.banned.add("np:" + entry.get("kind", ""))
        if key in ("gear", "mystic_codes", "upkeep"):
            drop_equipment(state)
        return True
    return False


def _ride(state: _State, path: str) -> bool:
    """A mount 宝具 above the 騎乗 level (L1058–1059): raise the forge's 騎乗 to its rank, as a
    person making a rider would; a kept 騎乗 stays, and the forge takes another kind of 宝具."""
    owned = _owned(state, path)
    if owned is None or owned[0] != "noble_phantasms":
        return False
    rank = state.level(state.data["noble_phantasms"][owned[1]]["rank"])
    skills = state.data.setdefault("skills", [])
    for i, s in enumerate(skills):
        if s["id"] == RIDING and (i in state.open_skills or i >= state.kept["skills"]):
            state.send(edits.SetSkillLevel(i, state.pack.letter(max(rank, state.level(s["level"])))))
            break
    else:
        if any(s["id"] == RIDING for s in skills):
            state.banned.add("np:mount")
            state.send(edits.RemoveEntry("noble_phantasms", owned[1]))
            return True
        state.send(edits.AddSkill(RIDING, state.pack.letter(rank)))
    state.pinned[RIDING] = max(rank, state.pinned.get(RIDING, 0))
    return True


# ----------------------------------------------------------------------------- skills
def _fill_skills(state: _State, sheet: Sheet, type_id: str, kind: str, fp: int) -> None:
    """Raise or add skills until ``fp`` (the engine's FP left, may be negative) is spent, by
    the forge's estimate of each step; the next evaluation checks it."""
    pack, rng, skills = state.pack, state.rng, state.data.setdefault("skills", [])
    options = state.found.skills
    by_id = {o.id: o for o in options}
    stats = state.stat_values()
    weights = skill_weights(pack, [o.id for o in options], kind, stats, state.base_ids)
    # each option's first step, the same on every pass of the loop below (a pure function of the
    # pack and the troop's doubling, which this function does not change): asked once, not per
    # move; the options a first step could ever take (a cost above 0), in their order, with it
    first_step = {o.id: state.step(o.id, 1, o.options) for o in options}
    addable = [(o.id, cost, weights[o.id]) for o in options if (cost := first_step[o.id]) is not None and cost > 0]
    target = 3 + rng.randint(0, 3)  # a sheet of 3–6 skills besides the class's own
    first, state.started = not state.started, True
    # a flaw: one minus skill, whose FP is spent elsewhere (L933); a person's, not a troop's
    if first and state.double_from is None and rng.random() < 0.3:
        minus = [o.id for o in options if o.id not in state.banned and (state.step(o.id, 1) or 0) < 0
                 and o.id not in {s["id"] for s in skills}]
        if minus:
            pick = rng.choice(minus)
            levels = rng.randint(1, 2)
            state.send(_entry(by_id[pick], levels, rng))
            fp -= sum(state.step(pick, lv, by_id[pick].options) or 0 for lv in range(1, levels + 1))
    held = {s["id"] for s in skills}
    if first and state.magus and MAGECRAFT in by_id and MAGECRAFT not in held | state.banned:
        levels = rng.randint(1, 3)
        state.send(_entry(by_id[MAGECRAFT], levels, rng))
        fp -= sum(state.step(MAGECRAFT, lv, by_id[MAGECRAFT].options) or 0 for lv in range(1, levels + 1))
    for _ in range(200):
        if fp == 0:
            return
        if fp < 0:
            fp += _lower_one(state)
            continue
        held = {s["id"] for s in skills}
        moves, move_w = [], []
        for i, s in enumerate(skills):
            if i < state.kept["skills"] and i not in state.open_skills:
                continue
            lv = state.level(s["level"])
            sdef = pack.skills.get(s["id"])
            if sdef is None or lv >= min(MAX_BOUGHT, state.level(sdef.max_level)) or s["id"] in state.banned:
                continue
            cost = state.step(s["id"], lv + 1, tuple(s.get("options", ())))
            if cost is not None and 0 < cost <= fp:
                moves.append((i, cost))
                move_w.append(weights.get(s["id"], 1.0) * (2.5 if lv < 3 else 1.0))
        added = sum(1 for i in range(state.kept["skills"], len(skills)))
        factor, banned = (1.0 if added < target else 0.005), state.banned
        for oid, cost, weight in addable:
            if cost <= fp and oid not in held and oid not in banned:
                moves.append((oid, cost))
                move_w.append(weight * factor)
        if not moves:
            fp += _lower_one(state)  # nothing fits what is left: give a step back and try again
            continue
        what, cost = rng.choices(moves, move_w)[0]
        if isinstance(what, int):
            state.send(edits.SetSkillLevel(what, pack.letter(state.level(skills[what]["level"]) + 1)))
        else:
            state.send(_entry(by_id[what], 1, rng))
        fp -= cost


def _entry(option: Any, level: int, rng: random.Random) -> Any:
    """The edit taking ``option`` at ``level`` (its options, and a ○○ slot drawn for it)."""
    choice = rng.choice(CHOICE_TEXTS[option.id]) if option.choices else ""
    return edits.AddSkill(option.id, LETTERS[level], choice, tuple(option.options or ()))


def _lower_one(state: _State) -> int:
    """Lower the forge's highest-levelled skill one step (or drop it at E): the FP it gives back."""
    skills = state.data.get("skills", [])
    mine = [i for i in [*state.open_skills, *range(state.kept["skills"], len(skills))]
            if (state.step(skills[i]["id"], 1) or 0) > 0
            and state.level(skills[i]["level"]) > state.pinned.get(skills[i]["id"], 0)
            and (i >= state.kept["skills"] or state.level(skills[i]["level"]) > state.base_level.get(skills[i]["id"], 0))]
    if not mine:
        freed = give_back(state)
        if freed:
            return freed
        sheet = state.sheet()
        fp = sheet.pools.get("fp")
        raise ForgeError(f"the kept choices cost more FP than the ランクレベル gives ({fp.spent if fp else 0} of "
                         f"{fp.total if fp else 0} FP, L750) and nothing the forge chose can give FP back: "
                         f"lower a kept stat or skill (kept: {_kept_words(state)})", "keep_fp",
                         spent=fp.spent if fp else 0, total=fp.total if fp else 0, kept=_kept_words(state))
    i = max(mine, key=lambda j: (state.level(skills[j]["level"]), state.rng.random()))
    lv = state.level(skills[i]["level"])
    cost = state.step(skills[i]["id"], lv, tuple(skills[i].get("options", ()))) or 0
    state.send(edits.RemoveSkill(i) if lv <= 1 and i >= state.kept["skills"]
               else edits.SetSkillLevel(i, state.pack.letter(lv - 1)))
    return cost


def _kept_words(state: _State) -> str:
    """The kept choices that cost FP, in a few words, for a refusal message."""
    data = state.data
    stats = [f"{sid} {s['level']}" for sid, s in data.get("stats", {}).items() if sid not in state.open_stats]
    skills = [f"{s['id']} {s.get('level', 'E')}" for i, s in enumerate(data.get("skills", []))
              if i < state.kept["skills"] and i not in state.open_skills]
    return ", ".join(stats + skills) or "nothing"


# ----------------------------------------------------------------------------- the GM's approval
def _approve(state: _State, seed: int, kept: bool) -> Any:
    """The GM who runs the forge approves its own NPC's flags (:data:`APPROVED_BY_FORGE`), each
    by the envelope's named edit ``Approve``, on the settled character's sheet; then the record
    that the forge made it (``MarkGenerated``, ``kept``: it filled a partly built one) and the
    engine's last word: the character, or what the engine still finds. (The record comes last:
    sent before the approvals, it asked the engine once more, for findings the record does not
    change, in every forge that approves something.)"""
    sheet = state.sheet()
    npc = bool(state.data.get("npc"))
    if npc:
        for f in sheet.findings:
            if f.severity == "gm" and f.code in APPROVED_BY_FORGE:
                state.send(Approve(f, f"自動生成のNPC (seed {seed}): 生成したGMの承認", by=MAKER))
    state.send(MarkGenerated(MAKER, seed, kept))
    sheet = state.sheet()
    open_ = [f"{f.code} at {f.path}" for f in sheet.findings
             if f.severity == "error" or (f.severity == "gm" and (npc or f.code not in APPROVED_BY_FORGE))]
    if open_:
        raise ForgeError("the engine still finds: " + "; ".join(open_), "engine_finds",
                         **blocking_words(state.pack, [f for f in sheet.findings if f"{f.code} at {f.path}" in open_], {}))
    # validated afresh from the data (not the kit edit's own model, which counts every field as
    # set): the character returned is what a file of the same data loads as
    return state.model.model_validate(state.data)
