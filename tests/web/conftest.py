"""The live board's page in a real Chromium (Debian's, driven by Playwright), signing in through the
real Embedded App SDK with a fake Discord around it (tests/web/host.html).

The web surface under test is the `web_surface` fixture: its `.url` is all the browser needs, and
it serves the fake Discord's page at its own origin (tests/web/fake_discord.client_routes). Here it
is tests/web/stub_server.py; tests/web/test_real_tables.py puts the real bot's in its place.

Skipped where Playwright, Chromium or the SDK (npm ci) is missing, except in CI."""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

import pytest
import pytest_asyncio

from tests.web.people import CHANNEL_ID, CLIENT_ID, GUILD_ID, INSTANCE_ID, Person
from tests.web.fake_discord import HOST_PATH
from tests.web.stub_server import SDK, StubServer

CHROMIUM = Path("/usr/bin/chromium")
DESKTOP = {"width": 1280, "height": 800}

# Every frame reports what the page's CSP blocked (the console does not always say).
WATCH_CSP = """
document.addEventListener("securitypolicyviolation", (e) => {
  window.__cspReport(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} in ${e.documentURI}`);
}, true);
"""


def missing() -> str | None:
    """What the browser tests need and this machine lacks, if anything."""
    try:
        import playwright.async_api  # noqa: F401
    except ImportError:
        return "Playwright (pip install -e '.[test]')"
    if not CHROMIUM.exists():
        return "Chromium (Debian: apt-get install chromium)"
    if not (SDK / "index.mjs").exists():
        return "the Embedded App SDK (npm ci at the project root)"
    return None


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def browser():
    """One headless Chromium per test module, with one context: the pages of a module share its
    cache, so the SDK's modules load once."""
    lacking = missing()
    if lacking:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI needs {lacking} for the live board's browser tests: .ci/run installs it")
        pytest.skip(f"Live board browser tests skipped: they need {lacking}; CI=true makes them required")
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        chromium = await playwright.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        context = await chromium.new_context(viewport=DESKTOP, locale="en-US")
        context.activities = {}  # page -> Activity
        await context.expose_binding(
            "__cspReport", lambda source, text: context.activities[source["page"]].violations.append(text))
        await context.add_init_script(script=WATCH_CSP)
        yield context
        await chromium.close()


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def web_surface():
    """The web surface the page talks to, one per module. It must serve the fake Discord's page
    at HOST_PATH (tests/web/fake_discord.client_routes)."""
    server = StubServer()
    await server.start()
    yield server
    await server.stop()


@pytest_asyncio.fixture(loop_scope="module")
async def live_server(web_surface):
    """The web surface as new for each test; its `.url` is the base URL."""
    await web_surface.reset()
    return web_surface


@dataclass
class Activity:
    """One person's Discord window: the fake host page, the activity's page in its iframe."""

    page: object  # playwright's Page (the host)
    violations: list[str] = field(default_factory=list)  # CSP reports from every frame
    errors: list[str] = field(default_factory=list)  # console errors and uncaught exceptions
    received: list[str] = field(default_factory=list)  # every frame its sockets received, in order
    sockets: list = field(default_factory=list)  # playwright's WebSocket, each socket the page opened

    @property
    def frame(self):
        """The activity's page, for locators."""
        return self.page.frame_locator("#activity")

    @property
    def document(self):
        """The activity's page, for evaluate()."""
        return self.page.frames[1]

    async def rpc(self) -> list[dict]:
        """Every message the SDK sent the fake Discord, in order."""
        return await self.page.evaluate("window.rpc")


@pytest_asyncio.fixture(loop_scope="module")
async def open_activity(browser, live_server):
    """`await open_activity(person)` opens the live board for that person, as Discord would
    (`None`: the page alone, outside Discord); at the end no page may have met a CSP violation or
    an error."""
    opened: list[Activity] = []

    async def open_(person: Person | None, viewport: dict = DESKTOP, where: dict | None = None) -> Activity:
        """`where`: the activity's instance_id, guild_id and channel_id (default: tests/web/people's)."""
        page = await browser.new_page()
        activity = browser.activities[page] = Activity(page)
        opened.append(activity)
        await page.set_viewport_size(viewport)
        page.on("console", lambda m: activity.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: activity.errors.append(str(e)))
        page.on("websocket", lambda socket: watch(activity, socket))
        if person is None:  # the page alone, as a browser outside Discord would open it
            await page.goto(live_server.url + "/")
            return activity
        query = {"frame_id": secrets.token_hex(8), "instance_id": INSTANCE_ID, "platform": "desktop",
                 "guild_id": GUILD_ID, "channel_id": CHANNEL_ID, "client_id": CLIENT_ID,
                 "user_id": person.id, "username": person.username, "code": person.code, "token": person.token,
                 **(where or {})}
        await page.goto(f"{live_server.url}{HOST_PATH}?{urlencode(query)}")
        return activity

    def watch(activity: Activity, socket) -> None:
        activity.sockets.append(socket)
        socket.on("framereceived", lambda payload: activity.received.append(payload))

    yield open_
    for activity in opened:
        await activity.page.close()
        del browser.activities[activity.page]
    assert [a.violations for a in opened if a.violations] == []
    assert [a.errors for a in opened if a.errors] == []
