"""GM approvals that stay true: an approval clears the one finding it names while the thing it
approved is unchanged, and lapses, with a notice, when that thing changes.

Contract (shared by every system; pure):

- An approval names a finding by ``code`` and ``path`` (a JSON pointer) and pins its
  **subject**: the entry the path lies in, i.e. the deepest list entry on the path (the skill
  ``/skills/3`` for ``/skills/3/level``, the mark ``/stats/strength/marks/0``), else the path
  itself, else the longest part of it that exists (:func:`subject_of`). ``snapshot`` is the
  subject's value as the file writes it (``model_dump(mode="json", exclude_defaults=True)``),
  so a GM can read what they approved. :func:`approve` and :func:`withdraw` make the new build.
- :func:`apply_approvals` ``(findings, build)`` returns the findings with each ``gm`` finding
  (or waivable error) that a standing approval names marked ``approved`` with the approval's
  reason, plus one ``warning`` notice per approval that needs the GM's eye, placed after the
  finding it concerns (codes under ``approval.``, prose in ``locale/messages.json``):

  * ``approval.lapsed.changed`` / ``.removed`` / ``.moved``: the subject differs from the
    snapshot, is gone, or its value now stands at another place where the same finding is;
    the finding shows again as ``gm``/``error``. The notice says what changed.
  * ``approval.lapsed.anywhere``: an older approval with an empty path ("this code
    anywhere"). It is not honoured: it cannot say which thing it approves, and one approval
    covers one thing (凡人, 000_8acb8ad758a0196c.txt L767: each skill needs the GM's leave).
  * ``approval.unpinned``: an older approval with a path but no snapshot. It is honoured
    for the finding at exactly that path, as it always was (the GM named that place, and a
    roster that passed before the upgrade still passes), and the notice asks the GM to
    approve again so that it is pinned.
  * ``approval.unused``: no finding of that code stands at that path (nothing to approve).
  * ``approval.not_waivable``: an error no GM approval clears stands at that path (the
    approved finding itself, or one that replaced it: 成長性 above rank level 4, L1354).

  Notices carry ``index`` (the approval's place in ``build.approvals``) for the window.
"""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, Iterable

from pydantic import BaseModel

from .build import Approval
from .sheet import Finding, Rule

#: the value at a pointer that leads nowhere
MISSING: Any = type("Missing", (), {"__repr__": lambda self: "MISSING"})()

#: notice codes that mean "this approval no longer clears its finding" (``audit`` counts them)
LAPSED = ("approval.lapsed.changed", "approval.lapsed.removed", "approval.lapsed.moved",
          "approval.lapsed.anywhere")


def approvable(f: Finding) -> bool:
    """A GM may approve ``f``: a GM flag or an error the rule lets a GM waive."""
    return f.severity == "gm" or (f.severity == "error" and f.waivable)


# ---------------------------------------------------------------------- pointers and values
@lru_cache(maxsize=1024)
def _segments(pointer: str) -> tuple[str, ...]:
    if pointer in ("", "/"):
        return ()
    return tuple(s.replace("~1", "/").replace("~0", "~") for s in pointer.lstrip("/").split("/"))


def _pointer(parts: tuple[str, ...]) -> str:
    return "".join("/" + p.replace("~", "~0").replace("/", "~1") for p in parts)


def _step(obj: Any, seg: str) -> Any:
    if isinstance(obj, BaseModel):  # the class's field map (``model_fields`` is slow to reach)
        if seg in type(obj).__pydantic_fields__:
            return getattr(obj, seg)
        return (obj.__pydantic_extra__ or {}).get(seg, MISSING)
    if isinstance(obj, dict):
        return obj.get(seg, MISSING)
    if isinstance(obj, (list, tuple)) and seg.isdigit() and int(seg) < len(obj):
        return obj[int(seg)]
    return MISSING


#: marks a player ticks in play (a skill or 宝具 seen used, the true name found out: 正体看破,
#: 000_8acb8ad758a0196c.txt L297–313). They say who has seen a thing, not what it is, so ticking
#: one leaves a GM's approval of that thing standing: the snapshot leaves them out.
PLAY_STATE = frozenset({"revealed", "true_name_revealed"})


def _rules_only(data: Any) -> Any:
    """``data`` (a model's JSON dump) without the :data:`PLAY_STATE` keys, at any depth; the
    dump itself when it holds none (the usual case: ``check`` and ``audit`` ask once per
    approval, and a look at each dict's keys costs less than a copy of every one)."""
    return _without_play_state(data) if _holds_play_state(data) else data


def _holds_play_state(data: Any) -> bool:
    if isinstance(data, dict):
        if not PLAY_STATE.isdisjoint(data):
            return True
        data = data.values()
    elif not isinstance(data, list):
        return False
    return any(_holds_play_state(v) for v in data if isinstance(v, (dict, list)))


def _without_play_state(data: Any) -> Any:
    if isinstance(data, dict):  # (numbers and strings, most values, are taken as they are)
        return {k: _without_play_state(v) if isinstance(v, (dict, list)) else v
                for k, v in data.items() if k not in PLAY_STATE}
    if isinstance(data, list):
        return [_without_play_state(v) if isinstance(v, (dict, list)) else v for v in data]
    return data


def _json(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return _rules_only(value.model_dump(mode="json", exclude_defaults=True))
    if isinstance(value, (list, tuple)):
        return [_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _json(v) for k, v in value.items()}
    return value


def value_at(build: BaseModel, pointer: str) -> Any:
    """The value at ``pointer`` in ``build`` as the file writes it, or :data:`MISSING`. The
    whole build (pointer ``""``) is given without its approvals."""
    parts = _segments(pointer)
    if not parts:
        data = build.model_dump(mode="json", exclude_defaults=True)
        data.pop("approvals", None)
        return _rules_only(data)
    obj: Any = build
    for seg in parts:
        obj = _step(obj, seg)
        if obj is MISSING:
            return MISSING
    return _json(obj)


def subject_of(build: BaseModel, path: str) -> str:
    """The pointer of the entry ``path`` lies in (see the contract)."""
    parts = _segments(path)
    obj: Any = build
    deepest_entry, existing = None, 0
    for i, seg in enumerate(parts):
        in_list = isinstance(obj, (list, tuple))
        obj = _step(obj, seg)
        if obj is MISSING:
            break
        existing = i + 1
        if in_list:
            deepest_entry = i + 1
    keep = deepest_entry if deepest_entry is not None else existing
    return _pointer(parts[:keep])


# ---------------------------------------------------------------------- making approvals
def approve(build: BaseModel, finding: Finding, reason: str, by: str = "", date: str = "") -> Any:
    """``build`` with an approval of ``finding`` pinned to its subject's value now. It replaces
    any approval of the same code at the same path, and a lapsed one of the same code whose
    snapshot now stands here (the entry moved; a standing approval of an equal entry elsewhere
    is kept). Raises ValueError for a snapshot too long to keep."""
    subject = subject_of(build, finding.path)
    snapshot = value_at(build, subject)
    new = Approval(code=finding.code, path=finding.path, reason=reason, by=by, date=date,
                   subject=subject, snapshot=None if snapshot is MISSING else snapshot)
    def replaced(a: Approval) -> bool:  # this one, or a lapsed one whose entry moved here
        return a.code == finding.code and (a.path == finding.path or (
            a.snapshot == new.snapshot and _state(a, build)[0] in ("changed", "removed")))
    kept = [a for a in build.approvals if not replaced(a)]
    return build.model_copy(update={"approvals": kept + [new]})


def withdraw(build: BaseModel, index: int) -> Any:
    """``build`` without its ``index``-th approval."""
    approvals = list(build.approvals)
    del approvals[index]
    return build.model_copy(update={"approvals": approvals})


def find_approval(build: BaseModel, finding: Finding) -> int | None:
    """The index of the approval that names ``finding`` (code and exact path), if any."""
    return next((k for k, a in enumerate(build.approvals)
                 if a.code == finding.code and a.path == finding.path), None)


# ---------------------------------------------------------------------- applying them
def _short(value: Any) -> str:
    if value is MISSING:
        return "—"
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= 40 else text[:39] + "…"


def _field_word(key: str, lang: str) -> str:
    """A snapshot's field in the reader's words (「条件」, not ``condition``; issue 28 item 1)."""
    from builder.words.messages import catalogue, render
    code = f"place.field.{key}"
    return render(code, {}, lang) if code in catalogue() else key.replace("_", " ")


def describe_change(old: Any, new: Any, lang: str = "ja") -> str:
    """What differs between ``old`` and ``new``, briefly: 「レベル: 2 → 3」 (up to three fields,
    each named in ``lang``)."""
    if isinstance(old, dict) and isinstance(new, dict):
        keys = [k for k in sorted(set(old) | set(new)) if old.get(k, MISSING) != new.get(k, MISSING)]
        parts = [f"{_field_word(k, lang)}: {_short(old.get(k, MISSING))} → {_short(new.get(k, MISSING))}"
                 for k in keys[:3]]
        return "; ".join(parts) + ("; …" if len(keys) > 3 else "")
    return f"{_short(old)} → {_short(new)}"


def _state(a: Approval, build: BaseModel) -> tuple[str, Any]:
    """``standing``, ``unpinned``, ``anywhere``, ``changed`` (with the value now) or ``removed``."""
    if a.subject is None:
        return ("unpinned", None) if a.path else ("anywhere", None)
    now = value_at(build, a.subject)
    if now is MISSING:
        return "removed", None
    return ("standing", None) if now == a.snapshot else ("changed", now)


def apply_approvals(findings: Iterable[Finding], build: BaseModel) -> list[Finding]:
    """See the module contract."""
    findings = list(findings)
    approvals = list(getattr(build, "approvals", ()) or ())
    if not approvals:
        return findings
    states = [_state(a, build) for a in approvals]
    out: list[Finding] = []
    anchor: dict[int, tuple[int, Finding]] = {}  # approval -> (place after, finding it concerns)
    notice_code: dict[int, str] = {}
    used: set[int] = set()
    by_code: dict[str, list[int]] = {}
    for k, a in enumerate(approvals):
        by_code.setdefault(a.code, []).append(k)
    for f in findings:
        for k in by_code.get(f.code, ()):
            a = approvals[k]
            if not (a.path == f.path or (a.path == "" and a.subject is None)):
                continue
            state = states[k][0]
            if state in ("standing", "unpinned"):
                if approvable(f):
                    f = Finding("approved", f.code, f.path, f.rule, f.params, a.reason or "approved", f.waivable)
                    used.add(k)
                    if state == "unpinned":
                        notice_code.setdefault(k, "approval.unpinned")
                elif f.severity == "error":
                    notice_code.setdefault(k, "approval.not_waivable")
                else:
                    continue
            elif state == "anywhere" and approvable(f):
                notice_code.setdefault(k, "approval.lapsed.anywhere")
            elif state not in ("changed", "removed"):
                continue
            anchor.setdefault(k, (len(out), f))
        out.append(f)
    notices: list[tuple[int, Finding]] = []
    for k, a in enumerate(approvals):
        state, now = states[k]
        place, concerned = anchor.get(k, (len(out) - 1, None))
        params = {"index": k, "code": a.code, "path": a.path or "/", "reason": a.reason or "—",
                  "date": a.date or "—", "by": a.by, "subject": a.subject or "/"}
        code = notice_code.get(k)
        if state in ("changed", "removed"):
            moved = _moved_to(a, out, build)
            if moved:
                code, params["moved"] = "approval.lapsed.moved", moved
            elif state == "changed":
                code, params["change"] = "approval.lapsed.changed", describe_change(a.snapshot, now)
                params["change_en"] = describe_change(a.snapshot, now, "en")
            else:
                code = "approval.lapsed.removed"
        elif code is None and k not in used:
            # a finding at that place no approval clears (e.g. 成長性 above rank level 4,
            # L1354, where the rank-level-4 exception the GM approved became an error)
            blocking = next((i for i, f in enumerate(out) if f.path == a.path and f.severity == "error"
                             and not f.waivable), None)
            if blocking is not None:
                code, place, concerned = "approval.not_waivable", blocking, out[blocking]
            else:
                code = "approval.unused"
        if code is None:
            continue
        rule = concerned.rule if concerned is not None else Rule(getattr(build, "system", ""), None)
        notices.append((place, Finding("warning", code, a.path or "/", rule, params)))
    for place, notice in sorted(notices, key=lambda n: (n[0], n[1].params["index"]), reverse=True):
        out.insert(place + 1, notice)
    return out


def _moved_to(a: Approval, findings: list[Finding], build: BaseModel) -> str:
    """The path where the finding ``a`` approved now stands with the very value it pinned."""
    for f in findings:
        if f.code == a.code and f.path != a.path and approvable(f):
            if value_at(build, subject_of(build, f.path)) == a.snapshot:
                return f.path
    return ""
