"""``grail-builder pack list|import|export`` and ``--pack FILE`` (issue 11).

TEST DATA: the class-row numbers are made up for these tests (the seed has no class tables,
seed 003 L399); they are written only to temporary folders, never to bundled data.
"""
from __future__ import annotations

import json
from pathlib import Path

from builder.cli.main import main
from builder.gm.gmdata import editor_file
from builder.core.packs import user_pack_dir

SYSTEM = "senya-tsukihime-plus"
PC = str(Path(__file__).resolve().parents[3] / "examples" / SYSTEM / "pc.json")


def _pack_file(tmp_path: Path) -> Path:
    """A user pack filling ナイフ使い's and 代行者's class rows (TEST DATA, not from the rulebook)."""
    core = json.loads((Path(__file__).resolve().parents[3] / "builder" / "systems" / "senya_tsukihime_plus"
                       / "pack" / "content" / "core.json").read_text(encoding="utf-8"))
    tables = []
    for tid, values in (("kni_row", {"tai": 4, "chi": 3, "ri": 2, "ish": 1, "sk": 1}),
                         ("dai_row", {"tai": 2, "chi": 2, "ri": 5, "ish": 3, "sk": 1})):
        entry = next(t for t in core["tables"] if t["id"] == tid)
        tables.append({**entry, "rows": [{"key": 1, "values": values}]})
    path = tmp_path / "rows.json"
    path.write_text(json.dumps({"tables": tables}, ensure_ascii=False), encoding="utf-8")
    return path


def test_pack_is_an_extra_user_layer_on_check(tmp_path, capsys):
    # 特技 slots 2×1 + 1×1 = 3 for the one 特技 of pc.json (L459): a warning, not an error
    assert main(["check", PC, "--json", "--pack", str(_pack_file(tmp_path))]) == 0
    derived = json.loads(capsys.readouterr().out)[0]["derived"]
    # 体力 2×4 + 1×2 = 10 → bonus floor(10/3) = 3 (L399–401, L413); 知覚 2×3 + 1×2 + 1 = 9 → 3
    assert (derived["tai_kihon"], derived["tai_bonus"], derived["chi_kihon"], derived["chi_bonus"]) == (10, 3, 9, 3)
    assert main(["check", PC, "--json"]) == 0  # without it the figures still wait
    assert "tai_kihon" not in json.loads(capsys.readouterr().out)[0]["derived"]
    assert main(["explain", PC, "--pack", str(_pack_file(tmp_path))]) == 0


def test_import_asks_first_then_installs_and_list_shows_it(tmp_path, capsys):
    source = _pack_file(tmp_path)
    assert main(["pack", "import", str(source), "--lang", "en"]) == 1  # not a terminal, no --yes
    captured = capsys.readouterr()
    # the table by its shown name (issue 28 item 5: kni_row is クラス一覧表(ナイフ使い), "class row (Knife User)")
    assert "replaces: table “class row (Knife User)” (1 rows)" in captured.out and "--yes" in captured.err
    assert "kni_row" not in captured.out and "千夜月姫+" not in captured.out
    assert not (user_pack_dir() / SYSTEM).exists()
    assert main(["pack", "import", str(source)]) == 1  # Japanese, the default
    assert "置き換え: 表『クラス一覧表(ナイフ使い)』 (1行)" in capsys.readouterr().out
    assert main(["pack", "import", str(source), "--yes"]) == 0
    installed = list((user_pack_dir() / SYSTEM).glob("*.json"))
    assert len(installed) == 1 and installed[0].name.startswith(f"{SYSTEM}-import-")
    capsys.readouterr()
    assert main(["pack", "list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[SYSTEM][0]["fills"] == ["tables/kni_row", "tables/dai_row"]
    assert main(["check", PC, "--json"]) == 0  # installed: every check now uses it
    assert json.loads(capsys.readouterr().out)[0]["derived"]["ri_kihon"] == 9  # 2×2 + 1×5


def test_a_broken_import_names_its_file_and_place(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"tables": [{"id": "kni_row", "rows": "x"}]}', encoding="utf-8")
    assert main(["pack", "import", str(bad), "--system", SYSTEM, "--yes"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"grail-builder: {bad}: /tables/0") and "Traceback" not in err
    assert main(["pack", "import", str(tmp_path), "--yes"]) == 2  # a folder
    assert not (user_pack_dir() / SYSTEM).exists()


def test_export_refuses_to_overwrite_without_force(tmp_path, capsys):
    assert main(["pack", "import", str(_pack_file(tmp_path)), "--yes"]) == 0
    out = tmp_path / "share.json"
    out.write_text("keep", encoding="utf-8")
    assert main(["pack", "export", SYSTEM, str(out)]) == 2
    assert "--force" in capsys.readouterr().err and out.read_text(encoding="utf-8") == "keep"
    assert main(["pack", "export", SYSTEM, str(out), "--force"]) == 0
    assert [t["id"] for t in json.loads(out.read_text(encoding="utf-8"))["tables"]] == ["kni_row", "dai_row"]
    assert main(["pack", "export", "../etc", str(tmp_path / "x.json")]) == 2
    assert not editor_file(SYSTEM).exists()
