"""``grail-builder audit``: a roster of hand-made characters in every format and exit status.

Figures worked by hand from the seeds (arithmetic in the comments):
- examples/saber.json (Fate/roll dice): ranks 知名度・王族・英雄打倒 → RL 6+3 = 9 (L748),
  FP = 9 × 6 = 54 (L750), all spent (tests/builder/systems/fate_roll_dice/test_examples.py works the
  54 through);
  宝具 B = 4 points of NP capacity, all used (L1054).
- "overspent": the same Saber with 幸運 C→B: one step is 6 FP (L886) → spent 60, 54 − 60 = −6.
- "flagged": the same Saber without its two approvals: the 筋力 "+" condition's frequency (L902)
  and the Noble Phantasm (L1038) are open GM flags again.
- "lapsed": the same Saber with its Noble Phantasm renamed after the GM approved it: that
  approval lapses (1 lapsed, its notice 1 warning) and the NP's GM flag (L1038) is open again
  (1 gm); the 筋力 approval still stands.
- examples/chuseihai/saber.json: a Lv 40 Servant has 40×2+60 = 140 points (L262, L265), spent
  30+25+25+15+15+30 = 140; its level figure is the stat Lv, 40. Its partner master.json is a
  Lv 40 それ以外 with 40×2+40 = 120 points (L268), all spent.
"""
from __future__ import annotations

import csv
import io
import json
import shutil

import pytest

from builder.gm.auditformat import display_width
from builder.cli.main import main
from tests.conftest import EXAMPLES


def _saber(**change) -> dict:
    data = json.loads((EXAMPLES / "saber.json").read_text(encoding="utf-8"))
    data.update(change)
    return data


@pytest.fixture
def roster(tmp_path):
    folder = tmp_path / "roster"
    (folder / "chuseihai").mkdir(parents=True)
    shutil.copy(EXAMPLES / "saber.json", folder / "a_legal.json")
    data = _saber(name="過剰")
    data["stats"]["luck"] = {"level": "B"}
    (folder / "b_overspent.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    (folder / "c_flagged.json").write_text(json.dumps(_saber(name="未承認", approvals=[]), ensure_ascii=False),
                                           encoding="utf-8")
    data = _saber(name="失効")
    data["noble_phantasms"][0]["name"] = "改名した宝具"
    (folder / "d_lapsed.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    for name in ("saber.json", "master.json"):
        shutil.copy(EXAMPLES / "chuseihai" / name, folder / "chuseihai" / name)
    (folder / "campaign.json").write_text('{"rules": {}}', encoding="utf-8")  # not a character
    (folder / "notes.txt").write_text("not json, and not *.json: not looked at", encoding="utf-8")
    return folder


def run(capsys, *argv):
    status = main(["audit", *map(str, argv)])
    out, err = capsys.readouterr()
    return status, out, err


def test_json_rows_hold_the_hand_worked_figures(roster, capsys):
    status, out, err = run(capsys, roster, "--format", "json", "--jobs", "1")
    assert status == 1 and err == ""  # the overspent Saber has an error
    data = json.loads(out)
    rows = {r["file"].split("roster/")[1]: r for r in data["characters"]}
    assert list(rows) == ["a_legal.json", "b_overspent.json", "c_flagged.json", "d_lapsed.json",
                          "chuseihai/master.json", "chuseihai/saber.json"]  # sorted, recursive
    legal = rows["a_legal.json"]
    assert (legal["system"], legal["type"], legal["type_name"], legal["level"]) == ("fate-roll-dice", "saber", "セイバー", 9)
    assert legal["pools"]["fp"] == {"name": "FP", "total": 54, "spent": 54, "remaining": 0}
    assert legal["pools"]["noble_phantasm"]["total"] == 4 and legal["pools"]["noble_phantasm"]["remaining"] == 0
    assert (legal["errors"], legal["gm"], legal["warnings"], legal["lapsed"]) == (0, 0, 0, 0)
    over = rows["b_overspent.json"]
    assert over["pools"]["fp"]["spent"] == 60 and over["pools"]["fp"]["remaining"] == -6 and over["errors"] >= 1
    assert rows["c_flagged.json"]["gm"] == 2 and rows["c_flagged.json"]["errors"] == 0
    lapsed = rows["d_lapsed.json"]
    assert (lapsed["errors"], lapsed["gm"], lapsed["warnings"], lapsed["lapsed"]) == (0, 1, 1, 1)
    chu = rows["chuseihai/saber.json"]
    assert chu["level"] == 40 and chu["type_name"] == "サーヴァント"
    assert (chu["pools"]["stat_points"]["total"], chu["pools"]["stat_points"]["remaining"]) == (140, 0)
    master = rows["chuseihai/master.json"]
    assert master["level"] == 40 and master["pools"]["stat_points"]["total"] == 120
    assert [s["file"].split("roster/")[1] for s in data["skipped"]] == ["campaign.json"]
    assert data["summary"] == {"files": 7, "characters": 6, "with_errors": 1, "with_gm_flags": 2,
                               "with_lapsed_approvals": 1, "unreadable": 0, "skipped": 1}


def test_exit_statuses(roster, tmp_path, capsys):
    assert run(capsys, roster / "a_legal.json")[0] == 0
    assert run(capsys, roster / "c_flagged.json")[0] == 0  # an open GM flag alone passes …
    assert run(capsys, roster / "c_flagged.json", "--strict")[0] == 1  # … unless --strict
    assert run(capsys, roster / "b_overspent.json")[0] == 1
    bad = tmp_path / "bad.json"
    bad.write_text('{"system": "fate-roll-dice", "type": "saber", "name": ', encoding="utf-8")
    unknown = tmp_path / "unknown.json"
    unknown.write_text('{"system": "no-such-system", "type": "x"}', encoding="utf-8")
    status, out, err = run(capsys, roster, bad, unknown, tmp_path / "missing.json", "--jobs", "1")
    assert status == 2  # unreadable files win over the overspent character's 1
    lines = err.strip().splitlines()
    assert len(lines) == 3 and all(line.startswith("grail-builder: ") for line in lines)
    # the place in words with the file's line, never the pointer /system (issue 28 item 1)
    assert f"{bad}: " in lines[0] and f"{unknown}: システム(1行目): システム「no-such-system」はありません" in lines[1]
    assert "missing.json: ファイルもフォルダもありません" in err and "/:" not in err
    assert "Traceback" not in out + err
    assert "キャラクター 6" in out and "読めない 3" in out  # the rest were still audited
    status, out, err = run(capsys, bad, unknown, tmp_path / "missing.json", "--lang", "en")
    assert f"{unknown}: system (line 1): no-such-system" in err and "missing.json: no such file or folder" in err
    assert "/:" not in err


def test_table_aligns_wide_characters(roster, capsys):
    status, out, _ = run(capsys, roster, "--jobs", "1")
    lines = out.splitlines()
    head, rows = lines[0], lines[1:7]
    # every row's columns start where the heading's do, counting wide characters as two
    start = display_width(head[:head.index("システム")])
    for line in rows:
        system = " chuseihai " if " chuseihai " in line else " fate-roll-dice "
        assert display_width(line[:line.index(system) + 1]) == start, line
    assert "FP 54/54/0" in lines[1] and "FP 54/60/-6" in lines[2]
    assert lines[7].startswith("ファイル 7、キャラクター 6、エラーあり 1、GM確認待ち 2、承認失効 1")
    assert lines[8].startswith("対象外: ") and lines[8].endswith("campaign.json: not a character (no \"system\" key)")
    assert display_width("白百合") == 6 and display_width("FP") == 2 and display_width("ｱ") == 1


def test_markdown_and_csv(roster, capsys):
    status, out, _ = run(capsys, roster, "--format", "md", "--lang", "en", "--jobs", "1")
    lines = out.splitlines()
    assert lines[0].startswith("| file | name | system | type | level |") and lines[1].startswith("|---|")
    assert lines[2].endswith("| Saber | 9 | FP 54/54/0  NP capacity 4/4/0 | 0 | 0 | 0 | 0 |")
    assert lines[5].endswith("| Saber | 9 | FP 54/54/0  NP capacity 4/4/0 | 0 | 1 | 1 | 1 |")  # d_lapsed
    assert ("6 characters, 1 with errors, 2 with open GM flags, 1 with lapsed approvals, 0 unreadable, "
            "1 skipped") in out
    status, out, err = run(capsys, roster, "--format", "csv", "--jobs", "1")
    table = list(csv.DictReader(io.StringIO(out)))
    assert len(table) == 6 and status == 1
    assert next(r for r in table if r["file"].endswith("d_lapsed.json"))["lapsed"] == "1"
    over = next(r for r in table if r["file"].endswith("b_overspent.json"))
    assert (over["fp:total"], over["fp:spent"], over["fp:remaining"], over["level"]) == ("54", "60", "-6", "9")
    chu = next(r for r in table if r["file"].endswith("chuseihai/saber.json"))
    assert chu["fp:total"] == "" and chu["stat_points:total"] == "140"
    assert "キャラクター 6" in err  # the summary stays off the CSV


def test_user_text_is_escaped_and_pipes_are_kept_in_markdown(tmp_path, capsys):
    (tmp_path / "x.json").write_text(json.dumps(_saber(name="悪\x1b[2J|名")), encoding="utf-8")
    for fmt in ("table", "md", "csv", "json"):
        status, out, _ = run(capsys, tmp_path, "--format", fmt, "--jobs", "1")
        assert "\x1b" not in out and status == 0
    assert "悪\\x1b[2J\\|名" in run(capsys, tmp_path, "--format", "md")[1]


def test_a_process_pool_gives_the_same_rows_in_the_same_order(roster, capsys, monkeypatch):
    import builder.gm.audit as audit
    for i in range(6):
        shutil.copy(EXAMPLES / "caster.json", roster / f"z{i}.json")
    monkeypatch.setattr(audit, "POOL_MIN_FILES", 2)
    one = run(capsys, roster, "--format", "json", "--jobs", "1")
    two = run(capsys, roster, "--format", "json", "--jobs", "2")
    assert one == two and json.loads(one[1])["summary"]["characters"] == 12


@pytest.mark.parametrize("text, width", [
    ("白百合の騎士", 12), ("ｱｲｳ", 3), ("FP 54/60/-6", 11), ("財産ポイント 10/8/2", 19),
    ("e\u0301", 1), ("か\u3099", 2), ("", 0), ("Ω漢", 3), ("😀", 2),
])
def test_display_width_counts_wide_characters_twice_and_combining_marks_not_at_all(text, width):
    # issue 12: the table's columns (worked by hand: 白百合の騎士 is 6 wide characters = 12
    # columns; ｱ is half-width = 1; "財産ポイント" 6 wide = 12 + " 10/8/2" 7 = 19; e + a
    # combining acute = 1; か + a combining dakuten = 2; Ω is ambiguous (A) = 1, 漢 = 2)
    assert display_width(text) == width
