"""Edits of list entries and texts (part of :mod:`builder.kit.edits`; import them from there).

Contract as in :mod:`builder.kit.edits`: ``apply(pack, build)`` returns a new build or raises
:class:`~builder.kit.edits.EditRefused`. List entries are the player's own (``build.lists``);
entries a choice grants (class skills) are the engine's and are not edited here. Indexes
count the player's own entries of the list, as the ``/lists/<id>/<index>`` paths of the
engine's findings do.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePosixPath, PureWindowsPath
from typing import Any

from builder.core.approvals import approve, withdraw
from builder.core.build import LIMITS, Build
from builder.kit.build import ListEntry
from .editrefusal import EditRefused, _applies, _data, _name, _validated

#: text fields of the envelope and their limits (profile keys: ``profile/<key>``)
TEXT_FIELDS = {"name": "name", "player": "name", "notes": "text", "partner": "line", "campaign": "line",
               "picture": "line"}
TEXT_NAMES = {"name": ("名前", "name"), "player": ("プレイヤー", "player"), "notes": ("メモ", "notes"),
              "partner": ("相棒のファイル", "partner file"), "campaign": ("キャンペーン", "campaign"),
              "picture": ("画像", "picture")}


def _list(pack: Any, build: Any, list_id: str) -> Any:
    lst = pack.index.lists.get(list_id)
    if lst is None:
        raise EditRefused("unknown_list", f"/lists/{list_id}", id=list_id)
    if not _applies(lst.kinds, build.type):
        raise EditRefused("list_not_for_kind", f"/lists/{list_id}", name=lst.name, name_en=lst.name_en)
    return lst


def _check_entry(lst: Any, entry: ListEntry, path: str) -> None:
    if entry.ref and entry.ref not in {e.id for e in lst.catalogue}:
        raise EditRefused("unknown_ref", path + "/ref", name=lst.name, name_en=lst.name_en, id=entry.ref)
    types = [t.id for t in lst.types]
    if types and entry.type and entry.type not in types:
        raise EditRefused("unknown_type", path + "/type", name=lst.name, name_en=lst.name_en, id=entry.type, known=", ".join(types))
    if entry.source not in lst.sources:
        raise EditRefused("wrong_source", path + "/source", name=lst.name, name_en=lst.name_en, id=entry.source)


def _entry(fields: dict[str, Any], path: str, base: ListEntry | None = None) -> ListEntry:
    for key in fields:
        if key not in ListEntry.model_fields:
            raise EditRefused("unknown_field", f"{path}/{key}", id=key)
    data = {**(base.model_dump() if base else {}), **fields}
    try:
        return ListEntry.model_validate(data)
    except ValueError as exc:
        err = exc.errors()[0] if hasattr(exc, "errors") else {"loc": (), "msg": str(exc)}
        where = path + "".join(f"/{p}" for p in err["loc"])
        raise EditRefused("invalid", where, where=where, message=err["msg"]) from None


def _own(build: Any, list_id: str) -> list[ListEntry]:
    return list(build.lists.get(list_id, []))


def _with(build: Any, list_id: str, entries: list[ListEntry]) -> Any:
    lists = {k: v for k, v in build.lists.items() if k != list_id}
    if entries:
        lists[list_id] = entries
    return _validated(build, {**build.model_dump(), "lists": {k: [e.model_dump() for e in v]
                                                               for k, v in lists.items()}})


@dataclass(frozen=True)
class AddEntry:
    """Add an entry: ``fields`` of a :class:`~builder.kit.build.ListEntry` (``ref`` for a
    catalogue entry the GM filled; name, type, level, text … for the player's own)."""

    list: str
    fields: tuple[tuple[str, Any], ...] = ()

    def __init__(self, list: str, fields: dict[str, Any] | None = None):  # noqa: A002 - the pack's word
        object.__setattr__(self, "list", list)
        object.__setattr__(self, "fields", tuple((fields or {}).items()))

    def apply(self, pack: Any, build: Any) -> Any:
        build = _data(build)
        lst = _list(pack, build, self.list)
        own = _own(build, self.list)
        path = f"/lists/{self.list}/{len(own)}"
        if len(own) >= min(lst.max_entries, LIMITS["list"]):
            raise EditRefused("list_full", f"/lists/{self.list}", name=lst.name, name_en=lst.name_en,
                              max=min(lst.max_entries, LIMITS["list"]))
        fields = dict(self.fields)
        fields.setdefault("source", lst.sources[0] if "skill" not in lst.sources else "skill")
        entry = _entry(fields, path)
        _check_entry(lst, entry, path)
        return _with(build, self.list, own + [entry])

    def text(self, pack: Any, lang: str = "ja") -> str:
        lst = pack.index.lists.get(self.list)
        name = dict(self.fields).get("name") or dict(self.fields).get("ref") or ""
        return f"{_name(lst, lang) if lst else self.list} + {name}".strip()


@dataclass(frozen=True)
class UpdateEntry:
    """Change some fields of the player's entry ``index`` of the list."""

    list: str
    index: int
    fields: tuple[tuple[str, Any], ...] = ()

    def __init__(self, list: str, index: int, fields: dict[str, Any] | None = None):  # noqa: A002
        object.__setattr__(self, "list", list)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "fields", tuple((fields or {}).items()))

    def apply(self, pack: Any, build: Any) -> Any:
        build = _data(build)
        lst = _list(pack, build, self.list)
        own = _own(build, self.list)
        path = f"/lists/{self.list}/{self.index}"
        if not 0 <= self.index < len(own):
            raise EditRefused("no_entry", path, name=lst.name, name_en=lst.name_en, index=self.index + 1)
        entry = _entry(dict(self.fields), path, own[self.index])
        _check_entry(lst, entry, path)
        own[self.index] = entry
        return _with(build, self.list, own)

    def text(self, pack: Any, lang: str = "ja") -> str:
        lst = pack.index.lists.get(self.list)
        keys = "・".join(k for k, _ in self.fields)
        return f"{_name(lst, lang) if lst else self.list} {self.index + 1}: {keys}"


@dataclass(frozen=True)
class RemoveEntry:
    list: str
    index: int

    def apply(self, pack: Any, build: Any) -> Any:
        build = _data(build)
        lst = _list(pack, build, self.list) if self.list in pack.index.lists else None
        own = _own(build, self.list)
        if not 0 <= self.index < len(own):
            raise EditRefused("no_entry", f"/lists/{self.list}/{self.index}",
                              name=lst.name if lst else self.list,
                              name_en=lst.name_en if lst else "", index=self.index + 1)
        del own[self.index]
        return _with(build, self.list, own)

    def text(self, pack: Any, lang: str = "ja") -> str:
        lst = pack.index.lists.get(self.list)
        return f"{_name(lst, lang) if lst else self.list} − {self.index + 1}"


@dataclass(frozen=True)
class SetText:
    """Set ``name``, ``player``, ``notes``, ``partner`` (a path relative to this character's
    file, L170's link to the Master), ``campaign``, ``picture`` (a path relative to this
    character's file, builder.files.picture) or ``profile/<key>`` (empty removes it).
    Works on any system's character: these are the envelope's fields."""

    field: str
    value: str

    def apply(self, pack: Any, build: Any) -> Build:
        key = self.field
        if key.startswith("profile/"):
            pkey = key.partition("/")[2]
            if not pkey or len(pkey) > LIMITS["id"]:
                raise EditRefused("unknown_text", "/" + key, id=key)
            self._fits("line", key)
            profile = {k: v for k, v in build.profile.items() if k != pkey}
            if self.value:
                profile[pkey] = self.value
            return _validated(build, {**build.model_dump(), "profile": profile})
        if key not in TEXT_FIELDS:
            raise EditRefused("unknown_text", "/" + key, id=key)
        self._fits(TEXT_FIELDS[key], *TEXT_NAMES[key])
        if key == "partner" and self.value and (PurePosixPath(self.value).is_absolute()
                                                or PureWindowsPath(self.value).is_absolute()):
            raise EditRefused("absolute_partner", "/partner", value=self.value)
        return _validated(build, {**build.model_dump(), key: self.value})

    def _fits(self, limit: str, what: str, what_en: str = "") -> None:
        if len(self.value) > LIMITS[limit]:
            raise EditRefused("too_long", "/" + self.field, what=what, what_en=what_en, limit=LIMITS[limit])

    def text(self, pack: Any, lang: str = "ja") -> str:
        ja, en = TEXT_NAMES.get(self.field, (self.field.partition("/")[2], self.field.partition("/")[2]))
        return f"{en if lang == 'en' else ja}: {self.value[:20]}"


@dataclass(frozen=True)
class SetTrueNameRevealed:
    """Set ``true_name_revealed``: the other players know who the character is, so public
    exports show all of its data (:mod:`builder.core.secrets`). Any system's character."""

    value: bool

    def apply(self, pack: Any, build: Any) -> Build:
        return _validated(build, {**build.model_dump(), "true_name_revealed": bool(self.value)})

    def text(self, pack: Any, lang: str = "ja") -> str:
        word = ("true name known", "true name hidden") if lang == "en" else ("真名公開", "真名秘匿")
        return word[0] if self.value else word[1]


@dataclass(frozen=True)
class Approve:
    """The GM approves ``finding`` (its code at its path) for ``reason``, pinned to what its
    subject holds now (:func:`builder.core.approvals.approve`). Any system's character; a
    snapshot too long for a file is refused."""

    finding: Any
    reason: str
    by: str = ""
    date: str = ""

    def apply(self, pack: Any, build: Any) -> Build:
        try:
            return approve(build, self.finding, self.reason, self.by, self.date)
        except ValueError as exc:
            raise EditRefused("approval_too_big", "/approvals", message=str(exc)) from None

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("GM approval: " if lang == "en" else "GM承認: ") + self.finding.path


@dataclass(frozen=True)
class WithdrawApproval:
    """Take back the ``index``-th approval (0-based). Any system's character."""

    index: int

    def apply(self, pack: Any, build: Any) -> Build:
        if not 0 <= self.index < len(build.approvals):
            raise EditRefused("no_approval", f"/approvals/{self.index}", index=self.index + 1)
        return withdraw(build, self.index)

    def text(self, pack: Any, lang: str = "ja") -> str:
        return ("GM approval withdrawn: " if lang == "en" else "GM承認の取り消し: ") + str(self.index + 1)
