"""qtmodeltester on every item model, and the filters a user sees."""
from __future__ import annotations

from PySide6.QtCore import Qt

from builder.cli.main import new_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack
from forms.session.models import AFFORDABLE_ROLE, ALLOWED_ROLE, ID_ROLE, FindingsModel
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
    assert model.data(model.index(0, 3)) == "L748"  # the seed line; a click shows its text (forms.widgets.ruletext_view)


def _announced(model, change) -> set[tuple[int, int]]:
    """The cells ``change()`` announces through ``dataChanged`` (row, column)."""
    cells: set[tuple[int, int]] = set()

    def seen(top_left, bottom_right, roles=()):
        cells.update((r, c) for r in range(top_left.row(), bottom_right.row() + 1)
                     for c in range(top_left.column(), bottom_right.column() + 1))
    model.dataChanged.connect(seen)
    change()
    model.dataChanged.disconnect(seen)
    return cells


def _states(model) -> list[tuple]:
    """Everything a view or the filter reads from each skill row."""
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, ALLOWED_ROLE, AFFORDABLE_ROLE)
    return [tuple(model.data(model.index(r, c), role) for c in range(model.COLUMNS) for role in roles)
            + (model.flags(model.index(r, 0)),) for r in range(model.rowCount())]


def test_skill_model_announces_only_the_rows_that_change():
    """A stat edit moves the FP left: only the skills whose "affordable" flips are announced
    (not all 147 rows), and every row that changes is. The same for a change of kind (servant
    ↔ master: the rows of kind-only skills) and of language (every row)."""
    model = SkillListModel(PACK)
    model.set_context("servant", 3, "ja")
    for kind, fp, lang in (("servant", 5, "ja"), ("servant", 2, "ja"), ("master", 2, "ja"),
                           ("master", 2, "en"), ("servant", 30, "en")):
        before = _states(model)
        cells = _announced(model, lambda: model.set_context(kind, fp, lang))
        after = _states(model)
        changed = {r for r in range(model.rowCount()) if before[r] != after[r]}
        assert changed, (kind, fp, lang)  # each step changes something a user sees
        assert {r for r, _ in cells} == changed, (kind, fp, lang)
        assert all({(r, c) for c in range(model.COLUMNS)} <= cells for r in changed)
        if (kind, fp) == ("servant", 5):  # 3 → 5 FP: only the skills priced 4 or 5 FP/Lv
            assert changed == {r for r, cost in enumerate(model._costs) if cost in (4, 5)}
    assert _announced(model, lambda: model.set_context("servant", 30, "en")) == set()


def test_findings_model_announces_only_the_cells_that_change(qtmodeltester):
    """The FP left moves with almost every edit: the 「FPが余っています」 message changes and only
    that cell is announced (so the header re-measures no column); a finding replaced by another
    announces its whole row; a different number of findings resets the model."""
    model = FindingsModel()
    build = new_build(PACK, "saber")
    first = evaluate(PACK, build).findings
    model.set_findings(first, "ja")
    data = build.model_dump()
    data["stats"]["agility"]["level"] = "A"
    second = evaluate(PACK, type(build).model_validate(data)).findings
    assert len(second) == len(first)
    changed = [i for i, (a, b) in enumerate(zip(first, second)) if a != b]
    assert [first[i].code for i in changed] == ["fp.unspent"]
    assert _announced(model, lambda: model.set_findings(second, "ja")) == {(changed[0], 1)}
    assert model.data(model.index(changed[0], 1)) != ""
    swapped = [second[1], second[0], *second[2:]]
    assert _announced(model, lambda: model.set_findings(swapped, "ja")) == {(r, c) for r in (0, 1) for c in range(4)}
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    model.set_findings(second[:-1], "ja")
    assert resets and model.rowCount() == len(second) - 1
    qtmodeltester.check(model)
