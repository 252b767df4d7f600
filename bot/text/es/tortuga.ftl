# Tortuga 1667: vocabulario del reglamento español (bodegas, bote de remos, Galeón Español,
# cartas de Evento y de Voto, Cañón/Antorcha/Agua, Calavera/Timón, abandonado en Tortuga).

-tortuga-dutchman = Holandés Errante
-tortuga-roger = Jolly Roger
-tortuga-tortuga = Tortuga
-tortuga-galleon = Galeón Español
-tortuga-british-hold = bodega británica
-tortuga-french-hold = bodega francesa

tortuga-title = Tortuga 1667
tortuga-rules =
    🏴‍☠️ **Tortuga 1667**: equipos secretos, británicos contra franceses (con número impar, un holandés). Al revelarse la Armada Española gana el equipo con más tesoro en las bodegas de su bandera de ambos barcos y de Tortuga; un empate lo gana el holandés o, con número par, hay muerte súbita (gana quien se adelante primero).
    ⚓ **Tu turno: 1 acción** (2 con 2 jugadores). Cualquiera: subir a un bote o bajar de él; ver 2 cartas de Evento (por MD); revelar 1; obligar a otro jugador a revelar 1 de 2; usar una carta de marca guardada.
    • Capitán (primero del barco): ataque (votación: un 💥 y más 🔥 que 💧 toma 1 tesoro del Galeón, o del otro barco si está vacío) o abandonar a un tripulante. Primer Oficial: motín (más ☠ que 🛞 abandona al capitán). Grumete (último): mover 1 tesoro de bodega. Gobernador (primero en Tortuga): pelea (la bandera mayoritaria gana los 2 tesoros de Tortuga; empate: uno a cada área).
    🗳 **Votaciones**: elige una carta en privado (botón Elegir o `/jugar`); se añade la carta superior del mazo; solo se muestran los símbolos contados. Abandonado otra vez en Tortuga: pierdes una carta de Voto al azar.
    🗺 **Mapa del Tesoro** (lectura de la casa): quien lo revela lo da a otro jugador; 2 mapas pasan 1 tesoro del Galeón a cualquier bodega.
    ⚙ **Lecturas que puedes cambiar** en `/partida nueva`: Eventos destacados al azar (`starred_events=random`), asientos por orden de llegada (`seating=join`), cualquier bote (`rowboat_own_ship_only=no`), el jugador obligado ve una sola carta (`forced_sees_both=no`), Atlántida más de una vez (`atlantis_reusable=yes`), la Fuente también contra el Albatros (`fountain_vs_albatross=yes`), atacar aunque no haya botín (`attack_without_loot=yes`), el capitán puede no tomar nada tras ganar un ataque (`plunder_optional=yes`), el Mapa del Tesoro sin efecto (`treasure_map=blank`), quien revela el Mapa se lo queda (`treasure_map_to_self=yes`).

tortuga-rules-table-starred_events-random = ⭐ **En esta mesa** los Eventos destacados se tomaron al azar: una carta que el bot no sabe jugar se revela y se descarta sin efecto.

## Acciones (etiquetas de botón: como mucho 80 caracteres)

tortuga-action-start_hold = 💰 Tesoro inicial a la { $side } del { $ship }
tortuga-action-to_rowboat = 🚣 Ir al bote de remos del { $ship }
tortuga-action-from_rowboat = 🚣 Desembarcar { $to }
tortuga-action-view_events = 👁 Ver { $slots_count ->
    [one] la casilla { $slots }
   *[other] las casillas { $slots }
}
tortuga-action-reveal = 🂠 Revelar la casilla { $slot }
tortuga-action-force = 👉 Obligar a { $target_seat } a revelar { $slots_count ->
    [one] la casilla { $slots }
   *[other] una de las casillas { $slots }
}
tortuga-action-force_pick = 🂠 Revelar la { $pick }
tortuga-action-use_marque = 📜 Carta de marca: { $target_seat } al final del { $ship }
tortuga-action-marque_move = 📜 { $target_seat } al final del { $ship }
tortuga-action-marque_save = 📜 Guardar la carta de marca para más tarde
tortuga-action-pistol = 🔫 Disparar a { $target_seat }
tortuga-action-give_map = 🗺 Dar el Mapa del Tesoro a { $target_seat }
tortuga-action-map_hold = 🗺 Tesoro del Galeón a la { $side } del { $ship }
tortuga-action-fountain_refuse = ⛲ Beber de la Fuente de la Juventud: no te mueves
tortuga-action-fountain_accept = Aceptar el abandono (conservas la Fuente)
tortuga-action-attack = 💥 Ataque ({ $source })
tortuga-action-maroon = 🏝 Abandonar a { $target_seat } en Tortuga
tortuga-action-mutiny = ☠ Motín contra { $captain_seat }
tortuga-action-move_treasure = 💰 Mover 1 tesoro: { $from_side } → { $to_side }
tortuga-action-brawl = 👊 Pelea en Tortuga
tortuga-action-plunder = 💰 Botín: { $take_from } → { $to_side }
# A plunder from a hold with treasure on both sides: the side it comes from (the branch), then where it goes.
tortuga-branch-plunder = 💰 Botín: { $take_from }
tortuga-picked-plunder = 💰 … → { $to_side }
tortuga-action-plunder_decline = 🚫 No tomar nada
tortuga-action-atlantis = 🌊 Atlántida: pasar al final del { $to_ship }
tortuga-action-vote = 🗳 { $face } (carta { $card })
tortuga-action-vote_two = 🗳 El Dorado, 2 cartas: { $face }

## Grupos del menú

# A face-down event card picked first: reveal it, or view it with a second one.
tortuga-group-slot_1 = 🂠 Casilla 1
tortuga-group-slot_2 = 🂠 Casilla 2
tortuga-group-slot_3 = 🂠 Casilla 3
tortuga-group-slot_4 = 🂠 Casilla 4
tortuga-group-slot_5 = 🂠 Casilla 5
tortuga-group-force = 👉 Obligar a otro jugador a revelar
tortuga-group-marque = 📜 Usar tu carta de marca

## Sucesos

tortuga-event-seating = { -tortuga-dutchman }: { $dutchman_seats }. { -tortuga-roger }: { $roger_seats }.
tortuga-event-your_loyalty = 🕵 Tu equipo (secreto): **{ $team }**.
tortuga-event-your_hand = 🗳 Tus cartas de Voto (ataque | pelea | motín): { $cards_count ->
    [0] no te queda ninguna.
   *[other] { $cards }
}
tortuga-event-your_seen = 👁 Cartas de la fila que has visto: { $cards_count ->
    [0] ninguna.
   *[other] { $cards }.
}
tortuga-event-turn = 🔔 Turno de { $seat }.
tortuga-event-start_hold = 💰 { $seat } pone el tesoro inicial en la { $side } del { $ship }.
tortuga-event-to_rowboat = 🚣 { $seat } sale { $from } hacia el bote de remos del { $ship }.
tortuga-event-from_rowboat = 🚣 { $seat } aborda { $to } (puesto { $position }).
tortuga-event-viewed = 👁 { $seat } mira { $slots_count ->
    [one] la casilla { $slots }
   *[other] las casillas { $slots }
}.
tortuga-event-viewed_cards = 👁 Has visto: { $cards }.
tortuga-event-forced = 👉 { $seat } obliga a { $target_seat } a revelar { $slots_count ->
    [one] la casilla { $slots }
   *[other] una de las casillas { $slots }
}.
tortuga-event-forced_cards = 👉 Debes revelar una de estas: { $cards }.
tortuga-event-revealed = 🂠 { $seat } revela la casilla { $slot }: **{ $card }**.
tortuga-event-blank = { $card } se revela y se descarta sin efecto.
tortuga-event-row_reshuffled = 🔀 El mazo de Eventos se ha agotado: las cartas boca abajo de la fila se barajan en su sitio (la Armada está entre ellas) y las casillas reveladas ya no se reponen.
tortuga-event-deck_reshuffled = 🔀 Los descartes ({ $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}) se barajan en un nuevo mazo de Eventos.
tortuga-event-stormy_seas = 🌊 ¡Mares Tormentosos en { $place }! { $count ->
    [0] Las bodegas ya estaban vacías.
    [one] { $count } tesoro vuelve al Galeón.
   *[other] { $count } tesoros vuelven al Galeón.
}
tortuga-event-stormy_seas_tortuga = 🌊 ¡Mares Tormentosos! El tesoro de Tortuga vuelve a su sitio: 1 británico y 1 francés.
tortuga-event-stormy_seas_none = 🌊 Los Mares Tormentosos no afectan a { $seat } en el bote de remos.
tortuga-event-kept = { $seat } se queda con { $card } boca arriba.
tortuga-event-extra_vote_card = 🪙 { $seat } roba una carta de Voto extra (ahora tiene { $cards }).
tortuga-event-drew = 🗳 Has robado { $card }. Tus cartas de Voto: { $hand }
tortuga-event-marque_used = 📜 { $seat } envía a { $target_seat } al final del { $ship } (puesto { $position }).
tortuga-event-marque_saved = 📜 { $seat } guarda la carta de marca para más tarde.
tortuga-event-shot = 🔫 ¡{ $seat } dispara a { $target_seat }!
tortuga-event-map_given = 🗺 { $seat } da el Mapa del Tesoro a { $target_seat }.
tortuga-event-map_kept = 🗺 { $seat } se queda el Mapa del Tesoro.
tortuga-event-map_set_empty = 🗺 { $seat } completa los Mapas del Tesoro, pero el Galeón está vacío.
tortuga-event-map_treasure = 🗺 { $seat } pasa 1 tesoro del Galeón a la { $side } del { $ship }.
tortuga-event-fountain_used = ⛲ { $seat } bebe de la Fuente de la Juventud y se libra del abandono ({ $cause }).
tortuga-event-captain_maroons = 🏝 El capitán { $seat } abandona a { $target_seat } en Tortuga.
tortuga-event-treasure_moved = 💰 { $seat } mueve 1 tesoro en el { $ship }: { $from_side } → { $to_side }.
tortuga-event-plunder = 💰 { $seat } toma 1 tesoro: { $take_from } → { $to_side } del { $ship }.
tortuga-event-plunder_declined = 🚫 { $seat } no toma tesoro tras el ataque del { $ship }.
tortuga-event-atlantis = 🌊 { $seat } usa la Atlántida: del { $from_ship } al final del { $to_ship } (puesto { $position }).
tortuga-event-vote_called = 🗳 { $seat } convoca una votación: { $vote } en { $place }. Votan: { $voter_seats_count ->
    [0] nadie, solo cuenta la carta del mazo
   *[other] { $voter_seats }
}.
tortuga-event-el_dorado_used = 🪙 { $seat } usa El Dorado para jugar 2 cartas.
tortuga-event-you_voted = 🗳 Has jugado { $cards }. Te quedan: { $hand_count ->
    [0] ninguna carta de Voto.
   *[other] { $hand }
}
tortuga-event-vote_result = 🗳 { $vote }: las cartas muestran { $symbols } → **{ $result }**
tortuga-event-marooned = 🏝 { $seat } se queda en tierra en Tortuga ({ $cause }; puesto { $position }).
tortuga-event-vote_card_lost = 🗳 Abandonado otra vez en Tortuga: { $seat } pierde una carta de Voto al azar (le { $left ->
    [one] queda { $left }
   *[other] quedan { $left }
}).
tortuga-event-your_card_lost = 🗳 Has perdido { $card }. Tus cartas de Voto: { $hand_count ->
    [0] ninguna.
   *[other] { $hand }
}
tortuga-event-albatross = 🐦 Dos Albatros a bordo del { $ship }: todos quedan abandonados ({ $seats }).
tortuga-event-eight_bells = 🔔 ¡Ocho Campanadas! Nuevo orden en { $place }: { $line_seats }.
tortuga-event-eight_bells_none = 🔔 Ocho Campanadas: no hay nadie más con { $seat }, nada cambia.
tortuga-event-sudden_death = ⚖ La Armada encuentra el tesoro empatado ({ $british }–{ $french }): ¡muerte súbita! La Armada se retira, las cartas de Evento se barajan en un nuevo mazo de Eventos y gana el primer equipo que se adelante.
tortuga-event-game_end = { $how ->
    [armada] ⚓ ¡Llega la Armada Española!
    [sudden_death] ⚖ ¡Un equipo se adelanta en la muerte súbita!
   *[other] ⏹ La partida se detiene en el límite de jugadas.
} Tesoro: británicos { $british }, franceses { $french }.
tortuga-event-loyalty_revealed = 🕵 Equipo de { $seat }: { $team }.

## La línea bajo el tablero

tortuga-phase-turn = { $actions_left ->
    [one] { $seat }: tu acción.
   *[other] { $seat }: tus { $actions_left } acciones.
}
tortuga-phase-start_hold = { $seat }: pon el tesoro inicial de tu barco en una bodega.
tortuga-phase-vote = 🗳 Votación: { $vote }. Esperando a { $seats }: cada uno elige una carta en privado (botón Elegir o `/jugar`).
tortuga-phase-plunder = { $seat }: toma tu botín.
tortuga-phase-force = { $seat }: revela una de las dos cartas (botón Elegir o `/jugar`).
tortuga-phase-marque = { $seat }: usa la carta de marca ahora o guárdala.
tortuga-phase-pistol = { $seat }: elige a quién disparar.
tortuga-phase-map_give = { $seat }: da el Mapa del Tesoro a un jugador.
tortuga-phase-map_hold = { $seat }: pon el tesoro del Galeón en una bodega.
tortuga-phase-fountain = { $seat }: ¿usas la Fuente de la Juventud o aceptas el abandono?
tortuga-phase-over = La partida ha terminado.

## Cosas

tortuga-thing-event_card = { $name }
tortuga-thing-vote_card = [{ $attack } | { $brawl } | { $mutiny }]
tortuga-thing-slot_card = casilla { $slot }: { $card }
tortuga-thing-slot = casilla { $slot }
tortuga-thing-galleon = el { -tortuga-galleon }
tortuga-thing-hold = la { $side } del { $ship }

## Términos

tortuga-term-name-armada = Armada Española
tortuga-term-name-marque = Carta de marca
tortuga-term-name-pistol = Pistola
tortuga-term-name-albatross = Albatros
tortuga-term-name-black_spot = Mancha Negra
tortuga-term-name-treasure_map = Mapa del Tesoro
tortuga-term-name-eight_bells = Ocho Campanadas
tortuga-term-name-stormy_seas = Mares Tormentosos
tortuga-term-name-atlantis = Atlántida
tortuga-term-name-fountain = Fuente de la Juventud
tortuga-term-name-el_dorado = El Dorado
tortuga-term-name-cabin_fever = Cabin Fever
tortuga-term-name-facade = Facade
tortuga-term-name-unknown_24 = la carta 24
tortuga-term-team-british = Británicos
tortuga-term-team-french = Franceses
tortuga-term-team-dutch = Holandés
tortuga-term-ship-dutchman = { -tortuga-dutchman }
tortuga-term-ship-roger = { -tortuga-roger }
tortuga-term-from_ship-dutchman = { -tortuga-dutchman }
tortuga-term-from_ship-roger = { -tortuga-roger }
tortuga-term-to_ship-dutchman = { -tortuga-dutchman }
tortuga-term-to_ship-roger = { -tortuga-roger }
tortuga-term-place-dutchman = el { -tortuga-dutchman }
tortuga-term-place-roger = el { -tortuga-roger }
tortuga-term-place-tortuga = { -tortuga-tortuga }
tortuga-term-to-dutchman = en el { -tortuga-dutchman }
tortuga-term-to-roger = en el { -tortuga-roger }
tortuga-term-to-tortuga = en { -tortuga-tortuga }
tortuga-term-from-dutchman = del { -tortuga-dutchman }
tortuga-term-from-roger = del { -tortuga-roger }
tortuga-term-from-tortuga = de { -tortuga-tortuga }
tortuga-term-from-boat_dutchman = de un bote de remos
tortuga-term-from-boat_roger = de un bote de remos
tortuga-term-source-galleon = el Galeón
tortuga-term-source-dutchman = el { -tortuga-dutchman }
tortuga-term-source-roger = el { -tortuga-roger }
tortuga-term-side-british = { -tortuga-british-hold }
tortuga-term-side-french = { -tortuga-french-hold }
tortuga-term-to_side-british = { -tortuga-british-hold }
tortuga-term-to_side-french = { -tortuga-french-hold }
tortuga-term-from_side-british = { -tortuga-british-hold }
tortuga-term-from_side-french = { -tortuga-french-hold }
tortuga-term-vote-attack = Ataque
tortuga-term-vote-brawl = Pelea
tortuga-term-vote-mutiny = Motín
tortuga-term-result-success = éxito
tortuga-term-result-failure = fracaso
tortuga-term-result-british = las banderas británicas ganan el tesoro de Tortuga
tortuga-term-result-french = las banderas francesas ganan el tesoro de Tortuga
tortuga-term-result-tie = empate: 1 tesoro a cada área
tortuga-term-cause-black_spot = Mancha Negra
tortuga-term-cause-pistol = disparo
tortuga-term-cause-maroon = por su capitán
tortuga-term-cause-mutiny = motín
tortuga-term-cause-albatross = Albatros
tortuga-term-attack-cannon = 💥
tortuga-term-attack-fire = 🔥
tortuga-term-attack-water = 💧
tortuga-term-brawl-british = 🇬🇧
tortuga-term-brawl-french = 🇫🇷
tortuga-term-mutiny-skull = ☠
tortuga-term-mutiny-helm = 🛞
tortuga-term-face-cannon = 💥 Cañón
tortuga-term-face-fire = 🔥 Antorcha
tortuga-term-face-water = 💧 Agua
tortuga-term-face-british = 🇬🇧 británica
tortuga-term-face-french = 🇫🇷 francesa
tortuga-term-face-skull = ☠ Calavera
tortuga-term-face-helm = 🛞 Timón
tortuga-term-symbols-cannon = 💥
tortuga-term-symbols-fire = 🔥
tortuga-term-symbols-water = 💧
tortuga-term-symbols-british = 🇬🇧
tortuga-term-symbols-french = 🇫🇷
tortuga-term-symbols-skull = ☠
tortuga-term-symbols-helm = 🛞

## Opciones de mesa

tortuga-option-starred_events = Qué 3 Eventos destacados entran en el mazo: known (Atlántida, Fuente de la Juventud, El Dorado) o random (3 de 6, tomados boca abajo: nadie sabe cuáles hasta que se revelan; una carta que el bot no sabe jugar se revela y se descarta sin efecto).
tortuga-option-seating = Orden de turno: sorteado al azar o el orden de llegada a la mesa.
tortuga-option-rowboat_own_ship_only = Desde un barco solo puedes usar el bote de remos de ese barco.
tortuga-option-forced_sees_both = El jugador obligado a revelar ve las dos cartas antes de elegir.
tortuga-option-atlantis_reusable = La Atlántida se puede usar una y otra vez (si no: una vez y se descarta); en todo caso, un movimiento por ventana antes de un turno.
tortuga-option-fountain_vs_albatross = La Fuente de la Juventud también protege del Albatros (y luego se descarta, como tras cualquier uso).
tortuga-option-attack_without_loot = Un capitán puede atacar aunque no haya nada que tomar.
tortuga-option-plunder_optional = Tras un ataque con éxito el capitán también puede no tomar nada.
tortuga-option-treasure_map = Mapa del Tesoro: la lectura de la casa (2 mapas pasan 1 tesoro del Galeón a cualquier bodega) o blank (sin efecto).
tortuga-option-treasure_map_to_self = Quien revela el Mapa del Tesoro puede quedárselo (desactivado: se lo da a otro jugador).

## Fin de la partida

tortuga-tiebreak-dutch = Los equipos empataron en tesoro: gana el jugador holandés.
tortuga-tiebreak-sudden_death = Decidido en muerte súbita: ganó el primer equipo que se adelantó.
tortuga-tiebreak-limit = La partida se detuvo en el límite de jugadas; decidió el tesoro tal como estaba.

## La leyenda: qué significa cada icono del tablero (las cartas de Evento con su efecto)

tortuga-icon-british = británicos: el equipo, sus bodegas y su tesoro
tortuga-icon-french = franceses: el equipo, sus bodegas y su tesoro
tortuga-icon-dutch = holandés (con número impar de jugadores)
tortuga-icon-chest = tesoro
tortuga-icon-vote_deck = cartas de Voto (el mazo o cuántas tiene un jugador)
tortuga-icon-event_deck = cartas de Evento (el mazo o una carta boca abajo de la fila)
tortuga-icon-discard = cartas de Evento descartadas
tortuga-icon-sudden = muerte súbita
tortuga-icon-turn = número de turno
tortuga-icon-active = de quién es el turno
tortuga-icon-pawn = el peón de un jugador: su número en el orden de turno
tortuga-icon-galleon = { -tortuga-galleon }: el tesoro que aún se puede ganar
tortuga-icon-dutchman = { -tortuga-dutchman } (velas pálidas y rotas, ● en el casco)
tortuga-icon-roger = { -tortuga-roger } (bandera negra, ✚ en el casco)
tortuga-icon-tortuga = { -tortuga-tortuga }
tortuga-icon-rowboat = bote de remos
tortuga-icon-captain = capitán
tortuga-icon-first_mate = primer oficial
tortuga-icon-cabin_boy = grumete
tortuga-icon-governor = gobernador de Tortuga
tortuga-icon-empty = un sitio libre en la fila de un barco
tortuga-icon-attack = ataque; en una carta de Voto: Cañón
tortuga-icon-fire = Antorcha (a favor del ataque)
tortuga-icon-water = Agua (en contra del ataque)
tortuga-icon-mutiny = motín; en una carta de Voto: Calavera (a favor del motín)
tortuga-icon-helm = Timón (en contra del motín)
tortuga-icon-brawl = pelea; en una carta de Voto: la bandera de un equipo
tortuga-icon-success = la votación tuvo éxito
tortuga-icon-failure = la votación fracasó
tortuga-icon-event_marque = { tortuga-term-name-marque }: pon a un jugador que esté en Tortuga o en un bote al final de la fila de cualquier barco, ahora o más tarde (se puede guardar)
tortuga-icon-event_armada = { tortuga-term-name-armada }: la partida termina de inmediato
tortuga-icon-event_pistol = { tortuga-term-name-pistol }: abandona a otro jugador en Tortuga
tortuga-icon-event_black_spot = { tortuga-term-name-black_spot }: quien la revela se queda en tierra en Tortuga
tortuga-icon-event_albatross = { tortuga-term-name-albatross }: se queda boca arriba; un barco con 2 Albatros a bordo deja abandonados a todos los que van en él
tortuga-icon-event_treasure_map = { tortuga-term-name-treasure_map }: se entrega a otro jugador; 2 mapas llevan 1 tesoro del Galeón a cualquier bodega
tortuga-icon-event_eight_bells = { tortuga-term-name-eight_bells }: los peones del lugar de quien la revela se barajan
tortuga-icon-event_stormy_seas = { tortuga-term-name-stormy_seas }: el tesoro del barco de quien la revela vuelve al Galeón (en Tortuga: sus 2 tesoros vuelven a su sitio inicial)
tortuga-icon-event_atlantis = { tortuga-term-name-atlantis }: se queda; antes de cualquier turno, pasa al final de la fila del otro barco
tortuga-icon-event_fountain = { tortuga-term-name-fountain }: se queda; una vez, evita que te abandonen (no contra el Albatros)
tortuga-icon-event_el_dorado = { tortuga-term-name-el_dorado }: se queda; roba una 4.ª carta de Voto y juega 2 cartas en una votación
tortuga-icon-event_blank = Una carta revelada y descartada sin efecto
tortuga-icon-event_treasure_map_blank = { tortuga-term-name-treasure_map }: en esta mesa se revela y se descarta sin efecto
tortuga-icon-you = tú; Mi vista: tu equipo, tus cartas de Voto, las cartas de Evento que has visto (en su sitio)
tortuga-icon-winner = ganador

## El tablero en palabras (su texto alternativo): lo que muestra la imagen, lo más importante primero

tortuga-fact-winners = Ganan { $seats }.
tortuga-fact-standing = { $team }: { $treasure ->
    [one] { $treasure } tesoro
   *[other] { $treasure } tesoros
}.
tortuga-fact-your_loyalty = Tu lealtad: { $team }.
tortuga-fact-your_votes = Tus cartas de Voto: { $cards }.
tortuga-fact-your_seen = Cartas de Evento que has mirado: { $cards }.
tortuga-fact-galleon = El { -tortuga-galleon } guarda { $treasure ->
    [one] { $treasure } tesoro
   *[other] { $treasure } tesoros
}.
tortuga-fact-ship = { $ship }: { $seats_count ->
    [0] sin tripulación
   *[other] { $seats }, primero el capitán
}; bodega británica { $british }, bodega francesa { $french }.
tortuga-fact-rowboat = { $seat } está en el bote de remos del { $ship }.
tortuga-fact-island = { -tortuga-tortuga }: { $seats_count ->
    [0] nadie
   *[other] { $seats }, primero el gobernador
}; bodega británica { $british }, bodega francesa { $french }.
tortuga-fact-row = Fila de eventos: { $count } de 5 cartas boca abajo.
tortuga-fact-last_event = Última carta de Evento: { $card }.
tortuga-fact-last_vote = Última votación: { $vote } en { $place }, { $result }.
tortuga-fact-player = { $seat }: { $cards ->
    [one] { $cards } carta de Voto
   *[other] { $cards } cartas de Voto
}{ $kept_count ->
    [0] {""}
   *[other] , guarda { $kept }
}.
tortuga-fact-decks = Mazo de Voto { $votes }, mazo de Evento { $events }, descarte { $discards }.
tortuga-fact-loyalty = { $seat } era de los { $team }.

# The focus picture's facts (its alt text): what the picture beside the board shows.
tortuga-focus-vote = Votación: { $vote } en { $place }.
tortuga-focus-line = { $ship }: { $seats }.
tortuga-focus-row = Fila de eventos: { $count } de 5 boca abajo.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
tortuga-reason-team_ahead = tu equipo acaba por delante en el { $percent } % de las simulaciones ({ $count } de { $playouts })
tortuga-reason-teams_tied = los equipos acaban empatados en el { $percent } % de las simulaciones ({ $count } de { $playouts })
