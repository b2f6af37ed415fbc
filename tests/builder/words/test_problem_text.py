"""A file that cannot be read, as the command line says it (issue 14: both languages whole, and
no bare "/:" for a problem with the whole file): ``check``/``explain``/``export``/``audit`` with
``--lang ja`` name the file, the place in game words (the pack's names) with the file's line, never
the JSON pointer (issue 28 item 1), and what is wrong in Japanese; with ``--lang en`` in English. A missing 陣営 partner file is named the same way in
the finding that waits for it."""
from __future__ import annotations

import json
import re

import pytest

from builder.cli.main import main
from builder.core.packs import bundled_systems, system_title
from tests.conftest import EXAMPLES

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture
def broken(tmp_path):
    files = {
        "cut.json": '{"system": "chuseihai", "type"',
        # the bad value on the file's second line, the system on the second line of system.json
        "level.json": '{"system": "fate-roll-dice", "type": "saber",\n "stats": {"agility": {"level": "Z"}}}',
        "list.json": '[1, 2]',
        "system.json": '{"type": "x",\n "system": "no-such-system"}',
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("command", [["check"], ["explain"], ["export", "--text", "-"]])
def test_a_broken_file_in_japanese_and_in_english(broken, capsys, command):
    expected = {  # (Japanese words, English words) for each file
        # cut.json is 30 characters long: the parser stops at column 31, the end of the text
        "cut.json": ("JSON の書き方が正しくありません(1行目 31文字目あたり)", "invalid JSON at line 1 column 31"),
        # the place in the pack's words (agility is 敏捷, Agility) and the line, never the pointer
        "level.json": ("敏捷のレベル(2行目): 使える値のどれかではありません", "Agility — level (line 2): Input should be"),
        "list.json": ("キャラクターファイルは JSON のオブジェクト", "a character file holds one JSON object"),
        "system.json": ("システム(2行目): システム「no-such-system」はありません",
                        "system (line 2): no-such-system: unknown system"),
    }
    for name, (ja, en) in expected.items():
        path = broken / name
        for lang, words in (("ja", ja), ("en", en)):
            argv = [command[0], str(path), *command[1:], "--lang", lang]
            assert main(argv) == 2
            err = capsys.readouterr().err
            assert f"{path}: " in err and words in err, (lang, err)
            assert "/:" not in err and not re.search(r"\(?/(stats|system)\b", err.replace(str(path), ""))
            if lang == "en":  # a rulebook's English title keeps its Japanese term (男爵様, 英雄点)
                titles = [system_title(s, "en") for s in bundled_systems()]
                assert not JAPANESE.search(re.sub("|".join(map(re.escape, titles)), "", err.replace(str(path), "")))


def test_audit_names_unreadable_files_in_the_language(broken, capsys):
    assert main(["audit", str(broken / "cut.json"), str(broken / "none.json")]) == 2
    err = capsys.readouterr().err
    assert "JSON の書き方が正しくありません" in err and "none.json: ファイルもフォルダもありません" in err
    assert "/:" not in err
    assert main(["audit", str(broken / "cut.json"), str(broken / "none.json"), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "invalid JSON at line 1" in err and "none.json: no such file or folder" in err and "/:" not in err


def test_a_missing_partner_file_names_the_file_without_a_bare_root(tmp_path, capsys):
    saber = json.loads((EXAMPLES / "chuseihai" / "saber.json").read_text(encoding="utf-8"))
    path = tmp_path / "saber.json"
    path.write_text(json.dumps({**saber, "partner": "gone.json"}, ensure_ascii=False), encoding="utf-8")
    gone = tmp_path / "gone.json"
    assert main(["check", str(path), "--lang", "ja"]) == 0  # a warning: the figures wait
    out = capsys.readouterr().out
    assert f"{gone}: ファイルがありません" in out and "/:" not in out and "No such file" not in out
    assert main(["check", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert f"{gone}: cannot read: No such file" in out and "/:" not in out
    assert main(["check", str(path), "--json", "--lang", "en"]) == 0
    (finding,) = [f for f in json.loads(capsys.readouterr().out)[0]["findings"] if f["code"] == "link.partner_missing"]
    assert "/:" not in finding["message"] and "gone.json" in finding["message"]


@pytest.mark.parametrize("lang, titles", [
    ("ja", ("中聖杯(男爵様ルール)", "千夜月姫+", "Fate/Grail Tactics 聖杯大戦:スタンダード")),
    ("en", ("Chuseihai (the 男爵様 forum rules)", "Senya Tsukihime Plus", "Fate/Grail Tactics (Great Holy Grail War")),
])
def test_an_unknown_system_lists_the_systems_by_their_titles(broken, capsys, lang, titles):
    """Issue 28 item 1: the systems there are, named as the rulebooks call themselves (their
    manifests' name / name_en), never by their folder ids (``chuseihai``, ``grail-tactics``)."""
    assert main(["check", str(broken / "system.json"), "--lang", lang]) == 2
    err = capsys.readouterr().err.replace(str(broken), "")
    assert all(title in err for title in titles), err
    assert [s for s in bundled_systems() if re.search(rf"(?<![\w/-]){re.escape(s)}(?![\w-])", err)] == [], err


@pytest.mark.parametrize("lang, title", [("ja", "千夜月姫+"), ("en", "Senya Tsukihime Plus")])
def test_the_forge_refuses_an_unknown_system_naming_the_systems_by_title(lang, title):
    from builder.gm.forge import ForgeError, load_for_forge
    with pytest.raises(ForgeError) as refused:
        load_for_forge("no-such-system")
    text = refused.value.text(lang)
    assert "no-such-system" in text and title in text, text
    assert [s for s in bundled_systems() if re.search(rf"(?<![\w/-]){re.escape(s)}(?![\w-])", text)] == [], text
    assert refused.value.params["ids"].split(", ") == bundled_systems()  # the ids, for a machine
