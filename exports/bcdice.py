"""BCDice commands for Fate/roll dice checks.

Contract: pure functions of levels and marks; no I/O. Every command is a BCDice
"バラバラロール" success count, ``{dice}B6<={threshold}``, one per line of a chat palette,
followed by a space and a label in 【】.

Dice rules (seed ``/work/shared/seeds/000_8acb8ad758a0196c.txt``):

- stat of level L (E=1 … A=5): 2L dice, success on ≤ L (L864–865);
- EX stat: 14 dice at ≤ 6, i.e. 14 automatic successes, plus "+14" paid with MP (L867–868);
- skill of level L: L dice at ≤ L; EX skill 14÷2 = 7 dice (L922);
- 「+」×n: dice × (1+n), threshold unchanged; 「−」×n: dice ÷ (1+n) rounded up (L897–906);
- "+" pattern 1 costs HP/MP equal to the extra dice (L901); "−" pattern 1 applies unless
  HP/MP equal to the dice lost is paid (L908); pattern 2 is a written condition (L902, L909);
- ランクレベル判定: level = RL (master) or RL−6 (servant); at 6 it is 12 dice at ≤ 5, not EX (L878–879).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

EX = 6
_BREAKS = re.compile("[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]")  # what str.splitlines splits at


@dataclass(frozen=True)
class Roll:
    """One palette line: ``dice``B6<=``threshold`` plus a label and an optional note."""

    dice: int
    threshold: int
    label: str
    note: str = ""

    @property
    def command(self) -> str:
        return f"{self.dice}B6<={self.threshold}"

    def line(self) -> str:
        """The palette line. Line breaks inside a label or note (a skill choice or a mark
        condition is user text) become spaces: every palette line is one command."""
        text = f"{self.command} {self.label}" + (f" {self.note}" if self.note else "")
        return " ".join(text.splitlines()) if _BREAKS.search(text) else text


def stat_dice(level: int) -> int:
    """Base dice of a stat: 2×level, EX 14 (L864, L867)."""
    return 14 if level >= EX else 2 * level


def skill_dice(level: int) -> int:
    """Base dice of a skill: level, EX 14÷2 = 7 (L922)."""
    return 7 if level >= EX else level


def plus_dice(base: int, plus: int) -> int:
    """Dice with n 「+」 active: base × (1 + n) (L897)."""
    return base * (1 + plus)


def minus_dice(base: int, minus: int) -> int:
    """Dice with n 「−」 in force: base ÷ (1 + n), rounded up (L904–906)."""
    return math.ceil(base / (1 + minus))


def _cond(marks: list[dict], sign: str) -> str:
    texts = [m.get("condition", "") for m in marks if m.get("sign") == sign and m.get("condition")]
    return "・".join(texts)


def marked_rolls(name: str, level: int, marks: list[dict], base: int, sign_label: str = "") -> list[Roll]:
    """The palette lines of one stat or skill: the plain roll, then each mark's roll.

    ``marks`` are the build's mark dicts (sign "+"/"-", pattern 1/2, condition). With n "+"
    the line for k = 1…n "+" rolls base×(1+k); pattern-1 "+" note the HP/MP cost (the extra
    dice, L901). With m "−" the reduced roll is base÷(1+m) rounded up; a pattern-1 "−"
    applies unless HP/MP equal to the dice lost is paid (L908), so the reduced roll comes
    first and the plain roll notes the payment.
    """
    threshold = level
    tag = f"【{name}】"
    plus = [m for m in marks if m.get("sign") == "+"]
    minus = [m for m in marks if m.get("sign") == "-"]
    rolls: list[Roll] = []
    if minus:
        m = len(minus)
        reduced = minus_dice(base, m)
        minus_tag = f"【{name}{'−' * m}】"
        if all(x.get("pattern", 1) == 1 for x in minus):
            rolls.append(Roll(reduced, threshold, minus_tag, "(HP/MP未消費時)"))
            rolls.append(Roll(base, threshold, tag, f"(HP/MP{base - reduced}消費で−解除)"))
        else:
            rolls.append(Roll(base, threshold, tag))
            cond = _cond(minus, "-")
            rolls.append(Roll(reduced, threshold, minus_tag, f"({cond})" if cond else "(−条件時)"))
    else:
        rolls.append(Roll(base, threshold, tag))
    for k, mark in enumerate(plus, start=1):
        extra = base * k
        if mark.get("pattern", 1) == 1:
            note = f"(HP/MP{extra}消費)"
        else:
            conds = "・".join(x.get("condition", "") for x in plus[:k] if x.get("condition"))
            note = f"({conds})" if conds else "(+条件時)"
        rolls.append(Roll(plus_dice(base, k), threshold, f"【{name}{'+' * k}】", note))
    return rolls


def stat_rolls(name: str, level: int, marks: list[dict]) -> list[Roll]:
    """Palette lines of a stat. EX: 14 automatic successes, written as ``14B6<=6`` (every
    die succeeds, L867) and the MP option ``28B6<=6`` (+14 paid with 14 MP, L867–868)."""
    if level <= 0:
        return []
    if level >= EX:
        return [Roll(14, 6, f"【{name}】", "EX:自動成功14"),
                Roll(28, 6, f"【{name}+】", "EX:MP14消費で達成値+14")]
    return marked_rolls(name, level, marks, stat_dice(level))


def skill_rolls(name: str, level: int, marks: list[dict]) -> list[Roll]:
    """Palette lines of a skill (L922); EX is 7 dice at ≤ 6 (7 automatic successes)."""
    if level <= 0:
        return []
    if level >= EX:
        return [Roll(7, 6, f"【{name}】", "EX:自動成功7")]
    return marked_rolls(name, level, marks, skill_dice(level))


def rank_level_roll(check_level: int) -> Roll | None:
    """ランクレベル判定 (L878–879): 2L dice at ≤ L; at 6, 12 dice at ≤ 5 (never EX)."""
    if check_level <= 0:
        return None
    if check_level >= 6:
        return Roll(12, 5, "【ランクレベル判定】")
    return Roll(2 * check_level, check_level, "【ランクレベル判定】")


def item_rolls(item: dict, word: str = "宝具") -> list[Roll]:
    """Palette lines of a 宝具 or 礼装 from the engine's item row: its ダイス判定プラス
    (``dice``, marks already applied) at ≤ rank; 対城/対界 also the doubled single-target
    roll (``dice_doubled``, L1093). MP cost and 固定値 go in the note."""
    dice, threshold = item.get("dice"), item.get("threshold") or 0
    if not dice or threshold <= 0:
        return []
    bits = []
    if item.get("mp") is not None:
        bits.append(f"MP{item['mp']}")
    if item.get("fixed"):
        bits.append(f"固定値+{item['fixed']}")
    note = "(" + "・".join(bits) + ")" if bits else ""
    name = item.get("name") or word
    rolls = [Roll(dice, min(threshold, 6), f"【{word}:{name}】", note)]
    if item.get("dice_doubled"):
        rolls.append(Roll(item["dice_doubled"], min(threshold, 6), f"【{word}:{name}(単体・判定値2倍)】", note))
    return rolls
