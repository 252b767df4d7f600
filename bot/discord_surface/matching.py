"""What a person typed in `/move action:` -> the legal actions it means.

An action can be named by its id (`take:3`), by one of its keys (`F7`, never translated)
or by its label in the reader's language. Autocomplete ranks an exact key, then a key
prefix, then a label prefix, then any substring; `/move` accepts an id, a key or a label
only when it names exactly one action, so a typo never plays something unexpected.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from engine.core import Action


def _fold(text: str) -> str:
    return " ".join(text.casefold().split())


def rank(actions: Sequence[Action], label: Callable[[Action], str], typed: str) -> list[Action]:
    """Actions matching `typed`, best first (stable within a rank)."""
    needle = _fold(typed)
    if not needle:
        return list(actions)
    buckets: list[list[Action]] = [[], [], [], [], []]
    for action in actions:
        keys = [_fold(k) for k in action.keys]
        text = _fold(label(action))
        if needle in keys or needle == _fold(action.id):
            buckets[0].append(action)
        elif any(k.startswith(needle) for k in keys):
            buckets[1].append(action)
        elif text.startswith(needle):
            buckets[2].append(action)
        elif needle in text:
            buckets[3].append(action)
        elif needle in _fold(action.id):
            buckets[4].append(action)
    return [a for bucket in buckets for a in bucket]


@dataclass(frozen=True)
class Resolved:
    """`action` when the text names exactly one; else the candidates it could mean."""

    action: Action | None
    candidates: tuple[Action, ...] = ()


def resolve(actions: Sequence[Action], label: Callable[[Action], str], typed: str) -> Resolved:
    text = typed.strip()
    for action in actions:
        if action.id == text:
            return Resolved(action)
    needle = _fold(text)
    for named in ([a for a in actions if needle in (_fold(k) for k in a.keys)],
                  [a for a in actions if _fold(label(a)) == needle]):
        if len(named) == 1:
            return Resolved(named[0])
        if named:
            return Resolved(None, tuple(named))
    return Resolved(None, tuple(rank(actions, label, text)) if needle else ())
