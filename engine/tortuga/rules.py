"""Tortuga 1667 rules (spec: the project's rules/tortuga.md §2–§8).

State layout (`state.data`, plain JSON; card ids are ints from data.py, piles' top = last):
    order                    turn order (seats), fixed at setup
    loyalty                  {seat: british|french|dutch}            secret until the end
    hands                    {seat: [vote card ids]}                 secret
    vote_deck                vote cards, face down
    lines                    {dutchman|roger|tortuga: [seats front to back]}
    boats                    {dutchman|roger: seat or None}  (the rowboat between that ship and Tortuga)
    holds                    {dutchman|roger|tortuga: {british: n, french: n}}; galleon: n
    deck, row, discard, box  event cards: draw pile, the 5 row slots (id or None), discards, out of game
    kept                     {seat: [event ids]} cards lying face up in front of a player
    seen                     {seat: {slot: id}} row cards that seat has looked at (secret)
    reshuffled               the Armada reshuffle happened: revealed slots stay empty
    sudden                   sudden death is on (the Armada is gone; first lead wins)
    active, actions_left     index into order; actions left this turn
    fresh                    no action taken yet this turn (the Atlantis window)
    pending                  a decision inside the current action (see `_pending_actions`), or None
    deeds                    {seat: {british: n, french: n}} treasure each seat placed (public record)
    last_vote, last_event    the latest public vote result and revealed card
    turns, ended             turn counter; None or how the game ended
    atlantis_turn            the turn whose window saw the last Atlantis move (one a window)
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..core import Action, Event, Game, Option, Outcome, Rng, Seeing, State, move
from . import data as D
from . import hidden, view
from .board import albatross_aboard, face_down_slots, kept_names, other_ship, roles, team_treasure, where

TURN_LIMIT = 1500  # a safety stop (never reached in play): the game ends as it stands
MAROON_CAUSES_FOUNTAIN = ("black_spot", "pistol", "maroon", "mutiny")


class Tortuga(Game):
    name = "tortuga"
    title = "Tortuga 1667"
    cues = frozenset({"turn"})
    min_players = 2
    max_players = 9
    # The board picture serves the turn's decision (positions, holds, the row); votes and the
    # choices inside an action follow on the same board, so they upload nothing new (DESIGN §7).
    options = (
        # §2.1 4a [T]: which 3 starred events join the deck. "known": Atlantis, Fountain of Youth,
        # El Dorado (the spec default); "random": 3 of the 6 (unknown texts play as blanks).
        Option("starred_events", "known", ("known", "random")),
        # §2.1 8 [T]: turn order drawn at random once, or the join order.
        Option("seating", "random", ("random", "join")),
        # §3.1 [P]: from a ship a pawn may use only its own ship's rowboat.
        Option("rowboat_own_ship_only", True),
        # §4 A5 [P]: the forced player sees both cards before choosing.
        Option("forced_sees_both", True),
        # §7 Atlantis [?]: single use (then discarded) or reusable.
        Option("atlantis_reusable", False),
        # §7 Fountain of Youth [P]: it does not protect against the Albatross.
        Option("fountain_vs_albatross", False),
        # §4.2 Attack [P]: a captain may not call an attack when neither the Galleon nor the other
        # ship holds treasure (True: the vote is held and a success takes nothing).
        Option("attack_without_loot", False),
        # §4.2 Attack: the seed's captain "puede tomar 1 tesoro" (may take). Taking is the default
        # (into a hold of the captain's choice it never hurts their side); True: they may decline,
        # which a Dutch player may want to keep a tie.
        Option("plunder_optional", False),
        # §7 Treasure Map [?]: the spec's placeholder text, or "blank" (revealed, discarded, no effect).
        Option("treasure_map", "placeholder", ("placeholder", "blank")),
        # §7 Treasure Map [?]: "Revealer gives the Treasure Map…" to another player; tables saved
        # when the revealer could keep it play on so.
        Option("treasure_map_to_self", False, before=True),
    )

    # --- setup -----------------------------------------------------------------
    def initial_data(self, seats: list[str], rng: Rng, options: dict[str, Any]) -> dict[str, Any]:
        n = len(seats)
        order = list(seats)
        if options["seating"] == "random":
            rng.shuffle(order)
        b, f, h = D.LOYALTY[n]
        teams = ["british"] * b + ["french"] * f + ["dutch"] * h
        rng.shuffle(teams)
        loyalty = dict(zip(seats, teams))
        votes = [c["id"] for c in D.VOTE_CARDS]
        rng.shuffle(votes)
        hands = {s: [votes.pop() for _ in range(D.HAND_SIZE)] for s in seats}
        # events: the starred choice, the small-game removals, the Armada at the bottom
        starred = [k for k, v in D.EVENTS.items() if v["starred"]]
        if options["starred_events"] == "random":
            rng.shuffle(starred)
            chosen = set(starred[:3])
        else:
            chosen = set(D.DEFAULT_STARRED)
        deck, box = [], []
        for c in D.EVENT_CARDS:
            name, info = c["name"], D.EVENTS[c["name"]]
            out = (info["starred"] and name not in chosen) or (n <= 3 and name in D.SMALL_GAME_REMOVED)
            (box if out else deck).append(c["id"])
        deck.remove(D.ARMADA)
        rng.shuffle(deck)
        deck.insert(0, D.ARMADA)  # bottom
        row = [deck.pop() for _ in range(D.ROW_SIZE)]
        # pawns drawn from the bag, alternating ships and filling each line from the front
        bag = list(seats)
        rng.shuffle(bag)
        lines = {"dutchman": bag[0::2], "roger": bag[1::2], "tortuga": []}
        d = {
            "order": order, "loyalty": loyalty, "hands": hands, "vote_deck": votes,
            "lines": lines, "boats": {"dutchman": None, "roger": None},
            "holds": {"dutchman": {"british": 0, "french": 0}, "roger": {"british": 0, "french": 0},
                      "tortuga": {"british": 1, "french": 1}},
            "galleon": D.GALLEON_START,
            "deck": deck, "row": row, "discard": [], "box": box,
            "kept": {s: [] for s in seats}, "seen": {s: {} for s in seats},
            "reshuffled": False, "sudden": False,
            "active": order.index(lines["roger"][0]), "actions_left": 2 if n == 2 else 1, "fresh": True,
            "pending": {"kind": "start_hold", "seat": lines["dutchman"][0], "ship": "dutchman"},
            "deeds": {s: {"british": 0, "french": 0} for s in seats},
            "last_vote": None, "last_event": None, "turns": 1, "ended": None, "phase": "start_hold",
        }
        return d

    def opening(self, state: State) -> list[Event]:
        d = state.data
        ev = [Event("seating", {"order_seats": list(d["order"]), "dutchman_seats": list(d["lines"]["dutchman"]),
                                "roger_seats": list(d["lines"]["roger"])})]
        for s in state.seats:
            ev.append(Event("your_loyalty", {"team": d["loyalty"][s]}, to=(s,)))
            ev.append(Event("your_hand", {"cards": [D.vote_thing(c) for c in d["hands"][s]]}, to=(s,)))
        return ev

    def summary(self, state: State, seat: str) -> list[Event]:
        d = state.data
        seen = [D.slot_thing(int(k), v) for k, v in sorted(d["seen"][seat].items())]
        return [Event("your_loyalty", {"team": d["loyalty"][seat]}, to=(seat,)),
                Event("your_hand", {"cards": [D.vote_thing(c) for c in d["hands"][seat]]}, to=(seat,)),
                Event("your_seen", {"cards": seen}, to=(seat,))]

    # --- whose move ------------------------------------------------------------
    def to_act(self, state: State) -> list[str]:
        d = state.data
        if d["ended"]:
            return []
        pending = d["pending"]
        if pending is None:
            return [d["order"][d["active"]]]
        if pending["kind"] == "vote":
            return [s for s in pending["voters"] if s not in pending["played"]]
        return [pending["seat"]]

    def may_act(self, state: State) -> list[str]:
        out = self.to_act(state)
        owner = self._atlantis_owner(state)
        if owner is not None and owner not in out:
            out = out + [owner]
        return out

    def _atlantis_owner(self, state: State) -> str | None:
        """The Atlantis owner while its window is open: just before a turn, on a ship, room aboard the other."""
        d = state.data
        if d["ended"] or d["pending"] is not None or not d["fresh"]:
            return None
        if d.get("atlantis_turn") == d["turns"]:
            return None  # one Atlantis move a window, reusable card or not
        for s in state.seats:
            if "atlantis" in kept_names(d, s):
                ship = where(d, s).ship
                if ship and len(d["lines"][other_ship(ship)]) < D.SHIP_CAPACITY:
                    return s
        return None

    def turn_order(self, state: State) -> list[str]:
        return list(state.data["order"])  # §2.1: drawn at setup (or the join order)

    def status(self, state: State) -> Event:
        d = state.data
        if d["ended"]:
            return Event("over", {})
        pending = d["pending"]
        if pending is None:
            return Event("turn", {"seat": d["order"][d["active"]], "actions_left": d["actions_left"],
                                  "sudden": d["sudden"]})
        if pending["kind"] == "vote":
            waiting = self.to_act(state)
            return Event("vote", {"vote": pending["vote"], "seats": waiting, "count": len(waiting)})
        return Event(pending["kind"], {"seat": pending["seat"]})

    # --- legal actions -----------------------------------------------------------
    def actions(self, state: State, seat: str) -> list[Action]:
        d = state.data
        out: list[Action] = []
        if d["ended"]:
            return out
        if seat in self.to_act(state):
            out = self._pending_actions(state, seat) if d["pending"] else self._turn_actions(state, seat)
        if seat == self._atlantis_owner(state):
            ship = where(d, seat).ship
            out.append(Action("atlantis", "atlantis", {"from_ship": ship, "to_ship": other_ship(ship)},
                              at=(f"ship:{ship}", f"ship:{other_ship(ship)}")))
        return out

    def _pending_actions(self, state: State, seat: str) -> list[Action]:
        d = state.data
        pending = d["pending"]
        k = pending["kind"]
        if k == "start_hold":
            return [Action(f"hold:{side}", "start_hold", {"ship": pending["ship"], "side": side},
                           at=(f"hold:{pending['ship']}:{side}",)) for side in D.SIDES]
        if k == "vote":
            hand = d["hands"][seat]
            # `face`: the symbols this card adds to this vote (its section), for the label
            vote = pending["vote"]
            out = [Action(f"vote:{c}", "vote", {"vote": vote, "card": D.vote_thing(c),
                                                "face": list(D.VOTE_CARDS[c][vote])}, secret=True,
                          at=(f"card:v{c}",))
                   for c in hand]
            if "el_dorado" in kept_names(d, seat):
                out += [Action(f"vote:{a}+{b}", "vote_two",
                               {"vote": vote, "cards": [D.vote_thing(a), D.vote_thing(b)],
                                "face": list(D.VOTE_CARDS[a][vote] + D.VOTE_CARDS[b][vote])},
                               secret=True, at=(f"card:v{a}", f"card:v{b}")) for a, b in combinations(hand, 2)]
            return out
        if k == "plunder":
            ship, src = pending["ship"], pending["source"]
            # `take_from`: where the treasure comes from, as a thing (the Galleon or a hold)
            if src == "galleon":
                out = [Action(f"plunder:{side}", "plunder", {"ship": ship, "source": "galleon", "to_side": side,
                                                              "take_from": {"type": "galleon"}},
                              at=("galleon", f"hold:{ship}:{side}"))
                       for side in D.SIDES]
            else:
                # the hold it comes from is the piece (its side, when both hold treasure), then where it goes
                out = [Action(f"plunder:{a}>{b}", "plunder", {"ship": ship, "source": src, "from_side": a,
                                                               "to_side": b,
                                                               "take_from": {"type": "hold", "ship": src, "side": a}},
                              group=(f"from_{a}",), at=(f"hold:{src}:{a}", f"hold:{ship}:{b}"))
                       for a in D.SIDES if d["holds"][src][a] > 0 for b in D.SIDES]
            if state.options.get("plunder_optional"):
                out.append(Action("plunder:none", "plunder_decline", {"ship": ship}))
            return out
        if k == "force":
            out = []
            for slot in pending["slots"]:
                params = {"slot": slot, "pick": {"type": "slot", "slot": slot}}
                if state.options["forced_sees_both"]:
                    params["card"] = D.event_thing(d["row"][slot - 1])
                    params["pick"] = D.slot_thing(slot, d["row"][slot - 1])
                out.append(Action(f"pick:{slot}", "force_pick", params, secret=True, keys=(f"R{slot}",),
                                  at=(f"slot:{slot}",)))
            return out
        if k == "marque":
            return self._marque_moves(state, "marque_move") + [Action("save", "marque_save", {})]
        if k == "pistol":
            return [Action(f"shoot:{s}", "pistol", {"target_seat": s}, at=(f"seat:{s}",))
                    for s in d["order"] if s != seat]
        if k == "map_give":
            keep = state.options["treasure_map_to_self"]
            return [Action(f"give:{s}", "give_map", {"target_seat": s}, at=(f"seat:{s}",))
                    for s in d["order"] if keep or s != seat]
        if k == "map_hold":
            return [Action(f"map:{ship}:{side}", "map_hold", {"ship": ship, "side": side}, at=(f"hold:{ship}:{side}",))
                    for ship in D.SHIPS for side in D.SIDES]
        if k == "fountain":
            return [Action("refuse", "fountain_refuse", {"cause": pending["cause"]}),
                    Action("accept", "fountain_accept", {"cause": pending["cause"]})]
        raise AssertionError(k)

    def _marque_moves(self, state: State, kind: str) -> list[Action]:
        d = state.data
        out = []
        for s in d["order"]:
            if not where(d, s).ship:  # on Tortuga or in a rowboat
                for ship in D.SHIPS:
                    if len(d["lines"][ship]) < D.SHIP_CAPACITY:
                        out.append(Action(f"marque:{s}:{ship}", kind, {"target_seat": s, "ship": ship},
                                          group=("marque",) if kind == "use_marque" else (),
                                          at=(f"seat:{s}", f"ship:{ship}")))
        return out

    def _turn_actions(self, state: State, seat: str) -> list[Action]:
        d = state.data
        spot = where(d, seat)
        out: list[Action] = []
        # A1 / A2 rowboats
        if spot.boat:
            ship = spot.boat
            if len(d["lines"][ship]) < D.SHIP_CAPACITY:
                out.append(Action(f"land:{ship}", "from_rowboat", {"to": ship}, at=(f"ship:{ship}",)))
            out.append(Action("land:tortuga", "from_rowboat", {"to": "tortuga"}, at=("ship:tortuga",)))
        else:
            ships = [spot.ship] if spot.ship and state.options["rowboat_own_ship_only"] else D.SHIPS
            for ship in ships:
                if d["boats"][ship] is None:
                    out.append(Action(f"row:{ship}", "to_rowboat", {"ship": ship}, at=(f"boat:{ship}",)))
        out += self._row_actions(state, seat)
        # A6 a saved Letter of Marque
        if "marque" in kept_names(d, seat):
            out += self._marque_moves(state, "use_marque")
        return out + self._role_actions(state, seat)

    def _row_actions(self, state: State, seat: str) -> list[Action]:
        """A3 view 2, A4 reveal 1, A5 force another player to reveal 1 of 2. Viewing and revealing
        start at a slot (its menu branch): reveal it, or view it with a second one."""
        d = state.data
        out: list[Action] = []
        down = face_down_slots(d)
        pairs = list(combinations(down, 2)) if len(down) >= 2 else [(s,) for s in down]
        for pr in pairs:
            tag = "+".join(map(str, pr))
            out.append(Action(f"view:{tag}", "view_events", {"slots": list(pr)}, group=(f"slot_{pr[0]}",), keys=(f"V{tag}",),
                              at=tuple(f"slot:{x}" for x in pr)))
        for s in down:
            out.append(Action(f"reveal:{s}", "reveal", {"slot": s}, group=(f"slot_{s}",), keys=(f"R{s}",),
                              at=(f"slot:{s}",)))
        for pr in pairs:
            tag = "+".join(map(str, pr))
            for t in d["order"]:
                if t != seat:
                    out.append(Action(f"force:{tag}:{t}", "force", {"slots": list(pr), "target_seat": t},
                                      group=("force", tag), keys=(f"F{tag}",),
                                      at=(*(f"slot:{x}" for x in pr), f"seat:{t}")))
        return out

    def _role_actions(self, state: State, seat: str) -> list[Action]:
        d = state.data
        place = where(d, seat).ship
        out: list[Action] = []
        rl = roles(d, seat)
        if place:
            line = d["lines"][place]
            other = other_ship(place)
            if "captain" in rl:
                if d["galleon"] > 0 or sum(d["holds"][other].values()) > 0 or state.options["attack_without_loot"]:
                    src = "galleon" if d["galleon"] > 0 else other
                    out.append(Action("attack", "attack", {"ship": place, "source": src},
                                      at=(f"ship:{place}", "galleon" if src == "galleon" else f"ship:{src}")))
                for t in line[1:]:
                    out.append(Action(f"maroon:{t}", "maroon", {"ship": place, "target_seat": t},
                                      at=(f"ship:{place}", f"seat:{t}")))
            if "first_mate" in rl:
                out.append(Action("mutiny", "mutiny", {"ship": place, "captain_seat": line[0]},
                                  at=(f"ship:{place}", f"seat:{line[0]}")))
            if "cabin_boy" in rl:
                for a, b in (("british", "french"), ("french", "british")):
                    if d["holds"][place][a] > 0:
                        out.append(Action(f"shift:{a}", "move_treasure", {"ship": place, "from_side": a,
                                                                          "to_side": b},
                                          at=(f"hold:{place}:{a}", f"hold:{place}:{b}")))
        if "governor" in rl:
            out.append(Action("brawl", "brawl", {}, at=("ship:tortuga",)))
        return out

    # --- performing --------------------------------------------------------------
    def after_move(self, state: State, seat: str, action: Action, ev: list[Event]) -> None:
        d = state.data
        if not d["ended"]:
            self._albatross(state, ev)  # checked after every change of position (§7 timing)
            self._sudden_check(state, ev)
        # Atlantis is no action; setup choices precede the first turn; a pending decision
        # is still part of the same action
        if d["ended"] or action.kind in ("atlantis", "start_hold") or d["pending"] is not None:
            return
        self._end_action(state, ev)

    def _end_action(self, state: State, ev: list[Event]) -> None:
        d = state.data
        d["actions_left"] -= 1
        d["fresh"] = False
        d["phase"] = "turn"
        if d["actions_left"] > 0:
            return
        d["active"] = (d["active"] + 1) % len(d["order"])
        d["actions_left"] = 2 if len(d["order"]) == 2 else 1
        d["fresh"] = True
        d["turns"] += 1
        if d["turns"] > TURN_LIMIT:
            self._finish(state, ev, "limit")
            return
        ev.append(Event("turn", {"seat": d["order"][d["active"]], "actions_left": d["actions_left"]}))

    def _set_pending(self, state: State, pending: dict | None) -> None:
        state.data["pending"] = pending
        state.data["phase"] = pending["kind"] if pending else "turn"

    # setup
    @move("start_hold", ship=str, side=str)
    def _do_start_hold(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        d["holds"][prm["ship"]][prm["side"]] += 1  # from the supply: the Galleon keeps its 4
        d["deeds"][seat][prm["side"]] += 1
        ev.append(Event("start_hold", {"seat": seat, "ship": prm["ship"], "side": prm["side"]}))
        if prm["ship"] == "dutchman":
            self._set_pending(state, {"kind": "start_hold", "seat": d["lines"]["roger"][0], "ship": "roger"})
        else:
            self._set_pending(state, None)
            ev.append(Event("turn", {"seat": d["order"][d["active"]], "actions_left": d["actions_left"]}))

    # rowboats
    @move("to_rowboat", ship=str)
    def _do_to_rowboat(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        place = where(d, seat).line
        d["lines"][place].remove(seat)
        d["boats"][prm["ship"]] = seat
        ev.append(Event("to_rowboat", {"seat": seat, "from": place, "ship": prm["ship"]}))

    @move("from_rowboat", to=str)
    def _do_from_rowboat(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        d["boats"][where(d, seat).boat] = None
        d["lines"][prm["to"]].append(seat)
        ev.append(Event("from_rowboat", {"seat": seat, "to": prm["to"],
                                         "position": len(d["lines"][prm["to"]])}))

    # the event row
    @move("view_events", slots=list)
    def _do_view_events(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        cards = []
        for slot in prm["slots"]:
            d["seen"][seat][str(slot)] = d["row"][slot - 1]
            cards.append(D.slot_thing(slot, d["row"][slot - 1]))
        ev.append(Event("viewed", {"seat": seat, "slots": list(prm["slots"])}))
        ev.append(Event("viewed_cards", {"cards": cards}, to=(seat,)))

    @move("reveal", slot=int)
    def _do_reveal(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._reveal(state, seat, prm["slot"], ev)

    @move("force", slots=list, target_seat=str)
    def _do_force(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        target = prm["target_seat"]
        ev.append(Event("forced", {"seat": seat, "target_seat": target, "slots": list(prm["slots"])}))
        if len(prm["slots"]) == 1:
            self._reveal(state, target, prm["slots"][0], ev)
            return
        if state.options["forced_sees_both"]:
            cards = []
            for slot in prm["slots"]:
                d["seen"][target][str(slot)] = d["row"][slot - 1]
                cards.append(D.slot_thing(slot, d["row"][slot - 1]))
            ev.append(Event("forced_cards", {"cards": cards}, to=(target,)))
        self._set_pending(state, {"kind": "force", "seat": target, "by_seat": seat, "slots": list(prm["slots"])})

    @move("force_pick", slot=int, pick=dict)
    def _do_force_pick(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._set_pending(state, None)
        self._reveal(state, seat, prm["slot"], ev)

    def _reveal(self, state: State, seat: str, slot: int, ev: list[Event]) -> None:
        d = state.data
        card = d["row"][slot - 1]
        d["row"][slot - 1] = None
        for s in state.seats:
            d["seen"][s].pop(str(slot), None)
        d["last_event"] = D.event_thing(card)
        ev.append(Event("revealed", {"seat": seat, "slot": slot, "card": D.event_thing(card)}))
        self._refill(state, slot, ev)
        name = D.event_name(card)
        if not D.EVENTS[name]["known"] or (name == "treasure_map" and state.options["treasure_map"] == "blank"):
            d["discard"].append(card)
            ev.append(Event("blank", {"card": D.event_thing(card)}))
            return
        self._EFFECTS[name](self, state, seat, card, ev)

    def _refill(self, state: State, slot: int, ev: list[Event]) -> None:
        d = state.data
        if d["reshuffled"]:
            return
        if not d["deck"] and d["sudden"] and d["discard"]:
            # §8.2 [P]: the sudden-death deck ran out: the discards become a new deck
            d["deck"] = d["discard"]
            d["discard"] = []
            state.rng.shuffle(d["deck"])
            ev.append(Event("deck_reshuffled", {"count": len(d["deck"])}))
        if not d["deck"]:
            return
        d["row"][slot - 1] = d["deck"].pop()
        if not d["deck"] and not d["sudden"]:
            # §8.3 the Armada reshuffle: the row is shuffled in place, revealed slots stay empty from now on
            slots = face_down_slots(d)
            cards = [d["row"][s - 1] for s in slots]
            state.rng.shuffle(cards)
            for s, c in zip(slots, cards):
                d["row"][s - 1] = c
            d["reshuffled"] = True
            for s in state.seats:
                d["seen"][s] = {}
            ev.append(Event("row_reshuffled", {"slots": slots}))

    # event effects (§7)
    def _event_armada(self, state: State, seat: str, card: int, ev: list[Event]) -> None:
        state.data["discard"].append(card)
        self._score_end(state, ev)

    def _event_marque(self, state: State, seat: str, card: int, ev: list[Event]) -> None:
        self._set_pending(state, {"kind": "marque", "seat": seat, "card": card})

    def _event_pistol(self, state: State, seat: str, card: int, ev: list[Event]) -> None:
        self._set_pending(state, {"kind": "pistol", "seat": seat, "card": card})

    def _event_black_spot(self, state: State, seat: str, card: int, ev: list[Event]) -> None:
        state.data["discard"].append(card)
        self._maroon_or_fountain(state, seat, "black_spot", seat, ev)

    def _event_albatross(self, state: State, seat: str, card: int, ev: list[Event]) -> None:
        state.data["kept"][seat].append(card)
        ev.append(Event("kept", {"seat": seat, "card": D.event_thing(card)}))

    def _event_treasure_map(self, state: State, seat: str, card: int, ev: list[Event]) -> None:
        self._set_pending(state, {"kind": "map_give", "seat": seat, "card": card})

    def _event_eight_bells(self, state: State, seat: str, card: int, ev: list[Event]) -> None:
        d = state.data
        d["discard"].append(card)
        place = where(d, seat).line
        line = d["lines"].get(place)
        if line is None or len(line) < 2:
            ev.append(Event("eight_bells_none", {"seat": seat}))
            return
        state.rng.shuffle(line)
        ev.append(Event("eight_bells", {"place": place, "line_seats": list(line)}))

    def _event_stormy_seas(self, state: State, seat: str, card: int, ev: list[Event]) -> None:
        d = state.data
        d["discard"].append(card)
        place = where(d, seat).line
        if place in D.SHIPS:
            n = sum(d["holds"][place].values())
            d["galleon"] += n
            d["holds"][place] = {"british": 0, "french": 0}
            ev.append(Event("stormy_seas", {"place": place, "count": n}))
        elif place == "tortuga":
            d["holds"]["tortuga"] = {"british": 1, "french": 1}
            ev.append(Event("stormy_seas_tortuga", {}))
        else:
            ev.append(Event("stormy_seas_none", {"seat": seat}))

    def _keep(self, state: State, seat: str, card: int, ev: list[Event]) -> None:
        state.data["kept"][seat].append(card)
        ev.append(Event("kept", {"seat": seat, "card": D.event_thing(card)}))

    def _event_el_dorado(self, state: State, seat: str, card: int, ev: list[Event]) -> None:
        d = state.data
        self._keep(state, seat, card, ev)
        c = d["vote_deck"].pop()
        d["hands"][seat].append(c)
        ev.append(Event("extra_vote_card", {"seat": seat, "cards": len(d["hands"][seat])}))
        ev.append(Event("drew", {"card": D.vote_thing(c), "hand": _hand(d, seat)}, to=(seat,)))

    # what a revealed event card does, by name (the known cards; unknown ones play as blanks)
    _EFFECTS = {"armada": _event_armada, "marque": _event_marque, "pistol": _event_pistol,
                "black_spot": _event_black_spot, "albatross": _event_albatross,
                "treasure_map": _event_treasure_map, "eight_bells": _event_eight_bells,
                "stormy_seas": _event_stormy_seas, "atlantis": _keep, "fountain": _keep,
                "el_dorado": _event_el_dorado}

    # decisions inside an event
    @move("marque_move", target_seat=str, ship=str)
    def _do_marque_move(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        d["discard"].append(d["pending"]["card"])
        self._set_pending(state, None)
        self._move_to_ship(state, seat, prm, ev)

    @move("use_marque", target_seat=str, ship=str)
    def _do_use_marque(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        card = next(c for c in d["kept"][seat] if D.event_name(c) == "marque")
        d["kept"][seat].remove(card)
        d["discard"].append(card)
        self._move_to_ship(state, seat, prm, ev)

    def _move_to_ship(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        target = prm["target_seat"]
        spot = where(d, target)
        if spot.boat:
            d["boats"][spot.boat] = None
        else:
            d["lines"][spot.line].remove(target)
        d["lines"][prm["ship"]].append(target)
        ev.append(Event("marque_used", {"seat": seat, "target_seat": target, "ship": prm["ship"],
                                        "position": len(d["lines"][prm["ship"]])}))

    @move("marque_save")
    def _do_marque_save(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        card = d["pending"]["card"]
        self._set_pending(state, None)
        d["kept"][seat].append(card)
        ev.append(Event("marque_saved", {"seat": seat}))

    @move("pistol", target_seat=str)
    def _do_pistol(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        d["discard"].append(d["pending"]["card"])
        self._set_pending(state, None)
        ev.append(Event("shot", {"seat": seat, "target_seat": prm["target_seat"]}))
        self._maroon_or_fountain(state, prm["target_seat"], "pistol", seat, ev)

    @move("give_map", target_seat=str)
    def _do_give_map(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        card = d["pending"]["card"]
        self._set_pending(state, None)
        target = prm["target_seat"]
        d["kept"][target].append(card)
        if target == seat:
            ev.append(Event("map_kept", {"seat": seat}))
        else:
            ev.append(Event("map_given", {"seat": seat, "target_seat": target}))
        maps = [c for c in d["kept"][target] if D.event_name(c) == "treasure_map"]
        if len(maps) >= D.TREASURE_MAP_SET:
            for c in maps[: D.TREASURE_MAP_SET]:
                d["kept"][target].remove(c)
                d["discard"].append(c)
            if d["galleon"] > 0:
                self._set_pending(state, {"kind": "map_hold", "seat": target})
            else:
                ev.append(Event("map_set_empty", {"seat": target}))

    @move("map_hold", ship=str, side=str)
    def _do_map_hold(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        self._set_pending(state, None)
        d["galleon"] -= 1
        d["holds"][prm["ship"]][prm["side"]] += 1
        d["deeds"][seat][prm["side"]] += 1
        ev.append(Event("map_treasure", {"seat": seat, "ship": prm["ship"], "side": prm["side"]}))

    @move("fountain_refuse", cause=str)
    def _do_fountain_refuse(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._set_pending(state, None)
        self._discard_fountain(state, seat, prm["cause"], ev)

    def _discard_fountain(self, state, seat, cause, ev):
        d = state.data
        card = next(c for c in d["kept"][seat] if D.event_name(c) == "fountain")
        d["kept"][seat].remove(card)
        d["discard"].append(card)
        ev.append(Event("fountain_used", {"seat": seat, "cause": cause}))

    @move("fountain_accept", cause=str)
    def _do_fountain_accept(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._set_pending(state, None)
        self._maroon(state, seat, prm["cause"], ev)

    # role actions
    @move("attack", ship=str, source=str)
    def _do_attack(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._start_vote(state, "attack", seat, prm["ship"], list(state.data["lines"][prm["ship"]]), ev)

    @move("mutiny", ship=str, captain_seat=str)
    def _do_mutiny(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._start_vote(state, "mutiny", seat, prm["ship"], list(state.data["lines"][prm["ship"]][1:]), ev)

    @move("brawl")
    def _do_brawl(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._start_vote(state, "brawl", seat, "tortuga", list(state.data["lines"]["tortuga"]), ev)

    @move("maroon", ship=str, target_seat=str)
    def _do_maroon(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        ev.append(Event("captain_maroons", {"seat": seat, "target_seat": prm["target_seat"], "ship": prm["ship"]}))
        self._maroon_or_fountain(state, prm["target_seat"], "maroon", seat, ev)

    @move("move_treasure", ship=str, from_side=str, to_side=str)
    def _do_move_treasure(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        h = d["holds"][prm["ship"]]
        h[prm["from_side"]] -= 1
        h[prm["to_side"]] += 1
        d["deeds"][seat][prm["to_side"]] += 1
        ev.append(Event("treasure_moved", {"seat": seat, "ship": prm["ship"], "from_side": prm["from_side"],
                                           "to_side": prm["to_side"]}))

    @move("plunder_decline", ship=str)
    def _do_plunder_decline(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._set_pending(state, None)
        ev.append(Event("plunder_declined", {"seat": seat, "ship": prm["ship"]}))

    @move("plunder", ship=str, source=str, to_side=str, take_from=dict)
    def _do_plunder(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        self._set_pending(state, None)
        if prm["source"] == "galleon":
            d["galleon"] -= 1
        else:
            d["holds"][prm["source"]][prm["from_side"]] -= 1
        d["holds"][prm["ship"]][prm["to_side"]] += 1
        d["deeds"][seat][prm["to_side"]] += 1
        ev.append(Event("plunder", {"seat": seat, **prm}))

    @move("atlantis", from_ship=str, to_ship=str)
    def _do_atlantis(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        d["lines"][prm["from_ship"]].remove(seat)
        d["lines"][prm["to_ship"]].append(seat)
        d["atlantis_turn"] = d["turns"]
        if not state.options["atlantis_reusable"]:
            card = next(c for c in d["kept"][seat] if D.event_name(c) == "atlantis")
            d["kept"][seat].remove(card)
            d["discard"].append(card)
        ev.append(Event("atlantis", {"seat": seat, "from_ship": prm["from_ship"], "to_ship": prm["to_ship"],
                                     "position": len(d["lines"][prm["to_ship"]])}))

    # votes (§5)
    def _start_vote(self, state, vote, caller, place, voters, ev):
        d = state.data
        voters = [s for s in voters if d["hands"][s]]
        ev.append(Event("vote_called", {"seat": caller, "vote": vote, "place": place, "voter_seats": voters}))
        self._set_pending(state, {"kind": "vote", "vote": vote, "seat": caller, "place": place,
                                  "voters": voters, "played": {}})
        if not voters:
            self._resolve_vote(state, ev)

    @move("vote", vote=str, card=dict, face=list)
    def _do_vote(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._cast(state, seat, [prm["card"]["id"]], ev)

    @move("vote_two", vote=str, cards=list, face=list)
    def _do_vote_two(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        card = next(c for c in d["kept"][seat] if D.event_name(c) == "el_dorado")
        d["kept"][seat].remove(card)
        d["discard"].append(card)
        ev.append(Event("el_dorado_used", {"seat": seat}))
        self._cast(state, seat, [c["id"] for c in prm["cards"]], ev)

    def _cast(self, state, seat, cards, ev):
        d = state.data
        for c in cards:
            d["hands"][seat].remove(c)
        d["pending"]["played"][seat] = cards
        ev.append(Event("you_voted", {"cards": [D.vote_thing(c) for c in cards], "hand": _hand(d, seat)},
                        to=(seat,)))
        if not self.to_act(state):
            self._resolve_vote(state, ev)

    def _resolve_vote(self, state, ev):
        d = state.data
        pending = d["pending"]
        vote = pending["vote"]
        cards = [c for s in pending["voters"] for c in pending["played"].get(s, [])]
        cards.append(d["vote_deck"].pop())  # the top card of the vote deck, unseen
        state.rng.shuffle(cards)
        symbols = [list(D.VOTE_CARDS[c][vote]) for c in cards]
        counts: dict[str, int] = {}
        for syms in symbols:
            for s in syms:
                counts[s] = counts.get(s, 0) + 1
        result = tally(vote, counts)
        # clean-up: the played cards go to the bottom (shuffled), each voter draws one
        state.rng.shuffle(cards)
        d["vote_deck"][0:0] = cards
        for s in pending["voters"]:
            c = d["vote_deck"].pop()
            d["hands"][s].append(c)
            ev.append(Event("drew", {"card": D.vote_thing(c), "hand": _hand(d, s)}, to=(s,)))
        d["last_vote"] = {"vote": vote, "place": pending["place"], "symbols": symbols, "counts": counts,
                          "result": result, "seat": pending["seat"]}
        # public: the counted symbols in shuffled order (never who played what)
        ev.append(Event("vote_result", {"vote": vote, "place": pending["place"],
                                        "symbols": [x for g in symbols for x in g],
                                        "counts": counts, "result": result}))
        self._set_pending(state, None)
        self._vote_effect(state, pending, result, ev)

    def _vote_effect(self, state: State, pending: dict, result: str, ev: list[Event]) -> None:
        d = state.data
        vote = pending["vote"]
        if vote == "attack" and result == "success":
            place = pending["place"]
            src = "galleon" if d["galleon"] > 0 else other_ship(place)
            if src == "galleon" or sum(d["holds"][src].values()) > 0:
                self._set_pending(state, {"kind": "plunder", "seat": pending["seat"], "ship": place, "source": src})
        elif vote == "mutiny" and result == "success":
            captain = d["lines"][pending["place"]][0]
            self._maroon_or_fountain(state, captain, "mutiny", pending["seat"], ev)
        elif vote == "brawl":
            h = d["holds"]["tortuga"]
            total = h["british"] + h["french"]
            if result == "british":
                d["holds"]["tortuga"] = {"british": total, "french": 0}
            elif result == "french":
                d["holds"]["tortuga"] = {"british": 0, "french": total}
            else:
                d["holds"]["tortuga"] = {"british": total // 2, "french": total - total // 2}

    # marooning (§6.2)
    def _maroon_or_fountain(self, state, seat, cause, by_seat, ev):
        d = state.data
        if cause in MAROON_CAUSES_FOUNTAIN and "fountain" in kept_names(d, seat):
            self._set_pending(state, {"kind": "fountain", "seat": seat, "cause": cause, "by_seat": by_seat})
            return
        self._maroon(state, seat, cause, ev)

    def _maroon(self, state, seat, cause, ev):
        d = state.data
        spot = where(d, seat)
        place = spot.name
        if spot.boat:
            d["boats"][spot.boat] = None
        else:
            d["lines"][spot.line].remove(seat)
        d["lines"]["tortuga"].append(seat)
        ev.append(Event("marooned", {"seat": seat, "cause": cause, "from": place,
                                     "position": len(d["lines"]["tortuga"])}))
        if place == "tortuga" and d["hands"][seat]:
            hand = d["hands"][seat]
            lost = hand.pop(state.rng.below(len(hand)))
            d["vote_deck"].insert(0, lost)
            ev.append(Event("vote_card_lost", {"seat": seat, "left": len(hand)}))
            ev.append(Event("your_card_lost", {"card": D.vote_thing(lost), "hand": _hand(d, seat)}, to=(seat,)))

    def _albatross(self, state, ev):
        """§7 Albatross: 2 cards aboard one ship maroon everyone there, back of the line first."""
        d = state.data
        for ship in D.SHIPS:
            if albatross_aboard(d, ship) >= D.ALBATROSS_LIMIT:
                crew = list(d["lines"][ship])
                if state.options["fountain_vs_albatross"]:
                    spared = [s for s in crew if "fountain" in kept_names(d, s)]
                    crew = [s for s in crew if s not in spared]
                    for s in spared:  # the Fountain is discarded after use (§7)
                        self._discard_fountain(state, s, "albatross", ev)
                ev.append(Event("albatross", {"ship": ship, "seats": list(reversed(crew))}))
                for s in reversed(crew):
                    self._maroon(state, s, "albatross", ev)

    # the end (§8)
    def _sudden_check(self, state, ev):
        d = state.data
        if d["sudden"]:
            t = team_treasure(d)
            if t["british"] != t["french"]:
                self._finish(state, ev, "sudden_death")

    def _score_end(self, state, ev):
        d = state.data
        t = team_treasure(d)
        if t["british"] != t["french"] or len(state.seats) % 2 == 1:
            self._finish(state, ev, "armada")
            return
        # §8.2 sudden death: the Armada leaves; discards and unrevealed cards make a new deck and row
        d["discard"].remove(D.ARMADA)
        d["box"].append(D.ARMADA)
        pool = d["discard"] + d["deck"] + [c for c in d["row"] if c is not None]
        state.rng.shuffle(pool)
        d["discard"], d["deck"] = [], pool
        d["row"] = [d["deck"].pop() if d["deck"] else None for _ in range(D.ROW_SIZE)]
        d["sudden"] = True
        d["reshuffled"] = False
        for s in state.seats:
            d["seen"][s] = {}
        self._set_pending(state, None)
        ev.append(Event("sudden_death", {"british": t["british"], "french": t["french"]}))

    def _finish(self, state, ev, how):
        d = state.data
        d["ended"] = how
        self._set_pending(state, None)
        d["phase"] = "over"
        t = team_treasure(d)
        # How it ended and the totals; the winners and the teams' ranking are said by the
        # platform from `outcome` (Outcome.teams), so they are not repeated here.
        ev.append(Event("game_end", {"how": how, "british": t["british"], "french": t["french"]}))
        for s in d["order"]:
            ev.append(Event("loyalty_revealed", {"seat": s, "team": d["loyalty"][s]}))

    # --- views and outcome -------------------------------------------------------
    seeing = Seeing(hidden, view)

    def estimate(self, state: State, seat: str) -> float:
        """The seat's team treasure lead, guessed as its view would (its own loyalty known; the
        drawn state's others' loyalties are only a draw)."""
        d = state.data
        t = team_treasure(d)
        mine = d["loyalty"][seat]
        if mine == "dutch":  # the Dutch wins a close game: the smaller the gap the better
            lead = 1.5 - abs(t["british"] - t["french"])
        else:
            lead = t[mine] - t["french" if mine == "british" else "british"]
        return 1.0 / (1.0 + 2.718281828 ** (-lead / 2.0))

    measure_unit = "treasure"
    search_margin = 0.2  # treasure: a fifth of a chest on average

    def measure(self, state: State, seat: str) -> float:
        """The seat's team treasure lead over the other team; the Dutch (who win a tie) measure
        how far the teams are from one, as a negative lead ("treasure_gap")."""
        t = team_treasure(state.data)
        mine = state.data["loyalty"][seat]
        if mine not in t:
            return -float(abs(t["british"] - t["french"]))
        return float(t[mine] - t["french" if mine == "british" else "british"])

    def unit(self, view: dict[str, Any], seat: str) -> str:
        return "treasure" if view.get("my_loyalty") in D.SIDES else "treasure_gap"

    def marks(self, start: State, end: State, seat: str) -> tuple[str, ...]:
        """"ahead": the seat's team leads at the playout's end (the Dutch: the teams are tied)."""
        lead = self.measure(end, seat)
        return ("ahead",) if lead > 0 or (lead == 0 and end.data["loyalty"][seat] not in D.SIDES) else ()

    def reason(self, view: dict[str, Any], seat: str, action: Action, considered: Any) -> tuple[str, dict] | None:
        """A share across the playouts: how often the seat's team ends them ahead after this move."""
        cand = next((c for c in considered.candidates if c.action_id == action.id), None)
        if cand is None or not cand.playouts:
            return None
        key = "team_ahead" if view.get("my_loyalty") in D.SIDES else "teams_tied"
        return key, {"count": cand.marks.get("ahead", 0), "playouts": cand.playouts,
                     "share": cand.marks.get("ahead", 0) / cand.playouts}

    def outcome(self, state: State) -> Outcome | None:
        d = state.data
        if not d["ended"]:
            return None
        t = team_treasure(d)
        team = _winning_team(d, len(state.seats))
        teams = {k: [s for s in d["order"] if d["loyalty"][s] == k] for k in D.TEAMS}
        teams = {k: v for k, v in teams.items() if v}
        scores = {s: (t[d["loyalty"][s]] if d["loyalty"][s] in t else (t["british"] if team == "dutch" else 0))
                  for s in state.seats}
        winners = list(teams.get(team, [])) if team else []
        tiebreak = {"armada": "dutch" if team == "dutch" else None, "sudden_death": "sudden_death",
                    "limit": "limit"}[d["ended"]]
        details = {s: {"team": d["loyalty"][s]} for s in state.seats}
        return Outcome(scores, winners, tiebreak, details, teams)


def _hand(d: dict, seat: str) -> list[dict]:
    """A seat's whole vote hand as params: every private line about the hand restates it."""
    return [D.vote_thing(c) for c in d["hands"][seat]]


def tally(vote: str, counts: dict[str, int]) -> str:
    """§5.3: the result of a vote from its counted symbols."""
    if vote == "attack":
        ok = counts.get("cannon", 0) >= 1 and counts.get("fire", 0) - counts.get("water", 0) >= 1
        return "success" if ok else "failure"
    if vote == "mutiny":
        return "success" if counts.get("skull", 0) > counts.get("helm", 0) else "failure"
    b, f = counts.get("british", 0), counts.get("french", 0)
    return "british" if b > f else "french" if f > b else "tie"


def _winning_team(d: dict, n: int) -> str | None:
    t = team_treasure(d)
    if t["british"] != t["french"]:
        return "british" if t["british"] > t["french"] else "french"
    return "dutch" if n % 2 == 1 else None
