"""The GM's readings: every switch a pack records for ambiguous text, and flipping them.

Contract (pure: no Qt; the window's ツール → 解釈(読み方)の切り替え… (:mod:`forms.dialogs.readings`) and
``grail-builder pack readings`` (:mod:`builder.cli.pack`) both use it):

- :func:`rows` lists the readings of a loaded pack in pack order as :class:`ReadingRow` s: the
  value in force (``pack.settings``, so the user packs' and campaign files' settings count),
  the *recommended* value (the bundled reading's own ``value``: the digest's recommended
  reading, or the seed's where it says otherwise), its choices, seed line, summaries, the
  digest's place, the user file that sets the value in force ("" when none does), and the
  choices' labels (``choice_labels``: what each choice means, in Japanese and English; a user
  layer that restates a reading without labels keeps the bundled ones). :meth:`ReadingRow.label`
  is a value in words in a language (the id or number when the pack gives no label);
  :meth:`ReadingRow.spell_label` is the id a user types with its label (``gain_up — 得るFPを切り上げ``).
- :func:`parse_value` / :func:`parse_assignments` read what a user typed (``ID=VALUE``) by
  the spelling :func:`spell` shows (``true``, ``1``, ``gain_up``); an unknown id or a value
  that is not one of the reading's choices is a :class:`ReadingError` saying which ones are.
- :func:`candidate` is the editor's user pack (:func:`builder.gm.gmdata.editor_file`, the file
  ツール → ルールデータ編集… writes) with only its ``settings`` changed: every other entry of the
  file is kept. A value set back to the recommended one is taken out of the file, unless
  another of the user's pack files sets that reading (then it is written, so it wins: the
  editor file sorts after the imported ones).
- :func:`save` writes that candidate through :func:`builder.gm.gmdata.save` (checked as a layer
  first, written atomically, only to a plain file in the user pack folder). An editor file
  that cannot be read is never replaced: its :class:`PackError` (file, place) is raised and
  nothing is written.
- :func:`stored_problems` are the loader's problems with the user's pack files (a setting
  naming no reading, a value not among the choices …), each naming the file and JSON path.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from builder.gm import gmdata
from builder.core.packio import PackError, read_json
from builder.core.packs import RulePack, user_pack_dir


class ReadingError(ValueError):
    """A typed reading id or value that the pack cannot take (the message says why)."""


@dataclass(frozen=True)
class ReadingRow:
    id: str
    current: Any
    recommended: Any
    choices: tuple[Any, ...]
    line: int | None
    summary: str
    summary_en: str
    digest: str
    origin: str  # the user file (or campaign file) whose settings set ``current``; "" for none
    labels: tuple[tuple[Any, str, str], ...] = ()  # (value, name, name_en) per labelled choice

    def summary_in(self, lang: str) -> str:
        return (self.summary_en or self.summary) if lang == "en" else self.summary

    def label(self, value: Any, lang: str) -> str:
        """``value`` in words in ``lang`` (English falls back to the Japanese label); the
        spelling a user types (:func:`spell`) when the pack gives it no label."""
        for v, name, name_en in self.labels:
            if _same(v, value):
                return (name_en or name) if lang == "en" else name
        return spell(value)

    def spell_label(self, value: Any, lang: str) -> str:
        """The spelling a user types and, when it differs, the label: ``gain_up — 得るFPを切り上げ``."""
        typed, words = spell(value), self.label(value, lang)
        return typed if words == typed else f"{typed} — {words}"

    @property
    def flipped(self) -> bool:
        return self.current != self.recommended or type(self.current) is not type(self.recommended)


def _same(a: Any, b: Any) -> bool:
    return a == b and type(a) is type(b)


def spell(value: Any) -> str:
    """A value as a user types it: ``true``/``false`` for a switch, the text or number otherwise."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _bundled(pack: RulePack) -> tuple[dict[str, Any], dict[str, tuple[tuple[Any, str, str], ...]]]:
    """The readings' values and choice labels as the bundled files write them (a user layer
    may restate an entry)."""
    users = getattr(pack.origins, "users", frozenset())
    values: dict[str, Any] = {}
    labels: dict[str, tuple[tuple[Any, str, str], ...]] = {}
    for name in pack.layers:
        if name in users:
            continue
        try:
            data = read_json(Path(name), trusted=True)  # part of the install, read once per pack
        except PackError:
            continue
        for r in data.get("readings", []) if isinstance(data, dict) else []:
            if isinstance(r, dict) and "id" in r and "value" in r:
                values[r["id"]] = r["value"]
                labels[r["id"]] = tuple((c["value"], c["name"], c.get("name_en", ""))
                                        for c in r.get("choice_labels", []))
    return values, labels


def rows(pack: RulePack) -> list[ReadingRow]:
    """Every reading of ``pack`` (see the module contract)."""
    bundled = pack.memo.get("reading_recommended")
    if bundled is None:
        bundled = pack.memo["reading_recommended"] = _bundled(pack)
    recommended, bundled_labels = bundled
    found = []
    for r in pack.content.readings:
        file, _ = pack.origins.get(("settings", r.id), ("", ""))
        origin = file if file and file in getattr(pack.origins, "users", ()) else ""
        labels = tuple((c.value, c.name, c.name_en) for c in r.choice_labels) or bundled_labels.get(r.id, ())
        found.append(ReadingRow(r.id, pack.settings.get(r.id, r.value), recommended.get(r.id, r.value),
                                tuple(r.choices), r.line, r.summary, r.summary_en, r.digest, origin, labels))
    return found


def parse_value(row: ReadingRow, text: str) -> Any:
    """The choice of ``row`` that ``text`` spells (``true``/``false`` in any case, ``3``,
    ``gain_up``); ReadingError naming the choices otherwise. A reading with no choices listed
    (none is bundled so) takes true/false, a whole number within the packs' bounds, or a word."""
    typed = text.strip()
    if not row.choices:  # a reading that lists no choices takes a switch, a whole number or a word
        if typed.lower() in ("true", "false"):
            return typed.lower() == "true"
        try:
            number = int(typed)
        except ValueError:
            if typed and len(typed) <= 200:
                return typed
            raise ReadingError(f"{row.id}: a value is a word of up to 200 characters, a number or true/false") from None
        if abs(number) <= gmdata.MAX_NUMBER:
            return number
        raise ReadingError(f"{row.id}: {typed} is outside ±{gmdata.MAX_NUMBER}")
    for choice in row.choices:
        if typed == spell(choice) or (isinstance(choice, bool) and typed.lower() == spell(choice)):
            return choice
    allowed = ", ".join(spell(c) for c in row.choices)
    raise ReadingError(f"{row.id}: {_quoted(typed)} is not one of its choices ({allowed})")


def _quoted(text: str, limit: int = 60) -> str:
    """What the user typed, quoted (control characters escaped) and cut to ``limit`` characters:
    a message repeats it, however long the argument was."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


def parse_assignments(found: list[ReadingRow], texts: list[str]) -> dict[str, Any]:
    """``["ID=VALUE", …]`` as {id: value}; ReadingError on the first that is not a reading's choice."""
    by_id = {r.id: r for r in found}
    changes: dict[str, Any] = {}
    for text in texts:
        key, sep, value = text.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ReadingError(f"{_quoted(text)}: write ID=VALUE (e.g. {found[0].id}={spell(found[0].recommended)})"
                               if found else f"{_quoted(text)}: this system has no readings")
        if key not in by_id:
            raise ReadingError(f"{_quoted(key)}: no reading has this id; known: {', '.join(by_id) or '(none)'}")
        changes[key] = parse_value(by_id[key], value)
    return changes


def _set_elsewhere(system: str, key: str) -> bool:
    """True when a user pack file other than the editor's sets ``key`` in its settings."""
    editor = gmdata.editor_file(system)
    folder = user_pack_dir() / system
    try:
        files = sorted(folder.glob("*.json")) if folder.is_dir() else []
    except OSError:
        return False
    for path in files:
        if path == editor:
            continue
        try:
            data = read_json(path)
        except PackError:
            continue
        if isinstance(data, dict) and isinstance(data.get("settings"), dict) and key in data["settings"]:
            return True
    return False


def candidate(system: str, found: list[ReadingRow], changes: dict[str, Any],
              base: dict[str, Any]) -> dict[str, Any]:
    """The editor file ``base`` with ``changes`` (reading id → value) in its settings."""
    data = json.loads(json.dumps(base))
    settings = data.get("settings") if isinstance(data.get("settings"), dict) else {}
    recommended = {r.id: r.recommended for r in found}
    for key, value in changes.items():
        back = key in recommended and value == recommended[key] and type(value) is type(recommended[key])
        if back and not _set_elsewhere(system, key):
            settings.pop(key, None)
        else:
            settings[key] = value
    if settings:
        data["settings"] = settings
    else:
        data.pop("settings", None)
    return data


def save(system: str, found: list[ReadingRow], changes: dict[str, Any]) -> Path:
    """Write ``changes`` into the editor's user pack (see the module contract); the file written."""
    base = gmdata.read_editor_file(system)  # PackError when unreadable: never replaced then
    return gmdata.save(system, candidate(system, found, changes, base))


def stored_problems(pack: RulePack) -> list[PackError]:
    """The user pack files the loader set aside, with their file and place."""
    return list(getattr(pack, "problems", []))
