"""A character that waits for its GM says so first (issue 28 item 4).

Contract: :func:`waiting_places` reads a sheet's findings and returns the names (in ``lang``)
of the GM-entered places its figures wait for, each once, in finding order: a GM-entered table
without the row asked for (``data.table_missing_row`` as a warning, :mod:`builder.kit.waits`)
and a GM-entered option or page not filled in (``data.waits_for_gm``). [] for a character with
all its figures. :func:`waiting_text` is the one line the findings panel and the summary page
show instead of an error count that would read "0 errors" while figures are missing.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

WAIT_CODES = ("data.table_missing_row", "data.waits_for_gm")


def waiting_places(findings: list[Any], lang: str) -> list[str]:
    names: list[str] = []
    for f in findings:
        if f.code == "data.table_missing_row" and f.severity == "warning":  # (a GM-entered table)
            key = "table"
        elif f.code == "data.waits_for_gm":
            key = "place"
        else:
            continue
        params = f.params or {}
        name = str((params.get(key + "_en") or params.get(key, "")) if lang == "en" else params.get(key, ""))
        if name and name not in names:
            names.append(name)
    return names


def waiting_text(findings: list[Any], lang: str) -> str:
    """「GMのデータ待ち: …」 naming the places, or "" when nothing waits."""
    names = waiting_places(findings, lang)
    if not names:
        return ""
    joined = QCoreApplication.translate("GmWaits", "、").join(names)
    return (QCoreApplication.translate("GmWaits", "GMのデータ待ち: %1 (GMがルールデータに入力すると数値とエラーの数が出ます)")
            .replace("%1", joined))
