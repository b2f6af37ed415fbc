"""A sheet's sections may be made on first read (:meth:`builder.core.sheet.Sheet.sections_later`):
every reader still gets the sections an eager evaluation built, made once; a caller that never
reads them never pays for them."""
from __future__ import annotations

import pickle
from dataclasses import dataclass, replace

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


def test_one_section_is_made_alone_while_the_rest_wait():
    # Sheet.section: a part maker makes its one section (once) and the whole list stays
    # unmade; an id without a part maker, or any id once the list is made, is read off the list
    sheet, calls = _bare(), []
    made = [_Section("stats", 1), _Section("skills", 2), _Section("ledger", 3)]
    sheet.sections_later(lambda: calls.append("all") or list(made),
                         {"skills": lambda: calls.append("skills") or _Section("skills", 2)})
    assert sheet.section("skills") == made[1] and calls == ["skills"]
    assert sheet.section("skills") is sheet.section("skills") and calls == ["skills"]  # made once
    assert sheet.section("ledger") == made[2] and calls == ["skills", "all"]  # no part: the list
    assert sheet.section("skills") is sheet.sections[1] and calls == ["skills", "all"]
    assert sheet.section("nothing") is None


def test_a_set_list_drops_the_part_makers_and_a_copy_or_pickle_reads_the_list():
    sheet = _bare()
    sheet.sections_later(lambda: [_Section("skills", 2)], {"skills": lambda: _Section("skills", 9)})
    sheet.sections = [_Section("skills", 5)]  # set by hand: the part maker is dropped with the list's
    assert sheet.section("skills") == _Section("skills", 5)
    sheet.sections_later(lambda: [_Section("skills", 2)], {"skills": lambda: _Section("skills", 2)})
    assert sheet.section("skills") == _Section("skills", 2)
    assert pickle.loads(pickle.dumps(sheet)).sections == [_Section("skills", 2)]  # no maker pickled
    assert replace(sheet, name="m").section("skills") == _Section("skills", 2)


@dataclass(frozen=True)
class _Section:
    id: str
    value: int
