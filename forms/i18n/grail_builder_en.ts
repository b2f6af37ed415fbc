<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="ja">
<context>
    <name>About</name>
    <message>
        <location filename="../app/about.py" line="94"/>
        <source>IPAexゴシック(PDFと画面の日本語フォント)</source>
        <translation>IPAexGothic (the Japanese font of the PDF and the window)</translation>
    </message>
    <message>
        <location filename="../app/about.py" line="111"/>
        <source>未インストール</source>
        <translation>not installed</translation>
    </message>
    <message>
        <location filename="../app/about.py" line="145"/>
        <source>バージョン情報</source>
        <translation>About Grail Builder</translation>
    </message>
    <message>
        <location filename="../app/about.py" line="156"/>
        <source>システムのルールパック</source>
        <translation>System rule packs</translation>
    </message>
    <message>
        <location filename="../app/about.py" line="162"/>
        <source>ライセンス(項目を選ぶと全文を表示します)</source>
        <translation>Licences (choose one to read it in full)</translation>
    </message>
    <message>
        <location filename="../app/about.py" line="184"/>
        <source>(ライセンス文書が見つかりません)</source>
        <translation>(licence text not found)</translation>
    </message>
    <message>
        <location filename="../app/about.py" line="196"/>
        <source>ヘルプ(&amp;H)</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../app/about.py" line="197"/>
        <source>バージョン情報(&amp;A)…</source>
        <translation>&amp;About Grail Builder…</translation>
    </message>
</context>
<context>
    <name>AlignmentPage</name>
    <message>
        <location filename="../systems/fate_roll_dice/alignment_page.py" line="19"/>
        <location filename="../systems/fate_roll_dice/alignment_page.py" line="64"/>
        <source>目的基準</source>
        <translation>Goal</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/alignment_page.py" line="19"/>
        <location filename="../systems/fate_roll_dice/alignment_page.py" line="64"/>
        <source>行動基準</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/alignment_page.py" line="42"/>
        <location filename="../systems/fate_roll_dice/alignment_page.py" line="64"/>
        <source>狂化前の行動基準</source>
        <translation>Action before madness</translation>
    </message>
</context>
<context>
    <name>Autofill</name>
    <message>
        <location filename="../dialogs/autofill.py" line="29"/>
        <location filename="../dialogs/autofill.py" line="48"/>
        <source>残りを自動で埋める</source>
        <translation>Fill in the rest automatically</translation>
    </message>
    <message>
        <location filename="../dialogs/autofill.py" line="30"/>
        <source>予算を使い切るまで、決まっていない所をルールどおりに埋めます(元に戻せます)</source>
        <translation>Fills what is not yet chosen, by the rules, until every budget is spent (undoable)</translation>
    </message>
    <message>
        <location filename="../dialogs/autofill.py" line="43"/>
        <source>自動で埋められません</source>
        <translation>Cannot fill in automatically</translation>
    </message>
    <message>
        <location filename="../dialogs/autofill.py" line="46"/>
        <source>埋める所はありません</source>
        <translation>Nothing is left to fill in</translation>
    </message>
</context>
<context>
    <name>BudgetBar</name>
    <message>
        <location filename="../widgets/budget_bar.py" line="57"/>
        <source>残り</source>
        <translation>left</translation>
    </message>
    <message>
        <location filename="../widgets/budget_bar.py" line="64"/>
        <source>次の段階</source>
        <translation>Next step</translation>
    </message>
</context>
<context>
    <name>ChoicesPage</name>
    <message>
        <location filename="../pages/generic/choices_page.py" line="54"/>
        <source>選択肢はGMがユーザーパックに入力します(まだありません)</source>
        <translation>The GM enters the choices in a user pack (none yet)</translation>
    </message>
    <message>
        <location filename="../pages/generic/choices_page.py" line="58"/>
        <source>(未選択)</source>
        <translation>(none chosen)</translation>
    </message>
    <message>
        <location filename="../pages/generic/choices_page.py" line="87"/>
        <source> (GM確認)</source>
        <translation> (GM approval)</translation>
    </message>
    <message>
        <location filename="../pages/generic/choices_page.py" line="98"/>
        <source>この選択で外れました: %1</source>
        <translation>Dropped by this choice: %1</translation>
    </message>
    <message>
        <location filename="../pages/generic/choices_page.py" line="98"/>
        <source>、</source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../pages/generic/choices_page.py" line="105"/>
        <source>%1だけが選べます</source>
        <translation>Only for %1</translation>
    </message>
    <message>
        <location filename="../pages/generic/choices_page.py" line="125"/>
        <source>GMの設定: %1の読みが既定</source>
        <translation>GM setting: the default reading of %1</translation>
    </message>
    <message>
        <location filename="../pages/generic/choices_page.py" line="126"/>
        <source>GMの設定: %1の読みを切り替え</source>
        <translation>GM setting: the other reading of %1</translation>
    </message>
    <message>
        <location filename="../pages/generic/choices_page.py" line="115"/>
        <source>今の選択では選べません(条件: %1)</source>
        <translation>Not available with the current choices (condition: %1)</translation>
    </message>
    <message>
        <location filename="../pages/generic/choices_page.py" line="117"/>
        <source>%1 のときだけ選べます</source>
        <translation>Only when %1</translation>
    </message>
</context>
<context>
    <name>ComboEditor</name>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="32"/>
        <source>コンボを追加</source>
        <translation>Add combo</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="32"/>
        <source>コンボを削除</source>
        <translation>Remove combo</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="40"/>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="60"/>
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="43"/>
        <source>組みあわせるステータス・スキル・ダイスを増やす宝具や礼装(1つごとに1 FP、L941)</source>
        <translation>The stats, skills and dice-giving Noble Phantasms or Mystic Codes combined (1 FP each, L941)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="48"/>
        <source>使用制限・使用リスク1つごとに −1 FP(最低 1 FP、L945)</source>
        <translation>−1 FP per restriction or risk (at least 1 FP, L945)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="49"/>
        <source>制限・リスク</source>
        <translation>Limits</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="54"/>
        <source>効果詳細(シートのスキルコンボ欄に載ります)</source>
        <translation>Effect details (printed in the sheet&apos;s skill combo section)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="56"/>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="63"/>
        <source>効果詳細</source>
        <translation>Effect details</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="61"/>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="178"/>
        <source>組みあわせ</source>
        <translation>Combined</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="62"/>
        <source>制限・リスクの数</source>
        <translation>Restrictions/risks</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="91"/>
        <source>『%1』</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="102"/>
        <source>(無名)</source>
        <translation>(unnamed)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="143"/>
        <source>FP %1 ・ 使用時MP %2</source>
        <translation>FP %1 · MP per use %2</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="154"/>
        <source>スキルコンボ</source>
        <translation>Skill combo</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="154"/>
        <source>スキルコンボ「%1」</source>
        <translation>Skill combo “%1”</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="158"/>
        <source>スキルコンボを追加</source>
        <translation>Add skill combo</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/combo_editor.py" line="164"/>
        <source>%1を削除</source>
        <translation>Remove %1</translation>
    </message>
</context>
<context>
    <name>Compare</name>
    <message>
        <location filename="../dialogs/compare.py" line="26"/>
        <source>保存版と比較</source>
        <translation>Compare with saved version</translation>
    </message>
    <message>
        <location filename="../dialogs/compare.py" line="28"/>
        <source>ファイルと比較…</source>
        <translation>Compare with file…</translation>
    </message>
    <message>
        <location filename="../dialogs/compare.py" line="35"/>
        <source>比較するファイル</source>
        <translation>File to compare</translation>
    </message>
    <message>
        <location filename="../dialogs/compare.py" line="36"/>
        <source>キャラクター (*.json)</source>
        <translation>Characters (*.json)</translation>
    </message>
    <message>
        <location filename="../dialogs/compare.py" line="42"/>
        <location filename="../dialogs/compare.py" line="73"/>
        <location filename="../dialogs/compare.py" line="78"/>
        <source>比較できません</source>
        <translation>Cannot compare</translation>
    </message>
    <message>
        <location filename="../dialogs/compare.py" line="43"/>
        <source>このキャラクターはまだ保存されていません。保存版と比べるには、先に保存してください。</source>
        <translation>This character has not been saved yet. Save it first to compare with the saved version.</translation>
    </message>
    <message>
        <location filename="../dialogs/compare.py" line="79"/>
        <source>%1 は %2 のキャラクターです。比べられるのは同じシステムのキャラクターだけです。</source>
        <translation>%1 is a %2 character. Only characters of the same system can be compared.</translation>
    </message>
    <message>
        <location filename="../dialogs/compare.py" line="83"/>
        <source>(編集中)</source>
        <translation>(being edited)</translation>
    </message>
    <message>
        <location filename="../dialogs/compare.py" line="98"/>
        <source>比較: %1 → 現在</source>
        <translation>Compare: %1 → now</translation>
    </message>
    <message>
        <location filename="../dialogs/compare.py" line="105"/>
        <source>Markdownでコピー(&amp;M)</source>
        <translation>Copy as &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DiscardGuard</name>
    <message>
        <location filename="../widgets/discard.py" line="18"/>
        <source>未保存の変更</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../widgets/discard.py" line="19"/>
        <source>保存していない変更を破棄しますか?</source>
        <translation>Discard the unsaved changes?</translation>
    </message>
</context>
<context>
    <name>EffectListModel</name>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="252"/>
        <source>追加効果</source>
        <translation>Effect</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="252"/>
        <source>種別</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="252"/>
        <source>枠</source>
        <translation>Slots</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="258"/>
        <source>礼装には付けられません</source>
        <translation>cannot go on a Mystic Code</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="258"/>
        <source>宝具には付けられません</source>
        <translation>cannot go on a Noble Phantasm</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="263"/>
        <source>%1の装備にのみ付けられます</source>
        <translation>only fits %1 items</translation>
    </message>
</context>
<context>
    <name>EntryEditor</name>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="36"/>
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="41"/>
        <source>(未選択)</source>
        <translation>(none chosen)</translation>
    </message>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="45"/>
        <source>種類</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="50"/>
        <source>レベル・ランク</source>
        <translation>Level / rank</translation>
    </message>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="62"/>
        <source>クラス</source>
        <translation>Class</translation>
    </message>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="62"/>
        <source>取得する特技</source>
        <translation>Granted by skill</translation>
    </message>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="62"/>
        <source>取得条件</source>
        <translation>Condition to take it</translation>
    </message>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="58"/>
        <source>コスト: %1</source>
        <translation>Cost: %1</translation>
    </message>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="64"/>
        <source>効果・説明</source>
        <translation>Effect / description</translation>
    </message>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="66"/>
        <source>公開済み(使用して他の参加者が見た)</source>
        <translation>Revealed (used; the other players have seen it)</translation>
    </message>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="68"/>
        <source>公開用の書き出しに載ります。真名を明かす項目(秘匿)は真名が知られるまで載りません。</source>
        <translation>Shown in public exports. An entry that gives the true name away (secret) is not shown until the true name is known.</translation>
    </message>
    <message>
        <location filename="../pages/generic/entry_editor.py" line="71"/>
        <source>この項目を削除</source>
        <translation>Remove this entry</translation>
    </message>
</context>
<context>
    <name>EquipmentPage</name>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="32"/>
        <source>宝具</source>
        <translation>Noble Phantasm</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="33"/>
        <source>礼装</source>
        <translation>Mystic Code</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="34"/>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="193"/>
        <source>通常装備</source>
        <translation>Equipment</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="35"/>
        <source>常備化ポイント</source>
        <translation>Upkeep points</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="46"/>
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="46"/>
        <source>種類</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="46"/>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="94"/>
        <source>ポイント</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="46"/>
        <source>支払い</source>
        <translation>Paid with</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="47"/>
        <source>船</source>
        <translation>Ship</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="51"/>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="55"/>
        <source>通常装備を追加</source>
        <translation>Add equipment</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="78"/>
        <source>装備ポイント</source>
        <translation>Equipment points</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="79"/>
        <source>MP(英霊通常装備)</source>
        <translation>MP (servant gear)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="84"/>
        <source>通常装備を削除</source>
        <translation>Remove equipment</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="94"/>
        <source>使い道</source>
        <translation>Use</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="94"/>
        <source>分野</source>
        <translation>Field</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="94"/>
        <source>スキル</source>
        <translation>Skill</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="95"/>
        <source>回復</source>
        <translation>Restores</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="97"/>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="100"/>
        <source>常備化ポイントの使い道を追加</source>
        <translation>Add an upkeep use</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="117"/>
        <source>魔術、軍事、町内の噂話…</source>
        <translation>magecraft, military, local rumours…</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="135"/>
        <source>使い道を削除</source>
        <translation>Remove use</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/equipment_page.py" line="193"/>
        <source>英霊通常装備(MP)</source>
        <translation>Heroic Spirit equipment (MP)</translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <location filename="../app/exportmenu.py" line="1"/>
        <source>画像なしで書き出します: %1</source>
        <translation>Exporting without the picture: %1</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="32"/>
        <source>テキスト (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="33"/>
        <source>ココフォリア (*.json)</source>
        <translation>CCFOLIA (*.json)</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="34"/>
        <source>ユドナリウム (*.zip)</source>
        <translation>Udonarium (*.zip)</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="39"/>
        <source>書き出し(&amp;E)</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="43"/>
        <source>テキストに書き出し(&amp;T)…</source>
        <translation>Export &amp;text…</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="47"/>
        <source>ココフォリアのファイルに書き出し(&amp;F)…</source>
        <translation>Export a CCFOLIA &amp;file…</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="49"/>
        <source>ユドナリウムに書き出し(&amp;U)…</source>
        <translation>Export for &amp;Udonarium (zip)…</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="51"/>
        <source>Discord用にコピー(Markdown)(&amp;D)</source>
        <translation>Copy for &amp;Discord (Markdown)</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="56"/>
        <source>ユドナリウムに書き出し(公開用)…</source>
        <translation>Export for Udonarium, public (zip)…</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="58"/>
        <source>Discord用にコピー(公開用)</source>
        <translation>Copy for Discord, public</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="93"/>
        <source>書き出し(公開用)</source>
        <translation>Export (public)</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="39"/>
        <source>書き出し</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="101"/>
        <source>書き出せません</source>
        <translation>Cannot export</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="1"/>
        <source>%1 はこのキャラクターのファイルです。別の名前を選んでください。</source>
        <translation>%1 is this character's own file. Choose another name.</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="123"/>
        <source>公開用に書き出しました: %1 (%2)</source>
        <translation>Exported the public form: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="124"/>
        <source>書き出しました: %1 (%2)</source>
        <translation>Exported: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="135"/>
        <source>コピーできません</source>
        <translation>Cannot copy</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="138"/>
        <source>Discord用のテキスト(公開用、%1字)をコピーしました</source>
        <translation>Copied the Discord text (public, %1 characters)</translation>
    </message>
    <message>
        <location filename="../app/exportmenu.py" line="139"/>
        <source>Discord用のテキスト(%1字)をコピーしました</source>
        <translation>Copied the Discord text (%1 characters)</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../app/filedialogs.py" line="72"/>
        <source>上書きの確認</source>
        <extracomment>characters Windows, macOS or Linux refuse in a file name (and control characters)</extracomment>
        <translation>Replace file?</translation>
    </message>
    <message>
        <location filename="../app/filedialogs.py" line="73"/>
        <source>%1 はもうあります。置き換えますか?</source>
        <translation>%1 already exists. Replace it?</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <location filename="../session/models.py" line="106"/>
        <source>種別</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../session/models.py" line="108"/>
        <source>内容</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../session/models.py" line="109"/>
        <source>場所</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../session/models.py" line="109"/>
        <source>ルール</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../session/models.py" line="136"/>
        <source>クリックでルールの本文を表示(%1)</source>
        <translation>Click to read the rule (%1)</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../widgets/findings_panel.py" line="58"/>
        <location filename="../widgets/findings_panel.py" line="171"/>
        <source>承認…</source>
        <translation>Approve…</translation>
    </message>
    <message>
        <location filename="../widgets/findings_panel.py" line="60"/>
        <source>選んだGM確認の指摘を、理由を付けて承認します(今の内容に固定)</source>
        <translation>Approve the selected GM flag with a reason (pinned to what stands there now)</translation>
    </message>
    <message>
        <location filename="../widgets/findings_panel.py" line="62"/>
        <location filename="../widgets/findings_panel.py" line="173"/>
        <source>承認を取り消す</source>
        <translation>Withdraw approval</translation>
    </message>
    <message>
        <location filename="../widgets/findings_panel.py" line="84"/>
        <source>エラー %1 / 警告 %2 / GM確認 %3 / 承認済 %4 / 承認失効 %5</source>
        <translation>errors %1 / warnings %2 / GM checks %3 / approved %4 / lapsed approvals %5</translation>
    </message>
    <message>
        <location filename="../widgets/findings_panel.py" line="129"/>
        <source>GM承認</source>
        <translation>GM approval</translation>
    </message>
    <message>
        <location filename="../widgets/findings_panel.py" line="129"/>
        <source>承認の理由:</source>
        <translation>Reason for the approval:</translation>
    </message>
    <message>
        <location filename="../widgets/findings_panel.py" line="144"/>
        <source>承認できません</source>
        <translation>Cannot approve</translation>
    </message>
    <message>
        <location filename="../widgets/findings_panel.py" line="146"/>
        <source>GM承認: %1</source>
        <translation>GM approval: %1</translation>
    </message>
    <message>
        <location filename="../widgets/findings_panel.py" line="153"/>
        <source>GM承認の取り消し: %1</source>
        <translation>withdraw GM approval: %1</translation>
    </message>
    <message>
        <location filename="../widgets/findings_panel.py" line="176"/>
        <source>ルールの本文を表示</source>
        <translation>Read the rule</translation>
    </message>
</context>
<context>
    <name>ItemEditor</name>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="39"/>
        <source>追加</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="39"/>
        <source>削除</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="47"/>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="136"/>
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="52"/>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="137"/>
        <source>ランク</source>
        <translation>Ranks</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="63"/>
        <source>礼装には使えません</source>
        <translation>not for Mystic Codes</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="73"/>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="140"/>
        <source>装備の細分</source>
        <translation>Gear kind</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="74"/>
        <source>船(嵐の航海者で騎乗)</source>
        <translation>Ship (ridden with Voyager of the Storm)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="76"/>
        <source>船</source>
        <translation>Ship</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="80"/>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="142"/>
        <source>マイナスでランク上昇</source>
        <translation>Rank raised by minus effects</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="82"/>
        <source>マーク</source>
        <translation>marks</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="84"/>
        <source>公開済み(使用した)</source>
        <translation>Revealed (used)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="86"/>
        <source>使用して他の参加者に見られた宝具(L302)。公開用の書き出しに載ります。</source>
        <translation>A Noble Phantasm the other players saw used (L302). Shown in public exports.</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="87"/>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="186"/>
        <source>公開済み</source>
        <translation>revealed</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="91"/>
        <source>説明(逸話、見た目、使い方など。シートに載ります)</source>
        <translation>Description (legend, looks, use; printed on the sheet)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="96"/>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="148"/>
        <source>説明</source>
        <translation>Description</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="108"/>
        <source>追加効果を検索(plus / minus も可)</source>
        <translation>Search effects (or plus / minus)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="118"/>
        <source>効果を付ける →</source>
        <translation>Add effect →</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="123"/>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="364"/>
        <source>効果</source>
        <translation>Effect</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="123"/>
        <source>個数</source>
        <translation>Count</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="123"/>
        <source>内容</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="138"/>
        <source>種類</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="138"/>
        <source>発動</source>
        <translation>Activation</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="138"/>
        <source>対象</source>
        <translation>Target</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="143"/>
        <source>「+」「−」</source>
        <translation>Marks (+/−)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="185"/>
        <source>(無名)</source>
        <translation>(unnamed)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="236"/>
        <source>種類区分が違います</source>
        <translation>Not for this kind</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="247"/>
        <source>消費レベル %1</source>
        <translation>cost %1 levels</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="248"/>
        <source>ダイス %1</source>
        <translation>dice %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="249"/>
        <source>判定値 %1</source>
        <translation>target %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="251"/>
        <source>+枠 %1 / −枠 %2</source>
        <translation>+slots %1 / −slots %2</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="252"/>
        <source>装備ポイント %1</source>
        <translation>equipment points %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="252"/>
        <source>宝具容量 %1</source>
        <translation>NP capacity %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="254"/>
        <source>余りマイナス %1</source>
        <translation>spare minus %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="255"/>
        <source>ダメージ+%1</source>
        <translation>Damage +%1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="255"/>
        <source>防御+%1</source>
        <translation>Armour +%1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="256"/>
        <source>対白兵防御−%1</source>
        <translation>Defence vs melee −%1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="286"/>
        <source>この効果を外す</source>
        <translation>Remove this effect</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="325"/>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="330"/>
        <source>礼装</source>
        <translation>Mystic Code</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="325"/>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="330"/>
        <source>宝具</source>
        <translation>Noble Phantasm</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="330"/>
        <source>%1を追加</source>
        <translation>Add %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="336"/>
        <source>%1を削除</source>
        <translation>Remove %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="358"/>
        <source>効果追加</source>
        <translation>add effect</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/item_editor.py" line="369"/>
        <source>効果削除</source>
        <translation>remove effect</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../app/keys.py" line="32"/>
        <source>次の手順(&amp;N)</source>
        <translation>&amp;Next step</translation>
    </message>
    <message>
        <location filename="../app/keys.py" line="33"/>
        <source>前の手順(&amp;P)</source>
        <translation>&amp;Previous step</translation>
    </message>
</context>
<context>
    <name>KindPage</name>
    <message>
        <location filename="../pages/generic/kind_page.py" line="58"/>
        <source>種別を変えたため外しました: %1</source>
        <translation>Dropped because the kind changed: %1</translation>
    </message>
    <message>
        <location filename="../pages/generic/kind_page.py" line="58"/>
        <source>、</source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../pages/generic/kind_page.py" line="63"/>
        <source>種別の変更</source>
        <translation>Change of kind</translation>
    </message>
    <message>
        <location filename="../pages/generic/kind_page.py" line="64"/>
        <source>この種別では次のものが外れます。変更しますか?</source>
        <translation>This kind cannot keep the following. Change the kind?</translation>
    </message>
</context>
<context>
    <name>LimitsEditor</name>
    <message>
        <location filename="../systems/fate_roll_dice/limits_editor.py" line="26"/>
        <source>使用制限を追加</source>
        <translation>Add restriction</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/limits_editor.py" line="28"/>
        <source>使用リスクを追加</source>
        <translation>Add risk</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/limits_editor.py" line="45"/>
        <source>使用制限</source>
        <translation>Restriction</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/limits_editor.py" line="45"/>
        <source>使用リスク</source>
        <translation>Risk</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/limits_editor.py" line="56"/>
        <source>内容</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/limits_editor.py" line="60"/>
        <source>GMが決める1レベルあたりの減額</source>
        <translation>reduction per level, set by the GM</translation>
    </message>
</context>
<context>
    <name>ListSection</name>
    <message>
        <location filename="../pages/generic/list_page.py" line="46"/>
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="46"/>
        <source>種類</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="46"/>
        <source>レベル</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="47"/>
        <source>コスト</source>
        <translation>Cost</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="47"/>
        <source>由来・説明</source>
        <translation>Source / description</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="62"/>
        <source>カタログから追加</source>
        <translation>Add from catalogue</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="74"/>
        <source>自由記入の名前</source>
        <translation>Name of your own entry</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="76"/>
        <source>追加</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="135"/>
        <source>この種別にはありません</source>
        <translation>Not for this kind</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="137"/>
        <source>カタログはGMがユーザーパックに入力します。今は自由記入で追加します。</source>
        <translation>The GM fills the catalogue in a user pack; until then, add your own entries.</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="151"/>
        <source>選択から: %1</source>
        <translation>From the choice: %1</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="154"/>
        <source>公開済み</source>
        <translation>revealed</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="114"/>
        <source>(説明なし)</source>
        <translation>(no description)</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="114"/>
        <source>一覧の項目を選ぶと、その説明がここに出ます</source>
        <translation>Select an entry in the list to see its description here</translation>
    </message>
    <message>
        <location filename="../pages/generic/list_page.py" line="114"/>
        <source>カタログ</source>
        <translation>Catalogue</translation>
    </message>
</context>
<context>
    <name>MadnessBox</name>
    <message>
        <location filename="../systems/fate_roll_dice/madness_box.py" line="24"/>
        <source>狂化の「+」の使い道</source>
        <translation>Uses of Mad Enhancement&apos;s &quot;+&quot;</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/madness_box.py" line="30"/>
        <source>ステータス</source>
        <translation>Stat</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/madness_box.py" line="30"/>
        <source>上昇順</source>
        <translation>Order raised</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/madness_box.py" line="30"/>
        <source>+2にする</source>
        <translation>+2 here</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/madness_box.py" line="31"/>
        <source>「+」を付ける</source>
        <translation>Add a “+”</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/madness_box.py" line="31"/>
        <location filename="../systems/fate_roll_dice/madness_box.py" line="105"/>
        <source>余りの「+」</source>
        <translation>Left-over &quot;+&quot;</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/madness_box.py" line="69"/>
        <source>狂化の「+」%1個: 1個ごとに、上昇したステータスに「+」1個、上昇順の変更、二つの+1を一つの+2に、のどれか1つ。余りの「+」はAのステータスに付き切らない分の割り振り先です。</source>
        <translation>%1 &quot;+&quot; on Mad Enhancement: each buys one of: a &quot;+&quot; on a raised stat, another order, or +2 on one stat instead of +1 on two. Left-over &quot;+&quot; are those a stat at A cannot hold; place them here.</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/madness_box.py" line="98"/>
        <source>狂化の上昇順</source>
        <translation>Mad Enhancement order</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/madness_box.py" line="105"/>
        <source>狂化の+2</source>
        <translation>Mad Enhancement +2</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/madness_box.py" line="105"/>
        <source>狂化の「+」</source>
        <translation>Mad Enhancement &quot;+&quot;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/mainwindow.py" line="181"/>
        <location filename="../app/startup.py" line="54"/>
        <source>指摘</source>
        <translation>Findings</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="39"/>
        <source>ロスター(&amp;R)…</source>
        <translation>&amp;Roster…</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="33"/>
        <source>ファイル(&amp;F)</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="34"/>
        <source>新規(&amp;N)…</source>
        <translation>&amp;New…</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="35"/>
        <source>開く(&amp;O)…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="36"/>
        <source>陣営表を開く(&amp;D)…</source>
        <translation>Open si&amp;de…</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="37"/>
        <source>新しい聖杯戦争(&amp;W)…</source>
        <translation>New Holy Grail &amp;War…</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="38"/>
        <source>聖杯戦争を開く(&amp;G)…</source>
        <translation>Open Holy &amp;Grail War…</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="42"/>
        <source>最近使ったファイル(&amp;T)</source>
        <translation>Recen&amp;t files</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="45"/>
        <source>保存(&amp;S)</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="46"/>
        <source>名前を付けて保存(&amp;A)…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="48"/>
        <source>PDFに書き出し(&amp;P)…</source>
        <translation>Export &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="49"/>
        <source>ココフォリアにコピー(&amp;C)</source>
        <translation>&amp;Copy for CCFOLIA</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="54"/>
        <source>終了(&amp;X)</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="63"/>
        <source>編集(&amp;E)</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="64"/>
        <source>元に戻す(&amp;U)</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="66"/>
        <source>やり直し(&amp;R)</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="76"/>
        <source>表示(&amp;V)</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../app/menus.py" line="77"/>
        <source>言語(&amp;L)</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="208"/>
        <source>この変更はできません: %1</source>
        <translation>This change cannot be made: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="216"/>
        <location filename="../app/mainwindow.py" line="281"/>
        <source>無名</source>
        <translation>Unnamed</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="268"/>
        <source>開く</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="268"/>
        <source>キャラクター (*.json);;すべて (*)</source>
        <translation>Characters (*.json);;All files (*)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="272"/>
        <source>名前を付けて保存</source>
        <translation>Save As</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="272"/>
        <source>キャラクター (*.json)</source>
        <translation>Characters (*.json)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="280"/>
        <source>未保存の変更</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="281"/>
        <source>「%1」の変更を保存しますか?</source>
        <translation>Save the changes to “%1”?</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="309"/>
        <source>新規作成できません</source>
        <translation>Cannot create the character</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="320"/>
        <source>ユーザーパックを読み込めません</source>
        <translation>Cannot load a user pack</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="351"/>
        <location filename="../app/windows.py" line="134"/>
        <source>ファイルを開けません</source>
        <translation>Cannot open the file</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="374"/>
        <location filename="../app/mainwindow.py" line="378"/>
        <source>保存できません</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="381"/>
        <source>保存しました。ただしバックアップ(.bak)は作れませんでした: %1</source>
        <translation>Saved, but the backup (.bak) could not be written: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="384"/>
        <source>保存しました: %1</source>
        <translation>Saved: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="397"/>
        <source>PDFに書き出せません</source>
        <translation>Cannot export the PDF</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="414"/>
        <source>コピーできません</source>
        <translation>Cannot copy</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="417"/>
        <source>ココフォリア用のデータをクリップボードにコピーしました(ココフォリアの盤面に貼り付け)</source>
        <translation>Copied the CCFOLIA data to the clipboard (paste it on the CCFOLIA board)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="432"/>
        <source>予期しないエラーが起きました。ウィンドウはそのまま使えます。</source>
        <translation>An unexpected error occurred. The window can still be used.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="433"/>
        <source>作業内容は自動保存に残してあります。</source>
        <translation>Your work is kept in the autosave.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="434"/>
        <source>自動保存できませんでした。別名で保存してください。</source>
        <translation>The autosave could not be written. Please save under another name.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="436"/>
        <source>報告: %1</source>
        <translation>Report: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="437"/>
        <source>予期しないエラー</source>
        <translation>Unexpected error</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="440"/>
        <source>自動保存できません: %1</source>
        <translation>Cannot autosave: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="472"/>
        <source>復元できません</source>
        <translation>Cannot restore</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="486"/>
        <source>復元</source>
        <translation>Restore</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.py" line="488"/>
        <source>復元しました(%1 の自動保存)</source>
        <translation>Restored (autosave of %1)</translation>
    </message>
</context>
<context>
    <name>MarksEditor</name>
    <message>
        <location filename="../systems/fate_roll_dice/marks_editor.py" line="34"/>
        <source>「+」を付ける</source>
        <translation>Add a “+”</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/marks_editor.py" line="35"/>
        <source>「−」を付ける</source>
        <translation>Add a “−”</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/marks_editor.py" line="58"/>
        <source>1: HP/MP支払い</source>
        <translation>1: pay HP/MP</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/marks_editor.py" line="59"/>
        <source>2: 条件</source>
        <translation>2: condition</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/marks_editor.py" line="61"/>
        <source>条件・支払い内容</source>
        <translation>condition or payment</translation>
    </message>
</context>
<context>
    <name>NewCharacterDialog</name>
    <message>
        <location filename="../dialogs/common.py" line="20"/>
        <source>新規キャラクター</source>
        <translation>New character</translation>
    </message>
    <message>
        <location filename="../dialogs/common.py" line="33"/>
        <source>システム</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../dialogs/common.py" line="34"/>
        <source>タイプ</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>作成してルールデータを入力…</source>
        <translation>Create and fill in the rule data…</translation>
    </message>
</context>
<context>
    <name>NineDialog</name>
    <message>
        <location filename="../gm/warsetup.py" line="117"/>
        <source>9.悪しき運命: GMの選択 (L84)</source>
        <translation>9 Evil fate: the GM&apos;s choice (L84)</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="126"/>
        <source>選ぶ結果</source>
        <translation>Result chosen</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="134"/>
        <source>その結果%1</source>
        <translation>Its result %1</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="142"/>
        <source>6、7、8、EXも選べます。6・7・8を選ぶと、その回数分の結果をGMが決めます。</source>
        <translation>6, 7, 8 and EX may be chosen too. A chosen 6, 7 or 8 lets the GM name that many results.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <location filename="../pages/base.py" line="64"/>
        <source>この変更は受け付けられません: %1 %2</source>
        <translation>This change is not accepted: %1 %2</translation>
    </message>
</context>
<context>
    <name>PartyBox</name>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="27"/>
        <source>相手のキャラクターファイル(このファイルからの相対パス)</source>
        <translation>the partner&apos;s character file (a path relative to this file)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="28"/>
        <location filename="../systems/fate_roll_dice/party_box.py" line="92"/>
        <source>陣営の相手</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="33"/>
        <source>単独召喚</source>
        <translation>Solo summoning</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="33"/>
        <source>触媒召喚</source>
        <translation>Catalyst summoning</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="33"/>
        <source>家伝触媒召喚</source>
        <translation>Family-catalyst summoning</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="34"/>
        <source>継戦</source>
        <translation>Carry-over</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="40"/>
        <source>相手のファイルから</source>
        <translation>from the partner&apos;s file</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="44"/>
        <location filename="../systems/fate_roll_dice/party_box.py" line="54"/>
        <location filename="../systems/fate_roll_dice/party_box.py" line="115"/>
        <source>常備化ポイント</source>
        <translation>Upkeep points</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="45"/>
        <source>伝承保菌者の宝具</source>
        <translation>A Noble Phantasm from Gods Holder</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="50"/>
        <source>触媒を兼ねる礼装の名前</source>
        <translation>name of the mystic code that is the catalyst</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="54"/>
        <source>装備ポイント</source>
        <translation>Equipment points</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="55"/>
        <source>HP・MP常時消費</source>
        <translation>HP/MP held (always-on)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="65"/>
        <source>運命遭遇召喚</source>
        <translation>Fated-encounter summoning</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="68"/>
        <location filename="../systems/fate_roll_dice/party_box.py" line="107"/>
        <source>召喚</source>
        <translation>Summoning</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="70"/>
        <source>召喚方法</source>
        <translation>Summoning</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="71"/>
        <source>サーヴァントのランクレベル</source>
        <translation>Servant&apos;s rank level</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="72"/>
        <source>家伝触媒</source>
        <translation>Family catalyst</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="73"/>
        <source>礼装を兼ねる</source>
        <translation>Also a mystic code</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="74"/>
        <source>継戦の支払い</source>
        <translation>Carry-over paid with</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="75"/>
        <source>常時消費HP</source>
        <translation>HP held (always-on)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="76"/>
        <source>常時消費MP</source>
        <translation>MP held (always-on)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="81"/>
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="81"/>
        <source>取得方法</source>
        <translation>Acquired with</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="81"/>
        <source>ランクレベル</source>
        <translation>Rank level</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="82"/>
        <source>礼装・宝具</source>
        <translation>Mystic code / Noble Phantasm</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="83"/>
        <location filename="../systems/fate_roll_dice/party_box.py" line="85"/>
        <source>トループを追加</source>
        <translation>Add troop</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="87"/>
        <location filename="../systems/fate_roll_dice/party_box.py" line="110"/>
        <source>トループ</source>
        <translation>Troop</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="115"/>
        <source>財産ポイント</source>
        <translation>Wealth points</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="115"/>
        <source>魔術</source>
        <translation>Magecraft</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="115"/>
        <source>礼装</source>
        <translation>Mystic Code</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="115"/>
        <source>宝具</source>
        <translation>Noble Phantasm</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/party_box.py" line="131"/>
        <source>トループを削除</source>
        <translation>Remove troop</translation>
    </message>
</context>
<context>
    <name>PdfExport</name>
    <message>
        <location filename="../dialogs/pdfexport.py" line="39"/>
        <source>キャラクターシート</source>
        <translation>Character sheet</translation>
    </message>
    <message>
        <location filename="../dialogs/pdfexport.py" line="39"/>
        <source>全項目(スキル本文・ランクの義務つき)</source>
        <translation>Full (with skill texts and rank duties)</translation>
    </message>
    <message>
        <location filename="../dialogs/pdfexport.py" line="40"/>
        <source>GMコンパクト</source>
        <translation>GM compact</translation>
    </message>
    <message>
        <location filename="../dialogs/pdfexport.py" line="60"/>
        <source>PDFに書き出し</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <location filename="../dialogs/pdfexport.py" line="72"/>
        <source>PDFに書き出せません</source>
        <translation>Cannot export the PDF</translation>
    </message>
    <message>
        <location filename="../dialogs/pdfexport.py" line="74"/>
        <source>%1 はこのキャラクターのファイルです。別の名前を選んでください。</source>
        <translation>%1 is this character&apos;s own file. Choose another name.</translation>
    </message>
    <message>
        <location filename="../dialogs/pdfexport.py" line="93"/>
        <source>PDFを書き出しました: %1 (%2)</source>
        <translation>PDF written: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../dialogs/pdfexport.py" line="99"/>
        <source>PDFを書き出しました</source>
        <translation>PDF written</translation>
    </message>
    <message>
        <location filename="../dialogs/pdfexport.py" line="100"/>
        <source>%1 を書き出しました。開きますか?</source>
        <translation>%1 has been written. Open it?</translation>
    </message>
    <message>
        <location filename="../dialogs/pdfexport.py" line="106"/>
        <source>PDFを開けませんでした: %1</source>
        <translation>Could not open the PDF: %1</translation>
    </message>
</context>
<context>
    <name>PictureBox</name>
    <message>
        <location filename="../widgets/picturebox.py" line="1"/>
        <source>画像を選ぶ…</source>
        <translation>Choose a picture…</translation>
    </message>
    <message>
        <location filename="../widgets/picturebox.py" line="1"/>
        <source>外す</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../widgets/picturebox.py" line="1"/>
        <source>キャラクターの画像</source>
        <translation>The character's picture</translation>
    </message>
    <message>
        <location filename="../widgets/picturebox.py" line="1"/>
        <source>画像 (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Pictures (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../widgets/picturebox.py" line="1"/>
        <source>先にキャラクターを保存してください(画像はキャラクターのファイルからの相対パスで記録します)</source>
        <translation>Save the character first (the picture is kept as a path relative to the character's file)</translation>
    </message>
    <message>
        <location filename="../widgets/picturebox.py" line="1"/>
        <source>画像なし</source>
        <translation>No picture</translation>
    </message>
    <message>
        <location filename="../widgets/picturebox.py" line="1"/>
        <source>表示できません</source>
        <translation>Cannot show it</translation>
    </message>
</context>
<context>
    <name>PlaceModel</name>
    <message>
        <location filename="../dialogs/ruledatamodel.py" line="54"/>
        <source>整数</source>
        <translation>integer</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatamodel.py" line="54"/>
        <source>選択</source>
        <translation>choice</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatamodel.py" line="54"/>
        <source>文字</source>
        <translation>text</translation>
    </message>
</context>
<context>
    <name>PlaceholderPage</name>
    <message>
        <location filename="../pages/base.py" line="80"/>
        <source>この手順(%1)はまだ画面がありません</source>
        <translation>This step (%1) has no page yet</translation>
    </message>
</context>
<context>
    <name>ProfilePage</name>
    <message>
        <location filename="../pages/generic/profile_page.py" line="61"/>
        <location filename="../systems/fate_roll_dice/profile_page.py" line="44"/>
        <source>画像</source>
        <translation>Picture</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="33"/>
        <location filename="../systems/fate_roll_dice/profile_page.py" line="26"/>
        <location filename="../systems/fate_roll_dice/profile_page.py" line="34"/>
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="33"/>
        <location filename="../systems/fate_roll_dice/profile_page.py" line="30"/>
        <location filename="../systems/fate_roll_dice/profile_page.py" line="35"/>
        <source>プレイヤー</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/profile_page.py" line="31"/>
        <location filename="../systems/fate_roll_dice/profile_page.py" line="33"/>
        <source>NPC</source>
        <translation>NPC</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/profile_page.py" line="40"/>
        <source>真名公開</source>
        <translation>True name known</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="83"/>
        <location filename="../systems/fate_roll_dice/profile_page.py" line="53"/>
        <location filename="../systems/fate_roll_dice/profile_page.py" line="54"/>
        <source>メモ</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="34"/>
        <source>キャンペーン</source>
        <translation>Campaign</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="44"/>
        <source>選ぶ…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="47"/>
        <source>外す</source>
        <translation>Clear</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="54"/>
        <source>相棒(陣営のマスター/サーヴァント)</source>
        <translation>Partner (the faction&apos;s Master / Servant)</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="63"/>
        <source>プロフィール</source>
        <translation>Profile</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="64"/>
        <location filename="../systems/fate_roll_dice/profile_page.py" line="38"/>
        <source>真名が知られている(公開用の書き出しに全データを載せる)</source>
        <translation>True name known (public exports show all data)</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="71"/>
        <source>項目名(例: 真名)</source>
        <translation>Field name (e.g. true name)</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="72"/>
        <source>項目を追加</source>
        <translation>Add field</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="117"/>
        <source>相棒のファイル</source>
        <translation>Partner&apos;s file</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="118"/>
        <source>キャラクター (*.json);;すべて (*)</source>
        <translation>Characters (*.json);;All files (*)</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="163"/>
        <source>相棒: %1(%2) %3</source>
        <translation>Partner: %1 (%2) %3</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="163"/>
        <source>無名</source>
        <translation>Unnamed</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="166"/>
        <source>相棒を読めません%1</source>
        <translation>Cannot read the partner%1</translation>
    </message>
    <message>
        <location filename="../pages/generic/profile_page.py" line="167"/>
        <source>相棒は未設定です</source>
        <translation>No partner set</translation>
    </message>
</context>
<context>
    <name>PublicExport</name>
    <message>
        <location filename="../dialogs/publicexport.py" line="24"/>
        <source>テキスト (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <location filename="../dialogs/publicexport.py" line="25"/>
        <source>ココフォリア (*.json)</source>
        <translation>CCFOLIA (*.json)</translation>
    </message>
    <message>
        <location filename="../dialogs/publicexport.py" line="29"/>
        <source>公開用に書き出す…</source>
        <translation>Export public…</translation>
    </message>
    <message>
        <location filename="../dialogs/publicexport.py" line="31"/>
        <source>ココフォリアにコピー(公開用)</source>
        <translation>Copy public CCFOLIA piece</translation>
    </message>
    <message>
        <location filename="../dialogs/publicexport.py" line="38"/>
        <source>公開用に書き出す</source>
        <translation>Export public</translation>
    </message>
    <message>
        <location filename="../dialogs/publicexport.py" line="78"/>
        <source>公開用に書き出せません</source>
        <translation>Cannot export the public form</translation>
    </message>
    <message>
        <location filename="../dialogs/publicexport.py" line="80"/>
        <source>%1 はこのキャラクターのファイルです。別の名前を選んでください。</source>
        <translation>%1 is this character&apos;s own file. Choose another name.</translation>
    </message>
    <message>
        <location filename="../dialogs/publicexport.py" line="91"/>
        <source>公開用に書き出しました: %1</source>
        <translation>Public form written: %1</translation>
    </message>
    <message>
        <location filename="../dialogs/publicexport.py" line="101"/>
        <source>コピーできません</source>
        <translation>Cannot copy</translation>
    </message>
    <message>
        <location filename="../dialogs/publicexport.py" line="104"/>
        <source>公開用のコマをコピーしました</source>
        <translation>Public piece copied</translation>
    </message>
</context>
<context>
    <name>RankListModel</name>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="209"/>
        <source>ランクは%1個までです</source>
        <translation>at most %1 ranks</translation>
    </message>
</context>
<context>
    <name>RanksPage</name>
    <message>
        <location filename="../systems/fate_roll_dice/ranks_page.py" line="37"/>
        <source>ランクを検索</source>
        <translation>Search ranks</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/ranks_page.py" line="79"/>
        <source>%1 / %2 個  ランクレベル %3  FP %4</source>
        <translation>%1 / %2 ranks  rank level %3  FP %4</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/ranks_page.py" line="92"/>
        <source>ランクを選んでください</source>
        <translation>Choose a rank</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/ranks_page.py" line="107"/>
        <source>義務・制限</source>
        <translation>Duties and limits</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/ranks_page.py" line="159"/>
        <source>ランク追加: %1</source>
        <translation>Add rank: %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/ranks_page.py" line="163"/>
        <source>ランク削除: %1</source>
        <translation>Remove rank: %1</translation>
    </message>
</context>
<context>
    <name>ReadingsDialog</name>
    <message>
        <location filename="../dialogs/readings.py" line="49"/>
        <source>解釈(読み方)の切り替え</source>
        <translation>Readings</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="52"/>
        <source>%1: 本文があいまいで数値が変わる箇所の読み方です。「推奨」はダイジェストの推奨する読み方(本文が別に定める箇所は本文の読み方)。保存するとユーザーパックに書き込み、開いているキャラクターを再計算します。行番号をクリックするとルールの本文を表示します。</source>
        <translation>%1: how the places where the rulebook is ambiguous and the numbers change are read. &quot;Recommended&quot; is the digest&apos;s recommended reading (the rulebook&apos;s, where it says otherwise). Save writes your choice into your user pack and re-checks the open character. Click a line number to read the rule.</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="57"/>
        <source>セーフモード中: 保存したユーザーパックは次に通常起動したときに使われます。</source>
        <translation>Safe mode: the user pack you save is used from the next normal start.</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="67"/>
        <source>解釈</source>
        <translation>Reading</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="67"/>
        <source>行</source>
        <translation>Line</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="67"/>
        <source>推奨</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="67"/>
        <source>値</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="86"/>
        <source>既定に戻す</source>
        <translation>Restore defaults</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="87"/>
        <source>保存</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="88"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="113"/>
        <source>ユーザーパックに使えない内容があり、そのファイルは読み込まれていません:</source>
        <translation>A user pack has content that cannot be used; that file is not loaded:</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="135"/>
        <source>(推奨)</source>
        <translation>(recommended)</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="149"/>
        <source>はい</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="149"/>
        <source>いいえ</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="182"/>
        <source>推奨と違う読み方です。</source>
        <translation>Not the recommended reading.</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="184"/>
        <source>設定元: %1</source>
        <translation>Set in: %1</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="190"/>
        <source>未保存の変更があります。</source>
        <translation>There are unsaved changes.</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="216"/>
        <location filename="../dialogs/readings.py" line="219"/>
        <source>保存できません</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <location filename="../dialogs/readings.py" line="224"/>
        <source>保存しました: %1</source>
        <translation>Saved: %1</translation>
    </message>
</context>
<context>
    <name>Recent</name>
    <message>
        <location filename="../app/recent.py" line="57"/>
        <source>(なし)</source>
        <translation>(none)</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../dialogs/common.py" line="67"/>
        <source>無名</source>
        <translation>Unnamed</translation>
    </message>
    <message>
        <location filename="../dialogs/common.py" line="70"/>
        <location filename="../dialogs/common.py" line="76"/>
        <source>復元</source>
        <translation>Restore</translation>
    </message>
    <message>
        <location filename="../dialogs/common.py" line="72"/>
        <source>前回、保存されずに終了した「%1」の自動保存があります(%2)。復元しますか?</source>
        <translation>There is an autosave of “%1” from a session that ended without saving (%2). Restore it?</translation>
    </message>
    <message>
        <location filename="../dialogs/common.py" line="77"/>
        <source>破棄</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../dialogs/common.py" line="78"/>
        <source>後で</source>
        <translation>Later</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <location filename="../gm/roster.py" line="54"/>
        <source>ロスターのフォルダを選ぶ</source>
        <translation>Choose the roster&apos;s folder</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <location filename="../gm/rostermodel.py" line="58"/>
        <source>ファイル</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="58"/>
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="58"/>
        <source>システム</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="58"/>
        <source>タイプ</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="58"/>
        <source>レベル</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="61"/>
        <source>エラー</source>
        <translation>Errors</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="61"/>
        <source>GM確認</source>
        <translation>GM flags</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="61"/>
        <source>警告</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="61"/>
        <source>失効承認</source>
        <translation>Lapsed approvals</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="109"/>
        <source>%1 (%2): 合計/使用/残り。並べ替えは残りの順</source>
        <translation>%1 (%2): total/spent/remaining; sorts by what remains</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="165"/>
        <source>合計 %1 / 使用 %2 / 残り %3</source>
        <translation>total %1 / spent %2 / remaining %3</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="180"/>
        <source>無名</source>
        <translation>Unnamed</translation>
    </message>
    <message>
        <location filename="../gm/rostermodel.py" line="211"/>
        <source>(読めません) %1</source>
        <translation>(unreadable) %1</translation>
    </message>
</context>
<context>
    <name>RosterWindow</name>
    <message>
        <location filename="../gm/roster.py" line="135"/>
        <source>ロスター — %1</source>
        <translation>Roster — %1</translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="154"/>
        <source>絞り込み(&amp;F):</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="158"/>
        <source>ファイル・名前・システム・タイプの一部</source>
        <translation>part of a file, name, system or type</translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="162"/>
        <source>すべての文字列の列</source>
        <translation>All text columns</translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="163"/>
        <source>ファイル</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="163"/>
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="163"/>
        <source>システム</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="163"/>
        <source>タイプ</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="205"/>
        <source>ダブルクリックまたはEnterでそのキャラクターを開きます。列見出しのクリックで並べ替えます。フォルダの変更は自動で反映されます。</source>
        <translation>Double-click or press Enter to open that character. Click a column header to sort. Changes in the folder show up by themselves.</translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="325"/>
        <source>読み込み中 %1/%2 — </source>
        <translation>Loading %1/%2 — </translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="327"/>
        <source>フォルダが見つかりません: %1</source>
        <translation>Folder not found: %1</translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="329"/>
        <source>読み込めないユーザーパックを除外しました:</source>
        <translation>User packs that could not be read were set aside:</translation>
    </message>
    <message>
        <location filename="../gm/roster.py" line="350"/>
        <source>開けません</source>
        <translation>Cannot open</translation>
    </message>
</context>
<context>
    <name>RuleData</name>
    <message>
        <location filename="../dialogs/ruledata.py" line="303"/>
        <source>ユーザーパックを読み込めません</source>
        <translation>Cannot load a user pack</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="308"/>
        <source>ユーザーパックの読み込み</source>
        <translation>Import a user pack</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="309"/>
        <source>%1 を %2 のユーザーパックとして読み込みますか?</source>
        <translation>Import %1 as a user pack for %2?</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="323"/>
        <location filename="../dialogs/ruledata.py" line="330"/>
        <source>読み込めません</source>
        <translation>Cannot import</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatamenu.py" line="81"/>
        <source>ツール(&amp;T)</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatamenu.py" line="82"/>
        <source>ルールデータ編集…</source>
        <translation>Rule data…</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatamenu.py" line="84"/>
        <source>解釈(読み方)の切り替え…</source>
        <translation>Readings…</translation>
    </message>
</context>
<context>
    <name>RuleDataDialog</name>
    <message>
        <location filename="../dialogs/ruledata.py" line="49"/>
        <source>ルールデータ編集</source>
        <translation>Rule data</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="67"/>
        <source>行を追加</source>
        <translation>Add row</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="68"/>
        <source>行を削除</source>
        <translation>Remove row</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="69"/>
        <source>上へ</source>
        <translation>Up</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="70"/>
        <source>下へ</source>
        <translation>Down</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="71"/>
        <source>読み込み…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="72"/>
        <source>保存</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="73"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="88"/>
        <source>%1: 本文にない表や一覧をGMが入力します。保存するとユーザーパックに書き込み、開いているキャラクターを再計算します。</source>
        <translation>%1: the GM enters the tables and lists the rulebook leaves out. Saving writes them to your user pack and re-checks the open character.</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="91"/>
        <source>セーフモード中: 保存したユーザーパックは次に通常起動したときに使われます。</source>
        <translation>Safe mode: the user pack you save is used from the next normal start.</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="120"/>
        <source>このシステムにはGMが入力する場所はありません。</source>
        <translation>This system has nothing for a GM to enter.</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="126"/>
        <source>選択肢</source>
        <translation>choices</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="126"/>
        <source>一覧</source>
        <translation>list</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="126"/>
        <source>表</source>
        <translation>table</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="129"/>
        <source>%1 [%2・%3行]</source>
        <translation>%1 [%2, %3 rows]</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="155"/>
        <source>現在の内容: %1</source>
        <translation>Current content: %1</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="210"/>
        <source>未保存の変更があります。</source>
        <translation>There are unsaved changes.</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="218"/>
        <source> %1行目</source>
        <translation> row %1</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="237"/>
        <location filename="../dialogs/ruledata.py" line="240"/>
        <source>保存できません</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="243"/>
        <source>保存しました: %1</source>
        <translation>Saved: %1</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="261"/>
        <source>ユーザーパックを読み込む</source>
        <translation>Import a user pack</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledata.py" line="261"/>
        <source>ユーザーパック (*.json)</source>
        <translation>User packs (*.json)</translation>
    </message>
</context>
<context>
    <name>RuleTextDialog</name>
    <message>
        <location filename="../dialogs/ruletext_view.py" line="23"/>
        <source>ルールの本文</source>
        <translation>Rule text</translation>
    </message>
    <message>
        <location filename="../dialogs/ruletext_view.py" line="37"/>
        <source>このルールの本文はパックにありません。</source>
        <translation>The pack holds no text for this rule.</translation>
    </message>
    <message>
        <location filename="../dialogs/ruletext_view.py" line="38"/>
        <source>ルールブックの本文</source>
        <translation>The rulebook&apos;s words</translation>
    </message>
</context>
<context>
    <name>ScaleStatsPage</name>
    <message>
        <location filename="../pages/generic/stats_page.py" line="47"/>
        <source>能力値</source>
        <translation>Stat</translation>
    </message>
    <message>
        <location filename="../pages/generic/stats_page.py" line="47"/>
        <source>選択</source>
        <translation>Chosen</translation>
    </message>
    <message>
        <location filename="../pages/generic/stats_page.py" line="47"/>
        <source>基本</source>
        <translation>Base</translation>
    </message>
    <message>
        <location filename="../pages/generic/stats_page.py" line="47"/>
        <source>補正</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../pages/generic/stats_page.py" line="47"/>
        <source>最終</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../pages/generic/stats_page.py" line="47"/>
        <source>コスト</source>
        <translation>Cost</translation>
    </message>
    <message>
        <location filename="../pages/generic/stats_page.py" line="55"/>
        <source>ダイス</source>
        <translation>Dice</translation>
    </message>
    <message>
        <location filename="../pages/generic/stats_page.py" line="98"/>
        <source>振る</source>
        <translation>Roll</translation>
    </message>
    <message>
        <location filename="../pages/generic/stats_page.py" line="150"/>
        <source>合計 %1 / 使用 %2 / 残り</source>
        <translation>total %1 / spent %2 / left</translation>
    </message>
    <message>
        <location filename="../pages/generic/stats_page.py" line="183"/>
        <source>%1 を振って入力します</source>
        <translation>Roll %1 and enter the result</translation>
    </message>
    <message>
        <location filename="../pages/generic/stats_page.py" line="184"/>
        <source>ダイスが決まっていません</source>
        <translation>No die is set</translation>
    </message>
</context>
<context>
    <name>SheetPage</name>
    <message>
        <location filename="../systems/fate_roll_dice/sheet_page.py" line="37"/>
        <source>無名</source>
        <translation>Unnamed</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/sheet_page.py" line="40"/>
        <source>ランク</source>
        <translation>Ranks</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/sheet_page.py" line="41"/>
        <source>性格属性</source>
        <translation>Alignment</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/sheet_page.py" line="52"/>
        <source>スキル</source>
        <translation>Skills</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/sheet_page.py" line="61"/>
        <source>宝具・礼装</source>
        <translation>Noble Phantasms and Mystic Codes</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/sheet_page.py" line="70"/>
        <source>指摘</source>
        <translation>Findings</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/sheet_page.py" line="75"/>
        <source>FPの内訳</source>
        <translation>FP ledger</translation>
    </message>
</context>
<context>
    <name>SideWindow</name>
    <message>
        <location filename="../gm/sidewindow.py" line="40"/>
        <source>陣営表を開く</source>
        <translation>Open side</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="41"/>
        <source>陣営 (*.json);;すべて (*)</source>
        <translation>Side (*.json);;All (*)</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="71"/>
        <source>再読み込み</source>
        <translation>Reload</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="94"/>
        <source>ダブルクリックでそのキャラクターを開きます。列見出しのクリックで並べ替えます。</source>
        <translation>Double-click to open that character. Click a column heading to sort.</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="104"/>
        <source>陣営表を開けません</source>
        <translation>Cannot open the side</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="107"/>
        <source>陣営表</source>
        <translation>Side table</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="109"/>
        <source>%1組</source>
        <translation>%1 pairs</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="141"/>
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="141"/>
        <source>エラー</source>
        <translation>Errors</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="178"/>
        <source>(空き)</source>
        <translation>(empty)</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="178"/>
        <source>(ファイルがありません)</source>
        <translation>(missing file)</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="179"/>
        <source>(読めません)</source>
        <translation>(unreadable)</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="179"/>
        <source>(拒否: 陣営のフォルダの外)</source>
        <translation>(refused: outside the side&apos;s folder)</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="187"/>
        <source>無名</source>
        <translation>Unnamed</translation>
    </message>
    <message>
        <location filename="../gm/sidewindow.py" line="218"/>
        <source>開けません</source>
        <translation>Cannot open</translation>
    </message>
</context>
<context>
    <name>SkillInfo</name>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="51"/>
        <source>1レベルごとに%1 FP</source>
        <translation>%1 FP per level</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="54"/>
        <source>レベルごとにFPが変わります(そのレベルを取る分): %1 FP</source>
        <translation>the FP depends on the level (the price of taking that level): %1 FP</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="57"/>
        <source>投入したFPだけを記録します(マイナスも可)</source>
        <translation>only the FP put in is recorded (may be negative)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="60"/>
        <source>FP/LvはGMが決めます</source>
        <translation>the GM sets the FP per level</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="63"/>
        <source>選んだ系統</source>
        <translation>the systems chosen</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="65"/>
        <source>選んだオプション</source>
        <translation>the options chosen</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="66"/>
        <source>FP/Lv = %1 + %2のFPの合計</source>
        <translation>FP/Lv = %1 + the FP of %2</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="72"/>
        <source>。%1つ以上選びます</source>
        <translation>; choose at least %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="79"/>
        <source>最低 %1</source>
        <translation>at least %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="81"/>
        <source>最高 %1</source>
        <translation>at most %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="82"/>
        <source>、</source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="88"/>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="105"/>
        <source>GMが決める</source>
        <translation>set by the GM</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="106"/>
        <source>。今: %1</source>
        <translation>. Now: %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="113"/>
        <source>最大</source>
        <translation>max</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skill_info.py" line="114"/>
        <source>取得に必要なFP(累計)</source>
        <translation>FP to take it at each level (total)</translation>
    </message>
</context>
<context>
    <name>SkillListModel</name>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="74"/>
        <source>スキル</source>
        <translation>Skills</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="74"/>
        <source>分類</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="74"/>
        <source>FP/Lv</source>
        <translation>FP/Lv</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="74"/>
        <source>最大</source>
        <translation>Max</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/models.py" line="81"/>
        <source>%1専用です</source>
        <translation>%1 only</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="47"/>
        <source>取得スキル</source>
        <translation>Skills held</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="48"/>
        <source>スキルコンボ</source>
        <translation>Skill combos</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="73"/>
        <source>スキル名で検索</source>
        <translation>Search skills</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="77"/>
        <source>全分類</source>
        <translation>All categories</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="86"/>
        <source>全FP</source>
        <translation>Any FP</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="87"/>
        <source>マイナス</source>
        <translation>Minus</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="87"/>
        <source>GM裁定</source>
        <translation>GM-priced</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="90"/>
        <source>取得可能のみ</source>
        <translation>Allowed only</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="93"/>
        <source>今のFPで取れるもの</source>
        <translation>Affordable now</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="106"/>
        <source>スキルを追加 →</source>
        <translation>Add skill →</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="128"/>
        <source>スキルを外す</source>
        <translation>Remove skill</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="139"/>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="180"/>
        <source>○○</source>
        <translation>Choice (○○)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="147"/>
        <source>未設定</source>
        <translation>not set</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="150"/>
        <source>GM価格</source>
        <translation>GM price</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="154"/>
        <source>投入FP</source>
        <translation>FP invested</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="159"/>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="188"/>
        <source>相手に及ぶLv</source>
        <translation>Levels reaching the partner</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="161"/>
        <source>マーク</source>
        <translation>marks</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="163"/>
        <source>使用制限・リスク</source>
        <translation>restrictions and risks</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="164"/>
        <source>公開済み(判定に使用した)</source>
        <translation>Revealed (used in a check)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="166"/>
        <source>使用して他の参加者に見られたスキル(L302)。公開用の書き出しに載ります。</source>
        <translation>A skill the other players saw used (L302). Shown in public exports.</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="167"/>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="214"/>
        <source>公開済み</source>
        <translation>revealed</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="171"/>
        <source>効果詳細・演出など(シートのスキル欄に載ります)</source>
        <translation>Effect details, flavour (printed in the sheet&apos;s skill section)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="176"/>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="192"/>
        <source>効果詳細</source>
        <translation>Effect details</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="179"/>
        <source>レベル</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="184"/>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="340"/>
        <source>オプション</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="186"/>
        <source>GM価格 FP/Lv</source>
        <translation>GM price FP/Lv</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="187"/>
        <source>「??」の投入FP</source>
        <translation>FP invested in “??”</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="189"/>
        <source>「+」「−」</source>
        <translation>Marks (+/−)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="190"/>
        <source>制限・リスク</source>
        <translation>Limits</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="248"/>
        <source>最大レベルは%1です</source>
        <translation>the maximum level is %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="282"/>
        <source>GMの許可が必要です</source>
        <translation>needs the GM&apos;s approval</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="307"/>
        <source>スキル追加: %1</source>
        <translation>Add skill: %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/skills_page.py" line="317"/>
        <source>スキル削除: %1</source>
        <translation>Remove skill: %1</translation>
    </message>
    <message>
        <source>一覧のスキルを選ぶと、ここに説明とレベルごとのFPが出ます。</source>
        <translation>Choose a skill in the list: its description and the FP of each level show here.</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <location filename="../systems/fate_roll_dice/stats_page.py" line="26"/>
        <source>ステータス</source>
        <translation>Stat</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/stats_page.py" line="26"/>
        <source>基本</source>
        <translation>Base</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/stats_page.py" line="26"/>
        <source>レベル</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/stats_page.py" line="26"/>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/stats_page.py" line="26"/>
        <source>判定</source>
        <translation>Roll</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/stats_page.py" line="27"/>
        <source>「+」「−」と条件</source>
        <translation>Marks (+/−) and conditions</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/stats_page.py" line="62"/>
        <source>%1の下限は%2です</source>
        <translation>the lowest %1 may go is %2</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/stats_page.py" line="97"/>
        <source>返却 %1</source>
        <translation>refund %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/stats_page.py" line="103"/>
        <source>幸運振り直し %1</source>
        <translation>luck rerolls %1</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/stats_page.py" line="119"/>
        <source>マーク</source>
        <translation>marks</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../pages/generic/summary_page.py" line="71"/>
        <source>能力値</source>
        <translation>Stat</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="71"/>
        <source>基本</source>
        <translation>Base</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="71"/>
        <source>補正</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="71"/>
        <source>最終</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="72"/>
        <source>ポイント</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="72"/>
        <source>合計</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="72"/>
        <source>使用</source>
        <translation>Spent</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="72"/>
        <source>残り</source>
        <translation>Left</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="73"/>
        <source>名前</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="73"/>
        <source>種類</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="73"/>
        <source>レベル</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="73"/>
        <source>コスト</source>
        <translation>Cost</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="73"/>
        <source>効果・説明</source>
        <translation>Effect / description</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="75"/>
        <source>無名</source>
        <translation>Unnamed</translation>
    </message>
    <message>
        <location filename="../pages/generic/summary_page.py" line="78"/>
        <source>プレイヤー</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>ルールデータを入力…</source>
        <translation>Fill in the rule data…</translation>
    </message>
</context>
<context>
    <name>SummonDialog</name>
    <message>
        <location filename="../gm/warsetup.py" line="49"/>
        <source>サーヴァント召喚 (L94–154)</source>
        <translation>Summoning (L94–154)</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="54"/>
        <source>クラス</source>
        <translation>Class</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="54"/>
        <source>マスター</source>
        <translation>Master</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="54"/>
        <source>召喚方法</source>
        <translation>Method</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="55"/>
        <source>卓で振った達成値</source>
        <translation>Total rolled at the table</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="55"/>
        <source>希望クラス</source>
        <translation>Class wished for</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="56"/>
        <source>組%1</source>
        <translation>Pair %1</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="70"/>
        <source>(マスターのファイルのまま)</source>
        <translation>(as in the Master&apos;s file)</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="78"/>
        <source>アプリが振る</source>
        <translation>rolled by the app</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="83"/>
        <source>(サーヴァントのまま)</source>
        <translation>(as its Servant)</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="93"/>
        <source>召喚する</source>
        <translation>Summon</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="97"/>
        <source>順番: 継戦、単独召喚・家伝触媒召喚(達成値順)、触媒召喚(達成値順)。同値は幸運の対抗判定(L111–113)。クラスは早い者勝ち(L104)。</source>
        <translation>Order: carry-over, then solo and family catalyst (by total), then catalyst (by total). Equal totals: a luck contest (L111–113). Classes: first come, first served (L104).</translation>
    </message>
</context>
<context>
    <name>TroopLevelBox</name>
    <message>
        <location filename="../systems/fate_roll_dice/troop_level_box.py" line="18"/>
        <location filename="../systems/fate_roll_dice/troop_level_box.py" line="42"/>
        <source>トループのランクレベル</source>
        <translation>Troop rank level</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/troop_level_box.py" line="23"/>
        <source>トループはランクを持たず、ランクレベルを数字で書きます。各ステータスは1+ランクレベル÷2(切り上げ)レベルから始まり、ランクレベル2・4・6ではランクレベル+6 FPを得ます。</source>
        <translation>A troop has no ranks: its rank level is written as a number. Every stat starts at 1 + rank level ÷ 2 (rounded up) levels, and rank levels 2, 4 and 6 bring rank level + 6 FP.</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/troop_level_box.py" line="28"/>
        <source>ランクレベル</source>
        <translation>Rank level</translation>
    </message>
</context>
<context>
    <name>TypePage</name>
    <message>
        <location filename="../systems/fate_roll_dice/type_page.py" line="40"/>
        <source>システム</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/type_page.py" line="41"/>
        <location filename="../systems/fate_roll_dice/type_page.py" line="88"/>
        <source>タイプ</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/type_page.py" line="42"/>
        <source>区分</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/type_page.py" line="43"/>
        <source>基本ステータス・クラススキル</source>
        <translation>Base stats and class skills</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/type_page.py" line="68"/>
        <source>%1: ランクを持たず、ランクレベルを数字で書きます(今: %2。ランクの手順で書きます)。各ステータスは1+ランクレベル÷2(切り上げ)レベルから始まり、ランクレベル2・4・6ではランクレベル+6 FPを得ます。</source>
        <translation>%1: no ranks; the rank level is written as a number (now: %2; set it on the Ranks step). Every stat starts at 1 + rank level ÷ 2 (rounded up) levels, and rank levels 2, 4 and 6 bring rank level + 6 FP.</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/type_page.py" line="72"/>
        <source>未記入</source>
        <translation>not written</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/type_page.py" line="73"/>
        <source>%1: ランク %2〜%3個、ランクレベル = %4 + ランク数</source>
        <translation>%1: %2–%3 ranks, rank level = %4 + number of ranks</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/type_page.py" line="107"/>
        <source>タイプの変更</source>
        <translation>Change type</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/type_page.py" line="108"/>
        <source>タイプを%1に変えると:</source>
        <translation>Changing the type to %1:</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/type_page.py" line="109"/>
        <source>変更しますか?(元に戻すで戻せます)</source>
        <translation>Change it? (Undo brings it back.)</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/typechange.py" line="31"/>
        <source>ステータスとスキル (%1 FP) が外れます</source>
        <translation>the stats and skills bought (%1 FP) are removed</translation>
    </message>
    <message>
        <location filename="../systems/fate_roll_dice/typechange.py" line="36"/>
        <source>ランク %1 が外れます</source>
        <translation>the ranks %1 are removed</translation>
    </message>
    <message>
        <source>このタイプには説明文がありません。</source>
        <translation>This type has no description.</translation>
    </message>
    <message>
        <source>まずタイプ(クラス)を選びます。基本ステータスとクラススキルはタイプで決まります。</source>
        <translation>First choose the type (class): it sets the base stats and the class skills.</translation>
    </message>
    <message>
        <source>選んだら左の一覧の「%1」へ進みます。</source>
        <translation> Then go on to “%1” in the list on the left.</translation>
    </message>
</context>
<context>
    <name>UndoFeedback</name>
    <message>
        <location filename="../app/undonav.py" line="93"/>
        <source>元に戻す: %1</source>
        <extracomment>key sequences the window&apos;s undo stack takes from text fields</extracomment>
        <translation>Undone: %1</translation>
    </message>
    <message>
        <location filename="../app/undonav.py" line="93"/>
        <source>やり直し: %1</source>
        <translation>Redone: %1</translation>
    </message>
</context>
<context>
    <name>WarBoard</name>
    <message>
        <location filename="../gm/warboard.py" line="45"/>
        <source>新しい聖杯戦争</source>
        <translation>New Holy Grail War</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="46"/>
        <source>システム</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="50"/>
        <source>聖杯戦争 (*.json)</source>
        <translation>Holy Grail War (*.json)</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="56"/>
        <source>聖杯戦争を開く</source>
        <translation>Open Holy Grail War</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="57"/>
        <source>聖杯戦争 (*.json);;すべて (*)</source>
        <translation>Holy Grail War (*.json);;All (*)</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="62"/>
        <source>PDFに書き出し</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="67"/>
        <location filename="../gm/warboard.py" line="195"/>
        <source>イレギュラー表</source>
        <translation>Irregular table</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="68"/>
        <source>イレギュラー表は振ってあります。振り直しますか?(L91)</source>
        <translation>The irregular table has been rolled. Roll it again? (L91)</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="80"/>
        <source>聖杯戦争を作れません</source>
        <translation>Cannot create the Holy Grail War</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="106"/>
        <source>イレギュラー表を振る</source>
        <translation>Roll the irregular table (イレギュラー表)</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="107"/>
        <source>振り直す (L91)</source>
        <translation>Roll again (L91)</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="108"/>
        <source>9の選択… (L84)</source>
        <translation>Choose for the 9… (L84)</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="109"/>
        <source>召喚…</source>
        <translation>Summon…</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="110"/>
        <source>NPCを自動作成</source>
        <translation>Make the NPCs</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="111"/>
        <source>PDFに書き出し…</source>
        <translation>Export PDF…</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="117"/>
        <source>イレギュラー表をプレイヤーに公開 (L90)</source>
        <translation>Show the irregular table to the players (L90)</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="135"/>
        <location filename="../gm/warsetup.py" line="161"/>
        <location filename="../gm/warsetup.py" line="171"/>
        <source>聖杯戦争を開けません</source>
        <translation>Cannot open the Holy Grail War</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="149"/>
        <source>聖杯戦争</source>
        <translation>Holy Grail War</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="151"/>
        <source>%1組(レギュレーション %2組)</source>
        <translation>%1 pairs (regulation: %2)</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="162"/>
        <source>イレギュラー表も召喚もまだです。</source>
        <translation>Neither the irregular table nor the summoning has been rolled yet.</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="170"/>
        <source>このシステムの規則にはありません</source>
        <translation>Not in this system&apos;s rules</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="181"/>
        <source>保存できません</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="205"/>
        <source>NPCを自動作成できません</source>
        <translation>Cannot make the NPCs</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="209"/>
        <source>作れなかったNPC</source>
        <translation>NPCs that could not be made</translation>
    </message>
    <message>
        <location filename="../gm/warboard.py" line="219"/>
        <location filename="../gm/warboard.py" line="226"/>
        <source>PDFに書き出せません</source>
        <translation>Cannot export the PDF</translation>
    </message>
</context>
<context>
    <name>WarSetup</name>
    <message>
        <location filename="../gm/warsetup.py" line="175"/>
        <location filename="../gm/warsetup.py" line="178"/>
        <location filename="../gm/warsetup.py" line="196"/>
        <location filename="../gm/warsetup.py" line="202"/>
        <source>サーヴァント召喚</source>
        <translation>Summoning</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="175"/>
        <source>このシステムには召喚の規則がありません。</source>
        <translation>This system has no summoning rules.</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="178"/>
        <source>召喚は済んでいます。振り直しますか?</source>
        <translation>The summoning has been rolled. Roll it again?</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="199"/>
        <source>組%1: マスターがいないため召喚していません</source>
        <translation>Pair %1: no Master yet, not summoned</translation>
    </message>
    <message>
        <location filename="../gm/warsetup.py" line="216"/>
        <source>イレギュラー表</source>
        <translation>Irregular table</translation>
    </message>
</context>
<context>
    <name>Windows</name>
    <message>
        <location filename="../app/windows.py" line="90"/>
        <source>「%1」が見つかりません(移動または削除されたようです)。最近使ったファイルから外しました。</source>
        <translation>“%1” was not found (it seems to have been moved or deleted). It has been removed from the recent files.</translation>
    </message>
    <message>
        <location filename="../app/windows.py" line="109"/>
        <source>ファイルが見つかりません</source>
        <translation>File not found</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../app/main.py" line="117"/>
        <source>前回のファイルを開けませんでした(新しいキャラクターで始めます)</source>
        <translation>Could not open the last file (starting with a new character)</translation>
    </message>
    <message>
        <location filename="../app/main.py" line="239"/>
        <source>開けなかったもの</source>
        <translation>Could not open</translation>
    </message>
</context>
<context>
    <name>startup</name>
    <message>
        <location filename="../app/startup.py" line="42"/>
        <location filename="../app/startup.py" line="56"/>
        <source>読み込み中…</source>
        <translation>Loading…</translation>
    </message>
</context>
<context>
    <name>TablePaste</name>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="118"/>
        <source>%1: %2行を追加、%3行を置き換えました(%4表)。保存で書き込みます。</source>
        <translation>%1: %2 rows added, %3 replaced (%4 tables). Save writes them.</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="110"/>
        <source>%1: 次の%2か所を直してください。表は変えていません(何も書き込んでいません)。</source>
        <translation>%1: fix the %2 problems below. The table is unchanged (nothing was written).</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="139"/>
        <source>CSVから読み込む</source>
        <translation>Read from CSV</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="57"/>
        <source>CSVから読み込む…</source>
        <translation>Read from CSV…</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="59"/>
        <source>このシステムのユーザーパックを1つのファイルに書き出します(他のGMと共有するため)。</source>
        <translation>Writes this system's user packs as one file (to share with other GMs).</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="162"/>
        <source>ユーザーパック (*.json)</source>
        <translation>User packs (*.json)</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="162"/>
        <source>ユーザーパックを書き出す</source>
        <translation>Export user pack</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="103"/>
        <source>先に左の一覧から表を選んでください。</source>
        <translation>Choose a table in the list on the left first.</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="58"/>
        <source>書き出し…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="157"/>
        <source>書き出しました: %1</source>
        <translation>Exported: %1</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="144"/>
        <source>書き出せません</source>
        <translation>Cannot export</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="144"/>
        <source>未保存の変更があります。保存してから書き出してください。</source>
        <translation>There are unsaved changes. Save them before exporting.</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="139"/>
        <source>表 (*.csv *.tsv *.txt);;すべてのファイル (*)</source>
        <translation>Tables (*.csv *.tsv *.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="56"/>
        <source>表計算ソフトでコピーしたセル(タブ区切り)を貼り付けます。1行目が列名なら列名で合わせます。</source>
        <translation>Pastes cells copied from a spreadsheet (tab-separated). When the first row holds column names, the columns are matched by them.</translation>
    </message>
    <message>
        <location filename="../dialogs/ruledatapaste.py" line="55"/>
        <source>貼り付け</source>
        <translation>Paste</translation>
    </message>
</context>
<context>
    <name>SystemChoice</name>
    <message>
        <source>GMのデータ待ち: このシステムの規則には次の表がなく、GMがルールデータに入力するまでキャラクターの数値は出ません: %1</source>
        <translation>Waiting for the GM's data: this system's rules leave out the following tables, and a character has no figures until the GM fills them in the rule data: %1</translation>
    </message>
    <message>
        <source>、</source>
        <translation>, </translation>
    </message>
    <message>
        <source>システム</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>GmWaits</name>
    <message>
        <source>、</source>
        <translation>, </translation>
    </message>
    <message>
        <source>GMのデータ待ち: %1 (GMがルールデータに入力すると数値とエラーの数が出ます)</source>
        <translation>Waiting for the GM's data: %1 (the figures and the error count come once the GM fills them in the rule data)</translation>
    </message>
</context>
<context>
    <name>OtherFiles</name>
    <message>
        <source>このファイルはキャラクターではなく、聖杯戦争のファイルです。</source>
        <translation>This file is not a character: it is a Holy Grail War.</translation>
    </message>
    <message>
        <source>聖杯戦争ボードで開く</source>
        <translation>Open it on the war board</translation>
    </message>
    <message>
        <source>このファイルはキャラクターではなく、陣営表です。</source>
        <translation>This file is not a character: it is a side table (陣営表).</translation>
    </message>
    <message>
        <source>陣営表で開く</source>
        <translation>Open it as a side table</translation>
    </message>
    <message>
        <source>このファイルはキャラクターではなく、ユーザーパック(またはキャンペーン)です。</source>
        <translation>This file is not a character: it is a user pack (or a campaign).</translation>
    </message>
    <message>
        <source>ユーザーパックとして読み込む</source>
        <translation>Import it as a user pack</translation>
    </message>
    <message>
        <source>キャラクターではありません</source>
        <translation>Not a character</translation>
    </message>
</context>
</TS>
