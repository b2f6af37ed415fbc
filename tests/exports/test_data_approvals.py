"""GM approvals print on every system's sheet, not only Fate/roll dice's (issue 25: "GM approvals
print only on Fate sheets"). The 英雄点 example servant (examples/eiyuten/servant.json) carries
one approval: 強化属性「神性」 approved by 「GM 小野」 on 2026-11-24 with the reason
「大神ゼウスの子。神性の逸話は十分(L86)」 (seed 001_0ca4af6a39bfc837.txt L86: 神性 is a choice
the GM allows)."""
from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader

from builder.cli import pack_for
from builder.documents import load_build
from builder.engine import evaluate
from builder.sections import ApprovalsSection, find
from builder.secrets import public_view
from exports.pdf import write_pdf
from exports.text import render_text

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "eiyuten" / "servant.json"
REASON = "大神ゼウスの子。神性の逸話は十分(L86)"


def _servant():
    build = load_build(EXAMPLE)
    pack = pack_for(build.system)
    return pack, build, evaluate(pack, build)


def test_the_approval_is_a_section_of_the_data_systems_sheet():
    pack, build, sheet = _servant()
    section = find(sheet.sections, "approvals")
    assert isinstance(section, ApprovalsSection)
    # the example also carries the GM's approvals of its player-written skills (issue 27, L146)
    (row,) = [r for r in section.rows if r.reason == REASON]
    assert (row.reason, row.by, row.date, row.status, row.status_en) == (REASON, "GM 小野", "2026-11-24", "有効", "stands")


def test_text_and_pdf_print_it_and_a_public_view_does_not():
    pack, build, sheet = _servant()
    text = render_text(pack, build, sheet)
    assert f"・[有効] 強化属性「神性」はGMの承認が必要です 強化属性の『神性』: {REASON} (GM 小野 2026-11-24)" in text
    assert "【GM approvals】" in render_text(pack, build, sheet, "en")
    pdf = io.BytesIO()
    write_pdf(pack, build, sheet, pdf, invariant=True)
    words = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "GM承認" in words and "GM 小野" in words
    pub_build, pub = public_view(pack, build, sheet)
    assert find(pub.sections, "approvals") is None  # the GM's part (builder.secrets)
    assert REASON not in render_text(pack, pub_build, pub)


def test_a_sheet_without_approvals_has_no_such_section():
    # (英雄点's master carries the GM's approval of its player-written skill since issue 27)
    build = load_build(EXAMPLE.parents[1] / "chuseihai" / "master.json")
    pack = pack_for(build.system)
    assert build.approvals == [] and find(evaluate(pack, build).sections, "approvals") is None
