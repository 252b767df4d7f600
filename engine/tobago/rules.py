"""Tobago rules (spec: the project's rules/tobago.md).

State layout (`state.data`, plain JSON):
    layout          {"island", "key", "terrain": {hex: code}, "objects": {hex: kind}, "facing": {hex: 0..5}}
    clue_deck, clue_discard          clue card ids (data.CLUE_DECK), top = last
    clue_swapped    {seat: [card ids]} of the clue discard: hands exchanged face down (the rest are
                    the finished maps' clues, seen by all), until the discard becomes the deck
    treasure_deck, treasure_discard  card values (0 = curse), top = last
    treasure_up     the cards of the treasure discard that went there face up (declined, cursed
                    away); the rest went face down (a sharing's leftovers)
    curses_out      curses that struck (out of the game)
    amulet_supply   amulets not yet on the island; amulets {hex: count} lying on the island
    maps            {colour: {"clues": [[card id, seat], ...] top to bottom, "possible": hex bitmask as hex text}}
    players         {seat: {"colour", "atv", "hand", "amulets", "roses", "gold"}}
    phase           place | turn | offer | restart | over
    active, start, placer   seat indexes
    turn            {"number", "main" (the one action used), "clue", "move" (amulet credits),
                    "took" (amulets taken at a drive's end: the turn is over but for a raise)}
    dist            the running distribution or None: map, raiser, roses (seats bottom -> top),
                    pile (face down), card (offered now), at (rose index offered), known {seat: [values seen]},
                    peeked {seat: [values it drew and looked at]}, shown [cards revealed from the pile, in order],
                    last_taker
    raise_queue     more maps located on the raiser's hex, raised one after another
    restart         {"seat", "map"}: who must start the emptied map
    final           the treasure deck ran out: the game ends after this distribution
"""

from __future__ import annotations

from typing import Any

from ..core import Action, Event, Game, Option, Outcome, Rng, Seeing, State, move, ranked
from . import board as B
from . import data as D
from . import hidden, view
from .ai import narrowing, within_reach


def mask_of(text: str) -> int:
    return int(text, 16)


def text_of(mask: int) -> str:
    return format(mask, "x")


def _drives(b: B.Board, atv: str) -> list[Action]:
    """The drive actions from `atv` (the same on every turn there: built once per island and hex)."""
    out = b.drive_actions.get(atv)
    if out is None:
        here = b.index[atv]
        reach = b.reach[here]
        out = b.drive_actions[atv] = []
        for j in B.bits(reach[-1] & ~(1 << here)):
            legs = next(k + 1 for k, m in enumerate(reach) if m >> j & 1)
            n = b.names[j]
            out.append(Action(f"drive:{n}", "drive", {"hex": n, "terrain": b.terrain[j], "legs": legs},
                              group=("drive", b.terrain[j]), keys=(n,), at=(f"hex:{atv}", f"hex:{n}")))
    return out


class Tobago(Game):
    name = "tobago"
    title = "Tobago"
    cues = frozenset({"turn"})
    min_players = 2
    max_players = 4
    # The board serves placing, turns and restarting a map; an offer is decided from the DM
    # that also pings the player (the card's value is only there).
    options = (
        Option("island", "classic", ("classic", "random")),            # §2.4 board, or a seeded random one
        Option("marker_threshold", 16, (15, 16, 17)),                   # §4.2 [?] BGA "< 17"
        Option("reduce_before_markers", True),                         # §4.3 rule 3 [C]; no: BGA's relaxation
        Option("exchange_as_action", False),                            # §3.2 house rule
        Option("landmark_spacing", 4, (4, 6)),                          # §2.2 [P]
        Option("tiebreak", "shared", ("shared", "amulets")),            # §5.5 [?]
        Option("dead_end", "redeal", ("redeal", "score")),              # §5.5 end guarantee, see _dead
    )

    # --- setup -----------------------------------------------------------------
    def initial_data(self, seats: list[str], rng: Rng, options: dict[str, Any]) -> dict[str, Any]:
        spacing = options.get("landmark_spacing", 4)
        while True:
            terrain = B.random_island(rng) if options.get("island") == "random" else dict(B.CLASSIC)
            placed = B.place_objects(terrain, rng, spacing)
            if placed is None:
                continue  # pragma: no cover - a random island without room for the statues
            objects, facing = placed
            layout = {"island": options.get("island", "classic"), "terrain": terrain,
                      "objects": objects, "facing": facing,
                      "key": B.layout_key(terrain, objects, facing)}
            board = B.board_of(layout)
            if all(board.clue_mask):  # every clue of the deck has a hex somewhere
                break
        gold = D.gold_deck()
        rng.shuffle(gold)
        safe, rest = gold[: D.SAFE_ON_TOP], gold[D.SAFE_ON_TOP:] + [D.CURSE] * D.CURSES
        rng.shuffle(rest)
        clues = list(range(len(D.CLUE_DECK)))
        rng.shuffle(clues)
        start = rng.below(len(seats))
        return {
            "layout": layout,
            "clue_deck": clues, "clue_discard": [], "clue_swapped": {},
            "treasure_deck": rest + safe, "treasure_discard": [], "treasure_up": [], "curses_out": 0,
            "amulet_supply": D.AMULETS, "amulets": {},
            "maps": {c: {"clues": [], "possible": text_of(board.all)} for c in D.MAP_COLOURS},
            "players": {s: {"colour": D.PLAYER_COLOURS[i], "atv": None, "hand": [], "amulets": 0,
                            "roses": D.ROSES_PER_PLAYER, "gold": []} for i, s in enumerate(seats)},
            "hand_size": D.HAND_SIZE[len(seats)],
            "phase": "place", "active": start, "start": start, "placer": start,
            "turn": {"number": 0, "main": False, "clue": 0, "move": 0},
            "dist": None, "raise_queue": [], "restart": None, "final": False,
        }

    def board(self, state: State) -> B.Board:
        return B.board_of(state.data["layout"])

    # --- whose move ------------------------------------------------------------
    def to_act(self, state: State) -> list[str]:
        d = state.data
        phase = d["phase"]
        if phase == "over":
            return []
        if phase == "place":
            return [state.seats[d["placer"]]]
        if phase == "offer":
            return [d["dist"]["roses"][d["dist"]["at"]]]
        if phase == "restart":
            return [d["restart"]["seat"]]
        return [state.seats[d["active"]]]

    def status(self, state: State) -> Event:
        d = state.data
        if d["phase"] == "over":
            return Event("over", {})
        seat = self.to_act(state)[0]
        params: dict[str, Any] = {"seat": seat}
        if d["phase"] == "offer":
            dist = d["dist"]
            params.update(map=dist["map"], cards_left=len(dist["pile"]) + 1)
        elif d["phase"] == "restart":
            params["map"] = d["restart"]["map"]
        elif d["phase"] == "turn":
            params["stage"] = "free" if d["turn"]["main"] else "action"  # the one action used or not
        return Event(d["phase"], params)

    # --- legal actions -----------------------------------------------------------
    def legal_clue(self, state: State, b: B.Board, card: int, colour: str) -> bool:
        return card in self._playable(state, b, [card], colour)

    def _playable(self, state: State, b: B.Board, hand: list[int], colour: str) -> list[int]:
        """The cards of `hand` that may go on the map `colour` (§4.3)."""
        m = state.data["maps"][colour]
        possible = mask_of(m["possible"])
        if not m["clues"]:  # the first clue of an empty map (rule 4): it only must leave a hex
            return [c for c in hand if possible & b.clue_mask[c]]
        marked = possible.bit_count() <= state.options["marker_threshold"]
        if marked or state.options["reduce_before_markers"]:  # it must remove a marker (rule 2/3)
            return [c for c in hand if 0 != possible & b.clue_mask[c] != possible]
        return [c for c in hand if possible & b.clue_mask[c]]  # a treasure cannot vanish (rule 1)

    def marked(self, state: State, colour: str) -> bool:
        m = state.data["maps"][colour]
        return bool(m["clues"]) and mask_of(m["possible"]).bit_count() <= state.options["marker_threshold"]

    def located(self, state: State, colour: str) -> int | None:
        m = state.data["maps"][colour]
        mask = mask_of(m["possible"])
        if m["clues"] and mask.bit_count() == 1:
            return mask.bit_length() - 1
        return None

    def _clue_actions(self, state: State, seat: str, b: B.Board, maps=D.MAP_COLOURS,
                      kind: str = "clue") -> list[Action]:
        player = state.data["players"][seat]
        out = []
        if player["roses"] <= 0:
            return out
        for colour in maps:
            for card in self._playable(state, b, player["hand"], colour):
                out.append(Action(f"clue:{card}:{colour}", kind,
                                  {"card": D.clue_thing(card), "map": colour},
                                  secret=True, group=(f"card_{card}",) if kind == "clue" else (),
                                  at=(f"card:c{card}", f"map:{colour}")))
        return out

    def actions(self, state: State, seat: str) -> list[Action]:
        d = state.data
        if seat not in self.to_act(state):
            return []
        b = self.board(state)
        phase = d["phase"]
        if phase == "place":
            return [Action(f"place:{n}", "place", {"hex": n, "terrain": b.terrain[i]},
                           group=("place", b.terrain[i]), keys=(n,), at=(f"hex:{n}",))
                    for i, n in enumerate(b.names)]
        if phase == "offer":
            dist = d["dist"]
            # the card face up on the map: taken by a tap on it; declining is about no board thing
            return [Action("take", "take", {"map": dist["map"]}, secret=True, at=(f"map:{dist['map']}", "offer")),
                    Action("decline", "decline", {"map": dist["map"]}, secret=True)]
        if phase == "restart":
            return self._clue_actions(state, seat, b, (d["restart"]["map"],), "restart_clue")
        return self._turn_actions(state, seat, b)

    def _turn_actions(self, state: State, seat: str, b: B.Board) -> list[Action]:
        d = state.data
        player = d["players"][seat]
        t = d["turn"]
        out: list[Action] = []
        if t.get("took"):  # amulets taken at a drive's end end the turn (§3.3); a raise there still may
            return self._raise_actions(state, seat, b) + [Action("end", "end", {})]
        clues = self._clue_actions(state, seat, b)
        if not t["main"] or t["clue"] > 0:
            out += clues
        if not t["main"] or t["move"] > 0:
            out += _drives(b, player["atv"])
        if not t["main"] and state.options["exchange_as_action"] and player["hand"]:
            out.append(Action("exchange", "exchange", {"count": len(player["hand"])}))
        if player["amulets"] > 0:
            if clues:  # an extra clue only when some clue could be played
                out.append(Action("amulet:clue", "amulet_clue", {"amulets": player["amulets"]}, group=("amulet",)))
            out.append(Action("amulet:move", "amulet_move", {"amulets": player["amulets"]}, group=("amulet",)))
            if player["hand"]:
                out.append(Action("amulet:hand", "amulet_hand", {"amulets": player["amulets"]}, group=("amulet",)))
            for colour in D.MAP_COLOURS:
                if self.marked(state, colour):
                    possible = mask_of(d["maps"][colour]["possible"])
                    if possible.bit_count() >= 2:  # never the last cube
                        for j in B.bits(possible):
                            n = b.names[j]
                            out.append(Action(f"remove:{colour}:{n}", "amulet_remove", {"map": colour, "hex": n},
                                              group=("amulet", f"remove_{colour}"),
                                              at=(f"map:{colour}", f"hex:{n}")))
        out += self._raise_actions(state, seat, b)
        if t["main"]:
            out.append(Action("end", "end", {}))
        return out

    def _raise_actions(self, state: State, seat: str, b: B.Board) -> list[Action]:
        player = state.data["players"][seat]
        if player["roses"] > 0:
            maps = [c for c in D.MAP_COLOURS if self.located(state, c) == b.index[player["atv"]]]
            if maps:
                return [Action("raise", "raise", {"hex": player["atv"], "maps": maps},
                               at=(f"hex:{player['atv']}", *(f"map:{c}" for c in maps)))]
        return []

    # --- doing (the move table) -----------------------------------------------------
    @move("place", hex=str, terrain=str)
    def _do_place(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._place(state, seat, prm["hex"], ev)

    @move("take", map=str)
    def _do_take(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._take(state, seat, ev)

    @move("decline", map=str)
    def _do_decline(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._decline(state, seat, ev)

    @move("restart_clue", card=dict, map=str)
    def _do_restart_clue(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        self._play_clue(state, seat, prm["card"]["id"], prm["map"], ev, restart=True)
        d["restart"] = None
        d["phase"] = "turn"
        self._after_distribution(state, ev)

    @move("clue", card=dict, map=str)
    def _do_clue(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        t = state.data["turn"]
        if t["clue"] > 0:
            t["clue"] -= 1
        else:
            t["main"] = True
        self._play_clue(state, seat, prm["card"]["id"], prm["map"], ev)

    @move("drive", hex=str, terrain=str, legs=int)
    def _do_drive(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        t = state.data["turn"]
        player = state.data["players"][seat]
        extra = t["move"] > 0  # an extra-move credit is used first, as amulet_clue's (§6.3 "either order")
        if extra:
            t["move"] -= 1
        else:
            t["main"] = True
        start = player["atv"]
        player["atv"] = prm["hex"]
        ev.append(Event("drove", {"seat": seat, "from_hex": start, "hex": prm["hex"], "legs": prm["legs"],
                                  "by": "amulet" if extra else "action"}))
        if not extra and self._collect(state, seat, ev):
            t["took"] = True

    @move("exchange", count=int)
    def _do_exchange(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        state.data["turn"]["main"] = True
        self._new_hand(state, seat, ev)

    @move("amulet_clue", amulets=int)
    def _do_amulet_clue(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._spend(state, seat, "clue", ev)
        state.data["turn"]["clue"] += 1

    @move("amulet_move", amulets=int)
    def _do_amulet_move(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._spend(state, seat, "move", ev)
        state.data["turn"]["move"] += 1

    @move("amulet_hand", amulets=int)
    def _do_amulet_hand(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._spend(state, seat, "hand", ev)
        self._new_hand(state, seat, ev)

    def _spend(self, state: State, seat: str, power: str, ev: list[Event]) -> None:
        player = state.data["players"][seat]
        player["amulets"] -= 1
        ev.append(Event("amulet_used", {"seat": seat, "power": power, "amulets": player["amulets"]}))

    @move("amulet_remove", map=str, hex=str)
    def _do_amulet_remove(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        b = self.board(state)
        self._spend(state, seat, "remove", ev)
        colour = prm["map"]
        m = d["maps"][colour]
        left = mask_of(m["possible"]) & ~(1 << b.index[prm["hex"]])
        m["possible"] = text_of(left)
        ev.append(Event("marker_removed", {"seat": seat, "map": colour, "hex": prm["hex"],
                                           "possible": left.bit_count()}))
        if left.bit_count() == 1:
            ev.append(Event("located", {"map": colour, "hex": b.names[left.bit_length() - 1]}))

    @move("raise", hex=str, maps=list)
    def _do_raise(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        state.data["raise_queue"] = list(prm["maps"])
        self._raise_next(state, ev)

    @move("end")
    def _do_end(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._end_turn(state, ev)

    _FREE_MOVES = frozenset({"clue", "drive", "exchange", "amulet_clue", "amulet_move", "amulet_hand", "amulet_remove"})

    def after_move(self, state: State, seat: str, action: Action, ev: list[Event]) -> None:
        # a turn with nothing left but "end" ends by itself
        if action.kind in self._FREE_MOVES and state.data["phase"] == "turn" and self._only_end(state, seat):
            self._end_turn(state, ev)

    def _only_end(self, state: State, seat: str) -> bool:
        """Whether `end` is the only turn action left (what _turn_actions would list, asked cheaply)."""
        d = state.data
        t, player = d["turn"], d["players"][seat]
        b = self.board(state)
        if self._raise_actions(state, seat, b):
            return False
        if t.get("took"):
            return True  # amulets taken at a drive's end: nothing but a raise is left
        if not t["main"] or t["move"] > 0 or player["amulets"] > 0:
            return False  # a drive or an amulet power is left
        return t["clue"] == 0 or not self._clue_actions(state, seat, b)

    # setup
    def _place(self, state: State, seat: str, hex_: str, ev: list[Event]) -> None:
        d = state.data
        d["players"][seat]["atv"] = hex_
        ev.append(Event("placed", {"seat": seat, "hex": hex_}))
        n = len(state.seats)
        d["placer"] = (d["placer"] + 1) % n
        if d["placer"] != d["start"]:
            return
        # starting maps (§7.7): each player in turn seeds a different empty map from the deck
        for k in range(n):
            s = state.seats[(d["start"] + k) % n]
            card = self._draw_clue(state, ev)
            if card is not None:
                self._add_clue(state, s, card, D.MAP_COLOURS[k], ev, seeded=True)
        for s in state.seats:
            self._draw_up(state, s, ev)
            ev.append(Event("hand", {"cards": [D.clue_thing(c) for c in d["players"][s]["hand"]]}, to=(s,)))
        d["phase"] = "turn"
        d["active"] = d["start"]
        self._start_turn(state, ev)

    # clues
    def _draw_clue(self, state: State, ev: list[Event]) -> int | None:
        d = state.data
        if not d["clue_deck"]:
            if not d["clue_discard"]:
                return None
            d["clue_deck"] = d["clue_discard"]
            d["clue_discard"] = []
            d["clue_swapped"] = {}
            state.rng.shuffle(d["clue_deck"])
            ev.append(Event("clue_reshuffle", {"count": len(d["clue_deck"])}))
        return d["clue_deck"].pop()

    def _draw_up(self, state: State, seat: str, ev: list[Event]) -> list[int]:
        d = state.data
        hand = d["players"][seat]["hand"]
        new = []
        while len(hand) < d["hand_size"]:
            c = self._draw_clue(state, ev)
            if c is None:
                break
            hand.append(c)
            new.append(c)
        return new

    def _add_clue(self, state: State, seat: str, card: int, colour: str, ev: list[Event],
                  seeded: bool = False) -> None:
        d = state.data
        b = self.board(state)
        m = d["maps"][colour]
        thr = state.options["marker_threshold"]
        before = mask_of(m["possible"])
        was_marked = bool(m["clues"]) and before.bit_count() <= thr
        after = before & b.clue_mask[card]
        m["clues"].append([card, seat])
        m["possible"] = text_of(after)
        d["players"][seat]["roses"] -= 1
        ev.append(Event("seeded" if seeded else "clue_played",
                        {"seat": seat, "card": D.clue_thing(card), "map": colour, "possible": after.bit_count()}))
        if after.bit_count() <= thr and not was_marked:
            ev.append(Event("markers_placed", {"map": colour, "count": after.bit_count()}))
        if after.bit_count() == 1:
            ev.append(Event("located", {"map": colour, "hex": b.names[after.bit_length() - 1]}))

    def _play_clue(self, state: State, seat: str, card: int, colour: str, ev: list[Event],
                   restart: bool = False) -> None:
        player = state.data["players"][seat]
        player["hand"].remove(card)
        self._add_clue(state, seat, card, colour, ev)
        new = self._draw_up(state, seat, ev)
        if new:
            ev.append(Event("drew_clues", {"cards": [D.clue_thing(c) for c in new]}, to=(seat,)))

    def _new_hand(self, state: State, seat: str, ev: list[Event]) -> None:
        d = state.data
        player = d["players"][seat]
        n = len(player["hand"])
        d["clue_discard"].extend(player["hand"])
        d.setdefault("clue_swapped", {}).setdefault(seat, []).extend(player["hand"])  # face down
        player["hand"] = []
        while len(player["hand"]) < n:
            c = self._draw_clue(state, ev)
            if c is None:
                break
            player["hand"].append(c)
        ev.append(Event("hand_exchanged", {"seat": seat, "count": len(player["hand"])}))
        ev.append(Event("hand", {"cards": [D.clue_thing(c) for c in player["hand"]]}, to=(seat,)))

    # turns
    def _collect(self, state: State, seat: str, ev: list[Event]) -> int:
        d = state.data
        player = d["players"][seat]
        n = d["amulets"].pop(player["atv"], 0)
        if n:
            player["amulets"] += n
            ev.append(Event("amulets_collected", {"seat": seat, "hex": player["atv"], "count": n,
                                                  "amulets": player["amulets"]}))
        return n

    def _start_turn(self, state: State, ev: list[Event]) -> None:
        d = state.data
        seat = state.seats[d["active"]]
        if self._dead(state):
            self._dead_end(state, ev)
            if d["phase"] == "over":
                return
        d["turn"] = {"number": d["turn"]["number"] + 1, "main": False, "clue": 0, "move": 0}
        ev.append(Event("turn", {"seat": seat, "turn": d["turn"]["number"]}))
        self._collect(state, seat, ev)  # free at the start of the turn (§3.2.1): always worth taking

    # The end guarantee (option dead_end; the rulebook is silent). A game is dead when only drives
    # are left for ever: no map is located (nothing to raise, so no amulet can wash ashore), no
    # amulet lies on the island or in a hand, and no seat can play a clue from its hand (nor
    # exchange it as an action). Drives change nothing but ATVs, so nothing could ever change.
    # "redeal": every hand is exchanged once more for fresh clue cards; still dead, the game ends
    # as "score" does: at once, scored as it stands. Each redeal needs a clue played since the
    # last dead end, and clues cost roses that come back only through sharings, which use up the
    # treasure deck: the game always ends.
    def _dead(self, state: State) -> bool:
        d = state.data
        if d["amulets"] or any(player["amulets"] for player in d["players"].values()):
            return False
        if any(self.located(state, c) is not None for c in D.MAP_COLOURS):
            return False
        b = self.board(state)
        for player in d["players"].values():
            if player["hand"] and state.options["exchange_as_action"]:
                return False
            if player["roses"] > 0 and any(self._playable(state, b, player["hand"], c) for c in D.MAP_COLOURS):
                return False
        return True

    def _dead_end(self, state: State, ev: list[Event]) -> None:
        if state.options["dead_end"] == "redeal":
            ev.append(Event("dead_end_redeal", {}))
            for s in state.seats:
                if state.data["players"][s]["hand"]:
                    self._new_hand(state, s, ev)
            if not self._dead(state):
                return
        ev.append(Event("dead_end", {}))
        self._finish(state, ev)

    def _end_turn(self, state: State, ev: list[Event]) -> None:
        d = state.data
        d["active"] = (d["active"] + 1) % len(state.seats)
        d["phase"] = "turn"
        self._start_turn(state, ev)

    # raising and distribution (§5)
    def _draw_treasure(self, state: State, ev: list[Event]) -> int | None:
        d = state.data
        if not d["treasure_deck"]:
            if not d["treasure_discard"]:
                return None
            # the deck ran out mid-distribution: the discards finish it (§5.5)
            d["treasure_deck"] = d["treasure_discard"]
            d["treasure_discard"] = []
            d["treasure_up"] = []
            state.rng.shuffle(d["treasure_deck"])
            ev.append(Event("treasure_reshuffle", {"count": len(d["treasure_deck"])}))
        v = d["treasure_deck"].pop()
        if not d["treasure_deck"] and not d["final"]:
            d["final"] = True
            ev.append(Event("final_distribution", {}))
        return v

    def _raise_next(self, state: State, ev: list[Event]) -> None:
        d = state.data
        while d["raise_queue"]:
            colour = d["raise_queue"].pop(0)
            seat = state.seats[d["active"]]
            if d["players"][seat]["roses"] > 0 and self.located(state, colour) is not None:
                self._raise(state, seat, colour, ev)
                return
        self._end_turn(state, ev)

    def _raise(self, state: State, seat: str, colour: str, ev: list[Event]) -> None:
        d = state.data
        b = self.board(state)
        m = d["maps"][colour]
        player = d["players"][seat]
        player["roses"] -= 1
        roses = [seat] + [s for _, s in reversed(m["clues"])]
        ev.append(Event("raised", {"seat": seat, "map": colour, "hex": player["atv"], "rose_seats": list(roses)}))
        for i in sorted(b.objects):
            if b.objects[i] == "statue" and d["amulet_supply"] > 0:
                land = b.names[b.gaze_landing(i)]
                d["amulet_supply"] -= 1
                d["amulets"][land] = d["amulets"].get(land, 0) + 1
                ev.append(Event("amulet_landed", {"hex": land, "statue_hex": b.names[i]}))
        known: dict[str, list[int]] = {}
        pile: list[int] = []
        for s in state.seats:
            k = roses.count(s)
            if not k:
                continue
            cards = []
            for _ in range(k):
                v = self._draw_treasure(state, ev)
                if v is not None:
                    cards.append(v)
            known[s] = list(cards)
            pile += cards
            ev.append(Event("peeked", {"map": colour, "cards": [D.treasure_thing(v) for v in cards]}, to=(s,)))
        blind = self._draw_treasure(state, ev)
        if blind is not None:
            pile.append(blind)
        state.rng.shuffle(pile)
        ev.append(Event("pile", {"map": colour, "count": len(pile)}))
        d["dist"] = {"map": colour, "raiser": seat, "roses": roses, "pile": pile, "card": None, "at": 0,
                     "known": known, "peeked": {s: list(v) for s, v in known.items()}, "shown": [],
                     "last_taker": None}
        d["phase"] = "offer"
        self._reveal(state, ev)

    def _reveal(self, state: State, ev: list[Event]) -> None:
        d = state.data
        dist = d["dist"]
        if not dist["roses"] or not dist["pile"]:
            self._end_distribution(state, ev)
            return
        v = dist["pile"].pop()
        if v == D.CURSE:
            self._curse(state, ev)
            return
        dist.setdefault("shown", []).append(v)
        dist["card"] = v
        dist["at"] = 0
        self._offer(state, ev)

    def _offer(self, state: State, ev: list[Event]) -> None:
        dist = state.data["dist"]
        seat = dist["roses"][dist["at"]]
        dist["known"].setdefault(seat, []).append(dist["card"])
        ev.append(Event("offered", {"map": dist["map"], "card": D.treasure_thing(dist["card"])}, to=(seat,)))

    def _take(self, state: State, seat: str, ev: list[Event]) -> None:
        d = state.data
        dist = d["dist"]
        player = d["players"][seat]
        v = dist["card"]
        player["gold"].append(v)
        dist["roses"].pop(dist["at"])
        player["roses"] += 1
        dist["card"] = None
        dist["last_taker"] = seat
        ev.append(Event("took", {"seat": seat, "map": dist["map"], "treasure_cards": len(player["gold"])}))
        ev.append(Event("took_card", {"card": D.treasure_thing(v)}, to=(seat,)))
        self._reveal(state, ev)

    def _decline(self, state: State, seat: str, ev: list[Event]) -> None:
        d = state.data
        dist = d["dist"]
        dist["at"] += 1
        ev.append(Event("declined", {"seat": seat, "map": dist["map"]}))
        if dist["at"] >= len(dist["roses"]):
            d["treasure_discard"].append(dist["card"])
            d.setdefault("treasure_up", []).append(dist["card"])
            dist["card"] = None
            ev.append(Event("card_discarded", {"map": dist["map"]}))
            self._reveal(state, ev)
        else:
            self._offer(state, ev)

    def _curse(self, state: State, ev: list[Event]) -> None:
        d = state.data
        dist = d["dist"]
        d["curses_out"] += 1
        ev.append(Event("curse", {"map": dist["map"], "discarded": len(dist["pile"])}))
        for s in state.seats:
            if s not in dist["roses"]:
                continue
            player = d["players"][s]
            if player["amulets"] > 0:  # mandatory (§5.3)
                player["amulets"] -= 1
                ev.append(Event("cursed", {"seat": s, "lost": "amulet"}))
            elif player["gold"]:
                best = max(player["gold"])
                player["gold"].remove(best)
                d["treasure_discard"].append(best)
                d.setdefault("treasure_up", []).append(best)  # the most valuable of cards taken face up
                ev.append(Event("cursed", {"seat": s, "lost": "treasure"}))
                ev.append(Event("cursed_card", {"card": D.treasure_thing(best)}, to=(s,)))
            else:
                ev.append(Event("cursed", {"seat": s, "lost": "nothing"}))
        self._end_distribution(state, ev)

    def _end_distribution(self, state: State, ev: list[Event]) -> None:
        d = state.data
        dist = d["dist"]
        d["treasure_discard"].extend(dist["pile"])
        for s in dist["roses"]:
            d["players"][s]["roses"] += 1
        m = d["maps"][dist["map"]]
        d["clue_discard"].extend(c for c, _ in m["clues"])
        m["clues"] = []
        m["possible"] = text_of(self.board(state).all)
        ev.append(Event("distribution_end", {"map": dist["map"], "roses_back": len(dist["roses"])}))
        starter = dist["last_taker"] or dist["raiser"]
        d["dist"] = None
        if d["final"]:
            self._finish(state, ev)
            return
        player = d["players"][starter]
        if player["hand"] and player["roses"] > 0:
            d["phase"] = "restart"
            d["restart"] = {"seat": starter, "map": dist["map"]}
            return
        d["phase"] = "turn"
        self._after_distribution(state, ev)

    def _after_distribution(self, state: State, ev: list[Event]) -> None:
        self._raise_next(state, ev)

    def _finish(self, state: State, ev: list[Event]) -> None:
        d = state.data
        d["phase"] = "over"
        d["raise_queue"] = []  # the platform says the result once, from outcome()

    # --- seeing ----------------------------------------------------------------
    seeing = Seeing(hidden, view)

    def estimate(self, state: State, seat: str) -> float:
        """Treasure gold (plus a little for amulets and clue cards in hand) against the best other
        seat's."""
        players = state.data["players"]
        worth = {s: sum(player["gold"]) + 1.0 * player["amulets"] + 0.5 * len(player["hand"])
                 for s, player in players.items()}
        best_other = max(v for s, v in worth.items() if s != seat)
        return 1.0 / (1.0 + 2.718281828 ** (-(worth[seat] - best_other) / 4.0))

    measure_unit = "gold"
    search_margin = 0.3  # gold: about a third of a treasure card's least value

    def measure(self, state: State, seat: str) -> float:
        """Treasure gold lead over the best other seat."""
        players = state.data["players"]
        mine = sum(players[seat]["gold"])
        return float(mine - max(sum(p["gold"]) for s, p in players.items() if s != seat))

    def reason(self, view: dict[str, Any], seat: str, action: Action, considered: Any) -> tuple[str, dict] | None:
        """Facts of the view the move changes: the hexes a clue (or a marker's removal) takes from a
        map's possible ones; the possible hexes a drive puts within a turn's reach."""
        if action.kind == "amulet_remove" or ("card" in action.params and "map" in action.params):
            card = action.params["card"]["id"] if "card" in action.params else None
            removed, possible = narrowing(view, action.params["map"], card)
            return "narrows", {"map": action.params["map"], "removed": removed, "possible": possible}
        if action.kind == "drive":
            near, possible = within_reach(view, action.params["hex"])
            if possible:
                return "in_reach", {"hexes": near, "possible": possible}
        return None

    def outcome(self, state: State) -> Outcome | None:
        d = state.data
        if d["phase"] != "over":
            return None
        scores = {s: sum(d["players"][s]["gold"]) for s in state.seats}
        details = {s: {"treasure_cards": len(d["players"][s]["gold"]), "amulets": d["players"][s]["amulets"]}
                   for s in state.seats}
        amulets = {s: d["players"][s]["amulets"] for s in state.seats}
        winners, tiebreak = ranked(scores, [("amulets", amulets)] if state.options["tiebreak"] == "amulets" else [])
        return Outcome(scores=scores, winners=winners, tiebreak=tiebreak, details=details)

    def summary(self, state: State, seat: str) -> list[Event]:
        d = state.data
        if seat not in d["players"]:
            return []
        player = d["players"][seat]
        out = [Event("you_status", {"seat": seat, "cards": [D.clue_thing(c) for c in player["hand"]],
                                    "gold": sorted(player["gold"]), "coins": sum(player["gold"]),
                                    "amulets": player["amulets"], "roses": player["roses"]}, to=(seat,))]
        dist = d["dist"]
        if dist is not None and dist["known"].get(seat):  # what this seat saw of the running sharing
            out.append(Event("you_peeked", {"map": dist["map"],
                                            "cards": [D.treasure_thing(v) for v in dist["known"][seat]]}, to=(seat,)))
        if d["phase"] == "offer" and self.to_act(state) == [seat]:
            out.append(Event("offered", {"map": dist["map"], "card": D.treasure_thing(dist["card"])}, to=(seat,)))
        return out
