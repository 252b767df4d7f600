# Tortuga 1667 česky. Jména lodí stojí v uvozovkách za obecným slovem („na lodi „Jolly Roger““),
# takže se skloňuje jen „loď“; slovesa v přítomném čase, aby nezáležela na rodu hráče.

-tortuga-dutchman = „Létající Holanďan“
-tortuga-roger = „Jolly Roger“
-tortuga-galleon = Španělská galeona
-tortuga-british-hold = britské podpalubí
-tortuga-french-hold = francouzské podpalubí

tortuga-title = Tortuga 1667
tortuga-rules =
    🏴‍☠️ **Tortuga 1667**: tajné týmy, Britové proti Francouzům (při lichém počtu ještě jeden Holanďan). Když se odkryje Španělská armada, vyhrává tým s více poklady v podpalubích své vlajky na obou lodích a ve svém prostoru na Tortuze; remízu vyhrává Holanďan, při sudém počtu následuje náhlá smrt (vyhrává první tým, který se dostane do vedení).
    ⚓ **Tvůj tah: 1 akce** (ve dvou hráčích 2). Kdokoli: nastoupit do člunu nebo z něj vystoupit; prohlédnout 2 karty událostí (soukromě); odkrýt 1; přimět jiného hráče odkrýt 1 ze 2; použít uschovaný kaperský list.
    • Kapitán (první na lodi): útok (hlasování: 💥 a víc 🔥 než 💧 vezme 1 poklad z galeony, a když je prázdná, z druhé lodi) nebo vysadit člena posádky. První důstojník: vzpoura (víc ☠ než 🛞 vysadí kapitána). Plavčík (poslední): přesunout 1 poklad do druhého podpalubí. Guvernér (první na Tortuze): rvačka (vlajka většiny bere 2 poklady Tortugy; remíza: po jednom).
    🗳 **Hlasování**: kartu vybíráš soukromě (tlačítko Vybrat nebo `/tah`); přidá se vrchní karta balíčku; ukážou se jen započítané symboly. Další vysazení na Tortuze: ztráta náhodné hlasovací karty.
    🗺 **Mapa pokladu** (domácí čtení): kdo ji odhalí, dá ji jinému hráči; 2 mapy přesunou 1 poklad z galeony do libovolného podpalubí.
    ⚙ **Čtení pravidel, která lze změnit** v `/hra nová`: hvězdičkové události náhodně (`starred_events=random`), místa v pořadí přisednutí (`seating=join`), kterýkoli člun (`rowboat_own_ship_only=no`), přinucený hráč vidí jen jednu kartu (`forced_sees_both=no`), Atlantida víckrát (`atlantis_reusable=yes`), Pramen mládí chrání i před Albatrosem (`fountain_vs_albatross=yes`), útok, i když není co vzít (`attack_without_loot=yes`), kapitán si po úspěšném útoku smí nic nevzít (`plunder_optional=yes`), Mapa pokladu bez účinku (`treasure_map=blank`), mapu si nechá ten, kdo ji odhalí (`treasure_map_to_self=yes`).

tortuga-rules-table-starred_events-random = ⭐ **U tohoto stolu** jsou hvězdičkové události vybrané náhodně: kartu, kterou bot neumí zahrát, odhalí a odhodí bez účinku.

## Akce (popisky tlačítek: nejvýš 80 znaků)

tortuga-action-start_hold = 💰 Počáteční poklad: { $side } lodi { $ship }
tortuga-action-to_rowboat = 🚣 Nastoupit do člunu lodi { $ship }
tortuga-action-from_rowboat = 🚣 Vystoupit { $to }
tortuga-action-view_events = 👁 Prohlédnout pole { $slots }
tortuga-action-reveal = 🂠 Odkrýt pole { $slot }
tortuga-action-force = 👉 Přimět { $target_seat } odkrýt { $slots_count ->
    [one] pole { $slots }
    [few] jedno z polí { $slots }
   *[other] jedno z polí { $slots }
}
tortuga-action-force_pick = 🂠 Odkrýt { $pick }
tortuga-action-use_marque = 📜 List: { $target_seat } → konec lodi { $ship }
tortuga-action-marque_move = 📜 { $target_seat } na konec lodi { $ship }
tortuga-action-marque_save = 📜 Uschovat kaperský list na později
tortuga-action-pistol = 🔫 Zastřelit { $target_seat }
tortuga-action-give_map = 🗺 Dát Mapu pokladu: { $target_seat }
tortuga-action-map_hold = 🗺 Poklad z galeony: { $side } lodi { $ship }
tortuga-action-fountain_refuse = ⛲ Napít se z Pramene mládí: zůstat na místě
tortuga-action-fountain_accept = Přijmout vysazení (Pramen zůstává)
tortuga-action-attack = 💥 Útok (cíl: { $source })
tortuga-action-maroon = 🏝 Vysadit { $target_seat } na Tortugu
tortuga-action-mutiny = ☠ Vzpoura proti { $captain_seat }
tortuga-action-move_treasure = 💰 Přesunout 1 poklad: { $from_side } → { $to_side }
tortuga-action-brawl = 👊 Rvačka na Tortuze
tortuga-action-plunder = 💰 Kořist: { $take_from } → { $to_side }
# A plunder from a hold with treasure on both sides: the side it comes from (the branch), then where it goes.
tortuga-branch-plunder = 💰 Kořist: { $take_from }
tortuga-picked-plunder = 💰 … → { $to_side }
tortuga-action-plunder_decline = 🚫 Nic si nevzít
tortuga-action-atlantis = 🌊 Atlantida: přejít na konec lodi { $to_ship }
tortuga-action-vote = 🗳 { $face } (karta { $card })
tortuga-action-vote_two = 🗳 Eldorado, 2 karty: { $face }

## Skupiny nabídky

# A face-down event card picked first: reveal it, or view it with a second one.
tortuga-group-slot_1 = 🂠 Pole 1
tortuga-group-slot_2 = 🂠 Pole 2
tortuga-group-slot_3 = 🂠 Pole 3
tortuga-group-slot_4 = 🂠 Pole 4
tortuga-group-slot_5 = 🂠 Pole 5
tortuga-group-force = 👉 Přimět jiného hráče odkrýt
tortuga-group-marque = 📜 Použít kaperský list

## Události

tortuga-event-seating = Loď { -tortuga-dutchman }: { $dutchman_seats }. Loď { -tortuga-roger }: { $roger_seats }.
tortuga-event-your_loyalty = 🕵 Tvůj tým (tajně): **{ $team }**.
tortuga-event-your_hand = 🗳 Tvoje hlasovací karty (útok | rvačka | vzpoura): { $cards_count ->
    [0] nezbyla žádná.
   *[other] { $cards }
}
tortuga-event-your_seen = 👁 Karty řady, které znáš: { $cards_count ->
    [0] žádné.
   *[other] { $cards }.
}
tortuga-event-turn = 🔔 Na tahu: { $seat }.
tortuga-event-start_hold = 💰 { $seat } ukládá počáteční poklad: { $side } lodi { $ship }.
tortuga-event-to_rowboat = 🚣 { $seat } přechází { $from } do člunu lodi { $ship }.
tortuga-event-from_rowboat = 🚣 { $seat } vystupuje { $to } (místo { $position }).
tortuga-event-viewed = 👁 { $seat } si prohlíží pole { $slots }.
tortuga-event-viewed_cards = 👁 Tajně vidíš: { $cards }.
tortuga-event-forced = 👉 { $seat } nutí { $target_seat } odkrýt { $slots_count ->
    [one] pole { $slots }
    [few] jedno z polí { $slots }
   *[other] jedno z polí { $slots }
}.
tortuga-event-forced_cards = 👉 Musíš odkrýt jednu z karet: { $cards }.
tortuga-event-revealed = 🂠 { $seat } odkrývá pole { $slot }: **{ $card }**.
tortuga-event-blank = Karta „{ $card }“ se odhaluje a odhazuje bez účinku.
tortuga-event-row_reshuffled = 🔀 Balíček událostí došel: zakryté karty řady se zamíchají na místě (je mezi nimi Armada) a odkrytá pole se už nedoplňují.
tortuga-event-deck_reshuffled = 🔀 Odhozené karty ({ $count }) se zamíchají do nového balíčku událostí.
tortuga-event-stormy_seas = 🌊 Bouřlivé moře { $place }! { $count ->
    [0] Podpalubí byla stejně prázdná.
    [one] { $count } poklad se vrací na galeonu.
    [few] { $count } poklady se vracejí na galeonu.
   *[other] { $count } pokladů se vrací na galeonu.
}
tortuga-event-stormy_seas_tortuga = 🌊 Bouřlivé moře! Poklady Tortugy se vracejí na svá místa: 1 britský a 1 francouzský.
tortuga-event-stormy_seas_none = 🌊 Bouřlivé moře se nedotkne hráče { $seat } ve člunu.
tortuga-event-kept = { $seat } si nechává odkrytou kartu „{ $card }“.
tortuga-event-extra_vote_card = 🪙 { $seat } si bere hlasovací kartu navíc (teď { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
}).
tortuga-event-drew = 🗳 Nová karta: { $card }. Tvoje hlasovací karty: { $hand }
tortuga-event-marque_used = 📜 { $seat } posílá { $target_seat } na konec lodi { $ship } (místo { $position }).
tortuga-event-marque_saved = 📜 { $seat } si uschovává kaperský list na později.
tortuga-event-shot = 🔫 { $seat } střílí na { $target_seat }!
tortuga-event-map_given = 🗺 { $seat } dává Mapu pokladu: { $target_seat }.
tortuga-event-map_kept = 🗺 { $seat } si Mapu pokladu nechává.
tortuga-event-map_set_empty = 🗺 { $seat } skládá Mapy pokladu, ale galeona je prázdná.
tortuga-event-map_treasure = 🗺 { $seat } přesouvá 1 poklad z galeony: { $side } lodi { $ship }.
tortuga-event-fountain_used = ⛲ { $seat } se napije z Pramene mládí a zůstává na místě ({ $cause }).
tortuga-event-captain_maroons = 🏝 Kapitán { $seat } vysazuje { $target_seat } na Tortugu.
tortuga-event-treasure_moved = 💰 { $seat } přesouvá 1 poklad na lodi { $ship }: { $from_side } → { $to_side }.
tortuga-event-plunder = 💰 { $seat } bere 1 poklad: { $take_from } → { $to_side } lodi { $ship }.
tortuga-event-plunder_declined = 🚫 { $seat } si po útoku lodi { $ship } nebere žádný poklad.
tortuga-event-atlantis = 🌊 { $seat } používá Atlantidu: z lodi { $from_ship } na konec lodi { $to_ship } (místo { $position }).
tortuga-event-vote_called = 🗳 { $seat } vyhlašuje hlasování: { $vote } { $place }. Hlasují: { $voter_seats_count ->
    [0] nikdo, počítá se jen karta z balíčku
   *[other] { $voter_seats }
}.
tortuga-event-el_dorado_used = 🪙 { $seat } používá Eldorado a hraje 2 karty.
tortuga-event-you_voted = 🗳 Tvůj hlas: { $cards }. Zbývá ti: { $hand_count ->
    [0] žádná hlasovací karta.
   *[other] { $hand }
}
tortuga-event-vote_result = 🗳 Hlasování ({ $vote }): na kartách { $symbols } → **{ $result }**
tortuga-event-marooned = 🏝 { $seat } — vysazení na Tortugu ({ $cause }; místo { $position }).
tortuga-event-vote_card_lost = 🗳 Další vysazení na Tortuze: { $seat } ztrácí náhodnou hlasovací kartu (zbývá { $left }).
tortuga-event-your_card_lost = 🗳 Ztracená karta: { $card }. Tvoje hlasovací karty: { $hand_count ->
    [0] žádné.
   *[other] { $hand }
}
tortuga-event-albatross = 🐦 Dva Albatrosi na lodi { $ship }: vysazeni jsou všichni ({ $seats }).
tortuga-event-eight_bells = 🔔 Osm zvonů! Nové pořadí { $place }: { $line_seats }.
tortuga-event-eight_bells_none = 🔔 Osm zvonů: { $seat } tam nikoho dalšího nemá, nic se nemění.
tortuga-event-sudden_death = ⚖ Armada zastihne poklady nerozhodně ({ $british }–{ $french }): náhlá smrt! Armada odplouvá, karty událostí se zamíchají do nové řady a vyhrává první tým, který se dostane do vedení.
tortuga-event-game_end = { $how ->
    [armada] ⚓ Připlouvá Španělská armada!
    [sudden_death] ⚖ Tým se v náhlé smrti dostává do vedení!
   *[other] ⏹ Hra se zastavuje na limitu tahů.
} Poklady: Britové { $british }, Francouzi { $french }.
tortuga-event-loyalty_revealed = 🕵 Tým hráče { $seat }: { $team }.

## Řádek pod plánem

tortuga-phase-turn = { $actions_left ->
    [one] { $seat }: tvoje akce.
    [few] { $seat }: tvoje { $actions_left } akce.
   *[other] { $seat }: tvých { $actions_left } akcí.
}
tortuga-phase-start_hold = { $seat }: ulož počáteční poklad své lodi do podpalubí.
tortuga-phase-vote = 🗳 Hlasování: { $vote }. Čekáme na { $seats }: vyberte kartu soukromě (tlačítko Vybrat nebo `/tah`).
tortuga-phase-plunder = { $seat }: vezmi si kořist.
tortuga-phase-force = { $seat }: odkryj jednu ze dvou karet (tlačítko Vybrat nebo `/tah`).
tortuga-phase-marque = { $seat }: použij kaperský list hned, nebo si ho uschovej.
tortuga-phase-pistol = { $seat }: vyber, koho zastřelíš.
tortuga-phase-map_give = { $seat }: dej Mapu pokladu některému hráči.
tortuga-phase-map_hold = { $seat }: ulož poklad z galeony do podpalubí.
tortuga-phase-fountain = { $seat }: použiješ Pramen mládí, nebo přijmeš vysazení?
tortuga-phase-over = Hra skončila.

## Věci

tortuga-thing-event_card = { $name }
tortuga-thing-vote_card = [{ $attack } | { $brawl } | { $mutiny }]
tortuga-thing-slot_card = pole { $slot }: { $card }
tortuga-thing-slot = pole { $slot }
tortuga-thing-galleon = { -tortuga-galleon }
tortuga-thing-hold = { $side } lodi { $ship }

## Pojmy

tortuga-term-name-armada = Španělská armada
tortuga-term-name-marque = Kaperský list
tortuga-term-name-pistol = Pistole
tortuga-term-name-albatross = Albatros
tortuga-term-name-black_spot = Černá skvrna
tortuga-term-name-treasure_map = Mapa pokladu
tortuga-term-name-eight_bells = Osm zvonů
tortuga-term-name-stormy_seas = Bouřlivé moře
tortuga-term-name-atlantis = Atlantida
tortuga-term-name-fountain = Pramen mládí
tortuga-term-name-el_dorado = Eldorado
tortuga-term-name-cabin_fever = Ponorka
tortuga-term-name-facade = Fasáda
tortuga-term-name-unknown_24 = 24. karta
tortuga-term-team-british = Britové
tortuga-term-team-french = Francouzi
tortuga-term-team-dutch = Holanďan
tortuga-term-ship-dutchman = { -tortuga-dutchman }
tortuga-term-ship-roger = { -tortuga-roger }
tortuga-term-from_ship-dutchman = { -tortuga-dutchman }
tortuga-term-from_ship-roger = { -tortuga-roger }
tortuga-term-to_ship-dutchman = { -tortuga-dutchman }
tortuga-term-to_ship-roger = { -tortuga-roger }
tortuga-term-place-dutchman = na lodi { -tortuga-dutchman }
tortuga-term-place-roger = na lodi { -tortuga-roger }
tortuga-term-place-tortuga = na Tortuze
tortuga-term-to-dutchman = na loď { -tortuga-dutchman }
tortuga-term-to-roger = na loď { -tortuga-roger }
tortuga-term-to-tortuga = na Tortugu
tortuga-term-from-dutchman = z lodi { -tortuga-dutchman }
tortuga-term-from-roger = z lodi { -tortuga-roger }
tortuga-term-from-tortuga = z Tortugy
tortuga-term-from-boat_dutchman = ze člunu
tortuga-term-from-boat_roger = ze člunu
tortuga-term-source-galleon = galeona
tortuga-term-source-dutchman = loď { -tortuga-dutchman }
tortuga-term-source-roger = loď { -tortuga-roger }
tortuga-term-side-british = { -tortuga-british-hold }
tortuga-term-side-french = { -tortuga-french-hold }
tortuga-term-to_side-british = { -tortuga-british-hold }
tortuga-term-to_side-french = { -tortuga-french-hold }
tortuga-term-from_side-british = { -tortuga-british-hold }
tortuga-term-from_side-french = { -tortuga-french-hold }
tortuga-term-vote-attack = útok
tortuga-term-vote-brawl = rvačka
tortuga-term-vote-mutiny = vzpoura
tortuga-term-result-success = úspěch
tortuga-term-result-failure = neúspěch
tortuga-term-result-british = britské vlajky berou poklady Tortugy
tortuga-term-result-french = francouzské vlajky berou poklady Tortugy
tortuga-term-result-tie = remíza: po 1 pokladu do každého prostoru
tortuga-term-cause-black_spot = Černá skvrna
tortuga-term-cause-pistol = výstřel
tortuga-term-cause-maroon = rozkaz kapitána
tortuga-term-cause-mutiny = vzpoura
tortuga-term-cause-albatross = Albatros
tortuga-term-attack-cannon = 💥
tortuga-term-attack-fire = 🔥
tortuga-term-attack-water = 💧
tortuga-term-brawl-british = 🇬🇧
tortuga-term-brawl-french = 🇫🇷
tortuga-term-mutiny-skull = ☠
tortuga-term-mutiny-helm = 🛞
tortuga-term-face-cannon = 💥 dělo
tortuga-term-face-fire = 🔥 pochodeň
tortuga-term-face-water = 💧 voda
tortuga-term-face-british = 🇬🇧 Británie
tortuga-term-face-french = 🇫🇷 Francie
tortuga-term-face-skull = ☠ lebka
tortuga-term-face-helm = 🛞 kormidlo
tortuga-term-symbols-cannon = 💥
tortuga-term-symbols-fire = 🔥
tortuga-term-symbols-water = 💧
tortuga-term-symbols-british = 🇬🇧
tortuga-term-symbols-french = 🇫🇷
tortuga-term-symbols-skull = ☠
tortuga-term-symbols-helm = 🛞

## Volby stolu

tortuga-option-starred_events = Které 3 hvězdičkové události jdou do balíčku: known (Atlantida, Pramen mládí, Eldorado), nebo random (3 ze 6, tažené lícem dolů: nikdo neví které, dokud se neodhalí; kartu, kterou bot neumí zahrát, odhalí a odhodí bez účinku).
tortuga-option-seating = Pořadí tahů: náhodné, nebo podle pořadí příchodu ke stolu.
tortuga-option-rowboat_own_ship_only = Z lodi smíš nastoupit jen do člunu té lodi.
tortuga-option-forced_sees_both = Přinucený hráč vidí před volbou obě karty.
tortuga-option-atlantis_reusable = Atlantidu lze použít znovu a znovu (jinak jednou a pak do odhazovacího balíčku); tak či tak jeden přesun za okno před tahem.
tortuga-option-fountain_vs_albatross = Pramen mládí chrání i před Albatrosem (pak jde do odhazovacího balíčku jako po každém použití).
tortuga-option-attack_without_loot = Kapitán smí útočit, i když není co vzít.
tortuga-option-plunder_optional = Po úspěšném útoku si kapitán smí také nic nevzít.
tortuga-option-treasure_map = Mapa pokladu: domácí čtení (2 mapy přesunou 1 poklad z galeony do libovolného podpalubí), nebo blank (bez účinku).
tortuga-option-treasure_map_to_self = Kdo Mapu pokladu odhalí, smí si ji nechat (vypnuto: dá ji jinému hráči).

## Konec hry

tortuga-tiebreak-dutch = Týmy mají stejně pokladů: vyhrává Holanďan.
tortuga-tiebreak-sudden_death = Rozhodla náhlá smrt: vyhrál první tým, který se dostal do vedení.
tortuga-tiebreak-limit = Hra se zastavila na limitu tahů; rozhodly poklady, jak ležely.

## Legenda: co znamená každá ikona na plánu (karty událostí s jejich účinkem)

tortuga-icon-british = Britové: tým, jeho podpalubí a jeho poklad
tortuga-icon-french = Francouzi: tým, jeho podpalubí a jeho poklad
tortuga-icon-dutch = Holanďan (při lichém počtu hráčů)
tortuga-icon-chest = poklad
tortuga-icon-vote_deck = hlasovací karty (balíček nebo kolik jich hráč má)
tortuga-icon-event_deck = karty událostí (balíček nebo karta lícem dolů v řadě)
tortuga-icon-discard = odhozené karty událostí
tortuga-icon-sudden = náhlá smrt
tortuga-icon-turn = číslo tahu
tortuga-icon-active = kdo je na tahu
tortuga-icon-pawn = figurka hráče: jeho pořadí v tazích
tortuga-icon-galleon = { -tortuga-galleon }: poklad, který lze ještě získat
tortuga-icon-dutchman = { -tortuga-dutchman } (bledé roztrhané plachty, ● na trupu)
tortuga-icon-roger = { -tortuga-roger } (černá vlajka, ✚ na trupu)
tortuga-icon-tortuga = Tortuga
tortuga-icon-rowboat = člun
tortuga-icon-captain = kapitán
tortuga-icon-first_mate = první důstojník
tortuga-icon-cabin_boy = plavčík
tortuga-icon-governor = guvernér Tortugy
tortuga-icon-empty = volné místo v řadě lodi
tortuga-icon-attack = útok; na hlasovací kartě: dělo
tortuga-icon-fire = oheň (pro útok)
tortuga-icon-water = voda (proti útoku)
tortuga-icon-mutiny = vzpoura; na hlasovací kartě: lebka (pro vzpouru)
tortuga-icon-helm = kormidlo (proti vzpouře)
tortuga-icon-brawl = rvačka; na hlasovací kartě: vlajka týmu
tortuga-icon-success = hlasování uspělo
tortuga-icon-failure = hlasování neuspělo
tortuga-icon-event_marque = { tortuga-term-name-marque }: hráče z Tortugy nebo ze člunu postaví na konec řady kterékoli lodi, hned nebo později (kartu lze schovat)
tortuga-icon-event_armada = { tortuga-term-name-armada }: hra hned končí
tortuga-icon-event_pistol = { tortuga-term-name-pistol }: jiný hráč je vysazen na Tortugu
tortuga-icon-event_black_spot = { tortuga-term-name-black_spot }: kdo ji odkryje, je vysazen na Tortugu
tortuga-icon-event_albatross = { tortuga-term-name-albatross }: zůstává u hráče; loď se 2 albatrosy na palubě vysadí všechny na Tortugu
tortuga-icon-event_treasure_map = { tortuga-term-name-treasure_map }: dostane ji jiný hráč; 2 mapy přesunou 1 poklad z galeony do libovolného podpalubí
tortuga-icon-event_eight_bells = { tortuga-term-name-eight_bells }: figurky tam, kde stojí ten, kdo kartu odkryl, se zamíchají
tortuga-icon-event_stormy_seas = { tortuga-term-name-stormy_seas }: poklad lodi toho, kdo kartu odkryl, se vrací na galeonu (na Tortuze: její 2 poklady na výchozí místa)
tortuga-icon-event_atlantis = { tortuga-term-name-atlantis }: zůstává u hráče; před kterýmkoli tahem přejde na konec řady druhé lodi
tortuga-icon-event_fountain = { tortuga-term-name-fountain }: zůstává u hráče; jednou odmítne vysazení (ne kvůli albatrosu)
tortuga-icon-event_el_dorado = { tortuga-term-name-el_dorado }: zůstává u hráče; vezme si 4. hlasovací kartu a v jednom hlasování zahraje 2
tortuga-icon-event_blank = Karta odhalená a odhozená bez účinku
tortuga-icon-event_treasure_map_blank = { tortuga-term-name-treasure_map }: u tohoto stolu se odhalí a odhodí bez účinku
tortuga-icon-you = ty; Můj pohled: tvůj tým, tvoje hlasovací karty, karty událostí, které jsi viděl (na jejich místě)
tortuga-icon-winner = vítěz

## Deska slovy (její alternativní text): co obrázek ukazuje, nejdůležitější napřed

tortuga-fact-winners = Vítězí { $seats }.
tortuga-fact-standing = { $team }: { $treasure ->
    [one] { $treasure } poklad
    [few] { $treasure } poklady
   *[other] { $treasure } pokladů
}.
tortuga-fact-your_loyalty = Tvoje věrnost: { $team }.
tortuga-fact-your_votes = Tvoje hlasovací karty: { $cards }.
tortuga-fact-your_seen = Karty událostí, které jsi viděl: { $cards }.
tortuga-fact-galleon = { -tortuga-galleon }: { $treasure ->
    [one] { $treasure } poklad
    [few] { $treasure } poklady
   *[other] { $treasure } pokladů
}.
tortuga-fact-ship = { $ship }: { $seats_count ->
    [0] bez posádky
   *[other] { $seats }, první je kapitán
}; britské podpalubí { $british }, francouzské podpalubí { $french }.
tortuga-fact-rowboat = { $seat } sedí ve člunu lodi { $ship }.
tortuga-fact-island = Tortuga: { $seats_count ->
    [0] nikdo
   *[other] { $seats }, první je guvernér
}; britské podpalubí { $british }, francouzské podpalubí { $french }.
tortuga-fact-row = Řada událostí: { $count } z 5 karet lícem dolů.
tortuga-fact-last_event = Poslední karta události: { $card }.
tortuga-fact-last_vote = Poslední hlasování: { $vote } ({ $place }), { $result }.
tortuga-fact-player = { $seat }: { $cards ->
    [one] { $cards } hlasovací karta
    [few] { $cards } hlasovací karty
   *[other] { $cards } hlasovacích karet
}{ $kept_count ->
    [0] {""}
   *[other] , ponechal si { $kept }
}.
tortuga-fact-decks = Hlasovací balíček { $votes }, balíček událostí { $events }, odhozeno { $discards }.
tortuga-fact-loyalty = { $seat }: { $team }.

# The focus picture's facts (its alt text): what the picture beside the board shows.
tortuga-focus-vote = Hlasování: { $vote }, { $place }.
tortuga-focus-line = { $ship }: { $seats }.
tortuga-focus-row = Řada událostí: lícem dolů { $count } z 5.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
tortuga-reason-team_ahead = tvůj tým končí v čele v { $percent } % simulací ({ $count } z { $playouts })
tortuga-reason-teams_tied = týmy končí nerozhodně v { $percent } % simulací ({ $count } z { $playouts })
