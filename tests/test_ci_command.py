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
