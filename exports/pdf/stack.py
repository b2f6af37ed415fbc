"""A run of flowables placed as one: :class:`Stack`, :func:`stacked`.

Contract: a :class:`Stack` holds consecutive simple flowables (the sheet's text blocks, grids,
title line and ``CondPageBreak`` hints). Offered to a frame, it places its children exactly as
the frame would — the same arithmetic on the same numbers (``Frame._add``: space before and
after, the collapsing of adjacent spaces, the top of the frame), so the children are drawn byte
for byte where they would be, and the frame is left where they would leave it (to 1e-9 pt) —
and draws them, in one pass of the document template
instead of one per child (each pass costs about what drawing a short table does; a one-page
sheet has ~40 flowables). If any child would not fit, would split, or a ``CondPageBreak`` would
start a new frame, the stack steps aside: it splits into its children (after a no-op action, so
the template does not try to place the first child specially) and the template handles them
one by one as before. A test compares every example's PDFs with and without stacks.

Each child is drawn as ``Flowable.drawOn`` draws it (save the graphics state, translate, draw,
restore: the same ``q``, ``cm`` and ``Q`` operators and the same canvas state before and after),
with the canvas state saved and restored in one step each and the translation's numbers
formatted once per document (:func:`exports.pdf.text.numbers`), not through reportlab's
per-attribute ``saveState`` and six-number ``translate``: about a tenth of a millisecond a
sheet. A child whose class draws itself otherwise (its own ``drawOn``, a boundary to show, an
alignment other than left) goes through its own ``drawOn``.
"""
from __future__ import annotations

import math
from operator import itemgetter
from typing import Any

from reportlab.pdfgen import canvas as _canvas
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether
from reportlab.platypus.doctemplate import NullActionFlowable
from reportlab.platypus.frames import _FUZZ

from exports.pdf.text import numbers

#: the canvas attributes ``saveState`` saves and ``restoreState`` puts back (reportlab's list)
_STATE = tuple(_canvas.Canvas.STATE_ATTRIBUTES)
_saved = itemgetter(*_STATE)
_EXTGSTATE = _STATE.index("_extgstate")

_SPLIT = 0xFFFFFF  # a height no frame has: "do not place me, split me"


class Stack(Flowable):
    def __init__(self, children: list[Any]) -> None:
        super().__init__()
        self.children = children
        self._placed: list[tuple[Any, float, float]] = []

    def getSpaceBefore(self) -> float:
        return self.children[0].getSpaceBefore()

    def getSpaceAfter(self) -> float:
        return self.children[-1].getSpaceAfter()

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        frame = getattr(self, "_frame", None)
        placed = self._place(frame) if frame is not None else None
        if placed is None:
            self._placed = []
            return availWidth, _SPLIT
        self._placed, top, bottom, s = placed
        # the frame will do y -= (height + s) in one step where the children took several: pick
        # the height that lands nearest their last y (one subtraction cannot always hit it to
        # the last bit; what follows then sits within 1e-9 pt of where it would, far below
        # the 5 decimals a PDF position is written with)
        height = best = top - bottom - s
        for _ in range(4):
            landed = top - (height + s)
            if abs(landed - bottom) < abs(top - (best + s) - bottom):
                best = height
            if landed == bottom:
                break
            height = math.nextafter(height, math.inf if landed > bottom else -math.inf)
        if abs(top - (best + s) - bottom) > 1e-9:
            self._placed = []
            return availWidth, _SPLIT
        return availWidth, best

    def _place(self, frame: Any) -> tuple[list[tuple[Any, float, float]], float, float, float] | None:
        """Frame._add for each child without drawing: [(child, y, _sW)], the start and end y and
        the stack's own space before (what the frame subtracts), or None when a child would not
        simply fit."""
        y = top = frame._y
        p = frame._y1p
        at_top = frame._atTop
        prev = frame._prevASpace
        overlap = frame._oASpace
        aW = frame._getAvailableWidth()
        placed = []
        first_s = 0.0
        for i, child in enumerate(self.children):
            if getattr(child, "frameAction", None) or getattr(child, "_ZEROSIZE", False) \
                    or getattr(child, "_SPACETRANSFER", False):
                return None
            s = 0
            if not at_top:
                s = child.getSpaceBefore()
                if overlap:
                    s = max(s - prev, 0)
            if i == 0:
                first_s = s
            h = y - p - s
            if h <= 0:
                return None
            if isinstance(child, CondPageBreak):
                if h < child.height:
                    return None  # it would start a new frame
                w, h = 0, 0
            else:
                w, h = child.wrap(aW, h)
            h += s
            new_y = y - h
            if new_y < p - _FUZZ:
                return None
            placed.append((child, new_y, aW - w))
            sa = child.getSpaceAfter()
            new_y -= sa
            if overlap:
                prev = sa
            if new_y != y:
                at_top = 0
            y = new_y
        # the frame lands the stack where the last child lands, then subtracts the stack's space
        # after (the last child's) itself
        return placed, top, placed[-1][1], first_s

    def split(self, availWidth: float, availHeight: float) -> list[Any]:
        return [NullActionFlowable(), *self.children]

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:
        code = canvas._code
        state = canvas.__dict__
        num = numbers(canvas)
        for child, cy, sw in self._placed:
            if type(child).drawOn is not Flowable.drawOn or getattr(child, "_showBoundary", None) \
                    or (sw and getattr(child, "hAlign", "LEFT") not in ("LEFT", 0)) or not isinstance(canvas, _canvas.Canvas):
                child.drawOn(canvas, x, cy, _sW=sw)
                continue
            # Flowable.drawOn: canvas.saveState()
            saved = _saved(state)
            state["_extgstate"] = saved[_EXTGSTATE].pushCopy()
            code.append("q")
            # canvas.translate(x, cy), right after "q" (so never merged into a previous "cm")
            if _canvas.ENABLE_TRACKING:
                a0, b0, c0, d0, e0, f0 = state["_currentMatrix"]
                state["_currentMatrix"] = (a0 * 1 + c0 * 0, b0 * 1 + d0 * 0, a0 * 0 + c0 * 1, b0 * 0 + d0 * 1,
                                           a0 * x + c0 * cy + e0, b0 * x + d0 * cy + f0)
            code.append(f"1 0 0 1 {num[x]} {num[cy]} cm")
            child.canv = canvas
            child.draw()
            del child.canv
            # canvas.restoreState()
            code.append("Q")
            state.update(zip(_STATE, saved))
        self._placed = []


def stacked(flow: list[Any], simple: tuple[type, ...]) -> list[Any]:
    """``flow`` with each run of two or more flowables of the ``simple`` types in a :class:`Stack`."""
    out: list[Any] = []
    run: list[Any] = []
    for f in flow:
        if isinstance(f, simple) and not isinstance(f, KeepTogether):
            run.append(f)
            continue
        out += [Stack(run)] if len(run) > 1 else run
        run = []
        out.append(f)
    out += [Stack(run)] if len(run) > 1 else run
    return out
