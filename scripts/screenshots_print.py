#!/usr/bin/env python3
"""Print screenshots for the README (issue 26 item 4): every system's sheet in English and the
GM-compact page of six NPCs of each system, in English and in Japanese.

Writes docs/screenshots/print_sheet_en_<system>.png (page 1 of ``export SERVANT --pdf --lang en``)
and print_gm_compact[_en]_<system>.png (``export NPC1 … NPC6 --pdf --layout gm-compact``: three
copies of the system's Servant example and three of its Master, renamed NPC1 … NPC6), each
rendered with ``pdftoppm -r 80``. Run from the repository root: python scripts/screenshots_print.py
"""
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from builder.cli.main import main  # noqa: E402

SHOTS = Path("docs/screenshots")
# (system, the folder of its examples, its Servant example, its Master example)
SYSTEMS = [("fate-roll-dice", Path("examples"), "saber", "master"),
           ("eiyuten", Path("examples/eiyuten"), "servant", "master"),
           ("chuseihai", Path("examples/chuseihai"), "saber", "master"),
           ("senya-tsukihime-plus", Path("examples/senya-tsukihime-plus"), "servant", "master"),
           ("grail-tactics", Path("examples/grail-tactics"), "servant", "master")]


def shot(pdf: Path, png: Path) -> None:
    subprocess.run(["pdftoppm", "-r", "80", "-png", "-f", "1", "-l", "1", "-singlefile", str(pdf),
                    str(png.with_suffix(""))], check=True)
    print(png)


with tempfile.TemporaryDirectory() as tmp:
    tmp = Path(tmp)
    for system, folder, servant, master in SYSTEMS:
        pdf = tmp / f"{system}.pdf"
        assert main(["export", str(folder / f"{servant}.json"), "--pdf", str(pdf), "--lang", "en",
                     "--invariant", "--force"]) == 0
        shot(pdf, SHOTS / f"print_sheet_en_{system}.png")
        npcs = []
        for i, stem in enumerate((servant, master) * 3, start=1):
            doc = json.loads((folder / f"{stem}.json").read_text(encoding="utf-8"))
            doc["name"] = f"NPC{i}"
            doc.pop("partner", None)
            path = tmp / f"{system}-npc{i}.json"
            path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
            npcs.append(str(path))
        for lang, suffix in (("en", "_en"), ("ja", "")):
            assert main(["export", *npcs, "--pdf", str(pdf), "--layout", "gm-compact", "--lang", lang,
                         "--invariant", "--force"]) == 0
            shot(pdf, SHOTS / f"print_gm_compact{suffix}_{system}.png")
