"""Hand-built Port Royal views, shaped exactly like `engine` view dicts, for render tests.

Every function returns a fresh dict, so tests may mutate what they get.
"""

from __future__ import annotations

SEATS5 = ["111111111111111111", "222222222222222222", "ai:1", "333333333333333333", "ai:2"]

_ids = iter(range(1000, 100000))


def ship(colour: str, swords: int | None, coins: int) -> dict:
    return {"type": "ship", "id": next(_ids), "colour": colour, "swords": swords, "coins": coins}


def person(kind: str, cost: int, vp: int, **extra) -> dict:
    return {"type": "person", "id": next(_ids), "kind": kind, "cost": cost, "vp": vp, **extra}


def trader(colour: str, cost: int = 3, vp: int = 1) -> dict:
    return person("trader", cost, vp, colour=colour)


def settler() -> dict:
    return person("settler", 4, 1, symbol="hut")


def captain() -> dict:
    return person("captain", 4, 1, symbol="anchor")


def priest() -> dict:
    return person("priest", 4, 1, symbol="cross")


def jack() -> dict:
    return person("jack_of_all_trades", 6, 1, symbol="any")


def sailor(cost: int = 3, vp: int = 1) -> dict:
    return person("sailor", cost, vp, swords=1)


def pirate(cost: int = 5, vp: int = 1) -> dict:
    return person("pirate", cost, vp, swords=2)


def expedition(needs: list[str], vp: int, coins: int) -> dict:
    return {"type": "expedition", "id": next(_ids), "needs": list(needs), "vp": vp, "coins": coins}


def tax(bonus: str) -> dict:
    return {"type": "tax", "id": next(_ids), "bonus": bonus}


def player(seat: str, coins: int = 3, vp: int = 0, persons: list | None = None,
           expeditions: list | None = None) -> dict:
    persons = persons or []
    swords = sum(p.get("swords", 0) or 0 for p in persons if p["kind"] in ("sailor", "pirate"))
    return {"seat": seat, "coins": coins, "vp": vp, "swords": swords,
            "persons": persons, "expeditions": expeditions or []}


def base(phase: str, seats: list[str], **over) -> dict:
    view = {
        "game": "portroyal", "phase": phase, "to_act": [seats[0]], "you": None,
        "round": 1, "turn": 1, "active_seat": seats[0], "start_seat": seats[0],
        "final_round": False, "picker_seat": None, "picks_left": None,
        "draw_count": 104, "discard_count": 3, "discard_top": None,
        "harbor": [], "pending": None, "expeditions": [],
        "players": [player(s) for s in seats], "last": [],
    }
    view.update(over)
    return view


def discover_2p() -> dict:
    """Two players, start of a turn, a couple of cards out already."""
    seats = ["111111111111111111", "222222222222222222"]
    h = [ship("yellow", 1, 1), person("admiral", 7, 2)]
    return base("discover", seats, harbor=h, last=list(h), round=2, turn=3,
                discard_top=ship("red", 1, 1), discard_count=7, draw_count=98,
                expeditions=[expedition(["anchor", "anchor"], 4, 2)],
                players=[player(seats[0], 5, 2, [sailor(), trader("blue")]),
                         player(seats[1], 4, 1, [captain()])],
                you=seats[0])


def repel_5p() -> dict:
    """Five players; the active seat holds swords and a black ship waits to be repelled."""
    s = SEATS5
    h = [ship("yellow", 2, 2), ship("blue", 1, 1), person("mademoiselle", 7, 2), ship("green", 3, 2)]
    pend = ship("black", 4, 2)
    players = [
        player(s[0], 6, 3, [sailor(), pirate(), captain(), captain()]),
        player(s[1], 2, 4, [priest(), priest(), settler(), jack()]),
        player(s[2], 9, 2, [trader("red"), trader("yellow", 5, 2)]),
        player(s[3], 1, 0, []),
        player(s[4], 4, 5, [person("governor", 8, 0), person("jester", 7, 2), sailor(5, 2), person("admiral", 9, 3)]),
    ]
    return base("repel", s, harbor=h, pending=pend, last=h + [pend], round=4, turn=17,
                expeditions=[expedition(["anchor", "cross", "hut"], 5, 3), expedition(["cross", "cross"], 4, 2)],
                players=players, draw_count=60, discard_count=38, discard_top=tax("most_swords"))


def trade_2p() -> dict:
    seats = ["111111111111111111", "ai:1"]
    h = [ship("yellow", 1, 1), ship("blue", 2, 2), ship("green", 1, 2), ship("red", 3, 2),
         person("pirate", 7, 2, swords=2), person("governor", 8, 0)]
    return base("trade", seats, harbor=h, picker_seat=seats[0], picks_left=2, round=3, turn=5,
                players=[player(seats[0], 7, 3, [sailor(), person("mademoiselle", 7, 2)]),
                         player(seats[1], 3, 2, [settler(), settler()],
                                [expedition(["hut", "hut"], 4, 2)])],
                discard_top=ship("black", 2, 1), discard_count=20, draw_count=80)


def others_5p() -> dict:
    s = SEATS5
    h = [ship("red", None, 4), person("jester", 7, 2), trader("green"), ship("blue", 5, 3), priest()]
    players = [
        player(s[0], 8, 4, [sailor(), sailor(), captain(), settler(), person("governor", 8, 0)]),
        player(s[1], 3, 6, [priest()], [expedition(["cross", "cross"], 4, 2)]),
        player(s[2], 5, 3, [pirate(7, 2), sailor()]),
        player(s[3], 0, 1, [trader("black")]),
        player(s[4], 12, 2, [person("mademoiselle", 9, 3)]),
    ]
    return base("others", s, to_act=[s[2]], active_seat=s[0], start_seat=s[3], picker_seat=s[2],
                picks_left=1, harbor=h, players=players, round=6, turn=27, you=s[2],
                expeditions=[expedition(["anchor", "anchor", "hut"], 6, 3)],
                discard_top=person("captain", 4, 1, symbol="anchor"), draw_count=31, discard_count=66)


def bust_2p() -> dict:
    seats = ["111111111111111111", "222222222222222222"]
    h = [ship("green", 1, 1), ship("red", 3, 2), ship("green", 5, 3)]
    return base("bust", seats, to_act=[seats[1]], harbor=h, last=list(h), round=2, turn=4,
                active_seat=seats[1], players=[player(seats[0], 3, 1, [person("jester", 5, 1)]),
                                               player(seats[1], 4, 0, [])])


def over_5p() -> dict:
    s = SEATS5
    players = [
        player(s[0], 5, 12, [sailor(), sailor(5, 2), pirate(9, 3), person("admiral", 9, 3)],
               [expedition(["anchor", "anchor"], 4, 2)]),
        player(s[1], 9, 12, [person("governor", 8, 0), person("mademoiselle", 9, 3), jack()],
               [expedition(["cross", "cross", "hut"], 6, 3)]),
        player(s[2], 2, 8, [trader("yellow"), trader("blue", 5, 2)]),
        player(s[3], 14, 10, [person("jester", 9, 3), person("jester", 7, 2)]),
        player(s[4], 0, 3, []),
    ]
    return base("over", s, to_act=[], final_round=True, round=11, turn=52, players=players,
                harbor=[], draw_count=0, discard_count=88, discard_top=ship("blue", 1, 1))


def crowded_5p() -> dict:
    """A long discover streak: 11 harbor cards, a pending ship, final round."""
    v = repel_5p()
    v["harbor"] = [ship("yellow", 1, 1), ship("blue", 2, 2), ship("green", 5, 4), ship("red", None, 3),
                   person("admiral", 9, 3), person("governor", 8, 0), trader("blue", 5, 2), jack(),
                   person("jester", 5, 1), pirate(9, 3), sailor(7, 3), person("mademoiselle", 9, 3)]
    v["pending"] = ship("black", 7, 3)
    v["final_round"] = True
    v["round"] = 12
    v["expeditions"] = [expedition(["anchor", "anchor"], 4, 2), expedition(["cross", "cross"], 4, 2),
                        expedition(["hut", "hut"], 4, 2), expedition(["anchor", "anchor", "hut"], 6, 3),
                        expedition(["cross", "cross", "hut"], 6, 3), expedition(["anchor", "cross", "hut"], 5, 3)]
    big = [trader(c) for c in ("yellow", "blue", "green", "red", "black")] + [
        settler(), captain(), priest(), jack(), sailor(), pirate(), person("mademoiselle", 7, 2),
        person("jester", 7, 2), person("admiral", 7, 2), person("governor", 8, 0), sailor(), captain()]
    v["players"][3] = player(v["players"][3]["seat"], 23, 15, big,
                             [expedition(["hut", "hut"], 4, 2), expedition(["cross", "cross"], 4, 2)])
    return v


def empty_2p() -> dict:
    """Very first moment of a game: nothing revealed, no expeditions."""
    seats = ["111111111111111111", "222222222222222222"]
    return base("discover", seats, draw_count=113, discard_count=0, discard_top=None,
                players=[player(seats[0]), player(seats[1])])


ALL = {
    "discover_2p": discover_2p,
    "repel_5p": repel_5p,
    "trade_2p": trade_2p,
    "others_5p": others_5p,
    "bust_2p": bust_2p,
    "over_5p": over_5p,
    "crowded_5p": crowded_5p,
    "empty_2p": empty_2p,
}
