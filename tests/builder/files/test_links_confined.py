"""Issue 29 items 4 and 9: a link written in a file (a character's partner, a side's or a war's
member) is read only inside the referring file's folder, as a regular bounded file.

The proof watches what the process opens: an audit hook (``sys.addaudithook``) records every
"open" event while a command runs, and no path outside the character's folder may be among
them. A positive control (a partner inside the folder) shows the hook does see the read.
"""
from __future__ import annotations

import atexit
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from builder.cli.main import main, pack_for
from builder.core.documents import load_build
from builder.core.links import resolve_partner
from builder.files.linkpath import LinkRefused, linked_file
from tests.fuzzbudget import fuzz_settings

FIX = Path(__file__).resolve().parents[2] / "exports" / "fixtures"  # saber.json, master.json (tests' own)

_watching: list[list[str]] = []


def _hook(event: str, args: tuple) -> None:
    if _watching and event == "open" and args and isinstance(args[0], (str, bytes, os.PathLike)):
        _watching[-1].append(os.fsdecode(args[0]))


sys.addaudithook(_hook)  # stays for the process; records only inside watch()


class watch:
    """Collect the paths opened inside the ``with`` block."""

    def __enter__(self) -> list[str]:
        _watching.append([])
        return _watching[-1]

    def __exit__(self, *exc: object) -> None:
        _watching.pop()


def _outside(opened: list[str], folder: Path) -> list[str]:
    """Opened paths under the test's root that are not inside ``folder``."""
    root = folder.parent
    bad = []
    for name in opened:
        if "\0" in name:
            bad.append(name)
            continue
        real = Path(os.path.realpath(name))
        if real.is_relative_to(root.resolve()) and not real.is_relative_to(folder.resolve()):
            bad.append(name)
        if real == Path("/etc/passwd"):
            bad.append(name)
    return bad


def _world(root: Path) -> tuple[Path, Path]:
    """``root/inside`` (the character's folder) and ``root/outside`` (another folder's Master)."""
    inside, outside = root / "inside", root / "outside"
    inside.mkdir()
    outside.mkdir()
    shutil.copy(FIX / "master.json", outside / "master.json")
    shutil.copy(FIX / "master.json", inside / "master.json")
    (inside / "link.json").symlink_to(outside / "master.json")
    os.mkfifo(inside / "fifo.json")
    with open(inside / "huge.json", "wb") as f:  # sparse: 6 MB, over a character file's 5 MB
        f.truncate(6 * 1024 * 1024)
    return inside, outside


def _character(inside: Path, partner: str, name: str = "s.json") -> Path:
    data = json.loads((FIX / "saber.json").read_text(encoding="utf-8"))
    data["partner"] = partner
    path = inside / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


HOSTILE = {
    "absolute": lambda outside: str(outside / "master.json"),
    "etc": lambda outside: "/etc/passwd",
    "dotdot": lambda outside: "../outside/master.json",
    "symlink": lambda outside: "link.json",
    "nul": lambda outside: "master.json\0../../x",
    "fifo": lambda outside: "fifo.json",
    "huge": lambda outside: "huge.json",
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_commands_never_open_a_partner_outside_the_folder(tmp_path, capsys, kind):
    inside, outside = _world(tmp_path)
    char = _character(inside, HOSTILE[kind](outside))
    other = _character(inside, HOSTILE[kind](outside), "t.json")
    commands = [["check", str(char)], ["explain", str(char)], ["audit", str(inside)],
                ["export", str(char), "--text", "-"], ["diff", str(char), str(other)]]
    for argv in commands:
        with watch() as opened:
            status = main(argv)
        captured = capsys.readouterr()
        assert status != 3 and "Traceback" not in captured.err, (argv, captured.err)
        assert _outside(opened, inside) == [], argv
        if argv[0] != "audit":  # audit of the folder reads its files (bounded); a link is no reason to
            assert not any(p.endswith(("fifo.json", "huge.json")) for p in opened), argv
    assert (outside / "master.json").read_bytes() == (FIX / "master.json").read_bytes()


def test_the_refusal_names_the_link(tmp_path):
    inside, outside = _world(tmp_path)
    build_file = _character(inside, "../outside/master.json")
    links = resolve_partner(load_build(build_file), build_file, pack_for)
    assert links["partner"] is None
    assert "../outside/master.json" in links["partner_error_en"] and "not read" in links["partner_error_en"]
    assert "../outside/master.json" in links["partner_error"]


def test_a_partner_inside_the_folder_is_read(tmp_path):
    """The positive control: the hook sees the partner's file when the link is allowed."""
    inside, _ = _world(tmp_path)
    build_file = _character(inside, "master.json")
    with watch() as opened:
        links = resolve_partner(load_build(build_file), build_file, pack_for)
    assert links["partner"] is not None and links["partner"].build.name == "遠坂凛"
    assert any(Path(p).resolve() == (inside / "master.json").resolve() for p in opened)


_ROOT = Path(tempfile.mkdtemp(prefix="gb-links-"))
# made at import (the strategies below name its paths), so removed when the process ends: a
# fixture's teardown could run before this worker's last test of the module under xdist
atexit.register(shutil.rmtree, _ROOT, ignore_errors=True)
_INSIDE, _OUTSIDE = _world(_ROOT)
_REFERRER = _INSIDE / "s.json"
_REFERRER.write_text("{}", encoding="utf-8")

piece = st.one_of(st.sampled_from(["..", ".", "/", "\\", "\0", "link.json", "fifo.json", "huge.json",
                                   "master.json", str(_OUTSIDE), "/etc/passwd", "C:", "//host/x", "~"]),
                  st.text(max_size=8))


@fuzz_settings  # GRAIL_FUZZ_EXAMPLES (bench/fuzz.py); 200 by default
@given(parts=st.lists(piece, min_size=1, max_size=6), huge=st.booleans())
def test_any_link_text_opens_nothing_outside_the_folder(parts, huge):
    """Any link text (absolute, .., symlink, NUL, FIFO, huge, or noise): ``linked_file``
    either refuses it or gives a path inside the folder; reading it opens nothing outside."""
    entry = "".join(parts) + ("x" * 600 if huge else "")
    with watch() as opened:
        try:
            path = linked_file(_REFERRER, entry, "character", 5 * 1024 * 1024)
        except LinkRefused as exc:
            assert exc.en and exc.ja
        else:
            assert Path(path).resolve().is_relative_to(_INSIDE.resolve())
            assert not Path(path).resolve().name in ("fifo.json", "huge.json")
            try:
                load_build(path)
            except Exception:  # noqa: BLE001 - a bad or missing file is fine; an open outside is not
                pass
    assert _outside(opened, _INSIDE) == []


def test_a_fate_character_says_its_partner_link_is_not_read(tmp_path, capsys):
    """Fate/roll dice reads its partner only for the FP of an ability impairment (L1241–1242);
    a partner link out of the folder is still named in a warning, never passed over in
    silence and never read (issue 29 item 4)."""
    import json as _json

    from builder.cli.main import main as _main
    data = _json.loads((Path(__file__).resolve().parents[3] / "examples" / "saber.json").read_text("utf-8"))
    data["partner"] = "../outside.json"
    (tmp_path / "s.json").write_text(_json.dumps(data, ensure_ascii=False), encoding="utf-8")
    _main(["check", str(tmp_path / "s.json")])
    out = capsys.readouterr().out
    assert "[警告] パートナーのファイルを読みません" in out and "../outside.json" in out and "L1241" in out
