# Slova společná všem hrám (česky). Slova jednotlivých her jsou v <hra>.ftl.
# Čísla přicházejí jako čísla: { $n -> [one] … [few] … *[other] … } (1 karta, 2 karty, 5 karet).

## Lomítkové příkazy (názvy: malá písmena, bez mezer, nejvýš 32 znaků; popisy nejvýš 100)

core-command-game-name = hra
core-command-game-description = Otevři herní stůl v tomto kanálu, přisedni si a hraj
core-command-game-new-name = nová
core-command-game-new-description = Otevře stůl pro hru v tomto kanálu
core-command-game-new-param-game-name = hra
core-command-game-new-param-game-description = Která hra
core-command-game-new-param-options-name = volby
core-command-game-new-param-options-description = Volby stolu, např. language=cs governor_immediate_pick=yes
core-command-game-join-name = připojit
core-command-game-join-description = Přisedni si ke stolu v tomto kanálu
core-command-game-leave-name = odejít
core-command-game-leave-description = Uvolni své místo (během hry: vzdáš se a dál hraje AI)
core-command-game-kick-name = odebrat
core-command-game-kick-description = Hostitel nebo „Spravovat server“: uvolní místo v předsíni, nebo ho přenechá AI
core-command-game-kick-param-player-name = hráč
core-command-game-kick-param-player-description = Čí místo (začni psát jméno)
core-command-game-settings-name = nastavení
core-command-game-settings-description = Hostitel: připomínky a převzetí tahu AI u tohoto stolu
core-command-game-settings-param-options-name = volby
core-command-game-settings-param-options-description = např. reminder=6 takeover=48 (v hodinách; 0 = vypnuto). Prázdné: ukázat je
core-command-game-add_ai-name = přidat-ai
core-command-game-add_ai-description = Hostitel: obsadí místo hráčem s umělou inteligencí
core-command-game-add_ai-param-level-name = úroveň
core-command-game-add_ai-param-level-description = Jak AI hraje: snadná, normální (výchozí) nebo těžká (přemýšlí dopředu)
core-command-game-start-name = začít
core-command-game-start-description = Hostitel: rozdá karty a zahájí hru
core-command-game-status-name = stav
core-command-game-status-description = Ukáže herní plochu a kdo je na tahu
core-command-game-hand-name = ruka
core-command-game-hand-description = Soukromě: tvoje karty, tajné karty a co víš jen ty
core-command-game-log-name = záznam
core-command-game-log-description = Poslední tahy u tohoto stolu (jen veřejné události)
core-command-game-rules-name = pravidla
core-command-game-rules-description = Pravidla hry u tohoto stolu ve zkratce
core-command-game-rules-param-game-name = hra
core-command-game-rules-param-game-description = O které hře číst (výchozí: hra u stolu v tomto kanálu)
core-command-game-abandon-name = ukončit
core-command-game-abandon-description = Hostitel nebo „Spravovat server“: zavře stůl v tomto kanálu
core-command-game-help-name = nápověda
core-command-game-help-description = Co tento bot umí a jak s ním hrát
core-command-game-replay-name = přehrát
core-command-game-replay-description = Znovu si prohlédni dohranou hru tah po tahu, i se záznamem
core-command-game-replay-param-table-name = stůl
core-command-game-replay-param-table-description = Číslo dohraného stolu (pod jeho deskou); výchozí: poslední hra v tomto kanálu
core-command-game-stats-name = statistiky
core-command-game-stats-description = Hry, výhry, hodnocení a poslední výsledky hráče na tomto serveru
core-command-game-stats-param-player-name = hráč
core-command-game-stats-param-player-description = Čí výsledky (výchozí: tvoje)
core-command-game-leaderboard-name = žebříček
core-command-game-leaderboard-description = Nejlepší hráči hry na tomto serveru podle hodnocení
core-command-game-leaderboard-param-game-name = hra
core-command-game-leaderboard-param-game-description = Která hra
core-command-move-name = tah
core-command-move-description = Zahraj svůj tah u stolu v tomto kanálu
core-command-move-param-action-name = akce
core-command-move-param-action-description = Tvůj tah: začni psát a uvidíš všechny povolené možnosti

## Stůl

core-ai_seat = 🤖 { $name }
core-ai_seat_level = 🤖 { $name } · { $level }
core-ai_level-easy = snadná
core-ai_level-normal = normální
core-ai_level-hard = těžká
core-error-unknown_level = Úroveň AI „{ $level }“ neexistuje: zvol easy, normal nebo hard.
core-started = 🎲 **{ $game }** začíná! Pořadí hráčů: { $seats }.
core-resumed = 🔄 Jsem zpátky: tady jsme skončili.
core-earlier_events = { $count ->
    [0] … předchozí řádky (viz `/hra záznam`)
    [one] +{ $count } předchozí řádek (viz `/hra záznam`)
    [few] +{ $count } předchozí řádky (viz `/hra záznam`)
   *[other] +{ $count } předchozích řádků (viz `/hra záznam`)
}
core-footer = stůl { NUMBER($table, useGrouping: 0) } · tah { NUMBER($version, useGrouping: 0) }
core-dm_header = **{ $game }** ({ $channel }):
core-dm_waiting = 📬 { $seat }, nemůžu ti poslat soukromou zprávu: svůj soukromý pohled uvidíš přes `/hra ruka`.
core-winners = 🏆 **Konec hry!** { $count ->
    [1] Vítěz: { $seats }.
   *[other] Sdílené vítězství: { $seats }.
}
core-rank = { $place }. { $seat } — { $score }
core-score = { $score ->
    [one] { $score } bod
    [few] { $score } body
   *[other] { $score } bodů
}
core-tiebreak = Remízu rozhodlo: { $name }.
core-button_choose = Vybrat (soukromě)
core-button_hand = Můj pohled
core-button_hint = Nápověda
core-button_live = Živá deska
core-button_legend = ? Legenda
core-choose_placeholder = Vyber… ({ $count ->
    [one] { $count } možnost
    [few] { $count } možnosti
   *[other] { $count } možností
})
core-chosen = ✅ Hotovo: { $action }
core-done = ✅ Hotovo.
core-hand_header = 🂠 **{ $game }**: tvůj soukromý pohled
core-log_line = `{ $number }` { $text }
core-log_quiet = (tajný tah)
core-log_empty = Zatím žádné tahy.
core-undelivered = ⚠️ Tvůj tah je uložený, ale nemohl jsem ho sem napsat ({ $reason }). Zkontroluj moje oprávnění; `/hra stav` ukáže herní plochu.
core-option_default = {" "}(výchozí)
core-abandoned = 🏳️ { $seat } zavírá tento stůl hry { $game }.

## Přehrávání

core-replay-sent = 🎬 **{ $game }**, stůl { NUMBER($table, useGrouping: 0) }: { $frames ->
    [one] { $frames } snímek
    [few] { $frames } snímky
   *[other] { $frames } snímků
} z { $moves ->
    [one] { $moves } tahu
    [few] { $moves } tahů
   *[other] { $moves } tahů
}; číslo nahoře je číslo tahu v souboru se záznamem.
core-replay-log_header = { $game }, stůl { NUMBER($table, useGrouping: 0) }: veřejný záznam

## Hodnocení (/game stats, /game leaderboard)

core-stats-header = 📊 { $seat } na tomto serveru:
core-stats-none = { $seat } zatím nemá na tomto serveru žádné hodnocené hry (hra se hodnotí, když ji aspoň dva lidé dohrají do konce).
core-stats-hints = 💡 Vzaté nápovědy: { $hints } (stolů s nápovědou: { $tables }); stůl, kde si někdo vzal nápovědu, se nehodnotí.
core-stats-game = **{ $game }**: { $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
}, { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
}, hodnocení **{ $rating }**; poslední umístění: { $recent }
core-leaderboard-header = 🏆 **{ $game }**: nejlepší hráči tohoto serveru
core-leaderboard-line = { $place }. { $seat }: **{ $rating }** ({ $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
}, { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
})
core-leaderboard-rule = -# Hodnocení: dovednost minus trojnásobek její nejistoty (Weng-Lin); hodnotí se jen lidé, vzdaná hra se počítá jako poslední místo.
core-leaderboard-none = Na tomto serveru zatím nikdo nemá hodnocení ve hře { $game }: hra se hodnotí, když ji aspoň dva lidé dohrají do konce.
core-error-replay_none = V tomto kanálu není žádná dohraná hra k přehrání. Urči ji příkazem `/hra přehrát stůl:` (číslo pod její deskou).
core-error-replay_unknown = Na tomto serveru není žádný stůl číslo { NUMBER($table, useGrouping: 0) }.
core-error-replay_unfinished = Hra u stolu { NUMBER($table, useGrouping: 0) } nikdy nedošla do konce: není co přehrát.
core-error-replay_running = U stolu { NUMBER($table, useGrouping: 0) } se ještě hraje: přehrání bude k dispozici, až hra skončí.
core-error-replay_broken = Stůl { NUMBER($table, useGrouping: 0) } už nejde ukázat jako desky: jeho tahy neodpovídají pravidlům této verze hry. Tady je jeho záznam.

## Nabídky, hledání tahu v /tah a vlastní poznámky platformy

core-menu_more = { $count ->
    [one] ještě { $count } možnost
    [few] ještě { $count } možnosti
   *[other] ještě { $count } možností
}
core-keep_typing = … ještě { $count }: piš dál a seznam se zúží
core-rank_team = { $place }. { $team }: { $seats }
core-note-auto_passed = { $seat }: jediný povolený tah byl pas, a tak jsem ho zahrál automaticky.
core-note-auto_passed_many = { $seats }: jediný povolený tah byl pas, a tak jsem ho zahrál automaticky.
core-note-ai_fallback = AI hráče { $seat } zaváhala, a tak zahrála náhodný povolený tah.

## Předsíň

core-lobby-text =
    🎲 Stůl hry **{ $game }** je otevřený — hostitel { $host_seat }.
    Místa ({ $count }/{ $max }, nejméně { $min }): { $seats }
    Přisedni tlačítkem nebo příkazem `/hra připojit`; hostitel hru zahájí příkazem `/hra začít`.
core-lobby-button_join = Přisednout
core-lobby-button_leave = Odejít
core-lobby-button_ai = Přidat AI
core-lobby-button_start = Začít
core-lobby-done_join = ✅ Máš místo u stolu.
core-lobby-done_leave = ✅ Tvoje místo u stolu je zase volné.
core-lobby-done_ai = ✅ K stolu přisedl hráč s AI.
core-lobby-done_start = ✅ Hra začala.
core-lobby-done_open = ✅ Tvůj stůl je otevřený. Pokud chybí jeho zpráva s místy, `/hra nová` se stejnou hrou ji pošle znovu.
core-lobby-start_undelivered = Hra začala a je uložená, ale do tohoto kanálu jsem ji nemohl napsat: { $reason }. Zkontroluj tu moje oprávnění (Odesílat zprávy, Připojovat soubory, Vkládat odkazy); `/hra stav` ukáže herní plochu.

## Stavové řádky

core-phase-waiting = Čekáme na: { $seats }.
core-phase-over = Hra skončila.

## Volby stolu

core-option-auto_pass = Když je tvůj jediný povolený tah pas, zahraju ho za tebe a řeknu to.
core-option-language = Jazyk zpráv stolu v kanálu a v soukromých zprávách (en, uk, es, cs); výchozí je jazyk serveru.

## Drobná slova

core-term-yes = ano
core-term-no = ne
core-term-none = žádný
core-term-nothing = nikdo
core-term-list_separator = ,{" "}
core-term-language-en = English
core-term-language-uk = Українська
core-term-language-es = Español
core-term-language-cs = Čeština
core-term-permissions-send_messages = Odesílat zprávy
core-term-permissions-attach_files = Připojovat soubory
core-term-permissions-embed_links = Vkládat odkazy

## Chyby

core-error-internal = Na mé straně se něco pokazilo; tento požadavek nic nezměnil. Zkus to prosím znovu.
core-error-table_busy = Stůl je zaneprázdněný: nic se nezměnilo. Zkus to za chvíli znovu.
core-error-no_table = V tomto kanálu není žádný stůl. Otevři ho příkazem `/hra nová`.
core-error-unknown_game = Hru „{ $game }“ neznám.
core-error-unknown_option = Volba stolu „{ $option }“ neexistuje.
core-error-bad_option_value = „{ $value }“ není platná hodnota pro { $option }.
core-error-bad_options = „{ $text }“ nerozumím: piš volby jako název=hodnota.
core-error-table_exists = V tomto kanálu už je otevřený stůl. Nejdřív ho dohraj, nebo ho zavři příkazem `/hra ukončit`.
core-error-already_started = Hra už začala: místa jsou pevně daná.
core-error-already_seated = U tohoto stolu už máš místo.
core-error-table_full = { $max ->
    [one] Stůl je plný ({ $max } místo).
    [few] Stůl je plný ({ $max } místa).
   *[other] Stůl je plný ({ $max } míst).
}
core-error-not_seated = U tohoto stolu nemáš místo.
core-error-host_only = To může udělat jen hostitel.
core-error-too_few_players = Zatím málo hráčů: u stolu { $count }, potřeba aspoň { $min }.
core-error-abandon_forbidden = Tento stůl může zavřít jen hostitel nebo někdo s oprávněním „Spravovat server“.
core-error-not_running = U tohoto stolu neběží žádná hra.
core-error-stale_prompt = Tohle tlačítko patří k dřívějšímu tahu; nic se nezměnilo. Použij nejnovější zprávu nebo `/tah`.
core-error-live_board_refused = Discord tu živou desku neotevřel — { $reason }. Tlačítka a `/move` hrají tentýž stůl.
core-error-not_your_turn = Nejsi na tahu: nic se nezměnilo.
core-error-illegal_action = „{ $action }“ teď není povolený tah: nic se nezměnilo. Vyber si ze seznamu `/tah`.
core-error-game_over = Hra skončila.
core-error-player_count = Tuto hru hraje { $min }–{ $max } hráčů, ne { $count }.
core-error-duplicate_seat = Jeden hráč nemůže obsadit dvě místa.
core-error-missing_permissions = Nejdřív potřebuji v tomto kanálu tato oprávnění: { $permissions }.
core-error-rules_which = Tady žádný stůl není: napiš název hry, např. `/hra pravidla hra:portroyal`.
core-error-keep_typing = Ten řádek jen říká, že tahů je víc: piš dál, seznam se zúží, a pak jeden vyber.
core-error-ambiguous = { $count ->
    [one] „{ $action }“ může znamenat { $count } tah. Napiš ho přesně, nebo ho vyber ze seznamu:
    [few] „{ $action }“ může znamenat { $count } tahy. Napiš jeden z nich přesně, nebo ho vyber ze seznamu:
   *[other] „{ $action }“ může znamenat { $count } tahů. Napiš jeden z nich přesně, nebo ho vyber ze seznamu:
}
core-error-double_tap = Druhé klepnutí na stejnou zprávu během vteřiny jsem přeskočil: nic se nezměnilo. Pokud to byl záměr, klepni znovu.

## Život u stolu: časovače, vyhazování, vzdání, odveta, stránky záznamu, legenda

core-log_line_by = `{ $number }` { $seat }: { $text }
core-log_page = — strana { $page } z { $pages } —
core-button_rematch = Odveta
core-button_older = Starší
core-button_newer = Novější
core-legend_header = **{ $game }: co znamenají ikony na herní ploše**
core-legend_alt = Legenda herní plochy hry { $game }: { $count ->
    [one] { $count } ikona
    [few] { $count } ikony
   *[other] { $count } ikon
}, každá vedle svého významu.
core-help_game = { $title } ({ $min }–{ $max } { $max ->
    [one] hráč
    [few] hráči
   *[other] hráčů
})
core-help =
    🎲 **Treasure Table** hraje v tomto kanálu deskové hry: { $games }. Po každém tahu přijde herní plán jako obrázek; co smíš vědět jen ty, dostaneš v soukromé zprávě nebo pod tlačítkem **Můj pohled**.
    🪑 **Otevřít stůl:** `/hra nová hra:portroyal` (každý stůl ve vlastním vláknu, kanál jich unese víc; `thread=no` hraje v kanálu, jeden stůl na kanál; `volby:` jsou nepovinné, např. `language=cs`). Ostatní stisknou **Přisednout**; hostitel může stisknout **Přidat AI** a pak **Začít**.
    🎯 **Hra:** když jsi na tahu, stiskni jedno z tlačítek pod plánem nebo napiš `/tah` a vyber ze seznamu. **Vybrat (soukromě)** otevře volby, které vidíš jen ty; **Můj pohled** ukáže tvoje karty a tajemství; **? Legenda** vysvětlí každou ikonu na plánu.
    📋 **Příkazy:** `/hra připojit` · `/hra odejít` (během hry za tebe dohraje AI) · `/hra přidat-ai` (úroveň: snadná, normální nebo těžká) · `/hra začít` · `/hra stav` (plán, kdo je na tahu) · `/hra ruka` (tvůj soukromý pohled) · `/hra nápověda` (tahy silné AI) · `/hra záznam` (všechny tahy) · `/hra vrátit` (vrátit tah, který nepřinesl nic nového) · `/hra moje-stoly` (všechny stoly, u kterých sedíš, nejdřív ty, které čekají na tebe) · `/hra upozornění` (jak se k tobě dostanou tahy: ping, dm, digest, quiet) · `/hra pravidla` (pravidla a ikony) · `/hra nastavení` (připomínky, převzetí umělou inteligencí) · `/hra odebrat` · `/hra ukončit` · `/hra přehrát` (dohranou hru znovu, tah za tahem) · `/hra statistiky` · `/hra žebříček` (hodnocení na tomto serveru) · `/hra server` (nastavení a limity serveru) · `/hra zapomeň-mě` · `/hra export` (co o tobě uchovávám).
    🔁 Po konci hry otevře **Odveta** nový stůl se stejnými hráči.
core-conceded = 🏳️ { $seat } to vzdává: místo až do konce hraje AI.
core-conceded_done = ✅ Jsi mimo hru: tvoje místo až do konce hraje AI.
core-status_abandoned = Tento stůl hry { $game } byl zavřen dřív, než hra skončila.
core-lobby-rematch = 🔁 Odveta: začne sama, jakmile se znovu připojí { $seats }.
core-lobby-started = 🎲 Hra **{ $game }** začala — místa: { $seats }. Herní plocha je níže.
core-lobby-closed = 🏳️ Tento stůl hry **{ $game }** byl zavřen ještě před začátkem hry.
core-lobby-expired = ⌛ Hra **{ $game }** u tohoto stolu nikdy nezačala a stůl se zavřel.
core-lobby-emptied = 🏳️ Všichni odešli: stůl hry **{ $game }** je zavřený.
core-lobby-new_host = 👑 Hostitelem je teď { $seat }.
core-option-thread = Vlastní vlákno pro stůl, založené z jeho zprávy s lobby (kde smím vlákna zakládat); `thread=no` hraje přímo v kanálu.
core-thread-name = { $game } · { $host }
core-thread-link = 🧵 Stůl se hraje ve vlákně { $thread }.
core-thread-result = 🏁 **{ $game }** skončila — { $thread }.
core-thread-deleted = 🗑️ Vlákno stolu **{ $game }** (č. { $table }) bylo smazáno, stůl je proto zavřený.
core-thread-not_allowed = ℹ️ Tady nesmím zakládat vlákna (potřebuji „Vytvářet veřejná vlákna“ a „Posílat zprávy ve vláknech“), takže tento stůl se hraje v tomto kanálu.
core-error-which_thread = Ve vláknech tohoto kanálu se hraje více stolů: { $threads }. Použij příkaz ve vlákně svého stolu.
core-rules-platform = U každého stolu také: hrát v kanálu místo vlastního vlákna (`thread=no`).
core-left-kicked = {" "}(po vyhození dál hrála AI)
core-left-conceded = {" "}(po vzdání dál hrála AI)
core-kick-done_freed = ✅ Místo hráče { $seat } je volné.
core-kick-done_ai = ✅ Místo hráče { $seat } odteď hraje AI.
core-kick-announce_ai = 🤖 { $by_seat } vyhazuje hráče { $seat } ze hry: jeho místo odteď hraje AI.
core-timer-reminder_dm = ⏰ Hra **{ $game }** v kanálu { $channel } na tebe čeká už { $hours ->
    [one] { $hours } hodinu
    [few] { $hours } hodiny
   *[other] { $hours } hodin
}: { $link }
core-timer-reminder_channel = ⏰ { $seat }, stůl na tebe čeká už { $hours ->
    [one] { $hours } hodinu
    [few] { $hours } hodiny
   *[other] { $hours } hodin
}.
core-timer-takeover = 🤖 Od hráče { $seat } už { $hours ->
    [one] { $hours } hodinu
    [few] { $hours } hodiny
   *[other] { $hours } hodin
} nepřišel žádný tah: toto rozhodnutí za něj udělá AI.
core-timer-lobby_expired = ⌛ Hra **{ $game }** u stolu nikdy nezačala: stůl se po { $hours ->
    [one] { $hours } hodině
    [few] { $hours } hodinách
   *[other] { $hours } hodinách
} zavřel. Otevři nový příkazem `/hra nová`.
core-settings-header = ⚙️ Nastavení stolu hry **{ $game }**:
core-settings-how = Hostitel je mění příkazem `/hra nastavení volby:reminder=6 takeover=48` (v hodinách; 0 = vypnuto).
core-option-reminder = Po kolika hodinách dostane hráč, na kterého se čeká, připomínku soukromou zprávou (při první ho navíc zmíním tady); 0 = vypnuto.
core-option-takeover = Po kolika hodinách za mlčícího hráče udělá AI rozhodnutí, na které se čeká; 0 = vypnuto.
core-error-played_by_ai = Toto místo teď hraje AI: nic se nezměnilo.
core-error-kick_forbidden = Hráče může vyhodit jen hostitel nebo někdo s oprávněním „Spravovat server“.
core-error-kick_not_seated = Ten hráč u tohoto stolu nemá místo.
core-error-kick_self = Sám sebe vyhodit nemůžeš: použij `/hra odejít`.
core-error-kick_ai_seat = Místo AI nejde po začátku hry odebrat.
core-error-not_live_option = „{ $option }“ tady změnit nejde: měnit lze jen hodiny do připomínky (`reminder`), převzetí umělou inteligencí (`takeover`) a automatické pasování (`auto_pass`).
core-error-rematch_not_over = Ta hra ještě neskončila, takže není co hrát znovu.
core-error-rematch_players_only = O odvetu můžou požádat jen hráči té hry.

# a table row that cannot be read
core-error-damaged_table = Stůl tohoto kanálu (číslo { NUMBER($table, useGrouping: 0) }) nejde přečíst: { $problem }. Hrát u něj nelze. Hostitel nebo někdo s oprávněním „Spravovat server“ ho může odstranit příkazem `/hra ukončit`; potom `/hra nová` otevře nový stůl.
core-damaged_notice = ⚠️ Po restartu se mi nepodařilo obnovit stůl tohoto kanálu (číslo { NUMBER($table, useGrouping: 0) }): { $problem }. Hostitel nebo někdo s oprávněním „Spravovat server“ ho může odstranit příkazem `/hra ukončit`; potom `/hra nová` otevře nový stůl.
core-abandoned_damaged = 🏳️ { $seat } odstraňuje poškozený stůl tohoto kanálu (číslo { NUMBER($table, useGrouping: 0) }).
core-term-problem-seats = uložená místa jsou poškozená
core-term-problem-names = uložená jména hráčů jsou poškozená
core-term-problem-options = uložená nastavení jsou poškozená
core-term-problem-state = uložená hra je poškozená
core-term-problem-game = je to hra, kterou tato verze bota nezná
core-term-problem-other = část uložených dat je poškozená

## Pravdivé odpovědi, když se po uložení něco nepodaří poslat, a chybný vstup

core-told_partly = ⚠️ Část toho, co jsem měl zveřejnit, neprošla; plocha se srovná s další zprávou a `/hra stav` ji ukáže hned teď.
core-saved_public = { $seat }: je to uložené (nemohl jsem ti odpovědět soukromě). `/hra stav` ukáže stůl.
core-error-already_played = Tenhle tah už je zahraný a uložený (tah { $number }): nic dalšího se nezměnilo. `/hra stav` ukáže herní plochu.
core-error-bad_component = Tomuhle tlačítku ani nabídce nerozumím: nic se nezměnilo. Použij nejnovější zprávu nebo `/tah`.
core-error-other_table = Tohle tlačítko patří ke stolu v jiném kanálu: nic se nezměnilo.
core-error-duplicate_option = „{ $option }“ je zadáno dvakrát: napiš každou volbu jen jednou.
core-error-options_too_long = Text voleb je příliš dlouhý ({ $length } znaků; nejvýš { $max }).
core-error-too_many_options = Příliš mnoho voleb ({ $count }; nejvýš { $max }).
core-error-stale_pick = Od chvíle, kdy se ten řádek seznamu `/tah` nabídl, hra pokročila: nic se nezměnilo. Vyber znovu ze seznamu.
core-menu_you = 🎯 Tvoje rozhodnutí; toto menu vidíš jen ty.
core-menu_back = Zpět
core-dm_failed = 📬 { $seat }, moje soukromá zpráva s tvými novinkami nedošla: `/hra ruka` ti je ukáže.

## Vracení tahů (/hra vrátit): jen tiché tahy, které do hry nepřinesly nic nového
core-command-game-undo-name = vrátit
core-command-game-undo-description = Vrať svůj poslední tah, pokud do hry nepřinesl nic nového
core-option-undo = `/hra vrátit`: `yes` vrátí tvůj tichý tah hned a tahy ostatních s jejich svolením; `own` jen tvoje (a tahy AI po nich); `no` nikdy.
core-rules-undo = `/hra vrátit` vrátí tah, který do hry nepřinesl nic nového (žádná líznutá karta, žádná kostka, nic skrytého odhaleno): tvůj hned, dokud nikdo jiný netáhl, jinak až když to všichni ostatní dovolí. Tah, který někomu ukázal něco nového, platí: jinak by se ten, kdo táhl, mohl podívat a zvolit znovu.
core-event-taken_back = ↩️ { $seat } vrací { $count ->
    [one] tah { $first }
    [few] tahy { $first }–{ $last }
   *[other] tahy { $first }–{ $last }
}.
core-event-restored = ↩️ U stolu se vrátily tahy. Tvoje pozice je znovu:
core-log_taken_back = {" "}(vráceno)
core-undo-done = ↩️ Vráceno: { $count ->
    [one] tah { $first }.
    [few] tahy { $first }–{ $last }.
   *[other] tahy { $first }–{ $last }.
} Plán ukazuje pozici před ním.
core-undo-asked = ✅ Požádal jsem { $count ->
    [one] druhého hráče
    [few] ostatní hráče ({ $count })
   *[other] ostatní hráče ({ $count })
} o svolení: mají dvě minuty. Bez svolení všech se nic nezmění.
core-undo-request = ↩️ { $seat } žádá o vrácení { $count ->
    [one] tahu { $first }
    [few] tahů { $first }–{ $last }
   *[other] tahů { $first }–{ $last }
}. { $asked_seats }: stiskněte **Dovolit** nebo **Odmítnout** do { $minutes } minut; bez svolení všech se nic nezmění.
core-undo-allowed_by = Zatím dovolili: { $seats }.
core-undo-refused = ✋ { $by } odmítá: { $count ->
    [one] tah
    [few] tahy
   *[other] tahy
} { $seat } platí.
core-undo-allowed = ↩️ Všichni dovolili: { $count ->
    [one] tah
    [few] tahy ({ $count })
   *[other] tahy ({ $count })
} { $seat } se vrátily.
core-undo-lapsed = ⌛ Nikdo neodpověděl včas: { $count ->
    [one] tah
    [few] tahy
   *[other] tahy
} { $seat } platí.
core-undo-moved_on = ⏭️ Hra pokračovala, takže žádost { $seat } skončila: nic se nevrátilo.
core-undo-button_allow = Dovolit
core-undo-button_refuse = Odmítnout
core-undo-answered_refused = ✅ Odmítl jsi: nic se nevrátilo.
core-undo-answered_waiting = ✅ Dovolil jsi; ještě musí odpovědět ostatní.
core-undo-answered_taken = ✅ Dovolil jsi: tahy se vrátily.
core-error-undo_over = Hra skončila: její tahy už nejde vrátit.
core-error-undo_off = Hostitel tohoto stolu vracení tahů vypnul (`undo=no`).
core-error-undo_nothing = U tohoto stolu nemáš žádný tah k vrácení.
core-error-undo_own_only = Od té doby táhl někdo jiný a tento stůl vrací jen tvoje vlastní tahy (`undo=own`): nic se nezměnilo.
core-error-undo_loud = { $whose ->
    [yours] Tvůj tah { $number }
   *[other] Tah { $number }
} nejde vrátit: { $reason ->
    [chance] rozhodla v něm náhoda (kostka, zamíchání, náhodný výběr)
   *[other] odhalil něco skrytého (líznutá karta, ukázané tajemství)
}. Nic se nezměnilo.
core-error-undo_unsure = Záznam tohoto stolu nevede zpět k jeho pozici, takže nic vracet nebudu. Nic se nezměnilo.
core-error-undo_pending = U tohoto stolu už je otevřená žádost o vrácení tahů: počkej na odpověď.
core-error-undo_ended = Ta žádost už skončila (zodpovězená, vypršela, nebo hra pokračovala): nic se nezměnilo.
core-error-undo_yours = To je tvoje vlastní žádost: odpovídají na ni ostatní.
core-error-undo_not_asked = Tato žádost je pro ostatní hráče u stolu, ne pro tebe.
core-restarting = ⏳ Restartuji se: zkus to za chvíli znovu.
core-live-your_turn = Jsi na tahu: { $line }
core-live-waiting_for = Čeká se na { $seats }: { $line }
core-live-refused = Discord nedokázal ověřit, kdo jsi v této aktivitě, takže živá deska zůstává zavřená. Zavři aktivitu a otevři ji znovu.
core-live-not_there = Nejsi v této aktivitě, takže její živá deska není pro tebe. Nejdřív se k aktivitě připoj.
## Server v rukou správců: /hra server, limity, /hra zapomeň-mě, /hra export

core-command-game-server-name = server
core-command-game-server-description = Nastavení tohoto serveru; mění je, kdo smí spravovat server. Bez voleb: ukázat
core-command-game-server-param-language-name = jazyk
core-command-game-server-param-language-description = Jazyk nových stolů (auto: jazyk serveru)
core-command-game-server-param-reminder-name = připomínka
core-command-game-server-param-reminder-description = Hodiny do připomenutí hráči, na kterého se čeká, u nových stolů (0: vypnuto)
core-command-game-server-param-takeover-name = převzetí
core-command-game-server-param-takeover-description = Hodiny, po nichž AI rozhodne za mlčícího hráče, u nových stolů (0: vypnuto)
core-command-game-server-param-opener-name = kdo
core-command-game-server-param-opener-description = Kdo smí otevírat stoly (@everyone: všichni)
core-command-game-server-param-channels-name = kanály
core-command-game-server-param-channels-description = Kanály, kde lze otevírat stoly, např. #hry #další-hry (bez kanálu: kdekoli)
core-command-game-server-param-lobbies-name = lobby
core-command-game-server-param-lobbies-description = Kolik otevřených lobby smí mít jeden člověk najednou
core-command-game-server-param-hosted-name = hostitel
core-command-game-server-param-hosted-description = Kolik běžících her smí jeden člověk hostit najednou
core-command-game-server-param-running-name = běžící
core-command-game-server-param-running-description = Kolik her smí na tomto serveru běžet najednou
core-command-game-server-param-cooldown-name = pauza
core-command-game-server-param-cooldown-description = Sekundy mezi dvěma /hra nová jednoho člověka
core-command-game-server-param-hints-name = nápovědy
core-command-game-server-param-hints-description = Nápovědy (/hra nápověda) u stolů serveru (vypnutí zde má přednost před stolem)
core-command-game-forget_me-name = zapomeň-mě
core-command-game-forget_me-description = Odstranit se z herních záznamů tohoto serveru (záznamy ostatních zůstanou)
core-command-game-export-name = export
core-command-game-export-description = Tvoje hry na tomto serveru jako soubor, který vidíš jen ty
core-server-header = ⚙️ **Nastavení tohoto serveru** (pro stoly otevřené od teď):
core-server-language = • Jazyk nových stolů: { $language }
core-server-language_auto = jazyk serveru ({ $language })
core-server-timers = • Připomínka po { $reminder } h · převzetí AI po { $takeover } h (0: vypnuto; hostitel stolu mění své přes `/hra nastavení`)
core-server-opener = • Kdo smí otevírat stoly: { $who }
core-server-everyone = všichni
core-server-where = • Kde: { $where }
core-server-anywhere = kterýkoli kanál
core-server-limits = • Limity na člověka: { $lobbies ->
    [one] { $lobbies } otevřené lobby
    [few] { $lobbies } otevřená lobby
   *[other] { $lobbies } otevřených lobby
} a { $hosted ->
    [one] { $hosted } běžící hra
    [few] { $hosted } běžící hry
   *[other] { $hosted } běžících her
}; na serveru { $running ->
    [one] { $running } běžící hra
    [few] { $running } běžící hry
   *[other] { $running } běžících her
}; jedno `/hra nová` na člověka jednou za { $cooldown ->
    [one] { $cooldown } sekundu
    [few] { $cooldown } sekundy
   *[other] { $cooldown } sekund
}.
core-server-hints = • Nápovědy (`/hra nápověda`): { $on ->
    [yes] zapnuté, kde je hostitel stolu dovolí
   *[no] vypnuté u všech stolů
}
core-server-how = -# Kdo smí spravovat server, mění je přes `/hra server` a jeho volby a vždy si ponechá všechny příkazy, ať je tu nastaveno cokoli.
core-server-saved = ✅ Uloženo.
# dva formuláře /hra server (popisky ≤ 45 znaků, popisy a nápovědy ≤ 100)
core-server-button_tables = Upravit jazyk, časovače, kdo a kde
core-server-button_limits = Upravit limity
core-server-form_tables = Nové stoly na tomto serveru
core-server-form_limits = Limity na tomto serveru
core-server-field-language = Jazyk nových stolů
core-server-field-reminder = Připomenout čekajícímu hráči po
core-server-field-takeover = AI rozhodne za mlčícího hráče po
core-server-field-opener = Kdo smí otevírat stoly
core-server-field-channels = Kde lze otevírat stoly
core-server-field-lobbies = Otevřených lobby na člověka
core-server-field-hosted = Běžících her na jednoho hostitele
core-server-field-running = Běžících her na tomto serveru
core-server-field-cooldown = Sekundy mezi /hra nová jednoho člověka
core-server-field-hints = Nápovědy u stolů serveru
core-server-hints_on = Zapnuto
core-server-hints_off = Vypnuto
core-server-hint-opener = Bez role: všichni. Kdo smí spravovat server, otevírá stoly vždy.
core-server-hint-channels = Bez kanálu: kdekoli.
core-server-placeholder-opener = Všichni
core-server-placeholder-channels = Kterýkoli kanál
core-server-range = Celé číslo od { NUMBER($low, useGrouping: 0) } do { NUMBER($high, useGrouping: 0) }.
core-server-hours = { $hours ->
    [0] Vypnuto
   *[other] { $hours } h
}
core-former_player = bývalý hráč
core-forget-ask = ⚠️ **Zapomeň mě** odstraní tvé id a jméno ze všeho, co o hrách tohoto serveru uchovávám: místa, záznamy, výsledky a hodnocení. Tam, kde jsi hrál, bude v záznamech „bývalý hráč“; hry, umístění a hodnocení ostatních zůstanou, jak jsou. Nelze to vrátit. (Už odeslané zprávy zůstávají na Discordu.)
core-forget-button = Zapomeň mě
core-forget-done = ✅ Hotovo: na tomto serveru jsi zapomenut. { $count ->
    [0] Nic jsem tu o tobě neuchovával.
    [one] { $count } stůl teď uvádí „bývalý hráč“ tam, kde jsi byl ty.
    [few] { $count } stoly teď uvádějí „bývalý hráč“ tam, kde jsi byl ty.
   *[other] { $count } stolů teď uvádí „bývalý hráč“ tam, kde jsi byl ty.
}
core-export-done = 📦 Co o tobě na tomto serveru uchovávám: { $count ->
    [one] { $count } stůl
    [few] { $count } stoly
   *[other] { $count } stolů
}, v tomto souboru (vidíš ho jen ty).
core-error-lobby_limit = { $count ->
    [one] Už máš otevřený stůl, který nezačal: { $lobby }. Spusť ho nebo z něj odejdi, než otevřeš další.
    [few] Už máš { $count } otevřené stoly, které nezačaly, víc server nedovolí (jeden je { $lobby }). Jeden spusť nebo z něj odejdi, než otevřeš další.
   *[other] Už máš { $count } otevřených stolů, které nezačaly, víc server nedovolí (jeden je { $lobby }). Jeden spusť nebo z něj odejdi, než otevřeš další.
}
core-error-hosted_limit = { $max ->
    [one] Už hostíš { $max } běžící hru, víc server jednomu člověku nedovolí: nejdřív ji dohraj.
    [few] Už hostíš { $max } běžící hry, víc server jednomu člověku nedovolí: nejdřív jednu dohraj.
   *[other] Už hostíš { $max } běžících her, víc server jednomu člověku nedovolí: nejdřív jednu dohraj.
}
core-error-server_limit = { $max ->
    [one] Na tomto serveru už běží { $max } hra, víc nedovolí. Zkus to znovu, až skončí.
    [few] Na tomto serveru už běží { $max } hry, víc nedovolí. Zkus to znovu, až jedna skončí.
   *[other] Na tomto serveru už běží { $max } her, víc nedovolí. Zkus to znovu, až jedna skončí.
}
core-error-cooldown = { $seconds ->
    [one] Jeden nový stůl po druhém: zkus to znovu za { $seconds } sekundu.
    [few] Jeden nový stůl po druhém: zkus to znovu za { $seconds } sekundy.
   *[other] Jeden nový stůl po druhém: zkus to znovu za { $seconds } sekund.
}
core-error-opener_role = Na tomto serveru smí stoly otevírat jen { $role }.
core-error-opener_channel = Na tomto serveru se stoly otevírají v { $channels }.
core-error-server_manage_only = Nastavení serveru může měnit jen ten, kdo smí spravovat server; `/hra server` bez voleb je ukáže.
core-error-server_limit_range = „{ $setting }“ musí být mezi { $low } a { $high }, ne { $value }.
core-error-forget_seated = Máš místo u stolu { $tables }: nejdřív odejdi (`/hra odejít` tam), pak požádej znovu.
core-error-forget_not_yours = To tlačítko patří tomu, kdo požádal o zapomenutí: nic se nezměnilo.
core-lobby-rematch_held = Všichni jsou zpátky, ale odveta zatím nemůže začít: { $reason }
core-undo-ended = ⏹️ Žádost { $seat } skončila (odešel ze hry): nic se nevrátilo.
core-undo-answered_ended = ✅ Ta žádost už skončila: nic se nevrátilo.

## /game notify: jak se k tobě dostanou tvoje tahy, u všech stolů
core-command-game-notify-name = upozornění
core-command-game-notify-description = Jak se k tobě dostanou tvoje tahy, u všech stolů: ping, dm, digest nebo quiet
core-command-game-notify-param-how-name = jak
core-command-game-notify-param-how-description = ping: zmínka · dm: i soukromá zpráva, ze které hraješ · digest: jedna zpráva denně · quiet: nic
core-command-game-notify-param-hour-name = hodina
core-command-game-notify-param-hour-description = Hodina denního přehledu, UTC (0–23)
core-notify-ping = 🔔 Tvoje tahy se k tobě dostanou jako zmínka ve vlákně stolu (výchozí), u všech stolů, kde sedíš.
core-notify-dm = 📬 Tvoje tahy se k tobě dostanou jako zmínka ve vlákně stolu a jako soukromá zpráva s deskou a tlačítky tahů, takže můžeš hrát ze soukromých zpráv.
core-notify-digest = 🗞️ Žádné zmínky: jedna soukromá zpráva denně v { $hour }:00 UTC se stoly, které čekají na tebe.
core-notify-quiet = 🔕 Žádné zmínky ani soukromé zprávy o tvých tazích: `/game mine` ukáže stoly, které na tebe čekají.
core-notify-digest_head = 🗞️ { $count ->
    [one] Na tebe čeká jeden stůl:
    [few] Na tebe čekají { $count } stoly:
   *[other] Na tebe čeká { $count } stolů:
}
core-notify-digest_line = • **{ $game }** (stůl č. { $table }), jsi na tahu od { $since }: { $link }
core-notify-digest_more = …a { $count } dalších: `/game mine` je ukáže všechny.
core-notify-dm_prompt_head = 🎯 **{ $game }** (stůl č. { $table }): jsi na tahu. Stůl: { $link }
core-notify-dm_prompt_played = ✅ **{ $game }** (stůl č. { $table }): zahrál(a) jsi { $action }. Stůl: { $link }
core-notify-dm_prompt_closed = ⏹️ **{ $game }** (stůl č. { $table }): tento tah už je pryč, tlačítka jsem odebral. Stůl: { $link }
core-notify-dm_closed = 📪 { $seat }, máš pro mě zavřené soukromé zprávy, takže se k tobě tahy dostanou tady jako zmínky. Otevři je, nebo si zvol jiný způsob přes `/game notify`.

## /game mine: every table you sit at

core-command-game-mine-name = moje-stoly
core-command-game-mine-description = Vidíš jen ty: všechny stoly, u kterých sedíš, nejdřív ty, které čekají na tebe, s odkazy
core-mine-header = 🗂️ **Tvoje stoly:** { $count ->
    [one] { $count } otevřený stůl
    [few] { $count } otevřené stoly
    [many] { $count } otevřeného stolu
   *[other] { $count } otevřených stolů
}, { $waiting ->
    [0] žádný nečeká na tebe.
    [one] { $waiting } čeká na tebe.
    [few] { $waiting } čekají na tebe.
    [many] { $waiting } čeká na tebe.
   *[other] { $waiting } čeká na tebe.
}
core-mine-title = { $mark } **{ $game }** · { $status } · { $server }
core-mine-title_yours = { $mark } **{ $game }** · { $status } · { $server } · **jsi na tahu!**
core-mine-status-lobby = před začátkem
core-mine-status-running = hraje se
core-mine-this_server = tento server
core-mine-another_server = jiný server
core-mine-turn = Hráči: { $seats } · na tahu: { $turn_seats } · naposledy aktivní { $since }
core-mine-lobby = Hráči: { $seats } · čeká se na začátek · otevřeno { $since }
core-mine-standing = Tvoje pořadí: { $place }
core-mine-page = — strana { $page } z { $pages } —
core-mine-none = 🪑 Zatím nesedíš u žádného otevřeného stolu. Otevři nějaký příkazem `/hra nová` v kanálu serveru, nebo stiskni **Připojit** pod zprávou stolu.
core-error-mine_not_yours = Tato tlačítka listují seznamem stolů někoho jiného: ten tvůj ukáže `/hra moje-stoly`.

## treasure-table try: the page of the local simulation
core-try-welcome = 🧪 **Místní simulace Discordu** na tvém počítači: skutečný bot Treasure Table, bez tokenu, nic se nikam neposílá. Soukromé zprávy se tu nezobrazují: co smíš vědět jen ty, najdeš pod **Můj pohled**. Napiš `/` a uvidíš všechny příkazy.
core-try-pick = Vyber hru: otevře se tu stůl { $ais ->
    [0] jen s tebou (AI nebo lidi přidáš z lobby).
    [one] s tebou a jedním AI hráčem.
    [few] s tebou a { $ais } AI hráči.
   *[other] s tebou a { $ais } AI hráči.
}

## Hints (/game hint): the hard AI's best moves for a seat, from its view alone
core-command-game-hint-name = nápověda
core-command-game-hint-description = Soukromě: nejlepší tahy silné AI pro tebe (stůl pak není hodnocený)
core-option-hints = `/hra nápověda`: nejlepší tahy silné AI, soukromě, pro toho, kdo smí táhnout (`yes`); stůl je hodnocený, dokud si někdo nápovědu nevezme. `no` nápovědy vypne.
core-error-hints_off = Hostitel tohoto stolu nápovědy vypnul (`hints=no`).
core-error-hints_off_server = Tento server nápovědy vypnul (`/hra server`).
core-error-hint_thinking = Ještě promýšlím vaši minulou nápovědu: za chvíli dorazí.
core-error-hint_busy = Právě se promýšlí mnoho nápověd: ta vaše by čekala asi { $seconds } s. Zkuste to za chvíli.
core-hint-header = 💡 **{ $game }**: { $count ->
    [one] tah
    [few] { $count } tahy
    [many] { $count } tahu
   *[other] { $count } tahů
}, které pro tebe silná AI zvažuje z toho, co vidíš
core-hint-level = 💡 **{ $game }**: podle toho, co vidíš, teď žádný tah nevyniká: silná AI by zvolila kterýkoli stejně. Vyber si volně.
core-hint-footer = -# Zahraj ho jeho tlačítkem nebo `/move`. Stůl přestane být hodnocený, jakmile si kdokoli vezme nápovědu.
core-hint-playouts = { $figure }, nejlepší v { $best } z { $playouts } simulací
core-hint-ahead = +{ NUMBER($amount, minimumFractionDigits: 1) } bodu náskok v průměru
core-hint-behind = { NUMBER($amount, minimumFractionDigits: 1) } bodu ztráta v průměru
core-hint-ahead-vp = +{ NUMBER($amount, minimumFractionDigits: 1) } VB náskok v průměru
core-hint-behind-vp = { NUMBER($amount, minimumFractionDigits: 1) } VB ztráta v průměru
core-hint-ahead-gold = +{ NUMBER($amount, minimumFractionDigits: 1) } zlata náskok v průměru
core-hint-behind-gold = { NUMBER($amount, minimumFractionDigits: 1) } zlata ztráta v průměru
core-hint-ahead-treasure = tvůj tým +{ NUMBER($amount, minimumFractionDigits: 1) } pokladu náskok v průměru
core-hint-behind-treasure = tvůj tým { NUMBER($amount, minimumFractionDigits: 1) } pokladu ztráta v průměru
core-hint-ahead-treasure_gap = týmy v průměru nerozhodně
core-hint-behind-treasure_gap = týmy od sebe v průměru { NUMBER($amount, minimumFractionDigits: 1) } pokladu (tobě se hodí remíza)
core-hint-loss = asi { NUMBER($amount, minimumFractionDigits: 1) } bodu očekávaná ztráta
core-hint-loss-goods = asi { NUMBER($amount, minimumFractionDigits: 1) } zboží očekávaně ukradnou zloději
core-hint-unrated = 💡 { $seat } si vzal(a) nápovědu: tento stůl už není hodnocený.
core-hint-unrated_result = -# 💡 Nehodnoceno: u tohoto stolu si někdo vzal nápovědu.
