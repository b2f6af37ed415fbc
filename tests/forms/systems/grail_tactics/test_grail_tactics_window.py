"""A Fate/Grail Tactics Servant built in the window (seed 004_52394247ffe7dd97.txt), rolling
its set-up rolls with the 振る buttons and typing one, with the example unit pages
(examples/grail-tactics/units.json, marked there as not from the rulebook) as the GM's pack.

Rules (seed lines): max ヘルス = ベースヘルス + 生命ロール(S) on heads, − on tails (L81);
max アジリティ = 素早さロール(S) + ランサー +2 (L83–84); max ラック = 運ロール + ランサー −2
(L94–95). The dice are readings, by default 1d20 for the rolls (L30), and a coin is 1d2 with
1 = 表, 2 = 裏 (the coin scale, L81).

The dice: the window's generator is ``random.Random(0)``. CPython's Mersenne Twister
(reproducible for a given seed, the ``random`` docs) gives, in turn, randint(1, 2) = 2,
randint(1, 20) = 14, randint(1, 20) = 2, randint(1, 20) = 9. Rolled in the page's order:
coin 2 = 裏 (tails), 生命ロール(S) 14, 素早さロール(S) 2, 運ロール 9. With the example
ランサー page (ベースヘルス 1000, MOV 4, STN 2):
- max ヘルス = 1000 − 14 = 986 (tails, L81)
- max アジリティ = 2 + 2 = 4 (L83–84)
- max ラック = 9 − 2 = 7 (L94–95); typed over with 15: 15 − 2 = 13
"""
from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QSpinBox

from builder.core.packs import load_pack
from tests.conftest import ROOT

from tests.forms.helpers import child, choose, go
from tests.forms.helpers import new_from_menu
from tests.forms.pages.test_generic_pages import set_spin

UNITS = ROOT / "examples" / "grail-tactics" / "units.json"


def test_build_a_servant_rolling_its_set_up_rolls(qtbot, window, errors, tmp_path):
    window.packs["grail-tactics"] = load_pack("grail-tactics", [UNITS], user_layer=False)
    new_from_menu(qtbot, window, "grail-tactics", "servant")
    assert window.session.build.system == "grail-tactics"
    page = go(qtbot, window, "unit")
    choose(qtbot, child(page, QComboBox, "option_class"), "lancer")
    choose(qtbot, child(page, QComboBox, "option_servant_page"), "ex_lancer")

    window.rng = random.Random(0)
    page = go(qtbot, window, "rolls")
    assert not child(page, QPushButton, "roll_life_roll_m").isVisible()  # a Master's roll
    for sid in ("health_coin", "life_roll_s", "agility_roll_s", "luck_roll"):
        qtbot.mouseClick(child(page, QPushButton, f"roll_{sid}"), Qt.LeftButton)
    assert child(page, QLabel, "rolled_health_coin").text() == "1d2 → 2 (裏)"
    assert child(page, QLabel, "rolled_life_roll_s").text() == "1d20 → 14"
    assert child(page, QLabel, "rolled_agility_roll_s").text() == "1d20 → 2"
    assert child(page, QLabel, "rolled_luck_roll").text() == "1d20 → 9"
    assert child(page, QSpinBox, "stat_life_roll_s").value() == 14
    assert window.session.build.stats == {"health_coin": 2, "life_roll_s": 14, "agility_roll_s": 2, "luck_roll": 9}
    derived = window.session.sheet.derived
    assert (derived["max_health"], derived["max_agility"], derived["max_luck"]) == (986, 4, 7)
    assert (derived["mov"], derived["stn"]) == (4, 2)
    assert [f.code for f in window.session.sheet.findings if f.severity == "error"] == []
    page.grab().save("/tmp/shots/gt_rolls.png")

    # the table's own roll, typed: the shown roll goes, the figure follows
    set_spin(qtbot, child(page, QSpinBox, "stat_luck_roll"), 15)
    assert child(page, QLabel, "rolled_luck_roll").text() == ""
    assert window.session.sheet.derived["max_luck"] == 13  # 15 − 2
    # each roll is one undo step: undo the typing, then the luck roll
    window.session.undo_stack.undo()
    assert window.session.build.stats["luck_roll"] == 9
    window.session.undo_stack.undo()
    assert window.session.build.stats["luck_roll"] == 0  # 0: not entered (the roll scale)
    assert "max_luck" not in window.session.sheet.derived
    assert any(f.path == "/stats/luck_roll" and f.severity == "error" for f in window.session.sheet.findings)
    window.session.undo_stack.redo()
    assert child(page, QLabel, "rolled_luck_roll").text() == "1d20 → 9"  # redone: the roll shows again

    # a roll out of its die, typed, is caught by the pack's check (1d20: at most 20, L94)
    set_spin(qtbot, child(page, QSpinBox, "stat_luck_roll"), 21)
    assert any(f.path == "/stats/luck_roll" and f.severity == "error" for f in window.session.sheet.findings)
    assert errors == []
