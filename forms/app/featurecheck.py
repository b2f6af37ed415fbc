"""PySide6's per-module ``__feature__`` check, made to read each source file once as bytes.

Contract: :func:`install` (called by :mod:`forms.app.main` on import, once Qt is imported) replaces
PySide6's private ``shibokensupport.feature._mod_uses_pyside(module)`` by :func:`uses_pyside`,
which answers the same question the same way: does the module's source file contain the text
"PySide6"? Where it cannot read a ``.py`` file it asks the original. If a PySide6 release
drops or renames that function, :func:`install` does nothing and the window starts as before.

Why: after PySide6 is imported, every module imported later is checked (PYSIDE-2029, for the
``from __feature__ import snake_case`` switch, which this program does not use) through
``inspect.getsource``: the line cache, the encoding detection and a list of lines for each of
the ~190 modules the window imports for its first character (the engine, pydantic, the
pages): ~50 ms of CPU at start-up, ~0.27 ms a module. Reading the bytes takes ~0.02 ms.
"""
from __future__ import annotations

import sys
from types import ModuleType

_original = None


def uses_pyside(module: ModuleType) -> bool:
    """Whether ``module``'s source mentions PySide6 (PySide6's own test, on the file's bytes)."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            pass
    return _original(module)


def install() -> bool:
    """Put :func:`uses_pyside` in place (True), or leave PySide6 as it is (False)."""
    global _original
    feature = sys.modules.get("shibokensupport.feature")
    current = getattr(feature, "_mod_uses_pyside", None)
    if current is None or current is uses_pyside or not callable(current):
        return current is uses_pyside
    _original = current
    feature._mod_uses_pyside = uses_pyside
    return True
