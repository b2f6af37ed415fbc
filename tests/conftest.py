"""Shared fixtures: the bundled pack (loaded once) and paths to the seed and examples."""
from __future__ import annotations

import gc
import itertools
import os
import sys
from pathlib import Path

import pytest

from tests.sources import seed_file

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Collection cost (issue 25 item 8): pytest rewrites the asserts of every test module it imports,
# about 10 s of CPU for this suite, and caches the result in __pycache__ (git-ignored) unless
# bytecode writing is off. This machine and many CI images set PYTHONDONTWRITEBYTECODE=1, which
# made every xdist worker of every run redo the rewrite (measured with --collect-only: 23-24 s
# CPU a process with the variable set, 8 s once the cache is warm). The tests are the one
# place that writes the cache; the program's own runs still honour the variable.
sys.dont_write_bytecode = False

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
SEED = seed_file("000_8acb8ad758a0196c.txt")  # the committed copy (tests/fixtures/README.md)


# The slow kinds (issue 25 item 8): each has its marker (registered in pyproject.toml) and all
# of them also carry ``slow``. The default run and CI run them all; ``-m "not slow and not
# bundle"`` is a quicker run while working (a later -m replaces the one in addopts).
SLOW_KINDS = ("kill", "walk", "stateful", "fuzz")


def pytest_collection_modifyitems(items):
    """A hypothesis test is a ``fuzz`` test without saying so (new ones too), and every test of
    a slow kind is ``slow``. The modules that read the shared page walks run first (see
    :func:`_reads_the_shared_walks`)."""
    from hypothesis import is_hypothesis_test
    for item in items:
        if is_hypothesis_test(getattr(item, "obj", None)) and item.get_closest_marker("fuzz") is None:
            item.add_marker(pytest.mark.fuzz)
        if any(item.get_closest_marker(kind) for kind in SLOW_KINDS):
            item.add_marker(pytest.mark.slow)
    items.sort(key=lambda item: not _reads_the_shared_walks(item))  # stable: each module stays whole


def _reads_the_shared_walks(item) -> bool:
    """Whether ``item``'s module reads tests/forms/pagewalk.py's walks, which a process makes once
    per (file, language) for every module that reads them. Those modules go first, together:
    under ``-n`` each worker starts on its own half of the run and an idle one takes the second
    half of what another has left, so at the front they all run in the first worker, before any
    stealing. Where the halves or a steal parted them, the second worker walked the same
    examples again (seen: the walks' two modules 24.6 s one run, 33.1 s another)."""
    module = getattr(item, "module", None)
    return module is not None and any(getattr(value, "__module__", None) == "tests.forms.pagewalk"
                                      for value in vars(module).values())


def pytest_collection_finish(session):
    """What collection made (the modules, the tests, the packs loaded at import) lives to the end
    of the run: moved out of the collector's sight (``gc.freeze``), so each of its full passes
    during the tests walks only what the tests made (the whole run: 2-5% less CPU, in alternating runs).
    Garbage is collected first, so none is kept. (Taken out once while a crash in deleting a
    walked character's pages was suspected of it; the crash was PySide6's stale layout-item
    wrappers, forms.common.focuschain, which tests/forms/app/test_layout_item_wrappers.py and
    tests/forms/systems/fate_roll_dice/test_marks_rows.py keep away.)"""
    gc.collect()
    gc.freeze()


def pytest_xdist_make_scheduler(config, log):
    """Under ``-n`` (the README's and CI's command) the default ``load`` scheduling becomes
    ``worksteal``: each worker starts on its own half of the run and an idle one takes half of
    what the busiest has left, so a few long tests (the fuzz tests and word walks take 10-30 s
    each) no longer leave one core idle at the end. Any other ``--dist`` (loadscope, loadfile,
    ...) is left as asked."""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import WorkStealingScheduling
    return WorkStealingScheduling(config, log)


_FOLDERS = itertools.count()


def fresh_folder(tmp_path_factory, kind: str) -> Path:
    """A new empty folder under this run's base temporary folder, for ``kind`` (``home``,
    ``settings``): one ``mkdir``. ``tmp_path_factory.mktemp`` lists the whole base folder to
    number each new one, so an autouse fixture calling it made every test pay for a listing
    of all the earlier tests' folders (about 6 ms a test, mostly system time, by the end of
    the run's 2,400 tests). The numbers here come from a counter of this process; an xdist
    worker has a base folder of its own, so no two tests share a folder."""
    parent = tmp_path_factory.getbasetemp() / kind
    parent.mkdir(exist_ok=True)
    folder = parent / str(next(_FOLDERS))
    folder.mkdir()
    return folder


@pytest.fixture(autouse=True)
def user_dirs(tmp_path_factory, monkeypatch):
    """Every test gets user folders of its own (platformdirs reads XDG_*): no user pack, autosave
    or crash report of the developer's own leaks into a test, and none of a test's into theirs.
    The four folders are named, not made, as on a fresh machine whose user has never run the
    program: what writes there makes its folder (a test that puts a user pack there makes it
    too), and what reads finds none. (Making them cost four mkdir calls a test, ~1-3 ms of
    system time each on the CI disk, for folders most tests never touch.)"""
    root = fresh_folder(tmp_path_factory, "home")
    for var in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(root / var.lower()))
    return root


@pytest.fixture(scope="session")
def pack():
    from builder.core.packs import load_pack
    return load_pack("fate-roll-dice", user_layer=False)


@pytest.fixture(scope="session")
def seed_lines():
    """The Fate/roll dice seed, 1-based (index 0 is blank), from its committed copy."""
    return [""] + SEED.read_text(encoding="utf-8").splitlines()


@pytest.fixture
def master_without_school(tmp_path) -> Path:
    """examples/master.json with its 魔術 skill's ○○ (the school) left empty, as a file."""
    import json
    data = json.loads((EXAMPLES / "master.json").read_text(encoding="utf-8"))
    for skill in data["skills"]:
        if skill["id"] == "majutsu":
            del skill["choice"]
    path = tmp_path / "master.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path
