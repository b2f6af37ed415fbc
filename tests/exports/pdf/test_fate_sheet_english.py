"""Fate/roll dice's sheet in English (issue 26 item 4): ``export FILE --pdf OUT --lang en``
prints the layouts' headings and column labels in English (their ``title_en``/``label_en``),
and the Japanese sheet is unchanged. The PDF is read back with pypdf (tests/exports/pdfread.py);
an export several tests read (examples/saber.json in English) is made once per module."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from builder.cli.main import main
from exports.layout import Layout, in_language
from tests.exports.pdfread import read_pdf

ROOT = Path(__file__).resolve().parents[3]
LAYOUTS = sorted((ROOT / "exports" / "systems" / "fate_roll_dice").glob("*.json"))


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """exported(example, fmt, lang, *extra) -> the file ``export EXAMPLE --FMT OUT --lang LANG
    [--invariant for a PDF] *EXTRA`` wrote, run once per module for each set of arguments (the
    tests only read what it wrote)."""
    base = tmp_path_factory.mktemp("exported")
    done: dict[tuple, Path] = {}

    def get(example: Path, fmt: str, lang: str, *extra: str) -> Path:
        key = (example, fmt, lang, *extra)
        if key not in done:
            out = base / f"{len(done)}-{example.stem}-{lang}.{'pdf' if fmt == 'pdf' else 'txt'}"
            flags = ["--invariant"] if fmt == "pdf" else []
            assert main(["export", str(example), f"--{fmt}", str(out), "--lang", lang, *flags, *extra]) == 0
            done[key] = out
        return done[key]
    return get


def _text(exported, lang: str, *extra: str) -> str:
    return read_pdf(exported(ROOT / "examples" / "saber.json", "pdf", lang, *extra)).text()


def test_english_sheet_has_english_headings_and_column_labels(exported):
    text = _text(exported, "en")
    for words in ("【basic data】", "【stats】", "【class skills】", "【Noble Phantasms】", "true name",
                  "effect, limits, risks, +/− conditions", "Servant character sheet"):
        assert words in text, words
    for words in ("【基本データ】", "【ステータス】", "【宝具】", "真名看破目標値", "キャラクターシート"):
        assert words not in text, words


def test_japanese_sheet_keeps_its_japanese_headings(exported):
    text = _text(exported, "ja")
    for words in ("【基本データ】", "【ステータス】", "【宝具】", "サーヴァント用キャラクターシート"):
        assert words in text, words
    assert "【stats】" not in text


def test_english_gm_compact_roster_labels(exported):
    text = _text(exported, "en", "--layout", "gm-compact")
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


# The seed's terms a Fate sheet prints as values, each with the English word the pack gives it
# (000_8acb8ad758a0196c.txt: the stats L344 「筋力、耐久、敏捷、魔力、幸運、社会」; the classes
# L657; the alignment L833–836; a 宝具's 区分 L989 and L1042). An English sheet prints the
# English word, never the Japanese one, wherever the character has the term.
TERMS = {"筋力": "Strength", "耐久": "Endurance", "敏捷": "Agility", "魔力": "Mana", "幸運": "Luck",
         "社会": "Society",
         "セイバー": "Saber", "ランサー": "Lancer", "アーチャー": "Archer", "ライダー": "Rider",
         "バーサーカー": "Berserker", "アサシン": "Assassin", "キャスター": "Caster",
         "秩序": "Lawful", "中立": "Neutral", "混沌": "Chaotic", "中庸": "Balanced",
         "武器": "Weapon", "防具": "Armor", "乗騎": "Mount", "単発": "Single", "常時": "Constant",
         "継続": "Sustained", "対人": "Anti-Unit", "対軍": "Anti-Army", "対城": "Anti-Fortress"}
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))


def _english_outputs(exported, example: Path) -> dict[str, str]:
    pdf, txt = exported(example, "pdf", "en"), exported(example, "text", "en")
    # the text sheet prints the rulebook's skill texts too (the pack's ``text_en``, which keeps
    # some Japanese terms in brackets): its value lines are the seed template's 【…】 lines
    # (L1533–1645) and the 区分 lines of 宝具, 礼装 and equipment (L1575–1581), in English
    values = [line for line in txt.read_text(encoding="utf-8").splitlines()
              if line.startswith(("【", "NP rank", "mystic code rank", "gear points"))]
    return {"pdf": read_pdf(pdf).text(), "text": "\n".join(values)}


def _user_text(example: Path) -> str:
    """What the player wrote (names, notes, conditions): it may hold any word, and is printed as written."""
    data = json.loads(example.read_text(encoding="utf-8"))
    out: list[str] = []

    def walk(x):
        if isinstance(x, str):
            out.append(x)
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(data)
    return "\n".join(out)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_english_sheet_prints_the_packs_english_values(exported, example):
    """Every Fate example, as PDF and text with --lang en: no stat, class, alignment or 宝具
    区分 in Japanese where the pack has an English name (unless the player wrote the word)."""
    written = _user_text(example)
    for kind, text in _english_outputs(exported, example).items():
        for ja, en in TERMS.items():
            if ja in written:
                continue
            assert ja not in text, (kind, ja, en)
        # every example has the six or five stats of L344 / L657, printed in English
        for en in ("Strength", "Endurance", "Agility", "Mana", "Luck"):
            assert en in text, (kind, en)


def test_english_sheet_names_the_saber_class_skills_and_ranks_in_english(exported):
    """examples/saber.json: class セイバー (L666), 対魔力 and 騎乗 (its class skills, L670),
    rank 知名度 (L799), alignment 秩序・善 (L836), 宝具 武器/単発/対城 (L989): all in the pack's English."""
    out = _english_outputs(exported, ROOT / "examples" / "saber.json")
    whole = exported(ROOT / "examples" / "saber.json", "text", "en").read_text(encoding="utf-8")
    # the text sheet's skill lines 「スキル名:ランク」 (L1564): 対魔力B, 騎乗C in examples/saber.json
    assert "Magic Resistance:B" in whole and "Riding:C" in whole
    out["text"] = whole.split("【class skills】")[0]  # the rulebook's skill texts follow
    for kind, text in out.items():
        for en in ("Saber", "Fame", "Lawful・Good"):
            assert en in text, (kind, en)
    for en in ("Magic Resistance", "Riding", "Weapon", "Single", "Anti-Fortress"):
        assert en in out["pdf"], en
        for ja in ("対魔力", "騎乗", "知名度", "秩序・善"):
            assert ja not in text, (kind, ja)


def test_the_text_sheets_words_are_data_in_both_languages():
    """exports/systems/fate_roll_dice/words/text.json: every word of the seed's template
    (L1532-1691) in Japanese and in English, the same keys."""
    words = json.loads((ROOT / "exports" / "systems" / "fate_roll_dice" / "words" / "text.json")
                       .read_text(encoding="utf-8"))
    assert set(words["ja"]) == set(words["en"]) and words["ja"]
    assert all(v.strip() or k in ("public",) for k, v in words["en"].items())


def test_english_text_sheet_has_english_headings(tmp_path):
    """export examples/saber.json --text --lang en: the template's headings in English; in
    Japanese the seed's own (「--サーヴァント用キャラクターシート--」 L1532, 【原典】 L1533)."""
    out = tmp_path / "saber.txt"
    assert main(["export", str(ROOT / "examples" / "saber.json"), "--text", str(out), "--lang", "en"]) == 0
    text = out.read_text(encoding="utf-8")
    assert text.startswith("--Servant character sheet--  白百合の騎士\n【origin】—\n【class】Saber\n")
    for heading in ("【class skills】", "【personal skills】", "【Noble Phantasms】", "【gear and items】",
                    "【findings】", "NP rank:B category:Weapon"):
        assert heading in text, heading
    for heading in ("【原典】", "【クラス】", "【クラス別スキル】", "【宝具】", "【チェック結果】", "宝具ランク"):
        assert heading not in text, heading
    ja = tmp_path / "saber-ja.txt"
    assert main(["export", str(ROOT / "examples" / "saber.json"), "--text", str(ja)]) == 0
    assert ja.read_text(encoding="utf-8").startswith("--サーヴァント用キャラクターシート--  白百合の騎士\n【原典】—\n")
