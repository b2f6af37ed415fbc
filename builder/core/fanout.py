"""One task over many files in several processes, the results in the order of the files
(``check`` and ``audit`` of a big roster, issues 12 and 13).

Contract: :func:`ordered_map` ``(task, items, jobs, initializer, initargs)`` yields
``task(item)`` for every item, in the order of ``items``, whatever ``jobs`` is:

- ``jobs <= 1``: here, one by one, each result as soon as it is made.
- Otherwise, where processes can be forked (Linux): ``jobs - 1`` worker processes are forked
  from this one, and they and this process take chunks of consecutive items in turn from one
  shared counter until none is left. This process does its share too (on 2 cores: one worker
  beside it, rather than two workers and a parent that waits), so one process fewer is forked
  and half the results travel between processes; the chunks are small (at least 24 a
  process, at most :data:`CHUNK_MAX` items), so a slower process simply takes fewer.
  Results are yielded as soon as those before them are in. A worker sends its results
  pickled (our own result objects, between our own processes; nothing read from a user's
  file is unpickled); ``initializer(*initargs)`` runs in each worker first. A worker that dies, or meets an exception (it is not printed), leaves
  its chunks undone: they are done here afterwards, so the output is the one-by-one run's.
  The objects loaded before the fork (packs, validators) are moved out of the cyclic
  garbage collector's sight (``gc.freeze``) while the workers run, so that a collection in
  a worker does not copy every page it shares with this process.
- Elsewhere (spawn start method: Windows, macOS): a :class:`ProcessPoolExecutor` of
  ``jobs`` workers (``task`` and ``initializer`` must then be picklable: module-level
  functions or partials of them).

Stopping early (a closed pipe, Ctrl-C, an exception in this process) ends the workers.
"""
from __future__ import annotations

import gc
import os
import sys
from typing import Any, Callable, Iterable, Iterator

#: below this many files per worker a process pool costs more than it saves (``check`` and
#: ``audit`` read it here: importing :mod:`builder.gm.audit` for it cost a one-file ``check`` ~5 ms)
POOL_MIN_FILES = 200
#: chunks each process takes, at least, and items a chunk holds, at most (~25 ms of work):
#: small enough that a slow process holds the others up by little at the end, big enough that
#: the counter and the pipe cost next to nothing (~0.1 ms a chunk)
CHUNKS_PER_PROCESS = 24
CHUNK_MAX = 32


def ordered_map(task: Callable[[Any], Any], items: Iterable[Any], jobs: int,
                initializer: Callable[..., None] | None = None, initargs: tuple = ()) -> Iterator[Any]:
    """See the module contract."""
    items = list(items)
    if jobs <= 1 or len(items) < 2:
        yield from map(task, items)
    elif sys.platform.startswith("linux"):
        yield from _forked(task, items, jobs, initializer, initargs)
    else:
        from concurrent.futures import ProcessPoolExecutor
        executor = ProcessPoolExecutor(jobs, initializer=initializer, initargs=initargs)
        try:
            yield from executor.map(task, items, chunksize=max(1, len(items) // (jobs * 8)))
        finally:  # a closed pipe or Ctrl-C here: stop the workers rather than wait for them
            executor.shutdown(wait=True, cancel_futures=True)


def _forked(task: Callable[[Any], Any], items: list[Any], jobs: int,
            initializer: Callable[..., None] | None, initargs: tuple) -> Iterator[Any]:
    import multiprocessing
    context = multiprocessing.get_context("fork")
    size = max(1, min(CHUNK_MAX, len(items) // (jobs * CHUNKS_PER_PROCESS)))
    chunks = -(-len(items) // size)
    counter = context.Value("i", 0)  # the next chunk anyone may take (with its own lock)

    def take() -> int:
        with counter.get_lock():
            k = counter.value
            counter.value = k + 1
        return k

    def run(k: int) -> list[Any]:
        return [task(item) for item in items[k * size:(k + 1) * size]]

    workers, pipes = [], []
    done: dict[int, list[Any]] = {}
    frozen_before = gc.get_freeze_count()  # (someone froze first: theirs stays frozen, so do ours)
    gc.freeze()
    try:
        for _ in range(min(jobs, chunks) - 1):
            receive, send = context.Pipe(duplex=False)
            worker = context.Process(target=_serve, args=(take, run, chunks, send, initializer, initargs),
                                     daemon=True)
            worker.start()
            send.close()  # this process keeps only the reading end: EOF when the worker ends
            workers.append(worker)
            pipes.append(receive)
        shown = 0
        while True:
            k = take()
            if k < chunks:
                done[k] = run(k)
            if pipes:
                pipes = _collect(pipes, done, block=k >= chunks)
            while shown in done:
                yield from done.pop(shown)
                shown += 1
            if k >= chunks and not pipes:
                break
        for k in range(shown, chunks):  # a worker's chunks it never sent: done here
            yield from done.pop(k) if k in done else run(k)
    finally:
        for worker in workers:
            if worker.is_alive():
                worker.terminate()  # only when stopped early: a worker that is done has ended
            worker.join()
        for pipe in pipes:
            pipe.close()
        if not frozen_before:
            gc.unfreeze()


def _collect(pipes: list[Any], done: dict[int, list[Any]], block: bool) -> list[Any]:
    """Take what the workers have sent (``block``: wait for at least one message or end);
    the pipes of the workers still running."""
    from multiprocessing.connection import wait
    ready = wait(pipes) if block else [p for p in pipes if p.poll()]
    for pipe in ready:
        try:
            k, results = pipe.recv()
            done[k] = results
        except (EOFError, OSError):  # the worker ended (or died): nothing more from it
            pipe.close()
            pipes = [p for p in pipes if p is not pipe]
    return pipes


def _serve(take: Callable[[], int], run: Callable[[int], list[Any]], chunks: int, send: Any,
           initializer: Callable[..., None] | None, initargs: tuple) -> None:
    """A worker: chunks until none is left, each sent as ``(k, results)``."""
    try:
        if initializer is not None:
            initializer(*initargs)
        while (k := take()) < chunks:
            send.send((k, run(k)))
    except BaseException:  # noqa: BLE001 - the parent does the chunk again and reports what it meets
        pass
    finally:
        send.close()
        os._exit(0)  # no interpreter teardown: this process's objects are the parent's copies
