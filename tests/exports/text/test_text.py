from exports.text.sheet import render_text


def test_text_uses_the_forum_style(character):
    text = render_text(*character("saber"))
    for needle in ["【筋力】A+ (「+」魔力放出と併用する時)", "【幸運】A− (「−」自分の願いに関わる時)",
                   "【ステータス】筋力A+ 耐久B 敏捷C 魔力B 幸運A− 宝具EX", "・HP:47", "・MP:43", "・IV:14",
                   "【クラス別スキル】", "【固有スキル】", "魔力放出:A+", "使用リスク:使用後MP2消費",
                   "『約束された勝利の剣』", "宝具ランク:A+ 種類区分:武器 発動区分:単発 対象区分:対城 MP消費:25",
                   "【スキルコンボ】", "風王鉄槌:(筋力+魔力放出):風の鉄槌を叩きつける。 [FP2・使用時MP2]", "【誕生日:不明/血液型:不明/イメージカラー:青", "【設定】",
                   "【GM承認】", "原作準拠の宝具として承認"]:
        assert needle in text, needle
    assert text.endswith("\n") and not text.endswith("\n\n")


def test_master_text(character):
    text = render_text(*character("master"))
    for needle in ["【名前】遠坂凛", "【令呪数】3回", "【サーヴァント】", "【スキル】", "魔術・宝石魔術:B+",
                   "『アゾット剣』", "装備ポイント:2 種類区分:白兵武器 効果:ダメージ+2", "礼装ランク:C"]:
        assert needle in text, needle


def test_text_keeps_user_text_verbatim(character):
    text = render_text(*character("nasty"))
    assert "<b>X&Y</b> 🔥🗡️" in text
    assert "]]><![CDATA[ & <br/> 😈" in text
    text.encode("utf-8")
