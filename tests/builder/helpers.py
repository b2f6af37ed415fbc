"""Small builders for engine tests: a fresh character of a type, with choices patched in."""
from __future__ import annotations

from typing import Any

from builder.systems.fate_roll_dice.choices import FateBuild as Build
from builder.cli.main import new_build
from builder.core.engine import evaluate


def make(pack, type_id: str, **choices: Any) -> Build:
    """A new character of ``type_id`` (base stats and class skills) with ``choices`` merged:
    ``stats`` entries are merged per stat, ``skills`` are appended, anything else replaces."""
    data = new_build(pack, type_id).model_dump(mode="json")
    data.setdefault("alignment", {})
    data["alignment"] = {"goal": "neutral", "action": "balanced"}
    for key, value in choices.items():
        if key == "stats":
            for sid, choice in value.items():
                data["stats"][sid] = choice if isinstance(choice, dict) else {"level": choice}
        elif key == "skills":
            data["skills"] = data["skills"] + value
        elif key == "base_skills":
            data["skills"] = value
        else:
            data[key] = value
    return Build.model_validate(data)


def ranks(*ids: str) -> list[dict]:
    return [{"id": i} for i in ids]


def codes(pack, build, severity: str | None = None) -> list[str]:
    sheet = evaluate(pack, build)
    return [f.code for f in sheet.findings if severity is None or f.severity == severity]


def fp_spent(pack, build) -> int:
    return evaluate(pack, build).pools["fp"].spent


def with_setting(pack, reading: str, value):
    """A copy of ``pack`` with one reading flipped, as a GM's campaign layer would."""
    import copy
    flipped = copy.copy(pack)
    flipped.settings = {**pack.settings, reading: value}
    return flipped
