"""How ``check`` shows a sheet: the JSON entry of ``check --json`` and the text lines.
Pure: returns data and lines, prints nothing (``check`` may work them out in a worker).

Split from :mod:`builder.cli.main` (which must stay small and import nothing heavy until a
command runs); the output is the command's contract, see there.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator

from builder.words.messages import DERIVED_LABELS, POOL_LABELS, SEVERITY_LABELS, citation, render
from builder.words.places import finding_text, place
from builder.core.sections import ListSection, StatRow, label, name, stat_rows
from builder.core.typenames import type_name

from builder.core.sheet import Rule as _Rule

if TYPE_CHECKING:
    from builder.core.build import Build
    from builder.core.packs import RulePack
    from builder.core.sheet import Sheet


def sheet_json(file: str, build: Build, sheet: Sheet, lang: str) -> dict[str, Any]:
    return {
        "file": file,
        "system": sheet.system,
        "name": build.name,
        "type": sheet.type,
        "pools": {pid: {"total": p.total, "spent": p.spent, "remaining": p.remaining}
                  for pid, p in sheet.pools.items()},
        "derived": dict(sheet.derived),
        "stats": stat_figures(sheet, lang),
        "granted": granted_entries(sheet, lang),
        "links": sheet.links,
        "findings": [{"severity": f.severity, "code": f.code, "message": render(f.code, f.params, lang),
                      "path": f.path, "rule": f.rule.cite(), "approval": f.approval or None}
                     for f in sheet.findings],
    }


def stat_figures(sheet: Sheet, lang: str) -> dict[str, dict[str, Any]]:
    """Each stat row of the sheet's typed stat sections (:func:`builder.core.sections.stat_rows`):
    ``base`` (chosen), ``bonus``, ``final`` and its ``label`` on its scale (a rank such as A+, a
    level, a coin's 表; in ``lang``). Empty for a sheet without stat sections (a brief Fate/roll
    dice sheet: ``check`` evaluates with ``detail=False``)."""
    return {sid: {"base": row.base, "bonus": row.bonus, "final": row.value, "label": label(row, lang)}
            for sid, row in stat_rows(sheet.sections).items()}


def granted_entries(sheet: Sheet, lang: str) -> list[dict[str, Any]]:
    """The list entries a choice grants (a class's skills: their path is the option's, such as
    ``/options/class``), with list, name, level, type (its id) and the path of the choice, read
    from the sheet's list sections in their order."""
    return [{"list": row.list_id, "name": row.name, "level": row.level, "type": row.type_id,
             "source": row.source, "path": row.path}
            for section in sheet.sections if isinstance(section, ListSection)
            for row in section.rows if row.path.startswith("/options/")]


def pool_names(sheet: Sheet, lang: str) -> dict[str, str]:
    """The sheet's own names of its pools and derived values (a data system's pack names them)."""
    return {key: (en or ja) if lang == "en" else ja for key, (ja, en) in sheet.labels.items()}


#: how many (rule, language) words a pack keeps for :func:`_citation` (a pack has a few hundred
#: cited lines; a user layer's rules add some)
CITATIONS_KEPT = 4096


def _citation(pack: RulePack, rule: Any, lang: str) -> str:
    """:func:`builder.words.messages.citation` of ``rule``, kept on the pack (it depends on the pack's
    id, the rule's pack and line and the language only; ``check`` asks once per finding)."""
    kept = pack.memo.setdefault("check_citations", {})
    key = (rule.pack, rule.line, lang)
    words = kept.get(key)
    if words is None:
        if len(kept) >= CITATIONS_KEPT:
            kept.clear()
        words = kept[key] = citation(pack, rule, lang)
    return words


def sheet_lines(file: str, build: Build, sheet: Sheet, pack: RulePack, lang: str) -> Iterator[str]:
    """The lines ``check`` prints for one sheet (unescaped: :func:`builder.cli.main.out` escapes)."""
    yield (f"{file}: {build.name or render('cli.check.unnamed', {}, lang)} — "
        f"{type_name(pack, sheet.type, lang)}")
    own = pool_names(sheet, lang) if sheet.labels else None
    pool_labels = {**POOL_LABELS[lang], **own} if own else POOL_LABELS[lang]
    derived_labels = {**DERIVED_LABELS[lang], **own} if own else DERIVED_LABELS[lang]
    total, spent, remaining = (render(f"cli.check.{head}", {}, lang) for head in ("total", "spent", "remaining"))
    for pid, pool in sheet.pools.items():
        left = pool.remaining
        yield (f"  {pool_labels.get(pid, pid)}: {total} {pool.total} / {spent} {pool.spent} / "
              f"{remaining} {left}{'  !!' if left < 0 else ''}")
    yield "  " + "  ".join([f"{derived_labels.get(k, k)} {v}" for k, v in sheet.derived.items()])
    partner = sheet.links.get("partner")
    if partner:
        # each figure named in game words (the pack's stat name), never its id (issue 28 item 1)
        used = "  ".join(f"{place(pack, build, f'/stats/{k}', lang)} {v}" for k, v in partner["used"].items())
        word = render("cli.check.partner", {}, lang)
        yield (f"  {word}: {partner['file']} ({partner['name'] or '—'}){'  ' + used if used else ''}")
    labels = SEVERITY_LABELS[lang]
    for f in sheet.findings:
        extra = f" ({f.approval})" if f.approval else ""
        # for a person: the place in words and the rulebook's line (check --json keeps pointer and rule)
        yield (f"  [{labels[f.severity]}] {finding_text(pack, build, f, lang)}{extra}  "
               f"{place(pack, build, f.path, lang)}  {_citation(pack, f.rule, lang)}")
    if not sheet.findings:
        yield "  " + render("cli.check.no_findings", {}, lang)


#: a stat group of at most this many stats shows each of them in ``explain`` (a system's five
#: attribute values, all 0 by default); a longer one its stats that are not 0, and how many are
SMALL_GROUP = 6


def unbought_stat_lines(pack: RulePack, sheet: Sheet, lang: str) -> Iterator[str]:
    """``explain``'s lines for the stats of a data system that no pool buys (so its ledger never
    shows them): per group (titled by the pack's step), each stat's final value, the chosen value
    and the bonus when there is one, and its seed line. A sheet without a data pack's stats
    (a system whose stats are all bought) gives none."""
    index = getattr(pack, "index", None)
    stats, content = getattr(index, "stats", None), getattr(index, "content", None)
    if not stats or content is None:
        return
    bought = {sp.group for p in content.pools for sp in p.spend if sp.source == "stats"}
    titles: dict[str, str] = {}
    for step in content.steps:
        for g in step.groups:
            titles.setdefault(g, (step.name_en or step.name) if lang == "en" else step.name)
    groups: dict[str, list[StatRow]] = {}
    for sid, row in stat_rows(sheet.sections).items():
        if sid in stats and stats[sid].group not in bought:
            groups.setdefault(stats[sid].group, []).append(row)
    for group, rows in groups.items():
        shown = rows if len(rows) <= SMALL_GROUP else [r for r in rows if r.value]
        yield f"{titles.get(group, group)}:"
        for row in shown:
            parts = ""
            if row.bonus:
                parts = render("cli.explain.chosen", {"base": row.base, "bonus": row.bonus}, lang)
            line = stats[row.id].line
            yield f"  {name(row, lang)} {label(row, lang)}{parts}  {_citation(pack, _Rule(pack.id, line), lang)}" \
                if line else f"  {name(row, lang)} {label(row, lang)}{parts}"
        if len(shown) < len(rows):
            rest = len(rows) - len(shown)
            yield render("cli.explain.others", {"rest": rest}, lang)
