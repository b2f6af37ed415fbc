"""What a drag carries: the local ``.json`` files (a character, a user pack, a war, a 陣営表), for
every window and dialog that takes a dropped file (the main window, ルールデータ). One home below
them all, so a dialog and the window need not import each other (issue 25 item 5)."""
from __future__ import annotations


def json_files(mime) -> list[str]:
    """The local ``.json`` files a drag carries."""
    if not mime.hasUrls():
        return []
    return [u.toLocalFile() for u in mime.urls() if u.isLocalFile() and u.toLocalFile().lower().endswith(".json")]
