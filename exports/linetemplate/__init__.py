"""Line templates as data: how a system words its plain-text sheet and its Discord message
(``exports/systems/<id>/templates/<part>.json``): their model (:mod:`.model`), loader
(:mod:`.load`) and expansion (:mod:`.expand`).

Contract: a template never decides a value: every value comes from the keyed view of
:func:`exports.sectionview.section_data` (and, for the text sheet, the system's words,
``words/<name>.json``, as ``w``); the template only arranges them. Its language is small and
closed, so a template is data, never code:

- a **line** is a string, or a list of *pieces* joined into one line; a string is literal text
  with placeholders ``{key.sub}`` (a value of the view; inside ``each`` the entry by its
  ``as`` name), optionally through filters: ``{key|oneline}`` (line breaks become spaces),
  ``{key|rjust:5}``, ``{key|shorten:100}`` (cut with 「…」), ``{key|default:0}`` (when the key
  is missing); ``{{`` and ``}}`` are literal braces;
- a **piece** is a string, ``{"if": cond, "then": [pieces], "else": [pieces]}``,
  ``{"join": key, "as": name, "item": [pieces], "sep": " "}`` (one rendering per entry) or
  ``{"parts": [[pieces], …], "sep": " / "}`` (the parts that are not empty, joined);
- a **block** (what gives lines) is a line, ``{"if": cond, "then": [blocks], "else": [blocks]}``,
  ``{"each": key, "as": name, "let": {name: key}, "lines": [blocks], "empty": [blocks]}``
  (the lines per entry; ``empty`` when there is none) or ``{"use": name}`` (the template's
  named ``blocks``);
- a **condition** is a key (its value is not empty), ``"@name"`` (one of the template's named
  ``conditions``), ``{"is": [key, text]}``, ``{"isnt": [key, text]}``, ``{"starts": [key,
  text]}``, ``{"has": key}`` (the key exists), ``{"not": c}``, ``{"all": [c…]}``, ``{"any": [c…]}``.

Placeholders are parsed by this package when the file is loaded (a malformed one is refused
with a :class:`TemplateError` naming the file and the JSON path) and substituted by it:
never ``str.format``, ``eval`` or ``string.Template``. A value is inserted as text and never
read again, so a name typed as ``{x}`` or ``$x`` prints as typed. Each writer passes its own
``escape`` (Discord's Markdown escape, :func:`exports.discordtext.safe`), applied to every
value before its filters, never to the template's own text.
"""
from __future__ import annotations

from exports.linetemplate.expand import Expander
from exports.linetemplate.load import load_template
from exports.linetemplate.model import PARTS, LineTemplate, MessageTemplate, SheetTemplate, TemplateError

__all__ = ["PARTS", "Expander", "LineTemplate", "MessageTemplate", "SheetTemplate", "TemplateError",
           "load_template"]
