"""Every test runs under the Discord limits validator (`tests/discord_limits.py`).

The autouse fixture `discord_calls` wraps SimCord's request router for the whole test (it is set
up before `simcord_env` starts, so the command-tree sync is checked too) and yields the `CallLog`.
A request that breaks a limit is refused with a 400 as Discord would, and fails the test that
sent it, naming the route and field. A test that sends a bad payload on purpose (to exercise the
bot's fallback) marks itself `@pytest.mark.discord_limits(expect_violations=True)`.
"""

from __future__ import annotations

import pytest

from tests.discord_limits import CallLog, DiscordLimitError, watching


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "discord_limits(expect_violations=False): the test sends payloads Discord refuses on purpose",
    )


def _expected(item) -> bool:
    marker = item.get_closest_marker("discord_limits")
    return bool(marker and marker.kwargs.get("expect_violations"))


@pytest.fixture(autouse=True)
def discord_calls(request):
    with watching() as log:
        yield log
    if log.unreported() and not _expected(request.node):
        raise DiscordLimitError(log.report())  # sent while the env shut down


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    log: CallLog | None = item.funcargs.get("discord_calls")
    try:
        result = yield
    except BaseException as error:
        if log is not None and log.unreported() and not _expected(item):
            raise DiscordLimitError(log.report()) from error
        raise
    if log is not None and log.unreported() and not _expected(item):
        raise DiscordLimitError(log.report())
    return result
