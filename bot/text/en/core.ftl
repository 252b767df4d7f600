# Words shared by every game. Game words live in <game>.ftl beside this file.
# Ids are the code's dotted keys with hyphens: core.lobby.text -> core-lobby-text.
# Numbers arrive as numbers (select plural forms with `{ $n -> [one] … *[other] … }`);
# seats, things and terms arrive already worded. A list param `x` also gives `$x_count`.

## Slash commands (names: lower case, no spaces, at most 32 characters; descriptions at most 100)

core-command-game-name = game
core-command-game-description = Open, join and run a game table in this channel
core-command-game-new-name = new
core-command-game-new-description = Open a table for a game in this channel
core-command-game-new-param-game-name = game
core-command-game-new-param-game-description = Which game
core-command-game-new-param-options-name = options
core-command-game-new-param-options-description = Optional table options, e.g. language=uk governor_immediate_pick=yes
core-command-game-join-name = join
core-command-game-join-description = Take a seat at this channel's table
core-command-game-leave-name = leave
core-command-game-leave-description = Give up your seat (during the game: concede, an AI plays on)
core-command-game-kick-name = kick
core-command-game-kick-description = Host or Manage Server: free a lobby seat, or let an AI play it
core-command-game-kick-param-player-name = player
core-command-game-kick-param-player-description = Whose seat (start typing a name)
core-command-game-settings-name = settings
core-command-game-settings-description = Host: reminders and AI takeover for this table
core-command-game-settings-param-options-name = options
core-command-game-settings-param-options-description = e.g. reminder=6 takeover=48 (hours; 0 is off). Empty: show them
core-command-game-add_ai-name = add-ai
core-command-game-add_ai-description = Host: fill a seat with an AI player
core-command-game-add_ai-param-level-name = level
core-command-game-add_ai-param-level-description = How well the AI plays: easy, normal (the default) or hard (it thinks ahead)
core-command-game-start-name = start
core-command-game-start-description = Host: deal and start the game
core-command-game-status-name = status
core-command-game-status-description = Show the board and whose turn it is
core-command-game-hand-name = hand
core-command-game-hand-description = Privately: your hand, secret cards and what you know
core-command-game-log-name = log
core-command-game-log-description = The last moves at this table (public events only)
core-command-game-rules-name = rules
core-command-game-rules-description = The rules of this table's game, in short
core-command-game-rules-param-game-name = game
core-command-game-rules-param-game-description = A game to read about (default: this channel's table)
core-command-game-abandon-name = abandon
core-command-game-abandon-description = Host or Manage Server: end this channel's table
core-command-game-help-name = help
core-command-game-help-description = What this bot does and how to play with it
core-command-game-replay-name = replay
core-command-game-replay-description = Watch a finished game again, move by move, with its log
core-command-game-replay-param-table-name = table
core-command-game-replay-param-table-description = A finished table's number (under its board); default: this channel's last game
core-command-game-stats-name = stats
core-command-game-stats-description = Games, wins, rating and recent results of a player in this server
core-command-game-stats-param-player-name = player
core-command-game-stats-param-player-description = Whose records (default: yours)
core-command-game-leaderboard-name = leaderboard
core-command-game-leaderboard-description = The best players of a game in this server, by rating
core-command-game-leaderboard-param-game-name = game
core-command-game-leaderboard-param-game-description = Which game
core-command-move-name = move
core-command-move-description = Make your move at this channel's table
core-command-move-param-action-name = action
core-command-move-param-action-description = Your move: start typing to see every legal choice

## The table

core-ai_seat = 🤖 { $name }
core-ai_seat_level = 🤖 { $name } · { $level }
core-ai_level-easy = easy
core-ai_level-normal = normal
core-ai_level-hard = hard
core-error-unknown_level = There is no AI level “{ $level }”: choose easy, normal or hard.
core-started = 🎲 **{ $game }** begins! Seats in turn order: { $seats }.
core-resumed = 🔄 I'm back: here is where we were.
core-earlier_events = { $count ->
    [0] … earlier lines (see `/game log`)
    [one] +{ $count } earlier line (see `/game log`)
   *[other] +{ $count } earlier lines (see `/game log`)
}
core-footer = table { NUMBER($table, useGrouping: 0) } · move { NUMBER($version, useGrouping: 0) }
core-dm_header = **{ $game }** ({ $channel }):
core-dm_waiting = 📬 { $seat }, I can't DM you: use `/game hand` to see your private view.
core-winners = 🏆 **Game over!** { $count ->
    [1] Winner: { $seats }.
   *[other] Shared victory: { $seats }.
}
core-rank = { $place }. { $seat } — { $score }
core-score = { $score ->
    [one] { $score } point
   *[other] { $score } points
}
core-tiebreak = Tie broken by { $name }.
core-button_choose = Choose (privately)
core-button_hand = My view
core-button_hint = Hint
core-button_live = Live board
core-button_legend = ? Legend
core-choose_placeholder = Choose… ({ $count ->
    [one] { $count } choice
   *[other] { $count } choices
})
core-chosen = ✅ Done: { $action }
core-done = ✅ Done.
core-hand_header = 🂠 **{ $game }**: your private view
core-log_line = `{ $number }` { $text }
core-log_quiet = (a private move)
core-log_empty = No moves yet.
core-undelivered = ⚠️ Your move is saved, but I couldn't post it here ({ $reason }). Check my permissions; `/game status` shows the board.
core-option_default = {" "}(default)
core-abandoned = 🏳️ { $seat } ended this { $game } table.

## Replays

core-replay-sent = 🎬 **{ $game }**, table { NUMBER($table, useGrouping: 0) }: { $frames ->
    [one] { $frames } board
   *[other] { $frames } boards
} of { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}; the number at the top is the move's number in the log file.
core-replay-log_header = { $game }, table { NUMBER($table, useGrouping: 0) }: the public log

## Ratings (/game stats, /game leaderboard)

core-stats-header = 📊 { $seat } in this server:
core-stats-none = { $seat } has no rated games in this server yet (a game is rated when at least two people play it to the end).
core-stats-hints = 💡 Hints taken: { $hints } (tables with a hint: { $tables }); a table is unrated once anyone takes one.
core-stats-game = **{ $game }**: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, rating **{ $rating }**; recent places: { $recent }
core-leaderboard-header = 🏆 **{ $game }**: the best players of this server
core-leaderboard-line = { $place }. { $seat }: **{ $rating }** ({ $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
})
core-leaderboard-rule = -# Rating: skill minus three times its uncertainty (Weng-Lin); only people are rated, a conceded game counts as last place.
core-leaderboard-none = Nobody has a { $game } rating in this server yet: a game is rated when at least two people play it to the end.
core-error-replay_none = This channel has no finished game to replay. Name one with `/game replay table:` (the number under its board).
core-error-replay_unknown = There is no table number { NUMBER($table, useGrouping: 0) } in this server.
core-error-replay_unfinished = Table { NUMBER($table, useGrouping: 0) } never reached the end of its game: there is nothing to replay.
core-error-replay_running = Table { NUMBER($table, useGrouping: 0) } is still being played: its replay comes when the game ends.
core-error-replay_broken = Table { NUMBER($table, useGrouping: 0) } can't be shown as boards again: its moves no longer fit this version of the game's rules. Here is its log.

## The lobby

core-lobby-text =
    🎲 **{ $game }** table open — host { $host_seat }.
    Seats ({ $count }/{ $max }, at least { $min }): { $seats }
    Join with the button or `/game join`; the host starts with `/game start`.
core-lobby-button_join = Join
core-lobby-button_leave = Leave
core-lobby-button_ai = Add AI
core-lobby-button_start = Start
core-lobby-done_join = ✅ You have a seat.
core-lobby-done_leave = ✅ You left the table.
core-lobby-done_ai = ✅ An AI player took a seat.
core-lobby-done_start = ✅ The game has started.
core-lobby-done_open = ✅ Your table is open. If its lobby message is missing, `/game new` with the same game posts it again.
core-lobby-start_undelivered = The game has started and is saved, but I couldn't post it in this channel: { $reason }. Check my permissions here (Send Messages, Attach Files, Embed Links); `/game status` shows the board.

## Status lines a game may share

core-phase-waiting = Waiting for { $seats }.
core-phase-over = The game is over.

## Table options of the platform (a game's own are <game>-option-<name>)

core-option-auto_pass = When your only legal move is to pass, I play it for you and say so.
core-option-language = The language of the table's channel messages and DMs (en, uk, es, cs); default: the server's language.

## Small words

core-term-yes = yes
core-term-no = no
core-term-none = none
core-term-nothing = nobody
core-term-list_separator = ,{" "}
core-term-language-en = English
core-term-language-uk = Українська
core-term-language-es = Español
core-term-language-cs = Čeština
core-term-permissions-send_messages = Send Messages
core-term-permissions-attach_files = Attach Files
core-term-permissions-embed_links = Embed Links

## Errors (a game may override one as <game>-error-<code>)

core-error-internal = Something went wrong on my side; nothing was changed by this request. Please try again.
core-error-table_busy = The table is busy: nothing was changed. Try again in a moment.
core-error-no_table = There is no table in this channel. Open one with `/game new`.
core-error-unknown_game = I don't know a game called “{ $game }”.
core-error-unknown_option = There is no table option called “{ $option }”.
core-error-bad_option_value = “{ $value }” is not a valid value for { $option }.
core-error-bad_options = I can't read “{ $text }”: write options as name=value.
core-error-table_exists = This channel already has an open table. Finish it or `/game abandon` it first.
core-error-already_started = The game has already started: seats are fixed.
core-error-already_seated = You already have a seat at this table.
core-error-table_full = { $max ->
    [one] The table is full ({ $max } seat).
   *[other] The table is full ({ $max } seats).
}
core-error-not_seated = You don't have a seat at this table.
core-error-host_only = Only the host can do that.
core-error-too_few_players = Not enough players yet: { $count } seated, { $min } needed.
core-error-abandon_forbidden = Only the host or someone with Manage Server can end this table.
core-error-not_running = This table is not running a game.
core-error-stale_prompt = That button belongs to an earlier turn; nothing changed. Use the newest message or `/move`.
core-error-live_board_refused = Discord did not open the live board here — { $reason }. The buttons and `/move` play the same table.
core-error-not_your_turn = It's not your turn: nothing changed.
core-error-illegal_action = “{ $action }” is not a legal move right now: nothing changed. Pick one from the `/move` list.
core-error-game_over = The game is over.
core-error-player_count = This game needs { $min }–{ $max } players, not { $count }.
core-error-duplicate_seat = The same player can't take two seats.
core-error-missing_permissions = I need these permissions in this channel first: { $permissions }.
core-error-rules_which = There is no table here: name a game, e.g. `/game rules game:portroyal`.

## Menus, /move matching and the platform's own notes

core-menu_more = { $count ->
    [one] { $count } more choice
   *[other] { $count } more choices
}
core-keep_typing = … { $count } more: keep typing to narrow the list
core-rank_team = { $place }. { $team }: { $seats }
core-note-auto_passed = { $seat } could only pass, so I passed for them.
core-note-auto_passed_many = { $seats } could only pass, so I passed for them.
core-note-ai_fallback = The AI of { $seat } stumbled, so it made a random legal move instead.
core-error-keep_typing = That line only says there are more moves: keep typing to narrow the list, then pick one.
core-error-ambiguous = { $count ->
    [one] “{ $action }” could mean { $count } move. Type it exactly, or pick it from the list:
   *[other] “{ $action }” could mean { $count } moves. Type one of these exactly, or pick it from the list:
}
core-error-double_tap = I ignored a second tap on the same message within a second: nothing changed. Tap again if you meant it.

## Table life: timers, kicks, concede, rematch, log pages, legend

core-log_line_by = `{ $number }` { $seat }: { $text }
core-log_page = — page { $page } of { $pages } —
core-button_rematch = Rematch
core-button_older = Older
core-button_newer = Newer
core-legend_header = **{ $game }: what the icons on the board mean**
core-legend_alt = The legend of the { $game } board: { $count ->
    [one] its { $count } icon
   *[other] its { $count } icons
}, each beside its meaning.
core-help_game = { $title } ({ $min }–{ $max } players)
core-help =
    🎲 **Treasure Table** hosts board games in this channel: { $games }. After every move the board arrives as a picture; what only you may know comes by DM or behind **My view**.
    🪑 **Open a table:** `/game new game:portroyal` (each table in its own thread, so a channel holds many; `thread=no` plays in the channel, one table per channel; `options:` are optional, e.g. `language=uk`). Others press **Join**; the host may press **Add AI**, then **Start**.
    🎯 **Play:** when it is your turn, press one of the buttons under the board or type `/move` and pick from the list. **Choose (privately)** opens choices only you see; **My view** shows your cards and secrets; **? Legend** explains every icon on the board.
    📋 **Commands:** `/game join` · `/game leave` (during a game an AI plays your seat on) · `/game add-ai` (level: easy, normal or hard) · `/game start` · `/game status` (the board, whose turn) · `/game hand` (your private view) · `/game hint` (the hard AI's best moves) · `/game log` (every move) · `/game undo` (take back a move that brought nothing new in) · `/game mine` (every table you sit at, those waiting on you first) · `/game notify` (how your turns reach you: ping, dm, digest, quiet) · `/game rules` (the rules and the icons) · `/game settings` (reminders, AI takeover) · `/game kick` · `/game abandon` · `/game replay` (a finished game again, move by move) · `/game stats` · `/game leaderboard` (this server's ratings) · `/game server` (this server's settings and limits) · `/game forget-me` · `/game export` (what I keep about you).
    🔁 When the game ends, **Rematch** opens a new table with the same players.
core-conceded = 🏳️ { $seat } conceded: an AI plays their seat to the end.
core-conceded_done = ✅ You left the game: an AI plays your seat to the end.
core-status_abandoned = This { $game } table was ended before the game was over.
core-lobby-rematch = 🔁 Rematch: it starts by itself once { $seats } { $seats_count ->
    [1] has joined again.
   *[other] have joined again.
}
core-lobby-started = 🎲 **{ $game }** has started — seats: { $seats }. The board is below.
core-lobby-closed = 🏳️ This **{ $game }** table was closed before it started.
core-lobby-expired = ⌛ This **{ $game }** table never started and closed.
core-lobby-emptied = 🏳️ Everyone left: the **{ $game }** table is closed.
core-lobby-new_host = 👑 { $seat } is the host now.
core-option-thread = A thread of its own for the table, started from its lobby message (where I may create threads); `thread=no` plays in the channel.
core-thread-name = { $game } · { $host }
core-thread-link = 🧵 The table plays in { $thread }.
core-thread-result = 🏁 **{ $game }** is over — { $thread }.
core-thread-deleted = 🗑️ The thread of the **{ $game }** table (no. { $table }) was deleted, so the table is closed.
core-thread-not_allowed = ℹ️ I may not create threads here (I need Create Public Threads and Send Messages in Threads), so this table plays in this channel.
core-error-which_thread = Several tables play in this channel's threads: { $threads }. Use the command inside the thread of yours.
core-rules-platform = Every table also: play in the channel instead of a thread of its own (`thread=no`).
core-left-kicked = {" "}(removed; AI played on)
core-left-conceded = {" "}(conceded; AI played on)
core-kick-done_freed = ✅ { $seat }'s seat is free.
core-kick-done_ai = ✅ An AI plays { $seat }'s seat from now on.
core-kick-announce_ai = 🤖 { $by_seat } removed { $seat } from the game: an AI plays their seat from now on.
core-timer-reminder_dm = ⏰ **{ $game }** in { $channel } is waiting for you ({ $hours } h so far): { $link }
core-timer-reminder_channel = ⏰ { $seat }, the table is waiting for you ({ $hours } h).
core-timer-takeover = 🤖 { $seat } hasn't moved for { $hours } h: the AI makes this decision for them.
core-timer-lobby_expired = ⌛ The **{ $game }** table never started: closed after { $hours } h. Open a new one with `/game new`.
core-settings-header = ⚙️ **{ $game }** table settings:
core-settings-how = The host changes them with `/game settings options:reminder=6 takeover=48` (hours; 0 is off).
core-option-reminder = Hours before a waiting player gets a reminder by DM (the first one also mentions them here); 0 is off.
core-option-takeover = Hours before the AI makes a silent player's pending decision for them; 0 is off.
core-error-played_by_ai = An AI plays this seat now: nothing changed.
core-error-kick_forbidden = Only the host or someone with Manage Server can remove a player.
core-error-kick_not_seated = That player has no seat at this table.
core-error-kick_self = You can't remove yourself: use `/game leave`.
core-error-kick_ai_seat = An AI seat can't be removed once the game has started.
core-error-not_live_option = “{ $option }” can't be changed here: only the reminder hours (`reminder`), the AI takeover (`takeover`) and automatic passing (`auto_pass`) can.
core-error-rematch_not_over = That game isn't over, so there is nothing to replay.
core-error-rematch_players_only = Only the players of that game can ask for a rematch.

# a table row that cannot be read
core-error-damaged_table = This channel's table (number { NUMBER($table, useGrouping: 0) }) can't be read: { $problem }. Nothing can be played at it. The host or someone with Manage Server can clear it with `/game abandon`; then `/game new` opens a new table.
core-damaged_notice = ⚠️ After my restart I couldn't bring back this channel's table (number { NUMBER($table, useGrouping: 0) }): { $problem }. The host or someone with Manage Server can clear it with `/game abandon`; then `/game new` opens a new table.
core-abandoned_damaged = 🏳️ { $seat } cleared this channel's damaged table (number { NUMBER($table, useGrouping: 0) }).
core-term-problem-seats = its saved seats are damaged
core-term-problem-names = its saved player names are damaged
core-term-problem-options = its saved options are damaged
core-term-problem-state = its saved game is damaged
core-term-problem-game = it is a game this version of the bot doesn't know
core-term-problem-other = part of its saved data is damaged

## Truthful answers when telling fails after a change was saved, and malformed input

core-told_partly = ⚠️ Part of what I had to post didn't go through; the board catches up with the next post, and `/game status` shows it now.
core-saved_public = { $seat }: that's saved (I couldn't answer you privately). `/game status` shows the table.
core-error-already_played = That move was already played and saved (move { $number }): nothing more changed. `/game status` shows the board.
core-error-bad_component = I can't read that button or menu: nothing changed. Use the newest message or `/move`.
core-error-other_table = That button belongs to a table in another channel: nothing changed.
core-error-duplicate_option = “{ $option }” is given twice: write each option once.
core-error-options_too_long = The options text is too long ({ $length } characters; at most { $max }).
core-error-too_many_options = Too many options ({ $count }; at most { $max }).
core-error-stale_pick = The table has moved on since that line of the `/move` list was offered: nothing changed. Pick again from the list.
core-menu_you = 🎯 Your decision; only you see this menu.
core-menu_back = Back
core-dm_failed = 📬 { $seat }, my DM with your private news didn't get through: `/game hand` shows it.

## Taking moves back (/game undo): only quiet moves, which brought nothing new into the game
core-command-game-undo-name = undo
core-command-game-undo-description = Take back your last move, if it brought nothing new into the game
core-option-undo = `/game undo`: `yes` takes back your own quiet move at once and others' with their Allow; `own` only yours (and the AI's after it); `no` never.
core-rules-undo = `/game undo` takes back a move that brought nothing new into the game (no card drawn, no die rolled, nothing hidden shown): yours at once while no one else has moved since, otherwise when everyone else allows it. A move that showed anyone something new stands, or its mover could look and choose again.
core-event-taken_back = ↩️ { $seat } took back { $count ->
    [one] move { $first }
   *[other] moves { $first }–{ $last }
}.
core-event-restored = ↩️ Moves were taken back at the table. Your position again:
core-log_taken_back = {" "}(taken back)
core-undo-done = ↩️ Taken back: { $count ->
    [one] move { $first }.
   *[other] moves { $first }–{ $last }.
} The board shows the position before it.
core-undo-asked = ✅ Asked { $count ->
    [one] the other player
   *[other] the { $count } other players
} to allow it: they have two minutes. Nothing changes unless everyone allows.
core-undo-request = ↩️ { $seat } asks to take back { $count ->
    [one] move { $first }
   *[other] moves { $first }–{ $last }
}. { $asked_seats }: press **Allow** or **Refuse** within { $minutes } minutes; nothing changes unless everyone allows.
core-undo-allowed_by = Allowed so far: { $seats }.
core-undo-refused = ✋ { $by } refused: { $seat }'s { $count ->
    [one] move stands
   *[other] moves stand
}.
core-undo-allowed = ↩️ Everyone allowed: { $seat }'s { $count ->
    [one] move was
   *[other] { $count } moves were
} taken back.
core-undo-lapsed = ⌛ Nobody answered in time: { $seat }'s { $count ->
    [one] move stands
   *[other] moves stand
}.
core-undo-moved_on = ⏭️ The game moved on, so { $seat }'s request has ended: nothing was taken back.
core-undo-button_allow = Allow
core-undo-button_refuse = Refuse
core-undo-answered_refused = ✅ You refused: nothing was taken back.
core-undo-answered_waiting = ✅ You allowed it; the others still have to answer.
core-undo-answered_taken = ✅ You allowed it: the moves were taken back.
core-error-undo_over = The game is over: its moves can no longer be taken back.
core-error-undo_off = This table's host turned taking moves back off (`undo=no`).
core-error-undo_nothing = You have no move to take back at this table.
core-error-undo_own_only = Someone else has moved since, and this table only takes back your own moves (`undo=own`): nothing changed.
core-error-undo_loud = { $whose ->
    [yours] Your move { $number }
   *[other] Move { $number }
} can't be taken back: { $reason ->
    [chance] it left something to chance (a die, a shuffle, a random pick)
   *[other] it brought something hidden to light (a card drawn, a secret shown)
}. Nothing changed.
core-error-undo_unsure = This table's log does not lead back to its position, so I won't take anything back. Nothing changed.
core-error-undo_pending = A request to take moves back is already open at this table: wait for its answer.
core-error-undo_ended = That request has ended (answered, timed out, or the game moved on): nothing changed.
core-error-undo_yours = It is your own request: the others answer it.
core-error-undo_not_asked = This request asks the other players at the table, not you.
core-restarting = ⏳ I'm restarting: try again in a moment.
core-live-your_turn = Your turn: { $line }
core-live-waiting_for = Waiting for { $seats }: { $line }
core-live-refused = Discord could not confirm who you are in this activity, so the live board stays closed. Close the activity and open it again.
core-live-not_there = You're not in this activity, so its live board is not yours to see. Join the activity first.
## A server in its admins' hands: /game server, limits, /game forget-me, /game export

core-command-game-server-name = server
core-command-game-server-description = This server's settings; Manage Server changes them. Empty: show them
core-command-game-server-param-language-name = language
core-command-game-server-param-language-description = The language of new tables (auto: the server's own)
core-command-game-server-param-reminder-name = reminder
core-command-game-server-param-reminder-description = Hours before a waiting player is reminded, at new tables (0 is off)
core-command-game-server-param-takeover-name = takeover
core-command-game-server-param-takeover-description = Hours before the AI decides for a silent player, at new tables (0 is off)
core-command-game-server-param-opener-name = opener
core-command-game-server-param-opener-description = Who may open tables (@everyone: everyone)
core-command-game-server-param-channels-name = channels
core-command-game-server-param-channels-description = Channels where tables may be opened, e.g. #games #more-games (no channel: anywhere)
core-command-game-server-param-lobbies-name = lobbies
core-command-game-server-param-lobbies-description = Open lobbies one person may host at once
core-command-game-server-param-hosted-name = hosted
core-command-game-server-param-hosted-description = Running tables one person may host at once
core-command-game-server-param-running-name = running
core-command-game-server-param-running-description = Running tables in this server at once
core-command-game-server-param-cooldown-name = cooldown
core-command-game-server-param-cooldown-description = Seconds between one person's /game new
core-command-game-server-param-hints-name = hints
core-command-game-server-param-hints-description = Hints (/game hint) at this server's tables (off wins over a table's own)
core-command-game-forget_me-name = forget-me
core-command-game-forget_me-description = Remove yourself from this server's game records (others' stay)
core-command-game-export-name = export
core-command-game-export-description = Your games in this server, as a file only you see
core-server-header = ⚙️ **This server's settings** (for tables opened from now on):
core-server-language = • Language of new tables: { $language }
core-server-language_auto = the server's own ({ $language })
core-server-timers = • Reminder after { $reminder } h · AI takeover after { $takeover } h (0 is off; a table's host can change its own with `/game settings`)
core-server-opener = • Who may open tables: { $who }
core-server-everyone = everyone
core-server-where = • Where: { $where }
core-server-anywhere = any channel
core-server-limits = • Limits: { $lobbies ->
    [one] { $lobbies } open lobby
   *[other] { $lobbies } open lobbies
} and { $hosted ->
    [one] { $hosted } running table
   *[other] { $hosted } running tables
} hosted per person; { $running ->
    [one] { $running } running table
   *[other] { $running } running tables
} in the server; one `/game new` per person every { $cooldown ->
    [one] { $cooldown } second
   *[other] { $cooldown } seconds
}.
core-server-hints = • Hints (`/game hint`): { $on ->
    [yes] on where a table's host allows them
   *[no] off at every table
}
core-server-how = -# Manage Server changes these with `/game server` and its options, and always keeps every command, wherever and whatever they say.
core-server-saved = ✅ Saved.
# /game server's two forms (labels ≤ 45 characters, descriptions and placeholders ≤ 100)
core-server-button_tables = Edit language, timers, who and where
core-server-button_limits = Edit limits
core-server-form_tables = New tables on this server
core-server-form_limits = Limits on this server
core-server-field-language = Language of new tables
core-server-field-reminder = Remind a waiting player after
core-server-field-takeover = AI decides for a silent player after
core-server-field-opener = Who may open tables
core-server-field-channels = Where tables may be opened
core-server-field-lobbies = Open lobbies per person
core-server-field-hosted = Running tables hosted per person
core-server-field-running = Running tables in this server
core-server-field-cooldown = Seconds between one person's /game new
core-server-field-hints = Hints at this server's tables
core-server-hints_on = On
core-server-hints_off = Off
core-server-hint-opener = No role: everyone. Manage Server may always open tables.
core-server-hint-channels = No channel: anywhere.
core-server-placeholder-opener = Everyone
core-server-placeholder-channels = Any channel
core-server-range = A whole number from { NUMBER($low, useGrouping: 0) } to { NUMBER($high, useGrouping: 0) }.
core-server-hours = { $hours ->
    [0] Off
   *[other] { $hours } h
}
core-former_player = a former player
core-forget-ask = ⚠️ **Forget me** removes your id and name from everything I keep about this server's games: seats, logs, results and ratings. Where you played, the records read “a former player”; the other players' games, places and ratings stay as they are. This can't be undone. (Messages already posted stay in Discord.)
core-forget-button = Forget me
core-forget-done = ✅ Done: you are forgotten in this server. { $count ->
    [0] I kept nothing about you here.
    [one] { $count } table now reads “a former player” where you were.
   *[other] { $count } tables now read “a former player” where you were.
}
core-export-done = 📦 What I keep about you in this server: { $count ->
    [one] { $count } table
   *[other] { $count } tables
}, in this file (only you see it).
core-error-lobby_limit = { $count ->
    [one] You already host an open table that hasn't started: { $lobby }. Start it, or leave it, before you open another.
   *[other] You already host { $count } open tables that haven't started, the most this server allows (one is { $lobby }). Start or leave one before you open another.
}
core-error-hosted_limit = { $max ->
    [one] You already host { $max } running table, the most this server allows per person: finish it first.
   *[other] You already host { $max } running tables, the most this server allows per person: finish one first.
}
core-error-server_limit = { $max ->
    [one] This server already has { $max } running table, the most it allows. Try again when it has finished.
   *[other] This server already has { $max } running tables, the most it allows. Try again when one has finished.
}
core-error-cooldown = { $seconds ->
    [one] One new table at a time: try again in { $seconds } second.
   *[other] One new table at a time: try again in { $seconds } seconds.
}
core-error-opener_role = On this server only { $role } may open tables.
core-error-opener_channel = On this server tables are opened in { $channels }.
core-error-server_manage_only = Only someone with Manage Server can change this server's settings; `/game server` without options shows them.
core-error-server_limit_range = “{ $setting }” must be between { $low } and { $high }, not { $value }.
core-error-forget_seated = You have a seat at { $tables }: leave it first (`/game leave` there), then ask again.
core-error-forget_not_yours = That button belongs to the person who asked to be forgotten: nothing changed.
core-lobby-rematch_held = Everyone is back, but the rematch can't start yet: { $reason }
core-undo-ended = ⏹️ { $seat }'s request has ended (they left the game): nothing was taken back.
core-undo-answered_ended = ✅ That request had ended: nothing was taken back.

## /game notify: how your turns reach you, at every table
core-command-game-notify-name = notify
core-command-game-notify-description = How your turns reach you, at every table: ping, dm, digest or quiet
core-command-game-notify-param-how-name = how
core-command-game-notify-param-how-description = ping: a mention · dm: also a DM to play from · digest: one DM a day · quiet: nothing
core-command-game-notify-param-hour-name = hour
core-command-game-notify-param-hour-description = The digest's hour, UTC (0-23)
core-notify-ping = 🔔 Your turns reach you as a mention in the table's thread (the default), at every table you sit at.
core-notify-dm = 📬 Your turns reach you as a mention in the table's thread and as a DM with the board and the move buttons, so you can play from your DMs.
core-notify-digest = 🗞️ No mentions: one DM a day at { $hour }:00 UTC lists the tables that wait on you.
core-notify-quiet = 🔕 No mentions and no DMs about your turns: `/game mine` shows the tables that wait on you.
core-notify-digest_head = 🗞️ { $count ->
    [one] One table waits on you:
   *[other] { $count } tables wait on you:
}
core-notify-digest_line = • **{ $game }** (table #{ $table }), your turn since { $since }: { $link }
core-notify-digest_more = …and { $count } more: `/game mine` lists them all.
core-notify-dm_prompt_head = 🎯 **{ $game }** (table #{ $table }): your turn. The table: { $link }
core-notify-dm_prompt_played = ✅ **{ $game }** (table #{ $table }): you played { $action }. The table: { $link }
core-notify-dm_prompt_closed = ⏹️ **{ $game }** (table #{ $table }): this turn has moved on, so its buttons are gone. The table: { $link }
core-notify-dm_closed = 📪 { $seat }, your DMs are closed to me, so your turns reach you here as mentions. Open them, or choose another way with `/game notify`.

## /game mine: every table you sit at

core-command-game-mine-name = mine
core-command-game-mine-description = Only you see it: every table you sit at, those waiting on you first, with links
core-mine-header = 🗂️ **Your tables:** { $count ->
    [one] { $count } open table
   *[other] { $count } open tables
}, { $waiting ->
    [0] none of them waiting on you.
    [one] { $waiting } waiting on you.
   *[other] { $waiting } waiting on you.
}
core-mine-title = { $mark } **{ $game }** · { $status } · { $server }
core-mine-title_yours = { $mark } **{ $game }** · { $status } · { $server } · **your turn!**
core-mine-status-lobby = lobby
core-mine-status-running = running
core-mine-this_server = this server
core-mine-another_server = another server
core-mine-turn = Players: { $seats } · turn: { $turn_seats } · last active { $since }
core-mine-lobby = Players: { $seats } · waiting for the start · opened { $since }
core-mine-standing = Your place: { $place }
core-mine-page = — page { $page } of { $pages } —
core-mine-none = 🪑 You don't sit at any open table yet. Open one with `/game new` in a server channel, or press **Join** under a table's lobby message.
core-error-mine_not_yours = These buttons page someone else's list of tables: `/game mine` shows yours.

## treasure-table try: the page of the local simulation
core-try-welcome = 🧪 **A local simulation of Discord** on your computer: the real Treasure Table bot, no token, nothing sent anywhere. Direct messages are not shown here: what only you may know is behind **My view**. Type `/` for every command.
core-try-pick = Pick a game: a table opens here with { $ais ->
    [0] you alone (add AIs or people from its lobby).
    [one] you and one AI player.
   *[other] you and { $ais } AI players.
}

## Hints (/game hint): the hard AI's best moves for a seat, from its view alone
core-command-game-hint-name = hint
core-command-game-hint-description = Privately: the hard AI's best moves for you now (the table is then unrated)
core-option-hints = `/game hint`: the hard AI's best moves, privately, for whoever may act (`yes`); a table is rated until someone takes one. `no` turns hints off.
core-error-hints_off = This table's host turned hints off (`hints=no`).
core-error-hints_off_server = This server turned hints off (`/game server`).
core-error-hint_thinking = I'm still thinking about your last hint: it comes in a moment.
core-error-hint_busy = Many hints are being thought right now: yours would wait about { $seconds } s. Try again shortly.
core-hint-header = 💡 **{ $game }**: { $count ->
    [one] the move
   *[other] { $count } moves
} the hard AI weighs for you, from what you can see
core-hint-level = 💡 **{ $game }**: from what you can see, no move stands out now: the hard AI would pick any of them alike. Choose freely.
core-hint-footer = -# Play one with its button or `/move`. A table is unrated once anyone takes a hint.
core-hint-playouts = { $figure }, best in { $best } of { $playouts } playouts
core-hint-ahead = +{ NUMBER($amount, minimumFractionDigits: 1) } points ahead on average
core-hint-behind = { NUMBER($amount, minimumFractionDigits: 1) } points behind on average
core-hint-ahead-vp = +{ NUMBER($amount, minimumFractionDigits: 1) } VP ahead on average
core-hint-behind-vp = { NUMBER($amount, minimumFractionDigits: 1) } VP behind on average
core-hint-ahead-gold = +{ NUMBER($amount, minimumFractionDigits: 1) } gold ahead on average
core-hint-behind-gold = { NUMBER($amount, minimumFractionDigits: 1) } gold behind on average
core-hint-ahead-treasure = your team +{ NUMBER($amount, minimumFractionDigits: 1) } treasure ahead on average
core-hint-behind-treasure = your team { NUMBER($amount, minimumFractionDigits: 1) } treasure behind on average
core-hint-ahead-treasure_gap = the teams tied on average
core-hint-behind-treasure_gap = the teams { NUMBER($amount, minimumFractionDigits: 1) } treasure apart on average (you want a tie)
core-hint-loss = about { NUMBER($amount, minimumFractionDigits: 1) } points expected lost
core-hint-loss-goods = about { NUMBER($amount, minimumFractionDigits: 1) } goods expected lost to thieves
core-hint-unrated = 💡 { $seat } took a hint: this table is now unrated.
core-hint-unrated_result = -# 💡 Not rated: a hint was taken at this table.
