"""千夜月姫+ (seed 003_4a32dc54997efc16.txt, the rules chapters of 侍トナカイ's SRS-based TYPE-MOON
fan TRPG): a data system.

Everything is data in ``pack/``; this package holds only its typed choices and its plug-in.
The seed has no data chapters (class tables, 特技, 背反律, communities, emotions, items): the
pack holds their structure and each missing table is a GM-entered place (a table with
``gm_entered``, or a GM-entered option or list) that a user pack fills; until then every
figure that needs one is left out and the table's finding names it.
"""
