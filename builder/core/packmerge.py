"""Laying a pack's content files over each other, and the bundled layers' merge, kept once a process.

Contract: :func:`merge` lays one :class:`Layer` over the merge so far (entry lists by id, the
keyed maps by key: :func:`field_kinds`) and records in :class:`~builder.core.packcheck.Origins`
which file and JSON path each entry came from; it never changes the dict it is given.
:func:`bundled_base` merges a system's bundled layers once (their sizes checked) and builds their
typed content once: with :func:`~builder.core.packconstruct.construct` when the model allows it
(the test suite validates the bundled pack, ``tests/builder/core/test_packconstruct.py``), else
with pydantic. :meth:`BundledBase.typed` gives a merge with user layers on top, ready for
``model_validate``: every entry still the bundled one is its typed instance from that content.
Pydantic takes an instance of a field's own model as it is (``revalidate_instances`` is
``"never"``, the default, and no pack model changes it), so validating the merge checks only the
entries a user layer wrote, and gives the same content as validating every entry: an instance is
what validating its raw entry gave (the bundled content is what validation gives, above), and a
pack model has no validator that looks across entries.

Why: a load with a user pack or a campaign file merged every bundled file and validated the whole
bundled pack again (about two thirds of the load), each time a GM opened a window or a file with
a user pack, or changed one; the bundled pack cannot change while the program runs.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterator

from pydantic import BaseModel

from .packcheck import Origins
from .packconstruct import construct, constructible
from .packio import PackError, pointer
from .packlimits import check_sizes, size_limits


@dataclass
class Layer:
    """One content file, parsed. ``name`` is what errors call it (the file's path)."""

    name: str
    data: dict[str, Any]
    user: bool = False  # written by a user (a user pack or a campaign file), not bundled


@lru_cache(maxsize=16)
def field_kinds(model: type) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The content model's entry lists (merged by id) and keyed maps (merged by key): every
    field whose default is a list, and every one whose default is a dict or a model."""
    lists, keyed = [], []
    for name, info in model.model_fields.items():
        default = info.get_default(call_default_factory=True)
        if isinstance(default, list):
            lists.append(name)
        elif isinstance(default, (dict, BaseModel)):
            keyed.append(name)
    return tuple(lists), tuple(keyed)


def merge(base: dict[str, Any], layer: Layer, origins: Origins,
          fields: tuple[tuple[str, ...], tuple[str, ...]]) -> dict[str, Any]:
    """``base`` with ``layer`` laid over it (a new dict; ``base`` and its lists and maps are left
    as they are); ``origins`` learns where each entry came from."""
    merged = dict(base)
    list_fields, keyed_fields = fields
    for key, value in layer.data.items():
        if key in list_fields:
            by_id = {e["id"]: e for e in merged.get(key, [])}
            for i, entry in enumerate(value):
                entry_id = entry.get("id") if isinstance(entry, dict) else None
                if not isinstance(entry_id, str):
                    raise PackError(layer.name, f"/{key}/{i}", "an entry needs an \"id\" (text)")
                by_id[entry_id] = entry
                origins[(key, entry_id)] = (layer.name, f"/{key}/{i}")
            merged[key] = list(by_id.values())
        elif key in keyed_fields and isinstance(value, dict):
            merged[key] = {**merged.get(key, {}), **value}
            for sub in value:
                origins[(key, sub)] = (layer.name, pointer([key, sub]))
        else:
            merged[key] = value
    return merged


@contextmanager
def no_gc() -> Iterator[None]:
    """The cyclic garbage collector paused while a pack's thousands of entries are built:
    they are all kept, so its passes over them (one every 700 new objects) only cost time
    (about a third of a pack load). Reference counting still frees whatever is dropped."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@dataclass(frozen=True)
class BundledBase:
    """A system's bundled layers merged (``merged``: the raw JSON data, ``origins``), and their
    ``content`` typed once. Read-only: every load lays its user layers over a copy (:func:`merge`
    copies what it changes; ``origins`` is copied by the loader)."""

    merged: dict[str, Any]
    origins: Origins
    content: Any
    list_fields: tuple[str, ...]
    choices: dict[str, list[Any]]  # the bundled readings' choices: a user layer may not change them
    # id() of a raw bundled entry (kept alive in ``merged``) -> its typed instance
    _typed_of: dict[int, Any] = field(repr=False)

    def typed(self, merged: dict[str, Any]) -> dict[str, Any]:
        """``merged`` (this base with user layers laid over it: :func:`merge`) with every bundled
        entry in its lists replaced by its typed instance; the entries a user wrote stay raw."""
        data = dict(merged)
        for name in self.list_fields:
            entries = merged.get(name)
            if entries is None:
                continue
            if entries is self.merged.get(name):  # no user layer touched this list
                data[name] = list(getattr(self.content, name))
            else:
                data[name] = [self._typed_of.get(id(e), e) for e in entries]
        return data


def bundled_base(plugin: Any, layers: tuple[Layer, ...]) -> BundledBase:
    """Merge ``layers`` (a system's bundled files, in the manifest's order), check their sizes and
    build their typed content (see the module contract). Raises :class:`PackError` naming the
    bundled file that breaks the merge."""
    model = plugin.content_model
    fields = field_kinds(model)
    limits = size_limits(plugin)
    merged: dict[str, Any] = {}
    origins = Origins()
    for layer in layers:
        merged = merge(merged, layer, origins, fields)
        check_sizes(merged, layer.name, limits)
    with no_gc():
        content = construct(model, merged) if constructible(model) else model.model_validate(merged)
    typed_of = {id(raw): instance for name in fields[0] if name in merged
                for raw, instance in zip(merged[name], getattr(content, name))}
    choices = {r["id"]: list(r.get("choices", [])) for layer in layers
               for r in layer.data.get("readings", []) if isinstance(r, dict) and "id" in r}
    return BundledBase(merged, origins, content, fields[0], choices, typed_of)
