# Спільні слова всіх ігор (українською). Слова гри — у <гра>.ftl поруч.
# Числа приходять числами: { $n -> [one] … [few] … *[many] … } (1 карта, 2 карти, 5 карт).

## Слеш-команди (назви: малі літери, без пробілів, до 32 символів; описи до 100)

core-command-game-name = гра
core-command-game-description = Відкрити стіл для гри в цьому каналі, сісти за нього й грати
core-command-game-new-name = нова
core-command-game-new-description = Відкрити стіл для гри в цьому каналі
core-command-game-new-param-game-name = гра
core-command-game-new-param-game-description = Яка гра
core-command-game-new-param-options-name = параметри
core-command-game-new-param-options-description = Необов'язкові параметри столу, напр. language=uk governor_immediate_pick=yes
core-command-game-join-name = приєднатися
core-command-game-join-description = Сісти за стіл цього каналу
core-command-game-leave-name = вийти
core-command-game-leave-description = Звільнити своє місце (під час гри — здатися, далі грає ШІ)
core-command-game-kick-name = вилучити
core-command-game-kick-description = Господар або «Керування сервером»: звільнити місце в лобі або віддати його ШІ
core-command-game-kick-param-player-name = гравець
core-command-game-kick-param-player-description = Чиє місце (почніть друкувати ім'я)
core-command-game-settings-name = налаштування
core-command-game-settings-description = Господар: нагадування й заміна гравця на ШІ за цим столом
core-command-game-settings-param-options-name = параметри
core-command-game-settings-param-options-description = напр. reminder=6 takeover=48 (у годинах; 0 — вимкнено). Порожньо — показати
core-command-game-add_ai-name = додати-ші
core-command-game-add_ai-description = Господар: посадити за стіл гравця-ШІ
core-command-game-add_ai-param-level-name = рівень
core-command-game-add_ai-param-level-description = Як грає ШІ: легкий, звичайний (за замовчуванням) або складний (думає наперед)
core-command-game-start-name = почати
core-command-game-start-description = Господар: роздати карти й почати гру
core-command-game-status-name = стан
core-command-game-status-description = Показати поле й чий зараз хід
core-command-game-hand-name = рука
core-command-game-hand-description = Приватно: ваші карти, таємниці й те, що знаєте лише ви
core-command-game-log-name = журнал
core-command-game-log-description = Останні ходи за цим столом (лише публічні події)
core-command-game-rules-name = правила
core-command-game-rules-description = Стислі правила гри цього столу
core-command-game-rules-param-game-name = гра
core-command-game-rules-param-game-description = Про яку гру прочитати (типово: гра цього столу)
core-command-game-abandon-name = завершити
core-command-game-abandon-description = Господар або «Керування сервером»: закрити стіл цього каналу
core-command-game-help-name = довідка
core-command-game-help-description = Що вміє цей бот і як із ним грати
core-command-game-replay-name = повтор
core-command-game-replay-description = Переглянути завершену гру знову, хід за ходом, разом із журналом
core-command-game-replay-param-table-name = стіл
core-command-game-replay-param-table-description = Номер завершеного столу (під його полем); типово: остання гра цього каналу
core-command-game-stats-name = статистика
core-command-game-stats-description = Ігри, перемоги, рейтинг і останні результати гравця на цьому сервері
core-command-game-stats-param-player-name = гравець
core-command-game-stats-param-player-description = Чиї результати (типово: ваші)
core-command-game-leaderboard-name = рейтинг
core-command-game-leaderboard-description = Найкращі гравці гри на цьому сервері за рейтингом
core-command-game-leaderboard-param-game-name = гра
core-command-game-leaderboard-param-game-description = Яка гра
core-command-move-name = хід
core-command-move-description = Зробити свій хід за столом цього каналу
core-command-move-param-action-name = дія
core-command-move-param-action-description = Ваш хід: почніть друкувати, щоб побачити всі дозволені варіанти

## Стіл

core-ai_seat = 🤖 { $name }
core-ai_seat_level = 🤖 { $name } · { $level }
core-ai_level-easy = легкий
core-ai_level-normal = звичайний
core-ai_level-hard = складний
core-error-unknown_level = Рівня ШІ «{ $level }» немає: виберіть easy, normal або hard.
core-started = 🎲 **{ $game }** починається! Порядок ходів: { $seats }.
core-resumed = 🔄 Я повернувся: ось де ми зупинилися.
core-earlier_events = { $count ->
    [0] … попередні рядки (див. `/гра журнал`)
    [one] +{ $count } попередній рядок (див. `/гра журнал`)
    [few] +{ $count } попередні рядки (див. `/гра журнал`)
   *[many] +{ $count } попередніх рядків (див. `/гра журнал`)
}
core-footer = стіл { NUMBER($table, useGrouping: 0) } · хід { NUMBER($version, useGrouping: 0) }
core-dm_header = **{ $game }** ({ $channel }):
core-dm_waiting = 📬 { $seat }, я не можу написати вам в особисті: подивіться свої карти через `/гра рука`.
core-winners = 🏆 **Гру завершено!** { $count ->
    [1] Переможець: { $seats }.
   *[other] Спільна перемога: { $seats }.
}
core-rank = { $place }. { $seat } — { $score }
core-score = { $score ->
    [one] { $score } очко
    [few] { $score } очки
   *[many] { $score } очок
}
core-tiebreak = Нічию розв'язано: { $name }.
core-button_choose = Вибрати (приватно)
core-button_hand = Мої карти
core-button_hint = Підказка
core-button_live = Жива дошка
core-button_legend = ? Легенда
core-choose_placeholder = Виберіть… ({ $count ->
    [one] { $count } варіант
    [few] { $count } варіанти
   *[many] { $count } варіантів
})
core-chosen = ✅ Готово: { $action }
core-done = ✅ Готово.
core-hand_header = 🂠 **{ $game }**: те, що бачите лише ви
core-log_line = `{ $number }` { $text }
core-log_quiet = (таємний хід)
core-log_empty = Ходів ще не було.
core-undelivered = ⚠️ Ваш хід збережено, але я не зміг написати про нього тут ({ $reason }). Перевірте мої дозволи; `/гра стан` покаже поле.
core-option_default = {" "}(типово)
core-abandoned = 🏳️ { $seat } закриває цей стіл гри { $game }.

## Повтори

core-replay-sent = 🎬 **{ $game }**, стіл { NUMBER($table, useGrouping: 0) }: { $frames ->
    [one] { $frames } кадр
    [few] { $frames } кадри
    [many] { $frames } кадрів
   *[other] { $frames } кадру
} із { $moves ->
    [one] { $moves } ходу
    [few] { $moves } ходів
    [many] { $moves } ходів
   *[other] { $moves } ходу
}; число вгорі — номер ходу у файлі журналу.
core-replay-log_header = { $game }, стіл { NUMBER($table, useGrouping: 0) }: публічний журнал

## Рейтинги (/game stats, /game leaderboard)

core-stats-header = 📊 { $seat } на цьому сервері:
core-stats-none = У { $seat } ще немає рейтингових ігор на цьому сервері (гра йде в рейтинг, коли щонайменше двоє людей догравають її до кінця).
core-stats-hints = 💡 Узято підказок: { $hints } (столів із підказкою: { $tables }); стіл, де хтось узяв підказку, не рейтинговий.
core-stats-game = **{ $game }**: { $games ->
    [one] { $games } гра
    [few] { $games } гри
    [many] { $games } ігор
   *[other] { $games } гри
}, { $wins ->
    [one] { $wins } перемога
    [few] { $wins } перемоги
    [many] { $wins } перемог
   *[other] { $wins } перемоги
}, рейтинг **{ $rating }**; останні місця: { $recent }
core-leaderboard-header = 🏆 **{ $game }**: найкращі гравці цього сервера
core-leaderboard-line = { $place }. { $seat }: **{ $rating }** ({ $games ->
    [one] { $games } гра
    [few] { $games } гри
    [many] { $games } ігор
   *[other] { $games } гри
}, { $wins ->
    [one] { $wins } перемога
    [few] { $wins } перемоги
    [many] { $wins } перемог
   *[other] { $wins } перемоги
})
core-leaderboard-rule = -# Рейтинг: майстерність мінус три її невизначеності (Weng-Lin); рейтинг мають лише люди, здана гра рахується як останнє місце.
core-leaderboard-none = На цьому сервері ще ні в кого немає рейтингу в { $game }: гра йде в рейтинг, коли щонайменше двоє людей догравають її до кінця.
core-error-replay_none = У цьому каналі немає завершеної гри для повтору. Назвіть стіл так: `/гра повтор стіл:` (номер під його полем).
core-error-replay_unknown = На цьому сервері немає столу з номером { NUMBER($table, useGrouping: 0) }.
core-error-replay_unfinished = Гра за столом { NUMBER($table, useGrouping: 0) } так і не дійшла до кінця: повторювати нічого.
core-error-replay_running = За столом { NUMBER($table, useGrouping: 0) } ще грають: повтор буде, коли гра закінчиться.
core-error-replay_broken = Стіл { NUMBER($table, useGrouping: 0) } вже не вдається показати полями: його ходи не відповідають правилам цієї версії гри. Ось його журнал.

## Меню, пошук ходу в /хід і власні примітки платформи

core-menu_more = { $count ->
    [one] ще { $count } варіант
    [few] ще { $count } варіанти
   *[many] ще { $count } варіантів
}
core-keep_typing = … ще { $count }: друкуйте далі, щоб звузити список
core-rank_team = { $place }. { $team }: { $seats }
core-note-auto_passed = { $seat }: єдиний можливий хід — пас, тож я спасував автоматично.
core-note-auto_passed_many = { $seats }: єдиний можливий хід — пас, тож я спасував автоматично.
core-note-ai_fallback = ШІ гравця { $seat } схибив, тож зробив випадковий дозволений хід.

## Лобі

core-lobby-text =
    🎲 Стіл для гри **{ $game }** відкрито — господар { $host_seat }.
    Місця ({ $count }/{ $max }, щонайменше { $min }): { $seats }
    Приєднуйтеся кнопкою або `/гра приєднатися`; господар починає гру командою `/гра почати`.
core-lobby-button_join = Приєднатися
core-lobby-button_leave = Вийти
core-lobby-button_ai = Додати ШІ
core-lobby-button_start = Почати
core-lobby-done_join = ✅ Ви за столом.
core-lobby-done_leave = ✅ Ви вийшли з-за столу.
core-lobby-done_ai = ✅ Гравець-ШІ сів за стіл.
core-lobby-done_start = ✅ Гру розпочато.
core-lobby-done_open = ✅ Ваш стіл відкрито. Якщо його повідомлення з місцями немає, `/гра нова` з тією самою грою опублікує його знову.
core-lobby-start_undelivered = Гру розпочато й збережено, але я не зміг написати про це в цьому каналі: { $reason }. Перевірте мої дозволи тут (Надсилати повідомлення, Прикріплювати файли, Вбудовувати посилання); `/гра стан` покаже поле.

## Рядки стану

core-phase-waiting = Чекаємо на: { $seats }.
core-phase-over = Гру завершено.

## Параметри столу

core-option-auto_pass = Коли єдиний дозволений хід — пас, я роблю його за вас і кажу про це.
core-option-language = Мова повідомлень столу в каналі та в особистих (en, uk, es, cs); типово — мова сервера.

## Дрібні слова

core-term-yes = так
core-term-no = ні
core-term-none = немає
core-term-nothing = ніхто
core-term-list_separator = ,{" "}
core-term-language-en = English
core-term-language-uk = Українська
core-term-language-es = Español
core-term-language-cs = Čeština
core-term-permissions-send_messages = Надсилати повідомлення
core-term-permissions-attach_files = Прикріплювати файли
core-term-permissions-embed_links = Вбудовувати посилання

## Помилки

core-error-internal = Щось пішло не так з мого боку; цей запит нічого не змінив. Спробуйте ще раз.
core-error-table_busy = Стіл зайнятий: нічого не змінилося. Спробуйте ще раз за мить.
core-error-no_table = У цьому каналі немає столу. Відкрийте його командою `/гра нова`.
core-error-unknown_game = Я не знаю гри «{ $game }».
core-error-unknown_option = Параметра столу «{ $option }» немає.
core-error-bad_option_value = «{ $value }» — неприпустиме значення для { $option }.
core-error-bad_options = Не можу прочитати «{ $text }»: пишіть параметри як назва=значення.
core-error-table_exists = У цьому каналі вже є відкритий стіл. Спершу завершіть гру або закрийте стіл командою `/гра завершити`.
core-error-already_started = Гра вже почалася: місця зайняті остаточно.
core-error-already_seated = Ви вже сидите за цим столом.
core-error-table_full = { $max ->
    [one] Стіл заповнений ({ $max } місце).
    [few] Стіл заповнений ({ $max } місця).
   *[many] Стіл заповнений ({ $max } місць).
}
core-error-not_seated = Ви не сидите за цим столом.
core-error-host_only = Це може зробити лише господар.
core-error-too_few_players = Поки замало гравців: за столом { $count }, потрібно щонайменше { $min }.
core-error-abandon_forbidden = Закрити цей стіл може лише господар або хтось із дозволом «Керування сервером».
core-error-not_running = За цим столом гра зараз не йде.
core-error-stale_prompt = Ця кнопка з попереднього ходу; нічого не змінилося. Скористайтеся найновішим повідомленням або `/хід`.
core-error-live_board_refused = Discord не відкрив тут живу дошку — { $reason }. Кнопки й `/move` грають той самий стіл.
core-error-not_your_turn = Зараз не ваш хід: нічого не змінилося.
core-error-illegal_action = «{ $action }» зараз не дозволений хід: нічого не змінилося. Виберіть хід зі списку `/хід`.
core-error-game_over = Гру завершено.
core-error-player_count = Для цієї гри потрібно від { $min } до { $max } гравців, а не { $count }.
core-error-duplicate_seat = Один гравець не може займати два місця.
core-error-missing_permissions = Спершу мені потрібні такі дозволи в цьому каналі: { $permissions }.
core-error-rules_which = Тут немає столу: назвіть гру, напр. `/гра правила гра:portroyal`.
core-error-keep_typing = Цей рядок лише каже, що ходів більше: друкуйте далі, щоб звузити список, а тоді виберіть хід.
core-error-ambiguous = { $count ->
    [one] «{ $action }» може означати { $count } хід. Напишіть його точно або виберіть зі списку:
    [few] «{ $action }» може означати { $count } ходи. Напишіть один із них точно або виберіть зі списку:
   *[many] «{ $action }» може означати { $count } ходів. Напишіть один із них точно або виберіть зі списку:
}
core-error-double_tap = Я пропустив друге натискання на те саме повідомлення протягом секунди: нічого не змінилося. Натисніть ще раз, якщо ви цього хотіли.

## Життя столу: таймери, вилучення, здача, реванш, сторінки журналу, легенда

core-log_line_by = `{ $number }` { $seat }: { $text }
core-log_page = — сторінка { $page } з { $pages } —
core-button_rematch = Реванш
core-button_older = Раніші
core-button_newer = Новіші
core-legend_header = **{ $game }: що означають значки на полі**
core-legend_alt = Легенда поля гри { $game }: { $count ->
    [one] { $count } значок
    [few] { $count } значки
   *[many] { $count } значків
}, кожен поруч зі своїм значенням.
core-help_game = { $title } ({ $min }–{ $max } { $max ->
    [one] гравець
    [few] гравці
    [many] гравців
   *[other] гравця
})
core-help =
    🎲 **Treasure Table** проводить настільні ігри в цьому каналі: { $games }. Після кожного ходу приходить зображення поля; те, що можете знати лише ви, — в особистих повідомленнях або під кнопкою **Мої карти**.
    🪑 **Відкрити стіл:** `/гра нова гра:portroyal` (кожен стіл у власній гілці, тож у каналі їх може бути багато; `thread=no` — гра в каналі, один стіл на канал; `параметри:` необов'язкові, напр. `language=uk`). Інші тиснуть **Приєднатися**; господар може натиснути **Додати ШІ**, потім **Почати**.
    🎯 **Гра:** коли ваш хід, натисніть одну з кнопок під полем або введіть `/хід` і виберіть зі списку. **Вибрати (приватно)** відкриває варіанти, які бачите лише ви; **Мої карти** показують ваші карти й таємниці; **? Легенда** пояснює кожен значок на полі.
    📋 **Команди:** `/гра приєднатися` · `/гра вийти` (під час гри ваше місце доіграє ШІ) · `/гра додати-ші` (рівень: легкий, звичайний чи складний) · `/гра почати` · `/гра стан` (поле, чий хід) · `/гра рука` (ваш особистий вигляд) · `/гра підказка` (ходи сильного ШІ) · `/гра журнал` (усі ходи) · `/гра скасувати` (скасувати хід, що не вніс нічого нового) · `/гра мої-столи` (усі столи, за якими ви сидите, спершу ті, що чекають на вас) · `/гра сповіщення` (як до вас доходять ходи: ping, dm, digest, quiet) · `/гра правила` (правила й значки) · `/гра налаштування` (нагадування, заміна ШІ) · `/гра вилучити` · `/гра завершити` · `/гра повтор` (завершену гру ще раз, хід за ходом) · `/гра статистика` · `/гра рейтинг` (рейтинги цього сервера) · `/гра сервер` (налаштування й обмеження сервера) · `/гра забути-мене` · `/гра експорт` (що я зберігаю про вас).
    🔁 Коли гра закінчиться, **Реванш** відкриває новий стіл із тими самими гравцями.
core-conceded = 🏳️ { $seat } здається: до кінця гри замість цього гравця грає ШІ.
core-conceded_done = ✅ Ви вийшли з гри: до кінця за вас грає ШІ.
core-status_abandoned = Цей стіл гри { $game } закрито ще до кінця гри.
core-lobby-rematch = 🔁 Реванш: гра почнеться сама, щойно знову приєднаються всі: { $seats }.
core-lobby-started = 🎲 Гра **{ $game }** почалася — місця: { $seats }. Поле — нижче.
core-lobby-closed = 🏳️ Стіл гри **{ $game }** закрито ще до початку гри.
core-lobby-expired = ⌛ Гра **{ $game }** за цим столом так і не почалася: стіл закрито.
core-lobby-emptied = 🏳️ Усі вийшли: стіл гри **{ $game }** закрито.
core-lobby-new_host = 👑 Тепер господар — { $seat }.
core-option-thread = Окрема гілка для столу, відкрита з його повідомлення лобі (де я можу створювати гілки); `thread=no` — гра просто в каналі.
core-thread-name = { $game } · { $host }
core-thread-link = 🧵 Стіл грає в гілці { $thread }.
core-thread-result = 🏁 **{ $game }** завершено — { $thread }.
core-thread-deleted = 🗑️ Гілку столу **{ $game }** (№ { $table }) видалено, тож стіл закрито.
core-thread-not_allowed = ℹ️ Тут я не можу створювати гілки (потрібні дозволи «Створювати публічні гілки» та «Надсилати повідомлення в гілках»), тож цей стіл грає в цьому каналі.
core-error-which_thread = У гілках цього каналу грають кілька столів: { $threads }. Скористайтеся командою в гілці свого столу.
core-rules-platform = Для кожного столу: гра в каналі замість окремої гілки (`thread=no`).
core-left-kicked = {" "}(вилучено з гри; далі грав ШІ)
core-left-conceded = {" "}(гру здано; далі грав ШІ)
core-kick-done_freed = ✅ Місце гравця { $seat } тепер вільне.
core-kick-done_ai = ✅ Відтепер за гравця { $seat } грає ШІ.
core-kick-announce_ai = 🤖 { $by_seat } вилучає гравця { $seat } з гри: відтепер за нього грає ШІ.
core-timer-reminder_dm = ⏰ Гра **{ $game }** у { $channel } чекає на вас уже { $hours ->
    [one] { $hours } годину
    [few] { $hours } години
   *[many] { $hours } годин
}: { $link }
core-timer-reminder_channel = ⏰ { $seat }, стіл чекає на вас уже { $hours ->
    [one] { $hours } годину
    [few] { $hours } години
   *[many] { $hours } годин
}.
core-timer-takeover = 🤖 { $seat } не робить ходу вже { $hours ->
    [one] { $hours } годину
    [few] { $hours } години
   *[many] { $hours } годин
}: це рішення замість цього гравця ухвалює ШІ.
core-timer-lobby_expired = ⌛ Гра **{ $game }** за цим столом так і не почалася: стіл закрито через { $hours ->
    [one] { $hours } годину
    [few] { $hours } години
   *[many] { $hours } годин
}. Відкрийте новий командою `/гра нова`.
core-settings-header = ⚙️ Налаштування столу **{ $game }**:
core-settings-how = Господар змінює їх командою `/гра налаштування параметри:reminder=6 takeover=48` (у годинах; 0 — вимкнено).
core-option-reminder = Через скільки годин гравець, на якого чекають, отримає нагадування в особисті (перше ще й згадає його тут); 0 — вимкнено.
core-option-takeover = Через скільки годин ШІ ухвалить за гравця, що мовчить, рішення, на яке той не відповів; 0 — вимкнено.
core-error-played_by_ai = За це місце тепер грає ШІ: нічого не змінилося.
core-error-kick_forbidden = Вилучити гравця може лише господар або хтось із дозволом «Керування сервером».
core-error-kick_not_seated = Цей гравець не має місця за цим столом.
core-error-kick_self = Себе вилучити не можна: скористайтеся `/гра вийти`.
core-error-kick_ai_seat = Місце ШІ не можна звільнити, коли гра вже почалася.
core-error-not_live_option = «{ $option }» тут змінити не можна: можна лише години до нагадування (`reminder`), заміну ШІ (`takeover`) та автоматичний пас (`auto_pass`).
core-error-rematch_not_over = Ця гра ще не завершилася, тож переграти нічого.
core-error-rematch_players_only = Попросити реванш можуть лише гравці тієї гри.

# a table row that cannot be read
core-error-damaged_table = Стіл цього каналу (номер { NUMBER($table, useGrouping: 0) }) неможливо прочитати: { $problem }. Грати за ним не вийде. Господар або хтось із дозволом «Керування сервером» може прибрати його командою `/гра завершити`; потім `/гра нова` відкриє новий стіл.
core-damaged_notice = ⚠️ Після перезапуску я не зміг відновити стіл цього каналу (номер { NUMBER($table, useGrouping: 0) }): { $problem }. Господар або хтось із дозволом «Керування сервером» може прибрати його командою `/гра завершити`; потім `/гра нова` відкриє новий стіл.
core-abandoned_damaged = 🏳️ { $seat } прибирає пошкоджений стіл цього каналу (номер { NUMBER($table, useGrouping: 0) }).
core-term-problem-seats = збережені місця пошкоджено
core-term-problem-names = збережені імена гравців пошкоджено
core-term-problem-options = збережені налаштування пошкоджено
core-term-problem-state = збережену гру пошкоджено
core-term-problem-game = це гра, якої ця версія бота не знає
core-term-problem-other = частину збережених даних пошкоджено

## Правдиві відповіді, коли після збереження щось не вдалося надіслати, і хибне введення

core-told_partly = ⚠️ Частина того, що я мав опублікувати, не пройшла; поле оновиться з наступним дописом, а `/гра стан` покаже його вже зараз.
core-saved_public = { $seat }: це збережено (я не зміг відповісти вам особисто). `/гра стан` покаже стіл.
core-error-already_played = Цей хід уже зіграно й збережено (хід { $number }): більше нічого не змінилося. `/гра стан` покаже поле.
core-error-bad_component = Я не можу прочитати цю кнопку чи меню: нічого не змінилося. Скористайтеся найновішим повідомленням або `/хід`.
core-error-other_table = Ця кнопка належить столу в іншому каналі: нічого не змінилося.
core-error-duplicate_option = «{ $option }» вказано двічі: пишіть кожен параметр один раз.
core-error-options_too_long = Текст параметрів задовгий ({ $length } символів; щонайбільше { $max }).
core-error-too_many_options = Забагато параметрів ({ $count }; щонайбільше { $max }).
core-error-stale_pick = Відколи з'явився цей рядок списку `/хід`, гра пішла далі: нічого не змінилося. Виберіть знову зі списку.
core-menu_you = 🎯 Ваше рішення; це меню бачите лише ви.
core-menu_back = Назад
core-dm_failed = 📬 { $seat }, моє особисте повідомлення з вашими новинами не дійшло: `/гра рука` покаже їх.

## Скасування ходів (/гра скасувати): лише тихі ходи, що не внесли в гру нічого нового
core-command-game-undo-name = скасувати
core-command-game-undo-description = Скасувати ваш останній хід, якщо він не вніс у гру нічого нового
core-option-undo = `/гра скасувати`: `yes` — ваш тихий хід скасовується одразу, чужі — з дозволу інших; `own` — лише ваші (і ходи ШІ після них); `no` — ніколи.
core-rules-undo = `/гра скасувати` скасовує хід, що не вніс у гру нічого нового (не взято карту, не кинуто кубик, не відкрито прихованого): ваш — одразу, поки ніхто інший не походив, інакше — коли всі інші дозволять. Хід, що комусь показав щось нове, лишається: інакше той, хто ходив, міг би підглянути й вибрати знову.
core-event-taken_back = ↩️ { $seat } скасовує { $count ->
    [one] хід { $first }
    [few] ходи { $first }–{ $last }
    [many] ходи { $first }–{ $last }
   *[other] ходи { $first }–{ $last }
}.
core-event-restored = ↩️ За столом скасовано ходи. Ваша позиція знову така:
core-log_taken_back = {" "}(скасовано)
core-undo-done = ↩️ Скасовано: { $count ->
    [one] хід { $first }.
    [few] ходи { $first }–{ $last }.
    [many] ходи { $first }–{ $last }.
   *[other] ходи { $first }–{ $last }.
} Поле показує позицію перед ним.
core-undo-asked = ✅ Попрошено дозволу в { $count ->
    [one] іншого гравця
    [few] інших гравців ({ $count })
    [many] інших гравців ({ $count })
   *[other] інших гравців ({ $count })
}: у них дві хвилини. Без згоди всіх нічого не зміниться.
core-undo-request = ↩️ { $seat } просить скасувати { $count ->
    [one] хід { $first }
    [few] ходи { $first }–{ $last }
    [many] ходи { $first }–{ $last }
   *[other] ходи { $first }–{ $last }
}. { $asked_seats }: натисніть **Дозволити** або **Відмовити** протягом { $minutes } хв; без згоди всіх нічого не зміниться.
core-undo-allowed_by = Уже дозволили: { $seats }.
core-undo-refused = ✋ { $by } відмовляє: { $count ->
    [one] хід
    [few] ходи
    [many] ходи
   *[other] ходи
} { $seat } лишаються в силі.
core-undo-allowed = ↩️ Усі дозволили: { $count ->
    [one] хід
    [few] ходи ({ $count })
    [many] ходи ({ $count })
   *[other] ходи ({ $count })
} { $seat } скасовано.
core-undo-lapsed = ⌛ Ніхто не відповів вчасно: { $count ->
    [one] хід
    [few] ходи
    [many] ходи
   *[other] ходи
} { $seat } лишаються в силі.
core-undo-moved_on = ⏭️ Гра пішла далі, тож прохання { $seat } скасовано: нічого не змінилося.
core-undo-button_allow = Дозволити
core-undo-button_refuse = Відмовити
core-undo-answered_refused = ✅ Ви відмовили: нічого не скасовано.
core-undo-answered_waiting = ✅ Ви дозволили; ще мають відповісти інші.
core-undo-answered_taken = ✅ Ви дозволили: ходи скасовано.
core-error-undo_over = Гру закінчено: її ходи вже не можна скасувати.
core-error-undo_off = Господар цього столу вимкнув скасування ходів (`undo=no`).
core-error-undo_nothing = За цим столом у вас немає ходу, який можна скасувати.
core-error-undo_own_only = Відтоді походив хтось інший, а цей стіл скасовує лише ваші власні ходи (`undo=own`): нічого не змінилося.
core-error-undo_loud = { $whose ->
    [yours] Ваш хід { $number }
   *[other] Хід { $number }
} не можна скасувати: { $reason ->
    [chance] у ньому вирішив випадок (кубик, тасування, випадковий вибір)
   *[other] він відкрив щось приховане (взято карту, показано таємницю)
}. Нічого не змінилося.
core-error-undo_unsure = Журнал цього столу не веде назад до його позиції, тож я нічого не скасовуватиму. Нічого не змінилося.
core-error-undo_pending = За цим столом уже є відкрите прохання скасувати ходи: дочекайтеся відповіді.
core-error-undo_ended = Це прохання вже завершене (на нього відповіли, минув час або гра пішла далі): нічого не змінилося.
core-error-undo_yours = Це ваше власне прохання: відповідають інші.
core-error-undo_not_asked = Це прохання до інших гравців за столом, не до вас.
core-restarting = ⏳ Я перезапускаюся: спробуйте ще раз за мить.
core-live-your_turn = Ваш хід: { $line }
core-live-waiting_for = Чекаємо на { $seats }: { $line }
core-live-refused = Discord не зміг підтвердити, хто ви в цій активності, тож живе поле лишається закритим. Закрийте активність і відкрийте її знову.
core-live-not_there = Ви не в цій активності, тож її живе поле не для вас. Спершу приєднайтеся до активності.
## Сервер у руках адміністраторів: /гра сервер, обмеження, /гра забути-мене, /гра експорт

core-command-game-server-name = сервер
core-command-game-server-description = Налаштування цього сервера; змінює той, хто має «Керувати сервером». Без опцій: показати
core-command-game-server-param-language-name = мова
core-command-game-server-param-language-description = Мова нових столів (auto: мова сервера)
core-command-game-server-param-reminder-name = нагадування
core-command-game-server-param-reminder-description = Години до нагадування гравцеві, якого чекають, за новими столами (0: вимкнено)
core-command-game-server-param-takeover-name = заміна
core-command-game-server-param-takeover-description = Години, після яких ШІ вирішує за гравця, що мовчить, за новими столами (0: вимкнено)
core-command-game-server-param-opener-name = хто
core-command-game-server-param-opener-description = Хто може відкривати столи (@everyone: усі)
core-command-game-server-param-channels-name = канали
core-command-game-server-param-channels-description = Канали, де можна відкривати столи, напр. #ігри #ще-ігри (без каналу: будь-де)
core-command-game-server-param-lobbies-name = лобі
core-command-game-server-param-lobbies-description = Скільки відкритих лобі може водночас мати одна людина
core-command-game-server-param-hosted-name = столи
core-command-game-server-param-hosted-description = Скільки ігор, що тривають, може водночас вести одна людина
core-command-game-server-param-running-name = усього
core-command-game-server-param-running-description = Скільки ігор може водночас тривати на цьому сервері
core-command-game-server-param-cooldown-name = пауза
core-command-game-server-param-cooldown-description = Секунди між командами /гра нова однієї людини
core-command-game-server-param-hints-name = підказки
core-command-game-server-param-hints-description = Підказки (/гра підказка) за столами сервера (вимкнення важить більше за стіл)
core-command-game-forget_me-name = забути-мене
core-command-game-forget_me-description = Прибрати себе з ігрових записів цього сервера (записи інших лишаються)
core-command-game-export-name = експорт
core-command-game-export-description = Ваші ігри на цьому сервері файлом, який бачите лише ви
core-server-header = ⚙️ **Налаштування цього сервера** (для столів, відкритих відтепер):
core-server-language = • Мова нових столів: { $language }
core-server-language_auto = мова сервера ({ $language })
core-server-timers = • Нагадування через { $reminder } год · заміна ШІ через { $takeover } год (0: вимкнено; господар стола змінює свої командою `/гра налаштування`)
core-server-opener = • Хто може відкривати столи: { $who }
core-server-everyone = усі
core-server-where = • Де: { $where }
core-server-anywhere = будь-який канал
core-server-limits = • Обмеження на людину: { $lobbies ->
    [one] { $lobbies } відкрите лобі
    [few] { $lobbies } відкриті лобі
    [many] { $lobbies } відкритих лобі
   *[other] { $lobbies } відкритого лобі
} і { $hosted ->
    [one] { $hosted } гра, що триває
    [few] { $hosted } гри, що тривають
    [many] { $hosted } ігор, що тривають
   *[other] { $hosted } гри, що тривають
}; на сервері { $running ->
    [one] { $running } гра водночас
    [few] { $running } гри водночас
    [many] { $running } ігор водночас
   *[other] { $running } гри водночас
}; одна команда `/гра нова` на людину раз на { $cooldown ->
    [one] { $cooldown } секунду
    [few] { $cooldown } секунди
    [many] { $cooldown } секунд
   *[other] { $cooldown } секунди
}.
core-server-hints = • Підказки (`/гра підказка`): { $on ->
    [yes] увімкнено там, де господар столу їх дозволяє
   *[no] вимкнено за всіма столами
}
core-server-how = -# Той, хто має «Керувати сервером», змінює це командою `/гра сервер` з опціями і завжди зберігає всі команди, хоч би що тут було сказано.
core-server-saved = ✅ Збережено.
# дві форми /гра сервер (підписи ≤ 45 символів, описи й підказки ≤ 100)
core-server-button_tables = Змінити мову, таймери, хто й де
core-server-button_limits = Змінити обмеження
core-server-form_tables = Нові столи на цьому сервері
core-server-form_limits = Обмеження на цьому сервері
core-server-field-language = Мова нових столів
core-server-field-reminder = Нагадати гравцеві, якого чекають, через
core-server-field-takeover = ШІ вирішує за того, хто мовчить, через
core-server-field-opener = Хто може відкривати столи
core-server-field-channels = Де можна відкривати столи
core-server-field-lobbies = Відкритих лобі на одну людину
core-server-field-hosted = Ігор, що тривають, на одного господаря
core-server-field-running = Ігор, що тривають, на цьому сервері
core-server-field-cooldown = Секунд між командами /гра нова однієї людини
core-server-field-hints = Підказки за столами сервера
core-server-hints_on = Увімкнено
core-server-hints_off = Вимкнено
core-server-hint-opener = Без ролі: усі. Хто має «Керувати сервером», відкриває столи завжди.
core-server-hint-channels = Без каналу: будь-де.
core-server-placeholder-opener = Усі
core-server-placeholder-channels = Будь-який канал
core-server-range = Ціле число від { NUMBER($low, useGrouping: 0) } до { NUMBER($high, useGrouping: 0) }.
core-server-hours = { $hours ->
    [0] Вимкнено
   *[other] { $hours } год
}
core-former_player = колишній гравець
core-forget-ask = ⚠️ **Забути мене** прибирає ваш ідентифікатор та ім'я з усього, що я зберігаю про ігри цього сервера: місця, журнали, результати й рейтинги. Там, де ви грали, у записах буде «колишній гравець»; ігри, місця та рейтинги інших гравців лишаються як є. Це не можна скасувати. (Уже надіслані повідомлення лишаються в Discord.)
core-forget-button = Забути мене
core-forget-done = ✅ Готово: на цьому сервері вас забуто. { $count ->
    [0] Я нічого про вас тут не зберігав.
    [one] { $count } стіл тепер називає вас «колишній гравець».
    [few] { $count } столи тепер називають вас «колишній гравець».
    [many] { $count } столів тепер називають вас «колишній гравець».
   *[other] { $count } стола тепер називають вас «колишній гравець».
}
core-export-done = 📦 Що я зберігаю про вас на цьому сервері: { $count ->
    [one] { $count } стіл
    [few] { $count } столи
    [many] { $count } столів
   *[other] { $count } стола
}, у цьому файлі (його бачите лише ви).
core-error-lobby_limit = { $count ->
    [one] У вас уже є відкритий стіл, що ще не почався: { $lobby }. Почніть гру або вийдіть із нього, перш ніж відкривати інший.
    [few] У вас уже { $count } відкриті столи, що ще не почалися, — стільки, скільки дозволяє сервер (один із них: { $lobby }). Почніть гру або вийдіть з одного, перш ніж відкривати інший.
    [many] У вас уже { $count } відкритих столів, що ще не почалися, — стільки, скільки дозволяє сервер (один із них: { $lobby }). Почніть гру або вийдіть з одного, перш ніж відкривати інший.
   *[other] У вас уже { $count } відкритого стола, що ще не почалися (один із них: { $lobby }). Почніть гру або вийдіть з одного, перш ніж відкривати інший.
}
core-error-hosted_limit = { $max ->
    [one] Ви вже ведете { $max } гру, що триває, — найбільше, що сервер дозволяє одній людині: спершу завершіть її.
    [few] Ви вже ведете { $max } гри, що тривають, — найбільше, що сервер дозволяє одній людині: спершу завершіть одну.
    [many] Ви вже ведете { $max } ігор, що тривають, — найбільше, що сервер дозволяє одній людині: спершу завершіть одну.
   *[other] Ви вже ведете { $max } гри, що тривають: спершу завершіть одну.
}
core-error-server_limit = { $max ->
    [one] На цьому сервері вже триває { $max } гра — найбільше, що він дозволяє. Спробуйте, коли вона завершиться.
    [few] На цьому сервері вже тривають { $max } гри — найбільше, що він дозволяє. Спробуйте, коли одна завершиться.
    [many] На цьому сервері вже тривають { $max } ігор — найбільше, що він дозволяє. Спробуйте, коли одна завершиться.
   *[other] На цьому сервері вже тривають { $max } гри. Спробуйте, коли одна завершиться.
}
core-error-cooldown = { $seconds ->
    [one] Один новий стіл за раз: спробуйте ще раз за { $seconds } секунду.
    [few] Один новий стіл за раз: спробуйте ще раз за { $seconds } секунди.
    [many] Один новий стіл за раз: спробуйте ще раз за { $seconds } секунд.
   *[other] Один новий стіл за раз: спробуйте ще раз за { $seconds } секунди.
}
core-error-opener_role = На цьому сервері відкривати столи може лише { $role }.
core-error-opener_channel = На цьому сервері столи відкривають у { $channels }.
core-error-server_manage_only = Змінювати налаштування сервера може лише той, хто має «Керувати сервером»; `/гра сервер` без опцій показує їх.
core-error-server_limit_range = «{ $setting }» має бути від { $low } до { $high }, а не { $value }.
core-error-forget_seated = Ви сидите за столом { $tables }: спершу вийдіть (`/гра вийти` там), тоді спитайте знову.
core-error-forget_not_yours = Ця кнопка належить тому, хто попросив його забути: нічого не змінилося.
core-lobby-rematch_held = Усі повернулися, але реванш поки не може початися: { $reason }
core-undo-ended = ⏹️ Прохання { $seat } завершилося (цей гравець вийшов із гри): нічого не скасовано.
core-undo-answered_ended = ✅ Це прохання вже завершилося: нічого не скасовано.

## /game notify: як до вас доходять ваші ходи, за всіма столами
core-command-game-notify-name = сповіщення
core-command-game-notify-description = Як до вас доходять ваші ходи, за всіма столами: ping, dm, digest або quiet
core-command-game-notify-param-how-name = як
core-command-game-notify-param-how-description = ping: згадка · dm: ще й лист, щоб грати з нього · digest: лист на день · quiet: нічого
core-command-game-notify-param-hour-name = година
core-command-game-notify-param-hour-description = Година щоденного огляду, UTC (0–23)
core-notify-ping = 🔔 Ваші ходи доходять до вас згадкою в гілці столу (типово), за всіма вашими столами.
core-notify-dm = 📬 Ваші ходи доходять до вас згадкою в гілці столу й особистим повідомленням з дошкою та кнопками ходів, тож можна грати з особистих повідомлень.
core-notify-digest = 🗞️ Без згадок: одне особисте повідомлення на день о { $hour }:00 UTC зі столами, що чекають на вас.
core-notify-quiet = 🔕 Без згадок і без особистих повідомлень про ваші ходи: `/game mine` покаже столи, що чекають на вас.
core-notify-digest_head = 🗞️ { $count ->
    [one] На вас чекає { $count } стіл:
    [few] На вас чекають { $count } столи:
    [many] На вас чекають { $count } столів:
   *[other] На вас чекають { $count } столу:
}
core-notify-digest_line = • **{ $game }** (стіл № { $table }), ваш хід з { $since }: { $link }
core-notify-digest_more = …і ще { $count }: `/game mine` покаже всі.
core-notify-dm_prompt_head = 🎯 **{ $game }** (стіл № { $table }): ваш хід. Стіл: { $link }
core-notify-dm_prompt_played = ✅ **{ $game }** (стіл № { $table }): ви зіграли { $action }. Стіл: { $link }
core-notify-dm_prompt_closed = ⏹️ **{ $game }** (стіл № { $table }): цей хід минув, тож кнопки прибрано. Стіл: { $link }
core-notify-dm_closed = 📪 { $seat }, ваші особисті повідомлення для мене закриті, тож ходи доходять до вас тут згадками. Відкрийте їх або виберіть інший спосіб через `/game notify`.

## /game mine: every table you sit at

core-command-game-mine-name = мої-столи
core-command-game-mine-description = Бачите лише ви: усі столи, за якими ви сидите, спершу ті, що чекають на вас, із посиланнями
core-mine-header = 🗂️ **Ваші столи:** { $count ->
    [one] { $count } відкритий стіл
    [few] { $count } відкриті столи
    [many] { $count } відкритих столів
   *[other] { $count } відкритого столу
}, { $waiting ->
    [0] жоден не чекає на вас.
    [one] { $waiting } чекає на вас.
    [few] { $waiting } чекають на вас.
    [many] { $waiting } чекають на вас.
   *[other] { $waiting } чекають на вас.
}
core-mine-title = { $mark } **{ $game }** · { $status } · { $server }
core-mine-title_yours = { $mark } **{ $game }** · { $status } · { $server } · **ваш хід!**
core-mine-status-lobby = набір гравців
core-mine-status-running = триває
core-mine-this_server = цей сервер
core-mine-another_server = інший сервер
core-mine-turn = Гравці: { $seats } · хід: { $turn_seats } · остання дія { $since }
core-mine-lobby = Гравці: { $seats } · чекаємо на початок · відкрито { $since }
core-mine-standing = Ваше місце: { $place }
core-mine-page = — сторінка { $page } з { $pages } —
core-mine-none = 🪑 Ви ще не сидите за жодним відкритим столом. Відкрийте стіл командою `/гра нова` в каналі сервера або натисніть **Приєднатися** під повідомленням столу.
core-error-mine_not_yours = Ці кнопки гортають чужий список столів: ваш покаже `/гра мої-столи`.

## treasure-table try: the page of the local simulation
core-try-welcome = 🧪 **Локальна симуляція Discord** на вашому комп'ютері: справжній бот Treasure Table, без токена, нічого нікуди не надсилається. Особисті повідомлення тут не показано: те, що знаєте лише ви, — під кнопкою **Мої карти**. Наберіть `/`, щоб побачити всі команди.
core-try-pick = Оберіть гру: тут відкриється стіл { $ais ->
    [0] лише з вами (додайте ШІ чи людей у лобі).
    [one] з вами та { $ais } гравцем-ШІ.
    [few] з вами та { $ais } гравцями-ШІ.
    [many] з вами та { $ais } гравцями-ШІ.
   *[other] з вами та { $ais } гравцями-ШІ.
}

## Hints (/game hint): the hard AI's best moves for a seat, from its view alone
core-command-game-hint-name = підказка
core-command-game-hint-description = Приватно: найкращі ходи сильного ШІ для вас (стіл тоді без рейтингу)
core-option-hints = `/гра підказка`: найкращі ходи сильного ШІ, приватно, для того, хто може ходити (`yes`); стіл рейтинговий, доки хтось не візьме підказку. `no` вимикає підказки.
core-error-hints_off = Господар цього столу вимкнув підказки (`hints=no`).
core-error-hints_off_server = Цей сервер вимкнув підказки (`/гра сервер`).
core-error-hint_thinking = Я ще обмірковую вашу попередню підказку: вона буде за мить.
core-error-hint_busy = Зараз обмірковується багато підказок: ваша чекала б близько { $seconds } с. Спробуйте трохи згодом.
core-hint-header = 💡 **{ $game }**: { $count ->
    [one] хід
    [few] { $count } ходи
    [many] { $count } ходів
   *[other] { $count } ходу
}, які сильний ШІ зважує для вас, з того, що бачите ви
core-hint-level = 💡 **{ $game }**: з того, що ви бачите, жоден хід зараз не кращий за інші: сильний ШІ обрав би будь-який. Обирайте вільно.
core-hint-footer = -# Зіграйте його кнопкою або `/move`. Стіл стає без рейтингу, щойно хтось бере підказку.
core-hint-playouts = { $figure }, найкраще в { $best } з { $playouts } розіграшів
core-hint-ahead = +{ NUMBER($amount, minimumFractionDigits: 1) } очка попереду в середньому
core-hint-behind = { NUMBER($amount, minimumFractionDigits: 1) } очка позаду в середньому
core-hint-ahead-vp = +{ NUMBER($amount, minimumFractionDigits: 1) } ПО попереду в середньому
core-hint-behind-vp = { NUMBER($amount, minimumFractionDigits: 1) } ПО позаду в середньому
core-hint-ahead-gold = +{ NUMBER($amount, minimumFractionDigits: 1) } золота попереду в середньому
core-hint-behind-gold = { NUMBER($amount, minimumFractionDigits: 1) } золота позаду в середньому
core-hint-ahead-treasure = ваша команда +{ NUMBER($amount, minimumFractionDigits: 1) } скарбу попереду в середньому
core-hint-behind-treasure = ваша команда { NUMBER($amount, minimumFractionDigits: 1) } скарбу позаду в середньому
core-hint-ahead-treasure_gap = команди в середньому нарівні
core-hint-behind-treasure_gap = між командами в середньому { NUMBER($amount, minimumFractionDigits: 1) } скарбу (вам потрібна нічия)
core-hint-loss = близько { NUMBER($amount, minimumFractionDigits: 1) } очка очікуваних втрат
core-hint-loss-goods = близько { NUMBER($amount, minimumFractionDigits: 1) } товару очікувано вкрадуть злодії
core-hint-unrated = 💡 { $seat } взяв(-ла) підказку: цей стіл тепер без рейтингу.
core-hint-unrated_result = -# 💡 Без рейтингу: за цим столом брали підказку.
