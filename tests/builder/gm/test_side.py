"""A side (陣営) of Servant–Master pairs: :mod:`builder.gm.side` and ``grail-builder side``.

Seed 004_52394247ffe7dd97.txt L9: each side controls seven Servants and seven Masters, so a
side has at most 7 pairs. Figures of the example pair (examples/grail-tactics, units.json as
the GM's unit pages, not from the rulebook):
- Servant (ランサー, base 1000): heads, 生命ロール(S) 17 → 1000 + 17 = 1017 (L81); 素早さロール(S)
  12 + 2 = 14 (L83–84); 運ロール 9 − 2 = 7 (L94–95); MOV 4, STN 2 (the unit page).
- Master (base 300): tails, 生命ロール(M) 12 → 300 − 12 = 288 (L102); agility 8, luck 11
  (L104–105); 3 令呪 (L242).
"""
from __future__ import annotations

import json
import os
import shutil

import pytest

from builder.cli.main import main, pack_for
from builder.gm.side import (SideError, column_value, load_side, member_file, read_side, relative_entry)
from tests.conftest import ROOT

EXAMPLES = ROOT / "examples" / "grail-tactics"
UNITS = str(EXAMPLES / "units.json")


def packs(system):
    return pack_for(system, [UNITS])


@pytest.fixture
def folder(tmp_path):
    for name in ("servant.json", "master.json", "illegal_servant.json", "illegal_master.json", "side.json"):
        shutil.copy(EXAMPLES / name, tmp_path / name)
    return tmp_path


def write(path, pairs, **extra):
    path.write_text(json.dumps({"schema_version": 1, "system": "grail-tactics", "name": "t", "pairs": pairs,
                                **extra}, ensure_ascii=False), encoding="utf-8")
    return path


def test_the_example_side_reads_each_pairs_figures():
    report = read_side(EXAMPLES / "side.json", packs)
    # two pairs of the seven L9 asks for: the side's one finding says so (issue 27)
    assert len(report.pairs) == 2 and [(f.severity, f.code) for f in report.findings] == [
        ("warning", "side.too_few_pairs")]
    servant, master = report.pairs[0]["servant"], report.pairs[0]["master"]
    assert servant.status == master.status == "ok"
    assert [column_value(servant, c) for c in ("max_health", "max_agility", "max_luck", "mov", "stn")] \
        == [1017, 14, 7, 4, 2]
    assert column_value(servant, "class") == "ランサー"
    assert [column_value(master, c) for c in ("max_health", "max_agility", "max_luck", "mov", "command_spells")] \
        == [288, 8, 11, 3, 3]
    assert column_value(master, "stn") is None  # a Master has no STN (L56)
    assert servant.errors == 0 and report.pairs[1]["servant"].errors > 0


def test_a_missing_or_broken_member_is_reported_never_raised(folder):
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    side = write(folder / "s.json", [{"servant": "gone.json", "master": "broken.json"}, {"servant": "servant.json"}])
    report = read_side(side, packs)
    gone, broken = report.pairs[0]["servant"], report.pairs[0]["master"]
    assert gone.status == "missing" and "gone.json" in gone.reason
    assert broken.status == "broken" and broken.reason
    assert report.pairs[1]["master"].status == "empty"
    assert {f.path for f in report.findings if f.severity == "error"} == {"/pairs/0/servant", "/pairs/0/master"}


@pytest.mark.parametrize("entry, why", [("/etc/passwd", "absolute"), ("../servant.json", ".."),
                                        ("sub/../../x.json", ".."), ("link.json", "link")])
def test_a_member_leading_outside_the_folder_is_refused_naming_the_entry(folder, tmp_path_factory, entry, why):
    outside = tmp_path_factory.mktemp("outside") / "x.json"
    shutil.copy(EXAMPLES / "servant.json", outside)
    os.symlink(outside, folder / "link.json")
    side = write(folder / "s.json", [{"servant": entry}])
    with pytest.raises(SideError) as err:
        member_file(side, entry, "/pairs/0/servant")
    assert err.value.path == "/pairs/0/servant" and why in err.value.message
    member = read_side(side, packs).pairs[0]["servant"]
    assert member.status == "refused" and member.build is None


def test_a_link_inside_the_folder_is_fine(folder):
    os.symlink(folder / "servant.json", folder / "alias.json")
    assert member_file(folder / "s.json", "alias.json", "/pairs/0/servant") == folder / "alias.json"


def test_more_than_seven_pairs_is_a_finding_of_the_side(folder):
    side = write(folder / "s.json", [{"servant": "servant.json", "master": "master.json"}] * 8)
    codes = [f.code for f in read_side(side, packs).findings]
    assert codes.count("side.too_many_pairs") == 1  # L9: seven and seven
    side = write(folder / "s.json", [{}] * 7)
    assert "side.too_many_pairs" not in [f.code for f in read_side(side, packs).findings]


def test_fewer_than_seven_servants_or_masters_is_a_warning_citing_l9(folder):
    # L9 「七人と七人」: seven Servants and seven Masters a side
    pair = {"servant": "servant.json", "master": "master.json"}
    two = [f for f in read_side(write(folder / "s.json", [pair] * 2), packs).findings
           if f.code != "side.member_twice"]  # (the same two files in each pair)
    assert [(f.severity, f.code, f.path, f.rule) for f in two] == [
        ("warning", "side.too_few_pairs", "/pairs", "grail-tactics L9")]
    assert "2" in two[0].text and "2" in two[0].text_en
    # seven pairs, one without its Master: 7 Servants, 6 Masters
    six = read_side(write(folder / "s.json", [pair] * 6 + [{"servant": "servant.json"}]), packs).findings
    assert "side.too_few_pairs" in [f.code for f in six]
    seven = read_side(write(folder / "s.json", [pair] * 7), packs).findings
    assert "side.too_few_pairs" not in [f.code for f in seven]


def test_side_findings_in_json_carry_message_and_rule(folder, capsys):
    side = write(folder / "s.json", [{"servant": "servant.json", "master": "master.json"}] * 8)
    main(["side", "check", "--json", "--campaign", UNITS, str(side)])
    data = json.loads(capsys.readouterr().out)
    over = [f for f in data["findings"] if f["code"] == "side.too_many_pairs"]
    assert over and over[0]["rule"] == "grail-tactics L9" and "8" in over[0]["message"]
    assert all(f["message"] and f["rule"] for f in data["findings"])


def test_a_member_in_the_wrong_slot_is_an_error(folder):
    side = write(folder / "s.json", [{"servant": "master.json", "master": "servant.json"}])
    found = {(f.code, f.path) for f in read_side(side, packs).findings}
    assert ("side.wrong_kind", "/pairs/0/servant") in found and ("side.wrong_kind", "/pairs/0/master") in found


def test_a_bad_side_file_names_the_place(folder):
    with pytest.raises(SideError) as err:
        load_side(write(folder / "s.json", [{"servnt": "a.json"}]))
    assert err.value.path == "/pairs/0/servnt"
    with pytest.raises(SideError) as err:
        load_side(write(folder / "s.json", [{}] * 51))
    assert err.value.path == "/pairs"
    (folder / "big.json").write_bytes(b" " * (300 * 1024))
    with pytest.raises(SideError):
        load_side(folder / "big.json")


def test_relative_entry_refuses_a_file_outside(folder, tmp_path_factory):
    assert relative_entry(folder / "s.json", folder / "servant.json") == "servant.json"
    with pytest.raises(SideError):
        relative_entry(folder / "s.json", tmp_path_factory.mktemp("o") / "x.json")


def test_the_command_line(folder, capsys):
    side = str(folder / "new.json")
    assert main(["side", "new", side, "--system", "grail-tactics", "--name", "東"]) == 0
    assert main(["side", "new", side, "--system", "grail-tactics"]) == 2  # no --force
    assert "exists" in capsys.readouterr().err
    assert main(["side", "add", side, str(folder / "servant.json"), str(folder / "master.json")]) == 0
    assert load_side(side).pairs[0].servant == "servant.json"
    assert main(["side", "add", side, str(folder.parent / "x.json"), "-"]) == 2
    capsys.readouterr()
    assert main(["side", "check", side, "--json", "--campaign", UNITS]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["pairs"][0]["servant"]["values"]["max_health"] == 1017
    assert data["pairs"][0]["master"]["values"]["command_spells"] == 3
    assert main(["side", "add", side, str(folder / "gone.json"), "-"]) == 0
    assert main(["side", "check", side, "--campaign", UNITS]) == 1
    out = capsys.readouterr().out
    assert "ファイルがありません" in out and "/pairs/1/servant" in out
    assert main(["side", "check", str(folder / "nothing.json")]) == 2


def test_a_side_finding_is_a_code_and_parameters_worded_by_the_words_layer(folder):
    """Issue 25 item 6: the engine writes codes and parameters; builder/words/locale/messages.json
    words them in both languages. Eight pairs where L9 allows seven: 8 > 7."""
    import json

    from builder.words.messages import catalogue
    side = write(folder / "s.json", [{"servant": "servant.json", "master": "master.json"}] * 8)
    found = next(f for f in read_side(side, packs).findings if f.code == "side.too_many_pairs")
    assert found.params["limit"] == 7 and found.params["count"] == 8
    assert not any(isinstance(v, str) and ("組" in v or "pairs" in v) for v in found.params.values())  # no prose
    entry = catalogue()["side.too_many_pairs"]
    assert found.text.startswith("陣営は7組まで") and found.text.endswith("8組あります") and "{" not in found.text
    assert found.text_en.startswith("a side has at most 7 pairs") and found.text_en.endswith("this one has 8")
    assert set(entry) == {"ja", "en"}
    # every code the side and the war emit has both languages in the catalogue
    for prefix in ("side", "war"):
        for code in ("member_missing", "member_broken", "member_refused", "member_twice", "other_system",
                     "wrong_kind"):
            assert set(catalogue()[f"{prefix}.{code}"]) == {"ja", "en"}, code
    for code in ("side.too_few_pairs", "war.pair_count", "war.irregular_pending", "war.class_twice"):
        assert all(catalogue()[code][lang] for lang in ("ja", "en")), code
    json.dumps(found.params)  # parameters only: plain data a report can carry
