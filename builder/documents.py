"""Character files: load (with migration), validate, and save without ever corrupting.

Contract:
- :func:`load_build` reads a file and returns a :class:`Build`, or raises
  :class:`DocumentError` naming the file and the JSON path of the first problem. The file is
  only read. Unknown fields are kept.
- :func:`save_build` writes to a temporary file in the same folder, flushes it to disk, keeps
  the previous version as ``<name>.bak`` and atomically replaces the target.
- Files are JSON only; nothing in them is executed.
- :func:`new_build` makes a fresh character from a pack's type (``grail-builder new``, the
  window's first character and 新規).
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from pydantic import ValidationError

from .build import SCHEMA_VERSION, Build

if TYPE_CHECKING:
    from .packs import RulePack

# version n → function turning a version-n document into version n+1 (pure dict → dict).
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
MAX_BYTES = 5 * 1024 * 1024


class DocumentError(Exception):
    def __init__(self, file: str, path: str, message: str):
        super().__init__(f"{file}: {path or '/'}: {message}")
        self.file, self.path, self.message = file, path, message


def _pointer(parts) -> str:
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def parse_build(data: Any, file: str = "<memory>") -> Build:
    if not isinstance(data, dict):
        raise DocumentError(file, "", "a character file holds one JSON object")
    version = data.get("schema_version", 1)
    if not isinstance(version, int) or version < 1:
        raise DocumentError(file, "/schema_version", "must be a positive whole number")
    if version > SCHEMA_VERSION:
        raise DocumentError(file, "/schema_version",
                            f"written by a newer Grail Builder (format {version}; this one reads up to {SCHEMA_VERSION})")
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
        data["schema_version"] = version
    try:
        return Build.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = [p for p in err["loc"] if not (isinstance(p, str) and p.startswith("function-"))]
        raise DocumentError(file, _pointer(loc), err["msg"]) from exc


def load_build(path: str | os.PathLike) -> Build:
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise DocumentError(str(path), "", f"larger than {MAX_BYTES // 1024 // 1024} MiB; not a character file")
        raw = path.read_bytes()
    except OSError as exc:
        raise DocumentError(str(path), "", f"cannot read: {exc.strerror or exc}") from exc
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DocumentError(str(path), "", f"not UTF-8 text (byte {exc.start})") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DocumentError(str(path), "", f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from exc
    except RecursionError as exc:
        raise DocumentError(str(path), "", "nested too deeply") from exc
    return parse_build(data, str(path))


def dump_build(build: Build) -> dict[str, Any]:
    """The document as JSON data: choices only, defaults left out, unknown fields kept."""
    data = build.model_dump(mode="json", exclude_defaults=True)
    head = {"schema_version": build.schema_version, "system": build.system, "type": build.type}
    return {**head, **{k: v for k, v in data.items() if k not in head}}


def to_json(build: Build) -> str:
    return json.dumps(dump_build(build), ensure_ascii=False, indent=2) + "\n"


def save_build(build: Build, path: str | os.PathLike, *, backup: bool = True) -> None:
    path = Path(path)
    text = to_json(build).encode("utf-8")
    directory = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if backup and path.exists():
            bak = path.with_name(path.name + ".bak")
            try:
                _copy(path, bak)
            except OSError:
                pass
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _copy(src: Path, dst: Path) -> None:
    # copy (not rename) so the target exists at every instant until the atomic replace
    data = src.read_bytes()
    fd, tmp = tempfile.mkstemp(prefix=f".{dst.name}.", suffix=".tmp", dir=dst.parent)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
    os.replace(tmp, dst)


def new_build(pack: RulePack, type_name: str, name: str = "") -> Build:
    """A fresh character: the type's base stats and base class skills, no other choice."""
    type_def = pack.find_type(type_name)
    if type_def is None:
        raise ValueError(f"unknown type {type_name!r}; known: {', '.join(pack.types)}")
    data: dict[str, Any] = {
        "system": pack.id, "type": type_def.id, "name": name,
        "stats": {sid: {"level": level} for sid, level in type_def.stats.items()},
        "skills": [{"id": s.skill, "level": s.level} for s in type_def.skills],
    }
    if type_def.gm_entered:
        data["type_override"] = {"stats": dict(type_def.stats),
                                 "skills": [{"skill": s.skill, "level": s.level} for s in type_def.skills]}
    return Build.model_validate(data)
