"""The sheets' TrueType font, embedded faster: :class:`SheetFont`, :func:`make_subset`.

Contract: :class:`SheetFont` is reportlab's ``TTFont`` (same subsets, same names, same glyph
codes, same objects) whose ``addObjects`` — run once per PDF, at save — writes the same bytes
as reportlab's with less pure-Python work per subset (a one-page sheet embeds two subsets of
up to 256 glyphs, about a sixth of the export before this module):

- :func:`make_subset` builds the subset font program as ``TTFontFace.makeSubset`` does, reading
  glyph headers with ``struct.unpack_from`` straight from the font file's bytes (no read
  pointer, no copy of the 5.6 MB ``glyf`` table);
- the ``Widths`` array is formatted without one formatting call per element (:class:`_Numbers`:
  each of the font's distinct widths, 110 in IPAexGothic, formatted once per font, a property
  of the font file like its metrics);
- the Font and FontDescriptor dictionaries are written by :class:`_Dict` (the bytes
  ``PDFDictionary`` writes) from values formatted once per font where they are the font's
  (ascent, bounding box, flags …), not through reportlab's formatting call per key and value;
- the ToUnicode CMap is written by :func:`to_unicode_cmap` with the same text (the code points
  turned to hex in one ``bytes.hex`` call).

Nothing is kept between documents: each PDF's subsets are made from scratch, as reportlab does
(a test compares this module's PDFs with reportlab's own, byte for byte, on every example);
what is kept per font (its metrics as ints, its glyphs' offsets in the file, its widths' and
descriptor entries' texts) depends on the font file alone, not on any document.
If reportlab's internals this relies on are missing, :func:`make_subset` falls back to
reportlab's ``makeSubset``.
"""
from __future__ import annotations

import re
import sys
from array import array
from itertools import accumulate, repeat
from operator import itemgetter
from struct import pack, unpack_from
from typing import Any

from reportlab.pdfbase import pdfdoc
from reportlab.pdfbase.ttfonts import (FF_NONSYMBOLIC, FF_SYMBOLIC, GF_ARG_1_AND_2_ARE_WORDS,
                                       GF_MORE_COMPONENTS, GF_WE_HAVE_A_SCALE, GF_WE_HAVE_A_TWO_BY_TWO,
                                       GF_WE_HAVE_AN_X_AND_Y_SCALE, SUBSETN, TTFont, TTFontMaker,
                                       _set_ushort)

from exports.pdf.text import Numbers, doc_numbers


class _Numbers(pdfdoc.PDFArray):
    """A PDF array of numbers formatted as ``PDFArray`` formats it (with ``pdfMultiLine`` off:
    ``[ a b … ]``, a line break after every ten elements), each distinct number formatted by
    ``fp_str`` once (``texts``: number -> text, e.g. a font's widths; else the document's)."""

    def __init__(self, sequence: Any, texts: Numbers | None = None) -> None:
        super().__init__(sequence)
        self.texts = texts

    def format(self, document: Any, IND: bytes = b"\n ") -> bytes:
        if self.multiline and pdfdoc.rl_config.pdfMultiLine:
            return super().format(document, IND)
        seq = self.sequence
        if not seq:
            return b"[  ]"
        items = list(map((self.texts if self.texts is not None else doc_numbers(document)).__getitem__, seq))
        if len(items) > 10:
            items = [" ".join(items[i:i + 10]) for i in range(0, len(items), 10)]
            return b"[ " + " \n  ".join(items).encode("ascii") + b" ]"
        return b"[ " + " ".join(items).encode("ascii") + b" ]"


class _Dict(pdfdoc.PDFObject):
    """A PDF dictionary written as ``PDFDictionary(entries).format`` writes it (keys sorted,
    ``/Key value`` pairs six to a line, or one a line with ``pdfMultiLine``); a value is
    either its bytes, already formatted, or an object formatted when the file is written
    (references, arrays)."""

    def __init__(self, entries: dict[str, Any]) -> None:
        self.entries = entries

    def format(self, document: Any) -> bytes:
        fmt = pdfdoc.format
        items = [b"/" + key.encode("ascii") + b" " + (value if type(value) is bytes else fmt(value, document))
                 for key, value in sorted(self.entries.items())]
        if pdfdoc.rl_config.pdfMultiLine:
            return b"<<\n" + b"\n ".join(items) + b"\n>>"
        for i in reversed(range(6, len(items), 6)):
            items.insert(i, b"\n ")
        return b"<<\n" + b" ".join(items) + b"\n>>"


class _FontDict(_Dict):
    """A Font dictionary: like reportlab's ``PDFTrueTypeFont``, written only as an object of its
    own (inside another dictionary it is referred to)."""

    __RefOnly__ = 1


def _name(name: str) -> bytes:
    """A PDF name as reportlab writes it (``PDFName``, then its text encoding)."""
    return pdfdoc.pdfdocEnc(pdfdoc.PDFName(name))


def _face_entries(face: Any) -> tuple[dict[str, bytes], Numbers]:
    """What every subset of the font writes alike, formatted once per font: the FontDescriptor's
    entries but its name and font program, and the text of each of the font's widths."""
    multiline = bool(pdfdoc.rl_config.pdfMultiLine)  # changes how the bounding box array is written
    cached = getattr(face, "_grail_entries", None)
    if cached is None or cached[0] is not face.charWidths or cached[1] != multiline:
        fmt = pdfdoc.format
        entries = {
            "Type": _name("FontDescriptor"),
            "Ascent": fmt(face.ascent, None),
            "CapHeight": fmt(face.capHeight, None),
            "Descent": fmt(face.descent, None),
            "Flags": fmt((face.flags & ~FF_NONSYMBOLIC) | FF_SYMBOLIC, None),
            "FontBBox": fmt(pdfdoc.PDFArray(face.bbox), None),
            "ItalicAngle": fmt(face.italicAngle, None),
            "StemV": fmt(face.stemV, None),
            "MissingWidth": fmt(face.defaultWidth, None),
        }
        widths = Numbers()
        for width in {*face.charWidths.values(), face.defaultWidth}:
            widths[width]  # noqa: B018 - formats it
        cached = face._grail_entries = (face.charWidths, multiline, entries, widths)
    return cached[2], cached[3]


def to_unicode_cmap(fontname: str, subset: list[int]) -> str:
    """reportlab's ``makeToUnicodeCMap``: the same text."""
    head = ("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo\n"
            f"<< /Registry ({fontname})\n/Ordering ({fontname})\n/Supplement 0\n>> def\n"
            f"/CMapName /{fontname} def\n/CMapType 2 def\n1 begincodespacerange\n"
            f"<00> <{len(subset) - 1:02X}>\nendcodespacerange\n{len(subset)} beginbfchar\n")
    if subset and max(subset) <= 0xFFFF and len(subset) <= 256:
        codes = array("H", subset)  # each code as 4 hex digits: one hex() of the big-endian bytes
        if sys.byteorder == "little":
            codes.byteswap()
        quads = _QUAD.findall(codes.tobytes().hex().upper())
        body = "\n".join([f"{code} <{quad}>" for code, quad in zip(_HEX2, quads)])
    else:
        body = "\n".join(map("<%02X> <%04X>".__mod__, enumerate(subset)))
    return head + body + ("\nendbfchar\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend")


_HEX2 = ["<%02X>" % i for i in range(256)]  # a subset's codes 0–255 as the CMap writes them
_QUAD = re.compile("....")


def _may_have_composites(face: Any) -> bool:
    """False when the font's ``maxp`` table says no glyph is composite (maxComponentElements
    and maxComponentDepth 0, as in IPAexGothic): the subset then needs no component scan."""
    maxp = face.get_table("maxp")
    return len(maxp) < 32 or unpack_from(">HH", maxp, 28) != (0, 0)


def _metrics(face: Any, hmetrics: list[tuple[float, float]]) -> tuple[list[int], list[int]]:
    """Every glyph's advance and left side bearing as ints (what makeSubset writes), made once
    per font: a property of the font file, like the widths reportlab reads at load."""
    cached = getattr(face, "_grail_metrics", None)
    if cached is None or cached[0] is not hmetrics:
        cached = (hmetrics, [int(a) for a, _ in hmetrics], [int(b) for _, b in hmetrics])
        face._grail_metrics = cached
    return cached[1], cached[2]


def _positions(face: Any, glyph_pos: list[int], start: int) -> list[int]:
    """Every glyph's offset in the font file (its offset in ``glyf`` plus the table's), made
    once per font: a property of the font file."""
    cached = getattr(face, "_grail_positions", None)
    if cached is None or cached[0] is not glyph_pos or cached[1] != start:
        cached = (glyph_pos, start, [start + p for p in glyph_pos])
        face._grail_positions = cached
    return cached[2]


def make_subset(face: Any, subset: list[int]) -> bytes:
    """The TrueType program of ``subset`` (unicode code points, glyph code = position), byte
    for byte what ``TTFontFace.makeSubset`` returns."""
    try:
        data = face._ttf_data
        start = face.get_table_pos("glyf")[0]
        glyph_pos = face.glyphPos
        char_to_glyph = face.charToGlyph
        hmetrics = face.hmetrics
    except (AttributeError, KeyError, TypeError):  # reportlab internals changed
        return type(face).makeSubset(face, subset)
    output = TTFontMaker()
    olds = list(map(char_to_glyph.get, subset, repeat(0)))  # each code's glyph in the font (0: none)
    glyph_map = list(dict.fromkeys([0, *olds]))               # new glyph index -> old, in order of first use
    glyph_set = dict(zip(glyph_map, range(len(glyph_map))))  # old glyph index -> new
    # glyphs that are parts of composite glyphs (none in a font whose maxp says it has none)
    composite = _may_have_composites(face)
    n = 0
    while composite and n < len(glyph_map):
        old = glyph_map[n]
        n += 1
        pos = glyph_pos[old]
        if glyph_pos[old + 1] == pos or unpack_from(">h", data, start + pos)[0] >= 0:
            continue
        p = start + pos + 10
        flags = GF_MORE_COMPONENTS
        while flags & GF_MORE_COMPONENTS:
            flags, idx = unpack_from(">HH", data, p)
            p += 4
            if idx not in glyph_set:
                glyph_set[idx] = len(glyph_map)
                glyph_map.append(idx)
            p += _component_tail(flags)
    get_table = face.get_table
    for tag in ("name", "OS/2", "cvt ", "fpgm", "prep"):
        try:
            output.add(tag, get_table(tag))
        except KeyError:  # optional tables (cvt, fpgm, prep)
            pass
    post = face.get_table_pos("post")[0]  # (only 12 bytes of a table of ~110 KB are kept)
    output.add("post", b"\x00\x03\x00\x00" + data[post + 4:post + 16] + b"\x00" * 16)
    num_glyphs = len(glyph_map)
    # hmtx: full (advance, lsb) pairs up to the start of the final run of equal advances, then lsb's
    advances, bearings = _metrics(face, hmetrics)
    pick = itemgetter(*glyph_map) if len(glyph_map) > 1 else (lambda seq: (seq[glyph_map[0]],))
    hmtx = [0] * (2 * len(glyph_map))
    hmtx[0::2], hmtx[1::2] = pick(advances), pick(bearings)
    n = len(hmtx) - 2
    while n and hmtx[n] == hmtx[n - 2]:
        n -= 2
    n += 2
    hmtx = hmtx[:n] + hmtx[n + 1::2]
    output.add("hmtx", pack(f">{len(hmtx)}H", *hmtx))
    output.add("hhea", _set_ushort(get_table("hhea"), 34, n >> 1))
    output.add("maxp", _set_ushort(get_table("maxp"), 4, num_glyphs))
    cmap = [0, 1, 1, 0, 0, 12, 6, 10 + len(subset) * 2, 0, 0, len(subset), *map(glyph_set.__getitem__, olds)]
    output.add("cmap", pack(f">{len(cmap)}H", *cmap))
    # glyf and loca: each glyph's bytes padded to a multiple of 4 (sliced, measured and padded
    # by map: no Python step per glyph)
    positions = _positions(face, glyph_pos, start)
    ends = itemgetter(*map((1).__add__, glyph_map)) if len(glyph_map) > 1 else (lambda seq: (seq[glyph_map[0] + 1],))
    glyf = list(map(data.__getitem__, map(slice, pick(positions), ends(positions))))
    if composite:
        glyf = [_renumber(piece, glyph_set) if len(piece) > 2 and unpack_from(">h", piece)[0] < 0 else piece
                for piece in glyf]
    sizes = [(n + 3) & -4 for n in map(len, glyf)]
    offsets = [0, *accumulate(sizes)]
    pos = offsets[-1]
    output.add("glyf", b"".join(map(bytes.ljust, glyf, sizes, repeat(b"\0"))))
    if (pos + 1) >> 1 > 0xFFFF:
        loc_format = 1
        loca = pack(f">{len(offsets)}L", *offsets)
    else:
        loc_format = 0
        loca = pack(f">{len(offsets)}H", *map((1).__rrshift__, offsets))
    output.add("loca", loca)
    output.add("head", _set_ushort(get_table("head"), 50, loc_format))
    return output.makeStream()


def _renumber(piece: bytes, glyph_set: dict[int, int]) -> bytes:
    """A composite glyph with its component glyph numbers changed to the subset's."""
    p = 10
    flags = GF_MORE_COMPONENTS
    while flags & GF_MORE_COMPONENTS:
        flags, idx = unpack_from(">HH", piece, p)
        piece = _set_ushort(piece, p + 2, glyph_set[idx])
        p += 4
        p += _component_tail(flags)
    return piece


class SheetFont(TTFont):
    """reportlab's ``TTFont`` with :meth:`addObjects` writing the same PDF objects faster."""

    def addObjects(self, doc: Any) -> None:
        """As ``TTFont.addObjects`` (reportlab 4–5): one Font, FontDescriptor, ToUnicode CMap
        and font program per subset of up to 256 glyphs."""
        try:
            state = self.state[doc]
        except KeyError:
            state = self.state[doc] = TTFont.State(self._asciiReadable)
        state.frozen = 1
        face = self.face
        widths_of = face.charWidths
        default = face.defaultWidth
        fixed, width_texts = _face_entries(face)
        fonts = doc.idToObject["BasicFonts"].dict
        for n, subset in enumerate(state.subsets):
            internal = self.getSubsetInternalName(n, doc)[1:]
            base = (b"".join((SUBSETN(n), b"+", face.name, face.subfontNameX))).decode("pdfdoc")
            cmap = pdfdoc.PDFStream()
            cmap.content = to_unicode_cmap(base, subset)
            if doc.compression:
                cmap.filters = [pdfdoc.PDFZCompress]
            # a PDFTrueTypeFont's entries: names as PDFName writes them, numbers as fp_str
            font = _FontDict({
                "Type": b"/Font", "Subtype": b"/TrueType", "BaseFont": _name(base), "Name": _name(internal),
                "FirstChar": b"0", "LastChar": str(len(subset) - 1).encode("ascii"),
                "Widths": _Numbers(map(widths_of.get, subset, repeat(default)), width_texts),
                "ToUnicode": doc.Reference(cmap, "toUnicodeCMap:" + base),
                "FontDescriptor": self._descriptor(doc, base, subset, fixed),
            })
            font.__Comment__ = "Font %s subset %d" % (self.fontName, n)
            doc.Reference(font, internal)
            fonts[internal] = font
        del self.state[doc]

    def _descriptor(self, doc: Any, fontname: str, subset: list[int], fixed: dict[str, bytes]) -> Any:
        """As ``TTFontFace.addSubsetObjects``, with :func:`make_subset` (``fixed``: the entries
        every subset of the font writes alike, :func:`_face_entries`)."""
        face = self.face
        program = pdfdoc.PDFStream()
        program.content = make_subset(face, subset)
        program.dictionary["Length1"] = len(program.content)
        if doc.compression:
            program.filters = [pdfdoc.PDFZCompress]
        ref = doc.Reference(program, "fontFile:%s(%s)" % (face.filename, fontname))
        descriptor = _Dict({**fixed, "FontName": _name(fontname), "FontFile2": ref})
        return doc.Reference(descriptor, "fontDescriptor:" + fontname)


def _component_tail(flags: int) -> int:
    """Bytes after a composite glyph component's flags and index: its arguments and transform
    (the TrueType glyf table's layout, read the same way when collecting and when renumbering)."""
    size = 4 if flags & GF_ARG_1_AND_2_ARE_WORDS else 2
    if flags & GF_WE_HAVE_A_SCALE:
        return size + 2
    if flags & GF_WE_HAVE_AN_X_AND_Y_SCALE:
        return size + 4
    if flags & GF_WE_HAVE_A_TWO_BY_TWO:
        return size + 8
    return size
