"""The sheet layout as data: a pydantic model of ``exports/layouts/<name>.json`` and its loader.

Contract: a layout decides page size and margins, fonts sizes, which sections appear in
which order (optionally only for some kinds of character: ``master``/``servant``), their
Japanese titles, the labels of every field and the relative widths of table columns. It
never decides values: those come from :mod:`exports.model`. ``schemas/sheet-layout.schema.json``
is generated from :class:`Layout` (``python -m exports.layout --schema``) and a test keeps it
equal to the committed file.
"""
from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

#: The data a section can show. Each id is produced by :func:`exports.model.sheet_data`.
SectionId = Literal[
    "basics", "ranks", "stats", "derived", "skills", "class_skills", "own_skills",
    "noble_phantasms", "mystic_codes", "gear", "upkeep", "mp_items", "skill_combos",
    "points", "ledger", "findings", "approvals", "profile", "setting",
]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Column(Strict):
    """One column of a table section, or one field of a fields section."""

    key: str = Field(description="the data key (see exports.model for the keys of each section)")
    label: str = Field(description="the printed label (Japanese on the bundled layouts)")
    width: float = Field(default=1.0, gt=0, description="relative width of a table column")


class Section(Strict):
    id: SectionId
    title: str = Field(description="printed heading, e.g. 【ステータス】")
    style: Literal["fields", "table", "items", "lines"] = Field(
        description="fields: label/value pairs; table: one row per entry; items: one block per "
                    "NP/礼装/gear (heading, fields line, text); lines: one paragraph per entry")
    columns: list[Column] = []
    kinds: list[Literal["master", "servant"]] = Field(
        default=[], description="only for these kinds of character (empty: all)")
    field_columns: int = Field(default=2, ge=1, le=6, description="fields style: pairs per row")
    label_width: float = Field(default=0.45, gt=0, le=3, description="fields style: label width relative to its value")
    empty: str = Field(default="なし", description="printed when the section has no entries")
    hide_empty: bool = False


class Page(Strict):
    size: Literal["A4", "B5", "A5", "letter"] = "A4"
    landscape: bool = False
    margin_mm: float = Field(default=12, ge=3, le=40)
    font_size: float = Field(default=8.5, ge=5, le=14)
    title_size: float = Field(default=16, ge=6, le=30)
    heading_size: float = Field(default=10, ge=5, le=20)
    columns: int = Field(default=1, ge=1, le=4, description="frames per page (gm-compact: 2)")
    header: str = Field(default="{name} — {type}", description="repeated page header; {name} {type} {system}")
    footer: str = Field(default="Grail Builder  {system}  {page}", description="{page} {date} {system}")


class Layout(Strict):
    """One printable sheet design."""

    system: str = Field(description="rule-pack id the layout is written for")
    name: str
    title: str = Field(default="キャラクターシート")
    page: Page = Page()
    compact: bool = Field(default=False, description="one block per character, several per page")
    sections: list[Section]


class LayoutError(ValueError):
    pass


def layout_path(name: str) -> Path:
    return Path(__file__).with_name("layouts") / f"{name}.json"


@lru_cache(maxsize=32)
def _load_cached(path: str) -> Layout:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise LayoutError(f"{path}: {exc}") from exc
    try:
        return Layout.model_validate(data)
    except Exception as exc:  # pydantic.ValidationError: name the file
        raise LayoutError(f"{path}: {exc}") from exc


def load_layout(name_or_path: str | Path, system: str = "fate-roll-dice") -> Layout:
    """Load a layout by name (``default`` = the system's own one-page sheet, ``full`` = the same
    with the rulebook's skill effect texts and rank duties, ``gm-compact``) or by a
    path to a JSON file. Raises :class:`LayoutError` naming the file when it is invalid."""
    text = str(name_or_path)
    if text.endswith(".json") or "/" in text or "\\" in text:
        path = Path(text)
    else:
        path = layout_path(system if text == "default" else f"{system}-full" if text == "full" else text)
    if not path.exists():
        raise LayoutError(f"no layout {text!r} ({path})")
    return _load_cached(str(path))


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
