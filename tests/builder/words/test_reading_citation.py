"""A rule a GM's reading sets is cited by the reading's words, never by its id (issue 28 item 1):
Grail Tactics' set-up rolls name no die (004 L81–105), so a 21 on a set-up roll is over the die
the reading ``setup_die`` sets (1d20 by default, the glossary's d20, L30)."""
from __future__ import annotations

from builder.core.packs import load_pack
from builder.core.sheet import Rule
from builder.words.messages import citation

PACK = load_pack("grail-tactics", user_layer=False)


def test_a_reading_is_cited_by_its_words_in_both_languages():
    rule = Rule(pack=PACK.id, line=None, ref="reading setup_die")
    ja, en = citation(PACK, rule, "ja"), citation(PACK, rule, "en")
    assert "セットアップのロール" in ja and "setup_die" not in ja
    assert "The die of every set-up roll" in en and "setup_die" not in en


def test_a_reading_the_citation_cannot_find_is_named_without_an_id():
    rule = Rule(pack=PACK.id, line=None, ref="reading no_such_reading")
    assert "no_such_reading" not in citation(PACK, rule, "en")
    assert "no_such_reading" not in citation(PACK.id, Rule(pack=PACK.id, line=None, ref="reading setup_die"), "ja")
