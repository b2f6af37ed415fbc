"""Before Qt starts on a Linux desktop: name the libraries its xcb plug-in cannot find.

Qt's own failure is an abort ("Could not load the Qt platform plugin "xcb" … even though it
was found", core dumped) that names no library. The PySide6 wheel bundles Qt but not the X11
libraries its xcb platform plug-in links against; a desktop without ``libxcb-cursor0``,
``libxcb-icccm4`` or ``libxcb-keysyms1`` (not pulled in by every desktop) cannot open the
window.

Contract:
- :func:`uses_xcb` is True on Linux when Qt would take the xcb platform: ``QT_QPA_PLATFORM``
  names xcb first, or is unset outside a Wayland session (Qt 6 prefers its Wayland plug-in
  there and needs no xcb library).
- :func:`missing_libraries` tries to load each library of :data:`XCB_LIBRARIES` (``loader``,
  ctypes.CDLL by default, which searches where the dynamic loader does) and returns the ones
  that fail; when all load, it loads the plug-in itself and reports its loader's message if
  that fails (a library this table does not know).
- :func:`startup_problem` returns the text to print (the missing libraries and the ``apt``
  packages that hold them; else, when ``DISPLAY`` is unset, that there is no X display to
  open the window on: Qt's xcb plug-in aborts there too, "could not connect to display", core
  dumped) or None. Nothing here raises.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

#: the xcb plug-in's own libraries outside the wheel and the Debian/Ubuntu packages holding
#: them: DT_NEEDED of PySide6 6.11's plugins/platforms/libqxcb.so and lib/libQt6XcbQpa.so.6
#: (``objdump -p``), less the Qt libraries the wheel bundles and the C/C++ runtime; package
#: names from ``dpkg -S`` on Debian 12
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libGL.so.1": "libgl1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
}


def uses_xcb(environ: dict[str, str] | None = None, platform: str | None = None) -> bool:
    env = os.environ if environ is None else environ
    if not (platform or sys.platform).startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:  # "xcb", "xcb:option", or a fallback list "wayland;xcb" (the first is tried first)
        return chosen.split(";")[0].split(":")[0].strip() == "xcb"
    return env.get("XDG_SESSION_TYPE", "") != "wayland"


def plugin_path() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    path = Path(PySide6.__file__).resolve().parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return path if path.is_file() else None


def _ctypes_loader() -> Callable[[str], object]:
    import ctypes
    return ctypes.CDLL


def missing_libraries(loader: Callable[[str], object] | None = None) -> tuple[list[str], str]:
    """(missing library names, the plug-in loader's message when the table found none)."""
    load = loader or _ctypes_loader()
    missing = []
    for name in XCB_LIBRARIES:
        try:
            load(name)
        except OSError:
            missing.append(name)
    if missing:
        return missing, ""
    plugin = plugin_path()
    if plugin is not None:
        try:
            load(str(plugin))
        except OSError as exc:
            return [], str(exc)
    return [], ""


def startup_problem(environ: dict[str, str] | None = None, loader: Callable[[str], object] | None = None,
                    platform: str | None = None) -> str | None:
    if not uses_xcb(environ, platform):
        return None
    try:
        missing, other = missing_libraries(loader)
    except Exception:  # noqa: BLE001 - the check must never be what stops the start
        return None
    if not missing and not other:
        env = os.environ if environ is None else environ
        if env.get("DISPLAY", "").strip():
            return None
        return ("grail-builder: the window cannot start: there is no X display (DISPLAY is not set; "
                "a terminal without a desktop, or an SSH session without X forwarding).\n"
                "Run it in a desktop session; the command line works anywhere "
                "(grail-builder check FILE, grail-builder --help).\n"
                "ウィンドウを開けません: 画面(DISPLAY)がありません。デスクトップで起動してください。")
    if missing:
        packages = sorted({XCB_LIBRARIES[name] for name in missing})
        return ("grail-builder: the window cannot start: Qt's xcb platform plug-in needs "
                f"{', '.join(missing)}, not found on this system.\n"
                f"Install: sudo apt install {' '.join(packages)}\n"
                "(Fedora: sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-keysyms; see README.md)\n"
                "ウィンドウを開けません。次のライブラリがありません: " + ", ".join(missing))
    return (f"grail-builder: the window cannot start: Qt's xcb platform plug-in does not load: {other}\n"
            "ウィンドウを開けません(上のライブラリをインストールしてください)。")
