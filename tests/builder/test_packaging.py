"""Packaging: the licence, the SPDX expression, and the examples that ship in the package.

``pip wheel . --no-deps`` was run by hand on this tree (setuptools 84 in pip's isolated build
environment): the wheel holds ``builder/examples/**.json`` (all of ``examples/``), METADATA
says ``License-Expression: MIT AND IPA`` and ``dist-info/licenses/`` holds both files. The
tests below keep what that build relied on true without building (a build needs setuptools
>= 77 from an index).
"""
from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

from packaging.licenses import canonicalize_license_expression
from packaging.requirements import Requirement

from builder.cli.main import main
from builder.cli.examples import example_bytes, example_names, examples_dir

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
EXAMPLE_FILES = sorted(p.relative_to(ROOT / "examples").as_posix()
                       for p in (ROOT / "examples").rglob("*.json"))


def test_license_file_is_mit_for_the_contributors():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n\nCopyright (c) 2026 Grail Builder contributors\n")
    assert "THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND" in text


def test_pyproject_has_an_spdx_expression_and_its_files():
    project = PYPROJECT["project"]
    # the code is MIT; the bundled font (exports/fonts/ipaexg.ttf) is under the IPA Font License
    assert project["license"] == canonicalize_license_expression("MIT AND IPA")
    assert project["license-files"] == ["LICENSE", "exports/fonts/IPA_Font_License_Agreement_v1.0.txt"]
    for name in project["license-files"]:
        assert (ROOT / name).is_file(), name
    assert not any(c.startswith("License ::") for c in project.get("classifiers", []))  # PEP 639 forbids both
    (setuptools,) = [Requirement(r) for r in PYPROJECT["build-system"]["requires"]]
    assert setuptools.name == "setuptools"
    # PEP 639 (license as a string, license-files) arrived in setuptools 77.0
    assert "76.9" not in setuptools.specifier and "77.0" in setuptools.specifier


def test_one_copy_of_the_examples_and_every_one_ships():
    # builder/examples is the examples/ folder itself (a link), not a copy that could drift
    assert (ROOT / "builder" / "examples").resolve() == (ROOT / "examples").resolve()
    assert examples_dir().resolve() == (ROOT / "examples").resolve()
    data = PYPROJECT["tool"]["setuptools"]["package-data"]["builder"]
    patterns = [p.removeprefix("examples/") for p in data if p.startswith("examples/")]
    shipped = [f for f in EXAMPLE_FILES if any(fnmatch.fnmatchcase(f, p) and f.count("/") == p.count("/")
                                               for p in patterns)]
    assert shipped == EXAMPLE_FILES
    assert example_names() == [f.removesuffix(".json") for f in EXAMPLE_FILES]


def test_new_example_writes_the_example(tmp_path, capsys):
    out = tmp_path / "x.json"
    assert main(["new", "--example", "saber", "-o", str(out)]) == 0
    assert out.read_bytes() == (ROOT / "examples" / "saber.json").read_bytes()
    assert main(["check", str(out)]) == 0   # a legal character, ready to open
    out2 = tmp_path / "y.json"
    assert main(["new", "--example", "chuseihai/saber", "-o", str(out2)]) == 0
    assert out2.read_bytes() == example_bytes("chuseihai/saber")


def test_new_example_list_and_unknown_names(tmp_path, capsys):
    capsys.readouterr()
    assert main(["new", "--example", "list"]) == 0
    listed = capsys.readouterr().out.split()
    assert "saber" in listed and "eiyuten/servant" in listed and listed == example_names()
    assert main(["new", "--example", "../pyproject", "-o", str(tmp_path / "p.json")]) == 2
    err = capsys.readouterr().err
    assert "no such example" in err and "saber" in err
    assert not (tmp_path / "p.json").exists()


def test_new_example_never_overwrites_without_force(tmp_path, capsys):
    out = tmp_path / "x.json"
    out.write_text("mine", encoding="utf-8")
    assert main(["new", "--example", "master", "-o", str(out)]) == 2
    assert "--force" in capsys.readouterr().err and out.read_text(encoding="utf-8") == "mine"
    assert main(["new", "--example", "master", "-o", str(out), "--force"]) == 0
    assert out.read_bytes() == (ROOT / "examples" / "master.json").read_bytes()
    assert main(["new", "--example", "master"]) == 2   # no -o


# Modules that may name a path beside their source: developer tools that write into a checkout
# (schemagen writes schemas/, refresh_references writes test references) and the examples'
# fallback for a checkout whose builder/examples link is a plain file (exampledata's docstring).
SOURCE_RELATIVE_ALLOWED = {"builder/schemagen.py", "exports/refresh_references.py", "builder/cli/examples.py"}


def test_no_runtime_module_reads_data_beside_its_source():
    # the standalone build (packaging/grail-builder.spec, scripts/build_bundle.py) has no
    # checkout: what the program reads is package data, found through importlib.resources
    found = sorted(p.relative_to(ROOT).as_posix() for pkg in ("builder", "forms", "exports")
                   for p in (ROOT / pkg).rglob("*.py") if "Path(__file__" in p.read_text(encoding="utf-8"))
    assert set(found) <= SOURCE_RELATIVE_ALLOWED, found


def test_data_folders_are_package_resources():
    from importlib import resources

    from builder.kit.plugin import _pack_dir
    from builder.core.registry import plugin_for
    from exports.layout import layout_names, layout_path
    from exports.pdf.sheet import FONT_PATH

    def resource(package: str, *parts: str) -> Path:
        return Path(str(resources.files(package).joinpath(*parts)))

    for system, package in (("chuseihai", "builder.systems.chuseihai"), ("eiyuten", "builder.systems.eiyuten"),
                            ("grail-tactics", "builder.systems.grail_tactics"),
                            ("senya-tsukihime-plus", "builder.systems.senya_tsukihime_plus")):
        assert plugin_for(system).pack_dir == resource(package, "pack")
        assert (plugin_for(system).pack_dir / "manifest.json").is_file()
    # the older form, a plug-in's __file__, still names the same folder
    assert _pack_dir(str(ROOT / "builder/systems/eiyuten/plugin.py")) == resource("builder.systems.eiyuten", "pack")
    assert plugin_for("fate-roll-dice").pack_dir == resource("builder", "systems", "fate_roll_dice", "pack")
    assert layout_path("default", "fate-roll-dice") == resource("exports", "systems", "fate_roll_dice", "default.json")
    assert layout_names("fate-roll-dice") == ["default", "full", "gm-compact"]
    assert FONT_PATH == resource("exports", "fonts", "ipaexg.ttf") and FONT_PATH.is_file()
    assert examples_dir() == resource("builder", "examples")
