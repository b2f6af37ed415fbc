"""The window's Tab order: what the eye reads, whatever order the widgets were made in.

Why: Qt's focus chain is the order widgets were created (or re-parented) in. The window builds
its pages lazily and adds them after the findings dock, and pages rebuild rows when a count
changes, so Qt's own chain sends Tab from the step list into the findings table, never into
the page (issue 14). Re-threading the chain with ``setTabOrder`` after every page build and
every rebuilt row would have to know every place that makes widgets; this module instead
works the order out when Tab is pressed, from the widgets as they are laid out then.

Contract:
- :func:`tab_stops(root)` lists the widgets Tab visits under ``root``, in visual order: a
  widget's children in the order of its layout (a box layout's order, a grid's and a form's row
  by row and left to right, nested layouts in place), children outside any layout (a splitter's
  panes, a tab widget's bar and page, a scroll area's or table's inside) by position, top to
  bottom then left to right. A stop is what Qt itself would stop at: visible, enabled, taking
  Tab focus, with no focus proxy. Hidden or disabled widgets and their insides are skipped, so
  only the current page of the step stack and the current tab count. A scroll area that holds
  stops is only their container (no stop of its own), and so is a table whose cells hold
  fields (focusing it would only pass the focus on to its current cell's field).
- :class:`FocusChain` (made by :func:`install`, owned by the window): :meth:`FocusChain.move`
  moves the focus to the next or previous stop after the focused widget, round the window,
  scrolling it into view; the window's ``focusNextPrevChild`` calls it. It keeps the stops
  between presses and walks again only after the widgets changed (see the class). An item view is one
  stop: a view that gets focus, or holds the focused field, loses Tab navigation between its
  cells (arrows still move), in any window of the application; a text box gets
  ``tabChangesFocus`` (Tab leaves it instead of typing a tab character). Ctrl+Tab and
  Ctrl+Shift+Tab that no widget used (a tab widget uses them to change tab) move the focus like
  Tab and Shift+Tab, so they leave a table or a text box too.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QBoxLayout, QFormLayout,
                               QGridLayout, QLayout, QPlainTextEdit, QScrollArea, QStackedLayout, QTextEdit, QWidget)

_TAB_FOCUS = Qt.FocusPolicy.TabFocus.value
_DIRECT = Qt.FindChildOption.FindDirectChildrenOnly
_REVERSED = (QBoxLayout.Direction.RightToLeft, QBoxLayout.Direction.BottomToTop)
# layouts whose item order is known; any other (a main window's, a dock's) goes by position
_KNOWN_LAYOUTS = (QBoxLayout, QGridLayout, QFormLayout, QStackedLayout)
_E = QEvent.Type
# what can change the stops under a widget the walk read (FocusChain drops them)
_CHANGES = frozenset((_E.ChildAdded, _E.ChildRemoved, _E.Show, _E.Hide, _E.ShowToParent, _E.HideToParent,
                      _E.EnabledChange, _E.ParentChange))
# what can change only the order of a widget's children (FocusChain looks again at that widget)
_WATCHED = _CHANGES | {_E.LayoutRequest, _E.Move}


def _is_stop(widget: QWidget) -> bool:
    return bool(widget.focusPolicy().value & _TAB_FOCUS) and widget.focusProxy() is None


def _layout_widgets(layout: QLayout, widgets: list[QWidget]) -> list[QWidget]:
    """Those of ``widgets`` (a widget's shown children) that ``layout`` and its nested layouts
    hold, in reading order.

    Read by item index (``indexOf``, ``getItemPosition``) and never with ``itemAt``: PySide6
    wraps each QLayoutItem ``itemAt`` returns, ties the wrapper to the layout's wrapper and never
    learns when Qt deletes the item (a row removed, a page deleted; a layout wrapper of Qt's own,
    such as a scroll area's scroll-bar container's, is let go without its items). The wrapper then
    stays registered for a freed address, and a later object put there meets it: its deletion can
    read its own wrapper after freeing it (the SIGSEGV in ``Shiboken::Object::destroy`` seen when
    a walked character's pages were deleted; Qt calls ``focusNextPrevChild`` itself when a page
    switch hides the focused widget, so no Tab is needed) or the old QWidgetItem is handed out
    for it (seen: ``view.model()`` answering a QWidgetItem)."""
    entries: dict[int, QWidget | QLayout] = {}
    for widget in widgets:
        index = layout.indexOf(widget)
        if index >= 0:
            entries[index] = widget
    for nested in layout.children():  # a nested layout is its layout's child QObject
        if isinstance(nested, QLayout):
            index = layout.indexOf(nested)
            if index >= 0:
                entries[index] = nested
    order = sorted(entries)
    if isinstance(layout, QGridLayout):
        order.sort(key=lambda i: layout.getItemPosition(i)[:2])  # (row, column)
    elif isinstance(layout, QFormLayout):
        order.sort(key=lambda i: (layout.getItemPosition(i)[0], layout.getItemPosition(i)[1].value))
    elif isinstance(layout, QBoxLayout) and layout.direction() in _REVERSED:
        order.reverse()
    found: list[QWidget] = []
    for i in order:
        entry = entries[i]
        if isinstance(entry, QLayout):
            found.extend(_layout_widgets(entry, widgets))
        else:
            found.append(entry)
    return found


def _by_position(widgets: list[QWidget]) -> list[QWidget]:
    return sorted(widgets, key=lambda w: (w.geometry().top(), w.geometry().left()))


def ordered_children(widget: QWidget) -> list[QWidget]:
    """``widget``'s shown child widgets (not windows) in visual order (see the module docstring)."""
    children = [c for c in widget.findChildren(QWidget, options=_DIRECT)
                if not c.isHidden() and not c.isWindow()]
    layout = widget.layout()
    if not isinstance(layout, _KNOWN_LAYOUTS):
        return _by_position(children)
    laid = _layout_widgets(layout, children)
    placed = set(laid)
    return laid + _by_position([c for c in children if c not in placed])


def tab_stops(root: QWidget, orders: dict[QWidget, list[QWidget]] | None = None) -> list[QWidget]:
    """Every widget Tab visits under ``root`` (``root`` excluded), in visual order. When
    ``orders`` is given, it gets each widget walked (``root`` included) with its ordered children."""
    stops: list[QWidget] = []
    children = ordered_children(root)
    if orders is not None:
        orders[root] = children
    for child in children:
        if not child.isEnabled():
            continue
        inner = tab_stops(child, orders)
        if _is_stop(child) and not (inner and isinstance(child, (QScrollArea, QAbstractItemView))):
            stops.append(child)
        stops.extend(inner)
    return stops


def _stop_of(widget: QWidget | None, stops: list[QWidget]) -> int:
    """The index of the stop that holds ``widget`` (itself or an ancestor), or -1."""
    index = {id(w): i for i, w in enumerate(stops)}
    while widget is not None:
        if id(widget) in index:
            return index[id(widget)]
        widget = widget.parentWidget()
    return -1


def tame(widget: QWidget) -> None:
    """Make ``widget`` one Tab stop: an item view leaves its cells to the arrow keys, an
    editable text box lets Tab leave (a tab character is rare in a character's text)."""
    if isinstance(widget, QAbstractItemView):
        if widget.tabKeyNavigation():
            widget.setTabKeyNavigation(False)
    elif isinstance(widget, (QPlainTextEdit, QTextEdit)) and not widget.tabChangesFocus():
        widget.setTabChangesFocus(True)


class FocusChain(QObject):
    """The window's Tab order (see the module docstring), kept between key presses.

    Why a cache: working the order out walks every widget of the window (a few hundred), and Tab
    is pressed over and over on a page that does not change. The stops are kept until a widget
    the walk read changes in a way that can change them: a child added or removed (a page
    rebuilt, a row added), a widget shown or hidden (another page, another tab), enabled or
    disabled, or re-parented. A layout that re-plans (a label's new text) or a widget that moves
    (a scrolled page) only drops the stops when the order of that widget's children changed.
    Qt sends no event when a focus policy changes, and it changes them itself in one place: of
    a group of exclusive radio buttons only the checked one takes Tab (QAbstractButton's
    fixFocusPolicy, on a check or a focus), so those buttons are looked at on every press.
    """

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.window_ = window
        self._stops: list[QWidget] | None = None
        self._orders: dict[QWidget, list[QWidget]] = {}  # each widget walked: its children in order
        self._unsure: set[QWidget] = set()  # walked widgets whose children may have moved
        self._radios: list[tuple[QAbstractButton, bool]] = []  # exclusive buttons: a stop or not
        window.installEventFilter(self)
        QApplication.instance().focusChanged.connect(self._focused)

    def stops(self) -> list[QWidget]:
        """The window's Tab stops in visual order (:func:`tab_stops`), walked again only when
        the widgets changed since the last time."""
        # a layout changed since the last event-loop turn has only posted its request: plan it now
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
        if self._stops is not None and self._unsure:
            unsure, self._unsure = self._unsure, set()
            if any(ordered_children(w) != self._orders[w] for w in unsure):
                self._stops = None
        if self._stops is not None and any(_is_stop(b) != was for b, was in self._radios):
            self._stops = None
        if self._stops is None:
            orders: dict[QWidget, list[QWidget]] = {}
            self._stops = tab_stops(self.window_, orders)
            self._orders = orders
            self._radios = [(w, _is_stop(w)) for children in orders.values() for w in children
                            if isinstance(w, QAbstractButton)
                            and (w.autoExclusive() or w.group() is not None)]
            for widget in orders:  # the hidden and disabled children too: they may come back
                widget.installEventFilter(self)
                for child in widget.findChildren(QWidget, options=_DIRECT):
                    child.installEventFilter(self)
        return self._stops

    def _changed(self, obj, kind) -> None:
        if kind in _CHANGES:
            self._stops, self._unsure = None, set()
        elif self._stops is not None:
            # a layout re-planned (LayoutRequest) or a widget moved (Move): its parent's order
            # may have changed, and a layout's order is its parent's children's order
            for widget in (obj, obj.parentWidget() if obj.isWidgetType() else None):
                if widget is not None and widget in self._orders:
                    self._unsure.add(widget)

    def move(self, forward: bool) -> bool:
        """Focus the stop after (before) the focused one; False when the window has none."""
        stops = self.stops()
        if not stops:
            return False
        current = _stop_of(QApplication.focusWidget(), stops)
        if current < 0:
            target = stops[0] if forward else stops[-1]
        else:
            target = stops[(current + (1 if forward else -1)) % len(stops)]
        target.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
        parent = target.parentWidget()
        while parent is not None and parent is not self.window_:
            if isinstance(parent, QScrollArea):
                parent.ensureWidgetVisible(target)
            parent = parent.parentWidget()
        return True

    def _focused(self, _old, new) -> None:
        # any window's (the roster's and the side table's tables too), and the tables around a
        # field in a cell: a Tab there asks the table first, which would move between cells
        while new is not None:
            tame(new)
            new = new.parentWidget()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        kind = event.type()
        if kind in _WATCHED:
            self._changed(obj, kind)
        # a key event reaches the window only when the focused widget and its parents left it
        if (obj is self.window_ and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            return self.move(not (shift or event.key() == Qt.Key.Key_Backtab))
        return False


def install(window: QWidget) -> FocusChain:
    return FocusChain(window)
