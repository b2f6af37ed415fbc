"""``grail-builder pack import TABLE FILE.csv|.tsv``: a GM-entered table filled from a spreadsheet.

Contract (called by :func:`builder.cli.pack.cmd_import` when a TABLE is given or FILE ends in
.csv/.tsv/.tab/.txt):

- TABLE is a GM-entered place of some system (:func:`builder.gm.gmdata.places`), by its id
  (``kni_row``), its shown name (クラス一覧表(ナイフ使い), ``class row (Knife User)``) or the
  name its family shares (クラス一覧表: the 15 class tables, one row per class, a クラス column
  saying which; see :mod:`builder.gm.table`). A name no system has, or one several systems have
  without ``--system``, is a usage message (exit 2).
- FILE is read with the bounded reader (UTF-8 or Shift_JIS; CSV, or TSV for .tsv/.tab or a
  text with tabs) and applied with :func:`builder.gm.table.apply_block`. Every bad cell is
  printed on stderr as ``FILE: row R, column C: reason`` (in ``--lang``) and nothing is written
  (exit 2).
- Rows it adds are written at once; rows that already have values and would change are
  listed and written only with ``--force`` or a "y" typed at a terminal (else exit 1, nothing
  written).
- The rows go into the user pack the rule-data editor writes (:func:`builder.gm.gmdata.save`:
  checked as a layer first, written atomically, every other entry of that file kept). Exit 0.
"""
from __future__ import annotations

import argparse
from typing import Any

from builder.cli.common import words, written_or_refused

from builder.gm import gmdata, table as gmtable
from builder.core.packio import PackError
from builder.core.packs import bundled_systems, load_pack
from builder.words.terminal import confirmed


def _matches(place: gmdata.Place, places: list[gmdata.Place], wanted: str) -> bool:
    names = {place.id, place.name, place.name_en}
    members = gmtable.family(places, place)
    if len(members) > 1 and members[0] is place:  # the family's name stands for its first member
        stem = gmtable.BRACKETS.match(place.name)
        stem_en = gmtable.BRACKETS.match(place.name_en or "")
        names |= {m.group(1) for m in (stem, stem_en) if m}
    return gmtable.norm(wanted) in {gmtable.norm(n) for n in names if n}


def find_place(table: str, system: str | None, user_layer: bool) -> tuple[Any, list[gmdata.Place], gmdata.Place]:
    """(pack, its places, the place TABLE names); PackError with the choices when none or several."""
    systems = [system] if system else bundled_systems()
    if system is not None and system not in bundled_systems():
        raise PackError(system, "", words("table.unknown_system", known=", ".join(bundled_systems())))
    found = []
    for sid in systems:
        pack = load_pack(sid, user_layer=user_layer)
        places = gmdata.places(pack)
        found += [(pack, places, p) for p in places if _matches(p, places, table)]
    if not found:
        raise PackError(table, "", words("table.no_such", system=words("table.in_system", system=system) if system else ""))
    if len({pack.id for pack, _, _ in found}) > 1:
        raise PackError(table, "", words("table.several", systems=", ".join(sorted({p.id for p, _, _ in found}))))
    return found[0]

    try:
        return input(words("table.ask_replace")).strip().lower() in ("y", "yes")
    except EOFError:
        return False


def _changed_rows(places: list[gmdata.Place], rows: dict[gmtable.PlaceKey, list[dict]]) -> list[str]:
    """The rows that had values and would change: 'place name: key/id'."""
    changed = []
    by_key = {(p.kind, p.id): p for p in places}
    for key, new in rows.items():
        place = by_key[key]
        ident = "key" if place.kind == "table" else "id"
        old = {r.get(ident): r for r in place.rows}
        for row in new:
            before = old.get(row.get(ident))
            if before is not None and before != row:
                changed.append(f"{place.name} ({place.name_en}): {ident} {row.get(ident)}")
    return changed


def import_table(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_FINDINGS, EXIT_UNREADABLE, Options, out, say
    if args.table is None:
        say(words("table.no_table", file=args.file))
        return EXIT_UNREADABLE
    try:
        pack, places, place = find_place(args.table, args.system, not Options.safe_mode)
        cells = gmtable.read_cells_file(args.file)
    except PackError as exc:
        say(str(exc))
        return EXIT_UNREADABLE
    result = gmtable.apply_block(places, place, cells)
    if not result.ok:
        for problem in result.problems:
            say(f"{args.file}: {problem.text(args.lang)}")
        say(words("nothing_written"))
        return EXIT_UNREADABLE
    changed = _changed_rows(places, result.rows)
    out(words("table.result", file=args.file, pack=pack.id, added=result.added, replaced=result.replaced, tables=len(result.rows)))
    if changed:
        for line in changed:
            out(words("table.replaces", what=line))
        if not confirmed(words("table.confirm_replace"), args.force):
            say(words("table.not_written"))
            return EXIT_FINDINGS
    by_key = {(p.kind, p.id): p for p in places}

    def save():
        base = gmdata.read_editor_file(pack.id)
        data = gmdata.candidate(pack.id, pack, {key: rows for key, rows in result.rows.items() if key in by_key}, base=base)
        return gmdata.save(pack.id, data)
    return written_or_refused(save)
