"""Named edit operations on a data system's character (pure: no Qt).

Contract: each edit is a small frozen dataclass whose ``apply(pack, build)`` returns the new
build (the input is never changed) or raises :class:`EditRefused` with a reason a player can
read (``text(lang)``, Japanese first) and the JSON pointer it concerns. An edit refuses only
what the character file cannot hold or the pack does not know: an unknown id, a value off its
scale, a choice count past the option's ``max``, a list past its size, a text past the limits
of :data:`builder.core.build.LIMITS`. Everything a rule decides (budgets, totals, GM flags) stays
with the engine, which reports it as a finding: the player may pass through an illegal state
on the way to a legal one.

``text(pack, lang)`` names the edit for the undo history ("【筋】: 45").

When the kind or an option changes, choices that no longer apply (a stat, option or list the
new kind lacks; an option whose ``when`` no longer holds, e.g. アーチャーの+15 after leaving
アーチャー) are dropped by :func:`prune`; :func:`dropped` names them so the window can say so.
Whether an option applies is asked of the engine itself (a what-if evaluation), never
recomputed here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from builder.core.build import LIMITS, MAX_POINTS
from builder.kit.build import DataBuild
from builder.kit.editrefusal import (  # noqa: F401 - EditRefused and REASONS are part of this module's API
    REASONS, EditRefused, _applies, _content, _data, _name, _validated)


def _sheet(pack: Any, build: DataBuild) -> Any:
    from builder.core.engine import evaluate  # a what-if: the engine says whether an option applies
    return evaluate(pack, build, {})


def option_applies(pack: Any, build: DataBuild, option_id: str, sheet: Any = None) -> bool:
    """Whether the option can be chosen now (its kind and its ``when``), asked of the engine:
    with one choice taken, does it report the option as not for this kind / not applicable?"""
    o = pack.index.options[option_id]
    if not _applies(o.kinds, build.type):
        return False
    if not o.when:
        return True
    if not build.options.get(option_id):
        if not o.choices:
            return True
        options = {**build.options, option_id: [o.choices[0].id]}
        build = build.model_copy(update={"options": options})
        sheet = None
    sheet = sheet or _sheet(pack, build)
    return not any(f.code == "data.option_not_applicable" and f.path == f"/options/{option_id}"
                   for f in sheet.findings)


def prune(pack: Any, build: DataBuild) -> DataBuild:
    """``build`` without the stats, options and lists its kind lacks, and without options
    whose ``when`` no longer holds (until nothing more goes: one option may enable another)."""
    idx = pack.index
    kind = build.type
    stats = {k: v for k, v in build.stats.items() if k not in idx.stats or _applies(idx.stats[k].kinds, kind)}
    for s in idx.content.stats:  # a stat the new kind has starts at its default
        if _applies(s.kinds, kind):
            stats.setdefault(s.id, s.default)
    options = {k: v for k, v in build.options.items() if k not in idx.options or _applies(idx.options[k].kinds, kind)}
    lists = {k: v for k, v in build.lists.items() if k not in idx.lists or _applies(idx.lists[k].kinds, kind)}
    build = build.model_copy(update={"stats": stats, "options": options, "lists": lists})
    for _ in range(len(idx.options) + 1):
        sheet = _sheet(pack, build)
        stale = [oid for oid in build.options if oid in idx.options and build.options[oid]
                 and not option_applies(pack, build, oid, sheet)]
        if not stale:
            break
        build = build.model_copy(update={"options": {k: v for k, v in build.options.items() if k not in stale}})
    return build


def dropped(pack: Any, before: DataBuild, after: DataBuild, lang: str = "ja") -> list[str]:
    """Names of what ``after`` lost: options, list entries and stats (with their values)."""
    idx, out = pack.index, []
    for oid, chosen in before.options.items():
        if chosen and not after.options.get(oid):
            o = idx.options.get(oid)
            names = [_name(c, lang) for c in o.choices if c.id in chosen] if o else chosen
            out.append(f"{_name(o, lang) if o else oid}: {'・'.join(names)}")
    for lid, entries in before.lists.items():
        if entries and not after.lists.get(lid):
            lst = idx.lists.get(lid)
            out.append(f"{_name(lst, lang) if lst else lid}: {'・'.join(e.name or e.ref for e in entries)}")
    for sid, value in before.stats.items():
        if sid not in after.stats:
            s = idx.stats.get(sid)
            out.append(f"{_name(s, lang) if s else sid} {value}")
    return out


@dataclass(frozen=True)
class SetKind:
    kind: str

    def apply(self, pack: Any, build: Any) -> DataBuild:
        build = _data(build)
        kinds = _content(pack).kinds
        if not any(k.id == self.kind for k in kinds):
            raise EditRefused("unknown_kind", "/type", id=self.kind, known=", ".join(k.id for k in kinds))
        return prune(pack, build.model_copy(update={"type": self.kind}))

    def text(self, pack: Any, lang: str = "ja") -> str:
        kind = next((k for k in _content(pack).kinds if k.id == self.kind), None)
        return ("kind" if lang == "en" else "種別") + ": " + (_name(kind, lang) if kind else self.kind)


@dataclass(frozen=True)
class SetStat:
    stat: str
    value: int

    def apply(self, pack: Any, build: Any) -> DataBuild:
        build, idx = _data(build), pack.index
        s = idx.stats.get(self.stat)
        path = f"/stats/{self.stat}"
        if s is None:
            raise EditRefused("unknown_stat", path, id=self.stat)
        if not _applies(s.kinds, build.type):
            raise EditRefused("stat_not_for_kind", path, name=s.name, name_en=s.name_en)
        scale = idx.scale_of(self.stat)
        if isinstance(self.value, bool) or not isinstance(self.value, int) or abs(self.value) > MAX_POINTS \
                or not scale.buyable(self.value):
            choices = scale.choices()
            allowed = (f"{choices[0]}–{choices[-1]}" if not scale.is_ladder and choices
                       else ", ".join(scale.label(v) for v in choices))
            raise EditRefused("off_scale", path, name=s.name, name_en=s.name_en, value=self.value,
                              scale=scale.definition.name, allowed=allowed)
        return build.model_copy(update={"stats": {**build.stats, self.stat: self.value}})

    def text(self, pack: Any, lang: str = "ja") -> str:
        s = pack.index.stats.get(self.stat)
        label = pack.index.scale_of(self.stat).label(self.value) if s else str(self.value)
        return f"{_name(s, lang) if s else self.stat}: {label}"


def _checked_choices(pack: Any, build: DataBuild, option: str, choices: tuple[str, ...]
                     ) -> tuple[Any, str, list[str]]:
    """(the option, its path, the choices) once the refusals every option edit shares pass: an
    option or choice the pack lacks, one not for this kind, too many, one twice."""
    o = pack.index.options.get(option)
    path = f"/options/{option}"
    if o is None:
        raise EditRefused("unknown_option", path, id=option)
    chosen = list(choices)
    if chosen:
        if not _applies(o.kinds, build.type):
            raise EditRefused("option_not_for_kind", path, name=o.name, name_en=o.name_en)
        known = {c.id for c in o.choices}
        for cid in chosen:
            if cid not in known:
                raise EditRefused("unknown_choice", path, name=o.name, name_en=o.name_en, id=cid)
        if len(chosen) > o.max:
            raise EditRefused("too_many_choices", path, name=o.name, name_en=o.name_en, max=o.max)
        if len(set(chosen)) < len(chosen):
            raise EditRefused("repeated_choice", path, name=o.name, name_en=o.name_en)
    return o, path, chosen


@dataclass(frozen=True)
class SetOption:
    option: str
    choices: tuple[str, ...]

    def apply(self, pack: Any, build: Any) -> DataBuild:
        build = _data(build)
        o, path, chosen = _checked_choices(pack, build, self.option, self.choices)
        if chosen and not option_applies(pack, build, self.option):
            raise EditRefused("option_not_applicable", path, name=o.name, name_en=o.name_en)
        options = {k: v for k, v in build.options.items() if k != self.option}
        if chosen:
            options[self.option] = chosen
        return prune(pack, build.model_copy(update={"options": options}))

    def text(self, pack: Any, lang: str = "ja") -> str:
        o = pack.index.options.get(self.option)
        if o is None:
            return self.option
        names = [_name(c, lang) for cid in self.choices for c in o.choices if c.id == cid]
        return f"{_name(o, lang)}: {'・'.join(names) or '—'}"


@dataclass(frozen=True)
class ChooseOption:
    """Choose an option's choices as they are (none: take the option back), nothing else
    changed: unlike :class:`SetOption` it neither asks whether the option applies now nor prunes
    what no longer applies, since whether it applies is the engine's finding
    (``data.option_not_applicable``), which the forge reads and repairs after each choice.
    Refused: an option or choice the pack lacks, one not for this kind, too many, one twice."""

    option: str
    choices: tuple[str, ...]

    def apply(self, pack: Any, build: Any) -> DataBuild:
        build = _data(build)
        _, _, chosen = _checked_choices(pack, build, self.option, self.choices)
        options = dict(build.options)  # a choice changed keeps its place among the options
        if chosen:
            options[self.option] = chosen
        else:
            options.pop(self.option, None)
        return build.model_copy(update={"options": options})

    def text(self, pack: Any, lang: str = "ja") -> str:
        return SetOption(self.option, self.choices).text(pack, lang)


from .edits_lists import (AddEntry, Approve, RemoveEntry, SetText, SetTrueNameRevealed, UpdateEntry,  # noqa: E402
                          WithdrawApproval)
from .edits_envelope import MarkGenerated, Restore, SetNpc  # noqa: E402

__all__ = ["EditRefused", "SetKind", "SetStat", "SetOption", "ChooseOption", "SetNpc", "MarkGenerated", "Restore",
           "AddEntry", "UpdateEntry", "RemoveEntry",
           "SetText", "SetTrueNameRevealed", "Approve", "WithdrawApproval", "prune", "dropped", "option_applies",
           "REASONS"]
