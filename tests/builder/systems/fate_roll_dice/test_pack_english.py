"""Every string of Fate/roll dice's pack a user is shown has its English twin (issue 28 item 3).

The pack's JSON (builder/systems/fate_roll_dice/pack/) is walked: each Japanese string field a
user sees is listed in ``PAIRS`` with its English twin (``name``/``name_en``, ``text``/``text_en``,
``condition``/``condition_en`` …), and every Japanese string field of the pack is either in
``PAIRS`` or in ``STAYS`` with the reason it has no twin (the seed's own words, a key the engine
matches, a note already in English). Then the English is seen where a user looks: the rule-text
window's words, the English war print-out, the English sheet and the スキル page's option list.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import builder.systems.fate_roll_dice as fate

PACK = Path(fate.__file__).parent / "pack"
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]")  # kana, kanji, full-width forms

# (file, where the objects are, Japanese field, English twin). "[]" walks a list, "*" a dict's values.
PAIRS = [
    ("manifest.json", "", "name", "name_en"),
    ("content/core.json", "alignment[]", "name", "name_en"),
    ("content/core.json", "alignment[]", "text", "text_en"),
    ("content/core.json", "categories[]", "name", "name_en"),
    ("content/core.json", "gear_kinds[]", "name", "name_en"),
    ("content/core.json", "kinds[]", "name", "name_en"),
    ("content/core.json", "profile_fields[]", "name", "name_en"),
    ("content/core.json", "readings[]", "summary", "summary_en"),
    ("content/core.json", "readings[].choice_labels[]", "name", "name_en"),
    ("content/core.json", "rules.derived[]", "name", "name_en"),
    ("content/core.json", "stats[]", "name", "name_en"),
    ("content/core.json", "steps[]", "name", "name_en"),
    ("content/core.json", "types[]", "name", "name_en"),
    ("content/core.json", "types[]", "text", "text_en"),
    ("content/core.json", "upkeep_uses[]", "name", "name_en"),
    ("content/np_effects.json", "np_effects[]", "name", "name_en"),
    ("content/np_effects.json", "np_effects[]", "text", "text_en"),
    ("content/np_effects.json", "np_effects[].text_cont[]", "text", "text_en"),
    ("content/ranks.json", "ranks[]", "name", "name_en"),
    ("content/ranks.json", "ranks[]", "text", "text_en"),
    ("content/ranks.json", "ranks[].params[]", "name", "name_en"),
    ("content/ranks.json", "ranks[].checks[]", "label", "label_en"),
    ("content/ranks.json", "terms[]", "name", "name_en"),
    ("content/ranks.json", "terms[]", "text", "text_en"),
    ("content/skills.json", "skills[]", "name", "name_en"),
    ("content/skills.json", "skills[]", "text", "text_en"),
    ("content/skills.json", "skills[]", "choice_label", "choice_label_en"),
    ("content/skills.json", "skills[]", "prerequisite", "prerequisite_en"),
    ("content/skills.json", "skills[]", "restriction_note", "restriction_note_en"),
    ("content/skills.json", "skills[].rank_level_exception", "condition", "condition_en"),
    ("content/skills.json", "skills[].options[]", "name", "name_en"),
    ("content/skills.json", "skills[].options[]", "text", "text_en"),
    ("content/skills.json", "skills[].uses[]", "condition", "condition_en"),
    ("war.json", "regulation", "text", "text_en"),
    ("war.json", "classes", "text", "text_en"),
    ("war.json", "irregular.nested", "text", "text_en"),
    ("war.json", "irregular.results[]", "name", "name_en"),
    ("war.json", "irregular.results[]", "text", "text_en"),
    ("war.json", "summoning.methods[]", "name", "name_en"),
    ("war.json", "summoning.fated_encounter", "name", "name_en"),
    ("war.json", "summoning.tie", "text", "text_en"),
    ("war.json", "summoning.readings.*.choice_labels[]", "name", "name_en"),
]

# Japanese-bearing fields with no twin, and why.
SEED_WORDS = "the seed's own words: quoted, never translated (builder/core/ruletext.py)"
KEY = "a key the engine compares with what the player chose, not a text it shows"
ENGLISH = "already English (quoting the rulebook's terms)"
UNSHOWN = "a GM's note no page, sheet or export shows (left in the rulebook's words)"
STAYS = {
    ("rule_texts.json", "lines.*", None): SEED_WORDS,
    ("content/skills.json", "skills[].uses[]", "quote"): SEED_WORDS,
    ("content/skills.json", "skills[].uses[]", "note"): "the BCDice palette's note, a Japanese chat line",
    ("content/ranks.json", "ranks[].checks[].match", "choice_contains"): KEY,
    ("content/skills.json", "skills[]", "alignment_only"): KEY,
    ("content/skills.json", "skills[].halves.*", "name"): UNSHOWN,
    ("content/core.json", "readings[]", "digest"): ENGLISH,
    ("content/ranks.json", "ranks[].checks[]", "note"): ENGLISH,
    ("content/ranks.json", "terms[]", "note"): ENGLISH,
    ("content/skills.json", "skills[]", "max_level_note"): ENGLISH,
    ("content/skills.json", "skills[]", "pricing_note"): ENGLISH,
    ("content/skills.json", "skills[]", "reading_note"): ENGLISH,
    ("content/skills.json", "skills[].uses[]", "reading_note"): ENGLISH,
    ("content/skills.json", "skills[].halves.*", "note"): ENGLISH,
    ("war.json", "summoning.readings.*", "text"): ENGLISH,
}


def _load(name: str):
    return json.loads((PACK / name).read_text(encoding="utf-8"))


def _objects(data, where: str) -> list[dict]:
    """The dicts at ``where`` ("a.b[].c" walks lists at "[]", a dict's values at "*")."""
    found = [data]
    for part in [p for p in where.split(".") if p]:
        step = []
        for obj in found:
            if part == "*":
                step += list(obj.values()) if isinstance(obj, dict) else []
                continue
            key, many = (part[:-2], True) if part.endswith("[]") else (part, False)
            value = obj.get(key) if isinstance(obj, dict) else None
            step += (value or []) if many else ([value] if value is not None else [])
        found = step
    return [o for o in found if isinstance(o, dict)]


def _japanese_fields(data, path: str = ""):
    """(where, field, value) of every Japanese string in ``data``; ``where`` written as in PAIRS."""
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(value, str) and JAPANESE.search(value) and not key.endswith("_en"):
                yield path, key, value
            elif isinstance(value, (dict, list)):
                yield from _japanese_fields(value, f"{path}.{key}".lstrip("."))
    elif isinstance(data, list):
        for item in data:
            yield from _japanese_fields(item, path + "[]")


def _dict_keys_as_star(file: str, where: str, field: str) -> tuple[str, str, str | None]:
    """rule_texts' lines and war.json's readings are dicts keyed by a line or an id: one "*"."""
    if file == "rule_texts.json" and where == "lines":
        return file, "lines.*", None
    where = re.sub(r"^summoning\.readings\.[a-z_]+", "summoning.readings.*", where)
    where = re.sub(r"\.halves\.[a-z_]+", ".halves.*", where)
    return file, where, field


FILES = sorted({f for f, *_ in PAIRS} | {f for f, *_ in STAYS})


@pytest.mark.parametrize("file, where, field, twin", PAIRS)
def test_every_listed_japanese_string_has_its_english_twin(file, where, field, twin):
    objects = _objects(_load(file), where)
    shown = [o for o in objects if isinstance(o.get(field), str) and JAPANESE.search(o[field])]
    assert shown, (file, where, field)  # the pair names strings the pack really has
    lacking = [o[field] for o in shown if not str(o.get(twin, "")).strip()]
    assert not lacking, (file, where, twin, lacking[:5])
    # the twin is English: words in Latin letters, and never a copy of the Japanese
    for o in shown:
        assert re.search(r"[A-Za-z]{2,}", o[twin]) and o[twin] != o[field], (file, where, o[twin])


@pytest.mark.parametrize("file", FILES)
def test_every_japanese_string_of_the_pack_is_listed(file):
    data = _load(file)
    if file == "rule_texts.json":
        data = {"lines": data["lines"]}
    known = {(f, w, x) for f, w, x, _ in PAIRS} | set(STAYS)
    unlisted = set()
    for where, field, _ in _japanese_fields(data):
        key = _dict_keys_as_star(file, where, field)
        if key not in known:
            unlisted.add(key)
    assert not unlisted, sorted(unlisted)


def test_the_notes_left_untranslated_are_english_already():
    for (file, where, field), why in STAYS.items():
        if why != ENGLISH:
            continue
        for o in _objects(_load(file), where):
            if JAPANESE.search(str(o.get(field, ""))):
                assert re.search(r"[A-Za-z]{3,}", o[field]), (file, where, o[field])


def test_the_rule_text_window_reads_an_options_english(pack):
    # 魔術's 攻撃 system is an option with its own seed line; in English the window shows its
    # text_en (and the Japanese in Japanese): what forms.widgets.ruletext_view lists for the line
    from builder.core.ruletext import rule_texts
    attack = next(o for o in pack.skills["majutsu"].options if o.id == "attack")
    ja = [t.text for t in rule_texts(pack, attack.line, "ja")]
    en = [t.text for t in rule_texts(pack, attack.line, "en")]
    assert attack.text in ja and attack.text_en in en and attack.text not in en
    assert attack.text.startswith("攻撃=") and attack.text_en.startswith("Attack =")


def test_the_english_war_print_out_reads_an_irregular_results_english(tmp_path):
    # L78: 「3.陰謀 仕組まれた陰謀と黒幕。…」: the GM's English print-out gives its effect in English
    import subprocess
    from builder.cli.main import main
    war = tmp_path / "w.json"
    assert main(["war", "new", str(war), "--system", "fate-roll-dice"]) == 0
    assert main(["war", "irregular", str(war), "--result", "3"]) == 0
    assert main(["war", "export", str(war), "--pdf", str(tmp_path / "gm.pdf"), "--lang", "en"]) == 0
    text = subprocess.run(["pdftotext", str(tmp_path / "gm.pdf"), "-"], check=True, capture_output=True,
                          text=True).stdout
    assert "mastermind" in text and "黒幕" not in text
    assert main(["war", "export", str(war), "--pdf", str(tmp_path / "gm_ja.pdf")]) == 0
    text = subprocess.run(["pdftotext", str(tmp_path / "gm_ja.pdf"), "-"], check=True, capture_output=True,
                          text=True).stdout
    assert "黒幕" in text and "mastermind" not in text


def test_the_english_sheet_names_the_chosen_options_in_english(tmp_path):
    # examples/master.json takes 魔術 (宝石魔術) with the 攻撃 and 防御 systems (L1160-1161)
    from builder.cli.main import main
    from tests.conftest import EXAMPLES
    out = tmp_path / "master.txt"
    assert main(["export", "--text", str(out), "--lang", "en", str(EXAMPLES / "master.json")]) == 0
    text = out.read_text(encoding="utf-8")
    assert "chosen: Attack, Defense" in text and "選択:攻撃" not in text
