"""A sheet's sections may be made on first read (:meth:`builder.core.sheet.Sheet.sections_later`):
every reader still gets the sections an eager evaluation built, made once; a caller that never
reads them never pays for them."""
from __future__ import annotations

import pickle
from dataclasses import replace

import pytest

from builder.core.sheet import Sheet


def _bare() -> Sheet:
    return Sheet("p", "n", "k", "t", {}, {}, [], [])


def test_the_maker_runs_once_on_first_read_and_a_set_value_wins():
    sheet, calls = _bare(), []
    sheet.sections_later(lambda: calls.append(1) or ["made"])
    assert calls == []  # nothing made until a reader asks
    first = sheet.sections
    assert first == ["made"] and calls == [1]
    assert sheet.sections is first and calls == [1]  # made once
    sheet.sections_later(lambda: ["later"])
    sheet.sections = ["set"]  # a value set by hand drops the pending maker
    assert sheet.sections == ["set"]


def test_a_maker_that_raises_raises_at_each_read():
    sheet, calls = _bare(), []

    def broken():
        calls.append(1)
        raise ValueError("no")
    sheet.sections_later(broken)
    for _ in range(2):
        with pytest.raises(ValueError):
            sheet.sections
    assert calls == [1, 1]


def test_copies_equality_and_pickling_see_the_made_sections():
    sheet = _bare()
    sheet.sections_later(lambda: ["made"])
    assert replace(sheet, name="m").sections == ["made"]
    sheet.sections_later(lambda: ["made"])
    assert pickle.loads(pickle.dumps(sheet)).sections == ["made"]
    other = _bare()
    other.sections = ["made"]
    sheet.sections_later(lambda: ["made"])
    assert sheet == other  # == compares the sections, made for it
    assert Sheet("p", "n", "k", "t", {}, {}, [], [], sections=["given"]).sections == ["given"]
