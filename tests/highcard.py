"""High Card: a tiny test-only game that exercises what the real games need from
the platform — a private hand dealt at the start, a simultaneous secret choice,
and a resolution that reveals it.

Each player is dealt three cards from 1..9 (1..12 for four). Each of three rounds, everyone plays
one card at once, in secret; the highest card wins the round (a tie wins nothing).
Most rounds won wins; ties share the victory.
"""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from engine.core import Action, Event, Game, Outcome, Rng, Secret, State, move

ROUNDS = 3


class HighCard(Game):
    name = "highcard"
    title = "High Card"
    min_players = 2
    max_players = 4

    def initial_data(self, seats, rng: Rng, options):
        deck = list(range(1, max(9, 3 * len(seats)) + 1))  # 1..9, more when four need twelve cards
        rng.shuffle(deck)
        hands = {seat: sorted(deck[i * 3:(i + 1) * 3]) for i, seat in enumerate(seats)}
        return {"hands": hands, "played": {}, "round": 1, "wins": {s: 0 for s in seats}, "over": False}

    def opening(self, state: State) -> list[Event]:
        return [Event("dealt", {"cards": state.data["hands"][s]}, to=(s,)) for s in state.seats]

    def to_act(self, state: State) -> list[str]:
        if state.data["over"]:
            return []
        return [s for s in state.seats if s not in state.data["played"]]

    def actions(self, state: State, seat: str) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        return [Action(f"play:{c}", "play", {"card": c}, secret=True) for c in state.data["hands"][seat]]

    @move("play", card=int)
    def _play(self, state: State, seat: str, params: dict, events: list[Event]) -> None:
        data = state.data
        card = params["card"]
        data["hands"][seat].remove(card)
        data["played"][seat] = card
        events += [Event("chose", {"seat": seat}), Event("you_played", {"card": card}, to=(seat,))]
        if len(data["played"]) == len(state.seats):
            played = data["played"]
            best = max(played.values())
            winners = [s for s, c in played.items() if c == best]
            if len(winners) == 1:
                data["wins"][winners[0]] += 1
            events.append(Event("reveal", {"cards": [played[s] for s in state.seats], "seats": list(state.seats),
                                           "winner_seat": winners[0] if len(winners) == 1 else None}))
            data["played"] = {}
            data["round"] += 1
            data["over"] = data["round"] > ROUNDS

    def secrets(self, state: State) -> list[Secret]:
        """Each hand, and each card played this round until the reveal, to its owner."""
        data = state.data
        return ([Secret("hand", tuple(h), frozenset([s]), owner=s) for s, h in data["hands"].items()]
                + [Secret("played", (c,), frozenset([s]), owner=s) for s, c in data["played"].items()])

    def view(self, state: State, seat: str | None) -> dict:
        data = state.data
        return {
            "game": self.name,
            "phase": "over" if data["over"] else "play",
            "to_act": self.to_act(state),
            "you": seat,
            "round": data["round"],
            "wins": dict(data["wins"]),
            "chosen": sorted(data["played"]),
            "hand": list(data["hands"][seat]) if seat in data["hands"] else None,
            "hand_sizes": {s: len(h) for s, h in data["hands"].items()},
        }

    def status(self, state: State) -> Event:
        if state.data["over"]:
            return Event("over", {})
        return Event("play", {"round": state.data["round"], "seats": self.to_act(state)})

    def summary(self, state: State, seat: str) -> list[Event]:
        return [Event("your_hand", {"cards": state.data["hands"].get(seat, [])}, to=(seat,))]

    def outcome(self, state: State) -> Outcome | None:
        if not state.data["over"]:
            return None
        wins = state.data["wins"]
        best = max(wins.values())
        return Outcome(scores=dict(wins), winners=[s for s in state.seats if wins[s] == best])


def choose(game: Game, view: dict, actions: list[Action], rng: Rng) -> str:
    return max(actions, key=lambda a: a.params["card"]).id  # always the highest card


GAME = HighCard(ai=choose)

WORDS = """
highcard-title = High Card
highcard-rules = Everyone holds three cards. Each round all play one in secret; the highest wins the round.
highcard-action-play = Play { $card }
highcard-event-dealt = You were dealt { $cards }.
highcard-event-chose = { $seat } has chosen a card.
highcard-event-you_played = You played { $card }.
highcard-event-reveal = Cards revealed: { $cards } (by { $seats }). Round won by { $winner_seat }.
highcard-event-your_hand = Your hand: { $cards }.
highcard-phase-play = Round { $round }: waiting for { $seats } to play a card in secret.
highcard-phase-over = Game over.
"""


def render(view: dict, names=None) -> bytes:
    """A plain picture: one square per card still in each hand, a dot per round won."""
    image = Image.new("RGB", (320, 40 + 40 * len(view["wins"])), (20, 40, 60))
    draw = ImageDraw.Draw(image)
    for row, (seat, wins) in enumerate(sorted(view["wins"].items())):
        y = 20 + 40 * row
        for i in range(view["hand_sizes"][seat]):
            draw.rectangle((20 + 24 * i, y, 38 + 24 * i, y + 26), fill=(230, 230, 230))
        for i in range(wins):
            draw.ellipse((200 + 24 * i, y + 4, 218 + 24 * i, y + 22), fill=(240, 190, 60))
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
