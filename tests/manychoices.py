"""Many Choices: a test-only game whose first player faces exactly `count` legal actions,
grouped or not, so the menus and `/move` can be proven at any size (DESIGN §2.1). A second
player, if seated, can only ever pass between the first player's picks (auto_pass)."""

from __future__ import annotations

from engine.core import Action, Event, Game, Option, Outcome, Rng, State, move

PICKS = 2


class ManyChoices(Game):
    name = "manychoices"
    title = "Many Choices"
    min_players = 1
    max_players = 2
    options = (Option("count", 25, (1, 25, 150, 1000)), Option("grouped", False))

    def initial_data(self, seats, rng: Rng, options):
        return {"picked": [], "turn": 0}

    def to_act(self, state: State) -> list[str]:
        if len(state.data["picked"]) >= PICKS:
            return []
        return [state.seats[state.data["turn"] % len(state.seats)]]

    def actions(self, state: State, seat: str) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if seat != state.seats[0]:
            return [Action("pass", "pass", forced=True)]
        count, grouped = state.options["count"], state.options["grouped"]
        return [Action(f"n:{i}", "pick", {"n": i}, keys=(f"N{i}",),
                       group=(f"tens{i // 100}", f"units{i // 10 % 10}") if grouped else ())
                for i in range(count)]

    @move("pass")
    def _pass(self, state: State, seat: str, params: dict, ev: list[Event]) -> None:
        state.data["turn"] += 1
        ev.append(Event("passed", {"seat": seat}))

    @move("pick", n=int)
    def _pick(self, state: State, seat: str, params: dict, ev: list[Event]) -> None:
        state.data["turn"] += 1
        state.data["picked"].append(params["n"])
        ev.append(Event("picked", {"seat": seat, "n": params["n"]}))

    def secrets(self, state: State) -> list:
        return []  # every pick is public

    def view(self, state: State, seat: str | None) -> dict:
        return {"game": self.name, "phase": "pick", "to_act": self.to_act(state), "picked": state.data["picked"]}

    def status(self, state: State) -> Event:
        if self.outcome(state) is not None:
            return Event("over", {})
        return Event("pick", {"seat": self.to_act(state)[0], "count": state.options["count"]})

    def outcome(self, state: State) -> Outcome | None:
        if len(state.data["picked"]) < PICKS:
            return None
        return Outcome(scores={s: sum(state.data["picked"]) for s in state.seats}, winners=list(state.seats))


GAME = ManyChoices()

WORDS = """
manychoices-title = Many Choices
manychoices-rules = Pick a number, twice.
manychoices-action-pick = Pick number { $n }
manychoices-action-pass = Pass
manychoices-event-picked = { $seat } picked { $n }.
manychoices-event-passed = { $seat } passes.
manychoices-phase-pick = { $seat } picks one of { $count } numbers.
manychoices-option-count = How many numbers there are to pick from.
manychoices-option-grouped = Numbers grouped by hundreds and tens.
"""


def render(view: dict, names=None) -> bytes:
    from PIL import Image
    import io

    out = io.BytesIO()
    Image.new("RGB", (40, 40), (30, 30, 30)).save(out, "PNG")
    return out.getvalue()
