"""``grail-builder war export``: a war's print-out (PDF) and its NPCs' ココフォリア pieces.

Contract:
- ``--pdf OUT``: one document: the set-up (:func:`builder.gm.war.summary.setup`: regulation,
  イレギュラー表, summoning order with its dice, the pairs) across the page's width, then every NPC member (pairs whose ``control`` is
  ``npc``; Master then Servant, in pair order) on the GM-compact sheet (layout ``gm-compact``;
  a data system's NPC is its sections' compact block, :mod:`exports.pdf.compact`), each with
  its picture beside its name as on the roster (:func:`npc_pictures`; a picture that cannot be
  used is named on stderr and left out).
- ``--pdf OUT --public``: what the players may see: the public set-up, then each NPC's public
  view (:func:`builder.core.secrets.public_view`: a Servant named by its class, nothing unrevealed,
  none of the GM's parts, no picture until the true name is revealed). A system with no public rule is refused, never printed in full.
- ``--ccfolia OUTDIR``: one pasteable piece per NPC member (``pairNN-master.ccfolia.json`` …),
  each the member's public view (the piece's name is what the table may see: rolls in the
  chat never speak a true name) with ``secret`` set, so other players cannot open it.
- The user's files come first: nothing is written over an existing file without ``--force``,
  never over the war or a member file, and the PDF is made in memory and written atomically.
  A member that cannot be read is left out and named (exit 1); a bad war file: exit 2.
"""
from __future__ import annotations

import argparse
import io
import json
import os
from pathlib import Path
from typing import Any

EXIT_OK, EXIT_FINDINGS, EXIT_UNREADABLE = 0, 1, 2


def npc_members(report: Any, public: bool) -> tuple[list[tuple[str, Any, Any, Any]], list[str]]:
    """(name for files, pack, build, sheet) of each readable NPC member, public views when
    ``public``; and the members left out, with why."""
    from builder.core.secrets import public_view
    items, skipped = [], []
    for i, (pair, members) in enumerate(zip(report.doc.pairs, report.pairs)):
        if pair.control != "npc":
            continue
        for slot in ("master", "servant"):
            m = members[slot]
            if m.status == "empty":
                continue
            if m.status != "ok":
                skipped.append(f"pair {i + 1} {slot}: {m.entry}: {m.reason}")
                continue
            build, sheet = (public_view(m.pack, m.build, m.sheet) if public else (m.build, m.sheet))
            items.append((f"pair{i + 1:02d}-{slot}", m.pack, build, sheet))
    return items, skipped


def npc_pictures(report: Any, items: list[tuple[str, Any, Any, Any]], lang: str = "ja") -> tuple[list[Any], list[str]]:
    """Each NPC's checked picture in the order of ``items`` (:func:`npc_members`), its relative
    path read from the member's own file's folder, as the roster does (:mod:`exports.cli`); None
    when it has none, the form hides it (a public view before the true name is revealed:
    :func:`builder.files.picture.shown`) or it cannot be used. And a notice for each that cannot
    be used, naming the member's file and why (the print-out goes on without it)."""
    from builder.files.picture import PictureProblem, load_picture, shown
    pictures, notices = [], []
    for name, _pack, build, sheet in items:
        pair, slot = int(name[4:6]) - 1, name.rsplit("-", 1)[1]  # "pairNN-slot", as npc_members names it
        file = report.pairs[pair][slot].file
        picture = load_picture(file, build.picture) if shown(build, sheet) else None
        if isinstance(picture, PictureProblem):
            notices.append(f"{file}: /picture: {picture.text(lang)}")
            picture = None
        pictures.append(picture)
    return pictures, notices


#: the set-up page's columns: one, the page's whole width, so the summoning's dice and the
#: イレギュラー表's effects read on one line each (the NPC sheets keep their layout's two)
SETUP_COLUMNS = 1


def _setup_flow(r: Any, blocks: list[Any]) -> list[Any]:
    """The set-up's blocks as tables drawn at the width of a :data:`SETUP_COLUMNS` page."""
    from exports.pdf.sheet import NAME_LINES
    flow: list[Any] = []
    narrow, r.frame_width = r.frame_width, r.width_of(SETUP_COLUMNS)
    try:
        for block in blocks:
            flow.append(r.para(block.title, r.heading, NAME_LINES))
            widths = block.widths or [1.0] * len(block.rows[0])
            flow.append(r._table(block.rows, widths, header=True))
    finally:
        r.frame_width = narrow
    return flow


def war_pdf(report: Any, pack: Any, items: list[tuple[str, Any, Any, Any]], lang: str, public: bool,
            invariant: bool = False, pictures: list[Any] | None = None) -> bytes:
    """The whole print-out in memory (see the module contract); ``pictures`` each NPC's checked
    picture or None, in the order of ``items`` (:func:`npc_pictures`): a thumbnail beside its
    block's name, as on the roster."""
    from reportlab.platypus import NextPageTemplate, PageBreak

    from builder.gm.war.summary import setup

    from exports.pdf.sheet import NAME_LINES, SheetRenderer, _system_name, kept_together
    from exports.pdf.compact import COMPACT_LAYOUT, compact_block
    from .layout import has_layouts, layout_names
    # a system without layouts of its own is drawn from its sections; a war with no NPC yet
    # still needs a layout the system has (a system that bundles gm-compact)
    sectioned = (any(not has_layouts(ipack.id) for _, ipack, _, _ in items)
                 or "gm-compact" not in layout_names(pack.id))
    r = SheetRenderer(COMPACT_LAYOUT if sectioned else "gm-compact", pack.id, invariant)
    title = report.doc.name or report.file.stem
    kind = ("公開用" if public else "GM用") if lang == "ja" else ("public" if public else "GM")
    r._header.update(name=f"{title} — 聖杯戦争" if lang == "ja" else f"{title} — Holy Grail War", type=kind,
                     system=_system_name(pack, lang))  # the footer's rulebook (COMPACT_LAYOUT's own is "*")
    flow = _setup_flow(r, setup(report, lang, public, pack))
    if items:
        flow += [NextPageTemplate("sheet"), PageBreak()]
    pics = list(pictures or []) + [None] * (len(items) - len(pictures or []))
    for (name, ipack, build, sheet), picture in zip(items, pics):
        if name.endswith("-master"):  # the pair's heading above its Master
            number = int(name[4:6])
            flow.append(r.para(f"組{number}" if lang == "ja" else f"Pair {number}", r.heading, NAME_LINES))
        # a data system's NPC: its sections' compact block, six a page as Fate's
        flow.append(kept_together(compact_block(r, ipack, sheet, build, lang, picture)) if not has_layouts(ipack.id)
                    else r.compact_character(ipack, build, sheet, lang, picture))
    buffer = io.BytesIO()
    r.write(flow, buffer, title, lead_columns=SETUP_COLUMNS)
    return buffer.getvalue()


def ccfolia_pieces(items: list[tuple[str, Any, Any, Any]]) -> dict[str, str]:
    """{file name: pasteable JSON} for each member (given as public views), ``secret`` set."""
    from exports.online.ccfolia import to_ccfolia
    return {f"{name}.ccfolia.json": json.dumps({"kind": "character", "data": {**to_ccfolia(pack, build, sheet),
                                                                            "secret": True}},
                                               ensure_ascii=False, indent=2) + "\n"
            for name, pack, build, sheet in items}


def _protected(report: Any) -> list[Path]:
    files = [report.file] + [m.file for pair in report.pairs for m in pair.values() if m.file is not None]
    return files


def guard_target(target: Path, report: Any, force: bool) -> str | None:
    from builder.files.outputs import refusal
    from builder.files.safeio import same_file
    for f in _protected(report):
        if os.path.lexists(target) and os.path.lexists(f) and same_file(target, f):
            return f"{target}: is one of the war's own files; choose another name"
    if (why := refusal(target)) is not None:  # any other file read (a partner, a pack), a link out (#29)
        return why
    if os.path.lexists(target) and not force:
        return f"{target}: exists already (use --force to replace it)"
    return None


def export_war(args: argparse.Namespace) -> int:
    from builder.cli.main import pack_for, say
    from builder.files.outputs import write_output
    from builder.core.secrets import NoPublicRule
    from builder.words.terminal import escape
    from builder.gm.war.members import read_war
    from builder.gm.war.model import WarError
    try:
        report = read_war(args.war, lambda system: pack_for(system, None))
    except WarError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    pack = pack_for(report.doc.system)
    try:
        items, skipped = npc_members(report, args.public or args.ccfolia is not None)
    except NoPublicRule as exc:
        say(f"{args.war}: {exc}")
        return EXIT_UNREADABLE
    for line in skipped:
        say(f"{args.war}: left out: {line}")
    if args.pdf is not None:
        target = Path(args.pdf)
        if (why := guard_target(target, report, args.force)) is not None:
            say(why)
            return EXIT_UNREADABLE
        pictures, notices = npc_pictures(report, items, args.lang)
        for line in notices:
            say(f"{line} (printed without it)")
        try:
            data = war_pdf(report, pack, items, args.lang, args.public, pictures=pictures)
        except ModuleNotFoundError as exc:
            say(f"--pdf needs reportlab, which is not installed ({exc.name}); --ccfolia works without it")
            return EXIT_UNREADABLE
        try:
            write_output(target, data)
        except OSError as exc:
            say(f"{target}: cannot write: {exc.strerror or exc}")
            return EXIT_UNREADABLE
        print(escape(str(target)))
    else:
        folder = Path(args.ccfolia)
        if folder.exists() and not folder.is_dir():
            say(f"{folder}: is a file; the pieces need a folder")
            return EXIT_UNREADABLE
        pieces = ccfolia_pieces(items)
        for name in pieces:
            if (why := guard_target(folder / name, report, args.force)) is not None:
                say(why)
                return EXIT_UNREADABLE
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for name, text in pieces.items():
                write_output(folder / name, text.encode("utf-8"))
                print(escape(str(folder / name)))
        except OSError as exc:
            say(f"{folder}: cannot write: {exc.strerror or exc}")
            return EXIT_UNREADABLE
    return EXIT_FINDINGS if skipped else EXIT_OK
