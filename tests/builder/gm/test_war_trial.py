"""What a new GM ran into, trying the war from the README (issue 15, second pass)."""
from __future__ import annotations

from builder.cli.main import main
from builder.core.documents import load_build
from builder.gm.war.model import load_war
from tests.builder.gm.test_war_fill import war  # noqa: F401 - the fixture: pair 1 a PC, six empty NPC slots


def test_fill_gives_every_member_of_a_war_its_own_name(war):  # noqa: F811
    # With seed 1 the forge's seeds for pair 3's and pair 6's Masters (1 + 2·2 = 5 and 1 + 2·5 = 11)
    # both give 「有栖川 澪」 (found by trying seeds 0–39 on the forge alone): two on one board
    # confused the GM, so fill forges the second one again.
    assert main(["war", "fill", str(war), "--seed", "1"]) == 0
    doc = load_war(war)
    names = [load_build(war.parent / getattr(p, slot)).name for p in doc.pairs for slot in ("master", "servant")]
    assert len(names) == 14 and len(set(names)) == 14, names


def test_summon_after_fill_names_every_pair_without_a_method(war, capsys):  # noqa: F811
    # the forged Masters have no method: all six NPC pairs (2–7) are named at once, with the way out
    assert main(["war", "fill", str(war), "--seed", "2"]) == 0
    assert main(["war", "pair", str(war), "1", "--method", "catalyst"]) == 0
    capsys.readouterr()
    assert main(["war", "summon", str(war), "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "pair 2, 3, 4, 5, 6, 7: no summoning method" in err and "--method 2=catalyst" in err
    assert load_war(war).summoning is None  # nothing written
    methods = [f"{n}=solo" for n in range(2, 8)]
    assert main(["war", "summon", str(war), "--seed", "1", *[a for m in methods for a in ("--method", m)]]) == 0
    # L111–112: the six 単独召喚 pairs before the one 触媒召喚 pair (pair 1) whatever the dice
    assert load_war(war).summoning.order[-1] == 0
