<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt's own words that qtbase_ja.qm (PySide6's wheel) lacks: Qt 6 renamed the file dialog's
     labels ("&Look in:", "Files of &type:") and the shipped Japanese file still has the old
     sources, so the Japanese window's file dialog said "Look in:" (issue 28 item 3).
     Loaded after qtbase_ja by forms/app/main.py (AppControl.set_language). -->
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>場所(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
</context>
</TS>
