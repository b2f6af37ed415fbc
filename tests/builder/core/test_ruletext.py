"""A citation's rule text (builder.core.ruletext): what a click on 「L750」 shows.

The seed is the authority: every quote in the Fate/roll dice rule-text index is the seed's own
line, and every line the engine cites has a text in the pack (an entry or a quote)."""
from __future__ import annotations

import glob
import json
from pathlib import Path

import pytest

from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack
from builder.core.ruletext import rule_texts
from tests.sources import seed_lines

ROOT = Path(__file__).resolve().parents[3]
INDEX = ROOT / "builder" / "systems" / "fate_roll_dice" / "pack" / "rule_texts.json"


def _seed(name: str) -> list[str]:
    """The seed's lines from its committed copy (tests/fixtures; a name it has no copy of fails)."""
    return seed_lines(name)


def test_every_quote_is_the_seed_line_it_names():
    index = json.loads(INDEX.read_text(encoding="utf-8"))
    seed = _seed(index["seed"])
    assert index["lines"], "the index is empty"
    for line, quote in index["lines"].items():
        assert quote == seed[int(line) - 1].strip(), f"L{line} is not the seed's line"


def test_the_fp_budget_rule_reads_as_the_seed_writes_it():
    # L750: 「ランクレベルが決定した時点で、キャラクターはランクレベル×6点のFP…を得ます。」 (read in
    # the seed); the finding fp.unspent/fp.overspent cites it, and it is no pack entry
    pack = load_pack("fate-roll-dice")
    texts = rule_texts(pack, 750)
    assert [t.quote for t in texts] == [True]
    assert "ランクレベル×6点のFP" in texts[0].text


def test_an_entry_line_shows_the_entry():
    # L1131 is 黄金律's line (skills list, L1131: 「黄金律(【サーヴァント専用】…)」)
    pack = load_pack("fate-roll-dice")
    texts = rule_texts(pack, 1131, "ja")
    assert texts and texts[0].title == "黄金律" and not texts[0].quote
    english = rule_texts(pack, 1131, "en")
    assert english[0].title == "Golden Rule"


def test_every_cited_line_of_the_engine_has_a_text():
    import importlib.util
    spec = importlib.util.spec_from_file_location("rule_texts_script", ROOT / "scripts" / "rule_texts.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    seed = _seed("000_8acb8ad758a0196c.txt")
    core = json.loads((ROOT / "builder" / "systems" / "fate_roll_dice" / "pack" / "content" / "core.json").read_text("utf-8"))
    cited = script.engine_lines(len(seed)) | script.rule_lines(core, len(seed))
    pack = load_pack("fate-roll-dice")
    missing = sorted(n for n in cited if seed[n - 1].strip() and not rule_texts(pack, n))
    assert missing == []


def _characters() -> list[str]:
    """The example characters (the 陣営表 and unit files beside them have no ``type``)."""
    paths = sorted(glob.glob(str(ROOT / "examples" / "**" / "*.json"), recursive=True))
    return [p for p in paths if "type" in json.loads(Path(p).read_text(encoding="utf-8"))]


@pytest.mark.parametrize("path", _characters())
def test_every_finding_of_the_examples_has_its_rule_text(path):
    build = load_build(path)
    pack = load_pack(build.system)
    missing = [(f.code, f.rule.line) for f in evaluate(pack, build).findings
               if f.rule.line and not rule_texts(pack, f.rule.line)]
    assert missing == []
