# Тобаґо українською, словником українських правил: всюдихід, підказка, мапа скарбів,
# жетон «Компас», кубик-відмітник, карта «Скриня», прокляття, оберіг, видобути скарб, поділ скарбів;
# місцевості: пляж, чагарі, джунглі, гори, озеро, ріка. Назва мапи стоїть у називному відмінку
# на початку фрази або після двокрапки («Сіра мапа: …»). Назви полів (F7) не перекладаються.

tobago-title = Тобаґо
tobago-score = { $score ->
    [one] { $score } монета
    [few] { $score } монети
   *[many] { $score } монет
}, { $treasure_cards ->
    [one] { $treasure_cards } карта «Скриня»
    [few] { $treasure_cards } карти «Скриня»
   *[many] { $treasure_cards } карт «Скриня»
}, { $amulets ->
    [one] { $amulets } оберіг
    [few] { $amulets } обереги
   *[many] { $amulets } оберегів
}
tobago-rules =
    🏝 **Тобаґо**: разом ви з'ясовуєте, де лежать чотири скарби, викладаючи підказки на чотири мапи скарбів; доїжджаєте туди всюдиходом, видобуваєте скарб і ділите його. Перемагає той, у кого наприкінці найбільше монет.
    🧭 **Ваш хід: одна дія.** Або зіграйте підказку на одну з 4 мап і покладіть на неї свій компас (підказка має лишити хоч одне можливе поле і прибрати хоч одне; перша підказка на порожній мапі має лише лишити одне), або проїдьте до 3 кроків (крок: будь-куди в межах ділянки, де ви стоїте, або на сусідню ділянку іншої місцевості; в океан — ніколи).
    📍 Коли можливих полів 16 чи менше, їх позначають кубики на острові; лишився один кубик — скарб знайдено. Доїдьте туди й **видобудьте скарб** (безкоштовно; хід закінчується).
    💰 **Поділ скарбу:** за кожен компас на цій мапі береться карта «Скриня» (її потай бачить власник компаса) і ще одна наосліп; перетасовані карти відкривають і пропонують по одній, від того, хто видобув скарб, угору по компасах: узяти карту (компас повертається) чи відмовитися (її пропонують наступному компасу вгорі).
    💀 **Прокляття** зупиняє поділ: кожен, чий компас ще лежить на цій мапі, скидає оберіг, а як його нема — найціннішу «Скриню».
    🗿 Після кожного видобуття скарбу море викидає оберіг на берег там, куди дивиться кожна статуя. Збирайте обереги на початку свого ходу або закінчивши там поїздку (це завершує ваш хід, хоча скарб там ще можна видобути). Оберіг дає: ще одну підказку, ще одну поїздку до або після дії (без збирання), прибрати кубик (не останній), нові підказки в руку або захист від прокляття.
    🏁 Гра закінчується, коли вичерпано колоду «Скриня» (останній поділ завершують зі скиду). Перемагає найбагатший; нічия — спільна перемога.
    ⚙ **Тлумачення, які можна змінити** в `/гра нова`: кубики від 15 чи 17 полів (`marker_threshold=15`), підказка мусить звужувати лише після появи кубиків (`reduce_before_markers=no`), нова рука як дія (`exchange_as_action=yes`), однакові об'єкти щонайменше за 6 полів (`landmark_spacing=6`), нічию розв'язують обереги (`tiebreak=amulets`), новий випадковий острів (`island=random`), гра в глухому куті закінчується одразу, без нових підказок у руку (`dead_end=score`).

## Дії (написи на кнопках: до 80 символів)

tobago-action-place = 🚙 Почати на полі { $hex } ({ $terrain })
tobago-action-clue = 🧭 { $map }: { $card }
# A clue card's branch of a menu (its piece: the card); inside it, which map it goes on.
tobago-branch-clue = 🧭 { $card }
tobago-picked-clue = 🧭 { $map }
tobago-action-restart_clue = 🧭 { $map } (нова): { $card }
tobago-action-drive = 🚙 { $hex } ({ $terrain }, { $legs ->
    [one] { $legs } крок
    [few] { $legs } кроки
   *[many] { $legs } кроків
})
tobago-action-raise = ⛏ Видобути скарб на полі { $hex } ({ $maps })
tobago-action-end = ⏭ Завершити хід
tobago-action-exchange = 🔄 Обміняти { $count ->
    [one] { $count } підказку
    [few] { $count } підказки
   *[many] { $count } підказок
}
tobago-action-amulet_clue = 🧿 Оберіг: ще одна підказка
tobago-action-amulet_move = 🧿 Оберіг: ще одна поїздка
tobago-action-amulet_hand = 🧿 Оберіг: нові підказки в руку
tobago-action-amulet_remove = 🧿 Оберіг: прибрати кубик з поля { $hex } ({ $map })
tobago-action-take = ✋ Взяти цю карту «Скриня»
tobago-action-decline = ↪ Відмовитися (передати вище)

## Групи меню

tobago-group-place = 🚙 Стартове поле
tobago-group-drive = 🚙 Поїхати
tobago-group-amulet = 🧿 Обереги
tobago-group-remove_grey = Прибрати сірий кубик
tobago-group-remove_brown = Прибрати коричневий кубик
tobago-group-remove_black = Прибрати чорний кубик
tobago-group-remove_white = Прибрати білий кубик
tobago-group-beach = Пляж
tobago-group-scrub = Чагарі
tobago-group-jungle = Джунглі
tobago-group-mountains = Гори
tobago-group-lake = Озеро
tobago-group-river = Ріка

## Події

tobago-event-placed = 🚙 { $seat } починає на полі { $hex }.
tobago-event-seeded = 🗺 { $map }: перша підказка «{ $card }» (компас: { $seat }).
tobago-event-clue_played = 🧭 { $seat } додає підказку «{ $card }» → { $map }: { $possible ->
    [one] лишилося { $possible } поле
    [few] лишилося { $possible } поля
   *[many] лишилося { $possible } полів
}.
tobago-event-markers_placed = 📍 { $map }: кубики позначають { $count ->
    [one] { $count } можливе поле
    [few] { $count } можливі поля
   *[many] { $count } можливих полів
}.
tobago-event-located = 🎯 { $map }: скарб на полі { $hex }!
tobago-event-hand = 🧭 Ваші підказки: { $cards }.
tobago-event-drew_clues = 🧭 Ви берете: { $cards }.
tobago-event-clue_reshuffle = 🔀 Скинуті підказки ({ $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
}) стають новою колодою.
tobago-event-hand_exchanged = 🔄 { $seat } обмінює { $count ->
    [one] { $count } підказку
    [few] { $count } підказки
   *[many] { $count } підказок
}.
tobago-event-drove = 🚙 { $seat } їде з { $from_hex } на { $hex } ({ $legs ->
    [one] { $legs } крок
    [few] { $legs } кроки
   *[many] { $legs } кроків
}){ $by ->
    [amulet] {" "}завдяки оберегу
   *[other] {""}
}.
tobago-event-amulets_collected = 🧿 { $seat } підбирає { $count ->
    [one] { $count } оберіг
    [few] { $count } обереги
   *[many] { $count } оберегів
} на полі { $hex } (тепер { $amulets }).
tobago-event-turn = 🔔 Хід { $turn }: { $seat }.
tobago-event-amulet_used = 🧿 { $seat } грає оберіг: { $power ->
    [clue] ще одна підказка
    [move] ще одна поїздка
    [hand] нові підказки в руку
   *[remove] прибрати кубик
} (лишилося { $amulets }).
tobago-event-marker_removed = 📍 { $seat } прибирає кубик з поля { $hex } ({ $map }): { $possible ->
    [one] лишилося { $possible } поле
    [few] лишилося { $possible } поля
   *[many] лишилося { $possible } полів
}.
tobago-event-raised = ⛏ { $seat } видобуває скарб на полі { $hex } ({ $map })! Черга компасів: { $rose_seats }.
tobago-event-amulet_landed = 🗿 Море викидає оберіг на поле { $hex }, куди дивиться статуя з поля { $statue_hex }.
tobago-event-peeked = 👀 { $map }, ваші карти «Скриня»: { $cards }.
tobago-event-pile = 💰 { $map }: ділимо { $count ->
    [one] { $count } карту «Скриня»
    [few] { $count } карти «Скриня»
   *[many] { $count } карт «Скриня»
}.
tobago-event-final_distribution = 🏁 Колода «Скриня» вичерпалася: це останній поділ.
tobago-event-treasure_reshuffle = 🔀 Скид «Скринь» ({ $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
}) перетасовано, щоб завершити поділ.
tobago-event-offered = 💰 { $map }: вам пропонують { $card }. Взяти чи відмовитися?
tobago-event-took = ✋ { $seat } бере карту «Скриня» (усього { $treasure_cards }).
tobago-event-took_card = ✋ Ви взяли { $card }.
tobago-event-declined = ↪ { $seat } відмовляється від карти.
tobago-event-card_discarded = 🗑 Карту ніхто не взяв: вона йде у скид.
tobago-event-curse = 💀 Прокляття! { $map }: поділ зупинено, у скид { $discarded ->
    [one] іде { $discarded } карта
    [few] ідуть { $discarded } карти
   *[many] іде { $discarded } карт
}.
tobago-event-cursed = 💀 { $seat } { $lost ->
    [amulet] скидає оберіг
    [treasure] скидає найціннішу карту «Скриня»
   *[nothing] не має чого втрачати
}.
tobago-event-cursed_card = 💀 Прокляття забрало вашу карту { $card }.
tobago-event-dead_end_redeal = 🔄 Жодної підказки не зіграти, і амулетів ніде не лишилося: кожен гравець отримує нові карти підказок.
tobago-event-dead_end = 🏁 Жодного скарбу вже не знайти (немає підказки, яку можна зіграти, і жодного амулета): гра закінчується як є.
tobago-event-distribution_end = 🗺 { $map }: поділ завершено; { $roses_back ->
    [0] компаси не повертаються
    [one] повертається { $roses_back } компас
    [few] повертаються { $roses_back } компаси
   *[many] повертається { $roses_back } компасів
}.
tobago-event-you_status = Ви: { $coins ->
    [0] монет немає
    [one] { $coins } монета ({ $gold })
    [few] { $coins } монети ({ $gold })
   *[many] { $coins } монет ({ $gold })
}, { $amulets ->
    [one] { $amulets } оберіг
    [few] { $amulets } обереги
   *[many] { $amulets } оберегів
}, { $roses ->
    [one] { $roses } компас
    [few] { $roses } компаси
   *[many] { $roses } компасів
} у запасі. Підказки: { $cards }.

tobago-event-you_peeked = 👀 { $map }: карти «Скриня», які ви бачили в цьому поділі: { $cards }.

## Чий хід (рядок під полем)

tobago-phase-place = { $seat } вибирає стартове поле всюдихода (напишіть його назву, напр. F7).
tobago-phase-turn = { $stage ->
    [free] { $seat } може грати обереги, видобути скарб або завершити хід.
   *[other] { $seat } грає підказку або їде (обереги й видобуття скарбу — безкоштовно).
}
tobago-phase-offer = { $seat }, 💰 { $map }: візьмете запропоновану карту чи відмовитеся? ({ $cards_left ->
    [one] це остання карта
    [few] лишилося { $cards_left } карти
   *[many] лишилося { $cards_left } карт
}).
tobago-phase-restart = { $seat } починає новою підказкою порожню мапу ({ $map }).
tobago-phase-over = Гру закінчено.

## Карти й слова

tobago-thing-gold = 💰{ $value }
tobago-thing-curse = 💀 прокляття

tobago-term-map-grey = Сіра мапа
tobago-term-map-brown = Коричнева мапа
tobago-term-map-black = Чорна мапа
tobago-term-map-white = Біла мапа
tobago-term-maps-grey = сіра
tobago-term-maps-brown = коричнева
tobago-term-maps-black = чорна
tobago-term-maps-white = біла
tobago-term-terrain-beach = пляж
tobago-term-terrain-scrub = чагарі
tobago-term-terrain-jungle = джунглі
tobago-term-terrain-mountains = гори
tobago-term-terrain-lake = озеро
tobago-term-terrain-river = ріка

## Опції столу

tobago-option-island = Острів: класична мапа або випадкова, створена із зерна гри.
tobago-option-marker_threshold = Кубики ставлять на острів, щойно можливих полів не більше стількох (15, 16 або 17).
tobago-option-reduce_before_markers = Кожна підказка має прибирати можливе поле, як у правилах (вимкнено: лише коли вже є кубики).
tobago-option-exchange_as_action = Обмін усіх підказок у руці може бути дією ходу (домашнє правило; зазвичай коштує оберіг).
tobago-option-landmark_spacing = Найменша відстань між однаковими об'єктами на початку гри (4 або 6).
tobago-option-tiebreak = Нічия за монетами: спільна перемога або перемагає той, у кого більше оберегів.
tobago-option-dead_end = Гра, де жодної підказки не зіграти і амулетів не лишилося: ще раз нові карти всім (redeal) або кінець гри одразу (score).

## Кінець гри

tobago-tiebreak-shared = Нічия за монетами: перемога спільна.
tobago-tiebreak-amulets = Нічия за монетами: перемагає той, у кого більше оберегів.

## Карта «Підказка» (згенеровано: відношення × місцевість)

tobago-thing-clue = { $relation ->
    [in] { $ref ->
           [beach] на пляжі
           [scrub] у чагарях
           [jungle] у джунглях
           [mountains] у горах
           [lake] в озері
           [river] на ріці
           [largest_beach] на найбільшому пляжі
           [largest_scrub] у найбільших чагарях
           [largest_jungle] у найбільших джунглях
           [largest_mountains] у найбільших горах
           [largest_lake] у найбільшому озері
           [largest_river] на найбільшій ріці
           [ocean] в океані
           [hut] на хатині
           [palm] на пальмі
          *[statue] на статуї
        }
    [not_in] { $ref ->
           [beach] не на пляжі
           [scrub] не в чагарях
           [jungle] не в джунглях
           [mountains] не в горах
           [lake] не в озері
           [river] не на ріці
           [largest_beach] не на найбільшому пляжі
           [largest_scrub] не в найбільших чагарях
           [largest_jungle] не в найбільших джунглях
           [largest_mountains] не в найбільших горах
           [largest_lake] не в найбільшому озері
           [largest_river] не на найбільшій ріці
           [ocean] не в океані
           [hut] не на хатині
           [palm] не на пальмі
          *[statue] не на статуї
        }
    [next] { $ref ->
           [beach] поруч із пляжем
           [scrub] поруч із чагарями
           [jungle] поруч із джунглями
           [mountains] поруч із горами
           [lake] поруч з озером
           [river] поруч із рікою
           [largest_beach] поруч із найбільшим пляжем
           [largest_scrub] поруч із найбільшими чагарями
           [largest_jungle] поруч із найбільшими джунглями
           [largest_mountains] поруч із найбільшими горами
           [largest_lake] поруч із найбільшим озером
           [largest_river] поруч із найбільшою рікою
           [ocean] поруч з океаном
           [hut] поруч із хатиною
           [palm] поруч із пальмою
          *[statue] поруч зі статуєю
        }
    [not_next] { $ref ->
           [beach] не поруч із пляжем
           [scrub] не поруч із чагарями
           [jungle] не поруч із джунглями
           [mountains] не поруч із горами
           [lake] не поруч з озером
           [river] не поруч із рікою
           [largest_beach] не поруч із найбільшим пляжем
           [largest_scrub] не поруч із найбільшими чагарями
           [largest_jungle] не поруч із найбільшими джунглями
           [largest_mountains] не поруч із найбільшими горами
           [largest_lake] не поруч із найбільшим озером
           [largest_river] не поруч із найбільшою рікою
           [ocean] не поруч з океаном
           [hut] не поруч із хатиною
           [palm] не поруч із пальмою
          *[statue] не поруч зі статуєю
        }
    [sight] { $ref ->
           [beach] у межах видимості пляжу
           [scrub] у межах видимості чагарів
           [jungle] у межах видимості джунглів
           [mountains] у межах видимості гір
           [lake] у межах видимості озера
           [river] у межах видимості ріки
           [largest_beach] у межах видимості найбільшого пляжу
           [largest_scrub] у межах видимості найбільших чагарів
           [largest_jungle] у межах видимості найбільших джунглів
           [largest_mountains] у межах видимості найбільших гір
           [largest_lake] у межах видимості найбільшого озера
           [largest_river] у межах видимості найбільшої ріки
           [ocean] у межах видимості океану
           [hut] у межах видимості хатини
           [palm] у межах видимості пальми
          *[statue] у межах видимості статуї
        }
   *[not_sight] { $ref ->
           [beach] не в межах видимості пляжу
           [scrub] не в межах видимості чагарів
           [jungle] не в межах видимості джунглів
           [mountains] не в межах видимості гір
           [lake] не в межах видимості озера
           [river] не в межах видимості ріки
           [largest_beach] не в межах видимості найбільшого пляжу
           [largest_scrub] не в межах видимості найбільших чагарів
           [largest_jungle] не в межах видимості найбільших джунглів
           [largest_mountains] не в межах видимості найбільших гір
           [largest_lake] не в межах видимості найбільшого озера
           [largest_river] не в межах видимості найбільшої ріки
           [ocean] не в межах видимості океану
           [hut] не в межах видимості хатини
           [palm] не в межах видимості пальми
          *[statue] не в межах видимості статуї
        }
}

## Легенда: що означає кожен значок на полі

tobago-icon-place = вибір стартових полів
tobago-icon-turn = хід гравця (число — номер ходу)
tobago-icon-offer = поділ скарбу: пропонують карти
tobago-icon-restart = мапу починають наново
tobago-icon-over = гру закінчено
tobago-icon-round = номер ходу
tobago-icon-final = останній поділ: колода «Скриня» вичерпана
tobago-icon-treasure_card = карти «Скриня» (стос або в гравця)
tobago-icon-clue_card = карти «Підказка» (колода або рука гравця)
tobago-icon-amulet = обереги (запас, на острові або в гравця)
tobago-icon-hex = поле; його назву (F7) ви вводите; на мапі — скільки полів ще можливі
tobago-icon-beach = пляж (гладкий)
tobago-icon-scrub = чагарі (кущики)
tobago-icon-jungle = джунглі (цятки листя)
tobago-icon-mountains = гори (вершини)
tobago-icon-lake = озеро (хвилі)
tobago-icon-river = ріка (світлі хвилі)
tobago-icon-ocean = океан (на підказці)
tobago-icon-hut = хатина
tobago-icon-palm = пальма
tobago-icon-statue = статуя
tobago-icon-gaze = погляд статуї: море викидає обереги на берег там, де кільце
tobago-icon-located = тут знайдено скарб (золоте кільце; на мапі — його поле)
tobago-icon-cube = кубик мапи (сіра ■, коричнева ●, чорна ✚, біла ▲): поле ще можливе
tobago-icon-atv = всюдихід гравця (червоний ◆, синій ■, жовтий ●, зелений ▲)
tobago-icon-rose = компас (гравця, його кольору; на мапі — хто ділить скарб)
tobago-icon-clue_in = підказка: у/на …
tobago-icon-clue_not_in = підказка: не у/на … (червона)
tobago-icon-clue_next = підказка: поруч із …
tobago-icon-clue_not_next = підказка: не поруч із … (червона)
tobago-icon-clue_sight = підказка: у межах видимості … (1–2 поля)
tobago-icon-clue_not_sight = підказка: поза видимістю … (червона)
tobago-icon-largest = найбільша ділянка місцевості (червоні дужки)
tobago-icon-gold = ваша карта із золотом і її номінал («Мої карти»)
tobago-icon-curse = прокляття
tobago-icon-coins = монети (наприкінці гри)
tobago-icon-waiting = чекаємо на цього гравця (і жовта рамка)
tobago-icon-you = ви; «Мої карти»: те, що знаєте лише ви (ваші підказки, золото, побачені карти)
tobago-icon-offered = карта, яку пропонують вам
tobago-icon-winner = переможець

## Дошка словами (її альтернативний текст): що показує зображення, найважливіше спершу

tobago-fact-winners = Перемога: { $seats }.
tobago-fact-standing = { $seat }: { $stands }.
tobago-thing-atv_on = на { $hex }
tobago-thing-atv_ashore = ще не на острові
tobago-thing-player = { $colour } всюдихід { $atv }, { $amulets ->
    [one] { $amulets } оберіг
    [few] { $amulets } обереги
   *[many] { $amulets } оберегів
}, { $cards ->
    [one] { $cards } карта скарбу
    [few] { $cards } карти скарбу
   *[many] { $cards } карт скарбу
}, компасів лишилося: { $roses }
tobago-thing-final = { $colour }, { $coins ->
    [one] { $coins } монета
    [few] { $coins } монети
   *[many] { $coins } монет
}, оберегів лишилося: { $amulets }
tobago-term-colour-red = червоний
tobago-term-colour-blue = синій
tobago-term-colour-yellow = жовтий
tobago-term-colour-green = зелений
tobago-fact-your_clues = Ваші карти підказок: { $cards }.
tobago-fact-your_treasure = Ваші карти скарбу: { $cards }.
tobago-fact-your_peek = Карти скарбу, які ви бачили: { $cards }.
tobago-fact-your_offer = Карта, яку пропонують вам: { $card }.
tobago-fact-map_located = { $map }: скарб на { $space } (підказки: { $clues }).
tobago-fact-map_marked = { $map }: скарб на одному з полів { $spaces } (підказки: { $clues }).
tobago-fact-map_open = { $map }: ще можливо { $count ->
    [one] { $count } поле
    [few] { $count } поля
   *[many] { $count } полів
} (підказки: { $clues }).
tobago-fact-map_blank = { $map }: підказок ще немає.
tobago-fact-sharing = Поділ скарбу ({ $map }): по черзі { $seats }, { $cards ->
    [one] лишилася { $cards } карта
    [few] лишилося { $cards } карти
   *[many] лишилося { $cards } карт
}.
tobago-fact-amulets = Обереги лежать на { $spaces }.
tobago-fact-decks = У запасі: { $treasures ->
    [one] { $treasures } карта скарбу
    [few] { $treasures } карти скарбу
   *[many] { $treasures } карт скарбу
}, { $clues ->
    [one] { $clues } карта підказки
    [few] { $clues } карти підказок
   *[many] { $clues } карт підказок
} і { $amulets ->
    [one] { $amulets } оберіг
    [few] { $amulets } обереги
   *[many] { $amulets } оберегів
}.
tobago-fact-final_sharing = Колода «Скриня» вичерпалася: це останній поділ.

# The focus picture's facts (its alt text): what the picture beside the board shows.
tobago-focus-map = { $map }: ще можливих полів — { $count }.
tobago-focus-map_hexes = { $map }: ще можливо на { $spaces }.
tobago-focus-reach = Всюдихід гравця { $seat } на { $space }: досяжних полів — { $count }.
tobago-focus-reach_hexes = Всюдихід гравця { $seat } на { $space } може доїхати до { $spaces }.
tobago-focus-start = { $seat } ставить всюдихід на будь-яке з полів (їх { $count }).

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
tobago-reason-narrows = відкидає { $removed } з { $possible } ще можливих клітинок: { $map }
tobago-reason-in_reach = { $hexes } з { $possible } можливих клітинок скарбу стають досяжними за хід
