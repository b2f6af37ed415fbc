"""GM-entered rule data (issue 11): the places a seed leaves to the GM, the editor's user pack,
and packs shared between GMs (builder.gm.gmdata, builder.gm.gmshare).

TEST DATA: every class-table number below is made up for these tests. The seed has no class
tables (a GM enters them, seed 003 L399–401, L443); none of these numbers is from a rulebook
and none of them goes into bundled data (they are written to the test's own user folder).
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from builder.gm import gmdata, gmshare
from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.core.packio import PackError
from builder.core.packs import load_pack, user_pack_dir

SYSTEM = "senya-tsukihime-plus"
ROOT = Path(__file__).resolve().parents[3]
PC = ROOT / "examples" / SYSTEM / "pc.json"
# TEST DATA (not from the rulebook): ナイフ使い and 代行者 class rows
KNI = {"key": 1, "tai": 4, "chi": 3, "ri": 2, "ish": 1, "sk": 2, "add": 1}
DAI = {"key": 1, "tai": 2, "chi": 2, "ri": 5, "ish": 3, "sk": 1, "add": 1}


def senya():
    return load_pack(SYSTEM)


def test_the_places_of_a_pack_and_their_columns():
    found = {(p.kind, p.id): p for p in gmdata.places(senya())}
    # 15 classes (L359–379), each with a クラス一覧表 row and a クラス修正表 (L399, L443)
    assert sum(1 for kind, pid in found if kind == "table" and pid.endswith("_row")) == 15
    assert sum(1 for kind, pid in found if kind == "table" and pid.endswith("_mod")) == 15
    kni = found[("table", "kni_row")]
    assert [(c.id, c.type) for c in kni.columns] == [("key", "int"), ("tai", "int"), ("chi", "int"), ("ri", "int"),
                                                     ("ish", "int"), ("sk", "int"), ("add", "int")]
    assert kni.rows == [] and kni.origin == ""
    skills = found[("list", "skills")]
    # a 特技's class (L459, L1265–1267) and an エクストラスキル's 取得条件 (L469–476), issue 27
    assert [c.id for c in skills.columns] == ["id", "name", "type", "source", "level", "from_class", "condition",
                                              "requires", "requires_entries"]
    assert skills.columns[2].choices == ("normal", "extra", "servant")
    klass = skills.columns[5]
    assert (klass.name, klass.name_en, klass.type, len(klass.choices)) == ("クラス", "class", "choice", 15)  # L203
    assert klass.choice_label("ken") == "剣士" and klass.choice_for("Swordsman") == "ken"  # L207
    # an item's granting 特技 (L510–514)
    assert [c.id for c in found[("list", "items")].columns][5:] == ["granted_by"]
    # 英雄点: a skill's cost is in the pool that spends the list
    eiyuten = {(p.kind, p.id): p for p in gmdata.places(load_pack("eiyuten"))}
    assert eiyuten[("list", "skills")].columns[-1].id == "cost.hero_points"
    # Grail Tactics: the unit pages are options whose keys are columns
    tactics = {(p.kind, p.id): p for p in gmdata.places(load_pack("grail-tactics"))}
    assert [c.id for c in tactics[("option", "master_page")].columns][4:] == [
        "base_health", "mov", "range", "targets", "ba_str", "ba_mag", "zon",
        "mc_multiplier", "mc_cooldown"]  # the 魔術刻印's multiplier (L197) and cooldown (issue 27)
    assert gmdata.places(load_pack("fate-roll-dice")) == []


def test_cells_are_judged_one_by_one():
    kni = next(p for p in gmdata.places(senya()) if p.id == "kni_row")
    rows = [{"key": 1, "tai": "3"}, {"key": 1, "tai": 20_000}, {"key": None}]
    problems = {(p.row, p.column): p.message_en for p in gmdata.check_rows(kni, rows)}
    assert problems == {(0, "tai"): "a whole number is needed", (1, "tai"): "must be between -10000 and 10000",
                        (1, "key"): "the same as row 1", (2, "key"): "key is required"}
    skills = next(p for p in gmdata.places(senya()) if p.kind == "list" and p.id == "skills")
    bad = {(p.row, p.column) for p in gmdata.check_rows(skills, [{"id": "a b", "name": "x", "source": "np", "type": "odd"}])}
    assert bad == {(0, "id"), (0, "source"), (0, "type")}  # senya's 特技 list takes skill/class sources


def _save_class_rows() -> Path:
    pack = senya()
    data = gmdata.candidate(SYSTEM, pack, {("table", "kni_row"): [KNI], ("table", "dai_row"): [DAI]})
    return gmdata.save(SYSTEM, data)


def test_saving_fills_the_tables_and_the_waiting_figures_are_computed():
    before = evaluate(senya(), load_build(PC), {})
    assert "tai_kihon" not in before.derived  # waits for the class tables
    path = _save_class_rows()
    assert path == user_pack_dir() / SYSTEM / f"{SYSTEM}.json"
    written = json.loads(path.read_text(encoding="utf-8"))
    assert [t["id"] for t in written["tables"]] == ["kni_row", "dai_row"]
    assert written["tables"][0]["when"] == "kni > 0"  # the whole entry restated, rows replaced
    sheet = evaluate(senya(), load_build(PC), {})
    # pc.json: ナイフ使い 2, 代行者 1, 追加の1点 on 知覚 (L399–403: a class row counts once per level)
    # 体力 2×4 + 1×2 = 10; 知覚 2×3 + 1×2 + 1 = 9; 理知 2×2 + 1×5 = 9; 意志 2×1 + 1×3 = 5
    # bonuses floor(x / 3) (L413): 3, 3, 3, 1
    # bases (L434–439): 白兵 3+3 = 6, 射撃 3+3 = 6, 精神 3+1 = 4, 行動 3+1 = 4,
    # 生命力 (3+3)×5 = 30, 集中力 (3+1)×5 = 20
    # 特技 (L459; reading construction_skills = per_level, the default): 2×2 + 1×1 = 5 per class
    # level, no level-ups (L1267): 5 in all
    expected = {"tai_kihon": 10, "chi_kihon": 9, "ri_kihon": 9, "ish_kihon": 5, "tai_bonus": 3, "chi_bonus": 3,
                "ri_bonus": 3, "ish_bonus": 1, "hak_base": 6, "sha_base": 6, "sei_base": 4, "kou_base": 4,
                "hp_base": 30, "con_base": 20, "sk_con_level": 5, "skill_slots": 5}
    assert {k: sheet.derived.get(k) for k in expected} == expected
    assert "hakuhei" not in sheet.derived  # still waits for the クラス修正表 (L443), not entered
    again = {(p.kind, p.id): p for p in gmdata.places(senya())}[("table", "kni_row")]
    assert again.rows == [KNI] and again.origin == str(path)


def test_bad_data_is_refused_with_the_file_and_path_and_nothing_is_written():
    pack = senya()
    data = gmdata.candidate(SYSTEM, pack, {("table", "kni_row"): [{**KNI, "tai": 20_000}]})
    problem = gmdata.check_candidate(SYSTEM, data)
    assert problem.file == str(gmdata.editor_file(SYSTEM))
    assert problem.path == "/tables/0/rows/0/values/tai"
    assert gmdata.locate(data, problem.path) == ("table", "kni_row", 0)
    with pytest.raises(PackError):
        gmdata.save(SYSTEM, data)
    assert not gmdata.editor_file(SYSTEM).exists()


def test_paths_outside_the_user_pack_folder_are_refused(tmp_path):
    for system in ("../x", "senya-tsukihime-plus/..", "/etc", "nope"):
        with pytest.raises(PackError):
            gmdata.editor_file(system)
    for name in ("../x.json", "a/b.json", "..", "core", ".json/..", "x\\..\\y.json"):
        with pytest.raises(PackError):
            gmdata.safe_target(SYSTEM, name)
    folder = user_pack_dir() / SYSTEM
    folder.mkdir(parents=True)
    bundled = ROOT / "builder" / "systems" / "senya_tsukihime_plus" / "pack" / "content" / "core.json"
    before = bundled.read_bytes()
    os.symlink(bundled, folder / f"{SYSTEM}.json")  # the editor file made a link to a bundled file
    data = gmdata.candidate(SYSTEM, senya(), {("table", "kni_row"): [KNI]}, base={})
    with pytest.raises(PackError, match="link"):
        gmdata.save(SYSTEM, data)
    assert bundled.read_bytes() == before
    (folder / f"{SYSTEM}.json").unlink()
    outside = tmp_path / "elsewhere.json"
    outside.write_text("{}", encoding="utf-8")
    os.link(outside, folder / f"{SYSTEM}.json")  # a hard link: writing in place would change the other name
    with pytest.raises(PackError, match="hard-linked"):
        gmdata.save(SYSTEM, data)
    assert outside.read_text(encoding="utf-8") == "{}"


def _someone_elses(tmp_path: Path, rows: list[dict], **extra) -> Path:
    """A pack from another GM (TEST DATA, not from the rulebook)."""
    entry = next(t for t in json.loads(gmdata.pack_bytes(
        gmdata.candidate(SYSTEM, senya(), {("table", "kni_row"): rows}, base={})))["tables"])
    path = tmp_path / "from-another-gm.json"
    path.write_text(json.dumps({"tables": [entry], **extra}, ensure_ascii=False), encoding="utf-8")
    return path


def test_an_import_is_previewed_then_installed_under_the_apps_name(tmp_path):
    path = _someone_elses(tmp_path, [KNI])
    preview = gmshare.preview_import(path)  # no --system: the one it fits and overlaps
    assert preview.system == SYSTEM
    assert [(c.field, c.id, c.replaces, c.gm_place, c.rows) for c in preview.changes] == [
        ("tables", "kni_row", True, True, 1)]
    assert not (user_pack_dir() / SYSTEM).exists()  # a preview writes nothing
    target = gmshare.install_import(preview)
    assert target.parent == user_pack_dir() / SYSTEM and target.name.startswith(f"{SYSTEM}-import-")
    assert {(p.id, len(p.rows)) for p in gmdata.places(senya()) if p.id == "kni_row"} == {("kni_row", 1)}
    # the editor's own file loads after the imports: what the GM typed wins, and a later
    # import of the same place says so before it is installed
    gmdata.save(SYSTEM, gmdata.candidate(SYSTEM, senya(), {("table", "kni_row"): [{**KNI, "tai": 7}]}))
    assert next(p for p in gmdata.places(senya()) if p.id == "kni_row").rows[0]["tai"] == 7
    assert gmshare.preview_import(path).shadowed == ["tables/kni_row"]


def test_an_import_never_decides_a_path_and_a_broken_one_is_named(tmp_path):
    # entries whose ids look like paths are refused by the schema, with the file and place
    hostile = tmp_path / "hostile.json"
    hostile.write_text(json.dumps({"tables": [{"id": "../core", "name": "x", "key": "1", "columns": ["a"]}]}),
                       encoding="utf-8")
    with pytest.raises(PackError) as caught:
        gmshare.preview_import(hostile, SYSTEM)
    assert caught.value.file == str(hostile) and caught.value.path == "/tables/0/id"
    bad = _someone_elses(tmp_path, [{**KNI, "chi": "many"}])
    with pytest.raises(PackError) as caught:
        gmshare.preview_import(bad, SYSTEM)
    assert caught.value.file == str(bad) and caught.value.path == "/tables/0/rows/0/values/chi"
    with pytest.raises(PackError, match="unknown system"):
        gmshare.preview_import(bad, "../../x")
    # whatever the file is called and holds, the installed copy has the app's name
    named = tmp_path / "core.json"
    named.write_bytes(_someone_elses(tmp_path, [KNI]).read_bytes())
    target = gmshare.install_import(gmshare.preview_import(named))
    assert target.name != "core.json" and target.parent == user_pack_dir() / SYSTEM
    assert not list(tmp_path.glob("*.tmp"))


def test_export_writes_the_users_layers_as_one_file_and_never_overwrites(tmp_path):
    out = tmp_path / "share.json"
    with pytest.raises(PackError, match="no user pack"):
        gmshare.export(SYSTEM, out)
    _save_class_rows()
    assert gmshare.export(SYSTEM, out) == out
    assert [t["id"] for t in json.loads(out.read_text(encoding="utf-8"))["tables"]] == ["kni_row", "dai_row"]
    out.write_text("mine", encoding="utf-8")
    with pytest.raises(PackError, match="already exists"):
        gmshare.export(SYSTEM, out)
    assert out.read_text(encoding="utf-8") == "mine"
    gmshare.export(SYSTEM, out, force=True)
    assert json.loads(out.read_text(encoding="utf-8"))["tables"][0]["rows"][0]["values"]["tai"] == 4
    listed = gmshare.installed()
    assert listed[SYSTEM] == [(gmdata.editor_file(SYSTEM), ["tables/kni_row", "tables/dai_row"])]


def test_what_the_editor_does_not_show_is_kept():
    """A bundled choice's line, text and requires stay when the GM edits its values (Grail
    Tactics' classes, seed 004: the editor shows their agi_mod/luck_mod columns only)."""
    pack = load_pack("grail-tactics")
    classes = next(p for p in gmdata.places(pack) if p.kind == "option" and p.id == "class")
    rows = [dict(r) for r in classes.rows]
    bundled = next(o for o in pack.content.options if o.id == "class").choices[0]
    entry = gmdata.entry_for(pack, classes, rows)
    assert entry["choices"][0]["line"] == bundled.line and entry["choices"][0]["text"] == bundled.text
    assert entry["choices"][0]["values"] == dict(bundled.values)
    assert gmdata.check_candidate("grail-tactics", {"options": [entry]}) is None


def test_a_skill_catalogue_carries_class_and_condition_into_the_pack():
    """The editor's rows for 特技 (L459, L469–476) and items (L510–514) become catalogue entries
    the checks read: a character taking 魔術連弾 (魔術師's) without 魔術師 gets the class error."""
    pack = senya()
    rows = [{"id": "rendan", "name": "魔術連弾", "type": "normal", "source": "class", "from_class": "maj"},
            {"id": "hiken", "name": "秘剣", "type": "extra", "source": "class", "from_class": "ken",
             "condition": "剣士3レベル以上", "requires": "ken >= 3", "requires_entries": "ツバメ返し、魔術連弾"}]
    items = [{"id": "katana", "name": "日本刀", "type": "weapon", "source": "skill", "granted_by": "ツバメ返し"}]
    data = gmdata.candidate(SYSTEM, pack, {("list", "skills"): rows, ("list", "items"): items})
    gmdata.save(SYSTEM, data)
    loaded = senya()
    catalogue = {c.id: c for c in next(x for x in loaded.content.lists if x.id == "skills").catalogue}
    assert catalogue["rendan"].from_class == "maj"
    assert (catalogue["hiken"].requires, catalogue["hiken"].requires_entries) == ("ken >= 3", ["ツバメ返し", "魔術連弾"])
    assert next(x for x in loaded.content.lists if x.id == "items").catalogue[0].granted_by == "ツバメ返し"
    # the rows read back the same (the class by id, the needed 特技 in one cell)
    shown = next(p for p in gmdata.places(loaded) if p.kind == "list" and p.id == "skills").rows
    assert (shown[1]["from_class"], shown[1]["requires_entries"]) == ("ken", "ツバメ返し、魔術連弾")
    data = json.loads(PC.read_text(encoding="utf-8"))  # ナイフ使い 2, 代行者 1: no 魔術師
    data["lists"] = {"skills": [{"ref": "rendan"}]}
    build = type(load_build(PC)).model_validate(data)
    found = [(f.severity, f.code, f.path, f.rule.line) for f in evaluate(loaded, build, {}).findings
             if f.rule.line == 459]
    assert found == [("error", "data.entry_class", "/lists/skills/0", 459)]


def test_a_bad_condition_formula_is_refused_at_its_place():
    pack = senya()
    rows = [{"id": "hiken", "name": "秘剣", "type": "extra", "source": "class", "requires": "kenn >= 3"}]
    problem = gmdata.check_candidate(SYSTEM, gmdata.candidate(SYSTEM, pack, {("list", "skills"): rows}))
    assert problem is not None and problem.path.endswith("/catalogue/0/requires")
    assert not gmdata.editor_file(SYSTEM).exists()
