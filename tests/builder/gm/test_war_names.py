"""A forged war's NPCs are named as a person would name a cast (issue 28 item 6): no family or
given name (no Servant epithet) twice in one war unless ``--allow-repeat-names``; the same seed
gives the same names.

The systems whose forge makes a war's members without GM data: Fate/roll dice, 英雄点 and 中聖杯
(千夜月姫+ and Grail Tactics wait for the GM's class tables and unit pages before the forge can
make anyone: tests/builder/gm/test_war_systems.py).
"""
from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from builder.cli.main import main
from builder.core.documents import load_build
from builder.core import forgenames as names
from builder.systems.fate_roll_dice.forge.pick import MASTER_FAMILY, MASTER_GIVEN
from builder.gm.war.model import load_war


def forged_names(folder: Path, system: str, seed: int, *extra: str) -> list[str]:
    war = folder / "w.json"
    assert main(["war", "new", str(war), "--system", system]) == 0
    assert main(["war", "fill", str(war), "--seed", str(seed), *extra]) == 0
    doc = load_war(war)
    return [load_build(folder / getattr(p, slot)).name for p in doc.pairs for slot in ("master", "servant")]


@pytest.mark.parametrize("system", ["fate-roll-dice", "eiyuten", "chuseihai"])
def test_no_family_or_given_name_repeats_within_a_war(system, tmp_path):
    (tmp_path / "a").mkdir()
    found = forged_names(tmp_path / "a", system, 5)
    assert len(found) >= 10  # every pair's Master and Servant
    masters = [n for n in found if " " in n]
    parts = Counter(p for n in found for p in names.parts(n))
    assert len(masters) == len(found) // 2
    assert [p for p, k in parts.items() if k > 1] == [], found
    # the same war and seed in another folder: the same names
    (tmp_path / "b").mkdir()
    assert forged_names(tmp_path / "b", system, 5) == found


def test_a_name_part_already_taken_is_never_drawn_again():
    # every family but 氷室 and every given name but 雫 taken: the only name left is 氷室 雫,
    # whatever the dice (20 seeds tried)
    taken = (set(MASTER_FAMILY) - {"氷室"}) | (set(MASTER_GIVEN) - {"雫"})
    assert {names.master_name(random.Random(s), taken) for s in range(20)} == {"氷室 雫"}
    # a Servant's epithet the same way; a full-width space splits a player's name (七夜 灯真)
    assert names.parts("白銀の剣士") == {"白銀の"} and names.parts("七夜\u3000灯真") == {"七夜", "灯真"}
    assert names.servant_name(random.Random(1), "槍兵", set(names.SERVANT_NAMES) - {"嵐の"}) == "嵐の槍兵"
    # all taken (a war larger than the lists): still a name, drawn from the whole list
    assert names.master_name(random.Random(1), set(MASTER_FAMILY) | set(MASTER_GIVEN)).split(" ")[0] in MASTER_FAMILY


def test_repeats_are_allowed_when_asked(tmp_path):
    # --allow-repeat-names gives back the forge's free draw: 7 Masters (L58) from 10 families and
    # 10 given names, drawn freely, repeat with this seed (the same war as above, where none does)
    found = forged_names(tmp_path, "fate-roll-dice", 5, "--allow-repeat-names")
    assert len(found) == 14 and all(found)
    assert max(Counter(p for n in found for p in names.parts(n)).values()) > 1
