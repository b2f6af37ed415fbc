"""The registry reads the installed entry points itself (start-up: importing
importlib.metadata costs the window about 40 ms); what it finds must be what
importlib.metadata finds."""
from __future__ import annotations

from importlib.metadata import distributions

from builder.core import registry


def test_the_same_entry_points_as_importlib_metadata():
    seen, expected = set(), set()
    for dist in distributions():  # first distribution of a name on sys.path wins, as in entry_points()
        name = dist.metadata["Name"].lower().replace("_", "-").replace(".", "-")
        if name in seen:
            continue
        seen.add(name)
        expected |= {(ep.group, ep.name, ep.value) for ep in dist.entry_points}
    found = {(ep.group, ep.name, ep.value) for ep in registry._installed_entry_points()}
    assert found == expected
    assert registry.entry_points_in(registry.GROUP)["fate-roll-dice"].load() is registry.plugin_for("fate-roll-dice")


def test_entry_points_file_format():
    text = """# a comment
[grail_builder.systems]
demo = some.module:PLUGIN
; another comment
spaced   =   other.module : Thing.attr [extra]

[console_scripts]
tool = pkg.cli:main
"""
    entries = registry._parse_entry_points(text)
    assert [(e.group, e.name, e.value) for e in entries] == [
        ("grail_builder.systems", "demo", "some.module:PLUGIN"),
        ("grail_builder.systems", "spaced", "other.module : Thing.attr [extra]"),
        ("console_scripts", "tool", "pkg.cli:main")]
    loaded = registry.InstalledEntry("x", "builder.core.registry : SystemPlugin.__name__ [extra]", "g").load()
    assert loaded == "SystemPlugin"
