"""A file that cannot be read (a character or pack file), said in the user's language.

Contract: :func:`problem_text` words a :class:`builder.core.documents.DocumentError` or
:class:`builder.core.packio.PackError` as 「file: place: what is wrong」. The place is in game words in either language: the pack's
names where the exception can give them (a character file's ``DocumentError.place_words``:
「筋力のレベル」, "Strength — level"), else the pointer's steps in words (``place.field.*`` of
builder/words/locale/messages.json, an index as 「(2つ目)」), with the file's line when it is known
(「(3行目)」, "(line 3)"), which a user editing the file by hand looks for; never the JSON
pointer itself (``check --json`` keeps it for machines). A problem with the whole
file (the root, ``""`` or ``"/"``) names no place at all, never a bare "/". In English what is wrong is the loader's own message (``exc.message``); in Japanese it is
the ``load.<code>`` text for the problem's ``code`` and ``params`` (the reader's, the JSON
parser's or pydantic's error type; every problem reading a character file has one). A problem
without a code (a pack file's own checks, for a GM) keeps its English words and pointer. Pure: no Qt. The CLI (``check``/``explain``/``export``/``audit``
with ``--lang``), the window's open dialog and a 陣営 partner's finding all use it.
"""
from __future__ import annotations

import errno as errnos
from typing import Any

from .messages import catalogue, render


# builder.files.safeio's words for what a path is, in Japanese
_KINDS = {"a folder": "フォルダ", "a named pipe (FIFO)": "名前付きパイプ(FIFO)", "a device": "デバイス",
          "a socket": "ソケット", "not a regular file": "通常のファイル以外"}


def _word(key: str, lang: str) -> str:
    entry = catalogue().get(key)
    return (entry.get(lang) or entry["ja"]) if entry else ""


def pointer_words(path: str, lang: str = "ja") -> str:
    """``/stats/strength/level`` → 「ステータス・strength・レベル」; an index → 「(1つ目)」;
    empty for the root. A step the catalogue has no word for is the file's own key."""
    parts = [p.replace("~1", "/").replace("~0", "~") for p in (path or "").strip("/").split("/") if p]
    words: list[str] = []
    for part in parts:
        if part.isdigit() and words:
            words[-1] += render("place.nth", {"n": int(part) + 1}, lang)
        else:
            words.append(_word("place.field." + part, lang) or part)
    return ("・" if lang == "ja" else " — ").join(words)


def _code(exc: Any) -> tuple[str, dict[str, Any]]:
    """The problem's code and params; a PackError re-raised for a character's ``/system``
    carries them on its cause."""
    for e in (exc, getattr(exc, "__cause__", None)):
        code = getattr(e, "code", "") if e is not None else ""
        if code:
            return code, dict(getattr(e, "params", None) or {})
    return "", {}


def reason(exc: Any, lang: str = "ja") -> str:
    """What is wrong, in ``lang`` (see the module contract)."""
    message = getattr(exc, "message", None) or str(exc)
    if lang == "en":
        return message
    code, params = _code(exc)
    params.setdefault("system", "")
    if "expected" in params:  # pydantic's "'a', 'b' or 'c'"
        params["expected"] = str(params["expected"]).replace("' or '", "', '")
    if code == "pydantic":
        key = "load.pydantic." + str(params.get("type", ""))
        if key == "load.pydantic.value_error" and "true or false" in str(params.get("error", "")):
            key += ".bool"  # builder.core.build's whole numbers refuse a JSON true/false
        return render(key, params, "ja") if key in catalogue() else render("load.pydantic", params, "ja")
    if code == "cannot_read":
        name = errnos.errorcode.get(int(params.get("errno") or 0), "")
        key = "load.cannot_read." + name
        return render(key if key in catalogue() else "load.cannot_read", params, "ja")
    if code == "unknown_system" and getattr(exc, "path", "") == "/system":
        params["system"] = message.split(":", 1)[0]
    if code == "not_a_file":
        params["kind"] = _KINDS.get(str(params.get("kind", "")), params.get("kind", ""))
    key = "load." + code
    if code and key in catalogue():
        return render(key, params, "ja")
    return render("load.other", {"message": message}, "ja")


def problem_parts(exc: Any, lang: str = "ja") -> tuple[str, str]:
    """(file, 「place (pointer): what is wrong」); the file is empty where it is no file (an
    unknown system's id, which the reason names)."""
    file, path = getattr(exc, "file", ""), getattr(exc, "path", "") or ""
    if not _code(exc)[0]:
        lang = "en"  # a problem without a code (a pack's own check) has only its English words
    what = reason(exc, lang)
    if getattr(exc, "code", "") == "unknown_system" and not path:
        return "", what
    if not path.strip("/"):
        return file, what
    if not _code(exc)[0]:
        return file, f"{path}: {what}"  # a pack's own check, for the GM who wrote the pack
    return file, f"{place_words(exc, lang)}: {what}"


def place_words(exc: Any, lang: str = "ja") -> str:
    """The problem's place in game words (the exception's own ``place_words``, which knows the
    pack: 筋力のレベル; else the field words) and the file's line when known: 「筋力のレベル(3行目)」,
    "Strength — level (line 3)". Never the JSON pointer (``check --json`` keeps that)."""
    path = getattr(exc, "path", "") or ""
    named = getattr(exc, "place_words", None)
    where = (named(lang) if callable(named) else "") or pointer_words(path, lang)
    line = getattr(exc, "line", None)
    return render("load.at_line", {"place": where, "line": line}, lang) if line else where


def problem_text(exc: Any, lang: str = "ja", checking: str = "") -> str:
    """「file: place (pointer): what is wrong」 (see the module contract); ``checking``: the
    character being checked when the problem is in another file (a pack, a campaign)."""
    lang = lang if _code(exc)[0] else "en"  # (see problem_parts)
    file, rest = problem_parts(exc, lang)
    text = f"{file}: {rest}" if file else rest
    return text + render("load.checking", {"file": checking}, lang) if checking else text
