"""``grail-builder pack import TABLE FILE.csv|.tsv`` and a GM's whole pack carried to another
machine (``pack export`` then ``pack import`` with its preview) (issue 28 item 5).

TEST DATA: every number in tests/fixtures/gmtables/ and below is made up (see that folder's
README): the seed has no class tables (seed 003 L399–401). The files go to the test's own
temporary user folders only.
"""
from __future__ import annotations

import json
from pathlib import Path

from builder.cli.main import main
from builder.gm.gmdata import editor_file
from builder.core.packs import user_pack_dir

SYSTEM = "senya-tsukihime-plus"
ROOT = Path(__file__).resolve().parents[3]
PC = str(ROOT / "examples" / SYSTEM / "pc.json")
TABLE = ROOT / "tests" / "fixtures" / "gmtables" / "senya_class_table.tsv"


def derived(capsys) -> dict:
    capsys.readouterr()
    assert main(["check", PC, "--json"]) == 0
    return json.loads(capsys.readouterr().out)[0]["derived"]


def test_a_class_table_file_fills_the_fifteen_class_rows(capsys):
    assert main(["pack", "import", "クラス一覧表", str(TABLE)]) == 0
    out = capsys.readouterr().out
    assert "15行追加" in out and "書き込みました:" in out  # --lang ja, the default
    written = json.loads(editor_file(SYSTEM).read_text(encoding="utf-8"))
    assert len(written["tables"]) == 15
    assert next(t for t in written["tables"] if t["id"] == "kni_row")["rows"] == [
        {"key": 1, "values": {"tai": 4, "chi": 3, "ri": 2, "ish": 1, "sk": 2, "add": 1}}]
    # pc.json (ナイフ使い 2, 代行者 1, extra point on 知覚): 体力 2×4 + 1×2 = 10, 知覚 2×3 + 1×2 + 1 = 9 (L399–403)
    figures = derived(capsys)
    assert (figures["tai_kihon"], figures["chi_kihon"]) == (10, 9)


def test_bad_cells_are_named_by_row_and_column_and_nothing_is_written(tmp_path, capsys):
    bad = tmp_path / "classes.csv"
    text = TABLE.read_text(encoding="utf-8").replace("\t", ",")
    text = text.replace("狩獵者,4,4", "狩獵者,4,よん").replace("武闘家,5", "武闘家,5.5")  # file rows 4 and 10
    bad.write_text(text, encoding="utf-8")
    assert main(["pack", "import", "kni_row", str(bad), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert f"{bad}: row 4, column 知覚: “よん” is not a whole number" in err
    assert f"{bad}: row 10, column 体力: “5.5” is not a whole number" in err
    assert "nothing written" in err and "Traceback" not in err
    assert not editor_file(SYSTEM).exists()


def test_rows_with_values_are_replaced_only_with_force(tmp_path, capsys):
    assert main(["pack", "import", "class row (Knife User)", str(TABLE)]) == 0
    before = editor_file(SYSTEM).read_bytes()
    changed = tmp_path / "changed.tsv"
    changed.write_text("クラス\t体力\nナイフ使い\t6\n代行者\t2\n", encoding="utf-8")  # ナイフ使い 4 → 6; 代行者 stays 2
    capsys.readouterr()
    assert main(["pack", "import", "クラス一覧表", str(changed)]) == 1  # no terminal to ask, no --force
    captured = capsys.readouterr()
    assert "置き換え: クラス一覧表(ナイフ使い)" in captured.out and "代行者" not in captured.out
    assert "--force" in captured.err and editor_file(SYSTEM).read_bytes() == before
    assert main(["pack", "import", "クラス一覧表", str(changed), "--force"]) == 0
    # 体力 now 2×6 + 1×2 = 14 (L399–401)
    assert derived(capsys)["tai_kihon"] == 14


def test_usage_errors_are_messages_not_tracebacks(tmp_path, capsys):
    csv = tmp_path / "t.csv"
    csv.write_text("体力\n1\n", encoding="utf-8")
    assert main(["pack", "import", str(csv)]) == 2  # a table file without its table
    assert "pack import TABLE" in capsys.readouterr().err
    assert main(["pack", "import", "筋力表", str(csv)]) == 2
    assert "このIDや名前のGM入力表はありません" in capsys.readouterr().err  # --lang ja, the default
    assert main(["pack", "import", "kni_row", str(tmp_path / "missing.csv"), "--lang", "en"]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main(["pack", "import", "kni_row", str(csv), "--system", "eiyuten"]) == 2
    assert not (user_pack_dir() / SYSTEM).exists()


def test_a_whole_pack_exported_imports_elsewhere_with_a_preview(tmp_path, capsys, monkeypatch):
    assert main(["pack", "import", "クラス一覧表", str(TABLE)]) == 0
    share = tmp_path / "share.json"
    assert main(["pack", "export", SYSTEM, str(share)]) == 0
    assert main(["pack", "export", SYSTEM, str(share)]) == 2  # exists: only with --force
    assert "--force" in capsys.readouterr().err
    # another machine: empty user folders
    other = tmp_path / "other"
    for var in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        (other / var).mkdir(parents=True)
        monkeypatch.setenv(var, str(other / var))
    assert "tai_kihon" not in derived(capsys)
    assert main(["pack", "import", str(share), "--lang", "en"]) == 1  # the preview; nothing written without --yes
    out = capsys.readouterr().out
    # each table by its shown name, the system by its rulebook's (issue 28 item 5): no id
    assert out.count("replaces: table “class row (") == 15 and "table “class row (Knife User)” (1 rows)" in out
    assert "tables/" not in out and "kni_row" not in out and "senya-tsukihime-plus" not in out
    assert not (user_pack_dir() / SYSTEM).exists()
    assert main(["pack", "import", str(share), "--yes"]) == 0
    assert derived(capsys)["tai_kihon"] == 10  # 2×4 + 1×2, as on the first machine


def test_a_skill_catalogue_file_names_classes_by_their_names(capsys):
    """A GM's 特技 list pasted from a spreadsheet: the class column takes 剣士 or Magus (the
    class's names) for its id (L459, L1265–1267), the 取得条件 columns go with it (L469–476)."""
    skills = ROOT / "tests" / "fixtures" / "gmtables" / "senya_skills.tsv"
    assert main(["pack", "import", "特技", str(skills)]) == 0
    written = json.loads(editor_file(SYSTEM).read_text(encoding="utf-8"))
    catalogue = {e["id"]: e for e in next(x for x in written["lists"] if x["id"] == "skills")["catalogue"]}
    assert (catalogue["tsubame"]["from_class"], catalogue["rendan"]["from_class"]) == ("ken", "maj")
    assert catalogue["hiken"]["requires"] == "ken >= 3" and catalogue["hiken"]["requires_entries"] == ["ツバメ返し"]
