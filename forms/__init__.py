"""The builder window (PySide6). The only package that imports Qt.

Layout: :mod:`forms.session.state` (one CharacterSession per character: build, sheet, undo stack),
:mod:`forms.session.models` (Qt item models), :mod:`forms.pages` (one page per pack step),
:mod:`forms.widgets` (budget bar, findings panel, marks editor), :mod:`forms.app.mainwindow` and
:mod:`forms.app.main` (``main(files) -> int``).
"""
