"""The bundled pack's models built without pydantic validation (start-up cost, issues 10/13).

Contract: :func:`construct(model, data)` returns what ``model.model_validate(data)`` returns for
``data`` that is valid, equal field for field, type for type (nested models, lists, dicts, the
members a tagged union picks, ``int`` made ``float`` where the field is a float, the fields set),
built with ``model_construct`` from the models' own annotations. It checks nothing: it is for
the bundled pack only (part of the install, read with ``trusted=True``), which the test suite
validates against the committed JSON Schema and the models, and compares with this function's
result (``tests/builder/core/test_packconstruct.py``). Every layer a user can write is still
validated by :mod:`builder.core.packs` with located errors. :func:`constructible(model)` says whether
every annotation the model reaches is one this module knows; when it is not (a validator
function, an untagged union of models …), :mod:`builder.core.packs` validates as before.

Why: validating the largest bundled pack costs pydantic's validator build for the whole
typed content model (~40 ms, once a process) plus ~10 ms of validation; a window's start
and every ``check`` process paid it for data that cannot change between installs.

Pitfall: a model that gains a field validator, a model validator or an alias makes :func:`constructible` false (validation again, slower but right); add the case here
(and to the test) rather than letting the two paths differ.
"""
from __future__ import annotations

import copy
import types
import typing

import typing_extensions
from typing import Annotated, Any, Callable, Literal, Union

from pydantic import BaseModel, Discriminator, JsonValue, Tag
from pydantic.fields import FieldInfo


class Unsupported(Exception):
    """An annotation this module does not build (the caller validates instead)."""


Builder = Callable[[Any], Any]
_PLANS: dict[type, Builder] = {}
_BUILDING: dict[type, list[Builder]] = {}  # models being planned (recursive references)
_VALIDATOR_METADATA = ("BeforeValidator", "AfterValidator", "PlainValidator", "WrapValidator")


def _same(value: Any) -> Any:
    return value


def _to_float(value: Any) -> Any:
    return float(value) if type(value) is int else value


def _strip(annotation: Any) -> tuple[Any, list[Any]]:
    """(the bare type, its Annotated metadata)."""
    metadata: list[Any] = []
    while True:
        origin = typing.get_origin(annotation)
        if origin is Annotated:
            metadata.extend(annotation.__metadata__)
            annotation = annotation.__origin__
        elif origin in (typing_extensions.Required, typing_extensions.NotRequired):
            annotation = typing.get_args(annotation)[0]
        else:
            return annotation, metadata


def checks_only(function: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """Mark a field validator function that only refuses values (it returns every value it
    accepts unchanged): valid data built here needs no call to it."""
    function.__checks_only__ = True  # type: ignore[attr-defined]
    return function


def _check_metadata(metadata: list[Any]) -> None:
    for item in metadata:
        if type(item).__name__ in _VALIDATOR_METADATA and not getattr(item.func, "__checks_only__", False):
            raise Unsupported(f"validator {item!r}")
        if isinstance(item, FieldInfo) and (item.alias or item.validation_alias):
            raise Unsupported("alias")


def _is_simple(annotation: Any) -> bool:
    bare, metadata = _strip(annotation)
    _check_metadata(metadata)
    if bare in (str, int, bool, Any, type(None)):
        return True
    return typing.get_origin(bare) is Literal


def _builder(annotation: Any, discriminator: Any = None) -> Builder:
    """A function turning valid JSON data of ``annotation`` into what pydantic would give."""
    bare, metadata = _strip(annotation)
    _check_metadata(metadata)
    for item in metadata:
        if isinstance(item, Discriminator):
            discriminator = item.discriminator
        elif isinstance(item, FieldInfo) and item.discriminator is not None:
            discriminator = item.discriminator
    origin = typing.get_origin(bare)
    if bare in (str, int, bool, Any, type(None)) or origin is Literal or bare is JsonValue:
        return _same  # (JSON values: pydantic keeps valid ones as they are)
    if bare is float:
        return _to_float
    if typing_extensions.is_typeddict(bare):  # a plain dict whose other keys are kept
        config = getattr(bare, "__pydantic_config__", {}) or {}
        hints = typing_extensions.get_type_hints(bare, include_extras=True)
        if config.get("extra") != "allow" or not all(_is_simple(h) for h in hints.values()):
            raise Unsupported(f"typed dict {bare!r}")
        return dict
    if isinstance(bare, type) and issubclass(bare, BaseModel):
        return _model_builder(bare)
    if origin is list:
        (item_type,) = typing.get_args(bare) or (Any,)
        item = _builder(item_type)
        if item is _same:
            return list
        return lambda value: [item(v) for v in value]
    if origin is dict:
        key_type, value_type = typing.get_args(bare) or (str, Any)
        if not _is_simple(key_type):
            raise Unsupported(f"dict key {key_type!r}")
        value_builder = _builder(value_type)
        if value_builder is _same:
            return dict
        return lambda value: {k: value_builder(v) for k, v in value.items()}
    if origin in (Union, types.UnionType):
        return _union_builder(typing.get_args(bare), discriminator)
    raise Unsupported(f"annotation {annotation!r}")


def _union_builder(members: tuple[Any, ...], discriminator: Any) -> Builder:
    present = [m for m in members if m is not type(None)]
    nullable = len(present) < len(members)
    if len(present) == 1:
        inner = _builder(present[0], discriminator)
        if inner is _same:
            return _same
        return (lambda value: None if value is None else inner(value)) if nullable else inner
    if all(_is_simple(m) for m in present):
        return _same  # str | int …: valid data is already the value pydantic keeps
    if discriminator is None:
        raise Unsupported(f"untagged union {members!r}")
    if callable(discriminator):  # Discriminator(function) with a Tag on each member
        by_tag: dict[Any, Builder] = {}
        for member in present:
            _bare, metadata = _strip(member)
            tags = [m.tag for m in metadata if isinstance(m, Tag)]
            if len(tags) != 1:
                raise Unsupported(f"member without a tag {member!r}")
            by_tag[tags[0]] = _builder(member)
        pick = discriminator
    else:  # Field(discriminator="type"): each member model's Literal names its tags
        by_tag = {}
        for member in present:
            model, _metadata = _strip(member)
            if not (isinstance(model, type) and issubclass(model, BaseModel)):
                raise Unsupported(f"tagged member {member!r}")
            tag_field = model.model_fields.get(discriminator)
            if tag_field is None or typing.get_origin(tag_field.annotation) is not Literal:
                raise Unsupported(f"tag field of {model!r}")
            for tag in typing.get_args(tag_field.annotation):
                by_tag[tag] = _builder(model)
        pick = (lambda key: lambda value: value.get(key))(discriminator)

    def build(value: Any) -> Any:
        if value is None and nullable:
            return None
        return by_tag[pick(value)](value)
    return build


def _model_builder(model: type[BaseModel]) -> Builder:
    plan = _PLANS.get(model)
    if plan is not None:
        return plan
    if model in _BUILDING:  # a model that contains itself: resolved once it is planned
        return lambda value: _PLANS[model](value)
    _BUILDING[model] = []
    try:
        plan = _plan(model)
    finally:
        del _BUILDING[model]
    _PLANS[model] = plan
    return plan


_MISSING = object()


def _default(info: FieldInfo) -> tuple[bool, Any]:
    """What a missing field gets, as pydantic gives it: (True, the value) for an immutable
    default, (False, a function making it) otherwise, (False, None) for a required field."""
    if info.default_factory is not None:
        if info.default_factory_takes_validated_data:
            raise Unsupported("a default factory that reads the other fields")
        return False, info.default_factory
    if info.is_required():
        return False, None
    value = info.default
    if value is None or type(value) in (bool, int, float, str, bytes):
        return True, value
    return False, lambda: copy.deepcopy(value)  # pydantic hands each model its own copy


def _plan(model: type[BaseModel]) -> Builder:
    """The builder of one model: its fields' builders and defaults, then the instance set up as
    ``model_construct`` sets it up (``__dict__`` in field order, the fields set, no extra unless
    the model allows it), without ``model_construct``'s per-call look-ups (it inspects each
    default factory's signature every call: 8× slower than validating)."""
    decorators = model.__pydantic_decorators__
    if (decorators.field_validators or decorators.model_validators or decorators.validators
            or decorators.root_validators):
        raise Unsupported(f"{model.__name__} has validators")
    if model.__pydantic_post_init__ or model.__pydantic_root_model__ or model.__private_attributes__:
        raise Unsupported(f"{model.__name__}: post-init, root model or private attributes")
    plan: list[tuple[str, Builder, bool, Any]] = []
    for name, info in model.model_fields.items():
        if info.alias or info.validation_alias:
            raise Unsupported(f"{model.__name__}.{name} has an alias")
        _check_metadata(list(info.metadata))
        plan.append((name, _builder(info.annotation, info.discriminator), *_default(info)))
    allow_extra = model.model_config.get("extra") == "allow"
    new, set_attribute, missing = model.__new__, object.__setattr__, _MISSING
    # every field in order with its immutable default (or the "missing" mark): copied per
    # instance, then the given keys and the factories' fields filled in (an entry sets a few
    # of its model's many fields, so this does per entry what it writes, not every field)
    template = {name: default if constant else missing for name, _b, constant, default in plan}
    builders = {name: b for name, b, _c, _d in plan if b is not _same}
    factories = [(name, default) for name, _b, constant, default in plan if not constant and default is not None]
    required = [name for name, _b, constant, default in plan if not constant and default is None]

    def build(value: dict[str, Any]) -> BaseModel:
        values = template.copy()
        extra = None
        for key, item in value.items():
            if key in values:
                field_builder = builders.get(key)
                values[key] = item if field_builder is None else field_builder(item)
            elif allow_extra:
                extra = extra or {}
                extra[key] = item
            else:  # not valid data: the bundled pack's test would have failed
                raise ValueError(f"{model.__name__}: unknown key {key!r}")
        for name, factory in factories:
            if values[name] is missing:
                values[name] = factory()
        for name in required:
            if values[name] is missing:
                raise ValueError(f"{model.__name__}: {name!r} is missing")
        if allow_extra and extra is None:
            extra = {}
        instance = new(model)
        set_attribute(instance, "__dict__", values)
        set_attribute(instance, "__pydantic_fields_set__", set(value))  # kept extras count as set too
        set_attribute(instance, "__pydantic_extra__", extra)
        set_attribute(instance, "__pydantic_private__", None)
        return instance
    return build


def constructible(model: type[BaseModel]) -> bool:
    """Whether :func:`construct` can build ``model`` (every annotation it reaches is known)."""
    try:
        _model_builder(model)
    except Unsupported:
        return False
    return True


def construct(model: type[BaseModel], data: dict[str, Any]) -> BaseModel:
    """``model.model_validate(data)`` for valid ``data``, without validating (see the module)."""
    return _model_builder(model)(data)
