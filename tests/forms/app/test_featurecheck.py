"""forms.app.featurecheck: PySide6's per-module check, on the file's bytes, answers as PySide6's own."""
import sys

import forms.app.main  # noqa: F401 - installs the lighter check, as the window's start does
import builder.core.engine  # noqa: F401 - modules imported after it: the engine's
from forms.app import featurecheck


def test_the_lighter_check_is_in_place_and_answers_as_pyside6_does():
    feature = sys.modules["shibokensupport.feature"]
    assert featurecheck.install() and feature._mod_uses_pyside is featurecheck.uses_pyside
    original = featurecheck._original
    modules = [m for m in list(sys.modules.values()) if isinstance(getattr(m, "__file__", None), str)]
    assert len(modules) > 100
    answers = {m.__name__: featurecheck.uses_pyside(m) for m in modules}
    assert answers == {m.__name__: original(m) for m in modules}
    assert answers["forms.app.main"] and not answers["builder.core.engine"]  # forms.app.main imports PySide6; the engine never
