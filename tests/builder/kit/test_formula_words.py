"""A pack's formula in the pack's words (issue 28 item 1: no id on screen): the generic choices
page says an option's condition this way when it is more than 「option_is_choice」.

Names from 中聖杯's bundled pack (seed 002_cb7697588777ea44.txt): L281 the classes (class_is_archer
→ クラス: アーチャー), L262 レベル (Lv), 【筋】 (STR); the kind サーヴァント (servant)."""
from __future__ import annotations

import re

import pytest

from builder.core.packs import load_pack
from builder.kit.formulawords import formula_words

FORMULA = "class_is_archer and not STR >= 30 or servant and Lv > 1 and archer_bonus__STR"


@pytest.fixture(scope="module")
def idx():
    return load_pack("chuseihai", user_layer=False).index


def test_a_formula_names_the_packs_entries_in_japanese(idx):
    assert formula_words(idx, FORMULA, "ja") == (
        "クラス: アーチャー かつ 次を満たさない: 【筋】 >= 30 または サーヴァント かつ レベル > 1 かつ アーチャーの+15")


def test_a_formula_names_the_packs_entries_in_english(idx):
    text = formula_words(idx, FORMULA, "en")
    assert text == "class: Archer and not STR >= 30 or Servant and level > 1 and Archer's +15"
    assert not re.search(r"[a-z]+_[a-z]+", text)  # no id such as class_is_archer, archer_bonus


def test_a_name_the_pack_does_not_give_stays_as_written(idx):
    assert formula_words(idx, "house_rule >= 2", "ja") == "house_rule >= 2"
