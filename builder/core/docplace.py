"""Where a problem in a character file is, in game words: the pack's names, not the JSON pointer.

Contract: :func:`place_in_file` words a JSON pointer into a character file's raw data (the file
could not be read as a character, so there is no build) as :func:`builder.words.places.place`
words a place in a build: 「筋力のレベル」 / "Strength — level" for ``/stats/strength/level``,
reading the names from the bundled and user packs of the file's ``system``. Where the pack
cannot be loaded (an unknown system) or names nothing at the place, the steps are worded by the
field words of the catalogue (:func:`builder.words.problemtext.pointer_words`); never raises and
never returns the pointer itself. Only a problem's report calls it (the pack is loaded then).
"""
from __future__ import annotations

from typing import Any

from builder.words.places import place
from builder.words.problemtext import pointer_words


class _View:
    """The raw data read as a build is read (``choice.id``, ``entry.name``): a dict's keys as
    attributes, a missing key as None, lists of views."""

    __slots__ = ("_data",)

    def __init__(self, data: dict[str, Any]):
        self._data = data

    def __getattr__(self, key: str) -> Any:
        if key.startswith("__"):
            raise AttributeError(key)
        return _view(self._data.get(key))


def _view(value: Any) -> Any:
    if isinstance(value, dict):
        return _View(value)
    if isinstance(value, list):
        return [_view(v) for v in value]
    return value


def place_in_file(data: Any, path: str, lang: str = "ja") -> str:
    """``path`` in ``data`` (a character file's JSON) in game words (see the module contract);
    empty for the whole file."""
    if not (path or "").strip("/"):
        return ""
    system = data.get("system") if isinstance(data, dict) else None
    try:
        from .packs import load_pack
        pack = load_pack(system) if isinstance(system, str) else None
    except Exception:  # noqa: BLE001 - any pack problem is reported elsewhere; here the words fall back
        pack = None
    if pack is not None:
        try:
            words = place(pack, _view(data), path, lang)
        except Exception:  # noqa: BLE001 - a place the pack cannot word falls back to the field words
            words = ""
        if words and words != place(pack, None, "", lang):  # not 「キャラクター全体」 for a place inside
            return words
    return pointer_words(path, lang)
