"""The layout models' defaults made without validation are what validation gives. (That
importing the exports builds no validator: tests/builder/cli/test_startup_models.py; the
validators built on first use check what they checked: test_linetemplate, test_layout.)"""
from __future__ import annotations

from exports.layout import Layout, Page


def test_a_layout_without_page_gets_what_page_gives():
    """Layout's ``page`` default is made without validation (``Page.model_construct()``): the
    values Page() gives, and a layout file that leaves ``page`` out validates to it."""
    default = Layout.model_fields["page"].get_default(call_default_factory=True)
    assert default == Page() and default.model_dump() == Page().model_dump()
    assert default.model_fields_set == Page().model_fields_set == set()
    layout = Layout.model_validate({"system": "x", "name": "n", "sections": []})
    assert layout.page == Page() and layout.page.margin_mm == 12 and layout.page.header == "{name} — {type}"
