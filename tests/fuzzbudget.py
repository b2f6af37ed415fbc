"""How hard the fuzz tests try: a few hundred examples each in CI, many more from
``bench/fuzz.py`` (which sets ``GRAIL_FUZZ_EXAMPLES``). Every fuzz test takes its
``max_examples`` from here so one switch scales them all."""
from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

FUZZ_EXAMPLES = int(os.environ.get("GRAIL_FUZZ_EXAMPLES", "200"))

fuzz_settings = settings(max_examples=FUZZ_EXAMPLES, deadline=None, derandomize=not os.environ.get("GRAIL_FUZZ_EXAMPLES"),
                         suppress_health_check=list(HealthCheck))
