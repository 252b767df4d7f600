"""docs/adding-a-game.md cannot drift: every file its list names exists for each of the four
games, and a dummy fifth game built from that list (in memory: rules, view, secrets, AI, registry
entry, renderer, catalogue words in every locale, test hooks) passes the contract suite's checks
and the hooks test."""

from __future__ import annotations

import io
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from PIL import Image

import renders
from bot import text
from engine import registry
from engine.core import Action, Event, Game, Outcome, Rng, Seeing, State, move
from tests import hooks
from tests.engine import contract
from tests.engine import test_contract as suite
from tests.games import game_names

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "adding-a-game.md"


def listed() -> list[str]:
    """The path templates of the doc's Files list, in order."""
    files = DOC.read_text().split("## Files", 1)[1]
    return re.findall(r"^- `([^`]+)`", files, flags=re.M)


def test_the_doc_lists_files():
    assert "engine/{game}/rules.py" in listed() and "tests/hooks.py" in listed()


@pytest.mark.parametrize("name", game_names())
def test_every_file_the_doc_names_exists_for_each_game(name):
    for template in listed():
        for locale in text.locales() if "{locale}" in template else [None]:
            path = ROOT / template.format(game=name, locale=locale)
            assert path.is_file(), f"docs/adding-a-game.md names {template}, but {path} is missing"
            if "{game}" not in template:
                assert f'"{name}"' in path.read_text(), f"{template} has no entry for {name}"


# --- a fifth game, file by file ------------------------------------------------------------------

def secrets(state: State) -> list:
    return []  # everything is public: the tally is shown to all


def build_view(game: Game, state: State, seat: str | None) -> dict:
    return {"game": game.name, "phase": "take", "to_act": game.to_act(state), "pile": state.data["pile"],
            "taken": dict(state.data["taken"])}


HIDDEN = SimpleNamespace(secrets=secrets)  # engine/{game}/hidden.py
VIEW = SimpleNamespace(build_view=build_view)  # engine/{game}/view.py


class Countdown(Game):  # engine/{game}/rules.py
    """Take one or two from a pile of 7 in turn; who takes the last wins. Each seat's tally of
    takes is secret to it (so secrets and views have something to check)."""
    name, title, min_players, max_players = "countdownx", "Countdown", 2, 3
    seeing = Seeing(HIDDEN, VIEW)

    def initial_data(self, seats, rng: Rng, options):
        return {"pile": 7, "turn": 0, "taken": {s: 0 for s in seats}, "last": None}

    def to_act(self, state: State) -> list[str]:
        return [] if state.data["pile"] == 0 else [state.seats[state.data["turn"] % len(state.seats)]]

    def actions(self, state: State, seat: str) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        return [Action(f"take:{n}", "take", {"n": n}, at=("pile",)) for n in (1, 2) if n <= state.data["pile"]]

    @move("take", n=int)
    def _take(self, state: State, seat: str, params: dict, events: list[Event]) -> None:
        data = state.data
        data["pile"] -= params["n"]
        data["taken"][seat] += 1
        data["turn"] += 1
        data["last"] = seat
        events.append(Event("took", {"seat": seat, "n": params["n"]}))

    def status(self, state: State) -> Event:
        return Event("over", {}) if self.outcome(state) else Event("take", {"pile": state.data["pile"]})

    def outcome(self, state: State) -> Outcome | None:
        if state.data["pile"]:
            return None
        last = state.data["last"]
        return Outcome(scores={s: int(s == last) for s in state.seats}, winners=[last])


def choose(game, view, actions, rng):  # engine/{game}/ai.py
    return actions[-1].id


GAME = Countdown(ai=choose)  # engine/{game}/__init__.py
DATA = {"pile": 7}  # engine/{game}/data.py


def render(view, names=None) -> bytes:  # renders/{game}.py
    out = io.BytesIO()
    Image.new("RGB", (40 + 10 * view["pile"], 40)).save(out, "PNG")
    return out.getvalue()


def focus(view, choices, names=None):  # renders/{game}.py: the pile, when a choice names it
    if not any("pile" in c.at for c in choices):
        return None
    out = io.BytesIO()
    Image.new("RGB", (40 + 10 * view["pile"], 40)).save(out, "PNG")
    return out.getvalue(), [("pile", {"pile": view["pile"]})]


WORDS = """
countdownx-title = Countdown
countdownx-rules = Take one or two; the last one wins.
countdownx-action-take = Take { $n }
countdownx-event-took = { $seat } took { $n }.
countdownx-phase-take = { $pile } left.
countdownx-focus-pile = { $pile } in the pile.
"""


def invariants(state, seat, events):  # tests/engine/{game}_helpers.py
    assert state.data["pile"] >= 0 and sum(state.data["taken"].values()) == state.data["turn"]


BUILT = {  # each file of the doc's list: what the dummy game puts in its place
    "engine/{game}/__init__.py": GAME, "engine/{game}/rules.py": Countdown, "engine/{game}/data.py": DATA,
    "engine/{game}/view.py": VIEW, "engine/{game}/hidden.py": HIDDEN,
    "engine/{game}/ai.py": choose, "engine/registry.py": registry.register, "renders/{game}.py": render,
    "bot/text/{locale}/{game}.ftl": WORDS, "tests/hooks.py": hooks.register,
    "tests/engine/{game}_helpers.py": invariants, "tests/engine/test_{game}_rules.py": "test_the_fifth_game_keeps_the_contract",
}


@pytest.fixture
def fifth_game():
    registry.register(GAME)
    renders.register(GAME.name, render, focus)
    for locale in text.locales():
        text.extend(locale, WORDS)
    hooks.register(GAME.name, hooks.Hooks(invariants, hooks.by_id))
    yield GAME
    hooks.unregister(GAME.name)
    registry.unregister(GAME.name)
    renders.unregister(GAME.name)
    for locale in text.locales():  # nor catalogue words: drop this test's own, then reload
        text._extra[locale].remove(WORDS)  # noqa: SLF001
    text._load.cache_clear()  # noqa: SLF001
    text._titles.cache_clear()  # noqa: SLF001


def test_the_dummy_game_covers_every_file_of_the_doc():
    assert sorted(BUILT) == sorted(listed()), "docs/adding-a-game.md and this test list different files"


def test_the_fifth_game_keeps_the_contract(fifth_game):
    game = fifth_game
    assert not hooks.problems(game.name), hooks.problems(game.name)
    for n in range(game.min_players, game.max_players + 1):
        seats = contract.seats_for(n)
        for seed, chooser in ((100 + n, contract.random_chooser(100 + n)), (200 + n, contract.ai_chooser(game, 200 + n))):
            state, log = contract.play(game, seats, seed, chooser, check=suite._checker(game), bystanders=0.3)
            suite.check_actions(game, state)
            suite.check_refusals(game, state)
            suite.check_round_trip(game, state)
            suite.check_end(game, state, seats, seed, log)
    png = renders.render(game.name, game.view(game.setup(["a", "b"], seed=1), "a"))
    assert png.startswith(b"\x89PNG")
    state = game.setup(["a", "b"], seed=1)
    choices = [renders.Choice(a.id, "", a.at) for a in game.legal_actions(state, "a")]
    drawing = renders.draw(game.name, game.view(state, "a"), choices)
    assert drawing.board.startswith(b"\x89PNG") and drawing.focus.startswith(b"\x89PNG")
    assert drawing.regions == {}  # a renderer that marks no board thing: no regions, and that is allowed
    for locale in text.locales():
        kind, params = drawing.facts[0]
        assert "7" in text.Words(locale)(f"{game.name}.focus.{kind}", game.name, **params)
    for locale in text.locales():
        assert "Countdown" in text.catalogue(locale)[f"{game.name}.title"]
