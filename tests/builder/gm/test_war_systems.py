"""War-level rules of the other systems held by the war file (issue 15 item 6).

- 中聖杯 (002_cb7697588777ea44.txt): the turn of five phases (L11 ランダムイベント, L13 諜報ターン,
  L16 行動ターン, L19 コミュターン, L21 消費魔力の確認); each 陣営's 貯蔵魔力 (L22: below −100 the
  Servant vanishes); the two example random event tables, 0–9 each (L34–43 and L48–57: 10 + 10).
- Grail Tactics (004_52394247ffe7dd97.txt L9): two sides, each seven Servants and seven
  Masters: 2 × 7 = 14 slots; a round of three turns, each side's and the GM's (L46).
"""
from __future__ import annotations

import json

from builder.cli.main import main
from builder.gm.war.model import expected_pairs, load_war
from tests.sources import seed_lines


def seed_line(name, line):
    return seed_lines(name)[line - 1]


def test_chuseihai_war_holds_its_turn_camps_and_event_tables(tmp_path):
    w = tmp_path / "w.json"
    assert main(["war", "new", str(w), "--system", "chuseihai"]) == 0
    doc = load_war(w)
    phases = doc.rules["turn"]["phases"]
    assert [p["line"] for p in phases] == [11, 13, 16, 19, 21]
    for p in phases:  # each phase's line holds its name: 「1.ランダムイベント……」
        assert p["name"] in seed_line("002_cb7697588777ea44.txt", p["line"])
    assert all(pair.state == {"reserve_mana": None} for pair in doc.pairs)
    assert doc.rules["side"]["state"][0]["minimum"] == -100  # L22
    tables = doc.rules["random_events"]["tables"]
    # L34–43 and L48–57: ten entries each, 0–9
    assert [len(t["entries"]) for t in tables] == [10, 10]
    for t in tables:
        for e in t["entries"]:
            assert seed_line("002_cb7697588777ea44.txt", e["line"]).strip() == f"{e['id']}.{e['text']}"
    assert main(["war", "irregular", str(w)]) == 2  # 中聖杯 has no イレギュラー表


def test_grail_tactics_war_has_two_sides_of_seven(tmp_path):
    w = tmp_path / "w.json"
    assert main(["war", "new", str(w), "--system", "grail-tactics"]) == 0
    doc = load_war(w)
    assert len(doc.pairs) == 14 and expected_pairs(doc) == 14  # 2 sides × 7 (L9)
    assert [p.side for p in doc.pairs] == ["A"] * 7 + ["B"] * 7
    assert "七人" in seed_line("004_52394247ffe7dd97.txt", doc.rules["regulation"]["line"])
    assert [p["id"] for p in doc.rules["turn"]["phases"]] == ["side_a", "side_b", "gm"]  # L46


def test_war_new_refuses_an_unknown_system_and_an_existing_file(tmp_path, capsys):
    w = tmp_path / "w.json"
    assert main(["war", "new", str(w), "--system", "nope"]) == 2
    assert main(["war", "new", str(w), "--system", "eiyuten"]) == 0
    assert len(load_war(w).pairs) == 7  # no war rules in its seed: the usual seven (L58 of Fate/roll dice)
    assert main(["war", "new", str(w), "--system", "eiyuten"]) == 2
    assert "exists already" in capsys.readouterr().err
    data = json.loads(w.read_text(encoding="utf-8"))
    assert data["system"] == "eiyuten"


def test_a_side_or_war_place_reads_in_words():
    """A pointer into a side or war file is never shown: pair numbers count from 1 as on the
    board, the slot by its kind's name (a data system's Servant kind, L9 of 英雄点)."""
    from builder.core.packs import load_pack
    from builder.gm.side import side_place, system_name
    fate, eiyuten = load_pack("fate-roll-dice"), load_pack("eiyuten")
    assert side_place(fate, "/pairs/2/servant") == "3組目のサーヴァント"
    assert side_place(fate, "/pairs/0/master", "en") == "pair 1, Master"
    assert side_place(eiyuten, "/pairs/1/servant", "en") == "pair 2, Servant"
    assert side_place(fate, "/pairs/0/class_slot", "en") == "pair 1, class"
    assert side_place(fate, "/irregular") == "イレギュラー表"
    assert side_place(fate, "/nothing/0") == "/nothing/0"  # nothing better to say
    assert system_name(fate, "fate-roll-dice", "en") == "Fate/roll dice"
    assert system_name(None, "fate-roll-dice") == "fate-roll-dice"


def test_a_systems_war_rolls_come_through_its_plug_in(tmp_path, capsys):
    """Issue 25 item 3: the イレギュラー表 (000_8acb8ad758a0196c.txt L71–91) and the summoning
    (L94–154) are Fate/roll dice's, in its folder; the war reaches them through the plug-in, and
    a system whose seed has neither (中聖杯, Grail Tactics, 英雄点) offers none: `war summon` on its
    war says so, naming the system, and leaves the file as it was."""
    from builder.gm.war.rules import war_rolls
    from builder.systems.fate_roll_dice.war import irregular, summon
    fate = war_rolls("fate-roll-dice")
    assert fate.irregular is irregular and fate.summon is summon
    for system in ("chuseihai", "grail-tactics", "eiyuten", "no-such-system"):
        assert war_rolls(system).irregular is None and war_rolls(system).summon is None, system
    w = tmp_path / "w.json"
    assert main(["war", "new", str(w), "--system", "grail-tactics"]) == 0
    before = w.read_bytes()
    capsys.readouterr()
    assert main(["war", "summon", str(w), "--lang", "en"]) == 2  # (war summon speaks Japanese by default)
    assert "grail-tactics: this system has no summoning rules" in capsys.readouterr().err
    assert w.read_bytes() == before


def test_a_war_file_of_an_unknown_system_names_the_systems_by_title(tmp_path):
    """Issue 28 item 1: a war file whose system is not installed is refused naming the systems
    by their rulebooks' titles (Fate/roll dice, Senya Tsukihime Plus), not by folder id."""
    import re

    import pytest

    from builder.core.packs import bundled_systems
    from builder.gm.war.model import WarError
    w = tmp_path / "w.json"
    assert main(["war", "new", str(w), "--system", "eiyuten"]) == 0
    data = json.loads(w.read_text(encoding="utf-8"))
    data["system"] = "nope"
    w.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(WarError) as refused:
        load_war(w)
    text = str(refused.value)
    assert "Senya Tsukihime Plus" in text and "Fate/roll dice" in text, text
    assert [s for s in bundled_systems() if re.search(rf"(?<![\w/-]){re.escape(s)}(?![\w-])", text)] == [], text
