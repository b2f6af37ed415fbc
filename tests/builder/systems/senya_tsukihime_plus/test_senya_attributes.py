"""千夜月姫+ (003_4a32dc54997efc16.txt) L277–285: the five 属性値 (地, 水, 火, 風, 空), 「通常の状態では
0。特技やアイテムの効果で増減する」: in the pack, on the sheet, in check --json and the exports'
sections; a non-zero one is a GM flag (the effect behind it is the GM's to check, L285)."""
from __future__ import annotations

import json

import pytest

from builder.cli.main import main
from builder.kit.build import DataBuild
from builder.kit.evaluate import evaluate
from builder.core.packs import load_pack
from tests.conftest import ROOT

PC = ROOT / "examples" / "senya-tsukihime-plus" / "pc.json"
ATTRS = {"attr_chi": "地", "attr_sui": "水", "attr_ka": "火", "attr_fu": "風", "attr_ku": "空"}


@pytest.fixture(scope="module")
def pack():
    return load_pack("senya-tsukihime-plus", user_layer=False)


def test_five_attributes_default_zero(pack):
    stats = {s.id: s for s in pack.index.content.stats}
    for sid, element in ATTRS.items():  # L279: 地、水、火、風、空の5種類; L285: 通常の状態では0
        assert stats[sid].default == 0 and element in stats[sid].name and stats[sid].line == 279
    s = evaluate(pack, DataBuild.model_validate(json.loads(PC.read_text(encoding="utf-8"))))
    assert {sid: s.stats[sid]["value"] for sid in ATTRS} == dict.fromkeys(ATTRS, 0)


def test_a_non_zero_attribute_is_a_gm_flag(pack):
    data = json.loads(PC.read_text(encoding="utf-8"))
    data["stats"]["attr_ka"] = 4  # L283's example: 火の属性値 4
    s = evaluate(pack, DataBuild.model_validate(data))
    assert s.stats["attr_ka"]["value"] == 4
    assert [(f.severity, f.code, f.path, f.rule.line) for f in s.findings if f.rule.line == 285] == [
        ("gm", "data.gm", "/stats", 285)]
    plain = evaluate(pack, DataBuild.model_validate(json.loads(PC.read_text(encoding="utf-8"))))
    assert [f for f in plain.findings if f.rule.line == 285] == []


def test_check_json_and_the_text_export_show_them(capsys, tmp_path):
    main(["check", "--json", str(PC)])
    entry = json.loads(capsys.readouterr().out)[0]
    assert {sid: entry["stats"][sid]["final"] for sid in ATTRS} == dict.fromkeys(ATTRS, 0)
    out = tmp_path / "pc.txt"
    assert main(["export", "--text", str(out), str(PC)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "【属性値】" in text and all(f"{element}の属性値 0" in text for element in ATTRS.values())


def test_explain_shows_them(capsys, tmp_path):
    """``explain`` lists each 属性値 with its line (L279) in both languages, 0 by default (L285)
    and the value the sheet carries (L283's 火 4)."""
    assert main(["explain", str(PC)]) == 0
    out = capsys.readouterr().out
    assert "属性値:" in out
    for element in ATTRS.values():
        assert f"  {element}の属性値 0  " in out and "L279" in out.split(f"{element}の属性値 0")[1].splitlines()[0]
    data = json.loads(PC.read_text(encoding="utf-8"))
    data["stats"]["attr_ka"] = 4
    fire = tmp_path / "fire.json"
    fire.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert main(["explain", "--lang", "en", str(fire)]) == 0
    out = capsys.readouterr().out
    assert "attribute values:" in out and "  fire attribute 4  " in out and "  earth attribute 0  " in out
