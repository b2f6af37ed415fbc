"""Importing the exports builds no pydantic validator (``defer_build`` on the layout and
line-template models): ``export --text`` validates one template kind and no layout, yet paid
for the validators of all ~25 models at import, some twice (start-up, issue 25 item 8). The
validators are built on first use and check what they checked (test_linetemplate, test_layout)."""
from __future__ import annotations

import json
import subprocess
import sys

from exports.layout import Layout, Page
from tests.conftest import ROOT


def test_importing_the_exports_builds_no_validator():
    """In a fresh process, as a command starts: every model of the two modules still deferred."""
    code = ("import json, pydantic; from exports import layout; from exports.linetemplate import model; "
            "print(json.dumps(sorted(f'{m.__name__}.{k}' for m in (layout, model) for k, v in vars(m).items() "
            "if isinstance(v, type) and issubclass(v, pydantic.BaseModel) and v.__module__ == m.__name__ "
            "and v.__pydantic_complete__)))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == []


def test_a_layout_without_page_gets_what_page_gives():
    """Layout's ``page`` default is made without validation (``Page.model_construct()``): the
    values Page() gives, and a layout file that leaves ``page`` out validates to it."""
    default = Layout.model_fields["page"].get_default(call_default_factory=True)
    assert default == Page() and default.model_dump() == Page().model_dump()
    assert default.model_fields_set == Page().model_fields_set == set()
    layout = Layout.model_validate({"system": "x", "name": "n", "sections": []})
    assert layout.page == Page() and layout.page.margin_mm == 12 and layout.page.header == "{name} — {type}"
