"""Every list of the seed is in the pack in full, each entry on the seed line it cites.

Counts are the seed's own: the comment by each number says which lines were counted.
"""
from __future__ import annotations

import re

import pytest

from builder.systems.fate_roll_dice.plugin import counts as pack_counts

# What the seed holds (Fate/roll dice, seed 000):
SEED_COUNTS = {
    "types": 10,            # 8 of L660–706 (マスター + 7 classes) + イレギュラー (L709) and フェイク (L710) as GM-entered
    "troop_types": 2,       # a troop's sixth stat is 社会 (ways 1–4: L344, L349, L354, L359) or 宝具 (way 5: L364)
    "master_ranks": 41,     # one a line, L754 (秘密(自)) … L794 (山育ち)
    "servant_ranks": 28,    # one a line, L799 (知名度) … L826 (トリックスター)
    "alignment_goal": 3,    # L833: 秩序・中立・混沌
    "alignment_action": 4,  # L834–835: 善・中庸・悪 + 狂
    "skills": 103,          # one a line in L1131–1370 (「名前(」 at line start)
    "vice_examples": 37,    # L1299–1329 and L1331–1336 (吸血衝動 listed twice: L1324, L1335)
    "weakness_examples": 7,  # L1339–1345
    "np_effects": 127,      # L1386–1520: 75 plus, 48 minus, 1 zero, 3 special (2 embedded: L1391, L1429)
    "kind_categories": 6,   # L988 種類区分
    "activation_categories": 3,  # L989 発動区分
    "target_categories": 5,      # L990 対象区分
    "gear_kinds": 13,       # weapons 4 (L998–1001), armor 3 (L1006–1008), mounts 6 (L1012–1017)
    "steps": 8,             # the 7 creation steps of L610–645 + the sheet (L1527)
}


def test_counts_match_the_seed(pack):
    counts = pack_counts(pack)
    for key, expected in SEED_COUNTS.items():
        assert counts[key] == expected, key


def test_standard_types_are_the_eight_of_the_seed(pack):
    standard = [t for t in pack.types.values() if not t.gm_entered and not pack.kinds[t.kind].troop]
    assert [t.name for t in standard] == [
        "マスター", "セイバー", "ランサー", "アーチャー", "ライダー", "バーサーカー", "アサシン", "キャスター"]


def test_np_effect_polarities(pack):
    by = {}
    for e in pack.np_effects.values():
        by[e.polarity] = by.get(e.polarity, 0) + 1
    assert by == {"plus": 75, "minus": 48, "zero": 1, "special": 3}


def test_skill_option_catalogues(pack):
    # 魔術 6 systems (L1160–1165); 魔眼 24 plus / 17 minus (L1184–1226); 武術 21 / 5 (L1247–1273)
    def kinds(skill_id, kind):
        return sum(1 for o in pack.skills[skill_id].options if o.kind == kind)
    assert kinds("majutsu", "system") == 6
    assert (kinds("magan", "plus"), kinds("magan", "minus")) == (24, 17)
    assert (kinds("bujutsu", "plus"), kinds("bujutsu", "minus")) == (21, 5)


def _seed_count(seed_lines, lo, hi, pattern):
    return sum(1 for n in range(lo, hi + 1) if re.match(pattern, seed_lines[n]))


def test_seed_itself_has_these_counts(seed_lines):
    # Counted straight from the seed text, so the numbers above are the seed's, not ours.
    assert _seed_count(seed_lines, 754, 794, "「") == 41
    assert _seed_count(seed_lines, 799, 826, "「") == 28
    assert _seed_count(seed_lines, 1131, 1370, r"[^・\s]") >= 103


@pytest.mark.parametrize("section", ["ranks", "skills", "np_effects", "types"])
def test_every_entry_cites_the_line_that_names_it(pack, seed_lines, section):
    for entry in getattr(pack, section).values():
        if getattr(entry, "gm_entered", False) or getattr(entry, "embedded_in", None):
            continue
        assert entry.line, entry.id
        chunks = [c for c in re.split(r"[○()（）・:：/ ]+", entry.name) if c]
        # examples of 悪癖・○○ / 弱点・○ are written 「・直情:…」 under their parent
        head = chunks[1] if getattr(entry, "parent", None) and len(chunks) > 1 else chunks[0]
        assert head in seed_lines[entry.line], (section, entry.id, entry.line, head)


def test_ids_are_unique_and_references_resolve(pack):
    c = pack.content
    for section in ("ranks", "skills", "np_effects", "types", "categories", "gear_kinds"):
        ids = [e.id for e in getattr(c, section)]
        assert len(ids) == len(set(ids)), section
    for t in c.types:
        for s in t.skills:
            assert s.skill in pack.skills
        assert set(t.stats) == set(pack.kinds[t.kind].stats)
    for r in c.ranks:
        for check in r.checks:
            match = getattr(check, "match", None)
            for sid in (match.skills if match else []):
                assert sid in pack.skills, (r.id, sid)
            if check.type == "conflicts_with_rank":
                assert check.rank in pack.ranks
    for e in c.np_effects:
        for needed in e.requires_effect:
            assert needed in pack.np_effects, (e.id, needed)
        for rank in e.requires_rank:
            assert rank in pack.ranks
    for s in c.skills:
        for needed in s.requires_skills:
            assert needed in pack.skills
        if s.parent:
            assert s.parent in pack.skills


def test_base_data_of_the_type_table(pack):
    # L660–706, transcribed: セイバー 筋力A 耐久B 敏捷B 魔力C 幸運D 宝具− / 対魔力E 騎乗E
    saber = pack.types["saber"]
    assert saber.stats == {"strength": "A", "endurance": "B", "agility": "B", "mana": "C", "luck": "D",
                           "noble_phantasm": "-"}
    assert [(s.skill, s.level) for s in saber.skills] == [("taimaryoku", "E"), ("kijou", "E")]
    assert pack.types["assassin"].skills[0].level == "C"  # 気配遮断C (L700)
    assert pack.types["archer"].stats["noble_phantasm"] == "C"  # L680


def test_every_reading_is_a_switch_with_a_line(pack):
    for reading in pack.content.readings:
        assert reading.line and reading.summary and reading.value in reading.choices
