"""The war's set-up as tables of text: what the GM's print-out, ``war check`` and the window show.

Contract: :func:`setup` ``(report, lang, public) -> list[Block]``, each block a title and rows
of strings (the first row a header). Pure: it reads the war and its members' sheets only.

- the GM's form: the regulation, the イレギュラー表 results with their dice, nesting and effects
  (the pairs they added, the power-up marks), the summoning rolls with every die, the order,
  the contests, and each pair's class, Master, Servant, control and player;
- the public form (``public=True``: what the players may see): the regulation and its notes
  (L58: what is shown of other teams is the regulation's), the イレギュラー表 only when the GM
  published it (L90), without dice, marks or waiting choices, the summoning order with each
  pair's class and Master's name (:func:`builder.core.secrets.public_view`'s name) and nothing of the
  Servant but its class: no true name, no method, no dice.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .rules import sides, summoning, war_rolls, war_rules


@dataclass
class Block:
    title: str
    rows: list[list[str]] = field(default_factory=list)
    widths: list[float] = field(default_factory=list)  # each column's share of the width


def _t(lang: str, ja: str, en: str) -> str:
    return ja if lang == "ja" else en


def class_name(pack: Any, cls: str, lang: str = "ja") -> str:
    t = (getattr(pack, "types", None) or {}).get(cls) if cls else None
    if t is None:
        return cls or "—"
    return t.name if lang == "ja" else (getattr(t, "name_en", "") or t.name)


def master_name(member: Any, public: bool) -> str:
    if member.build is None:
        return "—"
    if not public:
        return member.build.name or "—"
    from builder.core.secrets import NoPublicRule, public_view
    try:
        return public_view(member.pack, member.build, member.sheet)[0].name or "—"
    except NoPublicRule:
        return "—"


def tree_order(entries: list[Any]) -> list[tuple[int, Any]]:
    """(index, entry) with each result under the one that gave it (a 9 answered later too)."""
    kids: dict[Any, list[int]] = {}
    for i, e in enumerate(entries):
        kids.setdefault(e.parent, []).append(i)
    found: list[tuple[int, Any]] = []

    def walk(parent: Any) -> None:
        for i in kids.get(parent, []):
            found.append((i, entries[i]))
            walk(i)
    walk(None)
    return found


def irregular_block(doc: Any, lang: str, public: bool) -> Block | None:
    ir = doc.irregular
    table = war_rolls(doc.system).irregular  # the system's イレギュラー表 (its plug-in)
    if ir is None or not ir.entries or (public and not ir.published) or table is None:
        return None
    head = [_t(lang, "出目", "Dice"), _t(lang, "結果", "Result"), _t(lang, "効果", "Effect")]
    block = Block(_t(lang, "イレギュラー表 (L71–91)", "Irregular table (L71–91)"), [head[1:2] if public else head],
                  [1.0] if public else [1.3, 1.2, 2.4])
    depth: dict[int, int] = {}
    for i, e in tree_order(ir.entries):
        depth[i] = 0 if e.parent is None else depth.get(e.parent, 0) + 1
        if public and e.pending:
            continue
        info = table.result_info(doc.system, e.result)
        name = info["name"] if lang == "ja" else info.get("name_en", info["name"])
        dice = {"dice": "+".join(map(str, e.rolled)), "hand": _t(lang, "手入力", "by hand"),
                "gm": _t(lang, "GMの選択", "GM's choice")}[e.source]
        dice += "".join(_t(lang, f" ({'+'.join(map(str, r))}は振り直し)", f" ({'+'.join(map(str, r))} re-rolled)")
                        for r in e.rerolled)
        text = info.get("text", "") if lang == "ja" else (info.get("text_en") or info.get("text", ""))
        effect = "" if public else text
        if not public and e.pair is not None:
            effect = _t(lang, f"組{e.pair + 1}: ", f"pair {e.pair + 1}: ") + effect
        if not public and e.pending:
            effect = _t(lang, "GMの選択待ち(L84)", "waiting for the GM's choice (L84)")
        if not public and e.note:
            effect += f" 「{e.note}」"
        result = "  " * depth[i] * public + f"{e.result}.{name} (L{info.get('line')})"
        block.rows.append([result] if public else ["  " * depth[i] + dice, result, effect])
    if not public:
        fx = table.effects(doc.system, ir.entries)
        block.rows.append(["", _t(lang, "合計", "In all"), _t(
            lang, f"追加{fx.pairs_added}組、パワーアップ: マスター{fx.power_ups['master']}・サーヴァント"
                  f"{fx.power_ups['servant']}、公開{'済み' if ir.published else 'せず'}(L90)、振った回数{ir.times}(L91)",
            f"{fx.pairs_added} pairs added, power-ups: {fx.power_ups['master']} Masters, {fx.power_ups['servant']} "
            f"Servants; {'published' if ir.published else 'not published'} (L90); rolled {ir.times}× (L91)")])
    return block


def summoning_block(report: Any, lang: str, public: bool, pack: Any) -> Block | None:
    doc = report.doc
    s = doc.summoning
    if s is None or not s.order:
        return None
    table = summoning(doc.system) or {"methods": []}
    names = {m["id"]: (m["name"] if lang == "ja" else m["name_en"]) for m in table["methods"]}
    rolls = {r.pair: r for r in s.rolls}
    head = [_t(lang, "順", "#"), _t(lang, "組", "Pair"), _t(lang, "クラス", "Class"), _t(lang, "マスター", "Master")]
    if not public:
        head += [_t(lang, "召喚方法", "Method"), _t(lang, "判定", "Roll"), _t(lang, "達成値", "Total")]
    # the roll (its dice, L108–110) takes most of the page: it is the longest text
    widths = [0.3, 0.3, 1.0, 1.4] if public else [0.2, 0.2, 0.6, 0.7, 0.6, 3.6, 0.35]
    block = Block(_t(lang, "サーヴァント召喚 (L94–154)", "Summoning (L94–154)"), [head], widths)
    for n, i in enumerate(s.order, start=1):
        pair, r = doc.pairs[i], rolls[i]
        row = [str(n), str(i + 1), class_name(pack, pair.class_slot, lang), master_name(report.pairs[i]["master"], public)]
        if not public:
            parts = " + ".join(f"{p.stat} {p.dice}d6≤{p.threshold} [{','.join(map(str, p.rolled))}]={p.successes}"
                               for p in r.parts)
            roll = {"dice": parts, "table": _t(lang, "卓で振った結果", "rolled at the table"),
                    "none": _t(lang, "召喚済み(L134)", "already summoned (L134)")}[r.source]
            fated = _t(lang, "・運命遭遇", ", fated") if pair.fated_encounter else ""
            row += [names.get(r.method, r.method) + fated, roll, str(r.total)]
        block.rows.append(row)
    if not public:
        for c in s.contests:
            rounds = " / ".join(" ".join(f"{_t(lang, '組', 'pair ')}{i + 1}:{t.successes}" for i, t in zip(c.pairs, rnd))
                                for rnd in c.rounds)
            block.rows.append(["", "", "", _t(lang, "幸運の対抗判定 (L113)", "luck contest (L113)"), "", rounds, ""])
    return block


def _pairs(report: Any, lang: str, public: bool, pack: Any) -> Block:
    head = [_t(lang, "組", "Pair"), _t(lang, "クラス", "Class"), _t(lang, "マスター", "Master")]
    if not public:
        head += [_t(lang, "サーヴァント", "Servant"), "PC/NPC", _t(lang, "プレイヤー", "Player"), _t(lang, "備考", "Notes")]
    widths = [0.3, 1.0, 1.4] if public else [0.35, 0.9, 1.0, 1.0, 0.55, 0.7, 1.5]
    block = Block(_t(lang, "陣営", "Pairs"), [head], widths)
    for i, (pair, members) in enumerate(zip(report.doc.pairs, report.pairs)):
        side = f" {pair.side}" if pair.side else ""
        row = [f"{i + 1}{side}", class_name(pack, pair.class_slot, lang), master_name(members["master"], public)]
        if not public:
            servant = members["servant"]
            notes = []
            if pair.added_by:
                notes.append(_t(lang, f"イレギュラー表{pair.added_by}で追加", f"added by irregular {pair.added_by}"))
            if pair.power_up:
                notes.append(_t(lang, "パワーアップ: ", "power-up: ") + ", ".join(pair.power_up))
            for m in members.values():
                if m.status in ("missing", "broken", "refused"):
                    notes.append(f"{m.entry}: {m.reason}")
                elif m.errors:
                    notes.append(_t(lang, f"{m.entry}: エラー{m.errors}", f"{m.entry}: {m.errors} errors"))
            row += [servant.build.name if servant.build is not None else "—", pair.control.upper(), pair.player,
                    "; ".join(notes)]
        block.rows.append(row)
    return block


def setup(report: Any, lang: str = "ja", public: bool = False, pack: Any = None) -> list[Block]:
    """The set-up blocks (see the module contract); ``pack`` names the classes."""
    doc = report.doc
    # the line is the system's own (its war.json's regulation line), none where its seed has none
    line = (war_rules(doc.system).get("regulation") or {}).get("line")
    cite = f" (L{line})" if line else ""
    per_side = _t(lang, "組数(各陣営)", "Pairs (each side)") if sides(doc.system) else _t(lang, "組数", "Pairs")
    reg = Block(_t(lang, "レギュレーション", "Regulation") + cite,
                [[_t(lang, "項目", "Item"), _t(lang, "内容", "Value")],
                 [per_side, str(doc.regulation.pairs)],
                 [_t(lang, "参加", "Taking part"), str(len(doc.pairs))]], [1.0, 3.0])
    if doc.regulation.notes:
        reg.rows.append([_t(lang, "備考", "Notes"), doc.regulation.notes])
    blocks = [reg]
    blocks += [b for b in (irregular_block(doc, lang, public), summoning_block(report, lang, public, pack)) if b is not None]
    blocks.append(_pairs(report, lang, public, pack))
    return blocks


def block_lines(block: Block | None) -> list[str]:
    """A block as lines of text (``war check``, ``war irregular``, ``war summon``)."""
    if block is None:
        return []
    return [block.title] + ["  " + " | ".join(cell for cell in row).rstrip(" |") for row in block.rows[1:]]
