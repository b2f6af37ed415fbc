"""Fate/roll dice on the same Sheet sections as the other systems (issue 25 item 1): the engine
words the sheet into typed sections (:mod:`builder.fate.sheetsections`) and every export reads
only them. Numbers are worked out from the seed (000_8acb8ad758a0196c.txt) in the comments."""
from __future__ import annotations

import io
import json
from dataclasses import replace

from builder.engine import evaluate
from builder.sections import ListSection, PlaySection, StatSection, detail, find
from builder.secrets import public_view
from exports.ccfolia import to_clipboard_text
from exports.discord import render_discord
from exports.pdf import write_pdf, write_roster_pdf
from exports.text import render_text
from exports.udonarium import to_udonarium_zip
from tests.builder.helpers import make


def _saber(pack):
    return make(pack, "saber", name="剣の人", stats={"strength": "B"}, skills=[{"id": "kairiki", "level": "C"}],
                profile={"true_name": "秘密の真名"})


def test_stats_and_skills_are_typed_rows_with_their_dice(pack):
    sheet = evaluate(pack, _saber(pack))
    strength = next(r for r in find(sheet.sections, "stats").rows if r.id == "strength")
    # L864–865: B reads as 4; a stat rolls level×2 dice, successes at ≤ level: 4×2 = 8 dice at ≤ 4
    assert (strength.label, strength.dice, strength.threshold) == ("B", 8, 4)
    assert strength.roll == "8B6<=4"
    kairiki = next(r for r in find(sheet.sections, "skills").rows if r.id == "kairiki")
    # L922: a skill rolls one die a level: C = 3 → 3 dice at ≤ 3
    assert (kairiki.level, detail(kairiki, "dice"), detail(kairiki, "threshold")) == ("C", "3", "3")
    assert isinstance(find(sheet.sections, "stats"), StatSection)
    assert isinstance(find(sheet.sections, "skills"), ListSection)


def test_the_play_section_holds_the_palette_and_the_params(pack):
    sheet = evaluate(pack, _saber(pack))
    play = find(sheet.sections, "play")
    assert isinstance(play, PlaySection)
    params = {p.name: p.value for p in play.params}
    assert params["筋力"] == 4 and params["怪力"] == 3  # B = 4, C = 3 (L864)
    # the status roll over its param: level×2 dice at ≤ level (L864), as BCDice arithmetic
    assert "(({筋力}+{筋力}/6)*2)B6<={筋力} 【筋力】" in [r.command for r in play.rolls]
    assert [r.name for r in play.resources][:2] == ["HP", "MP"]
    assert play.initiative == sheet.derived["iv"]
    assert "スキル:" in play.memo and "怪力C" in play.memo


def test_every_export_reads_only_the_sections(pack, tmp_path):
    """The engine's row dicts emptied, the exports are the same byte for byte: they read only
    the typed sections (and the sheet's name and type)."""
    build = _saber(pack)
    sheet = evaluate(pack, build)
    bare = replace(sheet, stats={}, skills=[], items=[], combos=[], checks=[], derived={}, ledger=[],
                   pool_totals=[], findings=[], pools={})

    def outputs(s):
        pdf, roster = io.BytesIO(), io.BytesIO()
        write_pdf(pack, build, s, pdf, "default", "ja", invariant=True)
        write_roster_pdf([(pack, build, s)] * 2, roster, "gm-compact", "ja", invariant=True)
        return (render_text(pack, build, s), render_text(pack, build, s, "en"), render_discord(pack, build, s),
                to_clipboard_text(pack, build, s), to_udonarium_zip([(pack, build, s)]), pdf.getvalue(),
                roster.getvalue())

    assert outputs(bare) == outputs(sheet)


def test_a_public_view_has_no_true_name_in_any_section(pack):
    build = _saber(pack)
    pub_build, pub = public_view(pack, build, evaluate(pack, build))
    words = json.dumps([repr(s) for s in pub.sections], ensure_ascii=False)
    # L301: until the true name is known others see the class, not the name or the true name
    assert "秘密の真名" not in words and "剣の人" not in words
    assert pub.display_name == "セイバー"
    assert "秘密の真名" not in render_text(pack, pub_build, pub)


def test_the_sheet_carries_its_type_in_both_languages(pack):
    sheet = evaluate(pack, _saber(pack))
    assert (sheet.type_label("ja"), sheet.type_label("en")) == ("セイバー", "Saber")
    assert sheet.display_name == "剣の人"
