"""Loading a pack for the window without ever failing to start.

Contract: :func:`load_pack_for_window` returns ``(pack, problems)``. ``problems`` are texts
for the user (file, place, message). A user pack that breaks the pack is set aside (the
bundled pack is loaded alone) rather than stopping the window; in safe mode no user pack is
read at all. Only a broken *bundled* pack (an install problem) still raises
:class:`builder.core.packs.PackError`.
"""
from __future__ import annotations

from builder.core.packs import PackError, RulePack, load_pack


def describe(exc: BaseException, lang: str | None = None) -> str:
    """"file\nplace: what is wrong" for DocumentError and PackError, in ``lang`` (the window's
    language when not given; :func:`builder.words.problemtext.problem_parts`: the place in words, none
    for the whole file); the type and text otherwise."""
    if hasattr(exc, "file"):
        from builder.words.problemtext import problem_parts

        from .text import app_language
        file, rest = problem_parts(exc, lang or app_language())
        return f"{file}\n{rest}" if file else rest
    return f"{type(exc).__name__}: {exc}"


def load_pack_for_window(system: str, safe_mode: bool = False) -> tuple[RulePack, list[str]]:
    problems: list[str] = []
    if safe_mode:
        return load_pack(system, user_layer=False), problems
    try:
        pack = load_pack(system)
    except PackError as exc:
        pack = load_pack(system, user_layer=False)  # raises only if the bundled pack is broken
        problems.append(describe(exc))
    for problem in getattr(pack, "problems", []):  # user pack files the loader skipped
        problems.append(describe(problem))
    return pack, problems
