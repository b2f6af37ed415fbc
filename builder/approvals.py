"""GM approvals: a stored approval turns a ``gm`` finding (or a waivable error) into ``approved``.

Contract: :func:`apply_approvals` matches each approval by code and path (an approval with an
empty path matches that code anywhere) and returns the findings with matched ones marked
``approved`` and carrying the approval's reason. Shared by every system.
"""
from __future__ import annotations

from typing import Iterable

from .sheet import Finding


def apply_approvals(findings: Iterable[Finding], approvals: Iterable) -> list[Finding]:
    approvals = list(approvals)
    out = []
    for f in findings:
        if f.severity == "gm" or (f.severity == "error" and f.waivable):
            match = next((a for a in approvals if a.code == f.code and a.path in ("", f.path)), None)
            if match is not None:
                f = Finding("approved", f.code, f.path, f.rule, f.params, match.reason or "approved", f.waivable)
        out.append(f)
    return out
