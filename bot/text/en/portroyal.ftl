# Port Royal: the words for everything engine/portroyal emits.
# Things: a card arrives worded by portroyal-thing-<type>; its string fields by
# portroyal-term-<field>-<value> (colour, strength, name, needs, bonus).

portroyal-title = Port Royal
portroyal-score = { $score } VP, { $coins } 💰, { $expeditions ->
    [one] { $expeditions } expedition
   *[other] { $expeditions } expeditions
}
portroyal-rules =
    ⚓ **Port Royal**: hire persons worth victory points (VP); the first to 12+ VP ends the game.
    🔎 **Your turn, phase 1 (Discover):** reveal cards from the deck one by one, then stop whenever you like.
    • Persons and ships go into the harbor. Expeditions go to the expedition area; tax cards resolve at once.
    • A second ship of a colour already in the harbor **busts** you: the harbor is discarded and your turn ends.
    • With swords (Sailor ⚔1, Pirate ⚔2) ≥ a new ship's ⚔ you may repel it (never a ☠ skull ship).
    🤝 **Phase 2 (Trade & Hire):** take 1 card (4 ship colours in the harbor: 2, all 5 colours: 3), +1 per Governor.
    • Take a ship: gain its coins (+1 per Trader of its colour). Hire a person: pay its cost (−1 per Mademoiselle).
    • Then every other player, in seat order, may take 1 card (+1 per Governor), paying you 1 coin per card.
    • Leftover harbor cards are discarded; the next player takes the turn.
    💰 **Coins** are face-down cards from the deck; everyone starts with 3. The discard pile is reshuffled when the deck runs out.
    📜 **Tax increase:** everyone with 12+ coins loses half (rounded down); then the players with the most swords
    or the fewest VP (as printed) get 1 coin each, ties all included.
    🗺 **Expeditions:** on your own turn, discard persons showing the needed symbols (Settler 🛖, Captain ⚓, Priest ✝;
    a Jack of all Trades is any one symbol) to claim it: its VP and coins are yours.
    🎭 **Person powers** (they stack per card):
    • Admiral: +2 coins when your chance to take begins with 5+ cards in the harbor.
    • Jester: +1 coin if the harbor is empty at your chance (not your own turn), and +1 coin when anyone busts.
    • Governor: +1 card each time you take. Mademoiselle: −1 on hire costs. Trader: +1 coin on ships of its colour.
    🏁 **End:** once someone has 12+ VP, the round is finished so everyone has had the same number of turns.
    Most VP wins; a tie goes to most coins, then the victory is shared.
    ⚙ **Readings you can change** at `/game new`: a Governor hired counts at once (`governor_immediate_pick=yes`), 12 VP end the game only with an expedition (`expedition_end_variant=yes`), no claiming after a bust (`claim_after_bust=no`), a random start player (`start_player=random`).

## Actions (button labels: at most 80 characters)

portroyal-action-draw = 🂠 Reveal a card
portroyal-action-stop = ✋ Stop and trade ({ $picks ->
    [one] { $picks } pick
   *[other] { $picks } picks
})
portroyal-action-end = ⏭ End your turn
portroyal-action-repel = ⚔ Repel { $card }
portroyal-action-keep = ⚓ Keep { $card } in the harbor
portroyal-action-keep_bust = 💥 Keep { $card }: that busts!
portroyal-action-take_ship = Take { $card } (+{ $coins } 💰)
portroyal-action-take_ship_pay = Take { $card } (+{ $coins } 💰, pay 1 to the active player)
portroyal-action-hire = Hire { $card } for { $cost } 💰
portroyal-action-hire_pay = Hire { $card } for { $cost } 💰 + 1 to the active player
portroyal-action-done = ✅ Done taking cards
portroyal-action-pass = ⏭ Pass
portroyal-action-claim = 🗺 Claim { $card }{ $jacks ->
    [0] {""}
    [one] , using { $jacks } Jack of all Trades
   *[other] , using { $jacks } Jacks of all Trades
}

## Events

portroyal-event-turn = 🔔 Round { $round }, turn { $turn }: { $seat } is the active player.
portroyal-event-revealed = { $seat } reveals { $card }.
portroyal-event-repelled = ⚔ { $seat } repels { $card } (⚔{ $swords }).
portroyal-event-bust = 💥 { $seat } busts on { $card }! The harbor is discarded.
portroyal-event-jester_paid = 🃏 { $seat } gets { $coins } 💰 from { $jesters ->
    [one] a Jester
   *[other] Jesters
}.
portroyal-event-tax = 📜 Tax increase! Everyone with 12 or more 💰 loses half.
portroyal-event-tax_paid = 📜 { $seat } pays { $coins } 💰 in tax and keeps { $left }.
portroyal-event-tax_bonus = 📜 Tax bonus ({ $bonus }: { $value }): { $seats } { $seats_count ->
    [one] gets
   *[other] get
} 1 💰{ $seats_count ->
    [one] {""}
   *[other] {" "}each
}.
portroyal-event-expedition_found = 🗺 { $card } is now open for claiming.
portroyal-event-expedition_claimed = 🗺 { $seat } claims { $card } with { $persons }: +{ $vp } VP and { $coins } 💰.
portroyal-event-ship_taken = { $seat } takes { $card } and gains { $coins } 💰.
portroyal-event-person_hired = { $seat } hires { $card } for { $cost } 💰.
portroyal-event-compensation = { $from_seat } pays { $to_seat } { $coins } 💰.
portroyal-event-admiral_paid = 🎖 { $seat } gets { $coins } 💰 from { $admirals ->
    [one] an Admiral
   *[other] Admirals
}.
portroyal-event-reshuffle = 🔀 The discard pile ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}) is shuffled into a new deck.
portroyal-event-stopped = ✋ { $seat } stops with { $harbor ->
    [one] { $harbor } card
   *[other] { $harbor } cards
} in the harbor.
portroyal-event-trade_start = { $seat } may take { $picks ->
    [one] { $picks } card
   *[other] { $picks } cards
} ({ $colours ->
    [0] no ships in the harbor yet
    [one] { $colours } ship colour in the harbor
   *[other] { $colours } ship colours in the harbor
}).
portroyal-event-chance = { $seat } may take { $picks ->
    [one] { $picks } card
   *[other] { $picks } cards
} from the harbor ({ $harbor } left).
portroyal-event-done = { $seat } is done taking cards.
portroyal-event-passed = { $seat } passes.
portroyal-event-no_cards = { $seat } cannot reveal anything: deck and discard pile are both empty.
portroyal-event-harbor_cleared = { $count ->
    [one] The last card in the harbor is discarded.
   *[other] The { $count } cards left in the harbor are discarded.
}
portroyal-event-end_triggered = 🏁 { $seat } has { $vp } VP! The round is finished; { $last_seat } has the last turn.
portroyal-event-deadlock = 🏁 No card can be revealed by anyone any more: the game ends now.
portroyal-event-you_status = You: { $coins } 💰, { $vp } VP, ⚔{ $swords }, hire discount { $discount }; { $picks ->
    [one] { $picks } card
   *[other] { $picks } cards
} on others' turns, { $picks_left ->
    [0] none left now.
    [one] { $picks_left } left now.
   *[other] { $picks_left } left now.
}

## Whose turn it is (the line under the board)

portroyal-phase-discover = { $seat } is discovering: { $revealed ->
    [0] reveal a card.
   *[other] reveal a card or stop.
}
portroyal-phase-repel = { $seat } must decide: repel the ship or keep it in the harbor.
portroyal-phase-trade = { $seat } is trading: take a card from the harbor or finish.
portroyal-phase-others = { $seat } may take a card from the harbor (paying 1 coin to the active player) or pass.
portroyal-phase-bust = { $seat } busted: claim an expedition or end the turn.
portroyal-phase-over = The game is over.

## Cards

portroyal-thing-ship = { $colour } ship ⚔{ $strength } 💰{ $coins }
portroyal-thing-person = { $name } ({ $vp } VP)
portroyal-thing-expedition = Expedition { $needs } ({ $vp } VP, +{ $coins } 💰)
portroyal-thing-tax = Tax increase ({ $bonus })

portroyal-term-colour-yellow = Yellow
portroyal-term-colour-blue = Blue
portroyal-term-colour-green = Green
portroyal-term-colour-red = Red
portroyal-term-colour-black = Black
portroyal-term-strength-skull = ☠
portroyal-term-name-trader_yellow = Yellow Trader
portroyal-term-name-trader_blue = Blue Trader
portroyal-term-name-trader_green = Green Trader
portroyal-term-name-trader_red = Red Trader
portroyal-term-name-trader_black = Black Trader
portroyal-term-name-settler = Settler 🛖
portroyal-term-name-captain = Captain ⚓
portroyal-term-name-priest = Priest ✝
portroyal-term-name-jack_of_all_trades = Jack of all Trades ✳
portroyal-term-name-sailor = Sailor ⚔1
portroyal-term-name-pirate = Pirate ⚔2
portroyal-term-name-mademoiselle = Mademoiselle
portroyal-term-name-jester = Jester
portroyal-term-name-admiral = Admiral
portroyal-term-name-governor = Governor
portroyal-term-needs-hut = 🛖
portroyal-term-needs-anchor = ⚓
portroyal-term-needs-cross = ✝
portroyal-term-bonus-most_swords = most swords
portroyal-term-bonus-fewest_vp = fewest VP

## Table options

portroyal-option-governor_immediate_pick = A Governor hired while taking cards adds its extra pick at once (off: from your next chance on).
portroyal-option-expedition_end_variant = End variant: the end needs 12+ VP and an expedition in the same display, and only players with an expedition can win.
portroyal-option-claim_after_bust = The active player may still claim expeditions after busting, before the turn passes.
portroyal-option-start_player = Who starts: the first seat (the host) or a random player.

## End of game

portroyal-tiebreak-coins = Tied on VP: most coins wins.
portroyal-tiebreak-shared = Tied on VP and coins: shared victory.

## The legend: what each icon on the board means

portroyal-icon-discover = discover: the active player turns up cards
portroyal-icon-repel = a ship may be repelled
portroyal-icon-trade = take a card (the number: picks left)
portroyal-icon-others = the other players buy
portroyal-icon-bust = bust: a colour came twice
portroyal-icon-round = round; beside a name: the round's first player
portroyal-icon-final_round = final round
portroyal-icon-draw_pile = draw pile
portroyal-icon-discard_pile = discard pile
portroyal-icon-harbor = the harbor (the number: its cards)
portroyal-icon-harbor_colours = the ship colours in the harbor: a second ship of a filled colour busts
portroyal-icon-ship_yellow = yellow ship (●)
portroyal-icon-ship_blue = blue ship (■)
portroyal-icon-ship_green = green ship (▲)
portroyal-icon-ship_red = red ship (◆)
portroyal-icon-ship_black = black ship (✚)
portroyal-icon-swords = swords (a ship's strength; a sailor ⚔1)
portroyal-icon-unstoppable = a ship no swords can repel
portroyal-icon-coins = coins (a cost, a reward, or what a player has)
portroyal-icon-vp = victory points
portroyal-icon-expedition = expedition
portroyal-icon-tax = tax increase
portroyal-icon-trader = trader (+1 coin on ships of its colour)
portroyal-icon-pirate = pirate (2 swords)
portroyal-icon-captain = captain
portroyal-icon-settler = settler
portroyal-icon-priest = priest
portroyal-icon-jack_of_all_trades = jack of all trades
portroyal-icon-mademoiselle = mademoiselle (−1 on hire costs)
portroyal-icon-admiral = admiral (+2 coins when your chance begins with 5+ cards)
portroyal-icon-jester = jester (+1 coin on an empty harbor or a bust)
portroyal-icon-governor = governor (+1 card each time you take)
portroyal-icon-active = the active player
portroyal-icon-waiting = waiting for this player
portroyal-icon-you = you
portroyal-icon-winner = winner

## The board in words (its alt text): what the image shows, most important first

portroyal-fact-standing = { $seat }: { $vp } VP, { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}, { $swords ->
    [one] { $swords } sword
   *[other] { $swords } swords
}.
portroyal-fact-round = Round { $round }.
portroyal-fact-final_round = Round { $round }, the final round.
portroyal-fact-harbor = Harbor: { $cards }.
portroyal-fact-harbor_empty = The harbor is empty.
portroyal-fact-pending = A ship may be repelled: { $card }.
portroyal-fact-picks = { $seat } may take { $picks ->
    [one] { $picks } more card
   *[other] { $picks } more cards
}.
portroyal-fact-expeditions = Open expeditions: { $cards }.
portroyal-fact-display = { $seat } has { $cards }.
portroyal-fact-piles = Draw pile: { $draw ->
    [one] { $draw } card
   *[other] { $draw } cards
}; discard pile: { $discard ->
    [one] { $discard } card
   *[other] { $discard } cards
}.
portroyal-fact-discard_top = On top of the discard pile: { $card }.
portroyal-thing-times = { $count ->
    [1] { $card }
   *[other] { $count } × { $card }
}

# The focus picture's facts (its alt text): what the picture beside the board shows.
portroyal-focus-harbor = Harbor: { $cards }.
portroyal-focus-tableau = { $seat }: { $coins } coins, { $vp } VP, { $swords } swords.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
portroyal-reason-bust_odds = { $bad } of the { $pool } cards the next reveal may be would bust you
portroyal-reason-avoids_bust = stops before the next reveal: { $bad } of { $pool } cards would bust you
portroyal-reason-others_take = { $seat } gets { $card } in { $percent } % of the playouts where you don't
