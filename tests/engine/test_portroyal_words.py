"""Every kind, phase, term and option the engine emits has English words (bot/text/en/portroyal.toml)."""

import random

from bot.text import Words
from tests.engine.portroyal_helpers import G, SEATS

W = Words("en")


def test_catalogue_covers_everything_emitted():
    kinds = set()
    for n, seed in ((2, 1), (3, 2), (5, 3), (5, 8)):
        state = G.setup(SEATS[:n], seed=seed)
        r = random.Random(seed)
        while G.outcome(state) is None:
            seat = G.to_act(state)[0]
            assert W(f"portroyal.phase.{state.data['phase']}", "portroyal", seat=seat)
            actions = G.legal_actions(state, seat)
            for a in actions:
                text = W.action("portroyal", a)
                assert len(text) <= 80 and "{" not in text, text
                kinds.add(a.kind)
            for e in G.apply(state, seat, r.choice(actions).id) + G.summary(state, seat):
                text = W.event("portroyal", e)
                assert "{" not in text and "None" not in text, text
                kinds.add(e.kind)
        assert W("portroyal.phase.over", "portroyal")
    assert {"draw", "stop", "take_ship", "take_ship_pay", "hire", "hire_pay", "done", "pass", "revealed", "bust",
            "tax", "tax_bonus", "ship_taken", "person_hired", "compensation", "turn", "game_over"} <= kinds
    for o in G.options:
        assert W.has(f"portroyal.option.{o.name}")
    for t in ("coins", "shared"):
        assert W.has(f"portroyal.tiebreak.{t}")
    for key in ("title", "rules"):
        assert W.has(f"portroyal.{key}")
    for kind in ("keep", "keep_bust", "repel", "claim", "end", "expedition_claimed", "expedition_found",
                 "admiral_paid", "jester_paid", "reshuffle", "tax_paid", "end_triggered", "final_score",
                 "no_cards", "deadlock", "chance", "trade_start", "stopped", "passed", "done", "repelled",
                 "harbor_cleared", "you_status"):
        assert W.has(f"portroyal.action.{kind}") or W.has(f"portroyal.event.{kind}"), kind
