"""A data pack's load works out each formula scope's names once and lays the derived values on in
turn (builder.kit.system._scopes); each scope must be exactly what names_of gives for it: the
same names, values and order (a "did you mean" reads them in order)."""
import pytest

from builder.core.packs import load_pack
from builder.core.registry import systems
from builder.kit.system import _scopes, names_of

DATA_SYSTEMS = [s for s in systems() if hasattr(load_pack(s, user_layer=False).index, "scales")]


def test_the_data_systems_are_found():
    assert len(DATA_SYSTEMS) >= 4


@pytest.mark.parametrize("system", DATA_SYSTEMS)
def test_every_scope_is_what_names_of_gives(system):
    pack = load_pack(system, user_layer=False)
    content, settings, scales = pack.index.content, pack.index.settings, pack.index.scales
    scopes = _scopes(content, settings, scales)
    expected = {
        "bonus": names_of(content, settings, scales, pools=False, derived_upto=0, tables=False),
        "stats": names_of(content, settings, scales, pools=False, derived_upto=0),
        "all": names_of(content, settings, scales),
        **{f"derived:{i}": names_of(content, settings, scales, derived_upto=i)
           for i in range(len(content.derived))},
    }
    assert len(content.derived) >= 2  # the derived values are laid on in turn
    assert scopes.keys() == expected.keys()
    for name, ranges in expected.items():
        assert list(scopes[name].items()) == list(ranges.items()), name
