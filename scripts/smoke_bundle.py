"""Smoke test of the BUILT program (scripts/build_bundle.py's archive), not of the source.

Run:  python3 scripts/smoke_bundle.py [ARCHIVE]      (default: this platform's archive in dist/)

It unpacks the archive into a temporary folder outside the checkout and runs the program
from a temporary working folder with a clean environment: no ``PYTHON*`` or ``VIRTUAL_ENV``
variables, a ``PATH`` with no folder that holds a Python interpreter or a virtual
environment, and ``HOME`` (``USERPROFILE``/``APPDATA`` on Windows) and the XDG user folders
set to new empty folders. Each step checks the exit code and the output:

1. ``--version`` prints ``grail-builder <version of pyproject.toml>``;
2. ``systems --json`` lists the five systems (their plug-ins come from the bundled
   grail-builder dist-info's entry points, builder/core/registry.py);
3. ``new --example saber`` (a shipped example), ``new chuseihai`` (a new character of a data
   system), ``check --json`` on both (exit 0, JSON with no error findings for the example);
4. ``export --pdf`` (starts with ``%PDF``; ``pdftoppm`` renders page 1 when it is installed,
   and must be on Linux) and ``export --ccfolia`` (JSON that parses, a ccfolia character);
5. the window, offscreen (``QT_QPA_PLATFORM=offscreen``) on the example, quits after its first
   paint (``GRAIL_BUILDER_QUIT_AFTER_PAINT``, forms/app/firstpaint.py) with exit 0 and leaves a
   screenshot (``--screenshot PNG`` keeps a copy to look at).

Exit 0 when every step passed; otherwise 1, with each failure named.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_bundle import DIST, ROOT, archive_name, version  # noqa: E402

SYSTEMS = {"fate-roll-dice", "eiyuten", "chuseihai", "senya-tsukihime-plus", "grail-tactics"}


class Smoke:
    def __init__(self, program: Path, work: Path, env: dict[str, str]):
        self.program, self.work, self.env, self.failures = program, work, env, []

    def run(self, *args: str, extra_env: dict[str, str] | None = None, timeout: int = 120):
        cmd = [str(self.program), *args]
        done = subprocess.run(cmd, cwd=self.work, env={**self.env, **(extra_env or {})}, capture_output=True,
                              timeout=timeout)
        print(f"$ grail-builder {' '.join(args)}  -> exit {done.returncode}", flush=True)
        return done

    def expect(self, ok: bool, what: str, done=None) -> bool:
        if not ok:
            detail = ""
            if done is not None:
                detail = (f"\n    exit {done.returncode}\n    stdout: {done.stdout.decode('utf-8', 'replace')[-800:]}"
                          f"\n    stderr: {done.stderr.decode('utf-8', 'replace')[-800:]}")
            self.failures.append(what)
            print(f"FAIL {what}{detail}", flush=True)
        else:
            print(f"ok   {what}", flush=True)
        return ok


def clean_env(home: Path) -> dict[str, str]:
    """The environment of a player's desktop: nothing of Python, empty user folders."""
    keep = ("SYSTEMROOT", "SystemRoot", "WINDIR", "COMSPEC", "PATHEXT", "TEMP", "TMP", "TMPDIR",
            "LANG", "LC_ALL", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR")
    env = {k: os.environ[k] for k in keep if k in os.environ}
    env["PATH"] = os.pathsep.join(p for p in os.environ.get("PATH", "").split(os.pathsep) if p and not _pythonish(p))
    for name in ("config", "data", "cache", "state"):
        folder = home / f".{name}"
        folder.mkdir()
        env[f"XDG_{name.upper()}_HOME"] = str(folder)
    env["HOME"] = env["USERPROFILE"] = str(home)
    if sys.platform == "win32":
        for name in ("APPDATA", "LOCALAPPDATA"):
            folder = home / name
            folder.mkdir()
            env[name] = str(folder)
    return env


def _pythonish(folder: str) -> bool:
    """A PATH entry that is a virtual environment's or that holds any Python interpreter."""
    path = Path(folder)
    if (path.parent / "pyvenv.cfg").exists() or (path / "pyvenv.cfg").exists():
        return True
    names = ("python", "python3", "python.exe", "python3.exe", "py.exe")
    return any((path / n).exists() for n in names) or any(path.glob("python3.*"))


def unpack(archive: Path, into: Path) -> Path:
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as tar:
            tar.extractall(into, filter="tar") if hasattr(tarfile, "tar_filter") else tar.extractall(into)
    elif sys.platform == "darwin":
        subprocess.run(["ditto", "-x", "-k", str(archive), str(into)], check=True)
    else:
        with zipfile.ZipFile(archive) as z:
            z.extractall(into)
    (top,) = list(into.iterdir())
    exe = top / ("grail-builder.exe" if sys.platform == "win32" else "grail-builder")
    if not exe.is_file():
        raise SystemExit(f"{archive}: no {exe.name} at the top of its folder")
    return exe


def smoke(s: Smoke, screenshot: Path | None) -> None:
    done = s.run("--version")
    s.expect(done.returncode == 0 and done.stdout.decode().strip() == f"grail-builder {version()}",
             f"--version prints grail-builder {version()}", done)

    done = s.run("systems", "--json")
    try:
        listed = {item["id"] for item in json.loads(done.stdout)}
    except (ValueError, TypeError, KeyError):
        listed = set()
    s.expect(done.returncode == 0 and listed == SYSTEMS, "systems --json lists the five systems (entry points)", done)

    done = s.run("new", "--example", "saber", "-o", "saber.json")
    example = ROOT / "examples" / "saber.json"
    s.expect(done.returncode == 0 and (s.work / "saber.json").read_bytes() == example.read_bytes(),
             "new --example saber writes the shipped example byte for byte", done)
    done = s.run("check", "--json", "saber.json")
    checked = _json_text(done.stdout)
    # type and system, not the name: a Windows console's code page may turn Japanese into "?"
    s.expect(done.returncode == 0 and isinstance(checked, list) and checked[0].get("type") == "saber"
             and checked[0].get("system") == "fate-roll-dice" and checked[0].get("pools")
             and not [f for f in checked[0].get("findings", []) if f.get("severity") == "error"],
             "check --json saber.json: exit 0, the character, no error finding", done)

    done = s.run("new", "chuseihai", "-o", "chuseihai.json")
    made = _json(s.work / "chuseihai.json")
    s.expect(done.returncode == 0 and isinstance(made, dict) and made.get("system") == "chuseihai",
             "new chuseihai writes a new 中聖杯 character", done)
    done = s.run("check", "--json", "chuseihai.json")
    s.expect(done.returncode in (0, 1) and _json_text(done.stdout) is not None,
             "check --json chuseihai.json answers in JSON (a new character may have open choices)", done)

    done = s.run("export", "saber.json", "--pdf", "saber.pdf")
    pdf = s.work / "saber.pdf"
    ok = s.expect(done.returncode == 0 and pdf.is_file() and pdf.read_bytes()[:5] == b"%PDF-",
                  "export --pdf writes a PDF", done)
    renderer = shutil.which("pdftoppm")
    if ok and (renderer or sys.platform.startswith("linux")):
        rendered = subprocess.run([renderer or "pdftoppm", "-png", "-r", "40", "-f", "1", "-l", "1", str(pdf),
                                   str(s.work / "page")], capture_output=True) if renderer else None
        pages = list(s.work.glob("page*.png"))
        s.expect(rendered is not None and rendered.returncode == 0 and len(pages) == 1
                 and pages[0].stat().st_size > 5000, "pdftoppm renders page 1 of the PDF", rendered)

    done = s.run("export", "saber.json", "--ccfolia", "saber.ccfolia.json")
    data = _json(s.work / "saber.ccfolia.json")
    s.expect(done.returncode == 0 and isinstance(data, dict) and data.get("kind") == "character"
             and data.get("data", {}).get("name") == _json(example)["name"],
             "export --ccfolia writes a ccfolia character of that name (JSON that parses)", done)

    shot = s.work / "window.png"
    done = s.run("saber.json", extra_env={"QT_QPA_PLATFORM": "offscreen", "GRAIL_BUILDER_QUIT_AFTER_PAINT": str(shot)},
                 timeout=180)
    s.expect(done.returncode == 0 and b"first paint " in done.stdout and shot.is_file() and shot.stat().st_size > 10000,
             "the window opens offscreen on saber.json, paints and quits (exit 0, screenshot)", done)
    if screenshot is not None and shot.is_file():
        shutil.copy2(shot, screenshot)


def _json(path: Path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _json_text(data: bytes):
    try:
        return json.loads(data.decode("utf-8", "replace"))
    except ValueError:
        return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Smoke-test the built program (scripts/build_bundle.py).")
    parser.add_argument("archive", nargs="?", type=Path, default=DIST / archive_name())
    parser.add_argument("--screenshot", type=Path, help="keep the window's screenshot here")
    args = parser.parse_args(argv)
    if not args.archive.is_file():
        print(f"{args.archive}: no such archive; build it first: python3 scripts/build_bundle.py", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="grail-smoke-") as tmp:
        tmp_path = Path(tmp).resolve()
        if tmp_path.is_relative_to(ROOT):
            raise SystemExit(f"{tmp_path}: the temporary folder is inside the checkout")
        (tmp_path / "program").mkdir()
        (tmp_path / "work").mkdir()
        (tmp_path / "home").mkdir()
        program = unpack(args.archive, tmp_path / "program")
        print(f"unpacked {args.archive.name} into {program.parent}", flush=True)
        s = Smoke(program, tmp_path / "work", clean_env(tmp_path / "home"))
        smoke(s, args.screenshot)
    if s.failures:
        print(f"{len(s.failures)} failed: " + "; ".join(s.failures))
        return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
