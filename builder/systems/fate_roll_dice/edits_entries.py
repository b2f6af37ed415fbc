"""Named edits of a Fate/roll dice character's lists: skills (L861-), 宝具 and 礼装 with their
effects (L1032-, L1117-), 通常装備, 常備化ポイント, MP items, スキルコンボ (L940-947) and トループ
(L328-364). Part of :mod:`.edits` (import them from there); the same contract.

Indexes are 0-based positions in the character's own list, as the ``/skills/<i>`` paths of the
engine's findings are. An id a field names (a skill, a category, a gear kind, an effect, an
upkeep use) must be one the pack has; whether the rules allow it here is the engine's finding.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from builder.kit.editrefusal import EditRefused
from .choices import EffectChoice, SkillChoice
from .editcheck import ITEM_SECTIONS, SECTIONS, FateEdit, entry_at, has_field, known, name_in, on_ladder


def _section(section: str) -> type:
    if section not in SECTIONS:
        raise EditRefused("no_such_field", f"/{section}", id=section)
    return SECTIONS[section]


def _pack_ids(pack: Any, section: str, field: str, value: Any, path: str) -> None:
    """An id the field names is one the pack has (None/empty: not chosen yet)."""
    if value in (None, ""):
        return
    if field in ("kind", "activation", "target") and section in ITEM_SECTIONS:
        axis = {c.id: c for c in pack.categories.values() if c.axis == field}
        known(axis, value, ("区分", "category"), path)
    elif field == "gear_kind" or (section == "gear" and field == "kind"):
        known(pack.gear_kinds, value, ("装備の種類", "gear kind"), path)
    elif section == "upkeep" and field == "use":
        known({u.id: u for u in pack.content.upkeep_uses}, value, ("常備化ポイントの使い道", "upkeep use"), path)
    elif field == "skill":
        known(pack.skills, value, ("スキル", "skill"), path)


@dataclass(frozen=True)
class AddSkill(FateEdit):
    """Take a skill (L917-): one of the pack's, at a level of the ladder, with its ○○ slot
    (``choice``) and its chosen options when it has them."""

    skill: str
    level: str = "E"
    choice: str = ""
    options: tuple[str, ...] = ()

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        skills = data.setdefault("skills", [])
        known(pack.skills, self.skill, ("スキル", "skill"), f"/skills/{len(skills)}/id")
        on_ladder(self.level, f"/skills/{len(skills)}/level")
        entry: dict[str, Any] = {"id": self.skill, "level": self.level}
        if self.options:
            entry["options"] = list(self.options)
        if self.choice:
            entry["choice"] = self.choice
        skills.append(entry)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("skill + " if lang == "en" else "スキル追加: ") + \
            f"{name_in(pack.skills.get(self.skill), lang, self.skill)} {self.level}"


@dataclass(frozen=True)
class RemoveSkill(FateEdit):
    index: int

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        entry_at(data, "skills", self.index)
        del data["skills"][self.index]

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("skill − " if lang == "en" else "スキル削除: ") + str(self.index + 1)


@dataclass(frozen=True)
class SetSkillField(FateEdit):
    """One field of a skill taken (its marks, 使用制限, the ○○ slot, options, FP …)."""

    index: int
    field: str
    value: Any

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        path = f"/skills/{self.index}/{self.field}"
        skill = entry_at(data, "skills", self.index)
        has_field(SkillChoice, self.field, path)
        if self.field == "id":
            known(pack.skills, self.value, ("スキル", "skill"), path)
        elif self.field == "level":
            on_ladder(self.value, path)
        data["skills"][self.index] = {**skill, self.field: self.value}

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{self.field} {self.index + 1}"


@dataclass(frozen=True)
class SetSkillLevel(FateEdit):
    """The level bought of the ``index``-th skill: a level of the ladder (L861-)."""

    index: int
    level: str

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        SetSkillField(self.index, "level", self.level).change(pack, data)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{self.index + 1}: {self.level}"


@dataclass(frozen=True)
class AddEntry(FateEdit):
    """Add an entry to one of :data:`~.editcheck.SECTIONS` (``fields`` of its model)."""

    section: str
    fields: tuple[tuple[str, Any], ...] = ()

    def __init__(self, section: str, fields: dict[str, Any] | None = None):
        object.__setattr__(self, "section", section)
        object.__setattr__(self, "fields", tuple((fields or {}).items()))

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        model = _section(self.section)
        entries = data.setdefault(self.section, [])
        path = f"/{self.section}/{len(entries)}"
        for field, value in self.fields:
            has_field(model, field, f"{path}/{field}")
            _pack_ids(pack, self.section, field, value, f"{path}/{field}")
        entries.append(dict(self.fields))

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{self.section} +"


@dataclass(frozen=True)
class RemoveEntry(FateEdit):
    section: str
    index: int

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        _section(self.section)
        entry_at(data, self.section, self.index)
        del data[self.section][self.index]

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{self.section} − {self.index + 1}"


@dataclass(frozen=True)
class SetEntryField(FateEdit):
    """One field of the ``index``-th entry of a section (a 宝具's 区分 or rank, a gear's points …)."""

    section: str
    index: int
    field: str
    value: Any

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        model = _section(self.section)
        path = f"/{self.section}/{self.index}/{self.field}"
        entry = entry_at(data, self.section, self.index)
        has_field(model, self.field, path)
        _pack_ids(pack, self.section, self.field, self.value, path)
        data[self.section][self.index] = {**entry, self.field: self.value}

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{self.section} {self.index + 1}: {self.field}"


def _effects(data: dict[str, Any], section: str, index: int) -> list[dict[str, Any]]:
    """A copy of the effects of a 宝具 or 礼装 (nothing is written until :func:`_put`)."""
    if section not in ITEM_SECTIONS:
        raise EditRefused("no_such_field", f"/{section}", id=section)
    return [dict(e) for e in entry_at(data, section, index).get("effects", [])]


def _put(data: dict[str, Any], section: str, index: int, effects: list[dict[str, Any]]) -> None:
    """The entry replaced by a copy holding ``effects`` (nothing shared is written into)."""
    data[section][index] = {**data[section][index], "effects": effects}


@dataclass(frozen=True)
class AddEffect(FateEdit):
    """A 宝具 or 礼装 effect (L1117-): one the pack has."""

    section: str
    index: int
    effect: str

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        effects = _effects(data, self.section, self.index)
        known(pack.np_effects, self.effect, ("効果", "effect"), f"/{self.section}/{self.index}/effects/{len(effects)}")
        effects.append({"id": self.effect})
        _put(data, self.section, self.index, effects)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("effect + " if lang == "en" else "効果追加 ") + name_in(pack.np_effects.get(self.effect), lang, self.effect)


@dataclass(frozen=True)
class SetEffectField(FateEdit):
    section: str
    index: int
    effect_index: int
    field: str
    value: Any

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        effects = _effects(data, self.section, self.index)
        path = f"/{self.section}/{self.index}/effects/{self.effect_index}/{self.field}"
        if not 0 <= self.effect_index < len(effects):
            raise EditRefused("no_entry_at", path, index=self.effect_index + 1)
        has_field(EffectChoice, self.field, path)
        if self.field == "id":
            known(pack.np_effects, self.value, ("効果", "effect"), path)
        elif self.field == "skill":
            _pack_ids(pack, self.section, "skill", self.value, path)
        effects[self.effect_index][self.field] = self.value
        _put(data, self.section, self.index, effects)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("effect " if lang == "en" else "効果 ") + self.field


@dataclass(frozen=True)
class RemoveEffect(FateEdit):
    section: str
    index: int
    effect_index: int

    def change(self, pack: Any, data: dict[str, Any]) -> None:
        effects = _effects(data, self.section, self.index)
        if not 0 <= self.effect_index < len(effects):
            raise EditRefused("no_entry_at", f"/{self.section}/{self.index}/effects/{self.effect_index}",
                              index=self.effect_index + 1)
        del effects[self.effect_index]
        _put(data, self.section, self.index, effects)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("effect −" if lang == "en" else "効果削除") + f" {self.effect_index + 1}"
