"""``war fill``: empty NPC slots forged, written only inside the war's folder, never over a file."""
from __future__ import annotations

import json
import os
import shutil

import pytest

from builder.cli.main import main, pack_for
from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.gm.war.fill import fill
from builder.gm.war.model import WarError, load_war, new_war, save_war
from tests.conftest import EXAMPLES, ROOT

SYSTEM = "fate-roll-dice"


@pytest.fixture
def war(tmp_path):
    """Seven pairs (L58): pair 1 a PC with the example files, six empty NPC slots."""
    for name in ("master.json", "saber.json"):
        shutil.copy(EXAMPLES / name, tmp_path / name)
    doc = new_war(SYSTEM)
    doc.pairs[0] = doc.pairs[0].model_copy(update={"master": "master.json", "servant": "saber.json", "control": "pc"})
    save_war(doc, tmp_path / "w.json")
    return tmp_path / "w.json"


def test_fill_forges_six_legal_npc_pairs_inside_the_folder(war, pack):
    assert main(["war", "fill", str(war), "--seed", "11"]) == 0
    doc = load_war(war)
    assert doc.pairs[0].master == "master.json"  # the PC is untouched
    files = [getattr(p, slot) for p in doc.pairs[1:] for slot in ("master", "servant")]
    assert len(files) == 12 and all(f and "/" not in f for f in files)
    # the six Servants take the six classes the PC's セイバー leaves, in the seed's order (L104, L657)
    assert [load_build(war.parent / p.servant).type for p in doc.pairs[1:]] == [
        "lancer", "archer", "rider", "berserker", "assassin", "caster"]
    for f in files:
        build = load_build(war.parent / f)
        sheet = evaluate(pack, build)
        assert not [x for x in sheet.findings if x.severity in ("error", "gm")], (f, sheet.findings)
        assert build.npc
    # each names its partner in the pair (the 陣営 link)
    assert load_build(war.parent / doc.pairs[1].servant).partner == doc.pairs[1].master


def test_fill_never_overwrites_without_force_and_is_repeatable(war, tmp_path):
    (war.parent / "pair02-master.json").write_text("mine", encoding="utf-8")
    assert main(["war", "fill", str(war), "--seed", "3"]) == 2
    assert (war.parent / "pair02-master.json").read_text(encoding="utf-8") == "mine"
    assert not (war.parent / "pair02-lancer.json").exists()  # nothing written before the refusal
    assert main(["war", "fill", str(war), "--seed", "3", "--force"]) == 0
    first = load_build(war.parent / "pair03-master.json")
    # the same war and seed, in another folder: the same characters
    other = tmp_path / "again"
    other.mkdir()
    for name in ("master.json", "saber.json"):
        shutil.copy(EXAMPLES / name, other / name)
    doc = new_war(SYSTEM)
    doc.pairs[0] = doc.pairs[0].model_copy(update={"master": "master.json", "servant": "saber.json", "control": "pc"})
    save_war(doc, other / "w.json")
    filled = fill(load_war(other / "w.json"), other / "w.json", lambda s: pack_for(s, None), seed=3)
    again = load_build(other / "pair03-master.json")
    assert (again.name, again.stats, again.skills) == (first.name, first.stats, first.skills)
    assert not filled.problems


@pytest.mark.parametrize("entry, why", [("../out.json", "leads out"), ("/tmp/out.json", "absolute"),
                                        ("link/out.json", "link pointing out")])
def test_a_member_path_leading_out_is_refused_naming_the_entry(war, tmp_path, entry, why, capsys):
    outside = tmp_path.parent / f"outside-{tmp_path.name}"
    outside.mkdir()
    os.symlink(outside, war.parent / "link")
    data = json.loads(war.read_text(encoding="utf-8"))
    data["pairs"][2] = {"master": entry}
    war.write_text(json.dumps(data), encoding="utf-8")
    assert main(["war", "fill", str(war), "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "/pairs/2/master" in err and why in err
    assert not list(outside.iterdir()) and not (tmp_path.parent / "out.json").exists()
    with pytest.raises(WarError, match="/pairs/2/master"):
        fill(load_war(war), war, lambda s: pack_for(s, None), seed=1)


def test_no_class_left_is_said_with_the_pair(war):
    # 7 + 1 pairs: the eighth NPC Servant finds the seven classes taken (L104)
    doc = load_war(war)
    doc.pairs.append(doc.pairs[1].model_copy())
    save_war(doc, war, replace=True)
    filled = fill(load_war(war), war, lambda s: pack_for(s, None), seed=2)
    assert filled.problems == ["pair 8 servant: no class is left of the seven (first come, first served, L104); "
                               "give the pair its class (war pair 8 --class ID; in the window 召喚…'s 希望クラス)"]
    assert filled.doc.pairs[7].master and not filled.doc.pairs[7].servant


def test_war_check_shows_the_board_as_json(war, capsys, pack):
    assert main(["war", "fill", str(war), "--seed", "4"]) == 0
    capsys.readouterr()
    assert main(["war", "check", str(war), "--json"]) == 0  # fourteen legal members: exit 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["pairs"]) == 7 and data["regulation"]["pairs"] == 7  # L58
    first = data["pairs"][0]
    assert (first["control"], first["master"]["file"], first["master"]["errors"]) == ("pc", "master.json", 0)
    # the board shows the engine's own figures of the member, nothing computed again
    derived = evaluate(pack, load_build(war.parent / "master.json")).derived
    assert first["master"]["values"] == {k: derived[k] for k in ("rank_level", "hp", "mp", "iv")}
    (war.parent / "pair03-master.json").unlink()
    assert main(["war", "check", str(war), "--json"]) == 1  # a member missing is an error of the war
    data = json.loads(capsys.readouterr().out)
    assert data["pairs"][2]["master"]["status"] == "missing"
    assert any(f["path"] == "/pairs/2/master" for f in data["findings"])


def test_war_fill_forges_a_chuseihai_war_each_master_linked_to_its_servant(tmp_path):
    # 中聖杯 (002_cb7697588777ea44.txt): a pair's Master is a 「それ以外」 character (L268), its
    # Servant a サーヴァント (L261); the two name each other, for the Servant's 貯蔵魔力 is
    # 「100+マスターの【魔】×2」 (L170)
    from builder.core.links import evaluate_linked
    war = tmp_path / "w.json"
    assert main(["war", "new", str(war), "--system", "chuseihai"]) == 0
    assert main(["war", "fill", str(war), "--seed", "5"]) == 0
    doc = load_war(war)
    assert len(doc.pairs) == 7
    pack = pack_for("chuseihai", None)
    for pair in doc.pairs:
        master, servant = load_build(war.parent / pair.master), load_build(war.parent / pair.servant)
        assert (master.type, servant.type) == ("other", "servant")
        assert (master.partner, servant.partner) == (pair.servant, pair.master)
        for build, entry in ((master, pair.master), (servant, pair.servant)):
            sheet = evaluate_linked(pack, build, war.parent / entry, lambda s: pack_for(s, None))
            assert not [f for f in sheet.findings if f.severity in ("error", "gm")], (entry, sheet.findings)
        sheet = evaluate_linked(pack, servant, war.parent / pair.servant, lambda s: pack_for(s, None))
        assert sheet.derived["mana_max"] == 100 + 2 * master.stats["MAG"]  # L170


def test_war_fill_names_the_table_a_slot_lacks_and_fills_the_rest(tmp_path):
    # Grail Tactics (004_52394247ffe7dd97.txt L137): the units' 情報ページ are the GM's to enter.
    # A GM who has entered one Master page but no Servant page gets the seven Masters, and for
    # each Servant slot the table it lacks.
    from builder.core.packs import load_pack
    core = json.loads((ROOT / "builder/systems/grail_tactics/pack/content/core.json").read_text("utf-8"))
    page = next(o for o in core["options"] if o["id"] == "master_page")
    page["choices"] = [{"id": "mage", "name": "魔術師", "values": {
        "base_health": 10, "mov": 3, "range": 1, "targets": 1, "ba_str": 2, "ba_mag": 4, "zon": 2}}]
    layer = tmp_path / "units.json"
    layer.write_text(json.dumps({"options": [page]}, ensure_ascii=False), encoding="utf-8")
    pack = load_pack("grail-tactics", [layer], user_layer=False)
    war = tmp_path / "w.json"
    doc = new_war("grail-tactics")
    save_war(doc, war)
    filled = fill(doc, war, lambda s: pack, seed=1)
    assert len(doc.pairs) == 14  # two sides of seven (L9)
    assert [load_build(p).type for p in filled.written] == ["master"] * 14
    assert all(p.master and not p.servant for p in filled.doc.pairs)
    assert len(filled.problems) == 14
    for i, problem in enumerate(filled.problems):
        assert problem.startswith(f"pair {i + 1} servant: ")
        assert "「サーヴァントの情報ページ」 (servant_page, L137)" in problem


def _one_npc_pair(folder, master_entry):
    """A war of one NPC pair whose Master's file is written at ``master_entry`` (its folders made)."""
    (folder / master_entry).parent.mkdir(parents=True, exist_ok=True)
    doc = new_war(SYSTEM, pairs=1)
    doc.pairs[0] = doc.pairs[0].model_copy(update={"master": master_entry, "control": "npc"})
    save_war(doc, folder / "w.json")
    return folder / "w.json"


def test_each_partner_is_a_path_from_the_members_own_file(tmp_path):
    # the 陣営 link is the partner's file relative to this character's file (SetText's contract,
    # the field the engine follows): a Master two folders down names its Servant ../../
    war = _one_npc_pair(tmp_path, "camp/masters/boss.json")
    filled = fill(load_war(war), war, lambda s: pack_for(s, None), seed=7)
    assert filled.problems == []
    pair = filled.doc.pairs[0]
    assert pair.master == "camp/masters/boss.json" and "/" not in pair.servant
    master, servant = load_build(tmp_path / pair.master), load_build(tmp_path / pair.servant)
    assert servant.partner == "camp/masters/boss.json"       # the Servant's file is beside the war
    assert master.partner == "../../" + pair.servant           # up from camp/masters to the war's folder
    assert (tmp_path / "camp/masters" / master.partner).resolve() == (tmp_path / pair.servant).resolve()


def test_a_refused_partner_link_is_reported_with_its_reason_and_the_member_kept(tmp_path, capsys, monkeypatch):
    # The link goes through the named edit SetText("partner"), which refuses a partner longer than
    # a line (LIMITS["line"]). A war's entries are at most 500 characters, so no real war makes a
    # link that long; the line's limit is lowered to 30 here (SetText reads it when it checks) so
    # that the Servant's link "campaign-2026/masters/boss.json" (31 characters) is refused while
    # the Master's "../../pair01-<class>.json" (6 + 18 or fewer = 24 at most) is set.
    from builder.core.build import LIMITS
    monkeypatch.setitem(LIMITS, "line", 30)
    war = _one_npc_pair(tmp_path, "campaign-2026/masters/boss.json")
    assert main(["war", "fill", str(war), "--seed", "7"]) == 1  # a problem: EXIT_FINDINGS, as for a member not made
    err = capsys.readouterr().err
    problem = next(line for line in err.splitlines() if "pair 1 servant: its partner (master) is not linked: " in line)
    assert problem.endswith("is too long (at most 30 characters)")  # the edit's own reason
    pair = load_war(war).pairs[0]
    servant, master = load_build(tmp_path / pair.servant), load_build(tmp_path / pair.master)
    assert servant.partner == "" and servant.npc  # written, unlinked: the GM links it
    assert master.partner == "../../" + pair.servant
