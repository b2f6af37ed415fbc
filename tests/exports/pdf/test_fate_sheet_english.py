"""Fate/roll dice's sheet in English (issue 26 item 4): ``export FILE --pdf OUT --lang en``
prints the layouts' headings and column labels in English (their ``title_en``/``label_en``),
and the Japanese sheet is unchanged. The PDF is read back with pypdf."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from builder.cli.main import main
from exports.layout import Layout, in_language

ROOT = Path(__file__).resolve().parents[3]
LAYOUTS = sorted((ROOT / "exports" / "systems" / "fate_roll_dice").glob("*.json"))


def _text(tmp_path: Path, lang: str, *extra: str) -> str:
    out = tmp_path / f"saber-{lang}.pdf"
    assert main(["export", str(ROOT / "examples" / "saber.json"), "--pdf", str(out), "--lang", lang,
                 "--invariant", *extra]) == 0
    return "\n".join(p.extract_text() for p in PdfReader(out).pages)


def test_english_sheet_has_english_headings_and_column_labels(tmp_path):
    text = _text(tmp_path, "en")
    for words in ("【basic data】", "【stats】", "【class skills】", "【Noble Phantasms】", "true name",
                  "effect, limits, risks, +/− conditions", "Servant character sheet"):
        assert words in text, words
    for words in ("【基本データ】", "【ステータス】", "【宝具】", "真名看破目標値", "キャラクターシート"):
        assert words not in text, words


def test_japanese_sheet_keeps_its_japanese_headings(tmp_path):
    text = _text(tmp_path, "ja")
    for words in ("【基本データ】", "【ステータス】", "【宝具】", "サーヴァント用キャラクターシート"):
        assert words in text, words
    assert "【stats】" not in text


def test_english_gm_compact_roster_labels(tmp_path):
    text = _text(tmp_path, "en", "--layout", "gm-compact")
    for words in ("NPC roster", "stat", "rank", "+/−", "skills", "limits, risks, conditions"):
        assert words in text, words
    for words in ("NPC一覧", "ステータス", "ランク", "+or−条件", "スキル名", "制限・リスク・条件"):
        assert words not in text, words


@pytest.mark.parametrize("path", LAYOUTS, ids=lambda p: p.stem)
def test_every_bundled_fate_layout_names_every_heading_and_label_in_english(path):
    layout = Layout.model_validate(json.loads(path.read_text(encoding="utf-8")))
    assert layout.title_en
    for section in layout.sections:
        assert bool(section.title_en) == bool(section.title), section.id
        for column in section.columns:
            assert column.label_en, (section.id, column.key)
    english = in_language(layout, "en")
    assert [s.title for s in english.sections] == [s.title_en or s.title for s in layout.sections]
    assert in_language(layout, "ja") is layout
