"""The chat palette, parameters and statuses of a Fate/roll dice character for online tables.

Contract: pure functions of ``(pack, build, sheet)``; no I/O. :func:`play_section` gathers them
into the sheet's :class:`~builder.core.sections.PlaySection`, which every online export reads
(ココフォリア, ユドナリウム: :mod:`exports.online.sectionccfolia`):

- :func:`params` — ``[{"label", "value"}]``: each status's level and each skill's level as a
  number (E=1 … A=5, EX=6, none 0, L864) and ``ランクレベル``; labels are unique and brace-free.
- :func:`statuses` — ``[{"label", "value", "max"}]``: what the table tracks (HP, MP, 令呪,
  幸運振り直し, 常時消費MP).
- :func:`palette_lines` — one BCDice command per line, each referring to the params as
  ``{筋力}`` so a level changed on the table changes the roll; :func:`expand` substitutes them.

What gets a line (the pack's record of how the rulebook uses each skill, ``SkillDef.uses``,
L922–926): every status roll (2L dice at ≤ L, EX 14, L864–867) and the ランクレベル判定
(L878–879); a skill added to a status roll (1.) gets a line of its dice naming the statuses
it is added to: a status and a skill are separate pools with separate thresholds whose
successes are summed (L35), and one BCDice command has one threshold, so the player sends
the status line and the skill line; a skill rolled alone (3.) gets its own line; a roll the
rulebook writes out (頭痛持ち's 1d6 ≤ level, L1231) is written as it is; an effect with no
roll (2.) gets none. 宝具 and 礼装 keep the engine's numbers (their dice are no level).

The dice are the engine's checks (:mod:`builder.systems.fate_roll_dice.rolls`): each carries its ``formula``
over the level, which this module only points at the param (``{L}`` → ``{筋力}``); a check
without one (宝具, 礼装) keeps its numbers. Real BCDice reads every line
(``scripts/bcdice_check.mjs``, tests/exports/online/test_palette.py).
"""
from __future__ import annotations

import re
from typing import Any

from builder.core.build import Build
from builder.core.packs import RulePack
from builder.words.places import skill_display_name
from builder.core.sections import Param, PlaySection, Resource, Roll
from builder.core.sheet import Check, Sheet
from . import bcdice

RANK_LEVEL = "ランクレベル"
STATUS_LABELS = {"HP", "MP", "令呪", "幸運振り直し", "常時消費MP"}  # ココフォリア reads {HP} too
_REF = re.compile(r"\{([^{}\n]+)\}")
_BAD = re.compile(r"[{}\n\r\t\v\f\x1c-\x1e\x85\u2028\u2029]")

# The piece's colour on the table: one per class, the master grey (a display choice; the
# rulebook has none).
COLORS = {"saber": "#2f5fb3", "lancer": "#2e8b57", "archer": "#b22222", "rider": "#8b6914",
          "berserker": "#5b2a86", "assassin": "#333333", "caster": "#7b3fa0", "master": "#607080"}
DEFAULT_COLOR = "#888888"
#: the statuses' English names (the table's labels stay the rulebook's Japanese)
RESOURCE_EN = {"令呪": "Command Spells", "幸運振り直し": "luck rerolls", "常時消費HP": "HP held",
               "常時消費MP": "MP held"}


def _safe(text: str) -> str:
    """User text inside a label or a note: no braces (ココフォリア would read a reference) and
    no line break (one command a line)."""
    return _BAD.sub(lambda m: {"{": "｛", "}": "｝"}.get(m.group(), " "), text)


def _skill_labels(pack: RulePack, build: Build, sheet: Sheet) -> list[str]:
    """The param label of each skill row: its display name, made unique and brace-free."""
    labels: list[str] = []
    taken = {pack.stats[s].name for s in sheet.stats} | {RANK_LEVEL} | STATUS_LABELS
    for row in sheet.skills:
        base = re.sub(r"\s+", "_", _safe(skill_display_name(row["name"], row.get("choice", ""))).strip()) or row["id"]
        label, n = base, 2
        while label in taken:
            label, n = f"{base}{n}", n + 1
        taken.add(label)
        labels.append(label)
    return labels


def params(pack: RulePack, build: Build, sheet: Sheet) -> list[dict[str, str]]:
    """Each status's final level, ランクレベル, then each skill's level, as numbers (L864)."""
    out = [{"label": st["name"], "value": str(st["value"])} for st in sheet.stats.values()]
    out.append({"label": RANK_LEVEL, "value": str(sheet.derived.get("rank_level", 0))})
    for row, label in zip(sheet.skills, _skill_labels(pack, build, sheet)):
        out.append({"label": label, "value": str(row["threshold"])})
    return out


def statuses(pack: RulePack, build: Build, sheet: Sheet) -> list[dict[str, Any]]:
    """HP and MP (less what is held by 常時消費, L1062, L147), 令呪 for a master (L502), 幸運振り直し
    (幸運 level a day, +2 at EX, L215, L869) and 常時消費MP when something is maintained."""
    d = sheet.derived
    mp, upkeep = d.get("mp", 0), d.get("mp_upkeep", 0)
    hp, held_hp = d.get("hp", 0), d.get("hp_upkeep", 0)  # 継戦 by HP 常時消費 (L147)
    out = [{"label": "HP", "value": hp - held_hp, "max": hp},
           {"label": "MP", "value": mp - upkeep, "max": mp}]
    if sheet.kind == "master":
        out.append({"label": "令呪", "value": d.get("command_spells", 0), "max": d.get("command_spells", 0)})
    if "luck_rerolls" in d:
        out.append({"label": "幸運振り直し", "value": d["luck_rerolls"], "max": d["luck_rerolls"]})
    if held_hp:
        out.append({"label": "常時消費HP", "value": held_hp, "max": held_hp})
    if upkeep:
        out.append({"label": "常時消費MP", "value": upkeep, "max": upkeep})
    return out


def color(build: Build) -> str:
    return COLORS.get(build.type, DEFAULT_COLOR)


def _roll(check: Check, ref: str, label: str, note: str) -> bcdice.Roll:
    """A check as a palette roll: its formula over ``ref`` (the level's param reference) when
    the engine gave one, else its numbers."""
    if check.formula:
        dice, threshold = (f.replace("{L}", ref).replace("{RL}", "{" + RANK_LEVEL + "}") for f in check.formula)
        return bcdice.Roll(dice, threshold, label, note)
    return bcdice.Roll(check.dice, check.threshold, label, note)


def _stats_text(pack: RulePack, stats: list[str]) -> str:
    if len(stats) >= 8:
        return "全判定"
    return "・".join(RANK_LEVEL + "判定" if s == "rank_level" else pack.stats[s].name
                    for s in stats if s == "rank_level" or s in pack.stats)


def _skill_rolls(pack: RulePack, row: dict, label: str) -> list[bcdice.Roll]:
    """The lines of one skill from the engine's record of its uses at its level (``row["uses"]``,
    :func:`builder.systems.fate_roll_dice.skills.skill_uses`): uses added to a status roll first (merged when
    they roll alike), then rolls alone and rolls of its own; an effect has none."""
    ref = "{" + label + "}"
    bonus: dict[tuple, tuple[list[str], tuple]] = {}  # (dice, who, condition): (statuses, checks)
    own: list[bcdice.Roll] = []
    for entry in row.get("uses") or []:
        use, checks = entry["use"], entry["checks"]
        if use.kind == "status_bonus":
            stats, _ = bonus.setdefault((use.dice, use.who, use.condition), ([], checks))
            stats += [s for s in use.stats if s not in stats]
        elif use.kind == "alone":
            own += [_roll(c, ref, bcdice.label(label, c, "単独"),
                          _join(f"({use.note})" if use.note else "", bcdice.note(c, generic=True))) for c in checks]
        elif use.kind == "own_roll":
            note = use.note.replace("{L}", ref)
            if use.roll == "rank_level":  # 悪癖判定 (L1297): a ランクレベル判定 against a target
                target = use.target.replace("{L}", ref).replace("{FP}", str(abs(row.get("per_level") or 0)))
                own += [_roll(c, ref, f"【{note or label}:{label}】", f"(目標値{target}・意志関係スキルを加える)")
                        for c in checks]
            elif checks:  # rolled as a status of its level
                own += [_roll(c, ref, bcdice.label(label, c), _join(f"({note})" if note else "",
                                                                  bcdice.note(c, generic=True))) for c in checks]
            elif use.roll:  # written out by its line (頭痛持ち: 1D6<={L}, L1231)
                own.append(bcdice.Roll.raw(use.roll.replace("{L}", ref).split(" ")[0], f"【{label}】",
                                           f"({note})" if note else ""))
    lines: list[bcdice.Roll] = []
    for (mode, who, cond), (stats, checks) in bonus.items():
        to = f"{_stats_text(pack, stats)}に加える" if who == "self" else f"味方の{_stats_text(pack, stats)}に与える"
        extra = "ダイス数÷2" if mode == "half" else ("レベル÷2" if mode == "half_level" else "")
        words = "・".join(x for x in (extra, cond) if x)
        lines += [_roll(c, ref, bcdice.label(label, c),
                        _join(f"({to}{':' + words if words else ''})", bcdice.note(c, generic=True))) for c in checks]
    return lines + own


def _join(*parts: str) -> str:
    return " ".join(p for p in parts if p)


def palette_lines(pack: RulePack, build: Build, sheet: Sheet) -> list[str]:
    """The palette, in sheet order: statuses, ランクレベル判定, skills, 宝具, 礼装 (module docstring)."""
    rolls: list[bcdice.Roll] = []
    for st in sheet.stats.values():
        ref = "{" + st["name"] + "}"
        rolls += [_roll(c, ref, bcdice.label(st["name"], c), bcdice.note(c, generic=bool(c.formula)))
                  for c in st.get("checks") or []]
    rolls += [_roll(c, "", "【ランクレベル判定】", "") for c in sheet.checks if c.kind == "rank_level"]
    for row, label in zip(sheet.skills, _skill_labels(pack, build, sheet)):
        rolls += _skill_rolls(pack, row, label)
    for it in sheet.items:
        if it["section"] in ("noble_phantasm", "mystic_code"):
            rolls += bcdice.item_rolls(it, "宝具" if it["section"] == "noble_phantasm" else "礼装")
    return [r.line() for r in rolls]


def play_section(pack: RulePack, build: Build, sheet: Sheet) -> PlaySection:
    """What an online table needs of the character (:class:`builder.core.sections.PlaySection`):
    :func:`statuses`, :func:`params`, :func:`palette_lines` (each line whole in ``command``),
    the IV as initiative and the class's :func:`color`. Lone surrogates are left to the
    exporters (each scrubs what it writes)."""
    resources = tuple(Resource(s["label"], s["label"], RESOURCE_EN.get(s["label"], s["label"]), s["value"], s["max"])
                      for s in statuses(pack, build, sheet))
    values = tuple(Param(p["label"], p["label"], p["label"], int(p["value"])) for p in params(pack, build, sheet))
    rolls = tuple(Roll(line) for line in palette_lines(pack, build, sheet))
    return PlaySection("play", "チャットパレット", "chat palette", resources=resources, params=values, rolls=rolls,
                       initiative=sheet.derived.get("iv", 0), color=color(build))


def expand(line: str, values: list[dict[str, str]]) -> str:
    """``line`` with each ``{label}`` of ``values`` replaced by its value, as ココフォリア sends it."""
    table = {p["label"]: str(p["value"]) for p in values}
    return _REF.sub(lambda m: table.get(m.group(1), m.group(0)), line)
