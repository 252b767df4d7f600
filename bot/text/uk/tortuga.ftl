# Tortuga 1667 українською. Назви кораблів стоять у лапках після родового слова («на кораблі
# «Веселий Роджер»»), тож відмінюється лише слово «корабель»; дієслова в теперішньому часі,
# щоб не залежати від роду гравця.

-tortuga-dutchman = «Летючий голландець»
-tortuga-roger = «Веселий Роджер»
-tortuga-galleon = Іспанський галеон
-tortuga-british-hold = британський трюм
-tortuga-french-hold = французький трюм

tortuga-title = Tortuga 1667
tortuga-rules =
    🏴‍☠️ **Tortuga 1667**: таємні команди, британці проти французів (за непарної кількості ще один голландець). Коли відкрито Іспанську армаду, перемагає команда, що має більше скарбів у трюмах свого прапора на обох кораблях і у своїй зоні Тортуги; нічия — перемога голландця, а за парної кількості — раптова смерть (перемагає перша команда, що вийде вперед).
    ⚓ **Ваш хід: 1 дія** (2 у грі вдвох). Будь-хто: сісти в шлюпку чи зійти з неї; переглянути 2 карти подій (в особисті); відкрити 1; змусити іншого гравця відкрити 1 з 2; скористатися збереженим каперським патентом.
    • Капітан (перший на кораблі): атака (голосування: 💥 і більше 🔥, ніж 💧, — 1 скарб із галеона, а коли він порожній — з іншого корабля) або висадити члена команди. Старпом: бунт (більше ☠, ніж 🛞, — капітана висаджено). Юнга (останній): перекласти 1 скарб в інший трюм. Губернатор (перший на Тортузі): бійка (прапор більшості забирає 2 скарби Тортуги; нічия — по одному).
    🗳 **Голосування**: карту вибирають приватно (кнопка «Вибрати» або `/хід`); додається верхня карта колоди; видно лише пораховані символи. Повторна висадка на Тортугу — втрата випадкової карти голосування.
    🗺 **Карта скарбів** (домашнє тлумачення): хто відкрив, віддає іншому; 2 карти дають 1 скарб із галеона в будь-який трюм.
    ⚙ **Тлумачення, які можна змінити** в `/гра нова`: зіркові події навмання (`starred_events=random`), місця в порядку приєднання (`seating=join`), будь-яка шлюпка (`rowboat_own_ship_only=no`), змушений гравець бачить одну карту (`forced_sees_both=no`), Атлантида не раз (`atlantis_reusable=yes`), Джерело молодості й проти Альбатроса (`fountain_vs_albatross=yes`), атака, навіть коли нічого взяти (`attack_without_loot=yes`), капітан може нічого не брати після вдалої атаки (`plunder_optional=yes`), Карта скарбів без дії (`treasure_map=blank`), Карта скарбів лишається тому, хто відкрив (`treasure_map_to_self=yes`).

tortuga-rules-table-starred_events-random = ⭐ **За цим столом** зіркові події взято навмання: карту, яку бот не вміє зіграти, відкривають і скидають без дії.

## Дії (написи на кнопках: не довше 80 символів)

tortuga-action-start_hold = 💰 Початковий скарб: { $side } корабля { $ship }
tortuga-action-to_rowboat = 🚣 Сісти в шлюпку корабля { $ship }
tortuga-action-from_rowboat = 🚣 Зійти { $to }
tortuga-action-view_events = 👁 Переглянути { $slots_count ->
    [one] клітинку { $slots }
    [few] клітинки { $slots }
   *[many] клітинки { $slots }
}
tortuga-action-reveal = 🂠 Відкрити клітинку { $slot }
tortuga-action-force = 👉 Змусити { $target_seat } відкрити { $slots_count ->
    [one] клітинку { $slots }
    [few] одну з клітинок { $slots }
   *[many] одну з клітинок { $slots }
}
tortuga-action-force_pick = 🂠 Відкрити: { $pick }
tortuga-action-use_marque = 📜 Патент: { $target_seat } → кінець корабля { $ship }
tortuga-action-marque_move = 📜 { $target_seat } в кінець корабля { $ship }
tortuga-action-marque_save = 📜 Зберегти каперський патент на потім
tortuga-action-pistol = 🔫 Вистрілити в { $target_seat }
tortuga-action-give_map = 🗺 Віддати Карту скарбів: { $target_seat }
tortuga-action-map_hold = 🗺 Скарб із галеона: { $side } корабля { $ship }
tortuga-action-fountain_refuse = ⛲ Випити з Джерела молодості: лишитися на місці
tortuga-action-fountain_accept = Погодитися на висадку (Джерело лишається)
tortuga-action-attack = 💥 Атака (ціль: { $source })
tortuga-action-maroon = 🏝 Висадити { $target_seat } на Тортугу
tortuga-action-mutiny = ☠ Бунт проти { $captain_seat }
tortuga-action-move_treasure = 💰 Перекласти 1 скарб: { $from_side } → { $to_side }
tortuga-action-brawl = 👊 Бійка на Тортузі
tortuga-action-plunder = 💰 Здобич: { $take_from } → { $to_side }
# A plunder from a hold with treasure on both sides: the side it comes from (the branch), then where it goes.
tortuga-branch-plunder = 💰 Здобич: { $take_from }
tortuga-picked-plunder = 💰 … → { $to_side }
tortuga-action-plunder_decline = 🚫 Нічого не брати
tortuga-action-atlantis = 🌊 Атлантида: перейти в кінець корабля { $to_ship }
tortuga-action-vote = 🗳 { $face } (карта { $card })
tortuga-action-vote_two = 🗳 Ельдорадо, 2 карти: { $face }

## Групи меню

# A face-down event card picked first: reveal it, or view it with a second one.
tortuga-group-slot_1 = 🂠 Клітинка 1
tortuga-group-slot_2 = 🂠 Клітинка 2
tortuga-group-slot_3 = 🂠 Клітинка 3
tortuga-group-slot_4 = 🂠 Клітинка 4
tortuga-group-slot_5 = 🂠 Клітинка 5
tortuga-group-force = 👉 Змусити іншого гравця відкрити
tortuga-group-marque = 📜 Скористатися каперським патентом

## Події

tortuga-event-seating = Корабель { -tortuga-dutchman }: { $dutchman_seats }. Корабель { -tortuga-roger }: { $roger_seats }.
tortuga-event-your_loyalty = 🕵 Ваша команда (таємно): **{ $team }**.
tortuga-event-your_hand = 🗳 Ваші карти голосування (атака | бійка | бунт): { $cards_count ->
    [0] не лишилося жодної.
   *[other] { $cards }
}
tortuga-event-your_seen = 👁 Карти ряду, які ви бачили: { $cards_count ->
    [0] жодної.
   *[other] { $cards }.
}
tortuga-event-turn = 🔔 Хід: { $seat }.
tortuga-event-start_hold = 💰 { $seat } кладе початковий скарб: { $side } корабля { $ship }.
tortuga-event-to_rowboat = 🚣 { $seat } сідає { $from } у шлюпку корабля { $ship }.
tortuga-event-from_rowboat = 🚣 { $seat } сходить { $to } (місце { $position }).
tortuga-event-viewed = 👁 { $seat } переглядає { $slots_count ->
    [one] клітинку { $slots }
    [few] клітинки { $slots }
   *[many] клітинки { $slots }
}.
tortuga-event-viewed_cards = 👁 Ви побачили: { $cards }.
tortuga-event-forced = 👉 { $seat } змушує { $target_seat } відкрити { $slots_count ->
    [one] клітинку { $slots }
    [few] одну з клітинок { $slots }
   *[many] одну з клітинок { $slots }
}.
tortuga-event-forced_cards = 👉 Відкрийте одну з карт: { $cards }.
tortuga-event-revealed = 🂠 { $seat } відкриває клітинку { $slot }: **{ $card }**.
tortuga-event-blank = Карту «{ $card }» відкрито й скинуто без дії.
tortuga-event-row_reshuffled = 🔀 Колода подій скінчилася: закриті карти ряду перемішано на місці (серед них Армада), відкриті клітинки більше не поповнюються.
tortuga-event-deck_reshuffled = 🔀 Скинуті карти ({ $count }) перемішано в нову колоду подій.
tortuga-event-stormy_seas = 🌊 Шторм { $place }! { $count ->
    [0] Трюми й так були порожні.
    [one] { $count } скарб повертається на галеон.
    [few] { $count } скарби повертаються на галеон.
   *[many] { $count } скарбів повертаються на галеон.
}
tortuga-event-stormy_seas_tortuga = 🌊 Шторм! Скарби Тортуги повертаються на свої місця: 1 британський і 1 французький.
tortuga-event-stormy_seas_none = 🌊 Шторм не зачіпає { $seat } у шлюпці.
tortuga-event-kept = { $seat } залишає собі відкриту карту «{ $card }».
tortuga-event-extra_vote_card = 🪙 { $seat } бере додаткову карту голосування (тепер { $cards ->
    [one] { $cards } карта
    [few] { $cards } карти
   *[many] { $cards } карт
}).
tortuga-event-drew = 🗳 Ви взяли { $card }. Ваші карти голосування: { $hand }
tortuga-event-marque_used = 📜 { $seat } відправляє { $target_seat } в кінець корабля { $ship } (місце { $position }).
tortuga-event-marque_saved = 📜 { $seat } зберігає каперський патент на потім.
tortuga-event-shot = 🔫 { $seat } стріляє в { $target_seat }!
tortuga-event-map_given = 🗺 { $seat } віддає Карту скарбів: { $target_seat }.
tortuga-event-map_kept = 🗺 { $seat } лишає Карту скарбів собі.
tortuga-event-map_set_empty = 🗺 { $seat } збирає Карти скарбів, але галеон порожній.
tortuga-event-map_treasure = 🗺 { $seat } перекладає 1 скарб із галеона: { $side } корабля { $ship }.
tortuga-event-fountain_used = ⛲ { $seat } п'є з Джерела молодості й лишається на місці ({ $cause }).
tortuga-event-captain_maroons = 🏝 Капітан { $seat } висаджує { $target_seat } на Тортугу.
tortuga-event-treasure_moved = 💰 { $seat } перекладає 1 скарб на кораблі { $ship }: { $from_side } → { $to_side }.
tortuga-event-plunder = 💰 { $seat } бере 1 скарб: { $take_from } → { $to_side } корабля { $ship }.
tortuga-event-plunder_declined = 🚫 { $seat } не бере скарбу після атаки корабля { $ship }.
tortuga-event-atlantis = 🌊 { $seat } користується Атлантидою: з корабля { $from_ship } в кінець корабля { $to_ship } (місце { $position }).
tortuga-event-vote_called = 🗳 { $seat } оголошує голосування: { $vote } { $place }. Голосують: { $voter_seats_count ->
    [0] ніхто, рахується лише карта з колоди
   *[other] { $voter_seats }
}.
tortuga-event-el_dorado_used = 🪙 { $seat } використовує Ельдорадо, щоб зіграти 2 карти.
tortuga-event-you_voted = 🗳 Ви зіграли { $cards }. Лишилися: { $hand_count ->
    [0] жодної карти голосування.
   *[other] { $hand }
}
tortuga-event-vote_result = 🗳 Голосування ({ $vote }): на картах { $symbols } → **{ $result }**
tortuga-event-marooned = 🏝 { $seat } — висадка на Тортугу ({ $cause }; місце { $position }).
tortuga-event-vote_card_lost = 🗳 Повторна висадка на Тортугу: { $seat } втрачає випадкову карту голосування (лишилося { $left }).
tortuga-event-your_card_lost = 🗳 Ви втратили { $card }. Ваші карти голосування: { $hand_count ->
    [0] жодної.
   *[other] { $hand }
}
tortuga-event-albatross = 🐦 Два Альбатроси на кораблі { $ship }: висаджено всіх ({ $seats }).
tortuga-event-eight_bells = 🔔 Вісім склянок! Новий порядок { $place }: { $line_seats }.
tortuga-event-eight_bells_none = 🔔 Вісім склянок: поруч із { $seat } нікого немає, нічого не змінюється.
tortuga-event-sudden_death = ⚖ Армада застає нічию за скарбами ({ $british }–{ $french }): раптова смерть! Армада йде, карти подій перемішано в новий ряд, перемагає перша команда, що вийде вперед.
tortuga-event-game_end = { $how ->
    [armada] ⚓ Припливає Іспанська армада!
    [sudden_death] ⚖ Команда виходить уперед у раптовій смерті!
   *[other] ⏹ Гру зупинено на межі ходів.
} Скарби: британці { $british }, французи { $french }.
tortuga-event-loyalty_revealed = 🕵 Команда { $seat }: { $team }.

## Рядок під полем

tortuga-phase-turn = { $actions_left ->
    [one] { $seat }: ваша дія.
    [few] { $seat }: ваші { $actions_left } дії.
   *[many] { $seat }: ваші { $actions_left } дій.
}
tortuga-phase-start_hold = { $seat }: покладіть початковий скарб свого корабля в трюм.
tortuga-phase-vote = 🗳 Голосування: { $vote }. Чекаємо на { $seats }: виберіть карту приватно (кнопка «Вибрати» або `/хід`).
tortuga-phase-plunder = { $seat }: заберіть здобич.
tortuga-phase-force = { $seat }: відкрийте одну з двох карт (кнопка «Вибрати» або `/хід`).
tortuga-phase-marque = { $seat }: скористайтеся каперським патентом зараз або збережіть його.
tortuga-phase-pistol = { $seat }: виберіть, у кого стріляти.
tortuga-phase-map_give = { $seat }: віддайте Карту скарбів комусь із гравців.
tortuga-phase-map_hold = { $seat }: покладіть скарб із галеона в трюм.
tortuga-phase-fountain = { $seat }: скористатися Джерелом молодості чи погодитися на висадку?
tortuga-phase-over = Гру завершено.

## Речі

tortuga-thing-event_card = { $name }
tortuga-thing-vote_card = [{ $attack } | { $brawl } | { $mutiny }]
tortuga-thing-slot_card = клітинка { $slot }: { $card }
tortuga-thing-slot = клітинка { $slot }
tortuga-thing-galleon = { -tortuga-galleon }
tortuga-thing-hold = { $side } корабля { $ship }

## Терміни

tortuga-term-name-armada = Іспанська армада
tortuga-term-name-marque = Каперський патент
tortuga-term-name-pistol = Пістоль
tortuga-term-name-albatross = Альбатрос
tortuga-term-name-black_spot = Чорна мітка
tortuga-term-name-treasure_map = Карта скарбів
tortuga-term-name-eight_bells = Вісім склянок
tortuga-term-name-stormy_seas = Шторм
tortuga-term-name-atlantis = Атлантида
tortuga-term-name-fountain = Джерело молодості
tortuga-term-name-el_dorado = Ельдорадо
tortuga-term-name-cabin_fever = Каютна гарячка
tortuga-term-name-facade = Фасад
tortuga-term-name-unknown_24 = 24-та карта
tortuga-term-team-british = Британці
tortuga-term-team-french = Французи
tortuga-term-team-dutch = Голландець
tortuga-term-ship-dutchman = { -tortuga-dutchman }
tortuga-term-ship-roger = { -tortuga-roger }
tortuga-term-from_ship-dutchman = { -tortuga-dutchman }
tortuga-term-from_ship-roger = { -tortuga-roger }
tortuga-term-to_ship-dutchman = { -tortuga-dutchman }
tortuga-term-to_ship-roger = { -tortuga-roger }
tortuga-term-place-dutchman = на кораблі { -tortuga-dutchman }
tortuga-term-place-roger = на кораблі { -tortuga-roger }
tortuga-term-place-tortuga = на Тортузі
tortuga-term-to-dutchman = на корабель { -tortuga-dutchman }
tortuga-term-to-roger = на корабель { -tortuga-roger }
tortuga-term-to-tortuga = на Тортугу
tortuga-term-from-dutchman = з корабля { -tortuga-dutchman }
tortuga-term-from-roger = з корабля { -tortuga-roger }
tortuga-term-from-tortuga = з Тортуги
tortuga-term-from-boat_dutchman = зі шлюпки
tortuga-term-from-boat_roger = зі шлюпки
tortuga-term-source-galleon = галеон
tortuga-term-source-dutchman = корабель { -tortuga-dutchman }
tortuga-term-source-roger = корабель { -tortuga-roger }
tortuga-term-side-british = { -tortuga-british-hold }
tortuga-term-side-french = { -tortuga-french-hold }
tortuga-term-to_side-british = { -tortuga-british-hold }
tortuga-term-to_side-french = { -tortuga-french-hold }
tortuga-term-from_side-british = { -tortuga-british-hold }
tortuga-term-from_side-french = { -tortuga-french-hold }
tortuga-term-vote-attack = атака
tortuga-term-vote-brawl = бійка
tortuga-term-vote-mutiny = бунт
tortuga-term-result-success = успіх
tortuga-term-result-failure = невдача
tortuga-term-result-british = британські прапори забирають скарби Тортуги
tortuga-term-result-french = французькі прапори забирають скарби Тортуги
tortuga-term-result-tie = нічия: по 1 скарбу в кожну зону
tortuga-term-cause-black_spot = Чорна мітка
tortuga-term-cause-pistol = постріл
tortuga-term-cause-maroon = наказ капітана
tortuga-term-cause-mutiny = бунт
tortuga-term-cause-albatross = Альбатрос
tortuga-term-attack-cannon = 💥
tortuga-term-attack-fire = 🔥
tortuga-term-attack-water = 💧
tortuga-term-brawl-british = 🇬🇧
tortuga-term-brawl-french = 🇫🇷
tortuga-term-mutiny-skull = ☠
tortuga-term-mutiny-helm = 🛞
tortuga-term-face-cannon = 💥 гармата
tortuga-term-face-fire = 🔥 смолоскип
tortuga-term-face-water = 💧 вода
tortuga-term-face-british = 🇬🇧 Британія
tortuga-term-face-french = 🇫🇷 Франція
tortuga-term-face-skull = ☠ череп
tortuga-term-face-helm = 🛞 штурвал
tortuga-term-symbols-cannon = 💥
tortuga-term-symbols-fire = 🔥
tortuga-term-symbols-water = 💧
tortuga-term-symbols-british = 🇬🇧
tortuga-term-symbols-french = 🇫🇷
tortuga-term-symbols-skull = ☠
tortuga-term-symbols-helm = 🛞

## Параметри столу

tortuga-option-starred_events = Які 3 зіркові події йдуть у колоду: known (Атлантида, Джерело молодості, Ельдорадо) або random (3 з 6, узяті наосліп: ніхто не знає яких, доки їх не відкриють; карту, яку бот не вміє зіграти, відкривають і скидають без дії).
tortuga-option-seating = Порядок ходів: випадковий або за порядком приєднання.
tortuga-option-rowboat_own_ship_only = З корабля можна сісти лише в шлюпку цього корабля.
tortuga-option-forced_sees_both = Змушений відкрити гравець бачить обидві карти, перш ніж вибрати.
tortuga-option-atlantis_reusable = Атлантидою можна користуватися знову й знову (інакше: один раз, потім у скид); так чи так — один перехід за вікно перед ходом.
tortuga-option-fountain_vs_albatross = Джерело молодості рятує й від Альбатроса (потім іде у скид, як після будь-якого використання).
tortuga-option-attack_without_loot = Капітан може атакувати, навіть коли нічого взяти.
tortuga-option-plunder_optional = Після вдалої атаки капітан може й нічого не брати.
tortuga-option-treasure_map = Карта скарбів: домашнє тлумачення (2 карти дають 1 скарб із галеона в будь-який трюм) або blank (без дії).
tortuga-option-treasure_map_to_self = Хто відкрив Карту скарбів, може лишити її собі (вимкнено: віддає іншому гравцеві).

## Кінець гри

tortuga-tiebreak-dutch = Команди мають порівну скарбів: перемагає голландець.
tortuga-tiebreak-sudden_death = Вирішила раптова смерть: перемогла перша команда, що вийшла вперед.
tortuga-tiebreak-limit = Гру зупинено на межі ходів; вирішили скарби, як вони лежали.

## Легенда: що означає кожен значок на полі (карти подій — з їхньою дією)

tortuga-icon-british = британці: команда, її трюми та її скарби
tortuga-icon-french = французи: команда, її трюми та її скарби
tortuga-icon-dutch = голландець (за непарної кількості гравців)
tortuga-icon-chest = скарб
tortuga-icon-vote_deck = карти голосування (колода або скільки їх у гравця)
tortuga-icon-event_deck = карти подій (колода або закрита карта в ряду)
tortuga-icon-discard = скинуті карти подій
tortuga-icon-sudden = раптова смерть
tortuga-icon-turn = номер ходу
tortuga-icon-active = чий зараз хід
tortuga-icon-pawn = фішка гравця: його номер у черговості ходів
tortuga-icon-galleon = { -tortuga-galleon }: скарби, які ще можна здобути
tortuga-icon-dutchman = { -tortuga-dutchman } (бліді подерті вітрила, ● на корпусі)
tortuga-icon-roger = { -tortuga-roger } (чорний прапор, ✚ на корпусі)
tortuga-icon-tortuga = Тортуга
tortuga-icon-rowboat = шлюпка
tortuga-icon-captain = капітан
tortuga-icon-first_mate = старпом
tortuga-icon-cabin_boy = юнга
tortuga-icon-governor = губернатор Тортуги
tortuga-icon-empty = вільне місце в черзі корабля
tortuga-icon-attack = атака; на карті голосування — гармата
tortuga-icon-fire = вогонь (за атаку)
tortuga-icon-water = вода (проти атаки)
tortuga-icon-mutiny = бунт; на карті голосування — череп (за бунт)
tortuga-icon-helm = штурвал (проти бунту)
tortuga-icon-brawl = бійка; на карті голосування — прапор команди
tortuga-icon-success = голосування вдалося
tortuga-icon-failure = голосування провалилося
tortuga-icon-event_marque = { tortuga-term-name-marque }: поставити гравця з Тортуги чи шлюпки в кінець черги будь-якого корабля — зараз або згодом (карту можна зберегти)
tortuga-icon-event_armada = { tortuga-term-name-armada }: гра одразу закінчується
tortuga-icon-event_pistol = { tortuga-term-name-pistol }: висадити на Тортугу іншого гравця
tortuga-icon-event_black_spot = { tortuga-term-name-black_spot }: того, хто її відкрив, висаджують на Тортугу
tortuga-icon-event_albatross = { tortuga-term-name-albatross }: лишається в гравця; корабель, на якому 2 альбатроси, висаджує всіх на Тортугу
tortuga-icon-event_treasure_map = { tortuga-term-name-treasure_map }: її віддають іншому гравцеві; 2 карти переносять 1 скарб із галеона в будь-який трюм
tortuga-icon-event_eight_bells = { tortuga-term-name-eight_bells }: фішки там, де стоїть той, хто відкрив, перемішують
tortuga-icon-event_stormy_seas = { tortuga-term-name-stormy_seas }: скарби корабля того, хто відкрив, повертаються на галеон (на Тортузі — 2 скарби на початкові місця)
tortuga-icon-event_atlantis = { tortuga-term-name-atlantis }: лишається в гравця; перед будь-яким ходом перейти в кінець черги іншого корабля
tortuga-icon-event_fountain = { tortuga-term-name-fountain }: лишається в гравця; один раз відмовитися від висадки (не від альбатроса)
tortuga-icon-event_el_dorado = { tortuga-term-name-el_dorado }: лишається в гравця; взяти 4-ту карту голосування й в одному голосуванні зіграти 2
tortuga-icon-event_blank = Карта, яку відкрито й скинуто без дії
tortuga-icon-event_treasure_map_blank = { tortuga-term-name-treasure_map }: за цим столом її відкривають і скидають без дії
tortuga-icon-you = ви; «Мої карти»: ваша команда, ваші карти голосування, побачені карти подій (на їхньому місці)
tortuga-icon-winner = переможець

## Дошка словами (її альтернативний текст): що показує зображення, найважливіше спершу

tortuga-fact-winners = Перемога: { $seats }.
tortuga-fact-standing = { $team }: { $treasure ->
    [one] { $treasure } скарб
    [few] { $treasure } скарби
   *[many] { $treasure } скарбів
}.
tortuga-fact-your_loyalty = Ваша вірність: { $team }.
tortuga-fact-your_votes = Ваші карти голосування: { $cards }.
tortuga-fact-your_seen = Карти подій, які ви бачили: { $cards }.
tortuga-fact-galleon = { -tortuga-galleon }: { $treasure ->
    [one] { $treasure } скарб
    [few] { $treasure } скарби
   *[many] { $treasure } скарбів
}.
tortuga-fact-ship = { $ship }: { $seats_count ->
    [0] екіпажу немає
   *[other] { $seats }, першим капітан
}; британський трюм { $british }, французький трюм { $french }.
tortuga-fact-rowboat = { $seat } у шлюпці корабля { $ship }.
tortuga-fact-island = Тортуга: { $seats_count ->
    [0] нікого
   *[other] { $seats }, першим губернатор
}; британський трюм { $british }, французький трюм { $french }.
tortuga-fact-row = Ряд подій: закритих карт { $count } з 5.
tortuga-fact-last_event = Остання карта події: { $card }.
tortuga-fact-last_vote = Останнє голосування: { $vote } ({ $place }), { $result }.
tortuga-fact-player = { $seat }: { $cards ->
    [one] { $cards } карта голосування
    [few] { $cards } карти голосування
   *[many] { $cards } карт голосування
}{ $kept_count ->
    [0] {""}
   *[other] , збережено: { $kept }
}.
tortuga-fact-decks = Колода голосування { $votes }, колода подій { $events }, скинуто { $discards }.
tortuga-fact-loyalty = { $seat }: { $team }.

# The focus picture's facts (its alt text): what the picture beside the board shows.
tortuga-focus-vote = Голосування: { $vote }, { $place }.
tortuga-focus-line = { $ship }: { $seats }.
tortuga-focus-row = Ряд подій: сорочкою догори { $count } з 5.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
tortuga-reason-team_ahead = ваша команда попереду наприкінці { $percent } % розіграшів ({ $count } з { $playouts })
tortuga-reason-teams_tied = команди нарівні наприкінці { $percent } % розіграшів ({ $count } з { $playouts })
