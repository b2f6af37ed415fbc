"""The command-line contract: exit codes, JSON shape, new/explain/systems/--version."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from builder.cli.main import main
from tests.builder.cli.child import run_in_child
from tests.conftest import EXAMPLES


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_check_legal_example_exits_0(capsys):
    code, out, _ = run(capsys, "check", str(EXAMPLES / "saber.json"))
    assert code == 0 and "FP" in out and "L1038" in out


def test_check_json_shape(capsys):
    code, out, _ = run(capsys, "check", "--json", str(EXAMPLES / "master.json"), str(EXAMPLES / "saber.json"))
    data = json.loads(out)
    assert code == 0 and [d["file"] for d in data] == [str(EXAMPLES / "master.json"), str(EXAMPLES / "saber.json")]
    master = data[0]
    assert set(master) >= {"file", "system", "name", "pools", "derived", "findings"}
    assert set(master["pools"]) == {"fp", "wealth", "upkeep", "equipment"}
    assert master["pools"]["fp"] == {"total": 12, "spent": 12, "remaining": 0}
    assert {"rank_level", "hp", "mp", "iv"} <= set(master["derived"])
    f = master["findings"][0]
    assert set(f) >= {"severity", "code", "message", "path", "rule"} and f["rule"].startswith("fate-roll-dice L")


def test_check_errors_exit_1_and_lang(tmp_path, capsys):
    path = tmp_path / "s.json"
    assert main(["new", "fate-roll-dice", "--type", "saber", "-o", str(path)]) == 0
    capsys.readouterr()
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1 and "ランクを1個以上取得してください" in out
    code, out, _ = run(capsys, "check", "--lang", "en", str(path))
    assert code == 1 and "take at least 1 rank" in out


def test_strict_fails_on_warnings(tmp_path, capsys):
    data = json.loads((EXAMPLES / "saber.json").read_text(encoding="utf-8"))
    data["stats"]["luck"]["level"] = "D"  # 6 FP left unspent → warning only
    path = tmp_path / "w.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert run(capsys, "check", str(path))[0] == 0
    assert run(capsys, "check", "--strict", str(path))[0] == 1


@pytest.mark.parametrize("content, where", [
    ("{not json", "line 1 column 2"),
    # the place in the pack's words with the file's line (issue 28 item 1), never the JSON pointer:
    # strength is 筋力 "Strength" (pack stats), its bad level on line 2
    ('{"system": "fate-roll-dice", "type": "saber",\n "stats": {"strength": {"level": "Z"}}}',
     "Strength — level (line 2)"),
    # 怪力 is "Monstrous Strength"; its missing level is not in the file: the skill's own line, 3
    ('{"system": "fate-roll-dice", "type": "saber",\n "skills": [\n {"id": "kairiki"}]}',
     "skill “Monstrous Strength” — level (line 3)"),
    ('{"system": "fate-roll-dice", "type": "saber", "schema_version": 99}', "format version (line 1)"),
    ('[1, 2]', "one JSON object"),
    ('{"system": "no-such-system", "type": "saber"}', "unknown system"),
])
def test_unreadable_file_exits_2_naming_file_and_place(tmp_path, capsys, content, where):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    before = path.read_bytes()
    code, _, err = run(capsys, "check", str(path), "--lang", "en")
    assert code == 2 and str(path) in err and where in err and "/:" not in err
    assert "(/" not in err and ": /" not in err.replace(f": {path}", "")  # no JSON pointer
    assert path.read_bytes() == before  # the file is untouched


def test_one_bad_file_among_good_ones_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    code, out, _ = run(capsys, "check", str(EXAMPLES / "saber.json"), str(bad))
    assert code == 2 and "白百合の騎士" in out


@pytest.mark.parametrize("type_name", ["master", "saber", "lancer", "archer", "rider", "berserker", "assassin",
                                       "caster", "セイバー", "マスター", "irregular", "fake"])
def test_new_every_type(tmp_path, capsys, type_name, pack):
    path = tmp_path / "c.json"
    assert main(["new", "fate-roll-dice", "--type", type_name, "-o", str(path)]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    type_def = pack.find_type(type_name)
    assert data["type"] == type_def.id
    assert {k: v["level"] for k, v in data["stats"].items()} == type_def.stats
    assert [(s["id"], s["level"]) for s in data.get("skills", [])] == [(s.skill, s.level) for s in type_def.skills]
    assert "ranks" not in data  # no other choice


def test_new_unknown_type(tmp_path, capsys):
    assert main(["new", "fate-roll-dice", "--type", "ruler", "-o", str(tmp_path / "x.json")]) == 2
    assert "ruler" in capsys.readouterr().err


def test_explain_ledger_sums_to_pools(capsys):
    code, out, _ = run(capsys, "explain", str(EXAMPLES / "saber.json"))
    assert code == 0
    assert "ランクレベル9×6" in out and "L887" not in out  # no EX step in this build
    assert "= 合計 54 / 使用 54 / 残り 0" in out
    assert "宝具 −→B" in out and "L885" in out


def test_systems(capsys):
    code, out, _ = run(capsys, "systems", "--json")
    systems = {s["id"]: s for s in json.loads(out)}
    assert code == 0 and {"fate-roll-dice", "chuseihai"} <= systems.keys()
    system = systems["fate-roll-dice"]
    assert system["counts"]["master_ranks"] == 41 and system["counts"]["np_effects"] == 127
    # the types: マスター + 7 classes (L660–706) + イレギュラー and フェイク (L709–710), and the two
    # troop sheets (社会 or 宝具 as the sixth stat, L344, L364)
    assert len(system["types"]) == 10 + 2 and system["default_type"] == "saber"
    assert [t["id"] for t in system["types"] if t["kind"].startswith("troop")] == ["troop", "troop_np"]
    # 中聖杯: サーヴァント and それ以外 (002 L261, L268)
    assert [t["id"] for t in systems["chuseihai"]["types"]] == ["servant", "other"]


def test_reaction_is_a_fate_rule_and_refuses_another_system(capsys, tmp_path):
    # the reaction modifier is Fate/roll dice's (L849–854); a 中聖杯 character has no alignment grid
    other = tmp_path / "c.json"
    assert run(capsys, "new", "chuseihai", "-o", str(other))[0] == 0
    code, _, err = run(capsys, "reaction", str(EXAMPLES / "saber.json"), str(other), "--lang", "en")
    assert code == 2 and "reaction is a Fate/roll dice rule" in err and "Traceback" not in err


def test_version_and_console_script():
    out = subprocess.run([sys.executable, "-m", "builder.cli.main", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.startswith("grail-builder ")


def test_version_imports_nothing_heavy():
    # issue 13: `grail-builder --version` starts in about the time of `python -c pass`, so the
    # console script's import of builder.cli.main (and of builder.cli.common, the commands' shared
    # helpers it re-exports, issue 25 item 5) and --version import no engine, pydantic or argparse
    script = ("import sys; from builder.cli.main import main; status = main(['--safe-mode', '--version']); "
              "print(status, sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'argparse', "
              "'importlib.metadata') or (m.startswith('builder.') and m not in ('builder.cli', 'builder.cli.main', "
              "'builder.cli.common'))))")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    from builder import __version__
    assert out.stdout.splitlines() == [f"grail-builder {__version__}", "0 []"], out.stdout + out.stderr


def test_reaction_command(capsys):
    # Saber 秩序/善; Berserker 混沌/狂(悪): grid 混沌/悪 is 2 + 2 = 4 away → −4, 狂化 −2 → −6
    code, out, _ = run(capsys, "reaction", str(EXAMPLES / "saber.json"), str(EXAMPLES / "berserker.json"))
    assert code == 0 and "-6" in out


def test_a_file_argument_opens_the_window(monkeypatch):
    import builder.cli.main as cli
    seen = {}
    monkeypatch.setattr(cli, "cmd_gui", lambda args: seen.setdefault("files", args.files) and 0)
    cli.main(["examples/saber.json"])
    assert seen["files"] == ["examples/saber.json"]


def test_check_in_workers_prints_what_one_process_prints(tmp_path):
    # issue 13: `check` of many files runs in worker processes (--jobs, default the CPUs); the
    # output must not change: same bytes on stdout and stderr, same exit status, file order kept
    from builder.core.fanout import POOL_MIN_FILES
    examples = sorted(p for p in EXAMPLES.glob("*.json"))
    files = []
    for i in range(POOL_MIN_FILES // len(examples) + 2):
        for source in examples:
            target = tmp_path / f"copy{i:02d}" / source.name
            target.parent.mkdir(exist_ok=True)
            target.write_bytes(source.read_bytes())
            files.append(str(target))
    broken = tmp_path / "copy00" / "broken.json"
    broken.write_text('{"system": "fate-roll-dice", "type": ', encoding="utf-8")
    files.insert(len(files) // 2, str(broken))
    # the first file is checked before the workers fork (builder.cli.check._run), and the
    # files sampled for their systems' packs: an unreadable one there too is reported in place
    unreadable = tmp_path / "copy00" / "unreadable.json"
    unreadable.write_text('{"system": 3', encoding="utf-8")
    files[0:0] = [str(unreadable), str(broken)]
    assert len(files) >= POOL_MIN_FILES
    # the four runs in one child process (tests/builder/cli/child.py): --jobs 2 forks its worker
    # from a command-line process, not from pytest's
    keys = [(jobs, bool(mode)) for jobs in ("1", "2") for mode in ([], ["--json"])]
    runs = dict(zip(keys, run_in_child([["check", *(["--json"] if mode else []), "--jobs", jobs, *files]
                                        for jobs, mode in keys])))
    for mode in (False, True):
        one, two = runs["1", mode], runs["2", mode]
        assert two == one  # (exit status, stdout, stderr)
        assert one[0] == 2 and one[2].count("broken.json") == 2
        assert one[2].count("unreadable.json") == 1
    listed = [entry["file"] for entry in json.loads(runs["2", True][1])]
    assert listed == files
