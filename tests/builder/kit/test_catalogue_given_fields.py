"""A list entry taken from a catalogue keeps what the player gave it (issue 14 review): only the
fields absent from the file come from the catalogue; a cost set to 0 or a name cleared stays.

英雄点 (001_0ca4af6a39bfc837.txt): skills are bought with 英雄点 (L5) from a catalogue the GM
enters (L145). TEST DATA: the user pack's entry 「試験の剣技」 costing 3 英雄点 is made up for
these tests; the seed has no sample skills."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from builder.kit.build import ListEntry
from builder.core.documents import dump_build, load_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack

ROOT = Path(__file__).resolve().parents[3]
MASTER = ROOT / "examples" / "eiyuten" / "master.json"


def user_pack(folder: Path) -> Path:
    skills = json.loads((ROOT / "builder" / "systems" / "eiyuten" / "pack" / "content" / "skills.json")
                        .read_text(encoding="utf-8"))
    lst = next(x for x in skills["lists"] if x["id"] == "skills")
    lst = {**lst, "catalogue": [{"id": "test_blade", "name": "試験の剣技", "name_en": "test blade", "type": "modifier",
                                 "level": "C", "cost": {"hero_points": 3}}]}
    path = folder / "catalogue.json"
    path.write_text(json.dumps({"lists": [lst]}, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture
def pack(tmp_path):
    return load_pack("eiyuten", [user_pack(tmp_path)])


def _with(entry: dict):
    data = json.loads(MASTER.read_text(encoding="utf-8"))
    data["lists"] = {"skills": [entry]}
    return type(load_build(MASTER)).model_validate(data)


def _spent_and_entry(pack, build):
    sheet = evaluate(pack, build)
    (item,) = [i for i in sheet.items if i["list"] == "skills"]
    return sheet.pools["hero_points"].spent, item["entry"]


def test_absent_fields_come_from_the_catalogue_and_given_ones_stay(pack):
    spent_ref, entry = _spent_and_entry(pack, _with({"ref": "test_blade"}))
    assert (entry.name, entry.level, entry.cost) == ("試験の剣技", "C", {"hero_points": 3})
    spent_zero, entry = _spent_and_entry(pack, _with({"ref": "test_blade", "cost": {}}))
    assert entry.cost == {} and spent_zero == spent_ref - 3  # the 3 英雄点 are no longer spent
    _, entry = _spent_and_entry(pack, _with({"ref": "test_blade", "name": "", "level": ""}))
    assert (entry.name, entry.level, entry.cost) == ("", "", {"hero_points": 3})


def test_a_given_empty_field_survives_save_and_every_edit(pack, tmp_path):
    build = _with({"ref": "test_blade", "cost": {}, "name": ""})
    again = type(build).model_validate(build.model_dump())  # what every edit does to the build
    assert again.lists["skills"][0].model_fields_set == {"ref", "cost", "name"}
    assert dump_build(build)["lists"] == {"skills": [{"ref": "test_blade", "name": "", "cost": {}}]}
    path = tmp_path / "m.json"
    path.write_text(json.dumps(dump_build(build), ensure_ascii=False), encoding="utf-8")
    assert _spent_and_entry(pack, load_build(path))[1].cost == {}


def test_an_old_file_reads_the_same():
    """Files written before kept no default value (dump_build leaves defaults out): a catalogue
    entry there names only what the player changed, and the rest still comes from the catalogue."""
    entry = ListEntry.model_validate({"ref": "test_blade", "text": "メモ"})
    assert entry.model_dump(mode="json", exclude_defaults=True) == {"ref": "test_blade", "text": "メモ"}
    own = ListEntry.model_validate({"name": "自作", "cost": {"hero_points": 2}})  # not from the catalogue: as before
    assert own.model_dump(mode="json", exclude_defaults=True) == {"name": "自作", "cost": {"hero_points": 2}}
