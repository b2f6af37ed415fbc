"""The Fate/Grail Tactics plug-in (registered as ``grail-tactics`` under ``grail_builder.systems``)."""
from __future__ import annotations

from builder.kit.build import DataBuild
from builder.kit.public import DataPublicRule
from builder.kit.plugin import data_plugin


class GrailTacticsBuild(DataBuild):
    """A Fate/Grail Tactics unit: kind (サーヴァント or マスター, L9); ``stats`` holds the set-up
    rolls as typed at the table (コイン投げ and 生命ロール for max ヘルス, L81/L102; 素早さロール,
    L83/L104; 運ロール, L94/L105; the 高ランク/低ランク coin, L107); ``options`` the class (L84–99)
    and the GM-entered unit page (the seed has none, L137); ``lists.commands`` the 令呪 orders
    noted (L243–267); ``partner`` names the other unit of the team (a high-rank Master raises its
    Servant's STN, L110)."""


#: a side (陣営表, :mod:`builder.gm.side`): seven pairs by the rule (L9: 七人と七人), and the
#: figures its table shows by default
SIDE = {"pairs": (7, "004_52394247ffe7dd97.txt L9"),
        "columns": ["class", "max_health", "max_agility", "max_luck", "mov", "stn", "command_spells"]}

#: what other players may see (builder.core.secrets): the seed (004_52394247ffe7dd97.txt) has no rule
#: on it, so Fate/roll dice's is followed (000_8acb8ad758a0196c.txt L301): the class, the set-up
#: rolls and the unit's figures (ヘルス, アジリティ, ラック, MOV, 範囲, 攻撃対象, ベースアタック, STN,
#: 令呪: Fate's stats and HP/MP); the 宝具's uses and rounds, the unit page (it names who it is)
#: and the 令呪命令 / ラックチェック notes as they are revealed.
PUBLIC = DataPublicRule(
    rule="by analogy with 000_8acb8ad758a0196c.txt L301", named_kinds=("master",), class_options=("class",),
    options=("class",), groups=("rolls",),
    derived=("max_health", "max_agility", "max_luck", "mov", "range", "targets", "ba_str", "ba_mag", "stn",
             "command_spells"))

PLUGIN = data_plugin(__package__, "grail-tactics", default_type="servant", build_model=GrailTacticsBuild,
                     extra={"side": SIDE, "public": PUBLIC})
