# Port Royal українською. Карти в дієслівних фразах стоять після двокрапки («Найняти: Капітан ⚓»),
# щоб назва лишалася в називному відмінку.

portroyal-title = Port Royal
portroyal-score = { $score } ПО, { $coins } 💰, { $expeditions ->
    [one] { $expeditions } експедиція
    [few] { $expeditions } експедиції
   *[many] { $expeditions } експедицій
}
portroyal-rules =
    ⚓ **Port Royal**: наймайте персонажів, що приносять переможні очки (ПО); хто першим набере 12+ ПО, той наближає кінець гри.
    🔎 **Ваш хід, фаза 1 (Відкриття):** відкривайте карти з колоди по одній і зупиніться, коли захочете.
    • Персонажі й кораблі йдуть у гавань. Експедиції лягають окремо; підвищення податків діє одразу.
    • Другий корабель кольору, що вже є в гавані, — і ви **прогораєте**: гавань іде у скид, хід закінчується.
    • Якщо ваших шабель (Матрос ⚔1, Пірат ⚔2) не менше, ніж ⚔ нового корабля, його можна відбити (корабель із ☠ — ніколи).
    🤝 **Фаза 2 (Торгівля й наймання):** візьміть 1 карту (4 кольори кораблів у гавані: 2, усі 5 кольорів: 3), +1 за кожного Губернатора.
    • Корабель: отримайте його монети (+1 за кожного Торговця його кольору). Персонаж: заплатіть його ціну (−1 за кожну Мадемуазель).
    • Потім кожен інший гравець по черзі може взяти 1 карту (+1 за Губернатора) і платить вам 1 монету за карту.
    • Карти, що лишилися в гавані, йдуть у скид; хід переходить до наступного гравця.
    💰 **Монети** — це карти з колоди сорочкою догори; на початку кожен має 3. Коли колода закінчується, скид перетасовують.
    📜 **Підвищення податків:** кожен, хто має 12+ монет, втрачає половину (з округленням униз); потім гравці з найбільшою кількістю шабель
    або з найменшою кількістю ПО (як указано на карті) отримують по 1 монеті, за нічиєї — усі.
    🗺 **Експедиції:** у свій хід скиньте персонажів із потрібними символами (Поселенець 🛖, Капітан ⚓, Священник ✝;
    Майстер на всі руки — будь-який один символ), і експедиція ваша: її ПО й монети.
    🎭 **Уміння персонажів** (діє кожна карта):
    • Адмірал: +2 монети, якщо на початку вашої нагоди брати в гавані 5+ карт.
    • Блазень: +1 монета, якщо на вашу нагоду (не у ваш хід) гавань порожня, і +1 монета, коли хтось прогорає.
    • Губернатор: +1 карта щоразу, коли берете. Мадемуазель: −1 до ціни найму. Торговець: +1 монета за кораблі його кольору.
    🏁 **Кінець:** щойно хтось має 12+ ПО, раунд догравають, щоб усі зробили однакову кількість ходів.
    Перемагає той, хто має найбільше ПО; за нічиєї — більше монет, інакше перемога спільна.
    ⚙ **Тлумачення, які можна змінити** в `/гра нова`: найнятий Губернатор діє одразу (`governor_immediate_pick=yes`), 12 ПО закінчують гру лише з експедицією (`expedition_end_variant=yes`), без експедицій після перебору (`claim_after_bust=no`), випадковий перший гравець (`start_player=random`).

## Дії (написи на кнопках: до 80 символів)

portroyal-action-draw = 🂠 Відкрити карту
portroyal-action-stop = ✋ Зупинитися й торгувати (взяти { $picks ->
    [one] { $picks } карту
    [few] { $picks } карти
   *[many] { $picks } карт
})
portroyal-action-end = ⏭ Завершити хід
portroyal-action-repel = ⚔ Відбити: { $card }
portroyal-action-keep = ⚓ Залишити в гавані: { $card }
portroyal-action-keep_bust = 💥 Залишити: { $card } — і прогоріти!
portroyal-action-take_ship = Взяти: { $card } (+{ $coins } 💰)
portroyal-action-take_ship_pay = Взяти: { $card } (+{ $coins } 💰, 1 💰 активному гравцеві)
portroyal-action-hire = Найняти: { $card } за { $cost } 💰
portroyal-action-hire_pay = Найняти: { $card } за { $cost } 💰 + 1 активному гравцеві
portroyal-action-done = ✅ Більше не брати карт
portroyal-action-pass = ⏭ Пас
portroyal-action-claim = 🗺 Виконати: { $card }{ $jacks ->
    [0] {""}
    [one] , з { $jacks } Майстром на всі руки
    [few] , з { $jacks } Майстрами на всі руки
   *[many] , з { $jacks } Майстрами на всі руки
}

## Події

portroyal-event-turn = 🔔 Раунд { $round }, хід { $turn }: активний гравець — { $seat }.
portroyal-event-revealed = { $seat } відкриває карту: { $card }.
portroyal-event-repelled = ⚔ { $seat } відбиває: { $card } (⚔{ $swords }).
portroyal-event-bust = 💥 { $seat } прогорає: { $card }! Гавань іде у скид.
portroyal-event-jester_paid = 🃏 { $seat } отримує { $coins } 💰 від { $jesters ->
    [1] Блазня
   *[other] Блазнів
}.
portroyal-event-tax = 📜 Підвищення податків! Кожен, хто має 12 або більше 💰, втрачає половину.
portroyal-event-tax_paid = 📜 { $seat } сплачує { $coins } 💰 податку; лишається { $left } 💰.
portroyal-event-tax_bonus = 📜 Податковий бонус ({ $bonus }: { $value }): { $seats } { $seats_count ->
    [1] отримує
   *[other] отримують по
} 1 💰.
portroyal-event-expedition_found = 🗺 Відкрито експедицію, її можна виконати: { $card }.
portroyal-event-expedition_claimed = 🗺 { $seat } виконує: { $card }. Скинуто: { $persons }; +{ $vp } ПО і { $coins } 💰.
portroyal-event-ship_taken = { $seat } бере: { $card } і отримує { $coins } 💰.
portroyal-event-person_hired = { $seat } наймає: { $card } за { $cost } 💰.
portroyal-event-compensation = { $from_seat } платить гравцеві { $to_seat } { $coins } 💰.
portroyal-event-admiral_paid = 🎖 { $seat } отримує { $coins } 💰 від { $admirals ->
    [1] Адмірала
   *[other] Адміралів
}.
portroyal-event-reshuffle = 🔀 Скид ({ $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
}) перетасовано в нову колоду.
portroyal-event-stopped = ✋ { $seat } зупиняється: у гавані { $harbor ->
    [one] { $harbor } карта
    [few] { $harbor } карти
   *[many] { $harbor } карт
}.
portroyal-event-trade_start = { $seat } може взяти { $picks ->
    [one] { $picks } карту
    [few] { $picks } карти
   *[many] { $picks } карт
} ({ $colours ->
    [0] у гавані ще немає кораблів
    [one] { $colours } колір кораблів у гавані
    [few] { $colours } кольори кораблів у гавані
   *[many] { $colours } кольорів кораблів у гавані
}).
portroyal-event-chance = { $seat } може взяти з гавані { $picks ->
    [one] { $picks } карту
    [few] { $picks } карти
   *[many] { $picks } карт
} (там { $harbor }).
portroyal-event-done = { $seat } більше не бере карт.
portroyal-event-passed = { $seat } пасує.
portroyal-event-no_cards = { $seat } не може нічого відкрити: і колода, і скид порожні.
portroyal-event-harbor_cleared = { $count ->
    [one] { $count } карта, що лишилася в гавані, іде у скид.
    [few] { $count } карти, що лишилися в гавані, ідуть у скид.
   *[many] { $count } карт, що лишилися в гавані, ідуть у скид.
}
portroyal-event-end_triggered = 🏁 { $seat } має { $vp } ПО! Раунд доіграємо до кінця; останній хід — за { $last_seat }.
portroyal-event-deadlock = 🏁 Ніхто більше не може відкрити жодної карти: гра закінчується зараз.
portroyal-event-you_status = Ви: { $coins } 💰, { $vp } ПО, ⚔{ $swords }, знижка на наймання { $discount }; на чужих ходах берете { $picks ->
    [one] { $picks } карту
    [few] { $picks } карти
   *[many] { $picks } карт
}, { $picks_left ->
    [0] зараз — жодної.
    [one] зараз можна взяти ще { $picks_left }.
    [few] зараз можна взяти ще { $picks_left }.
   *[many] зараз можна взяти ще { $picks_left }.
}

## Чий хід (рядок під полем)

portroyal-phase-discover = { $seat } відкриває карти: { $revealed ->
    [0] відкрити карту.
   *[other] ще одну чи зупинитися.
}
portroyal-phase-repel = { $seat } вирішує: відбити корабель чи залишити його в гавані.
portroyal-phase-trade = { $seat } торгує: бере карту з гавані або завершує.
portroyal-phase-others = { $seat } може взяти карту з гавані (заплативши 1 монету активному гравцеві) або спасувати.
portroyal-phase-bust = { $seat } прогорає: можна виконати експедицію або завершити хід.
portroyal-phase-over = Гру завершено.

## Карти

portroyal-thing-ship = { $colour } корабель ⚔{ $strength } 💰{ $coins }
portroyal-thing-person = { $name } ({ $vp } ПО)
portroyal-thing-expedition = Експедиція { $needs } ({ $vp } ПО, +{ $coins } 💰)
portroyal-thing-tax = Підвищення податків ({ $bonus })

portroyal-term-colour-yellow = Жовтий
portroyal-term-colour-blue = Синій
portroyal-term-colour-green = Зелений
portroyal-term-colour-red = Червоний
portroyal-term-colour-black = Чорний
portroyal-term-strength-skull = ☠
portroyal-term-name-trader_yellow = Жовтий торговець
portroyal-term-name-trader_blue = Синій торговець
portroyal-term-name-trader_green = Зелений торговець
portroyal-term-name-trader_red = Червоний торговець
portroyal-term-name-trader_black = Чорний торговець
portroyal-term-name-settler = Поселенець 🛖
portroyal-term-name-captain = Капітан ⚓
portroyal-term-name-priest = Священник ✝
portroyal-term-name-jack_of_all_trades = Майстер на всі руки ✳
portroyal-term-name-sailor = Матрос ⚔1
portroyal-term-name-pirate = Пірат ⚔2
portroyal-term-name-mademoiselle = Мадемуазель
portroyal-term-name-jester = Блазень
portroyal-term-name-admiral = Адмірал
portroyal-term-name-governor = Губернатор
portroyal-term-needs-hut = 🛖
portroyal-term-needs-anchor = ⚓
portroyal-term-needs-cross = ✝
portroyal-term-bonus-most_swords = найбільше шабель
portroyal-term-bonus-fewest_vp = найменше ПО

## Параметри столу

portroyal-option-governor_immediate_pick = Губернатор, найнятий під час взяття карт, одразу дає ще одну карту (вимкнено: лише з наступної нагоди).
portroyal-option-expedition_end_variant = Варіант кінця: для кінця гри потрібні 12+ ПО й експедиція в одного гравця, і виграти може лише гравець з експедицією.
portroyal-option-claim_after_bust = Активний гравець, що прогорів, ще може виконати експедиції, перш ніж хід перейде далі.
portroyal-option-start_player = Хто починає: перше місце (господар) чи випадковий гравець.

## Кінець гри

portroyal-tiebreak-coins = Нічия за ПО: перемагає той, у кого більше монет.
portroyal-tiebreak-shared = Нічия за ПО й монетами: перемога спільна.

## Легенда: що означає кожен значок на полі

portroyal-icon-discover = відкриття: активний гравець відкриває карти
portroyal-icon-repel = корабель можна відбити
portroyal-icon-trade = взяти карту (число: скільки ще можна взяти)
portroyal-icon-others = інші гравці купують карти
portroyal-icon-bust = прогар: колір корабля випав удруге
portroyal-icon-round = раунд; біля імені: перший гравець раунду
portroyal-icon-final_round = останній раунд
portroyal-icon-draw_pile = колода
portroyal-icon-discard_pile = скид
portroyal-icon-harbor = гавань (число: її карти)
portroyal-icon-harbor_colours = кольори кораблів у гавані: другий корабель зафарбованого кольору — прогар
portroyal-icon-ship_yellow = жовтий корабель (●)
portroyal-icon-ship_blue = синій корабель (■)
portroyal-icon-ship_green = зелений корабель (▲)
portroyal-icon-ship_red = червоний корабель (◆)
portroyal-icon-ship_black = чорний корабель (✚)
portroyal-icon-swords = шаблі (сила корабля; Матрос ⚔1)
portroyal-icon-unstoppable = корабель, якого не відбити жодними шаблями
portroyal-icon-coins = монети (ціна, винагорода або скільки їх має гравець)
portroyal-icon-vp = переможні очки
portroyal-icon-expedition = експедиція
portroyal-icon-tax = підвищення податків
portroyal-icon-trader = Торговець (+1 монета за кораблі його кольору)
portroyal-icon-pirate = Пірат (2 шаблі)
portroyal-icon-captain = Капітан
portroyal-icon-settler = Поселенець
portroyal-icon-priest = Священник
portroyal-icon-jack_of_all_trades = Майстер на всі руки
portroyal-icon-mademoiselle = Мадемуазель (−1 до ціни найму)
portroyal-icon-admiral = Адмірал (+2 монети, якщо на початку вашої нагоди брати в гавані 5+ карт)
portroyal-icon-jester = Блазень (+1 монета за порожню гавань або коли хтось прогорає)
portroyal-icon-governor = Губернатор (+1 карта щоразу, коли берете)
portroyal-icon-active = активний гравець
portroyal-icon-waiting = чекаємо на цього гравця
portroyal-icon-you = ви
portroyal-icon-winner = переможець

## Дошка словами (її альтернативний текст): що показує зображення, найважливіше спершу

portroyal-fact-standing = { $seat }: { $vp } ПО, { $coins ->
    [one] { $coins } монета
    [few] { $coins } монети
   *[many] { $coins } монет
}, { $swords ->
    [one] { $swords } шабля
    [few] { $swords } шаблі
   *[many] { $swords } шабель
}.
portroyal-fact-round = Раунд { $round }.
portroyal-fact-final_round = Раунд { $round }, останній.
portroyal-fact-harbor = Гавань: { $cards }.
portroyal-fact-harbor_empty = Гавань порожня.
portroyal-fact-pending = Корабель можна відбити: { $card }.
portroyal-fact-picks = { $seat } може взяти ще { $picks ->
    [one] { $picks } карту
    [few] { $picks } карти
   *[many] { $picks } карт
}.
portroyal-fact-expeditions = Відкриті експедиції: { $cards }.
portroyal-fact-display = Перед { $seat }: { $cards }.
portroyal-fact-piles = Колода: { $draw ->
    [one] { $draw } карта
    [few] { $draw } карти
   *[many] { $draw } карт
}; скид: { $discard ->
    [one] { $discard } карта
    [few] { $discard } карти
   *[many] { $discard } карт
}.
portroyal-fact-discard_top = Зверху скиду: { $card }.
portroyal-thing-times = { $count ->
    [1] { $card }
   *[other] { $count } × { $card }
}

# The focus picture's facts (its alt text): what the picture beside the board shows.
portroyal-focus-harbor = Гавань: { $cards }.
portroyal-focus-tableau = { $seat }: монет { $coins }, ПО { $vp }, шабель { $swords }.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
portroyal-reason-bust_odds = { $bad } з { $pool } карт, які можуть відкритися, розорили б вас
portroyal-reason-avoids_bust = зупинка перед наступною картою: { $bad } з { $pool } карт розорили б вас
portroyal-reason-others_take = { $seat } отримує { $card } у { $percent } % розіграшів, де ви цього не робите
