"""Port Royal rules (spec: the project's rules/portroyal.md, §2–§8).

State layout (`state.data`, plain JSON; card ids are ints from data.py):
    draw, discard            lists of card ids, top = last element
    harbor                   harbor display, in reveal order
    pending                  a just-revealed repellable ship awaiting repel/keep, or None
    expeditions              the shared expedition area
    box                      cards out of the game (the 5-player expedition with < 5 players)
    players                  {seat: {"coins": [ids], "persons": [ids], "expeditions": [ids]}}
    phase                    discover | repel | trade | others | bust | over
    active, start            seat indexes (active player, start player)
    round, turn              1-based counters
    revealed, last           reveals this turn (count, ids; `last` drops cards reshuffled away)
    picker, picks_left       whose chance it is in trade/others and how many picks remain
    queue                    non-active seats still to get their chance, clockwise
    final_round              the end has been triggered; finishing the round
    stall                    consecutive turns that could not reveal anything (both piles empty)
    ended_by                 "score" or "deadlock" once over
"""

from __future__ import annotations

import itertools
from typing import Any

from ..core import Action, Event, Game, Option, Outcome, Rng, Seeing, State, move
from . import data as D
from . import hidden, view
from .scoring import outcome_of, player_vp, swords_of

CARDS = D.CARDS


# --- small queries ---------------------------------------------------------------
# Card id -> one field, as flat lists: these are asked on every move, and an index is cheaper than
# two dict lookups. None where the card has no such field (or, for the colours, is not a ship / a trader).
_KIND = [c.get("kind") for c in CARDS]  # a person's kind
_SHIP_COLOUR = [c["colour"] if c["type"] == "ship" else None for c in CARDS]
_TRADER_COLOUR = [c["colour"] if c.get("kind") == "trader" else None for c in CARDS]


def count_kind(player: dict, kind: str) -> int:
    persons = player["persons"]
    return [_KIND[c] for c in persons].count(kind) if persons else 0


def traders_of(player: dict, colour: str) -> int:
    persons = player["persons"]
    return [_TRADER_COLOUR[c] for c in persons].count(colour) if persons else 0


def hire_cost(player: dict, card_id: int) -> int:
    return max(0, CARDS[card_id]["cost"] - count_kind(player, "mademoiselle"))


def harbor_colours(harbor: list[int]) -> int:
    """Distinct ship colours among the harbor's card ids."""
    colours = {_SHIP_COLOUR[c] for c in harbor}
    colours.discard(None)
    return len(colours)


def picks_for_colours(colours: int) -> int:
    return 3 if colours >= 5 else 2 if colours == 4 else 1


def can_repel(player: dict, card_id: int) -> bool:
    need = CARDS[card_id]["swords"]
    return need is not None and swords_of(player) >= need


def would_bust(d: dict, card_id: int) -> bool:
    """A ship of the card's colour is in the harbor already."""
    return CARDS[card_id]["colour"] in [_SHIP_COLOUR[c] for c in d["harbor"]]


_SYMBOL = [c.get("symbol") for c in CARDS]  # card id -> a person's expedition symbol ("any": a Jack)
_NEEDS = {c["id"]: (tuple(c["needs"]), {s: c["needs"].count(s) for s in dict.fromkeys(c["needs"])})
          for c in CARDS if c["type"] == "expedition"}


# Whether a display can claim an expedition at all depends only on how many of each symbol it holds.
# Every listing asks it of every expedition on display, and nearly always the answer is no: so the
# display's symbols are counted once, packed in one number, and looked up in a set made at import.
_SYMBOL_ORDER = (*D.SYMBOLS, "any")
_DIGIT = [16 ** _SYMBOL_ORDER.index(s) if s in _SYMBOL_ORDER else 0 for s in _SYMBOL]  # base 16: < 16 of each


def symbol_counts(persons: list[int]) -> int:
    """The display's expedition symbols as one number, a base-16 digit each: anchors, crosses, huts, Jacks."""
    return sum(map(_DIGIT.__getitem__, persons))  # map: no comprehension frame (hot: every listing)


def _claimable(exp_id: int) -> frozenset[int]:
    """Every symbol_counts from which `exp_id` can be claimed: the symbols it lacks are at most the Jacks."""
    need = _NEEDS[exp_id][1]
    out = set()
    for counts in itertools.product(*(range(_SYMBOL.count(s) + 1) for s in _SYMBOL_ORDER)):
        held = dict(zip(_SYMBOL_ORDER, counts))
        if sum(max(0, n - held[s]) for s, n in need.items()) <= held["any"]:
            out.add(sum(k * 16 ** i for i, k in enumerate(counts)))
    return frozenset(out)


_CLAIMABLE = {e: _claimable(e) for e in _NEEDS}
_WAYS: dict[tuple, list] = {}  # (expedition, persons) -> claim_ways: the same few displays recur all game


def claim_ways(player: dict, exp_id: int, symbols: int | None = None) -> list[tuple[int, list[int]]]:
    """Distinct ways to claim: (jacks used, person ids discarded), fewest jacks first (do not
    change the lists: they are shared). `symbols`: the display's symbol_counts, if known."""
    persons = player["persons"]
    if (symbol_counts(persons) if symbols is None else symbols) not in _CLAIMABLE[exp_id]:
        return []  # no way at all (what _claim_ways would find, found faster)
    key = (exp_id, *persons)
    ways = _WAYS.get(key)
    if ways is None:
        if len(_WAYS) > 50_000:
            _WAYS.clear()
        ways = _WAYS[key] = _claim_ways(persons, exp_id)
    return ways


def _claim_ways(persons: list[int], exp_id: int) -> list[tuple[int, list[int]]]:
    needs, need = _NEEDS[exp_id]
    by_symbol: dict[str, list[int]] = {s: [] for s in need}
    jacks: list[int] = []
    for c in persons:
        sym = _SYMBOL[c]
        if sym == "any":
            jacks.append(c)
        elif sym in by_symbol:
            by_symbol[sym].append(c)
    deficit = {s: max(0, n - len(by_symbol[s])) for s, n in need.items()}
    short = sum(deficit.values())
    ways = []
    for j in range(short, min(len(jacks), len(needs)) + 1):
        use = {s: need[s] - deficit[s] for s in need}  # specific persons used per symbol
        extra = j - short
        for s in needs:  # extra jacks replace symbols in the card's listed order
            if extra and use[s] > 0:
                use[s] -= 1
                extra -= 1
        ways.append((j, [c for s in need for c in by_symbol[s][: use[s]]] + jacks[:j]))
    return ways


# cards that look alike (same fields but the id) are one take
_LOOKS: dict[tuple, int] = {}
_TAKE_ID = [f"take:{c}" for c in D.ALL_IDS]  # card id -> its take action's id
_KEY = [_LOOKS.setdefault(tuple(sorted((k, str(v)) for k, v in c.items() if k != "id")), len(_LOOKS)) for c in CARDS]


class PortRoyal(Game):
    name = "portroyal"
    title = "Port Royal"
    cues = frozenset({"turn", "chance"})
    min_players = 2
    max_players = 5
    options = (
        Option("governor_immediate_pick", False),
        Option("expedition_end_variant", False),
        Option("claim_after_bust", True),
        Option("start_player", "first", ("first", "random")),
    )
    # A fresh board when a turn starts and when its harbor is traded from; the reveals and the
    # others' picks in between read well as text.

    # --- setup -----------------------------------------------------------------
    def initial_data(self, seats: list[str], rng: Rng, options: dict[str, Any]) -> dict[str, Any]:
        deck = list(D.DECK_IDS)
        rng.shuffle(deck)
        five = len(seats) == 5
        players = {s: {"coins": [], "persons": [], "expeditions": []} for s in seats}
        for s in seats:
            for _ in range(3):
                players[s]["coins"].append(deck.pop())
        start = rng.below(len(seats)) if options.get("start_player") == "random" else 0
        return {
            "draw": deck, "discard": [], "harbor": [], "pending": None,
            "expeditions": [D.FIVE_PLAYER_EXPEDITION] if five else [],
            "box": [] if five else [D.FIVE_PLAYER_EXPEDITION],
            "players": players, "phase": "discover", "active": start, "start": start,
            "round": 1, "turn": 1, "revealed": 0, "last": [], "picker": None, "picks_left": None,
            "queue": [], "final_round": False, "stall": 0, "ended_by": None,
        }

    # --- whose move ------------------------------------------------------------
    def to_act(self, state: State) -> list[str]:
        d = state.data
        phase = d["phase"]
        if phase == "over":
            return []
        if phase in ("trade", "others"):
            return [d["picker"]]
        return [state.seats[d["active"]]]

    def actions(self, state: State, seat: str) -> list[Action]:
        d = state.data
        phase = d["phase"]
        if phase == "over" or seat != (d["picker"] if phase in ("trade", "others") else state.seats[d["active"]]):
            return []  # not to act (to_act, inlined: listed on every move)
        player = d["players"][seat]
        out: list[Action] = []
        if phase == "discover":
            # [I] a turn reveals at most D.MAX_REVEALS_PER_TURN cards (see data.py): only reachable by
            # repelling the same recycled ships again and again, it makes every turn finite.
            drawable = bool(d["draw"] or d["discard"]) and d["revealed"] < D.MAX_REVEALS_PER_TURN
            if drawable:
                out.append(Action("draw", "draw", {"draw_count": len(d["draw"])}, at=("deck",)))
            if d["revealed"] > 0:
                picks = picks_for_colours(harbor_colours(d["harbor"])) + count_kind(player, "governor")
                out.append(Action("stop", "stop", {"picks": picks}))
            elif not drawable:
                out.append(Action("end", "end", {}))
            out += self._claims(state, seat)
        elif phase == "repel":
            card = D.thing(d["pending"])
            at = (f"card:c{d['pending']}",)
            out.append(Action("repel", "repel", {"card": card, "swords": swords_of(player)}, at=at))
            bust = would_bust(d, d["pending"])
            out.append(Action("keep", "keep_bust" if bust else "keep", {"card": card, "bust": bust}, at=at))
        elif phase == "trade":
            if d["picks_left"] > 0:
                out += self._takes(state, seat, paying=False)
            out.append(Action("done", "done", {"picks_left": d["picks_left"]}))
            out += self._claims(state, seat)
        elif phase == "others":
            if d["picks_left"] > 0:
                out += self._takes(state, seat, paying=True)
            out.append(Action("pass", "pass", {"picks_left": d["picks_left"]}, forced=True))
        elif phase == "bust":
            out += self._claims(state, seat)
            out.append(Action("end", "end", {}))
        return out

    def _takes(self, state: State, seat: str, paying: bool) -> list[Action]:
        d = state.data
        player = d["players"][seat]
        coins = len(player["coins"])
        pay = 1 if paying else 0
        ship_kind, hire_kind = ("take_ship_pay", "hire_pay") if paying else ("take_ship", "hire")
        discount = traders = None  # the display's discount and trader colours: counted at the first person / ship
        seen: set = set()
        out = []
        for c in d["harbor"]:
            key = _KEY[c]
            if key in seen:
                continue
            seen.add(key)
            card = CARDS[c]
            if card["type"] == "ship":
                if traders is None:
                    traders = [_TRADER_COLOUR[t] for t in player["persons"]]
                bonus = traders.count(card["colour"])  # traders_of
                out.append(Action(_TAKE_ID[c], ship_kind, {"card": D.thing(c), "coins": card["coins"] + bonus,
                                                           "bonus": bonus, "compensation": pay},
                                  at=(f"card:c{c}",)))
            else:
                if discount is None:
                    discount = count_kind(player, "mademoiselle")
                cost = max(0, card["cost"] - discount)  # hire_cost
                if coins >= cost + pay:
                    out.append(Action(_TAKE_ID[c], hire_kind, {"card": D.thing(c), "cost": cost, "vp": card["vp"],
                                                               "compensation": pay},
                                      at=(f"card:c{c}",)))
        return out

    def _claims(self, state: State, seat: str) -> list[Action]:
        d = state.data
        if not d["expeditions"]:
            return []
        player = d["players"][seat]
        symbols = symbol_counts(player["persons"])
        out = []
        for e in d["expeditions"]:
            if symbols not in _CLAIMABLE[e]:
                continue  # the usual case: no way (claim_ways would say so)
            for jacks, persons in claim_ways(player, e, symbols):
                out.append(Action(f"claim:{e}:{jacks}", "claim",
                                  {"card": D.thing(e), "jacks": jacks, "persons": [D.thing(c) for c in persons],
                                   "vp": CARDS[e]["vp"], "coins": CARDS[e]["coins"]},
                                  at=(f"card:c{e}", *(f"card:c{c}" for c in persons))))
        return out

    def _may_claim(self, state: State, seat: str) -> bool:
        """`seat` has a claim among its legal actions (bool(_claims), without building them)."""
        player = state.data["players"][seat]
        symbols = symbol_counts(player["persons"])
        return any(claim_ways(player, e, symbols) for e in state.data["expeditions"])

    # --- doing (the move table) -----------------------------------------------------
    @move("draw", draw_count=int)
    def _do_draw(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._reveal(state, seat, ev)

    @move("stop", picks=int)
    def _do_stop(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        ev.append(Event("stopped", {"seat": seat, "harbor": len(state.data["harbor"])}))
        self._begin_trade(state, ev)

    @move("repel", card=dict, swords=int)
    def _do_repel(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        c = d["pending"]
        d["pending"] = None
        d["discard"].append(c)
        d["phase"] = "discover"
        ev.append(Event("repelled", {"seat": seat, "card": D.thing(c), "swords": swords_of(d["players"][seat])}))

    @move("keep", "keep_bust", card=dict, bust=bool)
    def _do_keep(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        c = d["pending"]
        d["pending"] = None
        d["phase"] = "discover"
        self._dock(state, seat, c, ev)

    @move("take_ship", "take_ship_pay", "hire", "hire_pay", card=dict, compensation=int)
    def _do_take(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._take(state, seat, prm["card"]["id"], ev)

    @move("claim", card=dict, jacks=int, persons=list)
    def _do_claim(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        self._claim(state, seat, prm["card"]["id"], prm["jacks"], ev)

    @move("done", picks_left=int)
    def _do_done(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        ev.append(Event("done", {"seat": seat}))
        self._next_chance(state, ev)

    @move("pass", picks_left=int)
    def _do_pass(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        ev.append(Event("passed", {"seat": seat}))
        self._next_chance(state, ev)

    @move("end")
    def _do_end(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        if d["phase"] == "discover":  # nothing could be revealed at all (both piles empty)
            d["stall"] += 1
            ev.append(Event("no_cards", {"seat": seat}))
            if d["stall"] >= len(state.seats):
                self._finish(state, ev, "deadlock")
                return
        self._end_turn(state, ev)

    # card flow
    def _draw(self, state: State, ev: list[Event]) -> int | None:
        d = state.data
        if not d["draw"]:
            if not d["discard"]:
                return None
            moved = d["discard"]
            d["discard"] = []
            state.rng.shuffle(moved)
            d["draw"] = moved
            gone = set(moved)
            d["last"] = [c for c in d["last"] if c not in gone]
            ev.append(Event("reshuffle", {"count": len(moved)}))
        return d["draw"].pop()

    def _gain(self, state: State, seat: str, n: int, ev: list[Event]) -> int:
        coins = state.data["players"][seat]["coins"]
        got = 0
        for _ in range(n):
            c = self._draw(state, ev)
            if c is None:
                break
            coins.append(c)
            got += 1
        return got

    def _pay(self, state: State, seat: str, n: int) -> None:
        d = state.data
        coins = d["players"][seat]["coins"]
        for _ in range(n):
            d["discard"].append(coins.pop())

    def _transfer(self, state: State, frm: str, to: str, n: int) -> int:
        d = state.data
        src, dst = d["players"][frm]["coins"], d["players"][to]["coins"]
        moved = 0
        for _ in range(n):
            if not src:
                break
            dst.append(src.pop())
            moved += 1
        return moved

    # phase 1
    def _reveal(self, state: State, seat: str, ev: list[Event]) -> None:
        d = state.data
        c = self._draw(state, ev)
        if c is None:  # cannot happen: `draw` is only legal when a card exists
            return
        d["revealed"] += 1
        d["stall"] = 0
        d["last"].append(c)
        kind = CARDS[c]["type"]
        ev.append(Event("revealed", {"seat": seat, "card": D.thing(c)}))
        if kind == "person":
            d["harbor"].append(c)
        elif kind == "ship":
            if can_repel(d["players"][seat], c):
                d["pending"] = c
                d["phase"] = "repel"
            else:
                self._dock(state, seat, c, ev)
        elif kind == "expedition":
            d["expeditions"].append(c)
            ev.append(Event("expedition_found", {"seat": seat, "card": D.thing(c)}))
        else:
            self._tax(state, seat, c, ev)

    def _dock(self, state: State, seat: str, c: int, ev: list[Event]) -> None:
        d = state.data
        if would_bust(d, c):
            self._bust(state, seat, c, ev)
        else:
            d["harbor"].append(c)

    def _tax(self, state: State, seat: str, c: int, ev: list[Event]) -> None:
        d = state.data
        ev.append(Event("tax", {"seat": seat, "card": D.thing(c)}))
        for s in state.seats:
            n = len(d["players"][s]["coins"])
            if n >= 12:
                self._pay(state, s, n // 2)
                ev.append(Event("tax_paid", {"seat": s, "coins": n // 2, "left": n - n // 2}))
        bonus = CARDS[c]["bonus"]
        if bonus == "most_swords":
            score = {s: swords_of(d["players"][s]) for s in state.seats}
            best = max(score.values())
        else:
            score = {s: player_vp(d["players"][s]) for s in state.seats}
            best = min(score.values())
        winners = [s for s in state.seats if score[s] == best]
        for s in winners:
            self._gain(state, s, 1, ev)
        ev.append(Event("tax_bonus", {"seats": winners, "bonus": bonus, "value": best}))
        d["discard"].append(c)

    def _bust(self, state: State, seat: str, c: int, ev: list[Event]) -> None:
        d = state.data
        ev.append(Event("bust", {"seat": seat, "card": D.thing(c), "harbor": len(d["harbor"])}))
        d["discard"].extend(d["harbor"])
        d["discard"].append(c)
        d["harbor"] = []
        for s in state.seats:
            jesters = count_kind(d["players"][s], "jester")
            if jesters:
                got = self._gain(state, s, jesters, ev)
                ev.append(Event("jester_paid", {"seat": s, "coins": got, "jesters": jesters}))
        if state.options.get("claim_after_bust", True) and self._may_claim(state, seat):
            d["phase"] = "bust"
        else:
            self._end_turn(state, ev)

    # phase 2
    def _begin_trade(self, state: State, ev: list[Event]) -> None:
        d = state.data
        seat = state.seats[d["active"]]
        kinds = [_KIND[c] for c in d["players"][seat]["persons"]]  # counted once (hot: every turn)
        self._admiral(state, seat, kinds.count("admiral"), ev)
        colours = harbor_colours(d["harbor"])
        picks = picks_for_colours(colours) + kinds.count("governor")
        d["phase"] = "trade"
        d["picker"] = seat
        d["picks_left"] = picks
        n = len(state.seats)
        d["queue"] = [state.seats[(d["active"] + k) % n] for k in range(1, n)]
        ev.append(Event("trade_start", {"seat": seat, "picks": picks, "colours": colours}))

    def _admiral(self, state: State, seat: str, admirals: int, ev: list[Event]) -> None:
        """Paid when the seat's chance starts: `admirals` is its count of them."""
        d = state.data
        if admirals and len(d["harbor"]) >= 5:
            got = self._gain(state, seat, 2 * admirals, ev)
            ev.append(Event("admiral_paid", {"seat": seat, "coins": got, "admirals": admirals}))

    def _next_chance(self, state: State, ev: list[Event]) -> None:
        d = state.data
        if not d["queue"]:
            self._end_turn(state, ev)
            return
        seat = d["queue"].pop(0)
        kinds = [_KIND[c] for c in d["players"][seat]["persons"]]  # counted once (hot: every chance)
        d["phase"] = "others"
        d["picker"] = seat
        self._admiral(state, seat, kinds.count("admiral"), ev)
        if not d["harbor"]:
            jesters = kinds.count("jester")
            if jesters:
                got = self._gain(state, seat, jesters, ev)
                ev.append(Event("jester_paid", {"seat": seat, "coins": got, "jesters": jesters}))
        d["picks_left"] = 1 + kinds.count("governor")
        ev.append(Event("chance", {"seat": seat, "picks": d["picks_left"], "harbor": len(d["harbor"])}))

    def _take(self, state: State, seat: str, c: int, ev: list[Event]) -> None:
        d = state.data
        player = d["players"][seat]
        active = state.seats[d["active"]]
        card = CARDS[c]
        d["harbor"].remove(c)
        if card["type"] == "ship":
            bonus = traders_of(player, card["colour"])
            d["discard"].append(c)
            got = self._gain(state, seat, card["coins"] + bonus, ev)
            ev.append(Event("ship_taken", {"seat": seat, "card": D.thing(c), "coins": got, "bonus": bonus}))
        else:
            cost = hire_cost(player, c)
            self._pay(state, seat, cost)
            player["persons"].append(c)
            ev.append(Event("person_hired", {"seat": seat, "card": D.thing(c), "cost": cost,
                                             "discount": card["cost"] - cost}))
            if card["kind"] == "governor" and state.options.get("governor_immediate_pick"):
                d["picks_left"] += 1
        if seat != active:
            paid = self._transfer(state, seat, active, 1)
            ev.append(Event("compensation", {"from_seat": seat, "to_seat": active, "coins": paid}))
        if card["type"] == "person":
            self._check_trigger(state, seat, ev)
        d["picks_left"] -= 1
        if d["picks_left"] <= 0:
            if d["phase"] == "trade" and self._may_claim(state, seat):
                return  # picks used up, but the active player may still claim before handing over
            self._next_chance(state, ev)

    def _claim(self, state: State, seat: str, e: int, jacks: int, ev: list[Event]) -> None:
        d = state.data
        player = d["players"][seat]
        persons = dict(claim_ways(player, e))[jacks]
        for c in persons:
            player["persons"].remove(c)
            d["discard"].append(c)
        d["expeditions"].remove(e)
        player["expeditions"].append(e)
        got = self._gain(state, seat, CARDS[e]["coins"], ev)
        ev.append(Event("expedition_claimed", {"seat": seat, "card": D.thing(e), "jacks": jacks,
                                               "persons": [D.thing(c) for c in persons],
                                               "vp": CARDS[e]["vp"], "coins": got}))
        self._check_trigger(state, seat, ev)
        if d["phase"] == "bust" and not self._may_claim(state, seat):
            self._end_turn(state, ev)
        elif d["phase"] == "trade" and d["picks_left"] <= 0 and not self._may_claim(state, seat):
            self._next_chance(state, ev)

    # end of turn / game
    def _qualifies(self, state: State, player: dict) -> bool:
        if player_vp(player) < 12:
            return False
        return not state.options.get("expedition_end_variant") or bool(player["expeditions"])

    def _check_trigger(self, state: State, seat: str, ev: list[Event]) -> None:
        d = state.data
        if not d["final_round"] and self._qualifies(state, d["players"][seat]):
            d["final_round"] = True
            n = len(state.seats)
            ev.append(Event("end_triggered", {"seat": seat, "vp": player_vp(d["players"][seat]),
                                              "last_seat": state.seats[(d["start"] - 1) % n]}))

    def _end_turn(self, state: State, ev: list[Event]) -> None:
        d = state.data
        n = len(state.seats)
        if d["harbor"]:
            ev.append(Event("harbor_cleared", {"count": len(d["harbor"])}))
            d["discard"].extend(d["harbor"])
            d["harbor"] = []
        d["picker"] = None
        d["picks_left"] = None
        d["queue"] = []
        if d["final_round"] and (d["active"] + 1) % n == d["start"]:
            self._finish(state, ev, "score")
            return
        d["active"] = (d["active"] + 1) % n
        d["turn"] += 1
        if d["active"] == d["start"]:
            d["round"] += 1
        d["phase"] = "discover"
        d["revealed"] = 0
        d["last"] = []
        ev.append(Event("turn", {"seat": state.seats[d["active"]], "round": d["round"], "turn": d["turn"],
                                 "final_round": d["final_round"]}))

    def _finish(self, state: State, ev: list[Event], how: str) -> None:
        d = state.data
        d["phase"] = "over"
        d["ended_by"] = how
        d["picker"] = None
        d["picks_left"] = None
        d["queue"] = []
        if how == "deadlock":
            ev.append(Event("deadlock", {}))
        # The result itself is said once, by the platform, from `outcome`.

    # --- seeing ----------------------------------------------------------------
    seeing = Seeing(hidden, view)

    def estimate(self, state: State, seat: str) -> float:
        """VP (and a little for coins) against the best other seat."""
        players = state.data["players"]
        worth = {s: player_vp(player) + 0.3 * len(player["coins"]) for s, player in players.items()}
        best_other = max(v for s, v in worth.items() if s != seat)
        return 1.0 / (1.0 + 2.718281828 ** (-(worth[seat] - best_other) / 3.0))

    measure_unit = "vp"
    search_margin = 0.25  # VP: a quarter of a point on average
    # Coins become VP a turn or two later: 12 moves cut most playouts off before they do (hard vs
    # normal, 40 two-seat games at 4 rounds a move: 60 % at 12, 70 % at 30; 69 % before the VP measure).
    search_depth = 30

    def measure(self, state: State, seat: str) -> float:
        """VP lead over the best other seat (coins are not VP: a hint says what it counts)."""
        players = state.data["players"]
        mine = player_vp(players[seat])
        return float(mine - max(player_vp(p) for s, p in players.items() if s != seat))

    def marks(self, start: State, end: State, seat: str) -> tuple[str, ...]:
        """"took:<seat>:<card>": a person or expedition another seat gained along the playout."""
        before, after = start.data["players"], end.data["players"]
        out = []
        for s, player in after.items():
            if s != seat:
                had = set(before[s]["persons"]) | set(before[s]["expeditions"])
                out += [f"took:{s}:{c}" for c in player["persons"] + player["expeditions"] if c not in had]
        return tuple(out)

    def reason(self, view: dict[str, Any], seat: str, action: Action, considered: Any) -> tuple[str, dict] | None:
        """Drawing or stopping: the bust odds of the next reveal (a fact of the view). Hiring: how
        often another seat gets that person in the playouts of the other candidates (a share)."""
        from .ai import bust_odds  # ai reads the rules' helpers

        if action.kind in ("draw", "stop"):
            bad, pool = bust_odds(view)
            if action.kind == "draw" or bad:
                return ("bust_odds" if action.kind == "draw" else "avoids_bust"), {"bad": bad, "pool": pool}
            return None
        if action.kind in ("hire", "hire_pay"):
            card = action.params["card"]["id"]
            others = [c for c in considered.candidates if c.action_id != action.id]
            playouts = sum(c.playouts for c in others)
            taken: dict[str, int] = {}
            for c in others:
                for s in (p["seat"] for p in view["players"] if p["seat"] != seat):
                    taken[s] = taken.get(s, 0) + c.marks.get(f"took:{s}:{card}", 0)
            if playouts and taken and max(taken.values()):
                who = max(sorted(taken), key=taken.get)
                return "others_take", {"seat": who, "card": action.params["card"], "share": taken[who] / playouts,
                                       "count": taken[who], "playouts": playouts}
        return None

    def turn_order(self, state: State) -> list[str]:
        """Clockwise from the start player (drawn with `start_player=random`)."""
        n = len(state.seats)
        return [state.seats[(state.data["start"] + i) % n] for i in range(n)]

    def status(self, state: State) -> Event:
        to_act = self.to_act(state)
        params = {"seat": to_act[0] if to_act else None}
        if state.data["phase"] == "discover":  # stopping needs a card revealed this turn
            params["revealed"] = state.data["revealed"]
        return Event(state.data["phase"], params)

    def outcome(self, state: State) -> Outcome | None:
        if state.data["phase"] != "over":
            return None
        return outcome_of(state)

    def summary(self, state: State, seat: str) -> list[Event]:
        d = state.data
        if seat not in d["players"]:
            return []
        player = d["players"][seat]
        return [Event("you_status", {"seat": seat, "coins": len(player["coins"]), "vp": player_vp(player),
                                     "swords": swords_of(player), "discount": count_kind(player, "mademoiselle"),
                                     "picks": 1 + count_kind(player, "governor"),
                                     "picks_left": d["picks_left"] if d["picker"] == seat else 0},
                      to=(seat,))]
