"""英雄点 system (seed 001_0ca4af6a39bfc837.txt, 「4. キャラクリエイト / 共通編」; the system
has no name in the seed, so it goes by its own term): a data system.

Everything is data in ``pack/``; this package holds only its typed choices and its plug-in.
"""
