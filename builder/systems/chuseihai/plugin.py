"""The 中聖杯 plug-in (registered as ``chuseihai`` under ``grail_builder.systems``)."""
from __future__ import annotations

from ...databuild import DataBuild
from ...dataplugin import data_plugin


class ChuseihaiBuild(DataBuild):
    """A 中聖杯 character: kind (サーヴァント or それ以外, L261, L268), level and the six
    stats in ``stats`` (``Lv``, ``STR`` … ``NP``), class, アーチャー's +15 and キャスター's
    skill in ``options``, skills and 宝具 in ``lists``; ``partner`` names the Master whose
    【魔】 sets 貯蔵魔力 (L170)."""


PLUGIN = data_plugin(__file__, "chuseihai", default_type="servant", build_model=ChuseihaiBuild)
