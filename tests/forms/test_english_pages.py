"""English mode on a data system's pages, as a user sees them (issue 14, Words: "Packs carry an
English name for every entry ... and English mode shows it"): the まとめ page's choices and the
プロフィール page's partner line read the pack's English names; Japanese mode the Japanese ones."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from tests.conftest import EXAMPLES

from .helpers import child, go


def test_a_data_systems_summary_and_partner_line_follow_the_language(qtbot, window, errors):
    # examples/eiyuten/servant.json: a Servant (L9), 男性, 混沌/狂, 天, 神性, ストロング, バーサーカー,
    # its Master as partner
    assert window.open_file(EXAMPLES / "eiyuten" / "servant.json")
    window.act_en.trigger()
    try:
        summary = go(qtbot, window, "summary").view.toPlainText()
        for english in ("Servant", "Berserker", "Divinity"):
            assert english in summary
        for japanese in ("サーヴァント", "男性", "混沌", "ストロング"):  # (its name holds バーサーカー)
            assert japanese not in summary
        partner = child(go(qtbot, window, "profile"), QLabel, "partnerState").text()
        assert partner.startswith("Partner: ") and "(Master)" in partner
        assert "Strength" in partner and "筋力" not in partner
    finally:
        window.act_ja.trigger()
    summary = go(qtbot, window, "summary").view.toPlainText()
    assert "サーヴァント" in summary and "ストロング" in summary
    partner = child(go(qtbot, window, "profile"), QLabel, "partnerState").text()
    assert "(マスター)" in partner and "筋力" in partner  # the kind by name, not the id "master"
    assert errors == []
    window.session.undo_stack.setClean()
