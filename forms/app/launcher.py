"""``grail-builder desktop-install``: a launcher in the Linux desktop's application menu.

Contract:
- :func:`install` writes ``<XDG data home>/applications/grail-builder.desktop`` (a Desktop
  Entry, spec 1.5) and the icon ``<XDG data home>/icons/hicolor/scalable/apps/grail-builder.svg``
  (the one the window uses, :data:`forms.app.main.ICON`). ``XDG_DATA_HOME`` is honoured
  (``~/.local/share`` without it). An existing file is never replaced without ``force``: the
  command names it and writes nothing.
- The launcher runs the ``grail-builder`` script of the Python that runs this command (the
  virtual environment's ``bin/grail-builder``), with ``gui %F``: files dropped on the launcher
  or chosen with "open with" open, each in its own window.
- No Qt import: the command is fast and works without a display.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

APP_ID = "grail-builder"
ICON = ("forms", "icons/grail-builder.svg")  # package data, read through importlib.resources (the bundle too)


def icon_bytes() -> bytes:
    from importlib import resources
    return (resources.files(ICON[0]) / ICON[1]).read_bytes()


def data_home(environ: dict[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    value = env.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local" / "share"


def command() -> list[str]:
    """How the launcher starts the window: the environment's script, else ``python -m``."""
    script = Path(sys.executable).parent / APP_ID
    if script.is_file():
        return [str(script), "gui"]
    return [sys.executable, "-m", "builder.cli.main", "gui"]


def _quoted(arg: str) -> str:
    """An Exec argument (Desktop Entry spec, "The Exec key"): quoted when it holds reserved
    characters, with ``"`, backquote, ``$`` and ``\\`` escaped; ``%`` doubled."""
    arg = arg.replace("%", "%%")
    if any(c in arg for c in " \t\n\"'\\><~|&;$*?#()`"):
        inner = "".join("\\" + c if c in '"`$\\' else c for c in arg)
        return f'"{inner}"'
    return arg


def entry_text(argv: list[str] | None = None) -> str:
    exec_line = " ".join(_quoted(a) for a in (argv or command())) + " %F"
    # Exec is written once more with its string escapes (\\ for a backslash in a string value)
    exec_line = exec_line.replace("\\", "\\\\")
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.5",
        "Name=Grail Builder",
        "Name[ja]=Grail Builder(聖杯戦争キャラクター作成)",
        "GenericName=TRPG Character Builder",
        "GenericName[ja]=TRPGキャラクター作成",
        "Comment=Character builder for fan-made Fate (Holy Grail War) TRPG systems",
        "Comment[ja]=Fate二次創作TRPG(聖杯戦争)のキャラクターを作る",
        f"Exec={exec_line}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;RolePlaying;",
        "Keywords=TRPG;Fate;Servant;character;sheet;",
        "StartupWMClass=grail-builder",
        "",
    ])


def targets(home: Path) -> tuple[Path, Path]:
    return (home / "applications" / f"{APP_ID}.desktop",
            home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg")


def install(force: bool = False, home: Path | None = None) -> tuple[list[Path], list[Path]]:
    """(written, refused): nothing is written when a file exists and ``force`` is not given."""
    desktop, icon = targets(home or data_home())
    existing = [p for p in (desktop, icon) if p.exists() or p.is_symlink()]
    if existing and not force:
        return [], existing
    from builder.files.safeio import write_file
    desktop.parent.mkdir(parents=True, exist_ok=True)
    icon.parent.mkdir(parents=True, exist_ok=True)
    write_file(icon, icon_bytes())
    write_file(desktop, entry_text().encode("utf-8"))
    return [desktop, icon], []


def cmd_desktop_install(args: argparse.Namespace) -> int:
    from builder.cli.main import EXIT_OK, EXIT_UNREADABLE, out, say
    if not sys.platform.startswith("linux"):
        say("desktop-install writes a Linux (freedesktop.org) launcher; on this system start "
            "the window with the grail-builder command")
        return EXIT_UNREADABLE
    if args.print:
        out(entry_text().rstrip("\n"))
        return EXIT_OK
    try:
        written, refused = install(args.force)
    except OSError as exc:
        say(f"{exc.filename or data_home()}: cannot write: {exc.strerror or exc}")
        return EXIT_UNREADABLE
    if refused:
        for path in refused:
            say(f"{path}: exists; not replaced (give --force to replace it)")
        return EXIT_UNREADABLE
    for path in written:
        out(f"wrote {path}")
    out("Grail Builder is now in the desktop's application menu (Games).")
    return EXIT_OK


def add_desktop_parser(sub) -> argparse.ArgumentParser:
    """``desktop-install [--force] [--print]`` (a ``grail_builder.commands`` plug-in)."""
    d = sub.add_parser("desktop-install", help="add Grail Builder to the Linux desktop's application menu",
                       description="Writes grail-builder.desktop into the user's XDG applications folder "
                       "and the icon into the hicolor theme; an existing file is kept unless --force.")
    d.add_argument("--force", action="store_true", help="replace an existing launcher or icon")
    d.add_argument("--print", action="store_true", help="print the launcher instead of writing it")
    d.set_defaults(func=cmd_desktop_install)
    return d
