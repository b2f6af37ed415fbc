"""CI's step before the test run (.ci/precompile.py, issue 25 item 8) leaves what pytest's
workers would otherwise each make again: a test module's asserts rewritten as pytest rewrites
them, in the pyc pytest's import hook reads, and a plain module's ordinary bytecode."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from tests.sources import ROOT


@pytest.fixture(scope="module")
def precompile():
    spec = importlib.util.spec_from_file_location("precompile", ROOT / ".ci" / "precompile.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_test_module_gets_pytests_rewritten_pyc(tmp_path, precompile):
    from _pytest.assertion import rewrite
    source = tmp_path / "test_sample.py"
    source.write_text("def test_sum():\n    numbers = [1, 2]\n    assert sum(numbers) == 4\n", encoding="utf-8")
    assert precompile._job(str(source))
    code = rewrite._read_pyc(source, tmp_path / "__pycache__" / f"test_sample{rewrite.PYC_TAIL}")
    assert code is not None  # what the import hook checks before it uses the cached module
    namespace: dict = {}
    exec(code, namespace)
    with pytest.raises(AssertionError) as failed:
        namespace["test_sum"]()
    # rewritten: the message shows the values (a plain assert's message would be empty)
    assert "assert 3 == 4" in str(failed.value) and "sum([1, 2])" in str(failed.value)


def test_a_plain_module_gets_its_ordinary_pyc(tmp_path, precompile):
    source = tmp_path / "helper.py"
    source.write_text("VALUE = 1\n", encoding="utf-8")
    assert precompile._job(str(source))
    assert Path(importlib.util.cache_from_source(str(source))).is_file()  # where Python's import looks
    assert not any((tmp_path / "__pycache__").glob("helper.*pytest*"))


def test_a_changed_rewriter_never_fails_the_ci_run(tmp_path, precompile, monkeypatch, capsys):
    # a pytest release that keeps the names but changes what they take must not stop .ci/run
    # (set -e): the step says so, exits 0, and the workers rewrite the tests themselves
    from _pytest.assertion import rewrite

    class InProcess:  # the pool, run here so the changed rewriter below is the one called
        def __init__(self, *_):
            pass

        def __enter__(self):
            return self

        def __exit__(self, *_):
            return False

        def map(self, job, items, chunksize=1):
            return [job(item) for item in items]

    def changed(*_args, **_kwargs):
        raise TypeError("_rewrite_test() takes 3 arguments")

    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_one.py").write_text("def test_one():\n    assert True\n", encoding="utf-8")
    monkeypatch.setattr(precompile, "ROOT", tmp_path)
    monkeypatch.setattr(precompile, "ProcessPoolExecutor", InProcess)
    monkeypatch.setattr(rewrite, "_rewrite_test", changed)
    assert precompile.main() == 0
    assert "precompile: stopped (TypeError: _rewrite_test() takes 3 arguments)" in capsys.readouterr().err
