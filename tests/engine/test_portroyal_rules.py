"""One scenario per rule of spec §2–§7 and per FAQ item of §8."""

import pytest

from engine.core import IllegalAction
from engine.portroyal.data import CARDS, FIVE_PLAYER_EXPEDITION, MAX_REVEALS_PER_TURN
from tests.engine.portroyal_helpers import (G, act, action, check_conservation, coins, expedition, find, give, legal, new, of,
                               person, persons, remove, set_coins, ship, stack, start_trade, tax, to_area,
                               to_harbor)

Y1, Y1b = ship("yellow", 1, 1, 0), ship("yellow", 1, 1, 1)
B1 = ship("blue", 1, 1, 0)
G3 = ship("green", 3, 3)
R1 = ship("red", 1, 1)
K1 = ship("black", 2, 1)
RSKULL = ship("red", None, 4)
SAILOR = persons("sailor", 3, cost=3)
JESTERS = persons("jester", 3, cost=7)
ADMIRALS = persons("admiral", 3, cost=7)
GOVS = persons("governor", 4)
CAPS = persons("captain", 3)
SETTLERS = persons("settler", 3)
PRIESTS = persons("priest", 3)
JACKS = persons("jack_of_all_trades", 3)


# --- §2 setup ------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup(n):
    s = new(n)
    d = s.data
    check_conservation(s)
    assert all(coins(s, seat) == 3 for seat in s.seats)
    assert len(d["draw"]) == 119 - 3 * n and d["discard"] == [] and d["harbor"] == []
    assert d["expeditions"] == ([FIVE_PLAYER_EXPEDITION] if n == 5 else [])
    assert FIVE_PLAYER_EXPEDITION not in d["draw"]
    assert G.to_act(s) == ["A"] and d["phase"] == "discover" and d["round"] == 1 and d["turn"] == 1
    v = G.view(s, None)
    assert [p["coins"] for p in v["players"]] == [3] * n and v["start_seat"] == "A"


def test_setup_is_deterministic_and_random_start_option():
    assert new(4, seed=9).to_json() == new(4, seed=9).to_json()
    assert new(4, seed=9).to_json() != new(4, seed=10).to_json()
    starts = {new(4, seed=k, start_player="random").data["start"] for k in range(30)}
    assert starts == {0, 1, 2, 3}
    s = new(4, seed=3, start_player="random")
    assert G.to_act(s) == [s.seats[s.data["start"]]]


def test_unknown_option_rejected():
    with pytest.raises(IllegalAction):
        G.setup(["A", "B"], 1, {"nope": True})


# --- §3.1 discover ---------------------------------------------------------------------
def test_must_reveal_before_stopping_and_person_goes_to_harbor():
    s = new()
    assert "stop" not in legal(s, "A") and "draw" in legal(s, "A")
    stack(s, SAILOR[0])
    ev = act(s, "A", "draw")
    assert of(ev, "revealed")[0].params["card"]["id"] == SAILOR[0]
    assert s.data["harbor"] == [SAILOR[0]] and "stop" in legal(s, "A")


def test_not_your_turn():
    s = new()
    with pytest.raises(IllegalAction) as e:
        G.apply(s, "B", "draw")
    assert e.value.code == "not_your_turn"


def test_repel_choice_faq1_equal_swords_is_enough():
    s = new()
    give(s, "A", SAILOR[0])
    stack(s, Y1)
    act(s, "A", "draw")
    assert s.data["phase"] == "repel" and legal(s, "A") == {"repel", "keep"}
    assert action(s, "A", "keep").params["bust"] is False
    act(s, "A", "repel")
    assert s.data["harbor"] == [] and s.data["discard"][-1] == Y1 and s.data["phase"] == "discover"


def test_keep_repellable_ship_goes_to_harbor():
    s = new()
    give(s, "A", SAILOR[0])
    stack(s, Y1)
    act(s, "A", "draw", "keep")
    assert s.data["harbor"] == [Y1]


def test_no_repel_without_enough_swords_or_on_skull():
    s = new()
    give(s, "A", SAILOR[0])
    stack(s, G3)  # needs 3 swords
    act(s, "A", "draw")
    assert s.data["phase"] == "discover" and s.data["harbor"] == [G3]
    s = new()
    give(s, "A", *persons("pirate", 3))  # 6 swords
    stack(s, RSKULL)
    act(s, "A", "draw")
    assert s.data["phase"] == "discover" and s.data["harbor"] == [RSKULL]


def test_repelled_ship_counts_for_nothing_faq3_and_swords_not_used_up():
    s = new()
    give(s, "A", SAILOR[0])
    to_harbor(s, Y1)
    s.data["revealed"] = 1
    stack(s, Y1b, ship("yellow", 1, 2))
    act(s, "A", "draw")
    assert action(s, "A", "keep").kind == "keep_bust" and action(s, "A", "keep").params["bust"] is True
    act(s, "A", "repel", "draw", "repel")  # the same sword repels twice
    assert s.data["harbor"] == [Y1] and s.data["phase"] == "discover"


def test_declining_to_repel_a_duplicate_busts_faq2():
    s = new()
    give(s, "A", SAILOR[0])
    to_harbor(s, Y1)
    s.data["revealed"] = 1
    stack(s, Y1b)
    ev = act(s, "A", "draw", "keep")
    assert of(ev, "bust") and G.to_act(s) == ["B"]


def test_bust_discards_harbor_pays_jesters_to_everyone_faq10():
    s = new(3)
    give(s, "A", JESTERS[0])
    give(s, "B", JESTERS[1], JESTERS[2])
    to_area(s, expedition("anchor", "anchor"))
    start = {seat: coins(s, seat) for seat in s.seats}
    stack(s, Y1, SAILOR[0], Y1b)
    ev = act(s, "A", "draw", "draw", "draw")
    assert of(ev, "bust")
    assert s.data["harbor"] == [] and {Y1, Y1b, SAILOR[0]} <= set(s.data["discard"])
    assert s.data["expeditions"] == [expedition("anchor", "anchor")]  # FAQ5: not discarded
    assert coins(s, "A") == start["A"] + 1 and coins(s, "B") == start["B"] + 2 and coins(s, "C") == start["C"]
    assert {e.params["seat"]: e.params["coins"] for e in of(ev, "jester_paid")} == {"A": 1, "B": 2}
    assert G.to_act(s) == ["B"] and s.data["phase"] == "discover"
    check_conservation(s)


def test_expedition_and_tax_do_not_enter_harbor_faq5():
    s = new(2)
    e = expedition("hut", "hut")
    stack(s, e, tax("most_swords"))
    act(s, "A", "draw", "draw")
    assert s.data["harbor"] == [] and s.data["expeditions"] == [e] and s.data["discard"] == [tax("most_swords")]
    assert s.data["phase"] == "discover" and "stop" in legal(s, "A")


def test_stop_with_empty_harbor_jesters_of_others_trigger():
    s = new(3)
    give(s, "B", JESTERS[0])
    stack(s, tax("fewest_vp"))
    act(s, "A", "draw")
    before = coins(s, "B")
    ev = act(s, "A", "stop")
    assert legal(s, "A") == {"done"}
    ev += act(s, "A", "done")
    assert G.to_act(s) == ["B"] and coins(s, "B") == before + 1 and of(ev, "jester_paid")


# --- §3.2 trade, active player -----------------------------------------------------------
@pytest.mark.parametrize("colours,picks", [(0, 1), (1, 1), (3, 1), (4, 2), (5, 3)])
def test_picks_from_colours(colours, picks):
    s = new()
    ships = [ship(c, 1 if c != "black" else 2, 1) for c in ("yellow", "blue", "green", "red", "black")][:colours]
    start_trade(s, SAILOR[0], *ships)
    assert s.data["picks_left"] == picks


def test_governors_add_picks_and_picks_fixed_at_start_faq4():
    s = new()
    give(s, "A", GOVS[0], GOVS[1])
    ships = [ship(c, 1 if c != "black" else 2, 1) for c in ("yellow", "blue", "green", "red")]
    start_trade(s, *ships)
    assert s.data["picks_left"] == 4
    act(s, "A", f"take:{ships[0]}")
    assert s.data["picks_left"] == 3 and s.data["phase"] == "trade"  # 3 colours left, picks not recomputed


def test_take_ship_gains_coins_as_real_cards_with_trader_bonus_faq11():
    s = new()
    give(s, "A", *find("person", kind="trader", colour="green")[:2])
    set_coins(s, "A", 0)
    top = s.data["draw"][-5:]
    start_trade(s, G3)
    ev = act(s, "A", f"take:{G3}")
    assert coins(s, "A") == 5 and of(ev, "ship_taken")[0].params["coins"] == 5
    assert sorted(s.data["players"]["A"]["coins"]) == sorted(top)  # taken from the top of the draw pile
    assert s.data["discard"][-1] == G3


def test_hire_pays_to_discard_and_mademoiselle_discount_stacks():
    s = new()
    give(s, "A", *persons("mademoiselle", 2))
    adm = person("admiral", cost=9)
    set_coins(s, "A", 7)
    start_trade(s, adm)
    assert action(s, "A", f"take:{adm}").params["cost"] == 7
    n_disc = len(s.data["discard"])
    act(s, "A", f"take:{adm}")
    assert coins(s, "A") == 0 and len(s.data["discard"]) == n_disc + 7 and adm in s.data["players"]["A"]["persons"]


def test_mademoiselle_minimum_zero_faq12_and_new_ability_usable_next_pick():
    s = new()
    mads = persons("mademoiselle", 4)
    give(s, "A", *mads)  # 4 Mademoiselles on a cost-3 Trader: 0, not -1
    set_coins(s, "A", 0)
    trader = person("trader", colour="yellow", cost=3)
    ships = [ship("yellow", 4, 4), ship("blue", 1, 1), ship("green", 1, 1), ship("red", 1, 1)]
    start_trade(s, trader, *ships)
    assert action(s, "A", f"take:{trader}").params["cost"] == 0
    act(s, "A", f"take:{trader}")
    assert action(s, "A", f"take:{ships[0]}").params["coins"] == 5
    act(s, "A", f"take:{ships[0]}")
    assert coins(s, "A") == 5


def test_cannot_hire_without_enough_coins_but_earlier_pick_pays_later_hire_faq14():
    s = new()
    set_coins(s, "A", 2)
    adm = person("admiral", cost=5)
    ships = [ship("yellow", 4, 4), ship("blue", 1, 1), ship("green", 1, 1), ship("red", 1, 1)]
    start_trade(s, adm, *ships)
    assert f"take:{adm}" not in legal(s, "A")
    act(s, "A", f"take:{ships[0]}")
    assert f"take:{adm}" in legal(s, "A")
    act(s, "A", f"take:{adm}")
    assert coins(s, "A") == 1


def test_active_pays_no_compensation_faq6_and_may_take_nothing():
    s = new()
    others = {seat: coins(s, seat) for seat in ("B", "C")}
    start_trade(s, SAILOR[0])
    act(s, "A", f"take:{SAILOR[0]}")
    assert coins(s, "A") == 0 and {seat: coins(s, seat) for seat in ("B", "C")} == others
    s = new()
    start_trade(s, SAILOR[0])
    act(s, "A", "done")
    assert s.data["players"]["A"]["persons"] == [] and G.to_act(s) == ["B"]


def test_admiral_for_active_needs_five_harbor_cards_and_stacks_faq11():
    s = new()
    give(s, "A", ADMIRALS[0], ADMIRALS[1])
    five = [SAILOR[0], SAILOR[1], SAILOR[2], Y1, B1]
    set_coins(s, "A", 0)
    ev = start_trade(s, *five)
    assert coins(s, "A") == 4 and of(ev, "admiral_paid")[0].params["coins"] == 4
    s = new()
    give(s, "A", ADMIRALS[0])
    set_coins(s, "A", 0)
    start_trade(s, *five[:4])
    assert coins(s, "A") == 0


# --- §3.3 the other players -----------------------------------------------------------
def test_others_in_clockwise_order_each_one_chance_then_harbor_discarded():
    s = new(4)
    s.data["active"] = 2  # C is active
    start_trade(s, SAILOR[0], SAILOR[1], Y1)
    assert G.to_act(s) == ["C"]
    act(s, "C", "done")
    order = []
    while s.data["phase"] == "others":
        seat = G.to_act(s)[0]
        order.append(seat)
        act(s, seat, "pass")
    assert order == ["D", "A", "B"]
    assert s.data["harbor"] == [] and {SAILOR[0], SAILOR[1], Y1} <= set(s.data["discard"])
    assert G.to_act(s) == ["D"]


def test_non_active_pays_compensation_ship_income_may_pay_faq13():
    s = new(2)
    set_coins(s, "B", 0)
    start_trade(s, SAILOR[0], G3)
    act(s, "A", f"take:{SAILOR[0]}")
    a_before = coins(s, "A")
    assert action(s, "B", f"take:{G3}").kind == "take_ship_pay"
    ev = act(s, "B", f"take:{G3}")
    assert coins(s, "B") == 2 and coins(s, "A") == a_before + 1
    c = of(ev, "compensation")[0].params
    assert c == {"from_seat": "B", "to_seat": "A", "coins": 1}


def test_non_active_hire_needs_cost_plus_one_discount_not_on_compensation_faq12():
    s = new(2)
    mads = persons("mademoiselle", 3)
    give(s, "B", *mads)
    sailor = SAILOR[0]
    set_coins(s, "B", 0)
    start_trade(s, sailor, Y1)
    act(s, "A", "done")
    assert f"take:{sailor}" not in legal(s, "B")  # free hire, but the compensation coin is missing
    s = new(2)
    give(s, "B", *mads)
    set_coins(s, "B", 1)
    start_trade(s, sailor, Y1)
    act(s, "A", "done")
    a_before = coins(s, "A")
    assert action(s, "B", f"take:{sailor}").params == {**action(s, "B", f"take:{sailor}").params, "cost": 0, "compensation": 1}
    act(s, "B", f"take:{sailor}")
    assert coins(s, "B") == 0 and coins(s, "A") == a_before + 1


def test_non_active_governor_picks_and_pays_per_card_faq7():
    s = new(2)
    give(s, "B", GOVS[0])
    ships = [ship(c, 1 if c != "black" else 2, 1) for c in ("yellow", "blue", "green")]
    set_coins(s, "B", 0)
    start_trade(s, *ships)
    act(s, "A", "done")
    assert s.data["picks_left"] == 2
    a_before = coins(s, "A")
    act(s, "B", f"take:{ships[0]}", f"take:{ships[1]}")
    assert coins(s, "A") == a_before + 2 and coins(s, "B") == 0
    assert G.to_act(s) == ["B"] and s.data["phase"] == "discover"  # picks ran out: B's own turn now


def test_admiral_at_start_of_each_chance_even_without_taking_faq8():
    six = [SAILOR[0], SAILOR[1], SAILOR[2], Y1, B1, R1]
    s = new(3)
    give(s, "B", ADMIRALS[0])
    give(s, "C", ADMIRALS[1])
    start_trade(s, *six)
    act(s, "A", "done")
    assert coins(s, "B") == 5  # 6 harbor cards at B's chance: +2
    act(s, "B", "pass")  # paid even without taking
    assert coins(s, "B") == 5 and coins(s, "C") == 5
    s = new(3)
    give(s, "B", ADMIRALS[0])
    give(s, "C", ADMIRALS[1])
    start_trade(s, *six)
    act(s, "A", f"take:{SAILOR[0]}")  # 5 left at B's chance
    assert coins(s, "B") == 5
    act(s, "B", f"take:{SAILOR[1]}")  # 5 - 3 - 1; only 4 left at C's chance
    assert coins(s, "B") == 1 and coins(s, "C") == 3 and s.data["picker"] == "C"


def test_admiral_payout_amount_at_chance_start():
    s = new(2)
    give(s, "B", ADMIRALS[0])
    set_coins(s, "B", 0)
    ev = start_trade(s, SAILOR[0], SAILOR[1], SAILOR[2], Y1, B1)
    ev += act(s, "A", "done")
    assert coins(s, "B") == 2 and of(ev, "admiral_paid")[0].params == {"seat": "B", "coins": 2, "admirals": 1}


def test_jester_on_empty_harbor_only_for_non_active_faq9():
    s = new(3)
    give(s, "A", JESTERS[0])
    give(s, "B", JESTERS[1])
    give(s, "C", JESTERS[2])
    start_trade(s, Y1)
    a = coins(s, "A")
    act(s, "A", f"take:{Y1}")  # harbor empty now
    assert coins(s, "A") == a + 1  # the ship, no Jester for the active player
    b = coins(s, "B")
    assert s.data["picker"] == "B" and b == 4  # 3 + 1 Jester
    act(s, "B", "pass")
    assert coins(s, "C") == 4
    s = new(2)
    give(s, "B", JESTERS[1])
    start_trade(s, Y1, B1)
    act(s, "A", "done")
    assert coins(s, "B") == 3 and s.data["picker"] == "B"  # the harbor is not empty: no Jester coin


def test_admiral_hired_mid_pick_does_not_pay_in_same_chance():
    s = new(2)
    adm = ADMIRALS[0]
    set_coins(s, "A", 7)
    give(s, "A", GOVS[0])
    start_trade(s, adm, SAILOR[0], SAILOR[1], SAILOR[2], Y1, B1)
    act(s, "A", f"take:{adm}")
    assert coins(s, "A") == 0  # no +2 for the new Admiral in this opportunity


@pytest.mark.parametrize("immediate", [False, True])
def test_governor_immediate_pick_option(immediate):
    s = new(2, governor_immediate_pick=immediate)
    set_coins(s, "A", 8)
    start_trade(s, GOVS[0], Y1)
    assert s.data["picks_left"] == 1
    act(s, "A", f"take:{GOVS[0]}")
    if immediate:
        assert s.data["picker"] == "A" and s.data["picks_left"] == 1 and f"take:{Y1}" in legal(s, "A")
    else:
        assert s.data["picker"] == "B" and s.data["phase"] == "others"


# --- §4 coins and the deck -----------------------------------------------------------
def test_reshuffle_when_draw_pile_empty_faq18_harbor_not_reshuffled():
    s = new(2)
    d = s.data
    priest = person("priest", 4)
    remove(s, priest)
    d["discard"] = d["draw"]
    d["draw"] = [priest]
    check_conservation(s)
    act(s, "A", "draw")
    assert d["draw"] == [] and d["harbor"] == [priest]
    n = len(d["discard"])
    pool = set(d["discard"])
    ev = act(s, "A", "draw")
    assert of(ev, "reshuffle")[0].params["count"] == n
    assert of(ev, "revealed")[0].params["card"]["id"] in pool
    assert priest in d["harbor"] and priest not in d["draw"]
    check_conservation(s)


def test_paid_coins_become_normal_cards_faq19_and_compensation_is_a_transfer():
    s = new(2)
    d = s.data
    a_coins = list(d["players"]["A"]["coins"])
    start_trade(s, SAILOR[0], Y1)
    act(s, "A", f"take:{SAILOR[0]}")
    assert d["discard"][-3:] == a_coins[::-1]  # the paid coin cards lie face up in the discard pile
    a_before, b_before = list(d["players"]["A"]["coins"]), list(d["players"]["B"]["coins"])
    top = d["draw"][-1]
    act(s, "B", f"take:{Y1}")
    assert d["players"]["A"]["coins"] == a_before + [top]
    assert d["players"]["B"]["coins"] == b_before


def test_both_piles_empty_gain_what_is_available_and_discovery_stops():
    s = new(2)
    d = s.data
    give(s, "A", JESTERS[0], JESTERS[1], JESTERS[2])
    to_harbor(s, Y1)
    remove(s, Y1b)
    d["players"]["B"]["coins"].extend(d["draw"])
    d["draw"] = [Y1b]
    d["revealed"] = 1
    check_conservation(s)
    a = coins(s, "A")
    ev = act(s, "A", "draw")  # bust: 2 ships discarded, then 3 Jesters want 3 coins: only 2 exist
    assert of(ev, "bust") and coins(s, "A") == a + 2
    assert of(ev, "jester_paid")[0].params == {"seat": "A", "coins": 2, "jesters": 3}
    check_conservation(s)
    assert d["draw"] == [] and d["discard"] == [] and G.to_act(s) == ["B"]
    assert legal(s, "B") == {"end"}
    ev = act(s, "B", "end")
    assert of(ev, "no_cards") and G.to_act(s) == ["A"] and G.outcome(s) is None
    assert legal(s, "A") == {"end"}
    ev = act(s, "A", "end")  # a whole round without any card: the game ends ([I] deadlock)
    assert of(ev, "deadlock") and G.outcome(s) is not None and d["ended_by"] == "deadlock"


def test_both_piles_empty_after_a_reveal_only_stop():
    s = new(2)
    d = s.data
    for c in list(d["draw"]):
        d["draw"].remove(c)
        d["players"]["B"]["coins"].append(c)
    d["players"]["B"]["coins"].remove(SAILOR[0])
    d["draw"] = [SAILOR[0]]
    act(s, "A", "draw")
    assert legal(s, "A") == {"stop"}



def test_repelled_ships_recycle_but_a_turn_reveals_at_most_the_deck_size():
    """[I] data.MAX_REVEALS_PER_TURN: with the draw pile empty, a repelled ship goes to the discard
    and is reshuffled and revealed again; a player who keeps repelling cannot keep the turn forever."""
    s = new(2)
    d = s.data
    give(s, "A", SAILOR[0])
    remove(s, Y1)
    d["players"]["B"]["coins"].extend(d["draw"])
    d["draw"], d["discard"] = [], [Y1]
    check_conservation(s)
    reveals = 0
    while "draw" in legal(s, "A"):
        ev = act(s, "A", "draw")
        assert of(ev, "reshuffle") and of(ev, "revealed")[0].params["card"]["id"] == Y1
        act(s, "A", "repel")
        reveals += 1
        assert reveals <= MAX_REVEALS_PER_TURN
    assert reveals == MAX_REVEALS_PER_TURN == 120
    assert legal(s, "A") == {"stop"} and G.view(s, "A")["revealed"] == reveals
    act(s, "A", "stop", "done")
    assert G.to_act(s) == ["B"]
    act(s, "B", "pass")
    assert G.to_act(s) == ["B"] and "draw" in legal(s, "B")  # the next turn may draw again
    check_conservation(s)

# --- §5 expeditions --------------------------------------------------------------------
def test_claim_before_first_reveal_and_between_reveals():
    s = new(2)
    e = expedition("anchor", "anchor")
    to_area(s, e)
    give(s, "A", CAPS[0], CAPS[1])
    assert f"claim:{e}:0" in legal(s, "A")
    set_coins(s, "A", 0)
    ev = act(s, "A", f"claim:{e}:0")
    p = s.data["players"]["A"]
    assert p["persons"] == [] and p["expeditions"] == [e] and coins(s, "A") == 2
    assert {CAPS[0], CAPS[1]} <= set(s.data["discard"])
    assert of(ev, "expedition_claimed")[0].params["vp"] == 4
    assert s.data["phase"] == "discover" and s.data["revealed"] == 0
    assert G.view(s, None)["players"][0]["vp"] == 4


def test_claim_expedition_revealed_this_turn_and_claim_is_not_a_pick():
    s = new(2)
    e = expedition("hut", "hut")
    give(s, "A", SETTLERS[0], SETTLERS[1])
    stack(s, e)
    act(s, "A", "draw")
    assert f"claim:{e}:0" in legal(s, "A")
    start_trade(s, Y1)
    act(s, "A", f"claim:{e}:0")
    assert s.data["picks_left"] == 1 and s.data["phase"] == "trade"


def test_claim_after_last_pick_before_handing_over():
    s = new(2)
    e = expedition("anchor", "anchor")
    to_area(s, e)
    give(s, "A", CAPS[0])
    set_coins(s, "A", 4)
    start_trade(s, CAPS[1])
    act(s, "A", f"take:{CAPS[1]}")
    assert s.data["phase"] == "trade" and s.data["picks_left"] == 0
    assert legal(s, "A") == {"done", f"claim:{e}:0"}
    act(s, "A", f"claim:{e}:0")
    assert G.to_act(s) == ["B"] and s.data["phase"] == "others"


def test_non_active_cannot_claim_faq15():
    s = new(2)
    e = expedition("anchor", "anchor")
    to_area(s, e)
    give(s, "B", CAPS[0], CAPS[1])
    start_trade(s, Y1)
    act(s, "A", "done")
    assert not any(a.startswith("claim") for a in legal(s, "B"))


def test_jack_of_all_trades_as_joker_faq16():
    s = new(2)
    e = expedition("anchor", "anchor", "hut")
    to_area(s, e)
    give(s, "A", CAPS[0], SETTLERS[0], JACKS[0], JACKS[1])
    ways = {a.id: a for a in G.legal_actions(s, "A") if a.kind == "claim"}
    assert set(ways) == {f"claim:{e}:1", f"claim:{e}:2"}
    used = sorted(p["id"] for p in ways[f"claim:{e}:1"].params["persons"])
    assert used == sorted([CAPS[0], SETTLERS[0], JACKS[0]])
    act(s, "A", f"claim:{e}:1")
    assert s.data["players"]["A"]["persons"] == [JACKS[1]]
    s = new(2)
    to_area(s, e)
    give(s, "A", CAPS[0], SETTLERS[0])
    assert not any(a.startswith("claim") for a in legal(s, "A"))


def test_five_player_expedition_needs_anchor_cross_hut():
    s = new(5)
    give(s, "A", CAPS[0], PRIESTS[0], SETTLERS[0])
    act(s, "A", f"claim:{FIVE_PLAYER_EXPEDITION}:0")
    assert G.view(s, "A")["players"][0]["vp"] == 5 and coins(s, "A") == 6


@pytest.mark.parametrize("allowed", [True, False])
def test_claim_after_bust_option(allowed):
    s = new(2, claim_after_bust=allowed)
    e = expedition("anchor", "anchor")
    to_area(s, e)
    give(s, "A", CAPS[0])
    to_harbor(s, CAPS[1], Y1)
    s.data["revealed"] = 1
    # A cannot claim yet (one captain); the busting turn discards the harbor
    stack(s, Y1b)
    give(s, "A", CAPS[2])  # now two captains: could have claimed before; still can after the bust?
    act(s, "A", "draw")
    if allowed:
        assert s.data["phase"] == "bust" and legal(s, "A") == {"end", f"claim:{e}:0"}
        act(s, "A", f"claim:{e}:0")
        assert G.to_act(s) == ["B"] and s.data["players"]["A"]["expeditions"] == [e]
    else:
        assert G.to_act(s) == ["B"] and s.data["phase"] == "discover"


# --- §6 tax --------------------------------------------------------------------------
def test_tax_halves_then_most_swords_bonus_faq17():
    s = new(4)
    set_coins(s, "A", 12)
    set_coins(s, "B", 13)
    set_coins(s, "C", 19)
    set_coins(s, "D", 11)
    give(s, "A", SAILOR[0])  # A has the most swords
    stack(s, tax("most_swords"))
    ev = act(s, "A", "draw")
    assert [coins(s, x) for x in "ABCD"] == [7, 7, 10, 11]
    assert {e.params["seat"]: e.params["coins"] for e in of(ev, "tax_paid")} == {"A": 6, "B": 6, "C": 9}
    assert of(ev, "tax_bonus")[0].params["seats"] == ["A"]
    assert s.data["discard"][-1] == tax("most_swords") or tax("most_swords") in s.data["discard"]
    assert s.data["phase"] == "discover" and "stop" in legal(s, "A")
    check_conservation(s)


def test_tax_ties_all_get_one_including_all_zero():
    s = new(3)
    stack(s, tax("most_swords"))
    act(s, "A", "draw")
    assert [coins(s, x) for x in "ABC"] == [4, 4, 4]
    s = new(3)
    give(s, "B", SAILOR[0])
    give(s, "C", SAILOR[1])
    stack(s, tax("most_swords"))
    ev = act(s, "A", "draw")
    assert [coins(s, x) for x in "ABC"] == [3, 4, 4] and of(ev, "tax_bonus")[0].params["seats"] == ["B", "C"]


def test_tax_fewest_vp_bonus():
    s = new(3)
    give(s, "A", SAILOR[0])
    give(s, "C", ADMIRALS[0])
    stack(s, tax("fewest_vp"))
    act(s, "A", "draw")
    assert [coins(s, x) for x in "ABC"] == [3, 4, 3]
    s = new(3)
    stack(s, tax("fewest_vp", 1))
    act(s, "A", "draw")
    assert [coins(s, x) for x in "ABC"] == [4, 4, 4]


# --- §7 end and winner -------------------------------------------------------------
def _vp(s, seat, n):
    """Give `seat` persons worth exactly n VP (3-VP cards then 1-VP ones)."""
    threes = find("person", vp=3) + find("person", vp=2)
    ones = find("person", kind="sailor", vp=1)
    got = 0
    for c in threes:
        if got + CARDS[c]["vp"] <= n and c not in sum((p["persons"] for p in s.data["players"].values()), []):
            give(s, seat, c)
            got += CARDS[c]["vp"]
    for c in ones:
        if got < n and c not in sum((p["persons"] for p in s.data["players"].values()), []):
            give(s, seat, c)
            got += 1
    assert got == n


def _finish_turn(s):
    seat = G.to_act(s)[0]
    active = s.seats[s.data["active"]]
    if s.data["phase"] == "discover":
        stack(s, person("priest", 4))
        act(s, seat, "draw", "stop")
    while s.data["phase"] in ("trade", "others") and G.outcome(s) is None:
        seat = G.to_act(s)[0]
        act(s, seat, "done" if s.data["phase"] == "trade" else "pass")
    return active


def test_end_triggered_finishes_round_last_turn_is_seat_before_start():
    s = new(3)
    _vp(s, "B", 11)
    set_coins(s, "B", 10)
    _finish_turn(s)  # A
    adm = person("admiral", 4)
    start_trade(s, adm)  # B's turn; B hires to 13 VP
    ev = act(s, "B", f"take:{adm}")
    assert of(ev, "end_triggered")[0].params["last_seat"] == "C" and s.data["final_round"]
    _finish_turn(s)
    assert G.outcome(s) is None and G.to_act(s) == ["C"]
    _finish_turn(s)
    out = G.outcome(s)
    assert out is not None and out.winners == ["B"] and G.to_act(s) == [] and out.tiebreak is None
    assert G.view(s, None)["phase"] == "over"


def test_trigger_on_other_players_turn_and_during_last_turn():
    s = new(2)
    _vp(s, "A", 11)
    set_coins(s, "A", 10)
    _finish_turn(s)  # A's turn over
    adm = person("admiral", 4)
    start_trade(s, adm)  # B is active (the last seat of the round)
    act(s, "B", "done")
    ev = act(s, "A", f"take:{adm}")  # A triggers the end during B's turn, which is the last turn
    assert of(ev, "end_triggered") and G.outcome(s) is not None


def test_trigger_by_start_player_everyone_else_gets_a_turn():
    s = new(3)
    _vp(s, "A", 11)
    set_coins(s, "A", 10)
    start_trade(s, person("admiral", 4))
    act(s, "A", f"take:{person('admiral', 4)}")
    _finish_turn(s)
    assert G.outcome(s) is None
    _finish_turn(s)
    assert G.outcome(s) is None and G.to_act(s) == ["C"]
    _finish_turn(s)
    assert G.outcome(s) is not None


def test_random_start_last_turn_is_seat_before_start():
    s = new(3, seed=5, start_player="random")
    while s.data["start"] != 1:
        s = new(3, seed=s.data["start"] + 100 + len(s.to_json()) % 7, start_player="random")
    _vp(s, "B", 12)
    s.data["final_round"] = True
    assert _finish_turn(s) == "B"
    assert G.outcome(s) is None
    assert _finish_turn(s) == "C"
    assert G.outcome(s) is None
    assert _finish_turn(s) == "A"
    assert G.outcome(s) is not None


def test_tiebreaks_coins_then_shared():
    s = new(3)
    _vp(s, "A", 12)
    _vp(s, "B", 12)
    set_coins(s, "A", 5)
    set_coins(s, "B", 6)
    s.data["phase"] = "over"
    out = G.outcome(s)
    assert out.winners == ["B"] and out.tiebreak == "coins" and out.scores["A"] == 12
    assert out.details["A"] == {"coins": 5, "expeditions": 0}
    set_coins(s, "A", 6)
    out = G.outcome(s)
    assert out.winners == ["A", "B"] and out.tiebreak == "shared"


def test_vp_counts_persons_and_expeditions():
    s = new(2)
    give(s, "A", expedition("anchor", "anchor", "hut"), ADMIRALS[0], GOVS[0])
    assert G.view(s, None)["players"][0]["vp"] == 8


def test_end_variant_needs_expedition_and_only_expedition_holders_win():
    s = new(2, expedition_end_variant=True)
    _vp(s, "A", 11)
    set_coins(s, "A", 10)
    start_trade(s, person("admiral", 4))
    ev = act(s, "A", f"take:{person('admiral', 4)}")
    assert not of(ev, "end_triggered") and not s.data["final_round"]
    s = new(2, expedition_end_variant=True)
    _vp(s, "A", 12)
    _vp(s, "B", 6)
    e = expedition("cross", "cross")
    to_area(s, e)
    give(s, "B", PRIESTS[0], PRIESTS[1])
    ev = act(s, "A", "draw")
    s.data["phase"] = "over"
    out = G.outcome(s)
    assert out.winners == ["A"]
    give(s, "B", e)
    out = G.outcome(s)
    assert out.winners == ["B"]  # the only player with an expedition wins despite fewer VP


def test_end_variant_trigger_by_claim():
    s = new(2, expedition_end_variant=True)
    _vp(s, "A", 10)
    e = expedition("cross", "cross")
    to_area(s, e)
    give(s, "A", PRIESTS[0], PRIESTS[1])
    ev = act(s, "A", f"claim:{e}:0")
    assert of(ev, "end_triggered")


# --- FAQ 20: two players, no special rules -------------------------------------------------
def test_two_players_normal_flow_faq20():
    s = new(2)
    check_conservation(s)
    start_trade(s, Y1)
    act(s, "A", "done")
    assert G.to_act(s) == ["B"] and s.data["phase"] == "others"
    act(s, "B", "pass")
    assert G.to_act(s) == ["B"] and s.data["phase"] == "discover" and s.data["turn"] == 2


def test_summary_is_private_status():
    s = new(2)
    ev = G.summary(s, "A")
    assert len(ev) == 1 and ev[0].to == ("A",) and ev[0].params["coins"] == 3
