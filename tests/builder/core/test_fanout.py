"""builder.core.fanout: results in the order of the items with workers, a worker that dies or
fails leaves nothing out, and stopping early ends the workers."""
from __future__ import annotations

import multiprocessing
import os
import sys
import time

import pytest

from builder.core.fanout import ordered_map

PARENT = os.getpid()
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="workers are forked on Linux")


def square_with_pid(x: int) -> tuple[int, int]:
    time.sleep(0.0005)  # long enough that the worker starts before this process is done
    return x * x, os.getpid()


def test_results_in_order_and_the_work_shared():
    results = list(ordered_map(square_with_pid, range(500), 2))
    assert [r for r, _ in results] == [x * x for x in range(500)]
    if sys.platform.startswith("linux"):
        # this process did its share, and one worker did the rest
        pids = {pid for _, pid in results}
        assert PARENT in pids and len(pids) == 2


def dies_in_a_worker(x: int) -> int:
    if x == 123 and os.getpid() != PARENT:
        os._exit(9)  # killed, as by the OOM killer: sends nothing more
    return x + 1


def fails_in_a_worker(x: int) -> int:
    if x % 50 == 7 and os.getpid() != PARENT:
        raise RuntimeError("only in a worker")
    return x + 1


@linux_only
@pytest.mark.parametrize("task", [dies_in_a_worker, fails_in_a_worker])
def test_what_a_worker_leaves_undone_is_done_here(task):
    # whichever process takes the chunk with the bad item, every item is there once, in order
    for jobs in (2, 3):
        assert list(ordered_map(task, range(400), jobs)) == [x + 1 for x in range(400)]


def fails_everywhere(x: int) -> int:
    if x == 300:
        raise ValueError("item 300")
    return x


def test_an_exception_here_is_raised_as_one_by_one():
    with pytest.raises(ValueError, match="item 300"):
        list(ordered_map(fails_everywhere, range(400), 2))
    assert not multiprocessing.active_children()


@linux_only
def test_stopping_early_ends_the_workers():
    results = ordered_map(square_with_pid, range(5000), 2)
    assert next(results)[0] == 0
    results.close()  # what a closed pipe or Ctrl-C does to check's loop
    assert not multiprocessing.active_children()


def test_the_pool_path_of_other_platforms_keeps_the_order(monkeypatch):
    """Windows and macOS take the ProcessPoolExecutor branch; Linux CI runs it by naming another
    platform, so that branch is not only read: same results, in order, no worker left."""
    import builder.core.fanout as fanout
    monkeypatch.setattr(fanout.sys, "platform", "darwin")
    results = list(ordered_map(square_with_pid, range(300), 2))
    assert [r for r, _ in results] == [x * x for x in range(300)]
    assert PARENT not in {pid for _, pid in results}  # the executor's workers did them all
    assert not multiprocessing.active_children()
