"""Timbuktu rules (spec: the project's rules/timbuktu.md, §4–§6).

State layout (`state.data`, plain JSON; a seat index counts clockwise in `state.seats`):
    phase          load | place | choose | move | over
    route          area ids, start first, Timbuktu last (by player count)
    stage, round   1-based (0 during setup); stage s leaves route[s-1] and enters route[s]
    start          stage-stone holder (seat index); round_start: round-stone holder
    camels         {seat: {letter: {"goods": [kinds], "at": [area, pen, space] | None, "moved": bool}}}
    grid           {area: {pen: [[seat, letter] | None] * 5}} for every area of the route
    removed        {kind: pieces paid or stolen}: each kind's value [C]
    box            {kind: pieces never in play} (unused with 3/4 players, variant leftovers)
    supply         variant only, during loading: {seat: {kind: pieces left}}
    placer         during placement: the seat index placing next
    sets           this stage's 5 thief sets [{"pen", "spaces", "goods"}]; sets_stage: their stage
    ring           set index lying in each of the 5 ring places (see data.ring_slots)
    passes         exchanges so far this stage
    seen           {seat: [set indexes seen this stage, in order]}: private memory
    chosen         {seat: letter}: camel cards chosen this round (secret until revealed)
    queue          seats still to move this round, in turn order (head = mover)
    revealed       {seat: letter}: chosen cards turned face up this round
    thefts         the last resolved stage: {"stage", "area", "sets", "losses"} (public)
    trail          this stage's moves in order (public, as the channel saw them): {"seat", "camel",
                   "from" pen, "pen", "space", "good" paid or None, "passes" before it, "round"}
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core import Action, Event, Game, Option, Outcome, Rng, Seeing, State, move
from . import data as D
from . import beliefs, hidden, view
from .ai import camel_worth, goods_lost, spot_risk
from .scoring import outcome_of
from .view import set_thing


# --- small queries ---------------------------------------------------------------
def letters(n: int) -> str:
    return D.LETTERS[: D.CAMELS_BY_COUNT[n]]


def area_of(d: dict, stage: int) -> str:
    return d["route"][stage]


def lowest_free(column: list) -> int | None:
    """The lowest-numbered free space of a pen (1-based) [C], None if full."""
    for i, occ in enumerate(column):
        if occ is None:
            return i + 1
    return None


def exchange_at(area: str, pen: str, space: int) -> bool:
    return (pen, space) in D.EXCHANGE_SPACES.get(area, ())


@lru_cache(maxsize=None)
def _can_load(counts: tuple[int, ...], camels: int) -> bool:
    """Can `camels` camels still be loaded fully from these counts (sorted, kinds are symmetric)?"""
    if camels == 0:
        return True
    for lo in D.LOADOUTS:
        need = [lo.count(g) for g in D.GOODS]
        if all(need[i] <= counts[i] for i in range(len(counts))):
            rest = tuple(sorted((counts[i] - need[i] for i in range(len(counts))), reverse=True))
            if _can_load(rest, camels - 1):
                return True
    return False


class Timbuktu(Game):
    name = "timbuktu"
    title = "Timbuktu"
    min_players = 3
    max_players = 5
    # each choice of a camel card only says who is still awaited (the header does); the round's
    # line comes when every card is in (camels_chosen)
    cues = frozenset({"camel_chosen"})
    options = (
        Option("cargo", "printed", ("printed", "own")),                   # variant: load your own camels [C]
        Option("leftovers_count", False),                                   # variant leftovers count as removed? [R] no
        Option("start_player", "random", ("random", "first")),             # the bot may pick at random [C]
        Option("thieves_before_placement", False),                         # rulebook order: placement first [R]
        Option("reveal_together", False),                                  # cards revealed one by one [R]
        Option("space_cards", "balanced_34", tuple(D.SPACE_CARDS)),        # [P]/[R] card list
        Option("goods_cards", "salt_water", tuple(D.GOODS_CARDS)),         # [R] card list
        Option("arrows", "same_or_next", tuple(D.ARROW_SHIFTS)),           # [R] arrow layout
    )

    # --- setup -----------------------------------------------------------------
    def initial_data(self, seats: list[str], rng: Rng, options: dict[str, Any]) -> dict[str, Any]:
        n = len(seats)
        route = list(D.ROUTES[n])
        start = rng.below(n) if options["start_player"] == "random" else 0
        own = options["cargo"] == "own"
        box = {g: D.PER_KIND for g in D.GOODS}
        camels: dict[str, dict] = {}
        for s in seats:
            camels[s] = {}
            for L in letters(n):
                goods = [] if own else list(D.PRINTED_CARGO[L])
                for g in goods:
                    box[g] -= 1
                camels[s][L] = {"goods": goods, "at": None, "moved": False}
        supply = {}
        if own:
            for s in seats:
                supply[s] = {g: D.OWN_SUPPLY[n] for g in D.GOODS}
                for g in D.GOODS:
                    box[g] -= D.OWN_SUPPLY[n]
        d = {
            "phase": "load" if own else "place", "route": route, "stage": 0, "round": 0,
            "start": start, "round_start": start, "camels": camels,
            "grid": {a: {pen: [None] * D.SPACES for pen in D.PENS} for a in route},
            "removed": {g: 0 for g in D.GOODS}, "box": box, "supply": supply, "placer": start,
            "sets": [], "sets_stage": 0, "ring": [], "passes": 0, "seen": {s: [] for s in seats},
            "chosen": {}, "queue": [], "revealed": {}, "thefts": None, "trail": [],
        }
        return d

    def opening(self, state: State) -> list[Event]:
        d = state.data
        ev = [Event("game_started", {"start_seat": state.seats[d["start"]], "stages": len(d["route"]) - 1,
                                     "camels": len(letters(len(state.seats))), "cargo": state.options["cargo"]})]
        if d["sets"]:
            self._show_sets(state, "deal", ev)
        return ev

    def setup(self, seats, seed, options=None):
        state = super().setup(seats, seed, options)
        # Sets dealt before placement must exist from the start (opening only words them).
        if state.data["phase"] == "place" and state.options["thieves_before_placement"]:
            self._form_sets(state, 1)
        return state

    # --- whose move ------------------------------------------------------------
    def to_act(self, state: State) -> list[str]:
        d = state.data
        ph = d["phase"]
        if ph == "load":
            k = len(letters(len(state.seats)))
            return [s for s in state.seats if sum(1 for c in d["camels"][s].values() if c["goods"]) < k]
        if ph == "place":
            return [state.seats[d["placer"]]]
        if ph == "choose":
            return [s for s in state.seats if s not in d["chosen"]]
        if ph == "move":
            return [d["queue"][0]]
        return []

    def actions(self, state: State, seat: str) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        ph = state.data["phase"]
        if ph == "load":
            return self._loads(state, seat)
        if ph == "place":
            return self._placements(state, seat)
        if ph == "choose":
            return [Action(f"camel:{L}", "choose_camel", {"camel": L, "goods": list(c["goods"])},
                           secret=True, keys=(L,), at=(f"camel:{L}",))
                    for L, c in state.data["camels"][seat].items() if not c["moved"]]
        return self._moves(state, seat)

    def _loads(self, state: State, seat: str) -> list[Action]:
        d = state.data
        sup = d["supply"][seat]
        todo = [L for L, c in d["camels"][seat].items() if not c["goods"]]
        L = todo[0]
        out = []
        for lo in D.LOADOUTS:
            rest = dict(sup)
            ok = True
            for g in lo:
                rest[g] -= 1
                ok = ok and rest[g] >= 0
            if not ok or not _can_load(tuple(sorted(rest.values(), reverse=True)), len(todo) - 1):
                continue
            doubled = [g for g in D.GOODS if lo.count(g) > 1]
            group = ("double", doubled[0]) if doubled else ("mixed",)
            out.append(Action(f"load:{L}:{'-'.join(lo)}", "load", {"camel": L, "goods": list(lo)},
                              secret=True, group=group, keys=(f"{L}:{'-'.join(lo)}",), at=(f"camel:{L}",)))
        return out

    def _placements(self, state: State, seat: str) -> list[Action]:
        """Camel x start pen, under the deadlock guard [R]: afterwards the placer still has a camel
        for every start pen it lacks, and every pen keeps a space for each player lacking it."""
        d = state.data
        area = d["route"][0]
        grid = d["grid"][area]
        mine = d["camels"][seat]
        unplaced = [L for L, c in mine.items() if c["at"] is None]
        free = {pen: grid[pen].count(None) for pen in D.PENS}
        lacking = {pen: sum(1 for s in state.seats if not any(o and o[0] == s for o in grid[pen])) for pen in D.PENS}
        covered = {pen for pen in D.PENS if any(o and o[0] == seat for o in grid[pen])}
        out = []
        for pen in D.PENS:
            if free[pen] == 0:
                continue
            new_cov = covered | {pen}
            if len(unplaced) - 1 < len(D.PENS) - len(new_cov):
                continue
            ok = True
            for q in D.PENS:
                need = lacking[q] - (1 if q == pen and pen not in covered else 0)
                if free[q] - (1 if q == pen else 0) < need:
                    ok = False
                    break
            if not ok:
                continue
            space = lowest_free(grid[pen])
            for L in unplaced:
                out.append(Action(f"place:{L}:{pen}", "place", {"camel": L, "pen": pen, "space": space,
                                                             "goods": list(mine[L]["goods"])},
                                  group=(L,), keys=(f"{L}:{pen}",), at=(f"camel:{L}", f"pen:{pen}")))
        return out

    def _moves(self, state: State, seat: str) -> list[Action]:
        """Any pen with room; the lowest free space; free along the arrows or for a camel without
        goods, otherwise one good of the mover's choice (grouped under its pen) [C]."""
        d = state.data
        L = d["chosen"][seat]
        camel = d["camels"][seat][L]
        free_pens = D.arrows(state.options["arrows"])[camel["at"][1]]
        area = area_of(d, d["stage"])
        grid = d["grid"][area]
        goods = camel["goods"]
        out = []
        for pen in D.PENS:
            space = lowest_free(grid[pen])
            at = (f"camel:{L}", f"pen:{pen}")
            if space is None:
                continue
            # `spot` is a word, not a flag, so every language can mark an exchange space in the label.
            spot = "exchange" if exchange_at(area, pen, space) else "plain"
            base = {"camel": L, "pen": pen, "space": space, "spot": spot}
            if not goods:
                out.append(Action(f"go:{pen}", "go_unladen", base, keys=(pen,), at=at))
            elif pen in free_pens:
                out.append(Action(f"go:{pen}", "go", base, keys=(pen,), at=at))
            else:
                for g in D.GOODS:
                    if g in goods:
                        out.append(Action(f"go:{pen}:{g}", "go_pay", {**base, "good": g},
                                          group=(pen,), keys=(f"{pen}:{g}",), at=at))
        return out

    # --- doing -----------------------------------------------------------------
    @move("load", camel=str, goods=list)
    def _do_load(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        sup = d["supply"][seat]
        for g in prm["goods"]:
            sup[g] -= 1
        d["camels"][seat][prm["camel"]]["goods"] = list(prm["goods"])
        ev.append(Event("you_loaded", {"camel": prm["camel"], "goods": list(prm["goods"])}, to=(seat,)))
        if all(c["goods"] for c in d["camels"][seat].values()):
            ev.append(Event("loading_done", {"seat": seat}))
        if not self.to_act(state):
            # the leftovers go to their pile only now: one seat's, set aside while others still
            # load, would tell them that seat's cargo kind by kind
            pile = d["removed"] if state.options["leftovers_count"] else d["box"]
            for left in d["supply"].values():
                for g in D.GOODS:
                    pile[g] += left[g]
            d["supply"] = {}
            d["phase"] = "place"
            ev.append(Event("cargo_revealed", {"seats": list(state.seats)}))
            if state.options["thieves_before_placement"]:
                self._form_sets(state, 1)
                self._deal(state, 1, ev)
            ev.append(Event("placement_started", {"seat": state.seats[d["placer"]]}))

    @move("place", camel=str, pen=str, space=int)
    def _do_place(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        area = d["route"][0]
        d["grid"][area][prm["pen"]][prm["space"] - 1] = [seat, prm["camel"]]
        d["camels"][seat][prm["camel"]]["at"] = [0, prm["pen"], prm["space"]]
        ev.append(Event("placed", {"seat": seat, "camel": prm["camel"], "pen": prm["pen"], "space": prm["space"]}))
        n = len(state.seats)
        d["placer"] = (d["placer"] + 1) % n
        if all(c["at"] is not None for cs in d["camels"].values() for c in cs.values()):
            d["placer"] = None
            self._start_stage(state, 1, ev, dealt=state.options["thieves_before_placement"])

    @move("choose_camel", camel=str, goods=list)
    def _do_choose_camel(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        d["chosen"][seat] = prm["camel"]
        # No DM of one's own card: the chooser's reply names it and `/game hand` restates it
        # (a DM every round would bury the thief sets, the DMs that matter).
        ev.append(Event("camel_chosen", {"seat": seat}))
        if len(d["chosen"]) < len(state.seats):
            return
        n = len(state.seats)
        d["queue"] = [state.seats[(d["round_start"] + i) % n] for i in range(n)]
        ev.append(Event("camels_chosen", {"seats": list(d["queue"])}))
        d["phase"] = "move"
        if state.options["reveal_together"]:
            d["revealed"] = dict(d["chosen"])
            ev.append(Event("camels_revealed", {"seats": list(d["queue"]),
                                                "camels": [d["chosen"][s] for s in d["queue"]]}))
        else:
            self._reveal_next(state, ev)

    def _reveal_next(self, state: State, ev: list[Event]) -> None:
        d = state.data
        s = d["queue"][0]
        if s not in d["revealed"]:
            d["revealed"][s] = d["chosen"][s]
            ev.append(Event("camel_revealed", {"seat": s, "camel": d["chosen"][s]}))

    @move("go", "go_unladen", "go_pay", camel=str, pen=str, space=int, spot=str)
    def _do_go(self, state: State, seat: str, prm: dict, ev: list[Event]) -> None:
        d = state.data
        L = prm["camel"]
        camel = d["camels"][seat][L]
        src_area, src_pen, src_space = camel["at"]
        d["grid"][d["route"][src_area]][src_pen][src_space - 1] = None
        area = area_of(d, d["stage"])
        d["grid"][area][prm["pen"]][prm["space"] - 1] = [seat, L]
        camel["at"] = [d["stage"], prm["pen"], prm["space"]]
        camel["moved"] = True
        params = {"seat": seat, "camel": L, "pen": prm["pen"], "space": prm["space"]}
        d.setdefault("trail", []).append({**params, "from": src_pen, "good": prm.get("good"),
                                          "passes": d["passes"], "round": d["round"]})
        if "good" in prm:
            camel["goods"].remove(prm["good"])
            d["removed"][prm["good"]] += 1
            ev.append(Event("moved_paid", {**params, "good": prm["good"], "value": d["removed"][prm["good"]]}))
        else:
            ev.append(Event("moved" if camel["goods"] else "moved_unladen", params))
        if exchange_at(area, prm["pen"], prm["space"]):
            self._pass_sets(state, seat, ev)
        d["queue"].pop(0)
        if d["queue"]:
            self._reveal_next(state, ev)
        else:
            self._end_round(state, ev)

    # thief sets
    def _form_sets(self, state: State, stage: int) -> None:
        """The stage start player sorts the 15 cards by kind, shuffles each kind, forms 5 sets [C]."""
        d = state.data
        pens = list(D.PENS)
        spaces = [list(c) for c in D.SPACE_CARDS[state.options["space_cards"]]]
        goods = [list(c) for c in D.GOODS_CARDS[state.options["goods_cards"]]]
        for pile in (pens, spaces, goods):
            state.rng.shuffle(pile)
        d["sets"] = [{"pen": pens[i], "spaces": sorted(spaces[i]), "goods": goods[i]} for i in range(5)]
        d["ring"] = list(range(5))
        d["passes"] = 0
        d["sets_stage"] = stage
        d["seen"] = {s: [] for s in state.seats}
        for slot, s in enumerate(self._slot_seats(state)):
            if s is not None:
                d["seen"][s].append(d["ring"][slot])

    def _slot_seats(self, state: State) -> list[str | None]:
        d = state.data
        n = len(state.seats)
        return [None if off is None else state.seats[(d["start"] + off) % n] for off in D.ring_slots(n)]

    def _deal(self, state: State, stage: int, ev: list[Event]) -> None:
        """Each player takes the set in its ring place (recorded by _form_sets); sets in the gaps
        stay face down and nobody looks at them [C]."""
        self._show_sets(state, "deal", ev)

    def _show_sets(self, state: State, via: str, ev: list[Event]) -> None:
        d = state.data
        for slot, s in enumerate(self._slot_seats(state)):
            if s is None:
                continue
            k = d["ring"][slot]
            if k not in d["seen"][s]:
                d["seen"][s].append(k)
            ev.append(Event("thief_set", {"set": set_thing(d, k), "via": via,
                                          "seen": len(d["seen"][s])}, to=(s,)))

    def _pass_sets(self, state: State, seat: str, ev: list[Event]) -> None:
        """Every set moves one place clockwise along the ring, gaps included [C]."""
        d = state.data
        d["ring"] = [d["ring"][-1]] + d["ring"][:-1]
        d["passes"] += 1
        ev.append(Event("sets_passed", {"seat": seat, "passes": d["passes"]}))
        self._show_sets(state, "pass", ev)

    # rounds and stages
    def _start_stage(self, state: State, stage: int, ev: list[Event], dealt: bool = False) -> None:
        d = state.data
        d["stage"] = stage
        d["round"] = 1
        d["round_start"] = d["start"]
        d["phase"] = "choose"
        d["chosen"], d["queue"], d["revealed"], d["trail"] = {}, [], {}, []
        for cs in d["camels"].values():
            for c in cs.values():
                c["moved"] = False
        ev.append(Event("stage_started", {"stage": stage, "area": d["route"][stage],
                                          "start_seat": state.seats[d["start"]]}))
        if not dealt:
            self._form_sets(state, stage)
            self._deal(state, stage, ev)
        ev.append(Event("round_started", {"stage": stage, "round": 1, "seat": state.seats[d["round_start"]]}))

    def _end_round(self, state: State, ev: list[Event]) -> None:
        d = state.data
        n = len(state.seats)
        d["chosen"], d["queue"], d["revealed"] = {}, [], {}
        d["round_start"] = (d["round_start"] + 1) % n  # the round stone passes left [C]
        if d["round"] >= len(letters(n)):
            self._thefts(state, ev)
            return
        d["round"] += 1
        d["phase"] = "choose"
        ev.append(Event("round_started", {"stage": d["stage"], "round": d["round"],
                                          "seat": state.seats[d["round_start"]]}))

    def _thefts(self, state: State, ev: list[Event]) -> None:
        """All 5 sets strike the area just entered: both spaces, both kinds, every piece [C]."""
        d = state.data
        stage = d["stage"]
        area = area_of(d, stage)
        grid = d["grid"][area]
        losses = []
        things = []
        told = []
        for k, st in enumerate(d["sets"]):
            things.append(set_thing(d, k))
            struck = []
            for sp in st["spaces"]:
                occ = grid[st["pen"]][sp - 1]
                if occ is None:
                    continue
                camel = d["camels"][occ[0]][occ[1]]
                for g in st["goods"]:
                    cnt = camel["goods"].count(g)
                    if cnt:
                        camel["goods"] = [x for x in camel["goods"] if x != g]
                        d["removed"][g] += cnt
                        loss = {"seat": occ[0], "camel": occ[1], "pen": st["pen"], "space": sp,
                                "good": g, "count": cnt}
                        losses.append(loss)
                        struck.append({"type": "loss", **loss})
            told.append({"type": "theft", "set": things[-1], "pen": st["pen"], "spaces": list(st["spaces"]),
                         "goods": list(st["goods"]), "losses": struck})
        # One line for the five sets, each with its losses: the channel shows them together.
        ev.append(Event("thefts", {"stage": stage, "area": area, "thefts": told}))
        d["thefts"] = {"stage": stage, "area": area, "sets": things, "losses": losses}
        # The goods' values after the theft, as a thing so the words can name each kind with its number.
        ev.append(Event("stage_over", {"stage": stage, "area": area, "values": {"type": "values", **d["removed"]}}))
        d["sets"], d["ring"], d["seen"], d["passes"] = [], [], {s: [] for s in state.seats}, 0
        if stage >= len(d["route"]) - 1:
            self._finish(state, ev)
            return
        d["start"] = (d["start"] + 1) % len(state.seats)  # the stage stone passes left [C]
        self._start_stage(state, stage + 1, ev)

    def _finish(self, state: State, ev: list[Event]) -> None:
        d = state.data
        d["phase"] = "over"
        d["round_start"] = d["start"]
        # The result itself is said once, by the platform, from `outcome`.

    # --- seeing ----------------------------------------------------------------
    seeing = Seeing(hidden, view)

    # The hard AI is the normal AI's judgement on better knowledge: what the others' moves this
    # stage tell of the sets they hold, weighed over every deal of the unseen cards (beliefs.py).
    # Playouts from there lost ground (bench, 300 three-seat games at 0.1 s, the same seeds: 68 %
    # without, 60 % with). Before the beliefs they were the hard AI, and won 36 % of 200: cut-off
    # playouts rarely reach a stage's thefts, and drawn sets know no more than the normal AI does.
    search_playouts = False

    def inform(self, view: dict[str, Any], seat: str) -> dict[str, Any]:
        """The view with `beliefs`: each spot's chance of being robbed of each kind this stage."""
        if view["phase"] not in ("choose", "move"):
            return view
        return {**view, "beliefs": beliefs.robbed(view["known"], seat, view["thief_cards"]["spaces"],
                                                  view["thief_cards"]["goods"])}

    # A hint's figure: the goods a move is expected to lose to thieves (lower better), on the
    # informed view, for the normal AI's best moves there.
    measure_kind = "loss"
    measure_unit = "goods"

    def expect(self, view: dict[str, Any], seat: str, actions: list[Action]) -> list[float]:
        return goods_lost(view, actions)

    def reason(self, view: dict[str, Any], seat: str, action: Action, considered: Any) -> tuple[str, dict] | None:
        """A move's spot as the seat's beliefs see it: the carried kind the thieves most likely take
        there and that chance, or that none of the goods carried is at risk; a camel card by what
        its goods are expected to be worth at the end (the normal AI's own weighing)."""
        if action.kind == "choose_camel":
            return "camel_worth", {"camel": action.params["camel"], "points": camel_worth(view, action.params["goods"])}
        if action.kind not in ("go", "go_pay"):
            return None
        good, chance = spot_risk(self.inform(view, seat), action)
        if good is None or not chance:
            return "spot_safe", {"pen": action.params["pen"]}
        return "spot_risk", {"pen": action.params["pen"], "good": good, "share": chance}

    def turn_order(self, state: State) -> list[str]:
        """Clockwise from the start player (drawn with `start_player=random`)."""
        n = len(state.seats)
        return [state.seats[(state.data["start"] + i) % n] for i in range(n)]

    def status(self, state: State) -> Event:
        d = state.data
        to_act = self.to_act(state)
        ph = d["phase"]
        if ph == "over":
            return Event("over", {})
        if ph == "move":
            s = to_act[0]
            return Event("move", {"seat": s, "camel": d["revealed"].get(s), "stage": d["stage"], "round": d["round"]})
        if ph == "place":
            return Event("place", {"seat": to_act[0]})
        return Event(ph, {"seats": to_act, "count": len(to_act), "stage": d["stage"], "round": d["round"]})

    def outcome(self, state: State) -> Outcome | None:
        if state.data["phase"] != "over":
            return None
        return outcome_of(state)

    def summary(self, state: State, seat: str) -> list[Event]:
        """What `/game hand` restates: the sets seen this stage (current one last), the card chosen."""
        d = state.data
        if seat not in d["camels"]:
            return []
        out = [Event("sets_seen", {"stage": d["sets_stage"], "sets": [set_thing(d, k) for k in d["seen"][seat]],
                                   "count": len(d["seen"][seat])}, to=(seat,))]
        if seat in d["chosen"]:
            out.append(Event("you_chose", {"camel": d["chosen"][seat]}, to=(seat,)))
        return out
