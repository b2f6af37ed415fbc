"""Loading rule packs: bundled, then user packs, then campaign overlays.

Contract: :func:`load_pack` returns a :class:`RulePack` (the envelope: manifest, layers,
readings, rule numbers, formulas) whose content has passed the system's pydantic models (its
plug-in's ``content_model``, which the core never reads field by field) and the load-time checks
its plug-in's ``index`` runs (:mod:`builder.core.packcheck`: settings, every formula compiled
and dry-run; the system's own: ids that refer to each other). Every layer a user can write (user
packs, campaign files) is also checked against the JSON Schema
(``schemas/<system>.rulepack.schema.json``, its references resolved once: :mod:`builder.core.schemarefs`)
first, so its errors name the file and the JSON path; a file with more entries than a pack may hold
is refused for that before its entries are checked (:func:`builder.core.packlimits.check_layer_sizes`). The
bundled layer is checked against the same schema and the models by the test suite instead of at
every start-up: it is merged and built without validation once a process
(:mod:`builder.core.packmerge`, :mod:`builder.core.packconstruct`,
``tests/builder/core/test_packconstruct.py``), and a load with user layers validates only the
entries those layers wrote. Layers merge by entry id: a later layer's entry replaces an earlier one with the
same id, new ids are appended, and the maps (a field whose default is a dict or a model:
``rules``, ``settings``, ``counts``) merge by key (:func:`field_kinds`); the merge
remembers which layer (file and JSON path) each entry came from, so every :class:`PackError`
names the user's file and the place in it, never the bundled folder. That holds when a user's
entry breaks a bundled one too: a merged entry that fails is named where it came from; a
bundled check or formula that fails on an entry a user layer replaced names that user layer
and the entry's place (:func:`builder.core.packcheck.blame`); failing that, the first user file
that breaks the bundled pack on its own is named.

Failure policy: a broken file in the user pack folder (``user_pack_dir()/<system>/*.json``)
is skipped and its :class:`PackError` kept in :attr:`RulePack.problems`; the bundled pack and
every other user file still load (if the good files still fail together, the bundled pack
loads alone and the reason is recorded). A campaign file given explicitly (``overlays``)
that is broken raises :class:`PackError`: the user asked for it. ``user_layer=False`` loads
no user packs at all (safe mode).

Loading the same files again (same bundled pack, same user pack files and campaign files, none
changed: :mod:`builder.core.packcache`) returns the same pack object, so a loaded pack is
read-only; only its ``memo`` of pure results fills in.

Pitfall: packs are data only. Nothing in a pack is executed; formulas go through
:mod:`builder.core.expressions`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir
from pydantic import ValidationError

from . import packcache
from .expressions import Expression
from .packcheck import FormulaSite, Origins
from .packconstruct import construct, constructible
from .packio import PackError, pointer as _pointer, read_json
from .packlimits import check_layer_sizes, check_sizes, size_limits
from .packbase import Manifest
from .packmerge import BundledBase, Layer as _Layer, bundled_base, field_kinds, merge as _merge
from .packmerge import no_gc as _no_gc
from .schemarefs import schema_validator

__all__ = ["PackError", "RulePack", "load_pack", "read_json", "user_pack_dir", "bundled_systems", "system_title"]

APP_NAME = "grail-builder"


@dataclass
class RulePack:
    """A loaded pack: the envelope every system shares. Treat as read-only.

    ``content`` is the merged content, typed by the system's plug-in (its ``content_model``);
    the core never reads its fields. The plug-in's ``index`` fills the rest from it: the
    readings in force (``settings``), the rule numbers (``rule_values``), the compiled
    formulas with where each came from, and its own lookups (``index``). A plug-in that wants
    its lookups as attributes gives its own subclass (``SystemPlugin.pack_class``)."""

    manifest: Manifest
    content: Any
    layers: list[str]
    formulas: dict[str, Expression] = field(default_factory=dict)
    formula_sites: dict[str, FormulaSite] = field(default_factory=dict)
    settings: dict[str, Any] = field(default_factory=dict)
    rule_values: dict[str, Any] = field(default_factory=dict)
    problems: list[PackError] = field(default_factory=list)
    origins: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict, repr=False)
    index: Any = field(default=None, repr=False)  # the plug-in's lookups (a data system's builder.kit.system.DataIndex)
    # What evaluators work out from the loaded pack alone and keep for the next evaluation
    # (the zeroed formula names, the type names): a roster evaluates thousands of characters
    # on one pack (issue 13). Filled on first use; the pack is read-only after loading.
    memo: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def id(self) -> str:
        return self.manifest.id

    @property
    def rules(self) -> dict[str, Any]:
        """The rule numbers as a plain dict (what the plug-in's ``index`` put in ``rule_values``)."""
        return self.rule_values

    def setting(self, reading_id: str) -> Any:
        return self.settings[reading_id]


def _plugin(system: str):
    from .registry import plugin_for  # the registry imports the plug-ins, which import this module
    return plugin_for(system)


def bundled_pack_dir(system: str) -> Path:
    plugin = _plugin(system)
    if plugin is None:
        raise _unknown_system(system)
    return plugin.pack_dir


def bundled_systems() -> list[str]:
    """The systems whose plug-in is installed and has its pack (:func:`builder.core.registry.systems`)."""
    from .registry import systems
    return systems()


@lru_cache(maxsize=32)
def system_title(system: str, lang: str = "ja") -> str:
    """A bundled system by its rulebook's title in ``lang`` (its manifest's ``name``, or
    ``name_en`` in English), as a player knows it, never by its folder id; the id only when
    no such system is installed or its manifest cannot be read."""
    try:
        data = read_json(bundled_pack_dir(system) / "manifest.json", trusted=True)
    except (PackError, OSError):
        return system
    name = data.get("name") if isinstance(data, dict) else None
    name_en = data.get("name_en") if isinstance(data, dict) else None
    return str((name_en or name) if lang == "en" else name) if name else system


def known_systems(lang: str = "ja") -> str:
    """The installed systems by their rulebook titles (:func:`system_title`), for a message that
    says which systems there are: a user knows a rulebook by its title, not by its folder id."""
    return ("、" if lang == "ja" else "; ").join(system_title(s, lang) for s in bundled_systems())


def _unknown_system(system: str) -> PackError:
    """The refusal of a system that is not installed: its words list the systems by title in
    both languages (``load.unknown_system``); ``ids`` keeps their ids for a machine."""
    return PackError(system, "", f"unknown system; known: {known_systems('en')}", "unknown_system",
                     known=known_systems("ja"), known_en=known_systems("en"), ids=", ".join(bundled_systems()))


def user_pack_dir() -> Path:
    """Where a GM's own packs live (per-user data directory, via platformdirs)."""
    return Path(user_data_dir(APP_NAME, appauthor=False)) / "rulepacks"


@lru_cache(maxsize=8)
def _schema_validator(model: type):
    """Made once per content model; its local references resolved once (:mod:`.schemarefs`:
    the same errors, without a lookup at every ``$ref`` of every entry a user layer holds)."""
    schema = pack_content_schema(model)  # identical to schemas/*.schema.json (test_architecture)
    return schema_validator(schema)


def pack_content_schema(model: type) -> dict[str, Any]:
    """JSON Schema 2020-12 of a content file, generated from ``model`` (a plug-in's
    ``content_model``)."""
    schema = model.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Grail Builder rule-pack content file"
    return schema


def _validate_content(data: Any, file: str, model: type) -> Any:
    """A user-writable layer: JSON Schema first (located errors), then the models."""
    errors = sorted(_schema_validator(model).iter_errors(data), key=lambda e: [str(p) for p in e.absolute_path])
    if errors:
        raise PackError(file, *_located(errors[0]))
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise PackError(file, _pointer(err["loc"]), err["msg"]) from None


def _names_type(error: Any) -> bool:
    path = list(error.relative_path)
    return path == ["type"] or (not path and error.validator == "required" and "'type'" in error.message)


def _located(error: Any) -> tuple[str, str]:
    """(JSON path, message) of a schema error, as a person would place it. A tagged object
    (a check: ``oneOf`` over its ``type``s) is judged by the branch its ``type`` picks, not
    by "valid under none of the schemas"; an unknown key is placed at the key itself
    (``/skills/0/levl``, "unknown key 'levl'; did you mean 'level'?")."""
    while error.validator in ("oneOf", "anyOf") and error.context:
        branches: dict[Any, list[Any]] = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        fitting = [subs for subs in branches.values() if not any(_names_type(sub) for sub in subs)]
        tags = sorted(error.schema.get("discriminator", {}).get("mapping", {}))
        if not fitting and tags and isinstance(error.instance, dict):
            import difflib  # only for this message: its import costs start-up time
            close = difflib.get_close_matches(str(error.instance.get("type")), tags, n=1)
            hint = f"did you mean {close[0]!r}?" if close else f"known: {', '.join(tags)}"
            return _pointer(error.absolute_path), f"unknown \"type\" {error.instance.get('type')!r}; {hint}"
        if len(fitting) != 1:
            break
        error = min(fitting[0], key=lambda e: [str(p) for p in e.absolute_path])
    path = list(error.absolute_path)
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        known = set(error.schema.get("properties", {}))
        unknown = sorted(k for k in error.instance if k not in known)
        if unknown:
            import difflib
            close = difflib.get_close_matches(unknown[0], sorted(known), n=1)
            hint = f"; did you mean {close[0]!r}?" if close else f"; the keys here are {', '.join(sorted(known))}"
            return _pointer([*path, unknown[0]]), f"unknown key {unknown[0]!r}{hint}"
    return _pointer(path), error.message


def _validate_merged(merged: dict[str, Any], origins: Origins, model: type) -> Any:
    """The models over the merge (its bundled entries already typed: :meth:`BundledBase.typed`);
    an error names the layer its entry came from."""
    list_fields, keyed_fields = field_kinds(model)
    try:
        with _no_gc():
            return model.model_validate(merged)
    except ValidationError as exc:
        loc = list(exc.errors()[0]["loc"])
        msg = exc.errors()[0]["msg"]
    file, path = "+".join(sorted({f for f, _ in origins.values()})) or "?", _pointer(loc)
    if len(loc) >= 2 and loc[0] in list_fields and isinstance(loc[1], int):
        entry = merged[loc[0]][loc[1]]  # a user's entry (pydantic takes a bundled instance as it is)
        entry_id = entry.get("id") if isinstance(entry, dict) else getattr(entry, "id", None)
        file, base = origins.get((loc[0], entry_id), (file, _pointer(loc[:2])))
        path = base + (_pointer(loc[2:]) if len(loc) > 2 else "")
    elif len(loc) >= 2 and loc[0] in keyed_fields:
        file, base = origins.get((loc[0], str(loc[1])), (file, _pointer(loc[:2])))
        path = base + (_pointer(loc[2:]) if len(loc) > 2 else "")
    raise PackError(file, path, msg)


def _layer_files(directory: Path, manifest: Manifest) -> list[Path]:
    return [directory / "content" / name for name in manifest.content]


def _user_files(system: str) -> list[Path]:
    folder = user_pack_dir() / system
    try:
        return sorted(folder.glob("*.json")) if folder.is_dir() else []
    except OSError:
        return []


def _user_layer(path: Path, model: type, limits: dict[str, int]) -> _Layer:
    data = read_json(path)
    check_layer_sizes(data, str(path), limits)  # too many entries: refused before each is checked
    _validate_content(data, str(path), model)
    return _Layer(str(path), data, user=True)


@lru_cache(maxsize=4)
def _bundled(system: str) -> tuple[Manifest, tuple[_Layer, ...]]:
    """The bundled files, parsed once per process (they are part of the install)."""
    directory = bundled_pack_dir(system)
    manifest_path = directory / "manifest.json"
    try:
        data = read_json(manifest_path)
        # part of the install, like the content files (builder.core.packconstruct; the tests validate it)
        manifest = construct(Manifest, data) if constructible(Manifest) else Manifest.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise PackError(str(manifest_path), _pointer(err["loc"]), err["msg"]) from None
    return manifest, tuple(_Layer(str(p), read_json(p, trusted=True)) for p in _layer_files(directory, manifest))


def load_pack(system: str, overlays: list[Path] | None = None, *, user_layer: bool = True,
              candidate: tuple[Path, dict[str, Any]] | None = None) -> RulePack:
    """Load ``system``: its bundled pack, the user's packs for it, then ``overlays``.

    See the module docstring for what a broken user file or overlay does. The returned
    pack's ``problems`` lists every user file set aside, each a :class:`PackError`.
    ``candidate`` (file, parsed content): a file not yet written, checked as the last layer in
    place of that file (the rule-data editor's check before saving, :mod:`builder.gm.gmdata`);
    like an overlay, it raises when it is broken.
    """
    # an id, never a path: only a registered plug-in's own folder is read. Only this system's
    # plug-in is imported (start-up: the window's first character needs one system).
    plugin = _plugin(system) if isinstance(system, str) else None
    if plugin is None or not (plugin.pack_dir / "manifest.json").is_file():
        raise _unknown_system(str(system))
    model = plugin.content_model
    manifest, bundled = _bundled(system)
    user_files = _user_files(system) if user_layer else []
    # the same files as a load before: the same read-only pack (builder.core.packcache)
    key = None if candidate is not None else packcache.pack_key(
        system, plugin, user_layer, [plugin.pack_dir / "manifest.json", *(Path(b.name) for b in bundled)],
        user_files, [Path(p) for p in overlays or []])
    if (pack := packcache.cached(key, plugin)) is not None:
        return pack
    problems: list[PackError] = []
    users: list[_Layer] = []
    limits = size_limits(plugin)
    for path in user_files:
        if candidate is not None and path == candidate[0]:
            continue
        try:
            users.append(_user_layer(path, model, limits))
        except PackError as exc:
            problems.append(exc)
    explicit = [_user_layer(Path(p), model, limits) for p in overlays or []]
    if candidate is not None:
        check_layer_sizes(candidate[1], str(candidate[0]), limits)
        _validate_content(candidate[1], str(candidate[0]), model)
        explicit.append(_Layer(str(candidate[0]), candidate[1], user=True))
    while True:
        try:
            pack = _build(plugin, manifest, bundled, [*users, *explicit])
            break
        except PackError as exc:
            culprit = next((layer for layer in users if layer.name == exc.file), None)
            if culprit is None and exc.file not in {layer.name for layer in explicit}:
                culprit, exc = _lone_culprit(plugin, manifest, bundled, users, explicit, exc)
            if culprit is not None:
                problems.append(exc)
                users.remove(culprit)
            elif users and exc.file not in {layer.name for layer in explicit}:
                problems.append(PackError(exc.file, exc.path,
                                          f"{exc.message} (with the user packs; they are set aside)"))
                users = []
            else:
                raise
    pack.problems = problems
    packcache.keep(key, plugin, pack)
    return pack


def _lone_culprit(plugin: Any, manifest: Manifest, bundled: tuple[_Layer, ...], users: list[_Layer],
                  explicit: list[_Layer], exc: PackError) -> tuple[_Layer | None, PackError]:
    """An error that names no user file (:func:`builder.core.packcheck.blame` found no user entry to
    name): the first user file that fails with the bundled pack alone is named instead, with
    where the failing check is. None when no single file fails (only together), or when the
    bundled pack and the campaign files fail without any user pack."""
    try:
        _build(plugin, manifest, bundled, explicit)
    except PackError:
        return None, exc
    for layer in users:
        try:
            _build(plugin, manifest, bundled, [layer, *explicit])
        except PackError:
            return layer, PackError(layer.name, _first_replaced(bundled, layer),
                                    f"{exc.message} (at {exc.file} {exc.path}, with this file "
                                    "laid over the bundled pack)")
    return None, exc


def _first_replaced(bundled: tuple[_Layer, ...], layer: _Layer) -> str:
    """The JSON path of the first entry ``layer`` writes over a bundled one (the likely cause),
    or "" (the whole file)."""
    ids = {(key, e.get("id")) for b in bundled for key, value in b.data.items()
           if isinstance(value, list) for e in value if isinstance(e, dict)}
    for key, value in layer.data.items():
        for i, entry in enumerate(value if isinstance(value, list) else []):
            if isinstance(entry, dict) and (key, entry.get("id")) in ids:
                return f"/{key}/{i}"
    return ""


# system -> (plug-in, its bundled layers, their BundledBase): built once a process and plug-in
_bases: dict[str, tuple[Any, tuple[_Layer, ...], BundledBase]] = {}


def _base(plugin: Any, bundled: tuple[_Layer, ...]) -> BundledBase:
    """The bundled layers merged and typed once (:func:`builder.core.packmerge.bundled_base`);
    anew for another plug-in object (one loaded again) or other bundled layers."""
    system = plugin.id
    found = _bases.get(system)
    if found is not None and found[0] is plugin and found[1] is bundled:
        return found[2]
    base = bundled_base(plugin, bundled)
    _bases[system] = (plugin, bundled, base)  # one assignment: a second thread at most builds it again
    return base


def _build(plugin: Any, manifest: Manifest, bundled: tuple[_Layer, ...], users: list[_Layer]) -> RulePack:
    """The pack of the bundled layers with ``users`` (user packs, campaign files: each user-written)
    laid over them in order. Only the users' layers are merged and validated here; the bundled
    ones come merged and typed from :func:`_base`."""
    base = _base(plugin, bundled)
    merged = base.merged
    origins = Origins(base.origins)
    origins.users = frozenset(layer.name for layer in users)
    fields = field_kinds(plugin.content_model)
    limits = size_limits(plugin)
    for layer in users:
        merged = _merge(merged, layer, origins, fields)
        check_sizes(merged, layer.name, limits)  # the layer that makes a list too large is named (#29)
    # the bundled layers alone: their content, built once (builder.core.packconstruct; read-only)
    content = _validate_merged(base.typed(merged), origins, plugin.content_model) if users else base.content
    names = [layer.name for layer in (*bundled, *users)]
    pack = (plugin.pack_class or RulePack)(manifest=manifest, content=content, layers=names)
    pack.origins = origins
    plugin.index(pack, content, origins, base.choices)
    return pack
