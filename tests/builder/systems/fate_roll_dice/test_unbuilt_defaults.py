"""The two defaults made without validation at start-up (``Alignment.model_construct()`` as
FateBuild's ``alignment``, ``Rules.model_construct`` as PackContent's ``rules`` factory) are the
values validation made: equal, the same fields set, the same dump and the same JSON Schema
default; and importing the models no longer builds either model's validator (each ~50 ms of a
command's start-up)."""
from __future__ import annotations

import json
import subprocess
import sys

from builder.systems.fate_roll_dice.choices import Alignment, FateBuild
from builder.systems.fate_roll_dice.packcontent import PackContent
from builder.systems.fate_roll_dice.packmodel import Rules
from tests.conftest import ROOT


def test_the_unvalidated_defaults_are_what_validation_gives():
    made = {"alignment": FateBuild.model_fields["alignment"].get_default(call_default_factory=True),
            "rules": PackContent.model_fields["rules"].get_default(call_default_factory=True)}
    validated = {"alignment": Alignment(), "rules": Rules()}
    for name, value in made.items():
        assert type(value) is type(validated[name])
        assert value == validated[name], name
        assert value.model_fields_set == validated[name].model_fields_set == set(), name
        assert value.model_dump() == validated[name].model_dump(), name
    # the JSON Schema default of alignment: every axis null, as Alignment() dumps it
    schema = FateBuild.model_json_schema()["properties"]["alignment"]
    assert schema["default"] == {"goal": None, "action": None, "pre_madness": None}
    # a pack content file without "rules", validated, gets the empty rules
    assert PackContent.model_validate({}).rules == Rules()


def test_importing_the_models_builds_neither_validator():
    """In a fresh process (what a command pays): after the imports, both models are still
    deferred (pydantic's ``__pydantic_complete__`` false)."""
    code = ("import json; from builder.systems.fate_roll_dice import choices, packcontent, packmodel; "
            "print(json.dumps([choices.Alignment.__pydantic_complete__, packmodel.Rules.__pydantic_complete__]))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == [False, False]
