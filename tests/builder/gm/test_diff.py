"""``grail-builder diff``: pairs of examples, each change worked by hand from the seeds.

Fate/roll dice (000_8acb8ad758a0196c.txt): a stat step costs 6 FP (L886); MP = (魔×3 + 幸)×2 + RL
and IV = 敏×3 + 幸 (L871) with E1 D2 C3 B4 A5 (L863); 騎乗 is 2 FP a level (E→C = 4, L1138 as
tests/builder/systems/fate_roll_dice/test_examples.py works it). 中聖杯: the stat total is Lv×2+60 for a Servant
(L262, L265); セイバー adds +10 to 【筋】【耐】【敏】 (L281).
"""
from __future__ import annotations

import json
import shutil

from builder.cli.main import main
from tests.conftest import EXAMPLES


def _write(path, data):
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def run(capsys, *argv):
    status = main(["diff", *map(str, argv)])
    out, err = capsys.readouterr()
    return status, out, err


def test_saber_with_luck_raised(tmp_path, capsys):
    data = json.loads((EXAMPLES / "saber.json").read_text(encoding="utf-8"))
    data["stats"]["luck"] = {"level": "B"}  # 幸運 C→B: one step, 6 FP (L886)
    new = _write(tmp_path / "saber2.json", data)
    status, out, err = run(capsys, EXAMPLES / "saber.json", new, "--lang", "en")
    assert status == 0 and err == ""
    lines = [line.strip() for line in out.splitlines()]
    # the stat by its English name in English (the typed stat row carries it, issue 25 item 3)
    assert "~ Luck: C → B" in lines
    # FP: total 54 (RL 9 × 6) unchanged; spent 54 + 6 = 60; remaining 54 − 60 = −6
    assert "~ FP (total/spent/remaining): 54/54/0 → 54/60/-6" in lines
    # MP: (魔D2×3 + 幸C3)×2 + 9 = 27 → (6 + 4)×2 + 9 = 29; IV: 敏A5×3 + 3 = 18 → 15 + 4 = 19
    assert "~ MP: 27 → 29" in lines and "~ IV: 18 → 19" in lines
    # the place in words, never a JSON pointer or a bare "/" (issue 28 item 1)
    assert [line for line in lines if line.startswith("+ [error]")] == ["+ [error] FP overspent (60 of 54): the whole character"]
    assert "NP capacity" not in out  # 宝具容量 did not change


def test_fate_ranks_skills_marks_and_approvals(tmp_path, capsys):
    data = json.loads((EXAMPLES / "saber.json").read_text(encoding="utf-8"))
    data["stats"]["strength"] = {"level": "A"}  # the "+" mark removed: 3 FP back (L910)
    riding = next(s for s in data["skills"] if s["id"] == "kijou")
    riding["level"] = "B"  # 騎乗 C→B: 4 + 2 = 6 FP
    data["approvals"] = [a for a in data["approvals"] if not a["path"].startswith("/stats")]
    data["ranks"] = [r for r in data["ranks"] if r["id"] != "eiyuu_datou"]  # RL 9 → 8: FP 48
    new = _write(tmp_path / "saber2.json", data)
    status, out, _ = run(capsys, EXAMPLES / "saber.json", new)
    lines = [line.strip() for line in out.splitlines()]
    assert status == 0
    assert "~ 筋力: A+ → A" in lines
    assert "- 筋力 +2 「剣を両手で構え、名乗りを上げた時」" in lines
    assert "~ 騎乗: C (4 FP) → B (6 FP)" in lines
    assert "- 英雄打倒" in lines and "~ ランクレベル: 9 → 8" in lines
    # FP: total 8 × 6 = 48; spent 54 − 3 + 2 = 53; remaining −5
    assert "~ FP (合計/使用/残り): 54/54/0 → 48/53/-5" in lines
    # the approval by the finding it answers, not its code and pointer (issue 28 item 1)
    assert any(line.startswith("- 筋力の「+」の条件「剣を両手で構え、名乗りを上げた時」の頻度はGMが確認します: 名乗りは")
               for line in lines)
    assert "mark.condition_frequency" not in out and "/stats/" not in out
    assert out.index("ランク:") < out.index("スキル:") < out.index("ポイント:")


def test_chuseihai_level_and_strength_raised(tmp_path, capsys):
    for name in ("saber.json", "master.json"):
        shutil.copy(EXAMPLES / "chuseihai" / name, tmp_path / name)
    data = json.loads((tmp_path / "saber.json").read_text(encoding="utf-8"))
    data["stats"].update(Lv=45, STR=35)
    data["lists"]["skills"].append({"name": "心眼(真)", "level": "C"})
    new = _write(tmp_path / "saber2.json", data)
    status, out, _ = run(capsys, tmp_path / "saber.json", new, "--format", "md")
    assert status == 0
    # pool: 40×2+60 = 140 → 45×2+60 = 150; spent 140 + 5 = 145; 5 left
    assert "- **~** ステータス合計 (合計/使用/残り): 140/140/0 → 150/145/5" in out
    # 【筋】 final = chosen + セイバー's 10: 30+10 = 40 → 35+10 = 45
    assert "- **~** 【筋】: 40 (選択 30) → 45 (選択 35)" in out
    assert "- **~** レベル: 40 → 45" in out
    assert "- **+** 心眼(真): C" in out
    assert "### スキル" in out and "### 能力値" in out


def test_same_file_different_systems_and_unreadable(tmp_path, capsys):
    status, out, _ = run(capsys, EXAMPLES / "saber.json", EXAMPLES / "saber.json")
    assert (status, out.strip()) == (0, "変更なし")
    status, out, err = run(capsys, EXAMPLES / "saber.json", EXAMPLES / "chuseihai" / "saber.json")
    assert status == 2 and out == "" and "fate-roll-dice" in err and "chuseihai" in err
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    status, out, err = run(capsys, EXAMPLES / "saber.json", broken)
    assert status == 2 and str(broken) in err and "Traceback" not in err


def test_class_change_names_the_choices(capsys):
    # 中聖杯 ランサー → アーチャー: the class option by its pack names (L275–)
    status, out, _ = run(capsys, EXAMPLES / "chuseihai" / "bad_lancer_unspent.json",
                         EXAMPLES / "chuseihai" / "archer.json")
    assert status == 0 and "~ クラス: ランサー → アーチャー" in out
    # the unspent-points error of the first went away (L257)
    assert any(line.strip().startswith("- [エラー]") for line in out.splitlines())


def test_user_text_cannot_start_a_line(tmp_path, capsys):
    data = json.loads((EXAMPLES / "saber.json").read_text(encoding="utf-8"))
    data["name"] = "騎士\n+ 偽の行\x1b[2J"
    new = _write(tmp_path / "saber2.json", data)
    status, out, _ = run(capsys, EXAMPLES / "saber.json", new)
    assert status == 0 and "\x1b" not in out
    assert "~ 名前: 白百合の騎士 → 騎士\\n+ 偽の行\\x1b[2J" in out
    assert not any(line.startswith("+ 偽の行") for line in out.splitlines())


def test_revealed_marks_are_in_the_session_log(tmp_path, capsys):
    """Ticking 公開済み in play (a skill used in a check, a 宝具 used: 000 L302) and the true name
    found out (L305) show in the diff; points and findings do not change (nothing is bought)."""
    data = json.loads((EXAMPLES / "archer.json").read_text(encoding="utf-8"))
    data["skills"][1]["revealed"] = True
    data["noble_phantasms"][0]["revealed"] = True
    data["true_name_revealed"] = True
    new = _write(tmp_path / "archer2.json", data)
    status, out, _ = run(capsys, EXAMPLES / "archer.json", new)
    lines = [line.strip() for line in out.splitlines()]
    assert status == 0
    assert "~ 真名公開: なし → あり" in lines
    assert "+ 単独行動: 公開済み" in lines  # skills[1] of the archer example is 単独行動
    assert f"+ {data['noble_phantasms'][0]['name']}: 公開済み" in lines
    assert "ポイント:" not in out and "指摘:" not in out


def test_revealed_list_entry_in_a_data_system(tmp_path, capsys):
    data = json.loads((EXAMPLES / "eiyuten" / "servant.json").read_text(encoding="utf-8"))
    data["lists"]["skills"][0]["revealed"] = True
    new = _write(tmp_path / "servant2.json", data)
    status, out, _ = run(capsys, EXAMPLES / "eiyuten" / "servant.json", new, "--lang", "en")
    assert status == 0
    assert f"~ {data['lists']['skills'][0]['name']}: revealed: none → yes" in [line.strip() for line in out.splitlines()]


def test_an_approval_given_again_to_a_changed_entry_shows(tmp_path, capsys):
    """The GM approves the renamed 宝具 again with the same reason: the approval now pins the new
    entry (builder.core.approvals), so the session log shows it changed, with the new date, named by
    the finding it answers (the new name) and saying that what it pins changed."""
    data = json.loads((EXAMPLES / "saber.json").read_text(encoding="utf-8"))
    old = _write(tmp_path / "old.json", data)
    data["noble_phantasms"][0]["name"] = "改名した宝具"
    approval = next(a for a in data["approvals"] if a["path"] == "/noble_phantasms/0")
    approval["snapshot"]["name"] = "改名した宝具"
    approval["date"] = "2026-12-01"
    new = _write(tmp_path / "new.json", data)
    status, out, _ = run(capsys, old, new)
    line = next(x.strip() for x in out.splitlines() if x.strip().startswith("~ 宝具「改名した宝具」のデータ作成には"))
    assert status == 0
    assert "宝具データを確認済み (2026-11-24) → 宝具データを確認済み (2026-12-01) — 対象の内容が変わりました" in line
    assert "np.needs_gm" not in out and "/noble_phantasms" not in out


def test_fate_skills_and_equipment_are_named_as_the_sheet_prints_them(tmp_path, capsys):
    """The Fate/roll dice part of the diff reads the sheets' typed sections (issue 25 item 1): a
    skill by the name its sheet prints (its ○○ filled), equipment points as paid, the 常備化
    lines, and in English the sheet's English words."""
    data = json.loads((EXAMPLES / "lancer.json").read_text(encoding="utf-8"))
    bujutsu = next(s for s in data["skills"] if s["id"] == "bujutsu")  # 武術・○○ chosen 影の国の槍術
    bujutsu["level"] = "B"
    new = _write(tmp_path / "lancer2.json", data)
    status, out, _ = run(capsys, EXAMPLES / "lancer.json", new)
    lines = [line.strip() for line in out.splitlines()]
    # 武術 A → B: the example's 5 FP at A (the diff of the two examples shows 「A (5 FP)」);
    # the row keeps its key, the one form the sheet prints, 「武術・影の国の槍術」
    assert status == 0 and any(line.startswith("~ 武術・影の国の槍術: A (5 FP) → B (") for line in lines), lines
    assert not [line for line in lines if line.startswith(("~ 武術・○○", "+ 武術・○○", "- 武術・○○"))]

    # a troop's 軍用ナイフ of 2 points is paid twice, 4 (L381), as its sheet prints it
    troop = json.loads((EXAMPLES / "troop.json").read_text(encoding="utf-8"))
    troop["gear"] = []
    bare = _write(tmp_path / "troop2.json", troop)
    status, out, _ = run(capsys, EXAMPLES / "troop.json", bare)
    assert "- 白兵武器: 軍用ナイフ: 4" in [line.strip() for line in out.splitlines()]

    # the master's 常備化 lines (L970–972) and their English words in English
    master = json.loads((EXAMPLES / "master.json").read_text(encoding="utf-8"))
    master["upkeep"] = []
    bare = _write(tmp_path / "master2.json", master)
    status, out, _ = run(capsys, EXAMPLES / "master.json", bare)
    lines = [line.strip() for line in out.splitlines()]
    assert "- 常備化: 装備ポイント変換 3点" in lines
    assert "- 常備化: 回復アイテム 1点 HP2d6回復(1日1回):治癒の宝石" in lines
    status, out, _ = run(capsys, EXAMPLES / "master.json", bare, "--lang", "en")
    assert "- upkeep: convert to equipment points (2 EP each) 3 pt" in [line.strip() for line in out.splitlines()]
