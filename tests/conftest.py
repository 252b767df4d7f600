import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.text import Words  # noqa: E402
from tests import settle  # noqa: E402

# every SimCord request is checked against Discord's limits; pytester runs a bot that breaks one
pytest_plugins = ["tests.discord_limits_plugin", "pytester"]

Words.strict = True  # in tests, a template field without a param is an error, not a blank
settle.install()  # SimCord looks for settled work every 2 ms, not 50 (tests/settle.py)


import os  # noqa: E402

import pytest  # noqa: E402

from tests.postgres import ENABLE, Cluster, server_bin  # noqa: E402

os.environ.setdefault("RENDER_WORKERS", "0")  # boards drawn in this process unless a test asks for the pool
_pg_missing = False


@pytest.fixture(scope="session")
def postgres_cluster():
    """One throw-away PostgreSQL server for the whole run (skipped without one, except in CI)."""
    global _pg_missing
    bin_dir = server_bin()
    if bin_dir is None:
        if os.environ.get("CI") == "true":
            pytest.fail("CI needs PostgreSQL for the PostgreSQL tests: .ci/run installs Debian's postgresql")
        _pg_missing = True
        pytest.skip(ENABLE)
    cluster = Cluster(bin_dir).start()
    yield cluster
    cluster.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request, tmp_path):
    """Where a test's tables live, on each backend in turn: a file path or a PostgreSQL URL."""
    if request.param == "sqlite":
        return tmp_path / "tables.sqlite3"
    return request.getfixturevalue("postgres_cluster").new_database()


def pytest_terminal_summary(terminalreporter):
    if _pg_missing:
        terminalreporter.write_line(ENABLE)
