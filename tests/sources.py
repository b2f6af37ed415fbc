"""The rulebooks (seeds) and rule digests the tests read, as committed copies in tests/fixtures.

The authorities live outside the repository (shared/seeds and shared/rules beside the project
folder); a fresh clone has neither, so the tests read only these byte-for-byte copies.
tests/fixtures/README.md names each copy's source and its SHA-256, and
tests/test_sources.py checks the copies against those sums.
"""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"

# a seed's name (as the packs and rule_texts.json cite it) → its copy
SEEDS = {
    "000_8acb8ad758a0196c.txt": "seed000.txt",  # fate-roll-dice
    "001_0ca4af6a39bfc837.txt": "seed001.txt",  # eiyuten
    "002_cb7697588777ea44.txt": "seed002.txt",  # chuseihai
    "003_4a32dc54997efc16.txt": "seed003.txt",  # senya-tsukihime-plus
    "004_52394247ffe7dd97.txt": "seed004.txt",  # grail-tactics
}


def seed_file(name: str) -> Path:
    """The committed copy of the seed called ``name`` (e.g. ``000_8acb8ad758a0196c.txt``)."""
    return FIXTURES / SEEDS[name]


def seed_lines(name: str) -> list[str]:
    """The seed's lines, 0-based (line Ln is ``seed_lines(name)[n - 1]``)."""
    return seed_file(name).read_text(encoding="utf-8").splitlines()


def digest_file(name: str) -> Path:
    """The committed copy of the digest shared/rules/``name``."""
    return FIXTURES / "rules" / name
