"""What every window, dialog, page and widget of the app shares, importing none of them: the file
dialogs (the folder last used), fitting a window to the screen, the keys and the focus chain, a
window's and a splitter's remembered state, the GM-waits line and a character's picture for an
export. Below forms.app, forms.gm, forms.dialogs, forms.pages and forms.widgets, so those import
it and the app's windows are not imported back (issue 25 item 5)."""
