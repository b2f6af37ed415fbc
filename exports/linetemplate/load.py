"""Loading a line template (see :mod:`exports.linetemplate`): ``load_template(path, part)``.

Contract: the file is a regular UTF-8 JSON file of at most :data:`MAX_BYTES`, valid for the
part's model (:data:`exports.linetemplate.model.PARTS`); otherwise :class:`TemplateError`
says ``<file>: <json path>: <what>``. A loaded template is kept until its file changes.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from stat import S_ISREG

from pydantic import ValidationError

from exports.linetemplate.model import PARTS, LineTemplate, TemplateError

MAX_BYTES = 256 * 1024  # a template is a few KB


def _pointer(loc: tuple) -> str:
    """The JSON pointer of a validation error's place (the union tags ``<text>`` … left out)."""
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in loc
                          if not (isinstance(p, str) and p.startswith("<")))


@lru_cache(maxsize=16)
def _load_cached(path: str, part: str, _mtime_ns: int, _size: int) -> LineTemplate:
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise TemplateError(f"{path}: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise TemplateError(f"{path}: larger than {MAX_BYTES // 1024} KB: not a template")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise TemplateError(f"{path}: byte {exc.start}: not UTF-8") from None
    except json.JSONDecodeError as exc:
        raise TemplateError(f"{path}: line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except (ValueError, RecursionError) as exc:  # e.g. nesting deeper than the parser allows
        raise TemplateError(f"{path}: not valid JSON ({type(exc).__name__})") from None
    try:
        template = PARTS[part].model_validate(data)
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        msg = str(err["ctx"]["error"]) if err["type"] == "value_error" else err["msg"]
        raise TemplateError(f"{path}: {_pointer(err['loc'])}: {msg}") from None
    template._path = path
    return template


def load_template(path: Path, part: str) -> LineTemplate:
    """The template of ``part`` (a key of :data:`PARTS`) at ``path``; re-read when the file
    changes. Raises :class:`TemplateError` naming the file (and the JSON path) when it is
    not a regular file, too large, not JSON or not a template."""
    try:
        st = path.stat()
    except OSError as exc:
        raise TemplateError(f"{path}: {exc.strerror or exc}") from None
    if not S_ISREG(st.st_mode):
        raise TemplateError(f"{path}: not a regular file")
    return _load_cached(str(path), part, st.st_mtime_ns, st.st_size)


