"""ユドナリウム character export: ``to_udonarium_zip([(pack, build, sheet), …]) -> bytes``.

Contract: a zip holding one XML file per character (``data.xml``; several characters:
``data-1.xml``, ``data-2.xml``, …). Dropped onto a ユドナリウム room, each file becomes a
character piece on the table. Each file is what ユドナリウム itself saves for a character
(read from its source, TK11235/udonarium, ``src/app/…``; the test lists each name with its
place)::

    <?xml version="1.0" encoding="UTF-8"?>
    <character location.name="table" location.x="0" location.y="0" posZ="0" rotate="0" roll="0">
      <data name="character">
        <data name="image"><data type="image" name="imageIdentifier"></data></data>
        <data name="common"><data name="name">…</data><data name="size">1</data></data>
        <data name="detail">
          <data name="リソース">   HP, MP, 令呪 …: type="numberResource" currentValue="now">max</data>
          <data name="ステータス"> every stat (筋力 A+ …) and ランクレベル, as the table tracks them
          <data name="情報">       <data type="note" name="メモ">the memo</data>
        </data>
      </data>
      <chat-palette dicebot="DiceBot">one BCDice command a line</chat-palette>
    </character>

What goes in is exactly what the ココフォリア export puts in its piece (name, status, params,
memo and chat palette: :func:`_table_piece`, the one place this module reads the character),
so a public filter or a new palette there reaches this export too. ``dicebot`` is BCDice's
generic ``DiceBot``: every palette line is a generic command (``10B6<=5``, ``1D100<=50``).

Text is escaped by :mod:`xml.etree.ElementTree`; characters XML 1.0 forbids (control
characters, U+FFFE/U+FFFF) are dropped and lone surrogates become U+FFFD
(:mod:`exports.textsafe`), so every file parses. Pure: no I/O (the CLI writes the bytes).
"""
from __future__ import annotations

import io
import re
import zipfile
import xml.etree.ElementTree as ET
from typing import Any, Iterable

from exports.textsafe import scrub

DICEBOT = "DiceBot"  # BCDice's generic system; ユドナリウム's default (chat-palette.component.ts)
#: characters XML 1.0 does not allow (its Char production); ユドナリウム's reader drops them too
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
#: fixed time stamp of the zip entries: the same character gives the same bytes
_ZIP_TIME = (2000, 1, 1, 0, 0, 0)


def _table_piece(pack: Any, build: Any, sheet: Any) -> dict[str, Any]:
    """The piece a table shows (``name``, ``initiative``, ``status`` [{label, value, max}],
    ``params`` [{label, value}], ``memo``, ``commands``): the ココフォリア export's data, which
    also draws data systems from their sections. The only call into another export."""
    from .ccfolia import to_ccfolia
    return to_ccfolia(pack, build, sheet)


def _text(value: Any) -> str:
    return _NOT_XML.sub("", scrub(str(value)))


def _data(parent: ET.Element, name: str, value: Any = "", **attrs: str) -> ET.Element:
    """``<data name="…" …>value</data>`` (ユドナリウム's DataElement, data-element.ts)."""
    el = ET.SubElement(parent, "data", {**{k: _text(v) for k, v in attrs.items()}, "name": _text(name)})
    text = _text(value)
    if text:
        el.text = text
    return el


def _number(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def character_xml(pack: Any, build: Any, sheet: Any, image: str = "") -> str:
    """One character as ユドナリウム's XML (see the module docstring); ``image``: the
    identifier of its picture in the zip (:func:`to_udonarium_zip`)."""
    piece = _table_piece(pack, build, sheet)
    root = ET.Element("character", {"location.name": "table", "location.x": "0", "location.y": "0",
                                    "posZ": "0", "rotate": "0", "roll": "0"})
    tree = _data(root, "character")
    image_data = _data(tree, "image")
    _data(image_data, "imageIdentifier", image, type="image")
    common = _data(tree, "common")
    _data(common, "name", piece.get("name") or "(無名)")
    _data(common, "size", 1)
    detail = _data(tree, "detail")
    status = piece.get("status") or []
    if status:
        resources = _data(detail, "リソース")
        for s in status:
            _data(resources, s.get("label", ""), _number(s.get("max")), type="numberResource",
                  currentValue=str(_number(s.get("value"))))
    params = list(piece.get("params") or [])
    if _number(piece.get("initiative")):
        params.insert(0, {"label": "IV", "value": piece["initiative"]})
    if params:
        stats = _data(detail, "ステータス")
        for p in params:
            _data(stats, p.get("label", ""), p.get("value", ""))
    if piece.get("memo"):
        info = _data(detail, "情報")
        _data(info, "メモ", piece["memo"], type="note")
    palette = ET.SubElement(root, "chat-palette", {"dicebot": DICEBOT})
    palette.text = _text(piece.get("commands") or "")
    # indent data elements only: a leaf's text (a value, the palette) is never touched
    ET.indent(tree, space="  ", level=1)
    root.text, tree.tail = "\n  ", "\n  "
    palette.tail = "\n"
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def entry_names(count: int) -> list[str]:
    """The XML files' names in the zip: ``data.xml`` (ユドナリウム's own name for one object,
    save-data.service.ts) or ``data-1.xml`` … for several."""
    return ["data.xml"] if count == 1 else [f"data-{i}.xml" for i in range(1, count + 1)]


def to_udonarium_zip(items: Iterable[tuple[Any, Any, Any]], pictures: Iterable[Any] | None = None) -> bytes:
    """The zip of one or more characters (see the module docstring). ``pictures``: each
    character's checked :class:`builder.files.picture.Picture` or None. A picture goes in as
    ユドナリウム saves one: a file named by the SHA-256 of its bytes plus its suffix
    (save-data.service.ts), which is also what ユドナリウム names it when it reads it back
    (image-file.ts ``calcHash``), and the character's ``imageIdentifier`` says that name."""
    items = list(items)
    pictures = list(pictures) if pictures is not None else [None] * len(items)
    buffer = io.BytesIO()
    written: set[str] = set()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, (pack, build, sheet), picture in zip(entry_names(len(items)), items, pictures):
            image = picture.sha256 if picture is not None else ""
            if picture is not None and image not in written:
                written.add(image)
                info = zipfile.ZipInfo(image + picture.suffix, date_time=_ZIP_TIME)
                info.compress_type = zipfile.ZIP_STORED  # (already compressed)
                zf.writestr(info, picture.data)
            info = zipfile.ZipInfo(name, date_time=_ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, character_xml(pack, build, sheet, image).encode("utf-8"))
    return buffer.getvalue()
