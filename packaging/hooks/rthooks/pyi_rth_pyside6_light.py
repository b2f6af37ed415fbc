# Run-time hook for PySide6 in place of PyInstaller's pyi_rth_pyside6 (packaging/hooks/rthooks.dat
# takes precedence over PyInstaller's own): the same environment for Qt's plug-ins and
# libraries, without importing PySide6.QtCore at every start. PyInstaller's hook imports it to
# check for an embedded qt.conf, which loads Qt and ICU even for `grail-builder --version` or
# `check`; the PySide6 wheel registers that qt.conf itself when QtCore is first imported (the
# bundled qtbase_ja translation is found through it: scripts/smoke_bundle.py's window step).
def _pyi_rthook():
    import os
    import sys

    if sys.platform.startswith("win"):
        qt = os.path.join(sys._MEIPASS, "PySide6")
        os.environ["PATH"] = sys._MEIPASS + os.pathsep + os.environ.get("PATH", "")
    else:
        qt = os.path.join(sys._MEIPASS, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt, "plugins")
    if sys.platform == "darwin":
        old = os.environ.get("DYLD_LIBRARY_PATH")
        os.environ["DYLD_LIBRARY_PATH"] = sys._MEIPASS + (os.pathsep + old if old else "")


_pyi_rthook()
del _pyi_rthook
