"""Every string the four data systems' packs show has its English (issue 28 item 3).

Each bundled pack file of 英雄点, 中聖杯, 千夜月姫+ and Grail Tactics (content and war.json) is
walked: a field whose value holds Japanese must be one of the listed fields with an English twin
(``text`` → ``text_en`` …) and the twin must be filled, or be listed as exempt with the reason.
The English is then read where a user reads it: the rule text a citation opens
(:func:`builder.core.ruletext.rule_texts`, what the window shows on a click) for each system,
and 千夜月姫+'s English text export, whose finding quotes a style's text.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from builder.cli.main import main
from builder.core.packs import load_pack
from builder.core.registry import plugin_for
from builder.core.ruletext import rule_texts

from tests.conftest import EXAMPLES

SYSTEMS = ("eiyuten", "chuseihai", "senya-tsukihime-plus", "grail-tactics")

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")

# the user-visible fields and their English twins (builder.kit.model: Named, ScaleStep, Grant,
# Spend, ColumnName; builder.core.packbase.Reading's summary and choice labels; a reference
# table's key_name, TableDef on main since h-rules' tension table; war.json's tables, phases and
# 陣営 state, read by builder.gm.war.rules). A new Japanese field must be added here with its twin.
PAIRS = {"name": "name_en", "text": "text_en", "label": "label_en", "level": "level_en",
         "summary": "summary_en", "key_name": "key_name_en"}

# Japanese values that are not shown as words, each with why:
EXEMPT = {
    # a chat-palette line (BCDice command + note): the note goes to the table in Japanese mode;
    # in English the sheet and the table put the line's name_en in its place
    # (builder.kit.sections, builder.kit.play), so the line's English is its name_en
    "command",
    # a reading's stored value (中聖杯's mag_alias: 技): an id written to settings; the window
    # shows its choice_labels' name/name_en instead
    "value",
}
# (A scale label that is the same in both languages, E/D/C/B/A/EX, holds no Japanese and so
# needs no twin: ScaleStep.label_en is "" and the label is shown as it is.)


def pack_files(system: str) -> list[Path]:
    folder = plugin_for(system).pack_dir
    return sorted(p for p in folder.rglob("*.json") if p.name != "manifest.json") + [folder / "manifest.json"]


def untranslated(node, where: str, out: list[str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            place = f"{where}/{key}"
            if isinstance(value, str):
                if not JAPANESE.search(value) or key.endswith("_en") or key in EXEMPT:
                    continue
                twin = PAIRS.get(key)
                if twin is None:
                    out.append(f"{place}: Japanese in a field with no English twin listed")
                elif not str(node.get(twin, "")).strip():
                    out.append(f"{place}: no {twin} for {value[:40]!r}")
            elif isinstance(value, list) and key == "choices" and "choice_labels" in node:
                continue  # a reading's stored values (see EXEMPT "value")
            else:
                untranslated(value, place, out)
    elif isinstance(node, list):
        for i, item in enumerate(node):
            if isinstance(item, str) and JAPANESE.search(item):
                out.append(f"{where}/{i}: a Japanese list item with no English")
            else:
                untranslated(item, f"{where}/{i}", out)


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_japanese_string_of_the_pack_has_its_english(system):
    files = pack_files(system)
    assert len(files) >= 2  # the manifest and at least one content file
    missing: list[str] = []
    for path in files:
        untranslated(json.loads(path.read_text(encoding="utf-8")), path.name, missing)
    assert missing == []


def test_the_walk_finds_a_missing_twin():
    # the check itself: a text without text_en, and one with an empty text_en, are reported;
    # a label with no Japanese (EX) and a palette command are not
    found: list[str] = []
    untranslated({"kinds": [{"name": "マスター", "name_en": "Master", "text": "英雄点10点"},
                            {"name": "サーヴァント", "name_en": "Servant", "text": "英雄点30点", "text_en": " "}],
                  "steps": [{"label": "EX"}], "palette": [{"command": "2D6 判定", "name": "判定", "name_en": "check"}]},
                 "core.json", found)
    assert found == ["core.json/kinds/0/text: no text_en for '英雄点10点'",
                     "core.json/kinds/1/text: no text_en for '英雄点30点'"]


# One English text per system, as the seed says it, read through the loaded pack (the model
# keeps the twin: a field it did not know would fail the pack's load, extra="forbid").
ENGLISH = {
    # 001 L9–10: 英雄点 マスター10点 / サーヴァント30点, 探索点 15点 / 18点 (the Servant's column)
    "eiyuten": (9, "30 hero points and 18 exploration points (L9–10)"),
    # 002 L281: セイバー:【筋】【耐】【敏】+10 また、高レベルの対魔力保有。
    "chuseihai": (281, "STR, END and AGI +10. Also has high-level Magic Resistance."),
    # 003 L194–195: 《背反者専用》 heads 心の棘 (and the two styles after it)
    "senya-tsukihime-plus": (195, "For 背反者 (betrayers) only (L194)"),
    # 004 L84: ランサー: +2 (max agility); L95 ランサー: -2 (max luck)
    "grail-tactics": (84, "Max agility +2 (L84), max luck -2 (L95)"),
}


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_citation_opens_the_rule_in_english(system):
    line, english = ENGLISH[system]
    pack = load_pack(system, user_layer=False)
    shown_en = [t.text for t in rule_texts(pack, line, "en")]
    shown_ja = [t.text for t in rule_texts(pack, line, "ja")]
    assert english in shown_en
    assert english not in shown_ja  # Japanese mode keeps the pack's Japanese
    assert len(shown_en) == len(shown_ja)


def test_the_english_text_export_quotes_a_styles_english(tmp_path, capsys):
    # 003 L194: 《背反者専用》 styles (心の棘 L195) are for 背反者 only; a PC that takes 心の棘
    # gets the requirement finding, which quotes the style's text, in English with --lang en
    build = json.loads((EXAMPLES / "senya-tsukihime-plus" / "pc.json").read_text(encoding="utf-8"))
    assert build["type"] == "pc"
    build["options"]["style"] = ["heart_thorn"]
    path = tmp_path / "thorn.json"
    path.write_text(json.dumps(build, ensure_ascii=False), encoding="utf-8")
    assert main(["export", str(path), "--text", "-", "--lang", "en"]) == 0
    english = capsys.readouterr().out
    finding = [line for line in english.splitlines() if "Thorn of the Heart" in line and line.startswith("[error]")]
    assert len(finding) == 1 and "For 背反者 (betrayers) only (L194)" in finding[0]
    assert main(["export", str(path), "--text", "-", "--lang", "ja"]) == 0
    japanese = capsys.readouterr().out
    assert "《背反者専用》(L194)" in japanese and "betrayers" not in japanese


def test_a_gms_choice_without_english_is_quoted_in_japanese_not_left_empty(tmp_path, capsys, user_dirs):
    # A GM's own layer may give a choice's text in Japanese only (text_en is optional). The
    # English finding then quotes the Japanese text as written: an empty quote would tell the
    # player nothing. The layer restates the style option (layers merge by id) with 心の棘's
    # English removed; 心の棘 is for 背反者 only (003 L194), so a PC taking it breaks its rule.
    from builder.core.packs import user_pack_dir
    bundled = load_pack("senya-tsukihime-plus", user_layer=False)
    style = next(o for o in bundled.index.content.options if o.id == "style").model_dump(mode="json", exclude_defaults=True)
    thorn = next(c for c in style["choices"] if c["id"] == "heart_thorn")
    assert thorn["text_en"]  # it had an English text; the GM's layer leaves it blank and rewords the rule
    thorn["text_en"], thorn["text"] = "", "背反者だけが選べる(GMの文)"
    folder = user_pack_dir() / "senya-tsukihime-plus"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "gm.json").write_text(json.dumps({"options": [style]}, ensure_ascii=False), encoding="utf-8")
    build = json.loads((EXAMPLES / "senya-tsukihime-plus" / "pc.json").read_text(encoding="utf-8"))
    build["options"]["style"] = ["heart_thorn"]
    path = tmp_path / "thorn.json"
    path.write_text(json.dumps(build, ensure_ascii=False), encoding="utf-8")
    assert main(["export", str(path), "--text", "-", "--lang", "en"]) == 0
    english = capsys.readouterr().out
    finding = [line for line in english.splitlines() if line.startswith("[error]") and "L194" in line]
    assert len(finding) == 1 and thorn["text"] in finding[0]
