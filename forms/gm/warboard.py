"""The war board: a Holy Grail War's pairs as one table (ファイル → 新しい聖杯戦争… / 聖杯戦争を開く…).

Contract:
- ファイル → 新しい聖杯戦争… (:func:`create_war`) asks for the system and the file (``ask_new_war``, which tests replace; the
  save dialog asks before replacing a file) and writes a war with the regulation's empty NPC
  slots (:func:`builder.gm.war.model.new_war`); it and 聖杯戦争を開く… (:func:`open_war`) show a
  :class:`WarBoard` (kept on ``main.war_boards``). A war file
  that cannot be read is a dialog naming the file and place, never a crash.
- The board is the side table (:class:`forms.gm.sidewindow.SideWindow`): one row per pair, its
  number with the class, PC/NPC and player, then per slot the member's name, the system's war
  figures (e.g. ランクレベル, HP, MP, IV) and its error count; a missing, unreadable or
  refused member shows that state and why (red). The war's findings above, and the set-up
  (イレギュラー表 results, summoning order, :mod:`builder.gm.war.summary`) beside them.
  Double-click opens a member in the main window.
- Buttons: イレギュラー表を振る (L75) until the table is rolled, then 振り直す (L91: only after a
  question); 9の選択… while a 9 waits (L84), プレイヤーに公開 (L90), 召喚… (L94–154; these three:
  :mod:`forms.gm.warsetup`), NPCを自動作成 (``war fill``: files inside the war's folder only, never over a file; the
  members the forge cannot make are listed), PDFに書き出し… (the GM's print-out, ``war export``,
  each NPC with its picture; one that cannot be used is named in the status bar).
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QCheckBox, QHBoxLayout, QMessageBox, QPlainTextEdit,
                               QPushButton)

from builder.gm.war.members import as_side_report, read_war
from builder.gm.war.model import WarError, load_war, new_war, save_war
from builder.gm.war.rules import irregular_table, summoning, war_rolls
from builder.gm.war.summary import block_lines, class_name, irregular_block, summoning_block

from forms.gm import warsetup
from forms.common.filedialogs import ask_open_file, ask_save_file, proposed_name
from .sidewindow import SideWindow, wrappable_path
from forms.session.packloading import describe
from forms.session.text import esc

def ask_new_war(main: Any) -> tuple[str, str] | None:
    """(file, system) for a new war, or ``None`` (tests replace this)."""
    from forms.dialogs.systemchoice import ask_system  # by the rulebooks' names, the last used first, what each waits for
    title = QCoreApplication.translate("WarBoard", "新しい聖杯戦争")
    system = ask_system(main, title, main.lang(), main.pack_for)
    if not system:
        return None
    kinds = QCoreApplication.translate("WarBoard", "聖杯戦争 (*.json)")
    path, _ = ask_save_file(main, "war", title, kinds, "war.json", ".json")
    return (path, system) if path else None


def ask_war_path(main: Any) -> str:
    title = QCoreApplication.translate("WarBoard", "聖杯戦争を開く")
    kinds = QCoreApplication.translate("WarBoard", "聖杯戦争 (*.json);;すべて (*)")
    return ask_open_file(main, "war", title, kinds)


def ask_pdf_path(board: Any) -> str:
    title = QCoreApplication.translate("WarBoard", "PDFに書き出し")
    return ask_save_file(board, "pdf", title, "PDF (*.pdf)", proposed_name(board.path.stem, ".pdf"), ".pdf")[0]


def ask_reroll(board: Any) -> bool:
    title = QCoreApplication.translate("WarBoard", "イレギュラー表")
    text = QCoreApplication.translate("WarBoard", "イレギュラー表は振ってあります。振り直しますか?(L91)")
    return QMessageBox.question(board, title, text) == QMessageBox.Yes


def create_war(main: Any):
    asked = ask_new_war(main)
    if not asked:
        return None
    path, system = asked
    try:  # the save dialog asked before replacing a file
        save_war(new_war(system), path, force=True)
    except (WarError, OSError) as exc:
        title = QCoreApplication.translate("WarBoard", "聖杯戦争を作れません")
        main.show_error(title, f"{path}\n{getattr(exc, 'message', None) or exc}")
        return None
    return open_war(main, path)


def open_war(main: Any, path: str | Path | None = None):
    path = path or ask_war_path(main)
    if not path:
        return None
    board = WarBoard(main, Path(path))
    if not board.load():
        board.deleteLater()
        return None
    main.__dict__.setdefault("war_boards", []).append(board)
    board.show()
    return board


class WarBoard(SideWindow):
    def __init__(self, main: Any, path: Path):
        super().__init__(main, path)
        self.war = None
        layout = self.centralWidget().layout()
        buttons = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for name, text, slot in (("warIrregular", self.tr("イレギュラー表を振る"), self.roll_irregular),
                                 ("warReroll", self.tr("振り直す (L91)"), self.roll_irregular),
                                 ("warNine", self.tr("9の選択… (L84)"), lambda: warsetup.answer_nine(self)),
                                 ("warSummon", self.tr("召喚…"), lambda: warsetup.summon_war(self)),
                                 ("warFill", self.tr("NPCを自動作成"), self.fill_npcs),
                                 ("warPdf", self.tr("PDFに書き出し…"), self.export_pdf)):
            button = QPushButton(text)
            button.setObjectName(name)
            button.clicked.connect(slot)
            buttons.addWidget(button)
            self.buttons[name] = button
        self.published = QCheckBox(self.tr("イレギュラー表をプレイヤーに公開 (L90)"))
        self.published.setObjectName("warPublish")
        self.published.clicked.connect(lambda shown: warsetup.publish(self, shown))
        buttons.addStretch(1)
        layout.insertLayout(1, buttons)
        shown = QHBoxLayout()  # a row of its own: the buttons fit a 1024-pixel screen (issue 28)
        shown.addWidget(self.published)
        shown.addStretch(1)
        layout.insertLayout(2, shown)
        self.setup = QPlainTextEdit()
        self.setup.setObjectName("warSetup")
        self.setup.setReadOnly(True)
        self.setup.setMaximumHeight(120)
        from forms.common.screenfit import fit_size
        fit_size(self, 1400, 680)  # or less: on the screen (forms.common.screenfit)
        layout.insertWidget(4, self.setup)
        self.table.setObjectName("warTable")

    def load(self) -> bool:
        try:
            self.war = read_war(self.path, self.main.pack_for)
        except WarError as exc:
            self.main.show_error(self.tr("聖杯戦争を開けません"), describe(exc))
            return False
        doc = self.war.doc
        try:
            pack = self.main.pack_for(doc.system)
        except Exception:  # noqa: BLE001 - an unknown system: the classes are shown by id
            pack = None
        labels = []
        for p, members in zip(doc.pairs, self.war.pairs):
            servant = members["servant"].build  # before the summoning: the class its Servant wants, in ()
            cls = class_name(pack, p.class_slot, self.lang) if p.class_slot else (
                f"({class_name(pack, servant.type, self.lang)})" if servant is not None else "")
            labels.append(" ".join(x for x in (cls, p.side, p.control.upper(), p.player) if x))
        self.report = as_side_report(self.war, labels)
        title = self.tr("聖杯戦争")
        self.setWindowTitle(f"{doc.name or self.path.name} — {title}")
        count = self.tr("%1組(レギュレーション %2組)").replace("%1", str(len(doc.pairs))).replace("%2", str(doc.regulation.pairs))
        from builder.gm.side import side_place, system_name  # the system and each place by name, not id or pointer
        self.heading.setText(f"<b>{esc(doc.name or self.path.name)}</b> ({esc(system_name(pack, doc.system, self.lang))})"
                             f" {esc(count)}<br><span style='color:#606060'>{wrappable_path(self.path)}</span>")
        lines = [f"<span style='color:{'#c00000' if f.severity == 'error' else '#805000'}'>"
                 f"{esc(f.text if self.lang == 'ja' else f.text_en)} ({esc(side_place(pack, f.path, self.lang))})</span>"
                 for f in self.war.findings]
        self.findings.setText("<br>".join(lines))
        self.findings.setVisible(bool(lines))
        setup = block_lines(irregular_block(doc, self.lang, False)) + block_lines(
            summoning_block(self.war, self.lang, False, pack))
        self.setup.setPlainText("\n".join(setup) or self.tr("イレギュラー表も召喚もまだです。"))
        rolled = doc.irregular is not None and bool(doc.irregular.entries)
        table = irregular_table(doc.system) is not None  # a system whose seed has no イレギュラー表
        self.buttons["warIrregular"].setEnabled(table and not rolled)
        self.buttons["warReroll"].setEnabled(table and rolled)
        self.buttons["warNine"].setEnabled(table and rolled and any(e.pending for e in doc.irregular.entries))
        self.buttons["warSummon"].setEnabled(summoning(doc.system) is not None)
        for button in (self.buttons["warIrregular"], self.buttons["warSummon"]):
            button.setToolTip("" if button.isEnabled() or rolled else self.tr("このシステムの規則にはありません"))
        self.published.setEnabled(table and rolled)
        self.published.setChecked(rolled and doc.irregular.published)
        self._fill()
        return True

    # ------------------------------------------------------------------ actions
    def _save(self, doc: Any) -> bool:
        try:
            save_war(doc, self.path, replace=True)
        except OSError as exc:
            self.main.show_error(self.tr("保存できません"), f"{self.path}\n{exc.strerror or exc}")
            return False
        return self.load()

    def roll_irregular(self) -> bool:
        from builder.gm.war.model import WarRuleError
        try:
            doc = load_war(self.path)
            table = war_rolls(doc.system).irregular  # the system's イレギュラー表 (its plug-in)
            if table is None:  # (the button is off for a system without the table)
                return False
            again = doc.irregular is not None and bool(doc.irregular.entries)
            if again and not ask_reroll(self):
                return False
            seed = random.SystemRandom().randrange(2**31)
            doc = table.apply(doc, table.roll_table(doc.system, random.Random(seed)), seed=seed, again=again)
        except (WarError, WarRuleError) as exc:
            self.main.show_error(self.tr("イレギュラー表"), str(exc))
            return False
        return self._save(doc)

    def fill_npcs(self) -> bool:
        from builder.gm.war.fill import fill
        try:
            filled = fill(load_war(self.path), self.path, self.main.pack_for,
                          seed=random.SystemRandom().randrange(2**31))
        except (WarError, OSError) as exc:
            self.main.show_error(self.tr("NPCを自動作成できません"), str(exc))
            return False
        saved = self._save(filled.doc)
        if filled.problems:
            self.main.show_error(self.tr("作れなかったNPC"), "\n".join(filled.problems))
        return saved

    def export_pdf(self) -> bool:
        from builder.files.outputs import write_output
        from exports.war import guard_target, npc_members, npc_pictures, war_pdf
        path = ask_pdf_path(self)
        if not path:
            return False
        if (why := guard_target(Path(path), self.war, force=True)) is not None:  # never over the war's own files
            self.main.show_error(self.tr("PDFに書き出せません"), why)
            return False
        try:
            items, _ = npc_members(self.war, False)
            pictures, notices = npc_pictures(self.war, items, self.lang)  # each NPC's, as on the roster
            data = war_pdf(self.war, self.main.pack_for(self.war.doc.system), items, self.lang, False,
                           pictures=pictures)
            write_output(path, data)  # never a member, partner or pack read (#29)
        except (OSError, ImportError) as exc:
            from builder.files.outputs import reason_text
            self.main.show_error(self.tr("PDFに書き出せません"), f"{path}\n{reason_text(exc)}")
            return False
        if notices:  # a picture that cannot be used: printed without it, and said so
            self.statusBar().showMessage(QCoreApplication.translate("ExportMenu", "画像なしで書き出します: %1")
                                         .replace("%1", "; ".join(notices)), 8000)
        return True
