"""The standalone build against the pip-installed program: start-up to first paint, the
command line, and what takes the space in the archive.

Run (after ``python3 scripts/build_bundle.py``, which leaves both programs):

    python3 bench/bench_bundle.py [--runs N] [--archive A] [--installed PROGRAM]

The built program is unpacked from the archive into a temporary folder outside the
checkout; the pip-installed one is ``build/bundle-venv``'s ``grail-builder`` console script
(a normal install of the same checkout, made by build_bundle.py), or ``--installed``.
Both run the same way, in the same run, interleaved, with the smoke test's clean
environment (scripts/smoke_bundle.py): start-up is the wall time from launching the
program on ``saber.json`` offscreen to its first paint (``GRAIL_BUILDER_QUIT_AFTER_PAINT=1``
makes the window print the moment and quit, forms/app/firstpaint.py), median of N runs after
one warm-up each. Target: built ≤ 1.2 × installed (issue 16). Also the median wall time of
``--version`` and ``check saber.json`` to exit, the CPU time (user + system, POSIX) of each
(on a busy machine it moves less than the wall time), and the unpacked folder by part.
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from build_bundle import DIST, VENV, archive_name  # noqa: E402
from smoke_bundle import clean_env, unpack  # noqa: E402


def cpu() -> float:
    """CPU seconds of this process's finished children (0 where the OS does not say: Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def painted(program: Path, work: Path, env: dict[str, str]) -> float:
    start = time.time()
    out = subprocess.run([str(program), "saber.json"], cwd=work, capture_output=True, text=True, check=True,
                         env={**env, "QT_QPA_PLATFORM": "offscreen", "GRAIL_BUILDER_QUIT_AFTER_PAINT": "1"})
    (line,) = [x for x in out.stdout.splitlines() if x.startswith("first paint ")]
    return float(line.split()[2]) - start


def finished(program: Path, work: Path, env: dict[str, str], *args: str) -> float:
    start = time.perf_counter()
    subprocess.run([str(program), *args], cwd=work, capture_output=True, check=True, env=env)
    return time.perf_counter() - start


def parts(folder: Path) -> list[tuple[str, int]]:
    """The unpacked folder's bytes by part (the largest first)."""
    groups = {
        "Qt libraries (lib/, without ICU)": "PySide6/Qt/lib/libQt",
        "ICU (Unicode data for Qt)": "PySide6/Qt/lib/libicu",
        "Qt plug-ins (platforms, image formats, themes)": "PySide6/Qt/plugins",
        "Qt translations (qtbase_ja only)": "PySide6/Qt/translations",
        "PySide6/shiboken6 bindings": "PySide6/",
        "Python runtime (libpython, stdlib)": ("libpython", "python3", "base_library.zip", "lib-dynload"),
        "Pillow (reportlab imports it)": ("PIL", "pillow.libs"),
        "pydantic-core": "pydantic_core",
        "the program's data (packs, font, layouts, examples)": ("builder/", "forms/", "exports/"),
        "the executable (with every pure-Python module, compressed)": ("grail-builder",),
        "system libraries shipped (OpenSSL, libstdc++, X11/xcb, glib, fontconfig …)": "lib",
    }
    sizes: dict[str, int] = {}
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        rel = path.relative_to(folder).as_posix().removeprefix("_internal/")
        name = next((g for g, prefix in groups.items()
                     if rel.startswith(prefix if isinstance(prefix, tuple) else (prefix,))), "everything else")
        sizes[name] = sizes.get(name, 0) + path.stat().st_size
    return sorted(sizes.items(), key=lambda kv: -kv[1])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--archive", type=Path, default=DIST / archive_name())
    parser.add_argument("--installed", type=Path,
                        default=VENV / ("Scripts/grail-builder.exe" if sys.platform == "win32" else "bin/grail-builder"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="grail-bench-") as tmp:
        tmp_path = Path(tmp)
        for name in ("program", "work", "home"):
            (tmp_path / name).mkdir()
        built = unpack(args.archive, tmp_path / "program")
        work = tmp_path / "work"
        shutil.copy2(ROOT / "examples" / "saber.json", work / "saber.json")
        env = clean_env(tmp_path / "home")
        programs = {"pip-installed": args.installed, "built": built}
        for program in programs.values():  # warm the file cache (and the installed one's bytecode)
            painted(program, work, env)
        measures = ("paint", "version", "check")
        times = {k: {m: [] for m in measures} for k in programs}
        cpus = {k: {m: [] for m in measures} for k in programs}
        for _ in range(args.runs):  # interleaved, so that the machine's drift hits both alike
            for kind, program in programs.items():
                for what, call in (("paint", lambda: painted(program, work, env)),
                                   ("version", lambda: finished(program, work, env, "--version")),
                                   ("check", lambda: finished(program, work, env, "check", "saber.json"))):
                    before = cpu()
                    times[kind][what].append(call())
                    cpus[kind][what].append(cpu() - before)
        for what, label, target in (("paint", "start to first paint", " (target ≤ 1.2×)"),
                                    ("version", "--version", ""), ("check", "check saber.json", "")):
            i, b = (statistics.median(times[k][what]) for k in programs)
            ci, cb = (statistics.median(cpus[k][what]) for k in programs)
            print(f"{label:22} pip-installed {i * 1000:7.1f} ms   built {b * 1000:7.1f} ms   "
                  f"ratio {b / i:5.2f}×{target}  (medians of {args.runs})")
            if ci:
                print(f"{'  CPU time':22} pip-installed {ci * 1000:7.1f} ms   built {cb * 1000:7.1f} ms   "
                      f"ratio {cb / ci:5.2f}×")
        print(f"\narchive {args.archive.name}: {args.archive.stat().st_size / 1e6:.1f} MB packed")
        folder = built.parent
        total = 0
        for name, size in parts(folder):
            total += size
            print(f"  {size / 1e6:6.1f} MB  {name}")
        print(f"  {total / 1e6:6.1f} MB  unpacked in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
