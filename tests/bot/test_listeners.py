"""Every committed change reaches every listener of the table service, in the order they
listen; a listener that fails never undoes the change, and only one that speaks for the
table makes the mover hear that the table was not told."""

from __future__ import annotations


async def lobby(tables):
    await tables.open(guild=1, channel=9, game="highcard", host="1", name="a", locale="en")
    await tables.join(9, "2", "b")


async def test_two_listeners_hear_each_commit_in_the_order_they_listen(service):
    tables = service
    heard = []

    async def timers(update):
        heard.append(("timers", update.row.version))

    async def board(update):
        heard.append(("board", update.row.version))

    tables.listen(timers)
    tables.listen(board)
    await lobby(tables)
    started = await tables.start(9, "1", seed=1)
    assert heard[:2] == [("timers", started.row.version), ("board", started.row.version)]


async def test_a_failing_listener_is_only_logged_unless_it_speaks_for_the_table(service):
    tables = service
    class Refused(Exception):
        text = "Missing Access"

    async def broken(update):
        raise Refused()

    heard = []

    async def after(update):
        heard.append(update.row.version)

    tables.listen(broken)
    tables.listen(after)
    await lobby(tables)
    quiet = await tables.start(9, "1", seed=1)
    assert quiet.undelivered is None and heard == [quiet.row.version]  # the next listener still hears it
    assert (await tables.reader.table(quiet.row.id)).version == quiet.row.version  # and the change stands

    tables.listen(broken, speaks=True)
    await tables.abandon(9, "1", manager=True)
    await tables.open(guild=1, channel=8, game="highcard", host="1", name="a", locale="en")
    await tables.join(8, "2", "b")
    told = await tables.start(8, "1", seed=1)
    assert told.undelivered == "Missing Access"
