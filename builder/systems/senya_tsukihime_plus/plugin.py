"""The 千夜月姫+ plug-in (registered as ``senya-tsukihime-plus`` under ``grail_builder.systems``)."""
from __future__ import annotations

from builder.kit.build import DataBuild
from builder.kit.public import DataPublicRule
from builder.kit.plugin import data_plugin


class SenyaBuild(DataBuild):
    """A 千夜月姫+ character: kind (PC, マスター, サーヴァント, 背反者; L114, L2070, L2128, L838);
    ``stats`` holds each of the 15 classes' level chosen at creation (``ken`` …, 0–3, L359–379),
    the levels gained by growth (``ken_g`` …, L1265) and the 経験点 spent on it (``exp``,
    L1231); ``options`` the スタイル (L355), the 追加の1点 (L402), the サーヴァントクラス
    (L2138) and the コミュニティ (L608); ``lists`` the 特技, インフィニティ・ブレイク registrations,
    アイテム, 未使用感情 and 背反律; ``partner`` names the Master or Servant of the pair (L2060)."""


#: what other players may see (builder.core.secrets): the seed (003_4a32dc54997efc16.txt) has no rule
#: on it, so Fate/roll dice's is followed (000_8acb8ad758a0196c.txt L301): a Servant's サーヴァント
#: クラス, the キャラクターレベル, the 能力値 (【体力】… as bonuses), the 戦闘値 and 【生命力】
#: (Fate's stats and HP), 防御点 (from equipment, public there) and 令呪; the 15 classes'
#: levels, 特技, インフィニティ・ブレイク and items as they are revealed (they are its skills).
PUBLIC = DataPublicRule(
    rule="by analogy with 000_8acb8ad758a0196c.txt L301", named_kinds=("pc", "master", "haihansha"),
    class_options=("servant_class",), options=("servant_class",),
    derived=("CL", "tai_bonus", "chi_bonus", "ri_bonus", "ish_bonus", "hakuhei", "shageki", "seishin", "koudou",
             "seimei", "shuuchuu", "bougyo", "command_spells"))

PLUGIN = data_plugin(__package__, "senya-tsukihime-plus", default_type="pc", build_model=SenyaBuild,
                     extra={"public": PUBLIC})
