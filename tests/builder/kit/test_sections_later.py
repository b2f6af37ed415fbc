"""A data system's detailed sheet words its sections on first read
(:meth:`builder.core.sheet.Sheet.sections_later`): a reader gets the same sections as an
evaluation that made them at once (as the evaluator did before), the GM's approvals included,
whether it reads them at once or after other readers used the sheet."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from builder.cli.main import pack_for
from builder.core.documents import parse_build
from builder.core.engine import evaluate
from builder.core.sheet import Sheet

ROOT = Path(__file__).resolve().parents[3]
CHARACTERS = [p for p in sorted(ROOT.glob("examples/*/*.json"))
              if "type" in json.loads(p.read_text(encoding="utf-8"))]


def _eager(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sheets made from here on build their sections at once, as before the change."""
    monkeypatch.setattr(Sheet, "sections_later", lambda self, make: setattr(self, "sections", make()))


@pytest.mark.parametrize("path", CHARACTERS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_lazy_sections_are_the_eager_ones(path, monkeypatch):
    build = parse_build(json.loads(path.read_text(encoding="utf-8")))
    pack = pack_for(build.system)
    lazy = evaluate(pack, build)
    assert lazy.pools == evaluate(pack, build, detail=False).pools  # (other readers first)
    with monkeypatch.context() as m:
        _eager(m)
        eager = evaluate(pack, build)
    assert lazy.sections == eager.sections and lazy.sections
    assert ("approvals" in [s.id for s in lazy.sections]) == bool(build.approvals)
