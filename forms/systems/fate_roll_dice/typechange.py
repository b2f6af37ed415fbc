"""What changing the タイプ (L610) takes away, so the window can ask before it happens.

Contract: :func:`type_change_losses` compares the character now with the one the type page
would make (stats and class skills reset to the new type's base, as ``grail-builder new``
does; ranks dropped when the kind changes, since a servant's ranks are not a master's,
L720–829) and returns the lines to show: the FP the bought stats and skills cost (from the
sheet's FP ledger, so the number is the engine's own) and the ranks that go. Empty when
nothing bought is lost (a fresh character can change type without a question).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from forms.session.text import name_of


def bought_fp(sheet) -> int:
    """FP spent on stats and skills (the ledger lines under ``/stats`` and ``/skills``)."""
    return sum(line.amount for line in sheet.ledger
               if line.pool == "fp" and line.path.startswith(("/stats/", "/skills/")))


def type_change_losses(page, new_build) -> list[str]:
    """Lines naming what ``new_build`` (the type page's result) loses compared with now.
    ``page`` gives the pack, language, current build and sheet."""
    old, lang = page.build, page.lang
    lines = []
    spent = bought_fp(page.session.sheet)
    # a class's own skills giving way to the new class's costs nothing bought: no question then
    if spent and (old.stats != new_build.stats or old.skills != new_build.skills):
        lines.append(QCoreApplication.translate("TypePage", "ステータスとスキル (%1 FP) が外れます")
                     .replace("%1", str(spent)))
    gone = [r for r in old.ranks if r.id not in {n.id for n in new_build.ranks}]
    if gone:
        names = "・".join(name_of(page.pack.ranks.get(r.id), lang) or r.id for r in gone)
        lines.append(QCoreApplication.translate("TypePage", "ランク %1 が外れます").replace("%1", names))
    return lines
