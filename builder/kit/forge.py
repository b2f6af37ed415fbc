"""The NPC forge for the data systems (every system a data pack describes): propose, evaluate, repair.

Contract: :func:`forge_data` works on any data system's pack (:mod:`builder.kit.model`) from
its own tables: it refuses with :class:`~builder.core.forging.ForgeError` naming the table when the
pack lacks one a character of that type needs (an option or list the seed leaves to the GM,
``gm_entered``, with nothing entered yet, such as a Servant's information page); it
sets the level (``level``) on the stat of the pack's ``level`` group where the system has
one (a レベル) and refuses it elsewhere; it chooses each open option (the class by
``cls``), rolls the set-up dice the pack gives a stat (:func:`builder.core.dice.roll`), then spends
each pool a step at a time: a step is one move on a stat's scale in a group the pool spends,
drawn with weight 1 + (the steps it has already been raised, at most 4) so a character leans on
a few stats without pouring everything into one; after each step the
engine evaluates the character and the step is kept only when no pool goes below zero and no
error or GM flag is added. Each step and each set-up roll is the window's own named edit
(:class:`builder.kit.edits.SetStat`), so a value the window would refuse is refused here
too. It stops when every pool is spent; the result must have no error
and no open GM flag, else ForgeError says what is left. Lists the seed leaves to the players'
own writing (skills and 宝具 with their own costs) are not invented.

Every change is a named edit of :mod:`builder.kit.edits` (issue 25 item 7): the name
(``SetText``), NPC or not (``SetNpc``), the level and each roll and step (``SetStat``), each
option chosen or taken back (``ChooseOption``: what applies is the engine's finding) and the
record that the forge made it (``MarkGenerated``); each step reads the engine's evaluation of
the character after the last edit (asked when a step reads it: an answer no step reads, such
as the one after the name, is not asked for). A
:class:`~builder.core.forging.ForgeLog` passed as ``log`` receives the start and the edits sent, in
order: replaying them on the start gives the result (the window's 残りを自動で埋める does).

Kept (``keep``): every chosen option, list entry and stat that differs from its default stays.
"""
from __future__ import annotations

import json
import random
from bisect import bisect_right
from typing import Any

from builder.core.dice import roll
from builder.core.engine import evaluate
from builder.core.packs import RulePack
from builder.core.registry import plugin_for
from builder.core.sections import stat_rows
from builder.core.forging import MAKER, ForgeError, ForgeLog
from builder.core.forgenames import master_name, servant_name
from builder.kit.edits import ChooseOption, EditRefused, MarkGenerated, SetNpc, SetStat, SetText

MAX_STEPS = 400


class _Character:
    """The character being made (``build``), the engine's evaluation of it (``sheet``) and the
    log of the named edits that made it."""

    def __init__(self, pack: RulePack, build: Any, log: ForgeLog | None):
        self.pack, self.build, self.log = pack, build, log
        self._sheet: Any = None
        if log is not None:
            log.start = build

    @property
    def sheet(self) -> Any:
        """The engine's evaluation of the character as it is now (after the last edit)."""
        if self._sheet is None:
            self._sheet = evaluate(self.pack, self.build)
        return self._sheet

    def send(self, edit: Any, result: Any = None, sheet: Any = None) -> None:
        """Make one change: ``edit`` applied (or its ``result``, when the forge has already
        applied it as a what-if and the engine kept it, with the engine's ``sheet`` of it); the
        engine's word on the result is ``sheet``, asked when a step next reads it (shared/DESIGN.md:
        no step decides on a character the engine has not seen). A refused edit is the forge's
        error, named with its reason."""
        if result is None:
            try:
                result = edit.apply(self.pack, self.build)
            except EditRefused as exc:
                raise ForgeError(f"the forge's edit {edit.text(self.pack, 'en')} was refused: {exc.text('en')}",
                                 "edit_refused", edit=edit.text(self.pack), edit_en=edit.text(self.pack, "en"),
                                 why=exc.text("ja"), why_en=exc.text("en")) from None
        self.build = result
        self._sheet = sheet  # None: evaluated when :attr:`sheet` is next read
        if self.log is not None:
            self.log.edits.append(edit)


def forge_data(pack: RulePack, *, type: str | None, level: int | None, cls: str | None, seed: int, keep: Any,
               npc: bool, taken_names: frozenset[str] = frozenset(), log: ForgeLog | None = None) -> Any:
    """See the module contract."""
    plugin = plugin_for(pack.id)
    idx = pack.index
    content = idx.content
    kinds = {k.id: k for k in content.kinds}
    type_name = type or (keep.type if keep is not None else plugin.default_type)
    kind = next((k for k in content.kinds if type_name in (k.id, k.name, k.name_en)), None)
    if kind is None:
        raise ForgeError(f"unknown type {type_name!r} in {pack.id} (known: {', '.join(kinds)})", "unknown_type",
                         type=str(type_name), known="、".join(k.name for k in content.kinds),
                         known_en=", ".join(k.name_en or k.name for k in content.kinds), **_book(pack))
    if keep is not None and keep.type != kind.id:
        raise ForgeError(f"the kept character is a {keep.type}, not a {kind.id}", "keep_type", kept=keep.type,
                         type=kind.name, type_en=kind.name_en or kind.name)
    rng = random.Random(f"{seed}:{kind.id}:{level}:{cls}")
    _lacks(pack, kind.id)
    made = _Character(pack, keep if keep is not None
                      else plugin.build_model.model_validate(plugin.new_build(pack, kind.id, "")), log)
    defaults = plugin.new_build(pack, kind.id, "")["stats"]
    kept_stats = {s for s, v in made.build.stats.items() if v != defaults.get(s)} if keep is not None else set()
    if keep is None and made.build.npc != npc:
        made.send(SetNpc(npc))
    if not made.build.name:
        made.send(SetText("name", master_name(rng, taken_names) if "servant" not in kind.id
                          else servant_name(rng, kind.name, taken_names)))
    _level(pack, made, level, kept_stats)
    _options(pack, made, kind.id, cls, rng)
    _rolls(pack, made, kind.id, rng, kept_stats)
    _spend(pack, made, kind.id, rng, kept_stats)
    made.send(MarkGenerated(MAKER, seed, keep is not None))
    build, sheet = made.build, made.sheet
    open_ = [f"{f.code} at {f.path}" for f in sheet.findings if f.severity in ("error", "gm")]
    left = [f"{p.id} {p.remaining} left" for p in sheet.pools.values() if p.remaining]
    over = [f"{p.name if hasattr(p, 'name') else p.id} ({p.id}) by {-p.remaining}" for p in sheet.pools.values()
            if p.remaining < 0]
    if over and keep is not None:
        raise ForgeError("the kept choices cost more than the budget gives: " + ", ".join(over), "over_budget",
                         over=", ".join(over))
    if open_ or left:
        raise ForgeError(f"could not make a legal {kind.name} in {pack.id}: " + "; ".join([*left, *open_]), "not_legal",
                         kind=kind.name, kind_en=kind.name_en or kind.name, why="; ".join([*left, *open_]), **_book(pack))
    return build


def _book(pack: RulePack) -> dict[str, str]:
    """The system's rulebook name for a refusal, in Japanese and English (``system``, ``system_en``)."""
    return {"system": pack.manifest.name, "system_en": getattr(pack.manifest, "name_en", "") or pack.manifest.name}


def _pool_name(pack: RulePack, pid: str, lang: str) -> str:
    pool = next((p for p in pack.index.content.pools if p.id == pid), None)
    return pid if pool is None else (pool.name_en or pool.name) if lang == "en" else pool.name


def _applies(kinds: list[str] | None, kind: str) -> bool:
    return kinds is None or kind in kinds


def _lacks(pack: RulePack, kind: str) -> None:
    """A table the seed leaves to the GM that this type needs and nobody has entered."""
    content = pack.index.content
    for o in content.options:
        if o.gm_entered and o.required and not o.choices and _applies(o.kinds, kind):
            where = f", L{o.line}" if o.line else ""
            raise ForgeError(f"the pack of {pack.id} lacks the GM-entered table 「{o.name}」 ({o.id}{where}) a "
                             f"{kind} needs: enter it (ツール → ルールデータ編集…, or a user pack with --campaign)",
                             "lacks_table", table=o.name, table_en=o.name_en or o.name,
                             where=f"(L{o.line})" if o.line else "", **_book(pack))


def _level(pack: RulePack, made: _Character, level: int | None, kept: set[str]) -> None:
    stats = [s for s in pack.index.content.stats if s.group == "level"]
    if level is None:
        return
    if not stats:
        raise ForgeError(f"{pack.id} has no level to set: leave out --level (its characters are made "
                         "from their own budgets)", "no_level", **_book(pack))
    held = made.build.stats.get(stats[0].id)
    if stats[0].id in kept and held != level:
        raise ForgeError(f"the kept character's {stats[0].name} is {held}, not {level}", "keep_level",
                         stat=stats[0].name, stat_en=stats[0].name_en or stats[0].name, held=held, level=level)
    scale = pack.index.scale_of(stats[0].id)
    if level not in scale.choices():
        shown = scale.choices()
        raise ForgeError(f"{stats[0].name} {level} is not on its scale ({shown[0]}–{shown[-1]}, "
                         f"step {scale.definition.step})", "level_scale", stat=stats[0].name,
                         stat_en=stats[0].name_en or stats[0].name, level=level, low=shown[0], high=shown[-1],
                         step=scale.definition.step)
    made.send(SetStat(stats[0].id, level))
    kept.add(stats[0].id)


def _options(pack: RulePack, made: _Character, kind: str, cls: str | None, rng: random.Random) -> None:
    fixed = {oid for oid, chosen in made.build.options.items() if chosen}  # kept
    applying = [o for o in pack.index.content.options if _applies(o.kinds, kind)]
    for o in applying:
        options = made.build.options
        if options.get(o.id) or not o.choices:
            continue
        plain = _tied(applying, options, o, [c for c in o.choices if not c.gm] or list(o.choices))
        if cls and "class" in o.id:
            found = [c for c in o.choices if cls in (c.id, c.name, c.name_en)]
            if not found:
                raise ForgeError(f"unknown class {cls!r} ({o.name}: {', '.join(c.id for c in o.choices)})",
                                 "unknown_class", cls=str(cls), option=o.name, option_en=o.name_en or o.name,
                                 known="、".join(c.name for c in o.choices),
                                 known_en=", ".join(c.name_en or c.name for c in o.choices))
            made.send(ChooseOption(o.id, (found[0].id,)))
            fixed.add(o.id)
        elif o.required or rng.random() < 0.3:
            made.send(ChooseOption(o.id, (rng.choice(plain).id,)))
    _drop_inapplicable(pack, made, rng, fixed)


def _tied(options: list[Any], chosen: dict[str, list[str]], o: Any, choices: list[Any]) -> list[Any]:
    """``choices`` of ``o`` that agree on ``class_no`` (the class a unit page names,
    L137) with the other options: the ones already chosen, and for a class those a page exists
    for, so a Rider is never put on a Lancer's page (issue 27). Unchanged when none carries it."""
    if not any(TIE in c.values for c in choices):
        return choices
    wanted: set[int] | None = None
    for other in options:
        if other.id == o.id or not any(TIE in c.values for c in other.choices):
            continue
        picked = [c.values.get(TIE, 0) for c in other.choices if c.id in chosen.get(other.id, ())]
        values = set(picked) if picked else {c.values.get(TIE, 0) for c in other.choices}
        wanted = values if wanted is None else wanted & values
    if wanted is None:
        return choices
    return [c for c in choices if c.values.get(TIE, 0) in wanted] or choices


#: the value key that ties a unit page to its class (the pack's own key)
TIE = "class_no"


def _drop_inapplicable(pack: RulePack, made: _Character, rng: random.Random, fixed: set[str]) -> None:
    """An option the engine refuses (its ``when`` does not hold, or the choice's own condition
    fails, or it needs the GM) is chosen again from the choices not yet tried, or taken back
    when the option is not required; ``fixed`` (kept or asked for) are left to the engine's
    final word."""
    options = {o.id: o for o in pack.index.content.options}
    tried: dict[str, set[str]] = {}
    for _ in range(40):
        sheet = made.sheet
        bad = {f.path.split("/")[2] for f in sheet.findings
               if (f.severity in ("error", "gm") or f.code == "data.option_not_applicable")
               and f.path.startswith("/options/") and len(f.path.split("/")) > 2} - fixed
        if not bad:
            return
        for oid in bad:
            o = options.get(oid)
            done = tried.setdefault(oid, set())
            done.update(made.build.options.get(oid, []))
            rest = [c for c in (o.choices if o else []) if c.id not in done and not c.gm]
            if o is not None and o.required and rest and any(f.code != "data.option_not_applicable"
                                                              for f in sheet.findings if f.path.startswith(f"/options/{oid}")):
                made.send(ChooseOption(oid, (rng.choice(rest).id,)))
            elif oid in made.build.options:
                made.send(ChooseOption(oid, ()))


def _rolls(pack: RulePack, made: _Character, kind: str, rng: random.Random, kept: set[str]) -> None:
    """The set-up rolls: a stat with a die is rolled with it (the engine says which die)."""
    for sid, row in stat_rows(made.sheet.sections).items():  # the sheet's typed stat rows, each with its die
        if sid in kept or row.die is None:
            continue
        total = roll(row.die.count, row.die.faces, rng).total
        edit = SetStat(sid, total)
        try:
            result = edit.apply(pack, made.build)
        except EditRefused as exc:
            raise ForgeError(f"the set-up roll of {sid} ({total}) is refused: {exc.text('en')}", "setup_roll_refused",
                             stat=row.name, stat_en=row.name_en or row.name,
                             total=total, why=exc.text("ja"), why_en=exc.text("en")) from None
        made.send(edit, result)
        kept.add(sid)


def _spend(pack: RulePack, made: _Character, kind: str, rng: random.Random, kept: set[str]) -> None:
    """Spend each pool a step at a time (see the module contract)."""
    idx = pack.index
    groups = {sp.group for p in idx.content.pools if _applies(p.kinds, kind) for sp in p.spend
              if sp.source == "stats" and sp.group}
    movable = [s for s in idx.content.stats if s.group in groups and _applies(s.kinds, kind) and s.id not in kept]
    blocked: set[str] = set()
    # each stat's scale (lowest first), a pure function of the pack: read once here, not at every step
    scale = {s.id: idx.scale_of(s.id).choices() for s in movable}

    def steps_up(stat) -> int:  # how many steps the forge has raised it: a leaning, not a runaway
        values = scale[stat.id]  # the values v with default < v <= now, counted on the sorted scale
        now = made.build.stats.get(stat.id, stat.default)
        return max(0, bisect_right(values, now) - bisect_right(values, stat.default))

    strict = [True]  # first no step that adds a warning either; then (if the pools are not spent) only errors

    def problems(sheet) -> set[tuple[str, str]]:  # other than a budget not yet spent
        counted = ("error", "gm", "warning") if strict[0] else ("error", "gm")
        return {(f.code, f.path) for f in sheet.findings
                if f.severity in counted and not f.code.startswith("data.budget")}

    sheet = made.sheet
    for _ in range(MAX_STEPS):
        if all(p.remaining == 0 for p in sheet.pools.values()):
            return
        choices = [s for s in movable if s.id not in blocked]
        if not choices and strict[0]:
            strict[0] = False
            blocked.clear()
            continue
        if not choices:
            return
        weights = [1 + min(steps_up(s), 4) for s in choices]
        stat = rng.choices(choices, weights)[0]
        values = scale[stat.id]
        now = made.build.stats.get(stat.id, stat.default)
        higher = [v for v in values if v > now]
        if not higher:
            blocked.add(stat.id)
            continue
        edit = SetStat(stat.id, higher[0])
        try:  # the window's own edit: a value off the stat's scale is refused there too
            trial = edit.apply(pack, made.build)
        except EditRefused:
            blocked.add(stat.id)
            continue
        after = evaluate(pack, trial)  # the engine is asked after each step, and is its only judge
        if any(p.remaining < 0 for p in after.pools.values()) or not problems(after) <= problems(sheet):
            blocked.add(stat.id)
            continue
        made.send(edit, trial, after)  # kept: the engine found nothing new
        sheet = after
    raise ForgeError(f"could not spend {pack.id}'s pools in {MAX_STEPS} steps: "
                     + json.dumps({p.id: p.remaining for p in sheet.pools.values()}), "pools_left", steps=MAX_STEPS,
                     left="、".join(f"{_pool_name(pack, p.id, 'ja')} {p.remaining}" for p in sheet.pools.values()),
                     left_en=", ".join(f"{_pool_name(pack, p.id, 'en')} {p.remaining}" for p in sheet.pools.values()),
                     **_book(pack))
