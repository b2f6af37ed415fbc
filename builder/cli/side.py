"""``grail-builder side``: a side's file of Servant–Master pairs (:mod:`builder.gm.side`).

Contract:
- ``side new SIDE.json --system ID [--name NAME] [--force]``: an empty side; an existing file
  is replaced only with ``--force``.
- ``side add SIDE.json SERVANT.json MASTER.json [--label TEXT]``: one pair; both files must lie
  inside the side's folder (they are written relative to it). The pair is added even past the
  rule's seven (``check`` says so). Either file may be ``-`` for an empty slot.
- ``side check SIDE.json [--json] [--lang ja|en] [--campaign FILE]``: each member's figures
  (the side's columns), error count and state (missing, unreadable, refused paths named with
  their entry), and the side's own findings. Exit 0; 1 when the side or a member has an error;
  2 when the side file itself cannot be read or written.
Output is escaped like every other command's.
"""
from __future__ import annotations

import argparse

from builder.cli.common import words

from builder.cli.parser import model_text

# builder.gm.side (and pydantic) are imported by the side commands themselves: building the
# command line must stay cheap for every other command (issue 13: --version, check).


def cmd_side_new(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_OK, EXIT_UNREADABLE, out, say
    from builder.core.packs import bundled_systems
    from builder.gm.side import SideDoc, SideError, save_side
    if args.system not in bundled_systems():
        say(words("unknown_system", system=args.system, known=", ".join(bundled_systems())))
        return EXIT_UNREADABLE
    try:
        save_side(SideDoc(system=args.system, name=args.name or ""), args.side, force=args.force)
    except SideError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    except OSError as exc:
        say(words("file.cannot_write", path=args.side, why=exc.strerror or exc))
        return EXIT_UNREADABLE
    out(str(args.side))
    return EXIT_OK


def cmd_side_add(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_OK, EXIT_UNREADABLE, out, say
    from builder.gm.side import SLOTS, SideError, SidePair, load_side, relative_entry, save_side
    try:
        doc = load_side(args.side)
        entries = {slot: "" if path == "-" else relative_entry(args.side, path)
                   for slot, path in zip(SLOTS, (args.servant, args.master))}
        doc = doc.model_copy(update={"pairs": [*doc.pairs, SidePair(**entries, label=args.label or "")]})
        SidePair.model_validate(entries)
        type(doc).model_validate(doc.model_dump())  # bounds (pairs in the file, path lengths)
        save_side(doc, args.side, force=True)
    except SideError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    except ValueError as exc:  # pydantic's bounds
        say(f"{args.side}: {exc.errors()[0]['msg'] if hasattr(exc, 'errors') else exc}")
        return EXIT_UNREADABLE
    except OSError as exc:
        say(words("file.cannot_write", path=args.side, why=exc.strerror or exc))
        return EXIT_UNREADABLE
    out(f"{args.side}: {len(doc.pairs)}")
    return EXIT_OK


def side_data(report, lang: str) -> dict:
    """The report as JSON data (``check --json``)."""
    from builder.gm.side import column_applies, column_value, columns_of
    columns = columns_of(report.doc)
    pairs = []
    for i, pair in enumerate(report.pairs):
        row = {"index": i + 1, "label": report.doc.pairs[i].label}
        for slot, m in pair.items():
            unit = {"file": m.entry, "status": m.status, "reason": m.reason}
            if m.build is not None:
                unit.update({"name": m.build.name, "type": m.build.type, "errors": m.errors,
                             "values": {c: column_value(m, c, lang) for c in columns if column_applies(m.pack, c, slot)}})
            row[slot] = unit
        pairs.append(row)
    return {"file": str(report.file), "system": report.doc.system, "name": report.doc.name,
            "columns": columns, "pairs": pairs,
            "findings": [{"severity": f.severity, "code": f.code, "path": f.path,
                          "message": f.text if lang == "ja" else f.text_en, "rule": f.rule or report.doc.system,
                          "text": f.text if lang == "ja" else f.text_en} for f in report.findings]}


def cmd_side_check(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, out, pack_for, say
    from builder.gm.side import SLOTS, SideError, column_label, read_side, slot_name
    from builder.words.terminal import json_text
    try:
        report = read_side(args.side, lambda system: pack_for(system, args.campaign))
    except SideError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    data = side_data(report, args.lang)
    bad = any(f["severity"] == "error" for f in data["findings"]) or any(
        (row[slot].get("errors") or 0) > 0 for row in data["pairs"] for slot in SLOTS)
    if args.json:
        print(json_text(data))
        return EXIT_FINDINGS if bad else EXIT_OK
    out(words("side.head", name=data["name"] or report.file.name, system=data["system"], pairs=len(data["pairs"])))
    for i, row in enumerate(data["pairs"]):
        out(f"{row['index']}. {row['label']}".rstrip())
        for slot in SLOTS:
            m, unit = report.pairs[i][slot], row[slot]
            head = f"  {slot_name(m.pack, slot, args.lang)}: {unit['file'] or '—'}"
            if unit["status"] != "ok":
                state = words(f"side.state.{unit['status']}")
                out(f"{head} [{state}] {unit['reason']}".rstrip())
                continue
            values = ", ".join(f"{column_label(m.pack, c, args.lang)} {'—' if v is None else v}"
                               for c, v in unit["values"].items())
            errors = words("side.errors", count=unit["errors"])
            out(f"{head} {unit['name']}: {values}; {errors}")
    for f in data["findings"]:
        out(f"{f['severity']}: {f['path']}: {f['message']}  ({f['rule']})")
    return EXIT_FINDINGS if bad else EXIT_OK


def add_commands(sub: argparse._SubParsersAction) -> tuple[argparse.ArgumentParser, ...]:
    """Add ``side`` (with new, add, check) to the command line; the parsers to give the
    common flags."""
    s = sub.add_parser("side", help="a side (陣営): Servant–Master pairs as one file")
    inner = s.add_subparsers(dest="side_command", required=True)
    n = inner.add_parser("new", help="write an empty side")
    n.add_argument("side")
    n.add_argument("--system", required=True)
    n.add_argument("--name", type=model_text("builder.gm.side:SideDoc", "name"))
    n.add_argument("--force", action="store_true", help="replace the side file if it exists")
    n.set_defaults(func=cmd_side_new)
    a = inner.add_parser("add", help="add a pair (files inside the side's folder; - for none)")
    a.add_argument("side")
    a.add_argument("servant")
    a.add_argument("master")
    a.add_argument("--label", type=model_text("builder.gm.side:SidePair", "label"))
    a.set_defaults(func=cmd_side_add)
    c = inner.add_parser("check", help="each member's figures and findings, and the side's own checks")
    c.add_argument("side")
    c.add_argument("--json", action="store_true")
    c.add_argument("--lang", choices=("ja", "en"), default="ja")
    c.add_argument("--campaign", action="append", help="campaign or user pack file (repeatable)")
    c.set_defaults(func=cmd_side_check)
    return s, n, a, c
