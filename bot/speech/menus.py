"""Any number of legal actions as a menu a person can walk: no action is ever dropped.

A level is at most 25 options (Discord's select limit). Actions that fit are offered as
they are; more are grouped by `Action.group` (outer to inner), and where groups are missing
or too big, cut into runs of neighbours. Every action is reachable in at most `MAX_PICKS`
picks whatever the count (25 ** 3 = 15,625 actions).

A menu position is the list of option indexes picked so far (`path`), so a select's
custom id can carry it and the level can be rebuilt after a restart from the same legal
actions (the prompt's version guarantees they are the same).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from engine.core import Action

PER_LEVEL = 25
MAX_PICKS = 3


@dataclass(frozen=True)
class Option:
    """One entry of a level: a single action, or a branch holding several."""

    actions: tuple[Action, ...]
    depth: int          # how many group names of these actions this level has used
    label: str          # a group name (worded later), or "" for a run or a single action
    run: bool = False   # a run of neighbours cut to fit: labelled by its first and last

    @property
    def action(self) -> Action | None:
        return self.actions[0] if len(self.actions) == 1 and not self.run and not self.label else None


def _capacity(picks_left: int) -> int:
    return PER_LEVEL ** max(picks_left - 1, 0)


def own_keys(actions: Sequence[Action], depth: int = 0) -> dict[str, str | None]:
    """Each group at `depth` that holds several actions, with the board thing (`at` key) that all its
    actions are about and no other such group's all are: its piece (a camel, a clue card, a pen,
    the ATV that drives). None: the group is a kind of move, or a page of one piece's places."""
    groups: dict[str, list[Action]] = {}
    for action in actions:
        if len(action.group) > depth:
            groups.setdefault(action.group[depth], []).append(action)
    common = {name: set(held[0].at).intersection(*(a.at for a in held[1:]))
              for name, held in groups.items() if len(held) > 1}
    out: dict[str, str | None] = {}
    for name, keys in common.items():
        others = set().union(*(k for other, k in common.items() if other != name))
        out[name] = next((k for k in groups[name][0].at if k in keys and k not in others), None)
    return out


def pieces(actions: Sequence[Action], depth: int = 0) -> bool:
    """Whether these actions read as "which piece, then where": two groups or more of several
    actions, each group about a board thing of its own (Timbuktu's camels, Tobago's clue cards).
    Such a choice is offered in that order, the pieces first, even when every action would fit
    on one level; the live board takes the same steps (page/moves.js)."""
    return sum(1 for key in own_keys(actions, depth).values() if key) >= 2


def level(actions: Sequence[Action], depth: int = 0, picks_left: int = MAX_PICKS) -> list[Option]:
    """The options of one menu level for `actions`, whose first `depth` group names are used up."""
    if len(actions) <= PER_LEVEL and not pieces(actions, depth):
        return [Option((a,), depth, "") for a in actions]
    branches: list[tuple[str, list[Action]]] = []
    for action in actions:
        name = action.group[depth] if len(action.group) > depth else ""
        if name and branches and branches[-1][0] == name:
            branches[-1][1].append(action)
        elif name and (found := next((b for b in branches if b[0] == name), None)):
            found[1].append(action)
        else:
            branches.append((name, [action]))
    if len(branches) == 1 and branches[0][0]:  # one group only: its name tells nothing, look inside
        return level(actions, depth + 1, picks_left)
    cap = _capacity(picks_left)
    if len(branches) <= PER_LEVEL and all(len(b) <= cap for _, b in branches):
        return [Option(tuple(b), depth + 1, name) if len(b) > 1 else Option((b[0],), depth, "")
                for name, b in branches]
    return _runs(actions, depth, picks_left)


def _runs(actions: Sequence[Action], depth: int, picks_left: int) -> list[Option]:
    # Runs as long as a full level below them (25), so a person picks as few times as possible.
    size = max(-(-len(actions) // PER_LEVEL), min(_capacity(picks_left), PER_LEVEL))
    if size > _capacity(picks_left):
        raise ValueError(f"{len(actions)} actions do not fit in {picks_left} picks")
    runs = [tuple(actions[i:i + size]) for i in range(0, len(actions), size)]
    return [Option(run, depth, "", run=len(run) > 1) if len(run) > 1 else Option(run, depth, "") for run in runs]


def walk(actions: Sequence[Action], path: Sequence[int]) -> list[Option] | Action:
    """Follow `path` from the top: the options there, or the action it ends on.
    IndexError if the path does not exist (the actions changed)."""
    return _followed(actions, path)[1]


def trail(actions: Sequence[Action], path: Sequence[int]) -> list[Option]:
    """The options picked along `path` that opened a level (the branches and runs walked through),
    outer first: where a person is in the menu. IndexError as `walk`."""
    return _followed(actions, path)[0]


def _followed(actions: Sequence[Action], path: Sequence[int]) -> tuple[list[Option], list[Option] | Action]:
    """`path` followed from the top: the options picked that opened a level, and where it ends
    (the options there, or the action picked). IndexError if the path does not exist."""
    picked: list[Option] = []
    options = level(actions)
    picks_left = MAX_PICKS
    for index in path:
        if not 0 <= index < len(options):
            raise IndexError(index)
        chosen = options[index]
        if chosen.action is not None:
            return picked, chosen.action
        picked.append(chosen)
        picks_left -= 1
        options = level(chosen.actions, chosen.depth, picks_left)
    return picked, options


def option_text(option: Option, name_action: Callable[[Action], str],
                name_group: Callable[[str, Sequence[Action]], str], more: Callable[[int], str]) -> tuple[str, str]:
    """(label, description) of an option for a select; a group is named with its actions (what
    they share may be said where it is chosen)."""
    if option.action is not None:
        return name_action(option.action), ""
    if option.label:
        return name_group(option.label, option.actions), more(len(option.actions))
    first, last = name_action(option.actions[0]), name_action(option.actions[-1])
    return f"{_short(first)} … {_short(last)}", more(len(option.actions))


def _short(text: str, limit: int = 46) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
