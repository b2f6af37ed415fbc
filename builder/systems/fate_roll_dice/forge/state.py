"""The character the Fate/roll dice forge is making (:mod:`.npc`, :mod:`.troop`): its JSON data,
what the forge may change, and the one way it changes it.

Contract: :meth:`ForgeState.send` makes every change as a named edit, Fate/roll dice's own
(:mod:`builder.systems.fate_roll_dice.edits`, written into the data) or the envelope's
(:mod:`builder.kit.edits`: the name, the ``generated`` record, the GM's approvals);
:meth:`ForgeState.sheet` is the engine's evaluation of the character after the last edit sent,
which every step of the forge reads (shared/DESIGN.md: "asks the engine after each one; the
engine's findings are its only judge"). The engine is asked when a step reads its word, not
at the edit: a run of edits no step reads in between (the skill steps of one pass, priced by
the forge's estimate, or the entries of one gear purchase) is judged by the evaluation after
its last edit, the one the next step reads; an answer no step reads changes nothing the forge
makes (bench/forge_outputs.py: byte-identical) and was two evaluations in three of a forge. A refused edit is a
:class:`~builder.core.forging.ForgeError` naming the edit and its reason, and changes nothing. With a
:class:`~builder.core.forging.ForgeLog` the start and every edit sent are logged, in order.
"""
from __future__ import annotations

import random
from typing import Any

from builder.core.engine import evaluate
from builder.core.packs import RulePack
from builder.core.sheet import Sheet
from builder.core.forging import ForgeError, ForgeLog
from builder.kit.editrefusal import EditRefused
from builder.systems.fate_roll_dice.editcheck import FateEdit
from builder.systems.fate_roll_dice.forge.pick import pack_model, step_cost


class ForgeState:
    """The character being made: its JSON data, which list entries the forge owns, the engine's
    evaluation of it after the last edit and the log of the edits sent (``log``)."""

    def __init__(self, pack: RulePack, data: dict[str, Any], rng: random.Random, base: dict[str, Any],
                 log: ForgeLog | None = None):
        self.pack, self.data, self.rng = pack, data, rng
        self.model = pack_model(pack)
        self.log = log
        self._sheet: Sheet | None = None  # the engine's word on ``data`` as it is now (brief)
        self._full: Sheet | None = None  # the same with its stat rows, when a step has asked for them
        self._build: Any = None  # ``data`` validated by the character model, until the next edit
        if log is not None:
            log.start = self.build()
        self.found: Any = None  # what the forge may propose (fatepick.candidates)
        self.caps: dict[str, int] = {}  # gear caps the engine has named
        self.banned: set[str] = set()  # ranks and skills the engine refused in this character
        self.keeping = False  # filling a kept character: spend only what it leaves, give nothing back
        self.magus = False  # a Master the forge makes a magus (魔力 and 魔術)
        self.started = False  # the forge has begun choosing skills
        self.pinned: dict[str, int] = {}  # skill id -> the level the forge may not lower it below
        self.double_from: int | None = None  # a troop: skill levels from here cost double (L375)
        self.no_mystic_code = False  # a troop that gave up 魔力 takes no 礼装 (L371)
        self.gear_factor = 1  # a troop pays twice a normal gear's points (L381)
        self.lowered: set[str] = set()  # open stats the forge lowered for FP (fatekeep.give_back)
        self.raised: set[str] = set()  # open stats the forge raised for a kept choice (fatekeep.serve_kept)
        self.open_from(base)

    def open_from(self, base: dict[str, Any]) -> None:
        """What the forge may change, counted from the character as it is now and its type's
        ``base``: the list entries after those it holds, the stats at their base level and the
        base class skills at their base level."""
        data = self.data
        self.kept = {k: len(data.get(k, [])) for k in ("ranks", "skills", "noble_phantasms", "mystic_codes",
                                                       "gear", "upkeep")}
        base_skills = {s["id"]: s.get("level", "E") for s in base.get("skills", [])}
        self.base_ids = set(base_skills)
        self.base_level = {k: self.pack.level(v) for k, v in base_skills.items()}
        # a base class skill at its base level, with nothing else chosen, is open: it may be raised
        self.open_skills = {i for i, s in enumerate(data.get("skills", []))
                            if base_skills.get(s.get("id")) == s.get("level") and set(s) <= {"id", "level"}}
        base_stats = base.get("stats", {})
        self.open_stats = {sid for sid, s in data.get("stats", {}).items()
                           if s == base_stats.get(sid)}

    def step(self, skill_id: str, level: int, options: tuple[str, ...] = ()) -> int | None:
        """The forge's estimate of a skill step's FP (:func:`fatepick.step_cost`), doubled for a
        troop's levels at or past its stats' start (L375; not a negative step, L376)."""
        cost = step_cost(self.pack, skill_id, level, options)
        if cost is not None and cost > 0 and self.double_from is not None and level >= self.double_from:
            return cost * 2
        return cost

    def send(self, edit: Any) -> None:
        """Make one change to the character: a named edit of :mod:`builder.systems.fate_roll_dice.edits`
        (written into the forge's working copy) or of :mod:`builder.kit.edits` (applied to the
        character and the fields it changed written back), the window's own; then the engine
        evaluates the result when a step next reads it (:meth:`sheet` gives it). A refused edit is
        the forge's error, named with its reason, and changes nothing."""
        try:
            if isinstance(edit, FateEdit):
                edit.change(self.pack, self.data)
                self._build = None
            else:
                before = self.build()
                after = edit.apply(self.pack, before)  # validated by the model (builder.kit.edits)
                for key in type(after).model_fields:
                    if getattr(after, key) != getattr(before, key):
                        self.data[key] = after.model_dump(mode="json", include={key})[key]
                # the model of ``data`` as written back (the same values, every field counted as
                # set), for the engine: validated once, not again
                self._build = after
        except EditRefused as exc:
            raise ForgeError(f"the forge's edit {edit.text(self.pack, 'en')} was refused: {exc.text('en')}",
                             "edit_refused", edit=edit.text(self.pack), edit_en=edit.text(self.pack, "en"),
                             why=exc.text("ja"), why_en=exc.text("en")) from None
        # the engine's word on the character before this edit is void: the next step that reads
        # :meth:`sheet` or :meth:`stat_values` asks the engine about the character after it, so no
        # step decides on a character the engine has not seen (module contract)
        self._sheet = self._full = None
        if self.log is not None:
            self.log.edits.append(edit)

    def sheet(self) -> Sheet:
        """The engine's evaluation of the character as it is now (after the last edit): its
        findings, pools, derived values and ledger; no stat or skill rows (:meth:`stat_values`).
        Brief (detail=False: the same findings, pools, derived values and ledger without the rows
        and sections only views draw); the full evaluation :meth:`stat_values` asked for the same
        character serves as well."""
        if self._sheet is None:
            self._sheet = self._full if self._full is not None else evaluate(self.pack, self.build(), detail=False)
        return self._sheet

    def stat_values(self) -> dict[str, int]:
        """Each stat's value as the engine's stat rows give it now (one full evaluation per
        change, asked only by the steps that weigh stats)."""
        if self._full is None:
            self._full = evaluate(self.pack, self.build())
        return {sid: row.get("value", 0) for sid, row in self._full.stats.items()}

    def build(self) -> Any:
        """The character as it is now (after the last edit), validated by the system's character
        model: what the engine evaluates. Validated once per change (a kit edit's own result is
        that model already), not once per reader."""
        if self._build is None:
            self._build = self.model.model_validate(self.data)
        return self._build

    def remaining(self, sheet: Sheet, pool: str) -> int:
        p = sheet.pools.get(pool)
        return p.remaining if p else 0

    def level(self, letter: str) -> int:
        return self.pack.level(letter)
