"""Issue 25 item 8: CI runs the README's test command, and that command runs every test.

The README's "Install and pass the tests" line and the last line of .ci/run run pytest the same
way (in parallel, ``-n``); neither leaves out a slow kind, and pyproject's addopts leaves out
only the smoke test of the built program (``bundle``), so the marked slow tests run in CI."""
from __future__ import annotations

import re
import tomllib

from tests.conftest import SLOW_KINDS
from tests.sources import ROOT

PYTEST = re.compile(r"(QT_QPA_PLATFORM=offscreen \.venv/bin/python -m pytest[^\n`]*)")


def readme_command() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("Install and pass the tests", 1)[1].split("```sh\n", 1)[1].split("\n```", 1)[0]
    assert "\n" not in block.strip(), "the README's test command is one line"
    return block.strip()


def test_ci_runs_the_readmes_test_command():
    readme = readme_command()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()[-1]
    assert PYTEST.search(readme).group(1).strip() == ci.strip()
    assert ".venv/bin/pip install -e '.[gui,pdf,test]'" in readme
    assert "pip install -q -e '.[gui,pdf,test]'" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_the_command_runs_in_parallel_and_leaves_out_no_slow_kind():
    options = PYTEST.search(readme_command()).group(1).split(" -m pytest", 1)[1]
    assert re.search(r"\s-n\s+(auto|\d+)\b", options)
    assert " -m " not in options and " -k " not in options
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
    assert config["addopts"] == "-m 'not bundle'"
    registered = {m.split(":", 1)[0] for m in config["markers"]}
    assert set(SLOW_KINDS) | {"slow", "bundle"} <= registered


class _Options:
    """The few options xdist's scheduler hook reads, as ``-n 2`` (and ``--dist``) set them."""

    def __init__(self, dist: str):
        self.values = {"dist": dist, "tx": ["2*popen"], "numprocesses": 2}

    def getvalue(self, name):
        return self.values[name]

    getoption = getvalue


def test_the_parallel_run_steals_work_and_leaves_an_asked_dist_alone():
    """Under ``-n`` xdist's default (``load``) becomes ``worksteal`` (tests/conftest.py), so a long
    fuzz test or word walk at the end does not leave a core idle; any other --dist stays."""
    from xdist.scheduler import WorkStealingScheduling

    from tests.conftest import pytest_xdist_make_scheduler
    from xdist.remote import Producer

    scheduler = pytest_xdist_make_scheduler(_Options("load"), Producer("test"))
    assert isinstance(scheduler, WorkStealingScheduling)
    assert scheduler.numnodes == 2
    assert pytest_xdist_make_scheduler(_Options("loadfile"), Producer("test")) is None


def test_the_run_caches_its_rewritten_test_modules():
    """PYTHONDONTWRITEBYTECODE=1 (this machine, many CI images) would make every worker of every
    run rewrite every test module's asserts again; the test run writes the cache (tests/conftest.py)."""
    import sys

    import _pytest

    assert sys.dont_write_bytecode is False
    # this module was imported through the rewrite, so its rewritten form is now on disk
    # (pytest's own file name for it: <module>.<cache tag>-pytest-<version>.pyc)
    cached = ROOT / "tests" / "__pycache__" / f"test_ci_command.{sys.implementation.cache_tag}-pytest-{_pytest.__version__}.pyc"
    assert cached.is_file(), cached


def test_the_modules_that_share_the_page_walks_run_first_and_whole(request):
    """tests/conftest.py puts every module that reads tests/forms/pagewalk.py's walks at the
    front of the run, each module's tests together: under ``-n`` the first worker then walks
    each example once for all of them."""
    from tests.conftest import _reads_the_shared_walks
    items = request.session.items
    sharing = [item for item in items if _reads_the_shared_walks(item)]
    modules = {item.module.__name__ for item in sharing}
    # the three readers (the word walks, the no-id walk, the reference comparison), when collected
    collected = {item.module.__name__ for item in items}
    expected = {"tests.forms.pages.test_words", "tests.forms.dialogs.test_no_ids", "tests.forms.test_visible"}
    assert modules == expected & collected
    assert items[:len(sharing)] == sharing  # at the front
    names = [item.module.__name__ for item in items]
    for name in set(names):  # each module whole: its tests in one run of the list
        first, last = names.index(name), len(names) - 1 - names[::-1].index(name)
        assert set(names[first:last + 1]) == {name}, name
