"""The example characters that ship with the package: ``grail-builder new --example NAME``.

Contract: :func:`cmd_new_example` is the ``new --example`` command (``list``, or write one
example to ``-o FILE``, never over a file without ``--force``). :func:`example_names` lists
every example by its name, the path under the examples folder without ``.json`` (``saber``,
``<system>/<name>`` for a system's own folder …), sorted;
:func:`example_bytes` returns one example's file exactly as shipped, or raises
:class:`KeyError` for a name not in the list (never a path outside the folder: names are
looked up, not joined).

There is one copy of the examples: ``examples/`` at the top of a checkout (tests and the
README use it). ``builder/examples`` is a link to it, so that a wheel carries them as the
``builder`` package's data (pyproject ``package-data``); a checkout where the link is a plain
file (git on Windows without symlinks) falls back to ``examples/`` beside the package.
"""
from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

_PACKAGED = Path(str(resources.files("builder") / "examples"))  # package data (also in the standalone build)
_CHECKOUT = Path(__file__).resolve().parents[2] / "examples"


def examples_dir() -> Path:
    """The folder the examples are read from (see the module docstring)."""
    return _PACKAGED if _PACKAGED.is_dir() else _CHECKOUT


def example_names() -> list[str]:
    folder = examples_dir()
    if not folder.is_dir():
        return []
    return sorted(p.relative_to(folder).with_suffix("").as_posix()
                  for p in [*folder.glob("*.json"), *folder.glob("*/*.json")] if p.is_file())


def example_bytes(name: str) -> bytes:
    """The example ``name`` (one of :func:`example_names`), byte for byte."""
    if name not in example_names():
        raise KeyError(name)
    return (examples_dir() / f"{name}.json").read_bytes()


def _renamed(data: bytes, name: str) -> bytes:
    """The example's bytes with its ``name`` replaced, checked as the file model checks a name
    (:class:`builder.core.documents.DocumentError` when it breaks a limit)."""
    from builder.core.documents import parse_build, to_json
    doc = json.loads(data.decode("utf-8"))
    doc["name"] = name
    return to_json(parse_build(doc, "--name")).encode("utf-8")


def cmd_new_example(args: Any) -> int:
    """``new --example NAME -o FILE [--name N]``: the shipped example, byte for byte (with
    ``--name``: renamed); ``list``: their names."""
    from builder.cli.common import EXIT_OK, EXIT_UNREADABLE, out, refuse_overwrite, say, words
    from builder.core.documents import DocumentError
    from builder.files.outputs import write_output

    names = example_names()
    if args.example == "list":
        for name in names:
            out(name)
        return EXIT_OK
    if args.system is not None:
        say(words("new.both", system=args.system))
        return EXIT_UNREADABLE
    if args.output is None:
        say(words("new.example_no_output"))
        return EXIT_UNREADABLE
    if args.example not in names:
        say(words("new.no_example", example=args.example, known=", ".join(names)))
        return EXIT_UNREADABLE
    if (why := refuse_overwrite(args.output, args.force)) is not None:
        say(why)
        return EXIT_UNREADABLE
    try:
        data = example_bytes(args.example)
        if getattr(args, "name", None):  # --name renames the copy (it was ignored silently, #29)
            data = _renamed(data, args.name)
        write_output(args.output, data)
    except DocumentError as exc:
        say(words("option_problem", option="name", why=exc.message))
        return EXIT_UNREADABLE
    except (OSError, ValueError) as exc:
        say(words("file.cannot_write", path=args.output, why=getattr(exc, "strerror", None) or exc))
        return EXIT_UNREADABLE
    out(str(args.output))
    return EXIT_OK
