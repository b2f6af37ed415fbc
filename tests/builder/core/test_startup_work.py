"""Start-up without needless work (issue 13): pydantic told when no pydantic plug-in is installed
(builder.cli.main._no_pydantic_plugin_scan). (Issue 13's gc.freeze at start-up went with issue 25
item 9: no one felt it, bench/results.md.)"""
from __future__ import annotations

import os
import sys

import pytest

from builder.cli import main as cli
from builder.core import registry
from tests.conftest import EXAMPLES


@pytest.fixture
def no_switch(monkeypatch):
    monkeypatch.delenv("PYDANTIC_DISABLE_PLUGINS", raising=False)
    return monkeypatch


def test_check_tells_pydantic_there_is_no_plugin(no_switch, capsys):
    assert not registry.entry_points_in("pydantic")  # (this environment has none)
    assert cli.main(["check", str(EXAMPLES / "saber.json")]) == 0
    assert os.environ["PYDANTIC_DISABLE_PLUGINS"] == "__all__"


def test_an_installed_pydantic_plugin_is_left_to_pydantic(no_switch):
    found = (*registry._installed_entry_points(), registry.InstalledEntry("logfire", "logfire:plugin", "pydantic"))
    no_switch.setattr(registry, "_installed_entry_points", lambda: found)
    cli._no_pydantic_plugin_scan()
    assert "PYDANTIC_DISABLE_PLUGINS" not in os.environ


def test_a_zip_on_the_path_is_left_to_pydantic(no_switch, tmp_path):
    archive = tmp_path / "plugins.zip"
    archive.write_bytes(b"PK\x05\x06" + bytes(18))  # an empty zip archive
    no_switch.setattr(sys, "path", [*sys.path, str(archive)])
    cli._no_pydantic_plugin_scan()
    assert "PYDANTIC_DISABLE_PLUGINS" not in os.environ


def test_a_users_own_setting_is_kept(no_switch):
    no_switch.setenv("PYDANTIC_DISABLE_PLUGINS", "logfire")
    cli._no_pydantic_plugin_scan()
    assert os.environ["PYDANTIC_DISABLE_PLUGINS"] == "logfire"
