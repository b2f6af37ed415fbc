"""Systems' window plug-ins: one folder per system (``forms/systems/<id with _>/``), each found through
the ``grail_builder.forms`` entry point. The registry they register with (:class:`SystemUI`,
:func:`ui_for`) lives in :mod:`forms.session.systemui`, below the pages and the session that ask it,
so a plug-in's pages may import the generic pages without a circle (issue 25 item 5); it is
re-exported here, where a plug-in looks for it."""
from __future__ import annotations

from forms.session.systemui import GROUP, SystemUI, ui_for  # noqa: F401 - a plug-in's names
