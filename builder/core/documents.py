"""Character files: load (with migration), validate, and save without ever corrupting.

Contract:
- :func:`load_build` reads a file and returns a :class:`Build`, or raises
  :class:`DocumentError` naming the file and the JSON path of the first problem (or the
  byte offset, line and column when the file is not JSON). The file is only read. Unknown
  fields are kept. Only regular files of at most :data:`MAX_BYTES` are read (a folder, FIFO
  or device is refused without a hang; see :mod:`builder.files.safeio`); BOM accepted; invalid
  UTF-8, lone surrogates, nesting deeper than 64, huge numbers and values beyond the model's
  bounds (:mod:`builder.core.build`) are refused with their place (see :mod:`builder.files.safejson`).
- :func:`save_build` writes atomically (temporary file in the same folder, fsync, rename),
  keeps the previous version as ``<name>.bak``, keeps permissions, symlinks and hard links,
  and returns a :class:`~builder.files.safeio.SaveReport` whose ``backup_error`` says when the
  ``.bak`` could not be written (the save itself still happened). It raises ``OSError`` when
  the file cannot be written (the old file is then untouched and no temporary file is left)
  and :class:`DocumentError` when the build holds text that cannot be written as UTF-8.
- Files are JSON only; nothing in them is executed.
- :func:`new_build` makes a fresh character from a pack's type (``grail-builder new``, the
  window's first character and 新規).
"""
from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING, Any, Callable

from pydantic import ValidationError

from builder.files import safejson
from builder.files.jsonplace import pointer_line
from .packconstruct import construct, constructible
from .build import SCHEMA_VERSION, Build
from builder.files.safeio import InputError, SaveReport, read_user_file, write_file
from .packio import PackError

if TYPE_CHECKING:
    from .packs import RulePack

__all__ = ["DocumentError", "SaveReport", "load_build", "parse_build", "save_build", "dump_build",
           "to_json", "new_build", "MAX_BYTES"]

# version n → function turning a version-n document into version n+1 (pure dict → dict).
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
MAX_BYTES = 5 * 1024 * 1024  # a real character is a few KB; this leaves room for long notes


class DocumentError(Exception):
    """``file`` cannot be read as a character: ``path`` (a JSON pointer, ``""`` for the whole
    file, which the text leaves out rather than print a bare "/") and ``message`` (English);
    ``code`` and ``params`` let :mod:`builder.words.problemtext` say it in the user's language."""

    def __init__(self, file: str, path: str, message: str, code: str = "", params: dict | None = None):
        super().__init__(f"{file}: {path}: {message}" if path else f"{file}: {message}")
        self.file, self.path, self.message = file, path, message
        self.code, self.params = code, params or {}
        #: the file's line of ``path`` (1-based) when the file's text was read; the raw data the
        #: place is worded from (:meth:`place_words`)
        self.line: int | None = None
        self.data: Any = None

    def place_words(self, lang: str = "ja") -> str:
        """``path`` in game words (the pack's names: 筋力のレベル), never the pointer
        (:func:`builder.core.docplace.place_in_file`); empty for the whole file."""
        from .docplace import place_in_file
        return place_in_file(self.data, self.path, lang)

    @classmethod
    def of(cls, file: str, exc: Any, path: str | None = None, prefix: str = "") -> "DocumentError":
        """The problem ``exc`` (an InputError or JsonInputError: ``message``, ``code``,
        ``params``) in ``file``."""
        return cls(file, getattr(exc, "path", "") if path is None else path, prefix + exc.message,
                   getattr(exc, "code", ""), getattr(exc, "params", None))


def parse_build(data: Any, file: str = "<memory>", raw: bytes | None = None) -> Build:
    """A :class:`Build` from JSON data (as :func:`json.loads` gives), or :class:`DocumentError`.
    The data is checked as :func:`builder.files.safejson.check` does (lone surrogates, depth).
    ``raw``: the file's bytes the data was parsed from, for the line of a problem
    (``DocumentError.line``)."""
    if not isinstance(data, dict):
        raise DocumentError(file, "", "a character file holds one JSON object", "not_object")
    try:
        return _parse_build(data, file)
    except DocumentError as exc:
        exc.data = data  # the place is worded from the file's own data (DocumentError.place_words)
        if raw is not None:  # the line a user editing the file by hand looks for
            exc.line = pointer_line(raw.decode("utf-8-sig", "replace"), exc.path)
        raise


def _parse_build(data: dict[str, Any], file: str) -> Build:
    try:
        safejson.check(data)
    except safejson.JsonInputError as exc:
        raise DocumentError.of(file, exc) from exc
    version = data.get("schema_version", 1)
    if type(version) is not int or version < 1:  # noqa: E721 - true is an int to isinstance
        raise DocumentError(file, "/schema_version", "must be a positive whole number", "version_bad")
    if version > SCHEMA_VERSION:
        raise DocumentError(file, "/schema_version",
                            f"written by a newer Grail Builder (format {version}; this one reads up to {SCHEMA_VERSION})",
                            "version_newer", {"version": version, "max": SCHEMA_VERSION})
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
        data["schema_version"] = version
    try:
        return build_model(data.get("system")).model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise DocumentError(file, safejson.pointer(_data_loc(data, err)), err["msg"], "pydantic",
                            {**{k: v if isinstance(v, (str, int, float)) else str(v)
                                for k, v in (err.get("ctx") or {}).items()}, "type": err["type"]}) from exc


def build_model(system: Any) -> type[Build]:
    """The model of ``system``'s characters (its plug-in's ``build_model``), or the envelope
    :class:`Build` for a system no plug-in provides (its data is kept; the engine then says
    the system is unknown)."""
    from .registry import plugin_for
    plugin = plugin_for(system) if isinstance(system, str) else None
    return plugin.build_model if plugin is not None else Build


def _data_loc(data: Any, err: Any) -> list[str | int]:
    """The steps of pydantic's error location that are places in ``data``: pydantic adds its
    own (a union member such as ``constrained-str``, a validator ``function-…``), which would
    name a place that is not in the user's file. A missing field keeps its name."""
    loc, node, steps = list(err["loc"]), data, []
    for i, step in enumerate(loc):
        if isinstance(node, dict) and step in node:
            node = node[step]
        elif isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
            node = node[step]
        elif not (err["type"] == "missing" and i == len(loc) - 1):
            continue
        steps.append(step)
    return steps


def load_build(path: str | os.PathLike) -> Build:
    """Read and check a character file (see the module contract)."""
    file = os.fspath(path)
    file = file if isinstance(file, str) else os.fsdecode(file)
    try:
        raw = read_user_file(path, MAX_BYTES)
    except InputError as exc:
        raise DocumentError.of(file, exc, "") from exc
    try:
        data = safejson.loads(raw, check_data=False)  # parse_build checks it
    except safejson.JsonInputError as exc:
        raise DocumentError.of(file, exc) from exc
    return parse_build(data, file, raw=raw)


def unknown_system_problem(file: str | os.PathLike, system: str, exc: PackError) -> PackError | None:
    """The problem of a character ``file`` whose system has no pack: ``exc`` (the loader's, for
    ``system``) restated as the file's own at ``/system`` with its line, the place a user mends;
    None when ``exc`` is about something else (a broken pack). The command line and the window
    both say it so (builder.cli.common.load_character, forms.app.mainwindow)."""
    if exc.file != system:
        return None
    problem = PackError(str(file), "/system", f"{system}: {exc.message}")
    problem.line = line_of(file, "/system")
    return problem


def line_of(path: str | os.PathLike, pointer: str) -> int | None:
    """The line of ``pointer`` in the character file at ``path`` (None when it cannot be read
    or names no line): a problem found after the file was read (its ``/system``) names it too."""
    try:
        return pointer_line(read_user_file(path, MAX_BYTES).decode("utf-8-sig", "replace"), pointer)
    except (InputError, OSError):
        return None


def dump_build(build: Build) -> dict[str, Any]:
    """The document as JSON data: choices only, defaults left out, unknown fields kept."""
    data = build.model_dump(mode="json", exclude_defaults=True)
    head = {"schema_version": build.schema_version, "system": build.system, "type": build.type}
    return {**head, **{k: v for k, v in data.items() if k not in head}}


def to_json(build: Build) -> str:
    return json.dumps(dump_build(build), ensure_ascii=False, indent=2) + "\n"


def save_build(build: Build, path: str | os.PathLike, *, backup: bool = True) -> SaveReport:
    """Write ``build`` to ``path`` (see the module contract)."""
    data = dump_build(build)
    try:
        text = (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
    except UnicodeEncodeError as exc:  # a lone surrogate: say where, write nothing
        try:
            safejson.check(data)
        except safejson.JsonInputError as where:
            raise DocumentError(os.fspath(path), where.path, f"cannot be saved: {where.message}") from exc
        raise DocumentError(os.fspath(path), "", f"cannot be saved: {exc}") from exc
    return write_file(path, text, backup=backup)


def new_build(pack: RulePack, type_name: str, name: str = "") -> Build:
    """A fresh character of ``type_name`` (its system's plug-in says what that holds:
    e.g. the type's base stats and class skills). ``ValueError`` for an unknown type."""
    from .registry import plugin_for
    plugin = plugin_for(pack.id)
    if plugin is None:
        raise ValueError(f"{pack.id}: no plug-in provides this system")
    data = plugin.new_build(pack, type_name, name)
    data.setdefault("pack_version", pack.manifest.version)
    model = plugin.build_model
    if not name and getattr(pack.origins, "users", None) == frozenset() and constructible(model):
        # made by the plug-in from the bundled pack alone, nothing a user typed in it (a name
        # is checked: its length): built as validation would build it (builder.core.packconstruct;
        # tests/builder/core/test_packconstruct.py compares every type of every system), and the
        # model's validator is built when a file or an edit needs it
        return construct(model, data)
    return model.model_validate(data)
