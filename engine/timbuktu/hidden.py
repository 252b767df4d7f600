"""What a seat may not know in Timbuktu, for the contract's secret scramble: the thief sets it
has not seen this stage (each of their three cards shuffled among them), the camel cards the
others chose and have not revealed, and while loading the others' cargo (which camel carries
which load)."""

from __future__ import annotations

from ..core import Rng, State


def scramble(state: State, seat: str | None, rng: Rng) -> None:
    d = state.data
    if d["sets"]:
        unseen = [k for k in range(len(d["sets"])) if k not in d["seen"].get(seat, [])]
        for part in ("pen", "spaces", "goods"):
            cards = [d["sets"][k][part] for k in unseen]
            rng.shuffle(cards)
            for k, c in zip(unseen, cards):
                d["sets"][k][part] = c
    for s, letter in list(d["chosen"].items()):
        if s != seat and s not in d["revealed"]:
            d["chosen"][s] = rng.choice(sorted(L for L, c in d["camels"][s].items() if not c["moved"]))
    if d["phase"] == "load":
        for s, camels in d["camels"].items():
            if s != seat:
                loads = [c["goods"] for c in camels.values()]
                rng.shuffle(loads)
                for c, g in zip(camels.values(), loads):
                    c["goods"] = g
