import io

import pytest

from exports import refresh_references as refs
from tests.exports.pdfread import read_pdf

CHARACTERS = refs.characters()


def text_of(data: bytes) -> str:
    """All pages' text with whitespace removed (table cells wrap labels and values); each page
    extracted once for the module however many tests read it (tests/exports/pdfread.py)."""
    return "".join("".join(page.split()) for page in read_pdf(data).texts())


@pytest.mark.parametrize("name,file", CHARACTERS, ids=[n for n, _ in CHARACTERS])
def test_pdf_text_matches_reference(name, file):
    """Regenerate with ``python -m exports.refresh_references`` after an intended change."""
    ref = refs.REFERENCES / f"{name}.pdf.txt"
    assert ref.exists(), f"no reference for {file}: run python -m exports.refresh_references"
    pdf, text = refs.render(file)
    assert pdf == ref.read_text(encoding="utf-8"), f"{name}: PDF text changed (python -m exports.refresh_references)"
    assert text == (refs.REFERENCES / f"{name}.txt").read_text(encoding="utf-8")


def _fonts(reader):
    for page in reader.pages:
        fonts = page["/Resources"]["/Font"]
        for ref in fonts.values():
            yield ref.get_object()


@pytest.mark.parametrize("name", ["saber", "master", "nasty"])
def test_every_font_is_embedded_subset(pdf_bytes, name):
    fonts = list(_fonts(read_pdf(pdf_bytes(name))))
    assert fonts
    for font in fonts:
        base = str(font["/BaseFont"])
        assert "IPAexGothic" in base and "+" in base, base  # subset tag XXXXXX+
        assert "/FontFile2" in font["/FontDescriptor"], base
        assert "/ToUnicode" in font, base  # searchable / selectable text


SERVANT_FIELDS = ["原典", "クラス", "マスター", "真名", "性別", "身長・体重", "属性", "ランクレベル",
                  "【ステータス】", "筋力", "耐久", "敏捷", "魔力", "幸運", "宝具", "HP", "MP", "IV",
                  "【クラス別スキル】", "【固有スキル】", "使用制限・使用リスク・+or−条件等", "【宝具】",
                  "宝具ランク", "種類区分", "発動区分", "対象区分", "MP消費", "ダイス判定プラス", "固定値",
                  "【装備・アイテム】", "【スキルコンボ】", "誕生日", "血液型", "イメージカラー", "特技",
                  "好きなもの", "嫌いなもの", "聖杯戦争への参加理由", "【設定】",
                  # app additions (creation.md §7.1)
                  "【ランク】", "+or−条件", "幸運振り直し回数", "宝具容量",
                  "【FP内訳】", "【GM承認】", "【チェック結果】"]
MASTER_FIELDS = ["名前", "性別", "身長・体重", "属性", "サーヴァント", "令呪数", "ランクレベル", "社会",
                 "【スキル】", "【装備・アイテム】", "装備ポイント", "礼装ランク", "種類区分", "効果",
                 "【スキルコンボ】", "【設定】", "財産ポイント", "常備化ポイント", "聖杯戦争への参加理由"]


def test_servant_template_fields_appear(pdf_bytes):
    text = text_of(pdf_bytes("saber"))
    missing = [f for f in SERVANT_FIELDS if f not in text]
    assert not missing
    for value in ["アーサー王伝説", "秩序・善", "9:「知名度」「王族」「偉業」", "A+", "魔力放出と併用する時",
                  "使用リスク:使用後MP2消費", "約束された勝利の剣", "16B6<=5", "原作準拠の宝具として承認",
                  "ランクレベル9×6", "故国の救済", "原典設定:ブリテンの王。"]:
        assert value in text, value


def test_master_template_fields_appear(pdf_bytes):
    text = text_of(pdf_bytes("master"))
    missing = [f for f in MASTER_FIELDS if f not in text]
    assert not missing
    for value in ["遠坂凛", "3回", "アゾット剣", "ダメージ+2", "宝石剣(模造)", "宝石を消費する時", "遠坂家の悲願"]:
        assert value in text, value


def test_long_content_flows_with_header_on_every_page(pdf_bytes):
    pdf = read_pdf(pdf_bytes("nasty"))
    assert len(pdf) >= 2
    pages = pdf.texts()  # pypdf reads each page once: it is slow
    for page in pages:
        assert page.startswith("<b>X&Y</b>")  # header repeated by onPage
    text = "".join("".join(page.split()) for page in pages)  # as text_of reads it
    # markup in user text is printed literally, never interpreted
    assert "<script>&amp;竜</script>" in text
    assert "]]><![CDATA[&<br/>〓" in text
    # nothing cut off: the 1,000-character reason flows across the page break intact
    # (each page's first two lines are the page header and footer drawn by onPage)
    body = "".join("".join("\n".join(page.splitlines()[2:]).split()) for page in pages)
    assert ("あいうえお" * 200) in body


def test_gm_roster_has_several_npcs_per_page(character):
    from exports.pdf.sheet import write_roster_pdf
    buf = io.BytesIO()
    names = ["saber", "master", "nasty", "master", "saber", "master"]
    write_roster_pdf([character(n) for n in names], buf, invariant=True)
    pdf = read_pdf(buf.getvalue())
    assert len(pdf) < len(names)
    first = pdf.page(0)
    assert first.count("ステータス") >= 2 and "遠坂凛" in first and "アルトリア" in first


def test_invariant_pdf_is_reproducible(character):
    from exports.pdf.sheet import write_pdf
    a, b = io.BytesIO(), io.BytesIO()
    write_pdf(*character("saber"), a, invariant=True)
    write_pdf(*character("saber"), b, invariant=True)
    assert a.getvalue() == b.getvalue()


def test_one_page_sheet_size(pdf_bytes):
    assert len(pdf_bytes("saber")) < 300_000


def test_default_prints_the_players_description_full_prints_the_rulebook(pdf_bytes, character):
    """効果詳細 in the default layout is the player's own text (note, options, +/− conditions,
    limits); the rulebook's effect text and rank duties are in the ``full`` layout only."""
    pack, build, sheet = character("saber")
    rule_text = "".join(next(pack.skills[s.id].text for s in build.skills if pack.skills[s.id].text).split())[:20]
    default, full = text_of(pdf_bytes("saber")), text_of(pdf_bytes("saber", "full"))
    assert rule_text not in default and rule_text in full
    assert "義務・効果" not in default and "義務・効果" in full
    for value in ("魔力放出と併用する時", "使用リスク:使用後MP2消費"):
        assert value in default and value in full


def test_derived_values_only_when_the_engine_provides_them(pdf_bytes, character):
    assert "madness_upkeep" not in character("saber")[2].derived
    assert "狂化維持MP" not in text_of(pdf_bytes("saber"))


def test_examples_fit_one_page():
    from exports.pdf.sheet import write_pdf
    for name in ("saber", "master"):
        file = refs.EXAMPLES / f"{name}.json"
        assert file.exists(), f"{file} is part of the repository"
        from builder.core.documents import load_build
        from builder.core.engine import evaluate
        from builder.core.packs import load_pack
        build = load_build(file)
        pack = load_pack(build.system)
        buf = io.BytesIO()
        write_pdf(pack, build, evaluate(pack, build), buf, invariant=True)
        assert len(read_pdf(buf.getvalue())) == 1, name
        assert len(buf.getvalue()) < 300_000


def test_wrap_breaks_cjk_and_keeps_words_and_kinsoku():
    from exports.pdf.sheet import wrap
    lines = wrap("あいうえおかきくけこ。さしすせそ BCDice 16B6<=5", 40.0, 8.0)
    assert "".join(lines).replace(" ", "") == "あいうえおかきくけこ。さしすせそBCDice16B6<=5"
    assert not any(line.startswith("。") for line in lines)
    assert "16B6<=5" in lines
    assert wrap("a\nb", 100.0, 8.0) == ("a", "b")


def test_grid_splits_between_rows_with_the_header_repeated_and_inside_a_row():
    from exports.pdf.sheet import Grid
    cells = [[("head",), ("h2",)]] + [[(f"r{i}",), ("x",)] for i in range(10)]
    grid = Grid(cells, [50.0, 50.0], 8.0, 10.0, header=1)
    row = grid.row_heights[0]
    first, rest = grid.split(100, row * 4 + 1)
    assert first.cells == cells[:4] and rest.cells == cells[:1] + cells[4:]  # header repeated
    assert first.wrap(100, 1000)[1] <= row * 4 + 1
    assert grid.split(100, grid.height) == []  # fits: no split
    tall = Grid([[("head",)], [tuple(f"l{i}" for i in range(20))], [("after",)]], [100.0], 8.0, 10.0, header=1)
    parts = tall.split(100, row + 55)
    assert [c for p in parts for row in p.cells[1:] for c in row[0]] == [f"l{i}" for i in range(20)] + ["after"]
    assert parts[0].height <= row + 55 and parts[1].cells[0] == [("head",)]
