"""Qt item models over Fate/roll dice's catalogues: skills, ranks, NP/礼装 effects.

Contract: models are read-only views of pack data plus the current session state pushed in by
``set_context``; they never change the build. Checking a rank emits ``toggle_requested`` and the
page decides (through the session). Entries a rule forbids are not ``ItemIsEnabled`` and carry
the reason in ``ToolTipRole``. Each model passes ``qtmodeltester`` (tests/forms/session/test_models.py).
Roles are the window's (:mod:`forms.session.models`).
"""
from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QSortFilterProxyModel, Qt, Signal

from builder.core.packs import RulePack

from forms.session.models import (AFFORDABLE_ROLE, ALLOWED_ROLE, CATEGORY_ROLE, COST_ROLE, ID_ROLE, NO_FLAGS, ROOT as _ROOT,
                       SEARCH_ROLE, SELECTABLE, row_runs, valid_root as _valid_root)
from forms.session.text import name_of, text_of
from .costs import first_level_cost
from .skill_info import category_name


class _CatalogueFlags:
    """Rows a rule forbids are shown disabled; ``forbidden_reason`` gives the tooltip."""

    def flags(self, index):
        if not index.isValid() or self.forbidden_reason(index.row()):
            return NO_FLAGS
        return SELECTABLE


class SkillListModel(_CatalogueFlags, QAbstractTableModel):
    """Every skill of the pack: name, category, FP per level (at E), max level."""

    COLUMNS = 4

    def __init__(self, pack: RulePack, parent=None):
        super().__init__(parent)
        self.pack = pack
        self.skills = list(pack.skills.values())
        self.kind = ""
        self.fp_remaining = 0
        self.lang = "ja"
        self._costs = [first_level_cost(pack, s.id) for s in self.skills]

    def set_context(self, kind: str, fp_remaining: int, lang: str) -> None:
        """Only the rows whose state changed are announced: an edit that moves the FP left
        changes "affordable" for the few skills priced between the old and the new figure, and a
        whole-table ``dataChanged`` made the filter re-test and the view repaint all 147 rows."""
        if (kind, fp_remaining, lang) == (self.kind, self.fp_remaining, self.lang):
            return
        if lang != self.lang:
            rows: list[int] = list(range(len(self.skills)))  # every text changes
        else:
            low, high = sorted((self.fp_remaining, fp_remaining))
            rows = [row for row, cost in enumerate(self._costs) if cost is not None and low < cost <= high]
            if kind != self.kind:
                restricted = [row for row, sdef in enumerate(self.skills) if sdef.only]
                before = {row: self.forbidden_reason(row) for row in restricted}
                self.kind = kind
                rows = sorted({*rows, *(row for row in restricted if self.forbidden_reason(row) != before[row])})
        self.kind, self.fp_remaining, self.lang = kind, fp_remaining, lang
        for first, last in row_runs(rows):
            self.dataChanged.emit(self.index(first, 0), self.index(last, self.COLUMNS - 1))

    def rowCount(self, parent=_ROOT) -> int:  # noqa: N802
        return len(self.skills) if _valid_root(parent) else 0

    def columnCount(self, parent=_ROOT) -> int:  # noqa: N802
        return self.COLUMNS if _valid_root(parent) else 0

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if (orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
                and 0 <= section < self.COLUMNS):
            return [self.tr("スキル"), self.tr("分類"), self.tr("FP/Lv"), self.tr("最大")][section]
        return None

    def forbidden_reason(self, row: int) -> str:
        sdef = self.skills[row]
        if sdef.only and self.kind not in sdef.only and not sdef.only_gm_exception:
            kinds = "・".join(name_of(self.pack.kinds.get(k), self.lang) or k for k in sdef.only)
            return self.tr("%1専用です").replace("%1", kinds)
        return ""


    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not (0 <= index.row() < len(self.skills)):
            return None
        sdef, col, cost = self.skills[index.row()], index.column(), self._costs[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return name_of(sdef, self.lang)
            if col == 1:
                return category_name(sdef.category, self.lang)
            if col == 2:
                if sdef.pricing.type == "tiered":  # 対魔力 1/1/3/3/4 (L1138): the range, not level E alone
                    low, high = min(sdef.pricing.by_level), max(sdef.pricing.by_level)
                    return str(low) if low == high else f"{low}–{high}"
                return "GM" if cost is None else str(cost)
            return sdef.max_level
        if role == Qt.ItemDataRole.ToolTipRole:
            reason = self.forbidden_reason(index.row())
            note = text_of(sdef, self.lang)[:400]
            return f"{reason}\n{note}".strip() if reason else note
        if role == ID_ROLE:
            return sdef.id
        if role == ALLOWED_ROLE:
            return not self.forbidden_reason(index.row())
        if role == COST_ROLE:
            return cost
        if role == CATEGORY_ROLE:
            return sdef.category
        if role == AFFORDABLE_ROLE:
            return cost is None or cost <= self.fp_remaining
        if role == SEARCH_ROLE:
            return " ".join([sdef.id, sdef.name, sdef.name_en, *sdef.aliases]).lower()
        return None


class SkillFilterProxy(QSortFilterProxyModel):
    """Filters by text, category, cost bucket, "allowed for this character", "affordable now".
    ``cost`` is None (any), "minus", "gm" or an int (exactly that FP/Lv, 4 meaning 4 or more)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.text, self.category, self.cost = "", "", None
        self.allowed_only = self.affordable_only = False
        self.setDynamicSortFilter(True)

    def set_filter(self, **values) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt ≥ 6.10
            self.beginFilterChange()
            for key, value in values.items():
                setattr(self, key, value)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
            return
        for key, value in values.items():
            setattr(self, key, value)
        self.invalidateFilter()

    def filterAcceptsRow(self, row, parent) -> bool:  # noqa: N802
        m = self.sourceModel()
        index = m.index(row, 0, parent)
        if self.text and self.text.lower() not in m.data(index, SEARCH_ROLE):
            return False
        if self.category and m.data(index, CATEGORY_ROLE) != self.category:
            return False
        cost = m.data(index, COST_ROLE)
        if self.cost == "minus" and not (cost is not None and cost < 0):
            return False
        if self.cost == "gm" and cost is not None:
            return False
        if isinstance(self.cost, int) and (cost is None or (cost < self.cost if self.cost >= 4 else cost != self.cost)):
            return False
        if self.allowed_only and not m.data(index, ALLOWED_ROLE):
            return False
        if self.affordable_only and not m.data(index, AFFORDABLE_ROLE):
            return False
        return True


class RankListModel(QAbstractListModel):
    """The ranks of one kind, checkable. Checking emits ``toggle_requested(rank_id, on)``;
    unchecked ranks are disabled (reason in the tooltip) once the maximum is held."""

    toggle_requested = Signal(str, bool)

    def __init__(self, pack: RulePack, parent=None):
        super().__init__(parent)
        self.pack = pack
        self.ranks = []
        self.held: set[str] = set()
        self.maximum = 6
        self.lang = "ja"

    def set_context(self, kind: str, held: set[str], maximum: int, lang: str) -> None:
        ranks = [r for r in self.pack.ranks.values() if r.kind == kind]
        if [r.id for r in ranks] != [r.id for r in self.ranks] or lang != self.lang:
            self.beginResetModel()
            self.ranks, self.held, self.maximum, self.lang = ranks, set(held), maximum, lang
            self.endResetModel()
        elif (set(held), maximum) != (self.held, self.maximum):
            self.held, self.maximum = set(held), maximum
            if self.ranks:
                self.dataChanged.emit(self.index(0), self.index(len(self.ranks) - 1))

    def rowCount(self, parent=_ROOT) -> int:  # noqa: N802
        return len(self.ranks) if _valid_root(parent) else 0

    def _full(self, rank_id: str) -> bool:
        return rank_id not in self.held and len(self.held) >= self.maximum

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self._full(self.ranks[index.row()].id):
            return Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not (0 <= index.row() < len(self.ranks)):
            return None
        rank = self.ranks[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return name_of(rank, self.lang)
        if role == Qt.ItemDataRole.CheckStateRole:
            return Qt.CheckState.Checked if rank.id in self.held else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ToolTipRole:
            if self._full(rank.id):
                return self.tr("ランクは%1個までです").replace("%1", str(self.maximum))
            return text_of(rank, self.lang)[:400]
        if role == ID_ROLE:
            return rank.id
        return None

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.CheckStateRole or not index.isValid():
            return False
        on = Qt.CheckState(value) == Qt.CheckState.Checked if not isinstance(value, bool) else value
        self.toggle_requested.emit(self.ranks[index.row()].id, on)
        return True


class EffectListModel(_CatalogueFlags, QAbstractTableModel):
    """All NP/礼装 effects: name, polarity, slots. ``set_context(section, kind, activation,
    target)`` disables those that cannot go on the item, with the reason as tooltip."""

    COLUMNS = 3

    def __init__(self, pack: RulePack, parent=None):
        super().__init__(parent)
        self.pack = pack
        self.effects = list(pack.np_effects.values())
        self.section, self.kind, self.activation, self.target, self.lang = "noble_phantasm", None, None, None, "ja"

    def set_context(self, section: str, kind, activation, target, lang: str) -> None:
        state = (section, kind, activation, target, lang)
        if state == (self.section, self.kind, self.activation, self.target, self.lang):
            return
        self.section, self.kind, self.activation, self.target, self.lang = state
        if self.effects:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.effects) - 1, self.COLUMNS - 1))

    def rowCount(self, parent=_ROOT) -> int:  # noqa: N802
        return len(self.effects) if _valid_root(parent) else 0

    def columnCount(self, parent=_ROOT) -> int:  # noqa: N802
        return self.COLUMNS if _valid_root(parent) else 0

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if (orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
                and 0 <= section < self.COLUMNS):
            return [self.tr("追加効果"), self.tr("種別"), self.tr("枠")][section]
        return None

    def forbidden_reason(self, row: int) -> str:
        e = self.effects[row]
        if self.section not in e.applies_to:
            return self.tr("礼装には付けられません") if self.section == "mystic_code" else self.tr("宝具には付けられません")
        for allowed, value in ((e.requires_kind, self.kind), (e.requires_activation, self.activation),
                               (e.requires_target, self.target)):
            if allowed and value not in allowed:
                names = "・".join(name_of(self.pack.categories.get(c), self.lang) or c for c in allowed)
                return self.tr("%1の装備にのみ付けられます").replace("%1", names)
        return ""


    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not (0 <= index.row() < len(self.effects)):
            return None
        e, col = self.effects[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return name_of(e, self.lang)
            if col == 1:
                return {"plus": "+", "minus": "−", "zero": "0", "special": "*"}[e.polarity]
            return "GM" if e.variable else str(e.slots or 0)
        if role == Qt.ItemDataRole.ToolTipRole:
            reason = self.forbidden_reason(index.row())
            return (reason + "\n" if reason else "") + text_of(e, self.lang)[:400]
        if role == ID_ROLE:
            return e.id
        if role == SEARCH_ROLE:
            return f"{e.id} {e.name} {e.name_en} {e.polarity}".lower()
        return None
