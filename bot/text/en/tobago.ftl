# Tobago: the words for everything engine/tobago emits.
# A clue card is the thing "clue" (relation × reference, the block generated at the end);
# a treasure card is "gold" (its value) or "curse". Hexes are names players type (F7): never translated.

tobago-title = Tobago
tobago-score = { $score ->
    [one] { $score } coin
   *[other] { $score } coins
}, { $treasure_cards ->
    [one] { $treasure_cards } treasure card
   *[other] { $treasure_cards } treasure cards
}, { $amulets ->
    [one] { $amulets } amulet
   *[other] { $amulets } amulets
}
tobago-rules =
    🏝 **Tobago**: together you find where four treasures lie, using clue cards on four treasure maps; drive your ATV there, raise the treasure and share it. Most coins at the end wins.
    🧭 **Your turn: one action.** Either play a clue card on one of the 4 maps and put your compass rose on it (the clue must leave at least one possible space and remove at least one; the first clue on an empty map only has to leave one), or drive up to 3 legs (a leg: anywhere within the region you are in, or one step into a neighbouring region of another terrain; never onto the ocean).
    📍 When 16 or fewer spaces are possible, cubes mark them on the island; one cube left = the treasure is found. Drive to it and **raise** it (free; it ends your turn).
    💰 **Sharing:** each rose on that map draws a treasure card, which its owner peeks at, plus one blind card; the shuffled cards are turned face up and offered one by one, from the raiser up the roses: take the card (your rose comes back) or decline it (the next rose up is offered it).
    💀 A **curse** stops the sharing: everyone still with a rose on that map loses an amulet, or else their best treasure card.
    🗿 After every raise, the sea washes an amulet ashore where each statue looks. Pick amulets up at the start of your turn or by ending a drive there (that ends your turn, though you may still raise a treasure there). Spend one for an extra clue, an extra drive, before or after your action (it collects nothing), removing a cube (never the last), a new clue hand, or protection from a curse.
    🏁 The game ends when the treasure deck runs out (the discards finish the last sharing). Most coins wins; a tie is shared.
    ⚙ **Readings you can change** at `/game new`: cubes from 15 or 17 spaces (`marker_threshold=15`), clues need to narrow only once cubes are out (`reduce_before_markers=no`), a new hand as your action (`exchange_as_action=yes`), like landmarks 6 apart (`landmark_spacing=6`), ties broken by amulets (`tiebreak=amulets`), a new random island (`island=random`), a stuck game ends at once instead of first dealing new clue hands (`dead_end=score`).

## Actions (button labels: at most 80 characters)

tobago-action-place = 🚙 Start on { $hex } ({ $terrain })
tobago-action-clue = 🧭 { $map }: { $card }
# A clue card's branch of a menu (its piece: the card); inside it, which map it goes on.
tobago-branch-clue = 🧭 { $card }
tobago-picked-clue = 🧭 { $map }
tobago-action-restart_clue = 🧭 Start the { $map }: { $card }
tobago-action-drive = 🚙 { $hex } ({ $terrain }, { $legs ->
    [one] { $legs } leg
   *[other] { $legs } legs
})
tobago-action-raise = ⛏ Raise the treasure on { $hex } ({ $maps })
tobago-action-end = ⏭ End your turn
tobago-action-exchange = 🔄 Exchange your { $count ->
    [one] clue card
   *[other] { $count } clue cards
}
tobago-action-amulet_clue = 🧿 Amulet: play an extra clue
tobago-action-amulet_move = 🧿 Amulet: an extra drive
tobago-action-amulet_hand = 🧿 Amulet: a new clue hand
tobago-action-amulet_remove = 🧿 Amulet: remove the { $map } cube on { $hex }
tobago-action-take = ✋ Take this treasure card
tobago-action-decline = ↪ Decline it (pass it up)

## Menu groups

tobago-group-place = 🚙 Starting space
tobago-group-drive = 🚙 Drive
tobago-group-amulet = 🧿 Amulets
tobago-group-remove_grey = Remove a grey cube
tobago-group-remove_brown = Remove a brown cube
tobago-group-remove_black = Remove a black cube
tobago-group-remove_white = Remove a white cube
tobago-group-beach = Beach
tobago-group-scrub = Scrub
tobago-group-jungle = Jungle
tobago-group-mountains = Mountains
tobago-group-lake = Lake
tobago-group-river = River

## Events

tobago-event-placed = 🚙 { $seat } starts on { $hex }.
tobago-event-seeded = 🗺 The { $map } begins with the clue “{ $card }” ({ $seat }'s rose).
tobago-event-clue_played = 🧭 { $seat } adds “{ $card }” to the { $map }: { $possible ->
    [one] { $possible } space left
   *[other] { $possible } spaces left
}.
tobago-event-markers_placed = 📍 Cubes now mark the { $map }'s { $count } possible spaces.
tobago-event-located = 🎯 The treasure of the { $map } is on { $hex }!
tobago-event-hand = 🧭 Your clue cards: { $cards }.
tobago-event-drew_clues = 🧭 You draw: { $cards }.
tobago-event-clue_reshuffle = 🔀 The clue discards ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}) become a new deck.
tobago-event-hand_exchanged = 🔄 { $seat } exchanges { $count ->
    [one] { $count } clue card
   *[other] { $count } clue cards
}.
tobago-event-drove = 🚙 { $seat } drives from { $from_hex } to { $hex } ({ $legs ->
    [one] { $legs } leg
   *[other] { $legs } legs
}){ $by ->
    [amulet] {" "}with an amulet
   *[other] {""}
}.
tobago-event-amulets_collected = 🧿 { $seat } picks up { $count ->
    [one] an amulet
   *[other] { $count } amulets
} on { $hex } (now { $amulets }).
tobago-event-turn = 🔔 Turn { $turn }: { $seat }.
tobago-event-amulet_used = 🧿 { $seat } spends an amulet { $power ->
    [clue] for an extra clue
    [move] for an extra drive
    [hand] for a new clue hand
   *[remove] to remove a cube
} ({ $amulets } left).
tobago-event-marker_removed = 📍 { $seat } removes the { $map } cube on { $hex }: { $possible ->
    [one] { $possible } space left
   *[other] { $possible } spaces left
}.
tobago-event-raised = ⛏ { $seat } raises the treasure of the { $map } on { $hex }! Roses in line: { $rose_seats }.
tobago-event-amulet_landed = 🗿 The statue on { $statue_hex } washes an amulet ashore on { $hex }.
tobago-event-peeked = 👀 Your peek for the { $map }: { $cards }.
tobago-event-pile = 💰 { $count ->
    [one] { $count } treasure card is
   *[other] { $count } treasure cards are
} shared out for the { $map }.
tobago-event-final_distribution = 🏁 The treasure deck is empty: this sharing is the last.
tobago-event-treasure_reshuffle = 🔀 The treasure discards ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}) are shuffled to finish the sharing.
tobago-event-offered = 💰 { $map }: you are offered { $card }. Take it or decline?
tobago-event-took = ✋ { $seat } takes a treasure card ({ $treasure_cards } in total).
tobago-event-took_card = ✋ You took { $card }.
tobago-event-declined = ↪ { $seat } declines the card.
tobago-event-card_discarded = 🗑 Nobody took the card: it is discarded.
tobago-event-curse = 💀 A curse! The sharing of the { $map } stops; { $discarded ->
    [one] { $discarded } card is
   *[other] { $discarded } cards are
} discarded.
tobago-event-cursed = 💀 { $seat } { $lost ->
    [amulet] loses an amulet
    [treasure] loses their best treasure card
   *[nothing] has nothing to lose
}.
tobago-event-cursed_card = 💀 The curse took your { $card }.
tobago-event-dead_end_redeal = 🔄 No clue can be played and no amulet is left anywhere: every player gets a new clue hand.
tobago-event-dead_end = 🏁 No treasure can ever be found again (no playable clue, no amulet anywhere): the game ends as it stands.
tobago-event-distribution_end = 🗺 The sharing of the { $map } is over; { $roses_back ->
    [0] no roses go
    [one] { $roses_back } rose goes
   *[other] { $roses_back } roses go
} back.
tobago-event-you_status = You: { $coins ->
    [0] no coins
    [one] { $coins } coin ({ $gold })
   *[other] { $coins } coins ({ $gold })
}, { $amulets ->
    [one] { $amulets } amulet
   *[other] { $amulets } amulets
}, { $roses ->
    [one] { $roses } rose
   *[other] { $roses } roses
} left. Clue cards: { $cards }.

tobago-event-you_peeked = 👀 { $map }: the treasure cards you have seen in this sharing: { $cards }.

## Whose turn it is (the line under the board)

tobago-phase-place = { $seat } chooses a starting space for their ATV (type its name, e.g. F7).
tobago-phase-turn = { $stage ->
    [free] { $seat } may use amulets, raise a treasure or end the turn.
   *[other] { $seat } plays a clue or drives (amulets and raising are free).
}
tobago-phase-offer = { $seat }, 💰 { $map }: take or decline the card on offer ({ $cards_left ->
    [one] the last card
   *[other] { $cards_left } cards to go
}).
tobago-phase-restart = { $seat } starts the emptied { $map } with a clue.
tobago-phase-over = The game is over.

## Cards and words

tobago-thing-gold = 💰{ $value }
tobago-thing-curse = 💀 curse

tobago-term-map-grey = grey map
tobago-term-map-brown = brown map
tobago-term-map-black = black map
tobago-term-map-white = white map
tobago-term-maps-grey = grey
tobago-term-maps-brown = brown
tobago-term-maps-black = black
tobago-term-maps-white = white
tobago-term-terrain-beach = beach
tobago-term-terrain-scrub = scrub
tobago-term-terrain-jungle = jungle
tobago-term-terrain-mountains = mountains
tobago-term-terrain-lake = lake
tobago-term-terrain-river = river

## Table options

tobago-option-island = The island: the classic map, or a random one from the seed.
tobago-option-marker_threshold = Cubes go on a map once at most this many spaces are possible (15, 16 or 17).
tobago-option-reduce_before_markers = Every clue must remove a possible space, as the rulebook says (off: only once the cubes are out).
tobago-option-exchange_as_action = Exchanging your whole clue hand may be your turn's action (house rule; normally it costs an amulet).
tobago-option-landmark_spacing = Minimum distance between two identical landmarks at setup (4 or 6).
tobago-option-tiebreak = A tie on coins: shared victory, or most amulets left wins.
tobago-option-dead_end = A game where no clue can be played and no amulet is left: new hands for everyone once more (redeal), or it ends at once (score).

## End of game

tobago-tiebreak-shared = Tied on coins: shared victory.
tobago-tiebreak-amulets = Tied on coins: most amulets left wins.

## A clue card (generated: relation × reference)

tobago-thing-clue = { $relation ->
    [in] { $ref ->
           [beach] on the beach
           [scrub] in the scrub
           [jungle] in the jungle
           [mountains] in the mountains
           [lake] in a lake
           [river] in a river
           [largest_beach] on the largest beach
           [largest_scrub] in the largest scrub
           [largest_jungle] in the largest jungle
           [largest_mountains] in the largest mountains
           [largest_lake] in the largest lake
           [largest_river] in the largest river
           [ocean] in the ocean
           [hut] on a hut
           [palm] on a palm
          *[statue] on a statue
        }
    [not_in] { $ref ->
           [beach] not on the beach
           [scrub] not in the scrub
           [jungle] not in the jungle
           [mountains] not in the mountains
           [lake] not in a lake
           [river] not in a river
           [largest_beach] not on the largest beach
           [largest_scrub] not in the largest scrub
           [largest_jungle] not in the largest jungle
           [largest_mountains] not in the largest mountains
           [largest_lake] not in the largest lake
           [largest_river] not in the largest river
           [ocean] not in the ocean
           [hut] not on a hut
           [palm] not on a palm
          *[statue] not on a statue
        }
    [next] { $ref ->
           [beach] next to the beach
           [scrub] next to the scrub
           [jungle] next to the jungle
           [mountains] next to the mountains
           [lake] next to a lake
           [river] next to a river
           [largest_beach] next to the largest beach
           [largest_scrub] next to the largest scrub
           [largest_jungle] next to the largest jungle
           [largest_mountains] next to the largest mountains
           [largest_lake] next to the largest lake
           [largest_river] next to the largest river
           [ocean] next to the ocean
           [hut] next to a hut
           [palm] next to a palm
          *[statue] next to a statue
        }
    [not_next] { $ref ->
           [beach] not next to the beach
           [scrub] not next to the scrub
           [jungle] not next to the jungle
           [mountains] not next to the mountains
           [lake] not next to a lake
           [river] not next to a river
           [largest_beach] not next to the largest beach
           [largest_scrub] not next to the largest scrub
           [largest_jungle] not next to the largest jungle
           [largest_mountains] not next to the largest mountains
           [largest_lake] not next to the largest lake
           [largest_river] not next to the largest river
           [ocean] not next to the ocean
           [hut] not next to a hut
           [palm] not next to a palm
          *[statue] not next to a statue
        }
    [sight] { $ref ->
           [beach] in sight of the beach
           [scrub] in sight of the scrub
           [jungle] in sight of the jungle
           [mountains] in sight of the mountains
           [lake] in sight of a lake
           [river] in sight of a river
           [largest_beach] in sight of the largest beach
           [largest_scrub] in sight of the largest scrub
           [largest_jungle] in sight of the largest jungle
           [largest_mountains] in sight of the largest mountains
           [largest_lake] in sight of the largest lake
           [largest_river] in sight of the largest river
           [ocean] in sight of the ocean
           [hut] in sight of a hut
           [palm] in sight of a palm
          *[statue] in sight of a statue
        }
   *[not_sight] { $ref ->
           [beach] out of sight of the beach
           [scrub] out of sight of the scrub
           [jungle] out of sight of the jungle
           [mountains] out of sight of the mountains
           [lake] out of sight of a lake
           [river] out of sight of a river
           [largest_beach] out of sight of the largest beach
           [largest_scrub] out of sight of the largest scrub
           [largest_jungle] out of sight of the largest jungle
           [largest_mountains] out of sight of the largest mountains
           [largest_lake] out of sight of the largest lake
           [largest_river] out of sight of the largest river
           [ocean] out of sight of the ocean
           [hut] out of sight of a hut
           [palm] out of sight of a palm
          *[statue] out of sight of a statue
        }
}

## The legend: what each icon on the board means

tobago-icon-place = choosing starting spaces
tobago-icon-turn = a player's turn (the number: the turn)
tobago-icon-offer = sharing a treasure: cards are offered
tobago-icon-restart = a map is started again
tobago-icon-over = the game is over
tobago-icon-round = turn number
tobago-icon-final = last sharing: the treasure deck has run out
tobago-icon-treasure_card = treasure cards (a pile, or what a player holds)
tobago-icon-clue_card = clue cards (the deck, or a player's hand)
tobago-icon-amulet = amulets (supply, on the island, or a player's)
tobago-icon-hex = a space; its name (F7) is what you type; on a map: spaces still possible
tobago-icon-beach = beach (plain)
tobago-icon-scrub = scrub (tufts)
tobago-icon-jungle = jungle (leaf dots)
tobago-icon-mountains = mountains (peaks)
tobago-icon-lake = lake (waves)
tobago-icon-river = river (light waves)
tobago-icon-ocean = the ocean (on a clue)
tobago-icon-hut = hut
tobago-icon-palm = palm
tobago-icon-statue = statue
tobago-icon-gaze = a statue's gaze: amulets wash ashore at the ring
tobago-icon-located = the treasure is found here (gold ring; on a map: its space)
tobago-icon-cube = a map's cube (grey ■, brown ●, black ✚, white ▲): a space still possible
tobago-icon-atv = a player's ATV (red ◆, blue ■, yellow ●, green ▲)
tobago-icon-rose = compass rose (a player's, in their colour; on a map: who shares)
tobago-icon-clue_in = clue: in …
tobago-icon-clue_not_in = clue: not in … (red)
tobago-icon-clue_next = clue: next to …
tobago-icon-clue_not_next = clue: not next to … (red)
tobago-icon-clue_sight = clue: within sight of … (1–2 spaces)
tobago-icon-clue_not_sight = clue: not within sight of … (red)
tobago-icon-largest = the largest area of a terrain (red brackets)
tobago-icon-gold = your gold card and its value (My view)
tobago-icon-curse = curse
tobago-icon-coins = coins (at the end)
tobago-icon-waiting = waiting for this player (also a yellow frame)
tobago-icon-you = you; My view: what only you know (your clues, gold, the cards you saw)
tobago-icon-offered = the card offered to you
tobago-icon-winner = winner

## The board in words (its alt text): what the image shows, most important first

tobago-fact-winners = Won by { $seats }.
tobago-fact-standing = { $seat }: { $stands }.
tobago-thing-atv_on = on { $hex }
tobago-thing-atv_ashore = not on the island yet
tobago-thing-player = { $colour } ATV { $atv }, { $amulets ->
    [one] { $amulets } amulet
   *[other] { $amulets } amulets
}, { $cards ->
    [one] { $cards } treasure card
   *[other] { $cards } treasure cards
}, { $roses ->
    [one] { $roses } compass rose
   *[other] { $roses } compass roses
} left
tobago-thing-final = { $colour }, { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}, { $amulets ->
    [one] { $amulets } amulet
   *[other] { $amulets } amulets
} left
tobago-term-colour-red = red
tobago-term-colour-blue = blue
tobago-term-colour-yellow = yellow
tobago-term-colour-green = green
tobago-fact-your_clues = Your clue cards: { $cards }.
tobago-fact-your_treasure = Your treasure cards: { $cards }.
tobago-fact-your_peek = Treasure cards you looked at: { $cards }.
tobago-fact-your_offer = The card offered to you: { $card }.
tobago-fact-map_located = The treasure of the { $map } is on { $space } (clues: { $clues }).
tobago-fact-map_marked = The treasure of the { $map } lies on one of { $spaces } (clues: { $clues }).
tobago-fact-map_open = The { $map }: { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} still possible (clues: { $clues }).
tobago-fact-map_blank = The { $map } has no clues yet.
tobago-fact-sharing = Sharing the treasure of the { $map }: { $seats } in turn, { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} left.
tobago-fact-amulets = Amulets lie on { $spaces }.
tobago-fact-decks = { $treasures ->
    [one] { $treasures } treasure card
   *[other] { $treasures } treasure cards
}, { $clues ->
    [one] { $clues } clue card
   *[other] { $clues } clue cards
} and { $amulets ->
    [one] { $amulets } amulet
   *[other] { $amulets } amulets
} in the supply.
tobago-fact-final_sharing = The treasure deck is empty: this sharing is the last.

# The focus picture's facts (its alt text): what the picture beside the board shows.
tobago-focus-map = { $map }: { $count } spaces still possible.
tobago-focus-map_hexes = { $map }: still possible on { $spaces }.
tobago-focus-reach = { $seat }'s ATV on { $space } can reach { $count } spaces.
tobago-focus-reach_hexes = { $seat }'s ATV on { $space } can reach { $spaces }.
tobago-focus-start = { $seat } places the ATV on any of { $count } spaces.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
tobago-reason-narrows = rules out { $removed } of the { $possible } hexes still possible on the { $map }
tobago-reason-in_reach = puts { $hexes } of the { $possible } possible treasure hexes within a turn's reach
