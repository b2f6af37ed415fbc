"""Named edits of a Fate/roll dice character (pure: no Qt): the vocabulary its window pages and
its forge change a character with (shared/DESIGN.md "One way to mutate").

Contract: each edit is a small frozen dataclass (a :class:`~.editcheck.FateEdit`);
``apply(pack, build)`` returns the new :class:`~.choices.FateBuild` (the input is never changed)
and ``change(pack, data)`` writes the same edit into a character's JSON data (the forge's
working copy, validated when the forge asks the engine), or each raises
:class:`builder.kit.editrefusal.EditRefused` with a reason code whose words live in
:mod:`builder.words.messages` (``edit.<code>``, Japanese and English) and the JSON pointer it
concerns. ``text(pack, lang)`` names the edit for the undo history; a page may name it in its own
words instead. As in :mod:`builder.kit.edits`, an edit refuses only what the file cannot hold
(the character model's bounds) or what the pack does not know (a type, rank, stat, skill,
effect or alignment id; an entry that is not there). What a rule decides (budgets, a rank's
kind, an 属性 the type forbids) stays with the engine, which reports it as a finding: the player
may pass through an illegal state on the way to a legal one.

The envelope's own fields (name, player, notes, partner, profile, true name) are changed with the
system-neutral :class:`builder.kit.edits.SetText` and its neighbours. The plug-in registers
:data:`EDITS` (``SystemPlugin.extra["edits"]``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from builder.core.documents import new_build
from builder.kit.editrefusal import EditRefused
from .choices import Summoning
from .troopsheet import start_level
from .editcheck import ALIGNMENT_FIELDS, MADNESS_FIELDS, FateEdit, data_of, has_field, known, name_in, on_ladder

@dataclass(frozen=True)
class SetType(FateEdit):
    """The タイプ (L610): the new type's base stats and class skills (as ``new`` makes them);
    the ranks go when the kind changes (a servant's ranks are not a master's, L720-829)."""

    type: str

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        new = known(pack.types, self.type, ("タイプ", "type"), "/type")
        old = pack.find_type(data.get("type", ""))
        fresh = data_of(new_build(pack, new.id, data.get("name", "")))
        for key in ("type", "stats", "skills", "type_override"):
            data[key] = fresh.get(key)
        if old is None or old.kind != new.kind:
            data["ranks"] = []

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("type" if lang == "en" else "タイプ") + ": " + name_in(pack.types.get(self.type), lang, self.type)


@dataclass(frozen=True)
class TakeTypeBase(FateEdit):
    """What the character leaves out takes its type's base (L655: a type gives its 「基本ステータス」
    and 「基本クラス別スキル」): each stat not written at the type's base level, and the class
    skills when it lists no skill. A GM-entered type's base is the character's own
    ``type_override`` (L709, L715); a トループ's stats start at 1 + ceil(RL ÷ 2) of its
    ``troop_rank_level`` (L367) and it has no class skills. What the character has stays; the
    type's stats come first, in the type's order. The forge sends it before filling a kept
    character, so a file that wrote only some stats is filled as the window would show it."""

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        type_def = known(pack.types, data.get("type", ""), ("タイプ", "type"), "/type")
        if pack.kinds[type_def.kind].troop:
            start = pack.letter(start_level(data.get("troop_rank_level") or 1))
            stats = {sid: {"level": start} for sid in pack.kinds[type_def.kind].stats}
            skills: list[dict[str, Any]] = []
        elif type_def.gm_entered:
            override = data.get("type_override") or {}
            stats = {k: {"level": v} for k, v in override.get("stats", {}).items()}
            skills = [{"id": s["skill"], "level": s.get("level", "E")} for s in override.get("skills", [])]
        else:
            stats = {sid: {"level": level} for sid, level in type_def.stats.items()}
            skills = [{"id": s.skill, "level": s.level} for s in type_def.skills]
        data["stats"] = {**stats, **(data.get("stats") or {})}
        if not data.get("skills"):
            data["skills"] = skills

    def text(self, pack: Any, lang: str = "ja") -> str:
        return "the type's base" if lang == "en" else "タイプの基本ステータス・スキル"


@dataclass(frozen=True)
class AddRank(FateEdit):
    rank: str

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        known(pack.ranks, self.rank, ("ランク", "rank"), "/ranks")
        data.setdefault("ranks", []).append({"id": self.rank})

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("rank + " if lang == "en" else "ランク追加: ") + name_in(pack.ranks.get(self.rank), lang, self.rank)


@dataclass(frozen=True)
class RemoveRank(FateEdit):
    rank: str

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        ranks = data.get("ranks") or []
        if not any(r["id"] == self.rank for r in ranks):
            raise EditRefused("not_chosen", "/ranks", id=self.rank)
        ranks[:] = [r for r in ranks if r["id"] != self.rank]

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("rank − " if lang == "en" else "ランク削除: ") + name_in(pack.ranks.get(self.rank), lang, self.rank)


@dataclass(frozen=True)
class SetRankParam(FateEdit):
    """A chosen rank's parameter (偉業の内容 …): one of the parameters the pack gives it."""

    rank: str
    param: str
    value: Any

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        rank = known(pack.ranks, self.rank, ("ランク", "rank"), "/ranks")
        ranks = data.get("ranks") or []
        index = next((i for i, r in enumerate(ranks) if r["id"] == self.rank), None)
        if index is None:
            raise EditRefused("not_chosen", "/ranks", id=self.rank)
        known({p.id: p for p in rank.params}, self.param, (rank.name, rank.name_en or rank.name),
              f"/ranks/{index}/params/{self.param}")
        ranks[index] = {**ranks[index], "params": {**ranks[index].get("params", {}), self.param: self.value}}

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{name_in(pack.ranks.get(self.rank), lang, self.rank)}: {self.param}"


@dataclass(frozen=True)
class SetAlignment(FateEdit):
    """目的基準 / 行動基準 / 狂化前の行動基準 (L830-836): an alignment id of the pack, or None."""

    field: str
    value: str | None

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        if self.field not in ALIGNMENT_FIELDS:
            raise EditRefused("no_such_field", f"/alignment/{self.field}", id=self.field)
        if self.value is not None:
            known(pack.alignment, self.value, ("属性", "alignment"), f"/alignment/{self.field}")
        data["alignment"] = {**(data.get("alignment") or {}), self.field: self.value}

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{self.field}: {name_in(pack.alignment.get(self.value or ''), lang, '—')}"


@dataclass(frozen=True)
class SetStatLevel(FateEdit):
    """The level bought of a stat (L861-): a stat of the pack, a level of the ladder (L863)."""

    stat: str
    level: str

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        known(pack.stats, self.stat, ("ステータス", "stat"), f"/stats/{self.stat}")
        on_ladder(self.level, f"/stats/{self.stat}/level")
        stats = data.setdefault("stats", {})
        stats[self.stat] = {**stats.get(self.stat, {}), "level": self.level}

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{name_in(pack.stats.get(self.stat), lang, self.stat)}: {self.level}"


@dataclass(frozen=True)
class SetStatMarks(FateEdit):
    """A stat's 「+」/「−」 marks (L900-909); a stat not bought keeps ``base`` as its level."""

    stat: str
    marks: tuple[Any, ...]
    base: str = "-"

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        known(pack.stats, self.stat, ("ステータス", "stat"), f"/stats/{self.stat}")
        stats = data.setdefault("stats", {})
        stats[self.stat] = {"level": self.base, **stats.get(self.stat, {}), "marks": [dict(m) for m in self.marks]}

    def text(self, pack: Any, lang: str = "ja") -> str:
        signs = "".join("+" if m["sign"] == "+" else "−" for m in self.marks)
        return f"{name_in(pack.stats.get(self.stat), lang, self.stat)} {signs or '—'}"


@dataclass(frozen=True)
class SetTroopRankLevel(FateEdit):
    """A トループ's own ランクレベル, written as a number (L1653)."""

    level: int

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        data["troop_rank_level"] = self.level

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("troop rank level " if lang == "en" else "トループのランクレベル ") + str(self.level)


@dataclass(frozen=True)
class SetMadness(FateEdit):
    """One of 狂化's lists (L1170-1171): stat ids of the pack."""

    field: str
    stats: tuple[str, ...]

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        if self.field not in MADNESS_FIELDS:
            raise EditRefused("no_such_field", f"/madness/{self.field}", id=self.field)
        for sid in self.stats:
            known(pack.stats, sid, ("ステータス", "stat"), f"/madness/{self.field}")
        data["madness"] = {**(data.get("madness") or {}), self.field: list(self.stats)}

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("madness " if lang == "en" else "狂化 ") + self.field


@dataclass(frozen=True)
class SetNpc(FateEdit):
    value: bool

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        data["npc"] = bool(self.value)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return "NPC" + (" ✓" if self.value else " ✗")


@dataclass(frozen=True)
class SetSummoning(FateEdit):
    """One field of how a Master's Servant comes (<召喚> L107-150)."""

    field: str
    value: Any

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        has_field(Summoning, self.field, f"/summoning/{self.field}")
        data["summoning"] = {**(data.get("summoning") or {}), self.field: self.value}

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("summoning: " if lang == "en" else "召喚: ") + self.field


from .edits_entries import (AddEffect, AddEntry, AddSkill, RemoveEffect, RemoveEntry,  # noqa: E402
                            RemoveSkill, SetEffectField, SetEntryField, SetSkillField, SetSkillLevel)

#: every named edit of a Fate/roll dice character, by name (the plug-in's ``extra["edits"]``)
EDITS = {cls.__name__: cls for cls in (
    SetType, TakeTypeBase, AddRank, RemoveRank, SetRankParam, SetAlignment, SetStatLevel, SetStatMarks, SetTroopRankLevel,
    SetMadness, SetNpc, SetSummoning, AddSkill, RemoveSkill, SetSkillLevel, SetSkillField, AddEntry,
    RemoveEntry, SetEntryField, AddEffect, SetEffectField, RemoveEffect)}
