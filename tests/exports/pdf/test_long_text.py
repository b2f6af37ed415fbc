"""Long text on the PDF is cut with "…" in linear time, never an exception (issue 9, item 4).

Measured before: a 1,335-character CJK name raised LayoutError (the title did not fit a
page) and a 20,000-character one took 30 s (the header was trimmed one character at a time,
re-measuring the whole string each time)."""
from __future__ import annotations

import io
import re
import statistics
import time
from typing import Callable

import pytest

from builder.core.engine import evaluate
from exports.pdf.sheet import fit_line, safe_text, wrap, write_pdf, write_roster_pdf
from tests.exports.pdfread import read_pdf

LAYOUTS = ("default", "full", "gm-compact")


def _render_once(pack, build, sheet, layout: str) -> tuple[float, bytes]:
    """The time of one render with empty text caches (as the first export of a character is),
    and the PDF."""
    wrap.cache_clear()
    safe_text.cache_clear()
    buf = io.BytesIO()
    t = time.perf_counter()
    write_pdf(pack, build, sheet, buf, layout=layout, invariant=True)
    return time.perf_counter() - t, buf.getvalue()


def _render(pack, build, layout: str) -> tuple[float, bytes]:
    """Median time of three renders (each with empty text caches), and the PDF."""
    sheet = evaluate(pack, build)
    times = []
    for _ in range(3):
        took, data = _render_once(pack, build, sheet, layout)
        times.append(took)
    return statistics.median(times), data


#: every bound below is at least this many seconds: a render faster than it is within the bound
#: whatever the bound works out to, so the bound (three renders of the normal sheet) is worked
#: out only for a slower render
SLACK = 0.5


def _render_within(pack, build, layout: str, bound: Callable[[], float]) -> tuple[float, bytes, float]:
    """The first of up to three renders that takes less than ``bound()`` seconds, else the median
    of the three; the PDF; and the bound the time was held to. A render under the bound shows the
    text is cut in about a normal sheet's time; only a slow one (the quadratic trimming, or a
    machine busy with other work) is measured again, as the median of three was before.
    ``bound`` (at least :data:`SLACK`) is called only for a render of SLACK seconds or more;
    below that the bound returned is SLACK."""
    sheet = evaluate(pack, build)
    times = []
    limit = None
    for _ in range(3):
        took, data = _render_once(pack, build, sheet, layout)
        if took < SLACK:
            return took, data, SLACK
        if limit is None:
            limit = bound()
            assert limit >= SLACK
        if took < limit:
            return took, data, limit
        times.append(took)
    return statistics.median(times), data, limit


@pytest.fixture(scope="module")
def normal_sheet(character):
    """normal_sheet(who, layout) -> the character's own sheet's page count (one render) and a
    function giving the median time of three renders of it (worked out when first called): the
    same for every length of name, so made once per module, not per length."""
    pages: dict[tuple[str, str], int] = {}
    times: dict[tuple[str, str], float] = {}

    def get(who: str, layout: str) -> tuple[int, Callable[[], float]]:
        pack, build, sheet = character(who)
        if (who, layout) not in pages:
            buf = io.BytesIO()
            write_pdf(pack, build, sheet, buf, layout=layout, invariant=True)
            pages[who, layout] = len(read_pdf(buf.getvalue()))

        def median_time() -> float:
            if (who, layout) not in times:
                times[who, layout] = _render(pack, build, layout)[0]
            return times[who, layout]
        return pages[who, layout], median_time
    return get


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("length", [1_335, 20_000, 200_000])
@pytest.mark.parametrize("who", ["saber", "master"])  # a master's sheet prints the name in 【基本データ】 too
def test_a_long_name_is_cut_with_an_ellipsis_in_about_a_normal_sheets_time(character, normal_sheet, layout,
                                                                           length, who):
    pack, build, _ = character(who)
    normal_pages, normal_time = normal_sheet(who, layout)
    long_build = build.model_copy(update={"name": "漢" * length})
    # a guard against the quadratic trimming (36 s), with room for a loaded machine: within five
    # normal sheets' time and half a second; bench/ measures speed
    took, data, bound = _render_within(pack, long_build, layout, lambda: 5 * normal_time() + SLACK)
    assert took < bound, f"{length} chars: {took * 1000:.0f} ms, bound {bound * 1000:.0f} ms"
    # the name is cut to what fits, so the three lengths print the same PDF: read back once
    pdf = read_pdf(data, strict=True)
    assert len(pdf) <= normal_pages + 1
    texts = pdf.texts()
    lines = texts[0].splitlines()
    # the page header and the name itself: the name's characters, cut with …
    cut = [line for line in lines if re.fullmatch(r"漢+…", line)]
    assert len(cut) >= 2, lines[:6]
    printed = sum(text.count("漢") for text in texts)
    assert printed < 1000  # a few lines of it, not the whole name


def test_long_names_on_a_roster(character):
    pack, build, sheet = character("master")
    long_build = build.model_copy(update={"name": "n" * 200_000})
    buf = io.BytesIO()
    t = time.perf_counter()
    items = [(pack, long_build, evaluate(pack, long_build)), character("saber")] * 3
    write_roster_pdf(items, buf, invariant=True)
    assert time.perf_counter() - t < 30.0  # a hang guard: the gm-compact roster once took 115 s
    text = read_pdf(buf.getvalue(), strict=True).page(0)
    assert re.search(r"n+…", text) and character("saber")[1].name in text


def test_long_memos_and_cells_are_cut_and_bounded(character):
    """設定 and a profile field of 200,000 characters: cut with …, a handful of pages."""
    pack, build, _ = character("saber")
    long_build = build.model_copy(update={"notes": "設定" * 100_000,
                                          "profile": {**build.profile, "reason": "理由" * 100_000}})
    took, data, _ = _render_within(pack, long_build, "default", lambda: 3.0)
    assert took < 3.0
    pdf = read_pdf(data, strict=True)
    assert 2 <= len(pdf) <= 10
    pages = list(range(len(pdf)))

    def ends_cut(pattern: str, order: list[int]) -> bool:
        # pypdf takes a third of a second a page: stop at the first page that shows it
        return any(re.search(pattern, "".join(pdf.page(i).split())) for i in order)
    assert ends_cut("(理由)+理?…", pages)  # the profile comes early
    assert ends_cut("(設定)+設?…", pages[::-1])  # 設定 near the end


def test_surrogates_and_controls_in_a_name_print_as_the_replacement_mark(character):
    pack, build, _ = character("saber")
    odd = build.model_copy(update={"name": "a\ud800b\x00c\u202ed\U0001F600"})
    _, data = _render_once(pack, odd, evaluate(pack, odd), "default")
    pdf = read_pdf(data, strict=True)
    assert pdf.metadata.title == "a〓b〓cd〓"  # the bidi override is dropped, not printed
    assert "a〓b〓cd〓" in pdf.page(0)


@pytest.mark.parametrize("text", ["漢" * 2_000_000, "a" * 2_000_000, "word " * 400_000, "\n" * 2_000_000,
                                  "\u0361" * 2_000_000, "。" * 2_000_000])
def test_wrap_and_fit_line_cost_what_fits_not_what_is_given(text):
    t = time.perf_counter()
    lines = wrap(text, 100.0, 8.0, 5)
    line = fit_line(text, 100.0, 8.0)
    assert time.perf_counter() - t < 5.0  # a hang guard: cutting 2,000,000 characters quadratically takes hours
    assert 1 <= len(lines) <= 5 and lines[-1].endswith("…") and line.endswith("…")


def test_wrap_keeps_what_fits_and_marks_only_what_is_cut():
    assert wrap("あいうえお", 100.0, 8.0, 1) == ("あいうえお",)
    five = wrap("あいうえお" * 10, 40.0, 8.0)  # 5 characters a line, 10 lines: nothing cut
    assert five == ("あいうえお",) * 10
    cut = wrap("あいうえお" * 10, 40.0, 8.0, 3)
    assert cut[:2] == ("あいうえお",) * 2 and cut[2] == "あいうえ…"
    assert fit_line("短い", 100.0, 8.0) == "短い"
    assert fit_line("一行目\n二行目", 100.0, 8.0) == "一行目 二行目"
    # Windows line ends from a pasted text are line breaks, not characters the font lacks (〓)
    assert fit_line("一行目\r\n二行目\r三行目", 200.0, 8.0) == "一行目 二行目 三行目"
    assert wrap("一行目\r\n二行目\r三行目", 100.0, 8.0) == ("一行目", "二行目", "三行目")
