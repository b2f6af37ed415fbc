"""Generic pages of data systems (:mod:`builder.kit.model`): one page kind per step ``page``.

Contract: :data:`GENERIC_MODULES` maps a data step's ``page`` (kind, choices, stats, list,
profile, summary) to its class, imported on first use like a system plug-in's own pages;
:func:`step_for_path` turns a finding's JSON pointer into the id of the step whose page edits
it (the findings dock's jump). Pages are keyed by *step id*: a data pack may show the same page
kind twice (e.g. レベル and ステータス both ``stats``).
"""
from __future__ import annotations

from importlib import import_module
from typing import Any

GENERIC_MODULES: dict[str, tuple[str, str]] = {
    "kind": ("kind_page", "KindPage"), "choices": ("choices_page", "ChoicesPage"),
    "stats": ("stats_page", "ScaleStatsPage"), "list": ("list_page", "ListPage"),
    "profile": ("profile_page", "ProfilePage"), "summary": ("summary_page", "SummaryPage"),
}


def generic_class(page: str) -> type | None:
    entry = GENERIC_MODULES.get(page)
    if entry is None:
        return None
    return getattr(import_module(f"{__name__}.{entry[0]}"), entry[1])


def list_ids(content: Any, step: Any) -> list[str]:
    """The lists a list step shows: its own, and on the first list step every list no step
    names (a 宝具 list with no step of its own), so every list can be edited somewhere."""
    ids = [step.list] if step.list else []
    list_steps = [s for s in content.steps if s.page == "list"]
    if list_steps and list_steps[0].id == step.id:
        named = {s.list for s in list_steps}
        ids += [lst.id for lst in content.lists if lst.id not in named]
    return ids


def step_for_path(content: Any, path: str) -> str | None:
    """The id of the step that edits ``path`` (``/stats/STR`` → the step showing STR's group;
    ``/options/class`` → the step listing that option; ``/lists/skills/0`` → its list step;
    ``/type`` → the kind step; name, partner, profile, notes → the profile step); ``None``
    when no step does."""
    parts = path.strip("/").split("/")
    head, key = parts[0], parts[1] if len(parts) > 1 else ""
    steps = content.steps

    def first(pred) -> str | None:
        return next((s.id for s in steps if pred(s)), None)

    if head == "stats":
        group = next((s.group for s in content.stats if s.id == key), None)
        if group is None:  # the stats as a whole (a total): the step of a group a pool spends
            spent = {sp.group for p in content.pools for sp in p.spend if sp.source == "stats"}
            return first(lambda s: s.page == "stats" and spent & set(s.groups)) or first(lambda s: s.page == "stats")
        return first(lambda s: s.page == "stats" and group in s.groups)
    if head == "options":
        return first(lambda s: s.page == "choices" and key in s.options) or first(lambda s: s.page == "choices")
    if head == "lists":
        return first(lambda s: s.page == "list" and key in list_ids(content, s))
    if head in ("type", "system"):
        return first(lambda s: s.page == "kind")
    if head in ("name", "player", "partner", "profile", "notes", "campaign"):
        return first(lambda s: s.page == "profile")
    return first(lambda s: s.page == "summary")
