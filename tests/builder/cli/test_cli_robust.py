"""The command line under hostile input, as a user meets it: no traceback, a message naming
the file and the place, every good file still processed, the user's files left alone."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from builder.cli.main import main
from builder.core.documents import MAX_BYTES
from tests.builder.cli.child import run_in_child
from tests.conftest import EXAMPLES, ROOT

SABER = EXAMPLES / "saber.json"
# as a user runs it: PYTHONUNBUFFERED (set in some CI shells) makes Python ignore a short write
# to a closed pipe, which would hide the closed-pipe handling under test
ENV = {**{k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}, "PYTHONPATH": str(ROOT)}


def english(argv) -> list[str]:
    """``argv`` with ``--lang en`` for a command that has it (these checks read the English
    messages; test_problem_text.py reads the Japanese ones)."""
    argv = [str(a) for a in argv]
    return argv + ["--lang", "en"] if argv and argv[0] in ("check", "explain", "export") and "--lang" not in argv else argv


def run(capsys, *argv):
    code = main(english(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def cli(*argv, timeout=60, **env):
    """The real console command in a subprocess (a hang fails the test instead of the suite)."""
    return subprocess.run([sys.executable, "-m", "builder.cli.main", *english(argv)], capture_output=True,
                          timeout=timeout, env={**ENV, **env}, cwd=ROOT)


def saber(**changes) -> dict:
    data = json.loads(SABER.read_text(encoding="utf-8"))
    data.update(changes)
    return data


def write(path: Path, data) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


# ---------------------------------------------------------------- several files, one bad

def test_check_json_stays_json_with_an_error_entry_for_the_bad_file(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"system": "fate-roll-dice", "type": "saber", "name": "\\ud800"}', encoding="utf-8")
    code, out, err = run(capsys, "check", "--json", SABER, bad, EXAMPLES / "master.json")
    data = json.loads(out)
    assert code == 2
    assert [d["file"] for d in data] == [str(SABER), str(bad), str(EXAMPLES / "master.json")]
    assert data[1]["error"]["path"] == "/name" and "surrogate" in data[1]["error"]["message"]
    assert data[1]["error"]["file"] == str(bad)
    assert "pools" in data[0] and "pools" in data[2]
    assert f"{bad}: name (line 1):" in err  # the window's and the terminal's words; --json keeps the pointer


def test_check_reports_every_bad_file_and_checks_the_rest(tmp_path, capsys):
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    first.write_text("{", encoding="utf-8")
    second.write_bytes(b'{"name": "\xff"}')
    code, out, err = run(capsys, "check", first, SABER, second)
    assert code == 2
    assert "白百合の騎士" in out
    assert f"{first}: invalid JSON at line 1 column 2" in err
    assert f"{second}: not UTF-8 text: byte 10" in err


def test_export_reports_the_bad_file_and_exports_the_others(tmp_path, capsys):
    bad = write(tmp_path / "bad.json", saber(schema_version=0))
    room = tmp_path / "room"
    code, out, err = run(capsys, "export", SABER, bad, EXAMPLES / "master.json", "--ccfolia", room)
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(room.iterdir())]
    assert code == 2 and len(docs) == 2 and all(d["kind"] == "character" for d in docs)
    assert f"{bad}: format version (line 1):" in err


# ---------------------------------------------------------------- bounded input

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_is_refused_without_a_hang(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    argvs = [["check", fifo], ["check", "--json", fifo], ["explain", fifo], ["export", fifo, "--text", "-"],
             ["check", SABER, "--campaign", fifo]]
    # one child process for the five (tests/builder/cli/child.py): opening the FIFO would block
    # it, and the timeout fails the test instead of hanging the suite
    for argv, (status, _, err) in zip(argvs, run_in_child(map(english, argvs), timeout=60, env=ENV)):
        assert status == 2, argv
        assert f"{fifo}: " in err and "/:" not in err and ("named pipe" in err or "not a regular file" in err), err
        assert "Traceback" not in err


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_dev_zero_and_a_folder_are_refused_without_a_hang(tmp_path):
    targets = (("/dev/zero", "device"), (tmp_path, "folder"))
    # in one child process (tests/builder/cli/child.py): reading /dev/zero would never end
    results = run_in_child([english(["check", target]) for target, _ in targets], timeout=60, env=ENV)
    for (target, word), (status, _, err) in zip(targets, results):
        assert status == 2
        assert f"{target}: is a {word}" in err


def test_size_cap(tmp_path, capsys):
    big = tmp_path / "big.json"
    big.write_bytes(b"{}" + b" " * (MAX_BYTES - 1))
    code, _, err = run(capsys, "check", big)
    assert code == 2 and f"{big}: too large" in err and f"{MAX_BYTES:,}" in err


def test_bom_is_accepted_and_invalid_utf8_named_by_byte(tmp_path, capsys):
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + SABER.read_bytes())
    assert run(capsys, "check", bom)[0] == 0
    broken = tmp_path / "broken.json"
    raw = SABER.read_bytes()
    at = raw.index("白".encode())
    broken.write_bytes(raw[:at] + b"\xe7\x99" + raw[at + 3:])  # a cut-off 3-byte character
    code, _, err = run(capsys, "check", broken)
    assert code == 2 and f"not UTF-8 text: byte {at}" in err


# each place in game words (issue 28 item 1): the pack's names (melee_weapon is an equipment
# entry, kairiki is 怪力 "Monstrous Strength") and the field words, all on the file's line 1
@pytest.mark.parametrize("field, value, path", [
    ("schema_version", "9" * 5000, "format version (line 1)"),
    ("gear", '[{"kind": "melee_weapon", "points": 1' + "0" * 4400 + "}]", "equipment #1 — points (line 1)"),
    ("gear", '[{"kind": "melee_weapon", "points": 100000}]', "equipment #1 — points (line 1)"),
    ("skills", '[{"id": "kairiki", "level": "C", "fp": -99999}]', "skill “Monstrous Strength” — FP invested (line 1)"),
    ("notes", "NaN", "notes (line 1)"),
    ("npc", "1e999", "NPC (line 1)"),
])
def test_numbers_beyond_the_rules_are_named(tmp_path, capsys, field, value, path):
    f = tmp_path / "n.json"
    f.write_text('{"system": "fate-roll-dice", "type": "saber", "%s": %s}' % (field, value), encoding="utf-8")
    code, _, err = run(capsys, "check", f)
    assert code == 2 and f"{f}: {path}: " in err


def test_long_names_are_refused_with_the_limit(tmp_path, capsys):
    f = write(tmp_path / "long.json", saber(name="名" * 20000))
    code, _, err = run(capsys, "check", f)
    assert code == 2 and f"{f}: name (line 1): " in err and "200" in err


# ---------------------------------------------------------------- terminal output

def test_control_characters_from_a_file_are_shown_escaped(tmp_path, capsys):
    data = saber(name="\x1b[2J\x1b[1;1Hgrail-builder: all good\r\n\u202e")
    data["stats"]["strength"]["marks"][0]["condition"] = "\x9b31m赤"
    f = write(tmp_path / "ansi.json", data)
    code, out, err = run(capsys, "check", f)
    assert code == 0
    assert "\x1b" not in out and "\r" not in out and "\x9b" not in out and "\u202e" not in out
    assert "\\x1b[2J" in out and "\\u202e" in out and "\\x9b31m赤" in out
    assert out.splitlines()[0].startswith(f"{f}: \\x1b[2J")  # the name cannot start a new line
    code, out, _ = run(capsys, "check", "--json", f)
    assert "\x1b" not in out and "\x9b" not in out
    assert json.loads(out)[0]["name"] == data["name"]  # escaped on screen, the same data


def test_a_file_name_with_control_characters_is_escaped(tmp_path, capsys):
    f = tmp_path / "evil\x1b[31m.json"
    f.write_text("{", encoding="utf-8")
    code, _, err = run(capsys, "check", f)
    assert code == 2 and "\x1b" not in err and "evil\\x1b[31m.json" in err


@pytest.mark.parametrize("encoding", ["cp932", "ascii"])
def test_a_terminal_that_cannot_show_a_character_gets_a_replacement(encoding):
    result = cli("check", SABER, PYTHONIOENCODING=encoding)
    assert result.returncode == 0 and result.stderr == b""
    text = result.stdout.decode(encoding)
    assert str(SABER) in text and "?" in text


@pytest.mark.parametrize("command", [["check"], ["export", "--text", "-"]])
def test_a_closed_pipe_ends_quietly(command):
    # enough output to overrun the pipe's buffer (64 KiB on Linux) four times, so that the
    # command is still writing when the reader goes: check prints ~0.7 KiB a copy of the Saber
    # (400 × 0.7 ≈ 290 KiB), export --text ~5.8 KiB a sheet (50 × 5.8 ≈ 290 KiB), and export
    # renders every sheet before it writes, so a copy more is a sheet more to draw
    copies = 400 if command == ["check"] else 50
    argv = [*command[:1], *[str(SABER)] * copies, *command[1:]]
    proc = subprocess.Popen([sys.executable, "-m", "builder.cli.main", *argv],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV, cwd=ROOT)
    first = proc.stdout.readline()
    proc.stdout.close()  # like `| head -1`
    err = proc.stderr.read()
    proc.wait(timeout=60)
    assert first.startswith(str(SABER).encode() if command == ["check"] else "--".encode())
    assert err == b"", err.decode(errors="replace")
    assert proc.returncode == 141


@pytest.mark.skipif(os.name != "posix", reason="needs sh")
def test_closed_standard_streams_are_no_crash(tmp_path):
    script = f"{sys.executable} -m builder.cli.main check {SABER} >&-; echo $?; " \
             f"{sys.executable} -m builder.cli.main check {tmp_path / 'missing.json'} 2>&-; echo $?"
    result = subprocess.run(["sh", "-c", script], capture_output=True, env=ENV, cwd=ROOT, timeout=60)
    assert result.stdout.decode().split() == ["0", "2"] and result.stderr == b""


def test_argparse_errors_escape_the_bad_value(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["check", "--lang", "\x1b[31mxx", str(SABER)])
    assert exit_.value.code == 2 and "\\x1b[31mxx" in capsys.readouterr().err


# ---------------------------------------------------------------- the user's files

def test_new_refuses_to_overwrite_without_force(tmp_path, capsys):
    target = tmp_path / "mine.json"
    target.write_text("my evening of work", encoding="utf-8")
    code, _, err = run(capsys, "new", "fate-roll-dice", "--type", "saber", "-o", target)
    assert code == 2 and f"{target}: already exists" in err and "--force" in err
    assert target.read_text(encoding="utf-8") == "my evening of work"
    assert run(capsys, "new", "fate-roll-dice", "--type", "saber", "-o", target, "--force")[0] == 0
    assert json.loads(target.read_text(encoding="utf-8"))["type"] == "saber"


def test_new_name_too_long_is_a_message(tmp_path, capsys):
    # a usage error now (issue 29 item 12): argparse checks the file's limit and exits 2
    with pytest.raises(SystemExit) as stop:
        run(capsys, "new", "fate-roll-dice", "--type", "saber", "--name", "x" * 300, "-o", tmp_path / "n.json")
    err = capsys.readouterr().err
    assert stop.value.code == 2 and "--name" in err and not (tmp_path / "n.json").exists()


def test_export_refuses_to_overwrite_without_force(tmp_path, capsys):
    out = tmp_path / "sheet.txt"
    out.write_text("keep me", encoding="utf-8")
    code, _, err = run(capsys, "export", SABER, "--text", out)
    assert code == 2 and f"{out}: already exists" in err
    assert out.read_text(encoding="utf-8") == "keep me"
    assert run(capsys, "export", SABER, "--text", out, "--force")[0] == 0
    assert "白百合の騎士" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("how", ["same", "hard link", "symlink", "campaign"])
def test_export_never_writes_over_an_input(tmp_path, capsys, how):
    character = tmp_path / "c.json"
    character.write_bytes(SABER.read_bytes())
    out = character
    extra: list = []
    if how == "hard link":
        out = tmp_path / "other.json"
        os.link(character, out)
    elif how == "symlink":
        out = tmp_path / "other.json"
        out.symlink_to(character)
    elif how == "campaign":
        out = tmp_path / "campaign.json"
        out.write_text('{"settings": {}}', encoding="utf-8")
        extra = ["--campaign", out]
    before = out.read_bytes()
    for kind in ("--pdf", "--text", "--ccfolia"):
        code, _, err = run(capsys, "export", character, kind, out, "--force", *extra)
        assert code == 2 and "choose another output file" in err
    assert out.read_bytes() == before and character.read_bytes() == SABER.read_bytes()


def test_a_failed_export_leaves_the_old_output_and_no_litter(tmp_path, capsys, monkeypatch):
    out = tmp_path / "sheet.txt"
    out.write_text("last week's sheet", encoding="utf-8")

    def broken(*_args, **_kwargs):
        raise RuntimeError("renderer bug")
    monkeypatch.setattr("exports.text.sheet.render_text", broken)
    code, _, err = run(capsys, "export", SABER, "--text", out, "--force")
    assert code == 3 and "internal error" in err and "Traceback" not in err
    assert out.read_text(encoding="utf-8") == "last week's sheet"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheet.txt"]


def test_export_keeps_the_mode_of_a_replaced_output(tmp_path, capsys):
    out = tmp_path / "sheet.json"
    out.write_text("old", encoding="utf-8")
    out.chmod(0o640)
    assert run(capsys, "export", SABER, "--ccfolia", out, "--force")[0] == 0
    assert (out.stat().st_mode & 0o777) == 0o640 and json.loads(out.read_text(encoding="utf-8"))["kind"]


# ---------------------------------------------------------------- last resort, safe mode, pack problems

def test_a_bug_becomes_one_line_and_a_crash_report(capsys, monkeypatch, user_dirs):
    def boom(*_a, **_k):
        raise ZeroDivisionError("deep inside")
    monkeypatch.setattr("builder.cli.common.evaluate_linked", boom)  # (the commands' common module)
    code, _, err = run(capsys, "explain", SABER)
    assert code == 3 and err.count("\n") == 1 and "Traceback" not in err
    assert "ZeroDivisionError: deep inside" in err
    reports = list((user_dirs / "xdg_state_home").rglob("cli-*.txt"))
    assert len(reports) == 1 and "ZeroDivisionError" in reports[0].read_text(encoding="utf-8")
    assert str(reports[0]) in err
    # check carries on with the next file and keeps --json valid
    code, out, _ = run(capsys, "check", "--json", SABER, EXAMPLES / "master.json")
    assert code == 3 and [d["error"]["message"] for d in json.loads(out)] == ["internal error: ZeroDivisionError"] * 2


def test_ctrl_c_is_a_message_not_a_traceback(capsys, monkeypatch):
    def interrupted(*_a, **_k):
        raise KeyboardInterrupt
    monkeypatch.setattr("builder.cli.common.load_build", interrupted)
    code, _, err = run(capsys, "explain", SABER)
    assert code == 130 and err == "grail-builder: interrupted\n"


def _user_pack_renaming_saber(user_dirs) -> None:
    from builder.core.packs import bundled_pack_dir
    core = json.loads((bundled_pack_dir("fate-roll-dice") / "content" / "core.json").read_text(encoding="utf-8"))
    saber_type = next(t for t in core["types"] if t["id"] == "saber")
    folder = user_dirs / "xdg_data_home" / "grail-builder" / "rulepacks" / "fate-roll-dice"
    folder.mkdir(parents=True)
    (folder / "house.json").write_text(json.dumps({"types": [{**saber_type, "name": "剣士(ハウス)"}]},
                                                  ensure_ascii=False), encoding="utf-8")


def test_safe_mode_ignores_user_packs(capsys, user_dirs, monkeypatch):
    monkeypatch.setattr("builder.cli.common._packs", {})  # packs are cached per process
    _user_pack_renaming_saber(user_dirs)
    code, out, _ = run(capsys, "check", SABER, "--lang", "ja")
    assert code == 0 and "剣士(ハウス)" in out
    for argv in (["--safe-mode", "check", SABER], ["check", "--safe-mode", SABER]):
        code, out, _ = run(capsys, *argv, "--lang", "ja")
        assert code == 0 and "剣士(ハウス)" not in out and "セイバー" in out


def test_safe_mode_reaches_the_window(monkeypatch, capsys):
    import builder.cli.main as cli
    calls = []

    class Window:
        def load(self):
            return lambda files, **kwargs: calls.append((files, kwargs)) or 0
    monkeypatch.setattr(cli, "_plugins", lambda group: [Window()] if group == "grail_builder.frontends" else [])
    assert main(["--safe-mode", "a.json"]) == 0
    assert main(["a.json"]) == 0
    assert main(["--safe-mode"]) == 0
    assert main([]) == 0
    assert calls == [(["a.json"], {"safe_mode": True}), (["a.json"], {}), ([], {"safe_mode": True}), ([], {})]


def test_skipped_pack_files_are_warned_once(monkeypatch, capsys):
    import builder.cli.common as cli
    from builder.core.packs import PackError, load_pack
    real = load_pack("fate-roll-dice", user_layer=False)
    real_problems = getattr(real, "problems", None)
    monkeypatch.setattr(cli, "_packs", {})
    try:
        real.problems = [PackError("/home/gm/house.json", "/skills/3/fp", "unknown name x")]
        monkeypatch.setattr(cli, "load_pack", lambda *a, **k: real)
        code, _, err = run(capsys, "check", SABER, EXAMPLES / "master.json")
    finally:
        real.problems = real_problems if real_problems is not None else []
    assert code in (0, 1)
    assert err.count("/home/gm/house.json: /skills/3/fp: unknown name x") == 1 and "warning" in err
