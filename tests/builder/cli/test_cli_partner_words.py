"""`check` names the partner's figures a character reads in game words, never by their ids
(issue 28 item 1): Grail Tactics' Servant reads its Master's coin toss (rank_coin, 004 L106–110)."""
from __future__ import annotations

from pathlib import Path

from builder.cli.main import main

ROOT = Path(__file__).resolve().parents[3]


def test_the_partners_figures_are_named_in_both_languages(capsys):
    servant = ROOT / "examples" / "grail-tactics" / "servant.json"
    main(["check", str(servant)])
    out = capsys.readouterr().out
    assert "コイン投げ(高ランク/低ランク) 0" in out and "rank_coin" not in out
    main(["check", str(servant), "--lang", "en"])
    out = capsys.readouterr().out
    assert "coin toss (high/low rank) 0" in out and "rank_coin" not in out
