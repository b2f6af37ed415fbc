"""``grail-builder export``: PDF sheets, plain text and ココフォリア characters from character files.

Contract::

    grail-builder export FILE... (--pdf OUT | --text OUT | --ccfolia OUT | --udonarium OUT.zip
                                  | --discord [-o OUT]) [--layout NAME|PATH]
                                 [--lang ja|en] [--campaign FILE] [--public] [--invariant]

- ``--pdf``: one file → its full sheet (layout ``default``); several files → a roster (layout
  ``gm-compact``: several NPCs per page). ``--layout`` overrides either (a bundled name:
  ``default``, ``full`` = with the rulebook's skill texts and rank duties, ``gm-compact``; or
  the path to a layout JSON file).
- ``--text``: the plain-text sheet (UTF-8); several files are joined by a blank line.
- ``--ccfolia``: the ココフォリア clipboard JSON (``{"kind":"character","data":…}``), one
  pasteable character per file, never an array (a room takes one character per paste). One
  input: ``OUT`` is the file (or ``-`` for standard output), or an existing folder to write
  ``<input name>.ccfolia.json`` in. Several inputs: ``OUT`` is a folder (created if missing)
  and gets one ``<input name>.ccfolia.json`` per character (``-2``… when two inputs share a
  name); ``-`` is refused. Each file is guarded as ``OUT`` is. ``-`` works for text too.
- ``--udonarium``: a zip ユドナリウム loads (drop it on a room): one character XML per file
  (:mod:`exports.online.udonarium`).
- ``--discord``: text that fits one Discord message per character (:mod:`exports.online.discord`),
  printed, or written to ``-o OUT``; several files: one message each, separated by a blank line.
- Without reportlab (the ``pdf`` extra), ``--pdf`` says how to install it and exits 2.
- ``--public``: the public form of any of them, what other players may see by the system's
  rule (:func:`builder.core.secrets.public_view`: a Servant named by its class, no true name, only
  what was revealed in play, none of the GM's parts; the PDF's title is that name). Without
  it a ココフォリア character is marked ``secret`` (other players cannot open it).
- Exit 0 when written (findings do not stop an export), 2 when an input cannot be read or
  does not match the character schema (the message names the file and the JSON path), when
  the layout is invalid, or when the output cannot be written. With several inputs, each bad
  one is reported and the others are still exported (exit 2 all the same).
- The user's files come first: an existing ``OUT`` is only replaced with ``--force``; ``OUT``
  is never a file the export read (character, its partner, campaign, user pack or layout
  file; compared as files, so links count, :mod:`builder.files.outputs`), not even with
  ``--force``, nor a link out of its folder; the export is rendered in memory and then written
  atomically (:func:`builder.files.safeio.write_file`), so a failed export leaves ``OUT`` as it was.
  On standard output, control characters from the characters are shown escaped.
"""
from __future__ import annotations

import argparse
import json
import os
import stat
import sys
from pathlib import Path
from typing import Any

EXIT_OK, EXIT_UNREADABLE = 0, 2


def add_export_parser(sub: Any) -> argparse.ArgumentParser:
    """Add the ``export`` subcommand to the CLI's subparsers (called by ``builder.cli.main``)."""
    e = sub.add_parser("export", help="write PDF sheets, plain text or ココフォリア characters")
    e.add_argument("files", nargs="+", metavar="FILE")
    out = e.add_mutually_exclusive_group(required=True)
    out.add_argument("--pdf", metavar="OUT", help="A4 PDF sheet (several files: GM roster)")
    out.add_argument("--text", metavar="OUT", help="plain-text sheet (UTF-8), - for stdout")
    out.add_argument("--ccfolia", metavar="OUT", help="ココフォリア character JSON, - for stdout; several "
                     "files: OUT is a folder, one <name>.ccfolia.json per character (never an array)")
    out.add_argument("--udonarium", metavar="OUT", help="ユドナリウム character zip (drop it on a room)")
    out.add_argument("--discord", action="store_true",
                     help="text that fits one Discord message (2,000 characters); printed, or -o OUT")
    e.add_argument("-o", "--output", metavar="OUT", help="with --discord: write to OUT instead of printing")
    e.add_argument("--layout", help="layout name or path to a layout JSON: default (one-page sheet, the "
                   "player's own skill descriptions), full (adds the rulebook's skill effect texts and "
                   "rank duties), gm-compact (several NPCs per page)")
    e.add_argument("--lang", choices=("ja", "en"), default="ja")
    e.add_argument("--campaign", "--pack", action="append", dest="campaign",
                   help="campaign house-rule file or user pack (repeatable; --pack is the same)")
    e.add_argument("--public", action="store_true",
                   help="what other players may see: the class as the name, no true name, only the skills and "
                   "Noble Phantasms marked revealed, no GM notes (the system's rule, builder.core.secrets)")
    e.add_argument("--invariant", action="store_true", help="reproducible PDF (no dates), for tests")
    e.add_argument("--force", action="store_true", help="overwrite OUT if it exists")
    e.set_defaults(func=cmd_export)
    return e


def _fail(message: str) -> int:
    from builder.cli.main import say
    say(message)
    return EXIT_UNREADABLE


def _guard_output(out: str, args: argparse.Namespace) -> str | None:
    """Why ``out`` must not be written: it exists (without --force), or it is an input."""
    from builder.cli.main import refuse_overwrite
    from builder.files.safeio import same_file

    if (why := refuse_overwrite(out, args.force)) is not None:
        return why
    inputs = [*args.files, *(args.campaign or [])]
    if args.layout and _exists(args.layout):
        inputs.append(args.layout)
    if _exists(out):
        for source in inputs:
            if _exists(source) and same_file(out, source):
                return (f"{out}: is the input {source}; choose another output file "
                        "(--force does not change this)")
    return None


def _exists(path: str) -> bool:
    """``Path.exists`` that says no for a name the system refuses (too long, not searchable):
    such a name is then reported by whatever tries to open it, with its reason."""
    try:
        return Path(path).exists()
    except OSError:
        return False


def _guard_layout(layout: str | None) -> str | None:
    """A layout path that is no regular file (a FIFO would block the reader forever)."""
    if not layout or not _exists(layout):
        return None
    if not stat.S_ISREG(os.stat(layout).st_mode):
        return f"{layout}: layout: not a regular file"
    return None


def cmd_export(args: argparse.Namespace) -> int:
    from builder.cli.main import load_character, pack_for, report_problem
    from builder.core.documents import DocumentError
    from builder.core.links import evaluate_linked
    from builder.files.outputs import write_output
    from builder.core.packs import PackError
    from builder.core.secrets import NoPublicRule, public_file_stem, public_view
    from builder.words.terminal import escape, json_text

    from .layout import LayoutError
    from .linetemplate import TemplateError

    if args.output is not None and not args.discord:
        return _fail("-o/--output goes with --discord (the other formats take their file name)")
    if args.discord:
        args.discord = args.output if args.output is not None else "-"
    for option in ("pdf", "udonarium"):
        if getattr(args, option) == "-":
            return _fail(f"--{option} needs a file name")
    if args.pdf is not None and (why := _pdf_missing()) is not None:
        return _fail(why)
    if sys.stdout is None and "-" in (args.text, args.ccfolia, args.discord):  # stdout closed (>&-)
        return _fail("-: cannot write: standard output is closed; give a file name")
    # "" is a (bad) name given by the user, not a missing option: compare with None
    out = next(v for v in (args.pdf, args.text, args.ccfolia, args.udonarium, args.discord)
               if v not in (None, False))
    to_folder = args.ccfolia is not None and out != "-" and (len(args.files) > 1 or _is_dir(out))
    if args.ccfolia == "-" and len(args.files) > 1:
        return _fail("--ccfolia -: several characters need a folder (--ccfolia OUTDIR): "
                     "ココフォリア pastes one character at a time")
    if to_folder:
        if (why := _guard_folder(out)) is not None:
            return _fail(why)
    elif out != "-" and (why := _guard_output(out, args) or _guard_layout(args.layout)) is not None:
        return _fail(why)
    items, status, sources, read = [], EXIT_OK, [], []
    for file in args.files:
        try:
            build, pack = load_character(file, args.campaign)
        except (DocumentError, PackError) as exc:
            report_problem(file, exc, args.lang)
            status = EXIT_UNREADABLE
            continue
        sheet = evaluate_linked(pack, build, file, lambda system: pack_for(system, args.campaign))
        if args.public:
            try:
                build, sheet = public_view(pack, build, sheet)
            except NoPublicRule as exc:
                _fail(f"{file}: {exc}")
                status = EXIT_UNREADABLE
                continue
        items.append((pack, build, sheet))
        # a public piece's file is named by its public name (never the input's, which may be a true name)
        sources.append(public_file_stem(pack, build, sheet) + ".json" if args.public else file)
        read.append(file)  # a picture's relative path is read from the character's own folder
    if not items:
        return EXIT_UNREADABLE
    pictures = _pictures(items, sources, args, read) if args.pdf is not None or args.udonarium is not None else []
    if status != EXIT_OK:
        _fail(f"exporting the {len(items)} readable file(s) of {len(args.files)}")
    if to_folder:
        return _ccfolia_folder(items, sources, out, args) or status
    try:
        if args.pdf is not None:
            data = _pdf_bytes(items, args, pictures)
        elif args.udonarium is not None:
            from exports.online.udonarium import to_udonarium_zip
            data = to_udonarium_zip(items, pictures)
        elif args.discord:
            from exports.online.discord import render_discord
            text = "\n\n".join(render_discord(p, b, s) for p, b, s in items) + "\n"
            if out == "-":
                sys.stdout.write(escape(text, keep="\n\t"))
            data = text.encode("utf-8")
        elif args.text is not None:
            from exports.text.sheet import render_text
            text = "\n".join(render_text(p, b, s, args.lang) for p, b, s in items)
            if out == "-":
                sys.stdout.write(escape(text, keep="\n\t"))
            data = text.encode("utf-8")
        else:
            from exports.online.ccfolia import to_clipboard_text
            payload = json.loads(to_clipboard_text(*items[0]))  # one input (several: a folder)
            if out == "-":
                sys.stdout.write(json_text(payload) + "\n")
            data = (json.dumps(payload, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
        if out != "-":
            write_output(out, data)  # never a file read (partner, packs…), nor a link out (#29)
    except (LayoutError, TemplateError) as exc:
        return _fail(str(exc))  # already "<layout or template file>: <json path>: <message>"
    except BrokenPipeError:
        raise  # the reader of standard output went away: main() ends quietly
    except OSError as exc:
        return _fail(f"{out}: cannot write: {exc.strerror or exc}")
    if out != "-":
        print(escape(out))
    return status


def _pdf_missing() -> str | None:
    """Why ``--pdf`` cannot run here: reportlab (the ``pdf`` extra) is not installed."""
    try:
        from exports.pdf import sheet as pdf  # noqa: F401  (imports reportlab; the export needs it next anyway)
    except ModuleNotFoundError as exc:
        if (exc.name or "").split(".")[0] != "reportlab":
            raise
    else:
        return None
    return ("--pdf needs reportlab, which is not installed: pip install 'grail-builder[pdf]' "
            "(or, in a checkout: pip install -e '.[pdf]'); --text, --ccfolia, --udonarium and "
            "--discord work without it")


def _is_dir(path: str) -> bool:
    try:
        return bool(path) and Path(path).is_dir()  # Path("") is "."
    except OSError:
        return False


def _guard_folder(out: str) -> str | None:
    """Why ``out`` cannot take the ココフォリア files: it exists and is no folder, or is unnamed."""
    if not out:
        return "the output folder name is empty; give a folder name"
    if _exists(out) and not _is_dir(out):
        return f"{out}: is a file; several characters need a folder (--ccfolia OUTDIR)"
    return None


def ccfolia_names(sources: list[str]) -> list[str]:
    """``<input name>.ccfolia.json`` for each input, ``-2``, ``-3``… where two share a name."""
    names: list[str] = []
    for source in sources:
        stem = Path(source).stem or "character"
        name, n = f"{stem}.ccfolia.json", 2
        while name in names:
            name, n = f"{stem}-{n}.ccfolia.json", n + 1
        names.append(name)
    return names


def _ccfolia_folder(items: list, sources: list[str], folder: str, args: argparse.Namespace) -> int:
    """One pasteable ココフォリア file per character in ``folder``. Every target is checked
    before any is written (an existing file without --force, or an input, stops the export)."""
    from builder.files.outputs import refusal, write_output
    from builder.words.terminal import escape

    from exports.online.ccfolia import to_clipboard_text
    targets = [str(Path(folder) / name) for name in ccfolia_names(sources)]
    for target in targets:  # every file read is known by now: none is written over (#29)
        if (why := _guard_output(target, args) or refusal(target)) is not None:
            return _fail(why)
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        for (pack, build, sheet), target in zip(items, targets):
            doc = json.loads(to_clipboard_text(pack, build, sheet))
            write_output(target, (json.dumps(doc, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))
            print(escape(target))
    except OSError as exc:
        return _fail(f"{folder}: cannot write: {exc.strerror or exc}")
    return EXIT_OK


def _pictures(items: list, sources: list[str], args: argparse.Namespace, read: list[str] | None = None) -> list:
    """Each character's picture (builder.files.picture), None when it has none, a public form hides it
    or it cannot be used: then a notice on stderr names the file (``sources``: a public form's
    name) and why, and the export goes on. ``read``: the files the characters were read from,
    whose folders the pictures' relative paths start from (default ``sources``)."""
    from builder.files.picture import PictureProblem, load_picture, shown
    from builder.words.terminal import escape
    out = []
    for (_, build, sheet), source, file in zip(items, sources, read or sources):
        picture = load_picture(file, build.picture) if shown(build, sheet) else None
        if isinstance(picture, PictureProblem):
            print(escape(f"grail-builder: {source}: /picture: {picture.text(args.lang)} (exported without it)"),
                  file=sys.stderr)
            picture = None
        out.append(picture)
    return out


def _pdf_bytes(items: list, args: argparse.Namespace, pictures: list | None = None) -> bytes:
    """The whole PDF in memory: nothing touches OUT until it is complete. A single sheet
    carries the character's picture (``pictures[0]``); a roster each character's (a thumbnail
    in a GM-compact block)."""
    import io

    from exports.pdf.sheet import write_pdf, write_roster_pdf
    from .layout import SECTION_LAYOUTS, has_layouts
    buffer = io.BytesIO()
    picture = pictures[0] if pictures else None
    if any(not has_layouts(pack.id) for pack, _, _ in items) and (args.layout or "default") in SECTION_LAYOUTS:
        # a system without layouts of its own, drawn from its typed sections: one sheet, a page per character, or the
        # GM-compact blocks (six a page, exports.pdf.compact)
        if args.layout == "gm-compact":
            write_roster_pdf(items, buffer, "gm-compact", args.lang, args.invariant, pictures=pictures)
        elif len(items) == 1:
            write_pdf(*items[0], buffer, "default", args.lang, args.invariant, picture=picture)
        else:
            write_roster_pdf(items, buffer, "default", args.lang, args.invariant, pictures=pictures)
    elif len(items) == 1 and args.layout in (None, "default"):
        write_pdf(*items[0], buffer, "default", args.lang, args.invariant, picture=picture)
    elif len(items) == 1 and args.layout not in ("gm-compact",) and not _is_compact(args.layout, items):
        write_pdf(*items[0], buffer, args.layout, args.lang, args.invariant, picture=picture)
    else:
        write_roster_pdf(items, buffer, args.layout or "gm-compact", args.lang, args.invariant, pictures=pictures)
    return buffer.getvalue()


def _is_compact(layout: str | None, items: list) -> bool:
    from .layout import load_layout
    return bool(layout) and load_layout(layout, items[0][0].id).compact
