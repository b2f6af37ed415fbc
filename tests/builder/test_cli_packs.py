"""Pack problems as a GM meets them on the command line (issue 9, items 3 and 5)."""
from __future__ import annotations

import json
from pathlib import Path

from builder.cli import main
from builder.packs import user_pack_dir

SABER = str(Path(__file__).resolve().parents[2] / "examples" / "saber.json")


def test_a_broken_user_pack_is_named_once_and_the_check_still_runs(capsys):
    folder = user_pack_dir() / "fate-roll-dice"
    folder.mkdir(parents=True)
    bad = folder / "house.json"
    bad.write_text(json.dumps({"rules": {"derived": [{"id": "hp", "expr": "1/0"}]}}), encoding="utf-8")
    assert main(["check", SABER, "--json"]) == 0  # examples/saber.json is legal
    captured = capsys.readouterr()
    assert json.loads(captured.out)[0]["pools"]["fp"]["total"] > 0
    warnings = [line for line in captured.err.splitlines() if str(bad) in line]
    assert len(warnings) == 1 and "/rules/derived/0/expr" in warnings[0] and "division by zero" in warnings[0]
    assert main(["--safe-mode", "check", SABER]) == 0
    assert str(bad) not in capsys.readouterr().err  # safe mode does not even read it


def test_a_broken_campaign_file_stops_with_its_own_place_first(capsys, tmp_path):
    campaign = tmp_path / "camp.json"
    campaign.write_text('{"settings": {"no_such_reading": 1}}', encoding="utf-8")
    assert main(["check", SABER, "--campaign", str(campaign)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"grail-builder: {campaign}: /settings/no_such_reading: ")
    assert err.endswith(f"(checking {SABER})")
