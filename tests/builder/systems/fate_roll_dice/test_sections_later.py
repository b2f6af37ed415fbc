"""A Fate/roll dice sheet words its sections on first read (:meth:`builder.core.sheet.Sheet.sections_later`):
what a reader gets is what :func:`sheet_sections` makes of the evaluated sheet, as the evaluator
made it eagerly before."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from builder.core.documents import parse_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack
from builder.systems.fate_roll_dice.sheetsections import sheet_sections

ROOT = Path(__file__).resolve().parents[4]


@pytest.mark.parametrize("name", ["saber.json", "master.json", "troop.json"])
def test_a_fate_sheet_reads_the_sections_an_eager_call_makes(name):
    pack = load_pack("fate-roll-dice", user_layer=False)
    build = parse_build(json.loads((ROOT / "examples" / name).read_text(encoding="utf-8")))
    sheet = evaluate(pack, build)
    made = sheet.sections
    assert made == sheet_sections(pack, build, sheet)  # what the evaluator built before, eagerly
    assert [s.id for s in made][0] == "basics" and sheet.sections is made
    assert evaluate(pack, build, detail=False).sections == []  # a brief sheet has none (engine contract)


def test_an_unknown_type_still_has_its_sections():
    pack = load_pack("fate-roll-dice", user_layer=False)
    build = parse_build({"system": "fate-roll-dice", "type": "no_such_type"})
    sheet = evaluate(pack, build)
    assert [f.code for f in sheet.findings] == ["type.unknown"]
    assert sheet.sections == sheet_sections(pack, build, sheet)


def test_a_public_view_words_only_what_others_see(monkeypatch):
    # the public view of a detailed sheet gets the sections of the public build, worded when
    # first read; the full sheet's own sections (true name included) are never worded for it
    from builder.core.secrets import public_view
    from builder.systems.fate_roll_dice import public as fate_public
    pack = load_pack("fate-roll-dice", user_layer=False)
    build = parse_build(json.loads((ROOT / "examples" / "saber.json").read_text(encoding="utf-8")))
    sheet = evaluate(pack, build)
    worded = []
    monkeypatch.setattr(fate_public, "sheet_sections",
                        lambda p, b, s: worded.append(b.name) or sheet_sections(p, b, s))
    public_build, view = public_view(pack, build, sheet)
    assert worded == []  # nothing worded until a view reads the sections
    assert view.sections == sheet_sections(pack, public_build, view) and worded == [public_build.name]
    brief = evaluate(pack, build, detail=False)
    assert public_view(pack, build, brief)[1].sections == []  # a brief sheet's view has none, as before


@pytest.mark.parametrize("name", ["saber.json", "master.json", "troop.json"])
def test_a_page_s_one_section_is_the_whole_list_s_and_words_nothing_else(name, monkeypatch):
    # the ステータス, スキル, 宝具, 通常装備 and 礼装 pages read one section each
    # (Sheet.section): made alone, each equals the one the whole list holds, and the
    # whole list (findings, FP ledger, palette in both languages) is not worded for it
    from builder.systems.fate_roll_dice import evaluate as fate_evaluate
    pack = load_pack("fate-roll-dice", user_layer=False)
    build = parse_build(json.loads((ROOT / "examples" / name).read_text(encoding="utf-8")))
    worded = []
    monkeypatch.setattr(fate_evaluate, "sheet_sections",
                        lambda p, b, s: worded.append(b.name) or sheet_sections(p, b, s))
    sheet = evaluate(pack, build)
    ids = ["stats", "skills", "noble_phantasms", "gear", "mystic_codes"]
    alone = {sid: sheet.section(sid) for sid in ids}
    assert worded == []
    whole = {s.id: s for s in sheet_sections(pack, build, sheet)}
    assert alone == {sid: whole[sid] for sid in ids}
    assert sheet.section("ledger") == whole["ledger"] and worded == [build.name]  # no part: the list
