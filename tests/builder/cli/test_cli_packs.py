"""Pack problems as a GM meets them on the command line (issue 9, items 3 and 5)."""
from __future__ import annotations

import json
from pathlib import Path

from builder.cli.main import main
from builder.core.packs import user_pack_dir

SABER = str(Path(__file__).resolve().parents[3] / "examples" / "saber.json")


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


def test_a_system_id_is_never_a_path():
    import pytest

    from builder.core.packs import PackError, load_pack
    for system in ("../rulepacks/fate-roll-dice", "fate-roll-dice/.", "/etc"):
        with pytest.raises(PackError, match="unknown system"):
            load_pack(system)


def test_a_formula_that_gives_a_fraction_or_a_truth_value_is_a_finding(capsys, tmp_path):
    """HP is a whole number (L871); a campaign's HP formula of 2**0.5 used to print HP 1."""
    for expr in ("2**0.5", "luck > 2"):
        campaign = tmp_path / "camp.json"
        campaign.write_text(json.dumps({"rules": {"derived": [{"id": "hp", "name": "HP", "expr": expr, "line": 871}]}}),
                            encoding="utf-8")
        assert main(["check", SABER, "--json", "--campaign", str(campaign)]) == 1
        (result,) = json.loads(capsys.readouterr().out)
        failed = [f for f in result["findings"] if f["code"] == "pack.formula_failed"]
        assert failed and failed[0]["severity"] == "error" and "not a whole number" in failed[0]["message"]
