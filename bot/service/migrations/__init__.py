"""The schema's migrations, a numbered file each, read top to bottom: `0003_outbox.sql` brings a
database of schema version 2 to version 3, on SQLite and on PostgreSQL alike. A new step is a new
file with the next number; a released file is never edited (a database that ran it keeps it).

Each file is plain SQL that both databases read: SQLite's types, which the PostgreSQL driver
widens (bot/service/db/postgres.py: 64-bit ids, double precision, identity columns), and no
SQLite-only functions in the data changes. tests/bot/test_schema.py checks that the two end alike.
Lines starting with `--` say why; they are left out of what runs (a `;` in them would split it).
"""

from __future__ import annotations

import re
from importlib import resources

__all__ = ["MIGRATIONS"]

_NAME = re.compile(r"(\d{4})_[a-z0-9_]+\.sql")


def _load() -> list[str]:
    """The files' SQL in order of their numbers, which must run 1, 2, 3… without a gap."""
    found = {}
    for entry in resources.files(__package__).iterdir():
        named = _NAME.fullmatch(entry.name)
        if named:
            found[int(named.group(1))] = entry.read_text(encoding="utf-8")
    if sorted(found) != list(range(1, len(found) + 1)):
        raise RuntimeError(f"the migrations must be numbered 1 to {len(found)} without a gap: {sorted(found)}")
    return ["\n".join(line for line in found[n].splitlines() if not line.lstrip().startswith("--"))
            for n in sorted(found)]


MIGRATIONS: list[str] = _load()  # MIGRATIONS[n - 1]: the step to schema version n
