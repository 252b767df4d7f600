"""The AI seat plays for its own team, from its seat's view only."""

import random

from engine.core import Rng
from engine.tortuga import GAME as G
from engine.tortuga.ai import choose
from tests.engine.tortuga_helpers import act, arrange, give, hand, put_row, ready


def _game(seed):
    """4 players: seats A and B are AI, C and D pick uniformly at random."""
    state = G.setup(["A", "B", "C", "D"], seed=seed)
    rng, r = Rng(seed + 1), random.Random(seed)
    while G.outcome(state) is None:
        seat = G.to_act(state)[0]
        aid = G.ai_choose(state, seat, rng) if seat in "AB" else r.choice(G.legal_actions(state, seat)).id
        G.apply(state, seat, aid)
    return state


def test_ai_pair_on_one_team_beats_random_players():
    """Claim: two AI seats dealt the same loyalty win at least 75 % of their games against two
    uniformly random players. The first 29 such games with at most 3 lost: were their true rate
    75 %, that would happen less than 5 % of the time (binomial tail 0.046), so a pass shows the
    claim at 95 % confidence; at the measured ~100 % it passes with 99.7 % probability."""
    shared = won = 0
    for seed in range(200):
        if shared == 29:
            break
        state = _game(seed)
        loyalty = state.data["loyalty"]
        if loyalty["A"] == loyalty["B"]:
            shared += 1
            won += "A" in G.outcome(state).winners
    assert shared == 29 and shared - won <= 3, (won, shared)


def _view_only(state, seat):
    return choose(G, G.view(state, seat), G.legal_actions(state, seat), Rng(3))


def test_ai_decides_from_the_view_alone():
    # two states that differ only in what the seat cannot see give the same choice
    s = ready(4, seed=5)
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], active="A")
    t = s.copy()
    t.data["loyalty"]["C"], t.data["loyalty"]["D"] = t.data["loyalty"]["D"], t.data["loyalty"]["C"]
    t.data["hands"]["C"], t.data["hands"]["D"] = t.data["hands"]["D"], t.data["hands"]["C"]
    t.data["deck"].reverse()
    assert G.view(s, "A") == G.view(t, "A")
    assert _view_only(s, "A") == _view_only(t, "A")


def test_ai_votes_by_loyalty_in_a_brawl():
    s = ready(4)
    arrange(s, dutchman=["A"], roger=["B"], tortuga=["C", "D"], active="C",
            loyalty=["british", "british", "french", "french"])
    hand(s, "C", ("cannon", "british", "skull"), ("fire", "french", "helm"), ("water", "british", "helm"))
    hand(s, "D", ("cannon", "french", "skull"), ("fire", "british", "helm"), ("water", "british", "skull"))
    act(s, "C", "brawl")
    assert G.ai_choose(s, "C", Rng(1)) == f"vote:{s.data['hands']['C'][1]}"
    assert G.ai_choose(s, "D", Rng(1)) == f"vote:{s.data['hands']['D'][0]}"


def test_ai_cabin_boy_moves_treasure_into_its_colour():
    s = ready(4)
    arrange(s, dutchman=["A"], roger=["B", "C", "D"], active="A", loyalty=["french", "british", "british", "french"])
    s.data["holds"]["dutchman"] = {"british": 2, "french": 0}
    assert G.ai_choose(s, "A", Rng(1)) == "shift:british"


def test_ai_reveals_the_armada_it_saw_only_when_its_team_leads():
    s = ready(4)
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], active="A", loyalty=["british", "french", "british", "french"])
    d = s.data
    d["reshuffled"] = True
    put_row(s, 2, "armada")
    d["seen"]["A"] = {"2": d["row"][1]}
    d["holds"]["dutchman"] = {"british": 2, "french": 0}
    d["holds"]["roger"] = {"british": 0, "french": 0}
    d["galleon"] = 4
    assert G.ai_choose(s, "A", Rng(1)) == "reveal:2"
    d["holds"]["dutchman"] = {"british": 0, "french": 2}
    assert G.ai_choose(s, "A", Rng(1)) != "reveal:2"


def test_ai_shoots_a_seat_that_filled_the_other_colour():
    s = ready(4)
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], active="A", loyalty=["british", "french", "british", "french"])
    s.data["deeds"]["C"] = {"british": 3, "french": 0}
    s.data["deeds"]["D"] = {"british": 0, "french": 3}
    put_row(s, 1, "pistol")
    act(s, "A", "reveal:1")
    assert G.ai_choose(s, "A", Rng(1)) == "shoot:D"


def test_ai_uses_the_fountain():
    s = ready(4)
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], active="A")
    give(s, "B", "fountain")
    act(s, "A", "maroon:B")
    assert G.ai_choose(s, "B", Rng(1)) == "refuse"


def test_ai_forces_a_likely_enemy_to_pick_between_two_bad_cards():
    s = ready(4)
    arrange(s, dutchman=["B", "A"], roger=["C", "D"], active="A", loyalty=["british", "french", "british", "french"])
    d = s.data
    d["deeds"]["D"] = {"british": 0, "french": 3}
    d["deeds"]["C"] = {"british": 2, "french": 0}
    d["deeds"]["B"] = {"british": 3, "french": 0}  # a friendly captain: no mutiny
    put_row(s, 1, "albatross")
    put_row(s, 3, "black_spot")
    d["seen"]["A"] = {"1": d["row"][0], "3": d["row"][2]}
    assert G.ai_choose(s, "A", Rng(1)) == "force:1+3:D"
    # never onto a likely friend
    d["deeds"]["D"], d["deeds"]["C"] = d["deeds"]["C"], d["deeds"]["D"]
    assert G.ai_choose(s, "A", Rng(1)) == "force:1+3:C"
