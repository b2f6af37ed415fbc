"""Fate/Grail Tactics 聖杯大戦:スタンダード (seed 004_52394247ffe7dd97.txt): a data system."""
