"""Systems' window plug-ins (issue 10, DESIGN.md: "a new system touches no core file").

The window's pages are chosen by the pack's steps: a system whose package registers a
``grail_builder.forms`` plug-in (forms/systems/__init__.py) gets its own pages, any other the
generic page kinds; having a plug-in is the switch, not the kind of pack.
"""
from __future__ import annotations

import subprocess
import sys
from importlib.metadata import EntryPoint

import pytest

from builder.cli.main import new_build
from builder.core.packs import load_pack
from forms.pages import PlaceholderPage, page_class, page_key, path_page
from forms.session.state import CharacterSession
from forms.systems import GROUP, SystemUI, ui_for
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def fate():
    return load_pack("fate-roll-dice", user_layer=False)


@pytest.fixture
def no_plug_ins(monkeypatch):
    """As if no installed package registered a window plug-in."""
    import builder.core.registry as registry
    monkeypatch.setattr(registry, "entry_points_in", lambda group: {})
    ui_for.cache_clear()
    yield
    ui_for.cache_clear()


def test_fate_roll_dice_registers_its_own_pages(fate):
    ui = ui_for("fate-roll-dice")
    assert isinstance(ui, SystemUI) and ui.id == "fate-roll-dice"
    # the pack names eight steps (タイプ … シート); each is one of the plug-in's pages
    steps = [step.page for step in fate.content.steps]
    assert steps == ["type", "ranks", "alignment", "stats", "skills", "equipment", "profile", "sheet"]
    for step in fate.content.steps:
        cls = page_class(fate, step)
        assert cls is not PlaceholderPage and cls.__module__.startswith("forms.systems.fate_roll_dice.")
        assert page_key(fate, step) == step.page  # its findings and tests name pages by page id


def test_a_finding_goes_to_the_fate_page_that_edits_it(fate):
    assert path_page(fate, "/noble_phantasms/0/rank") == "equipment"
    assert path_page(fate, "/ranks/3") == "ranks"
    assert path_page(fate, "/approvals/0") == "sheet"
    assert path_page(fate, "/no_such_field") == "stats"  # the "" entry: the budget's page


def test_the_entry_point_is_declared_in_pyproject():
    import tomllib
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["entry-points"][GROUP] == {"fate-roll-dice": "forms.systems.fate_roll_dice:UI"}


def test_without_a_plug_in_fate_gets_placeholders_not_a_crash(qtbot, fate, no_plug_ins):
    assert ui_for("fate-roll-dice") is None
    step = fate.content.steps[0]
    assert page_class(fate, step) is PlaceholderPage  # no generic page can read a Fate pack
    assert page_key(fate, step) == step.id and path_page(fate, "/stats/agility") is None
    session = CharacterSession(fate, new_build(fate, "saber"))
    stats = session.build.model_dump()["stats"]
    stats["agility"]["level"] = "A"
    assert session.apply("敏捷 B→A", session.build.model_validate({**session.build.model_dump(), "stats": stats}),
                         show_cost=True)
    assert session.undo_stack.text(0) == "敏捷 B→A"  # the FP count is the plug-in's, so none


def test_a_data_system_has_no_plug_in_and_gets_generic_pages():
    pack = load_pack("chuseihai", user_layer=False)
    assert ui_for("chuseihai") is None
    for step in pack.content.steps:
        assert page_class(pack, step).__module__.startswith("forms.pages.generic.")
        assert page_key(pack, step) == step.id


def test_a_broken_or_foreign_plug_in_is_no_plug_in(monkeypatch):
    import builder.core.registry as registry
    entries = {"broken": EntryPoint("broken", "no_such_module_anywhere:UI", GROUP),
               "liar": EntryPoint("liar", "forms.systems.fate_roll_dice:UI", GROUP)}  # its id is another's
    monkeypatch.setattr(registry, "entry_points_in", lambda group: entries if group == GROUP else {})
    ui_for.cache_clear()
    try:
        assert ui_for("broken") is None and ui_for("liar") is None
    finally:
        ui_for.cache_clear()


def test_looking_up_the_plug_in_imports_no_page():
    """Start-up pays for the first page shown only: the plug-in object names its pages."""
    code = ("import sys; from forms.session.systemui import ui_for; ui = ui_for('fate-roll-dice'); assert ui;"
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'builder.systems.fate_roll_dice', 'forms.systems.'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""}).stdout
    assert out.strip() == "['forms.systems.fate_roll_dice']"
