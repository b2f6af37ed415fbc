"""A character file that cannot be read, said in the window's language (issue 14, both languages
whole): ファイル → 開く on a broken file shows the file, the place in words and what is wrong in
Japanese in Japanese mode, in English in English mode, the place in the pack's words with the
file's line, never the JSON pointer (issue 28 item 1); a problem with the whole file names no
place (never a bare "/:"). A 陣営 partner that is missing shows the same in the findings panel."""
from __future__ import annotations

import json
import re

from tests.conftest import EXAMPLES

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _open(window, path) -> None:
    window.ask_open_paths = lambda: [str(path)]
    window.act_open.trigger()


def test_a_broken_file_is_explained_in_the_windows_language(qtbot, shared_window, errors, tmp_path):
    window = shared_window
    wrong_value = tmp_path / "wrong.json"  # 【敏捷】 level "Z": not a level (L729: E, D, C, B, A, EX or none)
    # the bad level on the file's third line: the window names 敏捷 (the pack's name) and line 3
    wrong_value.write_text('{"system": "fate-roll-dice",\n "type": "saber",\n "stats": {"agility": {"level": "Z"}}}',
                           encoding="utf-8")
    cut = tmp_path / "cut.json"
    cut.write_text('{"system": "fate-roll-dice", "type"', encoding="utf-8")
    _open(window, wrong_value)
    title, text = errors[-1]
    assert title == "ファイルを開けません"
    assert str(wrong_value) in text and "敏捷のレベル(3行目): 使える値のどれかではありません" in text
    assert "/stats" not in text and "agility" not in text  # game words, not the file's ids (issue 28 item 1)
    assert "Input should" not in text
    _open(window, cut)
    text = errors[-1][1]
    assert str(cut) in text and "JSON の書き方が正しくありません(1行目" in text
    assert "/:" not in text and "invalid JSON" not in text
    _open(window, tmp_path / "gone.json")
    assert "gone.json" in errors[-1][1] and "No such file" not in errors[-1][1]
    window.act_en.trigger()
    try:
        _open(window, wrong_value)
        title, text = errors[-1]
        assert title == "Cannot open the file"
        assert str(wrong_value) in text and "Agility — level (line 3): Input should be" in text
        assert "/stats" not in text
        assert not JAPANESE.search(text.replace(str(wrong_value), ""))
        _open(window, cut)
        text = errors[-1][1]
        assert "invalid JSON at line 1" in text and "/:" not in text
        assert not JAPANESE.search(text.replace(str(cut), ""))
    finally:
        window.act_ja.trigger()
    assert window.isVisible() and window.session.path is None  # nothing was opened, nothing changed


def test_a_missing_partner_in_the_findings_panel_has_no_bare_root(qtbot, shared_window, tmp_path):
    window = shared_window
    saber = json.loads((EXAMPLES / "chuseihai" / "saber.json").read_text(encoding="utf-8"))
    path = tmp_path / "saber.json"
    path.write_text(json.dumps({**saber, "partner": "gone.json"}, ensure_ascii=False), encoding="utf-8")
    assert window.open_file(path)

    def messages() -> list[str]:
        model = window.findings.view.model()
        return [str(model.index(r, c).data()) for r in range(model.rowCount()) for c in range(model.columnCount())]
    japanese = [m for m in messages() if "gone.json" in m and str(tmp_path) in m]
    assert japanese and all("/:" not in m for m in messages())
    assert "ファイルがありません" in japanese[0] and "No such file" not in japanese[0]
    window.act_en.trigger()
    try:
        english = [m for m in messages() if "gone.json" in m and str(tmp_path) in m]
        assert english and "cannot read: No such file" in english[0]
        assert all("/:" not in m for m in messages())
    finally:
        window.act_ja.trigger()
    window.session.undo_stack.setClean()
