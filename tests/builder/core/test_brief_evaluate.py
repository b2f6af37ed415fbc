"""``evaluate(..., detail=False)`` (``check`` and ``audit``): the per-row tables are left out and
every figure they print is the same as in the full evaluation, for every example of every system."""
from __future__ import annotations

from pathlib import Path

import pytest

from builder.cli.main import pack_for
from builder.core.documents import load_build
from builder.core.links import evaluate_linked
from builder.core.sections import ListSection, StatSection

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = sorted(p for p in (ROOT / "examples").rglob("*.json")
                  if '"system"' in p.read_text(encoding="utf-8") and '"type"' in p.read_text(encoding="utf-8"))


def test_examples_cover_every_system():
    systems = {load_build(p).system for p in EXAMPLES}
    assert {"fate-roll-dice", "eiyuten"} <= systems and len(systems) >= 4


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: str(p.relative_to(ROOT / "examples")))
def test_brief_sheet_keeps_every_printed_figure(path):
    build = load_build(path)
    pack = pack_for(build.system, None)
    full = evaluate_linked(pack, build, path, lambda s: pack_for(s, None), {})
    # its partner (if any) is evaluated brief too: what a rule reads of it must still be there
    brief = evaluate_linked(pack, build, path, lambda s: pack_for(s, None), {}, detail=False)
    # what check and audit print: pools, derived values, findings, links; the ledger too
    assert brief.pools == full.pools
    assert brief.derived == full.derived
    assert brief.findings == full.findings
    assert brief.ledger == full.ledger
    assert brief.links == full.links
    assert (brief.type, brief.kind, brief.labels) == (full.type, full.kind, full.labels)
    # and what they never print is left out; a data system keeps the stat and list sections,
    # the same as the full sheet's: check --json prints them and a partner's checks count its
    # entries (issue 25 item 1: views read sections)
    assert not brief.checks
    if build.system == "fate-roll-dice":
        assert full.stats and full.skills is not None
        assert brief.stats == {} and brief.skills == [] and not brief.sections
    else:
        assert full.sections
        assert brief.sections == [s for s in full.sections if isinstance(s, (StatSection, ListSection))]
        assert any(isinstance(s, StatSection) for s in brief.sections)
        assert brief.stats == full.stats  # the level column and a partner's stat names read them


def test_examples_include_linked_pairs():
    """The partner figures above are compared on real links, not only on unlinked files."""
    linked = [p for p in EXAMPLES
              if evaluate_linked(pack_for(load_build(p).system, None), load_build(p), p,
                                 lambda s: pack_for(s, None), {}, detail=False).links]
    assert linked
