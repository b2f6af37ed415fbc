"""builder.gcfreeze.loading: the collector is off inside, what was made is frozen after, and
the collector's state is given back (on if it was on, off if it was off)."""
from __future__ import annotations

import gc

from builder.gcfreeze import loading


def test_off_inside_frozen_after_and_on_again():
    assert gc.isenabled()
    before = gc.get_freeze_count()
    with loading():
        assert not gc.isenabled()
        made = [[i] for i in range(1000)]  # tracked containers, as imports make
        with loading():  # nested: still off after the inner one
            pass
        assert not gc.isenabled()
    assert gc.isenabled()
    assert gc.get_freeze_count() >= before + len(made)


def test_a_collector_that_was_off_stays_off():
    gc.disable()
    try:
        with loading():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_on_again_after_an_exception():
    try:
        with loading():
            raise ImportError("a plug-in that fails to import")
    except ImportError:
        pass
    assert gc.isenabled()
