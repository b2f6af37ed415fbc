"""English mode on a data system's pages, as a user sees them (issue 14, Words: "Packs carry an
English name for every entry ... and English mode shows it"): the まとめ page's choices and the
プロフィール page's partner line read the pack's English names; Japanese mode the Japanese ones."""
from __future__ import annotations

import re

from PySide6.QtWidgets import QLabel

from tests.conftest import EXAMPLES

from tests.forms.helpers import child, go


def test_a_data_systems_summary_and_partner_line_follow_the_language(qtbot, shared_window, errors):
    window = shared_window  # the module's shared window, reset to a new default character and checked
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


def test_a_list_entry_picked_from_the_pack_reads_in_english(qtbot, shared_window, errors):
    """中聖杯's キャスター is granted 道具作成 (Item Construction, L288); Grail Tactics' Master
    holds the catalogue's 呼びかける (Call, L245): the まとめ list shows their English names."""
    window = shared_window  # the module's shared window, reset to a new default character and checked
    for path, japanese, english in ((EXAMPLES / "chuseihai" / "caster.json", "道具作成", "Item Construction"),
                                    (EXAMPLES / "grail-tactics" / "master.json", "呼びかける", "Call")):
        assert window.open_file(path)
        assert japanese in go(qtbot, window, "summary").view.toPlainText()
        window.act_en.trigger()
        try:
            summary = go(qtbot, window, "summary").view.toPlainText()
            assert english in summary and japanese not in summary
        finally:
            window.act_ja.trigger()
        window.session.undo_stack.setClean()
    assert errors == []


def test_a_skills_free_text_slot_is_labelled_in_the_language(qtbot, shared_window):
    """魔術・○○ (L1159): the slot for the school reads 流派 in Japanese, "school" in English."""
    window = shared_window  # the module's shared window, reset to a new default character and checked
    from PySide6.QtWidgets import QLineEdit
    page = go(qtbot, window, "skills")
    page.add_skill("majutsu")
    assert child(page, QLineEdit, "skillChoice").placeholderText() == "流派"
    window.act_en.trigger()
    try:
        page = window.pages["skills"]
        assert child(page, QLineEdit, "skillChoice").placeholderText() == "school"
    finally:
        window.act_ja.trigger()
    window.session.undo_stack.setClean()


def test_every_free_text_slot_has_an_english_label():
    """Each Fate/roll dice skill with a free-text slot (魔術・○○ L1159, 武術・○○ L1245, …) says
    what goes in it in English, with no Japanese left in the label."""
    from builder.core.packs import load_pack
    skills = [s for s in load_pack("fate-roll-dice").skills.values() if s.choice_label]
    assert {"majutsu", "bujutsu", "magan"} <= {s.id for s in skills}
    assert [s.id for s in skills if not s.choice_label_en or re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", s.choice_label_en)] == []


def test_the_magecraft_price_rule_reads_as_english(qtbot, shared_window):
    """魔術・○○ (L1159): two systems 1 FP, each more +1: FP/Lv = −1 + systems, between −1 + 2 = 1
    and −1 + 6 = 5. The bounds were joined with 「、」 inside the English sentence."""
    window = shared_window  # the module's shared window, reset to a new default character and checked
    from PySide6.QtWidgets import QListWidget
    page = go(qtbot, window, "skills")
    page.add_skill("majutsu")
    window.act_en.trigger()
    try:
        page = window.pages["skills"]
        child(page, QListWidget, "skillOptions")
        text = page.options_price.text()
        assert "(at least 1, at most 5)" in text
        assert not re.search(r"[\u3000-\u30ff\u4e00-\u9fff]", text)
    finally:
        window.act_ja.trigger()
    assert "(最低 1、最高 5)" in window.pages["skills"].options_price.text()
    window.session.undo_stack.setClean()
