# Tobago česky: džíp, stopa (karta s nápovědou), mapa pokladu, kompas (růžice hráče), kostička,
# karta pokladu, kletba, amulet, vyzvednout poklad, dělení pokladu; terény: pláž, křoviny, džungle,
# hory, jezero, řeka. Název mapy stojí v 1. pádě na začátku věty nebo za dvojtečkou („Šedá mapa: …“).
# Názvy polí (F7) se nepřekládají.

tobago-title = Tobago
tobago-score = { $score ->
    [one] { $score } mince
    [few] { $score } mince
   *[other] { $score } mincí
}, { $treasure_cards ->
    [one] { $treasure_cards } karta pokladu
    [few] { $treasure_cards } karty pokladu
   *[other] { $treasure_cards } karet pokladu
}, { $amulets ->
    [one] { $amulets } amulet
    [few] { $amulets } amulety
   *[other] { $amulets } amuletů
}
tobago-rules =
    🏝 **Tobago**: společně zjišťujete, kde leží čtyři poklady, pomocí stop na čtyřech mapách pokladu; dojeď tam džípem, vyzvedni poklad a rozdělte se o něj. Vyhrává, kdo má na konci nejvíc mincí.
    🧭 **Tvůj tah: jedna akce.** Buď zahraj stopu na jednu ze 4 map a polož na ni svůj kompas (stopa musí nechat aspoň jedno možné pole a aspoň jedno odebrat; první stopa na prázdné mapě musí jen nějaké nechat), nebo ujeď až 3 úseky (úsek: kamkoli v oblasti, kde stojíš, nebo o krok do sousední oblasti jiného terénu; nikdy do oceánu).
    📍 Když zbývá 16 možných polí nebo méně, označí je na ostrově kostičky; zbude-li jediná, poklad je nalezen. Dojeď k němu a **vyzvedni ho** (zdarma; tah tím končí).
    💰 **Dělení pokladu:** za každý kompas na té mapě se líže karta pokladu, do které se jeho majitel tajně podívá, a jedna navíc naslepo; zamíchané karty se otáčejí lícem nahoru a nabízejí po jedné, od toho, kdo poklad vyzvedl, nahoru po kompasech: kartu si vezmeš (kompas se ti vrátí), nebo ji odmítneš (nabídne se dalšímu kompasu výš).
    💀 **Kletba** dělení zastaví: každý, komu na té mapě ještě leží kompas, ztratí amulet, a nemá-li ho, svou nejcennější kartu pokladu.
    🗿 Po každém vyzvednutí pokladu vyplaví moře amulet na břeh tam, kam se dívá každá socha. Amulety sbíráš na začátku svého tahu nebo když tam dojedeš (tím tah končí, i když tam ještě smíš vyzvednout poklad). Za jeden získáš stopu navíc, jízdu navíc před akcí nebo po ní (nic nesbírá), odebrání kostičky (nikdy poslední), novou ruku stop nebo ochranu před kletbou.
    🏁 Hra končí, když dojde balíček pokladů (poslední dělení se dokončí z odhozených karet). Vyhrává nejvíc mincí; při shodě je vítězství společné.
    ⚙ **Čtení pravidel, která lze změnit** v `/hra nová`: kostičky od 15 či 17 polí (`marker_threshold=15`), stopy musí zužovat až když leží kostičky (`reduce_before_markers=no`), výměna ruky jako akce (`exchange_as_action=yes`), stejné orientační body aspoň 6 polí od sebe (`landmark_spacing=6`), shodu rozhodnou amulety (`tiebreak=amulets`), nový náhodný ostrov (`island=random`), zaseknutá hra skončí hned, bez rozdání nových stop (`dead_end=score`).

## Akce (popisky tlačítek: nejvýš 80 znaků)

tobago-action-place = 🚙 Začít na poli { $hex } ({ $terrain })
tobago-action-clue = 🧭 { $map }: { $card }
# A clue card's branch of a menu (its piece: the card); inside it, which map it goes on.
tobago-branch-clue = 🧭 { $card }
tobago-picked-clue = 🧭 { $map }
tobago-action-restart_clue = 🧭 { $map } (nová): { $card }
tobago-action-drive = 🚙 { $hex } ({ $terrain }, { $legs ->
    [one] { $legs } úsek
    [few] { $legs } úseky
   *[other] { $legs } úseků
})
tobago-action-raise = ⛏ Vyzvednout poklad na poli { $hex } ({ $maps })
tobago-action-end = ⏭ Ukončit tah
tobago-action-exchange = 🔄 Vyměnit { $count ->
    [one] { $count } stopu
    [few] { $count } stopy
   *[other] { $count } stop
}
tobago-action-amulet_clue = 🧿 Amulet: stopa navíc
tobago-action-amulet_move = 🧿 Amulet: jízda navíc
tobago-action-amulet_hand = 🧿 Amulet: nové stopy do ruky
tobago-action-amulet_remove = 🧿 Amulet: odebrat kostičku z pole { $hex } ({ $map })
tobago-action-take = ✋ Vzít tuto kartu pokladu
tobago-action-decline = ↪ Odmítnout (poslat výš)

## Skupiny nabídky

tobago-group-place = 🚙 Startovní pole
tobago-group-drive = 🚙 Jet
tobago-group-amulet = 🧿 Amulety
tobago-group-remove_grey = Odebrat šedou kostičku
tobago-group-remove_brown = Odebrat hnědou kostičku
tobago-group-remove_black = Odebrat černou kostičku
tobago-group-remove_white = Odebrat bílou kostičku
tobago-group-beach = Pláž
tobago-group-scrub = Křoviny
tobago-group-jungle = Džungle
tobago-group-mountains = Hory
tobago-group-lake = Jezero
tobago-group-river = Řeka

## Události

tobago-event-placed = 🚙 { $seat } začíná na poli { $hex }.
tobago-event-seeded = 🗺 { $map }: první stopa „{ $card }“ (kompas: { $seat }).
tobago-event-clue_played = 🧭 { $seat } přidává stopu „{ $card }“ → { $map }: { $possible ->
    [one] zbývá { $possible } pole
    [few] zbývají { $possible } pole
   *[other] zbývá { $possible } polí
}.
tobago-event-markers_placed = 📍 { $map }: kostičky značí { $count ->
    [one] { $count } možné pole
    [few] { $count } možná pole
   *[other] { $count } možných polí
}.
tobago-event-located = 🎯 { $map }: poklad je na poli { $hex }!
tobago-event-hand = 🧭 Tvé stopy: { $cards }.
tobago-event-drew_clues = 🧭 Lížeš: { $cards }.
tobago-event-clue_reshuffle = 🔀 Odhozené stopy ({ $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[other] { $count } karet
}) tvoří nový balíček.
tobago-event-hand_exchanged = 🔄 { $seat } vyměňuje { $count ->
    [one] { $count } stopu
    [few] { $count } stopy
   *[other] { $count } stop
}.
tobago-event-drove = 🚙 { $seat } jede z { $from_hex } na { $hex } ({ $legs ->
    [one] { $legs } úsek
    [few] { $legs } úseky
   *[other] { $legs } úseků
}){ $by ->
    [amulet] {" "}díky amuletu
   *[other] {""}
}.
tobago-event-amulets_collected = 🧿 { $seat } sbírá { $count ->
    [one] { $count } amulet
    [few] { $count } amulety
   *[other] { $count } amuletů
} na poli { $hex } (nyní { $amulets }).
tobago-event-turn = 🔔 Tah { $turn }: { $seat }.
tobago-event-amulet_used = 🧿 { $seat } hraje amulet: { $power ->
    [clue] stopa navíc
    [move] jízda navíc
    [hand] nové stopy do ruky
   *[remove] odebrání kostičky
} (zbývá { $amulets }).
tobago-event-marker_removed = 📍 { $seat } odebírá kostičku z pole { $hex } ({ $map }): { $possible ->
    [one] zbývá { $possible } pole
    [few] zbývají { $possible } pole
   *[other] zbývá { $possible } polí
}.
tobago-event-raised = ⛏ { $seat } vyzvedává poklad na poli { $hex } ({ $map })! Pořadí kompasů: { $rose_seats }.
tobago-event-amulet_landed = 🗿 Socha na poli { $statue_hex } vyplavuje amulet na pole { $hex }.
tobago-event-peeked = 👀 { $map }, tvé karty pokladu: { $cards }.
tobago-event-pile = 💰 { $map }: dělí se { $count ->
    [one] { $count } karta pokladu
    [few] { $count } karty pokladu
   *[other] { $count } karet pokladu
}.
tobago-event-final_distribution = 🏁 Balíček pokladů je prázdný: toto dělení je poslední.
tobago-event-treasure_reshuffle = 🔀 Odhozené karty pokladů ({ $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[other] { $count } karet
}) se zamíchají, aby se dělení dokončilo.
tobago-event-offered = 💰 { $map }: nabízí se ti { $card }. Vezmeš, nebo odmítneš?
tobago-event-took = ✋ { $seat } bere kartu pokladu (celkem { $treasure_cards }).
tobago-event-took_card = ✋ Tvá nová karta pokladu: { $card }.
tobago-event-declined = ↪ { $seat } kartu odmítá.
tobago-event-card_discarded = 🗑 Kartu nikdo nevzal: jde na odhazovací balíček.
tobago-event-curse = 💀 Kletba! { $map }: dělení končí, { $discarded ->
    [one] odhazuje se { $discarded } karta
    [few] odhazují se { $discarded } karty
   *[other] odhazuje se { $discarded } karet
}.
tobago-event-cursed = 💀 { $seat } { $lost ->
    [amulet] odhazuje amulet
    [treasure] odhazuje nejcennější kartu pokladu
   *[nothing] nemá co ztratit
}.
tobago-event-cursed_card = 💀 Kletba ti vzala kartu { $card }.
tobago-event-dead_end_redeal = 🔄 Nelze zahrát žádnou stopu a nikde nezbyl žádný amulet: každý hráč dostane nové karty stop.
tobago-event-dead_end = 🏁 Žádný poklad už nelze najít (žádná hratelná stopa, žádný amulet): hra končí tak, jak stojí.
tobago-event-distribution_end = 🗺 { $map }: dělení skončilo; { $roses_back ->
    [0] žádný kompas se nevrací
    [one] vrací se { $roses_back } kompas
    [few] vracejí se { $roses_back } kompasy
   *[other] vrací se { $roses_back } kompasů
}.
tobago-event-you_status = Ty: { $coins ->
    [0] žádné mince
    [one] { $coins } mince ({ $gold })
    [few] { $coins } mince ({ $gold })
   *[other] { $coins } mincí ({ $gold })
}, { $amulets ->
    [one] { $amulets } amulet
    [few] { $amulets } amulety
   *[other] { $amulets } amuletů
}, { $roses ->
    [one] { $roses } kompas
    [few] { $roses } kompasy
   *[other] { $roses } kompasů
} v zásobě. Stopy: { $cards }.

tobago-event-you_peeked = 👀 { $map }: karty pokladu, které znáš z tohoto dělení: { $cards }.

## Kdo je na tahu (řádek pod plánem)

tobago-phase-place = { $seat } volí startovní pole džípu (napiš jeho název, např. F7).
tobago-phase-turn = { $stage ->
    [free] { $seat } může hrát amulety, vyzvednout poklad nebo ukončit tah.
   *[other] { $seat } hraje stopu, nebo jede (amulety a vyzvednutí pokladu jsou zdarma).
}
tobago-phase-offer = { $seat }, 💰 { $map }: vezmeš nabízenou kartu, nebo ji odmítneš? ({ $cards_left ->
    [one] poslední karta
    [few] zbývají { $cards_left } karty
   *[other] zbývá { $cards_left } karet
}).
tobago-phase-restart = { $seat } začíná novou stopou prázdnou mapu ({ $map }).
tobago-phase-over = Hra skončila.

## Karty a slova

tobago-thing-gold = 💰{ $value }
tobago-thing-curse = 💀 kletba

tobago-term-map-grey = Šedá mapa
tobago-term-map-brown = Hnědá mapa
tobago-term-map-black = Černá mapa
tobago-term-map-white = Bílá mapa
tobago-term-maps-grey = šedá
tobago-term-maps-brown = hnědá
tobago-term-maps-black = černá
tobago-term-maps-white = bílá
tobago-term-terrain-beach = pláž
tobago-term-terrain-scrub = křoviny
tobago-term-terrain-jungle = džungle
tobago-term-terrain-mountains = hory
tobago-term-terrain-lake = jezero
tobago-term-terrain-river = řeka

## Volby stolu

tobago-option-island = Ostrov: klasická mapa, nebo náhodná ze semínka hry.
tobago-option-marker_threshold = Kostičky přijdou na mapu, jakmile je možných polí nejvýš tolik (15, 16 nebo 17).
tobago-option-reduce_before_markers = Každá stopa musí ubrat možné pole, jak říkají pravidla (vypnuto: až když leží kostičky).
tobago-option-exchange_as_action = Výměna všech stop v ruce smí být akcí tahu (domácí pravidlo; jinak stojí amulet).
tobago-option-landmark_spacing = Nejmenší vzdálenost dvou stejných objektů při přípravě (4 nebo 6).
tobago-option-tiebreak = Remíza v mincích: sdílené vítězství, nebo vyhrává víc amuletů.
tobago-option-dead_end = Hra, v níž nelze zahrát žádnou stopu a nezbyl žádný amulet: ještě jednou nové karty všem (redeal), nebo okamžitý konec (score).

## Konec hry

tobago-tiebreak-shared = Remíza v mincích: vítězství je sdílené.
tobago-tiebreak-amulets = Remíza v mincích: vyhrává ten, kdo má víc amuletů.

## Karta se stopou (generováno: vztah × terén)

tobago-thing-clue = { $relation ->
    [in] { $ref ->
           [beach] na pláži
           [scrub] v křovinách
           [jungle] v džungli
           [mountains] v horách
           [lake] v jezeře
           [river] v řece
           [largest_beach] na největší pláži
           [largest_scrub] v největších křovinách
           [largest_jungle] v největší džungli
           [largest_mountains] v největších horách
           [largest_lake] v největším jezeře
           [largest_river] v největší řece
           [ocean] v oceánu
           [hut] na chýši
           [palm] na palmě
          *[statue] na soše
        }
    [not_in] { $ref ->
           [beach] mimo pláž
           [scrub] mimo křoviny
           [jungle] mimo džungli
           [mountains] mimo hory
           [lake] mimo jezero
           [river] mimo řeku
           [largest_beach] mimo největší pláž
           [largest_scrub] mimo největší křoviny
           [largest_jungle] mimo největší džungli
           [largest_mountains] mimo největší hory
           [largest_lake] mimo největší jezero
           [largest_river] mimo největší řeku
           [ocean] mimo oceán
           [hut] mimo chýši
           [palm] mimo palmu
          *[statue] mimo sochu
        }
    [next] { $ref ->
           [beach] vedle pláže
           [scrub] vedle křovin
           [jungle] vedle džungle
           [mountains] vedle hor
           [lake] vedle jezera
           [river] vedle řeky
           [largest_beach] vedle největší pláže
           [largest_scrub] vedle největších křovin
           [largest_jungle] vedle největší džungle
           [largest_mountains] vedle největších hor
           [largest_lake] vedle největšího jezera
           [largest_river] vedle největší řeky
           [ocean] vedle oceánu
           [hut] vedle chýše
           [palm] vedle palmy
          *[statue] vedle sochy
        }
    [not_next] { $ref ->
           [beach] ne vedle pláže
           [scrub] ne vedle křovin
           [jungle] ne vedle džungle
           [mountains] ne vedle hor
           [lake] ne vedle jezera
           [river] ne vedle řeky
           [largest_beach] ne vedle největší pláže
           [largest_scrub] ne vedle největších křovin
           [largest_jungle] ne vedle největší džungle
           [largest_mountains] ne vedle největších hor
           [largest_lake] ne vedle největšího jezera
           [largest_river] ne vedle největší řeky
           [ocean] ne vedle oceánu
           [hut] ne vedle chýše
           [palm] ne vedle palmy
          *[statue] ne vedle sochy
        }
    [sight] { $ref ->
           [beach] na dohled od pláže
           [scrub] na dohled od křovin
           [jungle] na dohled od džungle
           [mountains] na dohled od hor
           [lake] na dohled od jezera
           [river] na dohled od řeky
           [largest_beach] na dohled od největší pláže
           [largest_scrub] na dohled od největších křovin
           [largest_jungle] na dohled od největší džungle
           [largest_mountains] na dohled od největších hor
           [largest_lake] na dohled od největšího jezera
           [largest_river] na dohled od největší řeky
           [ocean] na dohled od oceánu
           [hut] na dohled od chýše
           [palm] na dohled od palmy
          *[statue] na dohled od sochy
        }
   *[not_sight] { $ref ->
           [beach] z dohledu od pláže
           [scrub] z dohledu od křovin
           [jungle] z dohledu od džungle
           [mountains] z dohledu od hor
           [lake] z dohledu od jezera
           [river] z dohledu od řeky
           [largest_beach] z dohledu od největší pláže
           [largest_scrub] z dohledu od největších křovin
           [largest_jungle] z dohledu od největší džungle
           [largest_mountains] z dohledu od největších hor
           [largest_lake] z dohledu od největšího jezera
           [largest_river] z dohledu od největší řeky
           [ocean] z dohledu od oceánu
           [hut] z dohledu od chýše
           [palm] z dohledu od palmy
          *[statue] z dohledu od sochy
        }
}

## Legenda: co znamená každá ikona na plánu

tobago-icon-place = volba startovních polí
tobago-icon-turn = tah hráče (číslo: kolikátý tah)
tobago-icon-offer = dělení pokladu: nabízejí se karty
tobago-icon-restart = mapa začíná znovu
tobago-icon-over = hra skončila
tobago-icon-round = číslo tahu
tobago-icon-final = poslední dělení: balíček pokladů došel
tobago-icon-treasure_card = karty pokladu (balíček nebo karty hráče)
tobago-icon-clue_card = karty stop (balíček nebo ruka hráče)
tobago-icon-amulet = amulety (zásoba, na ostrově nebo hráčovy)
tobago-icon-hex = pole; jeho název (F7) píšeš; na mapě: kolik polí je ještě možných
tobago-icon-beach = pláž (hladká)
tobago-icon-scrub = křoviny (trsy)
tobago-icon-jungle = džungle (tečky listí)
tobago-icon-mountains = hory (vrcholy)
tobago-icon-lake = jezero (vlny)
tobago-icon-river = řeka (světlé vlny)
tobago-icon-ocean = oceán (na stopě)
tobago-icon-hut = chýše
tobago-icon-palm = palma
tobago-icon-statue = socha
tobago-icon-gaze = pohled sochy: moře vyplaví amulety u kroužku
tobago-icon-located = tady je poklad (zlatý kruh; na mapě: jeho pole)
tobago-icon-cube = kostička mapy (šedá ■, hnědá ●, černá ✚, bílá ▲): pole je ještě možné
tobago-icon-atv = hráčův džíp (červený ◆, modrý ■, žlutý ●, zelený ▲)
tobago-icon-rose = kompas (hráčův, v jeho barvě; na mapě: kdo se dělí)
tobago-icon-clue_in = stopa: v/na …
tobago-icon-clue_not_in = stopa: ne v/na … (červená)
tobago-icon-clue_next = stopa: vedle …
tobago-icon-clue_not_next = stopa: ne vedle … (červená)
tobago-icon-clue_sight = stopa: na dohled … (1–2 pole)
tobago-icon-clue_not_sight = stopa: ne na dohled … (červená)
tobago-icon-largest = největší oblast terénu (červené závorky)
tobago-icon-gold = tvoje karta se zlatem a její hodnota (Můj pohled)
tobago-icon-curse = kletba
tobago-icon-coins = mince (na konci)
tobago-icon-waiting = čekáme na tohoto hráče (také žlutý rámeček)
tobago-icon-you = ty; Můj pohled: co víš jen ty (tvoje stopy, zlato, karty, které jsi viděl)
tobago-icon-offered = karta nabízená tobě
tobago-icon-winner = vítěz

## Deska slovy (její alternativní text): co obrázek ukazuje, nejdůležitější napřed

tobago-fact-winners = Vítězí { $seats }.
tobago-fact-standing = { $seat }: { $stands }.
tobago-thing-atv_on = na { $hex }
tobago-thing-atv_ashore = zatím mimo ostrov
tobago-thing-player = { $colour } džíp { $atv }, { $amulets ->
    [one] { $amulets } amulet
    [few] { $amulets } amulety
   *[other] { $amulets } amuletů
}, { $cards ->
    [one] { $cards } karta pokladu
    [few] { $cards } karty pokladu
   *[other] { $cards } karet pokladu
}, zbývající kompasy: { $roses }
tobago-thing-final = { $colour }, { $coins ->
    [one] { $coins } mince
    [few] { $coins } mince
   *[other] { $coins } mincí
}, zbývající amulety: { $amulets }
tobago-term-colour-red = červený
tobago-term-colour-blue = modrý
tobago-term-colour-yellow = žlutý
tobago-term-colour-green = zelený
tobago-fact-your_clues = Tvoje karty stop: { $cards }.
tobago-fact-your_treasure = Tvoje karty pokladu: { $cards }.
tobago-fact-your_peek = Karty pokladu, které jsi viděl: { $cards }.
tobago-fact-your_offer = Karta, která je ti nabízena: { $card }.
tobago-fact-map_located = { $map }: poklad je na { $space } (stopy: { $clues }).
tobago-fact-map_marked = { $map }: poklad je na jednom z polí { $spaces } (stopy: { $clues }).
tobago-fact-map_open = { $map }: { $count ->
    [one] stále možné { $count } pole
    [few] stále možná { $count } pole
   *[other] stále možných { $count } polí
} (stopy: { $clues }).
tobago-fact-map_blank = { $map }: zatím bez stop.
tobago-fact-sharing = Dělení pokladu ({ $map }): postupně { $seats }, { $cards ->
    [one] zbývá { $cards } karta
    [few] zbývají { $cards } karty
   *[other] zbývá { $cards } karet
}.
tobago-fact-amulets = Amulety leží na { $spaces }.
tobago-fact-decks = V zásobě: { $treasures ->
    [one] { $treasures } karta pokladu
    [few] { $treasures } karty pokladu
   *[other] { $treasures } karet pokladu
}, { $clues ->
    [one] { $clues } karta stopy
    [few] { $clues } karty stop
   *[other] { $clues } karet stop
} a { $amulets ->
    [one] { $amulets } amulet
    [few] { $amulets } amulety
   *[other] { $amulets } amuletů
}.
tobago-fact-final_sharing = Balíček pokladů je prázdný: toto dělení je poslední.

# The focus picture's facts (its alt text): what the picture beside the board shows.
tobago-focus-map = { $map }: možných polí zbývá { $count }.
tobago-focus-map_hexes = { $map }: stále možné na { $spaces }.
tobago-focus-reach = Džíp hráče { $seat } na { $space }: dosažitelných polí { $count }.
tobago-focus-reach_hexes = Džíp hráče { $seat } na { $space } dojede na { $spaces }.
tobago-focus-start = { $seat } staví džíp na kterékoli z polí (celkem { $count }).

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
tobago-reason-narrows = vyřadí { $removed } z { $possible } dosud možných polí: { $map }
tobago-reason-in_reach = { $hexes } z { $possible } možných polí pokladu budeš mít na dosah jednoho tahu
