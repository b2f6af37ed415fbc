"""The 千夜月姫+ plug-in (registered as ``senya-tsukihime-plus`` under ``grail_builder.systems``)."""
from __future__ import annotations

from ...databuild import DataBuild
from ...dataplugin import data_plugin


class SenyaBuild(DataBuild):
    """A 千夜月姫+ character: kind (PC, マスター, サーヴァント, 背反者; L114, L2070, L2128, L838);
    ``stats`` holds each of the 15 classes' level chosen at creation (``ken`` …, 0–3, L359–379),
    the levels gained by growth (``ken_g`` …, L1265) and the 経験点 spent on it (``exp``,
    L1231); ``options`` the スタイル (L355), the 追加の1点 (L402), the サーヴァントクラス
    (L2138) and the コミュニティ (L608); ``lists`` the 特技, インフィニティ・ブレイク registrations,
    アイテム, 未使用感情 and 背反律; ``partner`` names the Master or Servant of the pair (L2060)."""


PLUGIN = data_plugin(__file__, "senya-tsukihime-plus", default_type="pc", build_model=SenyaBuild)
