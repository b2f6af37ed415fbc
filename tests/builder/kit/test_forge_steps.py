"""The data systems' forge (builder/kit/forge.py) steps through the window's named edit SetStat
(issue 25 item 7, shared/DESIGN.md "The forge builds through the same named edits")."""
from __future__ import annotations

from builder.core.documents import new_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack


def test_the_data_forge_steps_through_the_windows_set_stat(monkeypatch):
    """The data systems' forge (builder/kit/forge.py) raises a stat only by the window's SetStat:
    a stat that edit refuses stays where the character starts, and the forge spends its
    pools on the others (each step asked of the engine)."""
    from builder.kit import forge as kit_forge
    from builder.kit.edits import EditRefused, SetStat
    pack = load_pack("eiyuten")
    kind = pack.index.content.kinds[0].id
    free = kit_forge.forge_data(pack, type=kind, level=None, cls=None, seed=5, keep=None, npc=True)
    start = new_build(pack, kind)
    raised = next(sid for sid, v in free.stats.items() if v != start.stats.get(sid))
    tried = []

    class Refusing(SetStat):
        def apply(self, pack, build):
            tried.append(self.stat)
            if self.stat == raised:
                raise EditRefused("off_scale", f"/stats/{raised}", name=raised, value=self.value, scale="", allowed="")
            return super().apply(pack, build)
    monkeypatch.setattr(kit_forge, "SetStat", Refusing)
    forged = kit_forge.forge_data(pack, type=kind, level=None, cls=None, seed=5, keep=None, npc=True)
    assert raised in tried
    assert forged.stats.get(raised, start.stats.get(raised)) == start.stats.get(raised)
    assert all(p.remaining == 0 for p in evaluate(pack, forged).pools.values())
