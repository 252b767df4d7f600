"""Tobago AI seat: decides from its view and the legal actions only.

- Placement: the hex with the widest 3-leg reach.
- Turn: raise when it can; drive onto a located treasure in reach (using an extra-move amulet
  to get there when needed); spend an amulet to remove the one marker that stands between it and
  a reachable treasure; otherwise compare the best clue (pull a map's possible hexes toward its
  ATV and shrink it) with the best drive (toward the maps' possible hexes) and do the better one.
- Nothing progresses (no clue to play, no site located): an amulet removes a cube of the smallest
  map or buys a fresh clue hand, else it drives toward the nearest amulets lying on the island,
  so a blocked game moves on instead of shuttling about.
- Offers: take good cards, settle for smaller ones as the pile shrinks.
"""

from __future__ import annotations

from ..core import Rng
from . import board as B
from . import data as D

_CODE = {name: code for code, name in D.TERRAINS.items()}


def _board(view: dict) -> B.Board:
    terrain = {n: _CODE[t] for n, t in view["terrain"].items()}
    facing = {n: int(f) for n, f in view["facing"].items()}
    key = B.layout_key(terrain, view["objects"], facing)
    return B.board_of({"key": key, "terrain": terrain, "objects": view["objects"], "facing": facing})


def _closeness(b: B.Board, here: int) -> list[float]:
    """How good a hex is as a treasure site for an ATV at `here` (reachable next turn = good)."""
    reach = b.reach[here]
    w = [0.05] * b.n
    for k in reversed(range(len(reach))):
        for j in B.bits(reach[k]):
            w[j] = (1.0, 0.8, 0.6)[k] if k < 3 else 0.3
    w[here] = 1.0
    return w


def _site_value(mask: int, w: list[float]) -> float:
    n = mask.bit_count()
    if not n:
        return 0.0
    avg = sum(w[j] for j in B.bits(mask)) / n
    return avg * (1 + 4 / n)


def choose(game, view: dict, actions: list, rng: Rng) -> str:
    by_kind: dict[str, list] = {}
    for a in actions:
        by_kind.setdefault(a.kind, []).append(a)
    phase = view["phase"]
    if phase == "offer":
        return _offer(view, by_kind)
    b = _board(view)
    if phase == "place":
        best = max(by_kind["place"], key=lambda a: (b.reach[b.index[a.params["hex"]]][-1].bit_count(),
                                                   rng.below(1000)))
        return best.id
    me = next(p for p in view["players"] if p["seat"] == view["you"])
    here = b.index[me["atv"]]
    w = _closeness(b, here)
    maps = {m["colour"]: m for m in view["maps"]}
    if phase == "restart":
        return max(actions, key=lambda a: _clue_gain(b, maps, a, w)).id
    return _turn(view, b, by_kind, maps, me, here, w, rng)


def _offer(view: dict, by_kind: dict) -> str:
    v = (view.get("offered_card") or {}).get("value", 0)
    dist = view["distribution"] or {}
    mine = sum(1 for s in dist.get("rose_seats", []) if s == view["you"])
    pile = dist.get("pile", 0)
    last = dist.get("at", 0) >= len(dist.get("rose_seats", [])) - 1  # declining would discard it
    take = last or v >= 5 or (v >= 4 and pile <= mine + 2) or (v >= 3 and pile < mine) or pile == 0
    return (by_kind["take"] if take else by_kind["decline"])[0].id


def _possible(b: B.Board, m: dict) -> int:
    return b.mask_of(m["possible"]) if m["clues"] else b.all


def _clue_gain(b: B.Board, maps: dict, a, w: list[float]) -> float:
    m = maps[a.params["map"]]
    before = _possible(b, m)
    after = before & b.clue_mask[a.params["card"]["id"]]
    return _site_value(after, w) - _site_value(before, w) + 0.05


def _turn(view, b, by_kind, maps, me, here, w, rng) -> str:
    turn = view["turn"]
    if "raise" in by_kind:
        return by_kind["raise"][0].id
    drives = {a.params["hex"]: a for a in by_kind.get("drive", [])}
    targets = [b.index[m["located"]] for m in maps.values() if m["located"]]
    # 1. a located treasure: drive onto it, or toward it with an extra move in hand
    for t in targets:
        name = b.names[t]
        if name in drives:
            return drives[name].id
    if targets and drives and (me["amulets"] > 0 or turn["move"] > 0):
        for a in drives.values():
            j = b.index[a.params["hex"]]
            if any(b.reach[j][-1] >> t & 1 for t in targets):
                return a.id
    if targets and not drives and "amulet_move" in by_kind:
        if any(b.reach[here][-1] >> t & 1 for t in targets):
            return by_kind["amulet_move"][0].id
    # 2. one marker stands between us and a treasure we can reach
    for a in by_kind.get("amulet_remove", []):
        m = maps[a.params["map"]]
        if len(m["possible"]) == 2:
            other = next(n for n in m["possible"] if n != a.params["hex"])
            j = b.index[other]
            if j == here or b.reach[here][-1] >> j & 1:
                return a.id
    # 3. no clue to play and no site located: an amulet narrows the smallest map (the cube farthest
    # away goes) or buys a new hand, else go and fetch the amulets lying about
    if not by_kind.get("clue") and not targets:
        removes = by_kind.get("amulet_remove", [])
        if removes:
            return min(removes, key=lambda a: (len(maps[a.params["map"]]["possible"]),
                                               w[b.index[a.params["hex"]]], a.id)).id
        if "amulet_hand" in by_kind:
            return by_kind["amulet_hand"][0].id
        lying = b.mask_of(list(view["amulets"])) if view["amulets"] else 0
        if drives and lying and turn["move"] == 0:  # only the action's drive picks them up
            far = _drives_to(b, lying)
            return min(drives.values(), key=lambda a: (far[b.index[a.params["hex"]]], a.params["legs"])).id
    # 4. the main action: best clue vs best drive
    best_clue, clue_score = None, -1.0
    for a in by_kind.get("clue", []):
        g = _clue_gain(b, maps, a, w)
        if g > clue_score:
            best_clue, clue_score = a, g
    best_drive, drive_score = None, -1.0
    if drives:
        masks = [(_possible(b, m), 1.0 + (0.5 if any(c["seat"] == view["you"] for c in m["clues"]) else 0.0))
                 for m in maps.values() if m["clues"]]
        now = _pull(b, here, masks)
        lying = view.get("amulets", {}) if turn["move"] == 0 else {}  # an extra move's drive collects nothing
        for a in drives.values():
            s = _pull(b, b.index[a.params["hex"]], masks) - now + rng.below(100) / 10000
            s += 0.25 * lying.get(a.params["hex"], 0)
            if s > drive_score:
                best_drive, drive_score = a, s
    if best_clue is not None and (best_drive is None or clue_score >= drive_score):
        return best_clue.id
    # 5. after the action: a strong extra clue is worth an amulet (keep one against curses)
    if turn["main"] and "amulet_clue" in by_kind and me["amulets"] >= 2:
        gains = [_clue_gain(b, maps, a, w) for a in _clues_in_hand(view, maps, b)]
        if gains and max(gains) > 0.4:
            return by_kind["amulet_clue"][0].id
    if best_drive is not None and (drive_score > 0.02 or turn["move"] > 0 or not turn["main"]):
        return best_drive.id
    if best_clue is not None:
        return best_clue.id
    if not turn["main"] and "amulet_hand" in by_kind and not by_kind.get("clue"):
        return by_kind["amulet_hand"][0].id
    if "end" in by_kind:
        return by_kind["end"][0].id
    return rng.choice([a for k, v in by_kind.items() if k not in ("amulet_remove",) for a in v]
                      or [a for v in by_kind.values() for a in v]).id


def _drives_to(b: B.Board, targets: int) -> list[int]:
    """For every hex, the fewest drives that end on one of `targets` (drives are reversible)."""
    far = [b.n] * b.n
    frontier, k = targets, 0
    seen = 0
    while frontier:
        for j in B.bits(frontier):
            far[j] = k
        seen |= frontier
        nxt = 0
        for j in B.bits(frontier):
            nxt |= b.reach[j][-1]
        frontier, k = nxt & ~seen, k + 1
    return far


def _pull(b: B.Board, at: int, masks: list[tuple[int, float]]) -> float:
    """How well placed an ATV at `at` is for the maps' possible hexes."""
    reach = b.reach[at][-1] | (1 << at)
    total = 0.0
    for mask, weight in masks:
        n = mask.bit_count()
        total += weight * (mask & reach).bit_count() / n * (1 + 4 / n)
    return total


class _Clue:
    def __init__(self, card: int, colour: str):
        self.params = {"card": {"id": card}, "map": colour}


def _clues_in_hand(view: dict, maps: dict, b: B.Board) -> list:
    """The clue plays an extra-clue amulet would open (legality: it must shrink the map and keep
    a hex; the exact no-marker relaxation does not matter for this estimate)."""
    out = []
    for card in view.get("hand", []):
        for colour, m in maps.items():
            before = _possible(b, m)
            after = before & b.clue_mask[card["id"]]
            if after and after != before:
                out.append(_Clue(card["id"], colour))
    return out


def scores(game, view: dict, actions: list) -> list[float]:
    """What `choose` weighs, per action (higher better), for the hard AI's rank: a raise above all,
    a drive onto a located treasure next, clues by how they pull a map toward the ATV, drives by
    how they place it for the maps' possible hexes (and the amulets lying there), an offer as
    `choose` decides it; the rest level."""
    if view["phase"] == "offer":
        taken = _offer(view, {a.kind: [a] for a in actions})
        return [1.0 if a.id == taken else 0.0 for a in actions]
    b = _board(view)
    if view["phase"] == "place":
        return [float(b.reach[b.index[a.params["hex"]]][-1].bit_count()) for a in actions]
    me = next(p for p in view["players"] if p["seat"] == view["you"])
    here = b.index[me["atv"]]
    w = _closeness(b, here)
    maps = {m["colour"]: m for m in view["maps"]}
    masks = [(_possible(b, m), 1.0 + (0.5 if any(c["seat"] == view["you"] for c in m["clues"]) else 0.0))
             for m in maps.values() if m["clues"]]
    located = {m["located"] for m in maps.values() if m["located"]}
    now = _pull(b, here, masks)
    lying = view.get("amulets", {}) if view["turn"]["move"] == 0 else {}
    out = []
    for a in actions:
        if a.kind == "raise":
            out.append(10.0)
        elif "card" in a.params and "map" in a.params:  # a clue, in a turn or a restart
            out.append(_clue_gain(b, maps, a, w))
        elif a.kind == "drive":
            to = a.params["hex"]
            out.append((5.0 if to in located else 0.0) + _pull(b, b.index[to], masks) - now + 0.25 * lying.get(to, 0))
        else:
            out.append(0.0)
    return out


def narrowing(view: dict, colour: str, card: int | None) -> tuple[int, int]:
    """(hexes a clue card, or a marker's removal when None, takes from map `colour`, the map's possible hexes)."""
    b = _board(view)
    m = next(m for m in view["maps"] if m["colour"] == colour)
    before = _possible(b, m)
    after = before & b.clue_mask[card] if card is not None else before
    removed = (before & ~after).bit_count() if card is not None else 1
    return removed, before.bit_count()


def within_reach(view: dict, at: str) -> tuple[int, int]:
    """(the maps' possible hexes a drive to `at` puts within one turn's reach, all of them), over
    the maps that have clues."""
    b = _board(view)
    union = 0
    for m in view["maps"]:
        if m["clues"]:
            union |= _possible(b, m)
    j = b.index[at]
    return (union & (b.reach[j][-1] | 1 << j)).bit_count(), union.bit_count()
