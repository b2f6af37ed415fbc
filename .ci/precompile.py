"""CI: compile the checkout's bytecode once, split over the cores, before the parallel test run.

On a fresh clone nothing is compiled yet, and each of pytest's xdist workers would do it all on
its own, at the same time as the other: rewrite the asserts of every test module (pytest keeps
the rewritten code in ``__pycache__``, keyed by a hash of the source) and compile every module
of the program. The rewriting is most of it (about 12 s of CPU a worker for this suite, against
7-8 s for a worker's whole warm collection; issue 25 item 8). Done here once, the workers find
it all in the cache.

The rewriting is pytest's own (``_pytest.assertion.rewrite``: the function its import hook
calls and the pyc writer it uses, with no configuration, as pytest does when the
``enable_assertion_pass_hook`` ini option is off, its default and ours). These are not a
public API: if a pytest release moves or changes them, this says so and exits 0 (whatever it
raises), and the workers simply
rewrite the tests themselves again, as before. Which files pytest rewrites: the test modules
(``test_*.py``, ``*_test.py``: pytest's default ``python_files``) and every ``conftest.py``.

Usage: ``python .ci/precompile.py`` (from anywhere; the venv's Python, whose pytest runs the tests).
"""
from __future__ import annotations

import compileall
import fnmatch
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("builder", "exports", "forms", "tests")
REWRITTEN = ("test_*.py", "*_test.py", "conftest.py")


class _Trace:
    """What pytest's pyc writer reports to when it cannot write (nothing to do: then the
    worker writes it)."""

    @staticmethod
    def trace(_message: str) -> None:
        return None


def _rewrite(path: str) -> bool:
    """Write the pytest pyc of the test module ``path`` (its asserts rewritten), as pytest's
    import hook would."""
    from _pytest.assertion import rewrite

    fn = Path(path)
    pyc = rewrite.get_cache_dir(fn) / (fn.name[:-3] + rewrite.PYC_TAIL)
    if rewrite._read_pyc(fn, pyc) is not None:  # already current
        return True
    source_hash, code = rewrite._rewrite_test(fn, None)
    pyc.parent.mkdir(parents=True, exist_ok=True)
    return rewrite._write_pyc(_Trace, code, source_hash, pyc)


def _compile(path: str) -> bool:
    """Python's own pyc of the module ``path`` (a module of the program, or a helper the tests import)."""
    return bool(compileall.compile_file(path, quiet=2))


def _job(path: str) -> bool:
    name = os.path.basename(path)
    return _rewrite(path) if any(fnmatch.fnmatch(name, p) for p in REWRITTEN) else _compile(path)


def main() -> int:
    try:
        from _pytest.assertion import rewrite
        missing = [n for n in ("get_cache_dir", "PYC_TAIL", "_read_pyc", "_rewrite_test", "_write_pyc")
                   if not hasattr(rewrite, n)]
    except ImportError as exc:
        missing = [str(exc)]
    if missing:
        print(f"precompile: pytest's assertion rewriter has changed ({', '.join(missing)}); "
              "the test workers will rewrite the tests themselves", file=sys.stderr)
        return 0
    files = [str(p) for package in PACKAGES for p in sorted((ROOT / package).rglob("*.py"))]
    # the biggest first, so that no worker is left with a long file at the end
    files.sort(key=lambda f: -os.path.getsize(f))
    try:
        with ProcessPoolExecutor(os.cpu_count() or 1) as pool:
            done = list(pool.map(_job, files, chunksize=4))
    except Exception as exc:  # noqa: BLE001 - e.g. a rewriter whose signature changed: never fail CI here
        print(f"precompile: stopped ({type(exc).__name__}: {exc}); the test workers compile the rest "
              "themselves", file=sys.stderr)
        return 0
    print(f"precompile: {sum(done)} of {len(files)} modules compiled or current", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
