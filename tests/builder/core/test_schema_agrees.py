"""The JSON Schema editors see and the loader say the same about a character: each example
with a wrong-typed value at every JSON path (true, false, 0, 1.5, "yes", null, [])
is accepted by both or refused by both. They once disagreed: the loader read ``true`` as 1 for
points and ``0`` as false for a rank's parameter, which the schema refuses."""
from __future__ import annotations

import json

import pytest

from builder.core.documents import DocumentError, parse_build
from builder.core.schemarefs import schema_validator
from tests.conftest import EXAMPLES, ROOT

SCHEMA = json.loads((ROOT / "schemas" / "fate-roll-dice.character.schema.json").read_text(encoding="utf-8"))
# made once (it holds no state between checks), its references resolved once: the same answers
# (tests/builder/core/test_schemarefs.py) without a lookup at every $ref of every check
VALIDATOR = schema_validator(SCHEMA)
VALUES = [True, False, 0, 1.5, "yes", None, []]


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, (*prefix, i))


@pytest.mark.parametrize("example", sorted(p.name for p in EXAMPLES.glob("*.json")))
def test_loader_and_schema_agree_on_wrong_types(example):
    text = (EXAMPLES / example).read_text(encoding="utf-8")
    base = json.loads(text)
    disagree = []
    for path in list(_paths(base))[1:]:
        for value in VALUES:
            data = json.loads(text)  # a fresh copy of the example (C's parser: a deepcopy cost more)
            node = data
            for step in path[:-1]:
                node = node[step]
            node[path[-1]] = value
            try:
                parse_build(data)
                loader = True
            except DocumentError:
                loader = False
            if loader != VALIDATOR.is_valid(data):
                who = "loader accepts" if loader else "schema accepts"
                disagree.append(("/".join(map(str, path)), value, who))
    assert disagree == []
