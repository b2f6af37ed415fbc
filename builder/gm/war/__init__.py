"""A whole Holy Grail War in one file (issue 15): pure engine, one module per concern.

- :mod:`.rules`: each system's war-level rules (``war.json`` beside its pack: regulation,
  イレギュラー表, summoning, 陣営 and turn structure), read-only bundled data citing seed lines.
- :mod:`.model`: the war file (:class:`~.model.WarDoc`), reading, writing, member paths.
- a system's own tables and rolls in code (a イレギュラー表 and a summoning, in the
  system's folder) come through its plug-in: :func:`.rules.war_rolls`.
- :mod:`.members`: reading every member of a war, never failing on one.
- :mod:`.fill`: filling empty NPC slots with forged pairs (:mod:`builder.gm.forge`).
- :mod:`.summary`: the set-up as tables of text, the GM's and the public form (the print-out
  :mod:`exports.war`, ``war check`` and the window's board :mod:`forms.gm.warboard` share it).

The command line is :mod:`builder.cli.war` (``grail-builder war …``).
"""
