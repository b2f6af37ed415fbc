"""qtmodeltester on every item model, and the filters a user sees."""
from __future__ import annotations

from PySide6.QtCore import Qt

from builder.cli import new_build
from builder.engine import evaluate
from builder.packs import load_pack
from forms.models import ALLOWED_ROLE, ID_ROLE, FindingsModel
from forms.systems.fate_roll_dice.models import EffectListModel, RankListModel, SkillFilterProxy, SkillListModel

PACK = load_pack("fate-roll-dice")


def test_skill_models(qtmodeltester):
    model = SkillListModel(PACK)
    model.set_context("master", 5, "ja")
    qtmodeltester.check(model)
    proxy = SkillFilterProxy()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)
    # 対魔力 is servant-only: disabled for a master, with the reason in the tooltip
    row = next(i for i, s in enumerate(model.skills) if s.id == "kijou_no_kuni" or s.id == "taimaryoku")
    index = model.index(row, 0)
    assert model.data(index, ALLOWED_ROLE) is True  # 対魔力 has a GM exception (L1138)
    blocked = next(i for i, s in enumerate(model.skills) if s.only and "master" not in s.only and not s.only_gm_exception)
    assert not (model.flags(model.index(blocked, 0)) & Qt.ItemIsEnabled)
    assert "専用" in model.data(model.index(blocked, 0), Qt.ToolTipRole)
    proxy.set_filter(text="カリスマ")
    assert [proxy.data(proxy.index(r, 0), ID_ROLE) for r in range(proxy.rowCount())][0] == "charisma"
    proxy.set_filter(text="", cost="minus")
    assert all(proxy.data(proxy.index(r, 0), Qt.UserRole + 3) < 0 for r in range(proxy.rowCount()))
    proxy.set_filter(cost=None, allowed_only=True, affordable_only=True)
    costs = [proxy.data(proxy.index(r, 0), Qt.UserRole + 3) for r in range(proxy.rowCount())]
    assert costs and all(c is None or c <= 5 for c in costs)


def test_rank_model(qtmodeltester, qtbot):
    model = RankListModel(PACK)
    model.set_context("servant", {"chimeido"}, 1, "ja")
    qtmodeltester.check(model)
    other = model.index(1, 0)
    assert not (model.flags(other) & Qt.ItemIsEnabled)  # the maximum is held
    assert "1個まで" in model.data(other, Qt.ToolTipRole)
    with qtbot.waitSignal(model.toggle_requested) as blocker:
        model.setData(model.index(0, 0), Qt.Unchecked, Qt.CheckStateRole)
    assert blocker.args == ["chimeido", False]


def test_effect_model(qtmodeltester):
    model = EffectListModel(PACK)
    model.set_context("mystic_code", "armor", "single", "anti_unit", "ja")
    qtmodeltester.check(model)
    row = next(i for i, e in enumerate(model.effects) if e.id == "hicchuu")  # NP only, weapon/mount/ability
    assert not (model.flags(model.index(row, 0)) & Qt.ItemIsEnabled)
    assert "宝具" in model.data(model.index(row, 0), Qt.ToolTipRole) or "礼装" in model.data(model.index(row, 0), Qt.ToolTipRole)


def test_findings_model(qtmodeltester):
    model = FindingsModel()
    sheet = evaluate(PACK, new_build(PACK, "saber"))
    model.set_findings(sheet.findings, "ja")
    qtmodeltester.check(model)
    assert model.rowCount() == len(sheet.findings) == 4
    assert model.data(model.index(0, 3)) == "fate-roll-dice L748"
