"""The 英雄点 plug-in (registered as ``eiyuten`` under ``grail_builder.systems``)."""
from __future__ import annotations

from builder.kit.build import DataBuild
from builder.kit.public import DataPublicRule
from builder.kit.plugin import data_plugin


class EiyutenBuild(DataBuild):
    """A 英雄点 character: kind (マスター or サーヴァント, L7–10); ``stats`` holds the five 能力値
    as rank values (E 1 … EX 12, L38–53; the value, not the points, so nothing is lost to
    the 2-point steps of L35–36) and the three 探索技能 (1 探索点 a point, L138); ``options``
    the 必須属性 (L61–69), 強化属性 (L73–86), 戦型 (L95), a GM-entered class and master
    skills; ``lists.skills`` the スキル/宝具 with their type (L177–184) and source (skill, np,
    class); ``partner`` names the other character of the 陣営 (FP回復系 per 陣営, L182)."""


#: what other players may see (builder.core.secrets): a Master who meets a Servant sees only its stat
#: ranks; its skills and 宝具 need the 真名看破判定 (001_0ca4af6a39bfc837.txt L19); the 必須属性
#: (性別, アライメント, 天/地/人/星, L61–67) and 強化属性 (L71–86) are on the status sheet others
#: see (L87). HP and FP are not named, so they stay hidden. The class names the piece.
PUBLIC = DataPublicRule(
    rule="001_0ca4af6a39bfc837.txt L19, L87", named_kinds=("master",), class_options=("class",),
    options=("gender", "alignment_order", "alignment_temper", "alignment_mad", "heaven_earth", "enhancement",
             "class"),
    groups=("main",))

PLUGIN = data_plugin(__package__, "eiyuten", default_type="servant", build_model=EiyutenBuild,
                     extra={"public": PUBLIC})
