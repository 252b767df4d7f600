# Port Royal česky, se slovníkem českých pravidel (Objevování, Obchodování & Najímání, šavle,
# Osadník, Kněz, Šašek, Guvernér …). Karta ve větě stojí za dvojtečkou („Najmout: Kapitán ⚓“),
# aby její název zůstal v 1. pádě.

portroyal-title = Port Royal
portroyal-score = { $score } VB, { $coins } 💰, { $expeditions ->
    [one] { $expeditions } expedice
    [few] { $expeditions } expedice
   *[other] { $expeditions } expedic
}
portroyal-rules =
    ⚓ **Port Royal**: najímej postavy, které dávají vítězné body (VB, štíty); jakmile má někdo 12+ VB, hra spěje ke konci.
    🔎 **Tvůj tah, fáze 1 (Objevování):** otáčej karty z dobíracího balíčku jednu po druhé a přestaň, kdy chceš.
    • Postavy a lodě jdou do vystavovací oblasti. Expedice jdou stranou; daně se vyhodnotí hned.
    • Otočíš-li druhou loď barvy, která už ve vystavovací oblasti je, tvůj tah **končí**: celá výstava jde na odkládací balíček.
    • Máš-li šavlí (Námořník ⚔1, Pirát ⚔2) aspoň tolik, kolik má nová loď ⚔, můžeš ji odrazit (loď s ☠ nikdy).
    🤝 **Fáze 2 (Obchodování & Najímání):** vezmi 1 kartu (4 barvy lodí ve vystavovací oblasti: 2, všech 5 barev: 3), +1 za každého Guvernéra.
    • Loď: dostaneš její mince (+1 za každého Obchodníka její barvy). Postava: zaplať její cenu (−1 za každou Mademoiselle).
    • Pak si každý další hráč popořadě může vzít 1 kartu (+1 za Guvernéra) a zaplatí ti za ni 1 minci.
    • Karty, které ve vystavovací oblasti zbudou, jdou na odkládací balíček; na tahu je další hráč.
    💰 **Mince** jsou otočené karty z balíčku; každý začíná se 3. Když balíček dojde, odkládací balíček se zamíchá.
    📜 **Zvýšení daní:** kdo má 12+ mincí, odloží polovinu (zaokrouhleno dolů); pak hráči s nejvíce šavlemi
    nebo nejméně VB (podle karty) dostanou po 1 minci, při shodě všichni.
    🗺 **Expedice:** ve svém tahu odlož postavy s potřebnými symboly (Osadník 🛖, Kapitán ⚓, Kněz ✝;
    Jack-of-all-Trades je žolík za jeden symbol) a expedice je tvoje: její VB i mince.
    🎭 **Schopnosti postav** (platí každá karta zvlášť):
    • Admirál: +2 mince, když tvoje příležitost brát začíná s 5+ kartami ve vystavovací oblasti.
    • Šašek: +1 mince, je-li vystavovací oblast při tvé příležitosti (ne ve tvém tahu) prázdná, a +1 mince, kdykoli tah někomu skončí druhou lodí.
    • Guvernér: +1 karta pokaždé, když bereš. Mademoiselle: −1 z ceny postavy. Obchodník: +1 mince za lodě jeho barvy.
    🏁 **Konec:** jakmile má někdo 12+ VB, dohraje se kolo, aby všichni odehráli stejně tahů.
    Vyhrává nejvíce VB; při shodě ten, kdo má víc mincí; je-li i pak shoda, je vítězství sdílené.
    ⚙ **Čtení pravidel, která lze změnit** v `/hra nová`: najatý Guvernér platí hned (`governor_immediate_pick=yes`), 12 VB ukončí hru jen s expedicí (`expedition_end_variant=yes`), po druhé lodi stejné barvy žádné expedice (`claim_after_bust=no`), náhodný začínající hráč (`start_player=random`).

## Akce (popisky tlačítek: nejvýš 80 znaků)

portroyal-action-draw = 🂠 Otočit kartu
portroyal-action-stop = ✋ Přestat a obchodovat ({ $picks ->
    [one] { $picks } karta
    [few] { $picks } karty
   *[other] { $picks } karet
})
portroyal-action-end = ⏭ Ukončit tah
portroyal-action-repel = ⚔ Odrazit: { $card }
portroyal-action-keep = ⚓ Nechat ve vystavovací oblasti: { $card }
portroyal-action-keep_bust = 💥 Nechat: { $card } — tah tím končí!
portroyal-action-take_ship = Vzít: { $card } (+{ $coins } 💰)
portroyal-action-take_ship_pay = Vzít: { $card } (+{ $coins } 💰, 1 💰 hráči na tahu)
portroyal-action-hire = Najmout: { $card } za { $cost } 💰
portroyal-action-hire_pay = Najmout: { $card } za { $cost } 💰 + 1 hráči na tahu
portroyal-action-done = ✅ Už nebrat karty
portroyal-action-pass = ⏭ Pas
portroyal-action-claim = 🗺 Získat: { $card }{ $jacks ->
    [0] {""}
   *[other] , Jack-of-all-Trades: { $jacks }
}

## Události

portroyal-event-turn = 🔔 Kolo { $round }, tah { $turn }: na tahu je { $seat }.
portroyal-event-revealed = { $seat } otáčí kartu: { $card }.
portroyal-event-repelled = ⚔ { $seat } odráží: { $card } (⚔{ $swords }).
portroyal-event-bust = 💥 { $seat } otáčí druhou loď stejné barvy: { $card }! Tah končí a výstava jde na odkládací balíček.
portroyal-event-jester_paid = 🃏 { $seat } dostává { $coins } 💰 { $jesters ->
    [1] od Šaška
   *[other] od Šašků
}.
portroyal-event-tax = 📜 Zvýšení daní! Kdo má 12 nebo více 💰, odloží polovinu.
portroyal-event-tax_paid = 📜 { $seat } platí na daních { $coins } 💰; zbývá { $left } 💰.
portroyal-event-tax_bonus = 📜 Daňová odměna ({ $bonus }: { $value }): { $seats } { $seats_count ->
    [1] dostává 1 💰.
   *[other] dostávají po 1 💰.
}
portroyal-event-expedition_found = 🗺 Nová expedice, kterou lze získat: { $card }.
portroyal-event-expedition_claimed = 🗺 { $seat } získává: { $card }. Odloženo: { $persons }; +{ $vp } VB a { $coins } 💰.
portroyal-event-ship_taken = { $seat } bere: { $card } a dostává { $coins } 💰.
portroyal-event-person_hired = { $seat } najímá: { $card } za { $cost } 💰.
portroyal-event-compensation = { $from_seat } platí hráči { $to_seat } { $coins } 💰.
portroyal-event-admiral_paid = 🎖 { $seat } dostává { $coins } 💰 { $admirals ->
    [1] od Admirála
   *[other] od Admirálů
}.
portroyal-event-reshuffle = 🔀 Odkládací balíček ({ $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[other] { $count } karet
}) se zamíchá jako nový dobírací balíček.
portroyal-event-stopped = ✋ { $seat } přestává otáčet: ve vystavovací oblasti { $harbor ->
    [one] je { $harbor } karta
    [few] jsou { $harbor } karty
   *[other] je { $harbor } karet
}.
portroyal-event-trade_start = { $seat } si smí vzít { $picks ->
    [one] { $picks } kartu
    [few] { $picks } karty
   *[other] { $picks } karet
} ({ $colours ->
    [0] ve vystavovací oblasti zatím není žádná loď
    [one] { $colours } barva lodí ve vystavovací oblasti
    [few] { $colours } barvy lodí ve vystavovací oblasti
   *[other] { $colours } barev lodí ve vystavovací oblasti
}).
portroyal-event-chance = { $seat } si smí vzít z výstavy { $picks ->
    [one] { $picks } kartu
    [few] { $picks } karty
   *[other] { $picks } karet
} (zbývá { $harbor }).
portroyal-event-done = { $seat } už karty nebere.
portroyal-event-passed = { $seat } pasuje.
portroyal-event-no_cards = { $seat } nemůže nic otočit: dobírací i odkládací balíček jsou prázdné.
portroyal-event-harbor_cleared = { $count ->
    [one] { $count } karta, která zbyla ve vystavovací oblasti, jde na odkládací balíček.
    [few] { $count } karty, které zbyly ve vystavovací oblasti, jdou na odkládací balíček.
   *[other] { $count } karet, které zbyly ve vystavovací oblasti, jde na odkládací balíček.
}
portroyal-event-end_triggered = 🏁 { $seat } má { $vp } VB! Kolo se dohraje; poslední tah má { $last_seat }.
portroyal-event-deadlock = 🏁 Nikdo už nemůže otočit žádnou kartu: hra teď končí.
portroyal-event-you_status = Ty: { $coins } 💰, { $vp } VB, ⚔{ $swords }, sleva na najímání { $discount }; v cizích tazích bereš { $picks ->
    [one] { $picks } kartu
    [few] { $picks } karty
   *[other] { $picks } karet
}, { $picks_left ->
    [0] teď už žádnou.
    [one] teď ještě můžeš vzít { $picks_left }.
    [few] teď ještě můžeš vzít { $picks_left }.
   *[other] teď ještě můžeš vzít { $picks_left }.
}

## Kdo je na tahu (řádek pod herní plochou)

portroyal-phase-discover = { $seat } objevuje: { $revealed ->
    [0] otočit kartu.
   *[other] otočit další kartu, nebo přestat.
}
portroyal-phase-repel = { $seat } se rozhoduje: loď odrazit, nebo ji nechat ve vystavovací oblasti.
portroyal-phase-trade = { $seat } obchoduje: vzít kartu z výstavy, nebo skončit.
portroyal-phase-others = { $seat } si smí vzít kartu z výstavy (za 1 minci hráči na tahu), nebo pasovat.
portroyal-phase-bust = Tah hráče { $seat } skončil druhou lodí: ještě může získat expedici, nebo tah ukončit.
portroyal-phase-over = Hra skončila.

## Karty

portroyal-thing-ship = { $colour } loď ⚔{ $strength } 💰{ $coins }
portroyal-thing-person = { $name } ({ $vp } VB)
portroyal-thing-expedition = Expedice { $needs } ({ $vp } VB, +{ $coins } 💰)
portroyal-thing-tax = Zvýšení daní ({ $bonus })

portroyal-term-colour-yellow = Žlutá
portroyal-term-colour-blue = Modrá
portroyal-term-colour-green = Zelená
portroyal-term-colour-red = Červená
portroyal-term-colour-black = Černá
portroyal-term-strength-skull = ☠
portroyal-term-name-trader_yellow = Žlutý obchodník
portroyal-term-name-trader_blue = Modrý obchodník
portroyal-term-name-trader_green = Zelený obchodník
portroyal-term-name-trader_red = Červený obchodník
portroyal-term-name-trader_black = Černý obchodník
portroyal-term-name-settler = Osadník 🛖
portroyal-term-name-captain = Kapitán ⚓
portroyal-term-name-priest = Kněz ✝
portroyal-term-name-jack_of_all_trades = Jack-of-all-Trades ✳
portroyal-term-name-sailor = Námořník ⚔1
portroyal-term-name-pirate = Pirát ⚔2
portroyal-term-name-mademoiselle = Mademoiselle
portroyal-term-name-jester = Šašek
portroyal-term-name-admiral = Admirál
portroyal-term-name-governor = Guvernér
portroyal-term-needs-hut = 🛖
portroyal-term-needs-anchor = ⚓
portroyal-term-needs-cross = ✝
portroyal-term-bonus-most_swords = nejvíce šavlí
portroyal-term-bonus-fewest_vp = nejméně VB

## Volby stolu

portroyal-option-governor_immediate_pick = Guvernér najatý během braní karet přidá svou kartu navíc hned (vypnuto: až od tvé další příležitosti).
portroyal-option-expedition_end_variant = Varianta konce: konec vyžaduje 12+ VB a expedici u téhož hráče a vyhrát může jen hráč s expedicí.
portroyal-option-claim_after_bust = Hráč na tahu může i po druhé lodi stejné barvy ještě získat expedice, než tah přejde dál.
portroyal-option-start_player = Kdo začíná: první místo (hostitel), nebo náhodný hráč.

## Konec hry

portroyal-tiebreak-coins = Shoda ve VB: vyhrává ten, kdo má víc mincí.
portroyal-tiebreak-shared = Shoda ve VB i mincích: sdílené vítězství.

## Legenda: co znamená každá ikona na herní ploše

portroyal-icon-discover = objevování: hráč na tahu otáčí karty
portroyal-icon-repel = loď lze odrazit
portroyal-icon-trade = vezmi si kartu (číslo: kolik jich ještě smíš vzít)
portroyal-icon-others = ostatní hráči nakupují
portroyal-icon-bust = konec tahu: loď stejné barvy podruhé
portroyal-icon-round = kolo; u jména: hráč, který kolo začíná
portroyal-icon-final_round = poslední kolo
portroyal-icon-draw_pile = dobírací balíček
portroyal-icon-discard_pile = odkládací balíček
portroyal-icon-harbor = přístav (číslo: jeho karty)
portroyal-icon-harbor_colours = barvy lodí v přístavu: druhá loď vybarvené barvy ukončí tah
portroyal-icon-ship_yellow = žlutá loď (●)
portroyal-icon-ship_blue = modrá loď (■)
portroyal-icon-ship_green = zelená loď (▲)
portroyal-icon-ship_red = červená loď (◆)
portroyal-icon-ship_black = černá loď (✚)
portroyal-icon-swords = šavle (síla lodi; Námořník ⚔1)
portroyal-icon-unstoppable = loď, kterou žádné šavle neodrazí
portroyal-icon-coins = mince (cena, odměna, nebo kolik jich hráč má)
portroyal-icon-vp = vítězné body
portroyal-icon-expedition = expedice
portroyal-icon-tax = zvýšení daní
portroyal-icon-trader = Obchodník (+1 mince za lodě jeho barvy)
portroyal-icon-pirate = Pirát (2 šavle)
portroyal-icon-captain = Kapitán
portroyal-icon-settler = Osadník
portroyal-icon-priest = Kněz
portroyal-icon-jack_of_all_trades = Jack-of-all-Trades
portroyal-icon-mademoiselle = Mademoiselle (−1 z ceny postavy)
portroyal-icon-admiral = Admirál (+2 mince, když tvoje příležitost brát začíná s 5+ kartami)
portroyal-icon-jester = Šašek (+1 mince za prázdnou vystavovací oblast, nebo když někomu tah skončí druhou lodí)
portroyal-icon-governor = Guvernér (+1 karta pokaždé, když bereš)
portroyal-icon-active = hráč na tahu
portroyal-icon-waiting = čeká se na tohoto hráče
portroyal-icon-you = ty
portroyal-icon-winner = vítěz

## Deska slovy (její alternativní text): co obrázek ukazuje, nejdůležitější napřed

portroyal-fact-standing = { $seat }: { $vp } VB, { $coins ->
    [one] { $coins } mince
    [few] { $coins } mince
   *[other] { $coins } mincí
}, { $swords ->
    [one] { $swords } šavle
    [few] { $swords } šavle
   *[other] { $swords } šavlí
}.
portroyal-fact-round = Kolo { $round }.
portroyal-fact-final_round = Kolo { $round }, poslední.
portroyal-fact-harbor = Výstava: { $cards }.
portroyal-fact-harbor_empty = Výstava je prázdná.
portroyal-fact-pending = Loď lze odrazit: { $card }.
portroyal-fact-picks = { $seat } smí vzít ještě { $picks ->
    [one] { $picks } kartu
    [few] { $picks } karty
   *[other] { $picks } karet
}.
portroyal-fact-expeditions = Otevřené expedice: { $cards }.
portroyal-fact-display = { $seat } má: { $cards }.
portroyal-fact-piles = Dobírací balíček: { $draw ->
    [one] { $draw } karta
    [few] { $draw } karty
   *[other] { $draw } karet
}; odkládací balíček: { $discard ->
    [one] { $discard } karta
    [few] { $discard } karty
   *[other] { $discard } karet
}.
portroyal-fact-discard_top = Navrchu odkládacího balíčku: { $card }.
portroyal-thing-times = { $count ->
    [1] { $card }
   *[other] { $count } × { $card }
}

# The focus picture's facts (its alt text): what the picture beside the board shows.
portroyal-focus-harbor = Přístav: { $cards }.
portroyal-focus-tableau = { $seat }: mince { $coins }, VB { $vp }, meče { $swords }.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
portroyal-reason-bust_odds = { $bad } z { $pool } karet, které mohou přijít, by tě připravilo o tah
portroyal-reason-avoids_bust = zastaví před další kartou: { $bad } z { $pool } karet by tě připravilo o tah
portroyal-reason-others_take = { $seat } získá { $card } v { $percent } % simulací, kde ho nevezmeš ty
