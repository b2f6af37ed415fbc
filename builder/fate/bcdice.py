"""BCDice commands for the checks the engine put on the Sheet.

Contract: pure functions of :class:`builder.sheet.Check` values; no I/O and no dice rule.
The engine (:mod:`builder.fate.rolls`) decides every number (dice, threshold, marks in force,
HP/MP paid); this module only words a check as a BCDice "バラバラロール" success count,
``{dice}B6<={threshold}``, one per line of a chat palette, followed by a space, a label in
【】 (the name with the marks in force) and a note saying when the roll holds.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..sheet import Check

_BREAKS = re.compile("[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]")  # what str.splitlines splits at


@dataclass(frozen=True)
class Roll:
    """One palette line: ``dice``B6<=``threshold`` plus a label and an optional note. Dice and
    threshold are numbers, or BCDice arithmetic over ココフォリア references (``({筋力}*2)``,
    :mod:`builder.fate.palette`); ``text`` replaces the whole command (a roll such as ``1D6<=3``)."""

    dice: int | str
    threshold: int | str
    label: str
    note: str = ""
    text: str = ""

    @classmethod
    def raw(cls, command: str, label: str, note: str = "") -> "Roll":
        return cls(0, 0, label, note, command)

    @property
    def command(self) -> str:
        return self.text or f"{self.dice}B6<={self.threshold}"

    def line(self) -> str:
        """The palette line. Line breaks inside a label or note (a skill choice or a mark
        condition is user text) become spaces: every palette line is one command."""
        text = f"{self.command} {self.label}" + (f" {self.note}" if self.note else "")
        return " ".join(text.splitlines()) if _BREAKS.search(text) else text


def label(name: str, check: Check, suffix: str = "") -> str:
    """【name】 with the marks in force (and a suffix such as 単独)."""
    return f"【{name}{'+' * check.plus}{'−' * check.minus}{'(' + suffix + ')' if suffix else ''}】"


def note(check: Check, generic: bool = False) -> str:
    """When the roll holds. ``generic``: without the HP/MP figure, for a line whose dice follow
    a level the table may change (the figure is the dice gained or lost, L901, L908)."""
    if generic:
        words = {"minus_unpaid": "(HP/MP未消費時)", "minus_paid": "(減るダイス数のHP/MP消費で−解除)",
                 "plus_paid": "(増えるダイス数のHP/MP消費)", "ex_auto": "EX:自動成功",
                 "ex_mp": "EX:ダイス数のMP消費で達成値+"}
        if check.kind in words:
            return words[check.kind]
    return _note(check)


def _note(check: Check) -> str:
    """When the roll holds, in the palette's words (the numbers are the check's)."""
    conds = "・".join(check.conditions)
    return {
        "minus_unpaid": "(HP/MP未消費時)",
        "minus_paid": f"(HP/MP{check.cost}消費で−解除)",
        "minus_condition": f"({conds})" if conds else "(−条件時)",
        "plus_paid": f"(HP/MP{check.cost}消費)",
        "plus_condition": f"({conds})" if conds else "(+条件時)",
        "ex_auto": f"EX:自動成功{check.dice}",
        "ex_mp": f"EX:MP{check.cost}消費で達成値+{check.cost}",
    }.get(check.kind, "")


def rolls(name: str, checks: list[Check]) -> list[Roll]:
    """Palette lines of a stat, skill or ランクレベル判定: 【name】 with the marks in force."""
    return [Roll(c.dice, c.threshold, label(name, c), _note(c)) for c in checks]


def item_rolls(item: dict[str, Any], word: str = "宝具") -> list[Roll]:
    """Palette lines of a 宝具 or 礼装 from the engine's item row and its checks; the MP
    cost and 固定値 (the row's figures) go in the note."""
    bits = []
    if item.get("mp") is not None:
        bits.append(f"MP{item['mp']}")
    if item.get("fixed"):
        bits.append(f"固定値+{item['fixed']}")
    note = "(" + "・".join(bits) + ")" if bits else ""
    name = item.get("name") or word
    suffix = {"single_target": "(単体・判定値2倍)"}
    return [Roll(c.dice, c.threshold, f"【{word}:{name}{suffix.get(c.kind, '')}】", note)
            for c in item.get("checks") or []]
