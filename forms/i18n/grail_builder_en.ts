<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="ja">
<context>
    <name>AlignmentPage</name>
    <message>
        <location filename="../pages/alignment_page.py" line="19" />
        <location filename="../pages/alignment_page.py" line="64" />
        <source>目的基準</source>
        <translation>Goal</translation>
    </message>
    <message>
        <location filename="../pages/alignment_page.py" line="19" />
        <location filename="../pages/alignment_page.py" line="64" />
        <source>行動基準</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../pages/alignment_page.py" line="42" />
        <location filename="../pages/alignment_page.py" line="64" />
        <source>狂化前の行動基準</source>
        <translation>Action before madness</translation>
    </message>
</context>
<context>
    <name>BudgetBar</name>
    <message>
        <location filename="../widgets/budget_bar.py" line="51" />
        <source>残り</source>
        <translation>left</translation>
    </message>
    <message>
        <location filename="../widgets/budget_bar.py" line="58" />
        <source>次の段階</source>
        <translation>Next step</translation>
    </message>
</context>
<context>
    <name>EffectListModel</name>
    <message>
        <location filename="../models.py" line="243" />
        <source>追加効果</source>
        <translation>Effect</translation>
    </message>
    <message>
        <location filename="../models.py" line="243" />
        <source>種別</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../models.py" line="243" />
        <source>枠</source>
        <translation>Slots</translation>
    </message>
    <message>
        <location filename="../models.py" line="249" />
        <source>礼装には付けられません</source>
        <translation>cannot go on a Mystic Code</translation>
    </message>
    <message>
        <location filename="../models.py" line="249" />
        <source>宝具には付けられません</source>
        <translation>cannot go on a Noble Phantasm</translation>
    </message>
    <message>
        <location filename="../models.py" line="254" />
        <source>%1の装備にのみ付けられます</source>
        <translation>only fits %1 items</translation>
    </message>
</context>
<context>
    <name>EquipmentPage</name>
    <message>
        <location filename="../pages/equipment_page.py" line="27" />
        <source>宝具</source>
        <translation>Noble Phantasm</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="28" />
        <source>礼装</source>
        <translation>Mystic Code</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="29" />
        <source>通常装備</source>
        <translation>Equipment</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="30" />
        <source>常備化ポイント</source>
        <translation>Upkeep points</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="40" />
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="40" />
        <source>種類</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="40" />
        <location filename="../pages/equipment_page.py" line="79" />
        <source>ポイント</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="40" />
        <source>支払い</source>
        <translation>Paid with</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="44" />
        <location filename="../pages/equipment_page.py" line="47" />
        <source>通常装備を追加</source>
        <translation>Add equipment</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="64" />
        <source>装備ポイント</source>
        <translation>Equipment points</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="65" />
        <source>MP(英霊通常装備)</source>
        <translation>MP (servant gear)</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="70" />
        <source>通常装備を削除</source>
        <translation>Remove equipment</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="79" />
        <source>使い道</source>
        <translation>Use</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="81" />
        <location filename="../pages/equipment_page.py" line="84" />
        <source>常備化ポイントの使い道を追加</source>
        <translation>Add an upkeep use</translation>
    </message>
    <message>
        <location filename="../pages/equipment_page.py" line="104" />
        <source>使い道を削除</source>
        <translation>Remove use</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <location filename="../models.py" line="310" />
        <source>種別</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../models.py" line="310" />
        <source>内容</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../models.py" line="310" />
        <source>場所</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../models.py" line="310" />
        <source>ルール</source>
        <translation>Rule</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../widgets/findings_panel.py" line="43" />
        <source>エラー %1 / 警告 %2 / GM確認 %3</source>
        <translation>errors %1 / warnings %2 / GM checks %3</translation>
    </message>
</context>
<context>
    <name>ItemEditor</name>
    <message>
        <location filename="../widgets/item_editor.py" line="31" />
        <source>追加</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="31" />
        <source>削除</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="38" />
        <location filename="../widgets/item_editor.py" line="93" />
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="43" />
        <location filename="../widgets/item_editor.py" line="94" />
        <source>ランク</source>
        <translation>Ranks</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="54" />
        <source>礼装には使えません</source>
        <translation>not for Mystic Codes</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="60" />
        <location filename="../widgets/item_editor.py" line="97" />
        <source>マイナスでランク上昇</source>
        <translation>Rank raised by minus effects</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="62" />
        <source>マーク</source>
        <translation>marks</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="74" />
        <source>追加効果を検索(plus / minus も可)</source>
        <translation>Search effects (or plus / minus)</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="83" />
        <source>効果を付ける →</source>
        <translation>Add effect →</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="88" />
        <location filename="../widgets/item_editor.py" line="251" />
        <source>効果</source>
        <translation>Effect</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="88" />
        <source>個数</source>
        <translation>Count</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="88" />
        <source>内容</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="95" />
        <source>種類</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="95" />
        <source>発動</source>
        <translation>Activation</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="95" />
        <source>対象</source>
        <translation>Target</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="98" />
        <source>「+」「−」</source>
        <translation>Marks (+/−)</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="168" />
        <source>消費レベル %1</source>
        <translation>cost %1 levels</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="169" />
        <source>ダイス %1</source>
        <translation>dice %1</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="170" />
        <source>判定値 %1</source>
        <translation>target %1</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="172" />
        <source>+枠 %1 / −枠 %2</source>
        <translation>+slots %1 / −slots %2</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="173" />
        <source>装備ポイント %1</source>
        <translation>equipment points %1</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="173" />
        <source>宝具容量 %1</source>
        <translation>NP capacity %1</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="175" />
        <source>余りマイナス %1</source>
        <translation>spare minus %1</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="212" />
        <location filename="../widgets/item_editor.py" line="217" />
        <source>礼装</source>
        <translation>Mystic Code</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="212" />
        <location filename="../widgets/item_editor.py" line="217" />
        <source>宝具</source>
        <translation>Noble Phantasm</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="217" />
        <source>%1を追加</source>
        <translation>Add %1</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="223" />
        <source>%1を削除</source>
        <translation>Remove %1</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="245" />
        <source>効果追加</source>
        <translation>add effect</translation>
    </message>
    <message>
        <location filename="../widgets/item_editor.py" line="256" />
        <source>効果削除</source>
        <translation>remove effect</translation>
    </message>
</context>
<context>
    <name>LimitsEditor</name>
    <message>
        <location filename="../widgets/limits_editor.py" line="21" />
        <source>使用制限を追加</source>
        <translation>Add restriction</translation>
    </message>
    <message>
        <location filename="../widgets/limits_editor.py" line="23" />
        <source>使用リスクを追加</source>
        <translation>Add risk</translation>
    </message>
    <message>
        <location filename="../widgets/limits_editor.py" line="46" />
        <source>使用制限</source>
        <translation>Restriction</translation>
    </message>
    <message>
        <location filename="../widgets/limits_editor.py" line="46" />
        <source>使用リスク</source>
        <translation>Risk</translation>
    </message>
    <message>
        <location filename="../widgets/limits_editor.py" line="56" />
        <source>内容</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../widgets/limits_editor.py" line="60" />
        <source>GMが決める1レベルあたりの減額</source>
        <translation>reduction per level, set by the GM</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../mainwindow.py" line="111" />
        <source>指摘</source>
        <translation>Findings</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="121" />
        <source>ファイル</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="122" />
        <source>新規…</source>
        <translation>New…</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="123" />
        <source>開く…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="124" />
        <source>最近使ったファイル</source>
        <translation>Recent files</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="127" />
        <source>保存</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="128" />
        <source>名前を付けて保存…</source>
        <translation>Save As…</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="130" />
        <source>PDFに書き出し…</source>
        <translation>Export PDF…</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="131" />
        <source>ココフォリアにコピー</source>
        <translation>Copy for CCFOLIA</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="133" />
        <source>終了</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="134" />
        <source>編集</source>
        <translation>Edit</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="135" />
        <source>元に戻す</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="137" />
        <source>やり直し</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="141" />
        <source>表示</source>
        <translation>View</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="142" />
        <source>言語</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="162" />
        <location filename="../mainwindow.py" line="217" />
        <source>無名</source>
        <translation>Unnamed</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="205" />
        <source>開く</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="205" />
        <source>キャラクター (*.json);;すべて (*)</source>
        <translation>Characters (*.json);;All files (*)</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="209" />
        <source>名前を付けて保存</source>
        <translation>Save As</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="209" />
        <source>キャラクター (*.json)</source>
        <translation>Characters (*.json)</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="216" />
        <source>未保存の変更</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="217" />
        <source>「%1」の変更を保存しますか?</source>
        <translation>Save the changes to “%1”?</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="243" />
        <source>新規作成できません</source>
        <translation>Cannot create the character</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="265" />
        <source>ファイルを開けません</source>
        <translation>Cannot open the file</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="284" />
        <source>保存できません</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="296" />
        <source>(なし)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="303" />
        <location filename="../mainwindow.py" line="310" />
        <source>PDFに書き出せません</source>
        <translation>Cannot export the PDF</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="305" />
        <source>PDFに書き出し</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <location filename="../mainwindow.py" line="317" />
        <source>コピーできません</source>
        <translation>Cannot copy</translation>
    </message>
</context>
<context>
    <name>MarksEditor</name>
    <message>
        <location filename="../widgets/marks_editor.py" line="30" />
        <source>「+」を付ける</source>
        <translation>Add a “+”</translation>
    </message>
    <message>
        <location filename="../widgets/marks_editor.py" line="31" />
        <source>「−」を付ける</source>
        <translation>Add a “−”</translation>
    </message>
    <message>
        <location filename="../widgets/marks_editor.py" line="59" />
        <source>1: HP/MP支払い</source>
        <translation>1: pay HP/MP</translation>
    </message>
    <message>
        <location filename="../widgets/marks_editor.py" line="60" />
        <source>2: 条件</source>
        <translation>2: condition</translation>
    </message>
    <message>
        <location filename="../widgets/marks_editor.py" line="62" />
        <source>条件・支払い内容</source>
        <translation>condition or payment</translation>
    </message>
</context>
<context>
    <name>NewCharacterDialog</name>
    <message>
        <location filename="../dialogs.py" line="16" />
        <source>新規キャラクター</source>
        <translation>New character</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="29" />
        <source>システム</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="30" />
        <source>タイプ</source>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>PlaceholderPage</name>
    <message>
        <location filename="../pages/base.py" line="69" />
        <source>この手順(%1)はまだ画面がありません</source>
        <translation>This step (%1) has no page yet</translation>
    </message>
</context>
<context>
    <name>ProfilePage</name>
    <message>
        <location filename="../pages/profile_page.py" line="21" />
        <location filename="../pages/profile_page.py" line="28" />
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../pages/profile_page.py" line="24" />
        <location filename="../pages/profile_page.py" line="29" />
        <source>プレイヤー</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../pages/profile_page.py" line="25" />
        <location filename="../pages/profile_page.py" line="27" />
        <source>NPC</source>
        <translation>NPC</translation>
    </message>
    <message>
        <location filename="../pages/profile_page.py" line="40" />
        <location filename="../pages/profile_page.py" line="41" />
        <source>メモ</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>RankListModel</name>
    <message>
        <location filename="../models.py" line="201" />
        <source>ランクは%1個までです</source>
        <translation>at most %1 ranks</translation>
    </message>
</context>
<context>
    <name>RanksPage</name>
    <message>
        <location filename="../pages/ranks_page.py" line="32" />
        <source>ランクを検索</source>
        <translation>Search ranks</translation>
    </message>
    <message>
        <location filename="../pages/ranks_page.py" line="69" />
        <source>%1 / %2 個  ランクレベル %3  FP %4</source>
        <translation>%1 / %2 ranks  rank level %3  FP %4</translation>
    </message>
    <message>
        <location filename="../pages/ranks_page.py" line="82" />
        <source>ランクを選んでください</source>
        <translation>Choose a rank</translation>
    </message>
    <message>
        <location filename="../pages/ranks_page.py" line="97" />
        <source>義務・制限</source>
        <translation>Duties and limits</translation>
    </message>
    <message>
        <location filename="../pages/ranks_page.py" line="148" />
        <source>ランク追加: %1</source>
        <translation>Add rank: %1</translation>
    </message>
    <message>
        <location filename="../pages/ranks_page.py" line="151" />
        <source>ランク削除: %1</source>
        <translation>Remove rank: %1</translation>
    </message>
</context>
<context>
    <name>SheetPage</name>
    <message>
        <location filename="../pages/sheet_page.py" line="37" />
        <source>ランク</source>
        <translation>Ranks</translation>
    </message>
    <message>
        <location filename="../pages/sheet_page.py" line="38" />
        <source>性格属性</source>
        <translation>Alignment</translation>
    </message>
    <message>
        <location filename="../pages/sheet_page.py" line="46" />
        <source>スキル</source>
        <translation>Skills</translation>
    </message>
    <message>
        <location filename="../pages/sheet_page.py" line="53" />
        <source>宝具・礼装</source>
        <translation>Noble Phantasms and Mystic Codes</translation>
    </message>
    <message>
        <location filename="../pages/sheet_page.py" line="60" />
        <source>指摘</source>
        <translation>Findings</translation>
    </message>
    <message>
        <location filename="../pages/sheet_page.py" line="64" />
        <source>FPの内訳</source>
        <translation>FP ledger</translation>
    </message>
</context>
<context>
    <name>SkillListModel</name>
    <message>
        <location filename="../models.py" line="63" />
        <source>スキル</source>
        <translation>Skills</translation>
    </message>
    <message>
        <location filename="../models.py" line="63" />
        <source>分類</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../models.py" line="63" />
        <source>FP/Lv</source>
        <translation>FP/Lv</translation>
    </message>
    <message>
        <location filename="../models.py" line="63" />
        <source>最大</source>
        <translation>Max</translation>
    </message>
    <message>
        <location filename="../models.py" line="70" />
        <source>%1専用です</source>
        <translation>%1 only</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../pages/skills_page.py" line="45" />
        <source>スキル名で検索</source>
        <translation>Search skills</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="49" />
        <source>全分類</source>
        <translation>All categories</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="55" />
        <source>全FP</source>
        <translation>Any FP</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="56" />
        <source>マイナス</source>
        <translation>Minus</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="56" />
        <source>GM裁定</source>
        <translation>GM-priced</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="59" />
        <source>取得可能のみ</source>
        <translation>Allowed only</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="62" />
        <source>今のFPで取れるもの</source>
        <translation>Affordable now</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="73" />
        <source>スキルを追加 →</source>
        <translation>Add skill →</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="91" />
        <source>スキルを外す</source>
        <translation>Remove skill</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="101" />
        <location filename="../pages/skills_page.py" line="124" />
        <source>○○</source>
        <translation>Choice (○○)</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="109" />
        <source>未設定</source>
        <translation>not set</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="112" />
        <source>GM価格</source>
        <translation>GM price</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="118" />
        <source>マーク</source>
        <translation>marks</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="120" />
        <source>使用制限・リスク</source>
        <translation>restrictions and risks</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="123" />
        <source>レベル</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="125" />
        <location filename="../pages/skills_page.py" line="258" />
        <source>オプション</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="126" />
        <source>GM価格 FP/Lv</source>
        <translation>GM price FP/Lv</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="127" />
        <source>投入FP(??)</source>
        <translation>FP invested (??)</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="128" />
        <source>「+」「−」</source>
        <translation>Marks (+/−)</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="129" />
        <source>制限・リスク</source>
        <translation>Limits</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="179" />
        <source>最大レベルは%1です</source>
        <translation>the maximum level is %1</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="209" />
        <source>GMの許可が必要です</source>
        <translation>needs the GM's approval</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="225" />
        <source>スキル追加: %1</source>
        <translation>Add skill: %1</translation>
    </message>
    <message>
        <location filename="../pages/skills_page.py" line="235" />
        <source>スキル削除: %1</source>
        <translation>Remove skill: %1</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <location filename="../pages/stats_page.py" line="23" />
        <source>ステータス</source>
        <translation>Stat</translation>
    </message>
    <message>
        <location filename="../pages/stats_page.py" line="23" />
        <source>基本</source>
        <translation>Base</translation>
    </message>
    <message>
        <location filename="../pages/stats_page.py" line="23" />
        <source>レベル</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../pages/stats_page.py" line="23" />
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <location filename="../pages/stats_page.py" line="23" />
        <source>判定</source>
        <translation>Roll</translation>
    </message>
    <message>
        <location filename="../pages/stats_page.py" line="24" />
        <source>「+」「−」と条件</source>
        <translation>Marks (+/−) and conditions</translation>
    </message>
    <message>
        <location filename="../pages/stats_page.py" line="57" />
        <source>%1の下限は%2です</source>
        <translation>the lowest %1 may go is %2</translation>
    </message>
    <message>
        <location filename="../pages/stats_page.py" line="89" />
        <source>返却 %1</source>
        <translation>refund %1</translation>
    </message>
    <message>
        <location filename="../pages/stats_page.py" line="94" />
        <source>幸運振り直し %1</source>
        <translation>luck rerolls %1</translation>
    </message>
    <message>
        <location filename="../pages/stats_page.py" line="110" />
        <source>マーク</source>
        <translation>marks</translation>
    </message>
</context>
<context>
    <name>TypePage</name>
    <message>
        <location filename="../pages/type_page.py" line="34" />
        <source>システム</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../pages/type_page.py" line="35" />
        <location filename="../pages/type_page.py" line="70" />
        <source>タイプ</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../pages/type_page.py" line="36" />
        <source>区分</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../pages/type_page.py" line="37" />
        <source>基本ステータス・クラススキル</source>
        <translation>Base stats and class skills</translation>
    </message>
    <message>
        <location filename="../pages/type_page.py" line="51" />
        <source>%1: ランク %2〜%3個、ランクレベル = %4 + ランク数</source>
        <translation>%1: %2–%3 ranks, rank level = %4 + number of ranks</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../app.py" line="102" />
        <source>ファイルを開けません</source>
        <translation>Cannot open the file</translation>
    </message>
</context>
</TS>