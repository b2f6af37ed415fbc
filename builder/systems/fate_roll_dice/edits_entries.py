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
from .editcheck import (ITEM_SECTIONS, SECTIONS, data_of, entry_at, fate, has_field, known, name_in, on_ladder,
                        validated)


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
class AddSkill:
    skill: str
    level: str = "E"

    def apply(self, pack: Any, build: Any) -> Any:
        b = fate(build)
        known(pack.skills, self.skill, ("スキル", "skill"), f"/skills/{len(b.skills)}/id")
        on_ladder(self.level, f"/skills/{len(b.skills)}/level")
        data = data_of(b)
        data["skills"].append({"id": self.skill, "level": self.level})
        return validated(b, data)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("skill + " if lang == "en" else "スキル追加: ") + \
            f"{name_in(pack.skills.get(self.skill), lang, self.skill)} {self.level}"


@dataclass(frozen=True)
class RemoveSkill:
    index: int

    def apply(self, pack: Any, build: Any) -> Any:
        b = fate(build)
        data = data_of(b)
        entry_at(data, "skills", self.index)
        del data["skills"][self.index]
        return validated(b, data)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("skill − " if lang == "en" else "スキル削除: ") + str(self.index + 1)


@dataclass(frozen=True)
class SetSkillField:
    """One field of a skill taken (its level, marks, 使用制限, the ○○ slot, options, FP …)."""

    index: int
    field: str
    value: Any

    def apply(self, pack: Any, build: Any) -> Any:
        b = fate(build)
        data = data_of(b)
        path = f"/skills/{self.index}/{self.field}"
        skill = entry_at(data, "skills", self.index)
        has_field(SkillChoice, self.field, path)
        if self.field == "id":
            known(pack.skills, self.value, ("スキル", "skill"), path)
        skill[self.field] = self.value
        return validated(b, data)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{self.field} {self.index + 1}"


@dataclass(frozen=True)
class SetSkillLevel:
    """The level bought of the ``index``-th skill: a level of the ladder (L861-)."""

    index: int
    level: str

    def apply(self, pack: Any, build: Any) -> Any:
        on_ladder(self.level, f"/skills/{self.index}/level")
        return SetSkillField(self.index, "level", self.level).apply(pack, build)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{self.index + 1}: {self.level}"


@dataclass(frozen=True)
class AddEntry:
    """Add an entry to one of :data:`~.editcheck.SECTIONS` (``fields`` of its model)."""

    section: str
    fields: tuple[tuple[str, Any], ...] = ()

    def __init__(self, section: str, fields: dict[str, Any] | None = None):
        object.__setattr__(self, "section", section)
        object.__setattr__(self, "fields", tuple((fields or {}).items()))

    def apply(self, pack: Any, build: Any) -> Any:
        b = fate(build)
        model = _section(self.section)
        data = data_of(b)
        path = f"/{self.section}/{len(data[self.section])}"
        for field, value in self.fields:
            has_field(model, field, f"{path}/{field}")
            _pack_ids(pack, self.section, field, value, f"{path}/{field}")
        data[self.section].append(dict(self.fields))
        return validated(b, data)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{self.section} +"


@dataclass(frozen=True)
class RemoveEntry:
    section: str
    index: int

    def apply(self, pack: Any, build: Any) -> Any:
        b = fate(build)
        _section(self.section)
        data = data_of(b)
        entry_at(data, self.section, self.index)
        del data[self.section][self.index]
        return validated(b, data)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{self.section} − {self.index + 1}"


@dataclass(frozen=True)
class SetEntryField:
    """One field of the ``index``-th entry of a section (a 宝具's 区分 or rank, a gear's points …)."""

    section: str
    index: int
    field: str
    value: Any

    def apply(self, pack: Any, build: Any) -> Any:
        b = fate(build)
        model = _section(self.section)
        data = data_of(b)
        path = f"/{self.section}/{self.index}/{self.field}"
        entry = entry_at(data, self.section, self.index)
        has_field(model, self.field, path)
        _pack_ids(pack, self.section, self.field, self.value, path)
        entry[self.field] = self.value
        return validated(b, data)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return f"{self.section} {self.index + 1}: {self.field}"


def _effects(data: dict[str, Any], section: str, index: int) -> list[dict[str, Any]]:
    if section not in ITEM_SECTIONS:
        raise EditRefused("no_such_field", f"/{section}", id=section)
    return entry_at(data, section, index)["effects"]


@dataclass(frozen=True)
class AddEffect:
    """A 宝具 or 礼装 effect (L1117-): one the pack has."""

    section: str
    index: int
    effect: str

    def apply(self, pack: Any, build: Any) -> Any:
        b = fate(build)
        data = data_of(b)
        effects = _effects(data, self.section, self.index)
        known(pack.np_effects, self.effect, ("効果", "effect"), f"/{self.section}/{self.index}/effects/{len(effects)}")
        effects.append({"id": self.effect})
        return validated(b, data)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("effect + " if lang == "en" else "効果追加 ") + name_in(pack.np_effects.get(self.effect), lang, self.effect)


@dataclass(frozen=True)
class SetEffectField:
    section: str
    index: int
    effect_index: int
    field: str
    value: Any

    def apply(self, pack: Any, build: Any) -> Any:
        b = fate(build)
        data = data_of(b)
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
        return validated(b, data)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("effect " if lang == "en" else "効果 ") + self.field


@dataclass(frozen=True)
class RemoveEffect:
    section: str
    index: int
    effect_index: int

    def apply(self, pack: Any, build: Any) -> Any:
        b = fate(build)
        data = data_of(b)
        effects = _effects(data, self.section, self.index)
        if not 0 <= self.effect_index < len(effects):
            raise EditRefused("no_entry_at", f"/{self.section}/{self.index}/effects/{self.effect_index}",
                              index=self.effect_index + 1)
        del effects[self.effect_index]
        return validated(b, data)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("effect −" if lang == "en" else "効果削除") + f" {self.effect_index + 1}"
