"""Issue 29 items 5 and 6 (and war new's missing folder): no operation's output is a file it
read (the character, its partner, its packs, a war's members), ``--force`` or not; an output
never follows a link out of its folder. Each test does what the user does on the command line
and then checks the file on disk (unchanged) and the message (names the file, no traceback).
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from builder.cli.main import main
from builder.core.packs import user_pack_dir
from builder.gm.war.model import new_war, save_war
from tests.conftest import EXAMPLES

FIX = Path(__file__).resolve().parents[2] / "exports" / "fixtures"  # saber.json, master.json (tests' own)
SYSTEM = "fate-roll-dice"


def _pair(folder: Path) -> tuple[Path, Path]:
    """saber.json naming master.json (its 陣営 partner) in ``folder``."""
    shutil.copy(FIX / "master.json", folder / "master.json")
    data = json.loads((FIX / "saber.json").read_text(encoding="utf-8"))
    data["partner"] = "master.json"
    (folder / "saber.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return folder / "saber.json", folder / "master.json"


@pytest.mark.parametrize("flag", ["--pdf", "--text", "--udonarium", "--discord-o", "--ccfolia"])
def test_export_never_writes_over_the_partner_even_with_force(tmp_path, capsys, flag):
    saber, master = _pair(tmp_path)
    before = master.read_bytes()
    argv = ["export", str(saber), "--discord", "-o", str(master)] if flag == "--discord-o" else \
        ["export", str(saber), flag, str(master)]
    assert main([*argv, "--force"]) == 2
    err = capsys.readouterr().err
    assert str(master) in err and "read" in err and "Traceback" not in err
    assert master.read_bytes() == before
    assert main(["export", str(saber), "--text", str(tmp_path / "out.txt")]) == 0  # elsewhere: written
    assert (tmp_path / "out.txt").read_text(encoding="utf-8")


def test_export_never_writes_over_a_loaded_user_pack(tmp_path, capsys):
    folder = user_pack_dir() / SYSTEM
    folder.mkdir(parents=True)
    pack = folder / "mine.json"
    pack.write_text('{"settings": {}}', encoding="utf-8")
    before = pack.read_bytes()
    shutil.copy(FIX / "saber.json", tmp_path / "saber.json")
    assert main(["export", str(tmp_path / "saber.json"), "--text", str(pack), "--force"]) == 2
    assert "read" in capsys.readouterr().err
    assert pack.read_bytes() == before


def test_generate_keep_is_never_its_own_output(tmp_path, capsys):
    shutil.copy(EXAMPLES / "saber.json", tmp_path / "k.json")  # a kept character forge accepts
    before = (tmp_path / "k.json").read_bytes()
    argv = ["generate", "--system", SYSTEM, "--type", "saber", "--seed", "1", "--keep", str(tmp_path / "k.json"),
            "-o", str(tmp_path / "k.json"), "--force"]
    assert main(argv) == 2
    assert "read" in capsys.readouterr().err
    assert (tmp_path / "k.json").read_bytes() == before


@pytest.fixture
def war(tmp_path):
    """A war whose pair 1 is an NPC pair (saber.json, master.json); saber.json's partner is
    rin.json, a file the war does not list."""
    shutil.copy(FIX / "master.json", tmp_path / "master.json")
    shutil.copy(FIX / "master.json", tmp_path / "rin.json")
    data = json.loads((FIX / "saber.json").read_text(encoding="utf-8"))
    data["partner"] = "rin.json"
    (tmp_path / "saber.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    doc = new_war(SYSTEM)
    doc.pairs[0] = doc.pairs[0].model_copy(update={"master": "master.json", "servant": "saber.json", "control": "npc"})
    save_war(doc, tmp_path / "w.json")
    return tmp_path / "w.json"


def test_war_export_never_writes_over_a_members_partner(war, capsys):
    rin = war.parent / "rin.json"
    before = rin.read_bytes()
    assert main(["war", "export", str(war), "--pdf", str(rin), "--force"]) == 2
    assert "read" in capsys.readouterr().err
    assert rin.read_bytes() == before


def test_war_export_ccfolia_never_follows_a_planted_link(war, tmp_path, capsys):
    victim = tmp_path / "elsewhere" / "victim.txt"
    victim.parent.mkdir()
    victim.write_text("keep me", encoding="utf-8")
    room = tmp_path / "room"
    assert main(["war", "export", str(war), "--ccfolia", str(room)]) in (0, 1)
    pieces = sorted(room.iterdir())
    assert pieces  # the NPC pair's pieces
    pieces[0].unlink()
    pieces[0].symlink_to(victim)  # planted in the output folder, pointing out of it
    assert main(["war", "export", str(war), "--ccfolia", str(room), "--force"]) == 2
    assert "outside its folder" in capsys.readouterr().err
    assert victim.read_text(encoding="utf-8") == "keep me" and pieces[0].is_symlink()


def test_war_new_never_follows_a_link_out_and_names_a_missing_folder(tmp_path, capsys):
    victim = tmp_path / "elsewhere" / "victim.json"
    victim.parent.mkdir()
    victim.write_text("keep me", encoding="utf-8")
    (tmp_path / "here").mkdir()
    link = tmp_path / "here" / "w.json"
    link.symlink_to(victim)
    assert main(["war", "new", "--system", SYSTEM, str(link), "--force"]) == 2
    assert "outside its folder" in capsys.readouterr().err
    assert victim.read_text(encoding="utf-8") == "keep me"
    missing = tmp_path / "nowhere" / "w.json"
    assert main(["war", "new", "--system", SYSTEM, str(missing)]) == 2
    err = capsys.readouterr().err
    assert "no such folder" in err and str(tmp_path / "nowhere") in err and ".tmp" not in err
    assert link.is_symlink()


def test_pack_export_never_follows_a_link_out_nor_writes_a_pack_it_read(tmp_path, capsys):
    folder = user_pack_dir() / SYSTEM
    folder.mkdir(parents=True)
    (folder / "mine.json").write_text('{"settings": {}}', encoding="utf-8")
    victim = tmp_path / "elsewhere" / "victim.json"
    victim.parent.mkdir()
    victim.write_text("keep me", encoding="utf-8")
    (tmp_path / "out").mkdir()
    link = tmp_path / "out" / "share.json"
    link.symlink_to(victim)
    assert main(["pack", "export", SYSTEM, str(link), "--force"]) == 2
    assert "outside its folder" in capsys.readouterr().err
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert main(["pack", "export", SYSTEM, str(folder / "mine.json"), "--force"]) == 2
    assert "read" in capsys.readouterr().err
    assert (folder / "mine.json").read_text(encoding="utf-8") == '{"settings": {}}'


def test_new_example_takes_its_name(tmp_path, capsys):
    """new --example X --name N: the copy is named N (it was ignored silently)."""
    out = tmp_path / "mine.json"
    assert main(["new", "--example", "saber", "--name", "わたしのセイバー", "-o", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    shipped = json.loads((EXAMPLES / "saber.json").read_text(encoding="utf-8"))
    assert data["name"] == "わたしのセイバー" and data["type"] == shipped["type"]
    assert data["noble_phantasms"][0]["name"] == shipped["noble_phantasms"][0]["name"]  # the rest as shipped
