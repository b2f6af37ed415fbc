"""Grail Builder's engine: rule packs, character documents, evaluation and the CLI.

Pure Python: this package never imports PySide6 or reportlab (a test enforces it).
"""
__version__ = "0.1.0"
