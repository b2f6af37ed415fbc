"""The sheet layout as data: a pydantic model of ``exports/systems/<system>/<name>.json`` and its loader.

Contract: a layout decides page size and margins, fonts sizes, which sections appear in
which order (optionally only for some kinds of character: ``master``/``servant``), their
Japanese titles, the labels of every field and the relative widths of table columns. It
never decides values: those come from :mod:`exports.sectionview`. ``schemas/sheet-layout.schema.json``
is generated from :class:`Layout` (``python -m exports.layout --schema``) and a test keeps it
equal to the committed file.

Layout strings are data, never code: the page header and footer substitute named fields only
(:data:`FIELDS`, by :func:`fill`, never ``str.format``). Attribute access, indexing,
conversions and format specs (``{name.__class__}``, ``{name[0]}``, ``{name!r}``,
``{name:>999999999}``) are rejected when the layout is loaded, with a :class:`LayoutError`
naming the file and the JSON path (``/page/header``); the schema carries the same rule as a
``pattern`` so editors flag it too. Numbers are finite and bounded, a layout file is a regular
file of at most :data:`MAX_BYTES`.
"""
from __future__ import annotations

import json
import re
import string
import sys
from stat import S_ISREG
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Literal, Mapping

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

#: The data a section can show. Each id is produced by :func:`exports.sectionview.section_data`.
SectionId = Literal[
    "basics", "ranks", "stats", "derived", "skills", "class_skills", "own_skills",
    "noble_phantasms", "mystic_codes", "gear", "upkeep", "mp_items", "skill_combos", "summoning", "troops",
    "points", "ledger", "findings", "approvals", "profile", "setting",
]


#: The fields a page header or footer may name, and nothing else.
FIELDS = ("name", "type", "system", "page", "date")
#: The same rule as a JSON Schema ``pattern`` (ECMA-262): literal text, ``{{``, ``}}`` or a bare field.
FIELD_PATTERN = r"^(?:[^{}]|\{\{|\}\}|\{(?:" + "|".join(FIELDS) + r")\})*$"
MAX_BYTES = 1024 * 1024  # a layout is a few KB; refuse anything absurd before parsing it
_FORMATTER = string.Formatter()
_FIELD_LIST = " ".join("{" + f + "}" for f in FIELDS)


def check_fields(template: str) -> str:
    """Return ``template`` when it names only :data:`FIELDS`, bare; otherwise raise
    :class:`ValueError` saying what is wrong with which field."""
    try:
        parts = list(_FORMATTER.parse(template))
    except ValueError:
        raise ValueError("unmatched '{' or '}' (write {{ or }} for a literal brace)") from None
    for _literal, field, spec, conv in parts:
        if field is None:
            continue
        shown = "{" + field + ("!" + conv if conv else "") + (":" + spec if spec else "") + "}"
        if conv is not None:
            problem = "conversions (!r, !s, !a) are not allowed"
        elif spec:
            problem = "format specs (:…) are not allowed"
        elif field == "" or field[:1].isdigit():
            problem = "positional fields are not allowed"
        elif field not in FIELDS and any(c in field for c in ".["):
            problem = "attribute access and indexing are not allowed"
        elif field not in FIELDS:
            problem = "unknown field"
        else:
            continue
        raise ValueError(f"{shown[:80]}: {problem}; a layout string may name only {_FIELD_LIST}")
    return template


def fill(template: str, values: Mapping[str, str]) -> str:
    """``template`` with each bare ``{field}`` of :data:`FIELDS` replaced by ``values[field]``
    (missing: empty). Never calls ``str.format``: a template that slipped past
    :func:`check_fields` (a Layout built in memory) has its bad fields left out, not evaluated;
    one whose braces do not even parse is returned as it is."""
    try:
        parts = list(_FORMATTER.parse(template))
    except ValueError:
        return template
    out = []
    for literal, field, spec, conv in parts:
        out.append(literal)
        if field in FIELDS and not spec and conv is None:
            out.append(str(values.get(field, "")))
    return "".join(out)


class Strict(BaseModel):
    # defer_build: the validators are built when a layout is first loaded, not at import
    # (``export --text`` and the other exports import this module and load no layout)
    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True, allow_inf_nan=False)


class Column(Strict):
    """One column of a table section, or one field of a fields section."""

    key: str = Field(description="the data key (see exports.sectionview for the keys of each section)")
    label: str = Field(description="the printed label (Japanese on the bundled layouts)")
    label_en: str = Field(default="", description="the label on an English sheet (--lang en); empty: label")
    width: float = Field(default=1.0, ge=0.01, le=100, description="relative width of a table column")


class Section(Strict):
    id: SectionId
    title: str = Field(description="printed heading, e.g. 【ステータス】; empty: no heading line")
    title_en: str = Field(default="", description="the heading on an English sheet (--lang en); empty: title")
    style: Literal["fields", "table", "across", "items", "lines"] = Field(
        description="fields: label/value pairs; table: one row per entry; across: one column per "
                    "entry (the first column's values head the columns; a row whose values are all "
                    "empty or — is left out); items: one block per NP/礼装/gear (heading, fields "
                    "line, text); lines: one paragraph per entry")
    columns: list[Column] = Field(default=[], max_length=60)
    kinds: list[Literal["master", "servant"]] = Field(
        default=[], description="only for these kinds of character (empty: all)")
    field_columns: int = Field(default=2, ge=1, le=6, description="fields style: pairs per row")
    label_width: float = Field(default=0.45, gt=0, le=3, description="fields style: label width relative to its value")
    empty: str = Field(default="なし", description="printed when the section has no entries")
    empty_en: str = Field(default="none", description="empty, on an English sheet")
    max_lines: int = Field(default=0, ge=0, le=1000,
                           description="lines a value or text may take before it is cut with …; 0: up to a "
                                       "page for a table cell, about five pages for a text block")
    hide_empty: bool = False


class Page(Strict):
    size: Literal["A4", "B5", "A5", "letter"] = "A4"
    landscape: bool = False
    margin_mm: float = Field(default=12, ge=3, le=40)
    font_size: float = Field(default=8.5, ge=5, le=14)
    title_size: float = Field(default=16, ge=6, le=30)
    heading_size: float = Field(default=10, ge=5, le=20)
    columns: int = Field(default=1, ge=1, le=4, description="frames per page (gm-compact: 2)")
    header: str = Field(default="{name} — {type}", json_schema_extra={"pattern": FIELD_PATTERN},
                        description="repeated page header: text and the fields {name} {type} {system} {page} "
                                    "{date} (bare names only; {{ and }} for literal braces)")
    footer: str = Field(default="Grail Builder  {system}  {page}",
                        json_schema_extra={"pattern": FIELD_PATTERN},
                        description="page footer: text and the fields {name} {type} {system} {page} {date}")

    _fields = field_validator("header", "footer")(check_fields)


class Layout(Strict):
    """One printable sheet design."""

    system: str = Field(description="rule-pack id the layout is written for")
    name: str
    title: str = Field(default="キャラクターシート")
    title_en: str = Field(default="", description="the title on an English sheet (--lang en); empty: title")
    page: Page = Page.model_construct()  # = Page(), without building its validator at import
    compact: bool = Field(default=False, description="one block per character, several per page")
    sections: list[Section] = Field(max_length=200)


def in_language(layout: Layout, lang: str) -> Layout:
    """``layout`` as printed in ``lang``: in English each title, label and empty text is its
    ``_en`` one where the layout gives it (else the Japanese, never a key); Japanese: unchanged."""
    if lang != "en":
        return layout
    sections = [s.model_copy(update={"title": s.title_en or s.title, "empty": s.empty_en or s.empty,
                                     "columns": [c.model_copy(update={"label": c.label_en or c.label})
                                                 for c in s.columns]})
                for s in layout.sections]
    return layout.model_copy(update={"title": layout.title_en or layout.title, "sections": sections})


class LayoutError(ValueError):
    pass


def layout_path(name: str, system: str) -> Path:
    """A system's bundled layout: ``exports/systems/<system>/<name>.json`` (the system's own
    folder, so adding a system touches no core file)."""
    return _systems_dir() / system.replace("-", "_") / f"{name}.json"


@lru_cache(maxsize=1)
def _systems_dir() -> Path:
    """The package's ``systems`` data folder, through importlib.resources (found the same way
    in a checkout, a wheel and the standalone build, scripts/build_bundle.py); looked up once
    per process (the package does not move; each sheet export asks for its layout)."""
    return Path(str(resources.files("exports") / "systems"))


def layout_names(system: str) -> list[str]:
    folder = _systems_dir() / system.replace("-", "_")
    return sorted(p.stem for p in folder.glob("*.json")) if folder.is_dir() else []


#: The layouts a system without layouts of its own is drawn with from its typed sections: the
#: sheet (:mod:`exports.pdf.sections`) and the GM-compact blocks, six a page (:mod:`exports.pdf.compact`).
SECTION_LAYOUTS = ("default", "gm-compact")


def offered_layouts(system: str) -> list[str]:
    """The layout names ``grail-builder export --layout`` draws the system's sheet with, and so
    the ones the window offers: the system's bundled layouts (:func:`layout_names`), else
    :data:`SECTION_LAYOUTS`."""
    return layout_names(system) or list(SECTION_LAYOUTS)


def has_layouts(system: str) -> bool:
    """Whether the system's folder holds sheet layouts (``exports/systems/<id>/*.json``): its
    sheets and GM-compact blocks are then drawn from them (:class:`exports.pdf.sheet.SheetRenderer`);
    a system without any is drawn from its sections by the generic renderers
    (:mod:`exports.pdf.sections`, :mod:`exports.pdf.compact`)."""
    return bool(layout_names(system))


def _pointer(loc: tuple) -> str:
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in loc)


@lru_cache(maxsize=32)
def _load_cached(path: str, _mtime_ns: int, _size: int) -> Layout:
    # keyed by modification time and size too: a layout edited while the window runs is re-read
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise LayoutError(f"{path}: {exc.strerror or exc}") from exc
    if len(raw) > MAX_BYTES:
        raise LayoutError(f"{path}: larger than {MAX_BYTES // 1024} KB: not a sheet layout")
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise LayoutError(f"{path}: byte {exc.start}: not UTF-8") from exc
    except json.JSONDecodeError as exc:
        raise LayoutError(f"{path}: line {exc.lineno} column {exc.colno}: {exc.msg}") from exc
    except (ValueError, RecursionError) as exc:  # e.g. nesting deeper than the parser allows
        raise LayoutError(f"{path}: not valid JSON ({type(exc).__name__})") from exc
    try:
        return Layout.model_validate(data)
    except ValidationError as exc:  # name the file and the JSON path of the first problem
        err = exc.errors(include_url=False)[0]
        # our own checks raise ValueError: print its text, without pydantic's "Value error, "
        msg = str(err["ctx"]["error"]) if err["type"] == "value_error" else err["msg"]
        where = _pointer(err["loc"])
        raise LayoutError(f"{path}: {where}: {msg}" if where != "/" else f"{path}: {msg}") from exc  # root: no "/"


def load_layout(name_or_path: str | Path, system: str) -> Layout:
    """Load a layout by name (``default`` = the system's own one-page sheet, ``full`` = the same
    with the rulebook's skill effect texts and rank duties, ``gm-compact``) or by a
    path to a JSON file. Raises :class:`LayoutError` (``<file>: <json path>: <message>``) when
    it is missing, not a regular file, too large, not JSON or not a valid layout."""
    text = str(name_or_path)
    if text.endswith(".json") or "/" in text or "\\" in text:
        path = Path(text)
    else:
        if not re.fullmatch(r"[A-Za-z0-9_-]+", text) or not re.fullmatch(r"[A-Za-z0-9_.-]+", system):
            raise LayoutError(f"no layout {text!r}")
        path = layout_path(text, system)
    try:
        st = path.stat()
    except (OSError, ValueError):
        raise LayoutError(f"no layout {text!r} ({path})") from None
    if not S_ISREG(st.st_mode):  # a FIFO or device would block the read forever (stat follows links, as is_file)
        raise LayoutError(f"{path}: not a regular file")
    return _load_cached(str(path), st.st_mtime_ns, st.st_size)


def json_schema() -> dict:
    schema = Layout.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://grail-builder.invalid/schemas/sheet-layout.schema.json"
    return schema


def schema_text() -> str:
    return json.dumps(json_schema(), ensure_ascii=False, indent=2) + "\n"


if __name__ == "__main__":  # python -m exports.layout --schema > schemas/sheet-layout.schema.json
    if "--schema" in sys.argv:
        sys.stdout.write(schema_text())
