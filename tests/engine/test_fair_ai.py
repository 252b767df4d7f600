"""The AI seat is fair: `Game.ai_choose` hands it `view(state, seat)` and the legal actions, nothing
else, so it cannot read another seat's hand, the draw pile or which cards the coins are."""

import json
import random

import pytest

from engine import registry
from engine.core import Rng
from tests.highcard import HighCard, choose


class Spy:
    """An `ai` that records what it was handed and plays the first legal action."""

    def __init__(self):
        self.calls = []

    def __call__(self, game, view, actions, rng):
        self.calls.append((game, view, actions, rng))
        return actions[0].id


def _spied(base):
    spy = Spy()
    return base(ai=spy), spy


def test_highcard_ai_is_handed_its_own_view_only():
    game, spy = _spied(HighCard)
    state = game.setup(["A", "B", "C"], seed=7)
    hands = {s: list(h) for s, h in state.data["hands"].items()}
    rng = Rng(1)
    for seat in ("A", "B", "C"):
        assert game.ai_choose(state, seat, rng) == game.legal_actions(state, seat)[0].id
        g, view, actions, given_rng = spy.calls[-1]
        assert g is game and given_rng is rng
        assert isinstance(view, dict) and view == game.view(state, seat)
        assert view["hand"] == hands[seat]
        json.dumps(view)
        # nobody else's card anywhere: not as a hand, not as the state, not as another seat's view
        others = {c for s, h in hands.items() if s != seat for c in h}
        assert "hands" not in view and not others & set(view["hand"])
        assert all(view != game.view(state, s) for s in ("A", "B", "C", None) if s != seat)
        assert [a.id for a in actions] == [a.id for a in game.legal_actions(state, seat)]


def test_highcard_ai_decision_ignores_other_hands():
    """The real test-game AI plays the same whatever the others hold: it never sees their cards."""
    game = HighCard(ai=choose)
    state = game.setup(["A", "B"], seed=3)
    before = game.ai_choose(state, "A", Rng(1))
    state.data["hands"]["B"] = [9, 9, 9]  # another hand entirely
    assert game.ai_choose(state, "A", Rng(1)) == before


def _portroyal_states(n, seed, moves=400):
    game = registry.get("portroyal")
    state = game.setup([f"ai:{i}" for i in range(n)], seed)
    r = random.Random(seed)
    for _ in range(moves):
        if game.outcome(state) is not None:
            return
        seat = game.to_act(state)[0]
        yield state, seat
        game.apply(state, seat, r.choice(game.legal_actions(state, seat)).id)


@pytest.mark.parametrize("n", [2, 5])
def test_portroyal_ai_is_handed_its_own_view_only(n):
    base = type(registry.get("portroyal"))
    game, spy = _spied(base)
    for state, seat in _portroyal_states(n, seed=21):
        game.ai_choose(state, seat, Rng(2))
        _, view, actions, _ = spy.calls[-1]
        assert isinstance(view, dict) and view == game.view(state, seat) and view["you"] == seat
        d = state.data
        hidden = set(d["draw"]) | {c for p in d["players"].values() for c in p["coins"]}
        text = json.dumps(view)
        assert '"draw"' not in text and '"coins": [' not in text  # only counts of hidden cards
        assert not hidden & set(view["discard_ids"])
        assert [a.id for a in actions] == [a.id for a in game.legal_actions(state, seat)]


def test_portroyal_ai_decision_ignores_hidden_cards():
    """Reorder the draw pile and swap coin cards with draw pile cards: what nobody can see changes,
    the view does not, and neither does any decision of the real AI."""
    game = registry.get("portroyal")
    checked = 0
    for state, seat in _portroyal_states(3, seed=5, moves=300):
        twin = state.copy()
        d = twin.data
        r = random.Random(checked)
        coins = [c for p in d["players"].values() for c in p["coins"]]
        pool = d["draw"] + coins
        r.shuffle(pool)
        d["draw"] = pool[: len(d["draw"])]
        rest = pool[len(d["draw"]):]
        for p in d["players"].values():
            p["coins"], rest = rest[: len(p["coins"])], rest[len(p["coins"]):]
        assert game.view(twin, seat) == game.view(state, seat)
        assert game.ai_choose(twin, seat, Rng(checked)) == game.ai_choose(state, seat, Rng(checked))
        checked += 1
    assert checked > 100
