"""Issue 14 (both languages whole): a data system's findings and ledger lines in English name
the pack's entries by their English names, through every way a user reads them: ``check
--lang en`` (text and ``--json``) and ``explain --lang en``.

Each case is a hand-made character (written to a temporary file) that breaks one rule of its
rulebook; the check looks up the finding (or ledger line) by its code, then: the entry's English
name is there, its Japanese name is not, and no Japanese is left once the player's own text and
the pack's own English wording (a ``name_en``/``text_en`` that keeps the rulebook's term, such as
「LUK 【運】」) are taken out.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pydantic import BaseModel

from builder.cli.main import main
from builder.core.packs import load_pack

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff60「」『』【】]")
BASE = {"schema_version": 1, "pack_version": "1.0.0", "name": "Test", "profile": {}}


def _english_wording(system: str) -> list[str]:
    """The pack's English fields that hold Japanese (the rulebook's term kept beside the English),
    longest first so a longer text is taken out before a name inside it."""
    found: list[str] = []

    def walk(obj) -> None:
        if isinstance(obj, BaseModel):
            for field in type(obj).model_fields:
                value = getattr(obj, field)
                if field.endswith("_en") and isinstance(value, str) and JAPANESE.search(value):
                    found.append(value)
                walk(value)
        elif isinstance(obj, (list, tuple)):
            for item in obj:
                walk(item)
        elif isinstance(obj, dict):
            for item in obj.values():
                walk(item)
    walk(load_pack(system).index.content)
    return sorted(set(found), key=len, reverse=True)


def _leftover(text: str, system: str, own: tuple[str, ...] = ()) -> list[str]:
    for allowed in (*own, *_english_wording(system)):
        text = text.replace(allowed, "")
    return JAPANESE.findall(text)


def _write(tmp_path: Path, name: str, data: dict) -> str:
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps({**BASE, **data}, ensure_ascii=False), encoding="utf-8")
    return str(path)


def _messages(capsys, path: str, code: str, *extra: str) -> tuple[str, str]:
    """The finding's ``--json`` message and the plain ``check --lang en`` line holding it."""
    main(["check", path, "--json", "--lang", "en", *extra])
    findings = json.loads(capsys.readouterr().out)[0]["findings"]
    messages = [f["message"] for f in findings if f["code"] == code]
    assert messages, f"{code} not raised: {[f['code'] for f in findings]}"
    main(["check", path, "--lang", "en", *extra])
    lines = [line for line in capsys.readouterr().out.splitlines() if messages[0] in line]
    assert lines, f"{messages[0]!r} not in the text output"
    return messages[0], lines[0]


# (case, system, the character's choices, code, English name shown, Japanese name not shown)
CASES = [
    # 中聖杯: one class (L279); two chosen
    ("too_many", "chuseihai", {"type": "servant", "options": {"class": ["saber", "lancer"]}},
     "data.option_too_many", "class", "クラス"),
    # 中聖杯: キャスターのスキル 陣地作成 twice (L288)
    ("repeated", "chuseihai", {"type": "servant", "options": {"class": ["caster"], "caster_skill": ["jinchi", "jinchi"]}},
     "data.option_repeated", "Caster's skill", "キャスターのスキル"),
    # 中聖杯: a Master (それ以外) has no class (L279) …
    ("not_for_kind", "chuseihai", {"type": "other", "options": {"class": ["saber"]}},
     "data.option_not_for_kind", "class", "クラス"),
    # … and no 宝具 (L161)
    ("list_not_for_kind", "chuseihai", {"type": "other", "lists": {"noble_phantasms": [{"name": "私の剣"}]}},
     "data.list_not_for_kind", "Noble Phantasms", "宝具"),
    # 中聖杯: アーチャーの+15 (L283) chosen by a Saber
    ("not_applicable", "chuseihai", {"type": "servant", "options": {"class": ["saber"], "archer_bonus": ["STR"]}},
     "data.option_not_applicable", "Archer's +15", "アーチャーの+15"),
    # 中聖杯: 【筋】 999, beyond the 0–150 stat scale (L259)
    ("off_scale", "chuseihai", {"type": "servant", "stats": {"STR": 999}, "options": {"class": ["saber"]}},
     "data.off_scale", "STR", "【筋】"),
    # 英雄点: a Master's 神性 needs a master skill (L86) and the GM (L77)
    ("requires", "eiyuten", {"type": "master", "options": {"enhancement": ["divinity"]}},
     "data.choice_requires", "Divinity", "神性"),
    ("gm", "eiyuten", {"type": "master", "options": {"enhancement": ["divinity"]}},
     "data.choice_gm", "enhancement attributes", "強化属性"),
    # Grail Tactics: 31 令呪命令 where the pack allows 30 entries
    ("too_many_entries", "grail-tactics", {"type": "master", "lists": {"commands": [{"ref": "call"}] * 31}},
     "data.too_many_entries", "command-spell orders", "令呪命令"),
]


@pytest.mark.parametrize("case,system,data,code,english,japanese", CASES, ids=[c[0] for c in CASES])
def test_a_data_finding_in_english_names_the_pack_in_english(tmp_path, capsys, case, system, data, code,
                                                             english, japanese):
    path = _write(tmp_path, case, {"system": system, **data})
    message, line = _messages(capsys, path, code)
    assert english in message and japanese not in message
    assert _leftover(line, system, own=("私の剣",)) == []
    main(["check", path, "--json", "--lang", "ja"])  # Japanese stays Japanese
    findings = json.loads(capsys.readouterr().out)[0]["findings"]
    assert any(japanese in f["message"] for f in findings if f["code"] == code)


def test_a_stats_ledger_line_in_english_names_the_stat_in_english(tmp_path, capsys):
    # 中聖杯: each stat point costs 1 of the stat total (L259): 【筋】 40 spends 40
    path = _write(tmp_path, "spend", {"system": "chuseihai", "type": "servant", "stats": {"STR": 40},
                                      "options": {"class": ["saber"]}})
    assert main(["explain", path, "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"-40  STR 40 ", out) and "【筋】" not in out
    assert _leftover(out, "chuseihai") == []
    assert main(["explain", path]) == 0
    assert re.search(r"-40  【筋】 40 ", capsys.readouterr().out)


def test_an_options_ledger_line_in_english_names_option_and_choice_in_english(tmp_path, capsys):
    """英雄点's budget spends a chosen option's ``hero_cost`` (none in the seed: a GM's user pack
    gives one). TEST DATA: the user pack's price (3) is made up for this test."""
    core = json.loads((Path(__file__).resolve().parents[3] / "builder" / "systems" / "eiyuten" / "pack"
                       / "content" / "core.json").read_text(encoding="utf-8"))
    option = next(o for o in core["options"] if o["id"] == "master_skills")
    option["choices"][0]["values"] = {**option["choices"][0]["values"], "hero_cost": 3}
    user = tmp_path / "price.json"
    user.write_text(json.dumps({"options": [option]}, ensure_ascii=False), encoding="utf-8")
    path = _write(tmp_path, "option", {"system": "eiyuten", "type": "master",
                                       "options": {"master_skills": [option["choices"][0]["id"]]}})
    assert main(["explain", path, "--lang", "en", "--pack", str(user)]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.strip().startswith("-3"))
    assert f"{option['name_en']}: {option['choices'][0]['name_en']}" in line
    assert option["name"] not in out and _leftover(out, "eiyuten") == []
    assert main(["explain", path, "--pack", str(user)]) == 0
    assert f"{option['name']}: {option['choices'][0]['name']}" in capsys.readouterr().out


def test_rule_texts_name_entries_that_have_english_names_in_english(tmp_path, capsys):
    """A check's or choice's English text names the entries the pack has English names for in
    English: Grail Tactics' rolls not entered (L81, L94, L102, L104) and 英雄点's enhancement
    attributes for a Master (L77, L86): no Japanese at all in these messages."""
    master = _write(tmp_path, "gt", {"system": "grail-tactics", "type": "master"})
    main(["check", master, "--json", "--lang", "en"])
    findings = json.loads(capsys.readouterr().out)[0]["findings"]
    rolls = [f["message"] for f in findings if "not entered" in f["message"]]
    assert len(rolls) == 4  # the coin toss (max health), life roll (M), agility roll (M), luck roll
    assert [m for m in rolls if JAPANESE.search(m)] == []
    eiyuten = _write(tmp_path, "ei", {"system": "eiyuten", "type": "master", "options": {"enhancement": ["divinity"]}})
    main(["check", eiyuten, "--json", "--lang", "en"])
    (requires,) = [f["message"] for f in json.loads(capsys.readouterr().out)[0]["findings"]
                   if f["code"] == "data.choice_requires"]
    assert "Enhanced Human" in requires and not JAPANESE.search(requires)
