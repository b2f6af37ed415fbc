"""builder.kit.scales: which values are on a scale, and what they cost (system-neutral)."""
from builder.kit.model import ScaleDef, ScaleStep
from builder.kit.scales import Scale

LADDER = Scale(ScaleDef(id="r", name="r", below="-", steps=[
    ScaleStep(label="Z", value=0, cost=None), ScaleStep(label="A", value=1, cost=1),
    ScaleStep(label="B", value=2, cost=3), ScaleStep(label="Top", value=3, cost=None)]))
NUMBERS = Scale(ScaleDef(id="n", name="n", min=0, max=10, step=5, cost_per=2))


def test_a_step_without_cost_is_on_the_scale_but_not_bought():
    # on the ladder: every step, bought or not; costs: null steps cost nothing (None)
    assert [v for v in range(-1, 5) if LADDER.on_scale(v)] == [0, 1, 2, 3]
    assert [v for v in range(-1, 5) if LADDER.buyable(v)] == [1, 2]
    assert LADDER.choices() == [1, 2] and LADDER.cost(0) is None and LADDER.cost(2) == 3
    assert LADDER.label(-1) == "-" and LADDER.label(7) == "Top"


def test_numbers_are_on_the_scale_within_their_range():
    assert [v for v in range(-1, 12) if NUMBERS.on_scale(v)] == list(range(0, 11))
    assert NUMBERS.choices() == [0, 5, 10] and NUMBERS.cost(5) == 10
