"""Issue 25 item 8: a fresh clone passes its own tests, so the tests read nothing outside it.

The rulebook and digest copies in tests/fixtures are the sources byte for byte (the SHA-256
each row of tests/fixtures/README.md records, taken from the source when it was copied), and
no test builds a path to the folder beside the repository (``../shared``)."""
from __future__ import annotations

import hashlib
import re
from pathlib import Path

from tests.sources import FIXTURES, ROOT, SEEDS, digest_file, seed_file

# a row of the README's table: | `copy` | `shared/...` (...) | `sum` |
ROW = re.compile(r"^\| `([^`]+)` \| `shared/([^`]+)`[^|]*\| `([0-9a-f]{64})` \|$", re.M)


def test_every_copy_is_its_source_byte_for_byte():
    rows = ROW.findall((FIXTURES / "README.md").read_text(encoding="utf-8"))
    assert len(rows) == len(SEEDS) + 2  # five seeds, two digests
    for copy, source, digest in rows:
        assert hashlib.sha256((FIXTURES / copy).read_bytes()).hexdigest() == digest, copy
        kind, name = source.split("/", 1)
        assert (seed_file(name) if kind == "seeds" else digest_file(name)) == FIXTURES / copy


# ways a test reaches past the repository: ROOT.parent, a "shared" path element, an absolute
# path into the work folder, or a ``parents[N]`` that climbs above the repository from where
# the file is (tests/a/b/test_x.py reaches the repository at parents[3], past it at parents[4])
OUTSIDE = re.compile(r"""ROOT\.parent\b|["']shared["']\s*/|/\s*["']shared["']|["']/work/""")
PARENTS = re.compile(r"parents\[(\d+)\]")


def _climbs_out(path: Path, line: str) -> bool:
    depth = len(path.relative_to(ROOT).parts)  # parents[depth - 1] is the repository itself
    return any(int(n) >= depth for n in PARENTS.findall(line))


def test_no_test_reads_beside_the_repository():
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in sorted((ROOT / "tests").rglob("*.py")) if path.name != "test_sources.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if OUTSIDE.search(line) or _climbs_out(path, line)]
    assert found == []


def test_a_climb_past_the_repository_is_found():
    """The depth rule itself: from tests/builder/core/ parents[3] is the repository and
    parents[4] its parent folder; from tests/exports/ parents[2] is the repository."""
    deep = ROOT / "tests" / "builder" / "core" / "test_x.py"
    assert not _climbs_out(deep, "ROOT = Path(__file__).resolve().parents[3]")
    assert _climbs_out(deep, "ROOT = Path(__file__).resolve().parents[4]")
    assert _climbs_out(ROOT / "tests" / "exports" / "test_x.py", "x = Path(__file__).parents[3]")
