"""The layers are a contract (issue 25 item 5): pyproject.toml's import-linter contracts hold.

forms above exports above builder; builder.core imports no system, no GM module and no
command-line module; nothing imports forms; no circles in any package, at any depth. Imports
inside functions count (grimp reads every import statement)."""
from __future__ import annotations

import subprocess
import sys
import tomllib

from importlinter.cli import lint_imports

from tests.conftest import ROOT

RUN = ("import sys; from importlinter.cli import lint_imports; "
       "sys.exit(lint_imports(config_filename='pyproject.toml', no_cache=True, no_logo=True, "
       "limit_to_contracts=tuple(sys.argv[1:])))")


def test_the_contracts_hold(capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    code = lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True)
    out = capsys.readouterr().out
    assert code == 0, out
    assert "0 broken" in out and "4 kept" in out, out  # the four contracts ran, none was left out


def test_the_contracts_are_the_issues_four():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    contracts = {c["id"]: c for c in config["contracts"]}
    assert contracts["layers"]["layers"] == ["forms", "exports", "builder"]
    # the core knows no system's pack content (issue 25 item 2): not Fate's, nor the data systems' (builder.kit)
    assert set(contracts["core"]["forbidden_modules"]) == {"builder.systems", "builder.kit", "builder.gm", "builder.cli"}
    assert contracts["forms"]["forbidden_modules"] == ["forms"]
    assert contracts["acyclic"]["type"] == "acyclic_siblings"
    # every package is covered (issue 25 item 5: "no circles", none left out): the three roots, at
    # a depth past the deepest package (forms/pages/generic, builder/systems/<id>/forge: 3 below a root)
    assert set(contracts["acyclic"]["ancestors"]) == {"builder", "exports", "forms"}
    assert contracts["acyclic"]["depth"] >= max(len(p.relative_to(ROOT).parts) - 1
                                                for p in ROOT.glob("*/**/__init__.py")
                                                if p.relative_to(ROOT).parts[0] in ("builder", "exports", "forms"))


def test_an_import_inside_a_function_breaks_the_layers(tmp_path):
    """A planted import of the window from the engine, inside a function, is found by the same
    contracts (so the test above can fail)."""
    for package in ("builder", "exports", "forms"):
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "forms" / "window.py").write_text("X = 1\n", encoding="utf-8")
    (tmp_path / "builder" / "engine.py").write_text(
        "def late():\n    from forms.window import X\n    return X\n", encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text(encoding="utf-8"),
                                             encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", RUN, "layers", "forms"], cwd=tmp_path, capture_output=True,
                          text=True, env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 1, done.stdout + done.stderr
    assert "builder.engine -> forms.window" in done.stdout, done.stdout


def test_a_circle_deep_in_a_package_breaks_the_contract(tmp_path):
    """Two modules of a subpackage that import each other, one of them inside a function (the
    shape of the old mainwindow <-> windows circle), are found by the acyclic contract."""
    for package in ("builder", "exports", "forms", "forms/app"):
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "forms" / "app" / "mainwindow.py").write_text("from .windows import register\n", encoding="utf-8")
    (tmp_path / "forms" / "app" / "windows.py").write_text(
        "def register():\n    from .mainwindow import register\n", encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text(encoding="utf-8"),
                                             encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", RUN, "acyclic"], cwd=tmp_path, capture_output=True,
                          text=True, env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 1, done.stdout + done.stderr
    assert "forms.app" in done.stdout and "windows" in done.stdout, done.stdout
