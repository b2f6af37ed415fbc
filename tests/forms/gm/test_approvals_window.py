"""The GM approves from the findings panel (issue 12 item 3): select a GM flag, 承認…, give
the reason; the flag turns approved at once, the approval is one undo step, survives save and
reload pinned to what it approved, lapses (with its notice in the panel) when that changes, and
can be withdrawn from the context menu."""
from __future__ import annotations

import json
from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from builder.core.documents import load_build

from tests.conftest import EXAMPLES


def saber_without_np_approval(tmp_path):
    """examples/saber.json without its approval of the Noble Phantasm (L1038: a GM flag)."""
    data = json.loads((EXAMPLES / "saber.json").read_text(encoding="utf-8"))
    data["approvals"] = [a for a in data["approvals"] if a["code"] != "np.needs_gm"]
    file = tmp_path / "saber.json"
    file.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return file


def row_of(panel, code, path=None):
    model = panel.model
    return next(r for r in range(model.rowCount()) if model.findings[r].code == code
                and (path is None or model.findings[r].path == path))


def select(qtbot, panel, row):
    view = panel.view
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.visualRect(panel.model.index(row, 1)).center())
    assert panel.selected() is panel.model.findings[row]


def severity(panel, code, path):
    return panel.model.findings[row_of(panel, code, path)].severity


def answer(monkeypatch, reason, asked=None):
    def get_text(parent, title, label, mode, default):
        if asked is not None:
            asked.append((title, label, default))
        return reason, True
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(get_text))


def test_approve_from_the_panel_save_and_reload(qtbot, shared_window, tmp_path, monkeypatch):
    window = shared_window
    file = saber_without_np_approval(tmp_path)
    assert window.open_file(file)
    panel = window.findings
    assert severity(panel, "np.needs_gm", "/noble_phantasms/0") == "gm"
    assert not panel.approve_button.isEnabled()  # nothing selected
    select(qtbot, panel, row_of(panel, "np.needs_gm", "/noble_phantasms/0"))
    assert panel.approve_button.isEnabled()
    asked = []
    answer(monkeypatch, "宝具データを確認した", asked)
    qtbot.mouseClick(panel.approve_button, Qt.LeftButton)
    assert asked == [("GM承認", "承認の理由:", "")]
    panel = window.findings
    assert severity(panel, "np.needs_gm", "/noble_phantasms/0") == "approved"
    assert window.session.is_dirty and window.windowTitle().startswith("白百合の騎士*")
    # one undo step, and redo
    window.session.undo_stack.undo()
    assert severity(window.findings, "np.needs_gm", "/noble_phantasms/0") == "gm"
    window.session.undo_stack.redo()
    assert window.save()
    saved = load_build(file).approvals[-1]
    np0 = json.loads(file.read_text(encoding="utf-8"))["noble_phantasms"][0]
    assert (saved.code, saved.path, saved.reason, saved.by) == ("np.needs_gm", "/noble_phantasms/0", "宝具データを確認した", "GM")
    assert (saved.subject, saved.snapshot, saved.date) == ("/noble_phantasms/0", np0, date.today().isoformat())
    # reload: still approved, no notice
    assert window.open_file(file)
    panel = window.findings
    assert severity(panel, "np.needs_gm", "/noble_phantasms/0") == "approved"
    assert not any(f.code.startswith("approval.") for f in panel.model.findings)


def test_lapsed_notice_shows_and_approving_again_pins_it(qtbot, shared_window, tmp_path, monkeypatch):
    window = shared_window
    assert window.open_file(EXAMPLES / "saber.json")
    session = window.session
    nps = [session.build.noble_phantasms[0].model_copy(update={"name": "改名した宝具"})]
    session.apply("rename", session.build.model_copy(update={"noble_phantasms": nps}))
    panel = window.findings
    assert severity(panel, "np.needs_gm", "/noble_phantasms/0") == "gm"
    notice = row_of(panel, "approval.lapsed.changed")
    assert "失効" in panel.model.data(panel.model.index(notice, 1))
    assert "承認失効 1" in panel.summary.text()
    select(qtbot, panel, notice)
    assert panel.approve_button.isEnabled() and panel.withdraw_button.isEnabled()
    answer(monkeypatch, "改名も確認")
    qtbot.mouseClick(panel.approve_button, Qt.LeftButton)
    panel = window.findings
    assert severity(panel, "np.needs_gm", "/noble_phantasms/0") == "approved"
    assert not any(f.code.startswith("approval.") for f in panel.model.findings)
    assert "承認失効 0" in panel.summary.text()
    assert [a.reason for a in session.build.approvals if a.code == "np.needs_gm"] == ["改名も確認"]


def test_withdraw_from_the_context_menu(qtbot, shared_window):
    window = shared_window
    assert window.open_file(EXAMPLES / "saber.json")
    panel = window.findings
    select(qtbot, panel, row_of(panel, "np.needs_gm", "/noble_phantasms/0"))
    menu = panel.context_menu()
    names = [a.objectName() for a in menu.actions()]
    assert names == ["approveAction", "withdrawAction", "ruleAction"]  # ruleAction: the cited rule's text
    next(a for a in menu.actions() if a.objectName() == "withdrawAction").trigger()
    panel = window.findings
    assert severity(panel, "np.needs_gm", "/noble_phantasms/0") == "gm"
    assert window.session.is_dirty
    assert [a.code for a in window.session.build.approvals] == ["mark.condition_frequency"]


def test_a_plain_error_cannot_be_approved(qtbot, shared_window):
    window = shared_window
    assert window.open_file(EXAMPLES / "saber.json")
    session = window.session
    stats = dict(session.build.stats)
    stats["luck"] = stats["luck"].model_copy(update={"level": "A"})  # overspends FP (L886)
    session.apply("luck", session.build.model_copy(update={"stats": stats}))
    panel = window.findings
    select(qtbot, panel, row_of(panel, "fp.overspent"))
    assert not panel.approve_button.isEnabled() and not panel.withdraw_button.isEnabled()
    assert [a.objectName() for a in panel.context_menu().actions()] == ["ruleAction"]  # only: read the rule


def test_data_system_approval_from_the_panel(qtbot, shared_window, monkeypatch):
    # 英雄点: 神性 as a Servant's 強化属性 is the GM's to allow (the pack's gm choice, L86)
    window = shared_window
    assert window.open_file(EXAMPLES / "eiyuten" / "servant.json")
    panel = window.findings
    path = "/options/enhancement/0"
    assert severity(panel, "data.choice_gm", path) == "approved"
    select(qtbot, panel, row_of(panel, "data.choice_gm", path))
    qtbot.mouseClick(panel.withdraw_button, Qt.LeftButton)
    panel = window.findings
    assert severity(panel, "data.choice_gm", path) == "gm"
    select(qtbot, panel, row_of(panel, "data.choice_gm", path))
    answer(monkeypatch, "ゼウスの子")
    qtbot.mouseClick(panel.approve_button, Qt.LeftButton)
    assert severity(window.findings, "data.choice_gm", path) == "approved"
    # (the example's other approvals are the GM's supervision of each written skill, L146)
    [a] = [x for x in window.session.build.approvals if x.path == path]
    assert (a.reason, a.subject, a.snapshot) == ("ゼウスの子", path, "divinity")
