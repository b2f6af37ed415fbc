"""Discord export: ``render_discord(pack, build, sheet) -> str``, one character in one message.

Contract: the text fits one Discord message, :data:`LIMIT` = 2,000 characters, counted by
:func:`discord_length`. Discord's API counts Unicode code points (its server is Python 3:
discord/discord-api-docs#1315, answered by Discord staff); its JavaScript client counts
UTF-16 code units, which are never fewer (an emoji or a rare kanji outside the BMP is 2).
We count UTF-16 code units, so the text fits whichever counts; for Japanese text of the BMP
the two agree.

What is always there, in this order: the name line (with type, alignment and ランクレベル or
the system's basic values), the stats line (every stat with its rank or value, and HP/MP/IV
or the system's resources) and every skill's name and level (for a data system: every entry of
its lists: スキル, 宝具, 特技 …). Then, as long as they fit, the rest in order of use at a
table: 宝具 (rank, kinds, MP, dice), 礼装, 装備, then each skill's own description. What does
not fit is named in the last line: 「…宝具3件・スキル説明5件省略(全文は --text)」.

If even the names and levels of every skill cannot fit (hundreds of skills, or very long
names), no skill is cut in the middle: the skills that fit are listed whole and the last
line says how many more there are (「…ほかスキル12件(2,000字に入りません。全文は --text)」).
A name longer than :data:`NAME_CHARS` is shortened with 「…」.

User text is made safe for Discord: Markdown characters (``[`` and ``]`` too, so a name
written as a masked link ``[公式サイト](https://…)`` is no link) are escaped with a backslash and
``@`` is followed by a zero-width space (no @everyone ping from a character's name); line
breaks inside a value become spaces; lone surrogates become U+FFFD (:mod:`exports.textsafe`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from exports.sectionview import DASH, has_template, section_data
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


def _short(text: str, limit: int) -> str:
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
        lines = [_short(line, HEAD_CHARS) for line in self.head]
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


def render_discord(pack: Any, build: Any, sheet: Any, limit: int = LIMIT) -> str:
    """The message of one character (see the module docstring)."""
    if not has_template(sheet):
        return _sections_message(sheet, build).render(limit)
    return _fate_message(pack, build, sheet).render(limit)


def _fate_message(pack: Any, build: Any, sheet: Any) -> Message:
    d = section_data(sheet)
    b, dv = d["basics"], d["derived"]
    name = _short(safe(b["name"]), NAME_CHARS)
    head = [f"**{name}** {safe(b['type'])} / {safe(b['alignment'])} / ランクレベル{dv.get('rank_level', '0')}",
            "【ステータス】" + " ".join(f"{safe(s['name'])}{safe(s['label'])}" for s in d["stats"])
            + f"  HP{dv.get('hp', '0')} MP{dv.get('mp', '0')} IV{dv.get('iv', '0')}"]
    skills = [("【スキル】", [f"{safe(s['name'])}{safe(s['label'])}" for s in d["skills"]])]
    extras = []
    for key, word in (("noble_phantasms", "宝具"), ("mystic_codes", "礼装")):
        extras.append((word, [f"{safe(it['heading'])}{safe(it['rank'])} {safe(it['kind'])}/"
                              f"{safe(it['activation'])}/{safe(it['target'])} MP{safe(it['mp'])} {safe(it['dice'])}"
                              + (f" 効果:{safe(it['effects'])}" if it["effects"] != DASH else "")
                              for it in d[key]]))
    extras.append(("装備", [f"{safe(g['heading'])} {safe(g['kind'])} {safe(g['effect'])}" for g in d["gear"]]))
    extras.append(("スキル説明", [f"・{safe(s['name'])}:{safe(s['detail'])}" for s in d["skills"]
                                if s["detail"] != DASH]))
    # what the full sheet has and the message never does (its text export's parts)
    absent = ["プロフィール", "ランクの説明", "ステータスの±の条件", "ほかの算出値", "ポイント", "チャットパレット"]
    return Message(head, skills, extras, absent + ([] if sheet.public else ["チェック結果"]))


def _sections_message(sheet: Any, build: Any) -> Message:
    """A data system's message: the basics; each stat the character has (a number at 0, such
    as a class never taken, is left out: a pack may have fifteen classes), the table's resources
    and the params its rolls read (:class:`~builder.core.sections.PlaySection`); every list entry;
    their descriptions as they fit; and a line naming the sheet's parts it never carries."""
    from builder.core.sections import ListSection, PlaySection, PoolsSection, StatSection, ValuesSection
    shown = [s for s in sheet.sections if not s.secret]
    name = _short(safe(sheet.display_name), NAME_CHARS)
    basics = [_short(safe(r.value), NAME_CHARS) for s in shown
              if isinstance(s, ValuesSection) and s.id == "choices" for r in s.rows if not r.secret and r.value]
    head = [f"**{name}**" + (" " + " / ".join(basics) if basics else "")]
    # every stat section with its own title (能力値, 探索技能, クラスの決定 …), then the resources
    stat_ids: set[str] = set()
    stats = []
    for s in shown:
        if isinstance(s, StatSection):
            rows = [r for r in s.rows if not (r.value == 0 and r.label in ("0", ""))]
            stat_ids.update(r.id for r in s.rows)
            if rows:
                stats.append(f"【{safe(s.title)}】" + " ".join(f"{safe(r.name)}{safe(r.label)}" for r in rows))
    play = next((s for s in shown if isinstance(s, PlaySection)), None)
    if play is not None:
        figures = [f"{safe(r.name)}{r.max}" for r in play.resources if not r.secret]
        figures += [f"{safe(p.name)}{p.value}" for p in play.params if not p.secret and p.id not in stat_ids]
    else:
        figures = [f"{safe(r.name)}{safe(r.value)}" for s in shown if isinstance(s, ValuesSection)
                   and s.id == "resources" for r in s.rows if not r.secret]
    if stats or figures:
        head.append(" ".join(stats) + ("  " + " ".join(figures) if figures else ""))
    lists = [s for s in shown if isinstance(s, ListSection)]
    skills = [(f"【{safe(s.title)}】", [safe(r.name) + (f":{safe(r.level)}" if r.level else "")
                                     for r in s.rows]) for s in lists]
    texts = [f"・{safe(r.name)}:{safe(r.text)}" for s in lists for r in s.rows if r.text]
    absent = [s.title for s in shown if isinstance(s, (PoolsSection, ValuesSection))
              and s.id in ("pools", "derived") and getattr(s, "rows", ())]
    if play is not None and play.rolls:
        absent.append("チャットパレット")
    if any(s.id == "notes" for s in shown):
        absent.append("メモ")
    if not sheet.public:
        absent.append("指摘")  # (the text sheet's 【指摘】)
    return Message(head, skills, [("説明", texts)], absent)
