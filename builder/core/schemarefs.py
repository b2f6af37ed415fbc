"""A JSON Schema with its local ``$ref``s resolved once, for a faster validator that says the same.

Contract: :func:`inline_local_refs` returns a schema that accepts and refuses exactly what the
given one does, with the same errors: the same keyword (``validator``), message, instance path
(``absolute_path``), schema path and ``validator_value``, in the same order, with the same
branches under a ``oneOf``/``anyOf``. Each ``{"$ref": "#/$defs/Name"}`` (with at most annotation
keywords beside it: a description, a default) becomes the definition itself, resolved once per
definition, so a validator no longer looks the name up and descends twice at every use: in
jsonschema that lookup and extra descent were most of a pack layer's validation (issue 25 item
8). jsonschema leaves ``$ref`` out of an error's schema path, so the paths do not change; each
use is a :class:`_Written` copy whose ``repr`` is the reference as written, so a message that
quotes a subschema ("... is valid under each of {'$ref': '#/$defs/Small'}", "... should not be
valid under ...") reads as before. (An error's ``schema`` is the resolved definition: the
definition's keywords, its references resolved; its own ``repr``, which no message uses, is the
reference's.) The given schema is not changed.

A ``$ref`` stays as it is where resolving it could change what it means: a definition that
reaches itself (a recursive schema cannot be unfolded), a ``$ref`` with validating keywords
beside it, and any reference that is not ``#/$defs/<name>``; the kept references still resolve,
as ``$defs`` is kept as written. A schema that sets ``$id`` below its root, or ``$anchor`` or
``$dynamicRef`` anywhere, is returned unchanged: a reference there may not mean the root's
``$defs``.
"""
from __future__ import annotations

from typing import Any

__all__ = ["inline_local_refs", "schema_validator"]

_PREFIX = "#/$defs/"
# keywords beside a $ref that no validator reads: dropping them changes no error
_ANNOTATIONS = frozenset({"description", "title", "default", "examples", "deprecated", "readOnly", "writeOnly",
                          "$comment"})
_SCOPE_KEYWORDS = frozenset({"$id", "$anchor", "$dynamicRef", "$dynamicAnchor", "$recursiveRef"})


def inline_local_refs(schema: Any) -> Any:
    """``schema`` with each local ``#/$defs/<name>`` reference that can be resolved without
    changing a message replaced by the (itself resolved) definition; see the module's contract."""
    if (not isinstance(schema, dict) or not isinstance(schema.get("$defs"), dict)
            or _sets_scope({k: v for k, v in schema.items() if k != "$id"})):
        return schema  # the root's own $id is the base "#/$defs/..." resolves against: harmless
    defs: dict[str, Any] = schema["$defs"]
    done: dict[str, Any] = {}
    in_progress: set[str] = set()

    def resolve_def(name: str) -> Any:
        if name not in done:
            in_progress.add(name)
            done[name] = walk(defs[name])
            in_progress.discard(name)
        return done[name]

    def target(node: dict[str, Any]) -> str | None:
        ref = node.get("$ref")
        if not isinstance(ref, str) or not ref.startswith(_PREFIX) or set(node) - {"$ref"} - _ANNOTATIONS:
            return None
        name = ref[len(_PREFIX):]
        if "/" in name or "~" in name or name not in defs or name in in_progress:
            return None  # a pointer into a definition, an unknown one, or a definition that reaches itself
        return name

    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(item) for item in node]
        if not isinstance(node, dict):
            return node
        name = target(node)
        if name is not None:
            return _Written(resolve_def(name), node)
        out: dict[str, Any] = {}
        for key, value in node.items():
            if key == "$defs" and node is schema:
                out[key] = value  # kept as written: what the references left in place resolve to
            elif key in ("properties", "patternProperties", "$defs", "dependentSchemas") and isinstance(value, dict):
                out[key] = {k: walk(v) for k, v in value.items()}  # names, not schemas
            elif key in ("enum", "const", "required", "discriminator") or key in _ANNOTATIONS:
                out[key] = value  # data, not schemas
            else:
                out[key] = walk(value)
        return out

    return walk(schema)


class _Written(dict):
    """A resolved definition that reads (its ``repr``) as the reference it replaced, so a message
    or an error's ``validator_value`` that quotes a subschema reads as it did before."""

    def __init__(self, resolved: dict[str, Any], written: dict[str, Any]) -> None:
        super().__init__(resolved)
        self._written = repr(written)

    def __repr__(self) -> str:
        return self._written


def _sets_scope(node: Any) -> bool:
    if isinstance(node, dict):
        return any(k in _SCOPE_KEYWORDS for k in node) or any(_sets_scope(v) for v in node.values())
    if isinstance(node, list):
        return any(_sets_scope(v) for v in node)
    return False


def schema_validator(schema: dict[str, Any]) -> Any:
    """A jsonschema validator for ``schema`` (its ``$schema``'s draft) that validates the
    inlined form (:func:`inline_local_refs`): same answers and errors, fewer lookups."""
    import jsonschema  # imported only when a schema is used: it costs start-up time

    return jsonschema.validators.validator_for(schema)(inline_local_refs(schema))
