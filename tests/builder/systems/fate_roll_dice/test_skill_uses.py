"""The pack records how the rulebook uses each of its 103 skills (L922–926), in its own words.

The three kinds of L923–925 (added to a status roll, an effect of the level, rolled alone) and
rolls a line writes out itself (頭痛持ち's 1d6, L1231) are ``SkillDef.uses``; the palette is
built from them (tests/exports/online/test_palette.py).
"""
from __future__ import annotations

import re

from builder.systems.fate_roll_dice.packskills import SkillUse


def _top_level(pack):
    return [s for s in pack.skills.values() if not s.parent]


def test_every_one_of_the_103_skills_records_its_use(pack, seed_lines):
    # The seed's skill list, L1131–1370: a line that starts with a name followed by 「(」 is a
    # skill (the 悪癖・弱点 examples start with 「・」, notes with 「※」 or 「「」): 103 lines.
    skill_lines = [n for n in range(1131, 1371)
                   if re.match(r"^[^・※「（(\s][^（(]{0,30}[（(]", seed_lines[n])]
    assert len(skill_lines) == 103
    top = _top_level(pack)
    assert sorted(s.line for s in top) == skill_lines
    assert all(s.uses for s in top), [s.id for s in top if not s.uses]


def test_every_quote_is_verbatim_on_its_line(pack, seed_lines):
    for s in pack.skills.values():
        for use in s.uses:
            assert use.quote in seed_lines[use.line], (s.id, use.line, use.quote)


def test_uses_are_complete_for_their_kind(pack):
    for s in pack.skills.values():
        option_ids = {o.id for o in s.options}
        for use in s.uses:
            if use.kind == "status_bonus":
                assert use.stats, s.id  # which status rolls its dice join
            else:
                assert use.dice == "full" or use.kind == "alone", s.id
            if use.kind == "own_roll":
                assert use.roll, s.id
            if use.option:
                assert use.option in option_ids, (s.id, use.option)


def test_the_rulebooks_own_examples(pack):
    def kinds(sid):
        return [u.kind for u in pack.skills[sid].uses]
    # 怪力: 「「筋力」ステータスと組み合わせてダイス判定プラスを得られる」 (L1132)
    assert kinds("kairiki") == ["status_bonus"] and pack.skills["kairiki"].uses[0].stats == ["strength"]
    # 剛体: the same with 耐久 (L1370)
    assert pack.skills["goutai"].uses[0].stats == ["endurance"]
    # 頭痛持ち: 「1d6してスキルレベル以下の出目が出た時」 (L1231): 1D6 at ≤ the level
    head = pack.skills["zutsuumochi"].uses[0]
    assert (head.kind, head.roll) == ("own_roll", "1D6<={L}")
    # 魔力放出 adds 達成値 bought with MP, no dice (L1150); 勇猛 cancels penalties (L1141)
    assert kinds("maryoku_houshutsu") == ["effect"] and kinds("yuumou") == ["effect"]
    # 軍略: dice to rolls and 「スキル単独で判定することで」 (L1137): both kinds (L926)
    assert kinds("gunryaku") == ["status_bonus", "alone"]
    # 道具作成: 「スキル単独で判定することで」 (L1154)
    assert kinds("dougu_sakusei") == ["alone"]
    # 対魔力 adds dice only from C (L1138: C〜Bレベルの時はそれに加え…ダイス判定プラスも得て)
    assert [u.min_level for u in pack.skills["taimaryoku"].uses if u.kind == "status_bonus"] == ["C"]
    # 気配遮断 奇襲: 「ダイス数÷2切り上げのダイス判定プラス」 (L1147, L1125)
    assert [u.dice for u in pack.skills["kehai_shadan"].uses] == ["full", "half"]


def test_kind_counts(pack):
    # How many skills have each kind (a skill may have several, L926): recorded in the report.
    counts: dict[str, int] = {}
    for s in _top_level(pack):
        for kind in {u.kind for u in s.uses}:
            counts[kind] = counts.get(kind, 0) + 1
    assert set(counts) == {"status_bonus", "effect", "alone", "own_roll"}


def test_model_is_closed():
    import pytest
    from pydantic import ValidationError
    with pytest.raises(ValidationError):
        SkillUse.model_validate({"kind": "effect", "quote": "xx", "line": 1, "stat": ["strength"]})
    with pytest.raises(ValidationError):
        SkillUse.model_validate({"kind": "roll", "quote": "xx", "line": 1})
