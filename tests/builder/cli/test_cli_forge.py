"""``grail-builder generate`` as a user types it: a file written, never over another without
--force, clear one-line messages and no traceback (issue 15 item 4)."""
from __future__ import annotations

import json

import pytest

from builder.cli.main import main
from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack

PACK = load_pack("fate-roll-dice", user_layer=False)


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def test_generate_writes_a_legal_npc_that_check_passes(tmp_path, capsys):
    target = tmp_path / "rider.json"
    code, out, _ = run(capsys, "generate", "--system", "fate-roll-dice", "--type", "rider", "--rank-level", "11",
                       "--seed", "9", "-o", str(target))
    assert code == 0 and out.strip() == str(target)
    build = load_build(target)
    assert build.npc and build.generated.seed == 9
    sheet = evaluate(PACK, build)
    # L748, L750: ランクレベル 11 = 6 + 5 ranks, 11 × 6 = 66 FP, all spent
    assert sheet.derived["rank_level"] == 11 and len(build.ranks) == 5
    assert (sheet.pools["fp"].total, sheet.pools["fp"].remaining) == (66, 0)
    code, out, _ = run(capsys, "check", str(target))
    assert code == 0 and "承認済" in out


def test_generate_never_overwrites_without_force(tmp_path, capsys):
    target = tmp_path / "m.json"
    target.write_text("mine", encoding="utf-8")
    code, _, err = run(capsys, "generate", "--system", "fate-roll-dice", "--type", "master", "--seed", "1",
                       "-o", str(target))
    assert code == 2 and "--force" in err
    assert target.read_text(encoding="utf-8") == "mine"
    code, _, _ = run(capsys, "generate", "--system", "fate-roll-dice", "--type", "master", "--seed", "1",
                     "-o", str(target), "--force")
    assert code == 0 and load_build(target).type == "master"


def test_without_a_seed_the_drawn_seed_is_printed_and_recorded(capsys):
    code, out, err = run(capsys, "generate", "--system", "fate-roll-dice", "--type", "archer", "--rank-level", "7")
    assert code == 0
    seed = int(err.split("seed: ")[1].split()[0])
    assert json.loads(out)["generated"]["seed"] == seed


def test_keep_fills_a_partly_built_file(tmp_path, capsys):
    part = tmp_path / "part.json"
    part.write_text(json.dumps({"system": "fate-roll-dice", "type": "caster", "name": "森の魔女",
                                "skills": [{"id": "jinchi_sakusei", "level": "A"}]}, ensure_ascii=False),
                    encoding="utf-8")
    target = tmp_path / "full.json"
    code, _, _ = run(capsys, "generate", "--system", "fate-roll-dice", "--keep", str(part), "--rank-level", "9",
                     "--seed", "4", "-o", str(target))
    assert code == 0
    build = load_build(target)
    assert build.name == "森の魔女" and build.skills[0].id == "jinchi_sakusei" and build.skills[0].level == "A"
    assert build.generated.kept


@pytest.mark.parametrize("argv, words", [
    (["--system", "nope", "--type", "saber"], "unknown system"),
    (["--system", "fate-roll-dice", "--type", "saber", "--rank-level", "13"], "7–12"),
    (["--system", "fate-roll-dice", "--type", "fake", "--rank-level", "8"], "type override"),
    (["--system", "fate-roll-dice", "--type", "ninja"], "unknown type"),
    (["--system", "fate-roll-dice", "--keep", "/no/such/file.json"], "file.json"),
])
def test_bad_input_gets_one_clear_message(argv, words, capsys):
    code, _, err = run(capsys, "generate", *argv)
    assert code == 2 and words in err


def test_a_refusal_in_japanese(capsys):
    """--lang ja: the forge's refusal in Japanese with the pack's names (issue 28 item 3). A Saber's
    ランクレベル is 7–12 (base 7 and 0–5 ranks, L747–748), so 13 is refused."""
    code, _, err = run(capsys, "generate", "--system", "fate-roll-dice", "--type", "saber", "--rank-level", "13",
                       "--lang", "ja")
    assert code == 2 and "ランクレベル13は、ルールブックがセイバーに認める範囲の外です(7–12、L747–748)" in err
    code, _, err = run(capsys, "generate", "--system", "fate-roll-dice", "--type", "ninja", "--lang", "ja")
    assert code == 2 and "タイプ「ninja」はありません(あるもの: マスター、セイバー" in err


def test_a_seed_that_is_not_a_number_gets_the_usage_line(capsys):
    with pytest.raises(SystemExit) as exit_:  # argparse's own exit, as for every command
        main(["generate", "--system", "fate-roll-dice", "--type", "saber", "--seed", "x"])
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and "whole number" in err and "Traceback" not in err


def test_generate_a_chuseihai_servant_by_level_and_class(tmp_path, capsys):
    target = tmp_path / "c.json"
    code, _, _ = run(capsys, "generate", "--system", "chuseihai", "--type", "servant", "--level", "55",
                     "--class", "rider", "--seed", "3", "-o", str(target))
    assert code == 0
    build = load_build(target)
    # 002 L263: from Lv 55 a servant has (Lv − 50) × 3 + 160 = 5 × 3 + 160 = 175 points
    assert build.stats["Lv"] == 55 and build.options["class"] == ["rider"]
    assert sum(v for k, v in build.stats.items() if k != "Lv") == 175


def test_grail_tactics_names_the_table_it_lacks(capsys):
    code, _, err = run(capsys, "generate", "--system", "grail-tactics", "--type", "servant", "--seed", "1")
    assert code == 2 and "“Servant unit page”" in err and "L137" in err  # the pack's name_en in English
    code, _, err = run(capsys, "generate", "--system", "grail-tactics", "--type", "servant", "--seed", "1", "--lang", "ja")
    assert code == 2 and "表「サーヴァントの情報ページ」(L137)がありません" in err


def test_senya_warns_of_the_class_tables_a_gm_has_not_entered(capsys):
    code, out, err = run(capsys, "generate", "--system", "senya-tsukihime-plus", "--type", "pc", "--seed", "1",
                         "--lang", "ja")
    assert code == 0 and json.loads(out)["system"] == "senya-tsukihime-plus"
    assert "警告: " in err and "GMが入力する表" in err  # the whole line in --lang's language


@pytest.mark.parametrize("type_, level", [("troop", 3), ("troop_np", 6)])
def test_generate_makes_a_troop_that_check_passes(tmp_path, capsys, type_, level):
    target = tmp_path / f"{type_}.json"
    code, _, _ = run(capsys, "generate", "--system", "fate-roll-dice", "--type", type_, "--rank-level", str(level),
                     "--seed", "4", "-o", str(target))
    assert code == 0
    build = load_build(target)
    assert build.type == type_ and build.troop_rank_level == level and build.generated.seed == 4
    code, out, _ = run(capsys, "check", str(target))
    assert code == 0 and "ランクレベル " + str(level) in out


def test_generate_says_how_high_a_troop_goes(capsys):
    # L343, L348, L358: 財産 at most 3, 社会 EX (6) − 1 = 5, 魔力 EX − 1 = 5: no troop (社会) of 6
    code, _, err = run(capsys, "generate", "--system", "fate-roll-dice", "--type", "troop", "--rank-level", "6",
                       "--seed", "1")
    assert code == 2 and "1–5" in err and "L348" in err
