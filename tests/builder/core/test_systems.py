"""Every registered system: its manifest's counts (what the seed has, checked against the seed
by each system's own count test) are what its pack holds, and the core can do everything with
it without knowing it: a new character, a check, the ledger, each export."""
from __future__ import annotations

import json

import pytest

from builder.cli.main import main
from builder.core.packs import load_pack
from builder.core.registry import plugin_for, systems

SYSTEMS = systems()


def test_the_three_seed_systems_are_registered():
    assert {"fate-roll-dice", "chuseihai", "eiyuten"} <= set(SYSTEMS)


@pytest.mark.parametrize("system", SYSTEMS)
def test_manifest_counts_are_what_the_pack_holds(system):
    pack = load_pack(system, user_layer=False)
    counts = plugin_for(system).counts(pack)
    assert pack.manifest.counts, f"{system}: the manifest states no counts"
    for key, expected in pack.manifest.counts.items():
        assert counts[key] == expected, (system, key)


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_new_character_goes_through_every_command(system, tmp_path, capsys):
    path = tmp_path / "new.json"
    assert main(["new", system, "-o", str(path)]) == 0
    assert json.loads(path.read_text(encoding="utf-8"))["type"] == plugin_for(system).default_type
    capsys.readouterr()
    assert main(["check", str(path), "--json"]) in (0, 1)
    (result,) = json.loads(capsys.readouterr().out)
    assert result["system"] == system and "pools" in result  # Grail Tactics has no budget (seed 004)
    assert main(["explain", str(path)]) == 0
    for flag, out in (("--text", "x.txt"), ("--pdf", "x.pdf"), ("--ccfolia", "x.json")):
        assert main(["export", str(path), flag, str(tmp_path / out)]) == 0, flag
        assert (tmp_path / out).stat().st_size > 0
