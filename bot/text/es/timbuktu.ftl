# Tombuctú en español (corral, casilla, casilla de intercambio, cartas de ladrón, lote, etapa,
# ronda, piedra de etapa y piedra de ronda; oro, café, pimienta, sal, agua).

timbuktu-title = Tombuctú
timbuktu-score = { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}, { $goods ->
    [one] le queda { $goods } mercancía
   *[other] le quedan { $goods } mercancías
}
timbuktu-rules =
    🐪 **Tombuctú**: lleva tus camellos de oasis en oasis hasta Tombuctú; en cada oasis hay ladrones.
    🏕 **Preparación:** camellos A–H (3 jugadores), A–F (4) o A–E (5), con 4 mercancías impresas cada uno. Por turnos, cada uno coloca un camello en la salida, hasta tener todos un camello en cada corral.
    🕵 **Cada etapa:** se reparten 5 lotes de cartas de ladrón (corral + 2 casillas + 2 mercancías); con 3–4 jugadores los sobrantes van boca abajo entre jugadores. Tu lote te llega por mensaje privado; `/partida mano` muestra los lotes que has visto en la etapa.
    🎴 **Cada ronda:** todos eligen en secreto una carta de camello (🎯 Elegir). Luego, desde el inicial de la ronda, cada uno la revela y el camello entra en cualquier corral del oasis siguiente con sitio, en su casilla libre más baja: por una flecha gratis, a otro corral pagando 1 mercancía a tu elección, un camello sin mercancías gratis.
    🔄 **Casilla de intercambio:** cuando un camello cae en ella, cada jugador pasa su lote de ladrones al vecino de la izquierda (los lotes entre jugadores también avanzan).
    💰 **Robos:** movidos todos los camellos, atacan los 5 lotes: en su corral, los camellos de ambas casillas pierden todas las mercancías de ambos tipos.
    🏁 **Puntuación:** cada pieza vale 1 punto por pieza de su tipo pagada o robada; en caso de empate gana quien tenga más mercancías; si sigue el empate, la victoria es compartida.
    ⚙ **Lecturas que puedes cambiar** en `/partida nueva`: cada uno carga sus camellos (`cargo=own`), las mercancías propias sobrantes cuentan (`leftovers_count=yes`), empieza el primer asiento (`start_player=first`), ladrones antes de la colocación (`thieves_before_placement=yes`), cartas de camello reveladas a la vez (`reveal_together=yes`), y los juegos de cartas (`space_cards`, `goods_cards`, `arrows`).

## Acciones (etiquetas de botón: 80 caracteres como máximo)

timbuktu-action-load = 🐪 { $camel }: { $goods }
timbuktu-action-place = 🐪 { $camel } → { $pen }, casilla { $space } ({ $goods })
# A camel's branch of a placement menu: the camel with its cargo; inside it, where it goes.
timbuktu-branch-place = 🐪 Camello { $camel } — { $goods }
timbuktu-picked-place = { $pen }, casilla { $space }
timbuktu-action-choose_camel = 🐪 Camello { $camel } ({ $goods })
timbuktu-action-go = { $pen }, casilla { $space }{ $spot }: gratis
timbuktu-action-go_unladen = { $pen }, casilla { $space }{ $spot }: gratis (sin mercancías)
timbuktu-action-go_pay = { $pen }, casilla { $space }{ $spot }: pagar 1 { $good }

## Grupos del menú

timbuktu-group-mixed = Cuatro mercancías distintas
timbuktu-group-double = Una mercancía dos veces
timbuktu-group-gold = 2 × 🪙 oro
timbuktu-group-coffee = 2 × ☕ café
timbuktu-group-pepper = 2 × 🌶️ pimienta
timbuktu-group-salt = 2 × 🧂 sal
timbuktu-group-water = 2 × 💧 agua
timbuktu-group-A = 🐪 Camello A
timbuktu-group-B = 🐪 Camello B
timbuktu-group-C = 🐪 Camello C
timbuktu-group-D = 🐪 Camello D
timbuktu-group-E = 🐪 Camello E
timbuktu-group-F = 🐪 Camello F
timbuktu-group-G = 🐪 Camello G
timbuktu-group-H = 🐪 Camello H
timbuktu-group-palm = 🌴 Corral de la palmera (pagando)
timbuktu-group-lamp = 🪔 Corral de la lámpara (pagando)
timbuktu-group-star = ⭐ Corral de la estrella (pagando)
timbuktu-group-scimitar = 🗡️ Corral de la cimitarra (pagando)
timbuktu-group-moon = 🌙 Corral de la luna (pagando)

## Sucesos

timbuktu-event-game_started = 🐪 { $stages ->
    [one] { $stages } etapa
   *[other] { $stages } etapas
} hasta Tombuctú, { $camels ->
    [one] { $camels } camello
   *[other] { $camels } camellos
} por jugador ({ $cargo }). { $start_seat } tiene las piedras de etapa y de ronda.
timbuktu-event-you_loaded = Has cargado el camello { $camel }: { $goods }.
timbuktu-event-loading_done = { $seat } ha cargado todos sus camellos.
timbuktu-event-cargo_revealed = Todas las caravanas están cargadas; sus tableros quedan a la vista de todos.
timbuktu-event-placement_started = Se colocan los camellos en la salida de uno en uno, empezando por { $seat }.
timbuktu-event-placed = { $seat } coloca el camello { $camel }: { $pen }, casilla { $space }.
timbuktu-event-camel_chosen = { $seat } ya ha elegido carta de camello.
timbuktu-event-camels_chosen = 🎴 { $seats } ya han elegido sus cartas de camello.
timbuktu-event-you_chose = Has elegido el camello { $camel }.
timbuktu-event-camels_revealed = 🎴 Cartas de camello reveladas, en orden de turno ({ $seats }): { $camels }.
timbuktu-event-camel_revealed = 🎴 { $seat } revela el camello { $camel }.
timbuktu-event-moved = { $seat } mueve el camello { $camel }: { $pen }, casilla { $space }, gratis.
timbuktu-event-moved_paid = { $seat } mueve el camello { $camel }: { $pen }, casilla { $space }, pagando 1 { $good } (ahora vale { $value }).
timbuktu-event-moved_unladen = { $seat } mueve el camello { $camel }, sin mercancías: { $pen }, casilla { $space }.
timbuktu-event-thief_set = 🕵 { $via ->
    [pass] Tu nuevo lote de ladrones
   *[other] Tu lote de ladrones
}: { $set }. { $seen ->
    [one] Es el primer lote que ves en esta etapa.
   *[other] Has visto { $seen } lotes en esta etapa (`/partida mano`).
}
timbuktu-event-sets_passed = 🔄 { $seat } ocupa una casilla de intercambio: cada lote de ladrones pasa un puesto en sentido horario.
timbuktu-event-stage_started = 🏜 Etapa { $stage }, destino: { $area }. { $start_seat } forma y reparte los lotes de ladrones.
timbuktu-event-round_started = Etapa { $stage }, ronda { $round }: empieza { $seat }.
timbuktu-event-thefts = 🕵 Los ladrones atacan: { $thefts }.
timbuktu-thing-theft = { $set } { $losses_count ->
    [0] no roban nada
   *[other] roban { $losses }
}
timbuktu-event-stage_over = Fin de la etapa { $stage } en { $area }. Valores: { $values }.
timbuktu-event-sets_seen = { $count ->
    [0] 🕵 Aún no has visto ningún lote de ladrones.
    [one] 🕵 Lote de ladrones que has visto en la etapa { $stage }: { $sets }.
   *[other] 🕵 Lotes de ladrones que has visto en la etapa { $stage } (el que tienes, el último): { $sets }.
}

## A quién le toca (la línea bajo el tablero)

timbuktu-phase-load = Carga de camellos: esperando a { $seats } (🎯 Elegir).
timbuktu-phase-place = { $seat } coloca un camello en la salida.
timbuktu-phase-choose = Etapa { $stage }, ronda { $round }: { $count ->
    [one] falta que elija carta de camello
   *[other] faltan por elegir carta de camello
} { $seats } (🎯 Elegir).
timbuktu-phase-move = Etapa { $stage }, ronda { $round }: { $seat } mueve el camello { $camel }; elige corral.
timbuktu-phase-over = La partida ha terminado.

## Cosas

timbuktu-thing-thief_set = [{ $pen } · casillas { $spaces } · { $goods }]
timbuktu-thing-values = 🪙 { $gold }, ☕ { $coffee }, 🌶️ { $pepper }, 🧂 { $salt }, 💧 { $water }
timbuktu-thing-loss = { $seat }: 🐪 { $camel } −{ $count } × { $good }

## Términos

timbuktu-term-area-start = la salida
timbuktu-term-area-oasis1 = el primer oasis
timbuktu-term-area-oasisA = el oasis A
timbuktu-term-area-oasisB = el oasis B
timbuktu-term-area-oasis2 = el penúltimo oasis
timbuktu-term-area-timbuktu = Tombuctú
timbuktu-term-pen-palm = 🌴 palmera
timbuktu-term-pen-lamp = 🪔 lámpara
timbuktu-term-pen-star = ⭐ estrella
timbuktu-term-pen-scimitar = 🗡️ cimitarra
timbuktu-term-pen-moon = 🌙 luna
timbuktu-term-good-gold = 🪙 oro
timbuktu-term-good-coffee = ☕ café
timbuktu-term-good-pepper = 🌶️ pimienta
timbuktu-term-good-salt = 🧂 sal
timbuktu-term-good-water = 💧 agua
timbuktu-term-goods-gold = oro
timbuktu-term-goods-coffee = café
timbuktu-term-goods-pepper = pimienta
timbuktu-term-goods-salt = sal
timbuktu-term-goods-water = agua
timbuktu-term-cargo-printed = carga impresa
timbuktu-term-cargo-own = cada uno carga sus camellos
timbuktu-term-spot-exchange = {" "}🔄
timbuktu-term-spot-plain = {""}

## Opciones de mesa

timbuktu-option-cargo = Carga: la impresa en el tablero de caravana (printed) o cada jugador carga sus camellos, 3–4 tipos por camello (own).
timbuktu-option-leftovers_count = Carga propia: las mercancías sobrantes cuentan como retiradas (suben los valores).
timbuktu-option-start_player = Quién empieza: un jugador al azar o el primer asiento (el anfitrión).
timbuktu-option-thieves_before_placement = Repartir los lotes de ladrones de la primera etapa antes de colocar los camellos (reglamento: después).
timbuktu-option-reveal_together = Revelar todas las cartas de camello a la vez antes de mover (reglamento: de una en una, por turno).
timbuktu-option-space_cards = Cartas de casilla: 1-3 1-5 2-4 2-5 3-4 (balanced_34) o 1-3 1-5 2-3 2-4 4-5 (balanced_23).
timbuktu-option-goods_cards = Las tres cartas de mercancía además de agua-oro y sal-pimienta, nombradas por su par cruzado.
timbuktu-option-arrows = Las flechas gratuitas llevan al mismo corral y al siguiente (same_or_next) o al anterior (same_or_previous).

## Fin de la partida

timbuktu-tiebreak-goods = Empate a puntos: gana quien conserva más mercancías.
timbuktu-tiebreak-shared = Empate a puntos y mercancías: victoria compartida.

## La leyenda: qué significa cada icono del tablero

timbuktu-icon-stage = etapa (actual / total); junto a un nombre: tiene la piedra de etapa
timbuktu-icon-round = ronda (actual / total); junto a un nombre: tiene la piedra de ronda
timbuktu-icon-stage_stone = quién tiene las piedras (en su color)
timbuktu-icon-waiting = esperamos a estos jugadores
timbuktu-icon-mover = el camello que se mueve ahora
timbuktu-icon-winner = ganador; la zona así marcada es Tombuctú
timbuktu-icon-seat = el color y la forma de un jugador (rojo ◆, azul ■, blanco ●, negro ✚, amarillo ▲)
timbuktu-icon-token = un camello: su letra, el color y la forma de su jugador
timbuktu-icon-hidden = mercancías aún no mostradas
timbuktu-icon-pen_palm = corral de la palmera
timbuktu-icon-pen_lamp = corral de la lámpara
timbuktu-icon-pen_star = corral de la estrella
timbuktu-icon-pen_scimitar = corral de la cimitarra
timbuktu-icon-pen_moon = corral de la luna
timbuktu-icon-exchange = casilla de intercambio: quien cae aquí pasa cada grupo de ladrones al vecino de la izquierda
timbuktu-icon-exchange_space = el marco amarillo de una casilla de intercambio
timbuktu-icon-arrow = los corrales de abajo: se entra gratis desde este corral
timbuktu-icon-good_gold = oro
timbuktu-icon-good_coffee = café
timbuktu-icon-good_pepper = pimienta
timbuktu-icon-good_salt = sal
timbuktu-icon-good_water = agua
timbuktu-icon-thief = los grupos de ladrones (corral, dos casillas, dos mercancías)
timbuktu-icon-robbed = una casilla que robaron los ladrones (esquina roja)
timbuktu-icon-score = puntos
timbuktu-icon-you = tú: los grupos que has visto en esta etapa, tu camello elegido

## El tablero en palabras (su texto alternativo): lo que muestra la imagen, lo más importante primero

timbuktu-fact-winners = Ganan { $seats }.
timbuktu-fact-standing = { $seat }: { $stands }.
timbuktu-thing-score = { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}; lleva { $gold } de oro, { $coffee } de café, { $pepper } de pimienta, { $salt } de sal, { $water } de agua
timbuktu-thing-hidden = mercancías y puntos ocultos mientras se carga
timbuktu-fact-your_sets = Grupos de ladrones que has visto: { $sets }.
timbuktu-fact-your_camel = Tu camello elegido: { $camel }.
timbuktu-fact-stage = Etapa { $stage } de { $stages }, ronda { $round } de { $rounds }.
timbuktu-fact-revealed = Camellos descubiertos: { $camels }.
timbuktu-thing-camel = { $seat } { $camel }
timbuktu-fact-area = { $role ->
    [leaving] Dejan { $area }:
   *[entering] Entran en { $area }:
}
timbuktu-fact-pen = Corral { $pen }: { $camels }.
timbuktu-thing-camel_at = { $seat } { $camel } en la casilla { $space }
timbuktu-fact-unplaced = A { $seat } { $count ->
    [one] le queda { $count } camello por colocar
   *[other] le quedan { $count } camellos por colocar
}.
timbuktu-fact-values = Valor de las mercancías: oro { $gold }, café { $coffee }, pimienta { $pepper }, sal { $salt }, agua { $water }.
timbuktu-fact-thefts = Los últimos ladrones atacaron en { $area }: { $sets }.

# The focus picture's facts (its alt text): what the picture beside the board shows.
timbuktu-focus-camel = El camello { $camel } ({ $goods }) puede ir a { $pen }.
timbuktu-focus-camel_hidden = El camello { $camel } puede ir a { $pen }.
timbuktu-focus-camel_card = Camello { $camel }: { $goods }.
timbuktu-focus-to_choose = { $seat } elige entre los camellos { $camels }.
timbuktu-focus-camel_card_hidden = Camello { $camel }.

## Hints: why a move is worth it (Game.reason), a fact of your view or a share of the playouts
timbuktu-reason-camel_worth = camello { $camel }: sus mercancías pueden valerte unos { $points } puntos al final
timbuktu-reason-spot_safe = { $pen }: por lo que sabes, ninguna de tus mercancías corre peligro allí
timbuktu-reason-spot_risk = { $pen }: allí lo más probable es que los ladrones te quiten { $good } ({ $percent } %)
