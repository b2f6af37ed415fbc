"""The bundled packs are built without validation at start-up (builder.core.packconstruct); this is
where they are validated instead: for every bundled system, pydantic's validation of the merged
bundled layers must pass and give exactly what the unvalidated build gives (same types at every
node, same values, same fields set, same extras). A user layer is still validated at load."""
from typing import Annotated, Literal, Union

import pytest
from pydantic import BaseModel, ConfigDict, Field, field_validator

from builder.core import packs
from builder.core.packcheck import Origins
from builder.core.packconstruct import construct, constructible
from builder.core.packbase import Manifest
from builder.core.packio import read_json
from builder.core.registry import plugin_for, systems


def _same(a, b, path="") -> None:
    assert type(a) is type(b), f"{path}: {type(a).__name__} vs {type(b).__name__}"
    if isinstance(a, BaseModel):
        assert a.model_fields_set == b.model_fields_set, path
        assert a.__pydantic_extra__ == b.__pydantic_extra__, path
        assert list(a.__dict__) == list(b.__dict__), path
        for key in a.__dict__:
            _same(a.__dict__[key], b.__dict__[key], f"{path}/{key}")
    elif isinstance(a, dict):
        assert list(a) == list(b), path
        for key in a:
            _same(a[key], b[key], f"{path}/{key}")
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b)):
            _same(x, y, f"{path}/{i}")
    else:
        assert a == b, f"{path}: {a!r} != {b!r}"


@pytest.mark.parametrize("system", systems())
def test_the_bundled_pack_validates_and_builds_the_same_without_validation(system):
    plugin = plugin_for(system)
    model = plugin.content_model
    manifest_data = read_json(plugin.pack_dir / "manifest.json")
    _same(Manifest.model_validate(manifest_data), construct(Manifest, manifest_data))
    _manifest, layers = packs._bundled(system)
    merged, origins, fields = {}, Origins(), packs.field_kinds(model)
    for layer in layers:
        merged = packs._merge(merged, layer, origins, fields)
    assert constructible(model)  # otherwise start-up validates (slower, still right)
    validated = model.model_validate(merged)  # the validation start-up skips: it must pass here
    _same(validated, construct(model, merged))
    _same(validated, packs.load_pack(system, user_layer=False).content)


class _Tagged(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    type: Literal["a"]
    weight: float | None = None
    notes: list[str] = Field(default_factory=list)
    limits: dict[str, int] = {}


class _Other(BaseModel):
    model_config = ConfigDict(frozen=True, extra="allow")
    type: Literal["b", "c"]


class _Holder(BaseModel):
    items: list[Annotated[Union[_Tagged, _Other], Field(discriminator="type")]] = []
    first: _Tagged | None = None


def test_construct_gives_what_validation_gives_on_the_shapes_packs_use():
    data = {"items": [{"type": "a", "weight": 2}, {"type": "c", "more": 1}, {"type": "a", "notes": ["x"]}],
            "first": {"type": "a", "limits": {"n": 1}}}
    built = construct(_Holder, data)
    _same(_Holder.model_validate(data), built)
    assert built.items[0].weight == 2.0 and type(built.items[0].weight) is float  # as pydantic makes it
    assert built.items[1].model_extra == {"more": 1}
    assert built.items[0].notes is not built.items[2].notes  # each its own default


def test_a_model_construct_cannot_build_is_validated():
    class Checked(BaseModel):
        x: int

        @field_validator("x")
        @classmethod
        def positive(cls, value):
            return abs(value)

    class Untagged(BaseModel):
        x: Union[_Tagged, _Other]

    assert not constructible(Checked) and not constructible(Untagged)
    assert constructible(_Holder)


@pytest.mark.parametrize("system", systems())
def test_a_new_character_of_every_type_is_what_validation_makes(system):
    """``new_build`` on a bundled pack builds without validating (the character model's
    validator is built when a file or an edit needs it): the same as validating, every type."""
    from builder.core.documents import new_build
    plugin = plugin_for(system)
    pack = packs.load_pack(system, user_layer=False)
    assert constructible(plugin.build_model)
    types = [t["id"] for t in plugin.types(pack)]
    assert types
    for type_id in types:
        data = plugin.new_build(pack, type_id, "")
        data.setdefault("pack_version", pack.manifest.version)
        built = new_build(pack, type_id)
        _same(plugin.build_model.model_validate(data), built)
        # and it survives its own round trip through the validating path
        _same(plugin.build_model.model_validate(built.model_dump(mode="json")).model_dump(), built.model_dump())
    with pytest.raises(ValueError):  # a name a user typed is checked (its length): validated
        new_build(pack, types[0], "x" * 300)


def test_example_characters_build_the_same_without_validation():
    """The character models' shapes (checks-only validators, JSON values, typed dicts) on every
    example character of every system."""
    import json
    from pathlib import Path
    root = Path(__file__).resolve().parents[3] / "examples"
    seen = 0
    for path in sorted(root.rglob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        plugin = plugin_for(data.get("system", "")) if isinstance(data, dict) else None
        if plugin is None or "type" not in data:
            continue
        try:
            validated = plugin.build_model.model_validate(data)
        except Exception:  # noqa: BLE001 - an example that is not a character (a side, a war)
            continue
        _same(validated, construct(plugin.build_model, data))
        seen += 1
    assert seen >= 20


@pytest.mark.parametrize("system", systems())
def test_a_user_layer_is_laid_over_the_typed_bundled_pack_as_over_the_whole_merge(system, tmp_path):
    """A load with a user layer validates only the user's entries (the bundled ones come typed,
    once a process: builder.core.packmerge); the content must be what validating the whole
    merge of the bundled files and the user's gives, type for type. The user's layer restates
    the first entry of every list, renamed, so every list holds user and bundled entries."""
    import json
    plugin = plugin_for(system)
    model = plugin.content_model
    _manifest, layers = packs._bundled(system)
    merged, origins, fields = {}, Origins(), packs.field_kinds(model)
    for layer in layers:
        merged = packs._merge(merged, layer, origins, fields)
    user = {name: [{**merged[name][0], **({"name": "改名"} if "name" in merged[name][0] else {})}]
            for name in fields[0] if merged.get(name)}
    assert len(user) >= 5  # most lists of the pack take part
    path = tmp_path / "user.json"
    path.write_text(json.dumps(user, ensure_ascii=False), encoding="utf-8")
    whole = packs._merge(merged, packs._Layer(str(path), user, user=True), origins, fields)
    loaded = packs.load_pack(system, [path], user_layer=False).content
    _same(model.model_validate(whole), loaded)
    renamed = [name for name in user if "name" in user[name][0]]
    assert renamed and all(getattr(loaded, name)[0].name == "改名" for name in renamed)
