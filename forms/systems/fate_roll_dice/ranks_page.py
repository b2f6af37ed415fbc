"""ランク (L720–829): pick up to the kind's maximum; rank level and FP update at once.

The list shows the ranks of the character's kind (checkable, searchable); beside it the
selected rank's text, its duties (the checks it places on the build) and the parameters the
rank asks for (text, yes/no, or an alignment), editable once the rank is held. Ticking a rank
selects it, so its text and its parameter fields show at once.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListView,
                               QTextBrowser, QVBoxLayout, QWidget)

from builder.core.build import LIMITS
from builder.words.messages import SEVERITY_LABELS
from builder.systems.fate_roll_dice import edits

from forms.session.models import ID_ROLE
from ...pages.base import Page
from forms.session.text import esc, name_of, text_of
from ...widgets.plain import PlainLabel
from .models import RankListModel
from .troop_level_box import TroopLevelBox


class RanksPage(Page):
    page_id = "ranks"

    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        self.model = RankListModel(self.pack, self)
        self.model.toggle_requested.connect(self._toggle)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)  # before its source
        self.proxy.setSourceModel(self.model)
        self.search = QLineEdit()
        self.search.setObjectName("rankSearch")
        self.search.setPlaceholderText(self.tr("ランクを検索"))
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.view = QListView()
        self.view.setObjectName("rankList")
        self.view.setModel(self.proxy)
        self.view.selectionModel().currentChanged.connect(lambda *_: self._show_detail())
        self.count_label = PlainLabel()
        self.count_label.setObjectName("rankCount")
        left = QVBoxLayout()
        self.troop_box = TroopLevelBox(self)  # a トループ writes its rank level instead (L1653)
        left.addWidget(self.troop_box)
        left.addWidget(self.search)
        left.addWidget(self.view, 1)
        left.addWidget(self.count_label)
        self.title = PlainLabel()
        self.title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.text = QTextBrowser()
        self.text.setObjectName("rankText")
        self.params_box = QWidget()
        self.params_form = QFormLayout(self.params_box)
        right = QVBoxLayout()
        right.addWidget(self.title)
        right.addWidget(self.text, 1)
        right.addWidget(self.params_box)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 2)
        layout.addLayout(right, 3)
        self._param_widgets: dict[str, QWidget] = {}
        self._detail_key = None
        self.refresh()

    # ------------------------------------------------------------------ refresh
    def refresh(self) -> None:
        troop = self.troop_box.refresh()
        for w in (self.search, self.view, self.title, self.text):  # a troop has no ranks (L1653)
            w.setVisible(not troop)
        t = self.pack.find_type(self.build.type)
        kind = self.pack.kinds[t.kind] if t else None
        held = {r.id for r in self.build.ranks}
        self.model.set_context(t.kind if t else "", held, kind.ranks_max if kind else 0, self.lang)
        rl = self.session.sheet.derived.get("rank_level", 0)
        fp = self.session.sheet.pools.get("fp")
        self.count_label.setText(self.tr("%1 / %2 個  ランクレベル %3  FP %4")
                                 .replace("%1", str(len(held))).replace("%2", str(kind.ranks_max if kind else 0))
                                 .replace("%3", str(rl)).replace("%4", str(fp.total if fp else 0)))
        self._show_detail()

    def current_rank_id(self) -> str | None:
        index = self.view.currentIndex()
        return self.proxy.data(index, ID_ROLE) if index.isValid() else None

    def _show_detail(self) -> None:
        rank_id = self.current_rank_id()
        rank = self.pack.ranks.get(rank_id or "")
        if rank is None:
            self.title.setText(self.tr("ランクを選んでください"))
            self.text.clear()
            self._rebuild_params(None, None)
            return
        self.title.setText(name_of(rank, self.lang))
        severity = SEVERITY_LABELS[self.lang]
        duties = []
        for check in rank.checks:
            label = getattr(check, "label_en" if self.lang == "en" else "label", "") or getattr(check, "label", "")
            detail = label or check.type + "".join(f" {k}={v}" for k, v in check.model_dump().items()
                                                   if k in ("value", "stat", "min_level", "param", "rank"))
            duties.append(f"<li>[{esc(severity.get(check.severity, check.severity))}] {esc(detail)}"
                          f" <small>L{check.line or rank.line}</small></li>")
        html = f"<p>{esc(text_of(rank, self.lang))}</p><p><small>L{rank.line}</small></p>"
        if duties:
            html += f"<h4>" + self.tr("義務・制限") + f"</h4><ul>{''.join(duties)}</ul>"
        self.text.setHtml(html)
        index = next((i for i, r in enumerate(self.build.ranks) if r.id == rank.id), None)
        self._rebuild_params(rank, index)

    def _rebuild_params(self, rank, index) -> None:
        key = (rank.id if rank else None, index)
        if key != self._detail_key:
            self._detail_key = key
            while self.params_form.rowCount():
                self.params_form.removeRow(0)
            self._param_widgets = {}
            if rank is None or index is None:
                return
            for p in rank.params:
                label = name_of(p, self.lang)
                if p.kind == "bool":
                    w = QCheckBox()
                    w.toggled.connect(lambda on, pid=p.id, n=label: self._set_param(pid, on, n, None))
                elif p.kind == "alignment":
                    w = QComboBox()
                    w.addItem("—", "")
                    goals = [a for a in self.pack.alignment.values() if a.axis == "goal"]
                    actions = [a for a in self.pack.alignment.values() if a.axis == "action" and a.grid is not None]
                    for g in goals:
                        for a in actions:
                            w.addItem(f"{name_of(g, self.lang)}/{name_of(a, self.lang)}", f"{g.id}/{a.id}")
                    w.currentIndexChanged.connect(lambda i, pid=p.id, w=w, n=label: self._set_param(pid, w.itemData(i), n, None))
                else:
                    w = QLineEdit()
                    w.setMaxLength(LIMITS["line"])
                    w.textEdited.connect(lambda t, pid=p.id, n=label: self._set_param(pid, t, n, f"rank/{pid}"))
                w.setObjectName(f"rankParam_{p.id}")
                self.params_form.addRow(label, w)
                self._param_widgets[p.id] = w
        if rank is None or index is None:
            return
        params = self.build.ranks[index].params
        for pid, w in self._param_widgets.items():
            with QSignalBlocker(w):
                value = params.get(pid)
                if isinstance(w, QCheckBox):
                    w.setChecked(bool(value))
                elif isinstance(w, QComboBox):
                    w.setCurrentIndex(max(0, w.findData(value or "")))
                elif w.text() != (value or ""):
                    w.setText(str(value or ""))

    # ------------------------------------------------------------------ edits
    def _toggle(self, rank_id: str, on: bool) -> None:
        rank = self.pack.ranks[rank_id]
        if on:
            name = self.tr("ランク追加: %1").replace("%1", name_of(rank, self.lang))
            if self.send(edits.AddRank(rank_id), name):
                self.select_rank(rank_id)  # its text and its parameters (偉業の内容 …) show at once
        else:
            name = self.tr("ランク削除: %1").replace("%1", name_of(rank, self.lang))
            self.send(edits.RemoveRank(rank_id), name)

    def _set_param(self, pid: str, value, label: str, merge: str | None) -> None:
        rank_id = self.current_rank_id()
        index = next((i for i, r in enumerate(self.build.ranks) if r.id == rank_id), None)
        if index is None:
            return
        self.send(edits.SetRankParam(rank_id, pid, value), f"{name_of(self.pack.ranks[rank_id], self.lang)}: {label}",
                  f"{merge}/{index}" if merge else None)

    def select_rank(self, rank_id: str) -> None:
        for row in range(self.proxy.rowCount()):
            if self.proxy.data(self.proxy.index(row, 0), ID_ROLE) == rank_id:
                self.view.setCurrentIndex(self.proxy.index(row, 0))
                return

    def focus_path(self, path: str) -> bool:
        parts = path.strip("/").split("/")
        if len(parts) > 1 and parts[1].isdigit() and int(parts[1]) < len(self.build.ranks):
            self.select_rank(self.build.ranks[int(parts[1])].id)
            if len(parts) > 3 and parts[3] in self._param_widgets:
                self._param_widgets[parts[3]].setFocus()
                return True
        self.view.setFocus()
        return True
