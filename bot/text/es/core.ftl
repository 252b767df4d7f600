# Palabras comunes a todos los juegos (español). Las de cada juego están en <juego>.ftl.
# Los números llegan como números: { $n -> [one] … *[other] … }.

## Comandos de barra (nombres: minúsculas, sin espacios, 32 caracteres como máximo; descripciones, 100)

core-command-game-name = partida
core-command-game-description = Abre una mesa de juego en este canal, siéntate y juega
core-command-game-new-name = nueva
core-command-game-new-description = Abre una mesa para un juego en este canal
core-command-game-new-param-game-name = juego
core-command-game-new-param-game-description = Qué juego
core-command-game-new-param-options-name = opciones
core-command-game-new-param-options-description = Opciones de la mesa, p. ej. language=es governor_immediate_pick=yes
core-command-game-join-name = unirse
core-command-game-join-description = Siéntate a la mesa de este canal
core-command-game-leave-name = salir
core-command-game-leave-description = Deja tu asiento (durante la partida: te rindes y sigue una IA)
core-command-game-kick-name = expulsar
core-command-game-kick-description = Anfitrión o «Gestionar servidor»: libera un asiento o deja que lo juegue una IA
core-command-game-kick-param-player-name = jugador
core-command-game-kick-param-player-description = De quién es el asiento (empieza a escribir un nombre)
core-command-game-settings-name = ajustes
core-command-game-settings-description = Anfitrión: recordatorios y relevo por la IA en esta mesa
core-command-game-settings-param-options-name = opciones
core-command-game-settings-param-options-description = p. ej. reminder=6 takeover=48 (horas; 0 = desactivado). Vacío: mostrarlos
core-command-game-add_ai-name = añadir-ia
core-command-game-add_ai-description = Anfitrión: ocupa un asiento con un jugador de IA
core-command-game-add_ai-param-level-name = nivel
core-command-game-add_ai-param-level-description = Cómo juega la IA: fácil, normal (por defecto) o difícil (piensa por adelantado)
core-command-game-start-name = empezar
core-command-game-start-description = Anfitrión: reparte y empieza la partida
core-command-game-status-name = estado
core-command-game-status-description = Muestra el tablero y a quién le toca
core-command-game-hand-name = mano
core-command-game-hand-description = En privado: tu mano, tus cartas secretas y lo que sabes
core-command-game-log-name = registro
core-command-game-log-description = Las últimas jugadas de esta mesa (solo lo público)
core-command-game-rules-name = reglas
core-command-game-rules-description = Las reglas del juego de esta mesa, en breve
core-command-game-rules-param-game-name = juego
core-command-game-rules-param-game-description = Un juego sobre el que leer (por defecto: el de la mesa de este canal)
core-command-game-abandon-name = abandonar
core-command-game-abandon-description = Anfitrión o «Gestionar servidor»: cierra la mesa de este canal
core-command-game-help-name = ayuda
core-command-game-help-description = Qué hace este bot y cómo jugar con él
core-command-game-replay-name = repetición
core-command-game-replay-description = Vuelve a ver una partida terminada, jugada a jugada, con su registro
core-command-game-replay-param-table-name = mesa
core-command-game-replay-param-table-description = El número de una mesa terminada (bajo su tablero); por defecto: la última de este canal
core-command-game-stats-name = estadísticas
core-command-game-stats-description = Partidas, victorias, puntuación y últimos resultados de un jugador en este servidor
core-command-game-stats-param-player-name = jugador
core-command-game-stats-param-player-description = De quién (por defecto: tú)
core-command-game-leaderboard-name = clasificación
core-command-game-leaderboard-description = Los mejores jugadores de un juego en este servidor, por puntuación
core-command-game-leaderboard-param-game-name = juego
core-command-game-leaderboard-param-game-description = Qué juego
core-command-move-name = jugar
core-command-move-description = Haz tu jugada en la mesa de este canal
core-command-move-param-action-name = jugada
core-command-move-param-action-description = Tu jugada: empieza a escribir para ver todas las opciones válidas

## La mesa

core-ai_seat = 🤖 { $name }
core-ai_seat_level = 🤖 { $name } · { $level }
core-ai_level-easy = fácil
core-ai_level-normal = normal
core-ai_level-hard = difícil
core-error-unknown_level = No hay un nivel de IA «{ $level }»: elige easy, normal o hard.
core-started = 🎲 ¡Empieza **{ $game }**! Orden de turno: { $seats }.
core-resumed = 🔄 He vuelto: aquí es donde estábamos.
core-earlier_events = { $count ->
    [0] … líneas anteriores (ver `/partida registro`)
    [one] +{ $count } línea anterior (ver `/partida registro`)
   *[other] +{ $count } líneas anteriores (ver `/partida registro`)
}
core-footer = mesa { NUMBER($table, useGrouping: 0) } · jugada { NUMBER($version, useGrouping: 0) }
core-dm_header = **{ $game }** ({ $channel }):
core-dm_waiting = 📬 { $seat }, no puedo enviarte mensajes privados: usa `/partida mano` para ver tu vista privada.
core-winners = 🏆 **¡Fin de la partida!** { $count ->
    [1] Gana { $seats }.
   *[other] Victoria compartida: { $seats }.
}
core-rank = { $place }. { $seat } — { $score }
core-score = { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}
core-tiebreak = Desempate: { $name }.
core-button_choose = Elegir (en privado)
core-button_hand = Mi vista
core-button_hint = Pista
core-button_live = Tablero en vivo
core-button_legend = ? Leyenda
core-choose_placeholder = Elige… ({ $count ->
    [one] { $count } opción
   *[other] { $count } opciones
})
core-chosen = ✅ Hecho: { $action }
core-done = ✅ Hecho.
core-hand_header = 🂠 **{ $game }**: tu vista privada
core-log_line = `{ $number }` { $text }
core-log_quiet = (una jugada secreta)
core-log_empty = Todavía no hay jugadas.
core-undelivered = ⚠️ Tu jugada está guardada, pero no he podido publicarla aquí ({ $reason }). Revisa mis permisos; `/partida estado` muestra el tablero.
core-option_default = {" "}(por defecto)
core-abandoned = 🏳️ { $seat } ha cerrado esta mesa de { $game }.

## Repeticiones

core-replay-sent = 🎬 **{ $game }**, mesa { NUMBER($table, useGrouping: 0) }: { $frames ->
    [one] { $frames } tablero
   *[other] { $frames } tableros
} de { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}; el número de arriba es el de la jugada en el archivo del registro.
core-replay-log_header = { $game }, mesa { NUMBER($table, useGrouping: 0) }: el registro público

## Puntuaciones (/game stats, /game leaderboard)

core-stats-header = 📊 { $seat } en este servidor:
core-stats-none = { $seat } aún no tiene partidas puntuadas en este servidor (una partida puntúa cuando al menos dos personas la juegan hasta el final).
core-stats-hints = 💡 Pistas tomadas: { $hints } (mesas con alguna pista: { $tables }); una mesa deja de puntuar en cuanto alguien toma una.
core-stats-game = **{ $game }**: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}, puntuación **{ $rating }**; últimos puestos: { $recent }
core-leaderboard-header = 🏆 **{ $game }**: los mejores jugadores de este servidor
core-leaderboard-line = { $place }. { $seat }: **{ $rating }** ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
})
core-leaderboard-rule = -# Puntuación: habilidad menos tres veces su incertidumbre (Weng-Lin); solo puntúan las personas y una partida abandonada cuenta como último puesto.
core-leaderboard-none = Nadie tiene aún puntuación de { $game } en este servidor: una partida puntúa cuando al menos dos personas la juegan hasta el final.
core-error-replay_none = Este canal no tiene ninguna partida terminada que repetir. Indica una con `/partida repetición mesa:` (el número bajo su tablero).
core-error-replay_unknown = No hay ninguna mesa número { NUMBER($table, useGrouping: 0) } en este servidor.
core-error-replay_unfinished = La partida de la mesa { NUMBER($table, useGrouping: 0) } nunca llegó al final: no hay nada que repetir.
core-error-replay_running = En la mesa { NUMBER($table, useGrouping: 0) } aún se está jugando: la repetición llegará cuando termine la partida.
core-error-replay_broken = La mesa { NUMBER($table, useGrouping: 0) } ya no se puede mostrar en tableros: sus jugadas no encajan con las reglas de esta versión del juego. Aquí tienes su registro.

## Menús, búsqueda de jugadas en /jugar y avisos de la plataforma

core-menu_more = { $count ->
    [one] { $count } opción más
   *[other] { $count } opciones más
}
core-keep_typing = … { $count } más: sigue escribiendo para acotar la lista
core-rank_team = { $place }. { $team }: { $seats }
core-note-auto_passed = { $seat } solo podía pasar, así que he pasado automáticamente.
core-note-auto_passed_many = { $seats } solo podían pasar, así que he pasado automáticamente.
core-note-ai_fallback = La IA de { $seat } se ha atascado, así que ha hecho una jugada válida al azar.

## La sala de espera

core-lobby-text =
    🎲 Mesa de **{ $game }** abierta — anfitrión: { $host_seat }.
    Asientos ({ $count }/{ $max }, mínimo { $min }): { $seats }
    Únete con el botón o con `/partida unirse`; el anfitrión empieza con `/partida empezar`.
core-lobby-button_join = Unirse
core-lobby-button_leave = Salir
core-lobby-button_ai = Añadir IA
core-lobby-button_start = Empezar
core-lobby-done_join = ✅ Ya tienes asiento.
core-lobby-done_leave = ✅ Has dejado la mesa.
core-lobby-done_ai = ✅ Un jugador de IA se ha sentado.
core-lobby-done_start = ✅ La partida ha empezado.
core-lobby-done_open = ✅ Tu mesa está abierta. Si falta su mensaje de sala, `/partida nueva` con el mismo juego lo vuelve a publicar.
core-lobby-start_undelivered = La partida ha empezado y está guardada, pero no he podido publicarla en este canal: { $reason }. Revisa mis permisos aquí (Enviar mensajes, Adjuntar archivos, Insertar enlaces); `/partida estado` muestra el tablero.

## Líneas de estado

core-phase-waiting = Esperando a { $seats }.
core-phase-over = La partida ha terminado.

## Opciones de la mesa

core-option-auto_pass = Si tu única jugada válida es pasar, la hago por ti y lo digo.
core-option-language = El idioma de los mensajes de la mesa en el canal y por privado (en, uk, es, cs); por defecto, el del servidor.

## Palabras sueltas

core-term-yes = sí
core-term-no = no
core-term-none = ninguno
core-term-nothing = nadie
core-term-list_separator = ,{" "}
core-term-language-en = English
core-term-language-uk = Українська
core-term-language-es = Español
core-term-language-cs = Čeština
core-term-permissions-send_messages = Enviar mensajes
core-term-permissions-attach_files = Adjuntar archivos
core-term-permissions-embed_links = Insertar enlaces

## Errores

core-error-internal = Algo ha fallado por mi parte; esta petición no ha cambiado nada. Inténtalo de nuevo.
core-error-table_busy = La mesa está ocupada: no ha cambiado nada. Inténtalo de nuevo en un momento.
core-error-no_table = No hay ninguna mesa en este canal. Abre una con `/partida nueva`.
core-error-unknown_game = No conozco ningún juego llamado «{ $game }».
core-error-unknown_option = No existe ninguna opción de mesa llamada «{ $option }».
core-error-bad_option_value = «{ $value }» no es un valor válido para { $option }.
core-error-bad_options = No entiendo «{ $text }»: escribe las opciones como nombre=valor.
core-error-table_exists = Este canal ya tiene una mesa abierta. Termínala o ciérrala con `/partida abandonar` primero.
core-error-already_started = La partida ya ha empezado: los asientos están fijados.
core-error-already_seated = Ya tienes asiento en esta mesa.
core-error-table_full = { $max ->
    [one] La mesa está llena ({ $max } asiento).
   *[other] La mesa está llena ({ $max } asientos).
}
core-error-not_seated = No tienes asiento en esta mesa.
core-error-host_only = Solo el anfitrión puede hacer eso.
core-error-too_few_players = Aún no hay jugadores suficientes: { $count ->
    [one] hay { $count } sentado
   *[other] hay { $count } sentados
}, hacen falta { $min }.
core-error-abandon_forbidden = Solo el anfitrión o alguien con «Gestionar servidor» puede cerrar esta mesa.
core-error-not_running = En esta mesa no hay ninguna partida en curso.
core-error-stale_prompt = Ese botón es de un turno anterior; no ha cambiado nada. Usa el mensaje más reciente o `/jugar`.
core-error-live_board_refused = Discord no ha abierto aquí el tablero en vivo — { $reason }. Los botones y `/move` juegan la misma mesa.
core-error-not_your_turn = No es tu turno: no ha cambiado nada.
core-error-illegal_action = «{ $action }» no es una jugada válida ahora: no ha cambiado nada. Elige una de la lista de `/jugar`.
core-error-game_over = La partida ha terminado.
core-error-player_count = Este juego es para { $min }–{ $max } jugadores, no para { $count }.
core-error-duplicate_seat = Un mismo jugador no puede ocupar dos asientos.
core-error-missing_permissions = Primero necesito estos permisos en este canal: { $permissions }.
core-error-rules_which = Aquí no hay mesa: di un juego, p. ej. `/partida reglas juego:portroyal`.
core-error-keep_typing = Esa línea solo indica que hay más jugadas: sigue escribiendo para acotar la lista y luego elige una.
core-error-ambiguous = { $count ->
    [one] «{ $action }» puede ser { $count } jugada. Escríbela tal cual o elígela de la lista:
   *[other] «{ $action }» puede ser { $count } jugadas. Escribe una tal cual o elígela de la lista:
}
core-error-double_tap = He ignorado un segundo toque en el mismo mensaje en menos de un segundo: no ha cambiado nada. Vuelve a tocar si era lo que querías.

## La vida de la mesa: temporizadores, expulsiones, rendirse, revancha, páginas del registro, leyenda

core-log_line_by = `{ $number }` { $seat }: { $text }
core-log_page = — página { $page } de { $pages } —
core-button_rematch = Revancha
core-button_older = Anteriores
core-button_newer = Más recientes
core-legend_header = **{ $game }: qué significa cada icono del tablero**
core-legend_alt = La leyenda del tablero de { $game }: { $count ->
    [one] su { $count } icono
   *[other] sus { $count } iconos
}, cada uno junto a su significado.
core-help_game = { $title } ({ $min }–{ $max } jugadores)
core-help =
    🎲 **Treasure Table** organiza juegos de mesa en este canal: { $games }. Tras cada jugada llega el tablero como imagen; lo que solo tú puedes saber llega por MD o en **Mi vista**.
    🪑 **Abrir una mesa:** `/partida nueva juego:portroyal` (cada mesa en su propio hilo, así que un canal admite muchas; con `thread=no` se juega en el canal, una mesa por canal; las `opciones:` son opcionales, p. ej. `language=es`). Los demás pulsan **Unirse**; el anfitrión puede pulsar **Añadir IA** y luego **Empezar**.
    🎯 **Jugar:** en tu turno, pulsa uno de los botones bajo el tablero o escribe `/jugar` y elige de la lista. **Elegir (en privado)** abre opciones que solo ves tú; **Mi vista** muestra tus cartas y secretos; **? Leyenda** explica cada icono del tablero.
    📋 **Comandos:** `/partida unirse` · `/partida salir` (durante la partida una IA sigue con tu puesto) · `/partida añadir-ia` (nivel: fácil, normal o difícil) · `/partida empezar` · `/partida estado` (el tablero, de quién es el turno) · `/partida mano` (tu vista privada) · `/partida pista` · `/partida registro` (todas las jugadas) · `/partida deshacer` (deshacer una jugada que no trajo nada nuevo) · `/partida mis-mesas` (todas las mesas en las que juegas, primero las que te esperan) · `/partida avisos` (cómo te llegan tus turnos: ping, dm, digest, quiet) · `/partida reglas` (las reglas y los iconos) · `/partida ajustes` (recordatorios, relevo por la IA) · `/partida expulsar` · `/partida abandonar` · `/partida repetición` (una partida terminada otra vez, jugada a jugada) · `/partida estadísticas` · `/partida clasificación` (las puntuaciones de este servidor) · `/partida servidor` (ajustes y límites del servidor) · `/partida olvidarme` · `/partida exportar` (lo que guardo sobre ti).
    🔁 Al terminar la partida, **Revancha** abre una mesa nueva con los mismos jugadores.
core-conceded = 🏳️ { $seat } se ha rendido: una IA juega su asiento hasta el final.
core-conceded_done = ✅ Has dejado la partida: una IA juega tu asiento hasta el final.
core-status_abandoned = Esta mesa de { $game } se cerró antes de que terminara la partida.
core-lobby-rematch = 🔁 Revancha: empieza sola en cuanto vuelvan a unirse { $seats }.
core-lobby-started = 🎲 ¡Ha empezado **{ $game }**! Asientos: { $seats }. El tablero está aquí abajo.
core-lobby-closed = 🏳️ Esta mesa de **{ $game }** se cerró antes de empezar.
core-lobby-expired = ⌛ Esta mesa de **{ $game }** nunca llegó a empezar y se ha cerrado.
core-lobby-emptied = 🏳️ Se han ido todos: la mesa de **{ $game }** está cerrada.
core-lobby-new_host = 👑 Ahora el anfitrión es { $seat }.
core-option-thread = Un hilo propio para la mesa, abierto desde su mensaje de sala (donde puedo crear hilos); con `thread=no` se juega en el canal.
core-thread-name = { $game } · { $host }
core-thread-link = 🧵 La mesa se juega en { $thread }.
core-thread-result = 🏁 **{ $game }** ha terminado — { $thread }.
core-thread-deleted = 🗑️ Se borró el hilo de la mesa de **{ $game }** (n.º { $table }), así que la mesa queda cerrada.
core-thread-not_allowed = ℹ️ Aquí no puedo crear hilos (necesito «Crear hilos públicos» y «Enviar mensajes en hilos»), así que esta mesa se juega en este canal.
core-error-which_thread = En los hilos de este canal se juegan varias mesas: { $threads }. Usa el comando dentro del hilo de la tuya.
core-rules-platform = En toda mesa, además: jugar en el canal en vez de en un hilo propio (`thread=no`).
core-left-kicked = {" "}(tras su expulsión, siguió una IA)
core-left-conceded = {" "}(se rindió; siguió una IA)
core-kick-done_freed = ✅ El asiento de { $seat } ha quedado libre.
core-kick-done_ai = ✅ A partir de ahora, una IA juega el asiento de { $seat }.
core-kick-announce_ai = 🤖 { $by_seat } ha sacado a { $seat } de la partida: a partir de ahora, una IA juega su asiento.
core-timer-reminder_dm = ⏰ La partida de **{ $game }** en { $channel } te está esperando desde hace { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}: { $link }
core-timer-reminder_channel = ⏰ { $seat }, la mesa te está esperando desde hace { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}.
core-timer-takeover = 🤖 { $seat } lleva { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
} sin jugar: la IA toma esta decisión en su lugar.
core-timer-lobby_expired = ⌛ La mesa de **{ $game }** nunca llegó a empezar: se ha cerrado al cabo de { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}. Abre otra con `/partida nueva`.
core-settings-header = ⚙️ Ajustes de la mesa de **{ $game }**:
core-settings-how = El anfitrión los cambia con `/partida ajustes opciones:reminder=6 takeover=48` (en horas; 0 = desactivado).
core-option-reminder = Horas que pasan antes de que un jugador al que se espera reciba un recordatorio por privado (el primero también lo menciona aquí); 0 = desactivado.
core-option-takeover = Horas que pasan antes de que la IA tome por un jugador inactivo la decisión que tiene pendiente; 0 = desactivado.
core-error-played_by_ai = Ahora una IA juega este asiento: no ha cambiado nada.
core-error-kick_forbidden = Solo el anfitrión o alguien con «Gestionar servidor» puede expulsar a un jugador.
core-error-kick_not_seated = Ese jugador no tiene asiento en esta mesa.
core-error-kick_self = No puedes expulsarte a ti mismo: usa `/partida salir`.
core-error-kick_ai_seat = Un asiento de IA no se puede quitar una vez empezada la partida.
core-error-not_live_option = «{ $option }» no se puede cambiar aquí: solo las horas del recordatorio (`reminder`), el relevo por la IA (`takeover`) y el paso automático (`auto_pass`).
core-error-rematch_not_over = Esa partida no ha terminado, así que no hay nada que volver a jugar.
core-error-rematch_players_only = Solo quienes jugaron esa partida pueden pedir la revancha.

# a table row that cannot be read
core-error-damaged_table = No puedo leer la mesa de este canal (número { NUMBER($table, useGrouping: 0) }): { $problem }. No se puede jugar en ella. El anfitrión o alguien con «Gestionar servidor» puede retirarla con `/partida abandonar`; después, `/partida nueva` abre una mesa nueva.
core-damaged_notice = ⚠️ Tras reiniciarme no he podido recuperar la mesa de este canal (número { NUMBER($table, useGrouping: 0) }): { $problem }. El anfitrión o alguien con «Gestionar servidor» puede retirarla con `/partida abandonar`; después, `/partida nueva` abre una mesa nueva.
core-abandoned_damaged = 🏳️ { $seat } ha retirado la mesa dañada de este canal (número { NUMBER($table, useGrouping: 0) }).
core-term-problem-seats = sus asientos guardados están dañados
core-term-problem-names = los nombres guardados de los jugadores están dañados
core-term-problem-options = sus opciones guardadas están dañadas
core-term-problem-state = la partida guardada está dañada
core-term-problem-game = es un juego que esta versión del bot no conoce
core-term-problem-other = parte de sus datos guardados está dañada

## Respuestas veraces cuando algo falla después de guardar, y entradas mal formadas

core-told_partly = ⚠️ Parte de lo que tenía que publicar no se envió; el tablero se pondrá al día con la próxima publicación, y `/partida estado` lo muestra ya.
core-saved_public = { $seat }: eso está guardado (no he podido responderte en privado). `/partida estado` muestra la mesa.
core-error-already_played = Esa jugada ya se hizo y está guardada (jugada { $number }): no ha cambiado nada más. `/partida estado` muestra el tablero.
core-error-bad_component = No puedo leer ese botón o menú: no ha cambiado nada. Usa el mensaje más reciente o `/jugar`.
core-error-other_table = Ese botón pertenece a una mesa de otro canal: no ha cambiado nada.
core-error-duplicate_option = «{ $option }» aparece dos veces: escribe cada opción una sola vez.
core-error-options_too_long = El texto de opciones es demasiado largo ({ $length } caracteres; como máximo { $max }).
core-error-too_many_options = Demasiadas opciones ({ $count }; como máximo { $max }).
core-error-stale_pick = La partida ha avanzado desde que se ofreció esa línea de la lista de `/jugar`: no ha cambiado nada. Elige de nuevo en la lista.
core-menu_you = 🎯 Tu decisión; solo tú ves este menú.
core-menu_back = Atrás
core-dm_failed = 📬 { $seat }, mi mensaje privado con tus novedades no llegó: `/partida mano` te las muestra.

## Deshacer jugadas (/partida deshacer): solo jugadas tranquilas, que no trajeron nada nuevo a la partida
core-command-game-undo-name = deshacer
core-command-game-undo-description = Deshaz tu última jugada, si no trajo nada nuevo a la partida
core-option-undo = `/partida deshacer`: `yes` deshace al momento tu jugada tranquila y las de otros con su permiso; `own` solo las tuyas (y las de la IA tras ellas); `no` nunca.
core-rules-undo = `/partida deshacer` deshace una jugada que no trajo nada nuevo a la partida (ninguna carta robada, ningún dado tirado, nada oculto a la vista): la tuya al momento mientras nadie más haya jugado, si no cuando todos los demás lo permitan. Una jugada que mostró algo nuevo a alguien se queda: si no, quien la hizo podría mirar y elegir otra vez.
core-event-taken_back = ↩️ { $seat } deshizo { $count ->
    [one] la jugada { $first }
   *[other] las jugadas { $first }–{ $last }
}.
core-event-restored = ↩️ Se han deshecho jugadas en la mesa. Tu posición vuelve a ser:
core-log_taken_back = {" "}(deshecha)
core-undo-done = ↩️ Deshecho: { $count ->
    [one] la jugada { $first }.
   *[other] las jugadas { $first }–{ $last }.
} El tablero muestra la posición de antes.
core-undo-asked = ✅ Se ha pedido permiso { $count ->
    [one] al otro jugador
   *[other] a los otros { $count } jugadores
}: tienen dos minutos. Nada cambia si no lo permiten todos.
core-undo-request = ↩️ { $seat } pide deshacer { $count ->
    [one] la jugada { $first }
   *[other] las jugadas { $first }–{ $last }
}. { $asked_seats }: pulsad **Permitir** o **Rechazar** en { $minutes } minutos; nada cambia si no lo permiten todos.
core-undo-allowed_by = Lo han permitido: { $seats }.
core-undo-refused = ✋ { $by } lo rechazó: { $count ->
    [one] la jugada de { $seat } se queda
   *[other] las jugadas de { $seat } se quedan
}.
core-undo-allowed = ↩️ Todos lo permitieron: { $count ->
    [one] se deshizo la jugada
   *[other] se deshicieron las { $count } jugadas
} de { $seat }.
core-undo-lapsed = ⌛ Nadie respondió a tiempo: { $count ->
    [one] la jugada de { $seat } se queda
   *[other] las jugadas de { $seat } se quedan
}.
core-undo-moved_on = ⏭️ La partida siguió, así que la petición de { $seat } terminó: no se deshizo nada.
core-undo-button_allow = Permitir
core-undo-button_refuse = Rechazar
core-undo-answered_refused = ✅ Lo has rechazado: no se deshizo nada.
core-undo-answered_waiting = ✅ Lo has permitido; aún faltan los demás.
core-undo-answered_taken = ✅ Lo has permitido: las jugadas se deshicieron.
core-error-undo_over = La partida ha terminado: sus jugadas ya no se pueden deshacer.
core-error-undo_off = El anfitrión de esta mesa desactivó deshacer jugadas (`undo=no`).
core-error-undo_nothing = No tienes ninguna jugada que deshacer en esta mesa.
core-error-undo_own_only = Alguien más ha jugado desde entonces, y esta mesa solo deshace tus propias jugadas (`undo=own`): no ha cambiado nada.
core-error-undo_loud = { $whose ->
    [yours] Tu jugada { $number }
   *[other] La jugada { $number }
} no se puede deshacer: { $reason ->
    [chance] dejó algo al azar (un dado, un barajado, una elección al azar)
   *[other] sacó a la luz algo oculto (una carta robada, un secreto mostrado)
}. No ha cambiado nada.
core-error-undo_unsure = El registro de esta mesa no lleva de vuelta a su posición, así que no desharé nada. No ha cambiado nada.
core-error-undo_pending = Ya hay una petición abierta para deshacer jugadas en esta mesa: espera su respuesta.
core-error-undo_ended = Esa petición ya terminó (respondida, caducada o la partida siguió): no ha cambiado nada.
core-error-undo_yours = Es tu propia petición: la responden los demás.
core-error-undo_not_asked = Esta petición es para los otros jugadores de la mesa, no para ti.
core-restarting = ⏳ Me estoy reiniciando: inténtalo de nuevo en un momento.
core-live-your_turn = Te toca: { $line }
core-live-waiting_for = Esperando a { $seats }: { $line }
core-live-refused = Discord no pudo confirmar quién eres en esta actividad, así que el tablero en vivo sigue cerrado. Cierra la actividad y ábrela de nuevo.
core-live-not_there = No estás en esta actividad, así que su tablero en vivo no es para ti. Únete primero a la actividad.
## Un servidor en manos de sus administradores: /partida servidor, límites, /partida olvidarme, /partida exportar

core-command-game-server-name = servidor
core-command-game-server-description = Los ajustes de este servidor; los cambia quien tenga Gestionar servidor. Vacío: mostrarlos
core-command-game-server-param-language-name = idioma
core-command-game-server-param-language-description = El idioma de las mesas nuevas (auto: el del servidor)
core-command-game-server-param-reminder-name = recordatorio
core-command-game-server-param-reminder-description = Horas antes de recordar a quien se espera, en mesas nuevas (0: desactivado)
core-command-game-server-param-takeover-name = relevo
core-command-game-server-param-takeover-description = Horas antes de que la IA decida por quien calla, en mesas nuevas (0: desactivado)
core-command-game-server-param-opener-name = quien
core-command-game-server-param-opener-description = Quién puede abrir mesas (@everyone: todos)
core-command-game-server-param-channels-name = canales
core-command-game-server-param-channels-description = Canales donde se pueden abrir mesas, p. ej. #juegos #más-juegos (sin canal: en cualquiera)
core-command-game-server-param-lobbies-name = salas
core-command-game-server-param-lobbies-description = Salas abiertas que una persona puede tener a la vez
core-command-game-server-param-hosted-name = anfitrion
core-command-game-server-param-hosted-description = Partidas en curso que una persona puede organizar a la vez
core-command-game-server-param-running-name = en_curso
core-command-game-server-param-running-description = Partidas en curso en este servidor a la vez
core-command-game-server-param-cooldown-name = pausa
core-command-game-server-param-cooldown-description = Segundos entre dos /partida nueva de una persona
core-command-game-server-param-hints-name = pistas
core-command-game-server-param-hints-description = Pistas (/partida pista) en las mesas del servidor (apagadas aquí manda sobre la mesa)
core-command-game-forget_me-name = olvidarme
core-command-game-forget_me-description = Quitarte de los registros de juego de este servidor (los de otros se quedan)
core-command-game-export-name = exportar
core-command-game-export-description = Tus partidas en este servidor, en un archivo que solo ves tú
core-server-header = ⚙️ **Ajustes de este servidor** (para las mesas que se abran desde ahora):
core-server-language = • Idioma de las mesas nuevas: { $language }
core-server-language_auto = el del servidor ({ $language })
core-server-timers = • Recordatorio a las { $reminder } h · relevo de la IA a las { $takeover } h (0: desactivado; el anfitrión de una mesa cambia los suyos con `/partida ajustes`)
core-server-opener = • Quién puede abrir mesas: { $who }
core-server-everyone = todos
core-server-where = • Dónde: { $where }
core-server-anywhere = cualquier canal
core-server-limits = • Límites: { $lobbies ->
    [one] { $lobbies } sala abierta
   *[other] { $lobbies } salas abiertas
} y { $hosted ->
    [one] { $hosted } partida en curso
   *[other] { $hosted } partidas en curso
} por persona; { $running ->
    [one] { $running } partida en curso
   *[other] { $running } partidas en curso
} en el servidor; una `/partida nueva` por persona cada { $cooldown ->
    [one] { $cooldown } segundo
   *[other] { $cooldown } segundos
}.
core-server-hints = • Pistas (`/partida pista`): { $on ->
    [yes] activadas donde el anfitrión de la mesa las permite
   *[no] desactivadas en todas las mesas
}
core-server-how = -# Quien tenga Gestionar servidor los cambia con `/partida servidor` y sus opciones, y conserva siempre todos los comandos, digan lo que digan.
core-server-saved = ✅ Guardado.
# los dos formularios de /partida servidor (etiquetas ≤ 45 caracteres, descripciones y textos de ayuda ≤ 100)
core-server-button_tables = Cambiar idioma, tiempos, quién y dónde
core-server-button_limits = Cambiar límites
core-server-form_tables = Mesas nuevas en este servidor
core-server-form_limits = Límites en este servidor
core-server-field-language = Idioma de las mesas nuevas
core-server-field-reminder = Recordar a quien se espera tras
core-server-field-takeover = La IA decide por quien calla tras
core-server-field-opener = Quién puede abrir mesas
core-server-field-channels = Dónde se pueden abrir mesas
core-server-field-lobbies = Salas abiertas por persona
core-server-field-hosted = Partidas en curso por anfitrión
core-server-field-running = Partidas en curso en este servidor
core-server-field-cooldown = Segundos entre dos /partida nueva de alguien
core-server-field-hints = Pistas en las mesas del servidor
core-server-hints_on = Activadas
core-server-hints_off = Desactivadas
core-server-hint-opener = Sin rol: todos. Quien tenga Gestionar servidor siempre puede abrir mesas.
core-server-hint-channels = Sin canal: en cualquiera.
core-server-placeholder-opener = Todos
core-server-placeholder-channels = Cualquier canal
core-server-range = Un número entero de { NUMBER($low, useGrouping: 0) } a { NUMBER($high, useGrouping: 0) }.
core-server-hours = { $hours ->
    [0] Desactivado
   *[other] { $hours } h
}
core-former_player = un antiguo jugador
core-forget-ask = ⚠️ **Olvidarme** quita tu id y tu nombre de todo lo que guardo sobre las partidas de este servidor: asientos, registros, resultados y puntuaciones. Donde jugaste, los registros dirán «un antiguo jugador»; las partidas, puestos y puntuaciones de los demás se quedan como están. No se puede deshacer. (Los mensajes ya publicados siguen en Discord).
core-forget-button = Olvidarme
core-forget-done = ✅ Hecho: este servidor te ha olvidado. { $count ->
    [0] Aquí no guardaba nada tuyo.
    [one] { $count } mesa dice ahora «un antiguo jugador» donde estabas tú.
   *[other] { $count } mesas dicen ahora «un antiguo jugador» donde estabas tú.
}
core-export-done = 📦 Lo que guardo sobre ti en este servidor: { $count ->
    [one] { $count } mesa
   *[other] { $count } mesas
}, en este archivo (solo lo ves tú).
core-error-lobby_limit = { $count ->
    [one] Ya tienes una mesa abierta que no ha empezado: { $lobby }. Empiézala o sal de ella antes de abrir otra.
   *[other] Ya tienes { $count } mesas abiertas sin empezar, lo máximo que permite este servidor (una es { $lobby }). Empieza una o sal de ella antes de abrir otra.
}
core-error-hosted_limit = { $max ->
    [one] Ya organizas { $max } partida en curso, lo máximo que este servidor permite por persona: termínala primero.
   *[other] Ya organizas { $max } partidas en curso, lo máximo que este servidor permite por persona: termina una primero.
}
core-error-server_limit = { $max ->
    [one] Este servidor ya tiene { $max } partida en curso, lo máximo que permite. Vuelve a intentarlo cuando termine.
   *[other] Este servidor ya tiene { $max } partidas en curso, lo máximo que permite. Vuelve a intentarlo cuando termine una.
}
core-error-cooldown = { $seconds ->
    [one] Una mesa nueva cada vez: inténtalo de nuevo en { $seconds } segundo.
   *[other] Una mesa nueva cada vez: inténtalo de nuevo en { $seconds } segundos.
}
core-error-opener_role = En este servidor solo { $role } puede abrir mesas.
core-error-opener_channel = En este servidor las mesas se abren en { $channels }.
core-error-server_manage_only = Solo quien tenga Gestionar servidor puede cambiar los ajustes de este servidor; `/partida servidor` sin opciones los muestra.
core-error-server_limit_range = «{ $setting }» debe estar entre { $low } y { $high }, no { $value }.
core-error-forget_seated = Tienes asiento en { $tables }: sal primero (`/partida salir` allí) y vuelve a pedirlo.
core-error-forget_not_yours = Ese botón es de quien pidió ser olvidado: no ha cambiado nada.
core-lobby-rematch_held = Ya han vuelto todos, pero la revancha aún no puede empezar: { $reason }
core-undo-ended = ⏹️ La petición de { $seat } terminó (dejó la partida): no se deshizo nada.
core-undo-answered_ended = ✅ Esa petición ya había terminado: no se deshizo nada.

## /game notify: cómo te llegan tus turnos, en todas las mesas
core-command-game-notify-name = avisos
core-command-game-notify-description = Cómo te llegan tus turnos, en todas las mesas: ping, dm, digest o quiet
core-command-game-notify-param-how-name = modo
core-command-game-notify-param-how-description = ping: una mención · dm: también un MD para jugar · digest: un MD al día · quiet: nada
core-command-game-notify-param-hour-name = hora
core-command-game-notify-param-hour-description = La hora del resumen, UTC (0-23)
core-notify-ping = 🔔 Tus turnos te llegan como una mención en el hilo de la mesa (lo predeterminado), en todas tus mesas.
core-notify-dm = 📬 Tus turnos te llegan como una mención en el hilo de la mesa y como un MD con el tablero y los botones de jugada, para que puedas jugar desde tus MD.
core-notify-digest = 🗞️ Sin menciones: un MD al día a las { $hour }:00 UTC con las mesas que te esperan.
core-notify-quiet = 🔕 Sin menciones ni MD sobre tus turnos: `/game mine` muestra las mesas que te esperan.
core-notify-digest_head = 🗞️ { $count ->
    [one] Una mesa te espera:
   *[other] { $count } mesas te esperan:
}
core-notify-digest_line = • **{ $game }** (mesa n.º { $table }), tu turno desde { $since }: { $link }
core-notify-digest_more = …y { $count } más: `/game mine` las muestra todas.
core-notify-dm_prompt_head = 🎯 **{ $game }** (mesa n.º { $table }): te toca. La mesa: { $link }
core-notify-dm_prompt_played = ✅ **{ $game }** (mesa n.º { $table }): jugaste { $action }. La mesa: { $link }
core-notify-dm_prompt_closed = ⏹️ **{ $game }** (mesa n.º { $table }): este turno ya pasó, así que sus botones se han quitado. La mesa: { $link }
core-notify-dm_closed = 📪 { $seat }, tus MD están cerrados para mí, así que tus turnos te llegan aquí como menciones. Ábrelos o elige otro modo con `/game notify`.

## /game mine: every table you sit at

core-command-game-mine-name = mis-mesas
core-command-game-mine-description = Solo lo ves tú: todas las mesas en las que juegas, primero las que te esperan, con enlaces
core-mine-header = 🗂️ **Tus mesas:** { $count ->
    [one] { $count } mesa abierta
   *[other] { $count } mesas abiertas
}, { $waiting ->
    [0] ninguna te espera.
    [one] { $waiting } te espera.
   *[other] { $waiting } te esperan.
}
core-mine-title = { $mark } **{ $game }** · { $status } · { $server }
core-mine-title_yours = { $mark } **{ $game }** · { $status } · { $server } · **¡te toca!**
core-mine-status-lobby = por empezar
core-mine-status-running = en juego
core-mine-this_server = este servidor
core-mine-another_server = otro servidor
core-mine-turn = Jugadores: { $seats } · turno de: { $turn_seats } · última actividad { $since }
core-mine-lobby = Jugadores: { $seats } · esperando el comienzo · abierta { $since }
core-mine-standing = Tu puesto: { $place }
core-mine-page = — página { $page } de { $pages } —
core-mine-none = 🪑 Aún no juegas en ninguna mesa abierta. Abre una con `/partida nueva` en un canal de un servidor, o pulsa **Unirse** bajo el mensaje de una mesa.
core-error-mine_not_yours = Estos botones pasan las páginas de la lista de otra persona: `/partida mis-mesas` muestra la tuya.

## treasure-table try: the page of the local simulation
core-try-welcome = 🧪 **Una simulación local de Discord** en tu ordenador: el bot Treasure Table de verdad, sin token, sin enviar nada a ninguna parte. Los mensajes directos no se muestran aquí: lo que solo tú puedes saber está en **Mi vista**. Escribe `/` para ver todos los comandos.
core-try-pick = Elige un juego: se abre aquí una mesa con { $ais ->
    [0] solo tú (añade IA o personas desde su sala).
    [one] tú y un jugador IA.
   *[other] tú y { $ais } jugadores IA.
}

## Hints (/game hint): the hard AI's best moves for a seat, from its view alone
core-command-game-hint-name = pista
core-command-game-hint-description = En privado: las mejores jugadas de la IA difícil para ti (la mesa deja de puntuar)
core-option-hints = `/partida pista`: las mejores jugadas de la IA difícil, en privado, para quien puede jugar (`yes`); la mesa puntúa hasta que alguien pide una. `no` desactiva las pistas.
core-error-hints_off = El anfitrión de esta mesa desactivó las pistas (`hints=no`).
core-error-hints_off_server = Este servidor desactivó las pistas (`/partida servidor`).
core-error-hint_thinking = Aún estoy pensando tu última pista: llega en un momento.
core-error-hint_busy = Ahora se están pensando muchas pistas: la tuya esperaría unos { $seconds } s. Prueba en un rato.
core-hint-header = 💡 **{ $game }**: { $count ->
    [one] la jugada
   *[other] { $count } jugadas
} que la IA difícil sopesa para ti, con lo que tú ves
core-hint-level = 💡 **{ $game }**: con lo que ves, ahora ninguna jugada destaca: la IA difícil elegiría cualquiera por igual. Elige libremente.
core-hint-footer = -# Juega una con su botón o con `/move`. Una mesa deja de puntuar en cuanto alguien pide una pista.
core-hint-playouts = { $figure }, la mejor en { $best } de { $playouts } simulaciones
core-hint-ahead = +{ NUMBER($amount, minimumFractionDigits: 1) } puntos por delante de media
core-hint-behind = { NUMBER($amount, minimumFractionDigits: 1) } puntos por detrás de media
core-hint-ahead-vp = +{ NUMBER($amount, minimumFractionDigits: 1) } PV por delante de media
core-hint-behind-vp = { NUMBER($amount, minimumFractionDigits: 1) } PV por detrás de media
core-hint-ahead-gold = +{ NUMBER($amount, minimumFractionDigits: 1) } de oro por delante de media
core-hint-behind-gold = { NUMBER($amount, minimumFractionDigits: 1) } de oro por detrás de media
core-hint-ahead-treasure = tu equipo +{ NUMBER($amount, minimumFractionDigits: 1) } de tesoro por delante de media
core-hint-behind-treasure = tu equipo { NUMBER($amount, minimumFractionDigits: 1) } de tesoro por detrás de media
core-hint-ahead-treasure_gap = los equipos empatados de media
core-hint-behind-treasure_gap = los equipos a { NUMBER($amount, minimumFractionDigits: 1) } de tesoro de media (te conviene un empate)
core-hint-loss = unos { NUMBER($amount, minimumFractionDigits: 1) } puntos de pérdida esperada
core-hint-loss-goods = unas { NUMBER($amount, minimumFractionDigits: 1) } mercancías que se espera perder con los ladrones
core-hint-unrated = 💡 { $seat } pidió una pista: esta mesa ya no puntúa.
core-hint-unrated_result = -# 💡 Sin puntuar: en esta mesa se pidió una pista.
