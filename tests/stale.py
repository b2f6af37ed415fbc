"""Make a killed write's temporary files as old as waiting would, without the wait.

builder.files.safeio (and the recovery folder, which saves through it) treats a temporary
file as litter once its mtime is more than ``STALE_AFTER`` seconds old and its writer is gone.
The kill tests used to sleep ``STALE_AFTER + 0.2`` seconds (2.2 s each, an idle core) before
checking that the next save cleans up; moving the files' mtime back by that much leaves the
folder in the state the sleep left it in: the same names, contents and writers (all killed and
reaped by then), only older, which is all the cleanup reads.
"""
from __future__ import annotations

import os
import time
from pathlib import Path


def age_temporaries(folder: Path, seconds: float) -> int:
    """Set the mtime (and atime) of every ``*.tmp`` file in ``folder`` (hidden ones too) to
    ``seconds`` ago; how many there were."""
    then = time.time() - seconds
    count = 0
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.name.endswith(".tmp") and entry.is_file(follow_symlinks=False):
                os.utime(entry.path, (then, then), follow_symlinks=False)
                count += 1
    return count
