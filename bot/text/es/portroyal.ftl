# Port Royal en español.

portroyal-title = Port Royal
portroyal-score = { $score } PV, { $coins } 💰, { $expeditions ->
    [one] { $expeditions } expedición
   *[other] { $expeditions } expediciones
}
portroyal-rules =
    ⚓ **Port Royal**: contrata personajes que dan puntos de victoria (PV); el primero en llegar a 12+ PV termina la partida.
    🔎 **Tu turno, fase 1 (Descubrir):** roba cartas del mazo de una en una y para cuando quieras.
    • Personajes y barcos van al puerto. Las expediciones van a su zona; la subida de impuestos se resuelve al instante.
    • Un segundo barco de un color que ya está en el puerto y **te pasas**: se descarta el puerto y termina tu turno.
    • Si tus sables (Marinero ⚔1, Pirata ⚔2) igualan o superan los ⚔ de un barco nuevo, puedes repelerlo (nunca uno con ☠).
    🤝 **Fase 2 (Comerciar y contratar):** toma 1 carta (4 colores de barco en el puerto: 2; los 5 colores: 3), +1 por cada Gobernador.
    • Barco: cobras sus monedas (+1 por cada Comerciante de su color). Personaje: pagas su coste (−1 por cada Mademoiselle).
    • Después, cada otro jugador, por orden, puede tomar 1 carta (+1 por Gobernador) pagándote 1 moneda por carta.
    • Las cartas que quedan en el puerto se descartan; juega el siguiente.
    💰 **Las monedas** son cartas del mazo boca abajo; todos empiezan con 3. El descarte se baraja cuando se acaba el mazo.
    📜 **Subida de impuestos:** quien tenga 12+ monedas pierde la mitad (redondeando hacia abajo); luego los jugadores con más sables
    o con menos PV (según la carta) reciben 1 moneda cada uno, todos en caso de empate.
    🗺 **Expediciones:** en tu propio turno, descarta personajes con los símbolos pedidos (Colono 🛖, Capitán ⚓, Sacerdote ✝;
    el Factótum vale por cualquier símbolo) para conseguirla: sus PV y sus monedas son tuyos.
    🎭 **Poderes de los personajes** (se acumulan por carta):
    • Almirante: +2 monedas cuando tu ocasión de tomar empieza con 5+ cartas en el puerto.
    • Bufón: +1 moneda si el puerto está vacío en tu ocasión (no en tu turno) y +1 moneda cuando alguien se pasa.
    • Gobernador: +1 carta cada vez que tomas. Mademoiselle: −1 al coste de contratar. Comerciante: +1 moneda por barcos de su color.
    🏁 **Final:** cuando alguien tiene 12+ PV, se termina la ronda para que todos hayan jugado los mismos turnos.
    Gana quien tenga más PV; en caso de empate, más monedas; si sigue el empate, la victoria se comparte.
    ⚙ **Lecturas que puedes cambiar** en `/partida nueva`: el Gobernador contratado cuenta al instante (`governor_immediate_pick=yes`), 12 PV solo terminan la partida con una expedición (`expedition_end_variant=yes`), sin reclamar expediciones tras pasarse (`claim_after_bust=no`), jugador inicial al azar (`start_player=random`).

## Jugadas (etiquetas de botón: 80 caracteres como máximo)

portroyal-action-draw = 🂠 Descubrir una carta
portroyal-action-stop = ✋ Parar y comerciar ({ $picks ->
    [one] { $picks } carta
   *[other] { $picks } cartas
})
portroyal-action-end = ⏭ Terminar el turno
portroyal-action-repel = ⚔ Repeler: { $card }
portroyal-action-keep = ⚓ Dejar en el puerto: { $card }
portroyal-action-keep_bust = 💥 Dejar { $card }: ¡te pasas!
portroyal-action-take_ship = Tomar { $card } (+{ $coins } 💰)
portroyal-action-take_ship_pay = Tomar { $card } (+{ $coins } 💰, paga 1 al jugador activo)
portroyal-action-hire = Contratar { $card } por { $cost } 💰
portroyal-action-hire_pay = Contratar { $card } por { $cost } 💰 + 1 al jugador activo
portroyal-action-done = ✅ No tomar más cartas
portroyal-action-pass = ⏭ Pasar
portroyal-action-claim = 🗺 Conseguir { $card }{ $jacks ->
    [0] {""}
    [one] , con { $jacks } Factótum
   *[other] , con { $jacks } Factótums
}

## Sucesos

portroyal-event-turn = 🔔 Ronda { $round }, turno { $turn }: juega { $seat }.
portroyal-event-revealed = { $seat } descubre { $card }.
portroyal-event-repelled = ⚔ { $seat } repele { $card } (⚔{ $swords }).
portroyal-event-bust = 💥 ¡{ $seat } se pasa con { $card }! Se descarta el puerto.
portroyal-event-jester_paid = 🃏 { $seat } recibe { $coins } 💰 { $jesters ->
    [1] de su Bufón
   *[other] de sus Bufones
}.
portroyal-event-tax = 📜 ¡Subida de impuestos! Quien tenga 12 o más 💰 pierde la mitad.
portroyal-event-tax_paid = 📜 { $seat } paga { $coins } 💰 de impuestos y se queda con { $left }.
portroyal-event-tax_bonus = 📜 Bonificación ({ $bonus }: { $value }): { $seats } { $seats_count ->
    [1] recibe 1 💰.
   *[other] reciben 1 💰 cada uno.
}
portroyal-event-expedition_found = 🗺 Ya se puede conseguir { $card }.
portroyal-event-expedition_claimed = 🗺 { $seat } consigue { $card } con { $persons }: +{ $vp } PV y { $coins } 💰.
portroyal-event-ship_taken = { $seat } toma { $card } y cobra { $coins } 💰.
portroyal-event-person_hired = { $seat } contrata { $card } por { $cost } 💰.
portroyal-event-compensation = { $from_seat } paga { $coins } 💰 a { $to_seat }.
portroyal-event-admiral_paid = 🎖 { $seat } recibe { $coins } 💰 { $admirals ->
    [1] de su Almirante
   *[other] de sus Almirantes
}.
portroyal-event-reshuffle = 🔀 El descarte ({ $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}) se baraja y forma un nuevo mazo.
portroyal-event-stopped = ✋ { $seat } para con { $harbor ->
    [one] { $harbor } carta
   *[other] { $harbor } cartas
} en el puerto.
portroyal-event-trade_start = { $seat } puede tomar { $picks ->
    [one] { $picks } carta
   *[other] { $picks } cartas
} ({ $colours ->
    [0] aún no hay barcos en el puerto
    [one] { $colours } color de barco en el puerto
   *[other] { $colours } colores de barco en el puerto
}).
portroyal-event-chance = { $seat } puede tomar { $picks ->
    [one] { $picks } carta
   *[other] { $picks } cartas
} del puerto (quedan { $harbor }).
portroyal-event-done = { $seat } no toma más cartas.
portroyal-event-passed = { $seat } pasa.
portroyal-event-no_cards = { $seat } no puede descubrir nada: el mazo y el descarte están vacíos.
portroyal-event-harbor_cleared = { $count ->
    [one] Se descarta la carta que quedaba en el puerto.
   *[other] Se descartan las { $count } cartas que quedaban en el puerto.
}
portroyal-event-end_triggered = 🏁 ¡{ $seat } tiene { $vp } PV! Se termina la ronda; { $last_seat } juega el último turno.
portroyal-event-deadlock = 🏁 Nadie puede descubrir ya ninguna carta: la partida termina ahora.
portroyal-event-you_status = Tú: { $coins } 💰, { $vp } PV, ⚔{ $swords }, descuento al contratar { $discount }; { $picks ->
    [one] { $picks } carta
   *[other] { $picks } cartas
} en turnos ajenos, { $picks_left ->
    [0] ninguna por tomar ahora.
    [one] { $picks_left } por tomar ahora.
   *[other] { $picks_left } por tomar ahora.
}

## A quién le toca (la línea bajo el tablero)

portroyal-phase-discover = { $seat } está descubriendo: { $revealed ->
    [0] descubre una carta.
   *[other] descubre otra carta o para.
}
portroyal-phase-repel = { $seat } debe decidir: repeler el barco o dejarlo en el puerto.
portroyal-phase-trade = { $seat } está comerciando: toma una carta del puerto o termina.
portroyal-phase-others = { $seat } puede tomar una carta del puerto (pagando 1 moneda al jugador activo) o pasar.
portroyal-phase-bust = { $seat } se ha pasado: puede conseguir una expedición o terminar el turno.
portroyal-phase-over = La partida ha terminado.

## Cartas

portroyal-thing-ship = Barco { $colour } ⚔{ $strength } 💰{ $coins }
portroyal-thing-person = { $name } ({ $vp } PV)
portroyal-thing-expedition = Expedición { $needs } ({ $vp } PV, +{ $coins } 💰)
portroyal-thing-tax = Subida de impuestos ({ $bonus })

portroyal-term-colour-yellow = amarillo
portroyal-term-colour-blue = azul
portroyal-term-colour-green = verde
portroyal-term-colour-red = rojo
portroyal-term-colour-black = negro
portroyal-term-strength-skull = ☠
portroyal-term-name-trader_yellow = Comerciante amarillo
portroyal-term-name-trader_blue = Comerciante azul
portroyal-term-name-trader_green = Comerciante verde
portroyal-term-name-trader_red = Comerciante rojo
portroyal-term-name-trader_black = Comerciante negro
portroyal-term-name-settler = Colono 🛖
portroyal-term-name-captain = Capitán ⚓
portroyal-term-name-priest = Sacerdote ✝
portroyal-term-name-jack_of_all_trades = Factótum ✳
portroyal-term-name-sailor = Marinero ⚔1
portroyal-term-name-pirate = Pirata ⚔2
portroyal-term-name-mademoiselle = Mademoiselle
portroyal-term-name-jester = Bufón
portroyal-term-name-admiral = Almirante
portroyal-term-name-governor = Gobernador
portroyal-term-needs-hut = 🛖
portroyal-term-needs-anchor = ⚓
portroyal-term-needs-cross = ✝
portroyal-term-bonus-most_swords = más sables
portroyal-term-bonus-fewest_vp = menos PV

## Opciones de la mesa

portroyal-option-governor_immediate_pick = Un Gobernador contratado mientras tomas cartas da su carta extra al momento (si no: desde tu próxima ocasión).
portroyal-option-expedition_end_variant = Variante de final: hacen falta 12+ PV y una expedición en la misma zona, y solo puede ganar quien tenga una expedición.
portroyal-option-claim_after_bust = El jugador activo aún puede conseguir expediciones tras pasarse, antes de que pase el turno.
portroyal-option-start_player = Quién empieza: el primer asiento (el anfitrión) o un jugador al azar.

## Fin de la partida

portroyal-tiebreak-coins = Empate a PV: gana quien tenga más monedas.
portroyal-tiebreak-shared = Empate a PV y monedas: victoria compartida.

## La leyenda: qué significa cada icono del tablero

portroyal-icon-discover = descubrir: el jugador activo descubre cartas
portroyal-icon-repel = se puede repeler un barco
portroyal-icon-trade = toma una carta (el número: las que quedan por tomar)
portroyal-icon-others = los demás jugadores compran
portroyal-icon-bust = pasarse: un color ha salido dos veces
portroyal-icon-round = ronda; junto a un nombre: quien empieza la ronda
portroyal-icon-final_round = última ronda
portroyal-icon-draw_pile = mazo
portroyal-icon-discard_pile = descarte
portroyal-icon-harbor = el puerto (el número: sus cartas)
portroyal-icon-harbor_colours = los colores de barco en el puerto: un segundo barco de un color relleno te hace pasarte
portroyal-icon-ship_yellow = barco amarillo (●)
portroyal-icon-ship_blue = barco azul (■)
portroyal-icon-ship_green = barco verde (▲)
portroyal-icon-ship_red = barco rojo (◆)
portroyal-icon-ship_black = barco negro (✚)
portroyal-icon-swords = sables (la fuerza de un barco; un Marinero ⚔1)
portroyal-icon-unstoppable = un barco que ningún sable puede repeler
portroyal-icon-coins = monedas (un coste, una recompensa o lo que tiene un jugador)
portroyal-icon-vp = puntos de victoria
portroyal-icon-expedition = expedición
portroyal-icon-tax = subida de impuestos
portroyal-icon-trader = Comerciante (+1 moneda por barcos de su color)
portroyal-icon-pirate = Pirata (2 sables)
portroyal-icon-captain = Capitán
portroyal-icon-settler = Colono
portroyal-icon-priest = Sacerdote
portroyal-icon-jack_of_all_trades = Factótum
portroyal-icon-mademoiselle = Mademoiselle (−1 al coste de contratar)
portroyal-icon-admiral = Almirante (+2 monedas cuando tu ocasión de tomar empieza con 5+ cartas)
portroyal-icon-jester = Bufón (+1 moneda si el puerto está vacío o alguien se pasa)
portroyal-icon-governor = Gobernador (+1 carta cada vez que tomas)
portroyal-icon-active = el jugador activo
portroyal-icon-waiting = esperando a este jugador
portroyal-icon-you = tú
portroyal-icon-winner = ganador

## El tablero en palabras (su texto alternativo): lo que muestra la imagen, lo más importante primero

portroyal-fact-standing = { $seat }: { $vp } PV, { $coins ->
    [one] { $coins } moneda
   *[other] { $coins } monedas
}, { $swords ->
    [one] { $swords } sable
   *[other] { $swords } sables
}.
portroyal-fact-round = Ronda { $round }.
portroyal-fact-final_round = Ronda { $round }, la última.
portroyal-fact-harbor = Puerto: { $cards }.
portroyal-fact-harbor_empty = El puerto está vacío.
portroyal-fact-pending = Se puede repeler un barco: { $card }.
portroyal-fact-picks = { $seat } puede tomar { $picks ->
    [one] { $picks } carta más
   *[other] { $picks } cartas más
}.
portroyal-fact-expeditions = Expediciones abiertas: { $cards }.
portroyal-fact-display = { $seat } tiene { $cards }.
portroyal-fact-piles = Mazo: { $draw ->
    [one] { $draw } carta
   *[other] { $draw } cartas
}; descarte: { $discard ->
    [one] { $discard } carta
   *[other] { $discard } cartas
}.
portroyal-fact-discard_top = Encima del descarte: { $card }.
portroyal-thing-times = { $count ->
    [1] { $card }
   *[other] { $count } × { $card }
}

# The focus picture's facts (its alt text): what the picture beside the board shows.
portroyal-focus-harbor = Puerto: { $cards }.
portroyal-focus-tableau = { $seat }: { $coins } monedas, { $vp } PV, { $swords } espadas.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
portroyal-reason-bust_odds = { $bad } de las { $pool } cartas que pueden salir te harían perder el turno
portroyal-reason-avoids_bust = se para antes de la siguiente carta: { $bad } de { $pool } te harían perder el turno
portroyal-reason-others_take = { $seat } se lleva { $card } en el { $percent } % de las simulaciones en que tú no
