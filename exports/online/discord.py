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

from typing import Any

from exports.discordtext import (HEAD_CHARS, LIMIT, MORE_TEXT, NAME_CHARS, WHERE, Message, shorten,  # noqa: F401
                                 discord_length, safe)
from exports.linetemplate import Expander, MessageTemplate
from exports.sectionview import section_data
from exports.systems import system_part


def render_discord(pack: Any, build: Any, sheet: Any, limit: int = LIMIT) -> str:
    """The message of one character (see the module docstring)."""
    own = system_part(pack.id, "discord")  # a system that words its message its own way, as data
    if own is not None:
        return template_message(own, sheet).render(limit)
    return _sections_message(sheet, build).render(limit)


def template_message(template: MessageTemplate, sheet: Any) -> Message:
    """A system's message from its template (``exports/systems/<id>/templates/discord.json``)
    over the keyed view (:func:`exports.sectionview.section_data`), every value made safe for
    Discord (:func:`exports.discordtext.safe`) before the template's filters, never read as a template."""
    expand = Expander(template, section_data(sheet), escape=safe)
    return Message(expand.lines(template.head),
                   [(expand.line(part.heading), expand.lines(part.lines)) for part in template.lists],
                   [(part.word, expand.lines(part.lines)) for part in template.extras],
                   expand.lines(template.absent))


def _sections_message(sheet: Any, build: Any) -> Message:
    """A data system's message: the basics; each stat the character has (a number at 0, such
    as a class never taken, is left out: a pack may have fifteen classes), the table's resources
    and the params its rolls read (:class:`~builder.core.sections.PlaySection`); every list entry;
    their descriptions as they fit; and a line naming the sheet's parts it never carries."""
    from builder.core.sections import ListSection, PlaySection, PoolsSection, StatSection, ValuesSection
    shown = [s for s in sheet.sections if not s.secret]
    name = shorten(safe(sheet.display_name), NAME_CHARS)
    basics = [shorten(safe(r.value), NAME_CHARS) for s in shown
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
