"""The formats of ``grail-builder audit``: ``table``, ``json``, ``csv`` and ``md``.

Contract: each function takes an :class:`builder.gm.audit.Audit` and returns the text to print
(stdout), every piece of user text already escaped (:func:`builder.words.terminal.escape`; JSON
through :func:`builder.words.terminal.json_text`), so nothing in a file can move a terminal's cursor.

- ``table``: aligned columns for a terminal; widths count East Asian wide and full-width
  characters as two columns (:func:`display_width`); pools in one column as
  ``name total/spent/remaining``; then the summary line, then the skipped files.
- ``md``: the same as a Markdown table (``|`` in a cell written ``\\|``), summary and skipped
  files below it.
- ``csv``: one header and one line per character; each pool of the roster gets three columns
  ``<pool>:total``, ``<pool>:spent``, ``<pool>:remaining`` (empty for a character without it).
  The summary is not part of the CSV (the CLI writes it on stderr). A text cell a
  spreadsheet would run (``=``, ``+``, ``-``, ``@``, tab or CR first) starts with ``'``
  (:func:`inert_cell`).
- ``json``: ``{"characters": [...], "skipped": [...], "unreadable": [...], "summary": {...}}``.
Unreadable files are also named on stderr by the CLI, one line each.
"""
from __future__ import annotations

import csv
import io
import unicodedata

from .audit import Audit, Row
from builder.words.terminal import escape, has_unsafe, json_text

HEADS = {
    "ja": ("ファイル", "名前", "システム", "タイプ", "レベル", "ポイント(合計/使用/残り)", "エラー", "GM確認", "警告", "失効承認"),
    "en": ("file", "name", "system", "type", "level", "pools (total/spent/remaining)", "errors", "gm", "warnings", "lapsed"),
}


_WIDE = frozenset({"W", "F"}).__contains__


def display_width(text: str) -> int:
    """Columns ``text`` takes on a terminal: wide (W) and full-width (F) characters take two,
    combining marks none. ASCII (file paths, figures: most cells of a roster) is one column a
    character, counted without the per-character Unicode look-ups; other text without
    combining marks is its length plus its wide characters, counted by ``map`` in C (a
    roster's names and pools: the table is made in one process after the workers)."""
    if text.isascii():
        return len(text)
    if not any(map(unicodedata.combining, text)):
        return len(text) + sum(map(_WIDE, map(unicodedata.east_asian_width, text)))
    width = 0
    for ch in text:
        if unicodedata.combining(ch):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in "WF" else 1
    return width


def _pools(row: Row) -> str:
    return "  ".join(f"{p.name} {p.total}/{p.spent}/{p.remaining}" for p in row.pools)


def _cells(row: Row) -> list[str]:
    """The row's cells, escaped: the texts searched at once first (:func:`has_unsafe`), the
    figures need none."""
    level = "" if row.level is None else str(row.level)
    texts = [row.file, row.name, row.system, row.type_name, _pools(row)]
    if has_unsafe("".join(texts)):
        texts = [escape(x) for x in texts]
    return [*texts[:4], level, texts[4], str(row.errors), str(row.gm), str(row.warnings), str(row.lapsed)]


def summary_line(audit: Audit, lang: str = "ja") -> str:
    s = audit.summary()
    if lang == "en":
        return (f"{s['files']} files, {s['characters']} characters, {s['with_errors']} with errors, "
                f"{s['with_gm_flags']} with open GM flags, {s['with_lapsed_approvals']} with lapsed approvals, "
                f"{s['unreadable']} unreadable, {s['skipped']} skipped")
    return (f"ファイル {s['files']}、キャラクター {s['characters']}、エラーあり {s['with_errors']}、"
            f"GM確認待ち {s['with_gm_flags']}、承認失効 {s['with_lapsed_approvals']}、読めない {s['unreadable']}、"
            f"対象外 {s['skipped']}")


def _skipped_lines(audit: Audit, lang: str) -> list[str]:
    word = "対象外" if lang == "ja" else "skipped"
    return [escape(f"{word}: {s.file}: {s.reason}") for s in audit.skipped]


def table(audit: Audit, lang: str = "ja") -> str:
    heads = list(HEADS[lang])
    rows = [[(cell, display_width(cell)) for cell in _cells(r)] for r in audit.rows]
    numeric = {4, 6, 7, 8, 9}
    widths = [max([display_width(h)] + [r[i][1] for r in rows]) for i, h in enumerate(heads)]

    def line(cells: list[tuple[str, int]]) -> str:  # (text, its display width)
        parts = []
        for i, (cell, width) in enumerate(cells):
            pad = " " * (widths[i] - width)
            parts.append(pad + cell if i in numeric else cell + pad)
        return "  ".join(parts).rstrip()

    out = [line([(h, display_width(h)) for h in heads])] + [line(r) for r in rows] + [summary_line(audit, lang)]
    return "\n".join(out + _skipped_lines(audit, lang))


def markdown(audit: Audit, lang: str = "ja") -> str:
    def cell(text: str) -> str:
        return text.replace("|", "\\|")

    heads = HEADS[lang]
    out = ["| " + " | ".join(heads) + " |",
           "|" + "|".join("---:" if i in (4, 6, 7, 8, 9) else "---" for i in range(len(heads))) + "|"]
    out += ["| " + " | ".join(cell(c) for c in _cells(r)) + " |" for r in audit.rows]
    out += ["", summary_line(audit, lang)]
    skipped = _skipped_lines(audit, lang)
    return "\n".join(out + ([""] + [f"- {cell(s)}" for s in skipped] if skipped else []))


#: what a spreadsheet runs at the start of a cell (a formula, a DDE call): =, +, -, @, tab, CR
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def inert_cell(text: str) -> str:
    """A CSV cell a spreadsheet shows as text: one starting with :data:`FORMULA_START` gets a
    leading apostrophe (OWASP's CSV-injection advice; issue 29 item 7)."""
    return "'" + text if text.startswith(FORMULA_START) else text


def csv_text(audit: Audit) -> str:
    pools: list[str] = []
    for r in audit.rows:
        pools += [p.id for p in r.pools if p.id not in pools]
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["file", "name", "system", "type", "type_name", "level"]
                    + [f"{p}:{k}" for p in pools for k in ("total", "spent", "remaining")]
                    + ["errors", "gm", "warnings", "lapsed"])
    for r in audit.rows:
        have = {p.id: p for p in r.pools}
        figures = []
        for p in pools:
            figures += [have[p].total, have[p].spent, have[p].remaining] if p in have else ["", "", ""]
        writer.writerow([inert_cell(escape(x)) for x in (r.file, r.name, r.system, r.type, r.type_name)]
                        + ["" if r.level is None else r.level]
                        + figures + [r.errors, r.gm, r.warnings, r.lapsed])
    return buffer.getvalue().rstrip("\n")


def json_data(audit: Audit) -> dict:
    return {
        "characters": [{"file": r.file, "name": r.name, "system": r.system, "type": r.type,
                        "type_name": r.type_name, "level": r.level,
                        "pools": {p.id: {"name": p.name, "total": p.total, "spent": p.spent,
                                         "remaining": p.remaining} for p in r.pools},
                        "errors": r.errors, "gm": r.gm, "warnings": r.warnings, "lapsed": r.lapsed}
                       for r in audit.rows],
        "skipped": [{"file": s.file, "reason": s.reason} for s in audit.skipped],
        "unreadable": [{"file": u.file, "problem": u.problem} for u in audit.unreadable],
        "summary": audit.summary(),
    }


def render(audit: Audit, fmt: str, lang: str = "ja") -> str:
    if fmt == "json":
        return json_text(json_data(audit))
    if fmt == "csv":
        return csv_text(audit)
    if fmt == "md":
        return markdown(audit, lang)
    return table(audit, lang)
