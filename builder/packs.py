"""Loading rule packs: bundled, then user packs, then campaign overlays.

Contract: :func:`load_pack` returns a :class:`RulePack` whose content has passed the
pydantic models, with every formula compiled. Every layer a user can write (user packs,
campaign files) is also checked against the JSON Schema (``schemas/rulepack.schema.json``)
first, so its errors name the file and the JSON path. The bundled layer is checked against
the same schema by the test suite instead of at every start-up (it is 0.3 s of validation). Any problem raises :class:`PackError` naming the file and the JSON path; nothing
half-loaded escapes. Layers merge by entry id: a later layer's entry replaces an earlier one
with the same id, new ids are appended, and ``settings`` flips readings by id.

Pitfall: packs are data only. Nothing in a pack is executed; formulas go through
:mod:`builder.expressions`.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir
from pydantic import BaseModel, ConfigDict, ValidationError

from .expressions import Expression, ExpressionError, compile_expression
from .packmodel import (
    AlignmentAxisValue, CategoryValue, EquipmentKind, KindDef, Manifest, NpEffectDef,
    ProfileField, RankDef, Reading, SkillDef, StatDef, Step, TypeDef, Entry,
)

APP_NAME = "grail-builder"
LIST_FIELDS = (
    "kinds", "stats", "types", "ranks", "terms", "alignment", "skills", "np_effects",
    "categories", "gear_kinds", "upkeep_uses", "profile_fields", "steps", "readings",
)


class PackError(Exception):
    """A pack file that cannot be used. ``file`` and ``path`` say where."""

    def __init__(self, file: str, path: str, message: str):
        super().__init__(f"{file}: {path or '/'}: {message}")
        self.file, self.path, self.message = file, path, message


class PackContent(BaseModel):
    """One content file (or the merge of all of them). Every field is optional per file."""

    model_config = ConfigDict(defer_build=True, extra="allow", frozen=True)

    rules: dict[str, Any] = {}
    settings: dict[str, Any] = {}
    counts: dict[str, int] = {}
    kinds: list[KindDef] = []
    stats: list[StatDef] = []
    types: list[TypeDef] = []
    ranks: list[RankDef] = []
    terms: list[dict[str, Any]] = []
    alignment: list[AlignmentAxisValue] = []
    skills: list[SkillDef] = []
    np_effects: list[NpEffectDef] = []
    categories: list[CategoryValue] = []
    gear_kinds: list[EquipmentKind] = []
    upkeep_uses: list[Entry] = []
    profile_fields: list[ProfileField] = []
    steps: list[Step] = []
    readings: list[Reading] = []


@dataclass
class RulePack:
    """A loaded pack with indices by id. Treat as read-only."""

    manifest: Manifest
    content: PackContent
    layers: list[str]
    kinds: dict[str, KindDef] = field(default_factory=dict)
    stats: dict[str, StatDef] = field(default_factory=dict)
    types: dict[str, TypeDef] = field(default_factory=dict)
    ranks: dict[str, RankDef] = field(default_factory=dict)
    skills: dict[str, SkillDef] = field(default_factory=dict)
    np_effects: dict[str, NpEffectDef] = field(default_factory=dict)
    categories: dict[str, CategoryValue] = field(default_factory=dict)
    gear_kinds: dict[str, EquipmentKind] = field(default_factory=dict)
    alignment: dict[str, AlignmentAxisValue] = field(default_factory=dict)
    formulas: dict[str, Expression] = field(default_factory=dict)
    settings: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.manifest.id

    @property
    def rules(self) -> dict[str, Any]:
        return self.content.rules

    def level(self, letter: str | None) -> int:
        return self.rules["levels"].get(letter or "-", 0)

    def letter(self, value: int) -> str:
        for letter, number in self.rules["levels"].items():
            if number == value:
                return letter
        return "EX" if value > 6 else "-"

    def setting(self, reading_id: str) -> Any:
        return self.settings[reading_id]

    def find_type(self, name: str) -> TypeDef | None:
        """A type by id, Japanese name or alias."""
        for t in self.types.values():
            if name in (t.id, t.name, *t.aliases):
                return t
        return None


def bundled_pack_dir(system: str) -> Path:
    return Path(str(resources.files("builder") / "rulepacks" / system))


def bundled_systems() -> list[str]:
    root = Path(str(resources.files("builder") / "rulepacks"))
    return sorted(p.name for p in root.iterdir() if (p / "manifest.json").is_file())


def user_pack_dir() -> Path:
    """Where a GM's own packs live (per-user data directory, via platformdirs)."""
    return Path(user_data_dir(APP_NAME, appauthor=False)) / "rulepacks"


@lru_cache(maxsize=1)
def _schema_validator():
    import jsonschema  # imported only when a user layer is loaded: it costs start-up time

    schema = pack_content_schema()  # identical to schemas/rulepack.schema.json (test_architecture)
    return jsonschema.validators.validator_for(schema)(schema)


def pack_content_schema() -> dict[str, Any]:
    """JSON Schema 2020-12 of a content file, generated from :class:`PackContent`."""
    schema = PackContent.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Grail Builder rule-pack content file"
    return schema


def _pointer(parts) -> str:
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def read_json(path: Path) -> Any:
    """Read a JSON file; a syntax error becomes a PackError with line and column."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise PackError(str(path), "", f"cannot read: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise PackError(str(path), "", f"not UTF-8 text (byte {exc.start})") from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise PackError(str(path), "", f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from exc


def _validate_content(data: Any, file: str) -> PackContent:
    """A user-writable layer: JSON Schema first (located errors), then the models."""
    errors = sorted(_schema_validator().iter_errors(data), key=lambda e: list(e.absolute_path))
    if errors:
        first = errors[0]
        raise PackError(file, _pointer(first.absolute_path), first.message)
    return _validate_model(data, file)


def _validate_model(data: Any, file: str) -> PackContent:
    try:
        return PackContent.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise PackError(file, _pointer(err["loc"]), err["msg"]) from exc


def _merge(base: dict[str, Any], layer: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in layer.items():
        if key in LIST_FIELDS:
            by_id = {e["id"]: e for e in merged.get(key, [])}
            for entry in value:
                by_id[entry["id"]] = entry
            merged[key] = list(by_id.values())
        elif key in ("rules", "settings", "counts"):
            merged[key] = {**merged.get(key, {}), **value}
        else:
            merged[key] = value
    return merged


def _layer_files(directory: Path, manifest: Manifest) -> list[Path]:
    return [directory / "content" / name for name in manifest.content]


def load_pack(system: str, overlays: list[Path] | None = None, *, user_layer: bool = True) -> RulePack:
    """Load ``system``: its bundled pack, the user's pack of the same id, then ``overlays``."""
    directory = bundled_pack_dir(system)
    if not (directory / "manifest.json").is_file():
        raise PackError(system, "", f"unknown system; known: {', '.join(bundled_systems())}")
    try:
        manifest = Manifest.model_validate(read_json(directory / "manifest.json"))
    except ValidationError as exc:
        err = exc.errors()[0]
        raise PackError(str(directory / "manifest.json"), _pointer(err["loc"]), err["msg"]) from exc
    bundled = _layer_files(directory, manifest)
    user_dir = user_pack_dir() / system
    layers = sorted(user_dir.glob("*.json")) if user_layer and user_dir.is_dir() else []
    layers += list(overlays or [])
    files = bundled + layers
    merged: dict[str, Any] = {}
    for path in files:
        data = read_json(path)
        if path in layers:
            _validate_content(data, str(path))
        merged = _merge(merged, data)
    content = _validate_model(merged, " + ".join(p.name for p in files))
    pack = RulePack(manifest=manifest, content=content, layers=[str(p) for p in files])
    _index(pack, files)
    return pack


def _index(pack: RulePack, files: list[Path]) -> None:
    c = pack.content
    for name in ("kinds", "stats", "types", "ranks", "skills", "np_effects", "categories",
                 "gear_kinds", "alignment"):
        entries = getattr(c, name)
        index = {e.id: e for e in entries}
        setattr(pack, name, index)
    pack.settings = {r.id: r.value for r in c.readings}
    for key, value in c.settings.items():
        if key not in pack.settings:
            raise PackError("settings", f"/settings/{key}", "no reading has this id")
        pack.settings[key] = value
    formulas = {f"derived/{d['id']}": d["expr"] for d in c.rules.get("derived", [])}
    formulas.update({f"gear_kinds/{g.id}": g.cap for g in c.gear_kinds})
    for cat in c.categories:
        for attr in ("mp", "levels", "max_plus"):
            if getattr(cat, attr):
                formulas[f"categories/{cat.id}/{attr}"] = getattr(cat, attr)
    for key, source in formulas.items():
        try:
            pack.formulas[key] = compile_expression(source)
        except ExpressionError as exc:
            raise PackError(files[0].parent.name, "/" + key, str(exc)) from exc
