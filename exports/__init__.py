"""Printable sheets and online-table exports for Grail Builder.

Contract: everything here takes the engine's derived :class:`builder.core.sheet.Sheet` (plus the
pack and the build it came from) and never the window; this package imports only
``builder``, the standard library, pydantic and reportlab (never PySide6).

Entry points for the window (``forms``) and the command line:

- :func:`exports.pdf.sheet.write_pdf` / :func:`exports.pdf.sheet.write_roster_pdf`: A4 PDF sheets.
- :func:`exports.text.sheet.render_text`: the plain-text 【筋力】A+ sheet.
- :func:`exports.online.ccfolia.to_clipboard_text`: the ココフォリア clipboard JSON.
"""
