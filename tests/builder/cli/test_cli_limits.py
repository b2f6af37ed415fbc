"""Issue 29 item 12: a command-line value longer than the file model allows is a usage error
naming the flag (exit 2, argparse's usage line), checked by the same limits as the file model
(builder.cli.parser.model_text), never a ValidationError; the file is unchanged."""
from __future__ import annotations

import pytest

from builder.cli.main import main
from builder.gm.war.model import new_war, save_war

# the file model's limits: WarPair.player/label/class_slot and WarDoc.name are Text (200
# characters), IrregularEntry.note is LongText (4,000), SideDoc.name and SidePair.label 200
CASES = [
    (["war", "pair", "WAR", "1", "--player"], 200),
    (["war", "pair", "WAR", "1", "--label"], 200),
    (["war", "pair", "WAR", "1", "--class"], 200),
    (["war", "irregular", "WAR", "--result", "5", "--note"], 4000),
    (["war", "new", "--system", "fate-roll-dice", "NEW", "--name"], 200),
    (["side", "new", "NEW", "--system", "grail-tactics", "--name"], 200),
    (["new", "fate-roll-dice", "-o", "NEW", "--name"], 200),
]


@pytest.mark.parametrize("argv,limit", CASES, ids=[" ".join(a[:2]) + " " + a[-1] for a, _ in CASES])
def test_over_long_values_are_usage_errors(tmp_path, capsys, argv, limit):
    war = tmp_path / "w.json"
    save_war(new_war("fate-roll-dice"), war)
    before = war.read_bytes()
    args = [str(war) if a == "WAR" else str(tmp_path / "new.json") if a == "NEW" else a for a in argv]
    with pytest.raises(SystemExit) as stop:
        main([*args, "x" * (limit + 1)])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {argv[-1]}: at most {limit:,} characters ({limit + 1:,} given)" in err and "usage:" in err
    assert war.read_bytes() == before and not (tmp_path / "new.json").exists()
    assert main([*args, "x" * limit]) in (0, 1)  # at the limit: accepted
