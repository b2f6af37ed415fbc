"""The online-table exports of the four data systems (issue 26 items 1-2): each system's
ココフォリア piece has the resources the seed tracks in play with their maxima, the params its
rolls read and the rolls the seed defines, as BCDice commands with ``{param}`` references;
real BCDice reads every command; the rolls, once the params are put in, are the ones worked
by hand from the seed; the ユドナリウム zip carries the same bars and palette; the public form
names no true name and no hidden figure.

千夜月姫+'s class rows and modifiers are GM-entered (003 L399, L443: not in the seed), so its
combat values come from TEST DATA (tests/fixtures/senya_class_rows_test_data.json).
"""
from __future__ import annotations

import json
import re
import zipfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from builder.cli.main import main
from builder.core.documents import load_build

from tests.exports.palette_corpus import bcdice_available, echo, run_bcdice

ROOT = Path(__file__).resolve().parents[3]
EX = ROOT / "examples"
SENYA_ROWS = ROOT / "tests" / "fixtures" / "senya_class_rows_test_data.json"
GT_UNITS = EX / "grail-tactics" / "units.json"


def _piece(capsys, path: Path, *extra: str) -> dict:
    assert main(["export", str(path), "--ccfolia", "-", *extra]) == 0
    return json.loads(capsys.readouterr().out)["data"]


def _status(piece: dict) -> dict[str, tuple[int, int]]:
    return {s["label"]: (s["value"], s["max"]) for s in piece["status"]}


def _rolls(piece: dict) -> list[str]:
    """The palette with the params put in (as ココフォリア sends a line): command only."""
    params = {p["label"]: p["value"] for p in piece["params"]}
    out = []
    for line in piece["commands"].splitlines():
        command = line.split(" ", 1)[0]
        out.append(re.sub(r"\{([^}]+)\}", lambda m: params[m.group(1)], command))
    return out


def test_eiyuten_hp_and_fp_bars_and_no_invented_roll(capsys):
    piece = _piece(capsys, EX / "eiyuten" / "servant.json")
    # ストロング, サーヴァント (001 L99): HP 【耐久】×3+20 = 9×3+20 = 47; FP 【筋力】+【魔力】+【幸運】+2
    # = 11+2+3+2 = 18 (its ranks: 筋力11, 耐久9, 魔力2, 幸運3)
    assert _status(piece) == {"HP": (47, 47), "FP": (18, 18)}
    params = {p["label"]: p["value"] for p in piece["params"]}
    assert params["筋力"] == "11" and params["耐久"] == "9" and params["肉体"] == "9"
    # the seed names 戦闘判定/探索判定 but gives no dice (001 L14, L124, L138): no roll invented
    assert piece["commands"] == ""
    master = _piece(capsys, EX / "eiyuten" / "master.json")
    assert set(_status(master)) == {"HP", "FP"}


def test_chuseihai_mana_and_command_spells_and_percentage_checks(capsys):
    saber = _piece(capsys, EX / "chuseihai" / "saber.json")
    # 貯蔵魔力 100 + 2×(the Master's 【魔】) (002 L170): master.json's 【魔】45 → 190
    assert _status(saber) == {"貯蔵魔力": (190, 190)}
    lines = saber["commands"].splitlines()
    assert lines[0].startswith("1D100<={情報収集}") and lines[1].startswith("1D100<={礼装作成}")
    # 情報収集 50% base, セイバー no modifier (002 L64–65); 礼装作成 【魔】×2% = 15×2 = 30 (L86, L95);
    # 魂喰いの察知 50% (L119–120)
    assert _rolls(saber) == ["1D100<=50", "1D100<=30", "1D100<=50"]
    master = _piece(capsys, EX / "chuseihai" / "master.json")
    assert _status(master)["令呪"] == (3, 3)  # three command spells (L229)


def test_senya_vitality_concentration_and_2d6_checks(capsys):
    pc = _piece(capsys, EX / "senya-tsukihime-plus" / "pc.json", "--pack", str(SENYA_ROWS))
    # pc.json: ナイフ使い 2, 代行者 1, 追加の1点 知覚+1. Base values (003 L399–401), test rows
    # ナイフ使い 4/3/2/1, 代行者 2/2/5/3: 体力 2×4+2 = 10, 知覚 2×3+2+1 = 9, 理知 2×2+5 = 9,
    # 意志 2×1+3 = 5; bonuses ÷3 floored (L413): 3, 3, 3, 1.
    # Combat values (L434–439) plus the test modifiers (L443; ナイフ使い Lv2 row 1/0/0/1/2/1, 代行者
    # Lv1 row 0/1/1/0/3/2): 白兵 3+3+1 = 7, 射撃 3+3+1 = 7, 精神 3+1+1 = 5, 行動 3+1+1 = 5,
    # 生命力 (3+3)×5+2+3 = 35, 集中力 (3+1)×5+1+2 = 23
    # テンション値 from 【集中力】 (before the bonds, L899) up to its cap 100 (L905; issue 27)
    assert _status(pc) == {"生命力": (35, 35), "集中力": (23, 23), "テンション値": (23, 100)}
    assert pc["initiative"] == 5  # 【行動】 (L1397)
    # every check is 2D6 + 判定値 (L72–80, L689–695); 行動カウント 【行動】+2D6 (L1397);
    # コミュニティ判定 【理知】+4 (L612)
    assert _rolls(pc) == ["2D6+3", "2D6+3", "2D6+3", "2D6+1", "2D6+7", "2D6+7", "2D6+5", "2D6+5", "2D6+3+4"]
    assert pc["commands"].splitlines()[4].startswith("2D6+{白兵}")
    master = _piece(capsys, EX / "senya-tsukihime-plus" / "master.json")
    assert _status(master)["令呪"] == (3, 3)  # L2082


def test_grail_tactics_status_d20_and_coin(capsys):
    servant = _piece(capsys, EX / "grail-tactics" / "servant.json", "--campaign", str(GT_UNITS))
    status = _status(servant)
    # servant.json: ランサー, coin 表 (1), 生命ロール(S) 17, 素早さロール(S) 12, 運ロール 9; the example
    # unit page's ベースヘルス 1000 (example data, L137). ヘルス 1000+17 = 1017 (heads, 004 L81);
    # アジリティ 12+2 = 14 (ランサー +2, L83–84); ラック 9−2 = 7 (ランサー −2, L94–95)
    assert status["ヘルス"] == (1017, 1017)
    assert status["アジリティ"] == (14, 14) and status["ラック"] == (7, 7)
    # the palette: d20 for the turn order (L126–127), a coin (L81, L166, L176, L179) and the
    # set-up rolls with the dice the readings set (default: one 20-sided die, the pack's readings)
    assert _rolls(servant) == ["1D20", "1D2", "1D20", "1D20", "1D20"]
    names = [line.split(" ", 1)[1] for line in servant["commands"].splitlines()]
    assert names[2:] == ["生命ロール(S)", "素早さロール(S)", "運ロール"]
    master = _piece(capsys, EX / "grail-tactics" / "master.json", "--campaign", str(GT_UNITS))
    assert {"ヘルス", "アジリティ", "ラック", "令呪"} <= set(_status(master))
    assert _status(master)["令呪"] == (3, 3)  # L242


def test_the_readings_set_the_set_up_dice(tmp_path, capsys):
    # a GM who reads the set-up rolls (生命ロール(S) among them, L81) as 2D6: the pack's one
    # reading for every set-up die, setup_die (issue 27)
    campaign = tmp_path / "dice.json"
    campaign.write_text(json.dumps({"settings": {"setup_die": "2d6"}}), encoding="utf-8")
    piece = _piece(capsys, EX / "grail-tactics" / "servant.json", "--campaign", str(campaign))
    assert _rolls(piece)[2] == "2D6"


def _all_pieces(capsys) -> list[dict]:
    out = []
    for path, extra in [(EX / "eiyuten" / "servant.json", ()), (EX / "eiyuten" / "master.json", ()),
                        (EX / "chuseihai" / "saber.json", ()), (EX / "chuseihai" / "master.json", ()),
                        (EX / "senya-tsukihime-plus" / "pc.json", ("--pack", str(SENYA_ROWS))),
                        (EX / "grail-tactics" / "servant.json", ("--campaign", str(GT_UNITS))),
                        (EX / "grail-tactics" / "master.json", ("--campaign", str(GT_UNITS)))]:
        out.append(_piece(capsys, path, *extra))
    return out


def test_real_bcdice_reads_every_command(capsys):
    if not bcdice_available():
        pytest.fail("node or scripts/bcdice/node_modules is missing (npm ci --prefix scripts/bcdice)")
    lines = sorted({r for p in _all_pieces(capsys) for r in _rolls(p)})
    report = run_bcdice(lines)
    assert [r["line"] for r in report["results"] if not r["ok"]] == []
    # BCDice read each as the seed's roll, nothing more nor less: its echo is the command itself
    assert [echo(r["text"]) for r in report["results"]] == lines
    assert len(lines) >= 8


@pytest.mark.parametrize("path,extra", [
    (EX / "eiyuten" / "servant.json", ()),
    (EX / "chuseihai" / "saber.json", ()),
    (EX / "senya-tsukihime-plus" / "pc.json", ("--pack", str(SENYA_ROWS))),
    (EX / "grail-tactics" / "master.json", ("--campaign", str(GT_UNITS))),
])
def test_udonarium_zip_has_the_bars_and_the_palette(tmp_path, path, extra):
    # read back as ユドナリウム reads it (see test_udonarium's docstring): <data name="detail">
    # holds リソース with type="numberResource" (text: max, currentValue: now), the palette is
    # <chat-palette>'s text, one line each
    out = tmp_path / "c.zip"
    assert main(["export", str(path), "--udonarium", str(out), *extra]) == 0
    with zipfile.ZipFile(out) as zf:
        root = ET.fromstring(zf.read("data.xml"))
    piece = json.loads(_ccfolia_text(path, extra))["data"]
    detail = next(d for d in root.iter("data") if d.get("name") == "detail")
    resources = next(d for d in detail if d.get("name") == "リソース")
    bars = {d.get("name"): (int(d.get("currentValue")), int(d.text)) for d in resources
            if d.get("type") == "numberResource"}
    assert bars == _status(piece) and bars
    assert (root.find("chat-palette").text or "").splitlines() == piece["commands"].splitlines()


def _ccfolia_text(path: Path, extra: tuple) -> str:
    import contextlib
    import io
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(["export", str(path), "--ccfolia", "-", *extra]) == 0
    return buf.getvalue()


@pytest.mark.parametrize("path,extra,hidden", [
    (EX / "eiyuten" / "servant.json", (), ["ヘラクレス"]),
    (EX / "chuseihai" / "saber.json", (), ["坂上田村麻呂", "宝"]),
    (EX / "senya-tsukihime-plus" / "servant.json", ("--pack", str(SENYA_ROWS)), []),
    (EX / "grail-tactics" / "servant.json", ("--campaign", str(GT_UNITS)), []),
])
def test_public_piece_names_no_true_name_nor_hidden_figure(capsys, path, extra, hidden):
    build = load_build(path)
    full = _piece(capsys, path, *extra)
    public = _piece(capsys, path, "--public", *extra)
    text = json.dumps(public, ensure_ascii=False)
    assert build.name not in text
    for word in hidden:
        assert word not in text.replace("宝具", "")  # (宝具 is the rule's word, not the hidden 【宝】)
    # what is hidden is left out, never shown under another name: the public piece's bars, params
    # and rolls are among the full piece's
    assert {s["label"] for s in public["status"]} <= {s["label"] for s in full["status"]}
    assert set(public["commands"].splitlines()) <= set(full["commands"].splitlines())


def test_the_printed_sheet_and_the_summary_leave_the_table_part_out(capsys):
    assert main(["export", str(EX / "chuseihai" / "saber.json"), "--text", "-"]) == 0
    text = capsys.readouterr().out
    assert "オンラインセッション" not in text and "貯蔵魔力(上限): 190" in text


def test_a_table_param_naming_no_figure_is_refused_with_its_place(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"table_params": [{"id": "no_such", "name": "x"}]}), encoding="utf-8")
    assert main(["export", str(EX / "chuseihai" / "saber.json"), "--ccfolia", "-", "--campaign", str(bad)]) == 2
    err = capsys.readouterr().err
    assert str(bad) in err and "/table_params/0" in err and "no_such" in err and "Traceback" not in err
