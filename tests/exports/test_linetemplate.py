"""A system's text sheet and Discord message are data (issue 25 item 1): exports/linetemplate/.

Fate/roll dice's plain-text sheet (the seed's sample sheet, L1532-1691 of 000_8acb8ad758a0196c.txt)
and its Discord message are drawn from ``exports/systems/fate_roll_dice/templates/{text,discord}.json``
by the system-free renderers (exports.text.template, exports.online.discord). Checked as a user
would: ``grail-builder export FILE --text -`` / ``--discord`` with a copy of the system's folder whose
template has one line changed; a character whose name is written like a placeholder prints as
typed; a broken template is refused naming its file and JSON path, and the command line says so
without a traceback.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import exports.systems
from builder.cli.main import main
from exports.linetemplate import Expander, MessageTemplate, SheetTemplate, TemplateError, load_template
from exports.systems import system_part

ROOT = Path(__file__).resolve().parents[2]
FATE = ROOT / "exports" / "systems" / "fate_roll_dice"
SABER = ROOT / "examples" / "saber.json"


def _export(capsys, *argv: str) -> list[str]:
    capsys.readouterr()
    assert main(["export", *argv]) == 0
    return capsys.readouterr().out.splitlines()


@pytest.fixture
def fate_copy(tmp_path, monkeypatch):
    """A copy of the systems' folder holding Fate/roll dice's, which the exporters then read."""
    folder = tmp_path / "systems" / "fate_roll_dice"
    shutil.copytree(FATE, folder)
    monkeypatch.setattr(exports.systems, "systems_dir", lambda: tmp_path / "systems")
    return folder


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_fate_has_templates_and_no_code_in_its_export_folder():
    assert isinstance(system_part("fate-roll-dice", "text"), SheetTemplate)
    assert isinstance(system_part("fate-roll-dice", "discord"), MessageTemplate)
    assert sorted(p.name for p in FATE.rglob("*.py")) == ["__init__.py"]


def test_the_text_sheet_comes_from_the_template_file(capsys, fate_copy):
    before = _export(capsys, str(SABER), "--text", "-")
    # the seed's 【性別】 line (L1537); examples/saber.json: profile sex 女性
    assert "【性別】女性" in before
    _edit(fate_copy / "templates" / "text.json", '"【{w.sex}】{basics.sex}"', '"《{w.sex}》{basics.sex}"')
    after = _export(capsys, str(SABER), "--text", "-")
    assert len(after) == len(before)
    changed = [(a, b) for a, b in zip(before, after) if a != b]
    assert changed == [("【性別】女性", "《性別》女性")]


def test_the_text_sheets_words_come_from_the_words_file(capsys, fate_copy):
    # English sheet, the heading of L1532 in the words' English: --Servant character sheet--
    english = ("--text", "-", "--lang", "en")
    assert _export(capsys, str(SABER), *english)[0] == "--Servant character sheet--  白百合の騎士"
    _edit(fate_copy / "words" / "text.json", '"sheet": " character sheet"', '"sheet": " sheet"')
    assert _export(capsys, str(SABER), *english)[0] == "--Servant sheet--  白百合の騎士"


def test_the_discord_message_comes_from_the_template_file(capsys, fate_copy):
    before = _export(capsys, str(SABER), "--discord")
    # examples/saber.json: strength A with a 「+」 mark (A+, L1540's 筋力A+), endurance B, agility A,
    # mana D, luck C, noble phantasm B; then two spaces and HP/MP/IV
    stats, figures = before[1].split("  ")
    assert stats == "【ステータス】筋力A+ 耐久B 敏捷A 魔力D 幸運C 宝具B" and figures.startswith("HP")
    _edit(fate_copy / "templates" / "discord.json",
          '["【ステータス】", {"join": "stats", "as": "s", "item": ["{s.name}{s.label}"], "sep": " "}',
          '["ステ:", {"join": "stats", "as": "s", "item": ["{s.name}={s.label}"], "sep": ","}')
    after = _export(capsys, str(SABER), "--discord")
    assert after[1] == "ステ:筋力=A+,耐久=B,敏捷=A,魔力=D,幸運=C,宝具=B  " + figures
    assert after[:1] + after[2:] == before[:1] + before[2:]


NAME = "{basics.true_name} $x ${w.none} {{w.sheet}} {0} %s {s.name|oneline}"


def test_user_text_is_never_read_as_a_template(capsys, tmp_path):
    doc = json.loads(SABER.read_text(encoding="utf-8"))
    doc["name"] = NAME
    doc["noble_phantasms"][0]["text"] = "{it.rank} $it ${word}"
    path = tmp_path / "saber.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    text = _export(capsys, str(path), "--text", "-")
    # the heading line of L1532 then the name as typed
    assert text[0] == "--サーヴァント用キャラクターシート--  " + NAME
    # the 宝具 block's effects line: 「:追加効果:<effects> / <text>」, the text as typed
    assert ":追加効果:防御無視、使用時真名判明 / {it.rank} $it ${word}" in text
    # Discord escapes only its Markdown (here the _ of true_name and the | before oneline, each
    # with a backslash): otherwise the name as typed, in bold
    shown = r"{basics.true\_name} $x ${w.none} {{w.sheet}} {0} %s {s.name\|oneline}"
    assert _export(capsys, str(path), "--discord")[0].startswith(f"**{shown}** セイバー / ")


def _template(tmp_path: Path, lines: list, part: str = "text", **more) -> Path:
    path = tmp_path / "t.json"
    doc = {"source": "test", "words": "text.json", "lines": lines, **more} if part == "text" else {
        "source": "test", "head": lines, "lists": [], **more}
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.parametrize("lines,where,what", [
    (["ok", "{basics.name!r}"], "/lines/1", "not a placeholder"),
    (["{basics.name:>99999}"], "/lines/0", "not a placeholder"),
    (["{basics.__class__.__init__}x{"], "/lines/0", "not a placeholder"),
    ([["a", {"if": "x", "then": ["{x|upper}"]}]], "/lines/0/1/then/0", "filter"),
    ([{"each": "stats", "lines": [{"use": "nope"}]}], "/", "no such block"),
    ([{"if": "@nope", "then": []}], "/", "no such condition"),
    ([{"iff": "x"}], "/lines/0", ""),
])
def test_a_broken_template_is_refused_naming_file_and_place(tmp_path, lines, where, what):
    path = _template(tmp_path, lines)
    with pytest.raises(TemplateError) as err:
        load_template(path, "text")
    assert str(err.value).startswith(f"{path}: {where}:") and what in str(err.value)


@pytest.mark.parametrize("more,what", [
    ({"blocks": {"a": [{"use": "b"}], "b": ["x", {"if": "y", "then": [{"use": "a"}]}]}}, "uses itself"),
    ({"conditions": {"a": {"not": "@b"}, "b": {"any": ["x", "@a"]}}}, "refers to itself"),
])
def test_a_template_that_would_never_end_is_refused(tmp_path, more, what):
    path = _template(tmp_path, ["x"], **more)
    with pytest.raises(TemplateError, match=what):
        load_template(path, "text")


def test_the_command_line_names_a_broken_template_without_a_traceback(capsys, fate_copy):
    _edit(fate_copy / "templates" / "text.json", '"【{w.sex}】{basics.sex}"', '"【{w.sex}】{basics.sex!r}"')
    capsys.readouterr()
    assert main(["export", str(SABER), "--text", "-"]) != 0
    err = capsys.readouterr().err
    assert str(fate_copy / "templates" / "text.json") in err and "/lines/2" in err and "Traceback" not in err


def test_the_language_on_a_small_view(tmp_path):
    """Each construct, on a view made here (the expected lines worked out by hand)."""
    path = _template(tmp_path, [
        "{title|rjust:6}|{missing|default:—}|{{x}}",
        {"each": "rows", "as": "r", "let": {"word": "w.unit"}, "lines": [
            ["{r.name}",
             {"parts": [["{r.a}"], [{"if": {"isnt": ["r.b", "—"]}, "then": ["{r.b|oneline}"]}]],
              "sep": " / "},
             {"if": {"starts": ["r.name", "長"]}, "then": ["{word}"]}]],
         "empty": ["none"]},
        {"each": "nothing", "lines": ["never"], "empty": ["(empty)"]},
        ["[", {"join": "rows", "as": "r", "item": ["{r.name}"], "sep": ","}, "]"],
        {"if": {"all": ["@big", {"has": "w.unit"}, {"not": {"any": ["nothing", {"is": ["title", "x"]}]}}]},
         "then": ["{title|shorten:3}"], "else": ["no"]},
    ], conditions={"big": {"has": "rows"}})
    template = load_template(path, "text")
    view = {"title": "abcd", "w": {"unit": "本"}, "nothing": [],
            "rows": [{"name": "長剣", "a": "A", "b": "x\ny"}, {"name": "盾", "a": "", "b": "—"}]}
    assert Expander(template, view).lines(template.lines) == [
        "  abcd|—|{x}",          # rjust:6 pads 4 letters with 2 spaces; missing → default —; {{x}} → {x}
        "長剣A / x y本",         # both parts (x\ny on one line), 長… starts with 長: the let word 本
        "盾",                    # a is empty and b is —: no part, no separator
        "(empty)",
        "[長剣,盾]",
        "ab…",                   # shorten:3 keeps 2 characters and 「…」
    ]
    with pytest.raises(TemplateError, match=r"\{nope\}: no such value"):
        Expander(template, {**view, "title": "x"}).line("{nope}")


def test_the_templates_ship_in_the_package():
    """A wheel or the standalone build without templates/*.json would print Fate/roll dice's text
    sheet with the generic renderer: every template and words file is package data (setuptools
    globs pyproject's patterns as Path.glob does: ``*`` never crosses a folder)."""
    import tomllib

    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    patterns = setuptools["package-data"]["exports"]
    shipped = {p for pattern in patterns for p in (ROOT / "exports").glob(pattern)}
    files = sorted((ROOT / "exports" / "systems").glob("*/*/*.json"))
    assert FATE / "templates" / "text.json" in files and FATE / "words" / "text.json" in files
    assert [f for f in files if f not in shipped] == []


@pytest.mark.parametrize("part", ["text", "discord"])
def test_committed_schema_is_the_generated_one_and_the_templates_meet_it(part):
    # Regenerate with: python -m exports.linetemplate --schema text > schemas/text-template.schema.json
    import jsonschema

    from builder.core.schemarefs import schema_validator
    from exports.linetemplate.model import schema_text

    committed = (ROOT / "schemas" / f"{part}-template.schema.json").read_text(encoding="utf-8")
    assert committed == schema_text(part)
    schema = json.loads(committed)
    # jsonschema.validate's checks, the schema checked against its meta-schema once (validate
    # checks it again at every call) and its references resolved once (test_schemarefs)
    jsonschema.validators.validator_for(schema).check_schema(schema)
    validator = schema_validator(schema)
    template = json.loads((FATE / "templates" / f"{part}.json").read_text(encoding="utf-8"))
    assert jsonschema.exceptions.best_match(validator.iter_errors(template)) is None
    # a string the loader refuses, an editor flags too (the same rule as the schema's pattern)
    bad = {"source": "x", "head": ["{basics.name!r}"], "lists": []} if part == "discord" else {
        "source": "x", "words": "text.json", "lines": ["{basics.name:>9}"]}
    with pytest.raises(jsonschema.ValidationError):
        validator.validate(bad)
