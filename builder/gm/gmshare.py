"""Sharing user packs: import one from someone else, export one's own, list what is installed.

Contract (pure; used by ``grail-builder pack`` and the window's rule-data editor):

- A file from someone else is untrusted. :func:`preview_import` reads it with the bounded
  reader (:func:`builder.core.packio.read_json`: size, nesting, numbers, encoding), checks it with
  the schema and the models as a layer over the pack (errors name that file and JSON path),
  and returns an :class:`ImportPreview` of what it adds and what it replaces (field, entry id,
  name, whether the entry is a GM-entered place, how many rows it fills) — nothing is written.
  Without a system it tries every registered system and takes the one the file fits and
  overlaps; none or several is a PackError asking for ``--system``.
- :func:`install_import` writes the previewed content (as parsed and checked, re-serialised)
  to ``user_pack_dir()/<system>/<system>-import-<sha256 of the bytes, 12 hex>.json``: a name
  the app chooses. Nothing in the file (an id, a name, a path) decides where it goes, and it
  can never replace a bundled pack's file (:func:`builder.gm.gmdata.safe_target`).
- :func:`export` writes the user's layers for a system merged into one file (a later file's
  entry replaces an earlier one's, as when loading), refusing an existing file unless ``force``.
- :func:`installed` lists the user pack files per system with the places each fills.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from builder.gm import gmdata
from builder.core.packio import PackError, read_json
from builder.core.packs import bundled_systems, field_kinds, load_pack, user_pack_dir
from builder.core.registry import plugin_for
from builder.words.messages import catalogue, render


@dataclass(frozen=True)
class Change:
    field: str
    id: str
    name: str
    replaces: bool
    gm_place: bool
    rows: int | None = None  # rows, choices or catalogue entries it holds (a GM place)
    name_en: str = ""

    def shown(self, lang: str = "ja") -> str:
        """The entry as a GM knows it: its kind and name (表『クラス一覧表(騎士)』, table “class
        row (Knight)”), never its id (issue 28 item 5); an entry without a name is its kind."""
        kind = render("pack.kind." + self.field, {}, lang) if "pack.kind." + self.field in catalogue() else ""
        name = (self.name_en or self.name) if lang == "en" else (self.name or self.name_en)
        if not name:
            return kind or render("pack.kind.entry", {}, lang)
        if lang == "en":
            return f"{kind} “{name}”" if kind else f"“{name}”"
        return f"{kind}『{name}』"


@dataclass
class ImportPreview:
    source: str
    system: str
    data: dict[str, Any]
    digest: str
    changes: list[Change] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    shadowed: list[str] = field(default_factory=list)  # "tables/kni_row": the editor's file holds it too
    book: tuple[str, str] = ("", "")  # the system's rulebook as the manifest names it (Japanese, English)
    readings: dict[str, Any] = field(default_factory=dict)  # reading id → the pack's Reading

    @property
    def target_name(self) -> str:
        return f"{self.system}-import-{self.digest[:12]}.json"

    def system_name(self, lang: str = "ja") -> str:
        """The system as its rulebook is called (its manifest's name, never the id)."""
        return (self.book[1] if lang == "en" else self.book[0]) or self.book[0] or self.system

    def lines(self, lang: str = "ja") -> list[str]:
        """One line per change, for a dialog or the terminal: each entry, setting and place by
        its shown name, never its id (issue 28 item 5)."""
        out = []
        for c in self.changes:
            verb = ("置き換え" if c.replaces else "追加") if lang == "ja" else ("replaces" if c.replaces else "adds")
            rows = f" ({c.rows}{'行' if lang == 'ja' else ' rows'})" if c.rows is not None else ""
            mark = "" if c.gm_place else (" ※GM入力の場所ではありません" if lang == "ja" else " (not a GM-entered place)")
            out.append(f"{verb}: {c.shown(lang)}{rows}{mark}")
        for key, value in self.settings.items():
            name, label = self._reading(key, lang), self._label(key, value, lang)
            out.append(f"解釈『{name}』: {label}" if lang == "ja" else f"reading “{name}”: {label}")
        shown = {f"{c.field}/{c.id}": c.shown(lang) for c in self.changes}
        for place in self.shadowed:
            if place.startswith("settings/"):
                name = self._reading(place[len("settings/"):], lang)
                out.append(f"解釈『{name}』: 解釈の切り替えで選んだ値が優先されます" if lang == "ja" else
                           f"reading “{name}”: the value chosen under Readings still comes first")
                continue
            name = shown.get(place, place)
            out.append(f"{name}: エディタで入力した内容が優先されます(エディタで行を消すとこのファイルの内容になります)"
                       if lang == "ja" else f"{name}: what was entered in the editor still comes first "
                       "(remove it there to use this file's)")
        return out

    def _reading(self, key: str, lang: str) -> str:
        """A reading by its summary's first sentence (the Readings dialog's words); a setting
        the pack has no reading for by its key's words."""
        reading = self.readings.get(key)
        if reading is None:
            return key.replace("_", " ")
        summary = (getattr(reading, "summary_en", "") or reading.summary) if lang == "en" else reading.summary
        return summary.split("。")[0].split(". ")[0]

    def _label(self, key: str, value: Any, lang: str) -> str:
        """The value a setting sets, by the reading's label for it (警告, "warning")."""
        reading = self.readings.get(key)
        return next(((getattr(c, "name_en", "") or c.name) if lang == "en" else c.name
                     for c in getattr(reading, "choice_labels", ()) if c.value == value), str(value))


def _changes(system: str, data: dict[str, Any], user_layer: bool) -> list[Change]:
    current = load_pack(system, user_layer=user_layer)
    lists, _keyed = field_kinds(plugin_for(system).content_model)
    changes = []
    for key in lists:
        existing = {e.id: e for e in getattr(current.content, key, [])}
        for entry in data.get(key, []):
            old = existing.get(entry["id"])
            gm = key in ("options", "lists", "tables") and bool(entry.get("gm_entered") or getattr(old, "gm_entered", False))
            rows = next((len(entry.get(f, [])) for f in ("rows", "choices", "catalogue") if f in entry), None)
            changes.append(Change(key, entry["id"], str(entry.get("name", "") or getattr(old, "name", "") or ""),
                                  old is not None, gm, rows if gm else None,
                                  str(entry.get("name_en", "") or getattr(old, "name_en", "") or "")))
    return changes


def preview_import(path: str | Path, system: str | None = None, *, user_layer: bool = True) -> ImportPreview:
    """What importing ``path`` would do (see the module contract). PackError when it cannot."""
    name = str(path)
    data = read_json(Path(path))
    if not isinstance(data, dict):
        raise PackError(name, "", "a user pack is a JSON object (a rule-pack content file)")
    digest = hashlib.sha256(gmdata.pack_bytes(data)).hexdigest()
    candidates = [system] if system else bundled_systems()
    if system is not None and system not in bundled_systems():
        raise PackError(name, "", f"unknown system {system!r}; known: {', '.join(bundled_systems())}")
    fits: list[tuple[str, list[Change]]] = []
    first_error: PackError | None = None
    for sid in candidates:
        try:
            load_pack(sid, user_layer=user_layer, candidate=(Path(path), data))
        except PackError as exc:
            first_error = first_error or exc
            continue
        changes = _changes(sid, data, user_layer)
        if system or any(c.replaces for c in changes):
            fits.append((sid, changes))
    if not fits:
        if system or first_error is None or len(candidates) == 1:
            raise first_error or PackError(name, "", "the file fits no system")
        raise PackError(name, "", "the file fits no system's pack (give --system to see why)")
    if len(fits) > 1:
        raise PackError(name, "", f"the file fits several systems ({', '.join(s for s, _ in fits)}); give --system")
    sid, changes = fits[0]
    settings = data.get("settings", {}) if isinstance(data.get("settings"), dict) else {}
    try:
        own = gmdata.read_editor_file(sid) if user_layer else {}
    except PackError:
        own = {}
    mine = {(k, e.get("id")) for k, v in own.items() if isinstance(v, list) for e in v if isinstance(e, dict)}
    shadowed = [f"{c.field}/{c.id}" for c in changes if (c.field, c.id) in mine]
    own_settings = own.get("settings") if isinstance(own.get("settings"), dict) else {}
    shadowed += [f"settings/{k}" for k in settings if k in own_settings]  # a reading flipped in the window
    pack = load_pack(sid, user_layer=False)
    manifest = pack.manifest
    readings = {r.id: r for r in getattr(pack.content, "readings", None) or []}
    return ImportPreview(name, sid, data, digest, changes, dict(settings), shadowed,
                         (manifest.name, getattr(manifest, "name_en", "") or ""), readings)


def install_import(preview: ImportPreview) -> Path:
    """Write the previewed content into the user pack folder under the app's name for it."""
    from builder.files.safeio import write_file
    target = gmdata.safe_target(preview.system, preview.target_name)
    target.parent.mkdir(parents=True, exist_ok=True)
    write_file(target, gmdata.pack_bytes(preview.data))
    return target


def user_files(system: str) -> list[Path]:
    folder = user_pack_dir() / system
    try:
        return sorted(folder.glob("*.json")) if folder.is_dir() else []
    except OSError:
        return []


def merged_user_layers(system: str) -> tuple[dict[str, Any], list[PackError]]:
    """The user's files for ``system`` merged in load order (unreadable ones skipped and named)."""
    lists, keyed = field_kinds(plugin_for(system).content_model)
    merged: dict[str, Any] = {}
    problems = []
    for path in user_files(system):
        try:
            data = read_json(path)
        except PackError as exc:
            problems.append(exc)
            continue
        for key, value in data.items() if isinstance(data, dict) else []:
            if key in lists and isinstance(value, list):
                by_id = {e["id"]: e for e in merged.get(key, [])}
                by_id.update({e["id"]: e for e in value if isinstance(e, dict) and isinstance(e.get("id"), str)})
                merged[key] = list(by_id.values())
            elif key in keyed and isinstance(value, dict):
                merged[key] = {**merged.get(key, {}), **value}
    return merged, problems


def export(system: str, out: str | Path, force: bool = False) -> Path:
    """Write the user's packs for ``system`` as one file ``out``; PackError when there is
    nothing to export, a user pack is unreadable or fails the checks a loaded layer passes
    (naming that file and the place in it), ``out`` exists and ``force`` is off, ``out`` is a bundled file or a file
    this process read (one of the packs exported), or a link out of its folder
    (:mod:`builder.files.outputs`)."""
    from builder.files.outputs import refusal, write_output
    gmdata.editor_file(system)  # a registered system
    data, problems = merged_user_layers(system)
    if problems:  # an unreadable user pack is not shared as if it were fine (#29 item 11)
        raise problems[0]
    for path in user_files(system):  # each checked as the loader checks a layer: a bad one is named
        load_pack(system, user_layer=False, candidate=(path, read_json(path)))
    if not data:
        raise PackError(str(user_pack_dir() / system), "", "no user pack for this system to export")
    target = Path(out)
    if target.is_dir():
        raise PackError(str(out), "", "is a folder; give a file name")
    if (target.exists() or target.is_symlink()) and not force:
        raise PackError(str(out), "", "already exists; use --force to overwrite it")
    if gmdata._is_bundled(target):
        raise PackError(str(out), "", "a bundled pack file is never replaced")
    if (why := refusal(target)) is not None:  # a loaded pack, a character read, a link out (#29)
        raise PackError(str(out), "", why.removeprefix(f"{target}: "))
    write_output(target, gmdata.pack_bytes(data))
    return target


def installed() -> dict[str, list[tuple[Path, list[str]]]]:
    """Per system, each user pack file with the GM-entered places it fills ("tables/kni_row"),
    the readings it sets ("settings/unspent_fp") and the count of other entries it replaces or adds."""
    found: dict[str, list[tuple[Path, list[str]]]] = {}
    for system in bundled_systems():
        gm_ids: set[tuple[str, str]] | None = None
        for path in user_files(system):
            if gm_ids is None:
                pack = load_pack(system, user_layer=False)
                gm_ids = {(p.field, p.id) for p in gmdata.places(pack)}
            try:
                data = read_json(path)
            except PackError as exc:
                found.setdefault(system, []).append((path, [f"unreadable: {exc.path + ': ' if exc.path else ''}{exc.message}"]))
                continue
            fills, other = [], 0
            try:  # the loader's own checks: a pack it would set aside is marked, not counted as fine
                load_pack(system, user_layer=False, candidate=(path, data))
            except PackError as exc:
                fills.append(f"broken (set aside when loading): {exc.path + ': ' if exc.path else ''}{exc.message}")
            for key, value in data.items() if isinstance(data, dict) else []:
                if key == "settings" and isinstance(value, dict):  # readings the GM flipped
                    fills += [f"settings/{k}" for k in value]
                for e in value if isinstance(value, list) else []:
                    # an id of any JSON type (a list is unhashable): only a text id can fill a place (#29)
                    if isinstance(e, dict) and isinstance(e.get("id"), str) and (key, e["id"]) in gm_ids:
                        fills.append(f"{key}/{e['id']}")
                    else:
                        other += 1
            found.setdefault(system, []).append((path, fills + ([f"+{other} other entries"] if other else [])))
    return found
