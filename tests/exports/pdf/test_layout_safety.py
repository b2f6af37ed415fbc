"""Layouts are data, never code (issue 9, item 4): header and footer substitute bare named
fields only, a bad layout is refused at load with its file and JSON path, and every hostile
layout in ``tests/corpus/layouts/`` is replayed (``expect.json`` says what each must do)."""
from __future__ import annotations

import io
import json
import re
import time
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from exports.layout import FIELD_PATTERN, LayoutError, check_fields, fill, load_layout
from tests.exports.pdfread import read_pdf
from tests.fuzzbudget import fuzz_settings

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT / "tests" / "corpus" / "layouts"
EXPECT = json.loads((CORPUS / "expect.json").read_text(encoding="utf-8"))
SCHEMA = json.loads((ROOT / "schemas" / "sheet-layout.schema.json").read_text(encoding="utf-8"))
REJECTED = sorted(n for n, e in EXPECT.items() if "rejected" in e)
RENDERED = sorted(n for n, e in EXPECT.items() if "renders" in e)


def test_every_corpus_file_has_an_expectation():
    assert sorted(p.name for p in CORPUS.glob("*.json") if p.name != "expect.json") == sorted(EXPECT)


@pytest.mark.parametrize("name", REJECTED)
def test_hostile_layout_is_refused_naming_file_and_place(name):
    path = CORPUS / name
    want = EXPECT[name]["rejected"]
    t = time.perf_counter()
    with pytest.raises(LayoutError) as err:
        load_layout(path, "fate-roll-dice")
    assert time.perf_counter() - t < 10.0  # a hang guard, not a speed test: {name:99999999999} once hung here
    message = str(err.value)
    # the whole file (path "/") is named by the file alone, never a bare "/:"
    assert message.startswith(f"{path}: {want['path']}: " if want["path"] != "/" else f"{path}: "), message
    assert want["path"] != "/" or "/:" not in message
    assert want["says"] in message, message


@pytest.mark.parametrize("name", [n for n in REJECTED if EXPECT[n]["rejected"]["path"].startswith("/page/")])
def test_schema_refuses_the_same_header_and_footer(name):
    """Editors that read the schema flag the same strings the loader refuses."""
    with pytest.raises(jsonschema.ValidationError) as err:
        jsonschema.validate(json.loads((CORPUS / name).read_text(encoding="utf-8")), SCHEMA)
    assert "/" + "/".join(map(str, err.value.absolute_path)) == EXPECT[name]["rejected"]["path"]


@pytest.mark.parametrize("name", RENDERED)
def test_hostile_but_valid_layout_renders(name, character):
    from exports.pdf.sheet import write_pdf
    for who in ("nasty", "master"):
        buf = io.BytesIO()
        t = time.perf_counter()
        write_pdf(*character(who), buf, layout=str(CORPUS / name), invariant=True)
        assert time.perf_counter() - t < 10.0
        pdf = read_pdf(buf.getvalue(), strict=True)
        assert 1 <= len(pdf) <= 60
        assert pdf.page(0)


def test_long_layout_strings_are_cut_with_an_ellipsis(character):
    from exports.pdf.sheet import write_pdf
    buf = io.BytesIO()
    write_pdf(*character("saber"), buf, layout=str(CORPUS / "huge-strings.json"), invariant=True)
    pdf = read_pdf(buf.getvalue())  # page 1 is extracted once for both checks
    lines = pdf.page(0).splitlines()
    assert lines[0].startswith("長長長") and lines[0].endswith("…")  # the page header: one line
    assert sum(line.count("長") for text in pdf.texts() for line in text.splitlines()) < 2000


def test_literal_braces_and_fields_print_as_written(tmp_path, character):
    from exports.pdf.sheet import write_pdf
    data = json.loads((ROOT / "exports" / "systems" / "fate_roll_dice" / "default.json").read_text(encoding="utf-8"))
    data["page"]["header"] = "{{name.__class__}} {name} / {system}"
    data["page"]["footer"] = "{page} of {{page}}"
    path = tmp_path / "braces.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    buf = io.BytesIO()
    write_pdf(*character("saber"), buf, layout=str(path), invariant=True)
    text = read_pdf(buf.getvalue()).page(0)
    name = character("saber")[1].name
    assert f"{{name.__class__}} {name} / fate-roll-dice" in text
    assert "p.1 of {page}" in text
    assert "<class" not in text


def test_fill_never_evaluates_what_slipped_past_the_check():
    """A Layout built in memory bypasses nothing either: fill substitutes bare names only."""
    values = {"name": "セイバー", "page": "p.1"}
    t = time.perf_counter()
    assert fill("{name:>99999999999}|{name.__class__}|{name[0]}|{name!r}|{name}", values) == "||||セイバー"
    assert time.perf_counter() - t < 2.0  # a hang guard: a width of 99999999999 would never finish
    assert fill("{name", values) == "{name"
    assert fill("{{name}} {page}", values) == "{name} p.1"


def test_a_layout_that_is_not_a_regular_file_or_too_large_is_refused(tmp_path):
    import os
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    with pytest.raises(LayoutError, match="not a regular file"):
        load_layout(fifo, "fate-roll-dice")  # reading it would block forever
    big = tmp_path / "big.json"
    big.write_text('{"system": "x", "name": "' + "x" * (1024 * 1024) + '", "sections": []}', encoding="utf-8")
    with pytest.raises(LayoutError, match=r"big\.json: larger than"):
        load_layout(big, "fate-roll-dice")


def test_an_edited_layout_is_read_again(tmp_path):
    data = json.loads((ROOT / "exports" / "systems" / "fate_roll_dice" / "default.json").read_text(encoding="utf-8"))
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_layout(path, "fate-roll-dice").title == data["title"]
    data["title"] = "改訂版シート"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    os_time = path.stat().st_mtime_ns + 10_000_000
    import os
    os.utime(path, ns=(os_time, os_time))
    assert load_layout(path, "fate-roll-dice").title == "改訂版シート"


TOKENS = ["{", "}", "{{", "}}", "name", "type", "system", "page", "date", "player", ":", ">9", "!r", "!s",
          ".", "__class__", "[0]", "0", " ", "x", "—", "\n", "漢", "\ud800"]


@fuzz_settings
@given(st.lists(st.sampled_from(TOKENS), max_size=12).map("".join))
def test_schema_pattern_and_loader_agree(template):
    """The schema's pattern (what editors check) accepts exactly what the loader accepts."""
    try:
        check_fields(template)
        accepted = True
    except ValueError:
        accepted = False
    assert accepted == bool(re.search(FIELD_PATTERN, template))
