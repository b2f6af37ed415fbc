"""Both languages whole, read from the source (issue 14, Words): every string the window
translates reaches the English .ts under the context Qt looks it up with at run time.

Qt finds a translation by (context, source). ``self.tr("…")`` in class C looks under C (PySide6
walks the class's MRO by name); ``QCoreApplication.translate("Ctx", "…")`` under "Ctx". lupdate
files a string by what it reads: a ``tr()`` wrapper around a variable context went under an
empty context (compare.py and publicexport.py did, so English mode showed Japanese there), and a
``self.tr('…')`` inside an f-string is not read at all. Either way the (context, source) pair Qt
asks for is missing from the .ts and the window stays Japanese. These tests read forms/ with
``ast`` and fail on each such call, and on Japanese text that does not go through a translation.
"""
from __future__ import annotations

import ast
import functools
import re
import xml.etree.ElementTree as ET
from pathlib import Path

FORMS = Path(__file__).resolve().parents[3] / "forms"
JAPANESE = re.compile(r"[\u3001-\u303f\u3040-\u30ff\u4e00-\u9fff\uff01-\uff5e]")  # with 、。「」 and full-width forms


def ts_pairs() -> set[tuple[str, str]]:
    root = ET.parse(FORMS / "i18n" / "grail_builder_en.ts").getroot()
    return {(ctx.findtext("name") or "", m.findtext("source")) for ctx in root.iter("context")
            for m in ctx.iter("message")}


DOC_HOLDERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _translate_call(node: ast.AST, cls: str | None):
    """(context or None, source or None) if ``node`` is ``x.tr(…)``/``x.translate(…)``/``translate(…)``
    (``cls`` the class it is written in), else None."""
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
    if name not in ("tr", "translate"):  # x.tr(…), x.translate(…), and a bare translate(…) alias (forms/app/menus.py)
        return None
    if name == "tr":
        context, args = cls, node.args
    else:
        first = node.args[0] if node.args else None
        context = first.value if isinstance(first, ast.Constant) else None
        args = node.args[1:]
    return context, args[0].value if args and isinstance(args[0], ast.Constant) else None


def read_tree(tree: ast.AST):
    """One pass over ``tree`` in source order (each node visited once, as a walk of a whole module
    costs about as much as parsing it): ``(calls, loose)`` where ``calls`` are (call, runtime
    context or None, source or None) for each translate call (:func:`_translate_call`) and
    ``loose`` the Japanese string constants neither inside one of them nor a docstring."""
    calls, loose, docs = [], [], set()
    stack = [(tree, None, False)]  # node, the class it is written in, inside a translate call
    while stack:
        node, cls, inside = stack.pop()
        found = _translate_call(node, cls)
        if found is not None:
            calls.append((node, *found))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and not inside \
                and id(node) not in docs and JAPANESE.search(node.value):
            loose.append(node)
        if isinstance(node, DOC_HOLDERS) and node.body and isinstance(node.body[0], ast.Expr) \
                and isinstance(node.body[0].value, ast.Constant):
            docs.add(id(node.body[0].value))  # seen before its docstring: the walk is in source order
        inner = node.name if isinstance(node, ast.ClassDef) else cls
        stack.extend((child, inner, inside or found is not None)
                     for child in reversed(list(ast.iter_child_nodes(node))))
    return calls, loose


def translate_calls(tree: ast.AST):
    """(call, runtime context or None, source or None) for each ``x.tr(…)``/``x.translate(…)``/``translate(…)``."""
    return read_tree(tree)[0]


def modules():
    return sorted(p for p in FORMS.rglob("*.py"))


@functools.cache
def read_module(path: Path):
    """:func:`read_tree` of a forms module, once per process (both tests read every module)."""
    return read_tree(ast.parse(path.read_text(encoding="utf-8")))


def test_every_translated_string_is_in_the_ts_under_its_runtime_context():
    have = ts_pairs()
    bad = []
    for path in modules():
        for call, context, source in read_module(path)[0]:
            where = f"{path.relative_to(FORMS)}:{call.lineno}"
            if context is None or source is None:  # lupdate cannot read a variable
                bad.append(f"{where}: context or text not a literal: {ast.unparse(call)[:80]}")
            elif (context, source) not in have:
                bad.append(f"{where}: ({context!r}, {source!r}) not in the .ts")
    assert bad == []
    assert not any(context == "" for context, _ in have)  # nothing filed where Qt never looks


def test_japanese_text_in_forms_goes_through_a_translation():
    """A Japanese string literal outside tr()/translate() is shown as is in English mode; the
    few that are meant to stay Japanese are listed here with why."""
    allowed = {
        "日本語",  # 表示 → 言語: each language is named in itself
        "・",  # the rulebooks' list separator between pack names (name_of already picks the language)
    }
    allowed_files = {
        "launcher.py",  # the .desktop file's Name[ja]/Comment[ja] lines: Japanese by definition
        "xcbcheck.py",  # printed before Qt starts (no translator yet), in English and Japanese both
    }
    bad = []
    for path in modules():
        if path.name in allowed_files:
            continue
        for node in read_module(path)[1]:
            if node.value not in allowed:
                bad.append(f"{path.relative_to(FORMS)}:{node.lineno}: {node.value[:60]!r}")
    assert bad == []


def test_the_checks_catch_what_they_are_for():
    """A wrapper with a variable context and a tr() inside an f-string are both caught."""
    wrapper = ast.parse('CONTEXT = "X"\ndef tr(t):\n    return QCoreApplication.translate(CONTEXT, t)\n')
    assert [c for _, c, _ in translate_calls(wrapper)] == [None]
    fstring = ast.parse('class Page:\n    def f(self):\n        return f"{self.tr(\'無名\')}"\n')
    assert [(c, s) for _, c, s in translate_calls(fstring)] == [("Page", "無名")]
    assert ("Page", "無名") not in ts_pairs()
    loose = ast.parse('"""モジュール"""\nclass Page:\n    """ページ"""\n    def f(self):\n        """関数"""\n'
                      '        return self.tr("名前") + "体力" + g("力", "Strength")\n')
    assert [(c, s) for _, c, s in translate_calls(loose)] == [("Page", "名前")]
    assert [node.value for node in read_tree(loose)[1]] == ["体力", "力"]  # docstrings and tr()'s own are fine
