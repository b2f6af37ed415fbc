"""Reusable widgets: the pinned budget bar, the findings panel and the marks editor."""
