"""Loading what lives as long as the process, without the cyclic garbage collector's rescans.

Contract: ``with loading():`` runs its body with the collector off, then moves every object
the process holds into the collector's permanent generation (:func:`gc.freeze`) and turns the
collector back on if it was on. Nested uses are one: only the outermost turns it back on.
For imports and other one-off loads (:func:`builder.cli.main._load`, :func:`builder.core.registry.plugin_for`),
never for per-file work.

Why: importing the engine and a system's plug-in makes some hundred thousand objects
(classes, pydantic models, tables) that are never freed; the collector ran ~80 times while
they were made, each time rescanning them, and every later collection (packs, validation,
evaluation) scanned them again: ~6% of a one-file ``check`` (issue 13). Frozen objects are
never scanned again; the price is that garbage cycles made during the load (there are few)
stay until the process ends.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def loading() -> Iterator[None]:
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:  # (the outermost: an inner one leaves freezing to it)
            gc.freeze()
            gc.enable()
