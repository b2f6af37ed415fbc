"""The ``grail-builder`` command.

Contract (other tools rely on it):
- ``check FILE... [--json] [--lang ja|en] [--strict]``: exit 0 when no file has an ``error``
  finding, 1 when one has (``--strict``: also ``gm`` and ``warning``), 2 when a file cannot
  be read or does not match the character schema (the message names the file and JSON path).
- ``new SYSTEM --type TYPE -o FILE``, ``explain FILE``, ``systems [--json]``, ``--version``.
- ``export FILE... --pdf|--text|--ccfolia OUT`` (see :mod:`exports`).
- With no command, opens the window (``forms``) when it is installed.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from . import __version__
from .build import Build
from .documents import DocumentError, load_build, new_build, save_build
from .engine import evaluate
from .messages import DERIVED_LABELS, POOL_LABELS, SEVERITY_LABELS, render
from .packs import PackError, RulePack, bundled_systems, load_pack
from .sheet import Sheet

EXIT_OK, EXIT_FINDINGS, EXIT_UNREADABLE = 0, 1, 2
COMMANDS = ("check", "explain", "new", "reaction", "systems", "gui", "export")


_packs: dict[tuple[str, tuple[str, ...]], RulePack] = {}


def pack_for(system: str, campaign: list[str] | None = None) -> RulePack:
    key = (system, tuple(campaign or ()))
    if key not in _packs:
        _packs[key] = load_pack(system, [Path(p) for p in campaign or []])
    return _packs[key]


def sheet_json(file: str, build: Build, sheet: Sheet, lang: str) -> dict[str, Any]:
    return {
        "file": file,
        "system": sheet.system,
        "name": build.name,
        "type": sheet.type,
        "pools": {pid: {"total": p.total, "spent": p.spent, "remaining": p.remaining}
                  for pid, p in sheet.pools.items()},
        "derived": dict(sheet.derived),
        "findings": [{"severity": f.severity, "code": f.code, "message": render(f.code, f.params, lang),
                      "path": f.path, "rule": f.rule.cite(), "approval": f.approval or None}
                     for f in sheet.findings],
    }


def _print_sheet(file: str, build: Build, sheet: Sheet, pack: RulePack, lang: str) -> None:
    type_def = pack.types.get(sheet.type)
    type_name = (type_def.name if lang == "ja" else type_def.name_en or type_def.name) if type_def else sheet.type
    print(f"{file}: {build.name or '(無名)' if lang == 'ja' else build.name or '(unnamed)'} — {type_name}")
    pool_labels, derived_labels = POOL_LABELS[lang], DERIVED_LABELS[lang]
    heads = ("合計", "使用", "残り") if lang == "ja" else ("total", "spent", "remaining")
    for pid, pool in sheet.pools.items():
        flag = "  !!" if pool.remaining < 0 else ""
        print(f"  {pool_labels.get(pid, pid)}: {heads[0]} {pool.total} / {heads[1]} {pool.spent} / "
              f"{heads[2]} {pool.remaining}{flag}")
    derived = "  ".join(f"{derived_labels.get(k, k)} {v}" for k, v in sheet.derived.items())
    print(f"  {derived}")
    labels = SEVERITY_LABELS[lang]
    for f in sheet.findings:
        extra = f" ({f.approval})" if f.approval else ""
        print(f"  [{labels[f.severity]}] {render(f.code, f.params, lang)}{extra}  {f.path}  {f.rule.cite()}")
    if not sheet.findings:
        print("  " + ("指摘なし" if lang == "ja" else "no findings"))


def cmd_check(args: argparse.Namespace) -> int:
    results, status = [], EXIT_OK
    failing = {"error"} | ({"gm", "warning"} if args.strict else set())
    for file in args.files:
        try:
            build = load_build(file)
        except DocumentError as exc:
            print(f"grail-builder: {exc}", file=sys.stderr)
            status = EXIT_UNREADABLE
            continue
        try:
            pack = pack_for(build.system, args.campaign)
        except PackError as exc:
            print(f"grail-builder: {file}: /system: {exc}", file=sys.stderr)
            status = EXIT_UNREADABLE
            continue
        sheet = evaluate(pack, build)
        if any(f.severity in failing for f in sheet.findings) and status == EXIT_OK:
            status = EXIT_FINDINGS
        if args.json:
            results.append(sheet_json(file, build, sheet, args.lang))
        else:
            _print_sheet(file, build, sheet, pack, args.lang)
    if args.json:
        print(json.dumps(results, ensure_ascii=False, indent=2))
    return status


def cmd_explain(args: argparse.Namespace) -> int:
    try:
        build = load_build(args.file)
        pack = pack_for(build.system, args.campaign)
    except (DocumentError, PackError) as exc:
        print(f"grail-builder: {exc}", file=sys.stderr)
        return EXIT_UNREADABLE
    sheet = evaluate(pack, build)
    labels = POOL_LABELS[args.lang]
    pools = sorted({line.pool for line in sheet.ledger} | {g.pool for g in sheet.pool_totals},
                   key=lambda p: list(labels).index(p) if p in labels else 99)
    for pid in pools:
        print(f"{labels.get(pid, pid)}:")
        for g in (g for g in sheet.pool_totals if g.pool == pid):
            print(f"  +{g.amount:>4}  {render(g.code, g.params, args.lang)}  {g.path}  {g.rule.cite()}")
        for line in (line for line in sheet.ledger if line.pool == pid):
            print(f"  {-line.amount:>+5}  {render(line.code, line.params, args.lang)}  {line.path}  {line.rule.cite()}")
        total = sum(g.amount for g in sheet.pool_totals if g.pool == pid)
        spent = sum(line.amount for line in sheet.ledger if line.pool == pid)
        word = ("合計", "使用", "残り") if args.lang == "ja" else ("total", "spent", "remaining")
        print(f"  = {word[0]} {total} / {word[1]} {spent} / {word[2]} {total - spent}")
    return EXIT_OK


def cmd_new(args: argparse.Namespace) -> int:
    try:
        pack = pack_for(args.system)
        build = new_build(pack, args.type, args.name or "")
    except (PackError, ValueError) as exc:
        print(f"grail-builder: {exc}", file=sys.stderr)
        return EXIT_UNREADABLE
    save_build(build, args.output, backup=False)
    print(args.output)
    return EXIT_OK


def cmd_reaction(args: argparse.Namespace) -> int:
    """Initial reaction modifier between two characters (L849–854)."""
    from .fate.alignment import reaction_modifier
    try:
        first, second = load_build(args.first), load_build(args.second)
        pack = pack_for(first.system, args.campaign)
    except (DocumentError, PackError) as exc:
        print(f"grail-builder: {exc}", file=sys.stderr)
        return EXIT_UNREADABLE
    value = reaction_modifier(pack, first, second)
    label = "初期反応修正" if args.lang == "ja" else "initial reaction"
    print(f"{label}: {'?' if value is None else f'{value:+d}'}  ({pack.id} L849–854)")
    return EXIT_OK


def pack_counts(pack: RulePack) -> dict[str, int]:
    c = pack.content
    counts = {
        "types": len(c.types),
        "master_ranks": sum(1 for r in c.ranks if r.kind == "master"),
        "servant_ranks": sum(1 for r in c.ranks if r.kind == "servant"),
        "alignment_goal": sum(1 for a in c.alignment if a.axis == "goal"),
        "alignment_action": sum(1 for a in c.alignment if a.axis == "action"),
        "skills": sum(1 for s in c.skills if not s.parent),
        "vice_examples": sum(1 for s in c.skills if s.parent == "akuheki"),
        "weakness_examples": sum(1 for s in c.skills if s.parent == "jakuten"),
        "np_effects": len(c.np_effects),
        "kind_categories": sum(1 for x in c.categories if x.axis == "kind"),
        "activation_categories": sum(1 for x in c.categories if x.axis == "activation"),
        "target_categories": sum(1 for x in c.categories if x.axis == "target"),
        "gear_kinds": len(c.gear_kinds),
        "profile_fields": len(c.profile_fields),
        "steps": len(c.steps),
    }
    return counts


def cmd_systems(args: argparse.Namespace) -> int:
    out = []
    for system in bundled_systems():
        try:
            pack = load_pack(system)
        except PackError as exc:
            print(f"grail-builder: {exc}", file=sys.stderr)
            return EXIT_UNREADABLE
        out.append({"id": pack.id, "name": pack.manifest.name, "version": pack.manifest.version,
                    "seed": pack.manifest.seed, "counts": pack_counts(pack)})
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
    else:
        for s in out:
            print(f"{s['id']}  {s['name']}  (v{s['version']}, seed {s['seed']})")
            for k, v in s["counts"].items():
                print(f"  {k}: {v}")
    return EXIT_OK


def _plugins(group: str) -> list:
    """Entry points other packages register (``forms`` the window, ``exports`` the export
    command): the engine depends on none of them, they plug into it."""
    from importlib.metadata import entry_points
    return sorted(entry_points(group=group), key=lambda e: e.name)


def cmd_gui(args: argparse.Namespace) -> int:
    frontends = _plugins("grail_builder.frontends")
    if not frontends:
        print("grail-builder: the window is not installed (pip install -e '.[gui]')", file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        gui_main = frontends[0].load()
    except ImportError as exc:
        print(f"grail-builder: the window needs PySide6 ({exc})", file=sys.stderr)
        return EXIT_UNREADABLE
    return gui_main(getattr(args, "files", []))


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="grail-builder", description="Fate TRPG character builder")
    p.add_argument("--version", action="version", version=f"grail-builder {__version__}")
    sub = p.add_subparsers(dest="command")
    c = sub.add_parser("check", help="check characters: pools, derived values, findings")
    c.add_argument("files", nargs="+")
    c.add_argument("--json", action="store_true")
    c.add_argument("--lang", choices=("ja", "en"), default="ja")
    c.add_argument("--strict", action="store_true", help="also fail on gm and warning findings")
    c.add_argument("--campaign", action="append", help="campaign house-rule file (repeatable)")
    c.set_defaults(func=cmd_check)
    e = sub.add_parser("explain", help="print the ledger: every point and its rule")
    e.add_argument("file")
    e.add_argument("--lang", choices=("ja", "en"), default="ja")
    e.add_argument("--campaign", action="append")
    e.set_defaults(func=cmd_explain)
    n = sub.add_parser("new", help="write a new character of a type")
    n.add_argument("system")
    n.add_argument("--type", required=True)
    n.add_argument("--name")
    n.add_argument("-o", "--output", required=True)
    n.set_defaults(func=cmd_new)
    r = sub.add_parser("reaction", help="initial reaction modifier between two characters")
    r.add_argument("first")
    r.add_argument("second")
    r.add_argument("--lang", choices=("ja", "en"), default="ja")
    r.add_argument("--campaign", action="append")
    r.set_defaults(func=cmd_reaction)
    s = sub.add_parser("systems", help="list systems and the size of every list in their packs")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_systems)
    g = sub.add_parser("gui", help="open the builder window")
    g.add_argument("files", nargs="*")
    g.set_defaults(func=cmd_gui)
    for plugin in _plugins("grail_builder.commands"):
        try:
            plugin.load()(sub)
        except ImportError:  # e.g. reportlab missing: the command is simply not offered
            pass
    return p


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and not argv[0].startswith("-") and argv[0] not in COMMANDS:
        argv = ["gui", *argv]  # `grail-builder saber.json` opens the file in the window
    args = parser().parse_args(argv)
    if not args.command:
        args.files = []
        return cmd_gui(args)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
