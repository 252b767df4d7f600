# Timbuktu українською (загін, місце, обмінне поле, карти злодіїв, набір, етап, раунд, камінь
# етапу й камінь раунду; золото, кава, перець, сіль, вода). Загін і товар стоять після двокрапки
# або «×», щоб лишатися в називному відмінку.

timbuktu-title = Тімбукту
timbuktu-score = { $score ->
    [one] { $score } очко
    [few] { $score } очки
   *[many] { $score } очок
}, { $goods ->
    [one] лишилася { $goods } одиниця товару
    [few] лишилися { $goods } одиниці товару
   *[many] лишилося { $goods } одиниць товару
}
timbuktu-rules =
    🐪 **Тімбукту**: ведіть верблюдів від оази до оази аж до Тімбукту; у кожній оазі нападають злодії.
    🏕 **Підготовка:** верблюди A–H (3 гравці), A–F (4) або A–E (5), на кожному 4 товари, як надруковано. По черзі кожен ставить по одному верблюду на старт, доки кожен не матиме верблюда в кожному загоні.
    🕵 **Кожен етап:** роздають 5 наборів карт злодіїв (загін + 2 місця + 2 товари); при 3–4 гравцях решта лежить закрито між гравцями. Свій набір ви отримаєте в особистому повідомленні; `/гра рука` показує всі набори, які ви бачили цього етапу.
    🎴 **Кожен раунд:** усі таємно обирають карту верблюда (🎯 Вибрати). Потім, від першого гравця раунду, кожен відкриває карту, і верблюд іде в будь-який загін наступної оази з вільним місцем, на найменше вільне місце: за стрілкою безплатно, в інший загін за 1 товар на ваш вибір, верблюд без товарів безплатно.
    🔄 **Обмінне поле:** коли на нього стає верблюд, кожен гравець передає свій набір карт злодіїв сусідові ліворуч (набори між гравцями теж ідуть далі).
    💰 **Крадіжки:** коли всі верблюди пройшли, б'ють усі 5 наборів: у своєму загоні верблюди на обох місцях втрачають усі товари обох видів.
    🏁 **Підрахунок:** кожен товар вартує стільки, скільки одиниць його виду сплачено або вкрадено; за нічиєї перемагає той, у кого лишилося більше товарів; якщо й тоді нічия, перемога спільна.
    ⚙ **Тлумачення, які можна змінити** в `/гра нова`: кожен вантажить своїх верблюдів сам (`cargo=own`), залишки власних товарів рахуються (`leftovers_count=yes`), починає перше місце (`start_player=first`), злодії до розставлення (`thieves_before_placement=yes`), карти верблюдів відкривають разом (`reveal_together=yes`), а також набори карт (`space_cards`, `goods_cards`, `arrows`).

## Дії (написи на кнопках: не більше 80 символів)

timbuktu-action-load = 🐪 { $camel }: { $goods }
timbuktu-action-place = 🐪 { $camel } → { $pen }, місце { $space } ({ $goods })
# A camel's branch of a placement menu: the camel with its cargo; inside it, where it goes.
timbuktu-branch-place = 🐪 Верблюд { $camel } — { $goods }
timbuktu-picked-place = { $pen }, місце { $space }
timbuktu-action-choose_camel = 🐪 Верблюд { $camel } ({ $goods })
timbuktu-action-go = { $pen }, місце { $space }{ $spot }: безплатно
timbuktu-action-go_unladen = { $pen }, місце { $space }{ $spot }: безплатно (без товарів)
timbuktu-action-go_pay = { $pen }, місце { $space }{ $spot }: сплатити 1 × { $good }

## Групи меню

timbuktu-group-mixed = Чотири різні товари
timbuktu-group-double = Один товар двічі
timbuktu-group-gold = 2 × 🪙 золото
timbuktu-group-coffee = 2 × ☕ кава
timbuktu-group-pepper = 2 × 🌶️ перець
timbuktu-group-salt = 2 × 🧂 сіль
timbuktu-group-water = 2 × 💧 вода
timbuktu-group-A = 🐪 Верблюд A
timbuktu-group-B = 🐪 Верблюд B
timbuktu-group-C = 🐪 Верблюд C
timbuktu-group-D = 🐪 Верблюд D
timbuktu-group-E = 🐪 Верблюд E
timbuktu-group-F = 🐪 Верблюд F
timbuktu-group-G = 🐪 Верблюд G
timbuktu-group-H = 🐪 Верблюд H
timbuktu-group-palm = 🌴 Загін: пальма (за товар)
timbuktu-group-lamp = 🪔 Загін: лампа (за товар)
timbuktu-group-star = ⭐ Загін: зірка (за товар)
timbuktu-group-scimitar = 🗡️ Загін: ятаган (за товар)
timbuktu-group-moon = 🌙 Загін: місяць (за товар)

## Події

timbuktu-event-game_started = 🐪 До Тімбукту { $stages ->
    [one] { $stages } етап
    [few] { $stages } етапи
   *[many] { $stages } етапів
}, у кожного { $camels ->
    [one] { $camels } верблюд
    [few] { $camels } верблюди
   *[many] { $camels } верблюдів
} ({ $cargo }). Камінь етапу й камінь раунду: { $start_seat }.
timbuktu-event-you_loaded = Завантажено верблюда { $camel }: { $goods }.
timbuktu-event-loading_done = { $seat }: усі верблюди завантажені.
timbuktu-event-cargo_revealed = Усі каравани завантажено; тепер дошки караванів бачать усі.
timbuktu-event-placement_started = Верблюдів ставлять на старт по одному, починає { $seat }.
timbuktu-event-placed = { $seat } ставить верблюда { $camel }: { $pen }, місце { $space }.
timbuktu-event-camel_chosen = { $seat }: карту верблюда обрано.
timbuktu-event-camels_chosen = 🎴 Карти верблюдів обрано: { $seats }.
timbuktu-event-you_chose = Ваш вибір: верблюд { $camel }.
timbuktu-event-camels_revealed = 🎴 Карти верблюдів відкрито, у порядку ходу ({ $seats }): { $camels }.
timbuktu-event-camel_revealed = 🎴 { $seat } відкриває верблюда { $camel }.
timbuktu-event-moved = { $seat } веде верблюда { $camel }: { $pen }, місце { $space }, безплатно.
timbuktu-event-moved_paid = { $seat } веде верблюда { $camel }: { $pen }, місце { $space }, сплачує 1 × { $good } (тепер вартує { $value }).
timbuktu-event-moved_unladen = { $seat } веде верблюда { $camel } без товарів: { $pen }, місце { $space }.
timbuktu-event-thief_set = 🕵 { $via ->
    [pass] Ваш новий набір карт злодіїв
   *[other] Ваш набір карт злодіїв
}: { $set }. { $seen ->
    [one] Це перший набір, який ви бачите цього етапу.
    [few] Цього етапу ви бачили вже { $seen } набори (`/гра рука`).
   *[many] Цього етапу ви бачили вже { $seen } наборів (`/гра рука`).
}
timbuktu-event-sets_passed = 🔄 { $seat }: верблюд на обмінному полі, кожен набір карт злодіїв зсувається на одне місце за годинниковою стрілкою.
timbuktu-event-stage_started = 🏜 Етап { $stage }, ціль: { $area }. { $start_seat } складає й роздає набори карт злодіїв.
timbuktu-event-round_started = Етап { $stage }, раунд { $round }: починає { $seat }.
timbuktu-event-thefts = 🕵 Злодії нападають: { $thefts }.
timbuktu-thing-theft = { $set } { $losses_count ->
    [0] нічого не крадуть
   *[other] крадуть { $losses }
}
timbuktu-event-stage_over = Етап { $stage } завершено ({ $area }). Вартість товарів: { $values }.
timbuktu-event-sets_seen = { $count ->
    [0] 🕵 Ви ще не бачили жодного набору карт злодіїв.
    [one] 🕵 Набір карт злодіїв, який ви бачили на етапі { $stage }: { $sets }.
    [few] 🕵 Набори карт злодіїв, які ви бачили на етапі { $stage } (ваш теперішній — останній): { $sets }.
   *[many] 🕵 Набори карт злодіїв, які ви бачили на етапі { $stage } (ваш теперішній — останній): { $sets }.
}

## Хто ходить (рядок під полем)

timbuktu-phase-load = Завантаження верблюдів: чекаємо на { $seats } (🎯 Вибрати).
timbuktu-phase-place = { $seat } ставить верблюда на старт.
timbuktu-phase-choose = Етап { $stage }, раунд { $round }: карту верблюда ще { $count ->
    [one] обирає
    [few] обирають
   *[many] обирають
} { $seats } (🎯 Вибрати).
timbuktu-phase-move = Етап { $stage }, раунд { $round }: { $seat } веде верблюда { $camel }, оберіть загін.
timbuktu-phase-over = Гру завершено.

## Речі

timbuktu-thing-thief_set = [{ $pen } · місця { $spaces } · { $goods }]
timbuktu-thing-values = 🪙 { $gold }, ☕ { $coffee }, 🌶️ { $pepper }, 🧂 { $salt }, 💧 { $water }
timbuktu-thing-loss = { $seat }: 🐪 { $camel } −{ $count } × { $good }

## Терміни

timbuktu-term-area-start = старт
timbuktu-term-area-oasis1 = перша оаза
timbuktu-term-area-oasisA = оаза A
timbuktu-term-area-oasisB = оаза B
timbuktu-term-area-oasis2 = передостання оаза
timbuktu-term-area-timbuktu = Тімбукту
timbuktu-term-pen-palm = 🌴 пальма
timbuktu-term-pen-lamp = 🪔 лампа
timbuktu-term-pen-star = ⭐ зірка
timbuktu-term-pen-scimitar = 🗡️ ятаган
timbuktu-term-pen-moon = 🌙 місяць
timbuktu-term-good-gold = 🪙 золото
timbuktu-term-good-coffee = ☕ кава
timbuktu-term-good-pepper = 🌶️ перець
timbuktu-term-good-salt = 🧂 сіль
timbuktu-term-good-water = 💧 вода
timbuktu-term-goods-gold = золото
timbuktu-term-goods-coffee = кава
timbuktu-term-goods-pepper = перець
timbuktu-term-goods-salt = сіль
timbuktu-term-goods-water = вода
timbuktu-term-cargo-printed = надруковані товари
timbuktu-term-cargo-own = гравці вантажать самі
timbuktu-term-spot-exchange = {" "}🔄
timbuktu-term-spot-plain = {""}

## Опції столу

timbuktu-option-cargo = Товари: як надруковано на дошці каравану (printed) або кожен вантажить своїх верблюдів сам, 3–4 види на верблюда (own).
timbuktu-option-leftovers_count = Власне завантаження: товари, що лишилися, рахуються як вилучені з гри (підвищують вартість).
timbuktu-option-start_player = Хто починає: випадковий гравець або перше місце (господар столу).
timbuktu-option-thieves_before_placement = Набори карт злодіїв першого етапу роздають до розставлення верблюдів (за правилами — після).
timbuktu-option-reveal_together = Усі карти верблюдів відкривають разом перед ходами (за правилами — по одній, у порядку ходу).
timbuktu-option-space_cards = Карти місць: 1-3 1-5 2-4 2-5 3-4 (balanced_34) або 1-3 1-5 2-3 2-4 4-5 (balanced_23).
timbuktu-option-goods_cards = Три карти товарів, крім вода-золото та сіль-перець, названі за перехресною парою.
timbuktu-option-arrows = Безплатні стрілки ведуть у той самий загін і в наступний (same_or_next) або в попередній (same_or_previous).

## Кінець гри

timbuktu-tiebreak-goods = Нічия за очками: перемагає той, у кого лишилося більше товарів.
timbuktu-tiebreak-shared = Нічия за очками й товарами: спільна перемога.

## Легенда: що означає кожен значок на полі

timbuktu-icon-stage = етап (поточний / з); біля імені: у кого камінь етапу
timbuktu-icon-round = раунд (поточний / з); біля імені: у кого камінь раунду
timbuktu-icon-stage_stone = у кого камені (їхнього кольору)
timbuktu-icon-waiting = чекаємо на цих гравців
timbuktu-icon-mover = верблюд, що йде зараз
timbuktu-icon-winner = переможець; позначена так область — Тімбукту
timbuktu-icon-seat = колір і фігура гравця (червоний ◆, синій ■, білий ●, чорний ✚, жовтий ▲)
timbuktu-icon-token = верблюд: його літера, колір і фігура гравця
timbuktu-icon-hidden = товари, яких ще не показано
timbuktu-icon-pen_palm = загін «пальма»
timbuktu-icon-pen_lamp = загін «лампа»
timbuktu-icon-pen_star = загін «зірка»
timbuktu-icon-pen_scimitar = загін «ятаган»
timbuktu-icon-pen_moon = загін «місяць»
timbuktu-icon-exchange = поле обміну: хто стає сюди, передає кожен набір злодіїв сусідові ліворуч
timbuktu-icon-exchange_space = жовта рамка поля обміну
timbuktu-icon-arrow = загони під стрілкою: з цього загону туди — безкоштовно
timbuktu-icon-good_gold = золото
timbuktu-icon-good_coffee = кава
timbuktu-icon-good_pepper = перець
timbuktu-icon-good_salt = сіль
timbuktu-icon-good_water = вода
timbuktu-icon-thief = набори злодіїв (загін, два поля, два товари)
timbuktu-icon-robbed = поле, яке пограбували злодії (червоний кут)
timbuktu-icon-score = очки
timbuktu-icon-you = ви: набори, які ви бачили на цьому етапі, ваш обраний верблюд

## Дошка словами (її альтернативний текст): що показує зображення, найважливіше спершу

timbuktu-fact-winners = Перемога: { $seats }.
timbuktu-fact-standing = { $seat }: { $stands }.
timbuktu-thing-score = { $score ->
    [one] { $score } очко
    [few] { $score } очки
   *[many] { $score } очок
}; везе золото { $gold }, каву { $coffee }, перець { $pepper }, сіль { $salt }, воду { $water }
timbuktu-thing-hidden = товари й очки сховані, поки йде навантаження
timbuktu-fact-your_sets = Набори злодіїв, які ви бачили: { $sets }.
timbuktu-fact-your_camel = Ваш обраний верблюд: { $camel }.
timbuktu-fact-stage = Етап { $stage } з { $stages }, раунд { $round } з { $rounds }.
timbuktu-fact-revealed = Відкриті верблюди: { $camels }.
timbuktu-thing-camel = { $seat } { $camel }
timbuktu-fact-area = { $role ->
    [leaving] Звідси йдуть верблюди ({ $area }):
   *[entering] Сюди заходять верблюди ({ $area }):
}
timbuktu-fact-pen = Загін { $pen }: { $camels }.
timbuktu-thing-camel_at = { $seat } { $camel } на місці { $space }
timbuktu-fact-unplaced = { $seat }: ще не поставлено { $count ->
    [one] { $count } верблюда
    [few] { $count } верблюдів
   *[many] { $count } верблюдів
}.
timbuktu-fact-values = Вартість товарів: золото { $gold }, кава { $coffee }, перець { $pepper }, сіль { $salt }, вода { $water }.
timbuktu-fact-thefts = Останні злодії напали ({ $area }): { $sets }.

# The focus picture's facts (its alt text): what the picture beside the board shows.
timbuktu-focus-camel = Верблюд { $camel } ({ $goods }) може піти до { $pen }.
timbuktu-focus-camel_hidden = Верблюд { $camel } може піти до { $pen }.
timbuktu-focus-camel_card = Верблюд { $camel }: { $goods }.
timbuktu-focus-to_choose = { $seat } обирає серед верблюдів { $camels }.
timbuktu-focus-camel_card_hidden = Верблюд { $camel }.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
timbuktu-reason-camel_worth = верблюд { $camel }: його товари наприкінці можуть бути варті вам близько { $points } очок
timbuktu-reason-spot_safe = { $pen }: наскільки ви знаєте, там жоден ваш товар не під загрозою
timbuktu-reason-spot_risk = { $pen }: там злодії найімовірніше візьмуть ваш товар { $good } ({ $percent } %)
