"""Port Royal plays exactly the recorded games: a digest of every state, legal action list and event
list over a few seeded random games per player count.

Tables are rebuilt from their seed and move log, so a change that draws the RNG differently, lists
the actions in another order or words an event's params otherwise would corrupt the tables already
stored. A speed-up must leave this digest as it is; a deliberate rule change updates it (and says
what it does to running tables).
"""

import hashlib
import json
import random

import pytest

from tests.engine.portroyal_helpers import G, SEATS

OPTIONS = {"governor_immediate_pick": True, "claim_after_bust": False, "start_player": "random",
           "expedition_end_variant": True}

# Recorded with the engine as of e442aa6 (before the playout speed-ups): players -> digest.
DIGESTS = {
    2: "78f8fd89aa286e65ffdf76bd4527ac4e51e08b30cd982935c97ae9282353059a",
    3: "f4c6c56be870f783f10d92f3188452d65df017b20b42e60929533a830568b74d",
    4: "d260f229f727e2bf6d8fd35f3c6610156321514d3843c9a522fc1f0cf86a1d70",
    5: "9a9b9a570d24fb1529e6b61c61ccb41f2f5d48db6380407e886d831ea5ddc42c",
}


# The Action fields the digests were recorded with: `at` came after, naming board things for the
# renderer; it moves nothing, so the recorded games must still hash the same without it.
RECORDED = ("id", "kind", "params", "secret", "group", "keys", "forced")


def _dump(value) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":")).encode()


def digest(n: int) -> str:
    """Three random games of `n` players (the third with every option changed), hashed move by move."""
    h = hashlib.sha256()
    for seed in range(3):
        state = G.setup(SEATS[:n], seed, OPTIONS if seed == 2 else {})
        choose = random.Random(seed * 31 + n)
        h.update(state.to_json().encode())
        while G.outcome(state) is None:
            seat = choose.choice(G.to_act(state))
            actions = G.legal_actions(state, seat)
            h.update(_dump([[getattr(a, field) for field in RECORDED] for a in actions]))
            events = G.apply(state, seat, choose.choice(actions).id)
            h.update(_dump([list(e) for e in events]))
            h.update(state.to_json().encode())
    return h.hexdigest()


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_recorded_games_unchanged(n):
    assert digest(n) == DIGESTS[n]
