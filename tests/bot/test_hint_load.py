"""Fifty people ask for a hint at the same moment (the service's road, fifty tables of the four
games): every one is answered or told at once that theirs would wait too long, none is lost, the
answered ones' moves are legal, and the hints never wait on each other's people. The times and the
event loop's pauses are the benchmark's (`python -m tests.bench hints`), not asserted here."""

from __future__ import annotations

import asyncio

from bot.service.errors import TableError
from bot.service.hints import HINT_WAIT_S
from bot.service.store import Store
from bot.service.tables import Tables
from tests.bench.hints import GAMES, tables_for

PEOPLE = 50
BUDGET = 2.0  # what the wait is reckoned in; the search itself runs ROUNDS rounds
ROUNDS = 2


async def test_fifty_hints_at_once_are_each_answered_or_told_the_wait_and_none_is_lost(tmp_path):
    store = Store(tmp_path / "hints.sqlite3")
    await store.open()
    try:
        service = Tables(store, limited=False)
        service.hints.budget_s, service.hints.iterations, service.hints.thinkers = BUDGET, ROUNDS, lambda: 2
        channels = await tables_for(service, PEOPLE)
        seats = {}
        for ch in channels:
            game, state = service.state_of(await service.find(ch))
            seats[ch] = (game, state, game.may_act(state)[0])

        real, asked = service.hints.hinter, asyncio.Event()

        async def held(*args):  # "at once": no hint is answered before all fifty have asked
            await asked.wait()
            return await real(*args)
        service.hints.hinter = held

        async def ask(ch):
            try:
                return await service.hints.hint(ch, seats[ch][2])
            except TableError as exc:
                return exc

        tasks = [asyncio.create_task(ask(ch)) for ch in channels]
        for _ in range(6000):
            await asyncio.sleep(0.01)
            if sum(t.done() for t in tasks) + len(service.hints.thinking) == PEOPLE:
                break
        asked.set()
        answers = await asyncio.wait_for(asyncio.gather(*tasks), 60)
    finally:
        await store.close()
    given = [a for a in answers if not isinstance(a, TableError)]
    refused = [a for a in answers if isinstance(a, TableError)]
    assert len(given) + len(refused) == PEOPLE
    # as many as the two thinkers finish within the wait, each reckoned at the budget; the rest told
    assert len(given) == int(HINT_WAIT_S * 2 / BUDGET) + 1, (len(given), [r.code for r in refused][:3])
    assert {r.code for r in refused} == {"hint_busy"}
    assert all(r.params["seconds"] > HINT_WAIT_S for r in refused)  # the wait it would have had, said
    for hint in given:
        game, state, seat = seats[hint.row.channel]
        legal = {a.id for a in game.legal_actions(state, seat)}
        assert hint.found["moves"] or hint.found["level"]  # level: no move stands out (Timbuktu's placing)
        assert {m["action"] for m in hint.found["moves"]} <= legal
    assert {h.game.name for h in given} == set(GAMES)  # every game among them
    assert not service.hints.thinking  # nobody left "still thinking"
