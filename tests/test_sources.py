"""Issue 25 item 8: a fresh clone passes its own tests, so the tests read nothing outside it.

The rulebook and digest copies in tests/fixtures are the sources byte for byte (the SHA-256
each row of tests/fixtures/README.md records, taken from the source when it was copied), and
no test builds a path to the folder beside the repository (``../shared``)."""
from __future__ import annotations

import hashlib
import re

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


# ways a test reaches past the repository: ROOT.parent, parents[3] of a test two folders
# deep, a "shared" path element, or an absolute path into the work folder
OUTSIDE = re.compile(r"""ROOT\.parent\b|parents\[[3-9]\]|["']shared["']\s*/|/\s*["']shared["']|["']/work/""")


def test_no_test_reads_beside_the_repository():
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in sorted((ROOT / "tests").rglob("*.py")) if path.name != "test_sources.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if OUTSIDE.search(line)]
    assert found == []
