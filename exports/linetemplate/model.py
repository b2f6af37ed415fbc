"""The line-template language's model (see :mod:`exports.linetemplate`): the JSON a template
file holds, validated by pydantic, its placeholders parsed (:func:`tokens`) when it is loaded.

Contract: a template that validates names only known blocks and conditions, and each of its
strings is literal text, ``{{``/``}}`` and placeholders ``{key.sub|filter:arg}`` of the known
filters; anything else (``{name!r}``, ``{name:>9}``, a lone brace) is refused.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Annotated, Any, ClassVar, Iterator, Union

from pydantic import (AfterValidator, BaseModel, ConfigDict, Discriminator, Field, PrivateAttr, Tag,
                      model_validator)

_NAME = r"[A-Za-z_][A-Za-z0-9_]*"
_KEY = re.compile(rf"{_NAME}(?:\.[A-Za-z0-9_]+)*")
_TOKEN = re.compile(r"\{\{|\}\}|\{[^{}]*\}|[{}]")
_FILTERS = {"oneline": None, "rjust": r"[1-9][0-9]?", "shorten": r"[1-9][0-9]{0,3}", "default": r"[^|{}]*"}
#: the same rule as a JSON Schema ``pattern`` (ECMA-262), so editors flag a bad string too
_FILTER_PATTERN = r"(?:oneline|rjust:[1-9][0-9]?|shorten:[1-9][0-9]{0,3}|default:[^|{}]*)"
TEXT_PATTERN = r"^(?:[^{}]|\{\{|\}\}|\{" + _KEY.pattern + r"(?:\|" + _FILTER_PATTERN + r")*\})*$"
_PLACEHOLDER = re.compile(rf"\{{(?P<key>{_KEY.pattern})(?P<filters>(?:\|[a-z]+(?::[^|{{}}]*)?)*)\}}")


class TemplateError(ValueError):
    """A template that cannot be used: ``<file>: <json path>: <what>``."""


def tokens(text: str) -> tuple[Any, ...]:
    """``text`` as literal strings and ``(key, ((filter, arg), …))`` placeholders; raises
    :class:`ValueError` for a brace or placeholder outside the language."""
    out: list[Any] = []
    pos = 0
    for m in _TOKEN.finditer(text):
        out.append(text[pos:m.start()])
        pos = m.end()
        token = m.group()
        if token in ("{{", "}}"):
            out.append(token[0])
            continue
        found = _PLACEHOLDER.fullmatch(token)
        if found is None:
            raise ValueError(f"{token[:60]}: not a placeholder ({{key}}, {{key.sub|filter:arg}}; "
                             f"{{{{ and }}}} for a literal brace)")
        filters = []
        for part in found["filters"].split("|")[1:]:
            name, _, arg = part.partition(":")
            pattern = _FILTERS.get(name)
            takes_arg = pattern is not None  # oneline takes none; an unknown name is refused below
            if (name not in _FILTERS or (":" in part) != takes_arg
                    or (pattern is not None and not re.fullmatch(pattern, arg))):
                raise ValueError(f"{token[:60]}: filter {part[:30]!r}: the filters are oneline, rjust:N, "
                                 f"shorten:N, default:TEXT")
            filters.append((name, arg))
        out.append((found["key"], tuple(filters)))
    out.append(text[pos:])
    return tuple(t for t in out if t != "")


def _check_text(text: str) -> str:
    tokens(text)
    return text


def _check_key(key: str) -> str:
    if not _KEY.fullmatch(key):
        raise ValueError(f"{key[:60]!r}: not a key (names joined by dots)")
    return key


Text = Annotated[str, AfterValidator(_check_text), Field(json_schema_extra={"pattern": TEXT_PATTERN})]
Key = Annotated[str, AfterValidator(_check_key)]
Name = Annotated[str, Field(pattern=rf"^{_NAME}$")]


class _Strict(BaseModel):
    # defer_build: a model's validator is built when it is first used (a template loaded), not
    # for each of the ~20 models at import: ``export --text`` validates one template kind, and
    # the other commands that import the exports validate none (start-up, issue 25 item 8)
    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)


def _tag(kinds: tuple[str, ...]) -> Callable[[Any], str | None]:
    """The union member a JSON value is, by its shape: a string, a list, or an object by
    the first of ``kinds`` it has as a key (None: an object of no known kind)."""
    def tag(value: Any) -> str | None:
        if isinstance(value, str):
            return "<text>"
        if isinstance(value, list):
            return "<line>"
        if isinstance(value, dict):
            return next((f"<{k}>" for k in kinds if k in value), None)
        return next((f"<{k}>" for k in kinds if getattr(value, "kind", None) == k), None)
    return tag


class NotCond(_Strict):
    kind: ClassVar[str] = "not"
    not_: "Cond" = Field(alias="not")


class AllOf(_Strict):
    kind: ClassVar[str] = "all"
    all: list["Cond"]


class AnyOf(_Strict):
    kind: ClassVar[str] = "any"
    any: list["Cond"]


class Equals(_Strict):
    kind: ClassVar[str] = "is"
    is_: tuple[Key, str] = Field(alias="is")


class Differs(_Strict):
    kind: ClassVar[str] = "isnt"
    isnt: tuple[Key, str]


class StartsWith(_Strict):
    kind: ClassVar[str] = "starts"
    starts: tuple[Key, str]


class Exists(_Strict):
    kind: ClassVar[str] = "has"
    has: Key


CondKey = Annotated[str, Field(pattern=rf"^@?{_KEY.pattern}$")]
Cond = Annotated[Union[Annotated[CondKey, Tag("<text>")], Annotated[NotCond, Tag("<not>")],
                       Annotated[AllOf, Tag("<all>")], Annotated[AnyOf, Tag("<any>")],
                       Annotated[Equals, Tag("<is>")], Annotated[Differs, Tag("<isnt>")],
                       Annotated[StartsWith, Tag("<starts>")], Annotated[Exists, Tag("<has>")]],
                 Discriminator(_tag(("not", "all", "any", "is", "isnt", "starts", "has")))]


class IfPiece(_Strict):
    kind: ClassVar[str] = "if"
    if_: Cond = Field(alias="if")
    then: list["Piece"] = []
    else_: list["Piece"] = Field(default=[], alias="else")


class JoinPiece(_Strict):
    kind: ClassVar[str] = "join"
    join: Key
    as_: Name = Field(default="item", alias="as")
    item: list["Piece"]
    sep: str = ""


class PartsPiece(_Strict):
    kind: ClassVar[str] = "parts"
    parts: list[list["Piece"]]
    sep: str = ""


Piece = Annotated[Union[Annotated[Text, Tag("<text>")], Annotated[IfPiece, Tag("<if>")],
                        Annotated[JoinPiece, Tag("<join>")], Annotated[PartsPiece, Tag("<parts>")]],
                  Discriminator(_tag(("if", "join", "parts")))]
Line = Annotated[Union[Annotated[Text, Tag("<text>")], Annotated[list[Piece], Tag("<line>")]],
                 Discriminator(_tag(()))]


class IfBlock(_Strict):
    kind: ClassVar[str] = "if"
    if_: Cond = Field(alias="if")
    then: list["Block"] = []
    else_: list["Block"] = Field(default=[], alias="else")


class EachBlock(_Strict):
    kind: ClassVar[str] = "each"
    each: Key
    as_: Name = Field(default="item", alias="as")
    let: dict[Name, Key] = {}
    lines: list["Block"]
    empty: list["Block"] = []


class UseBlock(_Strict):
    kind: ClassVar[str] = "use"
    use: Name


Block = Annotated[Union[Annotated[Text, Tag("<text>")], Annotated[list[Piece], Tag("<line>")],
                        Annotated[IfBlock, Tag("<if>")], Annotated[EachBlock, Tag("<each>")],
                        Annotated[UseBlock, Tag("<use>")]],
                  Discriminator(_tag(("if", "each", "use")))]
# (the models naming Piece, Block or Condition above are completed with them on first use: defer_build)


def _nodes(node: Any) -> Iterator[Any]:
    """``node`` and every node inside it."""
    yield node
    if isinstance(node, BaseModel):
        for name in type(node).model_fields:
            yield from _nodes(getattr(node, name))
    elif isinstance(node, (list, tuple)):
        for x in node:
            yield from _nodes(x)
    elif isinstance(node, dict):
        for x in node.values():
            yield from _nodes(x)


def _named_conditions(cond: Any) -> Iterator[str]:
    """The names of the ``@name`` conditions ``cond`` refers to."""
    if isinstance(cond, str):
        if cond.startswith("@"):
            yield cond[1:]
    elif isinstance(cond, NotCond):
        yield from _named_conditions(cond.not_)
    elif isinstance(cond, (AllOf, AnyOf)):
        for c in cond.all if isinstance(cond, AllOf) else cond.any:
            yield from _named_conditions(c)


def _circle(graph: dict[str, set[str]]) -> str | None:
    """A name of ``graph`` whose edges lead back to it (None when there is no circle)."""
    for start in graph:
        seen: set[str] = set()
        todo = list(graph[start])
        while todo:
            name = todo.pop()
            if name == start:
                return start
            if name not in seen and name in graph:
                seen.add(name)
                todo += graph[name]
    return None


class LineTemplate(_Strict):
    """What every template has: its source (the seed lines it follows), named conditions and
    named blocks (each ``use`` and ``@name`` must name one)."""

    source: str = Field(description="what the template follows, with the seed's lines")
    _path: str = PrivateAttr(default="template")
    conditions: dict[Name, Cond] = {}
    blocks: dict[Name, list[Block]] = {}

    @model_validator(mode="after")
    def _names_known(self) -> "LineTemplate":
        blocks, conditions = ", ".join(self.blocks) or "none", ", ".join(self.conditions) or "none"
        for node in _nodes(self):
            if isinstance(node, UseBlock) and node.use not in self.blocks:
                raise ValueError(f"use {node.use!r}: no such block (blocks: {blocks})")
            conds = ([node.if_] if isinstance(node, (IfPiece, IfBlock))
                     else list(self.conditions.values()) if node is self else [])
            for name in (n for c in conds for n in _named_conditions(c)):
                if name not in self.conditions:
                    raise ValueError(f"@{name}: no such condition (conditions: {conditions})")
        uses = {name: {n.use for n in _nodes(lines) if isinstance(n, UseBlock)}
                for name, lines in self.blocks.items()}
        if (name := _circle(uses)) is not None:  # expanding it would never end
            raise ValueError(f"block {name!r} uses itself")
        if (name := _circle({k: set(_named_conditions(c)) for k, c in self.conditions.items()})) is not None:
            raise ValueError(f"condition @{name} refers to itself")
        return self

    @property
    def path(self) -> str:
        """The file it was loaded from (named by every :class:`TemplateError` it causes)."""
        return self._path


class SheetTemplate(LineTemplate):
    """A plain-text sheet: its ``lines`` with the words of ``words/<words>`` as ``w``."""

    words: Annotated[str, Field(pattern=r"^[a-z][a-z0-9_-]*\.json$")] = Field(
        description="the file of the sheet's words in Japanese and English, in the system's words/ folder")
    lines: list[Block]


class MessageList(_Strict):
    heading: Line
    lines: list[Block]


class MessageExtra(_Strict):
    word: str = Field(description="what the note of what did not fit calls these lines")
    lines: list[Block]


class MessageTemplate(LineTemplate):
    """A Discord message (:class:`exports.discordtext.Message`): the head lines, the lists that
    are always there whole, the extras as they fit, the words of what it never carries."""

    head: list[Block]
    lists: list[MessageList]
    extras: list[MessageExtra] = []
    absent: list[Block] = []


#: which model each part's file is
PARTS: dict[str, type[LineTemplate]] = {"text": SheetTemplate, "discord": MessageTemplate}


def json_schema(part: str) -> dict:
    """The JSON Schema of ``part``'s template file (``schemas/<part>-template.schema.json``)."""
    schema = PARTS[part].model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = f"https://grail-builder.invalid/schemas/{part}-template.schema.json"
    return schema


def schema_text(part: str) -> str:
    return json.dumps(json_schema(part), ensure_ascii=False, indent=2) + "\n"
