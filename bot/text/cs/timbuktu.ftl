# Timbuktu česky, se slovníkem českých pravidel (ohrada, místo, výměnné políčko, karty zlodějů,
# sada, etapa, kolo, etapový a startovní kámen, zlato, káva, pepř, sůl, voda). Ohrada a zboží
# stojí ve větě za dvojtečkou nebo za „×“, aby zůstaly v 1. pádě.

timbuktu-title = Timbuktu
timbuktu-score = { $score ->
    [one] { $score } bod
    [few] { $score } body
   *[other] { $score } bodů
}, { $goods ->
    [one] zbyl { $goods } kus zboží
    [few] zbyly { $goods } kusy zboží
   *[other] zbylo { $goods } kusů zboží
}
timbuktu-rules =
    🐪 **Timbuktu**: doveď své velbloudy od oázy k oáze až do Timbuktu; v každé oáze udeří zloději.
    🏕 **Příprava:** velbloudi A–H (3 hráči), A–F (4) nebo A–E (5), každý se 4 kusy zboží podle desky s karavanou. Popořadě každý staví po jednom velbloudovi na startovní políčka, až má každý v každé ohradě aspoň jednoho.
    🕵 **Každá etapa:** rozdá se 5 sad karet zlodějů (ohrada + 2 místa + 2 druhy zboží); ve 3–4 hráčích leží zbylé sady zakryté mezi hráči. Svou sadu dostaneš v soukromé zprávě; `/hra ruka` ukáže všechny sady, které v etapě znáš.
    🎴 **Každé kolo:** všichni tajně vyberou kartu velblouda (🎯 Vybrat). Pak od startujícího hráče každý kartu odkryje a velbloud táhne do libovolné ohrady další oázy s volným místem, na místo s nejnižším číslem: po směrovce zdarma, do jiné ohrady za 1 kus zboží dle tvé volby, velbloud bez zboží zdarma.
    🔄 **Výměnné políčko:** vstoupí-li na ně velbloud, předá každý hráč svou sadu karet zlodějů sousedovi po své levici (i sady mezi hráči jdou dál).
    💰 **Krádeže:** když táhli všichni velbloudi, udeří zloději všech 5 sad: v dané ohradě přijdou velbloudi na obou místech o všechno zboží obou druhů.
    🏁 **Hodnocení:** každý kus má tolik bodů, kolik kusů jeho druhu se odebralo ze hry; při shodě vyhrává ten, komu zbylo víc zboží; je-li i pak shoda, je vítězství společné.
    ⚙ **Čtení pravidel, která lze změnit** v `/hra nová`: každý nakládá své velbloudy sám (`cargo=own`), zbylé vlastní zboží se počítá (`leftovers_count=yes`), začíná první místo (`start_player=first`), zloději před rozmístěním (`thieves_before_placement=yes`), karty velbloudů se odkrývají najednou (`reveal_together=yes`) a sady karet (`space_cards`, `goods_cards`, `arrows`).

## Akce (popisky tlačítek: nejvýš 80 znaků)

timbuktu-action-load = 🐪 { $camel }: { $goods }
timbuktu-action-place = 🐪 { $camel } → { $pen }, místo { $space } ({ $goods })
# A camel's branch of a placement menu: the camel with its cargo; inside it, where it goes.
timbuktu-branch-place = 🐪 Velbloud { $camel } — { $goods }
timbuktu-picked-place = { $pen }, místo { $space }
timbuktu-action-choose_camel = 🐪 Velbloud { $camel } ({ $goods })
timbuktu-action-go = { $pen }, místo { $space }{ $spot }: zdarma
timbuktu-action-go_unladen = { $pen }, místo { $space }{ $spot }: zdarma (bez zboží)
timbuktu-action-go_pay = { $pen }, místo { $space }{ $spot }: zaplatit 1 × { $good }

## Skupiny nabídky

timbuktu-group-mixed = Čtyři různé druhy zboží
timbuktu-group-double = Jeden druh dvakrát
timbuktu-group-gold = 2 × 🪙 zlato
timbuktu-group-coffee = 2 × ☕ káva
timbuktu-group-pepper = 2 × 🌶️ pepř
timbuktu-group-salt = 2 × 🧂 sůl
timbuktu-group-water = 2 × 💧 voda
timbuktu-group-A = 🐪 Velbloud A
timbuktu-group-B = 🐪 Velbloud B
timbuktu-group-C = 🐪 Velbloud C
timbuktu-group-D = 🐪 Velbloud D
timbuktu-group-E = 🐪 Velbloud E
timbuktu-group-F = 🐪 Velbloud F
timbuktu-group-G = 🐪 Velbloud G
timbuktu-group-H = 🐪 Velbloud H
timbuktu-group-palm = 🌴 Ohrada s palmou (za zboží)
timbuktu-group-lamp = 🪔 Ohrada s lampou (za zboží)
timbuktu-group-star = ⭐ Ohrada s hvězdou (za zboží)
timbuktu-group-scimitar = 🗡️ Ohrada se šavlí (za zboží)
timbuktu-group-moon = 🌙 Ohrada s měsícem (za zboží)

## Události

timbuktu-event-game_started = 🐪 Do Timbuktu vedou { $stages ->
    [one] { $stages } etapa
    [few] { $stages } etapy
   *[other] { $stages } etap
}, velbloudů na hráče: { $camels } ({ $cargo }). Etapový a startovní kámen má { $start_seat }.
timbuktu-event-you_loaded = Naloženo, velbloud { $camel }: { $goods }.
timbuktu-event-loading_done = { $seat } má naložené všechny velbloudy.
timbuktu-event-cargo_revealed = Všechny karavany jsou naložené; desky s karavanami teď vidí všichni.
timbuktu-event-placement_started = Velbloudi se staví na startovní políčka po jednom, začíná { $seat }.
timbuktu-event-placed = { $seat } staví velblouda { $camel }: { $pen }, místo { $space }.
timbuktu-event-camel_chosen = { $seat }: karta velblouda vybrána.
timbuktu-event-camels_chosen = 🎴 Karty velbloudů vybrány: { $seats }.
timbuktu-event-you_chose = Tvoje volba: velbloud { $camel }.
timbuktu-event-camels_revealed = 🎴 Karty velbloudů odkryty, v pořadí tahu ({ $seats }): { $camels }.
timbuktu-event-camel_revealed = 🎴 { $seat } odkrývá velblouda { $camel }.
timbuktu-event-moved = { $seat } táhne velbloudem { $camel }: { $pen }, místo { $space }, zdarma.
timbuktu-event-moved_paid = { $seat } táhne velbloudem { $camel }: { $pen }, místo { $space }, platí 1 × { $good } (hodnota teď { $value }).
timbuktu-event-moved_unladen = { $seat } táhne velbloudem { $camel } bez zboží: { $pen }, místo { $space }.
timbuktu-event-thief_set = 🕵 { $via ->
    [pass] Tvoje nová sada karet zlodějů
   *[other] Tvoje sada karet zlodějů
}: { $set }. { $seen ->
    [one] Je to první sada, kterou v této etapě znáš.
    [few] V této etapě už znáš { $seen } sady (`/hra ruka`).
   *[other] V této etapě už znáš { $seen } sad (`/hra ruka`).
}
timbuktu-event-sets_passed = 🔄 { $seat }: velbloud na výměnném políčku: každý hráč předá svou sadu karet zlodějů sousedovi po své levici.
timbuktu-event-stage_started = 🏜 Etapa { $stage }, cíl: { $area }. { $start_seat } tvoří a rozdává sady karet zlodějů.
timbuktu-event-round_started = Etapa { $stage }, kolo { $round }: začíná { $seat }.
timbuktu-event-thefts = 🕵 Zloději útočí: { $thefts }.
timbuktu-thing-theft = { $set } { $losses_count ->
    [0] nekradou nic
   *[other] kradou { $losses }
}
timbuktu-event-stage_over = Etapa { $stage } skončila ({ $area }). Hodnoty zboží: { $values }.
timbuktu-event-sets_seen = { $count ->
    [0] 🕵 Zatím neznáš žádnou sadu karet zlodějů.
    [one] 🕵 Sada karet zlodějů, kterou znáš z etapy { $stage }: { $sets }.
    [few] 🕵 Sady karet zlodějů, které znáš z etapy { $stage } (ta, kterou držíš, je poslední): { $sets }.
   *[other] 🕵 Sady karet zlodějů, které znáš z etapy { $stage } (ta, kterou držíš, je poslední): { $sets }.
}

## Kdo je na tahu (řádek pod plánem)

timbuktu-phase-load = Nakládání velbloudů: čeká se na { $seats } (🎯 Vybrat).
timbuktu-phase-place = { $seat } staví velblouda na startovní políčka.
timbuktu-phase-choose = Etapa { $stage }, kolo { $round }: kartu velblouda ještě { $count ->
    [one] vybírá
    [few] vybírají
   *[other] vybírají
} { $seats } (🎯 Vybrat).
timbuktu-phase-move = Etapa { $stage }, kolo { $round }: { $seat } táhne velbloudem { $camel }, vyber ohradu.
timbuktu-phase-over = Hra skončila.

## Věci

timbuktu-thing-thief_set = [{ $pen } · místa { $spaces } · { $goods }]
timbuktu-thing-values = 🪙 { $gold }, ☕ { $coffee }, 🌶️ { $pepper }, 🧂 { $salt }, 💧 { $water }
timbuktu-thing-loss = { $seat }: 🐪 { $camel } −{ $count } × { $good }

## Pojmy

timbuktu-term-area-start = start
timbuktu-term-area-oasis1 = první oáza
timbuktu-term-area-oasisA = oáza A
timbuktu-term-area-oasisB = oáza B
timbuktu-term-area-oasis2 = předposlední oáza
timbuktu-term-area-timbuktu = Timbuktu
timbuktu-term-pen-palm = 🌴 palma
timbuktu-term-pen-lamp = 🪔 lampa
timbuktu-term-pen-star = ⭐ hvězda
timbuktu-term-pen-scimitar = 🗡️ šavle
timbuktu-term-pen-moon = 🌙 měsíc
timbuktu-term-good-gold = 🪙 zlato
timbuktu-term-good-coffee = ☕ káva
timbuktu-term-good-pepper = 🌶️ pepř
timbuktu-term-good-salt = 🧂 sůl
timbuktu-term-good-water = 💧 voda
timbuktu-term-goods-gold = zlato
timbuktu-term-goods-coffee = káva
timbuktu-term-goods-pepper = pepř
timbuktu-term-goods-salt = sůl
timbuktu-term-goods-water = voda
timbuktu-term-cargo-printed = předtištěné zboží
timbuktu-term-cargo-own = hráči nakládají sami
timbuktu-term-spot-exchange = {" "}🔄
timbuktu-term-spot-plain = {""}

## Volby stolu

timbuktu-option-cargo = Zboží: podle desky s karavanou (printed), nebo každý naloží své velbloudy sám, 3–4 druhy na velblouda (own).
timbuktu-option-leftovers_count = Vlastní nakládání: zboží, které zbude, se počítá jako odebrané ze hry (zvyšuje hodnoty).
timbuktu-option-start_player = Kdo začíná: náhodný hráč, nebo první místo (zakladatel stolu).
timbuktu-option-thieves_before_placement = Sady karet zlodějů první etapy se rozdají před rozmístěním velbloudů (pravidla: až po něm).
timbuktu-option-reveal_together = Všechny karty velbloudů se odkryjí naráz před tahy (pravidla: po jedné, v pořadí tahu).
timbuktu-option-space_cards = Karty míst: 1-3 1-5 2-4 2-5 3-4 (balanced_34), nebo 1-3 1-5 2-3 2-4 4-5 (balanced_23).
timbuktu-option-goods_cards = Tři karty zboží kromě voda-zlato a sůl-pepř, pojmenované podle dvojice, kterou kříží.
timbuktu-option-arrows = Směrovky vedou zdarma do téže ohrady a do další (same_or_next), nebo do předchozí (same_or_previous).

## Konec hry

timbuktu-tiebreak-goods = Shoda v bodech: vyhrává ten, komu zbylo víc zboží.
timbuktu-tiebreak-shared = Shoda v bodech i ve zboží: vítězství je sdílené.

## Legenda: co znamená každá ikona na plánu

timbuktu-icon-stage = etapa (nyní / celkem); u jména: má kámen etapy
timbuktu-icon-round = kolo (nyní / celkem); u jména: má kámen kola
timbuktu-icon-stage_stone = kdo má kameny (v jeho barvě)
timbuktu-icon-waiting = čekáme na tyto hráče
timbuktu-icon-mover = velbloud, který právě táhne
timbuktu-icon-winner = vítěz; takto označená oblast je Timbuktu
timbuktu-icon-seat = barva a tvar hráče (červený ◆, modrý ■, bílý ●, černý ✚, žlutý ▲)
timbuktu-icon-token = velbloud: jeho písmeno, barva a tvar jeho hráče
timbuktu-icon-hidden = zboží, které ještě není vidět
timbuktu-icon-pen_palm = ohrada s palmou
timbuktu-icon-pen_lamp = ohrada s lampou
timbuktu-icon-pen_star = ohrada s hvězdou
timbuktu-icon-pen_scimitar = ohrada se šavlí
timbuktu-icon-pen_moon = ohrada s měsícem
timbuktu-icon-exchange = výměnné políčko: když sem vstoupí velbloud, předá každý hráč svou sadu zlodějů sousedovi po své levici
timbuktu-icon-exchange_space = žlutý rámeček výměnného políčka
timbuktu-icon-arrow = ohrady pod šipkou: z této ohrady do nich zdarma
timbuktu-icon-good_gold = zlato
timbuktu-icon-good_coffee = káva
timbuktu-icon-good_pepper = pepř
timbuktu-icon-good_salt = sůl
timbuktu-icon-good_water = voda
timbuktu-icon-thief = sady zlodějů (ohrada, dvě místa, dva druhy zboží)
timbuktu-icon-robbed = místo, které vykradli zloději (červený roh)
timbuktu-icon-score = body
timbuktu-icon-you = ty: sady, které jsi v této etapě viděl, tvůj zvolený velbloud

## Deska slovy (její alternativní text): co obrázek ukazuje, nejdůležitější napřed

timbuktu-fact-winners = Vítězí { $seats }.
timbuktu-fact-standing = { $seat }: { $stands }.
timbuktu-thing-score = { $score ->
    [one] { $score } bod
    [few] { $score } body
   *[other] { $score } bodů
}; veze zlato { $gold }, kávu { $coffee }, pepř { $pepper }, sůl { $salt }, vodu { $water }
timbuktu-thing-hidden = zboží a body skryté, dokud se nakládá
timbuktu-fact-your_sets = Sady zlodějů, které jsi viděl: { $sets }.
timbuktu-fact-your_camel = Tvůj vybraný velbloud: { $camel }.
timbuktu-fact-stage = Etapa { $stage } z { $stages }, kolo { $round } z { $rounds }.
timbuktu-fact-revealed = Odkrytí velbloudi: { $camels }.
timbuktu-thing-camel = { $seat } { $camel }
timbuktu-fact-area = { $role ->
    [leaving] Odtud velbloudi odcházejí ({ $area }):
   *[entering] Sem velbloudi vstupují ({ $area }):
}
timbuktu-fact-pen = Ohrada { $pen }: { $camels }.
timbuktu-thing-camel_at = { $seat } { $camel } na místě { $space }
timbuktu-fact-unplaced = { $seat }: zbývá postavit { $count ->
    [one] { $count } velblouda
    [few] { $count } velbloudy
   *[other] { $count } velbloudů
}.
timbuktu-fact-values = Hodnota zboží: zlato { $gold }, káva { $coffee }, pepř { $pepper }, sůl { $salt }, voda { $water }.
timbuktu-fact-thefts = Poslední zloději udeřili ({ $area }): { $sets }.

# The focus picture's facts (its alt text): what the picture beside the board shows.
timbuktu-focus-camel = Velbloud { $camel } ({ $goods }) může do { $pen }.
timbuktu-focus-camel_hidden = Velbloud { $camel } může do { $pen }.
timbuktu-focus-camel_card = Velbloud { $camel }: { $goods }.
timbuktu-focus-to_choose = { $seat } vybírá z velbloudů { $camels }.
timbuktu-focus-camel_card_hidden = Velbloud { $camel }.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
timbuktu-reason-camel_worth = velbloud { $camel }: jeho zboží ti na konci může vynést asi { $points } bodů
timbuktu-reason-spot_safe = { $pen }: pokud víš, žádné tvé zboží tam není v ohrožení
timbuktu-reason-spot_risk = { $pen }: zloději ti tam nejspíš vezmou { $good } ({ $percent } %)
