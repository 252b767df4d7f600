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


# The longest tests (each 10-55 s beside the rest of a run): started first, shared out between the
# workers, so that no worker is still in one of them while the other has run out of tests (the
# suite's time is its longest tail). By node id prefix; the rest keep their order.
LONG_FIRST = (
    "tests/web/test_real_tables.py::test_a_table_of_every_game_played_from_the_page",
    "tests/engine/test_timbuktu_beliefs.py::test_the_hard_ai_wins_more_than",
    "tests/bot/test_tortuga_bot.py::test_whole_games_of_every_count_with_people_and_ai",
    "tests/trying/test_try.py::test_try_plays_the_real_bot_in_a_browser",
    "tests/bot/test_undo.py::test_a_request_survives_a_restart",
    "tests/bot/test_undo.py::test_a_refused_or_unanswered_request_changes_nothing",
)


def pytest_collection_modifyitems(session, config, items):
    """xdist's work stealing hands each worker an equal run of the collection, in order, and steals
    from the end of a worker's run: each worker's run starts with its share of LONG_FIRST."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if workers < 2:
        return
    long = [item for item in items if item.nodeid.startswith(LONG_FIRST)]
    rest = [item for item in items if not item.nodeid.startswith(LONG_FIRST)]
    size = -(-len(items) // workers)
    ordered = []
    for w in range(workers):
        mine = long[w::workers]
        take = max(0, size - len(mine))
        ordered += mine + rest[:take]
        del rest[:take]
    items[:] = ordered + rest


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
