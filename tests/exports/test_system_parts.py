"""What a system draws its own way lives in its folder (issue 25 item 1): exports/systems/<id>/.

The exporters no longer ask a sheet's shape (the retired ``has_template``: "do its sections start
with basics?"); they ask the system's folder: its layouts (``*.json``, exports.layout.has_layouts)
and its own text and Discord templates (``templates/*.json``, data: exports.systems.system_part
loads them). Fate/roll dice has all three; a data system has none and is drawn by the generic
section renderers. Checked through
what a user runs: ``export FILE --text -`` and ``--discord``.
"""
from __future__ import annotations

from pathlib import Path

import pytest

import exports.sectionview
from builder.cli.main import main
from exports.layout import has_layouts
from exports.systems import system_part

ROOT = Path(__file__).resolve().parents[2]
DATA_SYSTEMS = ["eiyuten", "chuseihai", "senya-tsukihime-plus", "grail-tactics"]


def test_fate_roll_dice_has_its_own_parts_and_the_data_systems_none():
    assert has_layouts("fate-roll-dice")
    assert system_part("fate-roll-dice", "text") is not None
    assert system_part("fate-roll-dice", "discord") is not None
    for system in DATA_SYSTEMS:
        assert not has_layouts(system)
        assert system_part(system, "text") is None and system_part(system, "discord") is None


@pytest.mark.parametrize("system,part", [("../fate_roll_dice", "text"), ("fate-roll-dice", "../text"),
                                         ("no-such-system", "text"), ("fate-roll-dice", "pdf"),
                                         ("fate-roll-dice", "__init__x")])
def test_no_part_for_a_name_that_is_no_module(system, part):
    assert system_part(system, part) is None


def test_no_exporter_asks_the_shape_of_a_sheet():
    assert not hasattr(exports.sectionview, "has_template")
    for path in (ROOT / "exports").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "has_template" not in text and "sections[0].id" not in text, path


def test_fates_text_is_the_seeds_template_and_a_data_systems_the_generic_one(capsys):
    # Fate/roll dice: the seed's sample sheet, 「--サーヴァント用キャラクターシート--」 (L1532)
    assert main(["export", str(ROOT / "examples" / "saber.json"), "--text", "-"]) == 0
    assert capsys.readouterr().out.startswith("--サーヴァント用キャラクターシート--  白百合の騎士\n")
    # 中聖杯: the generic renderer (exports.text.sections): the name, a rule of 60 dashes, 【titles】
    assert main(["export", str(ROOT / "examples" / "chuseihai" / "saber.json"), "--text", "-"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "セイバー(坂上田村麻呂)" and lines[1] == "-" * 60 and lines[2].startswith("【")


def test_fates_discord_message_is_its_own_and_a_data_systems_the_generic_one(capsys):
    # Fate/roll dice: 「**name** class / alignment / ランクレベルN」 (exports/systems/fate_roll_dice/templates/discord.json);
    # examples/saber.json: セイバー, 秩序・善, rank level 9
    assert main(["export", str(ROOT / "examples" / "saber.json"), "--discord"]) == 0
    assert capsys.readouterr().out.startswith("**白百合の騎士** セイバー / 秩序・善 / ランクレベル9\n")
    # 中聖杯: the generic message (exports.online.discord): the name, then its 【choices】 values
    assert main(["export", str(ROOT / "examples" / "chuseihai" / "saber.json"), "--discord"]) == 0
    assert capsys.readouterr().out.startswith("**セイバー(坂上田村麻呂)** サーヴァント / セイバー / ")
