"""Fate/roll dice's war rules in code, offered to the war through the plug-in (``extra["war"]``,
:func:`builder.gm.war.rules.war_rolls`): the イレギュラー表 (:mod:`.irregular`, L71–91) and the
summoning rolls and order (:mod:`.summon`, L94–154). Their tables are data (the pack's
``war.json``); the war file, its members, fill and print-out are every system's
(:mod:`builder.gm.war`)."""
