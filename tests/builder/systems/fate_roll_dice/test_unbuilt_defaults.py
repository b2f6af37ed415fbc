"""The two defaults made without validation at start-up (``Alignment.model_construct()`` as
FateBuild's ``alignment``, ``Rules.model_construct`` as PackContent's ``rules`` factory) are the
values validation made: equal, the same fields set, the same dump and the same JSON Schema
default. (That importing them builds neither validator: tests/builder/cli/test_startup_models.py.)"""
from __future__ import annotations

from builder.systems.fate_roll_dice.choices import Alignment, FateBuild
from builder.systems.fate_roll_dice.packcontent import PackContent
from builder.systems.fate_roll_dice.packmodel import Rules


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

