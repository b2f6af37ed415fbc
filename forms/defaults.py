"""The product's defaults: the one place outside a system's folder that names a system (issue 25).

The window starts on a new character of this system and type (README "The window"), and the
system chooser pre-selects that system until the user has chosen one. Here, below every package of the window,
so that the start-up (:mod:`forms.app.main`) and the dialogs (:mod:`forms.dialogs.systemchoice`)
read the same names without importing each other (issue 25 item 5).
"""
from __future__ import annotations

DEFAULT_SYSTEM, DEFAULT_TYPE = "fate-roll-dice", "saber"
