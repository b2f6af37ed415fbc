"""Windows and dialogs that fit the screen they open on (issue 28 item 2).

Contract:
- :func:`area` is the part of the screen a window may use: the available geometry of the
  widget's screen (task bar and docks left out, ``QScreen.availableGeometry``), or of the
  primary screen before the widget has one. :func:`limit_to` replaces it with a given
  rectangle (a test drives 1366×768 or 1024×600 that way; None gives the real screen back).
- :func:`fit` gives a window or dialog the size it asks for, or less: never more than the area
  with room left for the window manager's frame and title bar (:data:`FRAME`, when Qt does not
  know the real frame yet), and moves it so the whole frame is inside the area. A size the
  user left (``forms.common.windowstate``) is fitted the same way when the screen is smaller now.
- :func:`cascade` places a new window a little below and right of the one it came from, with
  the same size fitted to the area; when the next step would leave the area it starts again at
  the area's top-left corner, so every new window is wholly on the screen.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: room for a window manager's frame and title bar (width, height) while Qt does not know it
FRAME = QSize(16, 40)
#: how far each new window moves from the one it came from
STEP = 32

_LIMIT: list[QRect] = []  # set by limit_to (a test's screen)


def limit_to(rect: QRect | None) -> None:
    """Use ``rect`` as the screen's available area from now on (None: the real screen)."""
    _LIMIT.clear()
    if rect is not None:
        _LIMIT.append(QRect(rect))


def area(widget: QWidget | None = None) -> QRect:
    """The rectangle a window may use on the screen ``widget`` is on (see the contract)."""
    if _LIMIT:
        return QRect(_LIMIT[0])
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)


def _frame(widget: QWidget) -> QSize:
    """The frame's extra width and height: Qt's figure once the window is shown, else FRAME."""
    extra = widget.frameGeometry().size() - widget.geometry().size()
    if widget.isVisible() and extra.width() > 0 and extra.height() > 0:
        return extra
    return QSize(FRAME)


def room(widget: QWidget) -> QSize:
    """The largest size (without the frame) the widget may have on its screen."""
    return area(widget).size() - _frame(widget)


def fit(widget: QWidget, wanted: QSize | None = None) -> None:
    """Resize ``widget`` to ``wanted`` (default: its present size) or less, and move it into
    the area (see the contract)."""
    wanted = QSize(wanted) if wanted is not None else widget.size()
    widget.resize(wanted.boundedTo(room(widget)))
    _keep_inside(widget, widget.pos())


def _inside(rect: QRect, size: QSize, frame: QSize, pos: QPoint) -> QPoint:
    """``pos`` moved as little as needed for ``size`` plus ``frame`` to lie inside ``rect``."""
    x = min(max(pos.x(), rect.left()), rect.right() + 1 - size.width() - frame.width())
    y = min(max(pos.y(), rect.top()), rect.bottom() + 1 - size.height() - frame.height())
    return QPoint(max(x, rect.left()), max(y, rect.top()))


def _keep_inside(widget: QWidget, pos: QPoint) -> None:
    target = _inside(area(widget), widget.size(), _frame(widget), pos)
    if target == widget.pos():
        return  # a place already inside is left alone
    if widget.isVisible():
        widget.move(target)  # (the frame's corner)
    else:  # before the first show pos() is the inside's corner: keep to it, or the window drifts
        widget.setGeometry(QRect(target, widget.size()))  # by its frame's width


def cascade(origin: QWidget, window: QWidget) -> None:
    """Place ``window`` after ``origin`` (see the contract)."""
    window.resize(origin.size().boundedTo(room(origin)))
    rect, frame = area(origin), _frame(origin)  # (the new window gets the frame its origin has)
    pos = origin.pos() + QPoint(STEP, STEP)
    if (pos.x() + window.width() + frame.width() > rect.right() + 1
            or pos.y() + window.height() + frame.height() > rect.bottom() + 1):
        pos = rect.topLeft()  # a new round from the corner, instead of sliding off the screen
    window.move(_inside(rect, window.size(), frame, pos))  # the frame's corner, as origin.pos() is


def fit_size(widget: QWidget, width: int, height: int) -> None:
    """:func:`fit` to ``width`` × ``height`` (the size a window or dialog asks for)."""
    fit(widget, QSize(width, height))
