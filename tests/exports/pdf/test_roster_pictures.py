"""Pictures on rosters and the GM-compact page, and the page's two columns (issue 26 item 4).

Done as a user does it: ``export A.json … --pdf OUT --layout gm-compact`` (and ``--layout
default``/``full`` for a roster of whole sheets). Six NPCs of each system, each with a picture
of its own beside it (a PNG in the character's folder, named by ``picture``): the page holds
six images, one per block; the public form holds none while no true name is revealed
(builder.core.secrets, builder.files.picture.shown); the blocks of a data system stand in
both columns of the A4 page, three and three. The PDF is read back with pypdf
(tests/exports/pdfread.py); six NPCs without pictures are the page test_print_every_system reads
too, printed once per process (tests/exports/pdf/conftest.py ``six_npcs``: builder/examples/,
the same files as examples/).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from builder.cli.main import main
from tests.exports.pdfread import ReadPdf, read_pdf

ROOT = Path(__file__).resolve().parents[3]
# (system, the folder of its examples, its Servant example, its Master example)
SYSTEMS = [("fate-roll-dice", ROOT / "examples", "saber", "master"),
           ("eiyuten", ROOT / "examples" / "eiyuten", "servant", "master"),
           ("chuseihai", ROOT / "examples" / "chuseihai", "saber", "master"),
           ("senya-tsukihime-plus", ROOT / "examples" / "senya-tsukihime-plus", "servant", "master"),
           ("grail-tactics", ROOT / "examples" / "grail-tactics", "servant", "master")]
A4_WIDTH = 595.3  # 210 mm in points


def _six(tmp_path: Path, folder: Path, servant: str, master: str, pictures: bool = True) -> list[Path]:
    """Three copies of the Servant and three of the Master, named NPC1 … NPC6, each with a
    picture of its own colour (pictures/npcN.png beside it)."""
    (tmp_path / "pictures").mkdir(exist_ok=True)
    files = []
    for i, stem in enumerate((servant, master) * 3, start=1):
        doc = json.loads((folder / f"{stem}.json").read_text(encoding="utf-8"))
        doc["name"] = f"NPC{i}号"
        doc.pop("partner", None)  # a partner link would be read from the examples' folder
        if pictures:
            Image.new("RGB", (60 + i, 80), (40 * i, 20, 200 - 30 * i)).save(tmp_path / "pictures" / f"npc{i}.png")
            doc["picture"] = f"pictures/npc{i}.png"
        path = tmp_path / f"npc{i}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
        files.append(path)
    return files


def _export(tmp_path: Path, files: list[Path], *extra: str) -> ReadPdf:
    out = tmp_path / "npcs.pdf"
    assert main(["export", *map(str, files), "--pdf", str(out), "--invariant", "--force", *extra]) == 0
    return read_pdf(out)


@pytest.mark.parametrize("system,folder,servant,master", SYSTEMS, ids=[s[0] for s in SYSTEMS])
def test_six_npcs_with_pictures_one_page_six_images(tmp_path, system, folder, servant, master):
    reader = _export(tmp_path, _six(tmp_path, folder, servant, master), "--layout", "gm-compact")
    assert len(reader.pages) == 1
    page = reader.pages[0]
    assert len(page.images) == 6
    # each picture is the one of its character: six different sizes, 61 … 66 pixels wide
    assert sorted(im.image.size[0] for im in page.images) == [61, 62, 63, 64, 65, 66]


@pytest.mark.parametrize("system,folder,servant,master", SYSTEMS, ids=[s[0] for s in SYSTEMS])
def test_the_public_roster_shows_no_picture(tmp_path, system, folder, servant, master):
    files = _six(tmp_path, folder, servant, master)
    for f in files:  # no true name revealed: a portrait could give the Servant away
        doc = json.loads(f.read_text(encoding="utf-8"))
        doc.pop("true_name_revealed", None)
        f.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    reader = _export(tmp_path, files, "--layout", "gm-compact", "--public")
    assert sum(len(p.images) for p in reader.pages) == 0


def test_a_roster_without_pictures_has_no_images(six_npcs):
    _, pdf = six_npcs("chuseihai", "saber", "master", "ja")  # --lang ja: the default
    assert sum(len(p.images) for p in pdf.pages) == 0


@pytest.mark.parametrize("system,folder,servant,master,layout",
                         [("fate-roll-dice", ROOT / "examples", "saber", "master", "full"),
                          ("chuseihai", ROOT / "examples" / "chuseihai", "saber", "master", "default")],
                         ids=["fate-full", "chuseihai-default"])
def test_a_roster_of_whole_sheets_prints_each_picture_on_its_page(tmp_path, system, folder, servant, master,
                                                                 layout):
    reader = _export(tmp_path, _six(tmp_path, folder, servant, master)[:2], "--layout", layout)
    sizes = [im.image.size[0] for p in reader.pages for im in p.images]
    assert sizes == [61, 62]  # NPC1's picture, then NPC2's, each once


def _name_positions(pdf: ReadPdf, index: int) -> dict[str, float]:
    """The x (pt) where each NPCn号 is first drawn on page ``index`` (pypdf's text visitor)."""
    out: dict[str, float] = {}
    for text, cm, tm in pdf.pieces(index):
        for i in range(1, 7):
            if f"NPC{i}号" in text and f"NPC{i}" not in out:
                out[f"NPC{i}"] = cm[4] + tm[4] * cm[0]
    return out


@pytest.mark.parametrize("system,folder,servant,master", SYSTEMS[1:], ids=[s[0] for s in SYSTEMS[1:]])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_six_data_system_npcs_stand_in_both_columns(six_npcs, system, folder, servant, master, lang):
    """Six blocks that would all fit in the left column are shared three and three."""
    _, pdf = six_npcs(system, servant, master, lang)
    assert len(pdf) == 1
    x = _name_positions(pdf, 0)
    assert sorted(x) == [f"NPC{i}" for i in range(1, 7)]
    left = [n for n, v in x.items() if v < A4_WIDTH / 2]
    right = [n for n, v in x.items() if v >= A4_WIDTH / 2]
    assert (left, right) == (["NPC1", "NPC2", "NPC3"], ["NPC4", "NPC5", "NPC6"])


def test_a_public_roster_of_revealed_npcs_shows_their_pictures_from_their_own_folder(tmp_path):
    """Once the true name is revealed the public form shows the picture (builder.files.picture.shown),
    read beside the character's file, not beside the public name the export gives it."""
    files = _six(tmp_path, ROOT / "examples" / "chuseihai", "saber", "master")
    for f in files:
        doc = json.loads(f.read_text(encoding="utf-8"))
        doc["true_name_revealed"] = True
        f.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    reader = _export(tmp_path, files, "--layout", "gm-compact", "--public")
    assert len(reader.pages[0].images) == 6
