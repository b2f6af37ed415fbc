"""``grail-builder war``: a whole Holy Grail War in one file (:mod:`builder.gm.war`).

Contract (pair numbers are 1-based, as the GM counts):
- ``war new WAR.json --system ID [--name N] [--pairs N] [--force]``: a war with the system's
  regulation (its war.json's pairs or sides, with the seed line) as empty NPC slots
  and its war-level rules (a turn and 陣営, sides).
- ``war pair WAR.json N [--master F|-] [--servant F|-] [--pc|--npc] [--player P] [--method M]
  [--fated|--not-fated] [--class C] [--power-up master|servant] [--label L]``: set a slot. Files
  must lie inside the war's folder.
- ``war irregular WAR.json [--seed N] [--result R]... [--choose R]... [--reroll] [--publish |
  --unpublish] [--note TEXT]``: roll the イレギュラー表 (:func:`builder.gm.war.rules.war_rolls`); ``--result``
  the results rolled at the table, in the order the table asks; ``--choose`` the GM's choices
  for a 9 (also given later, to a 9 that waits); ``--reroll`` rolls it again (L91).
- ``war summon WAR.json [--seed N] [--total N=T]... [--method N=M]... [--class N=C]...
  [--reading K=V]... [--first N]... [--again]``: the summoning rolls, order and classes (the system's own,
  :func:`builder.gm.war.rules.war_rolls`).
- ``war check WAR.json [--json] [--lang ja|en]``: the board (each pair's members, figures and
  errors), the イレギュラー表 results, the summoning order and the war's findings.
- ``war fill WAR.json [--seed N] [--force]``: forge every empty NPC slot (:mod:`builder.gm.war.fill`);
  exit 1 when a member could not be forged (each named with the forge's reason).
- ``war export WAR.json (--pdf OUT [--public] | --ccfolia OUTDIR) [--force]`` (:mod:`exports.war`).
Exit 0 done, 1 findings with errors (check), 2 the war file (or a member to write) cannot be
read or written, or a request the rules refuse (the message says why). Never a traceback.
"""
from __future__ import annotations

import argparse

from builder.cli.common import words

from builder.cli.parser import model_text


def _pair_number(doc, text: str, what: str) -> int:
    from builder.gm.war.model import WarError
    try:
        n = int(text)
    except ValueError:
        raise WarError(what, "", words("war.pair_number", text=repr(text), most=len(doc.pairs))) from None
    if not 1 <= n <= len(doc.pairs):
        raise WarError(what, "", words("war.no_pair", pair=n, pairs=len(doc.pairs)))
    return n - 1


def _assignments(doc, values: list[str] | None, what: str, flag: str) -> dict[int, str]:
    from builder.gm.war.model import WarError
    found: dict[int, str] = {}
    for value in values or []:
        number, sep, rest = value.partition("=")
        if not sep or not rest:
            raise WarError(what, "", words("war.assignment", flag=flag, value=repr(value)))
        found[_pair_number(doc, number, what)] = rest
    return found


def _fail(exc: Exception) -> int:
    from builder.cli.main import EXIT_UNREADABLE, say
    if isinstance(exc, OSError):
        say(words("file.cannot_write", path=getattr(exc, "filename", "") or "", why=exc.strerror or exc).lstrip(": "))
    else:
        say(str(exc))
    return EXIT_UNREADABLE


def _guarded(func):
    """Run a war command; a bad war file or a refused request is one message, exit 2."""
    def run(args: argparse.Namespace) -> int:
        from builder.gm.war.model import WarError, WarRuleError
        from pydantic import ValidationError
        try:
            return func(args)
        except (WarError, WarRuleError, OSError) as exc:  # a war rule's refusal: the system's own (war_rolls)
            return _fail(exc)
        except ValidationError as exc:  # a value given on the command line breaks a file limit (#29 item 12)
            err = exc.errors()[0]
            where = "/".join(str(step) for step in err["loc"])
            return _fail(WarError(getattr(args, "war", ""), f"/{where}" if where else "", words("war.option_limit", why=err["msg"])))
    return run


@_guarded
def cmd_war_new(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_OK, EXIT_UNREADABLE, out, say
    from builder.core.packs import bundled_systems
    from builder.gm.war.model import MAX_PAIRS, new_war, save_war
    if args.system not in bundled_systems():
        say(words("unknown_system", system=args.system, known=", ".join(bundled_systems())))
        return EXIT_UNREADABLE
    if args.pairs is not None and not 1 <= args.pairs <= MAX_PAIRS:
        say(words("war.pairs_range", pairs=args.pairs, most=MAX_PAIRS))
        return EXIT_UNREADABLE
    doc = new_war(args.system, args.name or "", args.pairs)
    save_war(doc, args.war, force=args.force)
    out(f"{args.war}: {len(doc.pairs)}")
    return EXIT_OK


@_guarded
def cmd_war_pair(args: argparse.Namespace) -> int:
    from pathlib import Path

    from builder.cli.main import EXIT_OK, out
    from builder.gm.side import SideError, relative_entry
    from builder.gm.war.model import WarError, load_war, save_war
    doc = load_war(args.war)
    i = _pair_number(doc, args.pair, args.war)
    change: dict = {}
    for slot in ("master", "servant"):
        value = getattr(args, slot)
        if value is not None:
            try:
                change[slot] = "" if value == "-" else relative_entry(args.war, value)
            except SideError:
                raise WarError(args.war, f"/pairs/{i}/{slot}", words("war.outside", file=value,
                                                                      folder=Path(args.war).resolve().parent)) from None
    for key in ("control", "player", "method", "label"):
        if getattr(args, key) is not None:
            change[key] = getattr(args, key)
    if args.fated is not None:
        change["fated_encounter"] = args.fated
    if args.cls is not None:
        change["class_slot"] = args.cls
    pair = doc.pairs[i]
    if args.power_up:
        change["power_up"] = [*pair.power_up, args.power_up]
        target = {"master": "2", "servant": "11"}[args.power_up]  # L77 乱入, L86 災厄者
        for e in (doc.irregular.entries if doc.irregular else []):
            if e.result == target and e.pair is None:
                e.pair = i
                break
    pairs = list(doc.pairs)
    pairs[i] = type(pair).model_validate({**pair.model_dump(), **change})
    doc = type(doc).model_validate({**doc.model_dump(), "pairs": [p.model_dump() for p in pairs]})
    save_war(doc, args.war, replace=True)
    out(words("war.pair", file=args.war, pair=i + 1))
    return EXIT_OK


@_guarded
def cmd_war_irregular(args: argparse.Namespace) -> int:
    import random

    from builder.cli.main import EXIT_OK, out
    from builder.gm.war.model import WarRuleError, load_war, save_war
    from builder.gm.war.rules import war_rolls
    from builder.gm.war.summary import block_lines, irregular_block
    doc = load_war(args.war)
    table = war_rolls(doc.system).irregular  # the system's イレギュラー表, through its plug-in
    if table is None:
        raise WarRuleError(words("war.no_irregular", system=doc.system))
    rolled = doc.irregular is not None and bool(doc.irregular.entries)
    if args.choose and rolled and not args.reroll and not args.result:
        doc = table.resolve(doc, args.choose)
    elif not rolled or args.reroll:
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
        entries = table.roll_table(doc.system, random.Random(seed), args.result or (), args.choose or ())
        doc = table.apply(doc, entries, seed=seed, again=args.reroll)
    elif args.result or args.choose or args.seed is not None:
        raise table.IrregularError(words("war.irregular_rolled"))
    elif not (args.publish or args.unpublish or args.note):  # nothing asked: show the results
        for line in block_lines(irregular_block(doc, args.lang, False)):
            out(line)
        return EXIT_OK
    if args.publish or args.unpublish:
        doc.irregular.published = bool(args.publish)
    if args.note:
        last = next((e for e in reversed(doc.irregular.entries) if e.result == "5"), doc.irregular.entries[-1])
        last.note = args.note
    save_war(type(doc).model_validate(doc.model_dump()), args.war, replace=True)
    for line in block_lines(irregular_block(doc, args.lang, False)):
        out(line)
    return EXIT_OK


@_guarded
def cmd_war_summon(args: argparse.Namespace) -> int:
    import random

    from builder.cli.main import EXIT_OK, out, pack_for
    from builder.gm.war.members import WarReport, read_war
    from builder.gm.war.model import WarRuleError
    from builder.gm.war.rules import war_rolls
    from builder.gm.war.summary import block_lines, summoning_block
    report = read_war(args.war, lambda system: pack_for(system, None))
    doc = report.doc
    rolls = war_rolls(doc.system).summon  # the system's summoning, through its plug-in
    if rolls is None:
        raise WarRuleError(words("war.no_summoning", system=doc.system))
    if doc.summoning is not None and not args.again:
        raise WarRuleError(words("war.summoned"))
    methods = _assignments(doc, args.method, args.war, "--method")
    for i, method in methods.items():
        if method not in ("catalyst", "solo", "family_catalyst", "carry_over"):
            raise WarRuleError(words("war.method", pair=i + 1, method=method))
        doc.pairs[i].method = method  # type: ignore[assignment]
    totals: dict[int, int] = {}
    for i, value in _assignments(doc, args.total, args.war, "--total").items():
        if not value.isdigit() or int(value) > 10**4:
            raise WarRuleError(words("war.total", pair=i + 1, value=repr(value)))
        totals[i] = int(value)
    readings = dict(r.partition("=")[::2] for r in args.reading or [])
    sheets, builds = rolls.member_inputs(report)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    outcome = rolls.summon(doc, sheets, random.Random(seed), totals=totals, builds=builds, readings=readings,
                     wants=_assignments(doc, args.cls, args.war, "--class"), seed=seed,
                     winners=[_pair_number(doc, n, args.war) for n in args.first or []],
                     pack=pack_for(doc.system, None))
    from builder.gm.war.model import save_war
    save_war(outcome.doc, args.war, replace=True)
    for line in block_lines(summoning_block(WarReport(report.file, outcome.doc, report.pairs), args.lang, False,
                                            pack_for(doc.system, None))):
        out(line)
    for i in outcome.skipped:
        out(words("war.not_summoned", pair=i + 1))
    for line in outcome.conflicts:
        out(words("warning", text=line))
    return EXIT_OK


@_guarded
def cmd_war_check(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_FINDINGS, EXIT_OK, out, pack_for
    from builder.cli.side import side_data
    from builder.gm.side import column_label
    from builder.words.terminal import json_text
    from builder.gm.war.members import as_side_report, read_war
    from builder.gm.war.summary import block_lines, irregular_block, summoning_block
    report = read_war(args.war, lambda system: pack_for(system, None))
    doc = report.doc
    data = side_data(as_side_report(report), args.lang)
    for row, pair in zip(data["pairs"], doc.pairs):
        row.update({"control": pair.control, "player": pair.player, "class_slot": pair.class_slot,
                    "method": pair.method, "side": pair.side, "added_by": pair.added_by,
                    "power_up": list(pair.power_up)})
    pack = pack_for(doc.system, None)
    data.update({"regulation": doc.regulation.model_dump(),
                 "irregular": block_lines(irregular_block(doc, args.lang, False)),
                 "summoning": block_lines(summoning_block(report, args.lang, False, pack))})
    bad = any(f["severity"] == "error" for f in data["findings"]) or any(
        (row[slot].get("errors") or 0) > 0 for row in data["pairs"] for slot in ("master", "servant"))
    if args.json:
        print(json_text(data))
        return EXIT_FINDINGS if bad else EXIT_OK
    out(words("war.head", name=doc.name or report.file.name, system=doc.system, pairs=len(doc.pairs), regulation=doc.regulation.pairs))
    for row in data["pairs"]:
        head = f"{row['index']}. [{row['class_slot'] or '—'}] {row['control'].upper()}"
        out(f"{head} {row['player']} {row['side']} {row['added_by'] and '+' + row['added_by']}".rstrip())
        for slot in ("master", "servant"):
            unit = row[slot]
            values = ", ".join(f"{column_label(pack, k, args.lang)} {'—' if v is None else v}"
                               for k, v in unit.get("values", {}).items())
            state = unit["status"] if unit["status"] != "ok" else f"{unit['name']}: {values}; {words('side.errors', count=unit['errors'])}"
            out(f"  {slot}: {unit['file'] or '—'} [{state}] {unit.get('reason', '')}".rstrip())
    for line in data["irregular"] + data["summoning"]:
        out(line)
    for f in data["findings"]:
        out(f"{f['severity']}: {f['path']}: {f['text']}")
    return EXIT_FINDINGS if bad else EXIT_OK


@_guarded
def cmd_war_fill(args: argparse.Namespace) -> int:
    import random

    from builder.cli.main import EXIT_FINDINGS, EXIT_OK, out, pack_for, say
    from builder.gm.war.fill import fill
    from builder.gm.war.model import load_war, save_war
    doc = load_war(args.war)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    filled = fill(doc, args.war, lambda system: pack_for(system, None), seed=seed, force=args.force,
                  allow_repeat_names=args.allow_repeat_names)
    save_war(filled.doc, args.war, replace=True)
    for path in filled.written:
        out(str(path))
    for problem in filled.problems:
        say(f"{args.war}: {problem}")
    return EXIT_FINDINGS if filled.problems else EXIT_OK


@_guarded
def cmd_war_export(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_UNREADABLE, say
    from builder.core.registry import entry_points_in  # the exports plug in: the engine imports none of them
    try:
        found = entry_points_in("grail_builder.war").get("export")
        if found is None:
            raise ImportError("no installed package registers grail_builder.war export")
        export_war = found.load()
    except ImportError as exc:
        say(words("war.no_exports", why=exc))
        return EXIT_UNREADABLE
    return export_war(args)


def add_commands(sub: argparse._SubParsersAction) -> tuple[argparse.ArgumentParser, ...]:
    """Add ``war`` and its commands; the parsers to give the common flags."""
    w = sub.add_parser("war", help="a Holy Grail War: regulation, イレギュラー表, summoning, NPCs")
    inner = w.add_subparsers(dest="war_command", required=True)
    n = inner.add_parser("new", help="write a new war with the regulation's empty NPC slots")
    n.add_argument("war")
    n.add_argument("--system", required=True)
    n.add_argument("--name", type=model_text("builder.gm.war.model:WarDoc", "name"))
    n.add_argument("--pairs", type=int, help="pairs (per side), default the rule's")
    n.add_argument("--force", action="store_true")
    n.set_defaults(func=cmd_war_new)
    p = inner.add_parser("pair", help="set one pair's files, player, method, class")
    p.add_argument("war")
    p.add_argument("pair")
    p.add_argument("--master")
    p.add_argument("--servant")
    p.add_argument("--pc", dest="control", action="store_const", const="pc")
    p.add_argument("--npc", dest="control", action="store_const", const="npc")
    p.add_argument("--player", type=model_text("builder.gm.war.model:WarPair", "player"))
    p.add_argument("--method", choices=("catalyst", "solo", "family_catalyst", "carry_over"))
    p.add_argument("--fated", dest="fated", action="store_true", default=None)
    p.add_argument("--not-fated", dest="fated", action="store_false")
    p.add_argument("--class", dest="cls", type=model_text("builder.gm.war.model:WarPair", "class_slot"))
    p.add_argument("--power-up", choices=("master", "servant"))
    p.add_argument("--label", type=model_text("builder.gm.war.model:WarPair", "label"))
    p.set_defaults(func=cmd_war_pair)
    i = inner.add_parser("irregular", help="roll the イレギュラー表 (L71–91)")
    i.add_argument("war")
    i.add_argument("--seed", type=int)
    i.add_argument("--result", action="append", help="a result rolled at the table (repeat, in order)")
    i.add_argument("--choose", action="append", help="the GM's choice for a 9 (L84)")
    i.add_argument("--reroll", action="store_true", help="roll the table again (L91)")
    i.add_argument("--publish", action="store_true", help="show the results to the players (L90)")
    i.add_argument("--unpublish", action="store_true")
    i.add_argument("--note", type=model_text("builder.gm.war.model:IrregularEntry", "note"), help="the GM's text (5 奇妙's original result, L80)")
    i.add_argument("--lang", choices=("ja", "en"), default="ja", help="the language of the results (default: ja)")
    i.set_defaults(func=cmd_war_irregular)
    s = inner.add_parser("summon", help="the summoning rolls, order and classes (L94–154)")
    s.add_argument("war")
    s.add_argument("--seed", type=int)
    s.add_argument("--total", action="append", metavar="N=T", help="pair N's total rolled at the table")
    s.add_argument("--method", action="append", metavar="N=M")
    s.add_argument("--class", dest="cls", action="append", metavar="N=C", help="pair N's class wish")
    s.add_argument("--reading", action="append", metavar="K=V")
    s.add_argument("--first", action="append", metavar="N", help="pair N won its 幸運 contest at the table")
    s.add_argument("--again", action="store_true", help="roll the summoning again")
    s.add_argument("--lang", choices=("ja", "en"), default="ja", help="the language of the results (default: ja)")
    s.set_defaults(func=cmd_war_summon)
    c = inner.add_parser("check", help="the board: members, figures, findings, rolls")
    c.add_argument("war")
    c.add_argument("--json", action="store_true")
    c.add_argument("--lang", choices=("ja", "en"), default="ja")
    c.set_defaults(func=cmd_war_check)
    f = inner.add_parser("fill", help="forge the empty NPC slots (files inside the war's folder)")
    f.add_argument("war")
    f.add_argument("--seed", type=int)
    f.add_argument("--force", action="store_true", help="replace member files that exist")
    f.add_argument("--allow-repeat-names", action="store_true",
                   help="let a new NPC share a family or given name with another member (default: never)")
    f.set_defaults(func=cmd_war_fill)
    e = inner.add_parser("export", help="the war's print-out (PDF) or its NPC pieces (ココフォリア)")
    e.add_argument("war")
    out = e.add_mutually_exclusive_group(required=True)
    out.add_argument("--pdf", metavar="OUT")
    out.add_argument("--ccfolia", metavar="OUTDIR")
    e.add_argument("--public", action="store_true", help="what the players may see")
    e.add_argument("--lang", choices=("ja", "en"), default="ja")
    e.add_argument("--force", action="store_true")
    e.set_defaults(func=cmd_war_export)
    return w, n, p, i, s, c, f, e
