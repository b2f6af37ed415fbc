"""exports.pdf.stack: a sheet drawn with its flowables in stacks is byte for byte the sheet drawn
with them one by one (every example and fixture, each layout, one- and several-page, and the
GM roster); and the stacks are really used on a one-page sheet."""
import io

import pytest

import exports.pdf.sheet as pdf
import exports.pdf.stack as pdfstack
from exports import refresh_references as refs

CHARACTERS = refs.characters()


def _render(file, layout):
    from builder.core.documents import load_build
    from builder.core.engine import evaluate
    from builder.core.packs import load_pack
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
    # every flowable of the sheet, the 宝具 blocks kept together (pdf.Together) among them
    from builder.core.documents import load_build
    from builder.core.engine import evaluate
    from builder.core.packs import load_pack
    build = load_build(refs.EXAMPLES / "saber.json")
    pack = load_pack(build.system)
    flow = pdf.SheetRenderer("default", pack.id, True).character(pack, build, evaluate(pack, build))
    blocks = [f for f in flow if isinstance(f, pdf.Together)]
    assert blocks
    assert sum(placed) == len(flow) - len(blocks) + sum(len(b._content) for b in blocks)


def test_a_stack_draws_its_children_as_their_own_drawOn_does():
    """Stack.drawOn saves, translates and restores the canvas itself: the same page operators
    and, after each child, the same canvas state as reportlab's Flowable.drawOn leaves (a grid
    with a shaded header row changes the fill and stroke colours and the line width; a child
    with a drawOn of its own is left to it)."""
    from reportlab.lib import colors
    from reportlab.pdfgen.canvas import Canvas
    from reportlab.platypus import Flowable

    class OwnDrawOn(Flowable):
        def drawOn(self, canvas, x, y, _sW=0):
            canvas.setFillColor(colors.red)
            canvas.rect(x, y, 5, 5)

    matrices = []

    class Probe(Flowable):  # where the canvas says the child's origin is while it draws
        def draw(self):
            matrices.append(self.canv._currentMatrix)

    def children():
        grid = pdf.Grid([[("見出し",), ("値",)], [("筋力",), ("A+",)]], [60.0, 40.0], 8.5, 11.05,
                        header=1, header_color=pdf.LABEL_COLOR, header_bg=pdf.HEADER_BG)
        text = pdf.TextLines(("一行目", "二行目"), 8.5, 11.05, pdf.LABEL_COLOR)
        return [(grid, 700.25, 12.5), (text, 650.125, 0), (Probe(), 640.0, 0), (OwnDrawOn(), 600.5, 3.0)]

    pdf.register_font()
    pages, states = [], []
    for ours in (True, False):
        canvas = Canvas(io.BytesIO(), invariant=1, initialFontName=pdf.FONT)
        canvas.setLineWidth(2.5)
        canvas.translate(3.5, 4.25)
        seen = []
        for child, y, sw in children():
            if ours:
                stack = pdfstack.Stack([child])
                stack._placed = [(child, y, sw)]
                stack.drawOn(canvas, 28.346, y)
            else:
                child.drawOn(canvas, 28.346, y, _sW=sw)
            seen.append({name: getattr(canvas, name) for name in canvas.STATE_ATTRIBUTES
                         if name != "_extgstate"} | {"gs": dict(canvas._extgstate._d)})
        pages.append(list(canvas._code))
        states.append(seen)
    assert pages[0] == pages[1]
    assert states[0] == states[1]
    assert matrices[0] == matrices[1] == (1, 0, 0, 1, 3.5 + 28.346, 4.25 + 640.0)
    assert any(line.startswith("1 0 0 1 28.346 700.25 cm") for line in pages[0])
