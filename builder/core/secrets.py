"""What other players may see of a character: the public view every export can be given.

Contract: :func:`public_view` ``(pack, build, sheet) -> (build, sheet)`` returns a new Build
and Sheet holding only what the character's system says other players may see, so that any
exporter (PDF, text, ココフォリア, ユドナリウム, Discord …) given them writes a public form
without knowing the rule. The inputs are not changed. In the result:

- the name is one others may use: a character whose identity is hidden (a Servant before
  its true name is known) is named by its class (the piece's name on an online table);
- nothing the rule hides is anywhere: not in the name, the profile, the notes, a list
  entry, a stat, a derived figure, a roll, a link, a finding or a ledger line;
- ``sheet.public`` is True: exporters leave out the GM's parts (points, ledger, findings,
  approvals, which name what was bought) and do not mark the piece secret.

Which parts are public is each system's rule, not the core's: a plug-in gives its view
function as ``SystemPlugin.extra["public"]`` (a system with rules in Python: its own ``public`` module,
from 000_8acb8ad758a0196c.txt L296–313; data systems: :mod:`builder.kit.public`, configured
in each plug-in with its seed lines). A system with none cannot be exported publicly:
:class:`NoPublicRule` is raised, never a full export under a public name.

What a player marks in play: ``Build.true_name_revealed`` (the others know who it is: every
part of the character's data is public, L304/L306) and ``revealed`` on each skill, 宝具 or
list entry (used in play, so seen: L301). A list entry marked ``secret`` stays hidden until
the true name is revealed.

Every file name proposed for a public export comes from :func:`public_file_stem` (the same
rule: the public name). Pure: no Qt, no I/O.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Callable

from .registry import plugin_for

#: derived figures and GM parts every view drops from the Sheet (see the module docstring)
GM_ONLY = {"pools": {}, "ledger": [], "findings": [], "pool_totals": []}


class NoPublicRule(ValueError):
    """The character's system says nothing about what is public: no public export."""


def view_for(system: str) -> Callable[..., tuple[Any, Any]] | None:
    plugin = plugin_for(system)
    view = plugin.extra.get("public") if plugin is not None else None
    return view if callable(view) else None


def public_view(pack: Any, build: Any, sheet: Any) -> tuple[Any, Any]:
    """The public (build, sheet) of a character (see the module docstring)."""
    view = view_for(build.system)
    if view is None:
        raise NoPublicRule(f"{build.system}: this system has no rule for what other players may see; "
                           "no public export")
    public_build, public_sheet = view(pack, build, sheet)
    return public_build, public_sheet


_NOT_IN_NAMES = re.compile(r'[\x00-\x1f\x7f/\\:*?"<>|\u202a-\u202e\u2066-\u2069\u200e\u200f]')


def public_file_stem(pack: Any, build: Any, sheet: Any) -> str:
    """The stem of any file name proposed for a public export: the public view's name (a
    hidden Servant's class, never its true name: the file name is what the other players see
    first, issue 29 item 1), without the characters a file system refuses or a terminal
    would reorder; "character" when nothing is left. :class:`NoPublicRule` as
    :func:`public_view`."""
    _, shown = public_view(pack, build, sheet)
    return _NOT_IN_NAMES.sub("_", (shown.name or "").strip()).strip(". ")[:120] or "character"


def public_sheet(sheet: Any, name: str, **changes: Any) -> Any:
    """A copy of ``sheet`` as a public view: GM parts dropped, links dropped (a partner's name
    may be a true name), ``name`` set, ``public`` True, and ``changes`` applied."""
    return replace(sheet, name=name, links={}, public=True, **{**GM_ONLY, **changes})


def entry_is_public(entry: Any, everything: bool) -> bool:
    """A list entry, skill or 宝具 others may see: all of them once the true name is known;
    before, only one marked ``revealed`` and not ``secret`` (an entry that gives the true
    name away)."""
    if everything:
        return True
    return bool(getattr(entry, "revealed", False)) and not bool(getattr(entry, "secret", False))
