"""The 中聖杯 plug-in (registered as ``chuseihai`` under ``grail_builder.systems``)."""
from __future__ import annotations

from builder.kit.build import DataBuild
from builder.kit.public import DataPublicRule
from builder.kit.plugin import data_plugin


class ChuseihaiBuild(DataBuild):
    """A 中聖杯 character: kind (サーヴァント or それ以外, L261, L268), level and the six
    stats in ``stats`` (``Lv``, ``STR`` … ``NP``), class, アーチャー's +15 and キャスター's
    skill in ``options``, skills and 宝具 in ``lists``; ``partner`` names the Master whose
    【魔】 sets 貯蔵魔力 (L170)."""


#: what other players may see (builder.core.secrets): the seed (002_cb7697588777ea44.txt) has no rule
#: on it, so Fate/roll dice's is followed (000_8acb8ad758a0196c.txt L301): the class, the level,
#: the stats except 【宝】, and the pools of play (令呪, 貯蔵魔力 as Fate's MP); skills and 宝具
#: as they are revealed. The class names a Servant's piece.
PUBLIC = DataPublicRule(
    rule="by analogy with 000_8acb8ad758a0196c.txt L301", named_kinds=("other",), class_options=("class",),
    options=("class",), groups=("level", "main"), hidden_stats=("NP",), derived=("command_spells", "mana_max"))

PLUGIN = data_plugin(__package__, "chuseihai", default_type="servant", build_model=ChuseihaiBuild,
                     extra={"public": PUBLIC})
