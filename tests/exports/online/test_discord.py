"""``grail-builder export FILE --discord``: one Discord message per character.

Discord's API counts a message's 2,000 characters in Unicode code points (Python 3 on its
server; discord/discord-api-docs#1315), its JavaScript client in UTF-16 code units; the export
counts UTF-16 code units (never fewer), so every message fits both. Each test does what a user
does (``main([...])``) or reads the text the CLI prints.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from builder.cli.main import load_character, main
from builder.core.engine import evaluate
from exports.online.discord import LIMIT, discord_length, render_discord, safe
from exports.sectionview import section_data

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = sorted(p for p in (ROOT / "examples").rglob("*.json")
                  if json.loads(p.read_text(encoding="utf-8")).get("type") not in (None, "side"))


def _discord(capsys, *files: str) -> str:
    capsys.readouterr()
    assert main(["export", *files, "--discord"]) == 0
    return capsys.readouterr().out


def _fate_must(path: Path) -> tuple[str, list[str], list[str]]:
    build, pack = load_character(str(path), None)
    d = section_data(evaluate(pack, build))
    stats = [safe(s["name"]) + safe(s["label"]) for s in d["stats"]]
    skills = [safe(s["name"]) + safe(s["label"]) for s in d["skills"]]
    return safe(d["basics"]["name"]), stats, skills


def _section_must(path: Path) -> tuple[str, list[str], list[str]]:
    from builder.core.sections import ListSection, StatSection
    build, pack = load_character(str(path), None)
    sheet = evaluate(pack, build)
    stats = [safe(r.name) + safe(r.label) for s in sheet.sections   # what the character has: no 0 on a
             if isinstance(s, StatSection) and not s.secret for r in s.rows  # number scale (a class not taken)
             if not (r.value == 0 and r.label in ("0", ""))]
    skills = [safe(r.name) + (f":{safe(r.level)}" if r.level else "") for s in sheet.sections
              if isinstance(s, ListSection) and not s.secret for r in s.rows]
    return safe(build.name), stats, skills


def test_the_length_is_counted_in_utf16_code_units():
    assert discord_length("あ" * 3) == 3          # BMP: one unit each, as many as code points
    assert discord_length("😀𠮷") == 4             # outside the BMP: two units each (2 code points)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: str(p.relative_to(ROOT / "examples")))
def test_every_example_fits_with_name_stats_and_every_skill(path, capsys):
    text = _discord(capsys, str(path))
    message = text.rstrip("\n")
    assert discord_length(message) <= LIMIT
    fate = json.loads(path.read_text(encoding="utf-8"))["system"] == "fate-roll-dice"
    name, stats, skills = (_fate_must if fate else _section_must)(path)
    assert message.startswith(f"**{name}**")
    for s in stats:
        assert s in message.splitlines()[1], s   # the stats line, second line
    for s in skills:
        assert s in message, s
    assert "ほかスキル" not in message           # the examples' skills always fit


def _many_skills(tmp_path: Path, count: int, choice_chars: int, note_chars: int = 0) -> Path:
    """A Master with ``count`` 魔術・○○ skills whose ○○ (the player's text) is long."""
    doc = json.loads((ROOT / "examples" / "master.json").read_text(encoding="utf-8"))
    doc["skills"] = [{"id": "majutsu", "level": "C", "choice": f"{i:03d}" + "秘" * (choice_chars - 3),
                      "note": "注" * note_chars} for i in range(count)]
    path = tmp_path / f"many-{count}-{choice_chars}.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def test_many_long_skills_all_listed_and_the_rest_named(tmp_path, capsys):
    # 12 skills of 「魔術・」 + 60 characters + 「C」 = 64 characters each, joined by " / ":
    # 12 × 64 + 11 × 3 = 801 characters: they fit; each one's note (300 characters) cannot
    # all fit in the 2,000 left: the last line names how many were left out
    path = _many_skills(tmp_path, 12, 60, note_chars=300)
    message = _discord(capsys, str(path)).rstrip("\n")
    assert discord_length(message) <= LIMIT
    for i in range(12):
        assert f"魔術・{i:03d}{'秘' * 57}C" in message
    last = message.splitlines()[-1]
    left = re.fullmatch(r"…スキル説明(\d+)件省略\(全文は --text\)", last)
    assert left, last
    shown = message.count("・魔術・")
    assert shown + int(left.group(1)) == 12       # every description is either shown or counted


def test_skills_that_cannot_all_fit_are_never_cut(tmp_path, capsys):
    # 40 skills of 「魔術・」 + 100 + 「C」 = 104 characters: 40 × 104 = 4,160 > 2,000 even alone
    path = _many_skills(tmp_path, 40, 100)
    message = _discord(capsys, str(path)).rstrip("\n")
    assert discord_length(message) <= LIMIT
    skill_line = next(line for line in message.splitlines() if line.startswith("【スキル】"))
    entries = skill_line.removeprefix("【スキル】").split(" / ")
    for entry in entries:                          # each listed skill whole, in order
        assert re.fullmatch(r"魔術・\d{3}秘{97}C", entry), entry
    assert [int(e[3:6]) for e in entries] == list(range(len(entries)))
    last = message.splitlines()[-1]
    more = re.fullmatch(r"…ほかスキル(\d+)件\(2,000字に入りません。全文は --text\)", last)
    assert more, last
    assert len(entries) + int(more.group(1)) == 40


def test_astral_characters_count_twice(tmp_path, capsys):
    # 「𠮷」 is outside the BMP: 2 UTF-16 units; 30 skills of 30 of them would be 1,800 code
    # points but 3,600 units: the export stops by units
    doc = json.loads((ROOT / "examples" / "master.json").read_text(encoding="utf-8"))
    doc["skills"] = [{"id": "majutsu", "level": "C", "choice": "𠮷" * 30} for _ in range(30)]
    path = tmp_path / "astral.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    message = _discord(capsys, str(path)).rstrip("\n")
    assert discord_length(message) <= LIMIT < len(message) * 2
    assert "ほかスキル" in message.splitlines()[-1]


def test_markdown_and_mentions_from_user_text_are_inert(tmp_path, capsys):
    doc = json.loads((ROOT / "examples" / "master.json").read_text(encoding="utf-8"))
    doc["name"] = "@everyone **太字** <@123456789012345678>"
    path = tmp_path / "ping.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    message = _discord(capsys, str(path))
    assert "@everyone" not in message and "<@1" not in message
    assert "@\u200beveryone \\*\\*太字\\*\\*" in message


def test_a_huge_name_is_shortened(tmp_path, capsys):
    doc = json.loads((ROOT / "examples" / "master.json").read_text(encoding="utf-8"))
    doc["name"] = "名" * 200  # the most a name may be (/name: at most 200)
    path = tmp_path / "long-name.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    message = _discord(capsys, str(path)).rstrip("\n")
    assert discord_length(message) <= LIMIT
    assert message.startswith("**" + "名" * 99 + "…**")
    assert "魔術・宝石魔術C" in message


def test_written_with_o_and_never_over_a_file_without_force(tmp_path, capsys):
    out = tmp_path / "msg.txt"
    saber = str(ROOT / "examples" / "saber.json")
    assert main(["export", saber, "--discord", "-o", str(out)]) == 0
    first = out.read_text(encoding="utf-8")
    assert first.startswith("**白百合の騎士**")
    out.write_text("mine", encoding="utf-8")
    assert main(["export", saber, "--discord", "-o", str(out)]) == 2
    assert "--force" in capsys.readouterr().err and out.read_text(encoding="utf-8") == "mine"
    assert main(["export", saber, "--discord", "-o", str(out), "--force"]) == 0
    assert out.read_text(encoding="utf-8") == first
    assert main(["export", saber, "--text", "-", "-o", str(out)]) == 2   # -o belongs to --discord


def test_several_files_give_one_message_each(capsys):
    files = [str(ROOT / "examples" / f"{n}.json") for n in ("saber", "master")]
    messages = _discord(capsys, *files).rstrip("\n").split("\n\n")
    assert [m.split("**")[1] for m in messages] == ["白百合の騎士", "霧島 灯"]
    assert all(discord_length(m) <= LIMIT for m in messages)


def test_render_discord_needs_no_cli():
    build, pack = load_character(str(ROOT / "examples" / "saber.json"), None)
    text = render_discord(pack, build, evaluate(pack, build))
    assert text.splitlines()[2] == "【スキル】対魔力B / 騎乗C / カリスマC / 魔力放出D"


def test_no_zero_rows_and_the_parts_left_out_are_named(capsys):
    # 千夜月姫+'s pc.json has two of the fifteen classes (ナイフ使い 2, 代行者 1): only those are listed
    message = _discord(capsys, str(ROOT / "examples" / "senya-tsukihime-plus" / "pc.json"))
    stats = message.splitlines()[1]
    assert "【クラスの決定】代行者1 ナイフ使い2" in stats and "狩人0" not in message and "経験点0" not in message
    last = message.rstrip("\n").splitlines()[-1]
    assert "ポイント" in last and "算出値" in last and "ファイル→書き出し" in last and "--text" in last
    # Fate/roll dice says so too: its message has no profile, points nor palette
    fate = _discord(capsys, str(ROOT / "examples" / "saber.json")).rstrip("\n").splitlines()[-1]
    assert "プロフィール" in fate and "ポイント" in fate and "チャットパレット" in fate and "--text" in fate


def test_the_line_of_what_is_left_out_keeps_its_room(tmp_path, capsys):
    # the descriptions that do not fit are still counted in the last line, and the whole
    # message with the line naming the parts left out stays within 2,000
    path = _many_skills(tmp_path, 12, 60, note_chars=300)
    message = _discord(capsys, str(path)).rstrip("\n")
    assert discord_length(message) <= LIMIT
    lines = message.splitlines()
    assert lines[-1].startswith("…スキル説明") and "はここにありません" in lines[-2]
