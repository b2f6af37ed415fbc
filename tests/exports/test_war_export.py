"""``war export``: the GM's print-out, the players' print-out and the NPCs' ココフォリア pieces.

The public forms are searched for every NPC Servant's true name, its sheet name and every
Noble Phantasm name: none may be there (000_8acb8ad758a0196c.txt L296–313: what is public
before the true name is known; the pieces' names are what the table may see).
"""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from builder.cli.main import main
from builder.core.documents import load_build
from builder.gm.war.model import load_war
from tests.conftest import EXAMPLES



def pdf_text(path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], check=True, capture_output=True,
                          text=True).stdout


@pytest.fixture(scope="module")
def war(tmp_path_factory):
    folder = tmp_path_factory.mktemp("war")
    for name in ("master.json", "saber.json"):
        shutil.copy(EXAMPLES / name, folder / name)
    w = str(folder / "w.json")
    assert main(["war", "new", w, "--system", "fate-roll-dice", "--name", "冬木"]) == 0
    assert main(["war", "pair", w, "1", "--master", str(folder / "master.json"), "--servant",
                 str(folder / "saber.json"), "--pc", "--player", "太郎"]) == 0
    assert main(["war", "irregular", w, "--result", "3", "--publish"]) == 0
    assert main(["war", "fill", w, "--seed", "5"]) == 0
    methods = [f"{n}=solo" for n in range(1, 8)]
    assert main(["war", "summon", w, "--seed", "2", *sum((["--method", m] for m in methods), [])]) == 0
    return folder


def secrets_of(folder):
    doc = load_war(folder / "w.json")
    names = []
    for pair in doc.pairs:
        if pair.control != "npc":
            continue
        servant = load_build(folder / pair.servant)
        names += [servant.name, servant.profile.get("true_name", "")]
        names += [np.name for np in servant.noble_phantasms]
    return [n for n in names if n]


def test_the_gm_print_out_has_everything(war):
    assert main(["war", "export", str(war / "w.json"), "--pdf", str(war / "gm.pdf")]) == 0
    text = pdf_text(war / "gm.pdf")
    assert "レギュレーション" in text and "3.陰謀" in text and "サーヴァント召喚" in text
    for name in secrets_of(war):  # the GM sees the NPCs in full
        assert name in text, name
    assert "太郎" in text  # the pairs table names the PC's player


def test_the_public_print_out_and_the_pieces_name_no_secret(war):
    assert main(["war", "export", str(war / "w.json"), "--pdf", str(war / "public.pdf"), "--public"]) == 0
    text = pdf_text(war / "public.pdf")
    secrets = secrets_of(war)
    assert len(secrets) >= 12  # six Servants: a name and a true name each, and their 宝具
    assert [s for s in secrets if s in text] == []
    assert "3.陰謀" in text  # published (L90)
    assert "セイバー" in text or "ランサー" in text  # classes are public
    doc = load_war(war / "w.json")
    for pair in doc.pairs[1:]:  # Masters' names are public
        assert load_build(war / pair.master).name in text
    assert main(["war", "export", str(war / "w.json"), "--ccfolia", str(war / "cc")]) == 0
    pieces = sorted((war / "cc").glob("*.ccfolia.json"))
    assert len(pieces) == 12
    for piece in pieces:
        raw = piece.read_text(encoding="utf-8")
        assert [s for s in secrets if s in raw] == [], piece
        assert json.loads(raw)["data"]["secret"] is True


def test_an_unpublished_table_and_existing_files(war, capsys):
    w = str(war / "w.json")
    assert main(["war", "irregular", w, "--unpublish"]) == 0
    assert main(["war", "export", w, "--pdf", str(war / "p2.pdf"), "--public"]) == 0
    assert "陰謀" not in pdf_text(war / "p2.pdf")  # not published: not shown (L90)
    assert main(["war", "export", w, "--pdf", str(war / "p2.pdf")]) == 2  # exists: --force
    assert main(["war", "export", w, "--pdf", w, "--force"]) == 2  # never over the war itself
    assert "war's own files" in capsys.readouterr().err
    assert load_war(w).name == "冬木"


@pytest.mark.parametrize("system, title, pairs", [
    # Grail Tactics: 004_52394247ffe7dd97.txt L9, seven on each of two sides
    ("grail-tactics", "レギュレーション (L9)", "組数(各陣営)"),
    # 中聖杯: its war data cites L17 of 002_cb7697588777ea44.txt for the pairs
    ("chuseihai", "レギュレーション (L17)", "組数"),
])
def test_an_empty_war_of_a_data_system_prints(tmp_path, system, title, pairs, capsys):
    # before any NPC the print-out once asked for a gm-compact layout these systems do not have
    w = tmp_path / "w.json"
    assert main(["war", "new", str(w), "--system", system]) == 0
    for extra in ([], ["--public"]):
        out = tmp_path / f"{system}{len(extra)}.pdf"
        assert main(["war", "export", str(w), "--pdf", str(out), *extra]) == 0
        text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
        assert title in text and pairs in text
    assert "internal error" not in capsys.readouterr().err


def test_the_set_up_page_uses_the_whole_width_and_shows_every_roll_on_one_line(war):
    # the set-up (regulation, イレギュラー表, the summoning with its dice, L94–154) is drawn across
    # the page, not in the left of the NPC sheets' two columns: words reach the right half of
    # page 1, and each summoning roll (every part's dice) reads on a single line
    import re
    assert main(["war", "export", str(war / "w.json"), "--pdf", str(war / "setup.pdf"), "--force"]) == 0
    boxes = subprocess.run(["pdftotext", "-f", "1", "-l", "1", "-bbox", str(war / "setup.pdf"), "-"],
                           check=True, capture_output=True, text=True).stdout
    width = float(re.search(r'<page width="([\d.]+)"', boxes).group(1))
    right = [float(x) for x in re.findall(r'<word xMin="([\d.]+)"', boxes)]
    assert max(right) > width / 2
    lines = subprocess.run(["pdftotext", "-layout", "-f", "1", "-l", "1", str(war / "setup.pdf"), "-"],
                           check=True, capture_output=True, text=True).stdout.splitlines()
    doc = load_war(war / "w.json")
    for roll in doc.summoning.rolls:
        shown = [f"[{','.join(map(str, part.rolled))}]" for part in roll.parts]
        assert shown and any(all(s in line for s in shown) for line in lines), shown
