"""A sheet's GM approvals as a typed section (:class:`builder.core.sections.ApprovalsSection`), for
every system: the finding each approval waives, where, why, by whom and when, and whether it
still stands (from the notice :mod:`builder.core.approvals` left on the sheet).

Contract: :func:`approvals_section` ``(pack, build, sheet)`` is pure and words each approval in
both languages (:func:`builder.words.places.finding_text`, :func:`builder.words.places.place`); an approval
whose finding is gone keeps its code as its message. A public view leaves the section out.
"""
from __future__ import annotations

from typing import Any

from builder.words.places import finding_text, place
from .sections import ApprovalRow, ApprovalsSection

DASH = "—"
#: an approval's state on the sheet, from its notice (builder.core.approvals); no notice: it stands
APPROVAL_STATES = {
    "ja": {"": "有効", "approval.lapsed.changed": "失効", "approval.lapsed.removed": "失効",
           "approval.lapsed.moved": "失効", "approval.lapsed.anywhere": "失効",
           "approval.unpinned": "有効(要再承認)", "approval.unused": "不要", "approval.not_waivable": "適用外"},
    "en": {"": "stands", "approval.lapsed.changed": "lapsed", "approval.lapsed.removed": "lapsed",
           "approval.lapsed.moved": "lapsed", "approval.lapsed.anywhere": "lapsed",
           "approval.unpinned": "stands (approve again)", "approval.unused": "not needed",
           "approval.not_waivable": "does not apply"},
}
TITLE = ("GM承認", "GM approvals")


def approvals_section(pack: Any, build: Any, sheet: Any) -> ApprovalsSection:
    states = {f.params.get("index"): f.code for f in sheet.findings if f.code.startswith("approval.")}
    rows = []
    for k, a in enumerate(build.approvals):
        match = next((f for f in sheet.findings if f.code == a.code and f.path == a.path), None)
        state = states.get(k, "")
        rows.append(ApprovalRow(
            finding_text(pack, build, match, "ja") if match else a.code,
            finding_text(pack, build, match, "en") if match else a.code,
            place(pack, build, a.path, "ja"), place(pack, build, a.path, "en"), a.reason or DASH, a.by or DASH,
            a.date or DASH, APPROVAL_STATES["ja"].get(state, APPROVAL_STATES["ja"][""]),
            APPROVAL_STATES["en"].get(state, APPROVAL_STATES["en"][""])))
    return ApprovalsSection("approvals", *TITLE, rows=tuple(rows))
