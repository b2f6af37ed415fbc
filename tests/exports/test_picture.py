"""A character's picture (issue 26 item 6): ``picture`` in the character file names a PNG, JPEG
or WebP file beside it (a relative path); the PDF sheet prints it in a fixed frame, the
ユドナリウム zip carries it as ユドナリウム saves an image (a file named by the SHA-256 of its bytes,
which is the identifier ユドナリウム gives it on reading, image-file.ts calcHash, and the
character's imageIdentifier); a missing, broken, too large or too many-pixelled file is a
notice naming the file, and the export goes on without it; a public form carries none."""
from __future__ import annotations

import hashlib
import io
import json
import shutil
import zipfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader

from builder.cli.main import main
from builder.files.picture import MAX_BYTES, Picture, PictureProblem, check_bytes, load_picture, relative_to

ROOT = Path(__file__).resolve().parents[2]


def _character(tmp_path: Path, picture: str, example: str = "chuseihai/saber.json") -> Path:
    src = ROOT / "examples" / example
    folder = tmp_path / "chars"
    shutil.copytree(src.parent, folder, dirs_exist_ok=True)
    doc = json.loads((folder / src.name).read_text("utf-8"))
    doc["picture"] = picture
    (folder / src.name).write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
    return folder / src.name


def _image(path: Path, fmt: str, size=(120, 160)) -> bytes:
    Image.new("RGB", size, (200, 30, 30)).save(path, fmt)
    return path.read_bytes()


@pytest.mark.parametrize("fmt,suffix", [("PNG", ".png"), ("JPEG", ".jpg"), ("WEBP", ".webp")])
def test_each_format_goes_into_the_udonarium_zip_as_udonarium_names_it(tmp_path, fmt, suffix):
    saber = _character(tmp_path, f"pictures/face{suffix}")
    (saber.parent / "pictures").mkdir()
    data = _image(saber.parent / "pictures" / f"face{suffix}", fmt)
    out = tmp_path / "s.zip"
    assert main(["export", str(saber), "--udonarium", str(out)]) == 0
    digest = hashlib.sha256(data).hexdigest()
    with zipfile.ZipFile(out) as zf:
        assert sorted(zf.namelist()) == sorted(["data.xml", digest + suffix])
        assert zf.read(digest + suffix) == data  # the file's own bytes
        root = ET.fromstring(zf.read("data.xml"))
    image = next(d for d in root.iter("data") if d.get("name") == "image")
    assert [(d.get("name"), d.get("type"), d.text) for d in image] == [("imageIdentifier", "image", digest)]


def test_the_pdf_sheet_prints_it_fate_and_a_data_system(tmp_path):
    for example in ("chuseihai/saber.json", "saber.json"):
        saber = _character(tmp_path, "face.png", example)
        _image(saber.parent / "face.png", "PNG")
        out = tmp_path / "s.pdf"
        assert main(["export", str(saber), "--pdf", str(out), "--force"]) == 0
        page = PdfReader(out).pages[0]
        assert [(im.image.width, im.image.height) for im in page.images] == [(120, 160)], example


def test_a_missing_or_broken_picture_is_a_notice_and_the_export_goes_on(tmp_path, capsys):
    saber = _character(tmp_path, "gone.png")
    out = tmp_path / "s.pdf"
    assert main(["export", str(saber), "--pdf", str(out)]) == 0
    err = capsys.readouterr().err
    assert "gone.png" in err and "/picture" in err and "Traceback" not in err
    assert out.read_bytes().startswith(b"%PDF-") and len(PdfReader(out).pages[0].images) == 0
    (saber.parent / "gone.png").write_text("not a picture", "utf-8")
    assert main(["export", str(saber), "--udonarium", str(tmp_path / "s.zip")]) == 0
    assert "PNG・JPEG・WebP" in capsys.readouterr().err
    with zipfile.ZipFile(tmp_path / "s.zip") as zf:
        assert zf.namelist() == ["data.xml"]


def test_too_large_and_too_many_pixels_are_refused_with_the_reason(tmp_path):
    big = tmp_path / "big.png"
    big.write_bytes(b"\x89PNG" + b"\0" * MAX_BYTES)
    found = load_picture(None, str(big))
    assert isinstance(found, PictureProblem) and "大きすぎます" in found.message and "too large" in found.message_en
    # 5000×5000 of one colour: a small file that would decode to 25 million pixels
    bomb = io.BytesIO()
    Image.new("1", (5000, 5000)).save(bomb, "PNG")
    assert len(bomb.getvalue()) < MAX_BYTES
    found = check_bytes(bomb.getvalue(), "bomb.png")
    assert isinstance(found, PictureProblem) and "画素" in found.message and "pixels" in found.message_en
    # another format with a picture's name: read by its bytes, refused
    gif = io.BytesIO()
    Image.new("RGB", (10, 10)).save(gif, "GIF")
    assert isinstance(check_bytes(gif.getvalue(), "a.png"), PictureProblem)
    ok = io.BytesIO()
    # exactly the limit; zlib's fastest level (a 220 kB file, under MAX_BYTES) is half the time
    # of the default level 6 for the same 4096×4096 picture
    Image.new("RGB", (4096, 4096)).save(ok, "PNG", compress_level=1)
    assert len(ok.getvalue()) < MAX_BYTES
    assert isinstance(check_bytes(ok.getvalue(), "ok.png"), Picture)


def test_the_public_form_carries_no_picture(tmp_path):
    saber = _character(tmp_path, "face.png")
    _image(saber.parent / "face.png", "PNG")
    out = tmp_path / "p.zip"
    assert main(["export", str(saber), "--udonarium", str(out), "--public"]) == 0
    with zipfile.ZipFile(out) as zf:
        assert zf.namelist() == ["data.xml"]
    assert main(["export", str(saber), "--pdf", str(tmp_path / "p.pdf"), "--public"]) == 0
    assert len(PdfReader(tmp_path / "p.pdf").pages[0].images) == 0


def test_the_stored_path_is_relative_to_the_character_file(tmp_path):
    (tmp_path / "a" / "pics").mkdir(parents=True)
    assert relative_to(tmp_path / "a" / "c.json", tmp_path / "a" / "pics" / "f.png") == "pics/f.png"
    assert relative_to(tmp_path / "a" / "c.json", tmp_path / "g.png") == "../g.png"
