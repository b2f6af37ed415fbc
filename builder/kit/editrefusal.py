"""Why an edit is refused, and the helpers both edit modules use (:mod:`builder.kit.edits`,
:mod:`builder.kit.edits_lists`; a module of its own so that neither imports the other's
importer: no circle).

Contract: :class:`EditRefused` carries a reason code, the JSON pointer it concerns and the
parameters of its text (:data:`REASONS`, Japanese first; a system's own edits (in its
folder) word their reasons in :mod:`builder.words.messages` as ``edit.<code>``).
"""
from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from builder.kit.build import DataBuild
from builder.words.messages import render

#: reason code → (Japanese, English) templates
REASONS = {
    "not_data": ("この操作はデータシステムのキャラクター用です({system})",
                 "this edit is for a data system's character ({system})"),
    "unknown_kind": ("種別「{id}」はありません(あるもの: {known})", "no kind {id!r} (known: {known})"),
    "unknown_stat": ("能力値「{id}」はありません", "no stat {id!r}"),
    "stat_not_for_kind": ("{name}はこの種別にはありません", "{name}: not for this kind"),
    "off_scale": ("{name}に {value} は選べません({scale}: {allowed})",
                  "{name} cannot be {value} ({scale}: {allowed})"),
    "unknown_option": ("選択肢「{id}」はありません", "no option {id!r}"),
    "option_not_for_kind": ("{name}はこの種別にはありません", "{name}: not for this kind"),
    "option_not_applicable": ("{name}は今の選択では選べません", "{name} does not apply to the current choices"),
    "unknown_choice": ("{name}に「{id}」はありません", "{name} has no choice {id!r}"),
    "too_many_choices": ("{name}は{max}つまでです", "{name}: at most {max}"),
    "repeated_choice": ("{name}で同じものを二度選んでいます", "{name}: the same choice twice"),
    "unknown_list": ("リスト「{id}」はありません", "no list {id!r}"),
    "list_not_for_kind": ("{name}はこの種別にはありません", "{name}: not for this kind"),
    "list_full": ("{name}はこれ以上追加できません({max}件まで)", "{name} is full ({max} entries)"),
    "unknown_ref": ("{name}のカタログに「{id}」はありません", "{name}'s catalogue has no {id!r}"),
    "unknown_type": ("{name}に種類「{id}」はありません(あるもの: {known})",
                     "{name} has no type {id!r} (known: {known})"),
    "wrong_source": ("{name}には「{id}」の項目は入りません", "{name} takes no {id!r} entries"),
    "no_entry": ("{name}に{index}番目の項目はありません", "{name} has no entry {index}"),
    "unknown_field": ("項目に「{id}」という欄はありません", "an entry has no field {id!r}"),
    "unknown_text": ("「{id}」は文字で書く欄ではありません", "{id!r} is not a text field"),
    "too_long": ("{what}が長すぎます({limit}字まで)", "{what} is too long (at most {limit} characters)"),
    "absolute_partner": ("相棒はこのキャラクターのファイルからの相対パスで書きます: 先にこのキャラクターを保存してください({value})",
                         "the partner is a path relative to this character's file: save this character first ({value})"),
    "invalid": ("{where}: {message}", "{where}: {message}"),
    "approval_too_big": ("承認できません: 承認する値が大きすぎてファイルに残せません({message})",
                         "cannot approve: the approved value is too large to keep in the file ({message})"),
    "no_approval": ("{index}番目のGM承認はありません", "there is no GM approval {index}"),
}


class EditRefused(ValueError):
    """An edit the character cannot take; ``code`` and ``params`` render through :data:`REASONS`
    (in English, a parameter ``x`` is worded by ``x_en`` where the edit gives one)."""

    def __init__(self, code: str, path: str = "", **params: Any):
        self.code, self.path, self.params = code, path, params
        super().__init__(self.text("en"))

    def text(self, lang: str = "ja") -> str:
        """The reason in ``lang``: :data:`REASONS`' words, else a system's own reason from the
        words layer's catalogue (``edit.<code>`` in :mod:`builder.words.messages`)."""
        if self.code not in REASONS:
            return render("edit." + self.code, self.params, lang)
        ja, en = REASONS[self.code]
        if lang != "en":
            return ja.format(**self.params)
        # a name has its English beside it as ``<param>_en`` (the pack's name_en); a pack that
        # gives none keeps the Japanese, so the English reason still names the thing
        return en.format(**{k: self.params.get(k + "_en") or v for k, v in self.params.items()})


def _name(entry: Any, lang: str = "ja") -> str:
    return (getattr(entry, "name_en", "") or entry.name) if lang == "en" else entry.name


def _content(pack: Any) -> Any:
    return pack.index.content


def _data(build: Any) -> DataBuild:
    if not isinstance(build, DataBuild):
        raise EditRefused("not_data", "/system", system=getattr(build, "system", "?"))
    return build


def _applies(kinds: list[str] | None, kind: str) -> bool:
    return kinds is None or kind in kinds


def _validated(build: DataBuild, data: dict[str, Any]) -> DataBuild:
    try:
        return type(build).model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise EditRefused("invalid", "/" + "/".join(str(p) for p in err["loc"]),
                          where="/" + "/".join(str(p) for p in err["loc"]), message=err["msg"]) from None
