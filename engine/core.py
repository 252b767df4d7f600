"""The contract every game follows (DESIGN §2).

A game is a stateless `Game` object; everything that changes lives in a `State`
whose `data` is plain JSON, so a state round-trips exactly through `to_json` /
`Game.load` and a table can be rebuilt from its seed and its move log.

The engine never produces sentences: actions, events and errors are a `kind`
(or `code`) plus params, and the bot's catalogue turns them into words.
"""

from __future__ import annotations

import json
import marshal
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, NamedTuple, Sequence

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: a 64-bit state that fits in JSON, so it can live in the game state."""

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _MASK - (_MASK + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list):
        return items[self.below(len(items))]


def deal_again(piles: list[list], rng: Rng) -> None:
    """Shuffle the cards of `piles` together and deal them back, in place, each pile keeping its
    size: what a seat cannot tell apart (the games' `scramble`)."""
    pool = [c for pile in piles for c in pile]
    rng.shuffle(pool)
    for pile in piles:
        pile[:], pool = pool[: len(pile)], pool[len(pile):]


class Action(NamedTuple):
    """One legal choice. `id` is stable and short (it travels in /move and button ids);
    it is only a handle: the rules read `params`, never the id.

    `secret` marks an action whose mere existence tells something private (a card in
    a hidden hand): the bot then offers it only privately, never as a public button.
    `group` is its menu path, outer to inner (each name worded by `<game>.group.<name>`
    when the catalogue has it, else shown as is), so hundreds of actions stay a few picks
    away. `keys` are tokens a player may type for it (`F7`, a card code): never translated.
    `forced` marks a move that decides nothing (a pass): when it is a seat's only legal
    action, the platform may play it by itself (table option auto_pass).
    `at` names the board things the action is about, as `<thing>:<name>` keys the game's
    renderer knows (`hex:F7`, `map:grey`, `card:c17`, `slot:3`, `camel:B`), in the order a
    person touches them: the piece first, the place last (a drive: the ATV's hex, then where it
    goes). A renderer draws its focus and clickable regions from them. A move with no board
    thing has none.
    One road: a group whose actions all share an `at` key the other groups' do not is that
    piece's group (a camel, a clue card); where two such pieces or more are offered, every
    surface asks "which piece, then where" (bot/speech/menus.py `pieces`): Discord's menus, the
    live board's buttons and the board itself take the same steps.

    A NamedTuple, not a frozen dataclass: a game lists them on every move and a tuple is made
    several times faster. Treat `params` as read-only (the default is one shared empty dict).
    """

    id: str
    kind: str
    params: dict[str, Any] = {}
    secret: bool = False
    group: tuple[str, ...] = ()
    keys: tuple[str, ...] = ()
    forced: bool = False
    at: tuple[str, ...] = ()


@dataclass(frozen=True)
class Move:
    """One row of a game's move table: the handler of an action kind and the typed params its
    actions carry (the contract tests check every legal action against them)."""

    kind: str
    handler: Callable[..., None]  # handler(game, state, seat, prm, ev): changes state, appends to ev what happened
    params: dict[str, type]


def move(*kinds: str, **params: type):
    """Declare the decorated method the handler of these action kinds, e.g. `@move("claim",
    card=dict, jacks=int)` over `def _do_claim(self, state: State, seat: str, prm: dict,
    ev: list[Event]) -> None` (every game's handlers: `_do_<kind>`, `prm` the action's params)."""

    def mark(fn):
        fn.move_kinds = getattr(fn, "move_kinds", ()) + kinds
        fn.move_params = params
        return fn

    return mark


class Event(NamedTuple):
    """Something that happened. `to=None` is public; `to=(seat, …)` only those seats hear it.
    A NamedTuple like Action (made on every move); treat `params` as read-only."""

    kind: str
    params: dict[str, Any] = {}
    to: tuple[str, ...] | None = None

    def audible_to(self, seat: str | None) -> bool:
        return self.to is None or (seat is not None and seat in self.to)


class IllegalAction(Exception):
    """Raised by `apply` before any change; `code` is a catalogue key, params fill it."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params


@dataclass(frozen=True)
class Outcome:
    """The end of a game: scores per seat, the winners (several = shared victory),
    the tie-break that decided it (None if scores alone did), per-seat extras
    shown beside the score (e.g. coins), and for team games the teams (the end
    message ranks teams; a team's score is its best member's)."""

    scores: dict[str, int]
    winners: list[str]
    tiebreak: str | None = None
    details: dict[str, dict[str, Any]] = field(default_factory=dict)
    teams: dict[str, list[str]] = field(default_factory=dict)  # team games: team -> its seats


@dataclass(frozen=True)
class Secret:
    """Something the rulebook keeps from some eyes (a hand, a peek, a face-down pile, a loyalty,
    a thief set, a load), as it lies now: `cards` its contents, `known_to` the seats that may
    know them (nobody else, spectators included). `ordered`: only the order is hidden (a shuffled
    deck whose contents anyone can count out), so the contents sorted may be shown. A list of
    cards everyone saw (taken face up, kept face down) may be declared with every seat in
    `known_to`: the secrets test then knows that a view showing that list shows nothing secret.
    `owner` names the seat it belongs to, for a single card (a loyalty) that can only be told
    apart from the public card lists by where it stands."""

    what: str
    cards: tuple
    known_to: frozenset = frozenset()
    ordered: bool = False
    owner: str | None = None


_NO_BEFORE = object()


@dataclass(frozen=True)
class Option:
    """A table option: a rule reading the sources leave open, with the spec's default. `before`:
    the reading of a table saved before the option existed (its options lack the name), when that
    is not the default: such a table plays on, replays and re-rates as it was opened."""

    name: str
    default: Any
    choices: tuple[Any, ...] = (False, True)
    before: Any = _NO_BEFORE


def saved_options(known: tuple[Option, ...], saved: dict[str, Any]) -> dict[str, Any]:
    """`saved` (a table's stored options) with the `before` reading of each option it predates."""
    return {**{o.name: o.before for o in known if o.before is not _NO_BEFORE}, **saved}


def resolve_options(known: tuple[Option, ...], given: dict[str, Any] | None) -> dict[str, Any]:
    """Every option of `known` with its value, defaults filled in; IllegalAction for an unknown
    name or a value outside its choices."""
    by_name = {o.name: o for o in known}
    resolved = {o.name: o.default for o in known}
    for key, value in (given or {}).items():
        if key not in by_name:
            raise IllegalAction("unknown_option", option=key)
        if value not in by_name[key].choices:
            raise IllegalAction("bad_option_value", option=key, value=value)
        resolved[key] = value
    return resolved


def ranked(scores: dict[str, Any], tiebreaks: Sequence[tuple[str, dict[str, Any]]] = (),
           among: Iterable[str] | None = None) -> tuple[list[str], str | None]:
    """The winners and the tie-break that decided: the best score among `among` (default every
    scored seat); a tie goes down `tiebreaks` in order, each (name, {seat: value}), higher
    better. The tie-break is None when the scores alone decide, "shared" when a tie is left."""
    pool = list(scores if among is None else among)
    best = max(scores[s] for s in pool)
    tied = [s for s in pool if scores[s] == best]
    if len(tied) == 1:
        return tied, None
    for name, values in tiebreaks:
        top = max(values[s] for s in tied)
        tied = [s for s in tied if values[s] == top]
        if len(tied) == 1:
            return tied, name
    return tied, "shared"


class State:
    """A running game. `data` is plain JSON owned by the game's rules."""

    def __init__(self, game: str, seats: list[str], options: dict[str, Any], rng: Rng, data: dict[str, Any]):
        self.game = game
        self.seats = list(seats)
        self.options = dict(options)
        self.rng = rng
        self.data = data
        # The legal actions last listed and for whom, until the next apply: choosing then applying
        # finds the chosen action there instead of listing twice.
        self.listed: tuple[str, list[Action]] | None = None

    def to_json(self) -> str:
        return json.dumps(
            {"game": self.game, "seats": self.seats, "options": self.options, "rng": self.rng.state, "data": self.data},
            sort_keys=True,
            separators=(",", ":"),
        )

    def copy(self) -> "State":
        """An independent copy (the search makes thousands)."""
        data = clone(self.data)
        return State(self.game, self.seats, self.options, Rng(self.rng.state), data)


def clone(data: Any) -> Any:
    """A deep copy of plain JSON data: marshal (format 2, no shared references) is the JSON round
    trip, several times faster than it or copy.deepcopy."""
    return marshal.loads(marshal.dumps(data, 2))


def _state_from_json(text: str) -> State:
    raw = json.loads(text)
    return State(raw["game"], raw["seats"], raw["options"], Rng(raw["rng"]), raw["data"])


AI = Callable[["Game", dict[str, Any], list[Action], Rng], str]
Scores = Callable[["Game", dict[str, Any], list[Action]], list[float]]
LEVELS = ("easy", "normal", "hard")
EASY_BLUNDERS = 0.5  # the share of an easy seat's choices made at random among the legal ones
HARD_BUDGET_S = 1.0  # the hard AI's thinking time when the caller names none


class Seeing(NamedTuple):
    """Where a game keeps what each seat may see: its modules `hidden` (engine/<game>/hidden.py:
    `secrets(state)`, `scramble(state, seat, rng)`, `determinize(game, view, seat, rng)`) and
    `view` (engine/<game>/view.py: `build_view(game, state, seat)`, `describe(view)`). A game
    declares `seeing = Seeing(hidden, view)`; `Game` then answers `secrets`, `scramble`,
    `determinize`, `view` and `describe` from those functions, and a function a module lacks
    leaves `Game`'s default (no `determinize`: no hard AI search)."""

    hidden: Any
    view: Any


# The seeing delegations, written once for every game: each reads the module from the game.
def _secrets(self: Game, state: State) -> list[Secret]:
    return self.seeing.hidden.secrets(state)


def _scramble(self: Game, state: State, seat: str | None, rng: Rng) -> None:
    self.seeing.hidden.scramble(state, seat, rng)


def _determinize(self: Game, view: dict[str, Any], seat: str, rng: Rng) -> State:
    return self.seeing.hidden.determinize(self, view, seat, rng)


def _view(self: Game, state: State, seat: str | None) -> dict[str, Any]:
    return self.seeing.view.build_view(self, state, seat)


def _describe(self: Game, view: dict[str, Any]) -> list[Event]:
    return self.seeing.view.describe(view)


# Each method a `Seeing` fills in -> the module (a Seeing field), its function, the delegation.
_SEEING = {"secrets": ("hidden", "secrets", _secrets), "scramble": ("hidden", "scramble", _scramble),
           "determinize": ("hidden", "determinize", _determinize), "view": ("view", "build_view", _view),
           "describe": ("view", "describe", _describe)}


class Game:
    """Base class: subclasses fill in the rules; the checks every game shares live here.

    A game declares its moves with `@move(kind, **params)` on handler methods: they form its
    move table `moves` (kind -> Move). `apply` guards once (game over, seat, turn, the action
    among the legal ones) and only then dispatches to the handler, so an illegal action is
    refused before any change. It names its two seeing modules, `seeing = Seeing(hidden, view)`,
    and `Game` answers `view`, `describe`, `secrets`, `scramble` and `determinize` from them.
    The AI seat is given at construction, with its scores when it has them: `Game(ai=choose,
    scores=scores)`.
    """

    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    options: tuple[Option, ...] = ()
    moves: dict[str, Move] = {}
    # The hard AI's playouts (engine/search.py); False: it plays the normal AI's choice on the
    # informed view (`inform`), for a game whose playouts find less than its inferences.
    search_playouts: bool = True
    # Event kinds that only say whose turn it is or what someone may now do ("X's turn", "X may
    # take a card"): the turn message's header says that already, so its list of what happened
    # leaves them out (the log keeps them).
    cues: frozenset[str] = frozenset()
    # The game's seeing modules (see Seeing); None: the game writes those methods itself.
    seeing: Seeing | None = None
    # What the hard AI measures at a playout's end (`measure`) and how a hint states it, as data the
    # bot words: "lead" (the seat's lead over the best other seat, higher better) or "loss" (an
    # expected loss, lower better: a game without playouts, `expect`), in `measure_unit` ("vp", "gold"…).
    measure_kind: str = "lead"
    measure_unit: str = "score"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        table = dict(cls.moves)
        for fn in vars(cls).values():
            for kind in getattr(fn, "move_kinds", ()):
                table[kind] = Move(kind, fn, fn.move_params)
        cls.moves = table
        if vars(cls).get("seeing") is not None:
            for method, (part, function, delegate) in _SEEING.items():
                # A method the game writes itself wins over its module's function.
                if method not in vars(cls) and hasattr(getattr(cls.seeing, part), function):
                    setattr(cls, method, delegate)

    def __init__(self, ai: AI | None = None, scores: Scores | None = None) -> None:
        # The game's AI seat, engine/<game>/ai.py: choose(game, view, actions, rng) -> action id.
        # It sees what a person in that seat sees, nothing more. None: a random legal move.
        self.ai = ai
        # Its scores, scores(game, view, actions) -> a float per action, higher better: the
        # default `rank`. None: every move scores the same.
        self.scores = scores

    # --- to implement -------------------------------------------------------
    def initial_data(self, seats: list[str], rng: Rng, options: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def to_act(self, state: State) -> list[str]:
        raise NotImplementedError

    def actions(self, state: State, seat: str) -> list[Action]:
        """The legal actions of `seat` now (empty when it may not act)."""
        raise NotImplementedError

    def after_move(self, state: State, seat: str, action: Action, events: list[Event]) -> None:
        """What follows every move of this game (a turn that ends by itself, a check of the board)."""

    def scramble(self, state: State, seat: str | None, rng: Rng) -> None:
        """Shuffle, in place, everything `seat` may not know (None: a spectator), keeping the state
        one the rules could reach: the contract tests check that `seat`'s view, legal actions and
        AI choice stay the same. The default: nothing is hidden."""

    def secrets(self, state: State) -> list[Secret]:
        """Every secret of `state` as the rulebook names them (hands, peeks, face-down piles and
        their order, loyalties, thief sets, loads, draws), each with who may know it: the contract
        suite checks every view, status line and event against them by value. Every game declares
        its own: a game with no secrets returns []."""
        raise NotImplementedError

    def view(self, state: State, seat: str | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator). Must hold "phase" and "to_act"."""
        raise NotImplementedError

    def determinize(self, view: dict[str, Any], seat: str, rng: Rng) -> State:
        """A full state consistent with everything `view` (seat's) shows, what it hides drawn at
        random from `rng`: `view(determinize(view, seat, rng), seat) == view`. The state's own RNG
        is drawn too (the real one decides future draws, which nobody may know). A game without it
        has no hard AI (the hard level plays as normal)."""
        raise NotImplementedError

    def evaluate(self, state: State, seat: str) -> float:
        """How good `state` looks for `seat`, in [0, 1] (1: won): the hard AI's evaluation at the
        end of a cut-off playout. Once over, the outcome (a shared win shared out); before, `estimate`."""
        out = self.outcome(state)
        if out is None:
            return self.estimate(state, seat)
        return 1.0 / len(out.winners) if seat in out.winners else 0.0

    def estimate(self, state: State, seat: str) -> float:
        """How good a running `state` looks for `seat`, in [0, 1] (`evaluate` before the end): a
        game's own guess at who leads. The default: 0.5, nobody knows."""
        return 0.5

    def measure(self, state: State, seat: str) -> float:
        """The hard AI's measured quantity at a playout's end (cut off or over), in `unit`: the
        seat's lead over the best other seat, what its hints state and what it plays for. The
        default: the outcome's score lead once over, 0 before (nobody knows)."""
        out = self.outcome(state)
        if out is None or seat not in out.scores:
            return 0.0
        others = [v for s, v in out.scores.items() if s != seat]
        return float(out.scores[seat] - max(others)) if others else 0.0

    def unit(self, view: dict[str, Any], seat: str) -> str:
        """The unit key of `measure` for `seat` (a game may measure a seat apart: Tortuga's Dutch).
        The default: `measure_unit`."""
        return self.measure_unit

    def rank(self, view: dict[str, Any], actions: list[Action]) -> list[float]:
        """A score per action of `actions` (same order; higher better), from the seat's informed
        view only: when more than the search compares are legal, it compares the best by this.
        The default: the normal AI's `scores`, else all equal (the search draws among them)."""
        if self.scores is None:
            return [0.0] * len(actions)
        return self.scores(self, view, actions)

    def expect(self, view: dict[str, Any], seat: str, actions: list[Action]) -> list[float | None]:
        """A game without playouts (`search_playouts = False`): the measured quantity of each action
        of `actions` on the informed view (Timbuktu: the goods expected lost to thieves); None for an
        action the quantity does not apply to (a hint shows no figure for it). The default: 0 each."""
        return [0.0] * len(actions)

    def marks(self, start: State, end: State, seat: str) -> tuple[str, ...]:
        """Countable outcomes of one playout from `start` to `end` (e.g. "took:<seat>:<card>"): the
        search counts, per candidate, the playouts that end with each, so `reason` can give a share
        across playouts. Never shown as a fact of one drawn state. The default: none."""
        return ()

    def reason(self, view: dict[str, Any], seat: str, action: Action, considered: Any) -> tuple[str, dict] | None:
        """Why `action` (a candidate of `considered`, engine/search.py's `Considered`) is worth
        playing, as data the bot words (`<game>.reason.<key>` with args): a fact of `view` the move
        changes, or a share across the search's playouts (its candidates' `marks`); never a fact of
        one drawn state. The default: None (no reason given)."""
        return None

    def inform(self, view: dict[str, Any], seat: str) -> dict[str, Any]:
        """`view` with what `seat` can read between its lines (what the others' moves tell of what
        they know), for the hard AI's own choice: computed from the view alone, so as fair as it.
        The default: the view as it is."""
        return view

    def outcome(self, state: State) -> Outcome | None:
        raise NotImplementedError

    def news(self, before: State, seat: str, action_id: str, after: State) -> str | None:
        """Why the move that took `before` to `after` is not quiet — it brought something into the
        game its mover did not know: "chance" (the RNG advanced), "hidden" (something unseen came to
        light), or a code of the game's own (worded by `<game>.undo.<code>`); None: quiet, it may be
        taken back. The default is engine/quiet.py's test, which fits every game of this contract;
        a game may add moves it wants kept (override, and call this)."""
        from . import quiet  # it imports this module

        return quiet.news(self, before, seat, action_id, after)

    def turn_order(self, state: State) -> list[str]:
        """The seats in the order they take turns, from the one who begins (the game's first line
        names them so): the join order, unless the game draws its own order or its start player."""
        return list(state.seats)

    def may_act(self, state: State) -> list[str]:
        """Seats that may act now: `to_act` plus any optional actor (an "at any time" power).
        Only `to_act` seats are awaited and pinged."""
        return self.to_act(state)

    def status(self, state: State) -> Event:
        """The public "what we wait for" line, as data: worded by `<game>.phase.<kind>`
        (else `core.phase.<kind>`). The default names the seats awaited."""
        to_act = self.to_act(state)
        if self.outcome(state) is not None:
            return Event("over", {})
        return Event("waiting", {"seats": to_act, "count": len(to_act)})

    def describe(self, view: dict[str, Any]) -> list[Event]:
        """What the board drawn from `view` shows, as facts worded by `<game>.fact.<kind>` (the
        image's alt text), most important first: the `standing` facts (how each seat or team
        stands), then the rest of the board. Read from the view alone, so a fact tells nothing
        the image could not; whose turn it is comes from `status` and goes before them. The
        default: no facts, the alt text says whose turn it is and what happened."""
        return []

    def opening(self, state: State) -> list[Event]:
        """What happens as the game starts (cards dealt…); private parts addressed to their seat."""
        return []

    def summary(self, state: State, seat: str) -> list[Event]:
        """Private lines for `seat` (its hand, what it knows), each addressed to it."""
        return []

    # --- shared -------------------------------------------------------------
    def resolve_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        return resolve_options(self.options, options)

    def setup(self, seats: list[str], seed: int, options: dict[str, Any] | None = None) -> State:
        if not self.min_players <= len(seats) <= self.max_players:
            raise IllegalAction("player_count", min=self.min_players, max=self.max_players, count=len(seats))
        if len(set(seats)) != len(seats):
            raise IllegalAction("duplicate_seat")
        resolved = self.resolve_options(options)
        rng = Rng(seed)
        data = self.initial_data(list(seats), rng, resolved)
        return State(self.name, seats, resolved, rng, data)

    def legal_actions(self, state: State, seat: str) -> list[Action]:
        """`actions`, remembered on the state for the apply that follows."""
        out = self.actions(state, seat)
        state.listed = (seat, out)
        return out

    def legal_action(self, state: State, seat: str, action_id: str) -> Action:
        """The one guard: the legal action `action_id` of `seat`, else IllegalAction."""
        listed = state.listed
        if listed is not None and listed[0] == seat:  # listed since the last apply; empty unless seat may act
            for action in listed[1]:
                if action.id == action_id:
                    return action
        if self.outcome(state) is not None:
            raise IllegalAction("game_over")
        if seat not in state.seats:
            raise IllegalAction("not_seated")
        if seat not in self.may_act(state):
            raise IllegalAction("not_your_turn")
        for action in self.legal_actions(state, seat):
            if action.id == action_id:
                return action
        raise IllegalAction("illegal_action", action=action_id)

    def perform(self, state: State, seat: str, action: Action) -> list[Event]:
        """Carry out an action already known to be legal: its handler, then `after_move`."""
        events: list[Event] = []
        self.moves[action.kind].handler(self, state, seat, action.params, events)
        self.after_move(state, seat, action, events)
        return events

    def apply(self, state: State, seat: str, action_id: str) -> list[Event]:
        action = self.legal_action(state, seat, action_id)
        state.listed = None
        events = self.perform(state, seat, action)
        state.listed = None  # what the rules listed on the way is stale now
        return events

    def load(self, text: str) -> State:
        state = _state_from_json(text)
        if state.game != self.name:
            raise ValueError(f"state of {state.game!r} given to {self.name!r}")
        state.options = self.saved_options(state.options)
        return state

    def saved_options(self, saved: dict[str, Any]) -> dict[str, Any]:
        """The options a table saved with `saved` plays by (see `Option.before`)."""
        return saved_options(self.options, saved)

    def ai_choose(self, state: State, seat: str, rng: Rng, level: str = "normal",
                  budget_s: float | None = None, iterations: int | None = None) -> str:
        """The AI seat's choice at `level`: "normal" the game's AI; "easy" the same with random
        legal moves mixed in; "hard" a search of states drawn from `view(state, seat)` only
        (engine/search.py), thinking `budget_s` seconds (default HARD_BUDGET_S), or exactly
        `iterations` playouts when given (repeatable: no clock is read). `rng` is the AI's own;
        the state, its RNG included, is never changed."""
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        if level == "hard" and self.can_search():
            from . import search  # the search imports this module

            return search.choose(self, self.view(state, seat), seat, rng, budget_s=budget_s, iterations=iterations)
        actions = self.legal_actions(state, seat)
        if not actions:
            raise IllegalAction("not_your_turn")
        if level == "easy" and rng.below(1000) < EASY_BLUNDERS * 1000:
            return rng.choice(actions).id
        return self.normal_choose(self.view(state, seat), actions, rng)

    def normal_choose(self, view: dict[str, Any], actions: list[Action], rng: Rng) -> str:
        """The normal AI: the game's own from the seat's view and legal actions, else a random move."""
        if self.ai is None:
            return rng.choice(actions).id
        return self.ai(self, view, actions, rng)

    def can_search(self) -> bool:
        """The game implements `determinize` (the hard AI needs it)."""
        return type(self).determinize is not Game.determinize

    def random_choose(self, state: State, seat: str, rng: Rng) -> str:
        """The fallback when an AI fails: any legal move."""
        return rng.choice(self.legal_actions(state, seat)).id
