"""Generate the committed JSON Schemas from the models: ``python -m builder.schemagen``.

Contract: :func:`schemas` returns {file name: schema}; a test fails when ``schemas/`` is stale.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from .build import Build
from .packs import pack_content_schema

ROOT = Path(__file__).resolve().parent.parent / "schemas"


def character_schema() -> dict[str, Any]:
    schema = Build.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Grail Builder character file"
    return schema


def schemas() -> dict[str, dict[str, Any]]:
    return {"character.schema.json": character_schema(), "rulepack.schema.json": pack_content_schema()}


def render(schema: dict[str, Any]) -> str:
    return json.dumps(schema, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def main() -> int:
    ROOT.mkdir(exist_ok=True)
    for name, schema in schemas().items():
        (ROOT / name).write_text(render(schema), encoding="utf-8")
        print(ROOT / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
