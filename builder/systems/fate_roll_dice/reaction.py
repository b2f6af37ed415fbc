"""The ``reaction`` command of the Fate/roll dice plug-in: the initial reaction modifier
between two characters (000_8acb8ad758a0196c.txt L849–854). Registered under the
``grail_builder.commands`` entry point, so the core command line knows no Fate rule."""
from __future__ import annotations

import argparse
from typing import Any

SYSTEM = "fate-roll-dice"


def add_reaction_parser(sub: Any) -> argparse.ArgumentParser:
    r = sub.add_parser("reaction", help="Fate/roll dice: initial reaction modifier between two characters")
    r.add_argument("first")
    r.add_argument("second")
    r.add_argument("--lang", choices=("ja", "en"), default="ja")
    r.add_argument("--campaign", action="append")
    r.set_defaults(func=cmd_reaction)
    return r


def cmd_reaction(args: argparse.Namespace) -> int:
    from builder.cli.common import EXIT_OK, EXIT_UNREADABLE, load_character, out, report_problem, say, words
    from builder.core.documents import DocumentError
    from builder.core.packio import PackError
    from .alignment import reaction_modifier

    loaded = []
    for file in (args.first, args.second):  # the second's system is checked too
        try:
            build, pack = load_character(file, args.campaign)
        except (DocumentError, PackError) as exc:
            report_problem(file, exc)
            return EXIT_UNREADABLE
        if build.system != SYSTEM:
            say(words("reaction.other_system", file=file, system=build.system))
            return EXIT_UNREADABLE
        loaded.append((build, pack))
    (first, pack), (second, _) = loaded
    value = reaction_modifier(pack, first, second)
    out(words("reaction.value", value="?" if value is None else f"{value:+d}", pack=pack.id))
    return EXIT_OK
