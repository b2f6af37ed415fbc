"""``python -m exports.linetemplate --schema text|discord``: print a template file's JSON Schema
(committed as ``schemas/text-template.schema.json`` and ``schemas/discord-template.schema.json``;
a test keeps them equal to the model)."""
from __future__ import annotations

import sys

from exports.linetemplate.model import PARTS, schema_text

if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--schema" and sys.argv[2] in PARTS:
        sys.stdout.write(schema_text(sys.argv[2]))
    else:
        sys.exit(f"usage: python -m exports.linetemplate --schema {'|'.join(PARTS)}")
