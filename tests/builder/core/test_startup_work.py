"""Start-up without needless work (issue 13): builder.core.gcfreeze.loading (the collector is off
inside, what was made is frozen after, the collector's state is given back), and pydantic told
when no pydantic plug-in is installed (builder.cli.main._no_pydantic_plugin_scan)."""
from __future__ import annotations

import gc
import os
import sys

import pytest

from builder.cli import main as cli
from builder.core import registry
from builder.core.gcfreeze import loading
from tests.conftest import EXAMPLES


def test_off_inside_frozen_after_and_on_again():
    assert gc.isenabled()
    before = gc.get_freeze_count()
    with loading():
        assert not gc.isenabled()
        made = [[i] for i in range(1000)]  # tracked containers, as imports make
        with loading():  # nested: still off after the inner one
            pass
        assert not gc.isenabled()
    assert gc.isenabled()
    assert gc.get_freeze_count() >= before + len(made)


def test_a_collector_that_was_off_stays_off():
    gc.disable()
    try:
        with loading():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_on_again_after_an_exception():
    try:
        with loading():
            raise ImportError("a plug-in that fails to import")
    except ImportError:
        pass
    assert gc.isenabled()


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
