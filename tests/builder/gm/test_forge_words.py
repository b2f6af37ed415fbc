"""Every refusal of the forge has its Japanese and its English (issue 28 item 3): each
``raise ForgeError(...)`` in the forge's modules gives a code, and each code is a ``forge.<code>``
entry of builder/words/locale/messages.json with both languages, whose placeholders the other
language's text also finds (``{x}`` or its English twin ``{x_en}``)."""
from __future__ import annotations

import re
import string
from pathlib import Path

from builder.words.messages import catalogue

ROOT = Path(__file__).resolve().parents[3]
FORGE_MODULES = [ROOT / "builder" / "core" / "forging.py", ROOT / "builder" / "gm" / "forge.py", ROOT / "builder" / "kit" / "forge.py",
                 *sorted((ROOT / "builder" / "systems").glob("*/forge/*.py"))]
# the code: the argument after the message, a plain lower-case string (the message may span lines)
CODE = re.compile(r""",\s*["'](?P<code>[a-z_]+)["']\s*(?:,|\)$)""")


def _raises() -> list[tuple[str, str]]:
    found = []
    for path in FORGE_MODULES:
        text = path.read_text(encoding="utf-8")
        for start in [m.start() for m in re.finditer(r"raise ForgeError\(", text)]:
            depth, i = 0, text.index("(", start)
            for j in range(i, len(text)):
                depth += {"(": 1, ")": -1}.get(text[j], 0)
                if depth == 0:
                    break
            found.append((f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, start) + 1}", text[i:j + 1]))
    return found


def test_every_forge_refusal_has_a_code_with_both_languages():
    raises = _raises()
    assert len(raises) >= 30  # core/forging 2, gm/forge 3, kit/forge 10, Fate's npc 13 and troop 2
    missing = []
    for where, call in raises:
        code = CODE.search(call)
        if code is None:
            missing.append(f"{where}: no code")
            continue
        entry = catalogue().get("forge." + code.group("code"))
        if entry is None or not entry.get("ja") or not entry.get("en"):
            missing.append(f"{where}: forge.{code.group('code')} lacks a language")
    assert missing == []


def test_both_languages_of_a_refusal_read_the_same_things():
    for key, entry in catalogue().items():
        if not key.startswith("forge."):
            continue
        names = {lang: {f[1].removesuffix("_en") for f in string.Formatter().parse(entry[lang]) if f[1]}
                 for lang in ("ja", "en")}
        assert names["ja"] == names["en"], key
