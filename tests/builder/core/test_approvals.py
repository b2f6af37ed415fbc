"""GM approvals that stay true (issue 12 item 3; 凡人 L767 and 成長性 L1354 of
000_8acb8ad758a0196c.txt): an approval clears the one finding it names while what it pinned is
unchanged, and lapses with a notice when that changes."""
from __future__ import annotations

import json

import pytest

from builder.core.approvals import LAPSED, approve, subject_of, value_at, withdraw
from builder.core.build import Approval
from builder.core.documents import dump_build, load_build
from builder.core.engine import evaluate
from builder.systems.fate_roll_dice.choices import FateBuild
from builder.core.packs import load_pack
from tests.builder.helpers import make, ranks

TODAY = "2026-11-24"
# 業界知識 (L1357, 1 FP/Lv) and 反逆者 (L1360, 3 FP/Lv): two ordinary master skills
TRADE = {"id": "gyoukai_chishiki", "level": "E", "choice": "魔術"}
REBEL = {"id": "hangyakusha", "level": "E"}
FIELD = {"id": "bunya_chishiki", "level": "E", "choice": "歴史"}
GROWTH = {"id": "seichousei", "level": "E"}


def found(pack, build):
    return [(f.severity, f.code, f.path) for f in evaluate(pack, build).findings]


def finding(pack, build, code, path):
    return next(f for f in evaluate(pack, build).findings if f.code == code and f.path == path)


def notices(pack, build):
    return [f for f in evaluate(pack, build).findings if f.code.startswith("approval.")]


def ordinary(pack, *skills):
    """A master with 凡人 and うっかり (2 ranks: rank level 2, L747) and the ``skills``."""
    return make(pack, "master", ranks=ranks("bonjin", "ukkari"), skills=list(skills))


def approve_at(pack, build, code, path, reason="GM ok"):
    return approve(build, finding(pack, build, code, path), reason, "GM", TODAY)


# ---------------------------------------------------------------------- 凡人: per skill (L767)
def test_bonjin_flags_each_skill(pack):
    # L767: 「他のスキルに関しても、凡人的に取得して問題ないものかGMの許可が必要」: one flag a skill
    flags = [(s, p) for s, c, p in found(pack, ordinary(pack, TRADE, REBEL)) if c == "rank.needs_gm_skill"]
    assert flags == [("gm", "/skills/0/id"), ("gm", "/skills/1/id")]


def test_bonjin_approval_covers_one_skill_not_one_added_later(pack):
    build = approve_at(pack, ordinary(pack, TRADE), "rank.needs_gm_skill", "/skills/0/id")
    assert ("approved", "rank.needs_gm_skill", "/skills/0/id") in found(pack, build)
    later = build.model_copy(update={"skills": build.skills + [FateBuild.model_validate(
        {"system": "fate-roll-dice", "type": "master", "skills": [REBEL]}).skills[0]]})
    result = found(pack, later)
    assert ("approved", "rank.needs_gm_skill", "/skills/0/id") in result
    assert ("gm", "rank.needs_gm_skill", "/skills/1/id") in result  # the skill added later
    assert notices(pack, later) == []


def test_old_approval_of_a_code_anywhere_is_not_honoured(pack):
    # before pinning, {"code": …, "path": ""} cleared every 凡人 flag, later ones too (L767: per skill)
    old = ordinary(pack, TRADE, REBEL).model_copy(
        update={"approvals": [Approval(code="rank.needs_gm_skill", reason="凡人でよい")]})
    result = found(pack, old)
    assert ("gm", "rank.needs_gm_skill", "/skills/0/id") in result
    assert ("gm", "rank.needs_gm_skill", "/skills/1/id") in result
    assert [n.code for n in notices(pack, old)] == ["approval.lapsed.anywhere"]


# ---------------------------------------------------------------------- pinning and lapsing
def test_snapshot_is_the_skill_entry_as_the_file_writes_it(pack):
    build = approve_at(pack, ordinary(pack, TRADE), "rank.needs_gm_skill", "/skills/0/id", "魔術師の家の出")
    a = build.approvals[-1]
    assert (a.code, a.path, a.subject, a.reason, a.by, a.date) == (
        "rank.needs_gm_skill", "/skills/0/id", "/skills/0", "魔術師の家の出", "GM", TODAY)
    assert a.snapshot == TRADE  # defaults left out, as in the saved file


def test_approval_lapses_when_the_skill_changes_level(pack):
    build = approve_at(pack, ordinary(pack, TRADE, REBEL), "rank.needs_gm_skill", "/skills/0/id")
    raised = build.model_copy(update={"skills": [build.skills[0].model_copy(update={"level": "D"}),
                                                 build.skills[1]]})
    assert ("gm", "rank.needs_gm_skill", "/skills/0/id") in found(pack, raised)
    [notice] = notices(pack, raised)
    assert (notice.severity, notice.code, notice.path) == ("warning", "approval.lapsed.changed", "/skills/0/id")
    # the field in the reader's words, not its key (issue 28 item 1: 「レベル」, "level")
    assert notice.params["change"] == 'レベル: "E" → "D"' and notice.params["change_en"] == 'level: "E" → "D"'
    # the notice sits right after the finding it reopened
    codes = [(f.code, f.path) for f in evaluate(pack, raised).findings]
    at = codes.index(("rank.needs_gm_skill", "/skills/0/id"))
    assert codes[at + 1] == ("approval.lapsed.changed", "/skills/0/id")


def test_approval_lapses_when_the_skill_is_removed(pack):
    build = approve_at(pack, ordinary(pack, TRADE), "rank.needs_gm_skill", "/skills/0/id")
    gone = build.model_copy(update={"skills": []})
    assert [n.code for n in notices(pack, gone)] == ["approval.lapsed.removed"]


def test_approval_lapses_when_its_finding_moves(pack):
    build = approve_at(pack, ordinary(pack, TRADE), "rank.needs_gm_skill", "/skills/0/id")
    rebel = FateBuild.model_validate({"system": "fate-roll-dice", "type": "master", "skills": [REBEL]}).skills[0]
    moved = build.model_copy(update={"skills": [rebel, build.skills[0]]})
    result = found(pack, moved)
    assert ("gm", "rank.needs_gm_skill", "/skills/1/id") in result
    [notice] = notices(pack, moved)
    assert (notice.code, notice.params["moved"]) == ("approval.lapsed.moved", "/skills/1/id")
    # approving it again at its new place drops the lapsed one
    again = approve_at(pack, moved, "rank.needs_gm_skill", "/skills/1/id")
    assert [a.path for a in again.approvals] == ["/skills/1/id"]
    assert notices(pack, again) == []


def test_unchanged_elsewhere_keeps_the_approval(pack):
    build = approve_at(pack, ordinary(pack, TRADE), "rank.needs_gm_skill", "/skills/0/id")
    renamed = build.model_copy(update={"name": "別名", "notes": "メモ"})
    assert ("approved", "rank.needs_gm_skill", "/skills/0/id") in found(pack, renamed)
    assert notices(pack, renamed) == []


def test_withdraw(pack):
    build = approve_at(pack, ordinary(pack, TRADE), "rank.needs_gm_skill", "/skills/0/id")
    assert ("gm", "rank.needs_gm_skill", "/skills/0/id") in found(pack, withdraw(build, 0))


def test_subject_of_paths(pack):
    b = load_build("examples/saber.json")
    assert subject_of(b, "/skills/2/fp_per_level") == "/skills/2"
    assert subject_of(b, "/stats/strength/marks/0") == "/stats/strength/marks/0"
    assert subject_of(b, "/noble_phantasms/0") == "/noble_phantasms/0"
    assert subject_of(b, "/ranks/0/params/nothing") == "/ranks/0"
    assert value_at(b, "/ranks/0") == {"id": "chimeido"}


# ---------------------------------------------------------------------- files of the older form
def test_old_approval_with_a_path_loads_and_is_honoured_with_a_notice(pack, tmp_path):
    build = ordinary(pack, TRADE)
    data = dump_build(build)
    data["approvals"] = [{"code": "rank.needs_gm_skill", "path": "/skills/0/id", "reason": "可", "by": "GM"}]
    file = tmp_path / "old.json"
    file.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    old = load_build(str(file))
    assert old.approvals[0].subject is None and old.approvals[0].date == ""
    assert ("approved", "rank.needs_gm_skill", "/skills/0/id") in found(pack, old)
    assert [n.code for n in notices(pack, old)] == ["approval.unpinned"]
    # approving again pins it and the notice goes
    pinned = approve_at(pack, old, "rank.needs_gm_skill", "/skills/0/id")
    assert len(pinned.approvals) == 1 and pinned.approvals[0].subject == "/skills/0"
    assert notices(pack, pinned) == []


def test_approval_of_nothing_says_it_is_not_needed(pack):
    build = ordinary(pack, TRADE).model_copy(update={"approvals": [Approval(
        code="rank.needs_gm_skill", path="/skills/5/id", reason="?", subject="/skills/0", snapshot=TRADE)]})
    assert [n.code for n in notices(pack, build)] == ["approval.unused"]


# ---------------------------------------------------------------------- 成長性 (L1354)
# 「ランクレベルが1〜3のマスターでなければ取得できない。例外的にランクレベル4のマスターも、
# 自分以外のマスターのランクレベルの平均値が5Lv以上のとき取得可能」. A master's rank level is
# its number of ranks (L747). 成長性 E = 1 level ≤ 6 − rank level for every case below.
FOUR = ("ukkari", "hisan", "tsundere", "seihai")


def growth_master(pack, *rank_ids):
    return make(pack, "master", ranks=ranks(*rank_ids), skills=[GROWTH])


def test_growth_at_rank_level_4_is_the_gms_to_approve(pack):
    build = growth_master(pack, *FOUR)  # 4 ranks: rank level 4
    assert evaluate(pack, build).derived["rank_level"] == 4
    assert ("gm", "skill.rank_level_exception", "/skills/0/id") in found(pack, build)
    approved = approve_at(pack, build, "skill.rank_level_exception", "/skills/0/id", "他マスター平均5.3")
    assert ("approved", "skill.rank_level_exception", "/skills/0/id") in found(pack, approved)
    assert notices(pack, approved) == []


def test_growth_waiver_does_not_apply_at_rank_level_5(pack):
    approved = approve_at(pack, growth_master(pack, *FOUR), "skill.rank_level_exception", "/skills/0/id")
    five = approved.model_copy(update={"ranks": approved.ranks + [FateBuild.model_validate(
        {"system": "fate-roll-dice", "type": "master", "ranks": ranks("hetare")}).ranks[0]]})
    assert evaluate(pack, five).derived["rank_level"] == 5
    f = finding(pack, five, "skill.rank_level_max", "/skills/0/id")
    assert (f.severity, f.waivable, f.params["max"]) == ("error", False, 4)
    assert [n.code for n in notices(pack, five)] == ["approval.not_waivable"]


def test_growth_waiver_at_rank_level_3_is_not_needed(pack):
    approved = approve_at(pack, growth_master(pack, *FOUR), "skill.rank_level_exception", "/skills/0/id")
    three = approved.model_copy(update={"ranks": approved.ranks[:3]})
    assert evaluate(pack, three).derived["rank_level"] == 3
    codes = [c for _, c, _ in found(pack, three)]
    assert "skill.rank_level_exception" not in codes and "skill.rank_level_max" not in codes
    [notice] = notices(pack, three)
    assert notice.code == "approval.unused"  # rank levels 1–3 need no approval (L1354)


# ---------------------------------------------------------------------- data systems
@pytest.mark.parametrize("file,edit", [
    ("examples/eiyuten/servant.json", lambda d: d["options"]["enhancement"].__setitem__(0, "nobility")),
    ("examples/senya-tsukihime-plus/servant.json", lambda d: d["stats"].__setitem__("exp", 60)),
])
def test_data_system_approval_pins_and_lapses(file, edit):
    build = load_build(file)
    pack = load_pack(build.system, user_layer=False)
    a = build.approvals[0]
    assert a.subject and value_at(build, a.subject) == a.snapshot
    assert finding(pack, build, a.code, a.path).severity == "approved"
    data = dump_build(build)
    edit(data)
    changed = type(build).model_validate(data)
    assert finding(pack, changed, a.code, a.path).severity == "gm"
    assert any(n.code in LAPSED for n in notices(pack, changed))


def test_ticking_revealed_in_play_leaves_an_approval_standing(tmp_path):
    """公開済み and 真名公開 (正体看破, L297–313) say who has seen a thing, not what it is: the
    GM's approval of the saber's 宝具 (np.needs_gm, L1524–1525) stays approved when the player
    ticks it revealed, and no notice appears."""
    data = json.loads(open("examples/saber.json", encoding="utf-8").read())
    data["noble_phantasms"][0]["revealed"] = True
    data["skills"][0]["revealed"] = True
    data["true_name_revealed"] = True
    pack = load_pack("fate-roll-dice")
    build = FateBuild.model_validate(data)
    sheet = evaluate(pack, build)
    assert [f.severity for f in sheet.findings if f.code == "np.needs_gm"] == ["approved"]
    assert not [f for f in sheet.findings if f.code.startswith("approval.")]


# ---------------------------------------------------------------------- what a user sees
def _lapsed_saber(tmp_path):
    """examples/saber.json with its Noble Phantasm renamed after the GM approved it (L1038)."""
    data = json.loads(open("examples/saber.json", encoding="utf-8").read())
    data["noble_phantasms"][0]["name"] = "改名した宝具"
    file = tmp_path / "lapsed.json"
    file.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return file


def test_check_shows_the_lapsed_notice(tmp_path, capsys):
    from builder.cli.main import main
    file = _lapsed_saber(tmp_path)
    assert main(["check", str(file)]) == 0  # an open GM flag alone passes …
    out = capsys.readouterr().out
    assert "[GM確認] 宝具「改名した宝具」のデータ作成にはGMの許可が必要です" in out
    # the place in words, not the pointer /noble_phantasms/0 (issue 14: text for a person)
    assert ('[警告] GM承認「宝具データを確認済み」(2026-11-24)が失効しました: 承認した宝具『改名した宝具』が'
            '変わっています(名前: "誓約の光剣" → "改名した宝具")') in out
    assert main(["check", "--strict", str(file)]) == 1  # … unless --strict
    capsys.readouterr()
    assert main(["check", "--json", "--lang", "en", str(file)]) == 0
    [sheet] = json.loads(capsys.readouterr().out)
    lapsed = [f for f in sheet["findings"] if f["code"] == "approval.lapsed.changed"]
    assert len(lapsed) == 1 and "lapsed" in lapsed[0]["message"]


def test_audit_counts_the_lapsed_approval(tmp_path, capsys):
    from builder.cli.main import main
    file = _lapsed_saber(tmp_path)
    assert main(["audit", "--format", "json", str(file)]) == 0
    [row] = json.loads(capsys.readouterr().out)["characters"]
    assert (row["gm"], row["warnings"], row["lapsed"]) == (1, 1, 1)


def test_text_export_lists_approvals_with_their_state(tmp_path, capsys):
    from builder.cli.main import main
    file = _lapsed_saber(tmp_path)
    out = tmp_path / "sheet.txt"
    assert main(["export", str(file), "--text", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    approvals = text.split("【GM承認】")[1].split("【チェック結果】")[0]
    assert "・[失効] 宝具「改名した宝具」のデータ作成にはGMの許可が必要です 宝具『改名した宝具』: 宝具データを確認済み (GM 2026-11-24)" in approvals
    assert "・[有効] 筋力の「+」の条件" in approvals
    assert "が失効しました" in text.split("【チェック結果】")[1]


def test_approving_one_of_two_equal_entries_keeps_the_others_approval(pack):
    # two skills written alike (both 業界知識 E 魔術) are two things to approve (L767)
    build = approve_at(pack, ordinary(pack, TRADE, TRADE), "rank.needs_gm_skill", "/skills/0/id")
    build = approve_at(pack, build, "rank.needs_gm_skill", "/skills/1/id")
    assert [a.path for a in build.approvals] == ["/skills/0/id", "/skills/1/id"]
    result = found(pack, build)
    assert ("approved", "rank.needs_gm_skill", "/skills/0/id") in result
    assert ("approved", "rank.needs_gm_skill", "/skills/1/id") in result


def test_a_snapshot_is_measured_as_the_json_the_file_holds():
    """An approval's snapshot is at most MAX_SNAPSHOT (50,000) characters of JSON, written as the
    file writes it (ensure_ascii=False: 日本語 counts one character each, not six as an escape).
    {"t": "<text>"} is 9 characters around the text: 49,991 characters of text make 50,000
    (accepted); one more is refused with the limit named."""
    from pydantic import ValidationError

    from builder.core.build import MAX_SNAPSHOT
    base = {"code": "np.needs_gm", "path": "/noble_phantasms/0", "reason": "ok"}
    assert MAX_SNAPSHOT == 50_000
    Approval.model_validate({**base, "snapshot": {"t": "宝" * 49_991}})
    with pytest.raises(ValidationError, match="longer than 50000 characters"):
        Approval.model_validate({**base, "snapshot": {"t": "宝" * 49_992}})
