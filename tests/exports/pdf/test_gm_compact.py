"""The GM-compact roster keeps the README's promise: several NPCs on one A4 page.

The six servant examples used to take three pages (two NPCs a page: each NPC block held a
CondPageBreak and nested KeepTogether blocks, which made reportlab move every block to a
frame of its own). Now each block is flat and the stats are set across (a column per stat),
so the seven servant examples and the Master (eight NPCs) fit on one page. The user's
way in is ``grail-builder export A.json B.json … --pdf OUT`` (several files give the
``gm-compact`` roster).
"""
from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from builder.cli.main import main

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"
SIX = ("saber", "archer", "lancer", "rider", "caster", "assassin")
# each example's name, as its file gives it: every one is printed, once
NAMES = {"saber": "白百合の騎士", "archer": "遠見の射手", "lancer": "赤枝の槍兵", "rider": "天翔ける御者",
         "caster": "神代の魔女", "assassin": "名無しの暗殺者", "berserker": "鎖の狂戦士", "master": "霧島 灯"}


def _roster(tmp_path: Path, names: tuple[str, ...], *extra: str) -> PdfReader:
    out = tmp_path / f"npcs-{len(names)}.pdf"
    assert main(["export", *(str(EXAMPLES / f"{n}.json") for n in names), "--pdf", str(out),
                 "--invariant", *extra]) == 0
    return PdfReader(out)


def test_six_npcs_fit_on_one_a4_page(tmp_path):
    reader = _roster(tmp_path, SIX)
    assert len(reader.pages) == 1
    page = reader.pages[0]
    # A4 portrait: 210 × 297 mm = 595.3 × 841.9 pt
    assert round(float(page.mediabox.width)) == 595 and round(float(page.mediabox.height)) == 842
    text = page.extract_text()
    for n in SIX:
        assert text.count(NAMES[n]) == 1, n


def test_the_layout_named_explicitly_fits_six_too(tmp_path):
    assert len(_roster(tmp_path, SIX, "--layout", "gm-compact").pages) == 1


def test_eight_npcs_still_one_page_sixteen_take_two_and_none_is_lost(tmp_path):
    eight = (*SIX, "berserker", "master")
    reader = _roster(tmp_path, eight)
    assert len(reader.pages) == 1
    text = reader.pages[0].extract_text()
    for n in eight:
        assert text.count(NAMES[n]) == 1, n
    reader = _roster(tmp_path, eight + eight)
    assert len(reader.pages) == 2
    text = "".join(p.extract_text() for p in reader.pages)
    for n in eight:
        assert text.count(NAMES[n]) == 2, n


def test_stats_are_set_across_with_their_rolls(tmp_path):
    text = _roster(tmp_path, ("saber",), "--layout", "gm-compact").pages[0].extract_text()
    # one header row of the six stats, then the ranks in the same order (examples/saber.json)
    words = text.split()
    start = words.index("ステータス")
    assert words[start:start + 14] == ["ステータス", "筋力", "耐久", "敏捷", "魔力", "幸運", "宝具",
                                       "ランク", "A+", "B", "A", "D", "C", "B"]
