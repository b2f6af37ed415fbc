"""A data system's list rows say where the build holds them (issue 25 item 1: the window's list
page selects and edits an entry by its row's ``path``), and a public view's rows count no hidden
entry (shared/DESIGN.md: nothing unrevealed in what other players see).

examples/chuseihai/saber.json holds two own スキル (征夷の将, 毘沙門天の加護) and one 宝具 the
player marked secret (騒速・三明剣: it gives the true name away)."""
from __future__ import annotations

from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack
from builder.core.secrets import public_view
from builder.core.sections import find

from tests.conftest import EXAMPLES


def test_own_entries_carry_their_path_and_a_public_view_renumbers_them():
    pack = load_pack("chuseihai", user_layer=False)
    build = load_build(EXAMPLES / "chuseihai" / "saber.json")
    sheet = evaluate(pack, build)
    own = {r.name: r.path for r in find(sheet.sections, "list:skills").rows if r.path.startswith("/lists/")}
    assert own == {"征夷の将": "/lists/skills/0", "毘沙門天の加護": "/lists/skills/1"}
    assert [r.path for r in find(sheet.sections, "list:noble_phantasms").rows] == ["/lists/noble_phantasms/0"]

    # only the second skill used in play (revealed): in the public view it is the first entry
    skills = build.lists["skills"]
    shown = build.model_copy(update={"lists": {**build.lists, "skills": [skills[0], skills[1].model_copy(
        update={"revealed": True})]}})
    public_build, public_sheet = public_view(pack, shown, evaluate(pack, shown))
    rows = find(public_sheet.sections, "list:skills").rows
    own = [(r.name, r.path) for r in rows if r.path.startswith("/lists/")]
    assert own == [("毘沙門天の加護", "/lists/skills/0")]
    assert public_build.lists["skills"][0].name == "毘沙門天の加護"
    assert find(public_sheet.sections, "list:noble_phantasms") is None  # the secret 宝具 is not shown
