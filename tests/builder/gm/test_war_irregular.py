"""The イレギュラー表 (000_8acb8ad758a0196c.txt L71–91) with the dice fixed by hand.

Every sequence below is worked out from the table's text: 2d6 once (L75); 6/7/8 roll the
table 2/4/3 more times, each 6, 7 or 8 in those rolls rolled again (L81–83); 9 is the GM's
choice, 6/7/8/EX included (L84); 4 and 10 add a pair each, cumulative (L79, L85); 2 and 11
mark a Master or a Servant for a power-up (L77, L86); EX only through 9 (L88); the GM may roll
again (L91); results are shown to players only when published (L90).
"""
from __future__ import annotations

import json
import random
import re

import pytest

from builder.cli.main import main
from builder.systems.fate_roll_dice.war.irregular import IrregularError, apply, effects, resolve, roll_table
from builder.gm.war.model import load_war, new_war
from tests.conftest import ROOT
from tests.sources import seed_lines

SYSTEM = "fate-roll-dice"


class Scripted(random.Random):
    """A generator whose dice are the faces given, in order (each ``randint(1, 6)`` one face)."""

    def __init__(self, faces):
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a, b):  # noqa: D401 - the dice module's only call
        assert (a, b) == (1, 6)
        return self.faces.pop(0)


def rows(entries):
    return [(e.result, e.rolled, e.rerolled, e.parent, e.source, e.pending) for e in entries]


def test_the_table_has_its_twelve_results_each_with_its_line():
    # L77–88: results 2 to 12 (11 lines, L77–87) and EX (L88): 12 results
    data = json.loads((ROOT / "builder/systems/fate_roll_dice/pack/war.json").read_text(encoding="utf-8"))
    results = data["irregular"]["results"]
    assert len(results) == 12
    seed = seed_lines("000_8acb8ad758a0196c.txt")
    for r in results:  # each entry's line opens with its number and name: 「2.乱入(…」
        assert seed[r["line"] - 1].startswith(f"{r['id']}.{r['name']}"), r


def test_six_rolls_twice_and_rolls_again_its_own_six_seven_eight():
    # 2+4 = 6 波乱 → two more rolls (L81): 3+3 = 6 and 4+4 = 8 are rolled again, 1+3 = 4 counts;
    # then 5+5 = 10. Applied: 4 and 10 → two pairs added (L79, L85): 7 + 2 = 9 pairs.
    entries = roll_table(SYSTEM, Scripted([2, 4, 3, 3, 4, 4, 1, 3, 5, 5]))
    assert rows(entries) == [("6", [2, 4], [], None, "dice", False),
                             ("4", [1, 3], [[3, 3], [4, 4]], 0, "dice", False),
                             ("10", [5, 5], [], 0, "dice", False)]
    doc = apply(new_war(SYSTEM), entries, seed=1)
    assert len(doc.pairs) == 9
    assert (doc.pairs[7].added_by, doc.pairs[7].method) == ("4", "carry_over")  # L128: 継戦 pair
    assert (doc.pairs[8].added_by, doc.pairs[8].class_slot) == ("10", "irregular")  # L85
    assert [e.pair for e in doc.irregular.entries] == [None, 7, 8]


def test_seven_rolls_four_times_and_marks_power_ups():
    # 3+4 = 7 超☆大惨事 → four rolls (L82): 6+5 = 11, 1+1 = 2, 4+5 = 9 (GM's choice, waits), 2+1 = 3.
    # Power-ups: one Master (2, L77), one Servant (11, L86); no pair added; one 9 pending.
    entries = roll_table(SYSTEM, Scripted([3, 4, 6, 5, 1, 1, 4, 5, 2, 1]))
    assert [e.result for e in entries] == ["7", "11", "2", "9", "3"]
    assert [e.pending for e in entries] == [False, False, False, True, False]
    fx = effects(SYSTEM, entries)
    assert (fx.pairs_added, fx.power_ups, fx.pending, fx.events) == (0, {"master": 1, "servant": 1}, 1, ["3"])


def test_eight_rolls_three_times_and_a_nine_inside_takes_the_gm_choice():
    # 5+3 = 8 大惨事 → three rolls (L83): 3+6 = 9, whose choice is EX (L84, L88); 2+2 = 4; 6+6 = 12.
    entries = roll_table(SYSTEM, Scripted([5, 3, 3, 6, 2, 2, 6, 6]), choices=["EX"])
    assert rows(entries) == [("8", [5, 3], [], None, "dice", False), ("9", [3, 6], [], 0, "dice", False),
                             ("EX", [], [], 1, "gm", False), ("4", [2, 2], [], 0, "dice", False),
                             ("12", [6, 6], [], 0, "dice", False)]
    assert effects(SYSTEM, entries).pairs_added == 1  # the 4 (L79)


def test_nine_choosing_seven_lets_the_gm_pick_four_results():
    # 4+5 = 9: the GM chooses 7, and so picks 7's four results (L84: 「複数のイレギュラー表結果を
    # 任意で決定可能」): 4, 10, 10, 12 → three pairs added (one 4, two 10s, cumulative: L79, L85).
    entries = roll_table(SYSTEM, Scripted([4, 5]), choices=["7", "4", "10", "10", "12"])
    assert [(e.result, e.source, e.parent) for e in entries] == [
        ("9", "dice", None), ("7", "gm", 0), ("4", "gm", 1), ("10", "gm", 1), ("10", "gm", 1), ("12", "gm", 1)]
    assert len(apply(new_war(SYSTEM), entries).pairs) == 7 + 3


def test_results_typed_in_by_hand_follow_the_table():
    # at the table: 6, then 4 and 11; nothing is rolled by the app
    entries = roll_table(SYSTEM, Scripted([]), hand=["6", "4", "11"])
    assert [(e.result, e.source) for e in entries] == [("6", "hand"), ("4", "hand"), ("11", "hand")]
    with pytest.raises(IrregularError, match="rolled again"):  # a 6 inside a 6 is re-rolled (L81)
        roll_table(SYSTEM, Scripted([]), hand=["6", "6"])
    with pytest.raises(IrregularError, match="L88"):  # EX only through 9
        roll_table(SYSTEM, Scripted([]), hand=["EX"])
    with pytest.raises(IrregularError, match="left over"):  # 3 asks for nothing more
        roll_table(SYSTEM, Scripted([]), hand=["3", "4"])
    with pytest.raises(IrregularError, match="not a result"):
        roll_table(SYSTEM, Scripted([]), hand=["13"])
    with pytest.raises(IrregularError, match="other than 9"):
        roll_table(SYSTEM, Scripted([4, 5]), choices=["9"])


def test_a_waiting_nine_is_answered_later_and_the_table_can_be_rolled_again():
    # 4+5 = 9, no choice yet; the GM answers 10 → one pair (L85)
    doc = apply(new_war(SYSTEM), roll_table(SYSTEM, Scripted([4, 5])))
    assert doc.irregular.entries[0].pending and len(doc.pairs) == 7
    doc = resolve(doc, ["10"])
    assert not doc.irregular.entries[0].pending and len(doc.pairs) == 8
    with pytest.raises(IrregularError, match="no 9"):
        resolve(doc, ["4"])
    with pytest.raises(IrregularError, match="L91"):
        apply(doc, roll_table(SYSTEM, Scripted([1, 2])))
    # L91: rolled again, 1+2 = 3: the 10's pair goes, the count of rolls goes up
    again = apply(doc, roll_table(SYSTEM, Scripted([1, 2])), again=True)
    assert [e.result for e in again.irregular.entries] == ["3"] and len(again.pairs) == 7
    assert again.irregular.times == 2


def test_cli_rolls_records_and_publishes(tmp_path):
    war = tmp_path / "w.json"
    assert main(["war", "new", str(war), "--system", SYSTEM]) == 0
    assert main(["war", "irregular", str(war), "--result", "8", "--result", "4", "--result", "10",
                 "--result", "2"]) == 0
    doc = load_war(war)
    # 8 → three results by hand: 4, 10, 2 → 7 + 2 pairs; not published until the GM says so (L90)
    assert [e.result for e in doc.irregular.entries] == ["8", "4", "10", "2"]
    assert len(doc.pairs) == 9 and not doc.irregular.published
    assert main(["war", "irregular", str(war), "--publish"]) == 0
    assert load_war(war).irregular.published
    assert main(["war", "irregular", str(war), "--result", "3"]) == 2  # rolled already: --reroll
    assert main(["war", "irregular", str(war), "--reroll", "--seed", "5"]) == 0
    assert load_war(war).irregular.times == 2


def test_cli_names_a_bad_war_file_and_its_place(tmp_path, capsys):
    war = tmp_path / "w.json"
    war.write_text('{"schema_version": 1, "system": "fate-roll-dice", "pairs": [{"mastr": "a.json"}]}',
                   encoding="utf-8")
    assert main(["war", "irregular", str(war)]) == 2
    err = capsys.readouterr().err
    assert "w.json: /pairs/0/mastr:" in err and "Traceback" not in err
    war.write_text("{", encoding="utf-8")
    assert main(["war", "check", str(war)]) == 2
    assert re.search(r"w\.json: invalid JSON at line 1", capsys.readouterr().err)
