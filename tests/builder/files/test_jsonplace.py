"""The line of a place in a user's JSON file (builder/files/jsonplace.py, issue 28 item 1): the line
a user opening the file in an editor finds the problem on."""
from __future__ import annotations

from builder.files.jsonplace import pointer_line

TEXT = '\n'.join([
    '{',                                    # line 1
    '  "system": "fate-roll-dice",',        # line 2
    '  "stats": {',                         # line 3
    '    "strength": {"level": "Z"}',       # line 4
    '  },',                                 # line 5
    '  "skills": [',                        # line 6
    '    {"id": "kairiki"},',               # line 7
    '    {"id": "x", "a/b": 1}',            # line 8
    '  ]',                                  # line 9
    '}',                                    # line 10
])


def test_a_member_is_on_its_keys_line_and_an_item_on_its_own():
    assert pointer_line(TEXT, "/system") == 2
    assert pointer_line(TEXT, "/stats") == 3
    assert pointer_line(TEXT, "/stats/strength/level") == 4
    assert pointer_line(TEXT, "/skills/1") == 8
    assert pointer_line(TEXT, "/skills/1/a~1b") == 8  # the pointer's escaped "/" (RFC 6901)


def test_a_place_not_in_the_file_is_given_by_the_place_around_it():
    assert pointer_line(TEXT, "/skills/0/level") == 7  # kairiki's missing level: the skill's line
    assert pointer_line(TEXT, "/stats/agility/level") == 3  # no agility: the stats' line


def test_no_line_for_the_whole_file_or_a_text_that_is_no_json():
    assert pointer_line(TEXT, "") is None
    assert pointer_line('{"a": ', "/a") is None


def test_a_number_too_long_to_read_keeps_the_lines():
    text = '{\n "gear": [\n  {"points": 1' + "0" * 4400 + '}]}'
    assert pointer_line(text, "/gear/0/points") == 3
