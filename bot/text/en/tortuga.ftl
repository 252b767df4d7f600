# Tortuga 1667: the words for everything engine/tortuga emits.
# Things: an event card is tortuga-thing-event_card, a vote card tortuga-thing-vote_card (its three
# sections: attack | brawl | mutiny); strings are terms keyed by their param (tortuga-term-<param>-<value>).

-tortuga-dutchman = Flying Dutchman
-tortuga-roger = Jolly Roger
-tortuga-tortuga = Tortuga
-tortuga-galleon = Spanish Galleon
-tortuga-british-hold = British hold
-tortuga-french-hold = French hold

tortuga-title = Tortuga 1667
tortuga-rules =
    🏴‍☠️ **Tortuga 1667**: secret teams, British against French (odd counts: one Dutch). When the Spanish Armada is revealed, the team with more treasure in the British or French holds of both ships and Tortuga wins; a tie goes to the Dutch, or with an even count to sudden death (first team to lead wins).
    ⚓ **Your turn: 1 action** (2 with 2 players). Anyone: row to or from a rowboat; view 2 event cards (by DM); reveal 1; make another player reveal 1 of 2; use a saved Letter of Marque.
    • Captain (front of a ship): attack (vote: a 💥 and more 🔥 than 💧 takes 1 treasure from the Galleon, or from the other ship once it is empty) or maroon a crew member. First mate: mutiny (more ☠ than 🛞 maroons the captain). Cabin boy (last): move 1 treasure between holds. Governor (front of Tortuga): brawl (more flags win Tortuga's 2 treasures; a tie splits them).
    🗳 **Votes**: pick a card privately (Choose button or `/move`); the deck's top card joins; only the counted symbols are shown. Marooned on Tortuga again: lose a random vote card.
    🗺 **Treasure Map** (house reading): its revealer gives it to another player; 2 maps move 1 Galleon treasure into any hold.
    ⚙ **Readings you can change** at `/game new`: starred events at random (`starred_events=random`), seats in joining order (`seating=join`), any rowboat (`rowboat_own_ship_only=no`), the forced player sees one card (`forced_sees_both=no`), Atlantis more than once (`atlantis_reusable=yes`), the Fountain of Youth against the Albatross (`fountain_vs_albatross=yes`), attacks with nothing to take (`attack_without_loot=yes`), a captain who may take nothing after a won attack (`plunder_optional=yes`), the Treasure Map without effect (`treasure_map=blank`), the map kept by its revealer (`treasure_map_to_self=yes`).

tortuga-rules-table-starred_events-random = ⭐ **At this table** the starred events are drawn at random: a card the bot cannot play is revealed and discarded with no effect.

## Actions (button labels: at most 80 characters)

tortuga-action-start_hold = 💰 Starting treasure into the { $side } of the { $ship }
tortuga-action-to_rowboat = 🚣 Row out to the { $ship } rowboat
tortuga-action-from_rowboat = 🚣 Land on { $to }
tortuga-action-view_events = 👁 View { $slots_count ->
    [one] slot { $slots }
   *[other] slots { $slots }
}
tortuga-action-reveal = 🂠 Reveal slot { $slot }
tortuga-action-force = 👉 Make { $target_seat } reveal { $slots_count ->
    [one] slot { $slots }
   *[other] one of slots { $slots }
}
tortuga-action-force_pick = 🂠 Reveal { $pick }
tortuga-action-use_marque = 📜 Marque: { $target_seat } → back of the { $ship }
tortuga-action-marque_move = 📜 { $target_seat } to the back of the { $ship }
tortuga-action-marque_save = 📜 Keep the Letter of Marque for later
tortuga-action-pistol = 🔫 Shoot { $target_seat }
tortuga-action-give_map = 🗺 Give the Treasure Map to { $target_seat }
tortuga-action-map_hold = 🗺 Galleon treasure into the { $side } of the { $ship }
tortuga-action-fountain_refuse = ⛲ Drink from the Fountain of Youth: stay put
tortuga-action-fountain_accept = Accept being marooned (keep the Fountain)
tortuga-action-attack = 💥 Attack ({ $source })
tortuga-action-maroon = 🏝 Maroon { $target_seat }
tortuga-action-mutiny = ☠ Mutiny against { $captain_seat }
tortuga-action-move_treasure = 💰 Move 1 treasure: { $from_side } → { $to_side }
tortuga-action-brawl = 👊 Brawl on Tortuga
tortuga-action-plunder = 💰 Take from { $take_from } into the { $to_side }
# A plunder from a hold with treasure on both sides: the side it comes from (the branch), then where it goes.
tortuga-branch-plunder = 💰 Take from { $take_from }
tortuga-picked-plunder = 💰 … into the { $to_side }
tortuga-action-plunder_decline = 🚫 Take nothing
tortuga-action-atlantis = 🌊 Atlantis: move to the back of the { $to_ship }
tortuga-action-vote = 🗳 { $face } (card { $card })
tortuga-action-vote_two = 🗳 El Dorado, 2 cards: { $face }

## Menu groups

# A face-down event card picked first: reveal it, or view it with a second one.
tortuga-group-slot_1 = 🂠 Slot 1
tortuga-group-slot_2 = 🂠 Slot 2
tortuga-group-slot_3 = 🂠 Slot 3
tortuga-group-slot_4 = 🂠 Slot 4
tortuga-group-slot_5 = 🂠 Slot 5
tortuga-group-force = 👉 Make another player reveal
tortuga-group-marque = 📜 Use your Letter of Marque

## Events

tortuga-event-seating = { -tortuga-dutchman }: { $dutchman_seats }. { -tortuga-roger }: { $roger_seats }.
tortuga-event-your_loyalty = 🕵 Your loyalty (secret): **{ $team }**.
tortuga-event-your_hand = 🗳 Your vote cards (attack | brawl | mutiny): { $cards_count ->
    [0] none left.
   *[other] { $cards }
}
tortuga-event-your_seen = 👁 Row cards you have seen: { $cards_count ->
    [0] none.
   *[other] { $cards }.
}
tortuga-event-turn = 🔔 { $seat }'s turn.
tortuga-event-start_hold = 💰 { $seat } puts the starting treasure into the { $side } of the { $ship }.
tortuga-event-to_rowboat = 🚣 { $seat } leaves { $from } for the { $ship } rowboat.
tortuga-event-from_rowboat = 🚣 { $seat } lands on { $to } (place { $position }).
tortuga-event-viewed = 👁 { $seat } looks at { $slots_count ->
    [one] slot { $slots }
   *[other] slots { $slots }
}.
tortuga-event-viewed_cards = 👁 You saw: { $cards }.
tortuga-event-forced = 👉 { $seat } makes { $target_seat } reveal { $slots_count ->
    [one] slot { $slots }
   *[other] one of slots { $slots }
}.
tortuga-event-forced_cards = 👉 You must reveal one of: { $cards }.
tortuga-event-revealed = 🂠 { $seat } reveals slot { $slot }: **{ $card }**.
tortuga-event-blank = { $card } is revealed and discarded with no effect.
tortuga-event-row_reshuffled = 🔀 The event deck is empty: the face-down row cards are shuffled in place (the Armada is among them) and revealed slots stay empty.
tortuga-event-deck_reshuffled = 🔀 The discards ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}) are shuffled into a new event deck.
tortuga-event-stormy_seas = 🌊 Stormy Seas! { $count ->
    [0] The holds of the { $place } were empty anyway.
    [one] { $count } treasure from the { $place } sinks back to the Galleon.
   *[other] { $count } treasures from the { $place } sink back to the Galleon.
}
tortuga-event-stormy_seas_tortuga = 🌊 Stormy Seas! Tortuga's treasure goes back to 1 British and 1 French.
tortuga-event-stormy_seas_none = 🌊 Stormy Seas do nothing to { $seat } in a rowboat.
tortuga-event-kept = { $seat } keeps { $card } face up.
tortuga-event-extra_vote_card = 🪙 { $seat } draws an extra vote card (now { $cards }).
tortuga-event-drew = 🗳 You drew { $card }. Your vote cards: { $hand }
tortuga-event-marque_used = 📜 { $seat } sends { $target_seat } to the back of the { $ship } (place { $position }).
tortuga-event-marque_saved = 📜 { $seat } keeps the Letter of Marque for later.
tortuga-event-shot = 🔫 { $seat } shoots { $target_seat }!
tortuga-event-map_given = 🗺 { $seat } gives the Treasure Map to { $target_seat }.
tortuga-event-map_kept = 🗺 { $seat } keeps the Treasure Map.
tortuga-event-map_set_empty = 🗺 { $seat } completes the Treasure Maps, but the Galleon is empty.
tortuga-event-map_treasure = 🗺 { $seat } moves 1 Galleon treasure into the { $side } of the { $ship }.
tortuga-event-fountain_used = ⛲ { $seat } drinks from the Fountain of Youth and is not marooned ({ $cause }).
tortuga-event-captain_maroons = 🏝 Captain { $seat } maroons { $target_seat }.
tortuga-event-treasure_moved = 💰 { $seat } moves 1 treasure on the { $ship }: { $from_side } → { $to_side }.
tortuga-event-plunder = 💰 { $seat } takes 1 treasure from { $take_from } into the { $to_side } of the { $ship }.
tortuga-event-plunder_declined = 🚫 { $seat } takes no treasure after the attack on the { $ship }.
tortuga-event-atlantis = 🌊 { $seat } uses Atlantis: from the { $from_ship } to the back of the { $to_ship } (place { $position }).
tortuga-event-vote_called = 🗳 { $seat } calls a vote: { $vote } ({ $place }). Voting: { $voter_seats_count ->
    [0] nobody, only the deck's card counts
   *[other] { $voter_seats }
}.
tortuga-event-el_dorado_used = 🪙 { $seat } uses El Dorado to play 2 cards.
tortuga-event-you_voted = 🗳 You played { $cards }. Your vote cards left: { $hand_count ->
    [0] none.
   *[other] { $hand }
}
tortuga-event-vote_result = 🗳 { $vote }: the cards show { $symbols } → **{ $result }**
tortuga-event-marooned = 🏝 { $seat } is marooned on Tortuga ({ $cause }; place { $position }).
tortuga-event-vote_card_lost = 🗳 Marooned again on Tortuga: { $seat } loses a random vote card ({ $left } left).
tortuga-event-your_card_lost = 🗳 You lost { $card }. Your vote cards: { $hand_count ->
    [0] none left.
   *[other] { $hand }
}
tortuga-event-albatross = 🐦 Two Albatrosses aboard the { $ship }: everyone is marooned ({ $seats }).
tortuga-event-eight_bells = 🔔 Eight Bells! The { $place } line is redrawn: { $line_seats }.
tortuga-event-eight_bells_none = 🔔 Eight Bells: { $seat } is alone there, nothing changes.
tortuga-event-sudden_death = ⚖ The Armada finds the treasure tied ({ $british }–{ $french }): sudden death! The Armada leaves, the event cards are reshuffled into a new row, and the first team to lead wins.
# `how` selects on the engine's raw value (armada, sudden_death, limit): keep it without terms.
tortuga-event-game_end = { $how ->
    [armada] ⚓ The Spanish Armada arrives!
    [sudden_death] ⚖ A team takes the lead in sudden death!
   *[other] ⏹ The game stops at the move limit.
} Treasure: British { $british }, French { $french }.
tortuga-event-loyalty_revealed = 🕵 { $seat } was { $team }.

## The line under the board

tortuga-phase-turn = { $actions_left ->
    [one] { $seat }: your action.
   *[other] { $seat }: your { $actions_left } actions.
}
tortuga-phase-start_hold = { $seat }: put your ship's starting treasure into a hold.
tortuga-phase-vote = 🗳 { $vote } vote. Waiting for { $seats }: choose a card privately (Choose button or `/move`).
tortuga-phase-plunder = { $seat }: take your treasure.
tortuga-phase-force = { $seat }: reveal one of the two cards (Choose button or `/move`).
tortuga-phase-marque = { $seat }: use the Letter of Marque now or keep it.
tortuga-phase-pistol = { $seat }: choose whom to shoot.
tortuga-phase-map_give = { $seat }: give the Treasure Map to a player.
tortuga-phase-map_hold = { $seat }: put the Galleon's treasure into a hold.
tortuga-phase-fountain = { $seat }: use the Fountain of Youth, or be marooned?
tortuga-phase-over = The game is over.

## Things

tortuga-thing-event_card = { $name }
tortuga-thing-vote_card = [{ $attack } | { $brawl } | { $mutiny }]
tortuga-thing-slot_card = slot { $slot }: { $card }
tortuga-thing-slot = slot { $slot }
tortuga-thing-galleon = the { -tortuga-galleon }
tortuga-thing-hold = the { $side } of the { $ship }

## Terms

tortuga-term-name-armada = Spanish Armada
tortuga-term-name-marque = Letter of Marque
tortuga-term-name-pistol = Pistol
tortuga-term-name-albatross = Albatross
tortuga-term-name-black_spot = Black Spot
tortuga-term-name-treasure_map = Treasure Map
tortuga-term-name-eight_bells = Eight Bells
tortuga-term-name-stormy_seas = Stormy Seas
tortuga-term-name-atlantis = Atlantis
tortuga-term-name-fountain = Fountain of Youth
tortuga-term-name-el_dorado = El Dorado
tortuga-term-name-cabin_fever = Cabin Fever
tortuga-term-name-facade = Facade
tortuga-term-name-unknown_24 = the 24th card
tortuga-term-team-british = British
tortuga-term-team-french = French
tortuga-term-team-dutch = Dutch
tortuga-term-ship-dutchman = { -tortuga-dutchman }
tortuga-term-ship-roger = { -tortuga-roger }
tortuga-term-from_ship-dutchman = { -tortuga-dutchman }
tortuga-term-from_ship-roger = { -tortuga-roger }
tortuga-term-to_ship-dutchman = { -tortuga-dutchman }
tortuga-term-to_ship-roger = { -tortuga-roger }
tortuga-term-place-dutchman = { -tortuga-dutchman }
tortuga-term-place-roger = { -tortuga-roger }
tortuga-term-place-tortuga = { -tortuga-tortuga }
tortuga-term-to-dutchman = the { -tortuga-dutchman }
tortuga-term-to-roger = the { -tortuga-roger }
tortuga-term-to-tortuga = { -tortuga-tortuga }
tortuga-term-from-dutchman = the { -tortuga-dutchman }
tortuga-term-from-roger = the { -tortuga-roger }
tortuga-term-from-tortuga = { -tortuga-tortuga }
tortuga-term-from-boat_dutchman = a rowboat
tortuga-term-from-boat_roger = a rowboat
tortuga-term-source-galleon = the Galleon
tortuga-term-source-dutchman = the { -tortuga-dutchman }
tortuga-term-source-roger = the { -tortuga-roger }
tortuga-term-side-british = { -tortuga-british-hold }
tortuga-term-side-french = { -tortuga-french-hold }
tortuga-term-to_side-british = { -tortuga-british-hold }
tortuga-term-to_side-french = { -tortuga-french-hold }
tortuga-term-from_side-british = { -tortuga-british-hold }
tortuga-term-from_side-french = { -tortuga-french-hold }
tortuga-term-vote-attack = Attack
tortuga-term-vote-brawl = Brawl
tortuga-term-vote-mutiny = Mutiny
tortuga-term-result-success = success
tortuga-term-result-failure = failure
tortuga-term-result-british = the British flags win Tortuga's treasure
tortuga-term-result-french = the French flags win Tortuga's treasure
tortuga-term-result-tie = a tie: 1 treasure to each area
tortuga-term-cause-black_spot = Black Spot
tortuga-term-cause-pistol = shot
tortuga-term-cause-maroon = by the captain
tortuga-term-cause-mutiny = mutiny
tortuga-term-cause-albatross = Albatross
tortuga-term-attack-cannon = 💥
tortuga-term-attack-fire = 🔥
tortuga-term-attack-water = 💧
tortuga-term-brawl-british = 🇬🇧
tortuga-term-brawl-french = 🇫🇷
tortuga-term-mutiny-skull = ☠
tortuga-term-mutiny-helm = 🛞
tortuga-term-face-cannon = 💥 cannon
tortuga-term-face-fire = 🔥 fire
tortuga-term-face-water = 💧 water
tortuga-term-face-british = 🇬🇧 British
tortuga-term-face-french = 🇫🇷 French
tortuga-term-face-skull = ☠ skull
tortuga-term-face-helm = 🛞 helm
tortuga-term-symbols-cannon = 💥
tortuga-term-symbols-fire = 🔥
tortuga-term-symbols-water = 💧
tortuga-term-symbols-british = 🇬🇧
tortuga-term-symbols-french = 🇫🇷
tortuga-term-symbols-skull = ☠
tortuga-term-symbols-helm = 🛞

## Table options

tortuga-option-starred_events = Which 3 starred events join the deck: known (Atlantis, Fountain of Youth, El Dorado) or random (3 of the 6, drawn face down: nobody knows which until they are revealed; a card the bot cannot play is revealed and discarded with no effect).
tortuga-option-seating = Turn order: drawn at random, or the join order.
tortuga-option-rowboat_own_ship_only = From a ship you may only take that ship's own rowboat.
tortuga-option-forced_sees_both = A player forced to reveal sees both cards before choosing.
tortuga-option-atlantis_reusable = Atlantis can be used again and again (off: once, then discarded); either way one move per window before a turn.
tortuga-option-fountain_vs_albatross = The Fountain of Youth also protects against the Albatross (then it is discarded, as after any use).
tortuga-option-attack_without_loot = A captain may attack even when there is nothing to take.
tortuga-option-plunder_optional = After a won attack the captain may also take nothing.
tortuga-option-treasure_map = Treasure Map: the house reading (2 maps move 1 Galleon treasure into any hold) or blank (no effect).
tortuga-option-treasure_map_to_self = The revealer may keep the Treasure Map (off: it goes to another player).

## End of game

tortuga-tiebreak-dutch = The teams tied on treasure: the Dutch player wins.
tortuga-tiebreak-sudden_death = Decided in sudden death: the first team to lead won.
tortuga-tiebreak-limit = The game stopped at the move limit; the treasure as it stood decided.

## The legend: what each icon on the board means (event cards with their effect)

tortuga-icon-british = British: the team, its holds and its treasure
tortuga-icon-french = French: the team, its holds and its treasure
tortuga-icon-dutch = Dutch (odd player counts)
tortuga-icon-chest = treasure
tortuga-icon-vote_deck = vote cards (the deck, or how many a player holds)
tortuga-icon-event_deck = event cards (the deck, or a face-down slot in the row)
tortuga-icon-discard = discarded event cards
tortuga-icon-sudden = sudden death
tortuga-icon-turn = turn number
tortuga-icon-active = whose turn it is
tortuga-icon-pawn = a player's pawn: their number in turn order
tortuga-icon-galleon = { -tortuga-galleon }: the treasure still to win
tortuga-icon-dutchman = { -tortuga-dutchman } (pale torn sails, ● on the hull)
tortuga-icon-roger = { -tortuga-roger } (black flag, ✚ on the hull)
tortuga-icon-tortuga = { -tortuga-tortuga }
tortuga-icon-rowboat = rowboat
tortuga-icon-captain = captain
tortuga-icon-first_mate = first mate
tortuga-icon-cabin_boy = cabin boy
tortuga-icon-governor = governor of Tortuga
tortuga-icon-empty = a free place in a ship's line
tortuga-icon-attack = attack; on a vote card: cannon
tortuga-icon-fire = fire (counts for an attack)
tortuga-icon-water = water (counts against an attack)
tortuga-icon-mutiny = mutiny; on a vote card: skull (for the mutiny)
tortuga-icon-helm = helm (against the mutiny)
tortuga-icon-brawl = brawl; on a vote card: a team's flag
tortuga-icon-success = the vote succeeded
tortuga-icon-failure = the vote failed
tortuga-icon-event_marque = { tortuga-term-name-marque }: put a player on Tortuga or in a rowboat at the back of either ship, now or later (kept)
tortuga-icon-event_armada = { tortuga-term-name-armada }: the game ends at once
tortuga-icon-event_pistol = { tortuga-term-name-pistol }: maroon another player
tortuga-icon-event_black_spot = { tortuga-term-name-black_spot }: whoever reveals it is marooned
tortuga-icon-event_albatross = { tortuga-term-name-albatross }: kept; a ship with 2 Albatross aboard maroons everyone on it
tortuga-icon-event_treasure_map = { tortuga-term-name-treasure_map }: given to another player; 2 maps move 1 Galleon treasure into any hold
tortuga-icon-event_eight_bells = { tortuga-term-name-eight_bells }: the pawns where the revealer stands are reshuffled
tortuga-icon-event_stormy_seas = { tortuga-term-name-stormy_seas }: the revealer's ship's treasure goes back to the Galleon (on Tortuga: its 2 go back to the start)
tortuga-icon-event_atlantis = { tortuga-term-name-atlantis }: kept; before any turn, move to the back of the other ship
tortuga-icon-event_fountain = { tortuga-term-name-fountain }: kept; refuse to be marooned once (not by the Albatross)
tortuga-icon-event_el_dorado = { tortuga-term-name-el_dorado }: kept; draw a 4th vote card and play 2 cards in one vote
tortuga-icon-event_blank = A card revealed and discarded with no effect
tortuga-icon-event_treasure_map_blank = { tortuga-term-name-treasure_map }: revealed and discarded with no effect at this table
tortuga-icon-you = you; My view: your team, your vote cards, the event cards you have seen (on their slot)
tortuga-icon-winner = winner

## The board in words (its alt text): what the image shows, most important first

tortuga-fact-winners = Won by { $seats }.
tortuga-fact-standing = { $team } treasure: { $treasure }.
tortuga-fact-your_loyalty = Your loyalty: { $team }.
tortuga-fact-your_votes = Your vote cards: { $cards }.
tortuga-fact-your_seen = Event cards you looked at: { $cards }.
tortuga-fact-galleon = The { -tortuga-galleon } holds { $treasure ->
    [one] { $treasure } treasure
   *[other] { $treasure } treasures
}.
tortuga-fact-ship = { $ship }: { $seats_count ->
    [0] no crew
   *[other] { $seats }, captain first
}; British hold { $british }, French hold { $french }.
tortuga-fact-rowboat = { $seat } sits in the rowboat of the { $ship }.
tortuga-fact-island = { -tortuga-tortuga }: { $seats_count ->
    [0] nobody
   *[other] { $seats }, governor first
}; British hold { $british }, French hold { $french }.
tortuga-fact-row = Event row: { $count } of 5 cards face down.
tortuga-fact-last_event = Last event card: { $card }.
tortuga-fact-last_vote = Last vote: { $vote } at { $place }, { $result }.
tortuga-fact-player = { $seat }: { $cards ->
    [one] { $cards } vote card
   *[other] { $cards } vote cards
}{ $kept_count ->
    [0] {""}
   *[other] , kept { $kept }
}.
tortuga-fact-decks = Vote deck { $votes }, event deck { $events }, discard pile { $discards }.
tortuga-fact-loyalty = { $seat } was { $team }.

# The focus picture's facts (its alt text): what the picture beside the board shows.
tortuga-focus-vote = Vote: { $vote } at { $place }.
tortuga-focus-line = { $ship }: { $seats }.
tortuga-focus-row = Event row: { $count } of 5 face down.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
tortuga-reason-team_ahead = your team ends ahead in { $percent } % of the playouts ({ $count } of { $playouts })
tortuga-reason-teams_tied = the teams end tied in { $percent } % of the playouts ({ $count } of { $playouts })
