"""Build the standalone program for the platform this runs on, and pack it.

Run (one command, on Linux, Windows or macOS, from anywhere):

    python3 scripts/build_bundle.py            # Windows: py scripts\\build_bundle.py

It makes (or reuses) a build virtual environment ``build/bundle-venv``, installs PyInstaller
and this checkout into it as a normal (not editable) install, so that what is frozen is the
installed package with exactly the package data a wheel carries, runs PyInstaller on
``packaging/grail-builder.spec`` (a one-folder build) from outside the checkout, and packs
the folder as ``dist/grail-builder-<version>-<platform>.tar.gz`` on Linux or ``.zip`` on
Windows and macOS (one top folder of the same name inside). It prints the archive's path,
its size and the time the build took. ``--python PY`` builds with an interpreter that
already has PyInstaller and a non-editable install of this checkout (no venv, no pip).

Test the result with ``python3 scripts/smoke_bundle.py`` (the built program, run outside
the checkout with a clean environment).
"""
from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "grail-builder.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "bundle"
VENV = ROOT / "build" / "bundle-venv"
PYINSTALLER = "pyinstaller>=6.10,<7"


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-x86_64``, ``macos-arm64`` …"""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{system}-{machine}"


def archive_name() -> str:
    suffix = ".tar.gz" if sys.platform.startswith("linux") else ".zip"
    return f"grail-builder-{version()}-{platform_tag()}{suffix}"


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def run(cmd: list[str], **kw) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def prepare_venv(venv: Path) -> Path:
    python = venv_python(venv)
    if not python.exists():
        run([sys.executable, "-m", "venv", venv])
    run([python, "-m", "pip", "install", "-q", "--upgrade", "pip"])
    run([python, "-m", "pip", "install", "-q", PYINSTALLER, f"{ROOT}[gui,pdf]"])
    # the checkout as it is now (same version number as the last build: pip would keep that)
    run([python, "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall", str(ROOT)])
    return python


def freeze(python: Path) -> Path:
    WORK.mkdir(parents=True, exist_ok=True)
    # cwd outside the checkout's top: `python -m` puts the cwd on sys.path, and the analysis
    # must find the installed packages, not the source folders (the spec checks it)
    run([python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", WORK / "dist", "--workpath", WORK / "work", SPEC], cwd=WORK)
    return WORK / "dist" / "grail-builder"


def pack(folder: Path) -> Path:
    DIST.mkdir(exist_ok=True)
    name = archive_name()
    top = name.removesuffix(".tar.gz").removesuffix(".zip")
    target = DIST / name
    target.unlink(missing_ok=True)
    for extra in ("LICENSE",):  # the licence beside the program, where a player looks
        shutil.copy2(ROOT / extra, folder / extra)
    if name.endswith(".tar.gz"):
        with tarfile.open(target, "w:gz", compresslevel=6) as tar:
            tar.add(folder, arcname=top)
    elif sys.platform == "darwin":  # ditto keeps the symbolic links of Qt's frameworks
        staged = WORK / top
        shutil.rmtree(staged, ignore_errors=True)
        folder.rename(staged)
        run(["ditto", "-c", "-k", "--keepParent", staged, target])
        staged.rename(folder)
    else:
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as z:
            for path in sorted(folder.rglob("*")):
                z.write(path, Path(top) / path.relative_to(folder))
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--venv", type=Path, default=VENV, help="the build venv (made if missing)")
    parser.add_argument("--python", type=Path, help="build with this interpreter as it is (no venv, no pip)")
    args = parser.parse_args(argv)
    start = time.monotonic()
    try:
        python = args.python or prepare_venv(args.venv)
        installed = time.monotonic()
        folder = freeze(python)
        frozen = time.monotonic()
        target = pack(folder)
    except subprocess.CalledProcessError as exc:  # its own output says why, above
        print(f"build_bundle: failed (exit {exc.returncode}): {' '.join(map(str, exc.cmd))}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"build_bundle: {exc}", file=sys.stderr)
        return 1
    done = time.monotonic()
    size = target.stat().st_size
    unpacked = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"{target}  {size / 1e6:.1f} MB packed, {unpacked / 1e6:.1f} MB unpacked")
    print(f"build time {done - start:.0f} s (install {installed - start:.0f} s, "
          f"PyInstaller {frozen - installed:.0f} s, pack {done - frozen:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
