"""The data systems' pack descriptions read in English in the window (issue 28 item 3), as a user
sees them: open a shipped example, switch to English, go to the page; the description the pack
gives (a kind's note, an option's or the chosen choice's text) is the pack's ``text_en``, and
Japanese mode shows the Japanese again."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from tests.conftest import EXAMPLES

from tests.forms.helpers import go

CASES = [
    # 001 L9–10: a Servant has 英雄点30点, 探索点18点
    ("eiyuten/servant.json", "kind", "30 hero points and 18 exploration points (L9–10)", "英雄点30点・探索点18点(L9–10)"),
    # 001 L99–100: ストロング, サーヴァント HP【耐久】×3+20, FP +2 (the example's style is ストロング)
    ("eiyuten/servant.json", "style", "Servant: HP Endurance×3+20, FP +2 (L99–100)", "サーヴァント: HP【耐久】×3+20、FP +2"),
    # 002 L283–284: アーチャー (the example's class): one of 【筋】【耐】【敏】 +15, 情報収集 +20%
    ("chuseihai/archer.json", "class",
     "+15 to one of STR, END and AGI. Also has Independent Action and low-level Magic Resistance. "
     "+20% to information gathering (L283–284).", "【筋】【耐】【敏】のうち1つを+15。また、単独行動"),
    # 004 L84, L95: ランサー (the example's class) max agility +2, max luck -2
    ("grail-tactics/servant.json", "unit", "Max agility +2 (L84), max luck -2 (L95)", "最大アジリティ+2(L84)、最大ラック-2(L95)"),
    # 003 L355: one style at creation, 35 of them (L160–197)
    ("senya-tsukihime-plus/pc.json", "style", "Take one style at creation (L355); there are 35 (L160–197).",
     "作成時に1つのスタイルを取得する(L355)。35種類(L160–197)。"),
]


def labels(page) -> str:
    return "\n".join(label.text() for label in page.findChildren(QLabel) if label.isVisibleTo(page))


@pytest.mark.parametrize("example,page_id,english,japanese", CASES, ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_a_pack_description_reads_in_english(qtbot, shared_window, errors, example, page_id, english,
                                             japanese):
    window = shared_window
    assert window.open_file(EXAMPLES / example)
    assert japanese in labels(go(qtbot, window, page_id))
    window.act_en.trigger()
    try:
        shown = labels(go(qtbot, window, page_id))
        assert english in shown and japanese not in shown
    finally:
        window.act_ja.trigger()
    assert japanese in labels(go(qtbot, window, page_id))
    assert errors == []
    window.session.undo_stack.setClean()


def test_screenshot_of_an_english_description(qtbot, shared_window, tmp_path):
    """The 中聖杯 クラス page in English, grabbed for a look (the chosen Archer's corrections)."""
    window = shared_window
    assert window.open_file(EXAMPLES / "chuseihai" / "archer.json")
    window.act_en.trigger()
    try:
        window.resize(1280, 760)
        page = go(qtbot, window, "class")
        assert "A Servant's class corrections (L279–291)" in labels(page)
        path = tmp_path / "chuseihai_class_en.png"
        assert page.grab().save(str(path))
        assert path.stat().st_size > 0
    finally:
        window.act_ja.trigger()
    window.session.undo_stack.setClean()
