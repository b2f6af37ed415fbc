"""Generate the committed JSON Schemas from the models: ``python -m builder.schemagen``.

Contract: :func:`schemas` returns {file name: schema}; a test fails when ``schemas/`` is stale.
``character.schema.json`` is the envelope every character has (other fields allowed); each
registered system adds ``<id>.character.schema.json`` (its characters) and
``<id>.rulepack.schema.json`` (one content file of its packs); ``war.schema.json`` is the war
file (:mod:`builder.gm.war.model`).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from builder.core.build import Build
from builder.core.packs import pack_content_schema
from builder.core.registry import plugin_for, systems

ROOT = Path(__file__).resolve().parent.parent / "schemas"


def character_schema(model: type = Build, title: str = "Grail Builder character file") -> dict[str, Any]:
    schema = model.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = title
    return schema


def schemas() -> dict[str, dict[str, Any]]:
    from builder.gm.war.model import WarDoc
    found = {"character.schema.json": character_schema(),
             "war.schema.json": character_schema(WarDoc, "Grail Builder war file")}
    for system in systems():
        plugin = plugin_for(system)
        found[f"{system}.character.schema.json"] = character_schema(
            plugin.build_model, f"Grail Builder character file ({system})")
        found[f"{system}.rulepack.schema.json"] = pack_content_schema(plugin.content_model)
    return found


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
