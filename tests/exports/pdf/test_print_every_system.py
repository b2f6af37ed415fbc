"""Print for every data system (issue 26 item 4), done as a user does it on the command line.

- ``export A.json … --pdf OUT --layout gm-compact``: six NPCs of 英雄点, 中聖杯, 千夜月姫+ and
  Grail Tactics each on ONE A4 page (Fate/roll dice's six: tests/exports/pdf/test_gm_compact.py),
  and the same from a war's print-out (``war export --pdf``).
- ``export FILE --pdf OUT [--lang en]``: the player's name, the readings in force with their
  seed lines, no heading twice, no empty table, no section id as a heading.

The PDF is read back with pypdf (tests/exports/pdfread.py: each page's text extracted once). The
characters are the bundled examples (builder/examples/), copied and renamed so that each of the
six is told apart on the page. A print several tests read is exported once: a system's sheet
in a language once per module (:func:`printed`), its six NPCs on the GM-compact page once per
process (tests/exports/pdf/conftest.py ``six_npcs``, which test_roster_pictures reads too).
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from builder.cli.main import main
from tests.exports.pdfread import ReadPdf, read_pdf

EXAMPLES = Path(__file__).resolve().parents[3] / "builder" / "examples"
ROOT_PACKS = Path(__file__).resolve().parents[3] / "builder" / "systems"
# (system, its Servant example, its Master example, the player the Servant's file names)
SYSTEMS = [("eiyuten", "servant", "master", "佐伯"),
           ("chuseihai", "saber", "master", "ぺんぎん"),
           ("senya-tsukihime-plus", "servant", "master", "早瀬"),
           ("grail-tactics", "servant", "master", "例示プレイヤー")]


def _six(tmp_path: Path, system: str, servant: str, master: str) -> list[Path]:
    """Three copies of the Servant and three of the Master, named NPC1 … NPC6."""
    files = []
    for i, stem in enumerate((servant, master) * 3, start=1):
        doc = json.loads((EXAMPLES / system / f"{stem}.json").read_text(encoding="utf-8"))
        doc["name"] = f"NPC{i}号"
        path = tmp_path / f"npc{i}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
        files.append(path)
    return files


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    """printed(system, lang, invariant=True) -> the sheet of the system's Servant example read
    back, exported once per module as a user does it (``export FILE --pdf OUT --lang L
    [--invariant]``). The tests that read one only read it."""
    base = tmp_path_factory.mktemp("prints")
    done: dict[tuple[str, str, bool], ReadPdf] = {}

    def get(system: str, lang: str, invariant: bool = True) -> ReadPdf:
        key = (system, lang, invariant)
        if key not in done:
            out = base / f"{'-'.join(map(str, key))}.pdf"
            servant = next(s for name, s, _, _ in SYSTEMS if name == system)
            flags = ["--invariant"] if invariant else []
            assert main(["export", str(EXAMPLES / system / f"{servant}.json"), "--pdf", str(out), "--lang", lang,
                         *flags]) == 0
            done[key] = read_pdf(out)
        return done[key]
    return get


@pytest.mark.parametrize("system,servant,master,player", SYSTEMS)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_six_npcs_of_every_data_system_on_one_a4_page(six_npcs, system, servant, master, player, lang):
    _, pdf = six_npcs(system, servant, master, lang)
    assert len(pdf) == 1
    # A4 portrait: 210 × 297 mm = 595.3 × 841.9 pt
    page = pdf.pages[0]
    assert round(float(page.mediabox.width)) == 595 and round(float(page.mediabox.height)) == 842
    text = pdf.page(0)
    for i in range(1, 7):
        assert text.count(f"NPC{i}号") == 1, i  # every NPC printed, none twice
    assert player in text


def test_many_npcs_flow_onto_more_pages_and_none_is_lost(tmp_path):
    files = _six(tmp_path, "senya-tsukihime-plus", "servant", "master")
    out = tmp_path / "npcs.pdf"
    assert main(["export", *map(str, files * 3), "--pdf", str(out), "--layout", "gm-compact"]) == 0
    pdf = read_pdf(out)
    assert len(pdf) > 1  # eighteen blocks do not fit on one page
    text = pdf.text()
    for i in range(1, 7):
        assert text.count(f"NPC{i}号") == 3, i  # each of the six printed three times, no block dropped


# the first reading each pack records, by its seed line: eiyuten unspent points (001 L21: the even
# split assumes all are spent), chuseihai the level's stat total (002 L257), 千夜月姫+ the class rows
# at creation (003 L1273), Grail Tactics the set-up die (004 L81)
FIRST_READING_LINE = {"eiyuten": 21, "chuseihai": 257, "senya-tsukihime-plus": 1273, "grail-tactics": 81}


@pytest.mark.parametrize("system,servant,master,player", SYSTEMS)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_data_system_sheet_prints_player_readings_and_each_heading_once(
        printed, system, servant, master, player, lang):
    text = printed(system, lang).text()
    assert (f"プレイヤー: {player}" if lang == "ja" else f"player: {player}") in text
    assert ("【解釈(読み方)】" if lang == "ja" else "【readings in force】") in text
    readings = text.split("【解釈(読み方)】" if lang == "ja" else "【readings in force】")[1]
    assert f"L{FIRST_READING_LINE[system]})" in readings
    headings = re.findall(r"^【[^】]+】$", text, re.M)  # a heading is a line of its own
    assert len(headings) == len(set(headings)), headings
    # no section id as a heading (ids are lower-case words, some with a colon: stats:main)
    assert len(headings) >= 5  # basics, stats, lists, findings, readings at least
    assert not [h for h in headings if re.fullmatch(r"【[a-z_]+:[a-z_]+】", h)], headings


def test_senya_growth_heading_once_and_grail_tactics_no_empty_points(printed):
    # the Japanese sheets (--lang ja, the default), as the readings test above reads them
    senya_text = printed("senya-tsukihime-plus", "ja").text()
    # the 成長 table (L1273) and the 経験点 row share one heading: printed once
    assert senya_text.count("【キャラクターの成長】") == 1
    assert "経験点" in senya_text
    # Grail Tactics has no point budget (L81–105 are rolls): no 【ポイント】 table at all
    assert "【ポイント】" not in printed("grail-tactics", "ja").text()


@pytest.mark.parametrize("system,servant,master,player", SYSTEMS)
def test_english_sheet_footer_names_the_rulebook_in_english_and_header_the_kind(printed, system, servant,
                                                                                 master, player):
    manifest = json.loads((ROOT_PACKS / system.replace("-", "_") / "pack" / "manifest.json").read_text(encoding="utf-8"))
    # without --invariant: the footer holds the date too, and the rulebook's name must still fit
    first = printed(system, "en", invariant=False).page(0)
    assert manifest["name_en"] in first and manifest["name"] not in first
    assert "— Servant" in first and "サーヴァント" not in first  # the page header's kind


@pytest.mark.parametrize("system,servant,master,player", SYSTEMS)
def test_a_wars_six_npcs_share_one_page_of_the_print_out(tmp_path, system, servant, master, player):
    files = _six(tmp_path, system, servant, master)  # NPC1 (Servant), NPC2 (Master), …
    w = tmp_path / "w.json"
    assert main(["war", "new", str(w), "--system", system]) == 0
    for pair in (1, 2, 3):
        assert main(["war", "pair", str(w), str(pair), "--servant", str(files[2 * pair - 2]),
                     "--master", str(files[2 * pair - 1])]) == 0
    out = tmp_path / "gm.pdf"
    assert main(["war", "export", str(w), "--pdf", str(out)]) == 0
    pdf = read_pdf(out)
    last = pdf.page(-1)
    # the set-up (its pairs table names every member) comes first, then the six NPC blocks on one page
    assert len(pdf) >= 2
    for i in range(1, 7):
        assert last.count(f"NPC{i}号") == 1, i
    for pair in (1, 2, 3):
        assert f"組{pair}" in last


@pytest.mark.parametrize("lang, level", [("ja", "レベル"), ("en", "level")])
def test_a_one_stat_section_prints_as_name_and_value_not_a_table(six_npcs, lang, level):
    """Issue 26 item 4, no odd table: 中聖杯's レベル section holds one stat (L257–262), printed as
    「レベル: 40」 once per block, never a 「レベル」 header over an empty cell and 「レベル」 again
    over the value. Read back with pdftotext, as a user reads the page."""
    import subprocess
    out, _ = six_npcs("chuseihai", "saber", "master", lang)
    text = subprocess.run(["pdftotext", "-layout", str(out), "-"], capture_output=True, text=True,
                          check=True).stdout
    # six blocks (NPC1 … NPC6); the examples' saber and master are both Lv 40
    assert text.count(level) == 6, text
    assert len(re.findall(rf"{level}: 40", text)) == 6, text
