"""The island as geometry: hex names, neighbours, distances, regions, clue sets, movement.

A `Board` is built once per (terrain, landmarks) layout and cached; hex sets are Python int
bitmasks over the island's hexes (index order = sorted by column, then row), so a clue test
or a reachability query is a few integer operations.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Iterable

from ..core import Rng
from . import data as D

Coord = tuple[int, int]  # (q, r) offset odd-q


def hex_name(q: int, r: int) -> str:
    return f"{chr(ord('A') + q - 1)}{r + 1}"


def parse_name(name: str) -> Coord:
    return ord(name[0].upper()) - ord("A") + 1, int(name[1:]) - 1


def axial(q: int, r: int) -> tuple[int, int]:
    return q, r - (q - (q & 1)) // 2


def from_axial(x: int, z: int) -> Coord:
    return x, z + (x - (x & 1)) // 2


def distance(a: Coord, b: Coord) -> int:
    ax, az = axial(*a)
    bx, bz = axial(*b)
    dx, dz = ax - bx, az - bz
    return max(abs(dx), abs(dz), abs(dx + dz))


def neighbour(c: Coord, direction: int) -> Coord:
    x, z = axial(*c)
    dx, dz = D.DIRECTIONS[direction]
    return from_axial(x + dx, z + dz)


def neighbours(c: Coord) -> list[Coord]:
    return [neighbour(c, k) for k in range(6)]


def parse_island(text: str) -> dict[str, str]:
    """The spec's grid text -> {hex name: terrain code}."""
    rows = [line.split() for line in text.strip().splitlines()]
    out = {}
    for r, row in enumerate(rows):
        for i, code in enumerate(row):
            if code != ".":
                out[hex_name(i + 1, r)] = code
    return out


CLASSIC = parse_island(D.CLASSIC_ISLAND)


def bits(mask: int) -> Iterable[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# What depends on an island's terrain only (distances to terrain, reach, the rules' drive actions),
# shared by every game on it: few islands (classic, one per random-island game), emptied past 16.
_BY_TERRAIN: dict[tuple, dict] = {}


class Board:
    """Derived facts of one layout: terrain = {name: code}, objects = {name: kind}."""

    def __init__(self, terrain: dict[str, str], objects: dict[str, str], facing: dict[str, int]):
        self.names = sorted(terrain, key=lambda n: parse_name(n))
        self.index = {n: i for i, n in enumerate(self.names)}
        self.coords = [parse_name(n) for n in self.names]
        self.at = {c: i for i, c in enumerate(self.coords)}
        self.terrain = [D.TERRAINS[terrain[n]] for n in self.names]
        self.terrain_key = tuple(zip(self.coords, self.terrain))
        self.n = len(self.names)
        self.all = (1 << self.n) - 1
        self.adj = [[self.at[m] for m in neighbours(c) if m in self.at] for c in self.coords]
        self.coast = [any(m not in self.at for m in neighbours(c)) for c in self.coords]
        self._regions()
        self.facing = {self.index[n]: f for n, f in facing.items()}
        self.objects = {self.index[n]: k for n, k in objects.items()}
        shared = _BY_TERRAIN.get(self.terrain_key)
        if shared is None:
            if len(_BY_TERRAIN) >= 16:
                _BY_TERRAIN.clear()
            shared = _BY_TERRAIN[self.terrain_key] = {
                "dist": self._terrain_distances(), "reach": [self._reach(i, D.MOVE_LEGS) for i in range(self.n)],
                "drives": {}}
        self.ref_dist = dict(shared["dist"])
        for kind in D.OBJECTS:
            self.ref_dist[kind] = self._dist_to([self.coords[i] for i, k in self.objects.items() if k == kind])
        self.clue_mask = [self.clue_set(rel, ref) for rel, ref in D.CLUE_DECK]
        self.reach = shared["reach"]
        self.drive_actions: dict[str, list] = shared["drives"]  # the rules' drives from a hex, built on first use

    # regions
    def _regions(self) -> None:
        self.region_of = [-1] * self.n
        self.regions: list[int] = []
        for i in range(self.n):
            if self.region_of[i] >= 0:
                continue
            rid, mask, stack = len(self.regions), 0, [i]
            self.region_of[i] = rid
            while stack:
                j = stack.pop()
                mask |= 1 << j
                for k in self.adj[j]:
                    if self.region_of[k] < 0 and self.terrain[k] == self.terrain[i]:
                        self.region_of[k] = rid
                        stack.append(k)
            self.regions.append(mask)
        self.largest: dict[str, int | None] = {}
        for t in D.TERRAIN_ORDER:
            sizes = sorted(((m.bit_count(), m) for r, m in enumerate(self.regions)
                            if self.terrain[(m & -m).bit_length() - 1] == t), reverse=True)
            unique = sizes and (len(sizes) == 1 or sizes[0][0] > sizes[1][0])
            self.largest[t] = sizes[0][1] if unique else None

    def region_sizes(self, terrain: str) -> list[int]:
        return sorted((m.bit_count() for m in self.regions
                       if self.terrain[(m & -m).bit_length() - 1] == terrain), reverse=True)

    # clue references
    def _dist_to(self, targets: list[Coord]) -> list[int]:
        if not targets:
            return [99] * self.n
        return [min(distance(c, t) for t in targets) for c in self.coords]

    def _terrain_distances(self) -> dict[str, list[int]]:
        out: dict[str, list[int]] = {}
        for t in D.TERRAIN_ORDER:
            out[t] = self._dist_to([self.coords[i] for i in range(self.n) if self.terrain[i] == t])
            big = self.largest[t]
            out[f"largest_{t}"] = self._dist_to([self.coords[i] for i in bits(big)] if big else [])
        qs = [c[0] for c in self.coords]
        rs = [c[1] for c in self.coords]
        sea = [(q, r) for q in range(min(qs) - 1, max(qs) + 2) for r in range(min(rs) - 1, max(rs) + 2)
               if (q, r) not in self.at]
        out["ocean"] = self._dist_to(sea)
        return out

    def clue_set(self, relation: str, ref: str) -> int:
        """Bitmask of the hexes satisfying (relation, reference): spec §4.1, by hex distance."""
        test = {
            "in": lambda d: d == 0, "not_in": lambda d: d != 0,
            "next": lambda d: d == 1, "not_next": lambda d: d != 1,
            "sight": lambda d: d in (1, 2), "not_sight": lambda d: d not in (1, 2),
        }[relation]
        mask = 0
        for i, d in enumerate(self.ref_dist[ref]):
            if test(d):
                mask |= 1 << i
        return mask

    # movement (spec §3.3): a leg = anywhere in the current region, or one step into an
    # adjacent hex of another terrain; never the ocean.
    def leg(self, i: int) -> int:
        mask = self.regions[self.region_of[i]]
        for k in self.adj[i]:
            if self.terrain[k] != self.terrain[i]:
                mask |= 1 << k
        return mask

    def _reach(self, i: int, legs: int) -> list[int]:
        """reach[k] = hexes reachable in at most k+1 legs."""
        out, seen, frontier = [], 1 << i, 1 << i
        for _ in range(legs):
            new = 0
            for j in bits(frontier):
                new |= self.leg(j)
            new &= ~seen
            seen |= new
            frontier = new
            out.append(seen)
        return out

    def legs_to(self, i: int, j: int, limit: int = 9) -> int:
        """Fewest legs from hex i to hex j (limit + 1 if farther)."""
        if i == j:
            return 0
        seen, frontier = 1 << i, 1 << i
        for k in range(1, limit + 1):
            new = 0
            for h in bits(frontier):
                new |= self.leg(h)
            if new >> j & 1:
                return k
            frontier = new & ~seen
            seen |= new
        return limit + 1

    # amulets (spec §6.1): along the statue's gaze, the last island hex before the ocean.
    def gaze_landing(self, statue: int) -> int:
        c, last = self.coords[statue], statue
        while True:
            c = neighbour(c, self.facing[statue])
            if c not in self.at:
                return last
            last = self.at[c]

    def names_of(self, mask: int) -> list[str]:
        return [self.names[i] for i in bits(mask)]

    def mask_of(self, names: Iterable[str]) -> int:
        m = 0
        for n in names:
            m |= 1 << self.index[n]
        return m


_CACHE: "OrderedDict[str, Board]" = OrderedDict()


def board_of(layout: dict) -> Board:
    """The (cached) Board of a state's layout dict {"terrain", "objects", "facing"}."""
    key = layout["key"]
    b = _CACHE.get(key)
    if b is None:
        b = Board(layout["terrain"], layout["objects"], {k: int(v) for k, v in layout["facing"].items()})
        _CACHE[key] = b
        if len(_CACHE) > 64:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return b


def layout_key(terrain: dict[str, str], objects: dict[str, str], facing: dict[str, int]) -> str:
    t = "".join(f"{n}{terrain[n]}" for n in sorted(terrain))
    o = "".join(f"{n}{objects[n][0]}{facing.get(n, '')}" for n in sorted(objects))
    return f"{t}|{o}"


# --- setup: landmarks ---------------------------------------------------------------------
def place_objects(terrain: dict[str, str], rng: Rng, spacing: int = 4,
                  tries: int = 200) -> tuple[dict[str, str], dict[str, int]] | None:
    """4 huts, 3 palms, 3 statues, one per hex; identical objects at hex distance >= spacing;
    statues not adjacent to the ocean, each facing one of its six neighbours (spec §2.2)."""
    names = sorted(terrain, key=parse_name)
    coords = {n: parse_name(n) for n in names}
    inland = [n for n in names if all(hex_name(*m) in terrain for m in neighbours(coords[n])
                                      if m[0] >= 1 and m[1] >= 0)
              and all(m[0] >= 1 and m[1] >= 0 for m in neighbours(coords[n]))]
    for _ in range(tries):
        objects: dict[str, str] = {}
        ok = True
        for kind in D.OBJECT_ORDER:
            pool = inland if kind == "statue" else names
            for _k in range(D.OBJECTS[kind]):
                free = [n for n in pool if n not in objects and all(
                    distance(coords[n], coords[m]) >= spacing for m, k in objects.items() if k == kind)]
                if not free:
                    ok = False
                    break
                objects[rng.choice(free)] = kind
            if not ok:
                break
        if ok:
            facing = {n: rng.below(6) for n, k in sorted(objects.items()) if k == "statue"}
            return objects, facing
    return None


# --- random islands (table option island=random) -------------------------------------------
def _in_grid(c: Coord) -> bool:
    return 1 <= c[0] <= D.COLS and 0 <= c[1] < D.ROWS


def random_island(rng: Rng, max_tries: int = 400) -> dict[str, str]:
    """A seeded island meeting the spec's constraints (§2.4): one connected island of 85–104
    hexes without inner lakes of ocean, every terrain present with one unique largest region
    and at most 24 hexes (a drive menu group stays under 25), beaches only on the coast,
    and every clue of the deck satisfiable. Landmark room is checked by the caller."""
    for _ in range(max_tries):
        island = _shape(rng)
        terrain = _paint(island, rng)
        if terrain and _valid(terrain):
            return terrain
    return dict(CLASSIC)  # pragma: no cover - the generator succeeds in a few tries


def _shape(rng: Rng) -> set[Coord]:
    target = 85 + rng.below(20)
    start = (D.COLS // 2, D.ROWS // 2)
    cells = {start}
    frontier = [m for m in neighbours(start) if _in_grid(m)]
    while len(cells) < target and frontier:
        c = frontier.pop(rng.below(len(frontier)))
        if c in cells:
            continue
        cells.add(c)
        frontier += [m for m in neighbours(c) if _in_grid(m) and m not in cells]
    # fill holes: ocean cells not connected to the grid border become land
    outside: set[Coord] = set()
    stack = [(q, r) for q in range(0, D.COLS + 2) for r in (-1, D.ROWS)]
    stack += [(q, r) for r in range(-1, D.ROWS + 1) for q in (0, D.COLS + 1)]
    while stack:
        c = stack.pop()
        if c in outside or c in cells or not (0 <= c[0] <= D.COLS + 1 and -1 <= c[1] <= D.ROWS):
            continue
        outside.add(c)
        stack += neighbours(c)
    for q in range(1, D.COLS + 1):
        for r in range(D.ROWS):
            if (q, r) not in cells and (q, r) not in outside:
                cells.add((q, r))
    return cells


def _paint(cells: set[Coord], rng: Rng) -> dict[str, str] | None:
    coast = {c for c in cells if any(m not in cells for m in neighbours(c))}
    order = sorted(cells)
    code: dict[Coord, str] = {}
    # beaches: a few short runs along the coast
    coast_list = sorted(coast)
    for run in range(4 + rng.below(3)):
        c = rng.choice(coast_list)
        for _k in range(5 if run == 0 else 1 + rng.below(3)):
            code[c] = "B"
            nxt = [m for m in neighbours(c) if m in coast and m not in code]
            if not nxt:
                break
            c = rng.choice(sorted(nxt))
    # inland terrains grow from seeds toward a share of the island like the classic board's
    # (jungle 24 %, mountains 22 %, scrub 18 %, lake 14 %, river 9 %), capped at 24 hexes
    share = {"J": .24, "M": .22, "S": .18, "L": .14, "R": .09}
    quota = {t: min(24, max(3, round(f * len(cells)))) for t, f in share.items()}
    count = {t: 0 for t in share}
    free = [c for c in order if c not in code]
    for t in ("J", "J", "M", "M", "S", "S", "L", "R", "R"):
        c = free.pop(rng.below(len(free)))
        code[c] = t
        count[t] += 1
    left = len(cells) - len(code)
    while left:
        edge = [(c, m) for c in sorted(code) if code[c] != "B" for m in neighbours(c)
                if m in cells and m not in code]
        under = [e for e in edge if count[code[e[0]]] < quota[code[e[0]]]]
        if not under:  # shares met: terrains below the cap keep growing
            under = [e for e in edge if count[code[e[0]]] < 24]
        if not under:
            # cells walled in (by beaches or full terrains): seed the terrain furthest below its share
            rest = [c for c in order if c not in code]
            t = min(quota, key=lambda k: count[k] / quota[k])
            code[rng.choice(rest)] = t
            count[t] += 1
            left -= 1
            continue
        c, m = under[rng.below(len(under))]
        code[m] = code[c]
        count[code[c]] += 1
        left -= 1
    return {hex_name(*c): t for c, t in code.items()}


def _valid(terrain: dict[str, str]) -> bool:
    b = Board(terrain, {}, {})
    for t in D.TERRAIN_ORDER:
        count = sum(1 for x in b.terrain if x == t)
        if count == 0 or count > 24 or b.largest[t] is None:
            return False
    if any(b.terrain[i] == "beach" and not b.coast[i] for i in range(b.n)):
        return False
    # every terrain-and-ocean clue has at least one hex (landmark clues are checked after placement)
    for rel, ref in D.CLUE_DECK:
        if ref not in D.OBJECTS and not b.clue_set(rel, ref):
            return False
    return True
