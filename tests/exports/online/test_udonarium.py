"""``grail-builder export FILE --udonarium OUT.zip``: a character ユドナリウム loads.

Every element and attribute name checked here is one ユドナリウム reads; where each comes from
in its source (github.com/TK11235/udonarium, master, ``src/app/``):

- the zip: ``class/core/file-storage/file-archiver.ts`` ``handleZip`` opens every entry and types
  it by its extension (``mime-type.ts``: ``xml`` → ``text/xml``); ``handleText`` parses a
  ``text/…`` file and raises ``XML_LOADED``; ``service/tabletop.service.ts`` puts the object
  it parses (``ObjectSerializer.parseXml``) on the table. Its own saves name the file
  ``data.xml`` (``service/save-data.service.ts``).
- ``<character>``: ``class/game-character.ts`` ``@SyncObject('character')``, attributes
  ``rotate``, ``roll``; ``class/tabletop-object.ts``: ``location`` (written ``location.name``,
  ``location.x``, ``location.y`` by ``object-serializer.ts``) and ``posZ``.
- ``<data>`` and its attributes ``name``, ``type``, ``currentValue``: ``class/data-element.ts``
  (``@SyncObject('data')``; ``type === 'numberResource'`` is a resource bar, ``'note'`` a
  text area); a leaf's value is its text (``object-node.ts`` ``parseInnerXml``).
- the tree under ``<character>``: ``tabletop-object.ts``: the root ``<data name="character">``
  (its ``name`` equals the object's alias), and in it ``image`` (holding ``imageIdentifier``
  of ``type="image"``), ``common`` and ``detail``; ``game-character.ts`` reads ``name`` and
  ``size`` from ``common`` and builds ``detail`` from sections (``リソース`` with HP/MP as
  ``numberResource`` with ``currentValue``).
- ``<chat-palette dicebot="…">``: ``class/chat-palette.ts`` (``@SyncObject('chat-palette')``,
  ``dicebot``; the text split at ``\\n``, one line each), a child of ``<character>``
  (``game-character.ts`` ``chatPalette``); ``DiceBot`` is the default system
  (``component/chat-palette/chat-palette.component.ts``).
"""
from __future__ import annotations

import io
import json
import zipfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from builder.cli.main import load_character, main
from builder.core.engine import evaluate
from builder.core.links import evaluate_linked
from exports.online.ccfolia import to_ccfolia

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = ROOT / "examples"

TAGS = {"character", "data", "chat-palette"}
CHARACTER_ATTRS = {"location.name", "location.x", "location.y", "posZ", "rotate", "roll"}
DATA_ATTRS = {"name", "type", "currentValue"}
DATA_TYPES = {"numberResource", "note", "image"}


def _export(tmp_path: Path, *names: str) -> list[ET.Element]:
    out = tmp_path / "out.zip"
    assert main(["export", *(str(EXAMPLES / n) for n in names), "--udonarium", str(out)]) == 0
    with zipfile.ZipFile(out) as zf:
        assert zf.testzip() is None
        entries = zf.namelist()
        expected = ["data.xml"] if len(names) == 1 else [f"data-{i}.xml" for i in range(1, len(names) + 1)]
        assert entries == expected
        docs = [zf.read(n) for n in entries]
    for raw in docs:
        assert raw.startswith(b'<?xml version="1.0" encoding="UTF-8"?>')
        raw.decode("utf-8")
    return [ET.fromstring(raw) for raw in docs]


def _child(el: ET.Element, name: str) -> ET.Element:
    found = [c for c in el if c.tag == "data" and c.get("name") == name]
    assert len(found) == 1, (name, [c.get("name") for c in el])
    return found[0]


def _check_names(root: ET.Element) -> None:
    assert root.tag == "character"
    assert set(root.attrib) == CHARACTER_ATTRS and root.get("location.name") == "table"
    for el in root.iter():
        assert el.tag in TAGS, el.tag
        if el.tag == "data":
            assert set(el.attrib) <= DATA_ATTRS and "name" in el.attrib, el.attrib
            assert el.get("type") in DATA_TYPES | {None}
            if el.get("type") == "numberResource":
                int(el.get("currentValue"))
                int(el.text)
                assert len(el) == 0
    assert [c.tag for c in root] == ["data", "chat-palette"]
    tree = root[0]
    assert tree.get("name") == "character"
    assert [c.get("name") for c in tree] == ["image", "common", "detail"]
    image = _child(tree, "image")
    assert [(c.get("name"), c.get("type")) for c in image] == [("imageIdentifier", "image")]
    assert [c.get("name") for c in _child(tree, "common")] == ["name", "size"]
    assert set(root[1].attrib) == {"dicebot"} and root[1].get("dicebot") == "DiceBot"


@pytest.mark.parametrize("name", ["saber.json", "master.json", "chuseihai/saber.json", "eiyuten/servant.json",
                                  "senya-tsukihime-plus/servant.json", "grail-tactics/servant.json"])
def test_every_system_gives_a_character_udonarium_reads(tmp_path, name):
    (root,) = _export(tmp_path, name)
    _check_names(root)
    build, pack = load_character(str(EXAMPLES / name), None)
    sheet = evaluate_linked(pack, build, str(EXAMPLES / name), lambda system: pack)
    piece = to_ccfolia(pack, build, sheet)   # the same data as the ココフォリア piece
    tree = root[0]
    assert _child(_child(tree, "common"), "name").text == build.name
    assert _child(_child(tree, "common"), "size").text == "1"
    detail = _child(tree, "detail")
    if piece["status"]:
        bars = [(d.get("name"), int(d.get("currentValue")), int(d.text)) for d in _child(detail, "リソース")]
        assert bars == [(s["label"], s["value"], s["max"]) for s in piece["status"]]
    if piece["params"]:
        stats = {d.get("name"): d.text for d in _child(detail, "ステータス")}
        assert all(stats[p["label"]] == p["value"] for p in piece["params"])
    else:  # (a figure that waits for the GM's data is no param yet: no empty section)
        assert "ステータス" not in [c.get("name") for c in detail]
    assert (root[1].text or "") == piece["commands"]   # the palette, line for line


def test_fate_servant_has_hp_mp_bars_and_the_stats(tmp_path):
    (root,) = _export(tmp_path, "saber.json")
    build, pack = load_character(str(EXAMPLES / "saber.json"), None)
    dv = evaluate(pack, build).derived
    detail = _child(root[0], "detail")
    hp, mp = _child(_child(detail, "リソース"), "HP"), _child(_child(detail, "リソース"), "MP")
    assert hp.get("type") == mp.get("type") == "numberResource"
    assert (hp.get("currentValue"), hp.text) == (str(dv["hp"]), str(dv["hp"]))   # full at the start
    assert (mp.get("currentValue"), mp.text) == (str(dv["mp"]), str(dv["mp"]))
    stats = _child(detail, "ステータス")
    # examples/saber.json: strength A with one 「+」; the value is the level as a number (A = 5,
    # L864), which the palette's {筋力} reads, and the letter with its mark stays in the memo
    assert _child(stats, "筋力").text == "5"
    lines = root[1].text.split("\n")
    assert lines[0].startswith("(({筋力}+{筋力}/6)*2)B6<={筋力} 【筋力】")
    assert "筋力A+" in _child(_child(detail, "情報"), "メモ").text
    assert _child(_child(detail, "情報"), "メモ").get("type") == "note"


def test_master_has_command_spells_bar(tmp_path):
    (root,) = _export(tmp_path, "master.json")
    bar = _child(_child(_child(root[0], "detail"), "リソース"), "令呪")
    # a Master holds three 令呪 (000_8acb8ad758a0196c.txt L275: 「3つ全て使用してしまっても」); the bar starts full
    assert (bar.get("type"), bar.get("currentValue"), bar.text) == ("numberResource", "3", "3")


def test_several_files_one_zip_one_xml_each(tmp_path):
    roots = _export(tmp_path, "saber.json", "master.json", "chuseihai/saber.json")
    assert [_child(_child(r[0], "common"), "name").text for r in roots] == [
        "白百合の騎士", "霧島 灯", "セイバー(坂上田村麻呂)"]
    for r in roots:
        _check_names(r)


def test_user_text_is_escaped_and_still_parses(tmp_path):
    doc = json.loads((EXAMPLES / "master.json").read_text(encoding="utf-8"))
    doc["name"] = '<data name="x">&amp;"\'</data>\x01\x0b'
    doc["skills"][0]["choice"] = "</chat-palette>]]>"
    src = tmp_path / "nasty.json"
    src.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    out = tmp_path / "n.zip"
    assert main(["export", str(src), "--udonarium", str(out)]) == 0
    root = ET.fromstring(zipfile.ZipFile(out).read("data.xml"))
    _check_names(root)
    # control characters XML 1.0 forbids are dropped; everything else comes back as written
    assert _child(_child(root[0], "common"), "name").text == '<data name="x">&amp;"\'</data>'
    assert "魔術・</chat-palette>]]>" in root[1].text


def test_never_overwrites_without_force(tmp_path, capsys):
    out = tmp_path / "out.zip"
    out.write_bytes(b"mine")
    saber = str(EXAMPLES / "saber.json")
    assert main(["export", saber, "--udonarium", str(out)]) == 2
    assert "--force" in capsys.readouterr().err and out.read_bytes() == b"mine"
    assert main(["export", saber, "--udonarium", str(out), "--force"]) == 0
    assert zipfile.is_zipfile(io.BytesIO(out.read_bytes()))
    assert main(["export", saber, "--udonarium", "-"]) == 2   # a zip is not for a terminal
