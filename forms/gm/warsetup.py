"""The war board's set-up actions: 召喚…, 9の選択…, 振り直し, 公開 (buttons on :class:`forms.gm.warboard.WarBoard`).

Contract (振り直す L91 is :meth:`forms.gm.warboard.WarBoard.roll_irregular` after a question; each action reads the war file again, changes it and writes it back with its
``.bak``, then reloads the board; a request the rules refuse is a dialog with the reason, never
a crash):
- :func:`summon_war` (召喚… L94–154): a :class:`SummonDialog` lists every pair with its Master,
  its method (the Master file's own by default, or 触媒召喚 / 単独召喚 / 家伝触媒召喚 / 継戦) and
  its total rolled at the table (「アプリが振る」: the app rolls the Master's own checks with
  the dice shown, the system's ``summon``, :func:`builder.gm.war.rules.war_rolls`) and its class wish (its Servant's class
  by default; a pair with no Servant yet, such as 4's 継戦 pair, gets its class here, L104). The order and each pair's class are written
  to the war file; a summoning already rolled is rolled again only after a question. Pairs
  with no Master and class wishes that were taken are said afterwards.
- :func:`answer_nine` (9の選択… L84): a :class:`NineDialog` gives the first waiting 9 悪しき運命
  the GM's choice, any result but 9 (6, 7, 8 and EX included); a chosen 6, 7 or 8 asks for that
  many results (2, 4, 3: each 2–5, 10–12 or EX), the system's ``resolve`` (:func:`builder.gm.war.rules.war_rolls`).
- :func:`publish` (プレイヤーに公開 L90): the results shown in the public print-out or not.
"""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QMessageBox, QSpinBox,
                               QTableWidget, QTableWidgetItem, QVBoxLayout)

from builder.gm.war.model import WarError, WarRuleError, load_war
from builder.gm.war.rules import classes, irregular_table, summoning, war_rolls
from builder.gm.war.summary import class_name

from forms.session.packloading import describe

ROLLED_HERE = -1  # the spin box's special value: the app rolls


def _result_label(system: str, rid: str, lang: str) -> str:
    info = war_rolls(system).irregular.result_info(system, rid)  # the system's イレギュラー表 (its plug-in)
    name = info["name"] if lang == "ja" else info.get("name_en", info["name"])
    return f"{rid}.{name} (L{info.get('line')})"


class SummonDialog(QDialog):
    """One row a pair: 組, クラス, マスター, 召喚方法, 卓で振った達成値."""

    def __init__(self, parent: Any, war: Any, pack: Any, lang: str):
        super().__init__(parent)
        self.setObjectName("summonDialog")
        self.setWindowTitle(self.tr("サーヴァント召喚 (L94–154)"))
        doc = war.doc
        methods = (summoning(doc.system) or {"methods": []})["methods"]
        self.table = QTableWidget(len(doc.pairs), 5)
        self.table.setObjectName("summonTable")
        self.table.setHorizontalHeaderLabels([self.tr("クラス"), self.tr("マスター"), self.tr("召喚方法"),
                                              self.tr("卓で振った達成値"), self.tr("希望クラス")])
        self.table.setVerticalHeaderLabels([self.tr("組%1").replace("%1", str(i + 1)) for i in range(len(doc.pairs))])
        self.methods: list[QComboBox] = []
        self.totals: list[QSpinBox] = []
        self.wants: list[QComboBox] = []
        seven = classes(doc.system)
        for i, (pair, members) in enumerate(zip(doc.pairs, war.pairs)):
            master = members["master"].build
            servant = members["servant"].build  # not yet summoned: the class its Servant wants, in ()
            cls = class_name(pack, pair.class_slot, lang) if pair.class_slot else (
                f"({class_name(pack, servant.type, lang)})" if servant is not None else "—")
            self.table.setItem(i, 0, QTableWidgetItem(cls))
            self.table.setItem(i, 1, QTableWidgetItem((master.name or "?") if master is not None else "—"))
            combo = QComboBox()
            combo.setObjectName(f"summonMethod{i + 1}")
            combo.addItem(self.tr("(マスターのファイルのまま)"), "")
            for m in methods:
                combo.addItem(m["name"] if lang == "ja" else m["name_en"], m["id"])
            combo.setCurrentIndex(max(0, combo.findData(pair.method)))
            self.table.setCellWidget(i, 2, combo)
            spin = QSpinBox()
            spin.setObjectName(f"summonTotal{i + 1}")
            spin.setRange(ROLLED_HERE, 99)
            spin.setSpecialValueText(self.tr("アプリが振る"))
            spin.setValue(ROLLED_HERE)
            self.table.setCellWidget(i, 3, spin)
            want = QComboBox()  # L104: a wish; a class taken by then gives the first one free
            want.setObjectName(f"summonClass{i + 1}")
            want.addItem(self.tr("(サーヴァントのまま)"), "")
            for c in seven:
                want.addItem(class_name(pack, c, lang), c)
            self.table.setCellWidget(i, 4, want)
            self.wants.append(want)
            self.methods.append(combo)
            self.totals.append(spin)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(self.tr("召喚する"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("順番: 継戦、単独召喚・家伝触媒召喚(達成値順)、触媒召喚(達成値順)。"
                                        "同値は幸運の対抗判定(L111–113)。クラスは早い者勝ち(L104)。")))
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        from forms.common.screenfit import fit_size
        fit_size(self, 900, 420)  # or less: on the screen (forms.common.screenfit)

    def values(self) -> tuple[dict[int, str], dict[int, int], dict[int, str]]:
        """(methods set here, totals rolled at the table, class wishes) by pair index."""
        methods = {i: c.currentData() for i, c in enumerate(self.methods) if c.currentData()}
        totals = {i: s.value() for i, s in enumerate(self.totals) if s.value() != ROLLED_HERE}
        wants = {i: c.currentData() for i, c in enumerate(self.wants) if c.currentData()}
        return methods, totals, wants


class NineDialog(QDialog):
    """The GM's choice on a 9 悪しき運命 (L84): one result, and for a 6/7/8 that many more."""

    def __init__(self, parent: Any, system: str, lang: str):
        super().__init__(parent)
        self.setObjectName("nineDialog")
        self.setWindowTitle(self.tr("9.悪しき運命: GMの選択 (L84)"))
        table = irregular_table(system) or {"results": []}
        code = war_rolls(system).irregular  # the table's results in the system's order (its plug-in)
        self.rolls = {r["id"]: r.get("rolls", 0) for r in table["results"] if r["effect"] == "roll_again"}
        form = QFormLayout()
        self.choice = QComboBox()
        self.choice.setObjectName("nineChoice")
        for rid in code.RESULTS:
            if rid != "9":
                self.choice.addItem(_result_label(system, rid, lang), rid)
        form.addRow(self.tr("選ぶ結果"), self.choice)
        self.picks: list[QComboBox] = []
        for n in range(max(self.rolls.values(), default=0)):
            pick = QComboBox()
            pick.setObjectName(f"ninePick{n + 1}")
            for rid in code.RESULTS:
                if rid not in (*code.NESTED, "9"):  # under a chosen 6/7/8: 2–5, 10–12, EX
                    pick.addItem(_result_label(system, rid, lang), rid)
            form.addRow(self.tr("その結果%1").replace("%1", str(n + 1)), pick)
            self.picks.append(pick)
        self.form = form
        self.choice.currentIndexChanged.connect(self._show_picks)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("6、7、8、EXも選べます。6・7・8を選ぶと、その回数分の結果をGMが決めます。")))
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._show_picks()

    def _show_picks(self) -> None:
        wanted = self.rolls.get(self.choice.currentData(), 0)
        for n, pick in enumerate(self.picks):
            self.form.setRowVisible(pick, n < wanted)

    def choices(self) -> list[str]:
        rid = self.choice.currentData()
        return [rid, *(p.currentData() for p in self.picks[:self.rolls.get(rid, 0)])]


def _fresh(board: Any):
    try:
        return load_war(board.path)
    except WarError as exc:
        board.main.show_error(QCoreApplication.translate("WarBoard", "聖杯戦争を開けません"), describe(exc))
        return None


def summon_war(board: Any) -> bool:
    from builder.gm.war.members import read_war
    try:
        report = read_war(board.path, board.main.pack_for)
    except WarError as exc:
        board.main.show_error(QCoreApplication.translate("WarBoard", "聖杯戦争を開けません"), describe(exc))
        return False
    doc = report.doc
    rolls = war_rolls(doc.system).summon  # the system's summoning (its plug-in)
    if rolls is None or summoning(doc.system) is None:
        board.main.show_error(QCoreApplication.translate("WarSetup", "サーヴァント召喚"), QCoreApplication.translate("WarSetup", "このシステムには召喚の規則がありません。"))
        return False
    if doc.summoning is not None and QMessageBox.question(
            board, QCoreApplication.translate("WarSetup", "サーヴァント召喚"), QCoreApplication.translate("WarSetup", "召喚は済んでいます。振り直しますか?")) != QMessageBox.Yes:
        return False
    try:
        pack = board.main.pack_for(doc.system)
    except Exception:  # noqa: BLE001 - an unknown system: the classes are shown by id
        pack = None
    dialog = SummonDialog(board, report, pack, board.lang)
    if dialog.exec() != QDialog.Accepted:
        return False
    methods, totals, wants = dialog.values()
    for i, method in methods.items():
        doc.pairs[i].method = method
    sheets, builds = rolls.member_inputs(report)
    seed = random.SystemRandom().randrange(2**31)
    try:
        outcome = rolls.summon(doc, sheets, random.Random(seed), totals=totals, builds=builds, seed=seed,
                               wants=wants, pack=pack)
    except WarRuleError as exc:
        board.main.show_error(QCoreApplication.translate("WarSetup", "サーヴァント召喚"), str(exc))
        return False
    saved = board._save(outcome.doc)
    said = [QCoreApplication.translate("WarSetup", "組%1: マスターがいないため召喚していません").replace("%1", str(i + 1)) for i in outcome.skipped]
    said += outcome.conflicts
    if said:
        board.main.show_error(QCoreApplication.translate("WarSetup", "サーヴァント召喚"), "\n".join(said))
    return saved


def answer_nine(board: Any) -> bool:
    doc = _fresh(board)
    table = war_rolls(doc.system).irregular if doc is not None else None
    if table is None:  # (the button is off for a system without the table)
        return False
    dialog = NineDialog(board, doc.system, board.lang)
    if dialog.exec() != QDialog.Accepted:
        return False
    try:
        doc = table.resolve(doc, dialog.choices())
    except WarRuleError as exc:
        board.main.show_error(QCoreApplication.translate("WarSetup", "イレギュラー表"), str(exc))
        return False
    return board._save(doc)


def publish(board: Any, shown: bool) -> bool:
    doc = _fresh(board)
    if doc is None or doc.irregular is None:
        return False
    doc.irregular.published = bool(shown)
    return board._save(doc)
