"""The live board's page in headless Chromium: signing in through the real SDK and a fake Discord,
a table shown and played over the socket of docs/live-board.md, under Discord's CSP."""

from __future__ import annotations

import re

import pytest
from playwright.async_api import expect

from tests.web.people import ALICE, BOB, CAROL, CLIENT_ID, DAVE, EVE, INSTANCE_ID, MALLORY
from tests.web.stub_server import CSP, wait_until

pytestmark = pytest.mark.asyncio(loop_scope="module")

PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 800}  # the default viewport of `open_activity`
HANDSHAKE, FRAME = 0, 1


def board_at(version: int) -> re.Pattern:
    """The board's URL at a version, whatever the socket's ticket."""
    return re.compile(rf"^/api/board/[^/]+\.png\?v={version}$")


def button(activity, name: str):
    return activity.frame.get_by_role("button", name=name, exact=True)


async def test_the_page_signs_in_through_the_sdk_and_shows_its_table(open_activity, live_server):
    alice = await open_activity(ALICE)
    board = alice.frame.get_by_role("img", name="Timbuktu board: five camels on the road to Timbuktu; "
                                                 "Camel A leads at oasis 3.")
    await expect(board).to_be_visible()
    assert await board.evaluate("img => img.naturalWidth") > 0  # the board itself arrived
    await expect(alice.frame.get_by_role("heading", name="Timbuktu")).to_be_visible()
    await expect(alice.frame.get_by_text("Your turn, alice: move a camel.")).to_be_visible()
    await expect(alice.frame.get_by_text("carol's AI bought water at the well.")).to_be_visible()
    await expect(alice.frame.get_by_text("Your secret: 3 gold hidden at oasis 2")).to_be_visible()

    sent = await alice.rpc()
    handshake = sent[0]["payload"]
    assert (sent[0]["opcode"], handshake["client_id"], handshake["sdk_version"]) == (HANDSHAKE, CLIENT_ID, "2.5.0")
    commands = [m["payload"] for m in sent if m["opcode"] == FRAME]
    assert [c["cmd"] for c in commands if c["cmd"] != "CAPTURE_LOG"] == ["AUTHORIZE", "AUTHENTICATE"]
    assert commands[0]["args"] == {"client_id": CLIENT_ID, "response_type": "code", "state": "",
                                   "prompt": "none", "scope": ["identify"]}
    assert commands[1]["args"] == {"access_token": ALICE.token}
    assert live_server.hellos() == [{"type": "hello", "access_token": ALICE.token, "instance_id": INSTANCE_ID,
                                     "locale": "en-US"}]


async def test_a_move_button_plays_and_shows_the_answer_in_the_tables_language(open_activity, live_server):
    bob = await open_activity(BOB)
    await expect(bob.frame.get_by_role("heading", name="Ваш хід")).to_be_visible()  # the page's words: Ukrainian
    await expect(bob.frame.locator("#moves-list button")).to_have_text(["Перевернути карту", "Купити корабель", "Пас"])

    await button(bob, "Купити корабель").click()
    await expect(bob.frame.get_by_role("status")).to_have_text("✅ Купити корабель")
    assert live_server.received[-1] == {"type": "play", "action": "buy", "version": 1}
    await expect(bob.frame.get_by_text("You played: Купити корабель.")).to_be_visible()  # version 2, pushed

    live_server.tables[13].version += 1  # the table moves on before the page hears of it
    await button(bob, "Пас").click()
    await expect(bob.frame.get_by_role("status")).to_have_text("The table moved on: look at the board again.")
    assert live_server.received[-1] == {"type": "play", "action": "pass", "version": 2}
    await expect(button(bob, "Пас")).to_be_enabled()  # an error leaves the moves to try again


async def test_which_piece_then_where(open_activity, live_server):
    alice = await open_activity(ALICE)
    moves = alice.frame.locator("#moves-list button")
    await expect(moves).to_have_text(["Camel A", "Camel B", "Pass"])

    await button(alice, "Camel A").click()
    await expect(moves).to_have_text(["Camel A → oasis 1", "Camel A → oasis 2", "Camel A → oasis 3", "Back"])
    await expect(alice.frame.get_by_role("heading", name="Your move: Camel A")).to_be_visible()
    await button(alice, "Back").click()
    await expect(moves).to_have_text(["Camel A", "Camel B", "Pass"])

    await button(alice, "Camel B").click()
    await button(alice, "Camel B → oasis 2").click()
    await expect(alice.frame.get_by_role("status")).to_have_text("✅ Camel B → oasis 2")
    assert live_server.received[-1] == {"type": "play", "action": "go:B:2", "version": 1}
    await expect(moves).to_have_text(["Camel A", "Camel B", "Pass"])  # a new turn starts at the pieces


async def test_a_spectator_watches_without_moves_and_sees_each_move_arrive(open_activity, live_server):
    carol = await open_activity(CAROL)
    await expect(carol.frame.get_by_text("You are watching this table.")).to_be_visible()
    await expect(carol.frame.get_by_role("img")).to_have_attribute("alt", live_server.tables[12].alt)
    assert await carol.frame.get_by_role("button").count() == 0
    assert await carol.frame.get_by_text("Your secret").count() == 0

    alice = await open_activity(ALICE)
    await button(alice, "Pass").click()
    await expect(carol.frame.get_by_text("You played: Pass.")).to_be_visible(timeout=1000)
    await expect(carol.frame.get_by_role("img")).to_have_attribute("src", board_at(2))


async def test_choosing_a_table_when_the_channel_has_several(open_activity, live_server):
    dave = await open_activity(DAVE)
    await expect(dave.frame.get_by_role("heading", name="Choose a table")).to_be_visible()
    choices = dave.frame.locator("#choose-list button")
    await expect(choices).to_have_count(2)
    await expect(choices.first).to_contain_text("Timbuktu")
    await expect(choices.first).to_contain_text("Your turn")
    await choices.nth(1).click()
    await expect(dave.frame.get_by_role("heading", name="Tortuga 1667")).to_be_visible()
    await expect(dave.frame.get_by_role("heading", name="Tu jugada")).to_be_visible()  # the table's Spanish
    assert live_server.received[-1] == {"type": "open", "table": 14}


async def test_a_refused_person_reads_why_and_the_page_does_not_retry(open_activity, live_server):
    mallory = await open_activity(MALLORY)
    await expect(mallory.frame.get_by_text("You are not in this activity.")).to_be_visible()
    await mallory.page.wait_for_timeout(800)  # longer than the first retry would wait
    assert len(live_server.hellos()) == 1
    assert await mallory.frame.get_by_role("button").count() == 0


async def test_a_code_the_server_refuses_ends_the_sign_in_with_its_reason(open_activity, live_server):
    eve = await open_activity(EVE)
    await expect(eve.frame.get_by_text("Could not sign in. invalid_grant")).to_be_visible()
    assert [c["payload"]["cmd"] for c in await eve.rpc() if c["opcode"] == FRAME] == ["AUTHORIZE"]
    assert live_server.hellos() == []
    assert eve.errors == ["Failed to load resource: the server responded with a status of 401 (Unauthorized)"]
    eve.errors.clear()


async def test_the_page_reconnects_after_the_socket_drops(open_activity, live_server):
    alice = await open_activity(ALICE)
    await expect(button(alice, "Pass")).to_be_visible()
    await live_server.drop_sockets()
    await expect(alice.frame.get_by_role("status")).to_have_text("Connection lost. Reconnecting…")
    await wait_until(lambda: len(live_server.hellos()) == 2, timeout=3)
    await expect(alice.frame.locator("#status")).to_be_empty()
    await button(alice, "Pass").click()
    await expect(alice.frame.get_by_role("status")).to_have_text("✅ Pass")


async def test_every_response_carries_discords_csp_and_a_breach_would_be_seen(open_activity, live_server):
    alice = await open_activity(ALICE)
    await expect(button(alice, "Pass")).to_be_visible()
    response = await alice.page.request.get(live_server.url + "/")
    assert response.headers["content-security-policy"] == CSP
    assert alice.violations == []
    # the watcher works: an image from another origin is refused and reported
    await alice.document.evaluate("""() => { const img = new Image(); img.src = "https://cdn.example.com/x.png";
                                             document.body.append(img); }""")
    await wait_until(lambda: alice.violations, timeout=2)
    assert alice.violations == [f"img-src blocked https://cdn.example.com/x.png in {alice.document.url}"]
    assert "violates the following Content Security Policy directive" in alice.errors[-1]
    alice.violations.clear()
    alice.errors.clear()


async def test_outside_discord_the_page_says_where_it_runs(open_activity):
    stray = await open_activity(None)
    await expect(stray.page.get_by_text("This page runs inside Discord")).to_be_visible()


async def test_the_page_keeps_clear_of_discords_safe_area(open_activity):
    alice = await open_activity(ALICE, viewport=PHONE)
    await expect(button(alice, "Pass")).to_be_visible()
    padding = "() => getComputedStyle(document.body).paddingTop"
    assert await alice.document.evaluate(padding) == "8px"
    await alice.document.evaluate(
        "() => document.documentElement.style.setProperty('--discord-safe-area-inset-top', '30px')")
    assert await alice.document.evaluate(padding) == "38px"


async def test_phone_and_desktop_screenshots(open_activity, tmp_path):
    """The layout at 360 px (one column, nothing wider than the screen, buttons a finger wide) and on
    a desktop (the board beside the moves, as wide as it is given). Saved to the test's own folder: docs/ shows a real table's
    (tests/web/test_real_tables.py, with UPDATE_SCREENSHOTS=1), and a run rewrites no tracked file."""
    phone = await open_activity(ALICE, viewport=PHONE)
    await expect(button(phone, "Pass")).to_be_visible()
    await phone.frame.get_by_role("img").evaluate("img => img.decode()")
    page = phone.document
    assert await page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    board = await phone.frame.get_by_role("img").bounding_box()
    assert board["width"] >= PHONE["width"] - 16
    for box in [await b.bounding_box() for b in await phone.frame.get_by_role("button").all()]:
        assert box["height"] >= 44 and box["x"] + box["width"] <= PHONE["width"]
    await phone.page.screenshot(path=tmp_path / "live-board-phone.png", full_page=False)

    desktop = await open_activity(ALICE)
    await expect(button(desktop, "Pass")).to_be_visible()
    await desktop.frame.get_by_role("img").evaluate("img => img.decode()")
    board = await desktop.frame.get_by_role("img").bounding_box()
    moves = await desktop.frame.locator("#moves").bounding_box()
    # side by side, the board taking the width it is given (two thirds of the window), not the height
    assert board["width"] >= 0.6 * DESKTOP["width"] and moves["x"] > board["x"] + board["width"]
    await desktop.page.screenshot(path=tmp_path / "live-board-desktop.png")
