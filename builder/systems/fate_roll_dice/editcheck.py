"""What the named edits of a Fate/roll dice character share (:mod:`.edits`, :mod:`.edits_entries`; a
module of its own so neither imports the other's importer): the character's lists, the checks
of a value against the pack and the model, and the refusal they raise.
"""
from __future__ import annotations

from abc import ABC, abstractmethod

from typing import Any, get_args

from pydantic import ValidationError

from .packmodel import Level
from builder.kit.editrefusal import EditRefused
from .choices import Combo, FateBuild, Gear, MpItem, MysticCode, NoblePhantasm, Troop, UpkeepUse

#: the lists of entries a page adds to and removes from, with the model of one entry
SECTIONS: dict[str, type] = {"noble_phantasms": NoblePhantasm, "mystic_codes": MysticCode, "gear": Gear,
                             "upkeep": UpkeepUse, "mp_items": MpItem, "combos": Combo, "troops": Troop}
#: a 宝具's or 礼装's effect list (L1117-): ``effects`` of those two sections
ITEM_SECTIONS = ("noble_phantasms", "mystic_codes")
#: 狂化's choices (L1170-1171): the lists of :class:`~.choices.MadnessChoice`, each of stat ids
MADNESS_FIELDS = ("order", "doubled", "marks", "overflow")
ALIGNMENT_FIELDS = ("goal", "action", "pre_madness")


def fate(build: Any) -> FateBuild:
    """``build`` itself when it is a Fate/roll dice character; refused otherwise."""
    if not isinstance(build, FateBuild):
        raise EditRefused("wrong_system", "/system", system=getattr(build, "system", "?"))
    return build


def validated(build: FateBuild, data: dict[str, Any]) -> FateBuild:
    """``data`` as a character, or the model's reason as a refusal at its place."""
    try:
        return type(build).model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = "/" + "/".join(str(p) for p in err["loc"])
        raise EditRefused("invalid", where, where=where, message=err["msg"]) from None


def known(table: dict[str, Any], key: Any, what: tuple[str, str], path: str) -> Any:
    """The pack's entry ``key`` of ``table`` (``what``: the table's name, Japanese and English)."""
    if key not in table:
        raise EditRefused("not_in_pack", path, what=what[0], what_en=what[1], id=key)
    return table[key]


def name_in(entry: Any, lang: str, fallback: str = "") -> str:
    if entry is None:
        return fallback
    return (getattr(entry, "name_en", "") or entry.name) if lang == "en" else entry.name


def data_of(build: FateBuild) -> dict[str, Any]:
    return build.model_dump(mode="json")


def entry_at(data: dict[str, Any], section: str, index: int) -> dict[str, Any]:
    """The ``index``-th entry (0-based) of a list of the character's JSON data, or refused."""
    entries = data.get(section) or []
    if not isinstance(index, int) or not 0 <= index < len(entries):
        raise EditRefused("no_entry_at", f"/{section}/{index}", index=index + 1 if isinstance(index, int) else index)
    return entries[index]


def has_field(model: type, field: str, path: str) -> None:
    if field not in model.model_fields:
        raise EditRefused("no_such_field", path, id=field)


#: the level ladder of stats and skills, lowest first (L861: 「-」 not taken, then E … EX)
LADDER = get_args(Level)


def on_ladder(level: Any, path: str) -> None:
    """``level`` is a rung of :data:`LADDER`, or refused with the ladder named."""
    if level not in LADDER:
        raise EditRefused("off_ladder", path, value=level, allowed=", ".join(LADDER))


class FateEdit(ABC):
    """The base of every named edit of a Fate/roll dice character: :meth:`change` checks the
    edit against the pack and writes it into the character's JSON data; :meth:`apply` is the
    build-to-build form the window sends (the model validates the result).

    Pitfall: :meth:`change` replaces the entries it changes (never writes into one), so data
    that shares an entry with another character (the forge's type base) is not changed with it;
    it adds to and removes from the character's own lists and maps in place."""

    @abstractmethod
    def change(self, pack: Any, data: dict[str, Any]) -> None:
        """Check the edit against ``pack`` and write it into ``data``, or raise
        :class:`~builder.kit.editrefusal.EditRefused` with the reason, writing nothing."""

    def apply(self, pack: Any, build: Any) -> FateBuild:
        b = fate(build)
        data = data_of(b)
        self.change(pack, data)
        return validated(b, data)
