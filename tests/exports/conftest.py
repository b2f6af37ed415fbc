from __future__ import annotations

import io
from pathlib import Path

import pytest

from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="session")
def pack():
    return load_pack("fate-roll-dice")


@pytest.fixture(scope="session")
def character(pack):
    """character(name) -> (pack, build, sheet) for tests/exports/fixtures/<name>.json."""
    cache = {}

    def get(name: str):
        if name not in cache:
            build = load_build(FIXTURES / f"{name}.json")
            cache[name] = (pack, build, evaluate(pack, build))
        return cache[name]
    return get


@pytest.fixture(scope="session")
def pdf_bytes(character):
    """pdf_bytes(name, layout="default") -> bytes of the invariant PDF."""
    cache = {}

    def get(name: str, layout: str = "default") -> bytes:
        key = (name, layout)
        if key not in cache:
            from exports.pdf.sheet import write_pdf
            buf = io.BytesIO()
            write_pdf(*character(name), buf, layout=layout, invariant=True)
            cache[key] = buf.getvalue()
        return cache[key]
    return get
