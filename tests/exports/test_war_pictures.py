"""The war print-out shows each NPC's picture, as the roster does (issue 26 item 4).

A war of one NPC pair (a Master and a Servant, each with a picture of its own beside its file,
named by ``picture``) of Fate/roll dice (blocks drawn from its gm-compact layout) and of 中聖杯
(blocks drawn from its sections): ``war export --pdf`` prints both pictures (the window's war
board too: tests/forms/gm/test_war_board_pictures.py); ``--public`` prints none while no true name is revealed (a portrait can give a
Servant away, as a name does: builder.core.secrets). Images are counted by ``pdfimages -list``.
"""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from builder.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
# (system, the folder of its examples, its Master example, its Servant example: partners of each other)
SYSTEMS = [("fate-roll-dice", ROOT / "examples", "master", "saber"),
           ("chuseihai", ROOT / "examples" / "chuseihai", "master", "saber")]


def image_sizes(pdf: Path) -> list[tuple[int, int]]:
    """(width, height) of each image on the PDF's pages, read from ``pdfimages -list``."""
    rows = subprocess.run(["pdfimages", "-list", str(pdf)], check=True, capture_output=True,
                          text=True).stdout.splitlines()[2:]  # two heading lines
    return [(int(r.split()[3]), int(r.split()[4])) for r in rows if r.split()[2] == "image"]


def npc_war(folder: Path, system: str, examples: Path, master: str, servant: str, pictures: bool = True) -> Path:
    """A war whose pair 1 is the NPC Master and Servant, each with its own picture (61×80 and 62×80)."""
    (folder / "pictures").mkdir()
    for i, stem in enumerate((master, servant), start=1):
        doc = json.loads((examples / f"{stem}.json").read_text(encoding="utf-8"))
        doc.pop("true_name_revealed", None)  # the public form must hide the portrait
        if pictures:
            Image.new("RGB", (60 + i, 80), (90 * i, 30, 60)).save(folder / "pictures" / f"{stem}.png")
            doc["picture"] = f"pictures/{stem}.png"
        (folder / f"{stem}.json").write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    war = folder / "w.json"
    assert main(["war", "new", str(war), "--system", system, "--name", "冬木"]) == 0
    assert main(["war", "pair", str(war), "1", "--master", str(folder / f"{master}.json"),
                 "--servant", str(folder / f"{servant}.json"), "--npc"]) == 0
    return war


@pytest.mark.parametrize("system,examples,master,servant", SYSTEMS, ids=[s[0] for s in SYSTEMS])
def test_the_gm_print_out_shows_both_npcs_pictures(tmp_path, system, examples, master, servant):
    war = npc_war(tmp_path, system, examples, master, servant)
    assert main(["war", "export", str(war), "--pdf", str(tmp_path / "gm.pdf")]) == 0
    # each its own: the Master's 61 pixels wide, the Servant's 62
    assert sorted(image_sizes(tmp_path / "gm.pdf")) == [(61, 80), (62, 80)]


@pytest.mark.parametrize("system,examples,master,servant", SYSTEMS, ids=[s[0] for s in SYSTEMS])
def test_the_public_print_out_shows_none(tmp_path, system, examples, master, servant):
    war = npc_war(tmp_path, system, examples, master, servant)
    assert main(["war", "export", str(war), "--pdf", str(tmp_path / "public.pdf"), "--public"]) == 0
    assert image_sizes(tmp_path / "public.pdf") == []


def test_a_missing_picture_is_named_and_the_rest_printed(tmp_path, capsys):
    system, examples, master, servant = SYSTEMS[1]
    war = npc_war(tmp_path, system, examples, master, servant)
    (tmp_path / "pictures" / f"{servant}.png").unlink()
    assert main(["war", "export", str(war), "--pdf", str(tmp_path / "gm.pdf")]) == 0
    assert image_sizes(tmp_path / "gm.pdf") == [(61, 80)]  # the Master's still printed
    err = capsys.readouterr().err
    assert f"{servant}.json: /picture:" in err and "Traceback" not in err


def test_the_data_systems_print_out_names_its_rulebook_in_the_footer(tmp_path):
    system, examples, master, servant = SYSTEMS[1]
    war = npc_war(tmp_path, system, examples, master, servant, pictures=False)
    assert main(["war", "export", str(war), "--pdf", str(tmp_path / "gm.pdf")]) == 0
    text = subprocess.run(["pdftotext", str(tmp_path / "gm.pdf"), "-"], check=True, capture_output=True,
                          text=True).stdout
    # the footer "Grail Builder  {system}  {date}  {page}" (exports.pdf.compact.COMPACT_LAYOUT) on both
    # pages, with the pack's name (its manifest's "name"), not the generic layout's "*"
    footers = [line for line in text.splitlines() if line.startswith("Grail Builder")]
    assert len(footers) == 2 and all("中聖杯(男爵様ルール)" in line for line in footers), footers
