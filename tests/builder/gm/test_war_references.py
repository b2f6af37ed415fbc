"""Issue 29 item 10: a war file whose summoning names a pair it does not have, or whose system
this app does not know, is one clear message naming the file and the place (exit 2), in
war check, war export, war fill, war summon and the war board, never an internal error."""
from __future__ import annotations

import json

import pytest

from builder.cli.main import main
from builder.gm.war.model import new_war, save_war

SYSTEM = "fate-roll-dice"


def _war(tmp_path, **changes) -> tuple:
    path = tmp_path / "w.json"
    save_war(new_war(SYSTEM), path)  # seven pairs (L58)
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(changes)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path, path.read_bytes()


BAD = {
    "order": ({"summoning": {"order": [9, 0]}}, "/summoning/order/0"),
    "roll": ({"summoning": {"rolls": [{"pair": 7, "method": "solo"}]}}, "/summoning/rolls/0/pair"),
    "contest": ({"summoning": {"contests": [{"pairs": [0, 12]}]}}, "/summoning/contests/0/pairs/1"),
    "system": ({"system": "no-such-system"}, "/system"),
    "unrolled": ({"summoning": {"order": [0, 1], "rolls": [{"pair": 0, "method": "solo"}]}}, "/summoning/order/1"),
}


@pytest.mark.parametrize("case", sorted(BAD))
@pytest.mark.parametrize("command", [["check"], ["export", "--pdf", "OUT"], ["fill", "--seed", "1"],
                                     ["summon", "--seed", "1"]])
def test_a_bad_reference_is_one_message(tmp_path, capsys, case, command):
    changes, where = BAD[case]
    path, before = _war(tmp_path, **changes)
    argv = ["war", command[0], str(path), *[str(tmp_path / "o.pdf") if a == "OUT" else a for a in command[1:]]]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{path}: {where}:" in err and "internal error" not in err and "Traceback" not in err
    assert path.read_bytes() == before and not (tmp_path / "o.pdf").exists()


@pytest.mark.parametrize("case", sorted(BAD))
def test_the_war_board_says_so_and_stays(qtbot, tmp_path, case):
    from forms.app.main import create_window
    window = create_window([])
    errors = []
    window.show_error = lambda title, text: errors.append((title, text))
    qtbot.addWidget(window)
    changes, where = BAD[case]
    path, _ = _war(tmp_path, **changes)
    assert window.open_war(str(path)) is None
    assert errors and errors[0][0] == "聖杯戦争を開けません" and where in errors[0][1]
    assert window.session is not None
