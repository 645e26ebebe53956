"""Bounded caches: answers worked out once and kept in a dictionary that starts again empty when full, so that
a long run over many configurations, maps, plugins or play areas cannot grow it without end."""
from __future__ import annotations

from typing import Any


class BoundedCache(dict):
    """A dict that is emptied once it holds `limit` entries (no limit if None). Read it with `get` or `[]`
    (the dict's own; in Python 3.11 either costs about 200 CPU instructions more than on a plain dict, see
    docs/performance.md); store through `keep`, which returns the value kept."""

    __slots__ = ("limit",)

    def __init__(self, limit: int | None):
        super().__init__()
        self.limit = limit

    def keep(self, key: Any, value: Any) -> Any:
        if self.limit is not None and len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value
