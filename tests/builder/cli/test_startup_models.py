"""A command's start-up builds no pydantic validator it may not use (issue 25 item 8): the
models are ``defer_build`` and no module makes a model's instance at import. Each validator
cost a command's start-up a few milliseconds, ~50 for the first; ``export --text`` built ~25
it never used. Checked in a fresh process, as a command starts (in the test process other
tests have used the models)."""
from __future__ import annotations

import json
import subprocess
import sys

from tests.conftest import ROOT

#: the modules a command imports whose models it may not use: Fate/roll dice's character and
#: pack models (FateBuild's ``alignment`` default, the content's ``rules`` factory), the sheet
#: layouts and the text and Discord templates
MODULES = ("builder.systems.fate_roll_dice.choices", "builder.systems.fate_roll_dice.packcontent",
           "builder.systems.fate_roll_dice.packmodel", "exports.layout", "exports.linetemplate.model")

BUILT = """
import importlib, json, sys, pydantic
built = []
for name in sys.argv[1:]:
    module = importlib.import_module(name)
    built += [f"{name}.{k}" for k, v in vars(module).items() if isinstance(v, type)
              and issubclass(v, pydantic.BaseModel) and v.__module__ == name and v.__pydantic_complete__]
print(json.dumps(built))
"""


def test_importing_the_models_builds_no_validator():
    proc = subprocess.run([sys.executable, "-c", BUILT, *MODULES], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == []
