"""Fixtures shared by the window's app tests (tests/forms/app)."""
from __future__ import annotations

import multiprocessing
from multiprocessing import forkserver
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PREPARED = "tests.forms.app.killchildren"


@pytest.fixture(scope="session")
def forker():
    """A ``multiprocessing`` context whose processes fork from one prepared parent: a fork
    server that has imported :mod:`tests.forms.app.killchildren` (PySide6, the engine, the
    rule pack and two builds) once. A kill test's child then starts in milliseconds instead
    of paying for a new interpreter each time, and is still a process of its own to SIGKILL.
    The fork server is a fresh interpreter (not a fork of this process, which runs Qt), so a
    child may create its own QApplication. It is stopped and reaped at the end of the session,
    so that the CPU it and its children spent counts in this process's (``time`` sees it)."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([PREPARED])
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = str(ROOT)  # the fork server imports the prepared module from here
    try:
        forkserver.ensure_running()
    finally:
        if old is None:
            del os.environ["PYTHONPATH"]
        else:
            os.environ["PYTHONPATH"] = old
    yield context
    # close its "alive" pipe and wait for it (as the standard library's own tests stop it)
    forkserver._forkserver._stop()
