"""Rolling dice for a character's set-up rolls (a 生命ロール, coin tosses …).

Contract: pure; :func:`roll` takes the random generator as an argument, a
:class:`random.Random` the caller owns and may seed (a test fixes the dice with
``random.Random(seed)``); the module never touches the global generator. ``count`` and
``faces`` are bounded (:data:`MAX_DICE`, :data:`MAX_FACES`): anything else is a
``ValueError`` naming the die. The result keeps every face, so the window can show what was
rolled (「1d20 → 14」, 「2d6 → 3+4 = 7」).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

MAX_DICE = 100
MAX_FACES = 1000


@dataclass(frozen=True)
class Roll:
    count: int
    faces: int
    rolled: tuple[int, ...]  # each die's face, in the order rolled

    @property
    def total(self) -> int:
        return sum(self.rolled)

    @property
    def die(self) -> str:
        return die_text(self.count, self.faces)

    def text(self) -> str:
        """「1d20 → 14」; with several dice each face and the sum: 「2d6 → 3+4 = 7」."""
        if len(self.rolled) == 1:
            return f"{self.die} → {self.total}"
        return f"{self.die} → {'+'.join(map(str, self.rolled))} = {self.total}"


def die_text(count: int, faces: int) -> str:
    return f"{count}d{faces}"


def check_die(count: object, faces: object) -> str | None:
    """Why ``count``d``faces`` cannot be rolled, or ``None`` when it can."""
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_DICE:
        return f"the number of dice must be a whole number from 1 to {MAX_DICE} (got {count!r})"
    if isinstance(faces, bool) or not isinstance(faces, int) or not 2 <= faces <= MAX_FACES:
        return f"the number of faces must be a whole number from 2 to {MAX_FACES} (got {faces!r})"
    return None


def roll(count: int, faces: int, rng: random.Random) -> Roll:
    """Roll ``count`` dice of ``faces`` faces with ``rng`` (see the module contract)."""
    problem = check_die(count, faces)
    if problem:
        raise ValueError(f"{die_text(count, faces)}: {problem}")  # type: ignore[arg-type]
    if not isinstance(rng, random.Random):  # the module `random` itself is not accepted
        raise TypeError("roll needs a random.Random instance (the caller's own generator)")
    return Roll(count, faces, tuple(rng.randint(1, faces) for _ in range(count)))
