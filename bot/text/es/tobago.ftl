# Tobago en español: todoterreno, pista, mapa del tesoro, rosa (de los vientos, la ficha del jugador),
# cubo marcador, carta de tesoro, maldición, amuleto, desenterrar el tesoro, reparto; terrenos:
# playa, matorral, selva, montañas, lago, río. Los nombres de casilla (F7) no se traducen.

tobago-title = Tobago
tobago-score = { $score ->
    [one] { $score } moneda
   *[other] { $score } monedas
}, { $treasure_cards ->
    [one] { $treasure_cards } carta de tesoro
   *[other] { $treasure_cards } cartas de tesoro
}, { $amulets ->
    [one] { $amulets } amuleto
   *[other] { $amulets } amuletos
}
tobago-rules =
    🏝 **Tobago**: entre todos se descubre dónde están cuatro tesoros con cartas de pista sobre cuatro mapas del tesoro; conduce tu todoterreno hasta allí, desentierra el tesoro y repártelo. Gana quien tenga más monedas al final.
    🧭 **Tu turno: una acción.** O juegas una carta de pista en uno de los 4 mapas y pones encima tu rosa (la pista debe dejar al menos una casilla posible y quitar al menos una; la primera pista de un mapa vacío solo tiene que dejar una), o conduces hasta 3 tramos (un tramo: cualquier lugar de la zona donde estás, o un paso a una zona vecina de otro terreno; nunca al océano).
    📍 Cuando quedan 16 casillas posibles o menos, unos cubos las marcan en la isla; si queda un solo cubo, el tesoro está encontrado. Conduce hasta él y **desentiérralo** (gratis; termina tu turno).
    💰 **Reparto:** por cada rosa en ese mapa se roba una carta de tesoro, que su dueño mira en secreto, y otra a ciegas; las cartas barajadas se destapan y se ofrecen de una en una, desde quien desenterró el tesoro subiendo por las rosas: tomas la carta (tu rosa vuelve) o la rechazas (se ofrece a la rosa siguiente).
    💀 Una **maldición** detiene el reparto: todos los que aún tienen una rosa en ese mapa pierden un amuleto o, si no tienen, su mejor carta de tesoro.
    🗿 Tras cada tesoro desenterrado, el mar deja un amuleto en la orilla adonde mira cada estatua. Recoge amuletos al empezar tu turno o al terminar allí un trayecto (eso termina tu turno, aunque aún puedes desenterrar allí un tesoro). Gasta uno para una pista más, un trayecto más, antes o después de tu acción (no recoge nada), quitar un cubo (nunca el último), una mano de pistas nueva o protegerte de una maldición.
    🏁 La partida termina cuando se agota el mazo de tesoro (los descartes completan el último reparto). Gana quien tenga más monedas; un empate es victoria compartida.
    ⚙ **Lecturas que puedes cambiar** en `/partida nueva`: cubos desde 15 o 17 casillas (`marker_threshold=15`), las pistas solo deben acotar cuando ya hay cubos (`reduce_before_markers=no`), cambiar la mano como acción (`exchange_as_action=yes`), puntos de referencia iguales a 6 casillas (`landmark_spacing=6`), desempate por amuletos (`tiebreak=amulets`), una isla nueva al azar (`island=random`), una partida bloqueada termina enseguida, sin repartir antes pistas nuevas (`dead_end=score`).

## Acciones (etiquetas de botón: 80 caracteres como máximo)

tobago-action-place = 🚙 Empezar en { $hex } ({ $terrain })
tobago-action-clue = 🧭 { $map }: { $card }
# A clue card's branch of a menu (its piece: the card); inside it, which map it goes on.
tobago-branch-clue = 🧭 { $card }
tobago-picked-clue = 🧭 { $map }
tobago-action-restart_clue = 🧭 { $map } (nuevo): { $card }
tobago-action-drive = 🚙 { $hex } ({ $terrain }, { $legs ->
    [one] { $legs } tramo
   *[other] { $legs } tramos
})
tobago-action-raise = ⛏ Desenterrar el tesoro en { $hex } ({ $maps })
tobago-action-end = ⏭ Terminar el turno
tobago-action-exchange = 🔄 Cambiar { $count ->
    [one] tu pista
   *[other] tus { $count } pistas
}
tobago-action-amulet_clue = 🧿 Amuleto: otra pista
tobago-action-amulet_move = 🧿 Amuleto: otro trayecto
tobago-action-amulet_hand = 🧿 Amuleto: una mano nueva de pistas
tobago-action-amulet_remove = 🧿 Amuleto: quitar el cubo de { $hex } ({ $map })
tobago-action-take = ✋ Tomar esta carta de tesoro
tobago-action-decline = ↪ Rechazarla (sube a la siguiente rosa)

## Grupos del menú

tobago-group-place = 🚙 Casilla de salida
tobago-group-drive = 🚙 Conducir
tobago-group-amulet = 🧿 Amuletos
tobago-group-remove_grey = Quitar un cubo gris
tobago-group-remove_brown = Quitar un cubo marrón
tobago-group-remove_black = Quitar un cubo negro
tobago-group-remove_white = Quitar un cubo blanco
tobago-group-beach = Playa
tobago-group-scrub = Matorral
tobago-group-jungle = Selva
tobago-group-mountains = Montañas
tobago-group-lake = Lago
tobago-group-river = Río

## Sucesos

tobago-event-placed = 🚙 { $seat } empieza en { $hex }.
tobago-event-seeded = 🗺 { $map }: primera pista «{ $card }» (rosa de { $seat }).
tobago-event-clue_played = 🧭 { $seat } añade «{ $card }» → { $map }: { $possible ->
    [one] queda { $possible } casilla
   *[other] quedan { $possible } casillas
}.
tobago-event-markers_placed = 📍 { $map }: los cubos marcan { $count ->
    [one] { $count } casilla posible
   *[other] { $count } casillas posibles
}.
tobago-event-located = 🎯 { $map }: ¡el tesoro está en { $hex }!
tobago-event-hand = 🧭 Tus pistas: { $cards }.
tobago-event-drew_clues = 🧭 Robas: { $cards }.
tobago-event-clue_reshuffle = 🔀 Las pistas descartadas ({ $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}) forman un mazo nuevo.
tobago-event-hand_exchanged = 🔄 { $seat } cambia { $count ->
    [one] { $count } pista
   *[other] { $count } pistas
}.
tobago-event-drove = 🚙 { $seat } conduce de { $from_hex } a { $hex } ({ $legs ->
    [one] { $legs } tramo
   *[other] { $legs } tramos
}){ $by ->
    [amulet] {" "}gracias a un amuleto
   *[other] {""}
}.
tobago-event-amulets_collected = 🧿 { $seat } recoge { $count ->
    [one] { $count } amuleto
   *[other] { $count } amuletos
} en { $hex } (ahora { $amulets }).
tobago-event-turn = 🔔 Turno { $turn }: { $seat }.
tobago-event-amulet_used = 🧿 { $seat } gasta un amuleto: { $power ->
    [clue] otra pista
    [move] otro trayecto
    [hand] una mano nueva de pistas
   *[remove] quitar un cubo
} (le quedan { $amulets }).
tobago-event-marker_removed = 📍 { $seat } quita el cubo de { $hex } ({ $map }): { $possible ->
    [one] queda { $possible } casilla
   *[other] quedan { $possible } casillas
}.
tobago-event-raised = ⛏ ¡{ $seat } desentierra el tesoro en { $hex } ({ $map })! Orden de las rosas: { $rose_seats }.
tobago-event-amulet_landed = 🗿 La estatua de { $statue_hex } deja un amuleto en { $hex }.
tobago-event-peeked = 👀 { $map }, tus cartas de tesoro: { $cards }.
tobago-event-pile = 💰 { $map }: se reparten { $count ->
    [one] { $count } carta de tesoro
   *[other] { $count } cartas de tesoro
}.
tobago-event-final_distribution = 🏁 El mazo de tesoros se ha agotado: este es el último reparto.
tobago-event-treasure_reshuffle = 🔀 Los tesoros descartados ({ $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}) se barajan para terminar el reparto.
tobago-event-offered = 💰 { $map }: te ofrecen { $card }. ¿La tomas o la rechazas?
tobago-event-took = ✋ { $seat } toma una carta de tesoro ({ $treasure_cards } en total).
tobago-event-took_card = ✋ Has tomado { $card }.
tobago-event-declined = ↪ { $seat } rechaza la carta.
tobago-event-card_discarded = 🗑 Nadie ha tomado la carta: se descarta.
tobago-event-curse = 💀 ¡Una maldición! { $map }: el reparto se corta y { $discarded ->
    [one] se descarta { $discarded } carta
   *[other] se descartan { $discarded } cartas
}.
tobago-event-cursed = 💀 { $seat } { $lost ->
    [amulet] pierde un amuleto
    [treasure] pierde su mejor carta de tesoro
   *[nothing] no tiene nada que perder
}.
tobago-event-cursed_card = 💀 La maldición se ha llevado tu carta { $card }.
tobago-event-dead_end_redeal = 🔄 No se puede jugar ninguna pista y no queda ningún amuleto: cada jugador recibe una mano nueva de pistas.
tobago-event-dead_end = 🏁 Ya no se puede encontrar ningún tesoro (ninguna pista jugable, ningún amuleto): la partida termina tal como está.
tobago-event-distribution_end = 🗺 { $map }: el reparto ha terminado; { $roses_back ->
    [0] no vuelve ninguna rosa
    [one] vuelve { $roses_back } rosa
   *[other] vuelven { $roses_back } rosas
}.
tobago-event-you_status = Tú: { $coins ->
    [0] sin monedas
    [one] { $coins } moneda ({ $gold })
   *[other] { $coins } monedas ({ $gold })
}, { $amulets ->
    [one] { $amulets } amuleto
   *[other] { $amulets } amuletos
}, { $roses ->
    [one] { $roses } rosa
   *[other] { $roses } rosas
} en reserva. Pistas: { $cards }.

tobago-event-you_peeked = 👀 { $map }: las cartas de tesoro que has visto en este reparto: { $cards }.

## A quién le toca (la línea bajo el tablero)

tobago-phase-place = { $seat } elige la casilla de salida de su todoterreno (escribe su nombre, p. ej. F7).
tobago-phase-turn = { $stage ->
    [free] { $seat } puede usar amuletos, desenterrar un tesoro o terminar el turno.
   *[other] { $seat } juega una pista o conduce (los amuletos y desenterrar son gratis).
}
tobago-phase-offer = { $seat }, 💰 { $map }: ¿tomas o rechazas la carta ofrecida? ({ $cards_left ->
    [one] la última
   *[other] quedan { $cards_left }
}).
tobago-phase-restart = { $seat } empieza con una pista el mapa vacío ({ $map }).
tobago-phase-over = La partida ha terminado.

## Cartas y palabras

tobago-thing-gold = 💰{ $value }
tobago-thing-curse = 💀 maldición

tobago-term-map-grey = Mapa gris
tobago-term-map-brown = Mapa marrón
tobago-term-map-black = Mapa negro
tobago-term-map-white = Mapa blanco
tobago-term-maps-grey = gris
tobago-term-maps-brown = marrón
tobago-term-maps-black = negro
tobago-term-maps-white = blanco
tobago-term-terrain-beach = playa
tobago-term-terrain-scrub = matorral
tobago-term-terrain-jungle = selva
tobago-term-terrain-mountains = montañas
tobago-term-terrain-lake = lago
tobago-term-terrain-river = río

## Opciones de la mesa

tobago-option-island = La isla: el mapa clásico o uno aleatorio a partir de la semilla.
tobago-option-marker_threshold = Los cubos se ponen en un mapa cuando quedan como mucho tantas casillas posibles (15, 16 o 17).
tobago-option-reduce_before_markers = Toda pista debe quitar una casilla posible, como dice el reglamento (desactivado: solo cuando ya hay cubos).
tobago-option-exchange_as_action = Cambiar toda la mano de pistas puede ser la acción del turno (regla de la casa; normalmente cuesta un amuleto).
tobago-option-landmark_spacing = Distancia mínima entre dos objetos iguales al preparar la isla (4 o 6).
tobago-option-tiebreak = Empate a monedas: victoria compartida, o gana quien tenga más amuletos.
tobago-option-dead_end = Partida en la que no se puede jugar ninguna pista y no queda ningún amuleto: manos nuevas para todos una vez más (redeal) o termina en el acto (score).

## Fin de la partida

tobago-tiebreak-shared = Empate a monedas: victoria compartida.
tobago-tiebreak-amulets = Empate a monedas: gana quien tenga más amuletos.

## Una carta de pista (generado: relación × referencia)

tobago-thing-clue = { $relation ->
    [in] { $ref ->
           [beach] en la playa
           [scrub] en el matorral
           [jungle] en la selva
           [mountains] en las montañas
           [lake] en un lago
           [river] en un río
           [largest_beach] en la playa más grande
           [largest_scrub] en el matorral más grande
           [largest_jungle] en la selva más grande
           [largest_mountains] en las montañas más grandes
           [largest_lake] en el lago más grande
           [largest_river] en el río más grande
           [ocean] en el océano
           [hut] en una cabaña
           [palm] en una palmera
          *[statue] en una estatua
        }
    [not_in] { $ref ->
           [beach] no en la playa
           [scrub] no en el matorral
           [jungle] no en la selva
           [mountains] no en las montañas
           [lake] no en un lago
           [river] no en un río
           [largest_beach] no en la playa más grande
           [largest_scrub] no en el matorral más grande
           [largest_jungle] no en la selva más grande
           [largest_mountains] no en las montañas más grandes
           [largest_lake] no en el lago más grande
           [largest_river] no en el río más grande
           [ocean] no en el océano
           [hut] no en una cabaña
           [palm] no en una palmera
          *[statue] no en una estatua
        }
    [next] { $ref ->
           [beach] junto a la playa
           [scrub] junto al matorral
           [jungle] junto a la selva
           [mountains] junto a las montañas
           [lake] junto a un lago
           [river] junto a un río
           [largest_beach] junto a la playa más grande
           [largest_scrub] junto al matorral más grande
           [largest_jungle] junto a la selva más grande
           [largest_mountains] junto a las montañas más grandes
           [largest_lake] junto al lago más grande
           [largest_river] junto al río más grande
           [ocean] junto al océano
           [hut] junto a una cabaña
           [palm] junto a una palmera
          *[statue] junto a una estatua
        }
    [not_next] { $ref ->
           [beach] no junto a la playa
           [scrub] no junto al matorral
           [jungle] no junto a la selva
           [mountains] no junto a las montañas
           [lake] no junto a un lago
           [river] no junto a un río
           [largest_beach] no junto a la playa más grande
           [largest_scrub] no junto al matorral más grande
           [largest_jungle] no junto a la selva más grande
           [largest_mountains] no junto a las montañas más grandes
           [largest_lake] no junto al lago más grande
           [largest_river] no junto al río más grande
           [ocean] no junto al océano
           [hut] no junto a una cabaña
           [palm] no junto a una palmera
          *[statue] no junto a una estatua
        }
    [sight] { $ref ->
           [beach] a la vista de la playa
           [scrub] a la vista del matorral
           [jungle] a la vista de la selva
           [mountains] a la vista de las montañas
           [lake] a la vista de un lago
           [river] a la vista de un río
           [largest_beach] a la vista de la playa más grande
           [largest_scrub] a la vista del matorral más grande
           [largest_jungle] a la vista de la selva más grande
           [largest_mountains] a la vista de las montañas más grandes
           [largest_lake] a la vista del lago más grande
           [largest_river] a la vista del río más grande
           [ocean] a la vista del océano
           [hut] a la vista de una cabaña
           [palm] a la vista de una palmera
          *[statue] a la vista de una estatua
        }
   *[not_sight] { $ref ->
           [beach] fuera de la vista de la playa
           [scrub] fuera de la vista del matorral
           [jungle] fuera de la vista de la selva
           [mountains] fuera de la vista de las montañas
           [lake] fuera de la vista de un lago
           [river] fuera de la vista de un río
           [largest_beach] fuera de la vista de la playa más grande
           [largest_scrub] fuera de la vista del matorral más grande
           [largest_jungle] fuera de la vista de la selva más grande
           [largest_mountains] fuera de la vista de las montañas más grandes
           [largest_lake] fuera de la vista del lago más grande
           [largest_river] fuera de la vista del río más grande
           [ocean] fuera de la vista del océano
           [hut] fuera de la vista de una cabaña
           [palm] fuera de la vista de una palmera
          *[statue] fuera de la vista de una estatua
        }
}

## La leyenda: qué significa cada icono del tablero

tobago-icon-place = se eligen las casillas de salida
tobago-icon-turn = el turno de un jugador (el número: el turno)
tobago-icon-offer = reparto de un tesoro: se ofrecen cartas
tobago-icon-restart = un mapa vuelve a empezar
tobago-icon-over = la partida ha terminado
tobago-icon-round = número de turno
tobago-icon-final = último reparto: el mazo de tesoro se ha agotado
tobago-icon-treasure_card = cartas de tesoro (un mazo o las de un jugador)
tobago-icon-clue_card = cartas de pista (el mazo o la mano de un jugador)
tobago-icon-amulet = amuletos (reserva, en la isla o de un jugador)
tobago-icon-hex = una casilla; su nombre (F7) es lo que escribes; en un mapa: casillas aún posibles
tobago-icon-beach = playa (lisa)
tobago-icon-scrub = matorral (matas)
tobago-icon-jungle = selva (puntos de hojas)
tobago-icon-mountains = montañas (picos)
tobago-icon-lake = lago (olas)
tobago-icon-river = río (olas claras)
tobago-icon-ocean = el océano (en una pista)
tobago-icon-hut = cabaña
tobago-icon-palm = palmera
tobago-icon-statue = estatua
tobago-icon-gaze = la mirada de una estatua: el mar deja los amuletos en el anillo
tobago-icon-located = aquí está el tesoro (anillo dorado; en un mapa: su casilla)
tobago-icon-cube = cubo de un mapa (gris ■, marrón ●, negro ✚, blanco ▲): una casilla aún posible
tobago-icon-atv = el todoterreno de un jugador (rojo ◆, azul ■, amarillo ●, verde ▲)
tobago-icon-rose = rosa de los vientos (de un jugador, en su color; en un mapa: quién reparte)
tobago-icon-clue_in = pista: en …
tobago-icon-clue_not_in = pista: no en … (roja)
tobago-icon-clue_next = pista: junto a …
tobago-icon-clue_not_next = pista: no junto a … (roja)
tobago-icon-clue_sight = pista: a la vista de … (1–2 casillas)
tobago-icon-clue_not_sight = pista: no a la vista de … (roja)
tobago-icon-largest = la mayor zona de un terreno (corchetes rojos)
tobago-icon-gold = tu carta de oro y su valor (Mi vista)
tobago-icon-curse = maldición
tobago-icon-coins = monedas (al final)
tobago-icon-waiting = esperamos a este jugador (también un marco amarillo)
tobago-icon-you = tú; Mi vista: lo que solo tú sabes (tus pistas, tu oro, las cartas que viste)
tobago-icon-offered = la carta que te ofrecen
tobago-icon-winner = ganador

## El tablero en palabras (su texto alternativo): lo que muestra la imagen, lo más importante primero

tobago-fact-winners = Ganan { $seats }.
tobago-fact-standing = { $seat }: { $stands }.
tobago-thing-atv_on = en { $hex }
tobago-thing-atv_ashore = aún fuera de la isla
tobago-thing-player = todoterreno { $colour } { $atv }, { $amulets ->
    [one] { $amulets } amuleto
   *[other] { $amulets } amuletos
}, { $cards ->
    [one] { $cards } carta de tesoro
   *[other] { $cards } cartas de tesoro
}, { $roses ->
    [one] le queda { $roses } rosa de los vientos
   *[other] le quedan { $roses } rosas de los vientos
}
tobago-thing-final = { $colour }, { $coins ->
    [one] { $coins } moneda
   *[other] { $coins } monedas
}, { $amulets ->
    [one] { $amulets } amuleto restante
   *[other] { $amulets } amuletos restantes
}
tobago-term-colour-red = rojo
tobago-term-colour-blue = azul
tobago-term-colour-yellow = amarillo
tobago-term-colour-green = verde
tobago-fact-your_clues = Tus cartas de pista: { $cards }.
tobago-fact-your_treasure = Tus cartas de tesoro: { $cards }.
tobago-fact-your_peek = Cartas de tesoro que has visto: { $cards }.
tobago-fact-your_offer = La carta que se te ofrece: { $card }.
tobago-fact-map_located = { $map }: el tesoro está en { $space } (pistas: { $clues }).
tobago-fact-map_marked = { $map }: el tesoro está en una de estas casillas: { $spaces } (pistas: { $clues }).
tobago-fact-map_open = { $map }: { $count ->
    [one] aún es posible { $count } casilla
   *[other] aún son posibles { $count } casillas
} (pistas: { $clues }).
tobago-fact-map_blank = { $map }: aún sin pistas.
tobago-fact-sharing = Reparto del tesoro ({ $map }): { $seats } por turnos, { $cards ->
    [one] queda { $cards } carta
   *[other] quedan { $cards } cartas
}.
tobago-fact-amulets = Hay amuletos en { $spaces }.
tobago-fact-decks = En reserva: { $treasures ->
    [one] { $treasures } carta de tesoro
   *[other] { $treasures } cartas de tesoro
}, { $clues ->
    [one] { $clues } carta de pista
   *[other] { $clues } cartas de pista
} y { $amulets ->
    [one] { $amulets } amuleto
   *[other] { $amulets } amuletos
}.
tobago-fact-final_sharing = El mazo de tesoros se ha agotado: este es el último reparto.

# The focus picture's facts (its alt text): what the picture beside the board shows.
tobago-focus-map = { $map }: aún { $count } casillas posibles.
tobago-focus-map_hexes = { $map }: aún posible en { $spaces }.
tobago-focus-reach = El todoterreno de { $seat } en { $space } llega a { $count } casillas.
tobago-focus-reach_hexes = El todoterreno de { $seat } en { $space } llega a { $spaces }.
tobago-focus-start = { $seat } coloca el todoterreno en cualquiera de { $count } casillas.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
tobago-reason-narrows = descarta { $removed } de las { $possible } casillas aún posibles: { $map }
tobago-reason-in_reach = deja { $hexes } de las { $possible } casillas posibles del tesoro a un turno de distancia
