"""What the skills page says about a skill before and after it is taken: its category's name,
what each level costs, and how a modular skill's options are charged.

Contract: pure functions of the pack's skill entry (no session); words go through Qt's
translator (context ``SkillInfo``, English in forms/i18n/grail_builder_en.ts). Prices come
from the engine's own table (:func:`builder.systems.fate_roll_dice.skills.per_level_table`), so the catalogue
shows what adding the skill will spend: 対魔力's tiers (L1133), not only its level E price.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication as _T  # _T.translate("SkillInfo", …): lupdate reads both

from builder.systems.fate_roll_dice.skills import per_level_table
from builder.words.messages import render

from forms.session.text import esc, name_of, text_of
from .levels import LEVELS

LETTERS = tuple(LEVELS[1:])  # E … EX: the engine's one ladder, without "−"





def category_name(category: str, lang: str) -> str:
    """The catalogue's category in words (builder/words/locale/messages.json ``skill_category.*``)."""
    return render("skill_category." + category, {}, lang)


def cumulative_costs(pack, sdef) -> list[tuple[str, int]] | None:
    """(level, FP to take the skill at that level) for E..the skill's highest level; None when
    the price is not a table (a GM's price, ??, or a price set by the options chosen). EX costs
    the A level plus ``skill_ex_factor`` × the A step (L931)."""
    if sdef.pricing.type not in ("fixed", "tiered"):
        return None
    table = per_level_table(None, sdef, None, "", report=False)
    if not table:
        return None
    top = pack.level(sdef.max_level) or 6
    out, total = [], 0
    for n, letter in enumerate(LETTERS[:top], start=1):
        total += table[n - 1] if n <= 5 else pack.rules["skill_ex_factor"] * table[4]
        out.append((letter, total))
    return out


def pricing_rule(pack, sdef) -> str:
    """How the skill is priced, in one sentence."""
    p = sdef.pricing
    if p.type == "fixed":
        return _T.translate("SkillInfo", "1レベルごとに%1 FP").replace("%1", str(p.per_level))
    if p.type == "tiered":
        steps = " / ".join(f"{letter} {fp}" for letter, fp in zip(LETTERS, p.by_level))
        text = _T.translate("SkillInfo", "レベルごとにFPが変わります(そのレベルを取る分): %1 FP")
        return text.replace("%1", steps)
    if p.type == "invested":
        return _T.translate("SkillInfo", "投入したFPだけを記録します(マイナスも可)")
    if p.type == "gm":
        bounds = _bounds(p.min, p.max)
        return _T.translate("SkillInfo", "FP/LvはGMが決めます") + (f" ({bounds})" if bounds else "")
    systems = any(o.kind == "system" for o in sdef.options)
    if systems:
        counted = _T.translate("SkillInfo", "選んだ系統")
    else:
        counted = _T.translate("SkillInfo", "選んだオプション")
    text = _T.translate("SkillInfo", "FP/Lv = %1 + %2のFPの合計")
    text = text.replace("%1", str(p.base)).replace("%2", counted)
    bounds = _bounds(p.min, p.max)
    if bounds:
        text += f" ({bounds})"
    if p.min_options:
        text += _T.translate("SkillInfo", "。%1つ以上選びます").replace("%1", str(p.min_options))
    return text


def _bounds(low, high) -> str:
    parts = []
    if low is not None:
        parts.append(_T.translate("SkillInfo", "最低 %1").replace("%1", str(low)))
    if high is not None:
        parts.append(_T.translate("SkillInfo", "最高 %1").replace("%1", str(high)))
    return _T.translate("SkillInfo", "、").join(parts)  # the list separator: ", " in English


def option_label(sdef, option, lang: str) -> str:
    """An option's line in the options list: its name and what ticking it adds to the per-level
    FP before the skill's base and bounds (pricing_rule says those)."""
    delta = _T.translate("SkillInfo", "GMが決める") if option.delta is None else f"{option.delta:+d}"
    return f"{name_of(option, lang)}  ({delta})"


def options_summary(sdef, chosen: list[str]) -> str:
    """What the options now chosen make the per-level FP: base + Σ delta, clamped (as the engine
    does, builder.systems.fate_roll_dice.skills.per_level_table)."""
    p = sdef.pricing
    if p.type != "options":
        return ""
    table = None
    try:
        from builder.systems.fate_roll_dice.choices import SkillChoice
        choice = SkillChoice(id=sdef.id, level="E", options=chosen)
        table = per_level_table(None, sdef, choice, "", report=False)
    except ValueError:
        table = None
    now = _T.translate("SkillInfo", "GMが決める") if table is None else f"{table[0]} FP/Lv"
    return pricing_rule(None, sdef) + _T.translate("SkillInfo", "。今: %1").replace("%1", now)


def describe(pack, sdef, lang: str) -> str:
    """The skill's text, its category and the FP each level costs (HTML), for the page's text
    pane: shown when a catalogue row is selected, before anything is added."""
    costs = cumulative_costs(pack, sdef)
    top = _T.translate("SkillInfo", "最大")
    total = _T.translate("SkillInfo", "取得に必要なFP(累計)")
    category = esc(category_name(sdef.category, lang))
    rows = [f"<b>{esc(name_of(sdef, lang))}</b> <small>L{sdef.line}</small>",
            f"<p><small>{category} · {esc(top)} {esc(sdef.max_level)}</small></p>",
            f"<p>{esc(pricing_rule(pack, sdef))}</p>"]
    if costs:
        cells = "".join(f"<td align='center'>&nbsp;{letter}&nbsp;<br>{fp}</td>" for letter, fp in costs)
        rows.append(f"<p>{esc(total)}</p><table border='1' cellspacing='0'><tr>{cells}</tr></table>")
    rows.append(f"<p>{esc(text_of(sdef, lang))}</p>")
    # who may take it (a background the GM confirms) and the seed's restriction, before it is added
    for head, ja, en in ((_T.translate("SkillInfo", "取得条件"), sdef.prerequisite, sdef.prerequisite_en),
                         (_T.translate("SkillInfo", "制限"), sdef.restriction_note, sdef.restriction_note_en)):
        words = (en if lang == "en" else "") or ja
        if words:
            rows.append(f"<p><small><b>{esc(head)}</b>: {esc(words)}</small></p>")
    return "".join(rows)
