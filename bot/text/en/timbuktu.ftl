# Timbuktu: the words for everything engine/timbuktu emits.
# Things: a thief set (pen, two spaces, two goods), what a theft took (loss), the goods' values.
# Terms: areas (area), pens (pen), goods (good, goods), how a set came (via), cargo, spot.

timbuktu-title = Timbuktu
timbuktu-score = { $score ->
    [one] { $score } point
   *[other] { $score } points
}, { $goods ->
    [one] { $goods } good left
   *[other] { $goods } goods left
}
timbuktu-rules =
    🐪 **Timbuktu**: lead your camels from oasis to oasis to Timbuktu; thieves strike in every oasis reached.
    🏕 **Setup:** camels A–H (3 players), A–F (4) or A–E (5), 4 goods each as printed. In turn, each places one camel in the start area, until everyone has a camel in every pen.
    🕵 **Each stage:** 5 thief sets (pen + 2 spaces + 2 goods) are dealt; with 3–4 players the rest lie face down between players. Your set comes by DM; `/game hand` lists every set you have seen this stage.
    🎴 **Each round:** everyone picks a camel card privately (🎯 Choose). Then, from the round's start player, each card is turned up and that camel enters any pen of the next oasis with room, on its lowest free space: along an arrow free, any other pen costs 1 good of your choice, a camel without goods moves free.
    🔄 **Exchange space:** when a camel lands on one, every player passes their thief set to the neighbour on the left (sets lying between players move on too).
    💰 **Thefts:** when all camels have moved, all 5 sets strike: in its pen, the camels on both spaces lose all goods of both kinds.
    🏁 **Score:** each kind is worth the pieces of it paid or stolen; a tie goes to the most goods left; if still tied, the win is shared.
    ⚙ **Readings you can change** at `/game new`: everyone loads their own camels (`cargo=own`), leftover own goods count (`leftovers_count=yes`), the first seat starts (`start_player=first`), thieves before placement (`thieves_before_placement=yes`), camel cards turned up together (`reveal_together=yes`), and the card sets (`space_cards`, `goods_cards`, `arrows`).

## Actions (button labels: at most 80 characters)

timbuktu-action-load = 🐪 { $camel }: { $goods }
timbuktu-action-place = 🐪 { $camel } → { $pen }, space { $space } ({ $goods })
# A camel's branch of a placement menu: the camel with its cargo; inside it, where it goes.
timbuktu-branch-place = 🐪 Camel { $camel } — { $goods }
timbuktu-picked-place = { $pen }, space { $space }
timbuktu-action-choose_camel = 🐪 Camel { $camel } ({ $goods })
timbuktu-action-go = { $pen }, space { $space }{ $spot }: free
timbuktu-action-go_unladen = { $pen }, space { $space }{ $spot }: free (no goods)
timbuktu-action-go_pay = { $pen }, space { $space }{ $spot }: pay 1 { $good }

## Menu groups

timbuktu-group-mixed = Four different goods
timbuktu-group-double = One good twice
timbuktu-group-gold = 2 × 🪙 gold
timbuktu-group-coffee = 2 × ☕ coffee
timbuktu-group-pepper = 2 × 🌶️ pepper
timbuktu-group-salt = 2 × 🧂 salt
timbuktu-group-water = 2 × 💧 water
timbuktu-group-A = 🐪 Camel A
timbuktu-group-B = 🐪 Camel B
timbuktu-group-C = 🐪 Camel C
timbuktu-group-D = 🐪 Camel D
timbuktu-group-E = 🐪 Camel E
timbuktu-group-F = 🐪 Camel F
timbuktu-group-G = 🐪 Camel G
timbuktu-group-H = 🐪 Camel H
timbuktu-group-palm = 🌴 Palm pen (pay a good)
timbuktu-group-lamp = 🪔 Lamp pen (pay a good)
timbuktu-group-star = ⭐ Star pen (pay a good)
timbuktu-group-scimitar = 🗡️ Scimitar pen (pay a good)
timbuktu-group-moon = 🌙 Moon pen (pay a good)

## Events

timbuktu-event-game_started = 🐪 { $stages } stages to Timbuktu, { $camels } camels each ({ $cargo }). { $start_seat } holds the stage and round stones.
timbuktu-event-you_loaded = You loaded camel { $camel }: { $goods }.
timbuktu-event-loading_done = { $seat } has loaded every camel.
timbuktu-event-cargo_revealed = Every caravan is loaded; the caravan boards are now open to all.
timbuktu-event-placement_started = Placing camels in the start area, one at a time, from { $seat }.
timbuktu-event-placed = { $seat } places camel { $camel } in { $pen }, space { $space }.
timbuktu-event-camel_chosen = { $seat } has chosen a camel card.
timbuktu-event-camels_chosen = 🎴 { $seats } have chosen their camel cards.
timbuktu-event-you_chose = You chose camel { $camel }.
timbuktu-event-camels_revealed = 🎴 Camel cards turned up, in turn order ({ $seats }): { $camels }.
timbuktu-event-camel_revealed = 🎴 { $seat } turns up camel { $camel }.
timbuktu-event-moved = { $seat } moves camel { $camel } to { $pen }, space { $space }, free.
timbuktu-event-moved_paid = { $seat } moves camel { $camel } to { $pen }, space { $space }, paying 1 { $good } (now worth { $value }).
timbuktu-event-moved_unladen = { $seat } moves camel { $camel }, which carries no goods, to { $pen }, space { $space }.
timbuktu-event-thief_set = 🕵 { $via ->
    [pass] Your new thief set
   *[other] Your thief set
}: { $set }. { $seen ->
    [one] It is the first set you see this stage.
   *[other] You have seen { $seen } sets this stage (`/game hand`).
}
timbuktu-event-sets_passed = 🔄 { $seat } landed on an exchange space: every thief set passes one place clockwise.
timbuktu-event-stage_started = 🏜 Stage { $stage }: to { $area }. { $start_seat } forms and deals the thief sets.
timbuktu-event-round_started = Stage { $stage }, round { $round }: { $seat } starts.
timbuktu-event-thefts = 🕵 The thieves strike: { $thefts }.
timbuktu-thing-theft = { $set } { $losses_count ->
    [0] take nothing
   *[other] take { $losses }
}
timbuktu-event-stage_over = Stage { $stage } over in { $area }. Values now: { $values }.
timbuktu-event-sets_seen = { $count ->
    [0] 🕵 You have not seen a thief set yet.
    [one] 🕵 Thief set you have seen in stage { $stage }: { $sets }.
   *[other] 🕵 Thief sets you have seen in stage { $stage } (the one you hold last): { $sets }.
}

## Whose turn it is (the line under the board)

timbuktu-phase-load = Loading camels: waiting for { $seats } (🎯 Choose).
timbuktu-phase-place = { $seat } places a camel in the start area.
timbuktu-phase-choose = Stage { $stage }, round { $round }: { $seats } still { $count ->
    [one] has
   *[other] have
} to choose a camel card (🎯 Choose).
timbuktu-phase-move = Stage { $stage }, round { $round }: { $seat } moves camel { $camel }: pick a pen.
timbuktu-phase-over = The game is over.

## Things

timbuktu-thing-thief_set = [{ $pen } · spaces { $spaces } · { $goods }]
timbuktu-thing-values = 🪙 { $gold }, ☕ { $coffee }, 🌶️ { $pepper }, 🧂 { $salt }, 💧 { $water }
timbuktu-thing-loss = { $seat }: 🐪 { $camel } −{ $count } × { $good }

## Terms

timbuktu-term-area-start = the start area
timbuktu-term-area-oasis1 = the first oasis
timbuktu-term-area-oasisA = oasis A
timbuktu-term-area-oasisB = oasis B
timbuktu-term-area-oasis2 = the last oasis
timbuktu-term-area-timbuktu = Timbuktu
timbuktu-term-pen-palm = 🌴 palm
timbuktu-term-pen-lamp = 🪔 lamp
timbuktu-term-pen-star = ⭐ star
timbuktu-term-pen-scimitar = 🗡️ scimitar
timbuktu-term-pen-moon = 🌙 moon
timbuktu-term-good-gold = 🪙 gold
timbuktu-term-good-coffee = ☕ coffee
timbuktu-term-good-pepper = 🌶️ pepper
timbuktu-term-good-salt = 🧂 salt
timbuktu-term-good-water = 💧 water
timbuktu-term-goods-gold = gold
timbuktu-term-goods-coffee = coffee
timbuktu-term-goods-pepper = pepper
timbuktu-term-goods-salt = salt
timbuktu-term-goods-water = water
timbuktu-term-cargo-printed = printed cargo
timbuktu-term-cargo-own = players load their own camels
timbuktu-term-spot-exchange = {" "}🔄
timbuktu-term-spot-plain = {""}

## Table options

timbuktu-option-cargo = Cargo: as printed on the caravan board (printed), or each player loads their own camels with 3–4 kinds each (own).
timbuktu-option-leftovers_count = Own cargo: goods left over after loading count as removed (raise the values).
timbuktu-option-start_player = Who starts: a random player or the first seat (the host).
timbuktu-option-thieves_before_placement = Deal the first stage's thief sets before the camels are placed (rulebook: after).
timbuktu-option-reveal_together = Turn all camel cards up together before the moves (rulebook: one by one, in turn).
timbuktu-option-space_cards = Which space cards: 1-3 1-5 2-4 2-5 3-4 (balanced_34) or 1-3 1-5 2-3 2-4 4-5 (balanced_23).
timbuktu-option-goods_cards = The three goods cards besides water-gold and salt-pepper, named by the cross pair they hold.
timbuktu-option-arrows = Free arrows lead to the same pen and the next one (same_or_next) or the previous one (same_or_previous).

## End of game

timbuktu-tiebreak-goods = Tied on points: the most goods left wins.
timbuktu-tiebreak-shared = Tied on points and goods: a shared victory.

## The legend: what each icon on the board means

timbuktu-icon-stage = stage (now / of); beside a name: holds the stage stone
timbuktu-icon-round = round (now / of); beside a name: holds the round stone
timbuktu-icon-stage_stone = the stone holders (in their colour)
timbuktu-icon-waiting = waiting for these players
timbuktu-icon-mover = the camel moving now
timbuktu-icon-winner = winner; an area marked so is Timbuktu
timbuktu-icon-seat = a player's colour and shape (red ◆, blue ■, white ●, black ✚, yellow ▲)
timbuktu-icon-token = a camel: its letter, its player's colour and shape
timbuktu-icon-hidden = goods not shown yet
timbuktu-icon-pen_palm = palm pen
timbuktu-icon-pen_lamp = lamp pen
timbuktu-icon-pen_star = star pen
timbuktu-icon-pen_scimitar = scimitar pen
timbuktu-icon-pen_moon = moon pen
timbuktu-icon-exchange = exchange space: landing here passes every thief set to the left
timbuktu-icon-exchange_space = an exchange space's yellow frame
timbuktu-icon-arrow = the pens below: entered free from this pen
timbuktu-icon-good_gold = gold
timbuktu-icon-good_coffee = coffee
timbuktu-icon-good_pepper = pepper
timbuktu-icon-good_salt = salt
timbuktu-icon-good_water = water
timbuktu-icon-thief = the thieves' sets (pen, two spaces, two goods)
timbuktu-icon-robbed = a space the thieves robbed (red corner)
timbuktu-icon-score = score
timbuktu-icon-you = you: the sets you have seen this stage, your chosen camel

## The board in words (its alt text): what the image shows, most important first

timbuktu-fact-winners = Won by { $seats }.
timbuktu-fact-standing = { $seat }: { $stands }.
timbuktu-thing-score = { $score ->
    [one] { $score } point
   *[other] { $score } points
}, carrying { $gold } gold, { $coffee } coffee, { $pepper } pepper, { $salt } salt, { $water } water
timbuktu-thing-hidden = goods and score hidden while loading
timbuktu-fact-your_sets = Thief sets you have seen: { $sets }.
timbuktu-fact-your_camel = Your chosen camel: { $camel }.
timbuktu-fact-stage = Stage { $stage } of { $stages }, round { $round } of { $rounds }.
timbuktu-fact-revealed = Camels turned up: { $camels }.
timbuktu-thing-camel = { $seat } { $camel }
timbuktu-fact-area = { $role ->
    [leaving] Leaving { $area }:
   *[entering] Entering { $area }:
}
timbuktu-fact-pen = { $pen } pen: { $camels }.
timbuktu-thing-camel_at = { $seat } { $camel } on space { $space }
timbuktu-fact-unplaced = { $seat } has { $count ->
    [one] { $count } camel
   *[other] { $count } camels
} still to place.
timbuktu-fact-values = Goods' values: gold { $gold }, coffee { $coffee }, pepper { $pepper }, salt { $salt }, water { $water }.
timbuktu-fact-thefts = The last thieves struck { $area }: { $sets }.

# The focus picture's facts (its alt text): what the picture beside the board shows.
timbuktu-focus-camel = Camel { $camel } ({ $goods }) can go to { $pen }.
timbuktu-focus-camel_hidden = Camel { $camel } can go to { $pen }.
timbuktu-focus-camel_card = Camel { $camel }: { $goods }.
timbuktu-focus-to_choose = { $seat } chooses among camels { $camels }.
timbuktu-focus-camel_card_hidden = Camel { $camel }.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
timbuktu-reason-camel_worth = camel { $camel }: its goods may be worth about { $points } points to you at the end
timbuktu-reason-spot_safe = { $pen }: as far as you know, none of your goods is at risk there
timbuktu-reason-spot_risk = { $pen }: thieves most likely take your { $good } there ({ $percent } %)
