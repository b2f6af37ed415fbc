"""``export --public``: what other players may see, in every format, of every example.

The rule (builder.core.secrets): Fate/roll dice's 正体看破, 000_8acb8ad758a0196c.txt L297–313 —
until the true name is known others see the class, the rank level, the stats except 宝具,
HP・MP・IV and the equipment other than 宝具 (L301); a skill or 宝具 once it is used (L302);
the 宝具 stat once every 宝具 has been seen (L302); all the data once the true name is known
(L299, L305). 英雄点: stat ranks (001 L19) and 必須属性・強化属性 (001 L87). The other seeds have
no rule; their plug-ins follow Fate/roll dice's.

What must not appear is read from the example files themselves (and the pack's skill names),
not from the code under test.
"""
from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from pypdf import PdfReader

from builder.cli.main import main
from builder.core.engine import evaluate
from builder.core.packs import load_pack
from builder.core.secrets import public_view
from exports.online.ccfolia import to_clipboard_text
from exports.text.sheet import render_text
from tests.exports.hostile import hostile_builds
from tests.fuzzbudget import fuzz_settings

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(p for p in ROOT.glob("examples/**/*.json")
                  if "system" in (d := json.loads(p.read_text("utf-8"))) and "type" in d)
FORMATS = ("text", "ccfolia", "pdf")
TRUE_NAME_KEYS = ("true_name", "真名", "origin", "master_name")  # the name and what gives it away
SERVANT_KIND = {"fate-roll-dice": lambda t: t != "master"}


def _skill_names(system: str, data: dict) -> list[str]:
    """Every skill's name as a sheet writes it (Fate: the pack's name, its ○○ filled in)."""
    if system != "fate-roll-dice":
        return []
    pack = load_pack(system)
    out = []
    for s in data.get("skills", []):
        name = pack.skills[s["id"]].name if s["id"] in pack.skills else s["id"]
        out.append(name.replace("○○", s.get("choice", "")).replace("○", s.get("choice", "")))
    return out


def secrets_of(path: Path) -> list[str]:
    """The strings a public export of this file must not contain: a Servant's name, its true
    name and origin, a Master's Servant (profile), every 宝具 and skill (none is marked
    revealed in the examples), every list entry, the notes."""
    data = json.loads(path.read_text("utf-8"))
    system = data["system"]
    assert not data.get("true_name_revealed")
    servant = SERVANT_KIND.get(system, lambda t: t == "servant")(data["type"])
    out = [data["name"]] if servant and data.get("name") else []
    out += [v for k, v in data.get("profile", {}).items() if k in TRUE_NAME_KEYS and v]
    out += [np_["name"] for np_ in data.get("noble_phantasms", []) if np_.get("name")]
    out += _skill_names(system, data)
    for entries in data.get("lists", {}).values():
        assert not any(e.get("revealed") for e in entries)
        out += [e["name"] for e in entries if e.get("name")]
    if data.get("notes"):
        out.append(data["notes"][:12])
    return [s for s in out if len(s) >= 2]


def export(path: Path, fmt: str, out: Path, *extra: str) -> str:
    """Run ``grail-builder export`` as a user would and return what a reader of the file sees
    (for a PDF: its text and its metadata)."""
    assert main(["export", str(path), f"--{fmt}", str(out), "--invariant", *extra]) == 0
    if fmt != "pdf":
        return out.read_text("utf-8")
    reader = PdfReader(str(out))
    meta = reader.metadata or {}
    return "\n".join([*(p.extract_text() for p in reader.pages),
                      *(str(meta.get(k, "")) for k in ("/Title", "/Author", "/Subject", "/Keywords"))])


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: str(p.relative_to(ROOT / "examples")))
def test_public_export_of_every_example_keeps_its_secrets(path, tmp_path, capsys):
    hidden = secrets_of(path)
    for fmt in FORMATS:
        seen = export(path, fmt, tmp_path / f"out.{fmt}", "--public")
        flat = seen.replace("\n", "")  # a PDF wraps long names over lines
        for secret in hidden:
            assert secret not in seen and secret not in flat, f"{fmt}: {secret!r} is in the public export"
        if fmt == "ccfolia":
            assert json.loads(seen)["data"]["secret"] is False
        else:
            assert "チェック結果" not in seen and "FP内訳" not in seen  # the GM's parts


def test_the_full_export_keeps_them_and_is_secret(tmp_path, capsys):
    """The same secrets are in the full export (so the search above can find them), and the
    full ココフォリア piece is secret."""
    path = ROOT / "examples" / "saber.json"
    full = json.loads(export(path, "ccfolia", tmp_path / "full.json"))
    assert full["data"]["secret"] is True
    text = json.dumps(full, ensure_ascii=False)
    assert secrets_of(path) and all(s in text for s in secrets_of(path))


def _variant(tmp_path: Path, name: str, change) -> Path:
    data = json.loads((ROOT / "examples" / name).read_text("utf-8"))
    change(data)
    out = tmp_path / name.replace("/", "_")
    out.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return out


def test_revealed_skills_and_phantasms_appear(tmp_path, capsys):
    """L302: a skill used in a check and a 宝具 used are seen; the 宝具 stat once all are.
    The archer example holds two 宝具, neither with 「使用時真名判明」."""
    pack = load_pack("fate-roll-dice")
    data = json.loads((ROOT / "examples" / "archer.json").read_text("utf-8"))
    names, nps = _skill_names("fate-roll-dice", data), [n["name"] for n in data["noble_phantasms"]]
    assert len(nps) == 2

    def skill_and_one_np(d):
        d["skills"][1]["revealed"] = True
        d["noble_phantasms"][0]["revealed"] = True
    path = _variant(tmp_path, "archer.json", skill_and_one_np)
    for fmt in FORMATS:
        seen = export(path, fmt, tmp_path / f"a.{fmt}", "--public")
        flat = seen.replace("\n", "")
        assert names[1] in seen and nps[0] in flat, fmt
        assert all(n not in seen for i, n in enumerate(names) if i != 1), fmt
        assert nps[1] not in flat and data["name"] not in flat, fmt
    piece = json.loads(export(path, "ccfolia", tmp_path / "a.json", "--public", "--force"))["data"]
    assert "宝具" not in [p["label"] for p in piece["params"]]  # one 宝具 of two seen: no 宝具 stat
    assert piece["name"] == pack.types["archer"].name == "アーチャー"
    assert any(nps[0] in line for line in piece["commands"].splitlines())  # its roll is on the palette
    assert not any(nps[1] in line for line in piece["commands"].splitlines())

    def both(d):
        d["noble_phantasms"][0]["revealed"] = d["noble_phantasms"][1]["revealed"] = True
    path = _variant(tmp_path, "archer.json", both)
    piece = json.loads(export(path, "ccfolia", tmp_path / "b.json", "--public"))["data"]
    assert "宝具" in [p["label"] for p in piece["params"]]  # every 宝具 seen: the 宝具 stat (L302)
    assert piece["name"] == "アーチャー"


def test_a_phantasm_that_names_its_owner_reveals_the_true_name(tmp_path, capsys):
    """L312, L1470: a 宝具 with 「使用時真名判明」 seen used gives the true name away, and with it
    all the data (L305). The saber example's 宝具 has it."""
    data = json.loads((ROOT / "examples" / "saber.json").read_text("utf-8"))
    assert "shiyouji_shinmei_hanmei" in [e["id"] for e in data["noble_phantasms"][0]["effects"]]
    hidden = json.loads(export(ROOT / "examples" / "saber.json", "ccfolia", tmp_path / "h.json", "--public"))
    assert hidden["data"]["name"] == "セイバー"
    path = _variant(tmp_path, "saber.json", lambda d: d["noble_phantasms"][0].__setitem__("revealed", True))
    piece = json.loads(export(path, "ccfolia", tmp_path / "n.json", "--public"))["data"]
    assert piece["name"] == data["name"] and piece["secret"] is False
    assert all(n in piece["memo"] for n in _skill_names("fate-roll-dice", data))


def test_public_figures_are_the_real_ones(tmp_path, capsys):
    """HP・MP・IV and the stats are public as they are (L301): the same numbers as the full
    piece, without the 宝具 stat."""
    path = ROOT / "examples" / "saber.json"
    full = json.loads(export(path, "ccfolia", tmp_path / "f.json"))["data"]
    public = json.loads(export(path, "ccfolia", tmp_path / "p.json", "--public"))["data"]
    assert public["status"] == full["status"] and public["initiative"] == full["initiative"]
    # the stats and the rank level are public, the 宝具 stat is not (L301); the full piece's
    # other params are its skills' levels, and the saber has no skill ticked 公開済み
    public_labels = {"筋力", "耐久", "敏捷", "魔力", "幸運", "ランクレベル"}
    assert public["params"] == [p for p in full["params"] if p["label"] in public_labels]
    assert len(full["params"]) > len(public["params"]) + 1
    assert public["memo"] and "スキル" not in public["memo"]


def test_true_name_revealed_shows_everything(tmp_path, capsys):
    """L305: once the true name is known, all the data is seen."""
    path = _variant(tmp_path, "saber.json", lambda d: d.__setitem__("true_name_revealed", True))
    data = json.loads(path.read_text("utf-8"))
    seen = export(path, "text", tmp_path / "t.txt", "--public")
    for s in [data["name"], data["noble_phantasms"][0]["name"], *_skill_names("fate-roll-dice", data)]:
        assert s in seen
    assert "チェック結果" not in seen  # still no GM parts


def test_master_keeps_its_name_but_not_its_servant(tmp_path, capsys):
    path = ROOT / "examples" / "master.json"
    data = json.loads(path.read_text("utf-8"))
    piece = json.loads(export(path, "ccfolia", tmp_path / "m.json", "--public"))["data"]
    assert piece["name"] == data["name"]
    assert "令呪" in [s["label"] for s in piece["status"]]


def test_eiyuten_public_sheet_shows_attributes(tmp_path, capsys):
    """001 L87: 必須属性 and 強化属性 are on the sheet others see; L19: the stat ranks, not HP."""
    path = ROOT / "examples" / "eiyuten" / "servant.json"
    seen = export(path, "text", tmp_path / "e.txt", "--public")
    for word in ("男性", "混沌", "天", "神性", "バーサーカー", "A++"):  # the example's choices
        assert word in seen
    assert "HP" not in seen and "戦型" not in seen

    def reveal(d):
        d["lists"]["skills"][0]["revealed"] = True
    path = _variant(tmp_path, "eiyuten/servant.json", reveal)
    entry = json.loads(path.read_text("utf-8"))["lists"]["skills"][0]["name"]
    piece = json.loads(export(path, "ccfolia", tmp_path / "e.json", "--public"))["data"]
    assert piece["name"] == "バーサーカー" and entry in piece["memo"]


def test_secret_entry_stays_hidden_even_when_revealed(tmp_path, capsys):
    """An entry marked secret gives the true name away: hidden until the true name is known."""
    def reveal(d):
        d["lists"]["noble_phantasms"][0]["revealed"] = True
    path = _variant(tmp_path, "chuseihai/saber.json", reveal)
    data = json.loads(path.read_text("utf-8"))
    np_name = data["lists"]["noble_phantasms"][0]["name"]
    assert data["lists"]["noble_phantasms"][0]["secret"] is True
    assert np_name not in export(path, "text", tmp_path / "s.txt", "--public")
    data["true_name_revealed"] = True
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    assert np_name in export(path, "text", tmp_path / "s2.txt", "--public")


def test_cli_end_to_end_on_standard_output():
    """The installed command as a user runs it: public piece not secret, named by its class."""
    run = [sys.executable, "-m", "builder.cli.main", "export", str(ROOT / "examples" / "lancer.json"), "--ccfolia", "-"]
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    public = subprocess.run([*run, "--public"], capture_output=True, text=True, env=env, check=True)
    full = subprocess.run(run, capture_output=True, text=True, env=env, check=True)
    name = json.loads((ROOT / "examples" / "lancer.json").read_text("utf-8"))["name"]
    assert json.loads(public.stdout)["data"]["name"] == "ランサー"
    assert json.loads(public.stdout)["data"]["secret"] is False
    assert name not in public.stdout
    assert json.loads(full.stdout)["data"]["name"] == name
    assert json.loads(full.stdout)["data"]["secret"] is True


def test_old_files_load_unchanged():
    """The new marks default to hidden: a file without them is read as before, and saved
    without them (defaults are not written)."""
    from builder.core.documents import load_build
    build = load_build(ROOT / "examples" / "saber.json")
    assert build.true_name_revealed is False
    assert not any(s.revealed for s in build.skills) and not any(n.revealed for n in build.noble_phantasms)
    dumped = build.model_dump(mode="json", exclude_defaults=True)
    assert "true_name_revealed" not in dumped and all("revealed" not in s for s in dumped["skills"])


def test_a_system_without_a_rule_is_refused(monkeypatch):
    from builder.core import secrets
    monkeypatch.setattr(secrets, "view_for", lambda system: None)
    with pytest.raises(secrets.NoPublicRule):
        secrets.public_view(None, copy.copy(type("B", (), {"system": "x"})()), None)


@fuzz_settings
@given(build=hostile_builds())
def test_public_view_takes_any_build(pack, build):
    """Hostile text anywhere: the public view never raises, leaves its inputs as they were,
    and what it gives every writer renders; a Servant whose true name is not out is named by
    its class."""
    sheet = evaluate(pack, build)
    findings, skills = list(sheet.findings), list(sheet.skills)
    public_build, public = public_view(pack, build, sheet)
    assert sheet.findings == findings and sheet.skills == skills and not sheet.public
    assert public.public and public.findings == [] and public.ledger == [] and public.pools == {}
    render_text(pack, public_build, public).encode("utf-8")
    doc = json.loads(to_clipboard_text(pack, public_build, public).encode("utf-8"))
    assert doc["data"]["secret"] is False
    seen = {i for i, n in enumerate(build.noble_phantasms)
            if n.revealed and any(e.id == "shiyouji_shinmei_hanmei" for e in n.effects)}
    if sheet.kind == "servant" and not build.true_name_revealed and not seen:
        assert doc["data"]["name"] == pack.types[build.type].name
        assert public_build.profile == {} and public_build.notes == ""
