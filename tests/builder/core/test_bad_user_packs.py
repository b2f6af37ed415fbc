"""Issue 29 item 11: one bad user pack never breaks ``pack list`` (it is listed as broken, with
its place), and ``pack export`` never copies a bad pack out unchecked (it names the file and
the place, writes nothing)."""
from __future__ import annotations

import json

import pytest

from builder.cli.main import main
from builder.core.packs import user_pack_dir

SYSTEM = "eiyuten"
BAD = {
    "list id": {"stats": [{"id": ["x"], "name": 5}]},            # an unhashable id: list crashed (TypeError)
    "missing field": {"stats": [{"id": "x", "name": "x"}]},      # no group: the loader sets it aside
    "wrong type": {"stats": "many"},
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_pack_list_names_a_broken_pack_and_goes_on(capsys, case):
    folder = user_pack_dir() / SYSTEM
    folder.mkdir(parents=True)
    (folder / "bad.json").write_text(json.dumps(BAD[case]), encoding="utf-8")
    (folder / "good.json").write_text('{"settings": {}}', encoding="utf-8")
    assert main(["pack", "list", "--json"]) == 0
    captured = capsys.readouterr()
    listed = {entry["file"].rsplit("/", 1)[-1]: entry["fills"] for entry in json.loads(captured.out)[SYSTEM]}
    assert any(f.startswith("broken") for f in listed["bad.json"]) and "/stats" in " ".join(listed["bad.json"])
    assert not any(f.startswith("broken") for f in listed["good.json"])
    assert "Traceback" not in captured.err and "internal error" not in captured.err


@pytest.mark.parametrize("case", sorted(BAD))
def test_pack_export_refuses_a_bad_pack(tmp_path, capsys, case):
    folder = user_pack_dir() / SYSTEM
    folder.mkdir(parents=True)
    (folder / "bad.json").write_text(json.dumps(BAD[case]), encoding="utf-8")
    out = tmp_path / "share.json"
    assert main(["pack", "export", SYSTEM, str(out)]) == 2
    err = capsys.readouterr().err
    assert str(folder / "bad.json") in err and "/stats" in err
    assert not out.exists()
