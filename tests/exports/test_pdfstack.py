"""exports.pdfstack: a sheet drawn with its flowables in stacks is byte for byte the sheet drawn
with them one by one (every example and fixture, each layout, one- and several-page, and the
GM roster); and the stacks are really used on a one-page sheet."""
import io

import pytest

import exports.pdf as pdf
import exports.pdfstack as pdfstack
from exports import refresh_references as refs

CHARACTERS = refs.characters()


def _render(file, layout):
    from builder.documents import load_build
    from builder.engine import evaluate
    from builder.packs import load_pack
    build = load_build(file)
    pack = load_pack(build.system)
    sheet = evaluate(pack, build)
    buf = io.BytesIO()
    pdf.write_pdf(pack, build, sheet, buf, layout=layout, invariant=True)
    return buf.getvalue()


@pytest.mark.parametrize("name,file", CHARACTERS, ids=[n for n, _ in CHARACTERS])
def test_stacks_change_nothing(name, file, monkeypatch):
    ours = {layout: _render(file, layout) for layout in ("default", "full", "gm-compact")}
    monkeypatch.setattr(pdf, "stacked", lambda flow, simple: flow)
    for layout, data in ours.items():
        assert data == _render(file, layout), f"{name} ({layout}): stacked layout differs"


def test_a_one_page_sheet_is_placed_as_stacks(monkeypatch):
    placed = []
    real = pdfstack.Stack.drawOn

    def spy(self, canvas, x, y, _sW=0):
        placed.append(len(self._placed))
        real(self, canvas, x, y, _sW)
    monkeypatch.setattr(pdfstack.Stack, "drawOn", spy)
    _render(refs.EXAMPLES / "saber.json", "default")
    assert sum(placed) >= 30  # the whole sheet but the one KeepTogether block of items
