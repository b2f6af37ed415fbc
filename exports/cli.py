"""``grail-builder export``: PDF sheets, plain text and ココフォリア characters from character files.

Contract::

    grail-builder export FILE... (--pdf OUT | --text OUT | --ccfolia OUT) [--layout NAME|PATH]
                                 [--lang ja|en] [--campaign FILE] [--invariant]

- ``--pdf``: one file → its full sheet (layout ``default``); several files → a roster (layout
  ``gm-compact``: several NPCs per page). ``--layout`` overrides either (a bundled name:
  ``default``, ``full`` = with the rulebook's skill texts and rank duties, ``gm-compact``; or
  the path to a layout JSON file).
- ``--text``: the plain-text sheet (UTF-8); several files are joined by a blank line.
- ``--ccfolia``: the ココフォリア clipboard JSON (``{"kind":"character","data":…}``); several
  files give a JSON array of those objects. ``OUT`` may be ``-`` for standard output
  (text and ccfolia only).
- Exit 0 when written (findings do not stop an export), 2 when an input cannot be read or
  does not match the character schema (the message names the file and the JSON path), when
  the layout is invalid, or when the output cannot be written.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

EXIT_OK, EXIT_UNREADABLE = 0, 2


def add_export_parser(sub: Any) -> argparse.ArgumentParser:
    """Add the ``export`` subcommand to the CLI's subparsers (called by ``builder.cli``)."""
    e = sub.add_parser("export", help="write PDF sheets, plain text or ココフォリア characters")
    e.add_argument("files", nargs="+", metavar="FILE")
    out = e.add_mutually_exclusive_group(required=True)
    out.add_argument("--pdf", metavar="OUT", help="A4 PDF sheet (several files: GM roster)")
    out.add_argument("--text", metavar="OUT", help="plain-text sheet (UTF-8), - for stdout")
    out.add_argument("--ccfolia", metavar="OUT", help="ココフォリア character JSON, - for stdout")
    e.add_argument("--layout", help="layout name or path to a layout JSON: default (one-page sheet, the "
                   "player's own skill descriptions), full (adds the rulebook's skill effect texts and "
                   "rank duties), gm-compact (several NPCs per page)")
    e.add_argument("--lang", choices=("ja", "en"), default="ja")
    e.add_argument("--campaign", action="append", help="campaign house-rule file (repeatable)")
    e.add_argument("--invariant", action="store_true", help="reproducible PDF (no dates), for tests")
    e.set_defaults(func=cmd_export)
    return e


def _fail(message: str) -> int:
    print(f"grail-builder: {message}", file=sys.stderr)
    return EXIT_UNREADABLE


def _write(out: str, text: str) -> None:
    if out == "-":
        sys.stdout.write(text)
    else:
        Path(out).write_text(text, encoding="utf-8")


def cmd_export(args: argparse.Namespace) -> int:
    from builder.cli import pack_for
    from builder.documents import DocumentError, load_build
    from builder.engine import evaluate
    from builder.packs import PackError

    from .layout import LayoutError

    items = []
    for file in args.files:
        try:
            build = load_build(file)
            pack = pack_for(build.system, args.campaign)
        except (DocumentError, PackError) as exc:
            return _fail(str(exc))
        items.append((pack, build, evaluate(pack, build)))
    try:
        if args.pdf:
            from .pdf import write_pdf, write_roster_pdf
            if args.pdf == "-":
                return _fail("--pdf needs a file name")
            if len(items) == 1 and args.layout in (None, "default"):
                write_pdf(*items[0], args.pdf, "default", args.lang, args.invariant)
            elif len(items) == 1 and args.layout not in ("gm-compact",) and not _is_compact(args.layout, items):
                write_pdf(*items[0], args.pdf, args.layout, args.lang, args.invariant)
            else:
                write_roster_pdf(items, args.pdf, args.layout or "gm-compact", args.lang, args.invariant)
            out = args.pdf
        elif args.text is not None:
            from .text import render_text
            _write(args.text, "\n".join(render_text(p, b, s, args.lang) for p, b, s in items))
            out = args.text
        else:
            from .ccfolia import to_clipboard_text
            docs = [json.loads(to_clipboard_text(p, b, s)) for p, b, s in items]
            payload = docs[0] if len(docs) == 1 else docs
            _write(args.ccfolia, json.dumps(payload, ensure_ascii=False, indent=2) + "\n")
            out = args.ccfolia
    except LayoutError as exc:
        return _fail(f"layout: {exc}")
    except OSError as exc:
        return _fail(f"cannot write: {exc}")
    if out != "-":
        print(out)
    return EXIT_OK


def _is_compact(layout: str | None, items: list) -> bool:
    from .layout import load_layout
    return bool(layout) and load_layout(layout, items[0][0].id).compact
