import json
from pathlib import Path

import jsonschema
import pytest

from exports.layout import Layout, LayoutError, load_layout, schema_text

ROOT = Path(__file__).resolve().parents[3]
SCHEMA = ROOT / "schemas" / "sheet-layout.schema.json"
LAYOUTS = sorted((ROOT / "exports" / "systems").glob("*/*.json"))


def test_committed_schema_is_generated_one():
    # Regenerate with: python -m exports.layout --schema > schemas/sheet-layout.schema.json
    assert SCHEMA.read_text(encoding="utf-8") == schema_text()


@pytest.mark.parametrize("path", LAYOUTS, ids=lambda p: p.stem)
def test_bundled_layouts_validate(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.validate(data, json.loads(SCHEMA.read_text(encoding="utf-8")))
    Layout.model_validate(data)


def test_default_is_the_systems_layout():
    assert load_layout("default", "fate-roll-dice").system == "fate-roll-dice"
    assert load_layout("gm-compact", "fate-roll-dice").compact


def test_invalid_layout_names_the_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"system": "x", "name": "x", "sections": [{"id": "nope", "title": "t", "style": "table"}]}))
    with pytest.raises(LayoutError, match="bad.json"):
        load_layout(bad, "fate-roll-dice")
    with pytest.raises(LayoutError):
        load_layout("no-such-layout", "fate-roll-dice")


def test_gm_can_adjust_a_layout_without_code(tmp_path, character):
    import io

    from pypdf import PdfReader

    from exports.pdf.sheet import write_pdf
    data = json.loads((ROOT / "exports" / "systems" / "fate_roll_dice" / "default.json").read_text(encoding="utf-8"))
    data["sections"] = [s for s in data["sections"] if s["id"] == "stats"]
    data["sections"][0]["title"] = "【能力値だけ】"
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    buf = io.BytesIO()
    write_pdf(*character("saber"), buf, layout=str(path), invariant=True)
    text = "".join(p.extract_text() for p in PdfReader(buf).pages)
    assert "【能力値だけ】" in text and "【宝具】" not in text
