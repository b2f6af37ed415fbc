"""``grail-builder pack readings SYSTEM [--set ID=VALUE …]``: list the readings, flip them in the
GM's user pack, and see ``check`` use them.

Everything is written to the test's own user folder (the user_dirs fixture of tests/conftest.py).
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from builder.cli.main import main
from builder.gm.gmdata import editor_file

ROOT = Path(__file__).resolve().parents[3]
BERSERKER = str(ROOT / "examples" / "berserker.json")
EIYUTEN_MASTER = str(ROOT / "examples" / "eiyuten" / "illegal_master.json")
FATE = "fate-roll-dice"


def _listing(capsys, *extra: str) -> str:
    assert main(["pack", "readings", FATE, *extra]) == 0
    return capsys.readouterr().out


def _derived(capsys, path: str) -> dict:
    assert main(["check", path, "--json"]) in (0, 1)
    return json.loads(capsys.readouterr().out)[0]


def test_set_list_and_check_round_trip(capsys):
    before = _listing(capsys)
    # each value is the id to type in --set, then what it means (the pack's label, L1169)
    assert ("  derived_uses_final_stats = true — 狂化で上がった後のステータス  L1169\n"
            "    HP/MP/IVは狂化によるランクアップ後のステータスで計算する\n"
            "    推奨: true — 狂化で上がった後のステータス\n"
            "    選択肢: true — 狂化で上がった後のステータス / false — 取得したままのステータス\n") in before
    assert "  選択肢: gain_up — 得るFPを切り上げ / gain_down — 得るFPを切り捨て\n" in before  # L741
    english = _listing(capsys, "--lang", "en")
    assert "a mandated minus skill gives half its FP, rounded up" in english
    assert "  forced_minus_rounding = gain_up — gain rounded up  L741\n" in english
    assert "  choices: warning — warning / error — error / none — none\n" not in english  # same words: id alone
    assert "  choices: warning / error / none\n" in english and "  選択肢: warning — 警告 / error — エラー / none — なし\n" in before
    # berserker.json, 狂化C: HP from the stats after 狂化 (筋A5 耐A5, rank level 8, L871, L1169):
    # (5×3 + 5)×2 + 8 = 48; MP (魔C3 幸D2): (3×3 + 2)×2 + 8 = 30; IV (敏B4): 4×3 + 2 = 14
    derived = _derived(capsys, BERSERKER)["derived"]
    assert (derived["hp"], derived["mp"], derived["iv"]) == (48, 30, 14)
    # another reading the user pack already holds is kept by --set (the file is merged, not replaced)
    editor_file(FATE).parent.mkdir(parents=True)
    editor_file(FATE).write_text(json.dumps({"settings": {"skill_combo": True}}), encoding="utf-8")
    assert main(["pack", "readings", FATE, "--set", "derived_uses_final_stats=false"]) == 0
    out = capsys.readouterr().out
    assert "derived_uses_final_stats: true — 狂化で上がった後のステータス → false — 取得したままのステータス" in out
    assert f"書き込みました: {editor_file(FATE)}" in out  # the listing's language (--lang ja, the default)
    assert json.loads(editor_file(FATE).read_text(encoding="utf-8")) == {
        "settings": {"skill_combo": True, "derived_uses_final_stats": False}}
    after = _listing(capsys)
    assert "* derived_uses_final_stats = false — 取得したままのステータス  L1169" in after
    assert "    推奨: true — 狂化で上がった後のステータス\n" in after
    assert f"設定元: {editor_file(FATE)}" in after
    # the stats as bought (筋A5 耐B4 敏C3 魔D2 幸D2): HP (5×3 + 4)×2 + 8 = 46, MP (2×3 + 2)×2 + 8 = 24,
    # IV 3×3 + 2 = 11
    derived = _derived(capsys, BERSERKER)["derived"]
    assert (derived["hp"], derived["mp"], derived["iv"]) == (46, 24, 11)
    # back to the recommended reading: the setting leaves the file, the other one stays
    assert main(["pack", "readings", FATE, "--set", "derived_uses_final_stats=true"]) == 0
    assert json.loads(editor_file(FATE).read_text(encoding="utf-8")) == {"settings": {"skill_combo": True}}
    capsys.readouterr()
    assert _derived(capsys, BERSERKER)["derived"]["hp"] == 48


def test_a_data_system_reading(capsys):
    # 英雄点 seed 001: a master has 10 英雄点 (L9), 竜種 gives 1 more (L79): 11 with the recommended
    # reading (L57), 10 with master_enhancement_bonus=no
    assert _derived(capsys, EIYUTEN_MASTER)["pools"]["hero_points"]["total"] == 11
    assert main(["pack", "readings", "eiyuten", "--set", "master_enhancement_bonus=no"]) == 0
    capsys.readouterr()
    assert _derived(capsys, EIYUTEN_MASTER)["pools"]["hero_points"]["total"] == 10


def test_bad_ids_values_and_files_are_messages_and_nothing_is_written(capsys):
    assert main(["pack", "readings", FATE, "--set", "no_such=1"]) == 2
    assert "'no_such': no reading has this id" in capsys.readouterr().err
    assert main(["pack", "readings", FATE, "--set", "unspent_fp=maybe"]) == 2
    assert "unspent_fp: 'maybe' is not one of its choices (warning, error, none)" in capsys.readouterr().err
    assert main(["pack", "readings", FATE, "--set", "unspent_fp"]) == 2
    assert "write ID=VALUE" in capsys.readouterr().err
    # a huge value is quoted cut short (60 characters and …), not echoed whole
    assert main(["pack", "readings", FATE, "--set", "unspent_fp=" + "a" * 100_000]) == 2
    err = capsys.readouterr().err
    assert "'" + "a" * 60 + "…' is not one of its choices" in err and len(err) < 300
    assert main(["pack", "readings", "no-such-system"]) == 2
    assert "unknown system" in capsys.readouterr().err
    assert not editor_file(FATE).exists()
    # a user pack that is not JSON: named, left as it is
    editor_file(FATE).parent.mkdir(parents=True)
    editor_file(FATE).write_text('{"settings": ', encoding="utf-8")
    assert main(["pack", "readings", FATE, "--set", "unspent_fp=error", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert f"not written: {editor_file(FATE)}" in err and "invalid JSON" in err
    assert editor_file(FATE).read_text(encoding="utf-8") == '{"settings": '
    # a value that is not a choice, written by hand: the listing names the file and place
    editor_file(FATE).write_text(json.dumps({"settings": {"unspent_fp": "maybe"}}), encoding="utf-8")
    assert main(["pack", "readings", FATE, "--lang", "en"]) == 0
    err = capsys.readouterr().err
    assert f"set aside: {editor_file(FATE)}: /settings/unspent_fp: 'maybe' is not one of" in err


def test_no_traceback_from_the_installed_command(tmp_path):
    """The command as a user runs it: a bad value is one line on stderr, exit 2."""
    env = {"PATH": "/usr/bin:/bin", "XDG_DATA_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "builder.cli.main", "pack", "readings", FATE, "--set",
                           "forced_minus_rounding=sideways"], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "forced_minus_rounding: 'sideways' is not one of its choices (gain_up, gain_down)" in done.stderr


def test_recommended_is_the_bundled_value_even_when_a_user_pack_restates_the_reading():
    from builder.core.packs import load_pack
    from builder.gm.readings import rows
    bundled = next(r for r in load_pack(FATE, user_layer=False).content.readings if r.id == "unspent_fp")
    restated = {**bundled.model_dump(mode="json", exclude_defaults=True), "value": "error"}
    editor_file(FATE).parent.mkdir(parents=True)
    editor_file(FATE).write_text(json.dumps({"readings": [restated]}), encoding="utf-8")
    row = next(r for r in rows(load_pack(FATE)) if r.id == "unspent_fp")
    # L750: unspent FP; the bundled (digest-recommended) reading is "warning"
    assert (row.current, row.recommended, row.flipped) == ("error", "warning", True)


def test_a_reading_without_choices_takes_a_switch_a_number_or_a_word():
    import pytest

    from builder.gm.readings import ReadingError, ReadingRow, parse_value
    row = ReadingRow("free", 1, 1, (), None, "s", "", "", "")
    assert (parse_value(row, "TRUE"), parse_value(row, "-3"), parse_value(row, "cap")) == (True, -3, "cap")
    with pytest.raises(ReadingError, match="outside"):
        parse_value(row, "99999")
    with pytest.raises(ReadingError, match="a word of up to 200"):
        parse_value(row, "")


def test_pack_list_and_import_name_the_flipped_readings(tmp_path, capsys):
    assert main(["pack", "readings", FATE, "--set", "unspent_fp=error"]) == 0
    capsys.readouterr()
    assert main(["pack", "list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[FATE] == [{"file": str(editor_file(FATE)), "fills": ["settings/unspent_fp"]}]
    other = tmp_path / "house.json"
    other.write_text(json.dumps({"settings": {"unspent_fp": "none"}}), encoding="utf-8")
    assert main(["pack", "import", str(other), "--system", FATE, "--lang", "en"]) == 1  # not confirmed
    out = capsys.readouterr().out
    # the reading by its summary (the pack's summary_en of unspent_fp) and the value by its label,
    # never the ids (issue 28 item 5)
    assert "reading “unspent FP is a warning”: none" in out
    assert "reading “unspent FP is a warning”: the value chosen under Readings" in out and "unspent_fp" not in out
