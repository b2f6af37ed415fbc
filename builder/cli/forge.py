"""``grail-builder generate``: the NPC forge on the command line (wired into :mod:`builder.cli.main`).

Contract: ``generate --system ID [--type TYPE] [--rank-level N | --level N] [--class C]
[--seed N] [--keep FILE] [--pc] [-o FILE] [--force] [--campaign FILE]`` makes a legal character
with :func:`builder.gm.forge.forge` and writes it to ``-o FILE`` (never over an existing file
without ``--force``) or prints it as JSON. Without ``--seed`` a seed is drawn and printed on
stderr (the file records it too), so the same character can be made again. Exit 0 on
success, 2 when the arguments, the kept file or the pack do not allow it, with one line
naming why (never a traceback).
"""
from __future__ import annotations

import argparse

from builder.cli.common import Options, words

from builder.cli.parser import campaign_flag

HELP = ("Make a legal character (an NPC by default): every budget spent, no error and no open GM "
        "flag in check. Systems with ランクレベル: --rank-level is the ランクレベル the rulebook allows "
        "the type (a message names the range). "
        "Systems with levels: --rank-level/--level is the level; --class where the type is not the "
        "class. --keep FILE fills only what a partly built character leaves open. The same --seed "
        "gives the same character.")


def cmd_generate(args: argparse.Namespace) -> int:
    import secrets

    from builder.cli.main import (
        EXIT_OK, EXIT_UNREADABLE, pack_for, refuse_overwrite, report_problem, say, write_build)
    from builder.core.documents import DocumentError, load_build, to_json
    from builder.gm.forge import ForgeError, forge
    from builder.core.packio import PackError
    from builder.core.packs import bundled_systems
    if args.system not in bundled_systems():
        say(words("generate.problem", why=words("unknown_system", system=args.system, known=", ".join(bundled_systems()))))
        return EXIT_UNREADABLE
    if args.output is not None and (why := refuse_overwrite(args.output, args.force)) is not None:
        say(words("generate.problem", why=why))
        return EXIT_UNREADABLE
    keep = None
    if args.keep is not None:
        try:
            keep = load_build(args.keep)
        except DocumentError as exc:
            report_problem(args.keep, exc)
            return EXIT_UNREADABLE
    seed = args.seed
    if seed is None:
        seed = secrets.randbelow(2**31)
        say(words("generate.seed", seed=seed))
    try:
        pack = pack_for(args.system, args.campaign)
        build = forge(args.system, type=args.type, level=args.level, cls=args.cls, seed=seed, keep=keep,
                      npc=not args.pc, pack=pack)
    except PackError as exc:
        say(words("generate.problem", why=exc))
        return EXIT_UNREADABLE
    except ForgeError as exc:  # the refusal in --lang (builder.gm.forge.ForgeError.text)
        keeping = words("generate.keeping", keep=args.keep) if args.keep else ""
        say(words("generate.problem", why=f"{exc.text(args.lang)}{keeping}"))
        return EXIT_UNREADABLE
    _warn(build, pack, say)
    if args.output is None:
        print(to_json(build))
        return EXIT_OK
    from builder.files.outputs import refusal
    if (why := refusal(args.output)) is not None:  # --keep's file, a pack read: never the output (#29)
        say(words("generate.problem", why=why))
        return EXIT_UNREADABLE
    return write_build(build, args.output, backup=args.force)


def _warn(build, pack, say) -> None:
    """The forged character's warnings, one line each: a table the GM has not entered yet leaves
    figures waiting (e.g. GM-entered class tables), which the GM should know before play."""
    from builder.core.engine import evaluate
    from builder.words.messages import render
    for f in evaluate(pack, build).findings:
        if f.severity == "warning":
            say(words("warning", text=render(f.code, f.params, Options.lang)))


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(f"{value} is outside 0…2**63−1")
    return value


def _level(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= value <= 999:
        raise argparse.ArgumentTypeError(f"{value} is outside 0…999")
    return value


def add_commands(sub: argparse._SubParsersAction) -> tuple[argparse.ArgumentParser, ...]:
    """Add ``generate`` to the command line's subcommands; its parser."""
    g = sub.add_parser("generate", help="make a legal NPC (the forge): budgets spent, no errors",
                       description=HELP)
    g.add_argument("--system", required=True, help="the system id (grail-builder systems lists them)")
    g.add_argument("--type", help="the character type or class (`systems --json` lists them)")
    g.add_argument("--rank-level", "--level", dest="level", type=_level, metavar="N",
                   help="ランクレベル or level; default: drawn by the seed")
    g.add_argument("--class", dest="cls", metavar="C", help="the class, where the type is not the class")
    g.add_argument("--seed", type=_seed, help="the dice's seed (default: drawn and printed on stderr)")
    g.add_argument("--keep", metavar="FILE", help="a partly built character: keep its choices, fill the rest")
    g.add_argument("--pc", action="store_true", help="a player character (default: an NPC)")
    g.add_argument("-o", "--output", metavar="FILE", help="the file to write (default: print the JSON)")
    g.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    g.add_argument("--lang", choices=("ja", "en"), default="en", help="the language of a refusal (default: en)")
    campaign_flag(g)
    g.set_defaults(func=cmd_generate)
    return (g,)
