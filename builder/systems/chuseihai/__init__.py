"""中聖杯 (the 男爵様 forum rules, seed 002_cb7697588777ea44.txt): a data system.

Everything is data in ``pack/``; this package holds only its typed choices and its plug-in.
"""
