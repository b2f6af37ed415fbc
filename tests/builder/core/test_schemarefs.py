"""A schema with its local references resolved once (builder.core.schemarefs) says what the
schema as written says: on bad documents of every committed schema, the same errors (keyword,
message, instance path, schema path, the branches under a oneOf) in the same order, and the same
place and words a user reads when a pack layer is refused (packs._located)."""
from __future__ import annotations

import json
import re

import jsonschema
import pytest

from builder.core.packs import _located
from builder.core.schemarefs import inline_local_refs, schema_validator
from tests.conftest import EXAMPLES, ROOT

SCHEMAS = ROOT / "schemas"
PACKS = ROOT / "builder" / "systems"
#: the wrong value put at each place of a document (an unknown key is added to each object too)
WRONG = [None]


def _paths(value, prefix=()):
    """Each place in ``value``; of a list, its first item's (the others meet the same schema)."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list) and value:
        yield from _paths(value[0], (*prefix, 0))


def _bad_documents(document):
    """``document`` with each place (but the root) set to each :data:`WRONG` value, and with an
    unknown key ``levl`` added to each object."""
    text = json.dumps(document)
    for path in list(_paths(document)):
        bad = json.loads(text)  # a fresh copy (C's parser: a deepcopy cost more)
        target = bad
        for step in path:
            target = target[step]
        if isinstance(target, dict):
            target["levl"] = 1
            yield bad
        for value in WRONG if path else ():
            bad = json.loads(text)
            target = bad
            for step in path[:-1]:
                target = target[step]
            target[path[-1]] = value
            yield bad


def _said(error) -> tuple:
    """What an error says, with the errors of a oneOf/anyOf's branches under it."""
    return (error.validator, error.message, list(error.absolute_path), list(error.absolute_schema_path),
            repr(error.validator_value), [_said(sub) for sub in error.context])


def _validators(schema: dict) -> tuple:
    """(the schema as written, the schema resolved) as validators."""
    return jsonschema.validators.validator_for(schema)(schema), schema_validator(schema)


def _assert_same(validators: tuple, documents) -> int:
    """Both validators give each document the same errors and the same user's message; the
    number of documents refused."""
    count = 0
    for document in documents:
        errors = [list(v.iter_errors(document)) for v in validators]
        assert [_said(e) for e in errors[0]] == [_said(e) for e in errors[1]], document
        if errors[0]:
            # what packs._validate_content reports: the first error by place, as packs._located puts it
            place = [_located(min(each, key=lambda e: [str(p) for p in e.absolute_path])) for each in errors]
            assert place[0] == place[1], document
            count += 1
    return count


def _schema(name: str) -> dict:
    return json.loads((SCHEMAS / name).read_text(encoding="utf-8"))


def _layers(content: dict):
    """User layers like the bundled file, one a field: its first entry of a list, a map whole
    (one field at a time: every place of every kind of entry is tried, each on a small layer)."""
    for key, value in content.items():
        yield {key: value[:1] if isinstance(value, list) else value}


#: the data systems' packs meet one schema (builder.kit's model); 千夜月姫+'s pack has every field
KIT_SYSTEMS = ("eiyuten", "chuseihai", "grail-tactics")


@pytest.mark.parametrize("system,folder", [("fate-roll-dice", "fate_roll_dice"),
                                           ("senya-tsukihime-plus", "senya_tsukihime_plus")])
def test_a_pack_layer_is_refused_with_the_same_errors(system, folder):
    schema = _schema(f"{system}.rulepack.schema.json")
    validators = _validators(schema)
    refused = 0
    for path in sorted((PACKS / folder / "pack" / "content").glob("*.json")):
        for layer in _layers(json.loads(path.read_text(encoding="utf-8"))):
            assert _assert_same(validators, [layer]) == 0  # the bundled entries are valid as they are
            refused += _assert_same(validators, _bad_documents(layer))
    assert refused > 100  # the bad layers were refused, not all accepted


def test_the_other_data_systems_meet_the_schema_tried_above():
    """The other data systems' layers are tried through 千夜月姫+'s: the same schema, and its pack
    has every field theirs have (were it otherwise, they would need their own run above)."""
    senya = _schema("senya-tsukihime-plus.rulepack.schema.json")
    fields = set(json.loads((PACKS / "senya_tsukihime_plus" / "pack" / "content" / "core.json").read_text("utf-8")))
    for system in KIT_SYSTEMS:
        assert _schema(f"{system}.rulepack.schema.json") == senya, system
        for path in (PACKS / system.replace("-", "_") / "pack" / "content").glob("*.json"):
            assert set(json.loads(path.read_text(encoding="utf-8"))) <= fields, path


def test_a_character_is_refused_with_the_same_errors():
    validators = _validators(_schema("fate-roll-dice.character.schema.json"))
    example = json.loads((EXAMPLES / "saber.json").read_text(encoding="utf-8"))
    assert _assert_same(validators, _bad_documents(example)) > 50


def _refs(node) -> set[str]:
    """The definitions ``node`` names (``#/$defs/<name>``), anywhere in it."""
    return {ref.removeprefix("#/$defs/") for ref in re.findall(r'"\$ref": "([^"]*)"', json.dumps(node))}


def test_each_committed_schema_keeps_only_the_references_that_reach_themselves():
    """Every pack and character schema is resolved whole, so a validator never looks a
    reference up; a reference left (the templates' nested conditions, the layout's pages) names a
    definition that reaches itself, which cannot be unfolded."""
    for path in sorted(SCHEMAS.glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        resolved = inline_local_refs(schema)
        assert resolved["$defs"] == schema["$defs"]  # kept, as written
        left = _refs({k: v for k, v in resolved.items() if k != "$defs"})
        if path.name.endswith((".rulepack.schema.json", ".character.schema.json")):
            assert left == set(), path.name
        for name in left:
            reach, todo = set(), [name]
            while todo:
                for ref in _refs(schema["$defs"][todo.pop()]) - reach:
                    reach.add(ref)
                    todo.append(ref)
            assert name in reach, f"{path.name}: {name} is kept but does not reach itself"


SMALL = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": {
        "tree": {"$ref": "#/$defs/Tree"},
        "either": {"oneOf": [{"$ref": "#/$defs/Number"}, {"$ref": "#/$defs/Small"}]},
        "not_small": {"not": {"$ref": "#/$defs/Small"}},
        "capped": {"$ref": "#/$defs/Number", "maximum": 5},
        "noted": {"$ref": "#/$defs/Number", "description": "an annotation only"},
    },
    "$defs": {
        "Tree": {"type": "object", "properties": {"kids": {"type": "array", "items": {"$ref": "#/$defs/Tree"}}},
                 "additionalProperties": False},
        "Number": {"type": "number"},
        "Small": {"type": "integer", "maximum": 3},
    },
}


def test_what_stays_a_reference_and_what_a_message_quotes():
    before = json.loads(json.dumps(SMALL))
    resolved = inline_local_refs(SMALL)
    assert SMALL == before  # the given schema is not changed
    props = resolved["properties"]
    assert props["noted"] == {"type": "number"}  # an annotation beside a $ref: resolved
    assert props["capped"] == {"$ref": "#/$defs/Number", "maximum": 5}  # a validating keyword beside it: kept
    # the tree reaches itself: its first use is resolved, the reference inside it stays
    assert props["tree"]["properties"]["kids"]["items"] == {"$ref": "#/$defs/Tree"}
    bad = [{"tree": {"kids": [{"kids": [{"leaf": 1}]}]}}, {"either": 2}, {"either": 2.5}, {"not_small": 1},
           {"capped": 6}, {"noted": "x"}, {"tree": {"kids": [{"kids": "x"}]}}]
    assert _assert_same(_validators(SMALL), bad) == 6  # all but {"either": 2.5} (a number, not an integer) are refused
    # 2 is a Number and a Small: the message quotes the branches as written
    error = next(schema_validator(SMALL).iter_errors({"either": 2}))
    assert error.message == "2 is valid under each of {'$ref': '#/$defs/Small'}, {'$ref': '#/$defs/Number'}"


def test_a_schema_with_ids_below_its_root_is_left_as_written():
    schema = {**SMALL, "$defs": {**SMALL["$defs"], "Number": {"$id": "https://example.org/n", "type": "number"}}}
    assert inline_local_refs(schema) is schema
    rooted = {**SMALL, "$id": "https://example.org/small"}  # the base the references resolve against
    assert inline_local_refs(rooted)["properties"]["noted"] == {"type": "number"}
    assert _assert_same(_validators(rooted), [{"either": 2}, {"noted": "x"}]) == 2
