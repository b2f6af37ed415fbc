"""One open character: its build, its evaluated sheet and its undo stack.

Contract:
- The only way to change the build is :meth:`CharacterSession.apply`. It pushes a
  :class:`BuildEditCommand` holding before/after snapshots (builds are frozen, so a snapshot is
  just a reference). Commands with the same ``merge_key`` merge, so typing in one field is one
  undo step; use :meth:`macro` for multi-step actions.
- After every change (apply, undo, redo, replace) the build is re-evaluated and exactly one
  ``changed`` signal is emitted. The sheets of the last :data:`KEPT_SHEETS` builds evaluated are
  kept (with the links they were evaluated with), so an undo or a redo back to one of them is
  not evaluated again. Pages refresh from ``session.build`` / ``session.sheet``.
  Inside :meth:`macro` the build is evaluated when asked (``sheet``) and ``changed`` is emitted
  once, when the macro ends: the window's 残りを自動で埋める replays tens of edits and the
  pages repaint once.
- ``is_dirty`` is ``not undo_stack.isClean()``; :meth:`mark_saved` sets the clean index. A save
  under a new name writes :meth:`saved_form` and rebases the picture's relative path in the
  build and in every undo step (issue 26 item 6: a Save As into another folder keeps it).
- ``show_cost`` names what an edit spends in its undo step ("(6 FP)"), as the system's window
  plug-in counts it (:attr:`forms.systems.SystemUI.edit_cost`); nothing without a plug-in.
- Every page changes the character with :meth:`apply_edit` (a named edit of
  :mod:`builder.kit.edits` or of the system's own folder): one undo step, or
  ``refused(reason)`` emitted and the build kept, so the window tells the user why (never
  dropped silently).
- A character saved in a file is evaluated with its links (:mod:`builder.core.links`: the 陣営's
  partner, named relative to the file); the partner's file is read again only when its name,
  this file or the partner file's size/time changes (:attr:`links`).

Pitfall: an edit that leaves the build equal to the current one is dropped (no empty undo step),
and a merged command that returns to its start is made obsolete so undo never "does nothing".
"""
from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from builder.core.build import Build
from builder.core.engine import evaluate
from builder.core.packs import RulePack, load_pack
from builder.core.registry import plugin_for
from builder.core.sheet import Sheet

from forms.session.systemui import ui_for

MERGE_ID = 0x6B1D
#: sheets kept for undo and redo: Ctrl+Z pressed a few times in a row, then Ctrl+Shift+Z
KEPT_SHEETS = 8


class BuildEditCommand(QUndoCommand):
    """Undo step: swap the session's build between ``before`` and ``after``."""

    def __init__(self, session: "CharacterSession", text: str, before: Build, after: Build,
                 merge_key: str | None):
        super().__init__(text)
        self.session, self.before, self.after, self.merge_key = session, before, after, merge_key

    def id(self) -> int:  # noqa: A003 - Qt API
        return MERGE_ID if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt API
        if not isinstance(other, BuildEditCommand) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        self.setText(other.text())
        if self.after == self.before:
            self.setObsolete(True)
        return True

    def redo(self) -> None:
        self.session._set_build(self.after)

    def undo(self) -> None:
        self.session._set_build(self.before)


class CharacterSession(QObject):
    """Owns ``build``, ``pack``, ``sheet``, ``undo_stack`` and the file path of one character."""

    changed = Signal()
    dirty_changed = Signal(bool)
    refused = Signal(str)

    def __init__(self, pack: RulePack, build: Build, path: str | Path | None = None,
                 parent: QObject | None = None, pack_for=None):
        super().__init__(parent)
        self.pack = pack
        self.path = Path(path) if path else None
        self.lang = "ja"
        # what a page had selected (page id → value): a page rebuilt for a language switch
        # opens where it was (the skills page's held skill, issue 14)
        self.view_state: dict[str, object] = {}
        self.pack_for = pack_for or (lambda system: pack if system == pack.id else load_pack(system))
        self.links: dict = {}
        self._links_key: tuple | None = None
        self.last_refusal = ""
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self._in_macro = 0  # macros open (see macro): while > 0, changes are evaluated when asked
        self._changed_in_macro = False
        self._build = build
        self._sheet = evaluate(pack, build, self._links_for(build))
        # (build, sheet, links key), newest last; a build is frozen, so its sheet stays true
        # while the links it was evaluated with are the same (builder.core.links)
        self._cache: list[tuple] = [(build, self._sheet, self._links_key)]

    # ------------------------------------------------------------------ state
    @property
    def build(self) -> Build:
        return self._build

    @property
    def sheet(self) -> Sheet:
        if self._sheet is None:  # changed inside a macro
            self._sheet = self.evaluate(self._build)
        return self._sheet

    @property
    def is_dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def evaluate(self, build: Build) -> Sheet:
        """The sheet of ``build``: kept for the last :data:`KEPT_SHEETS` builds asked (the same
        build object with the same links), so apply evaluates once and an undo or redo of a
        recent step not at all."""
        links = self._links_for(build)
        for i, (kept, sheet, key) in enumerate(self._cache):
            if kept is build and key == self._links_key:
                self._cache.append(self._cache.pop(i))
                return sheet
        sheet = evaluate(self.pack, build, links)
        self._cache = self._cache[-(KEPT_SHEETS - 1):] + [(build, sheet, self._links_key)]
        return sheet

    def _links_for(self, build: Build) -> dict:
        """The links ``build``'s system reads, resolved from this file's folder (cached)."""
        plugin = plugin_for(self.pack.id)
        if plugin is None or "partner" not in plugin.links:
            return {}
        from builder.files.linkpath import LinkRefused, linked_file
        from builder.core.links import resolve_partner
        target = getattr(build, "partner", "") or ""
        stamp = None
        if target and self.path is not None:
            try:  # the link's own rule first: a NUL, a way out of the folder is never stat'ed (#29)
                info = linked_file(self.path, target, "character").stat()
                stamp = (info.st_mtime_ns, info.st_size)
            except LinkRefused:
                stamp = "refused"
            except OSError:
                stamp = "missing"
        key = (target, str(self.path), stamp)
        if key != self._links_key:
            self.links, self._links_key = resolve_partner(build, self.path, self.pack_for), key
        return self.links

    def relink(self) -> None:
        """Evaluate again with the links read afresh (after a save under a new name, or when
        the partner's file may have changed)."""
        self._links_key = None
        self._cache = []
        self._set_build(self._build)

    def _clean_changed(self, clean: bool) -> None:
        self.dirty_changed.emit(not clean)

    def _set_build(self, build: Build) -> None:
        self._build = build
        if self._in_macro:
            self._sheet, self._changed_in_macro = None, True  # evaluated when asked, or when the macro ends
            return
        self._sheet = self.evaluate(build)
        self.changed.emit()

    # ------------------------------------------------------------------ edits
    def apply(self, edit_name: str, new_build: Build, merge_key: str | None = None,
              show_cost: bool = False) -> bool:
        """Push one undoable edit. ``show_cost`` appends what it spends ("(6 FP)", the system's
        window plug-in's count). Returns False when the edit changes nothing."""
        if new_build == self._build:
            return False
        ui = ui_for(self.pack.id) if show_cost else None
        if ui is not None:
            cost = ui.edit_cost(self.sheet, self.evaluate(new_build))
            if cost:
                edit_name = f"{edit_name} ({cost})"
        self.undo_stack.push(BuildEditCommand(self, edit_name, self._build, new_build, merge_key))
        return True

    def apply_edit(self, edit, merge_key: str | None = None, name: str | None = None,
                   show_cost: bool = False) -> bool:
        """Apply a named edit (:mod:`builder.kit.edits`, or a system's own such as
        the plug-in's ``extra["edits"]``) as one undo step, named ``name`` (the page's
        words in the window's language) or else by the edit's ``text``. A refused edit keeps
        the build, remembers its reason in ``last_refusal`` and emits ``refused(reason)``."""
        from builder.kit.edits import EditRefused
        try:
            new = edit.apply(self.pack, self._build)
        except EditRefused as exc:
            self.last_refusal = exc.text(self.lang)
            self.refused.emit(self.last_refusal)
            return False
        self.last_refusal = ""
        name = name if name is not None else edit.text(self.pack, self.lang)
        return self.apply(name, new, merge_key, show_cost)

    @contextmanager
    def macro(self, text: str):
        """Group several applies into one undo step; the build is evaluated and ``changed``
        emitted once, when the outermost macro ends (when anything changed)."""
        self.undo_stack.beginMacro(text)
        self._in_macro += 1
        try:
            yield
        finally:
            self._in_macro -= 1
            self.undo_stack.endMacro()
            if not self._in_macro and self._changed_in_macro:
                self._changed_in_macro = False
                self._set_build(self._build)

    def replace(self, build: Build, path: str | Path | None = None) -> None:
        """Load another character into this session: clears undo history, clean state."""
        self.undo_stack.clear()
        self.path = Path(path) if path else None
        self._set_build(build)
        self.undo_stack.setClean()

    def saved_form(self, path: str | Path) -> Build:
        """The build as it is written to ``path``: a picture kept by a path relative to the
        file is rebased to the new file's folder (:func:`builder.files.picture.rebased`)."""
        return self._rebased(self._build, self.path, Path(path))

    @staticmethod
    def _rebased(build: Build, old: Path | None, new: Path) -> Build:
        picture = getattr(build, "picture", "")
        if not picture or old == new:
            return build
        from builder.files.picture import rebased
        return build.model_copy(update={"picture": rebased(picture, old, new)})

    def _rebase_history(self, old: Path | None, new: Path) -> None:
        """A Save As into another folder: the picture in the build and in every undo step's
        builds is rebased, so neither the saved file nor an undo after it loses the picture."""
        commands = [self.undo_stack.command(i) for i in range(self.undo_stack.count())]
        while commands:
            command = commands.pop()
            if isinstance(command, BuildEditCommand):
                command.before = self._rebased(command.before, old, new)
                command.after = self._rebased(command.after, old, new)
            commands.extend(command.child(i) for i in range(command.childCount()))
        build = self._rebased(self._build, old, new)
        if build is not self._build:
            self._set_build(build)  # the pages show the picture from the new folder

    def mark_saved(self, path: str | Path) -> None:
        old, moved = self.path, self.path != Path(path)
        self.path = Path(path)
        if moved:
            self._rebase_history(old, self.path)
        self.undo_stack.setClean()
        self.dirty_changed.emit(False)
        if moved and getattr(self._build, "partner", ""):
            self.relink()  # the partner's path is relative to the new folder
