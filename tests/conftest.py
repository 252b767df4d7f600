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

from tests.games import register_test_games  # noqa: E402
from tests.postgres import BACKENDS, ENABLE, Cluster, server_bin  # noqa: E402

os.environ.setdefault("RENDER_WORKERS", "0")  # boards drawn in this process unless a test asks for the pool

# The one way to run a test on both backends: it takes `database` (or tests/bot's `db_path`,
# the same fixture) and is marked with this; unmarked, its tables live in a SQLite file.
on_both_backends = pytest.mark.parametrize("database", BACKENDS, indirect=True)


@pytest.fixture(scope="session")
def postgres_cluster():
    """One throw-away PostgreSQL server per test process (under pytest-xdist, one per worker: each
    worker runs its own session), skipped without the server's programs, except in CI."""
    bin_dir = server_bin()
    if bin_dir is None:
        if os.environ.get("CI") == "true":
            pytest.fail("CI needs PostgreSQL for the PostgreSQL tests: .ci/run installs Debian's postgresql")
        pytest.skip(ENABLE)
    cluster = Cluster(bin_dir).start()
    yield cluster
    cluster.stop()


@pytest.fixture
def database(request, tmp_path):
    """Where a test's tables live: a SQLite file path, or (the `postgresql` run of a test marked
    `on_both_backends`) a fresh PostgreSQL database's URL."""
    if getattr(request, "param", "sqlite") == "sqlite":
        return tmp_path / "tables.sqlite3"
    return request.getfixturevalue("postgres_cluster").new_database()


def pytest_configure(config):
    """The tests' own games (tests/highcard.py, tests/manychoices.py) join the registry, renders
    and the English catalogue here, once per process (each xdist worker too) and before any file is
    collected: every run sees the same games, whichever test files it collects (tests/games.py)."""
    register_test_games()


def pytest_sessionfinish(session, exitstatus):
    """In CI nothing is skipped: a skipped test fails the run."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    skipped = reporter.stats.get("skipped", []) if reporter is not None else []
    if os.environ.get("CI") == "true" and skipped and not hasattr(session.config, "workerinput"):
        reporter.ensure_newline()
        reporter.write_line(f"CI: {len(skipped)} tests skipped; CI runs every test")
        session.exitstatus = 1


def pytest_terminal_summary(terminalreporter):
    if server_bin() is None and terminalreporter.stats.get("skipped"):
        terminalreporter.write_line(ENABLE)
