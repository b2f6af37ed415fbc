"""Fate/roll dice's own export parts: its sheet layouts (*.json) and the seed's text template (text.py) and Discord message (discord.py) (see :mod:`exports.systems`)."""
