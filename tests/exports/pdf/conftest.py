"""A print several PDF test modules read: a data system's six NPCs on the GM-compact page."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from builder.cli.main import main
from tests.exports.pdfread import ReadPdf, read_pdf

EXAMPLES = Path(__file__).resolve().parents[3] / "builder" / "examples"


@pytest.fixture(scope="session")
def six_npcs(tmp_path_factory):
    """six_npcs(system, servant, master, lang) -> (the PDF's path, it read back): three copies of
    the system's Servant example and three of its Master (builder/examples/<system>/), named NPC1号
    … NPC6号 in that order, printed as a user prints them, ``export npc1.json … npc6.json --pdf
    OUT --layout gm-compact --lang LANG --invariant``, once per process for each system and
    language. test_print_every_system (one A4 page, every NPC once, the one-stat section) and
    test_roster_pictures (the two columns, no images without pictures) read the same page and
    only read it."""
    base = tmp_path_factory.mktemp("six-npcs")
    done: dict[tuple[str, str, str, str], tuple[Path, ReadPdf]] = {}

    def get(system: str, servant: str, master: str, lang: str) -> tuple[Path, ReadPdf]:
        key = (system, servant, master, lang)
        if key not in done:
            folder = base / "-".join(key)
            folder.mkdir()
            files = []
            for i, stem in enumerate((servant, master) * 3, start=1):
                doc = json.loads((EXAMPLES / system / f"{stem}.json").read_text(encoding="utf-8"))
                doc["name"] = f"NPC{i}号"
                # the partner link names the example's file, which is not beside the copy (the
                # page comes out byte for byte the same with or without it)
                doc.pop("partner", None)
                path = folder / f"npc{i}.json"
                path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
                files.append(str(path))
            out = folder / "npcs.pdf"
            assert main(["export", *files, "--pdf", str(out), "--layout", "gm-compact", "--lang", lang,
                         "--invariant"]) == 0
            done[key] = out, read_pdf(out)
        return done[key]
    return get
