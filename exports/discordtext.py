"""One Discord message put together under its limit: :class:`Message`, :func:`safe`, :func:`discord_length`.

Contract: shared by every system's Discord message (:mod:`exports.online.discord`'s generic one
and a system's own, drawn from its ``exports/systems/<id>/templates/discord.json``): the length
as Discord counts it (UTF-16 code units, :data:`LIMIT` = 2,000), user text made inert for
Discord's Markdown and mentions, and the
order in which parts are kept or left out (see :mod:`exports.online.discord`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from exports.textsafe import scrub

LIMIT = 2000
NAME_CHARS = 100  # a name (or a basic value) longer than this is shortened: a sheet is more than its name
HEAD_CHARS = 600  # the name and stats lines: the pack's stats fit many times over
_MARKDOWN = re.compile(r"([\\*_~`|\[\]])")  # [ and ]: no masked link [text](url) (issue 29 item 8)
_TAG = re.compile(r"<(?=[@#:!&a-zA-Z/])")  # <@id>, <#id>, <:emoji:id>, <t:…>, <https://…>: not 10B6<=5
_BREAKS = re.compile(r"[\r\n\v\f\x1c-\x1e\x85\u2028\u2029\t]+")
_CONTROL = re.compile("[\x00-\x08\x0e-\x1b\x7f]")
MORE_TEXT = "(全文は --text)"
#: where the full sheet is, for the window's user and the command line's
WHERE = "全文はテキストかPDFの書き出しで:ファイル→書き出し、または --text)"


def discord_length(text: str) -> int:
    """Length as Discord's client counts it: UTF-16 code units (≥ code points, which its API counts)."""
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def safe(text: Any) -> str:
    """User text on one line, with Discord's Markdown and mentions made inert."""
    s = _CONTROL.sub("", _BREAKS.sub(" ", scrub(str(text)))).strip()
    s = _TAG.sub(r"\\<", _MARKDOWN.sub(r"\\\1", s))
    return s.replace("@", "@\u200b")


def shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1].rstrip("\\") + "…"


@dataclass
class Message:
    """A message put together under the limit: required parts first, then optional ones."""

    head: list[str]
    skills: list[tuple[str, list[str]]]  # (heading, entries): every one is required
    extras: list[tuple[str, list[str]]] = field(default_factory=list)  # (word for 省略, lines)
    absent: list[str] = field(default_factory=list)  # what the full sheet has and a message never does

    def render(self, limit: int = LIMIT) -> str:
        """The message; the line naming what is never in it (:meth:`_absent`) comes after the
        rest that fits and before the note of what did not fit, its room kept first."""
        absent = self._absent()
        body = self._render(limit - (discord_length(absent) + 1 if absent else 0))
        if not absent:
            return body
        lines = body.split("\n")
        if lines[-1].startswith("…"):  # the note of what did not fit stays last
            return "\n".join([*lines[:-1], absent, lines[-1]])
        return "\n".join([*lines, absent])

    def _absent(self) -> str:
        words = [safe(w) for w in self.absent if w]
        return f"({'・'.join(words)}はここにありません。{WHERE}" if words else ""

    def _render(self, limit: int) -> str:
        lines = [shorten(line, HEAD_CHARS) for line in self.head]
        # 1. every skill, whole: one line per list, entries joined by " / "; room is kept for
        #    the last line that would say how many did not fit
        total = sum(len(entries) for _, entries in self.skills)
        placed = 0
        for heading, entries in self.skills:
            if not entries:
                continue
            line = heading
            for entry in entries:
                candidate = line + (" / " if line != heading else "") + entry
                rest = self._too_many(total - placed)
                if discord_length("\n".join([*lines, candidate, rest])) > limit:
                    if line != heading:
                        lines.append(line)
                    return "\n".join([*lines, rest])
                line, placed = candidate, placed + 1
            lines.append(line)
        # 2. the rest, in order, while it fits with the note naming what was left out; once one
        #    thing is left out, everything after it is too (the order of use is kept)
        omitted: list[tuple[str, int]] = []
        # room for the longest note there could be
        worst = self._note([(word, len(entries)) for word, entries in self.extras if entries])
        for word, entries in self.extras:
            for i, entry in enumerate(entries):
                if not omitted and discord_length("\n".join([*lines, entry, worst])) <= limit:
                    lines.append(entry)
                    continue
                omitted.append((word, len(entries) - i))
                break
        if omitted:
            lines.append(self._note(omitted))
        return "\n".join(lines)

    @staticmethod
    def _too_many(n: int) -> str:
        return f"…ほかスキル{n}件(2,000字に入りません。全文は --text)"

    @staticmethod
    def _note(omitted: list[tuple[str, int]]) -> str:
        counts: dict[str, int] = {}
        for word, n in omitted:
            counts[word] = counts.get(word, 0) + n
        return "…" + "・".join(f"{w}{n}件" for w, n in counts.items()) + "省略" + MORE_TEXT


