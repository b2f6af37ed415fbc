"""Exports of a data system are drawn from the Sheet's typed sections, knowing no system.

The character is a 中聖杯 Lv 40 Saber (seed 002_cb7697588777ea44.txt) and its Master, worked by
hand from the seed:
- stat total: Lv 40 Servant → 40×2 + 60 = 140 (L262), spent 30+25+25+20+20+20 = 140;
- セイバー: 【筋】【耐】【敏】 +10 (L281) → 40 / 35 / 35, the rest unchanged; total 170;
- 貯蔵魔力: 100 + the Master's 【魔】 30 × 2 = 160 (L170);
- 情報収集 50 % (L64), no class bonus for a Saber; 礼装作成 【魔】 20 × 2 = 40 % (L86).
"""
from __future__ import annotations

import io
import json

from pypdf import PdfReader

from builder.cli.main import main

SABER = {"system": "chuseihai", "type": "servant", "name": "アルトリア", "partner": "master.json",
         "stats": {"Lv": 40, "STR": 30, "END": 25, "AGI": 25, "MAG": 20, "LUK": 20, "NP": 20},
         "options": {"class": ["saber"]},
         "lists": {"skills": [{"name": "直感", "level": "A", "text": "危機を察知する。"}],
                   "noble_phantasms": [{"name": "約束された勝利の剣", "source": "np", "level": "A++"}]}}
MASTER = {"system": "chuseihai", "type": "other", "name": "衛宮士郎", "partner": "saber.json",
          "stats": {"Lv": 40, "STR": 25, "END": 25, "AGI": 20, "MAG": 30, "LUK": 20, "NP": 0}}


def _files(tmp_path):
    (tmp_path / "saber.json").write_text(json.dumps(SABER, ensure_ascii=False), encoding="utf-8")
    (tmp_path / "master.json").write_text(json.dumps(MASTER, ensure_ascii=False), encoding="utf-8")
    return tmp_path / "saber.json"


def test_text_export_shows_every_section(tmp_path, capsys):
    saber = _files(tmp_path)
    assert main(["export", str(saber), "--text", "-"]) == 0
    text = capsys.readouterr().out
    assert "クラス: セイバー" in text
    assert "【筋】 30+10 = 40" in text and "【耐】 25+10 = 35" in text and "【魔】 20" in text
    assert "ステータス合計: 合計 140 / 使用 140 / 残り 0" in text
    assert "貯蔵魔力(上限): 160" in text
    assert "対魔力:高 (クラス)" in text  # the class skill of L281, given by the class
    assert "約束された勝利の剣:A++" in text


def test_text_export_in_english_uses_the_packs_english_names(tmp_path, capsys):
    saber = _files(tmp_path)
    assert main(["export", str(saber), "--text", "-", "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert "class: Saber" in text and "kind: Servant" in text and "mana stock (maximum): 160" in text


def test_ccfolia_export_has_status_params_and_palette(tmp_path, capsys):
    saber = _files(tmp_path)
    assert main(["export", str(saber), "--ccfolia", "-"]) == 0
    data = json.loads(capsys.readouterr().out)["data"]
    # the bar 貯蔵魔力, full at the start: 100 + 2×(the Master's 【魔】30) = 160 (L170)
    assert data["status"] == [{"label": "貯蔵魔力", "value": 160, "max": 160}]
    assert {"label": "筋", "value": "40"} in data["params"]
    # 情報収集 50 % (L64), 礼装作成 【魔】×2 = 40 % (L86), as params the palette reads; 魂喰いの察知 50 % (L120)
    assert {"label": "情報収集", "value": "50"} in data["params"]
    assert {"label": "礼装作成", "value": "40"} in data["params"]
    assert data["commands"].splitlines() == ["1D100<={情報収集} 【情報収集】", "1D100<={礼装作成} 【使い捨て礼装の作成】",
                                             "1D100<=50 魂喰いの察知判定"]


def test_pdf_export_draws_the_sections(tmp_path):
    saber = _files(tmp_path)
    out = tmp_path / "saber.pdf"
    assert main(["export", str(saber), "--pdf", str(out)]) == 0
    text = "".join("".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(out.read_bytes())).pages)
    for expected in ("アルトリア", "【ステータス】", "セイバー", "160", "約束された勝利の剣", "対魔力"):
        assert expected in text, expected


def test_a_roster_pdf_of_a_data_system_gives_each_character_a_page(tmp_path):
    saber = _files(tmp_path)
    out = tmp_path / "both.pdf"
    assert main(["export", str(saber), str(tmp_path / "master.json"), "--pdf", str(out)]) == 0
    pages = PdfReader(io.BytesIO(out.read_bytes())).pages
    assert len(pages) == 2 and "衛宮士郎" in "".join(pages[1].extract_text().split())
