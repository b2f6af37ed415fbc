"""Every reading's choices are labelled in Japanese and English (issue 14: the Japanese window
shows no ASCII id, the English one no Japanese), in every bundled pack and war file; a user
layer's label must name one of the reading's choices; a user layer that restates a reading
without labels keeps the bundled ones."""
from __future__ import annotations

import json
import re

import pytest

from builder.gm import readings
from builder.core.packs import PackError, load_pack
from builder.core.registry import plugin_for, systems

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")  # kana, kanji


def _same(a, b) -> bool:
    return a == b and type(a) is type(b)


def _ascii_ids(choices) -> list[str]:
    return [c for c in choices if isinstance(c, str) and re.fullmatch(r"[A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*", c)]


def _label_problems(where: str, choices, labels) -> list[str]:
    """What is wrong with one reading's labels (an empty list when nothing is)."""
    problems = []
    ids = _ascii_ids(choices)
    for choice in choices:
        found = [lab for lab in labels if _same(lab["value"], choice)]
        if len(found) != 1:
            problems.append(f"{where}: {choice!r} has {len(found)} labels")
            continue
        ja, en = found[0]["name"], found[0].get("name_en", "")
        if not JAPANESE.search(ja):
            problems.append(f"{where}: {choice!r}: the Japanese label {ja!r} has no Japanese")
        for ident in ids:  # an id in the Japanese label would show the id after all
            if re.search(rf"(?<![A-Za-z0-9_]){re.escape(ident)}(?![A-Za-z0-9_])", ja):
                problems.append(f"{where}: {choice!r}: the Japanese label {ja!r} shows the id {ident!r}")
        if not en or JAPANESE.search(en):
            problems.append(f"{where}: {choice!r}: the English label {en!r} is empty or has Japanese")
    return problems


@pytest.mark.parametrize("system", systems())
def test_every_choice_of_every_bundled_reading_has_both_labels(system):
    pack = load_pack(system, user_layer=False)
    rows = readings.rows(pack)
    assert rows, f"{system} records no reading"
    problems = []
    for row in rows:
        assert row.choices, f"{system}/{row.id} lists no choices"
        labels = [{"value": v, "name": ja, "name_en": en} for v, ja, en in row.labels]
        problems += _label_problems(f"{system}/{row.id}", row.choices, labels)
        for choice in row.choices:  # what the window and the CLI show come from those labels
            assert row.label(choice, "ja") == next(lab["name"] for lab in labels if _same(lab["value"], choice))
            assert row.label(choice, "en") == next(lab["name_en"] for lab in labels if _same(lab["value"], choice))
    assert problems == []


@pytest.mark.parametrize("system", systems())
def test_the_japanese_summaries_name_no_choice_id(system):
    """The summary sits beside the labels in the window: it says 「…」 with the label's words, not
    the id (a choice that is a seed line, L184, is a citation and may stay)."""
    named = []
    for row in readings.rows(load_pack(system, user_layer=False)):
        for ident in _ascii_ids(row.choices):
            if not re.fullmatch(r"L\d+", ident) and \
                    re.search(rf"(?<![A-Za-z0-9_]){re.escape(ident)}(?![A-Za-z0-9_])", row.summary):
                named.append((row.id, ident))
    assert named == []


def _war_readings():
    for system in systems():
        path = plugin_for(system).pack_dir / "war.json"
        if path.is_file():
            data = json.loads(path.read_text(encoding="utf-8"))
            for key, reading in (data.get("summoning") or {}).get("readings", {}).items():
                yield f"{path}:/summoning/readings/{key}", reading


def test_the_war_files_readings_are_labelled_too():
    found = list(_war_readings())
    assert len(found) == 2  # Fate/roll dice war.json: family_catalyst_roll (L134), magic_skill (L110)
    problems = []
    for where, reading in found:
        assert reading["default"] in reading["choices"]
        problems += _label_problems(where, reading["choices"], reading.get("choice_labels", []))
    assert problems == []


def test_the_id_and_its_label_for_the_cli():
    row = next(r for r in readings.rows(load_pack("fate-roll-dice", user_layer=False)) if r.id == "forced_minus_rounding")
    # L741: 「そのマイナススキル取得で得られるFPが、本来の値の半分(切り上げ)に減少する」
    assert row.spell_label("gain_up", "ja") == "gain_up — 得るFPを切り上げ"
    assert row.spell_label("gain_down", "en") == "gain_down — gain rounded down"
    unlabelled = readings.ReadingRow("x", "a", "a", ("a", "b"), None, "", "", "", "")
    assert (unlabelled.label("b", "ja"), unlabelled.spell_label("b", "en")) == ("b", "b")


def test_a_restated_reading_without_labels_keeps_the_bundled_ones(tmp_path):
    layer = tmp_path / "restate.json"
    layer.write_text(json.dumps({"readings": [{"id": "unspent_fp", "value": "error", "choices": ["warning", "error", "none"],
                                               "line": 750, "summary": "使い残しはエラー"}]}), encoding="utf-8")
    pack = load_pack("fate-roll-dice", [layer], user_layer=False)
    row = next(r for r in readings.rows(pack) if r.id == "unspent_fp")
    assert (row.current, row.label("error", "ja"), row.label("none", "en")) == ("error", "エラー", "none")


def test_a_label_for_no_choice_is_refused_with_file_and_place(tmp_path):
    layer = tmp_path / "bad_label.json"
    layer.write_text(json.dumps({"readings": [{
        "id": "duplicate_rank", "value": "gm", "choices": ["gm", "error"], "line": 747, "summary": "x",
        "choice_labels": [{"value": "gm", "name": "GM承認"}, {"value": "warning", "name": "警告"}]}]}), encoding="utf-8")
    with pytest.raises(PackError) as err:
        load_pack("fate-roll-dice", [layer], user_layer=False)
    assert (err.value.file, err.value.path) == (str(layer), "/readings/0/choice_labels/1/value")
    assert "'warning' is not one of the choices ['gm', 'error']" in err.value.message
